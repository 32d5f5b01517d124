package lower

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
)

// This file funnels the exits of divergent loops (see "Loop exits" in the
// package documentation). A loop whose threads can leave at different
// iterations towards two or more places (`while (i < end && f(i)) i++;
// if (i < end) A else B` after LLVM merged the loop's exit test into the
// if) would let each group of leaving threads run A or B on its own, and
// a barrier region inside A or B would be opened (BSSY) by one group while
// the group before it is still inside: one barrier register, two thread
// sets, a deadlock at BSYNC. Funnelling sends every exit edge through one
// new block that records which exit was taken in a phi and then branches
// on it, so the loop's convergence barrier has a single join where all
// its threads meet before any of them goes on.

// funnel finds and rewrites the loops of one function that need their
// exits funnelled. It works on the function's analysis, not the selector:
// each rewrite changes the function, which is then analyzed afresh.
type funnel struct {
	*analysis
	// edges are the edge blocks funnelling has inserted so far.
	edges map[*llir.Block]bool
}

// natLoop is a natural loop of the LLVM CFG: a header and the blocks that
// reach one of its back edges without passing the header.
type natLoop struct {
	header int
	body   []bool
	size   int
	// noGuards: funnel only the edges leaving the body, not the edges into
	// its targets from blocks dominating the header (funnelLoop). A region
	// inside a loop must not take the loop's own exit edges: the funnel
	// would become a second entry into the loop.
	noGuards bool
}

// naturalLoops returns the natural loops (back edges to one header
// merged), and whether the CFG is irreducible (a retreating edge whose
// target does not dominate its source).
func (g *cfg) naturalLoops() (loops []*natLoop, irreducible bool) {
	byHeader := map[int]*natLoop{}
	for _, x := range g.rpo {
		for _, h := range g.succs[x] {
			if g.rpoPos[h] > g.rpoPos[x] {
				continue
			}
			if !g.dominates(h, x) {
				irreducible = true
				continue
			}
			l := byHeader[h]
			if l == nil {
				l = &natLoop{header: h, body: make([]bool, len(g.blocks))}
				l.body[h] = true
				l.size = 1
				byHeader[h] = l
				loops = append(loops, l)
			}
			stack := []int{x}
			for len(stack) > 0 {
				y := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if l.body[y] {
					continue
				}
				l.body[y] = true
				l.size++
				stack = append(stack, g.preds[y]...)
			}
		}
	}
	return loops, irreducible
}

// loopExit is an edge from a loop block to a block outside the loop.
type loopExit struct{ from, to int }

// funnelExits returns the exits of a loop that must be funnelled (edges
// to blocks that do more than end the thread) and their distinct targets.
func (fl *funnel) funnelExits(l *natLoop) (exits []loopExit, targets []int) {
	seen := map[int]bool{}
	for x, in := range l.body {
		if !in {
			continue
		}
		for _, t := range fl.g.succs[x] {
			if l.body[t] || fl.exitOnly(t) {
				continue
			}
			exits = append(exits, loopExit{x, t})
			if !seen[t] {
				seen[t] = true
				targets = append(targets, t)
			}
		}
	}
	return exits, targets
}

// needsFunnel reports whether threads can leave a loop at different times
// (a divergent branch in it that does not reconverge inside it) towards
// two or more places.
func (fl *funnel) needsFunnel(l *natLoop) bool {
	diverges := false
	for x, in := range l.body {
		if in && fl.divBr[x] && !fl.isFilter(x) {
			if j := fl.g.ipdom[x]; j < 0 || !l.body[j] {
				diverges = true
			}
		}
	}
	if !diverges {
		return false
	}
	// Exits funnelled already lead through edge blocks to one funnel.
	exits, _ := fl.funnelExits(l)
	places := map[value.Value]bool{}
	for _, e := range exits {
		b := fl.g.blocks[e.to]
		if fl.edges[b] {
			places[b.Term.(*llir.TermBr).Target] = true
		} else {
			places[b] = true
		}
	}
	return len(places) >= 2
}

// loopToFunnel returns the innermost loop that needs its exits funnelled,
// or nil. Irreducible control flow is left alone (its divergent parts are
// rejected when barriers are planned).
func (fl *funnel) loopToFunnel() *natLoop {
	loops, irreducible := fl.g.naturalLoops()
	if irreducible {
		return nil
	}
	var best *natLoop
	for _, l := range loops {
		if fl.needsFunnel(l) && (best == nil || l.size < best.size) {
			best = l
		}
	}
	return best
}

// funnelled lowers a copy of the kernel whose divergent multi-exit loops
// have been funnelled (the caller's module is not modified).
func (s *sel) funnelled() (*ir.Func, error) {
	m, fn := s.kernelCopy("funnel")
	edges := map[*llir.Block]bool{}
	// Every rewrite funnels one loop or region for good (its branches then
	// reconverge at the funnel), so there are at most about as many as the
	// function had blocks.
	limit := 2*len(fn.Blocks) + 8
	for n := 0; ; n++ {
		a, err := analyze(fn, s.opts)
		if err != nil {
			panic(err)
		}
		t := &funnel{analysis: a, edges: edges}
		l := t.regionToFunnel()
		e := -1
		if l == nil {
			e = t.forwarderToThread()
		}
		if l == nil && e < 0 {
			break
		}
		if n > limit {
			s.fail("internal compiler error: funnelling loop exits does not terminate")
		}
		if l != nil {
			t.funnelLoop(l, n)
		} else {
			t.threadForwarder(e) // (each removes a block)
		}
	}
	c := &sel{mod: m, fn: fn, opts: s.opts, funnelDone: true, calls: s.calls, into: s.into}
	return c.run()
}

// funnelLoop rewrites loop l of the function: every exit edge x -> t goes
// through a new block x.exitN -> funnelN; funnelN's phis carry the exit
// taken, the targets' phi values for it, and the loop's values used after
// the loop whose definitions do not dominate every exit; then funnelN
// branches to the targets.
func (fl *funnel) funnelLoop(l *natLoop, n int) {
	g := fl.g
	exits, targets := fl.funnelExits(l)
	// A target's entries from blocks before the loop (dominating its
	// header: a guard that skips the loop straight into the target) come
	// through the funnel too: the guard's branch would otherwise send two
	// thread groups, the loop's and the guard's, into that target at
	// different times; through the funnel they meet first.
	for _, t := range targets {
		if l.noGuards {
			break
		}
		for _, p := range g.preds[t] {
			if !l.body[p] && g.reach[p] && g.dominates(p, l.header) {
				exits = append(exits, loopExit{p, t})
			}
		}
	}
	funnelled := map[[2]int]bool{}
	for _, e := range exits {
		funnelled[[2]int{e.from, e.to}] = true
	}
	fn := fl.fn
	fb := llir.NewBlock(fmt.Sprintf("funnel%d", n))
	fb.Parent = fn
	targetIndex := map[int]int{}
	for k, t := range targets {
		targetIndex[t] = k
	}
	edgeBlocks := make([]*llir.Block, len(exits))
	for k, e := range exits {
		eb := llir.NewBlock(fmt.Sprintf("%s.exit%d.%d", blockName(g.blocks[e.from]), n, k))
		eb.Parent = fn
		eb.Term = llir.NewBr(fb)
		fl.edges[eb] = true
		edgeBlocks[k] = eb
		retarget(g.blocks[e.from].Term, g.blocks[e.to], eb)
	}
	// Which exit: the index of its target.
	var incs []*llir.Incoming
	for k, e := range exits {
		incs = append(incs, llir.NewIncoming(constant.NewInt(types.I32, int64(targetIndex[e.to])), edgeBlocks[k]))
	}
	which := llir.NewPhi(incs...)
	which.SetName(fmt.Sprintf("funnel%d.which", n))
	fb.Insts = append(fb.Insts, which)
	// The targets' phis: their values for the loop's edges move to funnel
	// phis (undefined along the other exits).
	for _, t := range targets {
		tb := g.blocks[t]
		for _, inst := range tb.Insts {
			phi, ok := inst.(*llir.InstPhi)
			if !ok {
				continue
			}
			var carried []*llir.Incoming
			for k, e := range exits {
				var x value.Value = constant.NewUndef(phi.Type())
				if e.to == t {
					for _, inc := range phi.Incs {
						if inc.Pred == value.Value(g.blocks[e.from]) {
							x = inc.X
						}
					}
				}
				carried = append(carried, llir.NewIncoming(x, edgeBlocks[k]))
			}
			fp := llir.NewPhi(carried...)
			fp.SetName(fmt.Sprintf("funnel%d.%d", n, len(fb.Insts)))
			fb.Insts = append(fb.Insts, fp)
			kept := phi.Incs[:0]
			for _, inc := range phi.Incs {
				if p, ok := inc.Pred.(*llir.Block); ok && funnelled[[2]int{g.index[p], t}] {
					continue
				}
				kept = append(kept, inc)
			}
			phi.Incs = append(kept, llir.NewIncoming(fp, fb))
		}
	}
	// Loop values used after the loop whose definitions do not dominate
	// every exit: phis in the funnel (undefined along the exits their
	// definition does not dominate; no path from there reaches such a use).
	for x, in := range l.body {
		if !in {
			continue
		}
		dominatesAll := true
		for _, e := range exits {
			if !g.dominates(x, e.from) {
				dominatesAll = false
			}
		}
		if dominatesAll {
			continue
		}
		for _, inst := range g.blocks[x].Insts {
			v, ok := inst.(value.Value)
			if !ok || types.Equal(v.Type(), types.Void) {
				continue
			}
			uses := fl.outsideUses(l, v)
			if len(uses) == 0 {
				continue
			}
			var carried []*llir.Incoming
			for k, e := range exits {
				var y value.Value = constant.NewUndef(v.Type())
				if g.dominates(x, e.from) {
					y = v
				}
				carried = append(carried, llir.NewIncoming(y, edgeBlocks[k]))
			}
			fp := llir.NewPhi(carried...)
			fp.SetName(fmt.Sprintf("funnel%d.%d", n, len(fb.Insts)))
			fb.Insts = append(fb.Insts, fp)
			for _, op := range uses {
				*op = fp
			}
		}
	}
	// The dispatch.
	tb := func(k int) *llir.Block { return g.blocks[targets[k]] }
	if len(targets) == 2 {
		c := llir.NewICmp(enum.IPredEQ, which, constant.NewInt(types.I32, 0))
		c.SetName(fmt.Sprintf("funnel%d.first", n))
		fb.Insts = append(fb.Insts, c)
		fb.Term = llir.NewCondBr(c, tb(0), tb(1))
	} else {
		var cases []*llir.Case
		for k := 0; k+1 < len(targets); k++ {
			cases = append(cases, llir.NewCase(constant.NewInt(types.I32, int64(k)), tb(k)))
		}
		fb.Term = llir.NewSwitch(which, tb(len(targets)-1), cases...)
	}
	// Lay the new blocks out after the loop's last block.
	last := 0
	for x, in := range l.body {
		if in {
			last = x
		}
	}
	blocks := append([]*llir.Block(nil), fn.Blocks[:last+1]...)
	blocks = append(blocks, edgeBlocks...)
	blocks = append(blocks, fb)
	fn.Blocks = append(blocks, fn.Blocks[last+1:]...)
}

// retarget replaces successor from by to in a terminator.
func retarget(term llir.Terminator, from, to *llir.Block) {
	swap := func(v *value.Value) {
		if *v == value.Value(from) {
			*v = to
		}
	}
	switch t := term.(type) {
	case *llir.TermBr:
		swap(&t.Target)
		t.Successors = nil
	case *llir.TermCondBr:
		swap(&t.TargetTrue)
		swap(&t.TargetFalse)
		t.Successors = nil
	case *llir.TermSwitch:
		swap(&t.TargetDefault)
		for _, c := range t.Cases {
			swap(&c.Target)
		}
		t.Successors = nil
	}
}

// outsideUses returns the operands outside loop l that read v (but not
// those of blocks that only end the thread: their phis are dead).
func (fl *funnel) outsideUses(l *natLoop, v value.Value) []*value.Value {
	g := fl.g
	var out []*value.Value
	for x, b := range g.blocks {
		if l.body[x] || !g.reach[x] || fl.exitOnly(x) {
			continue
		}
		for _, inst := range b.Insts {
			u, ok := inst.(value.User)
			if !ok {
				continue
			}
			for _, op := range u.Operands() {
				if *op == v {
					out = append(out, op)
				}
			}
		}
		if u, ok := b.Term.(value.User); ok {
			for _, op := range u.Operands() {
				if *op == v {
					out = append(out, op)
				}
			}
		}
	}
	return out
}
