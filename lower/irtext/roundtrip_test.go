package irtext_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gpucc"
	"gpucc/emu"
	"gpucc/interp"
	"gpucc/interp/kgen"
	"gpucc/launch"
	"gpucc/lower/irtext"
)

// typedPointer matches a typed pointer type ("i32*", "] addrspace(3)*").
var typedPointer = regexp.MustCompile(`[0-9a-zA-Z\]\}>)] ?(addrspace\(\d+\))?\*`)

// opaqueModule is the typed text in opaque-pointer form, checked to have
// no typed pointer left, read through gpucc.ParseIR.
func opaqueModule(t *testing.T, name, typed string) string {
	t.Helper()
	op := irtext.ToOpaque(typed)
	var body []string
	for _, l := range strings.Split(op, "\n") {
		if i := strings.IndexAny(l, ";\""); i >= 0 {
			l = l[:i]
		}
		body = append(body, l)
	}
	if m := typedPointer.FindString(strings.Join(body, "\n")); m != "" || !strings.Contains(op, "ptr") {
		t.Fatalf("%s: the opaque form still has typed pointers (%q) or none at all", name, m)
	}
	return op
}

// TestRandomKernelsThroughOpaquePointers: random kernels from kgen, turned
// into opaque-pointer IR and read back through the rewriter, compute on
// the interpreter and, compiled, on the emulator exactly what the typed
// originals compute on the interpreter.
func TestRandomKernelsThroughOpaquePointers(t *testing.T) {
	n := uint64(40)
	if testing.Short() {
		n = 10
	}
	for seed := uint64(1); seed <= n; seed++ {
		k, err := kgen.GenerateSeed(seed, kgen.Config{}) // as diffConfig
		if err != nil {
			t.Fatal(err)
		}
		op := opaqueModule(t, k.Name, k.IR)
		typedM, err := gpucc.ParseIR("typed.ll", []byte(k.IR))
		if err != nil {
			t.Fatalf("seed %d: typed: %v", seed, err)
		}
		opaqueM, err := gpucc.ParseIR("opaque.ll", []byte(op))
		if err != nil {
			t.Fatalf("seed %d: opaque: %v\n%s", seed, err, op)
		}
		l := k.Launch()
		typedP, err := interp.Prepare(typedM)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		out, err := typedP.RunDetailed(l, interp.Options{})
		if err != nil {
			continue // undefined behaviour in the random kernel: nothing to compare
		}
		want := out.Result
		got, err := interp.Run(opaqueM, l, interp.Options{})
		if err != nil {
			t.Fatalf("seed %d: interpreter on the rewritten module: %v", seed, err)
		}
		sameBuffers(t, seed, "interpreter", l, got, want)
		res, err := gpucc.Compile(opaqueM, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}})
		if err != nil {
			t.Fatalf("seed %d: compile: %v", seed, err)
		}
		p, err := emu.LoadKernel(res.Module, l.Kernel)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err = emu.Run(p, l, emu.Options{})
		if err != nil {
			t.Fatalf("seed %d: emulator: %v", seed, err)
		}
		// The compiled code may approximate where the IR allows it (fast-math
		// flags, approximate intrinsics): compared as gpucc verify does.
		if out.ApproxControl {
			continue
		}
		if c := launch.Compare(l, got, want, out.Marks, launch.DefaultTolerance); c.Mismatch != nil {
			t.Fatalf("seed %d: emulator: %v", seed, c.Mismatch)
		}
	}
}

// TestClang14KernelsThroughOpaquePointers does the same for the clang-14
// test kernels with the interpreter (the clang-16 versions are compiled
// and checked against the suite's references in cmd/gpucc).
func TestClang14KernelsThroughOpaquePointers(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "kernels", "*.ll"))
	if len(files) == 0 {
		t.Fatal("no kernels")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		op := opaqueModule(t, f, string(src))
		typedM, err := gpucc.ParseIR(f, src)
		if err != nil {
			t.Fatal(err)
		}
		opaqueM, err := gpucc.ParseIR(f, []byte(op))
		if err != nil {
			t.Fatalf("%v\n%s", err, op)
		}
		a, err := gpucc.Compile(typedM, gpucc.Options{OptLevel: 2})
		if err != nil {
			t.Fatal(err)
		}
		b, err := gpucc.Compile(opaqueM, gpucc.Options{OptLevel: 2})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		// Same kernels with the same parameters (the rewriter gives kernel
		// parameters their element types back).
		if len(a.Module.Kernels) != len(b.Module.Kernels) {
			t.Fatalf("%s: %d kernels, want %d", f, len(b.Module.Kernels), len(a.Module.Kernels))
		}
		for i := range a.Module.Kernels {
			ka, kb := a.Module.Kernels[i], b.Module.Kernels[i]
			if ka.Name != kb.Name || len(ka.Params) != len(kb.Params) {
				t.Errorf("%s: kernel %s/%d params, want %s/%d", f, kb.Name, len(kb.Params), ka.Name, len(ka.Params))
			}
		}
	}
}

func sameBuffers(t *testing.T, seed uint64, who string, l launch.Launch, got, want launch.Result) {
	t.Helper()
	for i, a := range l.Args {
		if a.Kind == launch.Buffer && !bytes.Equal(got.Buffers[i], want.Buffers[i]) {
			t.Fatalf("seed %d: %s: buffer %d (%s) differs from the typed kernel's", seed, who, i, a.Name)
		}
	}
}
