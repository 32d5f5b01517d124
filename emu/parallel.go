package emu

import (
	"math/bits"
	"sync"
	"sync/atomic"
	"unsafe"

	"gpucc/launch"
)

// Parallel CTAs (Options.Jobs > 1).
//
// A launch must give the results, statistics and errors of the serial run,
// in which CTA k sees every global-memory effect of CTAs 0..k-1 and none of
// the later ones. CTAs run in batches. In a batch, every CTA runs
// speculatively, in parallel, against the global memory as it was when the
// batch started, through a private overlay that records the bytes it reads
// (before writing them itself) and the bytes it writes. The batch then
// commits in CTA order: a CTA whose reads are disjoint from the bytes the
// batch's earlier CTAs wrote computed exactly what the serial run computes
// (a CTA's run depends only on the memory it reads, its id and its own
// random-latency generator), so its writes are applied and its statistics
// added. Any other CTA is run again, at its turn, against the committed
// memory, which is then exactly the serial run's: so is the CTA that
// depends on an earlier one (a global atomic counter, a CTA reading
// another's output), the CTA that failed (its error then carries the cycles
// and budget of the serial run), and the CTA that would exceed
// Options.MaxWarpInsts counted from the start of the launch. A batch in
// which most CTAs were run again ends speculation for the launch: the rest
// runs serially. A kernel that reads SR_CLOCKLO/HI runs serially, since its
// CTAs see the cycles of the CTAs before them.

// pageBits sizes the overlay's pages. Aligned accesses of at most 16 bytes
// never cross a page or a 64-byte bitmap word.
const (
	pageBits  = 8
	pageBytes = 1 << pageBits
	pageWords = pageBytes / 64
)

type pageKey struct {
	a *allocation
	n uint64 // page number inside the allocation
}

// ovPage is a CTA's copy of one page of global memory.
type ovPage struct {
	data          [pageBytes]byte
	read, written [pageWords]uint64 // bytes read before the CTA wrote them; bytes written
}

// overlay is a CTA's private view of global memory in a parallel launch.
// A worker reuses its overlays, and their pages, from one batch of CTAs to
// the next (reset).
type overlay struct {
	pages map[pageKey]*ovPage
	// cache holds recently used pages, indexed by page number and
	// allocation: a kernel's loads and stores alternate between buffers
	// (in[i], out[i]), so one remembered page would miss on every switch.
	cache [ovCacheSize]ovCached
	free  []*ovPage // pages of earlier CTAs, to be reused
}

const ovCacheSize = 8

type ovCached struct {
	key  pageKey
	page *ovPage
}

func newOverlay() *overlay { return &overlay{pages: map[pageKey]*ovPage{}} }

// reset empties the overlay for another CTA, keeping its pages for reuse.
func (o *overlay) reset() {
	for _, p := range o.pages {
		o.free = append(o.free, p)
	}
	clear(o.pages)
	o.cache = [ovCacheSize]ovCached{}
}

// ref returns the overlay's bytes for an access of size bytes at offset off
// of allocation a, recording it as a read, a write or both (what: "load",
// "store", "atomic"; the words memRef uses).
func (o *overlay) ref(a *allocation, off, size uint64, what string) []byte {
	key := pageKey{a, off >> pageBits}
	c := &o.cache[(key.n^uint64(uintptr(unsafe.Pointer(a))>>5))&(ovCacheSize-1)]
	p := c.page
	if p == nil || c.key != key {
		p = o.pages[key]
		if p == nil {
			p = o.newPage()
			start := key.n << pageBits
			n := copy(p.data[:], a.data[start:min(start+pageBytes, uint64(len(a.data)))])
			clear(p.data[n:])
			o.pages[key] = p
		}
		c.key, c.page = key, p
	}
	in := off & (pageBytes - 1)
	word, mask := in>>6, (uint64(1)<<size-1)<<(in&63)
	if what[0] != 's' { // a load or an atomic reads
		p.read[word] |= mask &^ p.written[word]
	}
	if what[0] != 'l' { // a store or an atomic writes
		p.written[word] |= mask
	}
	return p.data[in : in+size]
}

// newPage returns a page with nothing read or written: a reused one where
// there is one.
func (o *overlay) newPage() *ovPage {
	if n := len(o.free); n > 0 {
		p := o.free[n-1]
		o.free = o.free[:n-1]
		p.read, p.written = [pageWords]uint64{}, [pageWords]uint64{}
		return p
	}
	return &ovPage{}
}

// conflicts says whether the CTA read a byte that the batch's earlier CTAs
// wrote (written, by page).
func (o *overlay) conflicts(written map[pageKey]*[pageWords]uint64) bool {
	for key, p := range o.pages {
		if w := written[key]; w != nil {
			for i := range p.read {
				if p.read[i]&w[i] != 0 {
					return true
				}
			}
		}
	}
	return false
}

// commit writes the bytes the CTA wrote to global memory and adds them to
// the batch's written set.
func (o *overlay) commit(written map[pageKey]*[pageWords]uint64) {
	for key, p := range o.pages {
		w := written[key]
		if w == nil {
			w = new([pageWords]uint64)
			written[key] = w
		}
		dst := key.a.data[key.n<<pageBits:]
		for i, m := range p.written {
			w[i] |= m
			for ; m != 0; m &= m - 1 {
				b := i*64 + bits.TrailingZeros64(m)
				dst[b] = p.data[b]
			}
		}
	}
}

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

// runParallel runs CTAs 0..n-1 on jobs goroutines (see above).
func (x *run) runParallel(n uint64, threads uint32, jobs int) *Error {
	type outcome struct {
		ov    *overlay
		stats Stats
		err   *Error
	}
	workers := make([]*run, jobs)
	// Each worker's overlays of the last batch (used) and those free again
	// (spare): only the worker touches them during a batch, only this
	// goroutine between batches.
	used, spare := make([][]*overlay, jobs), make([][]*overlay, jobs)
	for i := range workers {
		wx := *x
		wx.cta = x.newCTA()
		workers[i] = &wx
	}
	batch := uint64(4 * jobs)
	for start := uint64(0); start < n; start += batch {
		end := min(n, start+batch)
		outs := make([]outcome, end-start)
		// A CTA can commit only within the budget left now: a speculative
		// run that exceeds it stops there (and runs again to fail serially).
		left := x.maxInsts - min(x.stats.WarpInsts, x.maxInsts)
		var next atomic.Uint64
		next.Store(start)
		var wg sync.WaitGroup
		for i, wx := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for l := next.Add(1) - 1; l < end; l = next.Add(1) - 1 {
					var ov *overlay
					if n := len(spare[i]); n > 0 {
						ov, spare[i] = spare[i][n-1], spare[i][:n-1]
					} else {
						ov = newOverlay()
					}
					wx.stats, wx.clockBase, wx.ov, wx.maxInsts = Stats{}, 0, ov, left
					used[i] = append(used[i], wx.ov)
					wx.resetCTA(wx.cta, l, threads)
					err := wx.runCTA(wx.cta)
					outs[l-start] = outcome{ov: wx.ov, stats: wx.stats, err: err}
				}
			}()
		}
		wg.Wait()
		written := map[pageKey]*[pageWords]uint64{}
		reruns := 0
		for i := range outs {
			o := &outs[i]
			if o.err != nil || x.stats.WarpInsts+o.stats.WarpInsts > x.maxInsts || o.ov.conflicts(written) {
				reruns++
				x.ov = newOverlay()
				err := x.serialCTA(start+uint64(i), threads)
				x.ov.commit(written) // a failing CTA's stores stay, as in the serial run
				x.ov = nil
				if err != nil {
					return err
				}
				continue
			}
			x.stats.add(&o.stats)
			x.clockBase += o.stats.Cycles
			o.ov.commit(written)
		}
		for i := range used {
			for _, o := range used[i] {
				o.reset()
			}
			spare[i], used[i] = append(spare[i], used[i]...), used[i][:0]
		}
		if 2*reruns > len(outs) { // the CTAs depend on each other: speculation only wastes work
			for l := end; l < n; l++ {
				if err := x.serialCTA(l, threads); err != nil {
					return err
				}
			}
			return nil
		}
	}
	return nil
}
