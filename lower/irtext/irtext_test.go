package irtext

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// TestTypedIRUnchanged: clang-14 output (typed pointers) comes back byte
// for byte.
func TestTypedIRUnchanged(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "kernels", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no kernels: %v", err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out, info, err := Rewrite(string(src))
		if err != nil || out != string(src) || info.Opaque || len(info.Newer) != 0 {
			t.Errorf("%s: rewritten (err %v, opaque %v, newer %v)", f, err, info.Opaque, info.Newer)
		}
	}
}

const header = "target triple = \"nvptx64-nvidia-cuda\"\n"

// rewriteAndParse rewrites src and parses the result with llir.
func rewriteAndParse(t *testing.T, src string) (string, Info) {
	t.Helper()
	out, info, err := Rewrite(src)
	if err != nil {
		t.Fatalf("Rewrite: %v", err)
	}
	if _, err := asm.ParseString("t.ll", out); err != nil {
		t.Fatalf("llir rejects the rewritten text: %v\n%s", err, out)
	}
	if got, want := strings.Count(out, "\n"), strings.Count(src, "\n"); got != want {
		t.Errorf("rewriting changed the line count from %d to %d", want, got)
	}
	return out, info
}

func TestNewerFlagsAndRecordsAreDropped(t *testing.T) {
	src := header + `define void @f(ptr noundef captures(none) %p, i32 range(i32 0, 10) %n) #0 {
  %a = zext nneg i32 %n to i64
  %b = or disjoint i64 %a, 1
  %c = trunc nuw nsw i64 %b to i32
  %d = icmp samesign ult i32 %c, 5
    #dbg_value(i32 %c, !1, !DIExpression(), !2)
  %q = getelementptr inbounds nuw i32, ptr %p, i64 %a
  %v = add <4 x i32> splat (i32 3), zeroinitializer
  store i32 %c, ptr %q, align 4
  ret void
}
attributes #0 = { nounwind memory(argmem: readwrite) }
!1 = !{!"x"}
!2 = !{!"y"}
`
	out, info := rewriteAndParse(t, src)
	for _, gone := range []string{"nneg", "disjoint", "nuw", "samesign", "#dbg_value", "captures", "range(", "memory(", "splat", " ptr "} {
		if strings.Contains(out, gone) {
			t.Errorf("%q is still in the output:\n%s", gone, out)
		}
	}
	for _, kept := range []string{"add <4 x i32> <i32 3, i32 3, i32 3, i32 3>, zeroinitializer", "%c = trunc i64 %b to i32", "%d = icmp ult i32 %c, 5"} {
		if !strings.Contains(out, kept) {
			t.Errorf("output lacks %q:\n%s", kept, out)
		}
	}
	if !info.Opaque {
		t.Error("opaque pointers not noticed")
	}
	want := []string{"the nneg flag (LLVM 18)", "the disjoint flag on or (LLVM 18)", "the samesign flag on icmp (LLVM 20)",
		"#dbg_ debug records (LLVM 19)", "splat constants (LLVM 19)", "memory(...) attributes (LLVM 16)"}
	for _, w := range want {
		found := false
		for _, n := range info.Newer {
			found = found || n == w
		}
		if !found {
			t.Errorf("Info.Newer %q lacks %q", info.Newer, w)
		}
	}
}

// TestElementTypesFromInstructions checks the typed pointers the rewriter
// derives: a struct getelementptr's result type, a byte getelementptr, an
// atomicrmw's element type and a kernel parameter's element type found
// through an alloca slot (clang -O0).
func TestElementTypesFromInstructions(t *testing.T) {
	src := header + `%struct.S = type { i32, [4 x i16], i64 }
@g = internal addrspace(3) global [8 x %struct.S] undef, align 8
define void @k(ptr %p, ptr addrspace(1) %q) {
  %slot = alloca ptr, align 8
  store ptr %p, ptr %slot, align 8
  %p2 = load ptr, ptr %slot, align 8
  %e = getelementptr inbounds %struct.S, ptr %p2, i64 1, i32 1, i64 2
  %h = load i16, ptr %e, align 2
  %f = getelementptr inbounds [8 x %struct.S], ptr addrspace(3) @g, i64 0, i64 3, i32 2
  %x = atomicrmw add ptr addrspace(3) %f, i64 1 monotonic, align 8
  %b = getelementptr inbounds i8, ptr addrspace(1) %q, i64 4
  store i16 %h, ptr addrspace(1) %b, align 2
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
`
	out, _ := rewriteAndParse(t, src)
	for _, w := range []string{
		"define void @k (%struct.S* %p, i16 addrspace(1)* %q)",   // element types of the parameters (q: through the byte GEP)
		"getelementptr inbounds %struct.S, %struct.S* %irt.",     // the slot's loaded pointer cast back
		"%e = bitcast i16* %irt.",                                // field 1 of S is [4 x i16]; element 2 is i16
		"%f = bitcast i64 addrspace(3)* %irt.",                   // field 2 of S is i64
		"atomicrmw add i64 addrspace(3)* %irt.",                  // element type from the value operand
		"%b = getelementptr inbounds i8, i8 addrspace(1)* %irt.", // byte GEP stays on i8
		"!{void (%struct.S*, i16 addrspace(1)*)* @k,",            // the annotation names the typed function
	} {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
}

func TestRewriteErrorsArePlaced(t *testing.T) {
	src := header + "define void @k(ptr %p) {\n  %a = getelementptr inbounds i32, ptr @nope, i64 1\n  ret void\n}\n"
	_, _, err := Rewrite(src)
	e, ok := err.(*Error)
	if !ok || e.Line != 3 || !strings.Contains(e.Msg, "@nope is not defined") || e.Source != "  %a = getelementptr inbounds i32, ptr @nope, i64 1" {
		t.Fatalf("error %#v", err)
	}
}

func TestOperands(t *testing.T) {
	cases := []struct {
		line string
		op   string
		want []Operand
	}{
		{"  %x = add i64 %a, %b", "add", []Operand{{"i64", "%a", 16}, {"i64", "%b", 20}}},
		{"  br i1 %c, label %t, label %f", "br", []Operand{{"i1", "%c", 9}}},
		{"  store i32 %v, i32 addrspace(1)* %p, align 4", "store", []Operand{{"i32", "%v", 13}, {"i32 addrspace(1)*", "%p", 35}}},
		{"  %r = call i32 @f(i32 noundef %a, i64 %b)", "call", []Operand{{"i32", "%a", 32}, {"i64", "%b", 40}}},
		{"  %p = phi i32 [ %a, %l ], [ 0, %r ]", "phi", []Operand{{"i32", "%a", 18}}},
	}
	for _, c := range cases {
		op, got := Operands(c.line)
		if op != c.op || len(got) != len(c.want) {
			t.Errorf("Operands(%q) = %q %v, want %q %v", c.line, op, got, c.op, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("Operands(%q)[%d] = %v, want %v", c.line, i, got[i], c.want[i])
			}
		}
	}
}

// FuzzRewrite: any text is rewritten or rejected with an error, without a
// panic or a hang, and keeps its line numbers.
func FuzzRewrite(f *testing.F) {
	for _, dir := range []string{"clang16", "."} {
		seeds, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "kernels", dir, "*.ll"))
		for _, s := range seeds {
			if b, err := os.ReadFile(s); err == nil {
				f.Add(string(b))
			}
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		out, _, err := Rewrite(src)
		// Annotations for ptx_kernel functions are appended at the end.
		if err == nil && !strings.Contains(src, "ptx_kernel") && strings.Count(out, "\n") != strings.Count(src, "\n") {
			t.Fatalf("line count changed")
		}
	})
}

// TestOnlyKernelParametersAreTyped: a device function keeps i8 pointer
// parameters, so that calls passing i8 pointers stay well typed.
func TestOnlyKernelParametersAreTyped(t *testing.T) {
	src := header + `define internal i32 @get(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define void @k(ptr %p) {
  %v = call i32 @get(ptr %p)
  store i32 %v, ptr %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
`
	out, _ := rewriteAndParse(t, src)
	for _, w := range []string{"define internal i32 @get (i8* %p)", "define void @k (i32* %p)", "call i32 @get (i8* %irt.arg.p)"} {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
}

// TestPTXKernelCallingConvention: LLVM 20 marks kernels with ptx_kernel
// instead of !nvvm.annotations; the rewriter adds the annotation.
func TestPTXKernelCallingConvention(t *testing.T) {
	src := header + `define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
`
	out, _, err := Rewrite(src)
	if err != nil {
		t.Fatal(err)
	}
	m, err := asm.ParseString("t.ll", out)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if strings.Contains(out, "ptx_kernel") || !strings.Contains(out, `!0 = !{void (i32 addrspace(1)*)* @k, !"kernel", i32 1}`) {
		t.Errorf("no annotation:\n%s", out)
	}
	if len(m.NamedMetadataDefs) != 1 || m.NamedMetadataDefs["nvvm.annotations"] == nil {
		t.Errorf("named metadata %v", m.NamedMetadataDefs)
	}
	if !strings.Contains(strings.Split(out, "\n")[2], "store i32 1") {
		t.Errorf("the store is no longer on line 3:\n%s", out)
	}
}

// TestCallArgumentAttributesBeforeGlobals: a global passed as an opaque
// pointer with parameter attributes before it (clang's
// `ptr noundef nonnull @.str` in __assertfail calls) is cast to i8* like
// any global operand, so the call matches the callee's i8* parameter.
func TestCallArgumentAttributesBeforeGlobals(t *testing.T) {
	src := header + `@.str = private unnamed_addr constant [9 x i8] c"i != bad\00", align 1
define void @f() {
  tail call void @g(ptr noundef nonnull align 1 dereferenceable(9) @.str, i32 noundef 18)
  ret void
}
declare void @g(ptr noundef, i32 noundef)
`
	out, _ := rewriteAndParse(t, src)
	want := "i8* noundef nonnull align 1 dereferenceable(9) bitcast ([9 x i8]* @.str to i8*), i32 noundef 18"
	if !strings.Contains(out, want) {
		t.Errorf("the call's argument is not cast:\n%s\nwant %q", out, want)
	}
}

// TestByvalKernelParameterType: a kernel's byval(T) pointer parameter is
// declared as a T* whatever the body loads through it first (clang -O2
// reads the struct's first i32 field with `load i32, ptr %s`).
func TestByvalKernelParameterType(t *testing.T) {
	src := header + `%struct.S = type { i32, i64 }
define void @k(ptr %out, ptr byval(%struct.S) align 8 %s) {
  %a = load i32, ptr %s, align 8
  store i32 %a, ptr %out, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
`
	out, _ := rewriteAndParse(t, src)
	if !strings.Contains(out, "%struct.S* byval(%struct.S) align 8 %s") {
		t.Errorf("the byval parameter is not a %%struct.S*:\n%s", out)
	}
}
