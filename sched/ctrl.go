package sched

import "gpucc/isa"

// allSB is the mask of every scoreboard.
const allSB = 1<<isa.NumScoreboards - 1

// entryState is the worst case at a block entry over every path reaching
// it: for each register the cycles left until a pending fixed-latency
// result is readable, and the scoreboards that may still write it.
type entryState struct {
	rem     [numRegIDs]uint8
	sb      [numRegIDs]uint8
	pending uint8 // scoreboards that may be outstanding
	reached bool
}

// tolerance says that a block touches register reg at cycle t after its
// entry (in its own schedule, assuming nothing pending): a predecessor must
// leave at most t cycles of fixed latency outstanding on reg. Only
// tolerances below maxFixedLatency are kept: nothing stays pending longer
// across an edge.
type tolerance struct {
	reg uint16
	t   int32
}

// timing is the state of the forward pass through a block, with cycles
// counted from the block entry.
type timing struct {
	ready    [numRegIDs]int32 // cycle from which the register's fixed-latency result is readable
	sbRegs   [numRegIDs]uint8 // scoreboards that may still write the register
	cover    [isa.NumScoreboards][]uint16
	pending  uint8
	stamp    [isa.NumScoreboards]int64 // last allocation, for LRU
	clock    int64
	maxReady int32 // max of ready: when every fixed-latency result has landed
}

func (tm *timing) init(e *entryState) {
	tm.pending = 0
	tm.maxReady = 0
	tm.clock = 0
	for k := range tm.cover {
		tm.cover[k] = tm.cover[k][:0]
		tm.stamp[k] = 0
	}
	if e == nil {
		for r := range tm.ready {
			tm.ready[r] = 0
			tm.sbRegs[r] = 0
		}
		return
	}
	tm.pending = e.pending
	for r := range tm.ready {
		rem := int32(e.rem[r])
		tm.ready[r] = rem
		if rem > tm.maxReady {
			tm.maxReady = rem
		}
		m := e.sb[r]
		tm.sbRegs[r] = m
		for m != 0 {
			k := lowBit(m)
			m &^= 1 << k
			tm.cover[k] = append(tm.cover[k], uint16(r))
		}
	}
	// Scoreboards set before the block are older than any other.
	for k := range tm.stamp {
		if e.pending&(1<<k) != 0 {
			tm.stamp[k] = -1
		}
	}
}

// wait clears the scoreboards in mask: their results have landed.
func (tm *timing) wait(mask uint8) {
	mask &= tm.pending
	for mask != 0 {
		k := lowBit(mask)
		mask &^= 1 << k
		for _, r := range tm.cover[k] {
			tm.sbRegs[r] &^= 1 << k
		}
		tm.cover[k] = tm.cover[k][:0]
		tm.pending &^= 1 << k
	}
}

// leastRecent returns the scoreboard of mask (non-empty) allocated longest
// ago, the lowest-numbered on ties. Scoreboards pending at the block entry
// count as older than any other: once waited for, they are reused first, so
// that a loop's loads keep the same scoreboards from one iteration to the
// next instead of rotating through all six in the dataflow.
func (tm *timing) leastRecent(mask uint8) int {
	best := -1
	for k := 0; k < isa.NumScoreboards; k++ {
		if mask&(1<<k) != 0 && (best < 0 || tm.stamp[k] < tm.stamp[best]) {
			best = k
		}
	}
	return best
}

func lowBit(m uint8) int {
	for k := 0; k < 8; k++ {
		if m&(1<<k) != 0 {
			return k
		}
	}
	return -1
}

// edgeSnap is the timing state where an edge leaves a block.
type edgeSnap struct {
	ready   [numRegIDs]int32
	sbRegs  [numRegIDs]uint8
	pending uint8
	at      int // instruction the edge leaves from
	to      int
}

// ctrlPass is the scratch state of the control-bit passes.
type ctrlPass struct {
	tm      timing
	times   []int32
	stalls  []int32
	snaps   []*edgeSnap
	seenGen [numRegIDs]uint32
	gen     uint32
}

// assignControl computes the control bits of every instruction: block
// tolerances first, then a dataflow fixpoint over block entry states.
func (s *fn) assignControl() error {
	n := len(s.f.Blocks)
	var cp ctrlPass
	own := make([][]tolerance, n)
	for bi := range s.f.Blocks {
		if _, err := s.blockPass(&cp, bi, nil, &own[bi], nil, nil); err != nil {
			return err
		}
	}
	// An empty block takes no time: its tolerances are those of the block it
	// falls through to.
	tols := make([][]tolerance, n)
	for bi := range tols {
		b := bi
		for steps := 0; steps <= n && len(s.f.Blocks[b].Instrs) == 0 && len(s.edges[b]) > 0; steps++ {
			b = s.edges[b][0].to
		}
		tols[bi] = own[b]
	}
	entries := make([]entryState, n)
	if n > 0 {
		entries[0].reached = true
	}
	queue := make([]int, 0, n)
	queued := make([]bool, n)
	for bi := 0; bi < n; bi++ {
		queue = append(queue, bi)
		queued[bi] = true
	}
	for len(queue) > 0 {
		bi := queue[0]
		queue = queue[1:]
		queued[bi] = false
		changed, err := s.blockPass(&cp, bi, &entries[bi], nil, tols, entries)
		if err != nil {
			return err
		}
		for _, to := range changed {
			if !queued[to] {
				queued[to] = true
				queue = append(queue, to)
			}
		}
	}
	return nil
}

// blockPass runs the timing model through block bi from entry state e.
// With tolOut set (e nil) it only records the block's tolerances. Otherwise
// it writes the control bits, merges the state leaving along each edge into
// the successor's entry and returns the successors whose entry grew.
func (s *fn) blockPass(cp *ctrlPass, bi int, e *entryState, tolOut *[]tolerance, tols [][]tolerance, entries []entryState) ([]int, error) {
	b := s.f.Blocks[bi]
	infos := s.infos[bi]
	edges := s.edges[bi]
	final := tolOut == nil
	tm := &cp.tm
	tm.init(e)
	if len(b.Instrs) == 0 {
		var changed []int
		if final {
			for _, ed := range edges {
				if entries[ed.to].mergeEntry(e) {
					changed = append(changed, ed.to)
				}
			}
		}
		return changed, nil
	}
	n := len(b.Instrs)
	cp.times = resize(cp.times, n)
	cp.stalls = resize(cp.stalls, n)
	cp.gen++
	nsnap := 0
	var tPrev, msPrev int32
	for i, in := range b.Instrs {
		x := &infos[i]
		var t int32
		if i > 0 {
			t = tPrev + msPrev
		}
		var req uint8
		for _, r := range x.uses {
			t = max(t, tm.ready[r])
			req |= tm.sbRegs[r]
		}
		for _, r := range x.defs {
			need := tm.ready[r]
			if !x.variable {
				need -= x.lat
			}
			t = max(t, need)
			req |= tm.sbRegs[r]
		}
		if x.drain || s.opts.Serial {
			req |= tm.pending
		}
		req &= tm.pending
		wsb := uint8(isa.NoScoreboard)
		if x.setsSB {
			free := allSB &^ (tm.pending &^ req)
			if free == 0 {
				k := tm.leastRecent(tm.pending)
				req |= 1 << k
				free = 1 << k
			}
			wsb = uint8(tm.leastRecent(free))
		}
		if !final {
			s.recordTolerances(cp, x, t, tolOut)
		} else if i == 0 && t > 0 {
			return nil, s.errorAt(bi, i, "internal error: block entry needs %d more cycles than its predecessors provide", t)
		}
		if i > 0 {
			cp.stalls[i-1] = t - tPrev
		}
		tm.wait(req)
		for _, r := range x.defs {
			if wsb != isa.NoScoreboard {
				tm.ready[r] = max(tm.ready[r], t)
				tm.sbRegs[r] = 1 << wsb
			} else {
				tm.ready[r] = max(tm.ready[r], t+x.lat)
				tm.maxReady = max(tm.maxReady, t+x.lat)
			}
		}
		if wsb != isa.NoScoreboard {
			tm.cover[wsb] = append(tm.cover[wsb], x.defs...)
			tm.pending |= 1 << wsb
			tm.clock++
			tm.stamp[wsb] = tm.clock
		}
		ms := int32(1)
		if x.drain || s.opts.Serial {
			ms = max(ms, tm.maxReady-t)
		}
		for _, ed := range edges {
			if ed.from != i || !final {
				continue
			}
			// Raise the stall so that the successor's own schedule holds.
			for _, tl := range tols[ed.to] {
				ms = max(ms, tm.ready[tl.reg]-t-tl.t)
			}
			if nsnap == len(cp.snaps) {
				cp.snaps = append(cp.snaps, new(edgeSnap))
			}
			sn := cp.snaps[nsnap]
			nsnap++
			sn.ready, sn.sbRegs, sn.pending, sn.at, sn.to = tm.ready, tm.sbRegs, tm.pending, i, ed.to
		}
		if final {
			in.Inst.Ctrl = isa.Control{WSB: wsb, Req: req, Yield: x.yield || x.branch && s.blocki[in.Target] <= bi}
		}
		cp.times[i] = t
		tPrev, msPrev = t, ms
	}
	cp.stalls[n-1] = msPrev
	if !final {
		return nil, nil
	}
	for i, in := range b.Instrs {
		st := cp.stalls[i]
		if st < 1 || st > 15 {
			return nil, s.errorAt(bi, i, "internal error: stall %d out of range", st)
		}
		in.Inst.Ctrl.Stall = uint8(st)
	}
	var changed []int
	for _, sn := range cp.snaps[:nsnap] {
		leave := cp.times[sn.at] + cp.stalls[sn.at]
		if entries[sn.to].mergeExit(sn, leave) {
			changed = append(changed, sn.to)
		}
	}
	return changed, nil
}

// recordTolerances notes the first cycle at which the block touches each
// register and how much pending latency that access allows: none for a
// read or a variable-latency write, the instruction's own latency for a
// fixed-latency write (it must not complete before the older write).
func (s *fn) recordTolerances(cp *ctrlPass, x *instrInfo, t int32, out *[]tolerance) {
	note := func(r uint16, allow int32) {
		if cp.seenGen[r] == cp.gen {
			return
		}
		cp.seenGen[r] = cp.gen
		if allow < maxFixedLatency {
			*out = append(*out, tolerance{reg: r, t: allow})
		}
	}
	for _, r := range x.uses {
		note(r, t)
	}
	for _, r := range x.defs {
		if x.variable {
			note(r, t)
		} else {
			note(r, t+x.lat)
		}
	}
}

// mergeExit folds the state leaving a block at cycle leave into e and
// reports whether e grew.
func (e *entryState) mergeExit(sn *edgeSnap, leave int32) bool {
	changed := !e.reached
	e.reached = true
	for r := range sn.ready {
		// Stalls are at most 15 cycles and latencies far below 255, so
		// the remaining cycles always fit.
		if rem := min(sn.ready[r]-leave, 255); rem > int32(e.rem[r]) {
			e.rem[r] = uint8(rem)
			changed = true
		}
		if m := sn.sbRegs[r] &^ e.sb[r]; m != 0 {
			e.sb[r] |= m
			changed = true
		}
	}
	if m := sn.pending &^ e.pending; m != 0 {
		e.pending |= m
		changed = true
	}
	return changed
}

// mergeEntry folds the entry state of an empty block into e.
func (e *entryState) mergeEntry(src *entryState) bool {
	changed := !e.reached
	e.reached = true
	for r := range src.rem {
		if src.rem[r] > e.rem[r] {
			e.rem[r] = src.rem[r]
			changed = true
		}
		if m := src.sb[r] &^ e.sb[r]; m != 0 {
			e.sb[r] |= m
			changed = true
		}
	}
	if m := src.pending &^ e.pending; m != 0 {
		e.pending |= m
		changed = true
	}
	return changed
}
