package lower

import (
	"fmt"
	"sort"

	"gpucc/isa"
)

// This file plans reconvergence: which divergent branches get a
// convergence barrier, where its BSSY and BSYNC go, which blocks must be
// inserted on LLVM edges for them, and which barrier register each uses.
// It reads the analysis only (no machine code exists yet); the selector
// creates the machine blocks the plan names (planBlocks, control.go) and
// emits the barrier instructions (finish).

// reconvergence is the barrier plan of a kernel.
type reconvergence struct {
	a    *analysis
	bars []*barrier
	// inserts are the blocks to insert on LLVM edges, in the order they
	// were planned (which is their order before their target in the
	// layout); edges records the edges already redirected through one.
	inserts []insertion
	edges   map[[2]int]bool
}

// insertion is a machine block placed on the LLVM edges from -> target:
// a landing block for a BSSY or a join block for a BSYNC.
type insertion struct {
	target int
	name   string
	from   []int
}

// site is a machine block the plan refers to: the main block of LLVM block
// llb, or (llb < 0) inserted block ins.
type site struct{ llb, ins int }

func mainSite(llb int) site { return site{llb: llb, ins: -1} }

// insert plans a block on the edges from each of from to target. When a
// block is already planned on exactly these edges, it serves again: a
// divergent loop that exits straight into the header of another divergent
// loop has its join (BSYNC at the block's start) and the next loop's
// landing block (BSSY at its end) on the same edge, and one block holding
// both runs them in the right order.
func (rc *reconvergence) insert(target int, name string, from ...int) site {
	g := rc.a.g
	if k := rc.sameInsertion(target, from); k >= 0 {
		return site{llb: -1, ins: k}
	}
	for _, p := range from {
		key := [2]int{p, target}
		if rc.edges[key] {
			rc.a.failAt(g.blocks[p], g.blocks[p].Term, "unsupported control flow: the edge to %s needs both a loop landing block and a reconvergence block", g.blocks[target].Ident())
		}
		rc.edges[key] = true
	}
	rc.inserts = append(rc.inserts, insertion{target: target, name: name, from: from})
	return site{llb: -1, ins: len(rc.inserts) - 1}
}

// sameInsertion returns the index of the planned block on exactly the
// edges from -> target, or -1.
func (rc *reconvergence) sameInsertion(target int, from []int) int {
	for k, ins := range rc.inserts {
		if ins.target != target || len(ins.from) != len(from) {
			continue
		}
		same := true
		for _, p := range from {
			found := false
			for _, q := range ins.from {
				if p == q {
					found = true
				}
			}
			if !found {
				same = false
			}
		}
		if same {
			return k
		}
	}
	return -1
}

// barrier is one convergence barrier: BSSY Bk before a divergent region,
// BSYNC Bk where it reconverges.
type barrier struct {
	branch int    // LLVM block ending with the divergent branch
	join   int    // its immediate post-dominator
	region []bool // blocks reachable from the branch before the join
	loop   bool   // the branch is inside the region (a divergent loop exit)
	srcs   []int  // outside blocks whose edges enter the region (loops)
	// side lists the blocks of converged code (in no divergent region, not
	// ending in a divergent branch) whose edges enter a non-loop region:
	// their threads, the whole warp, run the BSSY in landing blocks sideAt.
	side   []int
	sideAt []site
	anchor int  // LLVM block whose position decides the nesting depth
	bssyAt site // where the BSSY goes (at the end of the block)
	syncAt site // where the BSYNC goes (at the start of the block)
	nest   int  // the number of barrier regions around the BSSY
	reg    int  // the convergence barrier register Bk
	// mask: no barrier register is free while this region is active (more
	// than isa.NumBReg regions at once), so it reconverges like a
	// subroutine's: VOTE.ANY of the entering lanes into a GPR at the BSSY's
	// place and WARPSYNC on it at the join (ReconvergeWithMasks).
	mask bool
	live []bool
}

// planReconvergence chooses the barriers (see the package documentation)
// and the landing and join blocks they need. An error is an *Error naming
// the divergent branch (or the edge) whose control flow it cannot handle.
func planReconvergence(a *analysis) (rc *reconvergence, err error) {
	rc = &reconvergence{a: a, edges: map[[2]int]bool{}}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			rc, err = nil, e
		}
	}()
	g := a.g
	var cands []*barrier
	for _, bi := range g.rpo {
		if !a.divBr[bi] {
			continue
		}
		j := g.ipdom[bi]
		if j < 0 || a.exitOnly(j) || a.isFilter(bi) {
			continue
		}
		r := g.region(bi, j)
		cands = append(cands, &barrier{branch: bi, join: j, region: r, loop: r[bi]})
	}
	size := func(r []bool) int {
		n := 0
		for _, x := range r {
			if x {
				n++
			}
		}
		return n
	}
	sizes := map[*barrier]int{}
	for _, c := range cands {
		sizes[c] = size(c.region)
	}
	sort.SliceStable(cands, func(i, j int) bool { return sizes[cands[i]] > sizes[cands[j]] })
	for _, c := range cands {
		covered := func() bool {
			for _, b := range rc.bars {
				if b.join == c.join && (b.region[c.branch] || b.branch == c.branch) {
					return true
				}
			}
			return false
		}
		if covered() {
			continue
		}
		if !c.loop && rc.enteredFromDivergentCode(c) {
			if d := rc.hoistTarget(c); d >= 0 {
				c.branch, c.region = d, g.region(d, c.join)
				if covered() {
					continue
				}
			}
		}
		at := g.blocks[c.branch]
		owners := append([]bool(nil), c.region...)
		if !c.loop {
			for x, in := range c.region {
				if !in {
					continue
				}
				for _, p := range g.preds[x] {
					if c.region[p] || p == c.branch {
						continue
					}
					if a.inRegion[p] || a.divBr[p] {
						a.failAt(at, at.Term, "unsupported control flow: block %s enters the divergent region of this branch from outside (reconvergence needs a single entry)", g.blocks[p].Ident())
					}
					land := rc.insert(x, fmt.Sprintf("%s.from.%s", blockName(g.blocks[x]), blockName(g.blocks[p])), p)
					c.side = append(c.side, p)
					c.sideAt = append(c.sideAt, land)
				}
			}
			owners[c.branch] = true
			c.anchor = c.branch
			c.bssyAt = mainSite(c.branch)
		} else {
			header := -1
			for x, in := range c.region {
				if !in {
					continue
				}
				for _, p := range g.preds[x] {
					if c.region[p] {
						continue
					}
					if header >= 0 && header != x {
						a.failAt(at, at.Term, "unsupported control flow: the divergent loop exited here has more than one entry block (%s and %s)", g.blocks[header].Ident(), g.blocks[x].Ident())
					}
					header = x
					c.srcs = append(c.srcs, p)
				}
			}
			if header < 0 {
				a.failAt(at, at.Term, "unsupported control flow: a divergent loop without an entry")
			}
			c.anchor = c.srcs[0]
			if len(c.srcs) == 1 && len(g.succs[c.srcs[0]]) == 1 {
				c.bssyAt = mainSite(c.srcs[0])
			} else {
				c.bssyAt = rc.insert(header, fmt.Sprintf("%s.pre", blockName(g.blocks[header])), c.srcs...)
			}
		}
		all := true
		for _, p := range g.preds[c.join] {
			if !owners[p] {
				all = false
			}
		}
		if all {
			c.syncAt = mainSite(c.join)
		} else {
			var from []int
			for _, p := range g.preds[c.join] {
				if owners[p] {
					from = append(from, p)
				}
			}
			c.syncAt = rc.insert(c.join, fmt.Sprintf("%s.sync", blockName(g.blocks[c.join])), from...)
		}
		rc.bars = append(rc.bars, c)
	}
	// The regions must nest properly.
	for _, b := range rc.bars {
		for _, t := range rc.bars {
			if t == b || !t.region[b.anchor] {
				continue
			}
			if b.bssyAt == t.syncAt {
				// b opens in the block where t reconverges (insert): after
				// t's region, not inside it.
				continue
			}
			for _, p := range b.srcs {
				if !t.region[p] {
					a.failAt(g.blocks[b.branch], g.blocks[b.branch].Term, "unsupported control flow: divergent regions overlap without nesting")
				}
			}
			for x, in := range b.region {
				if in && !t.region[x] {
					a.failAt(g.blocks[b.branch], g.blocks[b.branch].Term, "unsupported control flow: divergent regions overlap without nesting")
				}
			}
			if !t.region[b.join] && b.join != t.join {
				a.failAt(g.blocks[b.branch], g.blocks[b.branch].Term, "unsupported control flow: divergent regions overlap without nesting")
			}
			b.nest++
		}
	}
	rc.assignBarrierRegs()
	synced := map[site]bool{}
	for _, b := range rc.bars {
		if synced[b.syncAt] {
			a.failAt(g.blocks[b.branch], g.blocks[b.branch].Term, "unsupported control flow: two divergent regions reconverge at the same point")
		}
		synced[b.syncAt] = true
	}
	return rc, nil
}

// enteredFromDivergentCode reports whether an edge from a block in a
// divergent region, or ending in a divergent branch, enters the region of
// non-loop barrier c other than from its branch: the threads taking it are
// a part of the warp that other parts may follow later, so a landing block
// cannot open the barrier for them.
func (rc *reconvergence) enteredFromDivergentCode(c *barrier) bool {
	a := rc.a
	for x, in := range c.region {
		if !in {
			continue
		}
		for _, p := range a.g.preds[x] {
			if !c.region[p] && p != c.branch && (a.inRegion[p] || a.divBr[p]) {
				return true
			}
		}
	}
	return false
}

// hoistTarget returns the nearest dominator d of c's branch that the join
// post-dominates and whose region up to the join is entered through d
// only, or -1. A barrier opened at d (BSSY there, for all threads reaching
// d) covers the side entries: a short-circuit chain nested in a divergent
// if enters its then-block from a uniform branch and from a divergent one,
// and the chain's first block opens the barrier for both. Every thread
// that executes the BSSY reaches the join or exits, and no thread enters
// the region without it.
func (rc *reconvergence) hoistTarget(c *barrier) int {
	g := rc.a.g
	postDominated := func(d int) bool {
		for x := d; x >= 0; x = g.ipdom[x] {
			if x == c.join {
				return true
			}
		}
		return false
	}
	for d := g.idom[c.branch]; d >= 0; d = g.idom[d] {
		if !postDominated(d) {
			return -1
		}
		r := g.region(d, c.join)
		if r[d] {
			// d is in a loop inside the region: a BSSY there would open
			// the barrier again every iteration. A dominator before the
			// loop may still do (the search loop of an else arm whose
			// exits dispatch to blocks the then arm also reaches).
			continue
		}
		single := true
		for x, in := range r {
			if !in {
				continue
			}
			for _, p := range g.preds[x] {
				if !r[p] && p != d {
					single = false
				}
			}
		}
		if single {
			return d
		}
	}
	return -1
}

// assignBarrierRegs gives every barrier a convergence barrier register.
// A barrier register holds one set of threads at a time (BSSY overwrites
// it), so two barriers may share one only when no thread can be between
// the BSSY and the BSYNC of one while another thread of the warp executes
// the BSSY of the other. That is the case when their live blocks overlap
// (nesting), and when some divergent branch sends threads towards both of
// them on different edges before its threads reconverge: the two sides of
// a divergent branch run interleaved (a loop on one side yields to the
// other side at every back edge), so sibling regions, or a loop body and
// the code after the loop's divergent exit, are active at the same time.
// Registers are chosen greedily, outermost barriers first.
func (rc *reconvergence) assignBarrierRegs() {
	a := rc.a
	g := a.g
	n := len(g.blocks)
	// liveAt lists the barriers live at each block. The conflict relation
	// is built from it as adjacency lists (duplicates are harmless), so the
	// work is the size of the relation plus the blocks each divergent
	// branch reaches before its join, not barriers x barriers x blocks
	// (issue 15: thousands of sequential regions).
	liveAt := make([][]int, n)
	for i, b := range rc.bars {
		b.live = append([]bool(nil), b.region...)
		b.live[b.branch] = true
		b.live[b.anchor] = true
		for _, p := range b.srcs {
			b.live[p] = true
		}
		for _, p := range b.side {
			b.live[p] = true
		}
		for x, in := range b.live {
			if in {
				liveAt[x] = append(liveAt[x], i)
			}
		}
	}
	conflict := make([][]int, len(rc.bars))
	addConflict := func(i, k int) {
		if i != k {
			conflict[i] = append(conflict[i], k)
			conflict[k] = append(conflict[k], i)
		}
	}
	// Nesting: barriers live at one block.
	for _, at := range liveAt {
		for x, i := range at {
			for _, k := range at[x+1:] {
				addConflict(i, k)
			}
		}
	}
	// The sides of a divergent branch, before its join.
	seen := make([]int, n)               // block -> stamp of the last flood that reached it
	touched := make([]int, len(rc.bars)) // barrier -> stamp of the last side that touched it
	stamp := 0
	for _, bi := range g.rpo {
		if !a.divBr[bi] || len(g.succs[bi]) < 2 {
			continue
		}
		j := g.ipdom[bi]
		var sides [][]int // the barriers each edge reaches
		for _, t := range g.succs[bi] {
			if t == j {
				continue
			}
			stamp++
			var side []int
			visit := func(x int) {
				seen[x] = stamp
				for _, k := range liveAt[x] {
					if touched[k] != stamp {
						touched[k] = stamp
						side = append(side, k)
					}
				}
			}
			visit(t)
			stack := []int{t}
			for len(stack) > 0 {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, y := range g.succs[x] {
					if y != j && seen[y] != stamp {
						visit(y)
						stack = append(stack, y)
					}
				}
			}
			sides = append(sides, side)
		}
		for e1, s1 := range sides {
			for _, s2 := range sides[e1+1:] {
				for _, i := range s1 {
					for _, k := range s2 {
						addConflict(i, k)
					}
				}
			}
		}
	}
	order := make([]int, len(rc.bars))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(x, y int) bool {
		bx, by := rc.bars[order[x]], rc.bars[order[y]]
		if bx.nest != by.nest {
			return bx.nest < by.nest
		}
		return g.rpoPos[bx.anchor] < g.rpoPos[by.anchor]
	})
	done := make([]bool, len(rc.bars))
	for _, i := range order {
		var used [isa.NumBReg]bool
		for _, k := range conflict[i] {
			if done[k] {
				used[rc.bars[k].reg] = true
			}
		}
		b := rc.bars[i]
		b.reg = -1
		for r := range used {
			if !used[r] {
				b.reg = r
				break
			}
		}
		if b.reg < 0 {
			// A mask in a GPR has one definition: a region whose BSSY also
			// runs in landing blocks (sideAt) needs a barrier register.
			if len(b.sideAt) > 0 {
				a.failAt(g.blocks[b.branch], g.blocks[b.branch].Term, "divergent control flow needs more than the %d convergence barriers (too many divergent regions can be active at once)", isa.NumBReg)
			}
			b.mask = true
			continue // a mask occupies no barrier register
		}
		done[i] = true
	}
}
