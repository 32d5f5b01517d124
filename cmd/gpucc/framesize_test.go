package main

import (
	"testing"

	"gpucc"
)

// TestRecursionFrameSeeds: the campaign seeds whose recursive helpers'
// frames (160-256 bytes, every callee-saved register saved at the entry)
// overflowed CUDA's default 1 KiB stack agree with the reference at the
// default stack (frames of 48-112 bytes since: docs/compiler.md, "Calls";
// lower/testdata/known/README.md). They reproduce the kernels as long as
// interp/kgen generates the same kernel for a seed: since kgen's branch
// chains sometimes start their then-block with a loop (fuzz seed 112011983),
// nine of the ten still overflow with the session-5 compiler (d65d509, the
// current kgen), 96096463 no longer does. The reduced kernel of 96049159 is
// lower/testdata/regress/recursion_frames_1k.ll.
func TestRecursionFrameSeeds(t *testing.T) {
	for _, s := range []uint64{96039741, 96040305, 96049159, 96074633, 96089095, 96096463, 98005245, 99000771, 99033469, 99033865} {
		opts := gpucc.Options{OptLevel: int(s%2) * 2, Debug: gpucc.Debug{VerifyIR: true}}
		if key, report := fuzzSeed(s, diffConfig, opts, true, ""); key != "agree" {
			t.Errorf("seed %d: %s: %s", s, key, report)
		}
	}
}
