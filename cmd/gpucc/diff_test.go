package main

import (
	"strings"
	"testing"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
	"gpucc/interp/kgen"
	"gpucc/ir"
	"gpucc/isa"
)

// diffKernel generates kernel seed, compiles it, runs it on the emulator
// (strict) and in the interpreter, and returns the verify error.
func diffKernel(t testing.TB, k *kgen.Kernel, opts gpucc.Options, eopts emu.Options) error {
	m, err := gpucc.ParseIR(k.Name+".ll", []byte(k.IR))
	if err != nil {
		t.Fatalf("generated IR does not parse: %v", err)
	}
	_, err = verifyKernel(m, k.Launch(), opts, eopts)
	return err
}

// TestVerifySuiteKernels runs every core suite kernel through the
// differential check (compiled on the emulator against the interpreter) with
// the suite's launches.
func TestVerifySuiteKernels(t *testing.T) {
	for _, k := range suite.Kernels {
		t.Run(k.Name, func(t *testing.T) {
			t.Parallel()
			path, err := k.LLPath()
			if err != nil {
				t.Fatal(err)
			}
			m, err := gpucc.ParseIRFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for _, seed := range []int64{1, 2, 3} {
				_, err := verifyKernel(m, k.Launch(seed), gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}}, emu.Options{})
				if err != nil {
					if k.Extended && verifyStatus(err) == verifyCompileError {
						t.Skipf("extended kernel not supported yet: %v", err)
					}
					t.Fatalf("seed %d: %v", seed, err)
				}
			}
		})
	}
}

// diffSeeds is how many generated kernels TestGeneratedKernels runs.
const diffSeeds = 300

// TestGeneratedKernels compiles a fixed set of random kernels and checks
// that the emulator (strict mode, and stress mode for every fourth) agrees
// with the interpreter on every byte. Kernels using constructs the compiler
// rejects are counted; mismatches, emulator faults and hazards fail.
func TestGeneratedKernels(t *testing.T) {
	n := diffSeeds
	if testing.Short() {
		n = 60
	}
	rejected := map[string]int{}
	passed := 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		k, err := kgen.GenerateSeed(seed, diffConfig)
		if err != nil {
			t.Fatalf("seed %d: generator: %v", seed, err)
		}
		eopts := emu.Options{}
		if seed%4 == 0 {
			eopts = emu.Options{Stress: true, Seed: seed}
		}
		err = diffKernel(t, k, gpucc.Options{OptLevel: int(seed%2) * 2, Debug: gpucc.Debug{VerifyIR: true}}, eopts)
		switch {
		case err == nil:
			passed++
		case verifyStatus(err) == verifyCompileError && strings.Contains(err.Error(), "not supported"):
			rejected[unsupportedConstruct(err)]++
		default:
			t.Errorf("seed %d (go run ./cmd/gpucc fuzz -seed %d -n 1 -keep DIR reproduces it): %v", seed, seed, err)
		}
	}
	t.Logf("%d of %d generated kernels compiled and agreed; rejected as unsupported: %v", passed, n, rejected)
	if passed < n/2 {
		t.Errorf("only %d of %d generated kernels were compiled and checked", passed, n)
	}
}

// FuzzCompileGenerated drives the random kernel generator with the fuzzer's
// bytes: every kernel the compiler accepts must run cleanly on the emulator
// and agree with the interpreter.
func FuzzCompileGenerated(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Add([]byte("gpucc differential fuzzing seed"))
	f.Fuzz(func(t *testing.T, data []byte) {
		k, err := kgen.Generate(kgen.NewByteSource(data), diffConfig)
		if err != nil {
			t.Fatalf("generator: %v", err)
		}
		err = diffKernel(t, k, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}}, emu.Options{})
		if err != nil && !(verifyStatus(err) == verifyCompileError && strings.Contains(err.Error(), "not supported")) {
			t.Fatalf("%v\n%s", err, k.IR)
		}
	})
}

// TestReduceFailingKernel checks the reducer on a real differential
// failure: a bug planted in the compiler (every global store writes
// zero) makes generated kernels disagree with the interpreter, and the
// reducer must shrink such a kernel to a smaller one that still disagrees.
func TestReduceFailingKernel(t *testing.T) {
	plant := func(pass string, f *ir.Func) {
		if pass != "lower" {
			return
		}
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op == ir.OpMachine && in.Inst.Form.Name == "STG_R" {
					in.SetPhys("rb", isa.RZ)
				}
			}
		}
	}
	buggy := gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{Trace: plant}}
	for seed := uint64(1); seed < 100; seed++ {
		k, err := kgen.GenerateSeed(seed, diffConfig)
		if err != nil {
			t.Fatal(err)
		}
		mismatches := func(ir string) bool {
			m, err := gpucc.ParseIR("r.ll", []byte(ir))
			if err != nil {
				return false
			}
			_, err = verifyKernel(m, k.Launch(), buggy, emu.Options{})
			return verifyStatus(err) == verifyMismatch
		}
		if !mismatches(k.IR) {
			continue
		}
		small := kgen.Reduce(k, mismatches)
		if !mismatches(small.IR) {
			t.Fatal("the reduced kernel no longer shows the bug")
		}
		if len(small.IR) >= len(k.IR) {
			t.Errorf("seed %d: reduction did not shrink the kernel (%d bytes)", seed, len(k.IR))
		}
		// Without the planted bug the reduced kernel agrees again.
		m, err := gpucc.ParseIR("r.ll", []byte(small.IR))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := verifyKernel(m, k.Launch(), gpucc.Options{OptLevel: 2}, emu.Options{}); err != nil {
			t.Errorf("the reduced kernel fails without the planted bug: %v", err)
		}
		t.Logf("seed %d: reduced %d bytes of IR to %d", seed, len(k.IR), len(small.IR))
		return
	}
	t.Fatal("the planted bug never showed")
}
