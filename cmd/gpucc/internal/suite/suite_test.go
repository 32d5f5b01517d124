package suite

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"gpucc/launch"
)

func TestCatalogShape(t *testing.T) {
	names := map[string]bool{}
	core := 0
	for _, k := range Kernels {
		if names[k.Name] {
			t.Errorf("kernel %s listed twice", k.Name)
		}
		names[k.Name] = true
		if !k.Extended {
			core++
		}
		if k.Covers == "" || k.Shape == "" || k.Launch == nil || k.Reference == nil || k.body == nil {
			t.Errorf("kernel %s: catalog entry incomplete", k.Name)
		}
		if k.LL != "testdata/kernels/"+k.Name+".ll" || k.CU != "testdata/kernels/"+k.Name+".cu" {
			t.Errorf("kernel %s: paths %q %q", k.Name, k.LL, k.CU)
		}
	}
	if core < 14 {
		t.Errorf("%d core kernels, want at least 14", core)
	}
	if got := len(Core()); got != core {
		t.Errorf("Core() has %d kernels, want %d", got, core)
	}
	if k, ok := Lookup("stencil2d"); !ok || k.Name != "stencil2d" {
		t.Errorf("Lookup(stencil2d) = %v, %v", k.Name, ok)
	}
	if _, ok := Lookup("nope"); ok {
		t.Error("Lookup(nope) found something")
	}
}

// TestEveryKernelFileIsCataloged keeps the catalog and testdata/kernels in
// step: every .cu has an .ll and a catalog entry.
func TestEveryKernelFileIsCataloged(t *testing.T) {
	root, err := RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	sources, err := filepath.Glob(filepath.Join(root, KernelDir, "*.cu"))
	if err != nil {
		t.Fatal(err)
	}
	if len(sources) != len(AllKernels()) {
		t.Errorf("%d .cu files, %d catalog entries", len(sources), len(AllKernels()))
	}
	for _, src := range sources {
		name := strings.TrimSuffix(filepath.Base(src), ".cu")
		_, isFP := lookupFP(name)
		if _, ok := Lookup(name); !ok && !isFP {
			t.Errorf("%s is not in the catalog", src)
		}
		if _, err := os.Stat(strings.TrimSuffix(src, ".cu") + ".ll"); err != nil {
			t.Errorf("%s has no .ll: run make kernels", src)
		}
	}
}

func loadModules(t *testing.T) map[string]*ir.Module {
	t.Helper()
	mods := map[string]*ir.Module{}
	for _, k := range Kernels {
		mod, err := k.LoadModule()
		if err != nil {
			t.Fatalf("kernel %s: llir cannot parse %s: %v", k.Name, k.LL, err)
		}
		mods[k.Name] = mod
	}
	return mods
}

func findFunc(mod *ir.Module, name string) *ir.Func {
	for _, f := range mod.Funcs {
		if f.Name() == name {
			return f
		}
	}
	return nil
}

// TestIRParsesAndIsAKernel parses every .ll with llir and checks the parts of
// the module the compiler relies on: the target, the function, and its
// !nvvm.annotations entry marking it a kernel.
func TestIRParsesAndIsAKernel(t *testing.T) {
	for name, mod := range loadModules(t) {
		if mod.TargetTriple != "nvptx64-nvidia-cuda" {
			t.Errorf("%s: target triple %q", name, mod.TargetTriple)
		}
		f := findFunc(mod, name)
		if f == nil || len(f.Blocks) == 0 {
			t.Errorf("%s: function not defined", name)
			continue
		}
		if !isAnnotatedKernel(mod, f) {
			t.Errorf("%s: no !nvvm.annotations {@%s, !\"kernel\", i32 1} entry", name, name)
		}
	}
}

func isAnnotatedKernel(mod *ir.Module, f *ir.Func) bool {
	for _, nm := range mod.NamedMetadataDefs {
		if nm.Name != "nvvm.annotations" {
			continue
		}
		for _, node := range nm.Nodes {
			tuple, ok := node.(*metadata.Tuple)
			if !ok || len(tuple.Fields) != 3 {
				continue
			}
			// llir keeps the function operand as the *ir.Func itself and
			// the flag as a *constant.Int, not wrapped in metadata.Value.
			fn, ok1 := tuple.Fields[0].(*ir.Func)
			key, ok2 := tuple.Fields[1].(*metadata.String)
			flag, ok3 := tuple.Fields[2].(*constant.Int)
			if ok1 && ok2 && ok3 && fn == f && key.Value == "kernel" && flag.X.Int64() == 1 {
				return true
			}
		}
	}
	return false
}

// TestNeedsMatchIR checks each kernel's Needs against what its IR really
// uses, and that the core kernels stay inside the first compiler version's
// subset (the rotate and abs intrinsics that clang forms from plain C being
// the only additions).
func TestNeedsMatchIR(t *testing.T) {
	coreExtras := []string{"call:llvm.abs.i32", "call:llvm.fshl.i32"}
	for _, k := range Kernels {
		mod, err := k.LoadModule()
		if err != nil {
			t.Fatal(err)
		}
		got, err := Features(mod, k.Name)
		if err != nil {
			t.Fatal(err)
		}
		want := slices.Clone(k.Needs)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: IR uses %q beyond the core, catalog says %q", k.Name, got, want)
		}
		if !k.Extended {
			for _, f := range got {
				if !slices.Contains(coreExtras, f) {
					t.Errorf("core kernel %s uses %s", k.Name, f)
				}
			}
		}
	}
}

// TestParamsMatchIR checks the catalog's parameter list against the IR
// signature: buffers are pointers to integers of the element width, scalars
// integers of the scalar width.
func TestParamsMatchIR(t *testing.T) {
	for _, k := range Kernels {
		mod, err := k.LoadModule()
		if err != nil {
			t.Fatal(err)
		}
		f := findFunc(mod, k.Name)
		if f == nil {
			t.Fatalf("%s: not defined", k.Name)
		}
		if len(f.Params) != len(k.Params) {
			t.Errorf("%s: IR has %d parameters, catalog %d", k.Name, len(f.Params), len(k.Params))
			continue
		}
		for i, p := range k.Params {
			typ := f.Params[i].Typ
			if p.Kind == launch.Bytes {
				_, ok := typ.(*types.PointerType)
				byval := false
				for _, a := range f.Params[i].Attrs {
					if _, ok := a.(ir.Byval); ok {
						byval = true
					}
					if _, ok := a.(*ir.Byval); ok {
						byval = true
					}
				}
				if !ok || !byval {
					t.Errorf("%s: parameter %d (%s) is %s, catalog says a struct passed by value", k.Name, i, p.Name, typ)
				}
				continue
			}
			if p.Kind == launch.Buffer {
				ptr, ok := typ.(*types.PointerType)
				elem, ok2 := types.Type(nil), false
				if ok {
					elem = ptr.ElemType
					_, ok2 = elem.(*types.IntType)
				}
				if !ok || !ok2 || elem.(*types.IntType).BitSize != uint64(8*p.Size) {
					t.Errorf("%s: parameter %d (%s) is %s, catalog says buffer of %s", k.Name, i, p.Name, typ, p.Elem)
				}
				continue
			}
			it, ok := typ.(*types.IntType)
			if !ok || it.BitSize != uint64(8*p.Size) {
				t.Errorf("%s: parameter %d (%s) is %s, catalog says %d-byte scalar", k.Name, i, p.Name, typ, p.Size)
			}
		}
	}
}

// TestIRIsUpToDate recompiles every kernel with clang-14 and compares with
// the checked-in IR, so that a .cu edited without make kernels is caught.
func TestIRIsUpToDate(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not installed")
	}
	root, err := RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, KernelDir)
	tmp := t.TempDir()
	for _, k := range AllKernels() {
		out := filepath.Join(tmp, k.Name+".ll")
		cmd := exec.Command(clang, "-x", "cuda", "--cuda-gpu-arch=sm_80", "--cuda-device-only", "-nocudainc",
			"-nocudalib", "-O2", "-emit-llvm", "-S", "-Xclang", "-target-feature", "-Xclang", "+ptx70",
			k.Name+".cu", "-o", out)
		cmd.Dir = dir
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: clang-14: %v\n%s", k.Name, err, msg)
		}
		fresh, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		checked, err := os.ReadFile(filepath.Join(dir, k.Name+".ll"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(withoutIdent(fresh), withoutIdent(checked)) {
			t.Errorf("%s.ll is stale: run make kernels", k.Name)
		}
	}
}

// withoutIdent drops the !llvm.ident string, which names the distribution's
// clang build rather than anything the compiler reads.
func withoutIdent(ll []byte) []byte {
	var out [][]byte
	for _, line := range bytes.Split(ll, []byte("\n")) {
		if !bytes.Contains(line, []byte(`clang version`)) {
			out = append(out, line)
		}
	}
	return bytes.Join(out, []byte("\n"))
}

func TestLaunches(t *testing.T) {
	for _, k := range AllKernels() {
		l := k.Launch(1)
		if l.Kernel != k.Name {
			t.Errorf("%s: launch names kernel %q", k.Name, l.Kernel)
		}
		if err := k.CheckArgs(l); err != nil {
			t.Error(err)
		}
		if n := l.Grid.Count() * l.Block.Count(); n == 0 || n > 4096 {
			t.Errorf("%s: %d threads", k.Name, n)
		}
		for i, a := range l.Args {
			if a.Kind == launch.Buffer && (len(a.Data) == 0 || len(a.Data)%k.Params[i].Size != 0 || a.Elem != k.Params[i].Elem) {
				t.Errorf("%s: buffer %s has %d bytes of %s", k.Name, a.Name, len(a.Data), a.Elem)
			}
		}
		again := k.Launch(1)
		if !equalLaunch(l, again) {
			t.Errorf("%s: Launch(1) differs between calls", k.Name)
		}
		if equalLaunch(l, k.Launch(2)) {
			t.Errorf("%s: Launch(1) and Launch(2) are identical", k.Name)
		}
	}
}

func equalLaunch(a, b launch.Launch) bool {
	if a.Kernel != b.Kernel || a.Grid != b.Grid || a.Block != b.Block || a.SharedBytes != b.SharedBytes || len(a.Args) != len(b.Args) {
		return false
	}
	for i := range a.Args {
		x, y := a.Args[i], b.Args[i]
		if x.Kind != y.Kind || x.Name != y.Name || x.Elem != y.Elem || x.Value != y.Value || x.Size != y.Size || !bytes.Equal(x.Data, y.Data) {
			return false
		}
	}
	return true
}

// TestReferencesAreDeterministic runs every reference twice on several
// seeds, checks it leaves its input alone, and that it writes something.
func TestReferencesAreDeterministic(t *testing.T) {
	for _, k := range AllKernels() {
		for seed := int64(0); seed < 4; seed++ {
			l := k.Launch(seed)
			before := k.Launch(seed)
			first, err := k.Expect(l)
			if err != nil {
				t.Fatalf("%s seed %d: %v", k.Name, seed, err)
			}
			second := k.Reference(l)
			if !equalResult(first, second) {
				t.Errorf("%s seed %d: two runs differ", k.Name, seed)
			}
			if !equalLaunch(l, before) {
				t.Errorf("%s seed %d: the reference modified its launch", k.Name, seed)
			}
			if equalResult(first, inputResult(l)) {
				t.Errorf("%s seed %d: the reference wrote nothing", k.Name, seed)
			}
		}
	}
}

func equalResult(a, b launch.Result) bool {
	return slices.EqualFunc(a.Buffers, b.Buffers, func(x, y []byte) bool { return bytes.Equal(x, y) && (x == nil) == (y == nil) })
}

func TestExpectRejectsBadLaunches(t *testing.T) {
	k, _ := Lookup("vadd_guard")
	good := k.Launch(3)

	short := good
	short.Args = good.Args[:3]
	wantErr(t, k, short, "3 arguments given, 4 parameters expected")

	wrongSize := good
	wrongSize.Args = slices.Clone(good.Args)
	wrongSize.Args[3].Size = 4
	wantErr(t, k, wrongSize, "argument 3 (n) is 4 bytes, want 8")

	scalarForBuffer := good
	scalarForBuffer.Args = slices.Clone(good.Args)
	scalarForBuffer.Args[1] = launch.Arg{Kind: launch.Scalar, Name: "b", Size: 8}
	wantErr(t, k, scalarForBuffer, "argument 1 (b) must be a buffer")

	empty := good
	empty.Grid = launch.Dim3{X: 0, Y: 1, Z: 1}
	wantErr(t, k, empty, "empty launch geometry")

	huge := good
	huge.Grid = launch.Dim3{X: 1 << 20, Y: 1 << 10, Z: 1}
	wantErr(t, k, huge, "exceeds the reference's limit")

	// A buffer shorter than n: thread 436 (block 4, thread 36) reads past it.
	tooSmall := good
	tooSmall.Args = slices.Clone(good.Args)
	tooSmall.Args[0].Data = good.Args[0].Data[:4*436]
	wantErr(t, k, tooSmall, "thread (36,0,0) of block (4,0,0): argument 0 (a): element 436")
	// Reference itself must not panic on such launches.
	for _, l := range []launch.Launch{short, wrongSize, scalarForBuffer, empty, huge, tooSmall} {
		_ = k.Reference(l)
	}
}

func wantErr(t *testing.T, k Kernel, l launch.Launch, fragment string) {
	t.Helper()
	_, err := k.Expect(l)
	if err == nil || !strings.Contains(err.Error(), fragment) || !strings.Contains(err.Error(), k.Name) {
		t.Errorf("Expect error %v, want one containing %q and the kernel name", err, fragment)
	}
}

func TestFindRoot(t *testing.T) {
	tmp := t.TempDir()
	nested := filepath.Join(tmp, "a", "b")
	if err := os.MkdirAll(nested, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(path, text string) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A go.mod of another module on the way up is skipped.
	write(filepath.Join(tmp, "a", "go.mod"), "module other\n")
	if _, err := findRoot(nested); err == nil {
		t.Error("findRoot found a root without a gpucc go.mod")
	}
	write(filepath.Join(tmp, "go.mod"), "// comment\nmodule gpucc\n\ngo 1.26\n")
	if got, err := findRoot(nested); err != nil || got != tmp {
		t.Errorf("findRoot = %q, %v; want %q", got, err, tmp)
	}
	root, err := RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, KernelDir)); err != nil {
		t.Errorf("RepoRoot %s has no %s", root, KernelDir)
	}
}

func TestFeaturesOfExtendedIR(t *testing.T) {
	k, _ := Lookup("ext_shared_reverse")
	mod, err := k.LoadModule()
	if err != nil {
		t.Fatal(err)
	}
	got, err := Features(mod, k.Name)
	if err != nil {
		t.Fatal(err)
	}
	// Read off ext_shared_reverse.ll: a barrier call, the shared atomic add, an
	// addrspacecast instruction for tile[t] and constant-expression casts of
	// the static shared counter.
	want := []string{"call:llvm.nvvm.barrier0", "const:addrspacecast", "global:addrspace(3)", "inst:addrspacecast", "inst:atomicrmw add"}
	if !slices.Equal(got, want) {
		t.Errorf("Features = %q, want %q", got, want)
	}
	if _, err := Features(mod, "missing"); err == nil {
		t.Error("Features of an undefined function succeeded")
	}
}
