package emu

import (
	"encoding/binary"
	"math/bits"
)

// Sparse lanes through a parallel launch's overlay. smallWarp gathers the
// marks of lanes in one 64-byte block and applies them when the block
// changes, which pays when many lanes share a block (a memcpy's
// consecutive bytes). Lanes 16 or more bytes apart (memset and memmove of
// per-thread windows: lanes 64 bytes apart, each in a block of its own)
// change the block at almost every lane, and the gathering then costs
// more than it saves: these walks OR each lane's marks into its page at
// once (OR in any order is the same, and a load does not change the
// written marks it is masked with, so the marks come out as ref's).

// sparseSpacing is the average distance in bytes between lanes' accesses
// (the span over the lanes) from which smallWarp takes smallSparse.
const sparseSpacing = 8

// smallSparse is smallWarp's walk for sparse lanes (see above): the same
// pages, looked up in lane order at each page's first lane (first is at's
// page), the same bytes moved and the same marks, each lane's applied at
// once.
func (o *overlay) smallSparse(w *warp, in *inst, m uint32, a *allocation, off32 uint32, ra *[32]uint32, first uint64, store bool) {
	var pages [smallPages]*ovPage
	if store {
		v := storeVal(w, in, 0)
		if in.size == 1 {
			for mm := m; mm != 0; mm &= mm - 1 {
				lane := bits.TrailingZeros32(mm) & 31
				i := ra[lane] + off32
				j := (uint64(i>>pageBits) - first) & (smallPages - 1)
				p := pages[j]
				if p == nil {
					if p = o.cached(a, first+j); p == nil {
						p = o.missOf(a, first+j)
					}
					p.dirty = true
					pages[j] = p
				}
				p.written[i>>6&(pageWords-1)] |= 1 << (i & 63)
				p.data[i&(pageBytes-1)] = byte(v[lane])
			}
		} else {
			for mm := m; mm != 0; mm &= mm - 1 {
				lane := bits.TrailingZeros32(mm) & 31
				i := ra[lane] + off32
				j := (uint64(i>>pageBits) - first) & (smallPages - 1)
				p := pages[j]
				if p == nil {
					if p = o.cached(a, first+j); p == nil {
						p = o.missOf(a, first+j)
					}
					p.dirty = true
					pages[j] = p
				}
				p.written[i>>6&(pageWords-1)] |= 3 << (i & 63)
				k := i & (pageBytes - 2)
				p.data[k], p.data[k+1] = byte(v[lane]), byte(v[lane]>>8)
			}
		}
		o.wrote = true
		return
	}
	// A lane's value v is sign-extended as (v ^ sx) - sx with sx its sign
	// bit (0 for unsigned loads: v itself), which costs less than a pair
	// of shifts by a variable count. Each lane reads its address before it
	// writes its destination, which may be the address register.
	sx := uint32(0)
	if in.signed {
		sx = 1 << (8*uint32(in.size) - 1)
	}
	d := &w.r[int(in.d)]
	if in.size == 1 {
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			i := ra[lane] + off32
			j := (uint64(i>>pageBits) - first) & (smallPages - 1)
			p := pages[j]
			if p == nil {
				if p = o.cached(a, first+j); p == nil {
					p = o.missOf(a, first+j)
				}
				pages[j] = p
			}
			k := i >> 6 & (pageWords - 1)
			p.read[k] |= 1 << (i & 63) &^ p.written[k]
			d[lane] = (uint32(p.data[i&(pageBytes-1)]) ^ sx) - sx
		}
		return
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		i := ra[lane] + off32
		j := (uint64(i>>pageBits) - first) & (smallPages - 1)
		p := pages[j]
		if p == nil {
			if p = o.cached(a, first+j); p == nil {
				p = o.missOf(a, first+j)
			}
			pages[j] = p
		}
		k := i >> 6 & (pageWords - 1)
		p.read[k] |= 3 << (i & 63) &^ p.written[k]
		b := i & (pageBytes - 2)
		d[lane] = ((uint32(p.data[b]) | uint32(p.data[b+1])<<8) ^ sx) - sx
	}
}

// wordsSparseSpacing is the average distance in bytes between lanes (the
// span over the lanes) from which loadWarp and storeWarp take loadSparse
// and storeSparse for words and pairs: at most two lanes to a 64-byte
// block on average (records of 200 and 600 bytes in the suite's struct
// copies, 32-byte records at stride 32).
const wordsSparseSpacing = 32

// loadSparse is loadWarp's walk of words (size 4) or pairs (size 8) for
// sparse lanes in an allocation of at most 2^32 bytes: the page looked up
// where it changes, as loadWarp does, and each lane's bytes marked read
// (where the CTA has not written them) at once instead of per 64-byte
// block. region64 has put every lane's bytes inside the allocation, so a
// lane's offset in it is below 2^32 and is the low words' sum ra+off32
// modulo 2^32 (as in globalSmall), without the high word; off32 is the
// instruction's offset less the allocation's base, modulo 2^32. (Larger
// allocations take loadWarp's own walk, which moves and marks the same
// bytes.)
func (o *overlay) loadSparse(w *warp, in *inst, m uint32, a *allocation, off32 uint32, ra *[32]uint32) {
	var p *ovPage
	pn := ^uint32(0) // no page: page numbers are below 2^22
	v0 := &w.r[int(in.d)]
	if in.size == 4 {
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := ra[lane] + off32
			if b>>pageBits != pn {
				pn = b >> pageBits
				if p = o.cached(a, uint64(pn)); p == nil {
					p = o.missOf(a, uint64(pn))
				}
			}
			k := b >> 6 & (pageWords - 1)
			p.read[k] |= 0xf << (b & 63) &^ p.written[k]
			v0[lane] = binary.LittleEndian.Uint32(p.data[b&(pageBytes-4):])
		}
		return
	}
	v1 := &w.r[int(in.d)+1]
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		b := ra[lane] + off32
		if b>>pageBits != pn {
			pn = b >> pageBits
			if p = o.cached(a, uint64(pn)); p == nil {
				p = o.missOf(a, uint64(pn))
			}
		}
		k := b >> 6 & (pageWords - 1)
		p.read[k] |= 0xff << (b & 63) &^ p.written[k]
		d := p.data[b&(pageBytes-8):]
		d = d[:8]
		v0[lane], v1[lane] = binary.LittleEndian.Uint32(d), binary.LittleEndian.Uint32(d[4:])
	}
}

// storeSparse is storeWarp's walk of words or pairs for sparse lanes in an
// allocation of at most 2^32 bytes (see loadSparse): the page looked up
// where it changes and each lane's bytes marked written at once, in lane
// order.
func (o *overlay) storeSparse(w *warp, in *inst, m uint32, a *allocation, off32 uint32, ra *[32]uint32) {
	var p *ovPage
	pn := ^uint32(0)
	v0 := storeVal(w, in, 0)
	if in.size == 4 {
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := ra[lane] + off32
			if b>>pageBits != pn {
				pn = b >> pageBits
				if p = o.cached(a, uint64(pn)); p == nil {
					p = o.missOf(a, uint64(pn))
				}
				p.dirty = true
			}
			p.written[b>>6&(pageWords-1)] |= 0xf << (b & 63)
			binary.LittleEndian.PutUint32(p.data[b&(pageBytes-4):], v0[lane])
		}
	} else {
		v1 := storeVal(w, in, 1)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := ra[lane] + off32
			if b>>pageBits != pn {
				pn = b >> pageBits
				if p = o.cached(a, uint64(pn)); p == nil {
					p = o.missOf(a, uint64(pn))
				}
				p.dirty = true
			}
			p.written[b>>6&(pageWords-1)] |= 0xff << (b & 63)
			d := p.data[b&(pageBytes-8):]
			d = d[:8]
			binary.LittleEndian.PutUint32(d, v0[lane])
			binary.LittleEndian.PutUint32(d[4:], v1[lane])
		}
	}
	o.wrote = true
}
