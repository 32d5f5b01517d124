package mathlib

import (
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
)

// Repeated calls of a pure library function with the same operands in one
// block become one call; calls with other operands, in other blocks, or of
// functions that write through pointers stay.
func TestMergeRepeatedPureCalls(t *testing.T) {
	src := `
declare float @__nv_erfcf(float)
declare float @__nv_expf(float)
declare void @__nv_sincosf(float, float*, float*)

define void @k(float* %out, float %x, float %y, float* %s, float* %c) {
entry:
  %0 = call float @__nv_erfcf(float %x)
  %1 = call float @__nv_erfcf(float %y)
  %2 = call float @__nv_erfcf(float %x)
  %3 = call float @__nv_expf(float 2.0)
  %4 = call float @__nv_expf(float 2.0)
  call void @__nv_sincosf(float %x, float* %s, float* %c)
  call void @__nv_sincosf(float %x, float* %s, float* %c)
  %5 = fadd float %0, %2
  %6 = fadd float %5, %1
  %7 = fadd float %6, %4
  store float %7, float* %out
  br label %next
next:
  %8 = call float @__nv_erfcf(float %x)
  %9 = fadd float %8, %3
  store float %9, float* %out
  ret void
}
`
	m, err := asm.ParseString("k.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	if err := Link(m); err != nil {
		t.Fatal(err)
	}
	var k *llir.Func
	for _, f := range m.Funcs {
		if f.Name() == "k" {
			k = f
		}
	}
	calls := func(b *llir.Block) map[string]int {
		n := map[string]int{}
		for _, inst := range b.Insts {
			if c, ok := inst.(*llir.InstCall); ok {
				n[strings.TrimPrefix(c.Callee.Ident(), "@")]++
			}
		}
		return n
	}
	entry := calls(k.Blocks[0])
	want := map[string]int{"__nv_erfcf": 2, "__nv_expf": 1, "__nv_sincosf": 2}
	for name, n := range want {
		if entry[name] != n {
			t.Errorf("entry block: %d calls of %s, want %d (%v)", entry[name], name, n, entry)
		}
	}
	if next := calls(k.Blocks[1]); next["__nv_erfcf"] != 1 {
		t.Errorf("block next: %d calls of __nv_erfcf, want 1 (calls in other blocks stay)", next["__nv_erfcf"])
	}
	// The first fadd now adds the one erfcf(x) to itself.
	for _, inst := range k.Blocks[0].Insts {
		if add, ok := inst.(*llir.InstFAdd); ok {
			if add.X != add.Y {
				t.Errorf("%s: want erfcf(x) + erfcf(x) from one call", add.LLString())
			}
			break
		}
	}
	// The renumbered function reads back.
	if _, err := asm.ParseString("k2.ll", m.String()); err != nil {
		t.Fatalf("module after merging does not parse: %v", err)
	}
}
