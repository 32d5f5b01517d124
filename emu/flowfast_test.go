package emu

import (
	"math/bits"
	"math/rand"
	"testing"
)

// pickRef is the definition of pick: the ready group with the lowest pc
// (ties: the one holding the lowest lane); with rotate, the lowest such
// group above from if there is one.
func pickRef(w *warp, from int32, rotate bool) (int, bool) {
	best, bestAbove := -1, -1
	better := func(i, j int) bool {
		gi, gj := &w.groups[i], &w.groups[j]
		if gi.pc != gj.pc {
			return gi.pc < gj.pc
		}
		return bits.TrailingZeros32(gi.mask) < bits.TrailingZeros32(gj.mask)
	}
	for i := range w.groups {
		if w.groups[i].state != groupReady {
			continue
		}
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
	return best, best >= 0
}

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

func TestPickMatchesDefinition(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for round := 0; round < 20000; round++ {
		w := &warp{groups: randomGroups(rng), cur: -1}
		from, rotate := int32(rng.Intn(5)), rng.Intn(2) == 0
		want, wantOK := pickRef(w, from, rotate)
		ok := w.pick(from, rotate)
		if ok != wantOK || ok && w.cur != want {
			t.Fatalf("groups %+v, from %d, rotate %v: pick = %v, cur %d; want %v, %d", w.groups, from, rotate, ok, w.cur, wantOK, want)
		}
	}
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
		from := int32(rng.Intn(5))
		gs[cur].pc = int32(rng.Intn(int(from) + 1)) // the branch target, at or before the branch
		if !w.othersWait() {
			continue
		}
		taken++
		want, ok := pickRef(w, from, true)
		if !ok || want != cur {
			t.Fatalf("groups %+v, current %d, branch at %d: othersWait holds but pick chooses %d", gs, cur, from, want)
		}
	}
	if taken < 1000 {
		t.Fatalf("othersWait held in only %d rounds", taken)
	}
}
