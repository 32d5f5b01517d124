package lower

import (
	"fmt"
	"gpucc/lower/mathlib"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"

	"gpucc/ir"
	"gpucc/obj"
)

func parse(t testing.TB, src string) *llir.Module {
	t.Helper()
	m, err := asm.ParseString("test.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func lowerText(t *testing.T, src string, lvl int) (*ir.Func, error) {
	t.Helper()
	return lowerTextOpts(t, src, Options{OptLevel: lvl})
}

func lowerTextOpts(t *testing.T, src string, opts Options) (*ir.Func, error) {
	t.Helper()
	m := parse(t, src)
	ks, err := Kernels(m)
	if err != nil {
		t.Fatal(err)
	}
	if len(ks) != 1 {
		t.Fatalf("%d kernels", len(ks))
	}
	return Lower(m, ks[0], opts)
}

// suiteFiles lists the core test kernels (testdata/kernels, without the
// extended ext_* ones).
func suiteFiles(t *testing.T) []string {
	files, err := filepath.Glob("../testdata/kernels/*.ll")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if !strings.HasPrefix(filepath.Base(f), "ext_") {
			out = append(out, f)
		}
	}
	if len(out) < 16 {
		t.Fatalf("found only %d suite kernels", len(out))
	}
	return out
}

func TestSuiteKernelsLowerAndVerify(t *testing.T) {
	for _, file := range suiteFiles(t) {
		m, err := asm.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		// Kernels calling the math library get it as gpucc.ParseIR links it.
		if err := mathlib.Link(m); err != nil {
			t.Fatal(err)
		}
		ks, err := Kernels(m)
		if err != nil || len(ks) == 0 {
			t.Fatalf("%s: kernels %v, %v", file, ks, err)
		}
		for _, k := range ks {
			for _, lvl := range []int{0, 2} {
				f, err := Lower(m, k, Options{OptLevel: lvl})
				if err != nil {
					t.Errorf("%s -O%d: %v", file, lvl, err)
					continue
				}
				if err := f.Verify(); err != nil {
					t.Errorf("%s -O%d: %v", file, lvl, err)
				}
				if f.Name != k.Name() {
					t.Errorf("%s: function named %q", file, f.Name)
				}
			}
		}
	}
}

const twoKernels = `
define void @helper(i32* %p) {
  ret void
}
define void @second(i32* %p) {
  ret void
}
define void @first(i32 %x) {
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{void (i32*)* @second, !"kernel", i32 1}
!1 = !{void (i32*)* @second, !"maxntidx", i32 128}
!2 = !{void (i32)* @first, !"kernel", i32 1}
!3 = !{void (i32*)* @helper, !"kernel", i32 0}
`

func TestKernelsInModuleOrder(t *testing.T) {
	ks, err := Kernels(parse(t, twoKernels))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, k := range ks {
		names = append(names, k.Name())
	}
	// @helper is annotated with 0, @second's maxntidx entry is not a kernel
	// mark; module order puts @second before @first.
	if got := strings.Join(names, ","); got != "second,first" {
		t.Errorf("kernels %s, want second,first", got)
	}
	ks, err = Kernels(parse(t, "define void @f() {\n  ret void\n}\n"))
	if err != nil || len(ks) != 0 {
		t.Errorf("module without annotations: %v, %v", ks, err)
	}
}

func TestParamLayout(t *testing.T) {
	m, err := asm.ParseFile("../testdata/kernels/mixed_params.ll")
	if err != nil {
		t.Fatal(err)
	}
	ks, _ := Kernels(m)
	f, err := Lower(m, ks[0], Options{})
	if err != nil {
		t.Fatal(err)
	}
	// (char c, int *out, short s, long long big, char c2, const unsigned
	// *in, int k, short s2, unsigned long long mask, long long *out64, int n)
	// at natural alignment from 0x160.
	want := []obj.Param{
		{Name: "0", Offset: 0x160, Size: 1, Align: 1}, {Name: "1", Offset: 0x168, Size: 8, Align: 8, Pointer: true},
		{Name: "2", Offset: 0x170, Size: 2, Align: 2}, {Name: "3", Offset: 0x178, Size: 8, Align: 8},
		{Name: "4", Offset: 0x180, Size: 1, Align: 1}, {Name: "5", Offset: 0x188, Size: 8, Align: 8, Pointer: true},
		{Name: "6", Offset: 0x190, Size: 4, Align: 4}, {Name: "7", Offset: 0x194, Size: 2, Align: 2},
		{Name: "8", Offset: 0x198, Size: 8, Align: 8}, {Name: "9", Offset: 0x1A0, Size: 8, Align: 8, Pointer: true},
		{Name: "10", Offset: 0x1A8, Size: 4, Align: 4},
	}
	if len(f.Params) != len(want) {
		t.Fatalf("%d params, want %d", len(f.Params), len(want))
	}
	for i := range want {
		if f.Params[i] != want[i] {
			t.Errorf("param %d: %+v, want %+v", i, f.Params[i], want[i])
		}
	}
	if f.ParamBytes != 0x1AC-0x160 {
		t.Errorf("ParamBytes %d, want %d", f.ParamBytes, 0x1AC-0x160)
	}
	// A trailing byte parameter rounds the block up to whole words.
	f, err = lowerText(t, `
define void @k(i32 %a, i8 zeroext %b) {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32, i8)* @k, !"kernel", i32 1}
`, 0)
	if err != nil {
		t.Fatal(err)
	}
	if f.ParamBytes != 8 || f.Params[1].Offset != 0x164 {
		t.Errorf("ParamBytes %d, second param at %#x; want 8 and 0x164", f.ParamBytes, f.Params[1].Offset)
	}
}

// kernelWith wraps one block of instructions (numbered from %5) into a
// kernel taking (i32 %0, i32 %1, i32* %2) whose second block is %4.
func kernelWith(body string) string {
	return `
define void @foo(i32 %0, i32 %1, i32* %2) {
  br label %4

4:
` + body + `
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32, i32, i32*)* @foo, !"kernel", i32 1}
`
}

func TestUnsupportedGivesLocatedError(t *testing.T) {
	cases := []struct {
		body string
		want string
	}{
		{"  %5 = ptrtoint i32* %2 to i32\n  store i32 %5, i32* %2", `lower: kernel @foo, block %4, instruction "%5 = ptrtoint i32* %2 to i32": ptrtoint to i32 is not supported`},
		{"  %5 = udiv i128 0, 1\n  %6 = trunc i128 %5 to i32\n  store i32 %6, i32* %2", `type i128 is not supported`},
		{"  %5 = alloca i32, i32 %0, align 4\n  store i32 %0, i32* %5", `instruction "%5 = alloca i32, i32 %0, align 4": an alloca of a variable number of elements is not supported`},
		{"  %5 = alloca i64, align 8\n  %6 = atomicrmw max i64* %5, i64 1 seq_cst", `instruction "%6 = atomicrmw max i64* %5, i64 1 seq_cst": atomicrmw on local memory is not supported`},
		{"  %5 = cmpxchg i16* null, i16 1, i16 2 seq_cst seq_cst", `cmpxchg of type i16 is not supported`},
		{"  %5 = alloca i32, align 4\n  %6 = cmpxchg i32* %5, i32 1, i32 2 seq_cst seq_cst", `cmpxchg on local memory is not supported`},
		{"  %5 = sitofp i32 %0 to half\n  %6 = fptosi half %5 to i32\n  store i32 %6, i32* %2", `block %4, instruction "%6 = fptosi half %5 to i32": type half is not supported (only float and double are)`},
		{"  %5 = sitofp i32 %0 to float\n  %6 = fptrunc float %5 to half\n  %7 = bitcast half %6 to i16\n  %8 = zext i16 %7 to i32\n  store i32 %8, i32* %2", `instruction "%7 = bitcast half %6 to i16": bitcast from half to i16 is not supported`},
		{"  %5 = sitofp i32 %0 to float\n  %6 = call float @llvm.nvvm.ex2.approx.d(float %5)\n  %7 = fptosi float %6 to i32\n  store i32 %7, i32* %2", `call to @llvm.nvvm.ex2.approx.d is not supported`},
		{"  %5 = call i32 @mystery(i32 %0)\n  store i32 %5, i32* %2", `instruction "%5 = call i32 @mystery(i32 %0)": call to @mystery is not supported`},
		{"  %5 = addrspacecast i32* %2 to i32 addrspace(3)*\n  store i32 %0, i32 addrspace(3)* %5", `instruction "%5 = addrspacecast i32* %2 to i32 addrspace(3)*": addrspacecast to i32 addrspace(3)* of a pointer that does not point into that space`},
		{"  %5 = zext i32 %0 to i128\n  %6 = trunc i128 %5 to i32\n  store i32 %6, i32* %2", `type i128 is not supported`},
		{"  %5 = load i32, i32* %2, align 4\n  %6 = icmp eq i32 %5, 0\n  br i1 %6, label %7, label %7\n7:\n  %8 = load i32, i32 addrspace(3)* null, align 4\n  store i32 %8, i32* %2", `block %7, instruction "%8 = load i32, i32 addrspace(3)* null, align 4": memory access through i32 addrspace(3)* is not supported`},
		// Local and shared pointers whose space a phi, select, memory or
		// integer round trip would hide: errors, never a global access.
	}
	for _, c := range cases {
		src := kernelWith(c.body)
		if strings.Contains(c.body, "@sh") {
			src += "@sh = internal addrspace(3) global i32 undef, align 4\n"
		}
		if strings.Contains(c.body, "@mystery") {
			src += "declare i32 @mystery(i32)\n"
		}
		if strings.Contains(c.body, "@llvm.nvvm.ex2.approx.d") {
			src += "declare float @llvm.nvvm.ex2.approx.d(float)\n"
		}
		_, err := lowerText(t, src, 2)
		if err == nil {
			t.Errorf("%q: no error", c.body)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %s", c.body, err, c.want)
		}
		if _, ok := err.(*Error); !ok {
			t.Errorf("%q: error of type %T, want *Error", c.body, err)
		}
	}
}

func TestUnsupportedParamsAndSignature(t *testing.T) {
	cases := []struct{ src, want string }{
		{`define void @k(half %f) {
  ret void
}`, `lower: kernel @k: parameter 0 (%f) has type half, which is not supported`},
		{`define void @k(i32 addrspace(3)* %p) {
  ret void
}`, `parameter 0 (%p) is a pointer to address space 3`},
		{`define i32 @k(i32 %x) {
  ret i32 %x
}`, `lower: kernel @k: a kernel must return void`},
	}
	for _, c := range cases {
		m := parse(t, c.src)
		_, err := Lower(m, m.Funcs[0], Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %s", err, c.want)
		}
	}
	m := parse(t, "define void @k() {\n  ret void\n}\n")
	if _, err := Lower(m, m.Funcs[0], Options{OptLevel: 1}); err == nil || !strings.Contains(err.Error(), "optimization level 1") {
		t.Errorf("OptLevel 1: %v", err)
	}
}

// nestedIfs builds a kernel with n divergent ifs nested in each other,
// each joining at its own block (which stores, so the join needs a barrier).
func nestedIfs(n int) string {
	var b strings.Builder
	b.WriteString("define void @nest(i32* %p) {\nentry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  br label %L0\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "L%d:\n  %%c%d = icmp ugt i32 %%t, %d\n  br i1 %%c%d, label %%L%d, label %%J%d\n", i, i, i, i, i+1, i)
	}
	fmt.Fprintf(&b, "L%d:\n  store i32 %d, i32* %%p, align 4\n  br label %%J%d\n", n, n, n-1)
	for i := n - 1; i >= 0; i-- {
		fmt.Fprintf(&b, "J%d:\n  store i32 %d, i32* %%p, align 4\n", i, i)
		if i > 0 {
			fmt.Fprintf(&b, "  br label %%J%d\n", i-1)
		} else {
			b.WriteString("  ret void\n")
		}
	}
	b.WriteString("}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n!nvvm.annotations = !{!0}\n!0 = !{void (i32*)* @nest, !\"kernel\", i32 1}\n")
	return b.String()
}

func TestBarrierNestingLimit(t *testing.T) {
	// Without predication: the innermost if's one store would be guarded
	// instead of taking a barrier (ifconvert.go).
	f, err := lowerTextOpts(t, nestedIfs(16), Options{OptLevel: 2, NoIfConvert: true})
	if err != nil {
		t.Fatalf("16 nested divergent ifs: %v", err)
	}
	// B0 (outermost) .. B15 (innermost), each once.
	text := f.String()
	for k := 0; k < 16; k++ {
		if n := strings.Count(text, fmt.Sprintf("BSSY B%d,", k)); n != 1 {
			t.Errorf("BSSY B%d appears %d times", k, n)
		}
		if n := strings.Count(text, fmt.Sprintf("BSYNC B%d\n", k)); n != 1 {
			t.Errorf("BSYNC B%d appears %d times", k, n)
		}
	}
	// Two more levels than barrier registers: the two innermost regions
	// reconverge with lane masks in GPRs (VOTE.ANY at the branch,
	// WARPSYNC at the join) instead of failing.
	f, err = lowerTextOpts(t, nestedIfs(18), Options{OptLevel: 2, NoIfConvert: true})
	if err != nil {
		t.Fatalf("18 nested divergent ifs: %v", err)
	}
	text = f.String()
	for k := 0; k < 16; k++ {
		if n := strings.Count(text, fmt.Sprintf("BSSY B%d,", k)); n != 1 {
			t.Errorf("18 nested: BSSY B%d appears %d times", k, n)
		}
	}
	if n := strings.Count(text, "VOTE.ANY"); n != 2 {
		t.Errorf("18 nested: %d VOTE.ANY, want 2 (one mask per region beyond B15)", n)
	}
	if n := strings.Count(text, "WARPSYNC"); n != 2 {
		t.Errorf("18 nested: %d WARPSYNC, want 2", n)
	}
}

// TestSideEntryFromDivergentCodeHoistsBarrier: the divergent branch in %B
// has the region {%C}, which %A enters from outside, and %A's own branch is
// divergent: threads arriving that way are not the whole warp, so a BSSY on
// the edge could overwrite the barrier of threads still in the region. The
// barrier opens instead in %entry, the nearest dominator whose region up to
// the join %J has no side entry (the kernel runs in
// testdata/regress/side_entry_divergent.ll).
func TestSideEntryFromDivergentCodeHoistsBarrier(t *testing.T) {
	src := `
define void @k(i32* %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %u = icmp eq i32 %n, 0
  br i1 %u, label %A, label %B
A:
  %d = icmp ult i32 %t, 7
  br i1 %d, label %C, label %J
B:
  %e = icmp ugt i32 %t, 20
  br i1 %e, label %C, label %J
C:
  store i32 1, i32* %p, align 4
  br label %J
J:
  store i32 2, i32* %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @k, !"kernel", i32 1}
`
	f, err := lowerText(t, src, 2)
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]map[string]int{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpMachine {
				if op := in.Inst.Form.Op().Name; op == "BSSY" || op == "BSYNC" {
					if count[b.Name] == nil {
						count[b.Name] = map[string]int{}
					}
					count[b.Name][op]++
				}
			}
		}
	}
	want := map[string]map[string]int{"entry": {"BSSY": 1}, "J": {"BSYNC": 1}}
	if diff := cmp.Diff(want, count); diff != "" {
		t.Errorf("barriers per block (-want +got):\n%s", diff)
	}
}

// TestIrreducibleDivergentLoopIsAnError: a loop entered at two blocks
// (%X and %Y, from a uniform branch) whose exits are divergent cannot get
// a barrier opened once before it; with one exit target or two (which
// funnelling would merge in a reducible loop) it stays a located error.
func TestIrreducibleDivergentLoopIsAnError(t *testing.T) {
	for _, src := range []string{`
define void @k(i32* %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %u = icmp ult i32 %n, 5
  br i1 %u, label %X, label %Y
X:
  %i = phi i32 [ 0, %entry ], [ %j1, %Y ]
  %i1 = add i32 %i, 1
  %cx = icmp ult i32 %i1, %t
  br i1 %cx, label %Y, label %E
Y:
  %j = phi i32 [ 0, %entry ], [ %i1, %X ]
  %j1 = add i32 %j, 2
  %cy = icmp ult i32 %j1, %t
  br i1 %cy, label %X, label %E
E:
  %r = phi i32 [ %i1, %X ], [ %j1, %Y ]
  store i32 %r, i32* %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @k, !"kernel", i32 1}
`, `
define void @k(i32* %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %u = icmp ult i32 %n, 5
  br i1 %u, label %X, label %Y
X:
  %i = phi i32 [ 0, %entry ], [ %j1, %Y ]
  %i1 = add i32 %i, 1
  %cx = icmp ult i32 %i1, %t
  br i1 %cx, label %Y, label %E
Y:
  %j = phi i32 [ 0, %entry ], [ %i1, %X ]
  %j1 = add i32 %j, 2
  %cy = icmp ult i32 %j1, %t
  br i1 %cy, label %X, label %F
F:
  %f = mul i32 %j1, 3
  br label %E
E:
  %r = phi i32 [ %i1, %X ], [ %f, %F ]
  store i32 %r, i32* %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @k, !"kernel", i32 1}
`} {
		for _, opt := range []int{0, 2} {
			_, err := lowerText(t, src, opt)
			want := `lower: kernel @k, block %X, instruction "br i1 %cx, label %Y, label %E": unsupported control flow: the divergent loop exited here has more than one entry block (%X and %Y)`
			if err == nil || err.Error() != want {
				t.Errorf("-O%d: got %v\nwant %s", opt, err, want)
			}
		}
	}
}

// TestGlobalIsAnError: a global variable declared but not defined has no
// contents to place (defined ones are laid out, see globals.go).
func TestGlobalIsAnError(t *testing.T) {
	src := `
@g = external global i32
define void @k(i32* %p) {
entry:
  %v = load i32, i32* @g, align 4
  store i32 %v, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
`
	_, err := lowerText(t, src, 0)
	if err == nil || !strings.Contains(err.Error(), `block %entry, instruction "%v = load i32, i32* @g, align 4": global variable @g is declared but not defined`) {
		t.Errorf("got %v", err)
	}
}
