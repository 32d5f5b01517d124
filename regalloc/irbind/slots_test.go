package irbind

import (
	"testing"

	"gpucc/ir"
	"gpucc/isa"
)

// TestShareSpillSlots: spill slots whose contents are never live at once
// share units; interfering ones never do. The function (slots in 4-byte
// units, as the allocator numbered them):
//
//	entry: store A(0); store B(1); reload B(1); store C(2)
//	loop:  reload A(0); reload C(2); branch back to loop or on to exit
//	exit:  store F(6), F(7) in halves; store D(3); store E(4..5, 64-bit);
//	       reload E; reload D; reload F(6..7, 64-bit); EXIT
//
// Liveness: A is live from its store through the loop (the back edge); B
// only between its store and reload, so C (stored after B's last reload)
// may share B's unit but not A's; F is written in halves, so no store
// kills it and it is live back to the entry: it interferes with every
// group stored anywhere; D is live across E's store. Interference: A-B,
// A-C, D-E, and F with A, B, C, D and E.
//
// First fit, widest groups first (E, F: 2 units, aligned to 2), then by old
// unit: E -> 0..1; F -> 2..3 (E interferes); A -> 0 (E does not interfere,
// F at 2..3 is clear); B -> 1 (A at 0); C -> 1 (A at 0; B does not
// interfere); D -> 4 (E at 0..1 and F at 2..3 interfere). 5 units instead
// of 8.
func TestShareSpillSlots(t *testing.T) {
	f := ir.NewFunc("slots")
	entry, loop, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	acc := map[*ir.Instr]slotAccess{}
	const spillBase = 16 // an alloca below the spill area
	access := func(b *ir.Block, store bool, slot, width int) *ir.Instr {
		var in *ir.Instr
		if store {
			in = ir.NewInstr("STL_R").SetPhys("rb", 2).SetPhys("ra", isa.RZ)
		} else {
			in = ir.NewInstr("LDL_R").SetPhys("rd", 2).SetPhys("ra", isa.RZ)
		}
		in.SetVal("off", spillBase+uint32(slot)*4).SetMod("memtype", memTypes[width])
		acc[in] = slotAccess{slot: slot, width: width, store: store}
		return b.Append(in)
	}
	a := access(entry, true, 0, 1)
	b := access(entry, true, 1, 1)
	access(entry, false, 1, 1)
	c := access(entry, true, 2, 1)
	access(loop, false, 0, 1)
	access(loop, false, 2, 1)
	back := loop.Append(ir.NewInstr("BRA_I").SetPhys("pg", 0))
	back.Target = loop
	fLo := access(exit, true, 6, 1)
	fHi := access(exit, true, 7, 1)
	d := access(exit, true, 3, 1)
	e := access(exit, true, 4, 2)
	access(exit, false, 4, 2)
	access(exit, false, 3, 1)
	fWhole := access(exit, false, 6, 2)
	exit.Append(ir.NewInstr("EXIT_X"))
	f.ComputeCFG()

	size := shareSpillSlots(f, acc, spillBase)
	if size != 5 {
		t.Errorf("spill area of %d units, want 5", size)
	}
	unit := func(in *ir.Instr) int { return int(in.Inst.Vals[in.Field("off")]-spillBase) / 4 }
	for _, c := range []struct {
		name string
		in   *ir.Instr
		want int
	}{{"A", a, 0}, {"B", b, 1}, {"C", c, 1}, {"D", d, 4}, {"E", e, 0}, {"F low half", fLo, 2}, {"F high half", fHi, 3}, {"F whole", fWhole, 2}} {
		if got := unit(c.in); got != c.want {
			t.Errorf("%s at unit %d, want %d", c.name, got, c.want)
		}
	}
	// Every access of a group moved with it.
	for in, x := range acc {
		if !x.store && x.slot == 0 && unit(in) != unit(a) {
			t.Errorf("a reload of A at unit %d, its store at %d", unit(in), unit(a))
		}
	}
}
