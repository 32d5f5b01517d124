package emu

import (
	"math/bits"
	"unsafe"
)

// LDL and STL with few lanes active, as in the register saves and
// restores around a call (call_recursion: 12 registers per call, 5-6
// lanes): load32 and store32 with the space, its stride and the access
// size known, and no search for a uniform or consecutive shape (the lanes'
// bytes are a stride apart in local memory whatever their addresses).
// Wider or fuller accesses go to load32 and store32; like them, these
// return false, having written nothing, when some lane may fault.

// localFew says whether an access of m's lanes and size bytes takes
// loadLocal's or storeLocal's own path: words or pairs, under 8 lanes,
// with local memory laid out as lanesFit requires (the stride and the
// space's bytes per lane are equal: 31*stride + stride bytes).
func (x *run) localFew(w *warp, size uint8, m uint32) bool {
	return (size == 4 || size == 8) && bits.OnesCount32(m) < 8 && uint64(len(w.local)) >= uint64(x.localBytes)<<5
}

// loadLocal is execLoad's fast path for LDL.
func (x *run) loadLocal(w *warp, in *inst, m uint32) bool {
	if !x.localFew(w, in.size, m) {
		return x.load32(w, in, m, spLocal)
	}
	ra, _ := addrReg(w, in, false)
	off, stride := uint32(in.off), uint64(x.localBytes)
	hi, or := scanHiOr(ra, off, m)
	if or&uint32(in.size-1) != 0 || uint64(hi)+uint64(in.size) > stride {
		return false
	}
	if in.d == 255 {
		return true
	}
	// lanesFit and the check put every lane's bytes inside w.local.
	base := unsafe.Pointer(unsafe.SliceData(w.local))
	v0 := &w.r[int(in.d)]
	if in.size == 4 {
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			v0[lane] = wordAt(unsafe.Add(base, uint64(lane)*stride+uint64(ra[lane]+off)))
		}
		return true
	}
	v1 := &w.r[int(in.d)+1]
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		p := unsafe.Add(base, uint64(lane)*stride+uint64(ra[lane]+off))
		lo, hi := wordAt(p), wordAt(unsafe.Add(p, 4))
		v0[lane], v1[lane] = lo, hi
	}
	return true
}

// storeLocal is execStore's fast path for STL.
func (x *run) storeLocal(w *warp, in *inst, m uint32) bool {
	if !x.localFew(w, in.size, m) {
		return x.store32(w, in, m, spLocal)
	}
	ra, _ := addrReg(w, in, false)
	off, stride := uint32(in.off), uint64(x.localBytes)
	hi, or := scanHiOr(ra, off, m)
	if or&uint32(in.size-1) != 0 || uint64(hi)+uint64(in.size) > stride {
		return false
	}
	base := unsafe.Pointer(unsafe.SliceData(w.local))
	v0 := storeVal(w, in, 0)
	if in.size == 4 {
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			putWordAt(unsafe.Add(base, uint64(lane)*stride+uint64(ra[lane]+off)), v0[lane])
		}
		return true
	}
	v1 := storeVal(w, in, 1)
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		p := unsafe.Add(base, uint64(lane)*stride+uint64(ra[lane]+off))
		putWordAt(p, v0[lane])
		putWordAt(unsafe.Add(p, 4), v1[lane])
	}
	return true
}
