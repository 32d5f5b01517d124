package emit

import (
	"testing"

	"gpucc/ir"
)

// TestThreadJumps builds the shape critical-edge splitting leaves behind: a
// loop body closing with a guarded branch to a block that only jumps back
// to the header, then an unguarded branch to a block that only jumps to
// the exit; plus a two-block cycle of jumps that must not hang the walk.
func TestThreadJumps(t *testing.T) {
	f := ir.NewFunc("k")
	head, body, exit := f.NewBlock("head"), f.NewBlock("body"), f.NewBlock("exit")
	back, out := f.NewBlock("back"), f.NewBlock("out")
	spinA, spinB := f.NewBlock("spinA"), f.NewBlock("spinB")
	head.Append(ir.NewInstr("MOV_I").SetPhys("rd", 1).SetVal("vb", 7))
	body.Append(ir.NewInstr("MOV_R").SetPhys("rd", 2).SetPhys("rb", 1))
	loop := body.Append(ir.NewInstr("BRA_I").SetPhys("pg", 0))
	loop.Target = back
	leave := body.Append(ir.NewInstr("BRA_I"))
	leave.Target = out
	exit.Append(ir.NewInstr("EXIT_X"))
	back.Append(ir.NewInstr("BRA_I")).Target = head
	out.Append(ir.NewInstr("BRA_I")).Target = exit
	spinA.Append(ir.NewInstr("BRA_I")).Target = spinB
	spinB.Append(ir.NewInstr("BRA_I")).Target = spinA
	f.Allocated = true
	f.ComputeCFG()

	ThreadJumps(f)
	if loop.Target != head || leave.Target != exit {
		t.Errorf("branches go to %s and %s, want head and exit", loop.Target.Name, leave.Target.Name)
	}
	var names []string
	for _, b := range f.Blocks {
		names = append(names, b.Name)
	}
	// back and out are left without predecessors and dropped; the cycle
	// of jumps (unreachable, but each jump has a predecessor) stays in
	// some form after the bounded walk.
	for _, b := range f.Blocks {
		if b == back || b == out {
			t.Errorf("blocks %v: %s has no predecessor and should be gone", names, b.Name)
		}
	}
	if f.Blocks[0] != head || f.Blocks[1] != body || f.Blocks[2] != exit {
		t.Errorf("blocks %v, want head body exit first", names)
	}
	if len(head.Preds) != 1 || head.Preds[0] != body {
		t.Errorf("head's predecessors %v, want body", head.Preds)
	}
}
