package lower

import (
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"

	mir "gpucc/ir"
	"gpucc/isa"
	"gpucc/obj"
)

// TestKernelArgWords: a kernel's argument registers are as many as its
// widest subroutine needs, counted in the widest convention's layout (a
// 64-bit value in an aligned pair) and rounded up to even, at most 16.
// (i32, i64): R2, then the pair R4:R5 (R3 is skipped for alignment): 4
// words. A result counts too: { i64, i32 } is R2:R3 and R4: 3 words, 4
// rounded. (i32): 1 word, 2 rounded. 20 i32 parameters: 16 (the rest on the
// stack). No subroutines: 0.
func TestKernelArgWords(t *testing.T) {
	src := `
define i32 @one(i32 %a) { ret i32 %a }
define void @mixed(i32 %a, i64 %b) { ret void }
define { i64, i32 } @res() { ret { i64, i32 } zeroinitializer }
define void @many(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i32 %a8, i32 %a9, i32 %a10, i32 %a11, i32 %a12, i32 %a13, i32 %a14, i32 %a15, i32 %a16, i32 %a17, i32 %a18, i32 %a19) { ret void }
`
	m, err := asm.ParseString("abi.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	fn := map[string]*ir.Func{}
	for _, f := range m.Funcs {
		fn[f.Name()] = f
	}
	for _, c := range []struct {
		subs []string
		want int
	}{
		{nil, 0},
		{[]string{"one"}, 2},
		{[]string{"mixed"}, 4},
		{[]string{"res"}, 4},
		{[]string{"one", "mixed"}, 4},
		{[]string{"one", "many"}, 16},
	} {
		var subs []*ir.Func
		for _, n := range c.subs {
			subs = append(subs, fn[n])
		}
		if got := kernelArgWords(subs); got != c.want {
			t.Errorf("kernelArgWords(%v) = %d, want %d", c.subs, got, c.want)
		}
	}
}

// TestCallSavedBoundary: the callee-saved registers start right after the
// argument registers in a kernel without recursion (one i32 argument: R2..R3
// are the arguments, R4.. callee-saved), and at R12 in a kernel whose call
// graph has a cycle (R2..R11 caller-saved, obj.RecursiveCallSaved0), where
// every CALL then clobbers R0, R2..R11, the scratch registers R32..R47
// offered to its subroutines (obj.RecursiveScratchEnd; the allocator
// withdraws them when no subroutine needs them) and P0..P6, and nothing in
// R12..R31 or from R48 up. Without recursion a CALL clobbers nothing from
// R4 up.
func TestCallSavedBoundary(t *testing.T) {
	src := `
define i32 @leaf(i32 %a) noinline { %r = add i32 %a, 1
  ret i32 %r }
define i32 @rec(i32 %a) {
entry:
  %z = icmp eq i32 %a, 0
  br i1 %z, label %done, label %more
more:
  %b = sub i32 %a, 1
  %c = call i32 @rec(i32 %b)
  %d = add i32 %c, %a
  ret i32 %d
done:
  ret i32 0
}
define void @flat(i32* %p) {
  %x = load i32, i32* %p
  %y = call i32 @leaf(i32 %x)
  store i32 %y, i32* %p
  ret void
}
define void @deep(i32* %p) {
  %x = load i32, i32* %p
  %y = call i32 @rec(i32 %x)
  store i32 %y, i32* %p
  ret void
}
!nvvm.annotations = !{!0, !1}
!0 = !{void (i32*)* @flat, !"kernel", i32 1}
!1 = !{void (i32*)* @deep, !"kernel", i32 1}
`
	m, err := asm.ParseString("saved.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kernel  string
		saved0  uint32
		scratch uint32
	}{{"flat", 4, 0}, {"deep", 12, 48}} {
		var fn *ir.Func
		for _, f := range m.Funcs {
			if f.Name() == c.kernel {
				fn = f
			}
		}
		k, err := Select(m, fn, Options{OptLevel: 2})
		if err != nil {
			t.Fatalf("%s: %v", c.kernel, err)
		}
		if len(k.Subs) != 1 {
			t.Fatalf("%s: %d subroutines, want 1", c.kernel, len(k.Subs))
		}
		if got := k.Subs[0].CallSaved0; got != c.saved0 {
			t.Errorf("%s: callee-saved registers from R%d, want R%d", c.kernel, got, c.saved0)
		}
		calls := 0
		for _, f := range append([]*mir.Func{k}, k.Subs...) {
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					if !in.IsCall() {
						continue
					}
					calls++
					clobbered := map[uint32]bool{}
					for _, d := range in.Implicit.Defs {
						if d.Class == isa.GPR {
							clobbered[d.N] = true
						}
					}
					for r := uint32(0); r < 64; r++ {
						want := r == obj.CallReturnAddr || r >= obj.CallArg0 && r < c.saved0 || r >= obj.SubroutineGPRs && r < c.scratch
						if clobbered[r] != want {
							t.Errorf("%s: a CALL in %s clobbers R%d: %v, want %v", c.kernel, f.Name, r, clobbered[r], want)
						}
					}
				}
			}
		}
		if calls == 0 {
			t.Errorf("%s: no CALL", c.kernel)
		}
	}
}
