package main

import (
	"bytes"
	"strings"
	"testing"

	"gpucc"
	"gpucc/emu"
	"gpucc/interp/kgen"
)

// realConstructs recognise the generator's constructs of real kernels
// (interp/kgen/realkernels.go) in its IR.
var realConstructs = map[string]string{
	"noinline helper":    "noinline nounwind }",
	"memcpy":             "call void @llvm.memcpy.",
	"memset":             "call void @llvm.memset.",
	"inline PTX":         `asm "`,
	"__constant__":       "addrspace(4) externally_initialized",
	"tex1Dfetch":         "tex.1d.v4.",
	"named barrier":      "@llvm.nvvm.barrier.sync",
	"ptx shfl predicate": ".b32 $0|p, ",
	"helper call":        "@_Z5help",
	"memcpy into p3":     "@llvm.memcpy.p3i8",
	"memset into p3":     "@llvm.memset.p3i8",
}

// TestKgenRealConstructsAgree: generated kernels holding each construct of
// real kernels (device helpers, memcpy/memset, inline PTX, __constant__
// arrays, textures, named barriers) compile and agree with the reference
// interpreter, at -O0 and -O2, strict and stressed.
func TestKgenRealConstructsAgree(t *testing.T) {
	want := 4
	if testing.Short() {
		want = 1
	}
	agreed := map[string]int{}
	done := func() bool {
		for c := range realConstructs {
			if agreed[c] < want {
				return false
			}
		}
		return true
	}
	for seed := uint64(7000000); seed < 7000000+300 && !done(); seed++ {
		k, err := kgen.GenerateSeed(seed, diffConfig)
		if err != nil {
			t.Fatal(err)
		}
		var has []string
		for c, s := range realConstructs {
			if agreed[c] < want && strings.Contains(k.IR, s) {
				has = append(has, c)
			}
		}
		if len(has) == 0 {
			continue
		}
		eopts := emu.Options{}
		if seed%2 == 1 {
			eopts = emu.Options{Stress: true, Seed: seed}
		}
		if err := diffKernel(t, k, gpucc.Options{OptLevel: int(seed%2) * 2, Debug: gpucc.Debug{VerifyIR: true}}, eopts); err != nil {
			t.Errorf("seed %d with %v (gpucc fuzz -seed %d -n 1 -keep DIR reproduces it): %v", seed, has, seed, err)
			continue
		}
		for _, c := range has {
			agreed[c]++
		}
	}
	t.Logf("agreeing kernels per construct: %v", agreed)
	for c := range realConstructs {
		if agreed[c] < want {
			t.Errorf("only %d agreeing kernels with %s among seeds 7000000..7000299", agreed[c], c)
		}
	}
}

// The fuzz command's -no switches reach the generator's.
func TestFuzzNoSwitchesRealConstructs(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if st := run([]string{"fuzz", "-n", "2", "-seed", "5", "-j", "1", "-no", "calls,recursion,chaincalls,memintr,ptx,constarr,textures,namedbar"}, &stdout, &stderr); st != 0 {
		t.Fatalf("status %d: %s%s", st, stdout.String(), stderr.String())
	}
	cfg := diffConfig
	for _, name := range fuzzSwitchNames {
		if fuzzSwitches(&cfg)[name] == nil {
			t.Errorf("-no %s reaches no switch", name)
		}
	}
	if st := run([]string{"fuzz", "-n", "1", "-no", "nosuchconstruct"}, &stdout, &stderr); st != 2 {
		t.Errorf("-no nosuchconstruct: status %d, want 2 (unknown construct)", st)
	}
}
