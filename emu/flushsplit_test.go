package emu

import (
	"math/rand"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestFlushVersionsWritesNewest publishes random page versions over
// allocations of whole and partial last pages and checks that
// flushVersions leaves each allocation with its newest versions' bytes
// (the last page cut at the allocation's end) and the other bytes as they
// were, with the versions forgotten and their pages free, for lists below
// and above splitFlushPages.
func TestFlushVersionsWritesNewest(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for _, pages := range []int{0, 1, splitFlushPages - 1, splitFlushPages, 3 * splitFlushPages, 200} {
		var g globalMem
		sizes := []int{70*pageBytes + 100, 3 * pageBytes, 513}
		for _, n := range sizes {
			d := make([]byte, n)
			rng.Read(d)
			g.allocData(d)
		}
		want := make([][]byte, len(g.allocs))
		for i, a := range g.allocs {
			want[i] = append([]byte(nil), a.data...)
		}
		var v pageVersions
		v.init(&g)
		for k := 0; k < pages; k++ {
			i := rng.Intn(len(g.allocs))
			a, tb := g.allocs[i], &v.tables[i]
			n := uint64(rng.Intn((len(a.data) + pageBytes - 1) / pageBytes))
			p := new([pageBytes]byte)
			rng.Read(p[:])
			d := &tb.dir[n>>versionChunkBits]
			if d.Load() == nil {
				d.Store(new(versionChunk))
			}
			d.Load()[n&(1<<versionChunkBits-1)].Store(p) // newer than any before
			start := n << pageBits
			copy(want[i][start:min(start+pageBytes, uint64(len(a.data)))], p[:])
		}
		var list []flushPage
		list = flushVersions(&v, list)
		for i, a := range g.allocs {
			if string(a.data) != string(want[i]) {
				t.Fatalf("%d versions: allocation %d differs from its newest versions", pages, i)
			}
			for ci := range v.tables[i].dir {
				if v.tables[i].dir[ci].Load() != nil {
					t.Fatalf("%d versions: allocation %d still has versions after the flush", pages, i)
				}
			}
		}
		if len(list) != 0 || cap(list) > 0 && list[:cap(list)][0].src != nil {
			t.Fatalf("%d versions: the scratch list keeps pages", pages)
		}
		if pages > 0 && len(v.free) == 0 {
			t.Fatalf("%d versions: no page went back to the free list", pages)
		}
	}
}

// TestSplitWorkRunsBothOnce checks splitWork: b runs exactly once, on an
// awake helper or after a here, and is done when splitWork returns; with
// a helper kept awake it runs beside a (at least once in 50 tries, or the
// machine is too loaded to tell).
func TestSplitWorkRunsBothOnce(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	concurrent := false
	for try := 0; try < 50; try++ {
		warmHelper() // a helper that just ran a task spins afterTaskSpin for the next
		var aRan, bRan, bDone atomic.Int32
		var bBeside atomic.Bool
		splitWork(func() {
			aRan.Add(1)
			for end := time.Now().Add(2 * time.Millisecond); bRan.Load() == 0 && time.Now().Before(end); {
				runtime.Gosched()
			}
			if bRan.Load() != 0 {
				bBeside.Store(true)
			}
		}, func() {
			bRan.Add(1)
			time.Sleep(10 * time.Microsecond)
			bDone.Add(1)
		})
		if aRan.Load() != 1 || bRan.Load() != 1 || bDone.Load() != 1 {
			t.Fatalf("try %d: a ran %d times, b %d (done %d); want once each, b done", try, aRan.Load(), bRan.Load(), bDone.Load())
		}
		concurrent = concurrent || bBeside.Load()
	}
	if !concurrent {
		t.Skip("b never ran beside a (no helper awake in time: machine overloaded)")
	}
}

// TestStopHelpersRunsUnclaimedFn checks that a task with a fn that no
// helper claimed runs on the caller when stopHelpers takes it back
// (splitWork's b when the helper parked before seeing it). The helper is
// a parHelper without its goroutine, so it never claims.
func TestStopHelpersRunsUnclaimedFn(t *testing.T) {
	idleHelpers.mu.Lock()
	saved := idleHelpers.h
	idleHelpers.h = nil
	idleHelpers.mu.Unlock()
	defer func() {
		idleHelpers.mu.Lock()
		idleHelpers.h = saved
		idleHelpers.mu.Unlock()
	}()
	h := &parHelper{wake: make(chan struct{}, 1)}
	h.parked.Store(true)
	ran := 0
	var wg sync.WaitGroup
	ts := []parTask{{fn: func() { ran++ }, wg: &wg}}
	wg.Add(1)
	h.task.Store(&ts[0])
	stopHelpers([]*parHelper{h}, ts, &wg)
	if ran != 1 || !ts[0].done.Load() || h.task.Load() != nil {
		t.Fatalf("the unclaimed fn ran %d times (done %v); want once, done", ran, ts[0].done.Load())
	}
}

// warmHelper runs one task on a helper and returns once it has run (or
// after 5 ms): the helper then spins afterTaskSpin for a next task, as
// after a launch, so that splitWork finds it awake.
func warmHelper() {
	var warm atomic.Bool
	var wg sync.WaitGroup
	ts := []parTask{{fn: func() { warm.Store(true) }, wg: &wg}}
	wg.Add(1)
	hs := startHelpers(ts, nil)
	for end := time.Now().Add(5 * time.Millisecond); !warm.Load() && time.Now().Before(end); {
		runtime.Gosched()
	}
	stopHelpers(hs, ts, &wg)
}
