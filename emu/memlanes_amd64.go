//go:build amd64 && !purego

package emu

import "math/bits"

// scanLanesAVX2 is scanLanesGo in AVX2 assembly (memscan_amd64.s);
// callers check useAVX2.
//
//go:noescape
func scanLanesAVX2(ra *[32]uint32, off, m, shift uint32) (lo, hi, or, slo, shi uint32)

// loadSeq is loadSeqGo, with AVX2 masked loads where the CPU has them.
func loadSeq(v *[32]uint32, mem []byte, at uint64, m uint32) {
	if !useAVX2 {
		loadSeqGo(v, mem, at, m)
		return
	}
	first, last := bits.TrailingZeros32(m), 31-bits.LeadingZeros32(m)
	b := mem[at : at+4*uint64(last-first+1)] // the active lanes' words
	loadSeqAVX2(v, &b[0], first, m)
}

// storeSeq is storeSeqGo, with AVX2 masked stores where the CPU has them.
func storeSeq(v *[32]uint32, mem []byte, at uint64, m uint32) {
	if !useAVX2 {
		storeSeqGo(v, mem, at, m)
		return
	}
	first, last := bits.TrailingZeros32(m), 31-bits.LeadingZeros32(m)
	b := mem[at : at+4*uint64(last-first+1)]
	storeSeqAVX2(v, &b[0], first, m)
}

// loadSeqAVX2 loads the words of the lanes of m into v, lane l's from
// p + 4*(l-first) (first: the lowest lane of m). Only active lanes'
// words are read.
//
//go:noescape
func loadSeqAVX2(v *[32]uint32, p *byte, first int, m uint32)

// storeSeqAVX2 stores the words of the lanes of m of v, lane l's to
// p + 4*(l-first). Only active lanes' words are written.
//
//go:noescape
func storeSeqAVX2(v *[32]uint32, p *byte, first int, m uint32)

// gatherWords is gatherWordsGo, with AVX2 gathers where the CPU has them
// and the caller's bound end on every active lane's index plus 4 is
// inside mem and at most 2^31 (the gathers' indices are signed).
func gatherWords(v, ra *[32]uint32, mem []byte, off, stride, m uint32, end uint64) {
	if !useAVX2 || end > uint64(len(mem)) || end > 1<<31 || len(mem) == 0 {
		gatherWordsGo(v, ra, mem, off, stride, m)
		return
	}
	gatherWordsAVX2(v, ra, &mem[0], off, stride, m)
}

// gatherWordsAVX2 is gatherWordsGo in assembly, without bounds checks.
//
//go:noescape
func gatherWordsAVX2(v, ra *[32]uint32, base *byte, off, stride, m uint32)

// loadSeqPairs is loadSeqPairsGo, with AVX2 masked loads where the CPU
// has them.
func loadSeqPairs(v0, v1 *[32]uint32, mem []byte, at uint64, m uint32) {
	if !useAVX2 {
		loadSeqPairsGo(v0, v1, mem, at, m)
		return
	}
	first, last := bits.TrailingZeros32(m), 31-bits.LeadingZeros32(m)
	b := mem[at : at+8*uint64(last-first+1)] // the active lanes' pairs
	loadSeqPairsAVX2(v0, v1, &b[0], first, m)
}

// storeSeqPairs is storeSeqPairsGo, with AVX2 masked stores where the
// CPU has them.
func storeSeqPairs(v0, v1 *[32]uint32, mem []byte, at uint64, m uint32) {
	if !useAVX2 {
		storeSeqPairsGo(v0, v1, mem, at, m)
		return
	}
	first, last := bits.TrailingZeros32(m), 31-bits.LeadingZeros32(m)
	b := mem[at : at+8*uint64(last-first+1)]
	storeSeqPairsAVX2(v0, v1, &b[0], first, m)
}

// loadSeqPairsAVX2 is loadSeqAVX2 for pairs of words.
//
//go:noescape
func loadSeqPairsAVX2(v0, v1 *[32]uint32, p *byte, first int, m uint32)

// storeSeqPairsAVX2 is storeSeqAVX2 for pairs of words.
//
//go:noescape
func storeSeqPairsAVX2(v0, v1 *[32]uint32, p *byte, first int, m uint32)

// scanWideAVX2 scans the low words ra of 64-bit addresses (no offset) as
// scanLanesAVX2 does, and says whether every active lane's high word is
// h0 and every active lane's low word less lane<<shift is s0.
//
//go:noescape
func scanWideAVX2(ra, rh *[32]uint32, m, shift, h0, s0 uint32) (lo, hi, or uint32, same, seq bool)
