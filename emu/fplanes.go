package emu

import (
	"math"
	"math/bits"

	"gpucc/emu/fpu"
)

// arith32WarpGo computes binary32 FADD (op fpAdd), FMUL or FFMA of the
// rows srcs (a, b, c; c only for FFMA) after their sign masks (signs: a's,
// b's and c's |x| (clear) and -x (flip) masks; nil for none) into the
// lanes of m of d, as fpu does in RN without FTZ, lane by lane, each lane
// read before it is written (d may be a source). FADD and FMUL are Go's
// float32 operations (IEEE 754's, rounded once). FFMA goes through
// binary64 (fpfast.go says why that is fpu's result): the lanes whose
// result has the binary32 halfway pattern, or whose binary32 rounding is
// at most 2^-126 in magnitude (the subnormal range's halfway points sit at
// other bit positions, and 2^-126 - 2^-150 is one), unless they are the
// exact result (exactSum), which the narrowing rounds once, go through
// arith32Lane and fpu. NaNs are canonical. On amd64 with AVX2 and FMA3
// arith32Warp is arith32WarpAVX2 (fplanes32_amd64.s), the host's binary32
// operations eight lanes at a time; TestArith32WarpAVX2MatchesGo compares
// the two.
func arith32WarpGo(op uint8, srcs *[3]*[32]uint32, signs *[6]uint32, d *[32]uint32, m uint32) {
	var sg [6]uint32
	if signs != nil {
		sg = *signs
	}
	a, b, c := srcs[0], srcs[1], srcs[2]
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		av, bv, cv := a[i]&^sg[0]^sg[1], b[i]&^sg[2]^sg[3], c[i]&^sg[4]^sg[5]
		x, y := math.Float32frombits(av), math.Float32frombits(bv)
		switch op {
		case fpAdd:
			d[i] = canon32(float64(x + y))
		case fpMul:
			d[i] = canon32(float64(x * y))
		default:
			p, z := float64(x)*float64(y), float64(math.Float32frombits(cv)) // p exact
			v := p + z
			if (math.Float64bits(v)&low29 == half29 || canon32(v)&0x7fffffff <= 0x00800000) && !exactSum(v, p, z) {
				r, slow := arith32Lane(op, av, bv, cv)
				if slow {
					r = uint32(fpu.F32.FMA(uint64(av), uint64(bv), uint64(cv), fpu.RN, false))
				}
				d[i] = r
				continue
			}
			d[i] = canon32(v)
		}
	}
}

// arith32Lane computes a lane arith32Warp checked, of the modified binary32
// operands a, b, c: the host's result, and whether fpu must compute it
// instead: a nonzero FFMA result below 2^-126 in magnitude, or a halfway
// pattern the binary64 sum did not reach exactly (exactSum).
func arith32Lane(op uint8, a, b, c uint32) (r uint32, slow bool) {
	x, y := float64(math.Float32frombits(a)), float64(math.Float32frombits(b))
	switch op {
	case fpMul:
		return canon32(x * y), false
	case fpFMA:
		x, y = x*y, float64(math.Float32frombits(c)) // the exact product
	}
	v := x + y
	if op == fpFMA && v != 0 && math.Float64bits(v)&(0x7ff<<52) < (1023-126)<<52 || !exactSum(v, x, y) {
		return 0, true
	}
	return canon32(v), false
}

// darith64WarpGo computes DADD (op fpAdd), DMUL or DFMA in every lane of
// m in binary64 on the host (Go's float64 operations and math.FMA,
// IEEE 754's, rounded once: fpu's result in RN without FTZ), NaNs
// canonical. rows holds a's, b's and c's low and high word rows, then the
// destination's; signs the |x| (clear) and -x (flip) masks of a's, b's
// and c's high words. Each lane is read before it is written. On amd64
// with AVX2 and FMA3 darith64WarpAVX2 runs the same computation eight lanes
// per block (darith64WarpAVX2, fplanes32_amd64.s; execDArith64 picks).
func darith64WarpGo(op uint8, rows *[8]*[32]uint32, signs *[6]uint32, m uint32) {
	val := func(k, i int) float64 {
		return math.Float64frombits(uint64(rows[2*k+1][i]&^signs[2*k]^signs[2*k+1])<<32 | uint64(rows[2*k][i]))
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		var v float64
		switch op {
		case fpAdd:
			v = val(0, i) + val(1, i)
		case fpMul:
			v = val(0, i) * val(1, i)
		default:
			v = math.FMA(val(0, i), val(1, i), val(2, i))
		}
		vb := math.Float64bits(v)
		if v != v {
			vb = nan64
		}
		rows[6][i], rows[7][i] = uint32(vb), uint32(vb>>32)
	}
}

// fcmp32Go compares binary32 lanes a and b after their sign masks (signs:
// a's clear and flip, b's clear and flip) and returns the lanes where
// a < b, where a == b and where the pair is unordered (a NaN), with Go's
// IEEE 754 comparisons. On amd64 with AVX2 fcmp32 runs the same
// comparisons eight lanes per instruction (fplanes_amd64.s).
func fcmp32Go(a, b *[32]uint32, signs *[4]uint32) (lt, eq, un uint32) {
	for i := range a {
		xa := float64(math.Float32frombits(a[i]&^signs[0] ^ signs[1]))
		xb := float64(math.Float32frombits(b[i]&^signs[2] ^ signs[3]))
		lt, eq, un = fcmpLane(xa, xb, i, lt, eq, un)
	}
	return lt, eq, un
}

// fcmpLane adds lane i's outcome of comparing xa with xb to the lane
// masks lt (xa < xb), eq (xa == xb) and un (unordered).
func fcmpLane(xa, xb float64, i int, lt, eq, un uint32) (uint32, uint32, uint32) {
	if xa < xb {
		lt |= 1 << i
	}
	if xa == xb {
		eq |= 1 << i
	}
	if xa != xa || xb != xb {
		un |= 1 << i
	}
	return lt, eq, un
}

// fcmp64Go compares the binary64 lanes of a and b (rows: a's low and
// high word rows, b's; signs: the |x| (clear) and -x (flip) masks of a's
// and b's high words) and returns the lanes where a < b, where a == b and
// where the pair is unordered, with Go's IEEE 754 comparisons. On amd64
// with AVX2 fcmp64 runs the same comparisons eight lanes per block
// (fplanes32_amd64.s).
func fcmp64Go(rows *[4]*[32]uint32, signs *[4]uint32) (lt, eq, un uint32) {
	for i := range rows[0] {
		xa := math.Float64frombits(uint64(rows[1][i]&^signs[0]^signs[1])<<32 | uint64(rows[0][i]))
		xb := math.Float64frombits(uint64(rows[3][i]&^signs[2]^signs[3])<<32 | uint64(rows[2][i]))
		lt, eq, un = fcmpLane(xa, xb, i, lt, eq, un)
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
