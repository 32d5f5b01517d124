package emu

import (
	"encoding/binary"
	"math/bits"
	"sync/atomic"
	"unsafe"
)

// The private views of global memory of a parallel launch (parallel.go):
// a CTA's overlay, and the versions of the pages that committed CTAs wrote.

// pageBits sizes the overlay's pages. Aligned accesses of at most 16 bytes
// never cross a page or a 64-byte bitmap word.
const (
	pageBits  = 10
	pageBytes = 1 << pageBits
	pageWords = pageBytes / 64
)

type pageKey struct {
	a *allocation
	n uint64 // page number inside the allocation
}

// ovPage is a CTA's copy of one page of global memory. It holds no
// pointer (its key is in overlay.keys), so the collector never scans it.
type ovPage struct {
	data          [pageBytes]byte
	read, written [pageWords]uint64 // bytes read before the CTA wrote them; bytes written
	// reduced marks the bytes of logged reductions (overlay.log) that no
	// store or unlogged atomic of the CTA had written before.
	reduced [pageWords]uint64
	idx     int32 // the page's index in overlay.list
	dirty   bool  // written or reduced has a bit set (cheaper to test than the arrays)
}

// overlay is a CTA's private view of global memory in a parallel launch.
// Overlays and their pages are reused from one CTA to the next (reset).
type overlay struct {
	// index finds the CTA's pages by key: an open-addressed hash table
	// (linear probing, at most half full) whose entries count only while
	// their gen is the overlay's, so that reset empties it at once.
	index     []ovIndexEntry
	indexBits uint
	gen       uint32
	list      []*ovPage // the pages in the order the CTA first touched them (for iterating)
	keys      []pageKey // keys[i] is list[i]'s
	// bases[i] is the version list[i]'s bytes were copied from, nil for
	// the allocation's bytes (kept here, not in the page, which holds no
	// pointer): a commit that finds it still the newest publishes the
	// page itself (pageVersions.commit).
	bases []*[pageBytes]byte
	// cache holds recently used pages, indexed by page number and
	// allocation: a kernel's loads and stores alternate between buffers
	// (in[i], out[i]), so one remembered page would miss on every switch.
	cache [ovCacheSize]ovCached
	free  []*ovPage // pages of earlier CTAs, to be reused
	// vers holds the committed pages newer than the allocations' bytes.
	vers *pageVersions
	// wrote says whether the CTA stored to global memory at all.
	wrote bool

	// A reduction (an atomic whose old value goes to RZ: RED, or ATOM
	// with no destination) changes memory the same whatever CTAs ran
	// before, as long as it is applied after theirs: its bytes are not
	// marked read but logged, and the commit applies the log to the
	// newest versions, in order, so later reductions by earlier CTAs are
	// not lost (atomic counters and accumulators of independent CTAs run
	// in parallel). execAtomic sets reducing for such an instruction; ref
	// then logs the lane's access in pending unless the CTA already wrote
	// one of its bytes (then the access is an atomic as any), and
	// logReduction completes the entry with the operation.
	reducing bool
	pending  ovReduction
	log      []ovReduction

	// Allocation masks (allocation.ovBit; ovdirect.go): direct, the
	// allocations the CTA read straight from memory, unmarked; paged,
	// those it holds a page of; wroteAllocs, those its commit published
	// pages of (the committer sets it).
	direct, paged, wroteAllocs uint64
}

// ovReduction is a logged reduction: the atomic operation op of type typ
// with operands b and c, on size bytes at in of page list[page].
type ovReduction struct {
	b, c          uint64
	page          int32
	in            uint16
	size, op, typ uint8
	ok            bool // pending: ref logged this lane's access
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

// ovIndexEntry is an entry of overlay.index. The allocation is kept as
// its address, not as a pointer: entries of past CTAs (whose gen is old)
// must not keep an earlier launch's allocation alive.
type ovIndexEntry struct {
	a    uintptr
	n    uint64
	page *ovPage
	gen  uint32
}

// ovIndexMinBits sizes a new overlay's index (64 pages before it grows).
const ovIndexMinBits = 7

func newOverlay(vers *pageVersions) *overlay {
	return &overlay{index: make([]ovIndexEntry, 1<<ovIndexMinBits), indexBits: ovIndexMinBits, gen: 1, vers: vers}
}

// lookup returns o's page with key, nil if the CTA did not touch it.
func (o *overlay) lookup(key pageKey) *ovPage {
	mask := uint64(len(o.index) - 1)
	for h := o.indexHash(key) & mask; ; h = (h + 1) & mask {
		e := &o.index[h]
		if e.gen != o.gen {
			return nil
		}
		if e.a == uintptr(unsafe.Pointer(key.a)) && e.n == key.n {
			return e.page
		}
	}
}

// insert adds page p with key, which the index does not hold, growing
// the index when it is half full.
func (o *overlay) insert(key pageKey, p *ovPage) {
	if 2*(len(o.list)+1) > len(o.index) {
		o.indexBits++
		o.index = make([]ovIndexEntry, 1<<o.indexBits)
		o.gen = 1
		for i, q := range o.list {
			o.place(o.keys[i], q)
		}
	}
	o.place(key, p)
}

// place puts page p with key in the first free entry of its probe
// sequence.
func (o *overlay) place(key pageKey, p *ovPage) {
	mask := uint64(len(o.index) - 1)
	h := o.indexHash(key) & mask
	for o.index[h].gen == o.gen {
		h = (h + 1) & mask
	}
	o.index[h] = ovIndexEntry{a: uintptr(unsafe.Pointer(key.a)), n: key.n, page: p, gen: o.gen}
}

func (o *overlay) indexHash(key pageKey) uint64 {
	return ((key.n ^ uint64(uintptr(unsafe.Pointer(key.a))>>4)) * 0x9e3779b97f4a7c15) >> (64 - o.indexBits)
}

// reset empties the overlay for another CTA, keeping its pages for reuse.
func (o *overlay) reset() {
	// Only the cache entries of the pages touched can be set: clearing
	// those is cheaper than clearing the cache for a CTA of few pages.
	for _, k := range o.keys {
		o.cache[o.cacheIndex(k.a, k.n)] = ovCached{}
	}
	o.free = append(o.free, o.list...)
	clear(o.list)
	o.list = o.list[:0]
	clear(o.keys)
	o.keys = o.keys[:0]
	clear(o.bases)
	o.bases = o.bases[:0]
	o.log = o.log[:0]
	o.reducing, o.pending = false, ovReduction{}
	o.direct, o.paged, o.wroteAllocs = 0, 0, 0
	if o.gen++; o.gen == 0 { // entries of 2^32 CTAs ago would count again
		clear(o.index)
		o.gen = 1
	}
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
		p.dirty, o.wrote = true, true
	default:
		p.dirty, o.wrote = true, true
		if o.reducing && p.written[word]&mask == 0 {
			p.reduced[word] |= mask
			// Field by field, as logReduction reads them: a whole-struct
			// copy of fields just stored one by one stalls store
			// forwarding at every lane.
			o.pending.page, o.pending.in, o.pending.size, o.pending.ok = p.idx, uint16(in), uint8(size), true
			break
		}
		// An atomic reads and writes.
		p.read[word] |= mask &^ p.written[word]
		p.written[word] |= mask
	}
	return unsafe.Slice(&p.data[in], size)
}

// newLogEntry appends an entry to the reduction log and returns it for
// the caller to fill: the slice's spare capacity is reused without
// zeroing, since the caller sets every field.
func (o *overlay) newLogEntry() *ovReduction {
	n := len(o.log)
	if n < cap(o.log) {
		o.log = o.log[:n+1]
	} else {
		o.log = append(o.log, ovReduction{})
	}
	return &o.log[n]
}

// logReduction completes the log entry of the reduction ref took last
// (nothing if it took none: a lane in shared memory, or bytes the CTA
// had written) with its operation and operands.
func (o *overlay) logReduction(op, typ uint8, b, c uint64) {
	if !o.pending.ok {
		return
	}
	e := o.newLogEntry()
	e.b, e.c, e.page, e.in, e.size, e.op, e.typ, e.ok = b, c, o.pending.page, o.pending.in, o.pending.size, op, typ, false
	o.pending.ok = false
}

// pageOf returns page n of a as ref finds it (from the cache, or made
// and cached by miss). The lane loops of loadRegion and storeRegion call
// it once for a run of lanes in one page, then mark each lane's bytes
// with the page's load or store: consecutive lookups of one page leave
// the cache as they found it, so the overlay ends exactly as ref lane by
// lane leaves it.
func (o *overlay) pageOf(a *allocation, n uint64) *ovPage {
	if p := o.cached(a, n); p != nil {
		return p
	}
	return o.missOf(a, n)
}

// cached is pageOf's lookup in the cache alone (nil if page n of a is not
// there), small enough to be inlined into the lane loops, which call
// missOf only when it fails: pageOf's call per page, with the loop's
// registers saved around it, cost more than the lookup.
func (o *overlay) cached(a *allocation, n uint64) *ovPage {
	if c := &o.cache[o.cacheIndex(a, n)]; c.key.n == n && c.key.a == a {
		return c.page
	}
	return nil
}

// missOf is pageOf after cached failed.
func (o *overlay) missOf(a *allocation, n uint64) *ovPage {
	return o.miss(a, n, &o.cache[o.cacheIndex(a, n)])
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
	p.dirty = true
	return unsafe.Slice(&p.data[in], size)
}

// loadWarp is loadRegion's loop for a global load of a parallel launch,
// specialized for the common widths (1, 4 and 8 bytes, a register
// destination): per lane, the register written as loadLane writes it and
// the bytes marked read as ref marks them (p.load), in one pass. The page
// is looked up only where it changes (pageOf: the same lookups as lane by
// lane), and the marks of lanes in one 64-byte block are gathered in acc
// and applied when the block changes (a load does not change the written
// marks they are masked with, so applying them later is the same).
// Words and pairs whose lanes all lie in one page (at and end, the
// lowest lane's offset and the end of the highest's bytes, as region64
// found them) take loadPage, words and pairs over several pages whose
// lanes lie wordsSparseSpacing or more bytes apart on average in an
// allocation of at most 2^32 bytes loadSparse (memsparse.go). False, with nothing done, for the other
// widths.
func (o *overlay) loadWarp(w *warp, in *inst, m uint32, a *allocation, sub uint64, ra, rh *[32]uint32, at, end uint64) bool {
	if in.d == 255 || in.size != 1 && in.size != 4 && in.size != 8 {
		return false
	}
	off := uint64(int64(in.off)) - sub
	if in.size != 1 && at>>pageBits == (end-1)>>pageBits {
		o.loadPage(w, in, m, o.pageOf(a, at>>pageBits), off-at&^(pageBytes-1), ra)
		return true
	}
	if in.size != 1 && uint64(len(a.data)) <= 1<<32 && end-at >= wordsSparseSpacing*uint64(bits.OnesCount32(m)) { // memsparse.go
		o.loadSparse(w, in, m, a, uint32(off), ra)
		return true
	}
	var p *ovPage
	pn := ^uint64(0)                  // no page: page numbers are below 2^54
	blk, acc := ^uint64(0), uint64(0) // the 64-byte block whose marks acc gathers
	v0 := &w.r[int(in.d)]
	switch in.size {
	case 1: // byte copies
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
			if b>>6 != blk {
				if acc != 0 {
					k := blk & (pageWords - 1)
					p.read[k] |= acc &^ p.written[k]
				}
				if b>>pageBits != pn {
					pn = b >> pageBits
					if p = o.cached(a, pn); p == nil {
						p = o.missOf(a, pn)
					}
				}
				blk, acc = b>>6, 0
			}
			acc |= 1 << (b & 63)
			i := b & (pageBytes - 1)
			if in.signed {
				v0[lane] = uint32(int32(int8(p.data[i])))
			} else {
				v0[lane] = uint32(p.data[i])
			}
		}
	case 4:
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
			if b>>6 != blk {
				if acc != 0 {
					k := blk & (pageWords - 1)
					p.read[k] |= acc &^ p.written[k]
				}
				if b>>pageBits != pn {
					pn = b >> pageBits
					if p = o.cached(a, pn); p == nil {
						p = o.missOf(a, pn)
					}
				}
				blk, acc = b>>6, 0
			}
			acc |= 0xf << (b & 63)
			i := b & (pageBytes - 1)
			v0[lane] = binary.LittleEndian.Uint32(p.data[i:])
		}
	default:
		v1 := &w.r[int(in.d)+1]
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
			if b>>6 != blk {
				if acc != 0 {
					k := blk & (pageWords - 1)
					p.read[k] |= acc &^ p.written[k]
				}
				if b>>pageBits != pn {
					pn = b >> pageBits
					if p = o.cached(a, pn); p == nil {
						p = o.missOf(a, pn)
					}
				}
				blk, acc = b>>6, 0
			}
			acc |= 0xff << (b & 63)
			i := b & (pageBytes - 1)
			d := p.data[i:]
			d = d[:8]
			v0[lane], v1[lane] = binary.LittleEndian.Uint32(d), binary.LittleEndian.Uint32(d[4:])
		}
	}
	if acc != 0 {
		k := blk & (pageWords - 1)
		p.read[k] |= acc &^ p.written[k]
	}
	return true
}

// storeWarp is storeRegion's loop for a global store of a parallel
// launch, specialized like loadWarp: per lane, the value stored as
// storeLane stores it, the page looked up only where it changes, and the
// lanes' written marks gathered per 64-byte block; words and pairs whose
// lanes lie wordsSparseSpacing or more bytes apart on average over [at,
// end) (the lowest lane's offset and the end of the highest's bytes, as
// region64 found them) in an allocation of at most 2^32 bytes take
// storeSparse (memsparse.go). False, with
// nothing done, for widths other than 1, 4 and 8 bytes.
func (o *overlay) storeWarp(w *warp, in *inst, m uint32, a *allocation, sub uint64, ra, rh *[32]uint32, at, end uint64) bool {
	if in.size != 1 && in.size != 4 && in.size != 8 {
		return false
	}
	off := uint64(int64(in.off)) - sub
	if in.size != 1 && m != 0 && uint64(len(a.data)) <= 1<<32 && end-at >= wordsSparseSpacing*uint64(bits.OnesCount32(m)) { // memsparse.go
		o.storeSparse(w, in, m, a, uint32(off), ra)
		return true
	}
	var p *ovPage
	pn := ^uint64(0)
	blk, acc := ^uint64(0), uint64(0)
	v0 := storeVal(w, in, 0)
	switch in.size {
	case 1:
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
			if b>>6 != blk {
				if acc != 0 {
					p.written[blk&(pageWords-1)] |= acc
				}
				if b>>pageBits != pn {
					pn = b >> pageBits
					if p = o.cached(a, pn); p == nil {
						p = o.missOf(a, pn)
					}
					p.dirty = true
				}
				blk, acc = b>>6, 0
			}
			acc |= 1 << (b & 63)
			i := b & (pageBytes - 1)
			p.data[i] = byte(v0[lane])
		}
	case 4:
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
			if b>>6 != blk {
				if acc != 0 {
					p.written[blk&(pageWords-1)] |= acc
				}
				if b>>pageBits != pn {
					pn = b >> pageBits
					if p = o.cached(a, pn); p == nil {
						p = o.missOf(a, pn)
					}
					p.dirty = true
				}
				blk, acc = b>>6, 0
			}
			acc |= 0xf << (b & 63)
			i := b & (pageBytes - 1)
			binary.LittleEndian.PutUint32(p.data[i:], v0[lane])
		}
	default:
		v1 := storeVal(w, in, 1)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
			if b>>6 != blk {
				if acc != 0 {
					p.written[blk&(pageWords-1)] |= acc
				}
				if b>>pageBits != pn {
					pn = b >> pageBits
					if p = o.cached(a, pn); p == nil {
						p = o.missOf(a, pn)
					}
					p.dirty = true
				}
				blk, acc = b>>6, 0
			}
			acc |= 0xff << (b & 63)
			i := b & (pageBytes - 1)
			d := p.data[i:]
			d = d[:8]
			binary.LittleEndian.PutUint32(d, v0[lane])
			binary.LittleEndian.PutUint32(d[4:], v1[lane])
		}
	}
	if acc != 0 {
		p.written[blk&(pageWords-1)] |= acc
		o.wrote = true
	}
	return true
}

// loadPage is loadWarp for lanes whose bytes all lie in page p (words or
// pairs): lane l's bytes at p.data[ra+off modulo pageBytes] (the page size
// divides 2^32, so the address's low word gives its place in the page),
// marked read where the CTA has not written them, lane by lane (a load
// leaves the written marks as they are, so the order does not matter).
func (o *overlay) loadPage(w *warp, in *inst, m uint32, p *ovPage, off uint64, ra *[32]uint32) {
	v0 := &w.r[int(in.d)]
	if in.size == 4 {
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			i := (ra[lane] + uint32(off)) & (pageBytes - 1)
			k := i >> 6 & (pageWords - 1)
			p.read[k] |= 0xf << (i & 63) &^ p.written[k]
			v0[lane] = binary.LittleEndian.Uint32(p.data[i&(pageBytes-4):])
		}
		return
	}
	v1 := &w.r[int(in.d)+1]
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		i := (ra[lane] + uint32(off)) & (pageBytes - 8)
		k := i >> 6 & (pageWords - 1)
		p.read[k] |= 0xff << (i & 63) &^ p.written[k]
		d := p.data[i:]
		d = d[:8]
		v0[lane], v1[lane] = binary.LittleEndian.Uint32(d), binary.LittleEndian.Uint32(d[4:])
	}
}

// storePage is storeWarp for lanes of words or pairs whose bytes all lie
// in page p: lane l's bytes at p.data[ra+off modulo pageBytes] (the page
// size divides 2^32, so the address's low word gives its place in the
// page), stored in lane order as storeLane stores them, their written
// marks gathered per 64-byte block and applied when the block changes
// (OR in any order is the same). The caller sets o.wrote.
func (o *overlay) storePage(w *warp, in *inst, m uint32, p *ovPage, off uint64, ra *[32]uint32) {
	off32 := uint32(off)
	blk, acc := uint32(0), uint64(0) // the block whose marks acc gathers
	v0 := storeVal(w, in, 0)
	p.dirty = true
	if in.size == 4 {
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			i := (ra[lane] + off32) & (pageBytes - 4)
			if i>>6 != blk {
				p.written[blk&(pageWords-1)] |= acc
				blk, acc = i>>6, 0
			}
			acc |= 0xf << (i & 63)
			binary.LittleEndian.PutUint32(p.data[i:], v0[lane])
		}
	} else {
		v1 := storeVal(w, in, 1)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			i := (ra[lane] + off32) & (pageBytes - 8)
			if i>>6 != blk {
				p.written[blk&(pageWords-1)] |= acc
				blk, acc = i>>6, 0
			}
			acc |= 0xff << (i & 63)
			d := p.data[i:]
			d = d[:8]
			binary.LittleEndian.PutUint32(d, v0[lane])
			binary.LittleEndian.PutUint32(d[4:], v1[lane])
		}
	}
	p.written[blk&(pageWords-1)] |= acc
}

// miss finds or makes page n of a for ref and caches it in c.
func (o *overlay) miss(a *allocation, n uint64, c *ovCached) *ovPage {
	key := pageKey{a, n}
	p := o.lookup(key)
	if p == nil {
		p = o.newPage()
		start := n << pageBits
		src := a.data[start:min(start+pageBytes, uint64(len(a.data)))]
		v := o.vers.load(a, n)
		if v != nil {
			src = v[:len(src)]
		}
		k := copy(p.data[:], src)
		clear(p.data[k:])
		p.idx = int32(len(o.list))
		o.insert(key, p)
		o.list = append(o.list, p)
		o.keys = append(o.keys, key)
		o.bases = append(o.bases, v)
		o.paged |= a.ovBit
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
		p.read = [pageWords]uint64{}
		// A page that is not dirty has no written or reduced marks (every
		// path that sets one sets dirty: commit and readsWritesOf skip
		// such pages on that account), so only a dirty page's are
		// cleared.
		if p.dirty {
			p.written, p.reduced = [pageWords]uint64{}, [pageWords]uint64{}
			p.dirty = false
		}
		return p
	}
	return &ovPage{}
}

// page returns o's page with key, nil if the CTA did not touch it.
func (o *overlay) page(key pageKey) *ovPage {
	if c := &o.cache[o.cacheIndex(key.a, key.n)]; c.key == key {
		return c.page
	}
	return o.lookup(key)
}

func (o *overlay) cacheIndex(a *allocation, n uint64) uint64 {
	return ((n ^ uint64(uintptr(unsafe.Pointer(a))>>4)) * 0x9e3779b97f4a7c15) >> (64 - ovCacheBits)
}

// readsWritesOf says whether o read a byte that w wrote (or reduced).
func (o *overlay) readsWritesOf(w *overlay) bool {
	if !w.wrote {
		return false
	}
	if o.direct&w.wroteAllocs != 0 { // ovdirect.go
		return true
	}
	for i, wp := range w.list {
		if !wp.dirty {
			continue
		}
		if p := o.page(w.keys[i]); p != nil {
			for i := range p.read {
				if p.read[i]&(wp.written[i]|wp.reduced[i]) != 0 {
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
	tables  []versionTable
	free    []*[pageBytes]byte // pages of flushed versions, to be reused
	scratch []*[pageBytes]byte // commit's new versions, by page of the overlay
	// whole marks the pages of scratch that commit took whole; noWhole
	// turns that path off (tests compare the two), wholeCommits counts
	// its uses.
	whole        []bool
	noWhole      bool
	wholeCommits int
	// retired holds versions that newer ones replaced: a worker may still
	// be copying one, so they are reused only after the launch (flush),
	// at most maxRetired of them (the others are left to the collector).
	retired []*[pageBytes]byte
	// written masks the allocations of which a commit published a page
	// (allocation.ovBit; ovdirect.go): set before the commit counts, and
	// at the launch's start to those its program's last launch wrote.
	// wrote masks those of this launch's commits alone (the committer's).
	written atomic.Uint64
	wrote   uint64
}

// maxRetired bounds the replaced versions kept for reuse (1 MiB).
const maxRetired = 4096

// versionTable is one allocation's versions, by page: a directory of
// chunks, each allocated when a page in it is first written.
type versionTable struct {
	a   *allocation
	dir []atomic.Pointer[versionChunk]
}

// init prepares the versions of a launch on memory g (a table's directory
// is reused for an allocation of as many chunks).
func (v *pageVersions) init(g *globalMem) {
	if len(v.tables) != len(g.allocs) {
		v.tables = make([]versionTable, len(g.allocs))
	}
	for i, a := range g.allocs {
		t := &v.tables[i]
		pages := (uint64(len(a.data)) + pageBytes - 1) >> pageBits
		chunks := int((pages + 1<<versionChunkBits - 1) >> versionChunkBits)
		if len(t.dir) != chunks { // else all nil since the last flush
			t.dir = make([]atomic.Pointer[versionChunk], chunks)
		}
		t.a = a
		a.ovBit = 1 << min(i, 63)
	}
	v.written.Store(0)
	v.wrote = 0
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

// commit publishes the bytes o wrote, over the newest versions: each
// page's new version is the newest one with o's logged reductions applied
// in order, then the bytes o wrote copied in (a logged reduction never
// follows a write of its bytes: ref does not log those). The committer
// only.
func (v *pageVersions) commit(o *overlay) {
	if !o.wrote {
		return
	}
	nvs, whole := v.scratch[:0], v.whole[:0]
	merged := false // some page is merged (not whole): the log applies to it
	for i, p := range o.list {
		if !p.dirty {
			nvs, whole = append(nvs, nil), append(whole, false)
			continue
		}
		key := o.keys[i]
		o.wroteAllocs |= key.a.ovBit
		v.written.Or(key.a.ovBit)
		v.wrote |= key.a.ovBit
		nv := v.newPage()
		old := v.load(key.a, key.n)
		if old != nil && len(v.retired) < maxRetired {
			v.retired = append(v.retired, old)
		}
		if old == o.bases[i] && !v.noWhole {
			// The page's bytes are a copy of the newest version (or of
			// the allocation, which no commit changes before flush) that
			// only the CTA's stores and atomics changed since: its
			// reductions too, in the log's order, and the log applied to
			// the same bytes would compute the same values. So the page
			// is the new version (one copy instead of the copy, the log
			// and the merge).
			*nv = p.data
			nvs, whole = append(nvs, nv), append(whole, true)
			v.wholeCommits++
			continue
		}
		if old != nil {
			*nv = *old
		} else {
			start := key.n << pageBits
			n := copy(nv[:], key.a.data[start:min(start+pageBytes, uint64(len(key.a.data)))])
			clear(nv[n:])
		}
		nvs, whole = append(nvs, nv), append(whole, false)
		merged = true
	}
	// When every page went whole, the log's effects are in their bytes
	// already: the log is not read at all.
	if merged {
		replayLog(o.log, nvs, whole) // commitlog.go
	}
	for i, nv := range nvs {
		if nv == nil {
			continue
		}
		if !whole[i] {
			mergeWritten(nv, o.list[i])
		}
		key := o.keys[i]
		d := &v.table(key.a).dir[key.n>>versionChunkBits]
		c := d.Load()
		if c == nil {
			c = new(versionChunk)
			d.Store(c)
		}
		c[key.n&(1<<versionChunkBits-1)].Store(nv)
	}
	clear(nvs)
	v.scratch, v.whole = nvs[:0], whole[:0]
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
	v.release(func(dst []byte, src *[pageBytes]byte) { copy(dst, src[:]) })
}

// release forgets the versions, calling each(dst, src) first for every
// version src with dst the allocation's bytes it stands for. The forgotten
// pages go to the free list, which only a later commit takes from: src
// stays as it is until then (flushVersions copies after release returns).
func (v *pageVersions) release(each func(dst []byte, src *[pageBytes]byte)) {
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
				each(t.a.data[start:min(start+pageBytes, uint64(len(t.a.data)))], p)
				c[pi].Store(nil)
				v.free = append(v.free, p)
			}
			t.dir[ci].Store(nil)
		}
	}
	v.free = append(v.free, v.retired...)
	clear(v.retired)
	v.retired = v.retired[:0]
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

// Consecutive lanes (region64's seq: lane l at the lowest active lane's
// offset plus (l-first)*size) with no inactive lane between the first and
// the last, 4 or 8 bytes each, all in one page: their bytes are one range
// [at, at+n), so the marks loadWarp and storeWarp gather lane by lane are
// that range's, set per 64-byte block, and the lanes' values move as one
// block (loadSeq, storeSeq and their pair forms: masked AVX2 moves), as in
// a serial launch. This is the coalesced LDG/STG of most kernels, which
// lane by lane through the overlay cost several times the serial access.

// seqRange returns the bytes a consecutive access of in by the lanes of m
// covers, and whether it qualifies (4 or 8 bytes, no gap in m).
func seqRange(in *inst, m uint32) (uint64, bool) {
	if in.size != 4 && in.size != 8 || m == 0 {
		return 0, false
	}
	run := m >> bits.TrailingZeros32(m)
	return uint64(bits.OnesCount32(m)) * uint64(in.size), run&(run+1) == 0
}

// markRange sets the bits of bytes [s, e) of a page in marks (one word
// per 64-byte block), leaving out those set in except (nil: none).
func markRange(marks, except *[pageWords]uint64, s, e uint64) {
	for s < e {
		blk := s >> 6
		hi := min(e, (blk+1)<<6)
		mask := ^uint64(0)
		if n := hi - s; n < 64 {
			mask = (uint64(1)<<n - 1) << (s & 63)
		}
		if except != nil {
			mask &^= except[blk]
		}
		marks[blk] |= mask
		s = hi
	}
}

// loadSeqWarp is loadWarp for consecutive lanes whose lowest reads offset
// at of a (see above): false, with nothing done, for any other access.
func (o *overlay) loadSeqWarp(w *warp, in *inst, m uint32, a *allocation, at uint64) bool {
	n, ok := seqRange(in, m)
	if !ok || in.d == 255 || at>>pageBits != (at+n-1)>>pageBits {
		return false
	}
	p := o.pageOf(a, at>>pageBits)
	s := at & (pageBytes - 1)
	markRange(&p.read, &p.written, s, s+n)
	if in.size == 4 {
		loadSeq(&w.r[int(in.d)], p.data[:], s, m)
	} else {
		loadSeqPairs(&w.r[int(in.d)], &w.r[int(in.d)+1], p.data[:], s, m)
	}
	return true
}

// storeSeqWarp is storeWarp for consecutive lanes whose lowest writes
// offset at of a: false, with nothing done, for any other access.
func (o *overlay) storeSeqWarp(w *warp, in *inst, m uint32, a *allocation, at uint64) bool {
	n, ok := seqRange(in, m)
	if !ok || at>>pageBits != (at+n-1)>>pageBits {
		return false
	}
	p := o.pageOf(a, at>>pageBits)
	s := at & (pageBytes - 1)
	markRange(&p.written, nil, s, s+n)
	p.dirty, o.wrote = true, true
	if in.size == 4 {
		storeSeq(storeVal(w, in, 0), p.data[:], s, m)
	} else {
		storeSeqPairs(storeVal(w, in, 0), storeVal(w, in, 1), p.data[:], s, m)
	}
	return true
}
