package emu

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"gpucc/launch"
)

// Parallel CTAs (Options.Jobs > 1).
//
// A launch must give the results, statistics and errors of the serial run,
// in which CTA k sees every global-memory effect of CTAs 0..k-1 and none of
// the later ones. Workers (the launching goroutine and Jobs-1 others) take
// CTAs in order, one at a time, and run each speculatively through a
// private overlay that records the bytes it reads (before writing them
// itself) and the bytes it writes, reading pages of the committed global
// memory as it finds them. CTAs commit strictly in order, each as soon as
// it and the CTAs before it are done, by whichever worker finishes it
// while the others run on. CTA k's run started after CTAs 0..s-1 had
// committed; if none of the bytes it read was written by CTAs s..k-1, every
// byte it read had its serial value, so it computed exactly what the
// serial run computes (a CTA's run depends only on the memory it reads,
// its id and its own random-latency generator): its writes are applied and
// its statistics added. (Workers take units of consecutive CTAs, a unit
// being to this argument what a CTA is: its CTAs run one after another on
// one overlay, as serially, and it commits as one; see unitSize.) Any other CTA is run again, at its turn, against
// the committed memory, which is then exactly the serial run's: so is the
// CTA that depends on an earlier one (a global atomic counter whose value
// it uses, a CTA reading another's output; a reduction, whose value no one
// sees, is logged instead and applied at the commit: overlay.go), the CTA
// that failed (its error then carries the cycles and budget of the serial
// run), and the CTA that would exceed Options.MaxWarpInsts counted from
// the start of the launch. When most of
// a block of consecutive CTAs were run again, speculation ends for the
// launch: the rest runs serially. A kernel that reads SR_CLOCKLO/HI runs
// serially, since its CTAs see the cycles of the CTAs before them.
//
// Commits do not write the allocations while workers read them: a commit
// publishes a new version of each page it writes (pageVersions), which
// later overlays copy instead of the allocation's bytes, and the versions
// are written back to the allocations when the workers have stopped.

func (s *Stats) add(o *Stats) {
	s.Cycles += o.Cycles
	s.WarpInsts += o.WarpInsts
	s.ThreadInsts += o.ThreadInsts
	for i := range s.Stalls {
		s.Stalls[i] += o.Stalls[i]
	}
}

// ctaID is the id of the CTA with linear index l (x fastest).
func (x *run) ctaID(l uint64) launch.Dim3 {
	gx, gy := uint64(x.grid.X), uint64(x.grid.Y)
	return launch.Dim3{X: uint32(l % gx), Y: uint32(l / gx % gy), Z: uint32(l / (gx * gy))}
}

// serialCTA runs CTA l on x's CTA state, accounting its cycles to the
// launch, also when it fails.
func (x *run) serialCTA(l uint64, threads uint32) *Error {
	c := x.cta
	x.resetCTA(c, l, threads)
	err := x.runCTA(c)
	if err != nil {
		for _, w := range c.warps { // the failing CTA's cycles so far
			if w.last+1 > x.stats.Cycles-x.clockBase {
				x.stats.Cycles = x.clockBase + w.last + 1
			}
		}
	}
	return err
}

// dependentCTAs remembers whether a program's last parallel launch found
// its CTAs depending on each other (speculation ended: see commitReady),
// so that its next launches run serially at once instead of speculating
// and running most of a block of CTAs twice; every retryAfter-th of them
// speculates again, in case other parameters make the CTAs independent.
// Only the work done depends on it, not the results.
type dependentCTAs struct {
	serial atomic.Int32 // launches run serially since speculation last ended (0: speculate)
	// written is the allocations (by their index, as allocation.ovBit)
	// that the last parallel launch run to its end wrote (learned says
	// there was one): a launch's loads read directly only allocations
	// that it did not write (ovdirect.go). A load that reads directly an
	// allocation some unit writes makes every unit that started before
	// that unit's commit conflict: in-place kernels ran most units of
	// their first block twice and then serially. Only the work done
	// depends on it.
	written atomic.Uint64
	learned atomic.Bool
}

const retryAfter = 8

// speculate says whether a launch of a program with note d should run its
// CTAs in parallel (nil d, a Program made in a test: yes).
func (d *dependentCTAs) speculate() bool {
	if d == nil {
		return true
	}
	n := d.serial.Load()
	if n == 0 {
		return true
	}
	if n >= retryAfter {
		d.serial.Store(0)
		return true
	}
	d.serial.Add(1)
	return false
}

// paddedRun is a worker's run rounded up to whole 64-byte cache lines:
// the allocator then places it on a size class of whole lines, so that no
// line holds two workers' fields. (A run of 280 bytes took the 288-byte
// class: adjacent workers shared a line, one writing its statistics where
// the other read its program, and every CTA ran about 25% slower with two
// workers than with one.)
type paddedRun struct {
	run
	_ [64 - unsafe.Sizeof(run{})%64]byte
}

// parLaunch is the state of a parallel launch that its workers share.
type parLaunch struct {
	x       *run // the launch: its statistics and CTA state belong to the committer
	n       uint64
	threads uint32
	// window bounds how far beyond the committed CTAs a CTA is taken, and
	// with it the results held for commit; slots is a ring of 2*window
	// (a committed CTA's writes are needed until every CTA that started
	// before it committed: window CTAs later at most).
	window uint64
	slots  []ctaSlot
	vers   *pageVersions

	// A CTA's overlay comes from ovFree when the CTA is taken and goes
	// back when no CTA can compare with it any more (held, the
	// committer's: see release), the most recently freed first: a few
	// overlays, warm in the caches, serve the whole launch.
	ovMu   sync.Mutex
	ovFree []*overlay
	held   []heldOverlay
	pm     *parMem

	// CTAs are taken in units of consecutive CTAs (take, unitSize), each
	// run on one overlay and committed as one: slots, window, next and
	// committed count units.
	takeMu    sync.Mutex
	nextCTA   uint64        // the first CTA of the next unit (takeMu)
	jobs      uint64        // workers
	next      atomic.Uint64 // the next unit to take
	committed atomic.Uint64 // units 0..committed-1 have committed
	doneCTAs  atomic.Uint64 // CTAs of the committed units
	insts     atomic.Uint64 // warp instructions of the committed CTAs
	stop      atomic.Bool   // no more speculation: an error, or CTAs that depend on each other
	// ran and busy: CTAs run speculatively and the time they took, which
	// size the units.
	ran  atomic.Uint64
	busy atomic.Int64

	commitMu  sync.Mutex
	err       *Error // the launch's error (the committer sets it)
	dependent bool   // speculation ended because units depend on each other
	// CTAs committed and run again in the current block (the committer's):
	// a block with more reruns than not ends speculation.
	block, blockReruns, blockSize int

	waitMu  sync.Mutex
	wake    *sync.Cond   // a worker waits on it for a CTA to commit
	waiting atomic.Int32 // workers waiting

	// finished is set when the workers have stopped and the memory is
	// written back: a helper done early spins until then (parhelpers.go).
	finished atomic.Bool
}

// heldOverlay is a committed CTA's overlay, which the conflict checks of
// the CTAs below until (those taken before it committed) still read.
type heldOverlay struct {
	ov    *overlay
	until uint64
}

// ctaSlot holds a unit's speculative run until it commits.
type ctaSlot struct {
	ov           *overlay
	first, count uint64 // its CTAs
	stats        Stats
	err          *Error
	start        uint64        // units committed when its run started
	ready        atomic.Uint64 // 1 + the unit whose run is done, 0 while none
}

// The overlays and page versions of parallel launches (with their pages)
// are kept for the next launch: one set in parLast, which the collector
// leaves alone, others in parPool. A sync.Pool alone lost them often: a
// launch that puts its set back on one P and takes one on the other finds
// none (a P's private entry cannot be taken from another P), and then
// allocates every overlay and page again.
var (
	parLast atomic.Pointer[parMem]
	parPool sync.Pool
)

type parMem struct {
	vers     pageVersions
	overlays []*overlay // every overlay made (getOverlay)
	free     []*overlay // parLaunch.ovFree's array
	held     []heldOverlay
	slotBuf  []ctaSlot    // parLaunch.slots' array (slots)
	tasks    []parTask    // the helpers' tasks
	helpers  []*parHelper // the helpers running them
	flushed  []flushPage  // flushVersions' list
}

// slots returns n empty slots, in the array of an earlier launch if it
// is large enough (an allocation less per launch: fewer collections).
func (pm *parMem) slots(n int) []ctaSlot {
	if cap(pm.slotBuf) < n {
		pm.slotBuf = make([]ctaSlot, n)
	}
	s := pm.slotBuf[:n]
	for i := range s {
		s[i].ov, s[i].err, s[i].stats = nil, nil, Stats{}
		s[i].ready.Store(0)
	}
	return s
}

// keptPages bounds the pages (of overlays and versions) of the parMem kept
// in parLast: about 11 MiB (trimParMem drops the rest). The suite's
// launches at 2 jobs keep 4,000-5,000 (some 60 overlays); at 4,096 its
// passes trimmed some pages at most launches and allocated them again at
// the next.
const keptPages = 8192

// getParMem returns a kept parMem, or a new one.
func getParMem() *parMem {
	if pm := parLast.Swap(nil); pm != nil {
		return pm
	}
	if pm, _ := parPool.Get().(*parMem); pm != nil {
		return pm
	}
	return &parMem{}
}

// putParMem keeps pm for a later launch, without the launch's allocations
// (the overlays were emptied when the launch ended).
func putParMem(pm *parMem) {
	for i := range pm.vers.tables {
		pm.vers.tables[i].a = nil
	}
	pages := len(pm.vers.free)
	for _, o := range pm.overlays {
		pages += len(o.free) + len(o.list)
	}
	if pages > keptPages {
		trimParMem(pm, pages-keptPages)
	}
	if !parLast.CompareAndSwap(nil, pm) {
		parPool.Put(pm)
	}
}

// trimParMem drops excess free pages of pm, the versions' first, then the
// overlays' from the last made, so that the set stays in parLast: the
// overlays' free lists grow over a process's launches to the most pages
// any unit used with them, and a set put in parPool instead was lost at the next
// collection with all its overlays and pages (about 1 MB of the suite's
// garbage per pass, allocated again). The lists are taken from at their
// end: the pages dropped are the ones at their start, freed longest ago.
func trimParMem(pm *parMem, excess int) {
	excess = dropFront(&pm.vers.free, excess)
	for i := len(pm.overlays) - 1; i >= 0 && excess > 0; i-- {
		excess = dropFront(&pm.overlays[i].free, excess)
	}
}

// dropFront drops up to excess elements from the start of *list and
// returns how many more are to be dropped.
func dropFront[T any](list *[]*T, excess int) int {
	drop := min(excess, len(*list))
	n := copy(*list, (*list)[drop:])
	clear((*list)[n:])
	*list = (*list)[:n]
	return excess - drop
}

// runParallel runs CTAs 0..n-1 on jobs workers (see above).
func (x *run) runParallel(n uint64, threads uint32, jobs int) *Error {
	pm := getParMem()
	defer putParMem(pm)
	pm.vers.init(&x.dev.mem)
	if d := x.prog.dependent; d != nil { // ovdirect.go: no direct reads until a launch learned what it writes
		if d.learned.Load() {
			pm.vers.written.Store(d.written.Load())
		} else {
			pm.vers.written.Store(^uint64(0))
		}
	}
	p := &parLaunch{x: x, n: n, threads: threads, window: uint64(16 * jobs), vers: &pm.vers, blockSize: 4 * jobs, pm: pm, jobs: uint64(jobs)}
	p.wake = sync.NewCond(&p.waitMu)
	p.slots = pm.slots(int(2 * p.window))
	p.ovFree = append(pm.free[:0], pm.overlays...)
	p.held = pm.held[:0]
	// Every worker's copy of x is made before any worker commits to x;
	// each its own allocation of whole cache lines (paddedRun), since a
	// worker updates its statistics at every instruction and reads its
	// other fields as often.
	workers := make([]*run, jobs)
	for i := range workers {
		wx := &paddedRun{run: *x}
		wx.cta = x.getCTA()
		workers[i] = &wx.run
	}
	var wg sync.WaitGroup
	pm.tasks = pm.tasks[:0]
	for _, wx := range workers[1:] {
		pm.tasks = append(pm.tasks, parTask{p: p, wx: wx, wg: &wg})
	}
	wg.Add(len(pm.tasks))
	pm.helpers = startHelpers(pm.tasks, pm.helpers[:0]) // parhelpers.go
	p.work(workers[0])
	stopHelpers(pm.helpers, pm.tasks, &wg)
	clear(pm.tasks)
	clear(pm.helpers)
	for _, wx := range workers {
		x.putCTA(wx.cta)
	}
	if d := x.prog.dependent; d != nil && p.err == nil && !p.dependent {
		d.written.Store(pm.vers.wrote)
		d.learned.Store(true)
	}
	pm.flushed = flushVersions(&pm.vers, pm.flushed) // flushsplit.go
	p.finished.Store(true)
	for _, o := range pm.overlays {
		// Emptied now, so that the pool keeps no allocation of this
		// launch alive.
		o.reset()
	}
	clear(p.ovFree)
	clear(p.held)
	pm.free, pm.held = p.ovFree[:0], p.held[:0]
	if p.err != nil {
		return p.err
	}
	if d := x.prog.dependent; d != nil {
		if p.dependent {
			d.serial.Store(1)
		} else {
			d.serial.Store(0)
		}
	}
	for l := p.doneCTAs.Load(); l < n; l++ { // speculation ended
		if err := x.serialCTA(l, threads); err != nil {
			return err
		}
	}
	return nil
}

// work takes units and runs them speculatively on wx until none is left,
// committing those it can. A unit's CTAs run one after another on the
// unit's overlay, as they would serially: each sees the global memory the
// ones before it left, and the overlay records what the unit as a whole
// read before writing it and what it wrote.
func (p *parLaunch) work(wx *run) {
	for {
		u, ok := p.take()
		if !ok {
			return
		}
		s := &p.slots[u%uint64(len(p.slots))]
		s.ov = p.getOverlay()
		s.ov.reset()
		s.start = p.committed.Load()
		// A unit can commit only within the budget left now: a speculative
		// run that exceeds it stops there (and runs again to fail serially).
		wx.stats, wx.clockBase, wx.ov, wx.maxInsts = Stats{}, 0, s.ov, p.x.maxInsts-min(p.insts.Load(), p.x.maxInsts)
		t0 := time.Now()
		s.err = nil
		for l := s.first; l < s.first+s.count && s.err == nil; l++ {
			wx.resetCTA(wx.cta, l, p.threads)
			s.err = wx.runCTA(wx.cta)
		}
		p.busy.Add(int64(time.Since(t0)))
		p.ran.Add(s.count)
		s.stats = wx.stats
		s.ready.Store(u + 1)
		p.tryCommit()
	}
}

// take returns the next unit to run, its CTAs set in its slot, waiting
// while the window is full; false when there is none or speculation has
// ended.
func (p *parLaunch) take() (uint64, bool) {
	for {
		if p.stop.Load() {
			return 0, false
		}
		p.takeMu.Lock()
		u := p.next.Load()
		if p.nextCTA >= p.n {
			p.takeMu.Unlock()
			return 0, false
		}
		if u >= p.committed.Load()+p.window {
			p.takeMu.Unlock()
			p.waitMu.Lock()
			p.waiting.Add(1)
			for !p.stop.Load() && u >= p.committed.Load()+p.window {
				p.wake.Wait()
			}
			p.waiting.Add(-1)
			p.waitMu.Unlock()
			continue
		}
		s := &p.slots[u%uint64(len(p.slots))]
		s.first, s.count = p.nextCTA, p.unitSize()
		p.nextCTA += s.count
		// After the slot's CTAs: release's ordering (see there) needs the
		// store before the taker reads committed.
		p.next.Store(u + 1)
		p.takeMu.Unlock()
		return u, true
	}
}

// unitNanos is about how long a unit's CTAs should run: long enough that
// what a unit costs besides its CTAs (an overlay's pages copied,
// committed and compared across cores, a few µs) is small beside it. A
// launch's first units are single CTAs; later ones have as many CTAs as
// the CTAs run so far took on average to fill unitNanos, at most
// maxUnitCTAs, and at most half of what is left per worker, so that the
// workers finish about together. Results do not depend on the units: a
// unit commits only if its run is the serial run's (see above).
const (
	unitNanos   = 100000
	maxUnitCTAs = 32
)

// fixedUnitCTAs, when set (tests), is the size of every unit.
var fixedUnitCTAs atomic.Uint64

// unitSize returns the CTAs of the next unit (takeMu held).
func (p *parLaunch) unitSize() uint64 {
	if f := fixedUnitCTAs.Load(); f > 0 {
		return min(f, p.n-p.nextCTA)
	}
	b := uint64(1)
	if ran := p.ran.Load(); ran > 0 {
		b = unitNanos * ran / max(uint64(p.busy.Load()), 1)
	}
	left := p.n - p.nextCTA
	return max(1, min(b, maxUnitCTAs, left/(2*p.jobs)))
}

// tryCommit commits the CTAs that are done, in order, unless another
// worker is committing: that one then sees them when it has finished.
func (p *parLaunch) tryCommit() {
	for p.commitMu.TryLock() {
		p.commitReady()
		p.commitMu.Unlock()
		c := p.committed.Load()
		if p.stop.Load() || p.doneCTAs.Load() >= p.n || p.slots[c%uint64(len(p.slots))].ready.Load() != c+1 {
			return
		}
	}
}

// commitReady commits the units done in order (the committer only). A
// unit that has to run again runs serially, its CTAs one after another
// on its overlay up to the first that fails.
func (p *parLaunch) commitReady() {
	x := p.x
	for !p.stop.Load() {
		c := p.committed.Load()
		if p.doneCTAs.Load() >= p.n {
			return
		}
		s := &p.slots[c%uint64(len(p.slots))]
		if s.ready.Load() != c+1 {
			return
		}
		if s.err != nil || x.stats.WarpInsts+s.stats.WarpInsts > x.maxInsts || p.conflicts(s, c) {
			p.blockReruns++
			if os.Getenv("EMUOVL10_RERUNS") != "" {
				fmt.Fprintln(os.Stderr, "RERUN", x.prog.Kernel.Name, s.first, s.count)
			}
			s.ov.reset()
			x.ov = s.ov
			var err *Error
			for l := s.first; l < s.first+s.count && err == nil; l++ {
				err = x.serialCTA(l, p.threads)
			}
			x.ov = nil
			p.vers.commit(s.ov) // a failing CTA's stores stay, as in the serial run
			if err != nil {
				p.err = err
				p.halt()
				return
			}
		} else {
			x.stats.add(&s.stats)
			x.clockBase += s.stats.Cycles
			p.vers.commit(s.ov)
		}
		p.insts.Store(x.stats.WarpInsts)
		p.doneCTAs.Store(s.first + s.count)
		p.committed.Store(c + 1)
		p.release(s.ov, c+1)
		if p.block++; p.block == p.blockSize {
			if 2*p.blockReruns > p.block { // the CTAs depend on each other: speculation only wastes work
				p.dependent = true
				p.halt()
				return
			}
			p.block, p.blockReruns = 0, 0
		}
		if p.waiting.Load() > 0 {
			p.waitMu.Lock()
			p.wake.Broadcast()
			p.waitMu.Unlock()
		}
	}
}

// getOverlay returns an overlay for a CTA taken: the one freed last, or a
// new one.
func (p *parLaunch) getOverlay() *overlay {
	p.ovMu.Lock()
	defer p.ovMu.Unlock()
	if n := len(p.ovFree); n > 0 {
		o := p.ovFree[n-1]
		p.ovFree = p.ovFree[:n-1]
		return o
	}
	o := newOverlay(p.vers)
	p.pm.overlays = append(p.pm.overlays, o)
	return o
}

// release holds o, the overlay of the CTA that committed as the
// committed-th, while the CTAs taken before then have not all committed
// (a CTA's conflict check reads the overlays of the CTAs that committed
// after it was taken, and each took its start after the take: see take),
// and frees the held overlays no CTA can read any more. The committer
// only, after storing committed.
func (p *parLaunch) release(o *overlay, committed uint64) {
	// A CTA taken after this load reads committed (its start) after the
	// store: it compares only with later CTAs.
	p.held = append(p.held, heldOverlay{o, p.next.Load()})
	k := 0
	for k < len(p.held) && p.held[k].until <= committed {
		k++
	}
	if k == 0 {
		return
	}
	p.ovMu.Lock()
	for _, h := range p.held[:k] {
		p.ovFree = append(p.ovFree, h.ov)
	}
	p.ovMu.Unlock()
	p.held = append(p.held[:0], p.held[k:]...)
}

// halt ends speculation: the workers stop taking CTAs.
func (p *parLaunch) halt() {
	p.stop.Store(true)
	p.waitMu.Lock()
	p.wake.Broadcast()
	p.waitMu.Unlock()
}

// conflicts says whether the unit in s (unit c) read a byte that a unit
// committed since its run started wrote.
func (p *parLaunch) conflicts(s *ctaSlot, c uint64) bool {
	for j := s.start; j < c; j++ {
		if s.ov.readsWritesOf(p.slots[j%uint64(len(p.slots))].ov) {
			return true
		}
	}
	return false
}
