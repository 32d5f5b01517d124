package kgen

// Short-circuit branch chains (Config.NoBranchChains switches them off):
//
//	if (c1 || c2 || c3) { if (divergent) { side effect } ... } else { ... }
//
// lowered as a chain of conditional branches that all jump into the same
// then-block, whose body starts (after a loop, one time in three) with a
// branch on a condition that differs
// between the threads of a warp and guards a store or an atomic, so the
// branch stays a branch. clang -O0 emits this shape for || conditions; it
// deadlocked gpucc's reconvergence once (lower/funnelchain.go).

// branchChain generates a chain statement.
func (g *gen) branchChain(ctx bool) Stmt {
	r, p := g.r, g.p
	n := 2 + r.intn(3)
	// The first condition is evaluated in the enclosing control flow, the
	// others only where the ones before are false: no collectives there.
	g.noCalls = g.cfg.NoChainCalls
	first := g.condition(ctx)
	inner := ctx && g.c.uniform(first)
	var or []*Cmp
	for i := 1; i < n; i++ {
		c := g.condition(inner)
		inner = inner && g.c.uniform(c)
		or = append(or, c)
	}
	g.noCalls = false
	// The divergent guard: a thread-index bit pattern compared with a value.
	idx := &Bin{Op: "and", X: &Special{Kind: pick(r, []SpecialKind{SpTidX, SpLinear, SpLane, SpGlobal})},
		Y: &Const{T: I32, V: uint64(pick(r, []int{1, 3, 7, 31}))}}
	guard := &Cmp{Pred: pick(r, []string{"eq", "ne", "ult", "ugt"}), X: idx, Y: g.expr(I32, 1, false, false)}
	var side Stmt
	if !g.cfg.NoAtomics && r.chance(1, 2) {
		side = g.atomic(false, 2)
	} else {
		side = &Store{Slot: p.NStores, E: g.expr(pick(r, dataTypes), 2, false, false)}
		p.NStores++
	}
	// Sometimes a loop first: each thread group entering the then-block
	// opens its barrier, and the emulator switches groups at its back edge,
	// so two groups entering one after another (a chain the compiler failed
	// to funnel: an inlined helper's uniform if in a condition, fuzz seed
	// 112011983) deadlock there rather than only in theory.
	var loop []Stmt
	if g.iters*2 <= g.cfg.MaxIterations && r.chance(1, 3) {
		loop = []Stmt{g.loop(false)}
	}
	arms := g.arms(false, 2)
	then := append(append(loop, &If{C: guard, Then: []Stmt{side}}), arms[0]...)
	return &If{C: first, Or: or, Then: then, Else: arms[1]}
}
