package emu

import "math/bits"

// Fused scheduling events. A divergent warp (call_recursion: recursion
// whose lanes return at different depths, 5-6 groups, most of them
// waiting at WARPSYNCs) spends its flow instructions walking the groups:
// warpsyncWait's wait, tryWARPSYNC's collection of the waiting lanes,
// merge's removals and pick's choice each walk them once. The functions
// here do the same in one walk where they can, and leave the groups,
// the current group, nReady and any error exactly as the step-by-step
// functions do (flowsched_test.go compares them on random groups).

// warpsyncGroup is warpsyncWait for a WARPSYNC at pc executed by the whole
// current group (m = gm, so split adds nothing) whose live lanes of mask
// are not all in the group (else warpsyncAlone applies). The group waits;
// one walk collects the waiting lanes tryWARPSYNC would (state WARPSYNC,
// at pc, holding a lane of need), remembers their indexes for merge's
// removals, and finds the ready group pick would choose among the others.
func (x *run) warpsyncGroup(w *warp, pc int32, mask uint32) *Error {
	gs := w.groups
	if len(gs) > 32 { // not reached: the groups' lanes are disjoint and not empty
		return x.warpsyncWait(w, pc, w.groups[w.cur].mask, w.groups[w.cur].mask, mask)
	}
	g := &gs[w.cur]
	g.state, g.wmask = groupWARPSYNC, mask
	w.nReady--
	w.readySet &^= 1 << (uint(w.cur) & 31)
	need := mask & w.live
	// A lane it waits for in a ready group (usually the other side of the
	// branch that split the lanes) rules the release out without the walk:
	// the groups' lanes are disjoint, so that lane waits in no group.
	var readyLanes uint32
	for rs := w.readySet; rs != 0; rs &= rs - 1 {
		readyLanes |= gs[bits.TrailingZeros32(rs)&31].mask
	}
	if need&readyLanes != 0 {
		w.pick(pc, false) // there is a ready group: pick's scan (the current group waits)
		return nil
	}
	var waiting, matched uint32
	best, bestPC, bestLane := -1, int32(0), 0
	for i := range gs {
		gi := &gs[i]
		switch gi.state {
		case groupReady:
			// pick's rule: the lowest pc, ties the lowest lane.
			if lane := bits.TrailingZeros32(gi.mask); best < 0 || gi.pc < bestPC || gi.pc == bestPC && lane < bestLane {
				best, bestPC, bestLane = i, gi.pc, lane
			}
		case groupWARPSYNC:
			if gi.pc == pc && gi.mask&need != 0 {
				waiting |= gi.mask
				matched |= 1 << (uint(i) & 31)
			}
		}
	}
	if need&^waiting != 0 {
		// Not released: the current group waits, so pick's shortcut does
		// not apply and its scan chooses best.
		if best < 0 {
			return x.reschedule(w, pc, false) // the deadlock's error
		}
		w.cur = best
		return nil
	}
	// merge: removeGroup on each matched index in ascending order, the
	// last group moved into the removed one's place (and tested again
	// there), then the merged group appended, ready.
	n := len(gs)
	for matched != 0 {
		i := bits.TrailingZeros32(matched)
		last := n - 1
		gs[i] = gs[last]
		n = last
		w.readySet = moveReadyBit(w.readySet, i, last)
		if w.cur == last {
			w.cur = i
		}
		if best == last {
			best = i
		}
		matched &^= 1 << uint(i)
		if matched>>uint(last)&1 != 0 {
			matched = matched&^(1<<uint(last)) | 1<<uint(i)
		}
	}
	w.groups = append(gs[:n], group{pc: pc + 1, mask: waiting})
	w.nReady++
	w.readySet |= 1 << (uint(n) & 31)
	// pick: the merged group or best, whichever comes first.
	if best >= 0 && (bestPC < pc+1 || bestPC == pc+1 && bestLane < bits.TrailingZeros32(waiting)) {
		w.cur = best
	} else {
		w.cur = n
	}
	return nil
}
