package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
	"gpucc/obj"
)

// compileCallRecursion compiles call_recursion with the given stack size
// and loads it from its ELF file (so the stack size travels in the
// metadata).
func compileCallRecursion(t *testing.T, stack uint32) (*emu.Program, suite.Kernel, *obj.Kernel) {
	t.Helper()
	k, ok := suite.Lookup("call_recursion")
	if !ok {
		t.Fatal("no call_recursion in the suite")
	}
	path, err := k.LLPath()
	if err != nil {
		t.Fatal(err)
	}
	m, err := gpucc.ParseIRFile(path)
	if err != nil {
		t.Fatal(err)
	}
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, Kernel: "call_recursion", StackBytes: stack})
	if err != nil {
		t.Fatal(err)
	}
	bin, err := obj.Write(res.Module)
	if err != nil {
		t.Fatal(err)
	}
	back, err := obj.Read(bin)
	if err != nil {
		t.Fatal(err)
	}
	p, err := emu.LoadKernel(back, "call_recursion")
	if err != nil {
		t.Fatal(err)
	}
	return p, k, back.Lookup("call_recursion")
}

// TestRecursionStack: call_recursion's mutual recursion is depth % x levels
// deep. Every level's frame holds at least its return address and frames
// are 16-byte multiples, so 200 levels (depth 200, inputs up to 199 below
// it) need at least 3200 bytes: more than the default 1 KiB stack, which
// fails with a located stack overflow, and within a 64 KiB one
// (--stack-size), which runs to the reference's results.
func TestRecursionStack(t *testing.T) {
	p, k, ko := compileCallRecursion(t, 0)
	if ko.StackBytes != gpucc.DefaultStackBytes || ko.LocalBytes <= ko.StackBytes {
		t.Errorf("stack %d of local %d bytes, want the default %d above the kernel's own frame", ko.StackBytes, ko.LocalBytes, gpucc.DefaultStackBytes)
	}
	l := k.Launch(1)
	l.Args[3].Value = 200
	if l.Args[3].Name != "depth" {
		t.Fatalf("argument 3 is %s, want depth", l.Args[3].Name)
	}
	for _, stress := range []bool{false, true} {
		_, _, err := emu.Run(p, l, emu.Options{Stress: stress})
		var ee *emu.Error
		if !errors.As(err, &ee) || ee.Kind != emu.ErrStackOverflow {
			t.Fatalf("stress %v: %v, want a stack overflow", stress, err)
		}
		if !ee.HasSite || !ee.HasThread || !strings.Contains(ee.Msg, "call stack of 1024 bytes") || !strings.Contains(ee.At.Inst, "[R1") {
			t.Errorf("stress %v: overflow not located at a frame access of a thread: %v", stress, ee)
		}
		if !strings.Contains(ee.Error(), "CTA (") || !strings.Contains(ee.Error(), "pc 0x") {
			t.Errorf("stress %v: %q names no CTA and pc", stress, ee.Error())
		}
	}
	p, k, ko = compileCallRecursion(t, 64<<10)
	if ko.StackBytes != 64<<10 {
		t.Errorf("stack %d bytes, want %d", ko.StackBytes, 64<<10)
	}
	want, err := k.Expect(l)
	if err != nil {
		t.Fatal(err)
	}
	got, _, err := emu.Run(p, l, emu.Options{})
	if err != nil {
		t.Fatalf("with a 64 KiB stack: %v", err)
	}
	compareResult(t, l, got, want)
}

// TestNonRecursiveStackIsExact: without recursion the stack is the deepest
// chain of frames, far below the 1 KiB of a recursive kernel, and the
// --stack-size option does not change it.
func TestNonRecursiveStackIsExact(t *testing.T) {
	k, _ := suite.Lookup("call_loop")
	path, err := k.LLPath()
	if err != nil {
		t.Fatal(err)
	}
	m, err := gpucc.ParseIRFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, stack := range []uint32{0, 4096} {
		res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, StackBytes: stack})
		if err != nil {
			t.Fatal(err)
		}
		ko := res.Module.Lookup("call_loop")
		// twice calls mix: two frames at most, each a multiple of 16
		// bytes holding at most the 12 callee-saved registers and a few
		// spill slots.
		if ko.StackBytes == 0 || ko.StackBytes%16 != 0 || ko.StackBytes > 256 {
			t.Errorf("stack size %d with option %d: want the two frames of twice -> mix", ko.StackBytes, stack)
		}
	}
}

// TestLocalAddressesThroughSubroutines: a subroutine loads a local address
// the kernel stored in its frame, another stores one the kernel loads back;
// the emulator agrees with the interpreter at -O2, -O0 and under the
// register cap (before, the kernel's loaded pointer was taken for global).
func TestLocalAddressesThroughSubroutines(t *testing.T) {
	verifyCalls(t, "testdata/calls/escape.ll", "--grid", "2", "--block", "64", "out=buf:u32:128=0", "n=i32:100")
}

// TestStructArgument: a struct value argument (i32, i64, i1) reaches the
// subroutine field by field.
func TestStructArgument(t *testing.T) {
	verifyCalls(t, "testdata/calls/struct_arg.ll", "--grid", "1", "--block", "32", "out=buf:u32:32=0")
}

// verifyCalls runs gpucc verify on file with a launch at -O2, -O0 and
// under the register cap.
func verifyCalls(t *testing.T, file string, launch ...string) {
	t.Helper()
	for _, opt := range [][]string{{"-O2"}, {"-O0"}, {"--max-gprs", "12"}} {
		args := append(append([]string{"verify", file}, launch...), opt...)
		st, out, errOut := runCLI(args...)
		if st != 0 || !strings.Contains(out, "agree") {
			t.Errorf("%v: status %d\nstdout: %s\nstderr: %s", opt, st, out, errOut)
		}
	}
}

// TestOutlineAll compiles every suite kernel whose clang-16 -O0 IR keeps
// device functions out of line (10 kernels, each helper a function of its
// own; call_frames is a known -O0 limitation) with Debug.OutlineAll, so that every helper is a subroutine instead
// of being inlined, and checks the emulator against the reference
// interpreter and the interpreter against the kernel's Go reference: calls
// from every shape of code the suite has (loops, divergent branches, shared
// memory, atomics, warp collectives, local arrays).
func TestOutlineAll(t *testing.T) {
	root, err := suite.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, k := range suite.Kernels {
		path := filepath.Join(root, suite.KernelDir, "clang16", "O0", k.Name+".ll")
		src, err := os.ReadFile(path)
		if err != nil || strings.Count(string(src), "\ndefine ") < 2 {
			continue
		}
		if _, known := o0Unsupported[k.Name]; known {
			continue
		}
		ran++
		t.Run(k.Name, func(t *testing.T) {
			t.Parallel()
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
			ref, err := referenceResult(m, l, 1, 0)
			if err != nil {
				t.Fatalf("interpreter: %v", err)
			}
			compareResult(t, l, ref.Result, want)
			opts := gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true, OutlineAll: true}}
			res, err := gpucc.Compile(m, opts)
			if err != nil {
				t.Fatal(err)
			}
			if ko := res.Module.Lookup(k.Name); ko == nil || ko.StackBytes == 0 {
				t.Errorf("no call stack: the helpers were not outlined")
			}
			if _, err := verifyKernel(m, l, opts, emu.Options{}); err != nil {
				t.Fatalf("verify: %v", err)
			}
		})
	}
	if ran < 8 {
		t.Errorf("only %d kernels with helpers at -O0", ran)
	}
}

// TestByvalArgument: a struct passed by value (byval) to a subroutine that
// changes its copy; the caller's struct stays as it was.
func TestByvalArgument(t *testing.T) {
	verifyCalls(t, "testdata/calls/byval_arg.ll", "--grid", "2", "--block", "64", "in=buf:u32:100=rand:3", "out=buf:u32:100=0", "n=i32:100")
}

// TestSubroutineMemory: a subroutine reads __constant__ memory, shared
// memory laid out by its kernel and the block geometry, and does a global
// atomic.
func TestSubroutineMemory(t *testing.T) {
	verifyCalls(t, "testdata/calls/sub_memory.ll", "--grid", "2", "--block", "64", "in=buf:u32:100=rand:3", "out=buf:u32:100=0", "n=i32:100")
}

// TestCallShapes: calls in a loop with divergent break and continue, a
// subroutine with its own divergent loop, and one with __syncthreads and a
// shuffle.
func TestCallShapes(t *testing.T) {
	verifyCalls(t, "testdata/calls/shapes.ll", "--grid", "2", "--block", "64", "in=buf:u32:128=rand:5", "out=buf:u32:128=0", "n=i32:100")
}
