package regalloc

import "fmt"

// Allocate assigns physical registers to the virtual registers of f within
// the budget of cfg. It only reads f; call Result.Apply to rewrite it.
// Errors name the block and instruction at fault: malformed input, a
// non-GPR class running out of registers, or an instruction needing more
// registers at once than the class has.
func Allocate(f Function, cfg Config) (*Result, error) {
	a, err := newAllocator(f, cfg)
	if err != nil {
		return nil, err
	}
	// Every round that fails spills at least one original virtual register,
	// so more rounds than that means a bug; stop rather than loop.
	// Predicates kept in GPRs add one home GPR value each, which may spill
	// in a later round.
	maxRounds := 2*a.nVRegs + 2
	for round := 1; round <= maxRounds; round++ {
		a.markPartialDefs()
		g := a.build(a.liveness())
		g.run()
		failed := g.assignColors()
		if len(failed) == 0 {
			return a.finish(g, round), nil
		}
		if err := a.spill(g, failed); err != nil {
			return nil, err
		}
	}
	return nil, fmt.Errorf("regalloc: no coloring after %d rounds", maxRounds)
}

const (
	editAssign = iota
	editRemove
	editReload
	editSpill
	editPredSave
	editPredRestore
	editRemat
)

// edit is one Rewriter call.
type edit struct {
	kind  uint8
	width uint8
	reg   PReg
	reg2  PReg  // predicate save/restore: the source
	origB int32 // remat: the original instruction
	origI int32
	b, i  int32
	slot  int32 // reload/spill
	start int32 // assign: defs at regs[start:start+nDefs], uses after
	nDefs int32
	nUses int32
}

// Apply rewrites the function through rw. Calls come in reverse program
// order: blocks from last to first, and in each block from its end to its
// start; for each original instruction i, first AssignRegs(b, i, ...) or
// RemoveInstr(b, i), then the reloads and spills that go before it, each
// inserted at index i. So every (b, i) is the instruction's index in the
// function as read, and an implementation that inserts into and deletes
// from a slice in place sees exactly those indexes. Call it once, on the
// function that was allocated (or an identical copy).
func (r *Result) Apply(rw Rewriter) {
	for _, e := range r.edits {
		b, i := int(e.b), int(e.i)
		switch e.kind {
		case editAssign:
			d := r.regs[e.start : e.start+e.nDefs]
			u := r.regs[e.start+e.nDefs : e.start+e.nDefs+e.nUses]
			rw.AssignRegs(b, i, d, u)
		case editRemove:
			rw.RemoveInstr(b, i)
		case editReload:
			rw.InsertReload(b, i, e.reg, int(e.width), int(e.slot))
		case editSpill:
			rw.InsertSpill(b, i, e.reg, int(e.width), int(e.slot))
		case editRemat:
			ps, ok := rw.(PredicateSpiller)
			if !ok {
				panic("regalloc: Config.SpillPredicates was set but the Rewriter does not implement PredicateSpiller")
			}
			d := r.regs[e.start : e.start+e.nDefs]
			u := r.regs[e.start+e.nDefs : e.start+e.nDefs+e.nUses]
			ps.InsertRemat(b, i, int(e.origB), int(e.origI), d, u)
		case editPredSave, editPredRestore:
			ps, ok := rw.(PredicateSpiller)
			if !ok {
				panic("regalloc: Config.SpillPredicates was set but the Rewriter does not implement PredicateSpiller")
			}
			if e.kind == editPredSave {
				ps.InsertPredSave(b, i, e.reg, e.reg2)
			} else {
				ps.InsertPredRestore(b, i, e.reg, e.reg2)
			}
		}
	}
}

// finish turns the colored graph into a Result.
func (a *allocator) finish(g *graph, rounds int) *Result {
	res := &Result{
		Rounds:        rounds,
		SpillSlots:    a.nextSlot,
		SpilledVRegs:  a.spilled,
		RemovedCopies: a.droppedCopies,
		Assignment:    make([]PReg, a.nVRegs),
		Slot:          make([]int, a.nVRegs),
	}
	for v := 0; v < a.nVRegs; v++ {
		res.Slot[v] = int(a.slot[v])
		res.Assignment[v] = NoPReg
		if st := g.state[v]; st == stColored || st == stCoalesced {
			res.Assignment[v] = MakePReg(a.class[v], int(g.color[v]))
		}
	}
	preg := func(o op) PReg {
		if o.reg >= 0 {
			return MakePReg(a.class[o.reg], int(g.color[o.reg])+int(o.off))
		}
		u := int(-1 - o.reg)
		if u >= numUnits {
			c := Class(u - numUnits)
			return MakePReg(c, fileSizes[c])
		}
		return MakePReg(Class(unitClass[u]), int(unitIndex[u]))
	}
	count := func(p PReg, w uint8) {
		if !p.IsZero() {
			c := p.Class()
			res.RegsUsed[c] = max(res.RegsUsed[c], p.Index()+int(w))
		}
	}
	for b := a.nb - 1; b >= 0; b-- {
		list := a.blocks[b]
		next := int32(a.nOrig[b]) // index of the original instruction after the current point
		for k := len(list) - 1; k >= 0; k-- {
			in := list[k]
			if in.kind == kindRemat {
				start := int32(len(res.regs))
				for _, o := range in.ops {
					p := preg(o)
					res.regs = append(res.regs, p)
					count(p, o.width)
				}
				res.edits = append(res.edits, edit{kind: editRemat, b: int32(b), i: next, start: start,
					nDefs: in.nDefs, nUses: int32(len(in.ops)) - in.nDefs, origB: in.origB, origI: in.origPos})
				continue
			}
			if in.kind == kindPredSave || in.kind == kindPredRestore {
				d, u := preg(in.ops[0]), preg(in.ops[1])
				count(d, 1)
				count(u, 1)
				kind := uint8(editPredSave)
				if in.kind == kindPredRestore {
					kind = editPredRestore
				}
				res.edits = append(res.edits, edit{kind: kind, b: int32(b), i: next, reg: d, reg2: u})
				continue
			}
			if in.kind != kindOrig {
				o := in.ops[0]
				p := preg(o)
				count(p, o.width)
				kind := uint8(editSpill)
				if in.kind == kindReload {
					kind = editReload
				}
				res.edits = append(res.edits, edit{kind: kind, b: int32(b), i: next, reg: p, width: o.width, slot: in.slot})
				continue
			}
			next = in.pos
			if in.removed {
				res.edits = append(res.edits, edit{kind: editRemove, b: int32(b), i: in.pos})
				continue
			}
			start := int32(len(res.regs))
			for _, o := range in.ops {
				res.regs = append(res.regs, preg(o))
			}
			regs := res.regs[start:]
			if in.isCopy && regs[0] == regs[1] && in.ops[0].width == in.ops[1].width {
				res.regs = res.regs[:start]
				res.RemovedCopies++
				res.edits = append(res.edits, edit{kind: editRemove, b: int32(b), i: in.pos})
				continue
			}
			for j, o := range in.ops {
				count(regs[j], o.width)
			}
			res.edits = append(res.edits, edit{kind: editAssign, b: int32(b), i: in.pos,
				start: start, nDefs: in.nDefs, nUses: int32(len(in.ops)) - in.nDefs})
		}
	}
	return res
}
