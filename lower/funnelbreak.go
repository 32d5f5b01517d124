package lower

import "gpucc/ir/dom"

// Funnelling jumps out of nested arms of divergent loops. A `break` (or an
// early return that does work first) inside an arm of a divergent if in a
// loop makes the if's immediate post-dominator the loop's exit, so the if's
// region spans the rest of the loop: its BSSY, run again every iteration by
// the threads still looping, would open a barrier that only joins after the
// loop, over the threads of the iteration before (one barrier register, two
// thread sets: a deadlock at BSYNC). Instead, the if's region is made to
// reconverge inside the loop: its in-loop join J (the post-dominator of the
// branch in the loop's body with the loop's exit edges left out and its back
// edges leading to one virtual latch) and every exit edge leaving the region
// go through one funnel block that records which was taken and then branches
// to J or to the exit. The funnel is in the loop; its branch is an exit test
// of the loop like the header's, which the loop's own barrier (BSSY before
// the loop, BSYNC after it) joins. A `continue` that only skips to the latch
// needs nothing: its branch reconverges inside the loop already.

// breakToFunnel returns the region of a divergent branch in a loop whose
// immediate post-dominator lies outside its innermost loop, or is reached
// from it only through the loop's back edge, although two or more of its
// successors stay in the loop (an exit in a nested arm), or nil.
// The region is that of the branch, or of the nearest block dominating it
// whose region is entered only through it (breakRegion); of several, the
// smallest comes first. Irreducible control
// flow is left alone.
func (s *funnel) breakToFunnel() *natLoop {
	g := s.g
	loops, irreducible := g.naturalLoops()
	if irreducible || len(loops) == 0 {
		return nil
	}
	var best *natLoop
	for _, x := range g.rpo {
		// A uniform branch inside a divergent region counts too: its
		// thread group is part of the warp, and a divergent region nested
		// in one of its arms can only open its barrier above the branch
		// once the branch's break no longer bypasses the join.
		if !s.divBr[x] && !s.inRegion[x] || s.isFilter(x) || len(g.succs[x]) < 2 {
			continue
		}
		var l *natLoop
		for _, c := range loops {
			if c.body[x] && (l == nil || c.size < l.size) {
				l = c
			}
		}
		if l == nil {
			continue
		}
		// Reconverging in the loop, within the iteration, is fine. (An
		// in-loop post-dominator can also be reached only through the back
		// edge: when the loop's own exit leads to a block that only ends the
		// thread, post-dominance ignores it, and the break's arm
		// post-dominates everything in the loop.)
		if j := g.ipdom[x]; j >= 0 && l.body[j] && !g.region(x, j)[x] {
			continue
		}
		stay := 0
		for _, t := range g.succs[x] {
			if l.body[t] {
				stay++
			}
		}
		if stay < 2 {
			continue // an exit test of the loop: the loop's barrier joins it
		}
		r := s.breakRegion(l, x)
		if r == nil {
			continue
		}
		if best == nil || r.size < best.size {
			best = r
		}
	}
	return best
}

// inLoopJoin returns the post-dominator of block x in the body of loop l
// with the loop's exit edges left out and its back edges leading to a
// virtual latch: the block where the threads of x that stay in the
// iteration meet again, or the loop's header when they only meet at the
// back edges. It returns -1 when there is none.
func (s *funnel) inLoopJoin(l *natLoop, x int) int {
	g := s.g
	n := len(g.blocks)
	latch := n                  // the virtual latch: node n
	succ := func(b int) []int { // in the reversed graph: the body's predecessors
		if b == latch {
			var out []int
			for _, p := range g.preds[l.header] {
				if l.body[p] {
					out = append(out, p)
				}
			}
			return out
		}
		if b == l.header || !l.body[b] {
			return nil
		}
		var out []int
		for _, p := range g.preds[b] {
			if l.body[p] {
				out = append(out, p)
			}
		}
		return out
	}
	pred := func(b int) []int { // in the reversed graph: the body's successors
		if b == latch || !l.body[b] {
			return nil
		}
		var out []int
		back := false
		for _, t := range g.succs[b] {
			switch {
			case t == l.header:
				back = true
			case l.body[t]:
				out = append(out, t)
			}
		}
		if back {
			out = append(out, latch)
		}
		return out
	}
	pd := dom.Compute(n+1, []int{latch}, succ, pred)
	j := pd.Idom[x]
	switch {
	case j < 0:
		return -1
	case j == latch:
		return l.header
	}
	return j
}

// breakRegion returns the region to funnel for branch x of loop l: the
// blocks of l reached from a block d before d's in-loop join, d included,
// for the nearest d dominating x (x itself first) whose region holds x and
// is entered through d only. A region entered from outside (an arm whose
// join the other arm of an enclosing if also reaches) is not funnelled on
// its own: the funnel would not post-dominate the enclosing branch, whose
// threads then enter the join from two sides. Nil when no block up to the
// loop's header has such a region.
func (s *funnel) breakRegion(l *natLoop, x int) *natLoop {
	g := s.g
	n := len(g.blocks)
	for d := x; d >= 0 && l.body[d]; d = g.idom[d] {
		j := s.inLoopJoin(l, d)
		if j < 0 {
			continue
		}
		r := &natLoop{header: d, body: make([]bool, n), noGuards: true}
		r.body[d] = true
		r.size = 1
		stack := []int{d}
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, t := range g.succs[b] {
				if t == j || t == l.header || !l.body[t] || r.body[t] {
					continue
				}
				r.body[t] = true
				r.size++
				stack = append(stack, t)
			}
		}
		single := r.body[x]
		for b, in := range r.body {
			if !in || b == d {
				continue
			}
			for _, p := range g.preds[b] {
				if !r.body[p] {
					single = false
				}
			}
		}
		if single && s.leavesLoop(l, r) {
			return r
		}
		if d == l.header {
			break
		}
	}
	return nil
}

// leavesLoop reports whether an edge from region r leaves loop l towards a
// block that does more than end the thread (a break, or a return with work
// before it); a region without one needs no funnel.
func (s *funnel) leavesLoop(l, r *natLoop) bool {
	for b, in := range r.body {
		if !in {
			continue
		}
		for _, t := range s.g.succs[b] {
			if !l.body[t] && !s.exitOnly(t) {
				return true
			}
		}
	}
	return false
}
