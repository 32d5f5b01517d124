package emu

import "testing"

// TestPairHiIsVecHi checks that pairHi (execDArith64's high rows) gives
// vecHi's row for every source of 64-bit instructions with register
// pairs, immediates, constants and uniform registers, RZ and the highest
// pair of the file.
func TestPairHiIsVecHi(t *testing.T) {
	for _, src := range []string{
		"DFMA R[6:7], R[0:1], R[2:3], R[4:5]",
		"DFMA R[6:7], R[8:9], -0.5, |R[4:5]|",
		"DADD R[6:7], R[2:3], 2.5",
		"DADD R[6:7], RZ, R[14:15]",
		"DADD R[6:7], R[0:1], c[0x0][0x160]",
		"DMUL R[6:7], R[0:1], UR[4:5]",
	} {
		h := newLaneHarness(t, src)
		for k, o := range []*operand{&h.in.a, &h.in.b, &h.in.c} {
			lo := h.x.vec(h.w, o, 0)
			if got, want := h.x.pairHi(h.w, o, lo), h.x.vecHi(h.w, o, 0); got != want {
				t.Errorf("%s: operand %d (kind %d, reg %d): pairHi %p, vecHi %p", src, k, o.kind, o.reg, got, want)
			}
		}
	}
}
