package regalloc

import "math"

// Node states during one coloring round.
const (
	stUnused uint8 = iota // never appears
	stSimplify
	stFreeze
	stSpill
	stCoalesced
	stOnStack
	stColored
	stSpilled
)

// Move states.
const (
	mvWorklist uint8 = iota
	mvActive
	mvCoalesced
	mvConstrained
	mvFrozen
)

// move is a coalescing candidate. Its ends are graph ids: a node, or
// n+unit for a pre-colored register group starting at unit.
type move struct {
	dst, src int32
	state    uint8
}

// graph is the interference graph of one round plus the state of iterated
// register coalescing (George & Appel) over it. Pre-colored registers are
// not nodes: a node's interference with them is its forbidden mask.
//
// Degrees are generalized for aligned multi-register values (Smith, Ramsey
// and Holloway): a neighbor j of node x of width wx can take away at most
// blocks(j, x) = max(1, wj/wx) of x's aligned slots, pressure[x] sums that
// over the neighbors, and x is trivially colorable when pressure[x] is less
// than avail[x], the number of aligned groups of its width that are
// allocatable and not forbidden.
type graph struct {
	a         *allocator
	n         int32
	edges     *edgeSet
	adj       [][]int32
	pressure  []int32
	avail     []int32
	forbidden []regMask
	cost      []float64
	state     []uint8
	alias     []int32
	color     []int16
	moveList  [][]int32
	moves     []move

	worklistMoves []int32
	simplifyWL    []int32
	freezeWL      []int32
	spillWL       []int32
	selectStack   []int32
	coalesced     []int32

	stamp   []int32 // scratch marks for the Briggs test and spill selection
	stampID int32
}

func (g *graph) blocks(j, x int32) int32 {
	wj, wx := g.a.width[j], g.a.width[x]
	if wj > wx {
		return int32(wj / wx)
	}
	return 1
}

func (g *graph) addEdge(u, v int32) {
	if g.edges.add(u, v) {
		g.adj[u] = append(g.adj[u], v)
		g.adj[v] = append(g.adj[v], u)
		g.pressure[u] += g.blocks(v, u)
		g.pressure[v] += g.blocks(u, v)
	}
}

// interfere records that ids x and y are live at the same time.
func (g *graph) interfere(x, y int32) {
	if x == y {
		return
	}
	n, cls := g.n, g.a.class
	switch {
	case x < n && y < n:
		if cls[x] == cls[y] {
			g.addEdge(x, y)
		}
	case x < n:
		if u := y - n; Class(unitClass[u]) == cls[x] {
			g.forbidden[x].set(int(unitIndex[u]))
		}
	case y < n:
		if u := x - n; Class(unitClass[u]) == cls[y] {
			g.forbidden[y].set(int(unitIndex[u]))
		}
	}
}

// isMove reports whether in is a copy the allocator may coalesce: whole
// registers on both sides, at least one side a node, no spill temporaries.
func (a *allocator) isMove(in *instr) bool {
	if !in.isCopy || in.removed {
		return false
	}
	d, s := in.ops[0], in.ops[1]
	whole := func(o op) bool {
		if o.reg >= 0 {
			return o.off == 0 && o.width == a.width[o.reg] && !a.noSpill[o.reg]
		}
		return o.unit() >= 0
	}
	return (d.reg >= 0 || s.reg >= 0) && whole(d) && whole(s)
}

// build constructs the interference graph from live-out sets by a backward
// scan of every block, and the spill cost of every node.
func (a *allocator) build(liveOut [][]int32) *graph {
	n := int32(len(a.class))
	g := &graph{
		a:         a,
		n:         n,
		edges:     newEdgeSet(int(n)),
		adj:       make([][]int32, n),
		pressure:  make([]int32, n),
		avail:     make([]int32, n),
		forbidden: make([]regMask, n),
		cost:      make([]float64, n),
		state:     make([]uint8, n),
		alias:     make([]int32, n),
		color:     make([]int16, n),
		moveList:  make([][]int32, n),
		stamp:     make([]int32, n),
	}
	live := newSparseSet(int(n) + numUnits)
	occurs := g.state // stUnused until seen; set to stSimplify as a marker
	for b, list := range a.blocks {
		live.clear()
		for _, id := range liveOut[b] {
			live.add(id)
		}
		w := a.weight[b]
		for k := len(list) - 1; k >= 0; k-- {
			in := list[k]
			if in.removed {
				continue
			}
			for _, o := range in.ops {
				if o.reg >= 0 {
					g.cost[o.reg] += w
					occurs[o.reg] = stSimplify
				}
			}
			defs, uses := in.defs(), in.uses()
			if a.isMove(in) {
				f, c := opIDs(uses[0], n)
				for id := f; id < f+c; id++ {
					live.remove(id)
				}
				d, _ := opIDs(defs[0], n)
				s, _ := opIDs(uses[0], n)
				m := int32(len(g.moves))
				g.moves = append(g.moves, move{dst: d, src: s})
				g.worklistMoves = append(g.worklistMoves, m)
				if d < n {
					g.moveList[d] = append(g.moveList[d], m)
				}
				if s < n {
					g.moveList[s] = append(g.moveList[s], m)
				}
			}
			for _, o := range defs {
				f, c := opIDs(o, n)
				for id := f; id < f+c; id++ {
					live.add(id)
				}
			}
			for _, o := range defs {
				f, c := opIDs(o, n)
				for id := f; id < f+c; id++ {
					for _, l := range live.dense {
						g.interfere(id, l)
					}
				}
				if o.flags&opEarlyClobber != 0 {
					for _, u := range uses {
						uf, uc := opIDs(u, n)
						for uid := uf; uid < uf+uc; uid++ {
							for id := f; id < f+c; id++ {
								g.interfere(id, uid)
							}
						}
					}
				}
			}
			for _, o := range defs {
				if kills(o) {
					f, c := opIDs(o, n)
					for id := f; id < f+c; id++ {
						live.remove(id)
					}
				}
			}
			for _, o := range uses {
				f, c := opIDs(o, n)
				for id := f; id < f+c; id++ {
					live.add(id)
				}
			}
		}
	}
	for x := int32(0); x < n; x++ {
		g.alias[x] = x
		g.color[x] = -1
		g.avail[x] = g.availOf(x, g.forbidden[x])
		if a.noSpill[x] {
			g.cost[x] = math.Inf(1)
		}
	}
	return g
}

// availOf counts the aligned groups node x could take if forb were its
// forbidden registers.
func (g *graph) availOf(x int32, forb regMask) int32 {
	c := g.a.class[x]
	return int32(g.a.alloc[c].andNot(forb).groupStarts(int(g.a.width[x])).count())
}

func (g *graph) trivial(x int32) bool { return g.pressure[x] < g.avail[x] }

func (g *graph) precolored(x int32) bool { return x >= g.n }

// physGroup returns the class, first index and forbidden-mask form of the
// register group a pre-colored move end stands for, with the width of node v.
func (g *graph) physGroup(p, v int32) (Class, int, regMask) {
	u := p - g.n
	var m regMask
	idx := int(unitIndex[u])
	m.setRange(idx, int(g.a.width[v]))
	return Class(unitClass[u]), idx, m
}

func (g *graph) getAlias(x int32) int32 {
	if x >= g.n || g.state[x] != stCoalesced {
		return x
	}
	r := g.getAlias(g.alias[x])
	g.alias[x] = r
	return r
}

func (g *graph) push(list *[]int32, x int32, st uint8) {
	g.state[x] = st
	*list = append(*list, x)
}

func (g *graph) makeWorklists() {
	for x := int32(0); x < g.n; x++ {
		if g.state[x] == stUnused {
			continue
		}
		switch {
		case !g.trivial(x):
			g.push(&g.spillWL, x, stSpill)
		case g.moveRelated(x):
			g.push(&g.freezeWL, x, stFreeze)
		default:
			g.push(&g.simplifyWL, x, stSimplify)
		}
	}
}

func (g *graph) moveRelated(x int32) bool {
	for _, m := range g.moveList[x] {
		if s := g.moves[m].state; s == mvWorklist || s == mvActive {
			return true
		}
	}
	return false
}

// live reports whether a neighbor is still in the graph.
func (g *graph) live(x int32) bool { s := g.state[x]; return s != stOnStack && s != stCoalesced }

// run performs simplify, coalesce, freeze and spill selection until the
// graph is empty, leaving every node on the select stack or coalesced.
func (g *graph) run() {
	g.makeWorklists()
	for {
		if x := g.pop(&g.simplifyWL, stSimplify); x >= 0 {
			g.simplify(x)
			continue
		}
		if !g.coalesceOne() && !g.freezeOne() && !g.selectSpill() {
			return
		}
	}
}

// pop removes and returns the last entry of list whose node is still in
// state st (lists are cleaned lazily), or -1.
func (g *graph) pop(list *[]int32, st uint8) int32 {
	for len(*list) > 0 {
		x := (*list)[len(*list)-1]
		*list = (*list)[:len(*list)-1]
		if g.state[x] == st {
			return x
		}
	}
	return -1
}

func (g *graph) simplify(x int32) {
	g.state[x] = stOnStack
	g.selectStack = append(g.selectStack, x)
	for _, t := range g.adj[x] {
		if g.live(t) {
			g.decrement(t, g.blocks(x, t))
		}
	}
}

// decrement lowers t's pressure by d and moves it out of the spill
// worklist if it became trivially colorable.
func (g *graph) decrement(t, d int32) {
	was := g.trivial(t)
	g.pressure[t] -= d
	g.becameTrivial(t, was)
}

func (g *graph) becameTrivial(t int32, was bool) {
	if was || !g.trivial(t) || g.state[t] != stSpill {
		return
	}
	g.enableMoves(t)
	for _, x := range g.adj[t] {
		if g.live(x) {
			g.enableMoves(x)
		}
	}
	if g.moveRelated(t) {
		g.push(&g.freezeWL, t, stFreeze)
	} else {
		g.push(&g.simplifyWL, t, stSimplify)
	}
}

func (g *graph) enableMoves(x int32) {
	for _, m := range g.moveList[x] {
		if g.moves[m].state == mvActive {
			g.moves[m].state = mvWorklist
			g.worklistMoves = append(g.worklistMoves, m)
		}
	}
}

func (g *graph) addWorklist(x int32) {
	if !g.precolored(x) && g.state[x] == stFreeze && !g.moveRelated(x) && g.trivial(x) {
		g.push(&g.simplifyWL, x, stSimplify)
	}
}

// interferes reports whether the two (alias-resolved) move ends conflict.
func (g *graph) interferes(u, v int32) bool {
	if g.precolored(u) {
		_, _, m := g.physGroup(u, v)
		f := g.forbidden[v]
		return f[0]&m[0] != 0 || f[1]&m[1] != 0 || f[2]&m[2] != 0 || f[3]&m[3] != 0
	}
	return g.edges.has(u, v)
}

func (g *graph) coalesceOne() bool {
	var m int32 = -1
	for len(g.worklistMoves) > 0 {
		x := g.worklistMoves[len(g.worklistMoves)-1]
		g.worklistMoves = g.worklistMoves[:len(g.worklistMoves)-1]
		if g.moves[x].state == mvWorklist {
			m = x
			break
		}
	}
	if m < 0 {
		return false
	}
	mv := &g.moves[m]
	x, y := g.getAlias(mv.dst), g.getAlias(mv.src)
	u, v := x, y
	if g.precolored(y) {
		u, v = y, x
	}
	switch {
	case u == v:
		mv.state = mvCoalesced
		g.addWorklist(u)
	case g.precolored(v) || g.interferes(u, v) || (g.precolored(u) && !g.physUsable(u, v)):
		mv.state = mvConstrained
		g.addWorklist(u)
		g.addWorklist(v)
	case g.precolored(u) && g.george(u, v), !g.precolored(u) && g.briggs(u, v):
		mv.state = mvCoalesced
		g.combine(u, v)
		g.addWorklist(u)
	default:
		mv.state = mvActive
	}
	return true
}

// physUsable reports whether node v may be pinned to the register group of
// pre-colored move end u: aligned for v's width and allocatable.
func (g *graph) physUsable(u, v int32) bool {
	c, idx, m := g.physGroup(u, v)
	if c != g.a.class[v] || idx%int(g.a.width[v]) != 0 || idx+int(g.a.width[v]) > fileSizes[c] {
		return false
	}
	al := g.a.alloc[c]
	return m.andNot(al) == regMask{}
}

// george is George's test for merging node v into pre-colored u: every
// neighbor of v is trivially colorable or already cannot use u.
func (g *graph) george(u, v int32) bool {
	_, _, m := g.physGroup(u, v)
	for _, t := range g.adj[v] {
		if !g.live(t) || g.trivial(t) {
			continue
		}
		if g.availOf(t, g.forbidden[t].or(m)) != g.avail[t] {
			return false
		}
	}
	return true
}

// briggs is Briggs's test: the merged node has fewer significant neighbors
// (weighted by how many of its slots each can take) than slots.
func (g *graph) briggs(u, v int32) bool {
	avail := g.availOf(u, g.forbidden[u].or(g.forbidden[v]))
	if g.pressure[u]+g.pressure[v] < avail {
		return true // the merged node is itself trivially colorable
	}
	g.stampID++
	k := int32(0)
	for _, list := range [2][]int32{g.adj[u], g.adj[v]} {
		for _, t := range list {
			if !g.live(t) || g.stamp[t] == g.stampID {
				continue
			}
			g.stamp[t] = g.stampID
			if !g.trivial(t) {
				k += g.blocks(t, u)
				if k >= avail {
					return false
				}
			}
		}
	}
	return k < avail
}

func (g *graph) combine(u, v int32) {
	g.state[v] = stCoalesced
	g.coalesced = append(g.coalesced, v)
	g.alias[v] = u
	g.enableMoves(v)
	if g.precolored(u) {
		_, _, m := g.physGroup(u, v)
		for _, t := range g.adj[v] {
			if !g.live(t) {
				continue
			}
			was := g.trivial(t)
			g.forbidden[t] = g.forbidden[t].or(m)
			g.avail[t] = g.availOf(t, g.forbidden[t])
			g.pressure[t] -= g.blocks(v, t)
			g.becameTrivial(t, was)
		}
		return
	}
	g.moveList[u] = append(g.moveList[u], g.moveList[v]...)
	g.forbidden[u] = g.forbidden[u].or(g.forbidden[v])
	g.avail[u] = g.availOf(u, g.forbidden[u])
	g.cost[u] += g.cost[v]
	for _, t := range g.adj[v] {
		if !g.live(t) {
			continue
		}
		g.addEdge(t, u)
		g.decrement(t, g.blocks(v, t))
	}
	if !g.trivial(u) && g.state[u] == stFreeze {
		g.push(&g.spillWL, u, stSpill)
	}
}

func (g *graph) freezeOne() bool {
	x := g.pop(&g.freezeWL, stFreeze)
	if x < 0 {
		return false
	}
	g.push(&g.simplifyWL, x, stSimplify)
	g.freezeMoves(x)
	return true
}

func (g *graph) freezeMoves(u int32) {
	for _, m := range g.moveList[u] {
		mv := &g.moves[m]
		if mv.state != mvWorklist && mv.state != mvActive {
			continue
		}
		mv.state = mvFrozen
		x, y := g.getAlias(mv.dst), g.getAlias(mv.src)
		v := x
		if y != g.getAlias(u) {
			v = y
		}
		if v == g.getAlias(u) {
			continue
		}
		if !g.precolored(v) && g.state[v] == stFreeze && !g.moveRelated(v) && g.trivial(v) {
			g.push(&g.simplifyWL, v, stSimplify)
		}
	}
}

// selectSpill picks the potential spill with the lowest cost per unit of
// pressure (spill temporaries have infinite cost, so they go last) and
// simplifies it optimistically.
func (g *graph) selectSpill() bool {
	best := int32(-1)
	var bestScore float64
	kept := g.spillWL[:0]
	for _, x := range g.spillWL {
		if g.state[x] != stSpill || g.stamp[x] == -1 {
			continue
		}
		g.stamp[x] = -1 // dedup within this scan
		kept = append(kept, x)
		score := g.cost[x] / float64(g.pressure[x]+1)
		if best < 0 || score < bestScore {
			best, bestScore = x, score
		}
	}
	for _, x := range kept {
		g.stamp[x] = 0
	}
	g.spillWL = kept
	if best < 0 {
		return false
	}
	g.push(&g.simplifyWL, best, stSimplify)
	g.freezeMoves(best)
	return true
}

// assignColors pops the select stack, giving each node the lowest free
// aligned group (or the group of a move partner, to remove the copy), and
// returns the nodes that got none.
func (g *graph) assignColors() []int32 {
	var spilled []int32
	a := g.a
	for len(g.selectStack) > 0 {
		x := g.selectStack[len(g.selectStack)-1]
		g.selectStack = g.selectStack[:len(g.selectStack)-1]
		used := g.forbidden[x]
		for _, t := range g.adj[x] {
			r := g.getAlias(t)
			switch {
			case g.precolored(r):
				_, idx, _ := g.physGroup(r, t)
				used.setRange(idx, int(a.width[t]))
			case g.state[r] == stColored:
				used.setRange(int(g.color[r]), int(a.width[r]))
			}
		}
		w := int(a.width[x])
		free := a.alloc[a.class[x]].andNot(used)
		c := g.preferred(x, free)
		if c < 0 {
			c = free.andNot(a.costly[a.class[x]]).groupStarts(w).first()
		}
		if c < 0 {
			c = free.groupStarts(w).first()
		}
		if c < 0 {
			g.state[x] = stSpilled
			spilled = append(spilled, x)
			continue
		}
		g.state[x] = stColored
		g.color[x] = int16(c)
	}
	for _, v := range g.coalesced {
		r := g.getAlias(v)
		if g.precolored(r) {
			_, idx, _ := g.physGroup(r, v)
			g.color[v] = int16(idx)
		} else {
			g.color[v] = g.color[r]
		}
	}
	return spilled
}

// preferred returns the register of a colored move partner of x if its
// group is free, else -1.
func (g *graph) preferred(x int32, free regMask) int {
	w := int(g.a.width[x])
	for _, m := range g.moveList[x] {
		mv := g.moves[m]
		o := g.getAlias(mv.dst)
		if o == x {
			o = g.getAlias(mv.src)
		}
		c := -1
		switch {
		case o == x:
		case g.precolored(o):
			cl, idx, _ := g.physGroup(o, x)
			if cl == g.a.class[x] {
				c = idx
			}
		case g.state[o] == stColored:
			c = int(g.color[o])
		}
		if c >= 0 && c%w == 0 && c+w <= 256 && free.groupFree(c, w) {
			return c
		}
	}
	return -1
}
