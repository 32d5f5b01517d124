package emu

import (
	"runtime"
	"testing"
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
