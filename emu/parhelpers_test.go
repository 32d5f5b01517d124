package emu

import (
	"runtime"
	"sync"
	"testing"
	"time"
)

// TestHelperWokenOnce checks that a parked helper gets one token however
// many wakers find it parked before it runs: a launch calls wakeHelpers
// twice (Run, then Device.Launch) and startHelpers once, and each token
// woke the helper for another helperSpin of spinning after its task. The
// helper here is a parHelper without its goroutine: the test takes its
// token itself, as the helper's receive would, and sees whether another
// comes.
func TestHelperWokenOnce(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2)) // wakeHelpers wakes none on one P
	h := &parHelper{wake: make(chan struct{}, 1)}
	h.parked.Store(true)
	idleHelpers.mu.Lock()
	saved := idleHelpers.h
	idleHelpers.h = []*parHelper{h}
	idleHelpers.mu.Unlock()
	defer func() {
		idleHelpers.mu.Lock()
		idleHelpers.h = saved
		idleHelpers.mu.Unlock()
	}()
	wakeHelpers(1)
	if len(h.wake) != 1 {
		t.Fatalf("the parked helper got %d tokens, want 1", len(h.wake))
	}
	<-h.wake // the helper wakes (it clears parked only when it runs)
	wakeHelpers(1)
	hs := startHelpers([]parTask{{}}, nil)
	if len(h.wake) != 0 {
		t.Fatal("a helper already woken got a second token")
	}
	if len(hs) != 1 || hs[0] != h || h.task.Load() == nil {
		t.Fatal("startHelpers did not post the task to the helper")
	}
	// Parked again (no task taken, as after its spin): one token again.
	h.task.Store(nil)
	h.parked.Store(true)
	idleHelpers.mu.Lock()
	idleHelpers.h = []*parHelper{h}
	idleHelpers.mu.Unlock()
	startHelpers([]parTask{{}}, nil)
	if len(h.wake) != 1 {
		t.Fatalf("a parked helper given a task got %d tokens, want 1", len(h.wake))
	}
}

// TestHelperSpinsThroughLaunchTail checks that a helper out of work
// before its launch ended keeps spinning (does not park) until the launch
// has finished, and parks afterTaskSpin or so after that: a launch that
// follows at once then finds it awake. The check is made 5*afterTaskSpin
// after the test saw the helper's task done (the old rule parked it
// afterTaskSpin after the task) and counts in rounds where it was made
// less than tailSpin after the task was posted (the test's thread may be
// descheduled for hundreds of µs on a loaded machine).
func TestHelperSpinsThroughLaunchTail(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2)) // helpers spin only on two Ps or more
	for round := 0; round < 20; round++ {
		p := &parLaunch{} // no CTAs: the helper's work ends at once
		var wg sync.WaitGroup
		ts := []parTask{{p: p, wg: &wg}}
		wg.Add(1)
		posted := time.Now()
		hs := startHelpers(ts, nil)
		for !ts[0].done.Load() && time.Since(posted) < 2*time.Second { // busy: a sleep may last past tailSpin
			runtime.Gosched()
		}
		seen := time.Now()
		for time.Since(seen) < 5*afterTaskSpin {
		}
		parked := hs[0].parked.Load()
		inTime := time.Since(posted) < tailSpin
		p.finished.Store(true)
		for !hs[0].parked.Load() && time.Since(seen) < 2*time.Second {
			time.Sleep(10 * time.Microsecond)
		}
		parkedAfter := hs[0].parked.Load()
		stopHelpers(hs, ts, &wg)
		if !ts[0].done.Load() || !inTime {
			continue // the helper or the test ran late: no conclusion
		}
		if parked {
			t.Fatal("the helper parked while the launch it served still ran")
		}
		if !parkedAfter {
			t.Fatal("the helper did not park after its launch finished")
		}
		return
	}
	t.Skip("the helper or the test never ran in time (machine overloaded)")
}
