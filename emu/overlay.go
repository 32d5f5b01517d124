package emu

import (
	"encoding/binary"
	"sync/atomic"
	"unsafe"
)

// The private views of global memory of a parallel launch (parallel.go):
// a CTA's overlay, and the versions of the pages that committed CTAs wrote.

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
	key           pageKey
}

// overlay is a CTA's private view of global memory in a parallel launch.
// Overlays and their pages are reused from one CTA to the next (reset).
type overlay struct {
	pages map[pageKey]*ovPage
	list  []*ovPage // the pages in the order the CTA first touched them (for iterating)
	// cache holds recently used pages, indexed by page number and
	// allocation: a kernel's loads and stores alternate between buffers
	// (in[i], out[i]), so one remembered page would miss on every switch.
	cache [ovCacheSize]ovCached
	free  []*ovPage // pages of earlier CTAs, to be reused
	// vers holds the committed pages newer than the allocations' bytes.
	vers *pageVersions
	// wrote says whether the CTA stored to global memory at all.
	wrote bool
}

// ovCacheSize is a power of two: lanes that copy memory each touch their
// own pages, more than 32 at a time.
const (
	ovCacheBits = 8
	ovCacheSize = 1 << ovCacheBits
)

type ovCached struct {
	key  pageKey
	page *ovPage
}

func newOverlay(vers *pageVersions) *overlay {
	return &overlay{pages: map[pageKey]*ovPage{}, vers: vers}
}

// reset empties the overlay for another CTA, keeping its pages for reuse.
func (o *overlay) reset() {
	// Only the cache entries of the pages touched can be set: clearing
	// those is cheaper than clearing the cache for a CTA of few pages.
	for _, p := range o.list {
		o.cache[o.cacheIndex(p.key.a, p.key.n)] = ovCached{}
	}
	o.free = append(o.free, o.list...)
	clear(o.list)
	o.list = o.list[:0]
	clear(o.pages)
	o.wrote = false
}

// ref returns the overlay's bytes for an access of size bytes at offset off
// of allocation a, recording it as a read, a write or both (what: "load",
// "store", "atomic"; the words memRef uses). It runs for every lane's
// global access of a parallel launch: the page comes from the cache, the
// masks and the slice need no bounds checks (in < pageBytes, size <= 16
// and in is size-aligned, so the bytes stay in the page and one word).
func (o *overlay) ref(a *allocation, off, size uint64, what string) []byte {
	n := off >> pageBits
	c := &o.cache[o.cacheIndex(a, n)]
	p := c.page
	if c.key.n != n || c.key.a != a {
		p = o.miss(a, n, c)
	}
	in := off & (pageBytes - 1)
	word, mask := (in>>6)&(pageWords-1), (uint64(1)<<(size&63)-1)<<(in&63)
	switch what[0] {
	case 'l':
		p.read[word] |= mask &^ p.written[word]
	case 's':
		p.written[word] |= mask
		o.wrote = true
	default: // an atomic reads and writes
		p.read[word] |= mask &^ p.written[word]
		p.written[word] |= mask
		o.wrote = true
	}
	return unsafe.Slice(&p.data[in], size)
}

// pageOf returns page n of a as ref finds it (from the cache, or made
// and cached by miss). The lane loops of loadRegion and storeRegion call
// it once for a run of lanes in one page, then mark each lane's bytes
// with the page's load or store: consecutive lookups of one page leave
// the cache as they found it, so the overlay ends exactly as ref lane by
// lane leaves it.
func (o *overlay) pageOf(a *allocation, n uint64) *ovPage {
	c := &o.cache[o.cacheIndex(a, n)]
	if c.key.n != n || c.key.a != a {
		return o.miss(a, n, c)
	}
	return c.page
}

// load is ref's "load" on p, the page of offset off: the bytes, marked
// read where the CTA has not written them.
func (p *ovPage) load(off, size uint64) []byte {
	in := off & (pageBytes - 1)
	word, mask := (in>>6)&(pageWords-1), (uint64(1)<<(size&63)-1)<<(in&63)
	p.read[word] |= mask &^ p.written[word]
	return unsafe.Slice(&p.data[in], size)
}

// store is ref's "store" on p, the page of offset off, but for the
// overlay's wrote, which the caller sets.
func (p *ovPage) store(off, size uint64) []byte {
	in := off & (pageBytes - 1)
	word, mask := (in>>6)&(pageWords-1), (uint64(1)<<(size&63)-1)<<(in&63)
	p.written[word] |= mask
	return unsafe.Slice(&p.data[in], size)
}

// miss finds or makes page n of a for ref and caches it in c.
func (o *overlay) miss(a *allocation, n uint64, c *ovCached) *ovPage {
	key := pageKey{a, n}
	p := o.pages[key]
	if p == nil {
		p = o.newPage()
		start := n << pageBits
		src := a.data[start:min(start+pageBytes, uint64(len(a.data)))]
		if v := o.vers.load(a, n); v != nil {
			src = v[:len(src)]
		}
		k := copy(p.data[:], src)
		clear(p.data[k:])
		p.key = key
		o.pages[key] = p
		o.list = append(o.list, p)
	}
	c.key, c.page = key, p
	return p
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

// page returns o's page with key, nil if the CTA did not touch it.
func (o *overlay) page(key pageKey) *ovPage {
	if c := &o.cache[o.cacheIndex(key.a, key.n)]; c.key == key {
		return c.page
	}
	return o.pages[key]
}

func (o *overlay) cacheIndex(a *allocation, n uint64) uint64 {
	return ((n ^ uint64(uintptr(unsafe.Pointer(a))>>4)) * 0x9e3779b97f4a7c15) >> (64 - ovCacheBits)
}

// readsWritesOf says whether o read a byte that w wrote.
func (o *overlay) readsWritesOf(w *overlay) bool {
	if !w.wrote {
		return false
	}
	for _, wp := range w.list {
		if wp.written == [pageWords]uint64{} {
			continue
		}
		if p := o.page(wp.key); p != nil {
			for i := range p.read {
				if p.read[i]&wp.written[i] != 0 {
					return true
				}
			}
		}
	}
	return false
}

// versionChunkBits sizes pageVersions' second level: the versions of 64
// consecutive pages (16 KiB of memory) are allocated together.
const versionChunkBits = 6

type versionChunk [1 << versionChunkBits]atomic.Pointer[[pageBytes]byte]

// pageVersions holds the newest committed contents of every page that
// CTAs of a parallel launch wrote, until flush writes them to their
// allocations. One goroutine at a time publishes (the committer); any
// number read. A page's version is never changed once published: a commit
// publishes a new one, so a reader copies consistent bytes without locks.
type pageVersions struct {
	tables []versionTable
	free   []*[pageBytes]byte // pages of flushed versions, to be reused
}

// versionTable is one allocation's versions, by page: a directory of
// chunks, each allocated when a page in it is first written.
type versionTable struct {
	a   *allocation
	dir []atomic.Pointer[versionChunk]
}

// init prepares the versions of a launch on memory g (the tables are
// reused when the allocations are the same).
func (v *pageVersions) init(g *globalMem) {
	if len(v.tables) != len(g.allocs) {
		v.tables = make([]versionTable, len(g.allocs))
	}
	for i, a := range g.allocs {
		t := &v.tables[i]
		pages := (uint64(len(a.data)) + pageBytes - 1) >> pageBits
		chunks := int((pages + 1<<versionChunkBits - 1) >> versionChunkBits)
		if t.a != a || len(t.dir) != chunks {
			*t = versionTable{a: a, dir: make([]atomic.Pointer[versionChunk], chunks)}
		}
	}
}

func (v *pageVersions) table(a *allocation) *versionTable {
	for i := range v.tables {
		if v.tables[i].a == a {
			return &v.tables[i]
		}
	}
	panic("emu: a parallel launch accessed an allocation made after it started")
}

// load returns the newest committed version of page n of a, nil while
// the allocation's bytes are the newest.
func (v *pageVersions) load(a *allocation, n uint64) *[pageBytes]byte {
	c := v.table(a).dir[n>>versionChunkBits].Load()
	if c == nil {
		return nil
	}
	return c[n&(1<<versionChunkBits-1)].Load()
}

// commit publishes the bytes o wrote, over the newest versions (the
// committer only).
func (v *pageVersions) commit(o *overlay) {
	if !o.wrote {
		return
	}
	for _, p := range o.list {
		if p.written == [pageWords]uint64{} {
			continue
		}
		key := p.key
		t := v.table(key.a)
		d := &t.dir[key.n>>versionChunkBits]
		c := d.Load()
		if c == nil {
			c = new(versionChunk)
			d.Store(c)
		}
		slot := &c[key.n&(1<<versionChunkBits-1)]
		nv := v.newPage()
		if old := slot.Load(); old != nil {
			*nv = *old
		} else {
			start := key.n << pageBits
			n := copy(nv[:], key.a.data[start:min(start+pageBytes, uint64(len(key.a.data)))])
			clear(nv[n:])
		}
		mergeWritten(nv, p)
		slot.Store(nv)
	}
}

// mergeWritten copies the bytes p wrote into dst.
func mergeWritten(dst *[pageBytes]byte, p *ovPage) {
	for i, m := range p.written {
		switch m {
		case 0:
		case ^uint64(0):
			copy(dst[i*64:i*64+64], p.data[i*64:i*64+64])
		default:
			for g := 0; g < 64; g += 8 {
				if m8 := m >> g & 0xff; m8 != 0 {
					b, bm := i*64+g, byteMasks[m8]
					d, s := binary.LittleEndian.Uint64(dst[b:]), binary.LittleEndian.Uint64(p.data[b:])
					binary.LittleEndian.PutUint64(dst[b:], d&^bm|s&bm)
				}
			}
		}
	}
}

// newPage returns a version page: a reused one where there is one.
func (v *pageVersions) newPage() *[pageBytes]byte {
	if n := len(v.free); n > 0 {
		p := v.free[n-1]
		v.free = v.free[:n-1]
		return p
	}
	return new([pageBytes]byte)
}

// flush writes the newest versions to their allocations and forgets them
// (no worker runs any more).
func (v *pageVersions) flush() {
	for i := range v.tables {
		t := &v.tables[i]
		for ci := range t.dir {
			c := t.dir[ci].Load()
			if c == nil {
				continue
			}
			for pi := range c {
				p := c[pi].Load()
				if p == nil {
					continue
				}
				start := (uint64(ci)<<versionChunkBits + uint64(pi)) << pageBits
				copy(t.a.data[start:min(start+pageBytes, uint64(len(t.a.data)))], p[:])
				c[pi].Store(nil)
				v.free = append(v.free, p)
			}
			t.dir[ci].Store(nil)
		}
	}
}

// byteMasks[m] has byte i all ones where bit i of m is set.
var byteMasks = func() (t [256]uint64) {
	for m := range t {
		for i := 0; i < 8; i++ {
			if m>>i&1 != 0 {
				t[m] |= 0xff << (8 * i)
			}
		}
	}
	return t
}()
