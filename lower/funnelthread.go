package lower

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// Threading shared forwarding blocks. Two divergent branches in different
// arms of a uniform branch (a switch in a loop whose arms `continue` from a
// nested divergent if) may both reach their common join - the loop's latch -
// through one empty block that both arms end in (`join: br %latch`). That
// block is then in both divergent regions, and each region is entered from
// the other's divergent code: a landing block cannot open a barrier for a
// group of threads that other groups may follow later, so barrier planning
// would reject the kernel. A block that holds nothing but its branch changes
// no value (its phis, when only its successor's phis read them, move
// there), so its predecessors may branch to its successor directly; after
// that each region ends in its own blocks, and the regions reconverge at the
// latch through their own BSYNC blocks (one per region, on the region's
// edges).

// forwarderToThread returns a block to thread: a forwarding block (phis at
// most, an unconditional branch; threadable) inside the region of a divergent
// branch that the region's barrier could not open for everyone (it is
// entered from other divergent code, and no dominator of the branch could
// open it instead), or -1.
func (fl *funnel) forwarderToThread() int {
	a := fl.analysis
	g := a.g
	rc := &reconvergence{a: a}
	for _, x := range g.rpo {
		if !a.divBr[x] || a.isFilter(x) {
			continue
		}
		j := g.ipdom[x]
		if j < 0 || a.exitOnly(j) {
			continue
		}
		r := g.region(x, j)
		if r[x] {
			continue // a loop exit: the loop's barrier joins it
		}
		c := &barrier{branch: x, join: j, region: r}
		if !rc.enteredFromDivergentCode(c) || rc.hoistTarget(c) >= 0 {
			continue
		}
		for e, in := range r {
			if in && fl.threadable(e) && sideEntered(a, r, x, e) {
				return e
			}
		}
	}
	return -1
}

// sideEntered reports whether block e of the region r of branch x is entered
// from divergent code outside it.
func sideEntered(a *analysis, r []bool, x, e int) bool {
	for _, p := range a.g.preds[e] {
		if !r[p] && p != x && (a.inRegion[p] || a.divBr[p]) {
			return true
		}
	}
	return false
}

// threadable reports whether block e only branches on and its predecessors
// can branch to its successor instead: e is not the entry, holds nothing
// but phis read only by the successor's phis (which can take the value for
// each predecessor directly), ends in an unconditional branch to another
// block, and no predecessor already branches to that block (whose phis
// would then need two values for one predecessor).
func (fl *funnel) threadable(e int) bool {
	g := fl.g
	b := g.blocks[e]
	br, ok := b.Term.(*llir.TermBr)
	if !ok || e == 0 || len(g.succs[e]) != 1 {
		return false
	}
	for _, inst := range b.Insts {
		phi, ok := inst.(*llir.InstPhi)
		if !ok || !fl.onlyPhiUses(phi, b, br.Target.(*llir.Block)) {
			return false
		}
	}
	t := g.index[br.Target.(*llir.Block)]
	if t == e {
		return false
	}
	for _, p := range g.preds[e] {
		edges := 0
		for _, s := range g.blocks[p].Term.Succs() {
			switch s {
			case b:
				edges++
			case br.Target:
				return false
			}
		}
		if edges != 1 {
			return false // (two edges of a switch: their phi entries would double)
		}
	}
	return true
}

// onlyPhiUses reports whether every use of v (a phi of block e) is the
// incoming value from e of a phi of e's successor t.
func (fl *funnel) onlyPhiUses(v value.Value, e, t *llir.Block) bool {
	for _, blk := range fl.fn.Blocks {
		for _, inst := range blk.Insts {
			if phi, ok := inst.(*llir.InstPhi); ok && blk == t {
				for _, inc := range phi.Incs {
					if inc.X == v && inc.Pred != value.Value(e) {
						return false
					}
				}
				continue
			}
			user, ok := inst.(value.User)
			if !ok {
				continue
			}
			for _, op := range user.Operands() {
				if *op == v {
					return false
				}
			}
		}
		if user, ok := blk.Term.(value.User); ok {
			for _, op := range user.Operands() {
				if *op == v {
					return false
				}
			}
		}
	}
	return true
}

// threadForwarder makes every predecessor of forwarding block e branch to
// its successor and removes e; the successor's phis take e's incoming value
// from each predecessor (a value defined before e dominates e, so it
// dominates them; a phi of e gives its incoming value for the predecessor).
func (fl *funnel) threadForwarder(e int) {
	g := fl.g
	b := g.blocks[e]
	target := b.Term.(*llir.TermBr).Target.(*llir.Block)
	own := map[*llir.InstPhi]bool{}
	for _, inst := range b.Insts {
		own[inst.(*llir.InstPhi)] = true
	}
	var preds []*llir.Block
	for _, p := range g.preds[e] {
		preds = append(preds, g.blocks[p])
		retarget(g.blocks[p].Term, b, target)
	}
	for _, inst := range target.Insts {
		phi, ok := inst.(*llir.InstPhi)
		if !ok {
			continue
		}
		var incs []*llir.Incoming
		for _, inc := range phi.Incs {
			if inc.Pred != value.Value(b) {
				incs = append(incs, inc)
				continue
			}
			for _, p := range preds {
				x := inc.X
				if ep, ok := x.(*llir.InstPhi); ok && own[ep] {
					for _, in := range ep.Incs {
						if in.Pred == value.Value(p) {
							x = in.X
						}
					}
				}
				incs = append(incs, llir.NewIncoming(x, p))
			}
		}
		phi.Incs = incs
	}
	fn := fl.fn
	kept := fn.Blocks[:0]
	for _, blk := range fn.Blocks {
		if blk != b {
			kept = append(kept, blk)
		}
	}
	fn.Blocks = kept
}
