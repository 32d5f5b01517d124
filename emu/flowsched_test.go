package emu

import (
	"fmt"
	"math/bits"
	"math/rand"
	"reflect"
	"testing"
)

// schedCase is a random warp for the fused scheduling events: randomGroups'
// groups with the current one ready at pc, some others waiting at pc (in
// WARPSYNC or BSYNC, the wrong state for the other), and lanes that have
// exited (in no group).
type schedCase struct {
	gs      []group
	cur     int
	live    uint32
	exited  uint32
	pc      int32
	waiting uint32 // the lanes of the groups in WARPSYNC at pc
}

func randomSchedCase(rng *rand.Rand) schedCase {
	var c schedCase
	c.gs = randomGroups(rng)
	if rng.Intn(4) == 0 && len(c.gs) > 1 {
		// An exited group: its lanes are no longer live.
		k := rng.Intn(len(c.gs))
		c.exited = c.gs[k].mask
		c.gs = append(c.gs[:k], c.gs[k+1:]...)
	}
	c.cur = rng.Intn(len(c.gs))
	c.pc = int32(rng.Intn(5))
	c.gs[c.cur].state, c.gs[c.cur].pc = groupReady, c.pc
	for i := range c.gs {
		c.live |= c.gs[i].mask
		if i != c.cur && rng.Intn(2) == 0 {
			c.gs[i].pc = c.pc // waiting (or ready) at the same pc
		}
		if c.gs[i].state == groupWARPSYNC {
			c.gs[i].wmask = uint32(rng.Uint64())
			if c.gs[i].pc == c.pc {
				c.waiting |= c.gs[i].mask
			}
		}
	}
	return c
}

// warp returns a fresh warp holding c's groups.
func (c schedCase) warp() *warp {
	w := &warp{groups: append(make([]group, 0, 40), c.gs...), cur: c.cur, live: c.live, cta: &cta{}}
	w.nReady, w.readySet = w.countReady(), w.readyBits()
	return w
}

// sameWarps fails the test where a and b (the fused and the step-by-step
// event) differ in groups, current group, nReady or error.
func sameWarps(t *testing.T, what string, c schedCase, a, b *warp, errA, errB *Error) {
	t.Helper()
	if fmt.Sprint(errA) != fmt.Sprint(errB) || a.cur != b.cur || a.nReady != b.nReady || a.nReady != a.countReady() ||
		a.readySet != a.readyBits() || b.readySet != b.readyBits() ||
		!reflect.DeepEqual(a.groups, b.groups) {
		t.Fatalf("%s: groups %+v, current %d, pc %d:\nfused        %+v current %d nReady %d err %v\nstep by step %+v current %d nReady %d err %v",
			what, c.gs, c.cur, c.pc, a.groups, a.cur, a.nReady, errA, b.groups, b.cur, b.nReady, errB)
	}
}

// TestWarpsyncGroupMatchesWait compares warpsyncGroup with warpsyncWait
// (split, wait, tryWARPSYNC's walk, merge, reschedule's pick) for a
// WARPSYNC of the whole current group, on masks chosen around the release
// condition: the waiting groups' lanes at pc with one lane left out or
// not, with exited lanes (which need not wait), with lanes of ready groups
// or of groups waiting elsewhere (never released), and all lanes. It
// counts the releases, the waits with another group to run and the
// deadlocks, so that each is exercised.
func TestWarpsyncGroupMatchesWait(t *testing.T) {
	rng := rand.New(rand.NewSource(10))
	x := &run{prog: &Program{}}
	var released, waited, deadlocked int
	for round := 0; round < 50000; round++ {
		c := randomSchedCase(rng)
		gm := c.gs[c.cur].mask
		mask := gm | c.waiting
		switch rng.Intn(6) {
		case 1:
			if c.waiting != 0 {
				mask &^= 1 << uint(bits.Len32(c.waiting)-1) // a waiting lane missing: no harm, the lane's group is left out
			}
		case 2:
			mask |= c.exited
		case 3:
			mask |= c.live &^ gm & -(c.live &^ gm) // the lowest lane of another group
		case 4:
			mask = ^uint32(0)
		case 5:
			mask |= uint32(rng.Uint64())
		}
		if mask&c.live&^gm == 0 {
			continue // warpsyncAlone's case
		}
		a, b := c.warp(), c.warp()
		errA := x.warpsyncGroup(a, c.pc, mask)
		errB := x.warpsyncWait(b, c.pc, gm, gm, mask)
		sameWarps(t, fmt.Sprintf("WARPSYNC %#08x", mask), c, a, b, errA, errB)
		switch {
		case errA != nil:
			deadlocked++
		case len(a.groups) < len(c.gs) || a.groups[a.cur].pc == c.pc+1 && a.groups[a.cur].mask&gm != 0:
			released++
		default:
			waited++
		}
	}
	if released < 2000 || waited < 2000 || deadlocked < 200 {
		t.Fatalf("released %d, waited %d, deadlocked %d: the cases are not all exercised", released, waited, deadlocked)
	}
}

// TestReadySetFollowsGroups applies random sequences of the group
// operations (addGroup, wait, removeGroup, passAlone, warpsyncGroup,
// branch's split, merge through tryWARPSYNC) to random groups and checks
// after each that readySet holds exactly the ready groups' indexes, as
// readyBits finds them, and that pick, which visits readySet only,
// chooses as pickRef's scan of every group does.
func TestReadySetFollowsGroups(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	x := &run{prog: &Program{}}
	removedLast := 0
	for round := 0; round < 20000; round++ {
		c := randomSchedCase(rng)
		w := c.warp()
		for step := 0; step < 8 && len(w.groups) > 0; step++ {
			op := rng.Intn(6)
			switch op {
			case 0: // a divergent branch's new group (lanes of the exited set, if any)
				if c.exited != 0 && len(w.groups) < 32 {
					w.addGroup(int32(rng.Intn(5)), c.exited&-c.exited)
					c.exited &= c.exited - 1
				}
			case 1:
				if w.groups[w.cur].state == groupReady {
					w.wait(&w.groups[w.cur], groupWARPSYNC)
				}
			case 2:
				i := rng.Intn(len(w.groups))
				if i == len(w.groups)-1 {
					removedLast++
				}
				w.removeGroup(i)
				if len(w.groups) > 0 {
					w.cur = rng.Intn(len(w.groups))
				}
			case 3:
				if w.groups[w.cur].state == groupReady {
					w.passAlone(w.groups[w.cur].pc)
				}
			case 4:
				if g := w.groups[w.cur]; g.state == groupReady {
					if x.warpsyncGroup(w, g.pc, g.mask|uint32(rng.Uint64())) != nil {
						step = 8 // deadlocked: the groups stay as they are
					}
				}
			case 5:
				g := w.groups[w.cur]
				x.tryWARPSYNC(w, g.pc, g.mask|uint32(rng.Uint64()))
			}
			if rs := w.readyBits(); w.readySet != rs {
				t.Fatalf("round %d step %d (op %d): readySet %#x, ready groups %#x: %+v", round, step, op, w.readySet, rs, w.groups)
			}
			if len(w.groups) > 0 {
				from, rotate := int32(rng.Intn(5)), rng.Intn(2) == 0
				want := pickRef(w.groups, from, rotate)
				if ok := w.pick(from, rotate); ok != (want >= 0) || ok && w.cur != want {
					t.Fatalf("groups %+v, from %d, rotate %v: pick gives %v, %d; want %d", w.groups, from, rotate, ok, w.cur, want)
				}
				w.cur = rng.Intn(len(w.groups))
			}
		}
	}
	if removedLast < 1000 {
		t.Fatalf("the last group was removed in only %d steps", removedLast)
	}
}
