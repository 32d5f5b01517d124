package emu

import (
	"fmt"
	"math/bits"
	"strings"

	"gpucc/isa"
)

// Intra-warp scheduling. The lanes of a warp form groups, each at one pc.
// At every scheduling event (a group splits at a branch, waits at BSYNC or
// WARPSYNC, exits, or is released) the warp picks the ready group with the
// lowest pc (ties: the group holding the lowest lane). After a taken
// backward branch it picks instead the ready group with the lowest pc above
// the branch, wrapping around, so that a group spinning in a loop cannot
// starve the others.

// pick chooses the group to run next; it returns false when no group is
// ready.
func (w *warp) pick(from int32, rotate bool) bool {
	if w.nReady == 1 && w.cur < len(w.groups) && w.groups[w.cur].state == groupReady {
		return true // the only ready group, whatever the rule
	}
	if w.nReady == 2 {
		// Two ready groups (the commonest case in divergent code: the two
		// sides of a branch, or a loop and one other group): the rule on
		// the pair, without the loop.
		rs := w.readySet
		i, j := bits.TrailingZeros32(rs)&31, bits.TrailingZeros32(rs&(rs-1))&31
		gi, gj := &w.groups[i], &w.groups[j]
		jFirst := gj.pc < gi.pc || gj.pc == gi.pc && bits.TrailingZeros32(gj.mask) < bits.TrailingZeros32(gi.mask)
		if aboveI, aboveJ := gi.pc > from, gj.pc > from; rotate && aboveI != aboveJ {
			jFirst = aboveJ // only one of them above from: that one
		}
		if jFirst {
			w.cur = j
		} else {
			w.cur = i
		}
		return true
	}
	best, bestAbove := -1, -1
	better := func(i, j int) bool {
		gi, gj := &w.groups[i], &w.groups[j]
		if gi.pc != gj.pc {
			return gi.pc < gj.pc
		}
		return bits.TrailingZeros32(gi.mask) < bits.TrailingZeros32(gj.mask)
	}
	for rs := w.readySet; rs != 0; rs &= rs - 1 { // the ready groups
		i := bits.TrailingZeros32(rs)
		if best < 0 || better(i, best) {
			best = i
		}
		if rotate && w.groups[i].pc > from && (bestAbove < 0 || better(i, bestAbove)) {
			bestAbove = i
		}
	}
	if bestAbove >= 0 {
		best = bestAbove
	}
	if best < 0 {
		return false
	}
	w.cur = best
	return true
}

// othersWait says whether every group but the current one (which is
// ready: it runs) waits (at BSYNC or WARPSYNC): then the current group is
// the only one pick can choose.
func (w *warp) othersWait() bool {
	return w.nReady <= 1
}

// countReady counts the ready groups (what nReady keeps).
func (w *warp) countReady() int32 {
	n := int32(0)
	for i := range w.groups {
		if w.groups[i].state == groupReady {
			n++
		}
	}
	return n
}

// readyBits returns the set of ready groups' indexes (what readySet keeps).
func (w *warp) readyBits() uint32 {
	var rs uint32
	for i := range w.groups {
		if w.groups[i].state == groupReady {
			rs |= 1 << uint(i)
		}
	}
	return rs
}

// reschedule picks the next group after a scheduling event at pc; a warp
// whose groups all wait for each other is deadlocked.
func (x *run) reschedule(w *warp, pc int32, rotate bool) *Error {
	if len(w.groups) == 0 {
		return nil
	}
	if w.pick(pc, rotate) {
		return nil
	}
	var parts []string
	for _, g := range w.groups {
		switch g.state {
		case groupBSYNC:
			parts = append(parts, fmt.Sprintf("lanes %#08x wait at %s for lanes %#08x recorded in B%d",
				g.mask, x.site(g.pc), w.breg[g.bar].mask&w.live&^g.mask, g.bar))
		case groupWARPSYNC:
			parts = append(parts, fmt.Sprintf("lanes %#08x wait at %s for lanes %#08x",
				g.mask, x.site(g.pc), g.wmask&w.live&^g.mask))
		}
	}
	return x.warpErr(w, pc, ErrDeadlock, "the lanes of the warp wait for each other: %s", strings.Join(parts, "; "))
}

func (w *warp) addGroup(pc int32, mask uint32) {
	w.readySet |= 1 << (uint(len(w.groups)) & 31)
	w.groups = append(w.groups, group{pc: pc, mask: mask})
	w.nReady++
}

// wait makes the current group g (ready) wait in state s.
func (w *warp) wait(g *group, s uint8) {
	g.state = s
	w.nReady--
	w.readySet &^= 1 << (uint(w.cur) & 31)
}

// removeGroup deletes group i (the caller picks a new current group).
func (w *warp) removeGroup(i int) {
	if w.groups[i].state == groupReady {
		w.nReady--
	}
	last := len(w.groups) - 1
	w.groups[i] = w.groups[last]
	w.groups = w.groups[:last]
	w.readySet = moveReadyBit(w.readySet, i, last)
	if w.cur == last {
		w.cur = i
	}
}

// moveReadyBit returns the ready set rs after the group at last moved to
// i (removing the group at i; i = last removes the last one).
func moveReadyBit(rs uint32, i, last int) uint32 {
	ib, lb := uint32(1)<<(uint(i)&31), uint32(1)<<(uint(last)&31) // indexes below 32: no shift guards
	if rs&lb != 0 && ib != lb {
		return rs&^lb | ib
	}
	return rs &^ (ib | lb)
}

// branch executes BRA: the lanes whose guard holds go to the target.
func (x *run) branch(w *warp, in *inst, gm, m uint32) *Error {
	g := &w.groups[w.cur]
	pc := in.pc
	switch {
	case m == 0:
		g.pc++
		return nil
	case m == gm:
		g.pc = in.target
		if in.target <= pc && len(w.groups) > 1 {
			return x.reschedule(w, pc, true)
		}
		return nil
	}
	g.pc, g.mask = pc+1, gm&^m
	w.addGroup(in.target, m)
	return x.reschedule(w, pc, in.target <= pc)
}

// exit ends the lanes whose guard holds.
func (x *run) exit(w *warp, in *inst, gm, m uint32) *Error {
	g := &w.groups[w.cur]
	if m == 0 {
		g.pc++
		return nil
	}
	w.live &^= m
	if m == gm {
		w.removeGroup(w.cur)
	} else {
		g.mask &^= m
		g.pc++
	}
	if w.live == 0 {
		w.done = true
		w.end = w.last + 1
		return x.warpExited(w)
	}
	// Exited lanes no longer hold back convergence barriers.
	if err := x.releaseWaits(w); err != nil {
		return err
	}
	return x.reschedule(w, in.pc, false)
}

// releaseWaits releases every waiting group whose condition now holds.
func (x *run) releaseWaits(w *warp) *Error {
	for again := true; again; {
		again = false
		for i := range w.groups {
			g := &w.groups[i]
			switch g.state {
			case groupBSYNC:
				again = x.tryBSYNC(w, g.pc, g.bar)
			case groupWARPSYNC:
				again = x.tryWARPSYNC(w, g.pc, g.wmask)
			}
			if again {
				break
			}
		}
	}
	return nil
}

// split separates the lanes of the current group whose guard is false
// (they go on at pc+1) from those that execute a waiting instruction.
func (w *warp) split(gm, m uint32) *group {
	g := &w.groups[w.cur]
	if rest := gm &^ m; rest != 0 {
		g.mask = m
		w.addGroup(g.pc+1, rest)
		g = &w.groups[w.cur]
	}
	return g
}

// bsync executes BSYNC Ba: the executing lanes wait until every non-exited
// lane recorded in Ba waits at this BSYNC; then they go on together.
func (x *run) bsync(w *warp, in *inst, gm, m uint32) *Error {
	if m == 0 {
		w.groups[w.cur].pc++
		return nil
	}
	g := w.split(gm, m)
	w.wait(g, groupBSYNC)
	g.bar = in.d
	x.tryBSYNC(w, in.pc, in.d)
	return x.reschedule(w, in.pc, false)
}

// tryBSYNC releases the groups waiting at the BSYNC at pc on barrier b if
// all lanes recorded in b (that have not exited) are among them.
func (x *run) tryBSYNC(w *warp, pc int32, b uint8) bool {
	need := w.breg[b].mask & w.live
	waiting := uint32(0)
	for i := range w.groups {
		g := &w.groups[i]
		if g.state == groupBSYNC && g.bar == b && g.pc == pc {
			waiting |= g.mask
		}
	}
	if need&^waiting != 0 {
		return false
	}
	w.merge(pc, waiting, groupBSYNC, b, 0)
	return true
}

// merge replaces the groups waiting at pc in state s (groupBSYNC: on
// barrier b; groupWARPSYNC: holding some of the lanes of need), those
// tryBSYNC and tryWARPSYNC found, by one ready group of the lanes mask at
// pc+1. The selection is spelled out rather than passed as a function: a
// call per group cost more than the rest of the walk.
func (w *warp) merge(pc int32, mask uint32, s uint8, b uint8, need uint32) {
	for i := 0; i < len(w.groups); {
		if g := &w.groups[i]; g.state == s && g.pc == pc && (s == groupBSYNC && g.bar == b || s == groupWARPSYNC && g.mask&need != 0) {
			w.removeGroup(i)
			continue
		}
		i++
	}
	w.addGroup(pc+1, mask)
}

// warpsync executes WARPSYNC mask: the executing lanes wait until every
// non-exited lane of the mask waits at this WARPSYNC.
func (x *run) warpsync(w *warp, in *inst, gm, m uint32) *Error {
	if m == 0 {
		w.groups[w.cur].pc++
		return nil
	}
	mask, err := x.warpsyncMask(w, in, m)
	if err != nil {
		return err
	}
	if m == gm {
		if mask&w.live&^m == 0 {
			return x.warpsyncAlone(w, in.pc)
		}
		return x.warpsyncGroup(w, in.pc, mask)
	}
	return x.warpsyncWait(w, in.pc, gm, m, mask)
}

// warpsyncMask returns the lanes the WARPSYNC in executed by the lanes m
// waits for (in strict mode an error if the lanes name different masks or
// a mask without them).
func (x *run) warpsyncMask(w *warp, in *inst, m uint32) (uint32, *Error) {
	var mask uint32
	if in.b.kind == oConst {
		mask = x.consts[in.b.slot][0]
	} else {
		v := x.vec(w, &in.b, 0)
		lane := bits.TrailingZeros32(m)
		mask = v[lane]
		if x.strict && m&(m-1) != 0 { // one lane agrees with itself
			// The first lane (in ascending order) that names another mask.
			if bad := m &^ eqLanes(v, mask); bad != 0 {
				i := bits.TrailingZeros32(bad) & 31
				return 0, x.laneErr(w, in.pc, i, ErrCollective, "WARPSYNC masks differ between lanes: %#08x in lane %d, %#08x in lane %d", mask, lane, v[i], i)
			}
		}
	}
	if x.strict && m&^mask != 0 {
		return 0, x.warpErr(w, in.pc, ErrCollective, "WARPSYNC mask %#08x does not name executing lanes %#08x", mask, m&^mask)
	}
	return mask | m, nil // lenient mode: a lane always waits for itself
}

// warpsyncWait makes the executing lanes m of the current group (its lanes
// gm) wait at the WARPSYNC at pc for the lanes of mask, releasing the
// waiting groups if they are all there.
func (x *run) warpsyncWait(w *warp, pc int32, gm, m, mask uint32) *Error {
	g := w.split(gm, m)
	w.wait(g, groupWARPSYNC)
	g.wmask = mask
	x.tryWARPSYNC(w, pc, mask)
	return x.reschedule(w, pc, false)
}

// warpsyncAlone is warpsyncWait when the whole current group executes the
// WARPSYNC at pc and its lanes are all the live lanes the mask names: no
// other group can be among the waiters (the groups' lanes are disjoint), so
// the group passes at once. It leaves the groups as tryWARPSYNC's merge
// would: the group removed (the last one moved into its place) and
// appended, ready, at pc+1.
func (x *run) warpsyncAlone(w *warp, pc int32) *Error {
	w.passAlone(pc)
	if len(w.groups) == 1 {
		return nil // pick's only choice
	}
	return x.reschedule(w, pc, false)
}

// passAlone lets the current group (ready), alone at the BSYNC or WARPSYNC at pc,
// pass as a merge of the waiting groups would: the group removed (the
// last one moved into its place) and appended, ready, at pc+1. The group
// stays the current one: pick chooses it when it is the only ready group.
func (w *warp) passAlone(pc int32) {
	last, cur := len(w.groups)-1, w.cur
	m := w.groups[cur].mask
	w.groups[cur] = w.groups[last]
	w.groups[last] = group{pc: pc + 1, mask: m}
	// The current group was ready and the appended one is: only a
	// waiting group moved into the current one's place changes the set.
	if lb := uint32(1) << (uint(last) & 31); w.readySet&lb == 0 {
		w.readySet ^= 1<<(uint(cur)&31) | lb
	}
	w.cur = last
}

// bsyncAlone says whether the lanes gm of the current group, executing
// the BSYNC at pc on barrier b, pass it at once and alone: every lane
// recorded in b that has not exited is among them and no other group
// waits at this BSYNC (bsync would merge it in).
func (w *warp) bsyncAlone(pc int32, b uint8, gm uint32) bool {
	if w.breg[b].mask&w.live&^gm != 0 {
		return false
	}
	for i := range w.groups {
		if g := &w.groups[i]; i != w.cur && g.state == groupBSYNC && g.bar == b && g.pc == pc {
			return false
		}
	}
	return true
}

// flowInline executes the flow instruction in at pc, issued by the lanes m
// of the current group (its lanes gm), when it is no scheduling event:
// the current group goes on and pick would choose it again. It returns
// the group's next pc and true, or false (nothing done) when runWarp must
// take the general path (flow). Each case does what flow does:
//   - a CALL the whole group takes or none of it, as runWarp's uniform
//     BRA (call: the return addresses, then branch);
//   - a RET of the whole group or none of it (ret never reschedules then);
//   - BSSY (no scheduling event);
//   - a BSYNC or WARPSYNC of no lanes, or of the whole group when it
//     passes alone (bsyncAlone; warpsync's warpsyncAlone) and no other
//     group is ready: the merge's groups (passAlone), pick's choice.
//
// A WARPSYNC of the whole group that is a scheduling event, a BRA that
// runWarp did not take itself (always one), and the CALLs, RETs and
// BSYNCs above do not cover (divergent, or a backward CALL with another
// group ready, or a BSYNC that waits), it runs as flow would (warpsync
// with its mask computed once; branch, call, ret, bsync) and returns
// flowRan: flow's work is done, and runWarp's run goes on with the group
// pick chose.
//
// alone is runWarp's memo of othersWait for the current run; flowInline
// keeps it (it returns whether othersWait holds after the instruction).
// With it, or one group, or othersWait, no other group is ready: pick's
// only choice is the current group.
func (x *run) flowInline(w *warp, in *inst, pc int, gm, m uint32, alone bool) (next int, ok, stillAlone bool, err *Error) {
	switch in.flow {
	case flowCALL:
		if m == 0 {
			return pc + 1, true, alone, nil
		}
		if m == gm && (int(in.target) > pc || alone || len(w.groups) == 1 || w.othersWait()) {
			w.writeReturn(in, m)
			return int(in.target), true, alone || int(in.target) <= pc, nil
		}
		// A divergent CALL, or a backward one with another group ready:
		// call's event.
		w.groups[w.cur].pc = int32(pc)
		return flowRan, false, alone, x.call(w, in, gm, m)
	case flowRET:
		if m == 0 {
			return pc + 1, true, alone, nil
		}
		if m == gm {
			target, err := x.retTarget(w, in, m, int32(len(x.prog.insts)))
			if err != nil {
				return 0, false, alone, err
			}
			return int(target), true, alone, nil
		}
		// A RET of part of the group: ret's event (an error leaves the
		// groups as they were).
		w.groups[w.cur].pc = int32(pc)
		return flowRan, false, alone, x.ret(w, in, gm, m, int32(len(x.prog.insts)))
	case flowBSSY:
		w.breg[in.d] = bReg{mask: m, target: in.target}
		return pc + 1, true, alone, nil
	case flowBSYNC:
		if m == 0 {
			return pc + 1, true, alone, nil
		}
		if m == gm && (alone || len(w.groups) == 1 || w.othersWait()) && w.bsyncAlone(int32(pc), in.d, gm) {
			w.passAlone(int32(pc))
			return pc + 1, true, true, nil
		}
		// The lanes wait (or pass with another group ready): bsync's event.
		w.groups[w.cur].pc = int32(pc)
		return flowRan, false, alone, x.bsync(w, in, gm, m)
	case flowWARPSYNC:
		if m == 0 {
			return pc + 1, true, alone, nil
		}
		if m != gm {
			return 0, false, alone, nil
		}
		mask, err := x.warpsyncMask(w, in, m)
		if err != nil {
			return 0, false, alone, err
		}
		passes := mask&w.live&^m == 0
		if passes && (alone || len(w.groups) == 1 || w.othersWait()) {
			w.passAlone(int32(pc))
			return pc + 1, true, true, nil
		}
		// A scheduling event: warpsync's, with the mask computed once.
		w.groups[w.cur].pc = int32(pc)
		if passes {
			return flowRan, false, alone, x.warpsyncAlone(w, int32(pc))
		}
		return flowRan, false, alone, x.warpsyncGroup(w, int32(pc), mask)
	case flowBRA:
		// A branch runWarp does not take itself (a divergent one, or a
		// backward one with another group ready): branch's event.
		w.groups[w.cur].pc = int32(pc)
		return flowRan, false, alone, x.branch(w, in, gm, m)
	}
	return 0, false, alone, nil
}

// flowRan is flowInline's next when it ran the instruction as a scheduling
// event (flow's work, the current group's pc written back first): the
// groups may have changed, and runWarp's run ends.
const flowRan = -1

func (x *run) tryWARPSYNC(w *warp, pc int32, mask uint32) bool {
	need := mask & w.live
	waiting := uint32(0)
	for i := range w.groups {
		g := &w.groups[i]
		if g.state == groupWARPSYNC && g.pc == pc && g.mask&need != 0 {
			waiting |= g.mask
		}
	}
	if need&^waiting != 0 {
		return false
	}
	w.merge(pc, waiting, groupWARPSYNC, 0, need)
	return true
}

// call executes CALL Rd, target: the lanes whose guard holds write the byte
// address of the next instruction (their return address) to Rd and go to
// the target, like a taken BRA.
func (x *run) call(w *warp, in *inst, gm, m uint32) *Error {
	w.writeReturn(in, m)
	return x.branch(w, in, gm, m)
}

// writeReturn writes the return address of CALL in to its Rd in the lanes m.
func (w *warp) writeReturn(in *inst, m uint32) {
	ret := uint32(in.pc+1) * isa.InstBytes
	d := w.dst(in.d)
	for mm := m; mm != 0; mm &= mm - 1 {
		d[bits.TrailingZeros32(mm)&31] = ret
	}
}

// ret executes RET Rb: the lanes whose guard holds go to the return address
// in Rb. They must all hold the same address (a warp's lanes return
// together: the callee reconverges before its RET), and it must be an
// instruction of the code of n instructions.
func (x *run) ret(w *warp, in *inst, gm, m uint32, n int32) *Error {
	g := &w.groups[w.cur]
	pc := in.pc
	if m == 0 {
		g.pc++
		return nil
	}
	target, err := x.retTarget(w, in, m, n)
	if err != nil {
		return err
	}
	if m == gm {
		g.pc = target
		return nil
	}
	g.pc, g.mask = pc+1, gm&^m
	w.addGroup(target, m)
	return x.reschedule(w, pc, false)
}

// retTarget returns the instruction the lanes m (not none) executing RET
// in return to, or the error of lanes that disagree or of an address
// outside the code of n instructions.
func (x *run) retTarget(w *warp, in *inst, m uint32, n int32) (int32, *Error) {
	v := x.vec(w, &in.b, 0)
	first := bits.TrailingZeros32(m)
	addr := v[first&31]
	if m&(m-1) != 0 { // one lane agrees with itself
		if bad := m &^ eqLanes(v, addr); bad != 0 { // the first lane that returns elsewhere
			i := bits.TrailingZeros32(bad) & 31
			return 0, x.laneErr(w, in.pc, i, ErrProgram, "RET: lane %d returns to %#x but lane %d to %#x (the lanes executing a RET must return to one address)", first, addr, i, v[i])
		}
	}
	if addr%isa.InstBytes != 0 || int64(addr/isa.InstBytes) >= int64(n) {
		return 0, x.laneErr(w, in.pc, first, ErrProgram, "RET to %#x, which is not an instruction of the code (%d instructions)", addr, n)
	}
	return int32(addr / isa.InstBytes), nil
}
