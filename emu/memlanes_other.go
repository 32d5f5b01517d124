//go:build !amd64 || purego

package emu

// scanLanesAVX2 is never called (useAVX2 is false): the Go loop stands in.
func scanLanesAVX2(ra *[32]uint32, off, m, shift uint32) (lo, hi, or, slo, shi uint32) {
	return scanLanesGo(ra, off, m, shift)
}

func loadSeq(v *[32]uint32, mem []byte, at uint64, m uint32) { loadSeqGo(v, mem, at, m) }

func storeSeq(v *[32]uint32, mem []byte, at uint64, m uint32) { storeSeqGo(v, mem, at, m) }

func gatherWords(v, ra *[32]uint32, mem []byte, off, stride, m uint32, end uint64) {
	gatherWordsGo(v, ra, mem, off, stride, m)
}

func loadSeqPairs(v0, v1 *[32]uint32, mem []byte, at uint64, m uint32) {
	loadSeqPairsGo(v0, v1, mem, at, m)
}

func storeSeqPairs(v0, v1 *[32]uint32, mem []byte, at uint64, m uint32) {
	storeSeqPairsGo(v0, v1, mem, at, m)
}

// scanWideAVX2 is never called (useAVX2 is false): the Go loop stands in.
func scanWideAVX2(ra, rh *[32]uint32, m, shift, h0, s0 uint32) (lo, hi, or uint32, same, seq bool) {
	return scanWideGo(ra, rh, m, shift, h0, s0)
}
