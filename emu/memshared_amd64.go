//go:build amd64 && !purego

package emu

import (
	"math/bits"
	"unsafe"
)

// sharedWords is load32's and store32's path for LDS and STS of words
// with eight or more active lanes where the CPU has AVX2 (the shared
// memory accesses of scans, tiles and reductions), with the calls between
// them taken out: scanLanesAVX2's check and shape, then one broadcast
// (loadUniform, or the highest lane's store), one block (loadSeq,
// storeSeq), a gather (gatherWordsAVX2) or an ascending scatter, exactly
// as load32 and store32 decide them. false, having done nothing, leaves
// the access to them (some lane may fault).
func (x *run) sharedWords(w *warp, in *inst, m uint32, store bool) bool {
	ra, _ := addrReg(w, in, false)
	mem := w.cta.shared
	off := uint32(in.off)
	lo, hi, or, slo, shi := scanLanesAVX2(ra, off, m, 2)
	if or&3 != 0 || uint64(hi)+4 > uint64(len(mem)) {
		return false
	}
	// scanLanes' reading of the shape: consecutive without a wrap when
	// the addresses less lane*4 agree and span the lanes' distance.
	seq := slo == shi && hi-lo == uint32(31-bits.LeadingZeros32(m)-bits.TrailingZeros32(m))<<2
	if !store {
		if in.d == 255 {
			return true
		}
		v := &w.r[int(in.d)]
		switch {
		case lo == hi:
			loadUniform(w, in, m, mem, 0, uint64(lo))
		case seq:
			loadSeq(v, mem, uint64(lo), m)
		case uint64(hi)+4 <= 1<<31: // (the gathers' indices are signed)
			gatherWordsAVX2(v, ra, &mem[0], off, 0, m)
		default:
			return false
		}
		return true
	}
	v := storeVal(w, in, 0)
	switch {
	case lo == hi:
		// Every lane at one address: the highest lane's store stays.
		putWordAt(unsafe.Pointer(&mem[lo]), v[31-bits.LeadingZeros32(m)])
	case seq:
		storeSeq(v, mem, uint64(lo), m)
	default:
		// Ascending lanes (of lanes at one address the highest wins);
		// the check has proved every lane's word inside mem.
		base := unsafe.Pointer(unsafe.SliceData(mem))
		if m == ^uint32(0) { // a whole warp without the lane walk
			for lane := range v {
				putWordAt(unsafe.Add(base, ra[lane]+off), v[lane])
			}
			break
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			putWordAt(unsafe.Add(base, ra[lane]+off), v[lane])
		}
	}
	return true
}

// globalWords is sharedWords for LDG and STG of words with eight or more
// active lanes (a parallel launch's through its overlay unless a load
// reads its allocation directly: ovdirect.go): region64's check of global addresses
// when scanWideAVX2 decides it (one high word, an offset of whole words,
// no wrap), its allocation, then loadRegion's and storeRegion's moves
// without region64, scanWide, loadShaped, storeShaped and their calls.
// false, having done nothing, leaves the access to load64 and store64.
func (x *run) globalWords(w *warp, in *inst, m uint32, store bool) bool {
	ra, rh := addrReg(w, in, true)
	off := uint64(int64(in.off))
	if off&3 != 0 {
		return false
	}
	first := bits.TrailingZeros32(m) & 31
	alo, ahi, aor, same, seq32 := scanWideAVX2(ra, rh, m, 2, rh[first], ra[first]-uint32(first)<<2)
	h := uint64(rh[first]) << 32
	lo, hi := h|uint64(alo)+off, h|uint64(ahi)+off
	if !same || lo > hi || aor&3 != 0 {
		return false
	}
	al := x.lastAlloc
	if al == nil || lo < al.base || hi-al.base+4 > uint64(len(al.data)) {
		if al = x.dev.mem.findCached(lo, hi-lo+4, &x.lastAlloc); al == nil {
			return false
		}
	}
	seq := seq32 && ahi-alo == uint32(31-bits.LeadingZeros32(m)-first)<<2
	if x.ov != nil && (store || !x.ov.readDirect(al)) {
		// A parallel launch's access through the overlay (ovdirect.go
		// decides which loads read directly): the region region64 finds,
		// without region64 and scanWide.
		r := wideRegion{alloc: al, sub: al.base, at: lo - al.base, end: hi - al.base + 4, uniform: lo == hi, seq: seq}
		if store {
			x.storeRegion(w, in, m, &r, ra, rh)
		} else {
			x.loadRegion(w, in, m, &r, ra, rh)
		}
		return true
	}
	mem, at := al.data, lo-al.base
	if !store {
		if in.d == 255 {
			return true
		}
		v := &w.r[int(in.d)]
		switch {
		case lo == hi:
			loadUniform(w, in, m, mem, 0, at)
		case seq:
			loadSeq(v, mem, at, m)
		default:
			gatherWords(v, ra, mem, uint32(off-al.base), 0, m, hi-al.base+4)
		}
		return true
	}
	v := storeVal(w, in, 0)
	switch {
	case lo == hi:
		putWordAt(unsafe.Pointer(&mem[at]), v[31-bits.LeadingZeros32(m)])
	case seq:
		storeSeq(v, mem, at, m)
	default:
		// Ascending lanes; every lane's word is inside mem.
		storeWordsAscending(unsafe.Pointer(unsafe.SliceData(mem)), v, ra, rh, off-al.base, m)
	}
	return true
}
