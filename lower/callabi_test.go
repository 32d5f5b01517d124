package lower

import (
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
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
