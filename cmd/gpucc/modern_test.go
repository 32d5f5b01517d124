package main

import (
	"encoding/binary"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
	"gpucc/launch"
)

// modernClangs are the clang releases whose output of the suite kernels is
// checked in under testdata/kernels/clangNN, at -O2 and in clangNN/O0 at
// -O0 (scripts/gen-kernels-modern.sh). clang-15 was not available when
// they were generated.
var modernClangs = []string{"clang16", "clang16/O0"}

// o0Unsupported are the kernels whose -O0 IR gpucc does not handle from any
// clang (clang-14 -O0 fails the same way), with the error expected: these
// are limits of the compiler and interpreter, not of the IR reader.
var o0Unsupported = map[string]string{
	// -O0 builds call_frames' struct result in a stack slot and loads it
	// whole: loads and stores of aggregates are not selected (nor run by
	// the interpreter); at -O2 the struct is built with insertvalue.
	"call_frames": "load of type %struct.pair is not supported",
}

// readerGaps are the kernels whose clang-16 IR (by directory) the LLVM
// 15-18 reader does not yet turn into IR the compiler and interpreter
// accept, with the error expected. None at present: assert strings passed
// as opaque pointers with attributes, byval struct parameters and -O0's
// four-component texture fetch were the last.
var readerGaps = map[string]string{}

// TestModernClangKernels reads every suite kernel as clang 16 compiled it at
// -O2 and -O0 (opaque pointers, memory(...) attributes, stack slots)
// through the LLVM 15-18 reader,
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
				l := k.Launch(1)
				l.Kernel = k.Name
				if known, ok := readerGaps[dir+"/"+k.Name]; ok {
					m, err := gpucc.ParseIRFile(path)
					if err == nil {
						_, err = verifyKernel(m, l, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}}, emu.Options{})
					}
					if err == nil || !strings.Contains(err.Error(), known) {
						t.Fatalf("known reader gap %q: got %v (remove it from readerGaps if fixed)", known, err)
					}
					return
				}
				m, err := gpucc.ParseIRFile(path)
				if err != nil {
					t.Fatal(err)
				}
				want, err := k.Expect(l)
				if err != nil {
					t.Fatalf("reference: %v", err)
				}
				if known, ok := o0Unsupported[k.Name]; ok && strings.HasSuffix(dir, "/O0") {
					_, err := verifyKernel(m, l, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}}, emu.Options{})
					if err == nil || !strings.Contains(err.Error(), known) {
						t.Fatalf("known -O0 limitation %q: got %v (remove it from o0Unsupported if fixed)", known, err)
					}
					return
				}
				ref, err := referenceResult(m, l, 1, 0)
				if err != nil {
					t.Fatalf("interpreter: %v", err)
				}
				compareResult(t, l, ref.Result, want)
				if _, err := verifyKernel(m, l, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}}, emu.Options{}); err != nil {
					t.Fatalf("verify: %v", err)
				}
			})
		}
	}
}

// handWrittenModern are IR files written in the style of clang 17-19
// output, with their launches and independently computed results.
var handWrittenModern = []struct {
	file string
	make func() (launch.Launch, [][]uint32)
}{
	{"pairs_llvm19.ll", func() (launch.Launch, [][]uint32) {
		const n = 100
		rng := rand.New(rand.NewPCG(15, 19))
		in := make([]byte, 16*n)
		want := make([]uint32, 128)
		for i := 0; i < n; i++ {
			a, b := rng.Uint32(), rng.Uint64()
			binary.LittleEndian.PutUint32(in[16*i:], a)
			binary.LittleEndian.PutUint64(in[16*i+8:], b)
			want[i] = a<<8 | uint32(b>>40)&255
			if i == 0 {
				want[i] += 7
			}
		}
		l := launch.Launch{Kernel: "pairs", Grid: launch.Dim3{X: 2, Y: 1, Z: 1}, Block: launch.Dim3{X: 64, Y: 1, Z: 1},
			Args: []launch.Arg{
				{Kind: launch.Buffer, Name: "in", Data: in, Elem: "u8"},
				{Kind: launch.Buffer, Name: "out", Data: make([]byte, 4*128), Elem: "u32"},
				{Kind: launch.Scalar, Name: "n", Value: n, Size: 4},
			}}
		return l, [][]uint32{nil, want}
	}},
	{"fill_llvm20.ll", func() (launch.Launch, [][]uint32) {
		want := make([]uint32, 96)
		for t := range want {
			want[t] = uint32(7 * t)
		}
		l := launch.Launch{Kernel: "fill", Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: 96, Y: 1, Z: 1},
			Args: []launch.Arg{{Kind: launch.Buffer, Name: "p", Data: make([]byte, 4*96), Elem: "u32"}}}
		return l, [][]uint32{want}
	}},
	{"shared_mix_llvm17.ll", func() (launch.Launch, [][]uint32) {
		out, flags := make([]uint32, 64), make([]uint32, 64)
		for t := 0; t < 64; t++ {
			nb := t + 1
			if t%2 == 1 {
				nb = t - 1
			}
			out[t] = uint32(3*nb + 3*5)
			flags[t] = 64
		}
		l := launch.Launch{Kernel: "shared_mix", Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: 64, Y: 1, Z: 1},
			Args: []launch.Arg{
				{Kind: launch.Buffer, Name: "out", Data: make([]byte, 4*64), Elem: "u32"},
				{Kind: launch.Buffer, Name: "flags", Data: make([]byte, 4*64), Elem: "u32"},
			}}
		return l, [][]uint32{out, flags}
	}},
}

// TestHandWrittenModernIR reads IR with LLVM 17-19 constructs, checks the
// interpreter's result against values computed here, and the emulator
// against the interpreter.
func TestHandWrittenModernIR(t *testing.T) {
	for _, h := range handWrittenModern {
		t.Run(h.file, func(t *testing.T) {
			m, err := gpucc.ParseIRFile(filepath.Join("testdata", "modern", h.file))
			if err != nil {
				t.Fatal(err)
			}
			l, want := h.make()
			ref, err := referenceResult(m, l, 1, 0)
			if err != nil {
				t.Fatalf("interpreter: %v", err)
			}
			for i, w := range want {
				for j, v := range w {
					if got := binary.LittleEndian.Uint32(ref.Buffers[i][4*j:]); got != v {
						t.Fatalf("buffer %d word %d: interpreter %#x, want %#x", i, j, got, v)
					}
				}
			}
			if _, err := verifyKernel(m, l, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}}, emu.Options{}); err != nil {
				t.Fatalf("verify: %v", err)
			}
		})
	}
}

// TestModernClangDebugInfo reads clang-16 output compiled with -g (debug
// metadata nodes such as !DICompileUnit(language: ...), llvm.dbg.declare on
// opaque pointers) at -O0 and -O2 and checks it like TestModernClangKernels.
func TestModernClangDebugInfo(t *testing.T) {
	for _, name := range []string{"ext_shared_reverse", "row_reduce"} {
		k, ok := suite.Lookup(name)
		if !ok {
			t.Fatalf("no suite kernel %s", name)
		}
		for _, opt := range []string{"O0", "O2"} {
			file := name + "_clang16_" + opt + "_g.ll"
			t.Run(file, func(t *testing.T) {
				m, err := gpucc.ParseIRFile(filepath.Join("testdata", "modern", file))
				if err != nil {
					t.Fatal(err)
				}
				l := k.Launch(2)
				l.Kernel = k.Name
				want, err := k.Expect(l)
				if err != nil {
					t.Fatal(err)
				}
				ref, err := referenceResult(m, l, 1, 0)
				if err != nil {
					t.Fatalf("interpreter: %v", err)
				}
				compareResult(t, l, ref.Result, want)
				if _, err := verifyKernel(m, l, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}}, emu.Options{}); err != nil {
					t.Fatalf("verify: %v", err)
				}
			})
		}
	}
}
