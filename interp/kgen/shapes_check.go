package kgen

import "slices"

// Check rules for the statements of shapes.go.

// meetInto narrows state to the variables also uniform in other.
func meetInto(state, other []bool) {
	for i := range state {
		state[i] = state[i] && other[i]
	}
}

// cycle computes the uniformity fixpoint of a loop entered with state
// c.uni. iter runs one iteration from the header state in context inner
// and reports whether the iteration's own tests keep it uniform; the
// header state is the meet of the entry state and the states reaching the
// back edge (the end of the body and every continue). A divergent test, a
// divergent break or continue makes the whole loop divergent: lanes leave
// or skip at different iterations. The reporting pass runs last; cycle
// leaves c.uni at the final header state and returns the loop's context,
// the reporting pass's jumps and the state at the end of its iteration.
func (c *checker) cycle(inner bool, counter int, noJumps, report bool, iter func(inner, report bool) bool) (bool, *frame, []bool) {
	for {
		header := slices.Clone(c.uni)
		c.uni[counter] = inner
		f := &frame{noJumps: noJumps}
		c.frames = append(c.frames, f)
		uniformTests := iter(inner, false)
		c.frames = c.frames[:len(c.frames)-1]
		if inner && (!uniformTests || f.divergent) {
			inner = false
			c.uni = header
			continue
		}
		back := c.uni
		for _, st := range f.conts {
			meetInto(back, st)
		}
		changed := false
		for i := range header {
			if header[i] && !back[i] {
				changed = true
			}
			header[i] = header[i] && back[i]
		}
		c.uni = header
		if !changed {
			break
		}
	}
	header := slices.Clone(c.uni)
	header[counter] = inner
	c.uni = slices.Clone(header)
	f := &frame{noJumps: noJumps}
	c.frames = append(c.frames, f)
	iter(inner, report)
	c.frames = c.frames[:len(c.frames)-1]
	end := c.uni
	c.uni = header
	return inner, f, end
}

// headerLoop checks a loop tested at its header (Loop, GridStride); it
// exits from the header and from every break.
func (c *checker) headerLoop(counter int, inner bool, body []Stmt, report bool) {
	_, f, _ := c.cycle(inner, counter, false, report, func(in, rep bool) bool {
		c.stmts(body, in, rep)
		return true
	})
	for _, st := range f.breaks {
		meetInto(c.uni, st)
	}
}

// pick checks a Pick on an array of n elements; its conditions, offsets
// and index are evaluated in divergent control flow.
func (c *checker) pick(pk *Pick, n int, report bool) {
	if pk == nil || len(pk.Offs) < 1 || len(pk.Offs) > 3 || len(pk.Conds) != len(pk.Offs)-1 || pk.Idx == nil {
		c.fail("malformed pointer pick")
		return
	}
	pow2 := func(x int) bool { return x >= 1 && x&(x-1) == 0 }
	if !pow2(pk.Span) || !pow2(pk.M) || pk.D < 0 || pk.D > pk.Lo || pk.Lo+pk.Span-1 >= n || pk.Lo-pk.D+pk.Span-1+pk.M-1 >= n {
		c.fail("pointer pick lo %d span %d m %d d %d out of bounds of %d elements", pk.Lo, pk.Span, pk.M, pk.D, n)
	}
	if !report {
		return
	}
	for _, e := range pk.Conds {
		c.expr(e, false)
	}
	for _, e := range append(slices.Clone(pk.Offs), pk.Idx) {
		c.expr(e, false)
		if e.Type() == I1 {
			c.fail("pointer pick offset or index of type i1")
		}
	}
}

// shape checks the statements of shapes.go.
func (c *checker) shape(s Stmt, ctx, report bool) {
	p := c.p
	check := func(e Expr) {
		if report {
			c.expr(e, ctx)
		}
	}
	switch s := s.(type) {
	case *PtrLoad:
		n := 0
		var elem Type
		switch {
		case s.Local && s.Arr >= 0 && s.Arr < len(p.Locals):
			n, elem = LocalLen, p.Locals[s.Arr]
		case !s.Local && s.Arr >= 0 && s.Arr < len(p.Inputs):
			n, elem = p.Inputs[s.Arr].Len, p.Inputs[s.Arr].Elem
		default:
			c.fail("pointer load from array %d", s.Arr)
			return
		}
		if s.Mixed != nil && s.P != nil && len(s.Mixed) != len(s.P.Offs) {
			c.fail("mixed pointer load with %d arrays for %d candidates", len(s.Mixed), len(s.P.Offs))
			return
		}
		for _, a := range s.Mixed {
			switch {
			case a.Local && a.Arr >= 0 && a.Arr < len(p.Locals) && p.Locals[a.Arr] == elem:
				n = min(n, LocalLen)
			case !a.Local && a.Arr >= 0 && a.Arr < len(p.Inputs) && p.Inputs[a.Arr].Elem == elem:
				n = min(n, p.Inputs[a.Arr].Len)
			default:
				c.fail("mixed pointer load from array %+v", a)
				return
			}
		}
		if s.ViaSlot && !p.PtrSlot {
			c.fail("pointer load through the pointer slot without Prog.PtrSlot")
		}
		c.pick(s.P, n, report)
		if s.V < 0 || s.V >= len(p.Vars) {
			c.fail("pointer load into variable %d", s.V)
			return
		}
		c.uni[s.V] = false
	case *PtrStore:
		check(s.E)
		if s.Arr < 0 || s.Arr >= len(p.Locals) || p.Locals[s.Arr] != s.E.Type() {
			c.fail("malformed pointer store")
			return
		}
		c.pick(s.P, LocalLen, report)
	case *PtrAtomic:
		check(s.E)
		want, ops := I32, &p.AccOps32
		if s.Wide {
			want, ops = I64, &p.AccOps64
		}
		if s.E.Type() != want || !slices.Contains(atomicOps, s.Op) {
			c.fail("malformed pointer atomic")
			return
		}
		c.pick(s.P, AccLen, report)
		if c.err != nil {
			return
		}
		// Every counter the pick can reach has the atomic's operation.
		for k := s.P.Lo - s.P.D; k <= s.P.Lo-s.P.D+s.P.Span-1+s.P.M-1; k++ {
			if ops[k] != s.Op {
				c.fail("pointer atomic %s can reach counter %d of atomic %s", s.Op, k, ops[k])
			}
		}
	case *Search:
		check(s.Trip)
		if s.Trip.Type() != I32 || s.Test == nil || s.Counter < 0 || s.Counter >= len(p.Vars) || p.Vars[s.Counter] != I32 {
			c.fail("malformed search loop")
			return
		}
		inner, _, _ := c.cycle(ctx && c.uniform(s.Trip), s.Counter, true, report, func(in, rep bool) bool {
			if rep {
				c.expr(s.Test, in)
			}
			c.stmts(s.Body, in, rep)
			return c.uniform(s.Test)
		})
		// Both exits leave from the header state (the test does not
		// assign), lanes of a divergent loop at different iterations.
		header := slices.Clone(c.uni)
		c.stmts(s.Found, inner, report)
		found := c.uni
		c.uni = header
		c.stmts(s.NotFound, inner, report)
		meetInto(c.uni, found)
	case *DoWhile:
		check(s.Trip)
		if s.Trip.Type() != I32 || s.Cond == nil || s.Counter < 0 || s.Counter >= len(p.Vars) || p.Vars[s.Counter] != I32 {
			c.fail("malformed do/while loop")
			return
		}
		_, f, end := c.cycle(ctx && c.uniform(s.Trip), s.Counter, false, report, func(in, rep bool) bool {
			c.stmts(s.Body, in, rep)
			// The latch gathers the end of the body and the continues; the
			// condition is evaluated there.
			for _, st := range c.frames[len(c.frames)-1].conts {
				meetInto(c.uni, st)
			}
			if rep {
				c.expr(s.Cond, in && !c.exited)
			}
			return c.uniform(s.Cond)
		})
		// The loop exits from the latch and from every break.
		c.uni = end
		for _, st := range f.breaks {
			meetInto(c.uni, st)
		}
	case *GridStride:
		check(s.Limit)
		if s.Limit.Type() != I32 || s.Counter < 0 || s.Counter >= len(p.Vars) || p.Vars[s.Counter] != I32 {
			c.fail("malformed grid-stride loop")
			return
		}
		// Threads run different numbers of iterations.
		c.headerLoop(s.Counter, false, s.Body, report)
	case *Break, *Continue:
		if len(c.frames) == 0 || c.frames[len(c.frames)-1].noJumps {
			c.fail("break or continue outside a loop that takes it")
			return
		}
		f := c.frames[len(c.frames)-1]
		if !ctx {
			f.divergent = true
		}
		if _, ok := s.(*Break); ok {
			f.breaks = append(f.breaks, slices.Clone(c.uni))
		} else {
			f.conts = append(f.conts, slices.Clone(c.uni))
		}
	case *Return:
		c.exited = true
	default:
		c.fail("unknown statement %T", s)
	}
}
