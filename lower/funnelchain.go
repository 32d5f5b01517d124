package lower

// Funnelling acyclic branch chains. A short-circuit condition that LLVM
// keeps as a chain of branches (`if (x == 0 || y == 0 || a[x] > 5) A else
// B` where a load cannot be speculated, and every chain at -O0) sends the
// threads of a divergent branch into A from several branches of the chain,
// one group after another: each group would open the convergence barrier of
// a divergent branch inside A (BSSY) on its own while the group before it is
// still inside, one barrier register for two thread sets, and the warp
// deadlocks at that BSYNC. As for loops with several exits (funnel.go), the
// chain's exit edges are sent through one funnel block that records which
// exit was taken; the chain's head then reconverges there (its immediate
// post-dominator) and A is entered by one group.

// regionToFunnel returns the innermost loop, else the smallest region of a
// branch exiting its loop from a nested arm (funnelbreak.go), else the
// smallest branch chain, whose exits must be funnelled, or nil.
func (s *funnel) regionToFunnel() *natLoop {
	if l := s.loopToFunnel(); l != nil {
		return l
	}
	if r := s.breakToFunnel(); r != nil {
		return r
	}
	return s.chainToFunnel()
}

// chainToFunnel finds a branch h whose region (the blocks reached from h
// before its immediate post-dominator; natural loops inside are allowed)
// holds a join block that h dominates, is not the immediate post-dominator
// of a divergent branch, has two or more predecessors in the region (back
// edges aside), can be entered by two thread groups one after another
// (enteredByGroups), is in no loop that h is not in, and leads to a
// divergent branch of its own before the region ends. The region may be
// entered from elsewhere after the join (an else arm of an enclosing
// uniform if meeting the chain's then-block before a loop, fuzz seed
// 96020465): the groups that enter the join one after another would still
// open the barriers after it over each other. It returns the chain to
// funnel: h and the region's blocks that lead to such a join before any of
// them, when the chain holds a divergent branch (loops inside the chain,
// such as one arm's loop before the join, are funnelled with it: their
// exits leave the chain like any other edge). Of several, the smallest
// chain whose region is entered only through h comes first, then the
// smallest of the others, except that a chain with such a side entry that
// lies inside the first comes before it: funnelled, it enters its
// then-block as one group, and the enclosing chain (a uniform branch whose
// other arm meets that then-block) then needs no funnel of its own; the
// other way round the enclosing funnel's own branch would split the groups
// again before the then-block and the inner chain would need a second one.
func (s *funnel) chainToFunnel() *natLoop {
	g := s.g
	n := len(g.blocks)
	isIpdom := make([]bool, n)
	for b := 0; b < n; b++ {
		// Only divergent branches' joins hold a BSYNC (a block's single
		// successor post-dominates it too, and reaching it from two groups
		// is what the funnel is for).
		if g.reach[b] && g.ipdom[b] >= 0 && s.divBr[b] && !s.isFilter(b) {
			isIpdom[g.ipdom[b]] = true
		}
	}
	loops, _ := g.naturalLoops()
	var best, bestOpen *natLoop
	for _, h := range g.rpo {
		// h itself may branch uniformly: a converged `if (n == 3 || tid <
		// 4 || tid > 20)` enters its then-block from two divergent
		// branches too (and the uniform branch's landing block does not
		// help the groups that come later).
		if len(g.succs[h]) < 2 || s.isFilter(h) {
			continue
		}
		p := g.ipdom[h]
		region, closed, ok := s.branchRegion(h, p)
		if !ok {
			continue
		}
		var joins []int
		for b := range region {
			if b == h || isIpdom[b] || !region[b] || !g.dominates(h, b) {
				continue
			}
			preds := 0
			for _, q := range g.preds[b] {
				if region[q] && !g.dominates(b, q) { // back edges do not join
					preds++
				}
			}
			if preds >= 2 && s.divergesBefore(b, region) && !loopInside(loops, h, b) && s.enteredByGroups(b, region) {
				joins = append(joins, b)
			}
		}
		if len(joins) == 0 {
			continue
		}
		after := make([]bool, n)
		stack := append([]int(nil), joins...)
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if after[b] || !region[b] {
				continue
			}
			after[b] = true
			stack = append(stack, g.succs[b]...)
		}
		// The chain: the blocks before the joins that lead to one (not the
		// arms that go straight on to the branch's join, which may hold
		// loops of their own).
		l := &natLoop{header: h, body: make([]bool, n)}
		l.body[h] = true
		l.size = 1
		stack = append(stack[:0], joins...)
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, q := range g.preds[b] {
				if region[q] && !after[q] && !l.body[q] {
					l.body[q] = true
					l.size++
					stack = append(stack, q)
				}
			}
		}
		divergent := false
		for b, in := range l.body {
			if in && s.divBr[b] && !s.isFilter(b) {
				divergent = true
			}
		}
		if !divergent {
			continue // one thread group reaches each join: nothing to funnel
		}
		switch {
		case closed && (best == nil || l.size < best.size):
			best = l
		case !closed && (bestOpen == nil || l.size < bestOpen.size):
			bestOpen = l
		}
	}
	if best == nil || bestOpen != nil && nestedIn(bestOpen, best) {
		return bestOpen
	}
	return best
}

// nestedIn reports whether chain a lies inside chain b.
func nestedIn(a, b *natLoop) bool {
	for x, in := range a.body {
		if in && !b.body[x] {
			return false
		}
	}
	return true
}

// branchRegion returns the blocks reached from h before p (p excluded)
// when their only cycles are natural loops inside the region (after the
// chain: a then-block holding a loop); ok is false otherwise (a loop around
// h is funnelled as a loop). Blocks that h does not dominate (side entries
// after the chain, left to barrier planning) are in the region: a divergent
// branch there still follows the chain's join. closed says whether h
// dominates every block of the region.
func (s *funnel) branchRegion(h, p int) (region []bool, closed, ok bool) {
	g := s.g
	region = make([]bool, len(g.blocks))
	closed = true
	stack := []int{h}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b == p || region[b] {
			continue
		}
		region[b] = true
		closed = closed && g.dominates(h, b)
		for _, t := range g.succs[b] {
			if t == p {
				continue
			}
			if g.dominates(t, b) && g.dominates(t, h) {
				return nil, false, false // a back edge of a loop around h
			}
			if g.rpoPos[t] <= g.rpoPos[b] && !g.dominates(t, b) {
				return nil, false, false // a retreating edge: not a natural loop in the region
			}
			stack = append(stack, t)
		}
	}
	return region, closed, true
}

// divergesBefore reports whether a divergent branch is reached from j
// inside region.
func (s *funnel) divergesBefore(j int, region []bool) bool {
	seen := make([]bool, len(s.g.blocks))
	stack := []int{j}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[b] || !region[b] {
			continue
		}
		seen[b] = true
		if s.divBr[b] && !s.isFilter(b) {
			return true
		}
		stack = append(stack, s.g.succs[b]...)
	}
	return false
}

// enteredByGroups reports whether join j can be entered by two thread
// groups one after another: whether a divergent branch in region has two
// successors that both reach j before the branch's own join (its immediate
// post-dominator, where its groups have met again). A uniform diamond
// before the chain's divergent branches (an inlined helper's `if` on
// constants in the middle of `a || f(x) > y || ...`, fuzz seed 112011983)
// joins one group; counting it as a join of the chain put the divergent
// branches after it out of the chain and left the real join unfunnelled.
func (s *funnel) enteredByGroups(j int, region []bool) bool {
	g := s.g
	for d := range region {
		if !region[d] || d == j || !s.divBr[d] || s.isFilter(d) {
			continue
		}
		reaching := 0
		for _, t := range g.succs[d] {
			if s.reachesBefore(t, j, g.ipdom[d], region) {
				reaching++
			}
		}
		if reaching >= 2 {
			return true
		}
	}
	return false
}

// reachesBefore reports whether j is reached from t inside region without
// passing stop.
func (s *funnel) reachesBefore(t, j, stop int, region []bool) bool {
	seen := make([]bool, len(s.g.blocks))
	stack := []int{t}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b == j {
			return true
		}
		if b == stop || seen[b] || !region[b] {
			continue
		}
		seen[b] = true
		stack = append(stack, s.g.succs[b]...)
	}
	return false
}

// loopInside reports whether block j is in a loop that does not hold block
// h: such a join is met again every iteration, not once after the chain of
// h (it belongs to a chain inside the loop, funnelled on its own).
func loopInside(loops []*natLoop, h, j int) bool {
	for _, l := range loops {
		if l.body[j] && !l.body[h] {
			return true
		}
	}
	return false
}
