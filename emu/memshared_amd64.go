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
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			putWordAt(unsafe.Add(base, ra[lane]+off), v[lane])
		}
	}
	return true
}
