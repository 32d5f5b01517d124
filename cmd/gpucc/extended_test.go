package main

import (
	"testing"

	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
)

// TestExtendedEndToEnd is TestSuiteEndToEnd for the extended kernels
// (shared memory, barriers, atomics, 8/16-bit memory, division): each runs
// on the emulator in every configuration and every output word is compared
// with its Go reference. Their references are independent of the thread
// order (TestVerifySuiteKernels compares them with the interpreter too).
func TestExtendedEndToEnd(t *testing.T) {
	for _, k := range suite.Kernels {
		if !k.Extended {
			continue
		}
		for _, cfg := range e2eConfigs {
			t.Run(k.Name+"/"+cfg.name, func(t *testing.T) {
				t.Parallel()
				p := compileSuiteKernel(t, k, cfg.opts)
				for _, seed := range []int64{1, 2} {
					l := k.Launch(seed)
					want, err := k.Expect(l)
					if err != nil {
						t.Fatalf("reference: %v", err)
					}
					got, _, err := emu.Run(p, l, cfg.emu)
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
					compareResult(t, l, got, want)
				}
			})
		}
	}
}
