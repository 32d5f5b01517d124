package fpu

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestRsqrt32MatchesBig checks MUFU.RSQ's binary32 path (integer
// arithmetic) against the big.Float search it replaces, from the same
// float64 estimate, on every exponent with random and edge fractions, and
// with estimates one or two units off so that the search has to move.
func TestRsqrt32MatchesBig(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 3))
	n := 0
	for exp := uint32(0); exp < 255; exp++ {
		for j := 0; j < 60; j++ {
			frac := r.Uint32() & 0x7fffff
			switch j {
			case 0:
				frac = 0
			case 1:
				frac = 0x7fffff
			case 2:
				frac = 1
			}
			x := uint64(exp<<23 | frac)
			if x == 0 {
				continue
			}
			est := Convert(F32, F64, math.Float64bits(1/math.Sqrt(float64(math.Float32frombits(uint32(x))))), RN, false)
			for _, off := range []int64{0, 1, -1, 2, -2} {
				y := uint64(int64(est) + off)
				if got, want := rsqrt32(x, y), rsqrtBig(F32, x, y); got != want {
					t.Fatalf("rsqrt(%#x) from %#x: integer path %#x, big.Float %#x", x, y, got, want)
				}
				n++
			}
		}
	}
	// The result must be the correctly rounded 1/sqrt(x): for x = 4^k it is
	// exact.
	for k := -63; k <= 63; k++ {
		x := math.Float32bits(float32(math.Ldexp(1, 2*k)))
		if got, want := Mufu(RSQ, x, false), math.Float32bits(float32(math.Ldexp(1, -k))); got != want {
			t.Fatalf("rsqrt(2^%d) = %#x, want %#x", 2*k, got, want)
		}
	}
	t.Logf("%d comparisons", n)
}
