package lower

import (
	"fmt"
	"strings"
	"testing"

	"gpucc/ir"
)

const inlineKernelHead = `target triple = "nvptx64-nvidia-cuda"
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @k, !"kernel", i32 1}
`

// TestRecursionBecomesSubroutines: a call cycle cannot be inlined, so its
// functions become subroutines of the kernel, each calling the other.
func TestRecursionBecomesSubroutines(t *testing.T) {
	src := inlineKernelHead + `
define i32 @even(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 1
no:
  %m = add i32 %n, -1
  %r = call i32 @odd(i32 %m)
  ret i32 %r
}
define i32 @odd(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 0
no:
  %m = add i32 %n, -1
  %r = call i32 @even(i32 %m)
  ret i32 %r
}
define void @k(i32* %p, i32 %n) {
  %r = call i32 @even(i32 %n)
  store i32 %r, i32* %p
  ret void
}
`
	f, err := lowerText(t, src, 2)
	if err != nil {
		t.Fatal(err)
	}
	calls := func(g *ir.Func) []string {
		var out []string
		for _, b := range g.Blocks {
			for _, in := range b.Instrs {
				if in.IsCall() {
					out = append(out, in.Callee.Name)
				}
			}
		}
		return out
	}
	if len(f.Subs) != 2 || f.Subs[0].Name != "even" || f.Subs[1].Name != "odd" {
		t.Fatalf("subroutines %v, want even and odd", f.Subs)
	}
	want := map[string][]string{"k": {"even"}, "even": {"odd"}, "odd": {"even"}}
	for _, g := range append([]*ir.Func{f}, f.Subs...) {
		if got := calls(g); fmt.Sprint(got) != fmt.Sprint(want[g.Name]) {
			t.Errorf("@%s calls %v, want %v", g.Name, got, want[g.Name])
		}
		if g != f && !g.Subroutine {
			t.Errorf("@%s is not marked a subroutine", g.Name)
		}
	}
}

// TestInlineRenamesAndHoists checks the rebuilt kernel's text: two calls
// of one callee get distinct copies, the callee's alloca moves to the
// kernel's entry block, returns from two blocks meet in a phi, the
// callee's parameters become the arguments and the caller's module is not
// modified.
func TestInlineRenamesAndHoists(t *testing.T) {
	src := inlineKernelHead + `
define i32 @f(i32 %a, i32 %b) {
  %buf = alloca i32, align 4
  store i32 %a, i32* %buf
  %c = icmp ult i32 %a, %b
  br i1 %c, label %lo, label %hi
lo:
  %x = load i32, i32* %buf
  ret i32 %x
hi:
  ret i32 %b
}
define void @k(i32* %p, i32 %n) {
entry:
  %r = call i32 @f(i32 %n, i32 7)
  %s = call i32 @f(i32 %r, i32 %n)
  store i32 %s, i32* %p
  ret void
}
`
	m := parse(t, src)
	before := m.String()
	ks, err := Kernels(m)
	if err != nil {
		t.Fatal(err)
	}
	m2, k2, err := inlineCalls(m, ks[0])
	if err != nil {
		t.Fatal(err)
	}
	if m.String() != before {
		t.Error("inlining modified the caller's module")
	}
	if hasInlinableCalls(k2) {
		t.Error("calls remain after inlining")
	}
	text := k2.LLString()
	entry := k2.Blocks[0]
	allocas := 0
	for _, inst := range entry.Insts {
		if strings.Contains(inst.LLString(), "alloca") {
			allocas++
		}
	}
	if allocas != 2 {
		t.Errorf("entry block has %d allocas, want the 2 hoisted copies:\n%s", allocas, text)
	}
	for _, want := range []string{
		"i1ret:", "i2ret:",
		"store i32 %n, i32* %i1.buf", // parameter a of the first copy is %n
		"icmp ult i32 %k.r, %n",      // the second copy's a is the first result, b is %n
		"%k.r = phi i32 [ %i1.x, %i1.lo ], [ 7, %i1.hi ]",
		"store i32 %k.s, i32* %p",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("inlined kernel lacks %q:\n%s", want, text)
		}
	}
	if _, err := Lower(m2, k2, Options{OptLevel: 2}); err != nil {
		t.Errorf("inlined kernel does not lower: %v", err)
	}
}

// TestInlineDepthLimit: a chain of calls deeper than maxInlineDepth is a
// located error; one level less inlines.
func TestInlineDepthLimit(t *testing.T) {
	chain := func(depth int) string {
		var b strings.Builder
		b.WriteString(inlineKernelHead)
		for i := 0; i < depth; i++ {
			fmt.Fprintf(&b, "define i32 @f%d(i32 %%x) {\n  %%y = call i32 @f%d(i32 %%x)\n  %%z = add i32 %%y, 1\n  ret i32 %%z\n}\n", i, i+1)
		}
		fmt.Fprintf(&b, "define i32 @f%d(i32 %%x) {\n  ret i32 %%x\n}\n", depth)
		b.WriteString("define void @k(i32* %p, i32 %n) {\nentry:\n  %r = call i32 @f0(i32 %n)\n  store i32 %r, i32* %p\n  ret void\n}\n")
		return b.String()
	}
	if _, err := lowerText(t, chain(maxInlineDepth-1), 2); err != nil {
		t.Errorf("depth %d: %v", maxInlineDepth-1, err)
	}
	_, err := lowerText(t, chain(maxInlineDepth+1), 2)
	if err == nil || !strings.Contains(err.Error(), "calls nest deeper than 16 inlined levels") || !strings.Contains(err.Error(), "kernel @k") {
		t.Errorf("depth %d: %v", maxInlineDepth+1, err)
	}
}

// TestEmptyAsmIsACompilerBarrier: asm volatile("" ::: "memory") has no
// instructions and compiles to nothing.
func TestEmptyAsmIsACompilerBarrier(t *testing.T) {
	src := inlineKernelHead + `
define void @k(i32* %p, i32 %n) {
entry:
  store i32 1, i32* %p
  call void asm sideeffect "", "~{memory}"()
  store i32 %n, i32* %p
  ret void
}
`
	if _, err := lowerText(t, src, 2); err != nil {
		t.Fatal(err)
	}
}

// TestSubroutineErrorIsLocated: an unsupported construct in a subroutine is
// an error naming the kernel, the subroutine, its block and instruction.
func TestSubroutineErrorIsLocated(t *testing.T) {
	src := inlineKernelHead + `
define i32 @h(i32 %a) #0 {
entry:
  %v = sdiv i128 1, 0
  %t = trunc i128 %v to i32
  ret i32 %t
}
define void @k(i32* %p, i32 %n) {
  %r = call i32 @h(i32 %n)
  store i32 %r, i32* %p
  ret void
}
attributes #0 = { noinline }
`
	_, err := lowerText(t, src, 2)
	if err == nil {
		t.Fatal("i128 in a subroutine lowered")
	}
	for _, want := range []string{"kernel @k", "block %k.entry", "in subroutine @h", "i128"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
}
