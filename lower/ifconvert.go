package lower

import (
	"gpucc/ir"
	"gpucc/isa"
)

// If-conversion (predication) of short divergent regions, in the -O2
// cleanup.
//
// A divergent if costs a BSSY, a conditional and an unconditional branch
// (often through a trampoline block the layout adds), the BSYNC at the
// join, and the branch latencies between them, whatever its arms hold.
// When an arm is short, guarding its instructions with the branch's
// predicate is cheaper: the warp issues them once with the lanes that take
// the arm enabled, and the join's phis become SELs on the same predicate.
// That is what ptxas does with the small ifs of real kernels (a guarded
// load of the element in bounds, a guarded store of the result), and what
// issue 13 measured it doing 155 times in 30 kernels where gpucc
// predicated nothing.
//
// The shapes converted are a triangle (the header branches to an arm and
// to the join, the arm falls into the join) and a diamond (an arm on each
// side), where:
//   - the header ends with a guarded BRA and an unguarded BRA, after the
//     region's BSSY if it has one; then the join starts (after its phis)
//     with the matching BSYNC, and no other BSSY opens that barrier (a
//     region without a BSSY is a uniform branch, or a divergent one whose
//     join only exits: `if (i < n) out[i] = x;` at the end of a kernel);
//   - each arm is entered only from the header and leaves only to the
//     join, and holds at most maxPredicatedArm instructions besides its
//     final branch, none guarded, none with control, ordering,
//     lane-exchange, barrier, atomic or uniform effects: ALU instructions,
//     loads and stores (a guarded load or store does nothing on the lanes
//     whose guard is false, so it cannot fault there);
//   - the join is entered only from the header and the arms, and its phis
//     are GPR values (one SEL per 32-bit component).
//
// Loads and stores are guarded, and so is what reads a guarded load's
// result; the arms' pure arithmetic runs unguarded on every lane (it has
// no effect but its results). A guarded result is written only on the
// lanes whose guard holds; the other lanes' registers hold whatever the
// allocator left there, which only the SELs read, and those pick the other
// side's value on exactly those lanes.
//
// maxPredicatedArm was chosen on the suite's emulated cycles: 8, 12 and 16
// instructions each lowered the sum (16 by 0.2% more than 8), 24 raised it
// by 7% (the rarely taken slow paths of floating-point division, about 20
// instructions, then run every time).
const maxPredicatedArm = 16

func ifConvert(f *ir.Func) bool {
	changed := false
	for {
		done := true
		for _, b := range f.Blocks {
			if convertRegion(f, b) {
				changed, done = true, false
				break
			}
		}
		if done {
			return changed
		}
	}
}

// predArm is one side of a region: its block (nil for the empty side of a
// triangle) and whether its lanes are those where the predicate is false.
type predArm struct {
	b   *ir.Block
	not bool
}

// convertRegion if-converts the region whose header is h, if it has one of
// the shapes above.
func convertRegion(f *ir.Func, h *ir.Block) bool {
	n := len(h.Instrs)
	if n < 2 || len(h.Succs) != 2 {
		return false
	}
	cond, jump := h.Instrs[n-2], h.Instrs[n-1]
	if !cond.IsBranch() || !cond.Guarded() || !jump.IsBranch() || jump.Guarded() || cond.Target == jump.Target {
		return false
	}
	var bssy *ir.Instr
	keep := n - 2 // the header's instructions before the region's control
	if n >= 3 {
		if x := h.Instrs[n-3]; x.Op == ir.OpMachine && x.Inst.Form.Op().Props.Convergence && !x.Inst.Form.Op().Props.WarpSync {
			bssy, keep = x, n-3
		}
	}
	p := cond.Regs[cond.Inst.Form.Guard]
	if p.V == 0 || f.VRegs[p.V].Class != isa.PR {
		return false
	}
	// The join: the BSSY's target, or (a branch without a barrier: uniform,
	// or divergent with a join that only exits) the block both sides reach.
	var join *ir.Block
	single := func(b *ir.Block) *ir.Block {
		if len(b.Succs) == 1 {
			return b.Succs[0]
		}
		return nil
	}
	switch {
	case bssy != nil:
		join = bssy.Target
	case single(cond.Target) == jump.Target:
		join = jump.Target
	case single(jump.Target) == cond.Target:
		join = cond.Target
	case single(cond.Target) != nil && single(cond.Target) == single(jump.Target):
		join = single(cond.Target)
	default:
		return false
	}
	condNot := cond.Inst.Vals[cond.Inst.Form.GuardNot] != 0
	var arms []predArm
	for _, br := range []*ir.Instr{cond, jump} {
		if br.Target == join {
			continue
		}
		// The lanes that take cond's target are those where the guard
		// holds; jump's target gets the others.
		not := condNot
		if br == jump {
			not = !condNot
		}
		arms = append(arms, predArm{b: br.Target, not: not})
	}
	if len(arms) == 0 {
		return false
	}
	for _, a := range arms {
		if a.b == join || a.b == h || !predicableArm(a.b, h, join) {
			return false
		}
	}
	// The join: entered from the header (triangle) or the arms only, its
	// phis GPR values, then the BSYNC of the BSSY, if any, and of no other.
	want := len(arms)
	if len(arms) == 1 {
		want = 2
	}
	if len(join.Preds) != want || join == h {
		return false
	}
	for _, q := range join.Preds {
		if q != h && q != arms[0].b && (len(arms) == 1 || q != arms[1].b) {
			return false
		}
	}
	k := 0
	for k < len(join.Instrs) && join.Instrs[k].Op == ir.OpPhi {
		if f.VRegs[join.Instrs[k].Dst.V].Class != isa.GPR || join.Instrs[k].Dst.Sub != 0 {
			return false
		}
		k++
	}
	rest := k // the join's instructions after its phis and the BSYNC
	if bssy != nil {
		if k == len(join.Instrs) {
			return false
		}
		bsync := join.Instrs[k]
		barrier := bssy.Inst.Vals[bssy.Inst.Form.FieldIndex("bd")]
		if bsync.Op != ir.OpMachine || !bsync.Inst.Form.Op().Props.Convergence || !bsync.Inst.Form.Op().Props.WarpSync ||
			bsync.Inst.Vals[bsync.Inst.Form.FieldIndex("ba")] != barrier {
			return false
		}
		rest = k + 1
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in != bssy && in.Op == ir.OpMachine && in.Inst.Form.Op().Props.Convergence && in.Target == join {
					return false // another BSSY (a landing block's) opens this barrier
				}
			}
		}
	}

	// Rewrite: the header keeps its instructions before the BSSY, then the
	// arms' instructions under their guards, the phis as SELs, and the
	// join's instructions after the BSYNC.
	merged := append([]*ir.Instr(nil), h.Instrs[:keep]...)
	for _, a := range arms {
		// Only memory accesses need the guard, and what reads their
		// results (defined on the guarded lanes only); pure arithmetic may
		// run on every lane, which also leaves it to constant folding and
		// common subexpression elimination.
		partial := map[ir.VReg]bool{}
		for _, in := range armBody(a.b) {
			guard := in.Inst.Form.Op().Props.Mem != isa.MemNone
			for _, u := range in.Uses() {
				guard = guard || partial[u.Reg.V]
			}
			if guard {
				in.Regs[in.Inst.Form.Guard] = p
				notVal := uint32(0)
				if a.not {
					notVal = 1
				}
				in.Inst.Vals[in.Inst.Form.GuardNot] = notVal
				for _, d := range in.Defs() {
					if d.Reg.V != 0 {
						partial[d.Reg.V] = true
					}
				}
			}
			merged = append(merged, in)
		}
	}
	// Which incoming value a phi takes on the lanes where p holds: from the
	// arm of those lanes, or from the header when the arm is the other.
	predIdx := func(from *ir.Block) int { return join.PredIndex(from) }
	var onTrue, onFalse int
	if len(arms) == 2 {
		t, e := arms[0], arms[1]
		if t.not {
			t, e = e, t
		}
		onTrue, onFalse = predIdx(t.b), predIdx(e.b)
	} else if arms[0].not {
		onTrue, onFalse = predIdx(h), predIdx(arms[0].b)
	} else {
		onTrue, onFalse = predIdx(arms[0].b), predIdx(h)
	}
	for _, phi := range join.Instrs[:k] {
		size := int(f.VRegs[phi.Dst.V].Size)
		a, b := phi.Args[onTrue], phi.Args[onFalse]
		for c := 0; c < size; c++ {
			sel := ir.NewInstr("SEL_RR").
				SetReg("rd", ir.Part(phi.Dst.V, uint8(c))).
				SetReg("ra", ir.Part(a.V, a.Sub+uint8(c))).
				SetReg("rb", ir.Part(b.V, b.Sub+uint8(c))).
				SetReg("pp", p).SetVal("pp.not", 0)
			sel.Origin, sel.Src = phi.Origin, phi.Src
			merged = append(merged, sel)
		}
	}
	merged = append(merged, join.Instrs[rest:]...)
	h.Instrs = merged

	// The CFG: the header takes over the join's successors. Other passes
	// recompute the CFG from the terminators (ir.Func.ComputeCFG, which
	// lists predecessors in layout order), so do the same here and put the
	// successors' phi arguments in that order.
	argFrom := map[*ir.Instr]map[*ir.Block]ir.Reg{}
	for _, s := range join.Succs {
		for _, phi := range s.Instrs {
			if phi.Op != ir.OpPhi {
				break
			}
			m := map[*ir.Block]ir.Reg{}
			for i, q := range s.Preds {
				if i < len(phi.Args) {
					if q == join {
						q = h
					}
					m[q] = phi.Args[i]
				}
			}
			argFrom[phi] = m
		}
	}
	gone := map[*ir.Block]bool{join: true}
	for _, a := range arms {
		gone[a.b] = true
	}
	kept := f.Blocks[:0]
	for _, b := range f.Blocks {
		if !gone[b] {
			kept = append(kept, b)
		}
	}
	f.Blocks = kept
	f.Renumber()
	f.ComputeCFG()
	for phi, m := range argFrom {
		var b *ir.Block
		for _, x := range f.Blocks {
			for _, in := range x.Instrs {
				if in == phi {
					b = x
				}
			}
		}
		for i, q := range b.Preds {
			phi.Args[i] = m[q]
		}
	}
	return true
}

// predicableArm reports whether arm, entered only from h and leaving only
// to join, is short and holds only instructions that may run guarded.
func predicableArm(arm, h, join *ir.Block) bool {
	if len(arm.Preds) != 1 || arm.Preds[0] != h || len(arm.Succs) != 1 || arm.Succs[0] != join {
		return false
	}
	body := armBody(arm)
	if len(body) > maxPredicatedArm {
		return false
	}
	for _, in := range body {
		if in.Op != ir.OpMachine || in.Guarded() {
			return false
		}
		p := in.Inst.Form.Op().Props
		if p.Branch || p.Exit || p.Convergence || p.WarpSync || p.Barrier || p.BarrierState || p.MemBar ||
			p.Collective || p.SReg || p.Uniform || p.IndirectRead || p.IndirectWrite || p.Mem == isa.MemAtomic {
			return false
		}
		for _, d := range in.Defs() {
			if d.Reg.V == 0 && !discarded(d) {
				return false
			}
		}
	}
	return true
}

// armBody is an arm's instructions without its final unguarded branch.
func armBody(arm *ir.Block) []*ir.Instr {
	body := arm.Instrs
	if n := len(body); n > 0 && body[n-1].IsBranch() && !body[n-1].Guarded() {
		body = body[:n-1]
	}
	return body
}
