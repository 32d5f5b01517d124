package emu

import (
	"encoding/binary"
	"math/bits"
)

// The check pass of the memory fast path (memfast.go): over the active
// lanes of an access, the lowest and highest address and the bitwise OR of
// all of them (for the alignment test), and whether the lanes are at one
// address (uniform) or each at the first active lane's plus its distance
// in lanes times the access size (consecutive: the coalesced access
// lane i at base+4i). On amd64 with AVX2, accesses with at least
// scanAVX2Lanes active lanes take the assembly kernel (memlanes_amd64.s),
// which handles all 32 lanes at once with the inactive ones masked out;
// the others scanLanesGo, which walks the active lanes (cheaper for a few
// of them). TestScanLanes compares them.

// scanLanes scans a = ra[l]+off (modulo 2^32) over the lanes l of m,
// for an access of 1<<shift bytes: the lowest, highest and OR of the a,
// and seq: every active lane at the first one's address plus
// (l-first)<<shift, without a wrap (so lo is the first lane's address).
// No lanes give lo = ^0, hi = 0, or = 0 and seq false. The lanes are at
// one address when lo == hi. (Plain results, no struct: a struct built
// from the kernel's results and copied whole costs a failed store
// forwarding per access.)
func scanLanes(ra *[32]uint32, off, m, shift uint32) (lo, hi, or uint32, seq bool) {
	var slo, shi uint32
	if mm := m & (m - 1); useAVX2 && mm&(mm-1) != 0 { // three lanes or more
		lo, hi, or, slo, shi = scanLanesAVX2(ra, off, m, shift)
	} else {
		lo, hi, or, slo, shi = scanLanesGo(ra, off, m, shift)
	}
	if m == 0 {
		return lo, hi, or, false
	}
	// slo == shi: a = slo + l<<shift modulo 2^32. Without a wrap between
	// the first and the last lane, hi-lo is their distance (span); with
	// one, lo is below span and hi at least 2^32-span, so hi-lo is not.
	span := uint32(31-bits.LeadingZeros32(m)-bits.TrailingZeros32(m)) << shift
	return lo, hi, or, slo == shi && hi-lo == span
}

// scanLanesGo returns, over the lanes l of m, the lowest, highest and OR
// of a = ra[l]+off, and the lowest and highest of a - l<<shift (modulo
// 2^32).
func scanLanesGo(ra *[32]uint32, off, m, shift uint32) (lo, hi, or, slo, shi uint32) {
	lo, slo = ^uint32(0), ^uint32(0)
	for mm := m; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros32(mm) & 31
		a := ra[l] + off
		s := a - uint32(l)<<shift
		lo, hi, or = min(lo, a), max(hi, a), or|a
		slo, shi = min(slo, s), max(shi, s)
	}
	return lo, hi, or, slo, shi
}

// loadSeqGo loads the words of the lanes of m (not empty) into v from
// consecutive words of mem, the first active lane's at mem[at].
func loadSeqGo(v *[32]uint32, mem []byte, at uint64, m uint32) {
	first := uint64(bits.TrailingZeros32(m))
	for mm := m; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros32(mm) & 31
		v[l] = binary.LittleEndian.Uint32(mem[at+4*(uint64(l)-first):])
	}
}

// storeSeqGo stores the words of the lanes of m (not empty) of v to
// consecutive words of mem, the first active lane's at mem[at].
func storeSeqGo(v *[32]uint32, mem []byte, at uint64, m uint32) {
	first := uint64(bits.TrailingZeros32(m))
	for mm := m; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros32(mm) & 31
		binary.LittleEndian.PutUint32(mem[at+4*(uint64(l)-first):], v[l])
	}
}

// gatherWordsGo loads the word at mem[ra[l]+off+l*stride] (modulo 2^32)
// into v[l] for the lanes l of m.
func gatherWordsGo(v, ra *[32]uint32, mem []byte, off, stride, m uint32) {
	for mm := m; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros32(mm) & 31
		v[l] = binary.LittleEndian.Uint32(mem[ra[l]+off+uint32(l)*stride:])
	}
}

// loadSeqPairsGo loads the pairs of words of the lanes of m (not empty)
// from consecutive 8-byte pairs of mem, the first active lane's at
// mem[at]: the low word into v0, the high word into v1.
func loadSeqPairsGo(v0, v1 *[32]uint32, mem []byte, at uint64, m uint32) {
	first := uint64(bits.TrailingZeros32(m))
	for mm := m; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros32(mm) & 31
		b := mem[at+8*(uint64(l)-first):]
		b = b[:8]
		v0[l], v1[l] = binary.LittleEndian.Uint32(b), binary.LittleEndian.Uint32(b[4:])
	}
}

// storeSeqPairsGo stores the pairs (v0[l], v1[l]) of the lanes of m (not
// empty) to consecutive 8-byte pairs of mem, the first active lane's at
// mem[at].
func storeSeqPairsGo(v0, v1 *[32]uint32, mem []byte, at uint64, m uint32) {
	first := uint64(bits.TrailingZeros32(m))
	for mm := m; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros32(mm) & 31
		b := mem[at+8*(uint64(l)-first):]
		b = b[:8]
		binary.LittleEndian.PutUint32(b, v0[l])
		binary.LittleEndian.PutUint32(b[4:], v1[l])
	}
}

// scanWideGo returns, over the lanes l of m, the lowest, highest and OR
// of ra[l], and whether every rh[l] is h0 (same) and every
// ra[l] - l<<shift is s0 (modulo 2^32).
func scanWideGo(ra, rh *[32]uint32, m, shift, h0, s0 uint32) (lo, hi, or uint32, same, seq bool) {
	lo, same, seq = ^uint32(0), true, true
	for mm := m; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros32(mm) & 31
		a := ra[l]
		lo, hi, or = min(lo, a), max(hi, a), or|a
		same = same && rh[l] == h0
		seq = seq && a-uint32(l)<<shift == s0
	}
	return lo, hi, or, same, seq
}
