package kgen

import "slices"

// Generation of the statements of shapes.go.

// pick generates a Pick on an array of n elements (a power of two), with
// a single candidate if single is set.
func (g *gen) pick(n int, single bool) *Pick {
	r := g.r
	var spans, ms []int
	for s := 1; s <= max(1, n/2); s *= 2 {
		spans = append(spans, s)
	}
	span := pick(r, spans)
	for m := 1; span+m-1 <= n && m <= max(1, n/2); m *= 2 {
		ms = append(ms, m)
	}
	m := pick(r, ms)
	if r.chance(1, 3) {
		m = 1
	}
	// lo - d may be anything in [0, slack]; lo-d = 0 gives p = &a[lo],
	// p[i - lo], the commonest way real code indexes below a pointer.
	slack := n - span - m + 1
	s := 0
	if r.chance(1, 2) {
		s = r.intn(slack + 1)
	}
	lo := s + r.intn(n-span-s+1)
	if r.chance(1, 4) {
		// The array's start: a candidate of constant offset 0 is the base
		// pointer itself, as in phi [base], [base + 1], [base + 2].
		lo, s = 0, 0
	}
	pk := &Pick{Lo: lo, Span: span, M: m, D: lo - s, Select: r.chance(1, 3), Early: r.chance(1, 2), Idx32: r.chance(1, 2)}
	k := 1 + r.intn(3)
	if single {
		k = 1
	}
	for i := 0; i < k; i++ {
		switch {
		case i == 0 && lo == 0 && r.chance(1, 2):
			pk.Offs = append(pk.Offs, &Const{T: I32}) // the base itself
		case r.chance(2, 3):
			pk.Offs = append(pk.Offs, &Const{T: I32, V: uint64(r.intn(span))})
		default:
			pk.Offs = append(pk.Offs, g.expr(pick(r, dataTypes), 1, false, false))
		}
		if i > 0 {
			pk.Conds = append(pk.Conds, g.cmp(1, false, false))
		}
	}
	pk.Idx = g.expr(pick(r, dataTypes), 1, false, false)
	return pk
}

// pointerStmt generates a load, store or atomic through a picked pointer.
func (g *gen) pointerStmt(ctx bool) Stmt {
	r, p := g.r, g.p
	var targets []int
	for v := range p.Vars {
		if !g.counter[v] && !g.frozen[v] && !p.Vars[v].IsFloat() {
			targets = append(targets, v)
		}
	}
	switch r.weighted(4, 3, 3) {
	case 1:
		if g.cfg.NoLocals {
			break
		}
		if len(p.Locals) == 0 {
			p.Locals = append(p.Locals, pick(r, dataTypes))
		}
		k := r.intn(len(p.Locals))
		if len(targets) > 0 && r.chance(1, 2) {
			v := pick(r, targets)
			g.uni[v] = false
			if !g.cfg.NoLocalSharedPhis && r.chance(1, 2) {
				if s := g.mixedLoad(v); s != nil {
					return s
				}
			}
			return &PtrLoad{Local: true, Arr: k, P: g.pick(LocalLen, g.cfg.NoLocalSharedPhis), V: v}
		}
		return &PtrStore{Arr: k, P: g.pick(LocalLen, g.cfg.NoLocalSharedPhis), E: g.expr(p.Locals[k], g.cfg.MaxExprDepth, ctx, false)}
	case 2:
		wide := r.chance(1, 2)
		ops, t := &p.AccOps32, I32
		if wide {
			ops, t = &p.AccOps64, I64
		}
		if g.cfg.NoAtomics || slices.ContainsFunc(ops[:], func(op string) bool { return op != ops[0] }) || slices.Contains(wrapOps, ops[0]) {
			break
		}
		return &PtrAtomic{Op: ops[0], Wide: wide, P: g.pick(AccLen, false), E: g.expr(t, g.cfg.MaxExprDepth, ctx, false)}
	}
	if len(targets) == 0 {
		return nil
	}
	k := r.intn(len(p.Inputs))
	if p.Inputs[k].Elem.IsFloat() {
		return nil
	}
	v := pick(r, targets)
	g.uni[v] = false
	return &PtrLoad{Arr: k, P: g.pick(p.Inputs[k].Len, false), V: v}
}

// tripCount draws a loop's trip count expression for at most bound
// iterations.
func (g *gen) tripCount(ctx bool, bound int) Expr {
	if bound == MaxTrip && g.r.chance(1, 2) {
		return g.expr(I32, 1, ctx, ctx && g.r.chance(1, 2))
	}
	return &Const{T: I32, V: uint64(1 + g.r.intn(bound))}
}

// enterLoop freezes the variables uniform at a loop's entry (see gen) and
// makes counter visible; leaveLoop undoes the freezing and returns the
// entry state.
func (g *gen) enterLoop(counter int, uniform, search bool, bound int) ([]bool, []bool) {
	entry := slices.Clone(g.uni)
	saved := slices.Clone(g.frozen)
	for v := range g.uni {
		g.frozen[v] = g.frozen[v] || g.uni[v]
	}
	g.visible = append(g.visible, counter)
	g.iters *= bound
	g.loops = append(g.loops, loopCtx{uniform: uniform, search: search})
	return entry, saved
}

func (g *gen) leaveLoop(saved []bool, bound int) {
	g.loops = g.loops[:len(g.loops)-1]
	g.iters /= bound
	copy(g.frozen, saved)
}

// search generates a two-exit Search loop.
func (g *gen) search(ctx bool) Stmt {
	r := g.r
	bound := min(MaxTrip, g.cfg.MaxIterations/g.iters)
	trip := g.tripCount(ctx, bound)
	counter := g.newVar(I32, true)
	tripUniform := ctx && g.c.uniform(trip)
	g.uni[counter] = tripUniform
	g.visible = append(g.visible, counter) // the test reads the counter
	test := g.cmp(2, false, tripUniform && r.chance(1, 2))
	inner := tripUniform && g.c.uniform(test)
	g.uni[counter] = inner
	g.visible = g.visible[:len(g.visible)-1]
	entry, saved := g.enterLoop(counter, inner, true, bound)
	var body []Stmt
	if r.chance(2, 3) {
		body = g.sub(inner)
	}
	g.leaveLoop(saved, bound)
	for v := range entry {
		g.uni[v] = g.uni[v] && entry[v]
	}
	g.uni[counter] = inner
	arms := g.arms(inner, 2)
	return &Search{Counter: counter, Trip: trip, Test: test, Body: body, Found: arms[0], NotFound: arms[1]}
}

// doWhile generates a do/while loop, often around a grid-stride loop.
func (g *gen) doWhile(ctx bool) Stmt {
	r := g.r
	bound := min(MaxTrip, g.cfg.MaxIterations/g.iters)
	nest := g.depth+1 < g.cfg.MaxDepth && g.budget > 3 && r.chance(1, 2)
	if nest {
		bound = min(bound, 2)
	}
	trip := g.tripCount(ctx, bound)
	inner := ctx && g.c.uniform(trip) && r.chance(2, 3)
	counter := g.newVar(I32, true)
	g.uni[counter] = inner
	_, saved := g.enterLoop(counter, inner, false, bound)
	var body []Stmt
	if nest && g.iters*MaxTrip <= g.cfg.MaxIterations {
		g.depth++
		body = append(body, g.gridStride(inner))
		g.depth--
	}
	body = append(body, g.sub(inner)...)
	// The condition is evaluated after the body; a uniform loop needs a
	// uniform one.
	cond := g.cmp(2, false, inner)
	g.leaveLoop(saved, bound)
	g.uni[counter] = inner
	return &DoWhile{Counter: counter, Trip: trip, Body: body, Cond: cond}
}

// gridStride generates a grid-stride loop, often around a Search.
func (g *gen) gridStride(ctx bool) Stmt {
	r := g.r
	if g.iters*MaxTrip > g.cfg.MaxIterations {
		return g.assignStmt(ctx)
	}
	limit := g.expr(I32, 1, false, false)
	if r.chance(1, 2) {
		// Around the grid's thread count, so that some threads run one
		// iteration more than others.
		total := g.p.threads() * int(g.p.Grid.X)
		limit = &Const{T: I32, V: uint64(total*(1+r.intn(3)) + r.intn(total))}
	}
	counter := g.newVar(I32, true)
	g.uni[counter] = false
	entry, saved := g.enterLoop(counter, false, false, MaxTrip)
	var body []Stmt
	if !g.cfg.NoMultiExit && g.depth+1 < g.cfg.MaxDepth && g.budget > 3 && r.chance(1, 2) {
		g.depth++
		g.budget--
		body = append(body, g.search(false))
		g.depth--
	}
	body = append(body, g.sub(false)...)
	g.leaveLoop(saved, MaxTrip)
	for v := range entry {
		g.uni[v] = g.uni[v] && entry[v]
	}
	g.uni[counter] = false
	return &GridStride{Counter: counter, Limit: limit, Body: body}
}

// canBreak reports whether break and continue may appear: inside a loop
// (not a Search) whose body is divergent.
func (g *gen) canBreak() bool {
	n := len(g.loops)
	return !g.cfg.NoJumps && n > 0 && !g.loops[n-1].uniform && !g.loops[n-1].search
}

// canReturn reports whether a thread may return here: inside loops that
// are all divergent, so no barrier or collective of an enclosing loop's
// later iteration misses the exited threads (and everything generated
// afterwards counts as divergent).
func (g *gen) canReturn() bool {
	return !g.cfg.NoJumps && len(g.loops) > 0 && !slices.ContainsFunc(g.loops, func(l loopCtx) bool { return l.uniform })
}

// jump generates `if (c) { [out = e;] break/continue/return; }`.
func (g *gen) jump() Stmt {
	r, p := g.r, g.p
	var j Stmt
	switch {
	case g.canBreak() && (!g.canReturn() || r.chance(3, 4)):
		j = &Break{}
		if r.chance(1, 2) {
			j = &Continue{}
		}
	case g.canReturn():
		j = &Return{}
	default:
		return nil
	}
	c := g.condition(false)
	var then []Stmt
	if r.chance(1, 2) {
		then = append(then, &Store{Slot: p.NStores, E: g.expr(pick(r, dataTypes), 2, false, false)})
		p.NStores++
	}
	if _, ok := j.(*Return); ok {
		g.exited = true
	}
	return &If{C: c, Then: append(then, j)}
}
