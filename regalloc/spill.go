package regalloc

import "fmt"

// spill decides what to spill after a failed coloring and rewrites the
// function: every spilled value lives in a stack slot, each instruction that
// reads it gets a fresh temporary reloaded just before, each that writes it
// a fresh temporary stored just after. Temporaries cannot be spilled; if one
// cannot be colored, a colored spillable neighbor of it is spilled instead,
// so every round spills at least one original value and the loop ends.
func (a *allocator) spill(g *graph, failed []int32) error {
	n := g.n
	chosen := make([]bool, n)
	for _, x := range failed {
		c := a.class[x]
		if a.noSpill[x] {
			continue
		}
		if !a.spillable(c) {
			return fmt.Errorf("regalloc: %s: out of %v registers (%d allocatable) for v%d; %v values cannot be spilled",
				a.where(int(a.posB[x]), int(a.posI[x])), c, a.alloc[c].count(), x, c)
		}
		chosen[x] = true
	}
	// A temporary that found no register: unless a neighbor is already
	// being spilled, spill its cheapest colored spillable neighbor.
	for _, x := range failed {
		if !a.noSpill[x] {
			continue
		}
		best := int32(-1)
		done := false
		for _, t := range g.adj[x] {
			r := g.getAlias(t)
			if g.precolored(r) || a.noSpill[r] {
				continue
			}
			if chosen[r] {
				done = true
				break
			}
			if g.state[r] == stColored && (best < 0 || g.cost[r] < g.cost[best]) {
				best = r
			}
		}
		if done {
			continue
		}
		if best < 0 {
			c := a.class[x]
			return fmt.Errorf("regalloc: %s: the instruction needs more %v registers than the %d allocatable",
				a.where(int(a.posB[x]), int(a.posI[x])), c, a.alloc[c].count())
		}
		chosen[best] = true
	}

	// A spilled node takes all nodes coalesced into it along: they do not
	// interfere, so they share its slot (or home GPR), and copies among them
	// vanish. A GPR value gets a memory slot, a predicate a home GPR.
	spillSlot := make([]int32, n)
	home := make([]int32, n)
	for x := range spillSlot {
		spillSlot[x], home[x] = -1, -1
	}
	remat := a.rematDefs(g, chosen)
	for r := int32(0); r < n; r++ {
		if !chosen[r] || remat[r] != nil {
			continue
		}
		if isPredClass(a.class[r]) {
			home[r] = a.newHome(a.class[r], a.posB[r], a.posI[r])
			continue
		}
		w := int(a.width[r])
		s := (a.nextSlot + w - 1) / w * w
		a.nextSlot = s + w
		spillSlot[r] = int32(s)
	}
	for x := int32(0); x < n; x++ {
		if g.state[x] == stUnused {
			continue
		}
		if r := g.getAlias(x); !g.precolored(r) && chosen[r] {
			spillSlot[x], home[x] = spillSlot[r], home[r]
			a.slot[x], a.home[x] = spillSlot[r], home[r]
			a.spilled++
		}
	}
	spilledNode := func(v int32) bool { return spillSlot[v] >= 0 || home[v] >= 0 || remat[v] != nil }
	rw := spillRewriter{a: a, slot: spillSlot, home: home, remat: remat}
	for b, list := range a.blocks {
		out := make([]*instr, 0, len(list)+len(list)/4)
		for _, in := range list {
			if in.removed {
				out = append(out, in)
				continue
			}
			if in.isCopy && a.spillCopy(in, spillSlot, home, remat, &out, int32(b)) {
				continue
			}
			rw.temps, rw.pre, rw.b, rw.pos = rw.temps[:0], rw.pre[:0], int32(b), in.pos
			for j := int(in.nDefs); j < len(in.ops); j++ {
				if o := &in.ops[j]; o.reg >= 0 && o.reg < n && spilledNode(o.reg) {
					rw.rewrite(in, o, true, false)
				}
			}
			for j := 0; j < int(in.nDefs); j++ {
				if o := &in.ops[j]; o.reg >= 0 && o.reg < n && spilledNode(o.reg) {
					rw.rewrite(in, o, o.flags&opReadsOld != 0, true)
				}
			}
			out = append(out, rw.pre...)
			out = append(out, in)
			for _, t := range rw.temps {
				if !t.stored {
					continue
				}
				if remat[t.node] != nil {
					continue // recomputed at each use: nothing to save
				}
				if h := home[t.node]; h >= 0 {
					out = append(out, a.predMove(kindPredSave, h, t.t, in.pos))
				} else {
					out = append(out, a.pseudo(kindSpill, op{reg: t.t, width: a.width[t.t]}, spillSlot[t.node]+int32(t.off), in.pos))
				}
			}
		}
		a.blocks[b] = out
	}
	return nil
}

// spillTemp is the temporary of one spilled node in one instruction. A
// narrow temporary holds only the part of a wide node the instruction names
// (units off.. of the node, as wide as the temporary), reloaded from and
// stored to that part of the slot.
type spillTemp struct {
	node, t          int32
	off              uint8
	narrow           bool
	reloaded, stored bool
}

// narrowPart reports the part of spilled node v that instruction in names
// when every operand naming v names the same part, smaller than v, at an
// offset aligned to its width. The instruction's temporary then holds just
// that part: a half of a pair takes one register instead of two, and a
// partial def stores only what it writes, so the temporary is never
// partially defined. (A whole-width temporary written in part and stored
// whole would read its unwritten units: inside a loop that made it live
// around the loop, interfering with everything, and the allocation failed
// with "the instruction needs more registers" under a tight cap.)
func (a *allocator) narrowPart(in *instr, v int32) (off, width uint8, ok bool) {
	found := false
	for _, o := range in.ops {
		if o.reg != v {
			continue
		}
		if !found {
			off, width, found = o.off, o.width, true
		} else if o.off != off || o.width != width {
			return 0, 0, false
		}
	}
	return off, width, found && width < a.width[v] && off%width == 0
}

// rewrite points operand o of in, which names a spilled node, at the
// node's temporary in this instruction. The first operand naming the node
// decides whether the temporary is narrow (every operand naming it is still
// unrewritten then). A partial def through a narrow temporary needs no
// reload even when it keeps the node's other units: they stay in the slot.
func (r *spillRewriter) rewrite(in *instr, o *op, reload, store bool) {
	v := o.reg
	if t := r.find(v); t != nil {
		if t.narrow {
			o.reg, o.off = r.narrowTemp(t, reload && !store, store), 0
			return
		}
	} else if r.slot[v] >= 0 && r.remat[v] == nil && r.home[v] < 0 {
		if off, w, ok := r.a.narrowPart(in, v); ok {
			r.temps = append(r.temps, spillTemp{node: v, t: r.a.newTemp(r.a.class[v], w, r.b, r.pos), off: off, narrow: true})
			o.reg, o.off = r.narrowTemp(&r.temps[len(r.temps)-1], reload && !store, store), 0
			return
		}
	}
	o.reg = r.temp(v, reload, store)
}

func (r *spillRewriter) find(v int32) *spillTemp {
	for k := range r.temps {
		if r.temps[k].node == v {
			return &r.temps[k]
		}
	}
	return nil
}

// narrowTemp is temp for the narrow temporary t.
func (r *spillRewriter) narrowTemp(t *spillTemp, reload, store bool) int32 {
	a := r.a
	if reload && !t.reloaded {
		t.reloaded = true
		r.pre = append(r.pre, a.pseudo(kindReload, op{reg: t.t, width: a.width[t.t]}, r.slot[t.node]+int32(t.off), r.pos))
	}
	t.stored = t.stored || store
	return t.t
}

// spillRewriter hands out the temporaries of one instruction: one per
// spilled node, shared by its uses and defs there.
type spillRewriter struct {
	a      *allocator
	slot   []int32
	home   []int32
	remat  []*rematDef
	temps  []spillTemp
	pre    []*instr
	b, pos int32
}

func (r *spillRewriter) temp(v int32, reload, store bool) int32 {
	k := 0
	for k < len(r.temps) && r.temps[k].node != v {
		k++
	}
	a := r.a
	if k == len(r.temps) {
		r.temps = append(r.temps, spillTemp{node: v, t: a.newTemp(a.class[v], a.width[v], r.b, r.pos)})
	}
	t := &r.temps[k]
	if reload && !t.reloaded {
		t.reloaded = true
		if d := r.remat[v]; d != nil {
			ops := append([]op{{reg: t.t, width: 1}}, d.in.uses()...)
			r.pre = append(r.pre, &instr{ops: ops, nDefs: 1, pos: r.pos, slot: -1, kind: kindRemat, origB: d.b, origPos: d.in.pos})
		} else if h := r.home[v]; h >= 0 {
			r.pre = append(r.pre, a.predMove(kindPredRestore, t.t, h, r.pos))
		} else {
			r.pre = append(r.pre, a.pseudo(kindReload, op{reg: t.t, width: a.width[v]}, r.slot[v], r.pos))
		}
	}
	t.stored = t.stored || store
	return t.t
}

// spillCopy rewrites a copy with a spilled whole-register side into a
// direct reload or store (for a predicate: a restore from or save to its
// home GPR), or nothing when both sides share the slot or home. It reports
// false if the general rewrite must handle the instruction.
func (a *allocator) spillCopy(in *instr, slot, home []int32, remat []*rematDef, out *[]*instr, b int32) bool {
	d, s := in.ops[0], in.ops[1]
	n := int32(len(slot))
	if s.reg >= 0 && s.reg < n && remat[s.reg] != nil {
		return false // recomputed before the copy by the general rewrite
	}
	spilledWhole := func(o op) (spilled, whole bool) {
		if o.reg < 0 || o.reg >= n || (slot[o.reg] < 0 && home[o.reg] < 0) {
			return false, false
		}
		return true, o.off == 0 && o.width == a.width[o.reg]
	}
	dSp, dWhole := spilledWhole(d)
	sSp, sWhole := spilledWhole(s)
	if (dSp && !dWhole) || (sSp && !sWhole) || (!dSp && !sSp) {
		return false
	}
	in.removed = true
	d.flags, s.flags = 0, 0
	pred := isPredClass(a.opClass(d))
	switch {
	case pred && dSp && sSp && home[d.reg] == home[s.reg]:
		a.droppedCopies++
	case pred && sSp && !dSp:
		*out = append(*out, a.predMoveOp(kindPredRestore, d, op{reg: home[s.reg], width: 1}, in.pos))
	case pred && dSp && !sSp:
		*out = append(*out, a.predMoveOp(kindPredSave, op{reg: home[d.reg], width: 1}, s, in.pos))
	case pred:
		t := a.newTemp(a.opClass(d), 1, b, in.pos)
		*out = append(*out, a.predMove(kindPredRestore, t, home[s.reg], in.pos),
			a.predMove(kindPredSave, home[d.reg], t, in.pos))
	case dSp && sSp && slot[d.reg] == slot[s.reg]:
		a.droppedCopies++
	case sSp && !dSp:
		*out = append(*out, a.pseudo(kindReload, d, slot[s.reg], in.pos))
	case dSp && !sSp:
		*out = append(*out, a.pseudo(kindSpill, s, slot[d.reg], in.pos))
	default:
		t := a.newTemp(a.class[s.reg], a.width[s.reg], b, in.pos)
		*out = append(*out,
			a.pseudo(kindReload, op{reg: t, width: a.width[t]}, slot[s.reg], in.pos),
			a.pseudo(kindSpill, op{reg: t, width: a.width[t]}, slot[d.reg], in.pos))
	}
	*out = append(*out, in)
	return true
}

// predMove makes a save (def: the home GPR node, use: the predicate) or a
// restore (def: the predicate, use: the home) between two nodes.
func (a *allocator) predMove(kind uint8, def, use int32, pos int32) *instr {
	return a.predMoveOp(kind, op{reg: def, width: 1}, op{reg: use, width: 1}, pos)
}

func (a *allocator) predMoveOp(kind uint8, def, use op, pos int32) *instr {
	def.flags, use.flags = 0, 0
	return &instr{ops: []op{def, use}, nDefs: 1, pos: pos, slot: -1, kind: kind}
}

// pseudo makes a reload (o is its def) or spill (o is its use) of slot.
func (a *allocator) pseudo(kind uint8, o op, slot, pos int32) *instr {
	in := &instr{ops: []op{o}, pos: pos, slot: slot, kind: kind}
	if kind == kindReload {
		in.nDefs = 1
	}
	return in
}

// rematDef is the defining instruction of a predicate recomputed at its
// uses, and its block.
type rematDef struct {
	in *instr
	b  int32
}

// rematDefs picks, among the chosen predicates, those recomputed at each
// use instead of kept in a home register: a virtual register (nothing
// coalesced into it) with a single def, by an instruction the Function
// reports Rematerializable that defines nothing else and reads at most one
// virtual register, itself defined once, outside loops, before the
// predicate's def on every path (so it holds the same value wherever the
// predicate is used) and staying in a register this round.
// Extending that one source to the uses costs at most the register a home
// would take, and saves the save after the def, so it is never worse.
func (a *allocator) rematDefs(g *graph, chosen []bool) []*rematDef {
	n := g.n
	remat := make([]*rematDef, n)
	var want []int32
	for r := int32(0); r < n && r < int32(a.nVRegs); r++ {
		if chosen[r] && a.class[r] == PR {
			want = append(want, r)
		}
	}
	if len(want) == 0 {
		return remat
	}
	aliased := make([]bool, n) // other nodes coalesced into it share its register
	for x := int32(0); x < n; x++ {
		if r := g.getAlias(x); r != x && r < n {
			aliased[r] = true
		}
	}
	defs := make([]int32, n)
	defAt := make([]rematDef, n)
	defIdx := make([]int, n) // index in its block's list
	for b, list := range a.blocks {
		for k, in := range list {
			if in.removed {
				continue
			}
			for _, o := range in.defs() {
				if o.reg >= 0 && o.reg < n {
					defs[o.reg]++
					defAt[o.reg], defIdx[o.reg] = rematDef{in: in, b: int32(b)}, k
				}
			}
		}
	}
	// The source's single def must run at most once (outside loops) and
	// before the predicate's def on every path (dominate it): then the
	// source holds the same value wherever the predicate is used.
	sameValue := func(v, r int32) bool {
		dv, dr := defAt[v].b, defAt[r].b
		if a.depth[dv] != 0 {
			return false
		}
		if dv == dr {
			return defIdx[v] < defIdx[r]
		}
		return a.dominates(dv, dr)
	}
	for _, r := range want {
		d := defAt[r]
		if aliased[r] || defs[r] != 1 || d.in.kind != kindOrig || !d.in.remat || d.in.nDefs != 1 {
			continue
		}
		if o := d.in.ops[0]; o.reg != r || o.flags&opReadsOld != 0 {
			continue
		}
		ok, virt := true, 0
		for _, u := range d.in.uses() {
			switch {
			case u.reg < 0 && u.unit() >= 0: // a real physical register may change
				ok = false
			case u.reg >= 0:
				virt++
				if al := g.getAlias(u.reg); u.reg >= n || defs[u.reg] != 1 || (al < n && chosen[al]) || !sameValue(u.reg, r) {
					ok = false
				}
			}
		}
		if ok && virt <= 1 {
			remat[r] = &rematDef{in: d.in, b: d.b}
		}
	}
	return remat
}
