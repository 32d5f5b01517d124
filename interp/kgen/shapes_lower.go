package kgen

import (
	"fmt"
	"sort"
)

// loopFrame collects the jumps out of one loop while its body is lowered.
type loopFrame struct {
	exit, latch         *irBlock
	breaks, conts       []*irBlock
	breakEnvs, contEnvs [][]string
}

// headerPhis opens loop header head with a phi for the counter (starting
// at init) and for every variable body assigns.
func (b *builder) headerPhis(head, pre *irBlock, counter int, init string, body []Stmt) ([]int, map[int]*irPhi) {
	vars := map[int]bool{counter: true}
	assigned(body, vars)
	order := make([]int, 0, len(vars))
	for v := range vars {
		order = append(order, v)
	}
	sort.Ints(order)
	phis := map[int]*irPhi{}
	for _, v := range order {
		in := b.env[v]
		if v == counter {
			in = init
		}
		phi := &irPhi{name: b.tmp(), t: b.p.Vars[v], inc: [][2]string{{in, pre.label}}}
		head.phis = append(head.phis, phi)
		phis[v] = phi
		b.env[v] = phi.name
	}
	return order, phis
}

// latch gathers the end of a loop body and its continues into one block
// (the body's last block itself when nothing continues) and returns false
// when no path reaches it.
func (b *builder) latch(f *loopFrame) bool {
	ends, envs := f.conts, f.contEnvs
	if b.cur != nil {
		if len(ends) == 0 {
			return true
		}
		b.cur.term = "br label %" + f.latch.label
		ends, envs = append(ends, b.cur), append(envs, b.env)
	}
	if len(ends) == 0 {
		return false
	}
	b.merge(f.latch, ends, envs)
	return true
}

// backEdge closes the header phis with the latch's values.
func (b *builder) backEdge(order []int, phis map[int]*irPhi) {
	for _, v := range order {
		phis[v].inc = append(phis[v].inc, [2]string{b.env[v], b.cur.label})
	}
}

// exitFrom enters the loop's exit block, reached from the blocks ends
// (nil entries are absent) with environments envs and from every break.
func (b *builder) exitFrom(f *loopFrame, ends []*irBlock, envs [][]string) {
	var preds []*irBlock
	var penvs [][]string
	for k, e := range ends {
		if e != nil {
			preds, penvs = append(preds, e), append(penvs, envs[k])
		}
	}
	preds, penvs = append(preds, f.breaks...), append(penvs, f.breakEnvs...)
	if len(preds) == 0 {
		b.cur = nil
		return
	}
	b.merge(f.exit, preds, penvs)
}

// headerLoop lowers a loop tested at its header: test(i) continues the
// loop, step(i) advances the counter in the latch.
func (b *builder) headerLoop(counter int, init string, body []Stmt, test, step func(i string) string) {
	pre := b.cur
	head, first := b.newBlock("loop"), b.newBlock("body")
	f := &loopFrame{exit: b.newBlock("exit"), latch: b.newBlock("latch")}
	pre.term = "br label %" + head.label
	b.enter(head)
	order, phis := b.headerPhis(head, pre, counter, init, body)
	i := phis[counter].name
	c := test(i)
	head.term = fmt.Sprintf("br i1 %s, label %%%s, label %%%s", c, first.label, f.exit.label)
	headEnv := append([]string(nil), b.env...)
	b.frames = append(b.frames, f)
	b.enter(first)
	b.stmts(body)
	b.frames = b.frames[:len(b.frames)-1]
	if b.latch(f) {
		b.env[counter] = step(i)
		b.backEdge(order, phis)
		b.cur.term = "br label %" + head.label
	}
	b.exitFrom(f, []*irBlock{head}, [][]string{headEnv})
}

func (b *builder) gridStride(s *GridStride) {
	lim := b.expr(s.Limit)
	bound := b.def("and i32 %s, %d", lim, b.p.gridBound()-1)
	stride := b.def("mul i32 %%nctaid.x, %d", b.p.threads())
	b.headerLoop(s.Counter, "%gid", s.Body,
		func(i string) string { return b.def("icmp ult i32 %s, %s", i, bound) },
		func(i string) string { return b.def("add i32 %s, %s", i, stride) })
}

// doWhile lowers a loop tested at its latch.
func (b *builder) doWhile(s *DoWhile) {
	trip := b.trip(s.Trip)
	pre := b.cur
	head := b.newBlock("do")
	f := &loopFrame{exit: b.newBlock("exit"), latch: b.newBlock("latch")}
	pre.term = "br label %" + head.label
	b.enter(head)
	order, phis := b.headerPhis(head, pre, s.Counter, "0", s.Body)
	i := phis[s.Counter].name
	b.frames = append(b.frames, f)
	b.stmts(s.Body)
	b.frames = b.frames[:len(b.frames)-1]
	var last *irBlock
	var lastEnv []string
	if b.latch(f) {
		next := b.def("add nuw nsw i32 %s, 1", i)
		b.env[s.Counter] = next
		more := b.def("icmp ult i32 %s, %s", next, trip)
		cond := b.expr(s.Cond)
		c := b.def("and i1 %s, %s", more, cond)
		b.backEdge(order, phis)
		b.cur.term = fmt.Sprintf("br i1 %s, label %%%s, label %%%s", c, head.label, f.exit.label)
		last, lastEnv = b.cur, b.env
	}
	b.exitFrom(f, []*irBlock{last}, [][]string{lastEnv})
}

// search lowers a Search: the header exits to NotFound, the test block to
// Found.
func (b *builder) search(s *Search) {
	trip := b.trip(s.Trip)
	pre := b.cur
	head, test, body := b.newBlock("search"), b.newBlock("test"), b.newBlock("step")
	found, notFound := b.newBlock("found"), b.newBlock("notfound")
	pre.term = "br label %" + head.label
	b.enter(head)
	order, phis := b.headerPhis(head, pre, s.Counter, "0", s.Body)
	i := phis[s.Counter].name
	c := b.def("icmp ult i32 %s, %s", i, trip)
	head.term = fmt.Sprintf("br i1 %s, label %%%s, label %%%s", c, test.label, notFound.label)
	headEnv := append([]string(nil), b.env...)
	b.enter(test)
	t := b.expr(s.Test)
	b.cur.term = fmt.Sprintf("br i1 %s, label %%%s, label %%%s", t, body.label, found.label)
	b.enter(body)
	b.frames = append(b.frames, nil) // Check keeps break and continue out of the body
	b.stmts(s.Body)
	b.frames = b.frames[:len(b.frames)-1]
	if b.cur != nil {
		b.env[s.Counter] = b.def("add nuw nsw i32 %s, 1", i)
		b.backEdge(order, phis)
		b.cur.term = "br label %" + head.label
	}
	e1, env1 := b.arm(found, headEnv, s.Found)
	e2, env2 := b.arm(notFound, headEnv, s.NotFound)
	b.join([]*irBlock{e1, e2}, [][]string{env1, env2})
}

func (b *builder) jump(s Stmt) {
	if _, ok := s.(*Return); ok {
		for v, t := range b.p.Vars {
			b.storeSlot(v, t, b.env[v])
		}
		b.cur.term = "ret void"
		b.cur = nil
		return
	}
	f := b.frames[len(b.frames)-1]
	env := append([]string(nil), b.env...)
	if _, ok := s.(*Break); ok {
		f.breaks, f.breakEnvs = append(f.breaks, b.cur), append(f.breakEnvs, env)
		b.cur.term = "br label %" + f.exit.label
	} else {
		f.conts, f.contEnvs = append(f.conts, b.cur), append(f.contEnvs, env)
		b.cur.term = "br label %" + f.latch.label
	}
	b.cur = nil
}

// pick lowers a Pick on the array whose first element base points to
// (pointer type pt, element type t) and returns the element's pointer.
func (b *builder) pick(pk *Pick, t Type, pt string, bases ...string) string {
	cand := func(k int) string {
		base := bases[0]
		if len(bases) > 1 {
			base = bases[k]
		}
		if c, ok := pk.Offs[k].(*Const); ok {
			if pk.Lo+int(c.V&uint64(pk.Span-1)) == 0 {
				return base // (clang folds the GEP away)
			}
			return b.def("getelementptr inbounds %s, %s %s, i64 %d", t, pt, base, pk.Lo+int(c.V&uint64(pk.Span-1)))
		}
		o := b.def("add nuw nsw i64 %s, %d", b.index64(pk.Offs[k], pk.Span), pk.Lo)
		return b.def("getelementptr inbounds %s, %s %s, i64 %s", t, pt, base, o)
	}
	n := len(pk.Offs)
	var p string
	switch {
	case n == 1:
		p = cand(0)
	case pk.Select:
		var cands []string
		for k := 0; k < n; k++ {
			cands = append(cands, cand(k))
		}
		p = cands[n-1]
		for k := n - 2; k >= 0; k-- {
			c := b.expr(pk.Conds[k])
			p = b.def("select i1 %s, %s %s, %s %s", c, pt, cands[k], pt, p)
		}
	default:
		// A chain of branches; with Early every candidate is computed
		// first and each branching block jumps straight to the join (the
		// shape of the segmented-sort kernel), else each candidate is
		// computed in its own arm.
		var early []string
		if pk.Early {
			for k := 0; k < n; k++ {
				early = append(early, cand(k))
			}
		}
		join := b.newBlock("pjoin")
		phi := &irPhi{name: b.tmp(), ts: pt}
		for k := 0; k < n; k++ {
			if k == n-1 {
				q := ""
				if pk.Early {
					q = early[k]
				} else {
					q = cand(k)
				}
				phi.inc = append(phi.inc, [2]string{q, b.cur.label})
				b.cur.term = "br label %" + join.label
				break
			}
			c := b.expr(pk.Conds[k])
			rest := b.newBlock("pnext")
			if pk.Early {
				phi.inc = append(phi.inc, [2]string{early[k], b.cur.label})
				b.cur.term = fmt.Sprintf("br i1 %s, label %%%s, label %%%s", c, join.label, rest.label)
			} else {
				arm := b.newBlock("parm")
				b.cur.term = fmt.Sprintf("br i1 %s, label %%%s, label %%%s", c, arm.label, rest.label)
				b.enter(arm)
				phi.inc = append(phi.inc, [2]string{cand(k), arm.label})
				arm.term = "br label %" + join.label
			}
			b.enter(rest)
		}
		b.enter(join)
		join.phis = append(join.phis, phi)
		p = phi.name
	}
	if pk.M == 1 && pk.D == 0 {
		return p
	}
	if pk.Idx32 {
		v := b.expr(pk.Idx)
		switch it := pk.Idx.Type(); {
		case it > I32:
			v = b.def("trunc %s %s to i32", it, v)
		case it < I32:
			v = b.def("zext %s %s to i32", it, v)
		}
		m := b.def("and i32 %s, %d", v, pk.M-1)
		x := b.def("sub nsw i32 %s, %d", m, pk.D)
		return b.def("getelementptr inbounds %s, %s %s, i32 %s", t, pt, p, x)
	}
	x := b.def("sub nsw i64 %s, %d", b.index64(pk.Idx, pk.M), pk.D)
	return b.def("getelementptr inbounds %s, %s %s, i64 %s", t, pt, p, x)
}

// pointerStmt lowers PtrLoad, PtrStore and PtrAtomic.
func (b *builder) pointerStmt(s Stmt) {
	p := b.p
	local := func(arr int) (Type, string) {
		t := p.Locals[arr]
		return t, b.def("getelementptr inbounds [%[1]d x %[2]s], [%[1]d x %[2]s]* %%loc%[3]d, i64 0, i64 0", LocalLen, t, arr)
	}
	switch s := s.(type) {
	case *PtrLoad:
		var t Type
		var base string
		if s.Local {
			t, base = local(s.Arr)
		} else {
			t, base = p.Inputs[s.Arr].Elem, fmt.Sprintf("%%in%d", s.Arr)
		}
		bases := []string{base}
		for _, a := range s.Mixed {
			if a.Local {
				_, lb := local(a.Arr)
				bases = append(bases, lb)
			} else {
				bases = append(bases, fmt.Sprintf("%%in%d", a.Arr))
			}
		}
		if len(bases) > 1 {
			bases = bases[1:]
		}
		ptr := b.pick(s.P, t, t.String()+"*", bases...)
		if s.ViaSlot {
			slot := b.def("bitcast i8** %%pslot to %s**", t)
			b.emit("store %[1]s* %[2]s, %[1]s** %[3]s, align 8", t, ptr, slot)
			ptr = b.def("load %[1]s*, %[1]s** %[2]s, align 8", t, slot)
		}
		v := b.def("load %[1]s, %[1]s* %[2]s, align %[3]d", t, ptr, t.Bytes())
		switch vt := p.Vars[s.V]; {
		case vt > t:
			v = b.def("sext %s %s to %s", t, v, vt)
		case vt < t:
			v = b.def("trunc %s %s to %s", t, v, vt)
		}
		b.env[s.V] = v
	case *PtrStore:
		v := b.expr(s.E)
		t, base := local(s.Arr)
		ptr := b.pick(s.P, t, t.String()+"*", base)
		b.emit("store %[1]s %[2]s, %[1]s* %[3]s, align %[4]d", t, v, ptr, t.Bytes())
	case *PtrAtomic:
		t, buf := I32, "%acc32"
		if s.Wide {
			t, buf = I64, "%acc64"
		}
		v := b.expr(s.E)
		ptr := b.pick(s.P, t, t.String()+"*", buf)
		b.def("atomicrmw %[1]s %[2]s* %[3]s, %[2]s %[4]s seq_cst", s.Op, t, ptr, v)
	}
}
