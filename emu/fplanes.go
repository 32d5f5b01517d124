package emu

import (
	"math"
)

// arith32WarpGo computes binary32 FADD (op fpAdd), FMUL or FFMA of the
// rows srcs (a, b, c; c only for FFMA) after their sign masks (signs: a's,
// b's and c's |x| (clear) and -x (flip) masks; nil for none) in every lane
// through binary64 (fpfast.go says why that is fpu's result outside the
// lanes it returns), NaNs canonical, and writes the lanes of m to d except
// those it returns in check: FADD results with the binary32 halfway
// pattern and FFMA results with the halfway pattern or whose binary32
// rounding is at most 2^-126 in magnitude (the subnormal range's halfway
// points sit at other bit positions, and 2^-126 - 2^-150 is one), unless
// they are the exact result (exactSum), which the narrowing rounds once,
// correctly (exact zeros included: their sign is IEEE 754's on the host,
// fpfast.go). The checked lanes of d keep their value, so a
// destination that is also a source still holds their operands for
// arith32Lane. Each lane is read before it is written. On amd64 with AVX2
// and FMA3 arith32Warp runs the same computation eight lanes per block
// (fplanes32_amd64.s).
func arith32WarpGo(op uint8, srcs *[3]*[32]uint32, signs *[6]uint32, d *[32]uint32, m uint32) (check uint32) {
	var sg [6]uint32
	if signs != nil {
		sg = *signs
	}
	a, b, c := srcs[0], srcs[1], srcs[2]
	for i := range d {
		x := float64(math.Float32frombits(a[i]&^sg[0] ^ sg[1]))
		y := float64(math.Float32frombits(b[i]&^sg[2] ^ sg[3]))
		var v float64
		var chk bool
		switch op {
		case fpAdd:
			v = x + y
			chk = math.Float64bits(v)&low29 == half29 && !exactSum(v, x, y)
		case fpMul:
			v = x * y
		default:
			p, z := x*y, float64(math.Float32frombits(c[i]&^sg[4]^sg[5])) // p exact
			v = p + z
			chk = (math.Float64bits(v)&low29 == half29 || canon32(v)&0x7fffffff <= 0x00800000) && !exactSum(v, p, z)
		}
		if chk {
			check |= 1 << i
		} else if m>>i&1 != 0 {
			d[i] = canon32(v)
		}
	}
	return check
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
