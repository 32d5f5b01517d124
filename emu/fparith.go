package emu

import (
	"math"
	"math/bits"
)

// arithRN computes FADD, FMUL or FFMA (op fpAdd, fpMul, fpFMA; binary64 when
// f64: DADD, DMUL, DFMA) in round-to-nearest-even without FTZ with the
// host's binary64 arithmetic, where that is exactly the result of package
// fpu, which is exact but slow; ok is false elsewhere and the caller takes
// fpu's result. The cases it leaves to fpu: an operand that is NaN or
// infinite (fpu's NaN is canonical), a result that is zero (its sign
// follows the rounding rules of exact sums), subnormal or overflows, and
// for binary32 a binary64 result that is exactly halfway between two
// binary32 values.
//
// Why the rest is exact: binary64 arithmetic rounds the exact result once
// (math.FMA included). For binary64 that is the answer. For binary32 the
// operands are exact in binary64 and the binary64 result r is rounded again
// to binary32; that second rounding gives the binary32 value nearest the
// exact result unless a binary32 halfway point lies between the exact
// result and r, or is r. A halfway point has 25 significant bits, so it is
// a binary64 value; one strictly between them would be nearer the exact
// result than r, which is impossible. So only r itself on a halfway point
// (its 29 bits below binary32's last bit are 1 followed by zeros) can be
// wrong, and that case goes to fpu.
func arithRN(f64 bool, op uint8, a, b, c uint64) (uint64, bool) {
	var x, y, z, r [32]uint64
	x[0], y[0], z[0] = a, b, c
	slow := arithRNLanes(f64, op, 1, &x, &y, &z, &r)
	return r[0], slow == 0
}

// arithRNLanes is arithRN for the lanes of m: it writes r in the lanes it
// computes and returns the lanes it leaves to fpu (one call per
// instruction, not per lane).
func arithRNLanes(f64 bool, op uint8, m uint32, a, b, c, r *[32]uint64) (slow uint32) {
	const exp64, exp32 = 0x7ff << 52, 0xff << 23
	cExp := uint64(0) // c's exponent field counts only for FFMA
	if op == fpFMA {
		cExp = ^uint64(0)
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		var x, y, z float64
		if f64 {
			if a[i]&exp64 == exp64 || b[i]&exp64 == exp64 || c[i]&cExp&exp64 == exp64 {
				slow |= 1 << i
				continue
			}
			x, y, z = math.Float64frombits(a[i]), math.Float64frombits(b[i]), math.Float64frombits(c[i])
		} else {
			if a[i]&exp32 == exp32 || b[i]&exp32 == exp32 || c[i]&cExp&exp32 == exp32 {
				slow |= 1 << i
				continue
			}
			x = float64(math.Float32frombits(uint32(a[i])))
			y = float64(math.Float32frombits(uint32(b[i])))
			z = float64(math.Float32frombits(uint32(c[i])))
		}
		var v float64
		switch op {
		case fpAdd:
			v = x + y
		case fpMul:
			v = x * y
		default:
			v = math.FMA(x, y, z)
		}
		vb := math.Float64bits(v)
		e := vb >> 52 & 0x7ff
		if vb<<1 == 0 && (op == fpAdd || op == fpMul && !f64) {
			// A zero sum is exact: a sum of binary64 values (or of binary32
			// values in binary64) that is not exactly zero is never rounded
			// to zero, both being multiples of the least subnormal. A
			// binary64 product of binary32 values is exact. So the host's
			// zero is the exact result with IEEE 754's sign (x + -x is +0
			// in round-to-nearest), the zero fpu returns.
			if f64 {
				r[i] = vb
			} else {
				r[i] = uint64(math.Float32bits(float32(v)))
			}
			continue
		}
		if f64 {
			if e == 0 || e == 0x7ff { // zero, subnormal, overflow
				slow |= 1 << i
				continue
			}
			r[i] = vb
			continue
		}
		// Binary32's normal range is binary64 exponents 1023-126 .. 1023+127.
		if e < 1023-126 || e > 1023+127 || vb&(1<<29-1) == 1<<28 {
			slow |= 1 << i
			continue
		}
		r[i] = uint64(math.Float32bits(float32(v)))
	}
	return slow
}
