package emu

import "math"

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
	const exp64, exp32 = 0x7ff << 52, 0xff << 23
	var x, y, z float64
	if f64 {
		if a&exp64 == exp64 || b&exp64 == exp64 || op == fpFMA && c&exp64 == exp64 {
			return 0, false
		}
		x, y, z = math.Float64frombits(a), math.Float64frombits(b), math.Float64frombits(c)
	} else {
		if a&exp32 == exp32 || b&exp32 == exp32 || op == fpFMA && c&exp32 == exp32 {
			return 0, false
		}
		x = float64(math.Float32frombits(uint32(a)))
		y = float64(math.Float32frombits(uint32(b)))
		z = float64(math.Float32frombits(uint32(c)))
	}
	var r float64
	switch op {
	case fpAdd:
		r = x + y
	case fpMul:
		r = x * y
	default:
		r = math.FMA(x, y, z)
	}
	rb := math.Float64bits(r)
	e := rb >> 52 & 0x7ff
	if f64 {
		if e == 0 || e == 0x7ff { // zero, subnormal, overflow
			return 0, false
		}
		return rb, true
	}
	// Binary32's normal range is binary64 exponents 1023-126 .. 1023+127.
	if e < 1023-126 || e > 1023+127 || rb&(1<<29-1) == 1<<28 {
		return 0, false
	}
	return uint64(math.Float32bits(float32(r))), true
}
