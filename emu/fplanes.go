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
// the checked lanes, nonzero FFMA results below 2^-126 in magnitude (the
// binary32 halfway points of the subnormal range sit elsewhere; zeros are
// exact, fpfast.go says why) and halfway
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
		if op == fpFMA && v != 0 && math.Float64bits(v)&(0x7ff<<52) < (1023-126)<<52 || !exactSum(v, x, y) {
			slow |= 1 << i
		}
	}
	return slow
}

// darith64Go computes DADD (op fpAdd), DMUL or DFMA in every lane in
// binary64 on the host (fpfast.go says why that is fpu's result in RN
// outside the lanes it returns), NaNs canonical. rows holds a's, b's and
// c's low and high words, then the result's low and high words; masks
// a's, b's and c's |x| (clear) and -x (flip) sign masks. It returns the
// DFMA lanes whose result is zero or subnormal, for fpu. On amd64 with
// AVX2 and FMA3 darith64 runs the same computation four lanes per
// instruction (fplanes_amd64.s).
func darith64Go(op uint8, rows *[8]*[32]uint32, masks *[6]uint64) (check uint32) {
	val := func(k, i int) float64 {
		return math.Float64frombits((uint64(rows[2*k+1][i])<<32|uint64(rows[2*k][i]))&^masks[2*k] ^ masks[2*k+1])
	}
	for i := 0; i < 32; i++ {
		var v float64
		switch op {
		case fpAdd:
			v = val(0, i) + val(1, i)
		case fpMul:
			v = val(0, i) * val(1, i)
		default:
			v = math.FMA(val(0, i), val(1, i), val(2, i))
			if math.Float64bits(v)&(0x7ff<<52) == 0 {
				check |= 1 << i
			}
		}
		vb := math.Float64bits(v)
		if v != v {
			vb = nan64
		}
		rows[6][i], rows[7][i] = uint32(vb), uint32(vb>>32)
	}
	return check
}

// fcmp32Go compares binary32 lanes a and b after their sign masks (signs:
// a's clear and flip, b's clear and flip) and returns the lanes where
// a < b, where a == b and where the pair is unordered (a NaN), with Go's
// IEEE 754 comparisons. On amd64 with AVX2 fcmp32 runs the same
// comparisons eight lanes per instruction (fplanes_amd64.s).
func fcmp32Go(a, b *[32]uint32, signs *[4]uint32) (lt, eq, un uint32) {
	for i := range a {
		xa := math.Float32frombits(a[i]&^signs[0] ^ signs[1])
		xb := math.Float32frombits(b[i]&^signs[2] ^ signs[3])
		if xa < xb {
			lt |= 1 << i
		}
		if xa == xb {
			eq |= 1 << i
		}
		if xa != xa || xb != xb {
			un |= 1 << i
		}
	}
	return lt, eq, un
}

// rcpSqrt32Go computes MUFU.RCP (sqrt false) or MUFU.SQRT without .FTZ
// in every lane of r: float32(1/x) or float32(math.Sqrt(x)) of the
// binary64 x of each lane of b after its sign masks (signs: clear,
// flip), NaNs canonical (execMUFU says why that is fpu's result). On
// amd64 with AVX2 rcpSqrt32 runs it four lanes per instruction
// (fplanes_amd64.s).
func rcpSqrt32Go(sqrt bool, b *[32]uint32, signs *[2]uint32, r *[32]uint32) {
	for i := range r {
		xv := float64(math.Float32frombits(b[i]&^signs[0] ^ signs[1]))
		if sqrt {
			r[i] = canon32(math.Sqrt(xv))
		} else {
			r[i] = canon32(1 / xv)
		}
	}
}
