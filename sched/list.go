package sched

import "gpucc/ir"

// listScheduler holds the scratch state of block scheduling, reused from
// block to block so that a function allocates little.
type listScheduler struct {
	// Per register: the last writer and the readers since, valid only
	// where regGen matches gen (so nothing is cleared between blocks).
	lastDef [numRegIDs]int32
	readers [numRegIDs][]int32
	regGen  [numRegIDs]uint32
	gen     uint32

	// Dependence edges, added while walking the region in order: every
	// edge goes from an earlier to a later instruction.
	eFrom, eTo, eLat []int32
	seenStamp        []int32 // per node: 1 + the node whose edges are being added
	seenEdge         []int32 // per node: the edge from it to that node

	succStart, succ []int32 // edges grouped by source (CSR)
	cursor          []int32
	indeg           []int32
	height, est     []int32
	variable        []bool
	ready, pending  nodeHeap

	order  []int32
	instrs []*ir.Instr
	infos  []instrInfo
}

// regionEnd returns the number of leading instructions of a block that may
// be reordered: everything before the first BRA, CALL, RET or unguarded
// EXIT, which stay last in their original order. A CALL reads its
// arguments from registers the scheduler does not see as its operands (the
// calling convention's), so nothing moves across it.
func regionEnd(instrs []*ir.Instr, infos []instrInfo) int {
	for i, x := range infos {
		p := instrs[i].Inst.Form.Op().Props
		if x.branch || p.Call || p.Return || p.Exit && !instrs[i].Guarded() {
			return i
		}
	}
	return len(instrs)
}

// scheduleBlock reorders the schedulable region of b in place, permuting
// infos alongside. The terminators take part in the DAG as sinks that
// depend on everything before them, so they stay last, and what they read
// (a branch's predicate) weighs in the priorities.
func (s *listScheduler) scheduleBlock(b *ir.Block, infos []instrInfo) {
	end := regionEnd(b.Instrs, infos)
	if end < 2 {
		return
	}
	n := len(b.Instrs)
	s.buildDAG(infos, end)
	s.computeHeights(infos)
	s.run(n)
	s.instrs = append(s.instrs[:0], b.Instrs[:n]...)
	s.infos = append(s.infos[:0], infos[:n]...)
	for k, i := range s.order {
		b.Instrs[k] = s.instrs[i]
		infos[k] = s.infos[i]
	}
}

func (s *listScheduler) addEdge(from, to, lat int32) {
	if from < 0 || from == to {
		return
	}
	if s.seenStamp[from] == to+1 {
		e := s.seenEdge[from]
		if lat > s.eLat[e] {
			s.eLat[e] = lat
		}
		return
	}
	s.seenStamp[from] = to + 1
	s.seenEdge[from] = int32(len(s.eFrom))
	s.eFrom = append(s.eFrom, from)
	s.eTo = append(s.eTo, to)
	s.eLat = append(s.eLat, lat)
}

// wawLatency is how long after a write p a later write n of the same
// register may issue: a fixed write must not complete before an older fixed
// one, and nothing may write a register a variable-latency instruction will
// still write.
func wawLatency(p, n *instrInfo) int32 {
	switch {
	case p.variable:
		return p.typical
	case n.variable:
		return p.lat
	case p.lat > n.lat:
		return p.lat - n.lat
	}
	return 0
}

// buildDAG computes the dependence edges of a block whose instructions
// from end on must keep their place.
func (s *listScheduler) buildDAG(infos []instrInfo, end int) {
	n := len(infos)
	s.eFrom, s.eTo, s.eLat = s.eFrom[:0], s.eTo[:0], s.eLat[:0]
	s.seenStamp = resize(s.seenStamp, n)
	s.seenEdge = resize(s.seenEdge, n)
	for i := range s.seenStamp {
		s.seenStamp[i] = 0
	}
	s.gen++
	touch := func(r uint16) {
		if s.regGen[r] != s.gen {
			s.regGen[r] = s.gen
			s.lastDef[r] = -1
			s.readers[r] = s.readers[r][:0]
		}
	}
	var lastStore [numSpaces]int32
	var loadsSince [numSpaces][]int32
	for k := range lastStore {
		lastStore[k] = -1
	}
	lastFence := int32(-1)
	var sideSince []int32
	for ii := range infos {
		i := int32(ii)
		x := &infos[ii]
		if ii >= end {
			for p := int32(0); p < i; p++ {
				s.addEdge(p, i, 0)
			}
		}
		for _, r := range x.uses {
			touch(r)
			if p := s.lastDef[r]; p >= 0 {
				s.addEdge(p, i, infos[p].weight())
			}
			s.readers[r] = append(s.readers[r], i)
		}
		for _, r := range x.defs {
			touch(r)
			if p := s.lastDef[r]; p >= 0 {
				s.addEdge(p, i, wawLatency(&infos[p], x))
			}
			for _, rd := range s.readers[r] {
				s.addEdge(rd, i, 0)
			}
			s.lastDef[r] = i
			s.readers[r] = s.readers[r][:0]
		}
		if x.space != spaceNone {
			first, last := x.space, x.space
			if x.space == spaceGeneric {
				first, last = spaceGlobal, spaceLocal
			}
			for sp := first; sp <= last; sp++ {
				s.addEdge(lastStore[sp], i, 0)
				if x.store {
					for _, l := range loadsSince[sp] {
						s.addEdge(l, i, 0)
					}
					loadsSince[sp] = loadsSince[sp][:0]
					lastStore[sp] = i
				} else {
					loadsSince[sp] = append(loadsSince[sp], i)
				}
			}
		}
		if x.fence {
			s.addEdge(lastFence, i, 0)
			for _, p := range sideSince {
				s.addEdge(p, i, 0)
			}
			sideSince = sideSince[:0]
			lastFence = i
		} else if x.side || writesUniform(x) {
			s.addEdge(lastFence, i, 0)
			sideSince = append(sideSince, i)
		}
	}
	// Group the edges by source.
	s.succStart = resize(s.succStart, n+1)
	for i := range s.succStart {
		s.succStart[i] = 0
	}
	for _, f := range s.eFrom {
		s.succStart[f+1]++
	}
	for i := 1; i <= n; i++ {
		s.succStart[i] += s.succStart[i-1]
	}
	s.succ = resize(s.succ, len(s.eFrom))
	s.cursor = resize(s.cursor, n)
	copy(s.cursor, s.succStart[:n])
	for e, f := range s.eFrom {
		s.succ[s.cursor[f]] = int32(e)
		s.cursor[f]++
	}
}

// writesUniform reports whether an instruction writes a uniform register or
// predicate: such instructions execute once per warp, so they must not move
// across convergence points.
func writesUniform(x *instrInfo) bool {
	for _, r := range x.defs {
		if r >= urBase && r < prBase || r >= uprBase && r < brBase {
			return true
		}
	}
	return false
}

// computeHeights sets each node's latency-weighted path length to the end
// of the region, counting its own result latency so that a long load with
// no consumer in the block still starts early.
func (s *listScheduler) computeHeights(infos []instrInfo) {
	n := len(infos)
	s.height = resize(s.height, n)
	for i := n - 1; i >= 0; i-- {
		h := infos[i].weight()
		for _, e := range s.succ[s.succStart[i]:s.succStart[i+1]] {
			if v := s.eLat[e] + s.height[s.eTo[e]]; v > h {
				h = v
			}
		}
		s.height[i] = h
	}
	s.variable = resizeBool(s.variable, n)
	for i := range infos {
		s.variable[i] = infos[i].variable
	}
}

// before is the list scheduler's priority: longer path to the end first,
// then variable-latency instructions, then the original order.
func (s *listScheduler) before(a, b int32) bool {
	if s.height[a] != s.height[b] {
		return s.height[a] > s.height[b]
	}
	if s.variable[a] != s.variable[b] {
		return s.variable[a]
	}
	return a < b
}

// run issues the region one instruction per cycle, each time picking the
// best instruction whose operands are (estimated to be) ready, or, when
// none is, jumping ahead to the earliest one.
func (s *listScheduler) run(n int) {
	s.indeg = resize(s.indeg, n)
	s.est = resize(s.est, n)
	for i := 0; i < n; i++ {
		s.indeg[i], s.est[i] = 0, 0
	}
	for _, t := range s.eTo {
		s.indeg[t]++
	}
	s.ready.reset(s.before)
	s.pending.reset(func(a, b int32) bool {
		if s.est[a] != s.est[b] {
			return s.est[a] < s.est[b]
		}
		return s.before(a, b)
	})
	for i := 0; i < n; i++ {
		if s.indeg[i] == 0 {
			s.pending.push(int32(i))
		}
	}
	s.order = s.order[:0]
	cycle := int32(0)
	for len(s.order) < n {
		for s.pending.len() > 0 && s.est[s.pending.top()] <= cycle {
			s.ready.push(s.pending.pop())
		}
		if s.ready.len() == 0 {
			cycle = s.est[s.pending.top()]
			continue
		}
		i := s.ready.pop()
		s.order = append(s.order, i)
		for _, e := range s.succ[s.succStart[i]:s.succStart[i+1]] {
			t := s.eTo[e]
			if v := cycle + s.eLat[e]; v > s.est[t] {
				s.est[t] = v
			}
			s.indeg[t]--
			if s.indeg[t] == 0 {
				s.pending.push(t)
			}
		}
		cycle++
	}
}

// nodeHeap is a binary heap of node indexes under a caller-given order.
type nodeHeap struct {
	items []int32
	less  func(a, b int32) bool
}

func (h *nodeHeap) reset(less func(a, b int32) bool) {
	h.items = h.items[:0]
	h.less = less
}

func (h *nodeHeap) len() int   { return len(h.items) }
func (h *nodeHeap) top() int32 { return h.items[0] }
func (h *nodeHeap) push(x int32) {
	h.items = append(h.items, x)
	i := len(h.items) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !h.less(h.items[i], h.items[p]) {
			break
		}
		h.items[i], h.items[p] = h.items[p], h.items[i]
		i = p
	}
}

func (h *nodeHeap) pop() int32 {
	top := h.items[0]
	last := len(h.items) - 1
	h.items[0] = h.items[last]
	h.items = h.items[:last]
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < last && h.less(h.items[l], h.items[m]) {
			m = l
		}
		if r < last && h.less(h.items[r], h.items[m]) {
			m = r
		}
		if m == i {
			break
		}
		h.items[i], h.items[m] = h.items[m], h.items[i]
		i = m
	}
	return top
}

func resize(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

func resizeBool(s []bool, n int) []bool {
	if cap(s) < n {
		return make([]bool, n)
	}
	return s[:n]
}
