package emu

import (
	"math"
	"math/bits"
)

// arith32Go computes binary32 FADD (op fpAdd), FMUL or FFMA in every lane
// of r from operands without modifiers, through binary64 (fpfast.go says
// why that is fpu's result outside the lanes it returns), NaNs canonical.
// It returns the lanes to check (arith32Lanes): results with the binary32
// halfway pattern (FADD, FFMA) and results below 2^-126 in magnitude
// (FFMA). On amd64 with AVX2 arith32 runs the same computation four lanes
// per instruction (fplanes_amd64.s) and leaves out of check the halfway
// results that are exact sums (common for FADD of operands with the same
// exponent), which are correct as they are.
func arith32Go(op uint8, a, b, c, r *[32]uint32) (check uint32) {
	switch op {
	case fpAdd:
		for i := range r {
			v := float64(math.Float32frombits(a[i])) + float64(math.Float32frombits(b[i]))
			if math.Float64bits(v)&low29 == half29 {
				check |= 1 << i
			}
			r[i] = canon32(v)
		}
	case fpMul:
		for i := range r {
			r[i] = canon32(float64(math.Float32frombits(a[i])) * float64(math.Float32frombits(b[i])))
		}
	default:
		for i := range r {
			v := float64(math.Float32frombits(a[i]))*float64(math.Float32frombits(b[i])) + float64(math.Float32frombits(c[i]))
			vb := math.Float64bits(v)
			if vb&(0x7ff<<52) < (1023-126)<<52 || vb&low29 == half29 {
				check |= 1 << i
			}
			r[i] = canon32(v)
		}
	}
	return check
}

// arith32Lanes runs arith32 and returns the lanes fpu must compute: of
// the checked lanes, FFMA results below 2^-126 in magnitude (zeros
// included: their sign depends on how they cancelled; the binary32
// halfway points of the subnormal range sit elsewhere) and halfway
// patterns the binary64 sum did not reach exactly (exactSum; a binary32
// halfway point that is the exact result narrows correctly).
func arith32Lanes(op uint8, a, b, c, r *[32]uint32) (slow uint32) {
	check := arith32(op, a, b, c, r)
	for mm := check; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		x, y := float64(math.Float32frombits(a[i])), float64(math.Float32frombits(b[i]))
		if op == fpFMA {
			x, y = x*y, float64(math.Float32frombits(c[i])) // the exact product
		}
		v := x + y
		if op == fpFMA && math.Float64bits(v)&(0x7ff<<52) < (1023-126)<<52 || !exactSum(v, x, y) {
			slow |= 1 << i
		}
	}
	return slow
}
