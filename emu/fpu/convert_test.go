package fpu

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestConvertHostMatchesExact checks Convert's host conversions between
// binary32 and binary64 (round-to-nearest, no FTZ) against convertExact
// on random patterns drawn to reach binary32's edges: subnormals, the
// overflow threshold, halfway cases, infinities and NaNs.
func TestConvertHostMatchesExact(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 4))
	for i := 0; i < 300000; i++ {
		var d uint64
		switch i % 5 {
		case 0:
			d = r.Uint64()
		case 1: // binary32's subnormal range and below
			d = r.Uint64()&0x800fffffffffffff | uint64(1023-160+r.IntN(40))<<52
		case 2: // near the overflow threshold
			d = r.Uint64()&0x800fffffffffffff | uint64(1023+126+r.IntN(4))<<52
		case 3: // halfway between binary32 values, and one unit off it
			d = r.Uint64()&^(1<<29-1) | 1<<28
			d += uint64(r.IntN(3)) - 1
		default: // infinities and NaNs
			d = r.Uint64()&0x800fffffffffffff | 0x7ff<<52
		}
		if got, want := Convert(F32, F64, d, RN, false), convertExact(F32, F64, d, RN, false); got != want {
			t.Fatalf("binary64 %#x (%g) to binary32: host %#x, exact %#x", d, math.Float64frombits(d), got, want)
		}
		s := d >> 32 & 0xffffffff
		if got, want := Convert(F64, F32, s, RN, false), convertExact(F64, F32, s, RN, false); got != want {
			t.Fatalf("binary32 %#x to binary64: host %#x, exact %#x", s, got, want)
		}
	}
}
