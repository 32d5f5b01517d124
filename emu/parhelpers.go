package emu

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// The helper goroutines of parallel launches (parallel.go).
//
// A parallel launch runs CTAs on the launching goroutine and on Jobs-1
// helpers. A goroutine started per launch joined it late: Go puts a new
// (or newly woken) goroutine in the starting P's runnext slot, which an
// idle P steals only after sleeping 3 µs (some 60 µs with Linux's timer
// slack), on top of waking a thread; the helper then took its first CTA
// about 130 µs after the launch began, when a small launch (64 CTAs of a
// few µs each) was half over or done. So helpers are kept across
// launches; a launch wakes the helpers it will use before its setup
// (wakeHelpers), so that they spin when its CTAs are ready; a parked or
// new helper is moved out of runnext at once; a helper that finished its
// task spins a little for the next. A task the launcher finds still
// unclaimed when it has run out of CTAs is taken back, so that the launch
// never waits for a helper to wake up just to find nothing to do, and the
// launcher spins a little for the helpers' last CTAs before it blocks.

// helperSpin is how long a new or woken helper (wakeHelpers, startHelpers)
// looks for a task before it parks; afterTaskSpin how long one that
// finished a task does (a launch wakes its helpers again as it starts, so
// this covers only launches that follow each other closely; the spinning
// costs CPU time others could use).
const (
	helperSpin    = 100 * time.Microsecond
	afterTaskSpin = 20 * time.Microsecond
)

// parTask is a helper's part of a parallel launch: work on the launch
// with a worker's state (or run fn, when set: splitWork), then set done
// and call Done.
type parTask struct {
	p    *parLaunch
	wx   *run
	fn   func()
	wg   *sync.WaitGroup
	done atomic.Bool
}

// finishSpin bounds how long a launcher that ran out of CTAs spins for
// the helpers to finish theirs before it blocks: a helper's last CTA is
// typically a few µs away, and a blocked launcher costs a thread's wake-up
// (tens of µs on a virtual machine) at the end of every launch.
const finishSpin = 100 * time.Microsecond

// parHelper is a helper goroutine (loop).
type parHelper struct {
	task atomic.Pointer[parTask] // posted, not yet claimed
	// parked is set while the helper waits on wake (or is about to); a
	// waker clears it as it sends the token, so that the helper is woken
	// once: a launch's second wakeHelpers (Run's, then Device.Launch's)
	// and startHelpers found it still set before the helper ran, and their
	// second token woke it again for another helperSpin after it parked.
	parked atomic.Bool
	// kicked asks a helper that is not parked to spin helperSpin from
	// now: a launch is starting (wakeHelpers), and its setup (Run's
	// buffer copies, tens of µs) outlasted the afterTaskSpin left to a
	// helper of the launch before, which then parked and had to be woken
	// at once again.
	kicked atomic.Bool
	wake   chan struct{}
}

// wakeUp sends the helper its token (the waker cleared parked). The
// helper takes a token only when it parks, after setting parked, and
// parked is cleared once per token, so the channel's one slot is free.
func (h *parHelper) wakeUp() {
	select {
	case h.wake <- struct{}{}:
	default:
	}
}

// idleHelpers holds the helpers no launch uses, the most recently used
// last (it may still be spinning).
var idleHelpers struct {
	mu sync.Mutex
	h  []*parHelper
}

// wakeHelpers has up to n idle helpers (new ones where there are fewer)
// look for a task now. A launch that will run in parallel calls it before
// its setup (Run's copies of the buffers, the launch's constants and CTA
// states), so that the thread wake-ups overlap the setup and the helpers
// spin when the CTAs are ready (startHelpers).
func wakeHelpers(n int) {
	if n <= 0 || runtime.GOMAXPROCS(0) < 2 {
		return
	}
	moved := false
	idleHelpers.mu.Lock()
	k := len(idleHelpers.h)
	for i := range n {
		if i >= k {
			h := &parHelper{wake: make(chan struct{}, 1)}
			go h.loop()
			idleHelpers.h = append(idleHelpers.h, h)
			moved = true
			continue
		}
		if h := idleHelpers.h[k-1-i]; h.parked.CompareAndSwap(true, false) {
			h.wakeUp()
			moved = true
		} else {
			h.kicked.Store(true)
		}
	}
	idleHelpers.mu.Unlock()
	if moved {
		go func() {}() // as in startHelpers
	}
}

// startHelpers gives each task of ts to a helper and returns the helpers.
func startHelpers(ts []parTask, hs []*parHelper) []*parHelper {
	moved := false
	idleHelpers.mu.Lock()
	for i := range ts {
		var h *parHelper
		if n := len(idleHelpers.h); n > 0 {
			h = idleHelpers.h[n-1]
			idleHelpers.h[n-1] = nil
			idleHelpers.h = idleHelpers.h[:n-1]
		} else {
			h = &parHelper{wake: make(chan struct{}, 1)}
			go h.loop()
			moved = true
		}
		h.task.Store(&ts[i])
		// After the store: a helper that parks after this load sees the
		// task before it sleeps (loop).
		if h.parked.CompareAndSwap(true, false) {
			h.wakeUp()
			moved = true
		}
		hs = append(hs, h)
	}
	idleHelpers.mu.Unlock()
	if moved {
		// The helper made runnable last sits in this P's runnext; a new
		// goroutine takes its place there and moves it to the local run
		// queue, which an idle P steals from without waiting.
		go func() {}()
	}
	return hs
}

// stopHelpers takes back the tasks ts of hs that no helper claimed (each
// then never runs, or runs here if it has a fn: its WaitGroup count is
// released here), so that wg's Wait waits only for helpers at work,
// spinning first for up to finishSpin, and leaves hs idle.
func stopHelpers(hs []*parHelper, ts []parTask, wg *sync.WaitGroup) {
	for _, h := range hs {
		if t := h.task.Load(); t != nil && h.task.CompareAndSwap(t, nil) {
			if t.fn != nil {
				t.fn()
			}
			t.done.Store(true)
			wg.Done()
		}
	}
	if runtime.GOMAXPROCS(0) > 1 {
		start := time.Now()
		for i := range ts {
			for !ts[i].done.Load() && time.Since(start) < finishSpin {
				runtime.Gosched()
			}
		}
	}
	wg.Wait()
	idleHelpers.mu.Lock()
	idleHelpers.h = append(idleHelpers.h, hs...)
	idleHelpers.mu.Unlock()
}

// tailSpin bounds how long a helper whose task is done spins while the
// launch it served still runs (its launcher's last units, commits and
// write-back) before its afterTaskSpin starts: a helper out of CTAs
// earlier than its launcher had parked before the launch ended in 67 of
// the suite's 70 back-to-back launches, and the next launch paid a
// thread's wake-up (about 10 µs in the launcher, 40 µs before the
// helper ran, on the 2-core VM).
const tailSpin = 300 * time.Microsecond

// loop runs the helper's tasks, spinning after each while its launch
// runs (up to tailSpin) and then for afterTaskSpin, and for helperSpin
// when woken (on one P, where spinning only delays others, not at all),
// then parking.
func (h *parHelper) loop() {
	spin := helperSpin
	var served *parLaunch // the launch of the task just done, until it ends
	for {
		if t := h.task.Load(); t != nil {
			if h.task.CompareAndSwap(t, nil) {
				if t.fn != nil {
					t.fn()
				} else {
					t.p.work(t.wx)
					served = t.p
				}
				t.done.Store(true)
				t.wg.Done()
				spin = afterTaskSpin
			}
			continue
		}
		if runtime.GOMAXPROCS(0) > 1 {
			start := time.Now()
			for h.task.Load() == nil {
				if h.kicked.Load() {
					h.kicked.Store(false)
					served, start, spin = nil, time.Now(), helperSpin
				}
				since := time.Since(start)
				if served != nil {
					if !served.finished.Load() && !served.stop.Load() && since < tailSpin {
						runtime.Gosched()
						continue
					}
					served, start, since = nil, time.Now(), 0
				}
				if since >= spin {
					break
				}
				runtime.Gosched()
			}
			if h.task.Load() != nil {
				continue
			}
		}
		served = nil
		h.parked.Store(true)
		if h.task.Load() == nil {
			<-h.wake
		}
		h.parked.Store(false)
		spin = helperSpin
	}
}

// splitWork runs a here and b on a helper that is awake (spinning after
// its task, as at the end of a launch) and idle, at the same time; b runs
// here after a when no helper is awake (waking a parked one costs more
// than the work split saves) or none claimed it by then.
func splitWork(a, b func()) {
	var h *parHelper
	if runtime.GOMAXPROCS(0) > 1 {
		idleHelpers.mu.Lock()
		if n := len(idleHelpers.h); n > 0 && !idleHelpers.h[n-1].parked.Load() {
			h = idleHelpers.h[n-1]
			idleHelpers.h[n-1] = nil
			idleHelpers.h = idleHelpers.h[:n-1]
		}
		idleHelpers.mu.Unlock()
	}
	if h == nil {
		a()
		b()
		return
	}
	var wg sync.WaitGroup
	ts := []parTask{{fn: b, wg: &wg}}
	wg.Add(1)
	// A helper that parks after the check above without seeing the task
	// is not woken: stopHelpers takes the task back after a.
	h.task.Store(&ts[0])
	a()
	stopHelpers([]*parHelper{h}, ts, &wg)
}
