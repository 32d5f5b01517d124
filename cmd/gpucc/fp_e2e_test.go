package main

import (
	"slices"
	"testing"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
	"gpucc/obj"
)

// TestFPSuiteEndToEnd is TestSuiteEndToEnd for the floating-point kernels:
// each is compiled in every e2eConfig (strict, stress, -O0, under a register
// cap that spills FP values, serial schedule), run on the emulator and
// compared with its Go reference by suite.Kernel.Check (bit for bit except
// the buffers with a stated tolerance); it must also pass the differential
// check against the reference interpreter (gpucc verify). Kernels the
// compiler rejects are skipped until suite.FPCompiles is set.
func TestFPSuiteEndToEnd(t *testing.T) {
	for _, k := range suite.FPKernels {
		for _, cfg := range e2eConfigs {
			t.Run(k.Name+"/"+cfg.name, func(t *testing.T) {
				t.Parallel()
				path, err := k.LLPath()
				if err != nil {
					t.Fatal(err)
				}
				m, err := gpucc.ParseIRFile(path)
				if err != nil {
					t.Fatal(err)
				}
				opts := cfg.opts
				opts.Kernel = k.Name
				res, err := gpucc.Compile(m, opts)
				if err != nil {
					if !suite.FPCompiles {
						t.Skipf("FP selection has not landed: %v", err)
					}
					t.Fatalf("compile: %v", err)
				}
				bin, err := obj.Write(res.Module)
				if err != nil {
					t.Fatalf("emit: %v", err)
				}
				mod, err := obj.Read(bin)
				if err != nil {
					t.Fatalf("reading back the binary: %v", err)
				}
				p, err := emu.LoadKernel(mod, k.Name)
				if err != nil {
					t.Fatalf("load: %v", err)
				}
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
					if err := k.Check(l, got, want); err != nil {
						t.Errorf("seed %d: %v", seed, err)
					}
					if _, err := verifyKernel(m, l, cfg.opts, cfg.emu); err != nil {
						t.Errorf("seed %d: verify: %v", seed, err)
					}
				}
			})
		}
	}
}

// TestFPSpillingHappens makes sure the register cap of the end-to-end test
// really spills floating-point values: at -O2 under 12 GPRs at least three
// FP kernels (among them the double-precision GEMM, whose f64 values live
// in register pairs) must spill.
func TestFPSpillingHappens(t *testing.T) {
	var spilled []string
	for _, k := range suite.FPKernels {
		path, err := k.LLPath()
		if err != nil {
			t.Fatal(err)
		}
		res, err := compileFile(path, gpucc.Options{OptLevel: 2, Kernel: k.Name, Debug: gpucc.Debug{MaxGPRs: 12}})
		if err != nil {
			if !suite.FPCompiles {
				t.Skipf("FP selection has not landed: %v", err)
			}
			t.Fatal(err)
		}
		for _, ck := range res.Kernels {
			if r := ck.Report; r.GPRs > 12 {
				t.Errorf("%s uses %d GPRs under a cap of 12", r.Name, r.GPRs)
			} else if r.SpilledVRegs > 0 {
				spilled = append(spilled, r.Name)
			}
		}
	}
	if len(spilled) < 3 || !slices.Contains(spilled, "fp_dgemm_tiled") {
		t.Errorf("under a cap of 12 GPRs only %v spilled", spilled)
	}
}
