package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
)

// modernClangs are the clang releases whose output of the suite kernels is
// checked in under testdata/kernels/clangNN (scripts/gen-kernels-modern.sh).
var modernClangs = []string{"clang16"}

// TestModernClangKernels reads every suite kernel as clang 16 compiled it
// (opaque pointers, memory(...) attributes) through the LLVM 15-18 reader,
// compiles it, and checks the emulator against the reference interpreter
// (the gpucc verify path, which reads the module through the same reader)
// and the interpreter against the kernel's independent Go reference.
func TestModernClangKernels(t *testing.T) {
	root, err := suite.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range modernClangs {
		for _, k := range suite.Kernels {
			t.Run(dir+"/"+k.Name, func(t *testing.T) {
				t.Parallel()
				path := filepath.Join(root, suite.KernelDir, dir, k.Name+".ll")
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(string(src), " ptr ") {
					t.Fatalf("%s has no opaque pointers: not clang 15+ output", path)
				}
				m, err := gpucc.ParseIRFile(path)
				if err != nil {
					t.Fatal(err)
				}
				l := k.Launch(1)
				l.Kernel = k.Name
				want, err := k.Expect(l)
				if err != nil {
					t.Fatalf("reference: %v", err)
				}
				ref, err := referenceResult(m, l, 1)
				if err != nil {
					t.Fatalf("interpreter: %v", err)
				}
				compareResult(t, l, ref, want)
				if _, err := verifyKernel(m, l, gpucc.Options{OptLevel: 2, VerifyIR: true}, emu.Options{}); err != nil {
					t.Fatalf("verify: %v", err)
				}
			})
		}
	}
}
