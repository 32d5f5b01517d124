package emu

import (
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
