package main

import (
	"strings"
	"testing"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
)

// TestISAIdiomsEndToEnd runs issue 16's idiom kernels (dp4a_quant,
// movmatrix_transpose) like TestSuiteEndToEnd: every configuration, every
// output word against the Go reference.
func TestISAIdiomsEndToEnd(t *testing.T) {
	for _, k := range suite.ISAIdioms() {
		for _, cfg := range e2eConfigs {
			t.Run(k.Name+"/"+cfg.name, func(t *testing.T) {
				t.Parallel()
				p := compileSuiteKernel(t, k, cfg.opts)
				for _, seed := range []int64{1, 2, 3} {
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

// TestISAIdiomsSelected checks that the idiom kernels really use the
// instructions (so the end-to-end results above prove them): the counts are
// those of the source's patterns (dp4a_quant.cu: the open-coded signed and
// unsigned byte sums and three inline dp4a, the open-coded dp2a.lo pattern
// and two inline dp2a, two I2IP for the four-lane int8 pack and one each for
// the u16 clamp pair and the two cvt.pack.sat, four ISET), less the inline
// dp4a.s32.s32 and dp2a.lo of the same operands as the open-coded signed
// sum and dp2a.lo pattern: each pair is one instruction after common
// subexpression elimination (lower/cse.go), whose result both outputs read.
func TestISAIdiomsSelected(t *testing.T) {
	want := map[string]map[string]int{
		"dp4a_quant":          {"IDP.4A": 4, "IDP.2A": 2, "I2IP": 5, "ISET": 4},
		"movmatrix_transpose": {"MOVM": 3},
	}
	for _, k := range suite.ISAIdioms() {
		path, err := k.LLPath()
		if err != nil {
			t.Fatal(err)
		}
		res, err := compileFile(path, gpucc.Options{OptLevel: 2, Kernel: k.Name})
		if err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		text := res.Assembly()
		for op, n := range want[k.Name] {
			got := 0
			for _, line := range strings.Split(text, "\n") {
				f := strings.Fields(line)
				if len(f) > 0 && (f[0] == op || strings.HasPrefix(f[0], op+".")) {
					got++
				}
			}
			if got != n {
				t.Errorf("%s: %d %s instructions, want %d", k.Name, got, op, n)
			}
		}
	}
}
