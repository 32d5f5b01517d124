package emu

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// globalSmall is the fast path of a serial launch's global loads and
// stores of bytes and halfwords (the byte loops of memcpy and memset,
// unaligned records), before region64's: such accesses have no shape
// (loadShaped and storeShaped take words and pairs only), so after
// region64's check (scanWide's lowest and highest address and alignment,
// then its global case's one allocation) a walk moves the bytes without
// region64's window and shape bookkeeping and without loadWide's and
// storeWide's stride, per-lane bounds check and width switch (the check
// has proved every lane's bytes inside the allocation). false, having done
// nothing, leaves the access to region64, which then declines it too
// (loadLanes and storeLanes report the fault).
func (x *run) globalSmall(w *warp, in *inst, m uint32, ra, rh *[32]uint32, store bool) bool {
	al, _, _, off := x.smallAccess(in, m, ra, rh)
	if al == nil {
		return false
	}
	smallMove(w, in, m, al, off, ra, store)
	return true
}

// smallMove is globalSmall's walk after the check: the bytes or halfwords
// of the lanes of m at al's bytes (also a parallel launch's direct loads:
// ovdirect.go).
func smallMove(w *warp, in *inst, m uint32, al *allocation, off uint64, ra *[32]uint32, store bool) {
	size := uint64(in.size)
	data := unsafe.Pointer(unsafe.SliceData(al.data))
	off32 := uint32(off - al.base)
	at := func(lane int) unsafe.Pointer {
		return unsafe.Add(data, ra[lane]+off32)
	}
	if store {
		v := storeVal(w, in, 0)
		if size == 1 {
			for mm := m; mm != 0; mm &= mm - 1 {
				lane := bits.TrailingZeros32(mm) & 31
				*(*byte)(at(lane)) = byte(v[lane])
			}
			return
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			binary.LittleEndian.PutUint16((*[2]byte)(at(lane))[:], uint16(v[lane]))
		}
		return
	}
	if in.d == 255 {
		return
	}
	// Each lane reads its address before it writes its destination, which
	// may be the address register.
	d := &w.r[int(in.d)]
	switch {
	case size == 1 && in.signed:
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			d[lane] = uint32(int32(*(*int8)(at(lane))))
		}
	case size == 1:
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			d[lane] = uint32(*(*byte)(at(lane)))
		}
	case in.signed:
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			d[lane] = uint32(int32(int16(binary.LittleEndian.Uint16((*[2]byte)(at(lane))[:]))))
		}
	default:
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			d[lane] = uint32(binary.LittleEndian.Uint16((*[2]byte)(at(lane))[:]))
		}
	}
}

// smallAccess is globalSmall's and globalSmallOverlay's check of a global
// access of bytes or halfwords in the lanes of m: scanWide's lowest and
// highest address (lo, hi, with the offset off added) and alignment, and
// one allocation of at most 2^32 bytes holding every lane's bytes. It
// returns nil for the allocation when the access must take region64's
// path.
func (x *run) smallAccess(in *inst, m uint32, ra, rh *[32]uint32) (al *allocation, lo, hi, off uint64) {
	size := uint64(in.size)
	off = uint64(int64(in.off))
	lo, hi, low, _ := scanWide(ra, rh, off, m, size)
	if m == 0 || low != 0 {
		return nil, 0, 0, 0
	}
	al = x.lastAlloc
	if al == nil || lo < al.base || hi-al.base+size > uint64(len(al.data)) {
		// The allocation of the lowest address must hold the highest too.
		if al = x.dev.mem.findCached(lo, hi-lo+size, &x.lastAlloc); al == nil {
			return nil, 0, 0, 0
		}
	}
	// Every lane's address less al.base indexes its bytes in al.data; in
	// an allocation of at most 2^32 bytes that index is the low words'
	// sum modulo 2^32 (larger ones take region64's path).
	if uint64(len(al.data)) > 1<<32 {
		return nil, 0, 0, 0
	}
	return al, lo, hi, off
}

// globalSmallOverlay is globalSmall for a parallel launch, whose global
// accesses go through the CTA's overlay (overlay.go): the same check and
// allocation (scanWide, then one allocation of at most 2^32 bytes holding
// every lane's bytes), then smallWarp's walk. False, having done nothing,
// leaves the access to region64 and loadRegion or storeRegion, whose lane
// by lane paths it replaces.
func (x *run) globalSmallOverlay(w *warp, in *inst, m uint32, ra, rh *[32]uint32, store bool) bool {
	if !store && in.d == 255 {
		return false
	}
	al, lo, hi, off := x.smallAccess(in, m, ra, rh)
	if al == nil {
		return false
	}
	if !store && x.ov.readDirect(al) { // ovdirect.go
		smallMove(w, in, m, al, off, ra, false)
		return true
	}
	size := uint64(in.size)
	return x.ov.smallWarp(w, in, m, al, uint32(off-al.base), ra, lo-al.base, hi-al.base+size, store)
}

// smallPages bounds the pages smallWarp's lanes may span (lanes 64 bytes
// apart span three pages; 200 bytes apart, seven).
const smallPages = 8

// smallWarp moves the bytes or halfwords of the lanes of m in allocation
// a (of at most 2^32 bytes) through the overlay: lane l's bytes at the
// allocation's offset ra[l]+off32 (modulo 2^32, which is the 64-bit
// offset: the caller's check has put every lane's bytes in [at, end)),
// marked read (where the CTA has not written them) or written as ref
// marks them. The lanes' pages are looked up in lane order at each
// page's first lane, as ref lane by lane first touches them (the
// overlay's list comes out in the same order); after that a lane's page
// is found by its page number less at's. The marks of lanes in one
// 64-byte block are gathered and applied when the block changes (OR in
// any order is the same, and a load does not change the written marks it
// is masked with). False, with nothing done, when the lanes span more
// than smallPages pages.
func (o *overlay) smallWarp(w *warp, in *inst, m uint32, a *allocation, off32 uint32, ra *[32]uint32, at, end uint64, store bool) bool {
	first := at >> pageBits
	if (end-1)>>pageBits-first >= smallPages {
		return false
	}
	if end-at >= sparseSpacing*uint64(bits.OnesCount32(m)) { // memsparse.go
		o.smallSparse(w, in, m, a, off32, ra, first, store)
		return true
	}
	var pages [smallPages]*ovPage
	var p *ovPage
	blk, acc := ^uint32(0), uint64(0) // the 64-byte block whose marks acc gathers (none: 2^32 bytes hold fewer blocks)
	half := in.size == 2
	lane1 := uint64(1) // a lane's marks at its block's bit 0
	if half {
		lane1 = 3
	}
	if store {
		v := storeVal(w, in, 0)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			i := ra[lane] + off32
			if i>>6 != blk {
				if acc != 0 {
					p.written[blk&(pageWords-1)] |= acc
				}
				j := (uint64(i>>pageBits) - first) & (smallPages - 1)
				if p = pages[j]; p == nil {
					p = o.pageOf(a, first+j)
					p.dirty = true
					pages[j] = p
				}
				blk, acc = i>>6, 0
			}
			acc |= lane1 << (i & 63)
			k := i & (pageBytes - 1)
			p.data[k] = byte(v[lane])
			if half {
				p.data[(k+1)&(pageBytes-1)] = byte(v[lane] >> 8)
			}
		}
		p.written[blk&(pageWords-1)] |= acc
		o.wrote = true
		return true
	}
	// A lane's value is sign-extended as (v ^ sx) - sx with sx its sign
	// bit (0 for unsigned loads: v itself).
	sx := uint32(0)
	if in.signed {
		sx = 1 << (8*uint32(in.size) - 1)
	}
	// Each lane reads its address before it writes its destination, which
	// may be the address register.
	d := &w.r[int(in.d)]
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		i := ra[lane] + off32
		if i>>6 != blk {
			if acc != 0 {
				k := blk & (pageWords - 1)
				p.read[k] |= acc &^ p.written[k]
			}
			j := (uint64(i>>pageBits) - first) & (smallPages - 1)
			if p = pages[j]; p == nil {
				p = o.pageOf(a, first+j)
				pages[j] = p
			}
			blk, acc = i>>6, 0
		}
		acc |= lane1 << (i & 63)
		k := i & (pageBytes - 1)
		v := uint32(p.data[k])
		if half {
			v |= uint32(p.data[(k+1)&(pageBytes-1)]) << 8
		}
		d[lane] = (v ^ sx) - sx
	}
	k := blk & (pageWords - 1)
	p.read[k] |= acc &^ p.written[k]
	return true
}
