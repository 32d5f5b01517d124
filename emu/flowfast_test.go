package emu

import (
	"math"
	"math/bits"
	"math/rand"
	"testing"
)

// randomGroups splits the 32 lanes into 1 to 6 disjoint groups at a few
// pcs (ties frequent) in random states.
func randomGroups(rng *rand.Rand) []group {
	n := 1 + rng.Intn(6)
	var gs []group
	for lane := 0; lane < 32; lane++ {
		k := rng.Intn(n)
		for len(gs) <= k {
			gs = append(gs, group{pc: int32(rng.Intn(5)), state: uint8(rng.Intn(3))})
		}
		gs[k].mask |= 1 << lane
	}
	out := gs[:0]
	for _, g := range gs {
		if g.mask != 0 {
			out = append(out, g)
		}
	}
	return out
}

// TestBackwardBranchFastPath checks the condition under which runWarp
// takes a backward branch of the whole group without rescheduling
// (othersWait): branch's reschedule (pick after the jump, rotating) must
// choose the current group again whenever it holds, and the condition
// must hold in such a case where it can (so that the test exercises it).
func TestBackwardBranchFastPath(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	taken := 0
	for round := 0; round < 20000; round++ {
		gs := randomGroups(rng)
		cur := rng.Intn(len(gs))
		gs[cur].state = groupReady
		w := &warp{groups: gs, cur: cur}
		w.nReady, w.readySet = w.countReady(), w.readyBits()
		from := int32(rng.Intn(5))
		gs[cur].pc = int32(rng.Intn(int(from) + 1)) // the branch target, at or before the branch
		if !w.othersWait() {
			continue
		}
		taken++
		if !w.pick(from, true) || w.cur != cur {
			t.Fatalf("groups %+v, current %d, branch at %d: othersWait holds but pick chooses %d", gs, cur, from, w.cur)
		}
	}
	if taken < 1000 {
		t.Fatalf("othersWait held in only %d rounds", taken)
	}
}

// TestWarpsyncAloneMatchesWait checks warpsyncAlone against warpsyncWait
// (split, wait, tryWARPSYNC, reschedule) on random group layouts, with the
// WARPSYNC's mask chosen around the boundary of the fast path's condition:
// exactly the group's lanes, plus exited lanes, plus one lane of another
// group (not fast), all lanes. Whenever the condition holds the groups,
// the current group and the result must be the same.
func TestWarpsyncAloneMatchesWait(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	x := &run{prog: &Program{}}
	fast := 0
	for round := 0; round < 20000; round++ {
		gs := randomGroups(rng)
		cur := rng.Intn(len(gs))
		gs[cur].state = groupReady
		gm := gs[cur].mask
		var live uint32
		for _, g := range gs {
			live |= g.mask
		}
		exited := uint32(rng.Int63()) &^ live
		mask := gm
		switch rng.Intn(4) {
		case 1:
			mask |= exited
		case 2:
			mask |= live &^ gm & -(live &^ gm) // one lane of another group, if any
		case 3:
			mask = ^uint32(0)
		}
		pc := gs[cur].pc
		if mask&live&^gm != 0 { // the fast path needs all live lanes of the mask in the group
			continue
		}
		fast++
		a := &warp{groups: append([]group(nil), gs...), cur: cur, live: live}
		b := &warp{groups: append([]group(nil), gs...), cur: cur, live: live}
		a.nReady, b.nReady = a.countReady(), b.countReady()
		a.readySet, b.readySet = a.readyBits(), b.readyBits()
		errA := x.warpsyncAlone(a, pc)
		errB := x.warpsyncWait(b, pc, gm, gm, mask)
		if (errA == nil) != (errB == nil) || a.cur != b.cur || len(a.groups) != len(b.groups) || a.nReady != b.nReady || a.nReady != a.countReady() ||
			a.readySet != a.readyBits() || b.readySet != b.readyBits() {
			t.Fatalf("groups %+v, current %d, mask %#x: alone gives %+v (current %d, %v), wait %+v (current %d, %v)",
				gs, cur, mask, a.groups, a.cur, errA, b.groups, b.cur, errB)
		}
		for i := range a.groups {
			if a.groups[i] != b.groups[i] {
				t.Fatalf("groups %+v, current %d, mask %#x: alone gives %+v, wait %+v", gs, cur, mask, a.groups, b.groups)
			}
		}
	}
	if fast < 5000 {
		t.Fatalf("the fast path's condition held in only %d rounds", fast)
	}
}

// TestPickOnlyReadyGroup checks pick's shortcut (the current group is the
// only ready one) against its scan (nReady unknown: 0 skips the
// shortcut) on random group sets, rotating or not.
// pickRef is pick's rule spelled out: the ready group with the lowest pc
// (ties: the one holding the lowest lane), or when rotating the one with
// the lowest pc above from if there is one.
func pickRef(gs []group, from int32, rotate bool) int {
	better := func(a, b group) bool {
		if a.pc != b.pc {
			return a.pc < b.pc
		}
		return bits.TrailingZeros32(a.mask) < bits.TrailingZeros32(b.mask)
	}
	best, above := -1, -1
	for i, g := range gs {
		if g.state != groupReady {
			continue
		}
		if best < 0 || better(g, gs[best]) {
			best = i
		}
		if rotate && g.pc > from && (above < 0 || better(g, gs[above])) {
			above = i
		}
	}
	if above >= 0 {
		return above
	}
	return best
}

// TestPickRule compares pick (one key per group) with pickRef on random
// groups: pcs that tie, lowest lanes above and below each other, pcs at
// and around from, pcs far apart and at the ends of int32.
func TestPickRule(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for round := 0; round < 50000; round++ {
		gs := randomGroups(rng)
		for i := range gs {
			switch rng.Intn(8) {
			case 0:
				gs[i].pc = int32(rng.Uint32())
			case 1:
				gs[i].pc = [...]int32{0, 1, math.MaxInt32, math.MaxInt32 - 1, math.MinInt32, -1}[rng.Intn(6)]
			}
		}
		from, rotate := int32(rng.Intn(5)), rng.Intn(2) == 0
		if rng.Intn(8) == 0 {
			from = [...]int32{-1, math.MaxInt32, math.MinInt32}[rng.Intn(3)]
		}
		w := &warp{groups: gs, cur: rng.Intn(len(gs))} // nReady 0: no shortcut
		w.readySet = w.readyBits()
		if round%2 == 1 {
			w.nReady = w.countReady() // the shortcuts for one and two ready groups
		}
		want := pickRef(gs, from, rotate)
		if ok := w.pick(from, rotate); ok != (want >= 0) || ok && w.cur != want {
			t.Fatalf("groups %+v, from %d, rotate %v: pick gives %v, %d; want %d", gs, from, rotate, ok, w.cur, want)
		}
	}
}

func TestPickOnlyReadyGroup(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	shortcut := 0
	for round := 0; round < 20000; round++ {
		gs := randomGroups(rng)
		cur := rng.Intn(len(gs))
		from, rotate := int32(rng.Intn(5)), rng.Intn(2) == 0
		a := &warp{groups: gs, cur: cur}
		a.nReady, a.readySet = a.countReady(), a.readyBits()
		b := &warp{groups: gs, cur: cur} // nReady 0: the scan
		b.readySet = b.readyBits()
		okA, okB := a.pick(from, rotate), b.pick(from, rotate)
		if a.nReady == 1 && gs[cur].state == groupReady {
			shortcut++
		}
		if okA != okB || okA && a.cur != b.cur {
			t.Fatalf("groups %+v, current %d, from %d, rotate %v: pick gives %v, %d; the scan %v, %d", gs, cur, from, rotate, okA, a.cur, okB, b.cur)
		}
	}
	if shortcut < 1000 {
		t.Fatalf("the shortcut applied in only %d rounds", shortcut)
	}
}
