package lower

import (
	"fmt"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/isa"
)

func blockName(b *llir.Block) string { return strings.TrimPrefix(b.Ident(), "%") }

// planBlocks creates the machine blocks, the landing and join blocks that
// the reconvergence plan inserts on LLVM edges, and the layout: LLVM order,
// with inserted blocks just before the block they lead to.
func (s *sel) planBlocks(rc *reconvergence) {
	g := s.g
	n := len(g.blocks)
	s.mbs = make([]*mblock, n)
	for i, b := range g.blocks {
		if !g.reach[i] {
			continue
		}
		s.mbs[i] = &mblock{b: &ir.Block{Name: blockName(b)}, llb: i, phiSrc: i, mergeFor: -1}
	}
	s.entry = s.mbs[0]
	s.edgeBlocks = map[[2]int]*mblock{}
	before := map[int][]*mblock{}
	s.inserted = make([]*mblock, len(rc.inserts))
	for k, ins := range rc.inserts {
		m := &mblock{b: &ir.Block{Name: ins.name}, llb: -1, phiSrc: -1, mergeFor: ins.target}
		for _, p := range ins.from {
			s.edgeBlocks[[2]int{p, ins.target}] = m
		}
		before[ins.target] = append(before[ins.target], m)
		s.inserted[k] = m
	}
	s.bars = rc.bars
	for i := range g.blocks {
		if s.mbs[i] == nil {
			continue
		}
		s.layout = append(s.layout, before[i]...)
		s.layout = append(s.layout, s.mbs[i])
	}
}

// at is the machine block of a site of the reconvergence plan.
func (s *sel) at(x site) *mblock {
	if x.llb >= 0 {
		return s.mbs[x.llb]
	}
	return s.inserted[x.ins]
}

// target is the machine block an LLVM edge leads to.
func (s *sel) target(from, to int) *ir.Block {
	if m, ok := s.edgeBlocks[[2]int{from, to}]; ok {
		return m.b
	}
	return s.mbs[to].b
}

// selectBlocks lowers every reachable block in reverse postorder, so that
// definitions are lowered before their uses (phis aside).
func (s *sel) selectBlocks() {
	for _, bi := range s.g.rpo {
		b := s.g.blocks[bi]
		mb := s.mbs[bi]
		s.cur, s.curBlock = mb, b
		for _, inst := range b.Insts {
			if phi, ok := inst.(*llir.InstPhi); ok && !s.exitOnly(bi) {
				// (The phis of a block that only exits are dead.)
				s.curInst = phi
				s.lowerPhi(mb, phi)
			}
		}
		for _, inst := range b.Insts {
			if _, ok := inst.(*llir.InstPhi); ok {
				continue
			}
			if v, ok := inst.(value.Value); ok {
				if _, done := s.vals[v]; done {
					continue
				}
				if _, hoisted := s.place[v]; hoisted || s.deferred[v] || s.reductionPart[v] {
					continue
				}
			}
			s.lowerInst(inst)
		}
		s.curInst = b.Term
		s.origin = b.Term
		s.lowerTerm(bi, b)
	}
	s.curInst, s.curBlock = nil, nil
}

// lowerPhi creates the machine phi of an LLVM phi (its arguments are
// filled in by finish): a PR for i1, a GPR or UR (uniform) register, or a
// pair for 64-bit values.
func (s *sel) lowerPhi(mb *mblock, phi *llir.InstPhi) {
	bits := s.checkInt(phi)
	uniform := s.inUR[phi]
	name := strings.TrimPrefix(phi.Ident(), "%")
	var d ir.VReg
	var lv *lval
	switch {
	case bits == 1:
		d = s.newPR(name)
		lv = &lval{bits: 1, p: pred{k: pPR, r: ir.Whole(d)}}
	case bits == 64:
		if uniform {
			d = s.newUPair(name)
		} else {
			d = s.newPair(name)
		}
		lv = pairLval(d, uniform)
	default:
		if uniform {
			d = s.newUR(name)
		} else {
			d = s.newGPR(name)
		}
		lv = &lval{bits: bits, x: result(ir.Whole(d), uniform)}
	}
	lv.home = mb
	if sp, ok := s.pointerSpaces[phi]; ok {
		lv.space = sp
	}
	s.vals[phi] = lv
	in := &ir.Instr{Op: ir.OpPhi, Dst: ir.Whole(d), OriginInst: phi}
	mb.phis = append(mb.phis, in)
	mb.llPhis = append(mb.llPhis, phi)
	mb.mPhis = append(mb.mPhis, in)
}

// bra appends a branch to the current block's terminators.
func (s *sel) bra(to *ir.Block, guard ir.Reg, not bool) {
	in := ir.NewInstr("BRA_I")
	in.OriginInst = s.origin
	in.Target = to
	if guard.V != 0 {
		in.SetReg("pg", guard)
		if not {
			in.SetVal("pg.not", 1)
		}
	}
	s.cur.term = append(s.cur.term, in)
}

// nextInLayout is the block laid out after m.
func (s *sel) nextInLayout(m *mblock) *ir.Block {
	for i, x := range s.layout {
		if x == m && i+1 < len(s.layout) {
			return s.layout[i+1].b
		}
	}
	return nil
}

// condBranch ends the current block with `@p BRA t; BRA f`, inverted when t
// is the next block so that the unconditional branch falls through.
func (s *sel) condBranch(p pred, t, f *ir.Block) {
	if p.k == pConst {
		if !p.c {
			t, f = f, t
		}
		if t != f {
			// The branch is decided, but the edge to the other target
			// stays in the machine CFG (`@!PT BRA`, never taken), which
			// must keep the LLVM CFG's shape: phis there still have an
			// argument for it, and the blocks only it reaches must stay
			// reachable (their values are defined by dominating blocks).
			in := ir.NewInstr("BRA_I")
			in.OriginInst = s.origin
			in.Target = f
			in.SetPhys("pg", isa.PT).SetVal("pg.not", 1)
			s.cur.term = append(s.cur.term, in)
		}
		s.bra(t, ir.Reg{}, false)
		return
	}
	if t == f {
		s.bra(t, ir.Reg{}, false)
		return
	}
	r, not := s.toPR(p)
	if s.nextInLayout(s.cur) == t {
		t, f, not = f, t, !not
	}
	s.bra(t, r, not)
	s.bra(f, ir.Reg{}, false)
}

func (s *sel) lowerTerm(bi int, b *llir.Block) {
	switch t := b.Term.(type) {
	case *llir.TermRet, *llir.TermUnreachable:
		if r, ok := t.(*llir.TermRet); ok && s.sub() {
			s.lowerSubReturn(r)
			return
		}
		in := ir.NewInstr("EXIT_X")
		in.OriginInst = s.origin
		s.cur.term = append(s.cur.term, in)
	case *llir.TermBr:
		to := s.g.index[t.Target.(*llir.Block)]
		s.bra(s.target(bi, to), ir.Reg{}, false)
	case *llir.TermCondBr:
		p := s.predOf(t.Cond)
		tt := s.g.index[t.TargetTrue.(*llir.Block)]
		tf := s.g.index[t.TargetFalse.(*llir.Block)]
		s.condBranch(p, s.target(bi, tt), s.target(bi, tf))
	case *llir.TermSwitch:
		s.lowerSwitch(bi, t)
	}
}

// lowerSwitch compares the value with each case (cases with the same
// target share one predicate, ORed in the ISETP) and branches through a
// chain of blocks, one conditional branch each.
func (s *sel) lowerSwitch(bi int, t *llir.TermSwitch) {
	bits := s.checkInt(t.X)
	if bits == 1 {
		s.fail("switch on i1 is not supported")
	}
	type group struct {
		to int
		p  pred
	}
	var groups []*group
	byTarget := map[int]*group{}
	def := s.g.index[t.TargetDefault.(*llir.Block)]
	var x, xlo, xhi opnd
	if bits == 64 {
		xlo, xhi = s.halves(t.X)
	} else {
		x = s.ext32(t.X, false)
	}
	for _, c := range t.Cases {
		to := s.g.index[c.Target.(*llir.Block)]
		if to == def {
			continue
		}
		cv, _ := constValue(c.X)
		gr := byTarget[to]
		if gr == nil {
			gr = &group{to: to, p: predFalse}
			byTarget[to] = gr
			groups = append(groups, gr)
		}
		boolop, pp := "OR", gr.p
		if pp.k == pConst {
			boolop, pp = "AND", predTrue
		}
		if bits == 64 {
			p0 := s.isetp("EQ", "U32", s.toGPR(xlo), imm(uint32(cv)), "AND", predTrue, false, pred{})
			gr.p = s.isetp("EQ", "U32", s.toGPR(xhi), imm(uint32(cv>>32)), boolop, pp, true, p0)
		} else {
			gr.p = s.isetp("EQ", "U32", s.toGPR(x), imm(uint32(zeroExtend(cv, bits))), boolop, pp, false, pred{})
		}
	}
	if len(groups) == 0 {
		s.bra(s.target(bi, def), ir.Reg{}, false)
		return
	}
	cur := s.cur
	for i, gr := range groups {
		var next *ir.Block
		var nextM *mblock
		if i+1 < len(groups) {
			nextM = &mblock{b: &ir.Block{Name: fmt.Sprintf("%s.case%d", blockName(s.g.blocks[bi]), i+1)}, llb: -1, phiSrc: bi, mergeFor: -1}
			s.insertAfter(cur, nextM)
			next = nextM.b
		} else {
			next = s.target(bi, def)
		}
		s.condBranch(gr.p, s.target(bi, gr.to), next)
		if nextM != nil {
			cur = nextM
			s.cur = nextM
		}
	}
}

// insertAfter puts a new block after m in the layout.
func (s *sel) insertAfter(m, n *mblock) {
	for i, x := range s.layout {
		if x == m {
			s.layout = append(s.layout[:i+1], append([]*mblock{n}, s.layout[i+1:]...)...)
			return
		}
	}
	s.layout = append(s.layout, n)
}

// finish creates the merge blocks' phis and branches, lays the blocks out,
// fills in every phi's arguments in predecessor order, places the
// barriers and assembles the instruction lists.
func (s *sel) finish() {
	s.curBlock, s.curInst = nil, nil
	for _, m := range s.layout {
		if m.mergeFor < 0 {
			continue
		}
		target := s.mbs[m.mergeFor]
		m.mergePhis = map[*llir.InstPhi]*ir.Instr{}
		for k, phi := range target.llPhis {
			info := s.f.VRegs[target.mPhis[k].Dst.V]
			d := s.f.NewVReg(info.Class, info.Size, info.Name)
			in := &ir.Instr{Op: ir.OpPhi, Dst: ir.Whole(d), OriginInst: phi}
			m.phis = append(m.phis, in)
			m.mergePhis[phi] = in
		}
		br := ir.NewInstr("BRA_I")
		br.Target = target.b
		m.term = append(m.term, br)
	}
	s.f.Blocks = nil
	byBlock := map[*ir.Block]*mblock{}
	for _, m := range s.layout {
		s.f.Blocks = append(s.f.Blocks, m.b)
		byBlock[m.b] = m
	}
	s.f.Renumber()
	for _, m := range s.layout {
		m.b.Instrs = m.term
	}
	s.f.ComputeCFG()
	// Phi arguments.
	for _, m := range s.layout {
		for _, lp := range m.loopPhis {
			for _, pb := range m.b.Preds {
				a, ok := lp.args[pb]
				if !ok {
					s.fail("internal compiler error: inserted loop %s has an unexpected predecessor %s", m.b.Name, pb.Name)
				}
				lp.in.Args = append(lp.in.Args, a)
			}
		}
		if len(m.phis) == 0 || len(m.loopPhis) > 0 {
			continue
		}
		for _, pb := range m.b.Preds {
			pm := byBlock[pb]
			if m.mergeFor < 0 {
				for k, phi := range m.llPhis {
					var arg ir.Reg
					if pm.mergeFor == m.llb {
						arg = pm.mergePhis[phi].Dst
					} else {
						arg = s.phiArg(pm, phi, m.mPhis[k].Dst)
					}
					m.mPhis[k].Args = append(m.mPhis[k].Args, arg)
				}
				continue
			}
			for _, phi := range s.mbs[m.mergeFor].llPhis {
				in := m.mergePhis[phi]
				in.Args = append(in.Args, s.phiArg(pm, phi, in.Dst))
			}
		}
	}
	// Barriers.
	for _, b := range s.bars {
		syncAt := s.at(b.syncAt)
		if b.mask {
			// More regions are active than barrier registers exist: this
			// one keeps its lane mask in a GPR (see reconvergence.mask).
			v := s.f.NewVReg(isa.GPR, 1, "bmask")
			vote := ir.NewInstr("VOTE_X").SetMod("voteop", "ANY").SetReg("rd", ir.Whole(v)).SetPhys("pu", isa.PT).SetPhys("pp", isa.PT)
			vote.OriginInst = s.g.blocks[b.branch].Term
			at := s.at(b.bssyAt).end()
			at.tail = append(at.tail, vote)
			wsync := ir.NewInstr("WARPSYNC_R").SetReg("rb", ir.Whole(v))
			wsync.OriginInst = vote.OriginInst
			syncAt.head = append([]*ir.Instr{wsync}, syncAt.head...)
			continue
		}
		bssy := ir.NewInstr("BSSY_I").SetPhys("bd", uint32(b.reg))
		bssy.Target = syncAt.b
		bssy.OriginInst = s.g.blocks[b.branch].Term
		at := s.at(b.bssyAt).end()
		at.tail = append(at.tail, bssy)
		for _, x := range b.sideAt {
			m := s.at(x)
			side := ir.NewInstr("BSSY_I").SetPhys("bd", uint32(b.reg))
			side.Target, side.OriginInst = syncAt.b, bssy.OriginInst
			m.tail = append(m.tail, side)
		}
		bsync := ir.NewInstr("BSYNC_X").SetPhys("ba", uint32(b.reg))
		bsync.OriginInst = bssy.OriginInst
		syncAt.head = append([]*ir.Instr{bsync}, syncAt.head...)
	}
	for _, m := range s.layout {
		var all []*ir.Instr
		all = append(all, m.phis...)
		all = append(all, m.head...)
		all = append(all, m.body...)
		all = append(all, m.tail...)
		all = append(all, m.term...)
		m.b.Instrs = all
		if s.divergentBlock(m) {
			s.checkNoUniformDefs(m)
		}
	}
	s.f.ComputeCFG()
}

// divergentBlock reports whether a machine block lies in a divergent
// region (inserted merge blocks count as part of the block they lead to).
func (s *sel) divergentBlock(m *mblock) bool {
	switch {
	case s.sub():
		return true // a subroutine may be called from divergent code
	case m.llb >= 0:
		return s.inRegion[m.llb]
	case m.phiSrc >= 0:
		return s.inRegion[m.phiSrc]
	case m.mergeFor >= 0:
		return s.inRegion[m.mergeFor]
	}
	return false
}

// checkNoUniformDefs enforces the rule that no uniform register or
// predicate is written in a divergent region: the two sides of a divergent
// branch both run, one after the other, so such a write could clobber a
// uniform value that the register allocator, seeing only one side live,
// gave the same register.
func (s *sel) checkNoUniformDefs(m *mblock) {
	for _, in := range m.b.Instrs {
		for _, d := range in.Defs() {
			if d.Class == isa.UR || d.Class == isa.UPR {
				s.fail("internal compiler error: block %s in a divergent region writes a uniform register (%s)", m.b.Name, in.OriginText())
			}
		}
	}
}

// phiArg materializes, at the end of machine block pm, the incoming value
// of phi for the LLVM predecessor pm stands for, in the class and size of
// the phi's destination.
func (s *sel) phiArg(pm *mblock, phi *llir.InstPhi, dst ir.Reg) ir.Reg {
	src := s.g.blocks[pm.phiSrc]
	var inc value.Value
	for _, x := range phi.Incs {
		if x.Pred == src {
			inc = x.X
			break
		}
	}
	s.curBlock, s.curInst = s.g.blocks[s.blockOf[phi]], phi
	if inc == nil {
		s.fail("the phi has no incoming value for predecessor %s", src.Ident())
	}
	s.origin = phi
	var out ir.Reg
	s.inBlock(pm, func() { out = s.materialize(inc, dst) })
	return out
}

// materialize returns value v in a whole virtual register of the class and
// size of dst (a phi destination).
func (s *sel) materialize(v value.Value, dst ir.Reg) ir.Reg {
	info := s.f.VRegs[dst.V]
	if isUndef(v) {
		// Any value will do; zero is cheapest to make.
		switch {
		case info.Class == isa.PR:
			return s.predReg(predFalse)
		case info.Size == 2 && info.Class == isa.GPR:
			p := s.newPair("")
			s.emit("MOV_R").SetMod("width", "64").SetReg("rd", ir.Whole(p)).SetPhys("rb", isa.RZ)
			return ir.Whole(p)
		}
	}
	lv := s.get(v)
	switch {
	case info.Class == isa.PR:
		return s.predReg(lv.p)
	case info.Size == 2:
		s.settle(lv)
		return s.lvalPair(lv, info.Class)
	}
	o := lv.x
	whole := func(o opnd) bool { return o.r.V != 0 && s.f.VRegs[o.r.V].Size == 1 && o.r.Sub == 0 && !o.neg }
	if info.Class == isa.UR {
		if o.k == kUReg && whole(o) {
			return o.r
		}
		if o.k == kUReg && o.r.V == 0 {
			o = zero
		}
		return s.cached(cacheKey{kind: "uphi", r: o.r, v: uint64(o.k)<<32 | uint64(o.imm) | uint64(o.off)}, func() ir.Reg {
			d := s.newUR("")
			if o.k == kImm {
				s.emit("UMOV_I").SetReg("urd", ir.Whole(d)).SetVal("vb", o.imm)
			} else {
				s.umovInto(ir.Whole(d), o)
			}
			return ir.Whole(d)
		})
	}
	if o.k == kReg && whole(o) {
		return o.r
	}
	if (o.k == kReg || o.k == kUReg) && o.r.V == 0 {
		o = zero
	}
	return s.cached(cacheKey{kind: "phi", r: o.r, v: uint64(o.k)<<32 | uint64(o.imm) | uint64(o.off)}, func() ir.Reg {
		d := s.newGPR("")
		s.movInto(ir.Whole(d), o)
		return ir.Whole(d)
	})
}

// predReg returns a predicate value in a whole PR register (copying it
// with PLOP3 when it is negated, constant or uniform).
func (s *sel) predReg(p pred) ir.Reg {
	if p.k == pPR && !p.not {
		return p.r
	}
	// PLOP3 d = a (with a's negation); PT/!PT for constants.
	return s.plop(p, predTrue, predTrue, lutA).r
}
