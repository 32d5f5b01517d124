package fpu

import (
	"math"
	"math/big"
	"math/bits"
)

// Func is a MUFU function, in the ISA's MufuOp encoding.
type Func uint8

// MUFU functions.
const (
	RCP Func = iota
	RSQ
	SQRT
	EX2
	LG2
	SIN
	COS
	RCP64H
	RSQ64H
)

// Mufu computes a MUFU function of the 32-bit pattern x. RCP, SQRT and RSQ
// return the binary32 value nearest (ties to even) the exact result; EX2,
// LG2, SIN and COS return Go's float64 math.Exp2/Log2/Sin/Cos of x rounded
// to nearest binary32; RCP64H and RSQ64H read x as the high word of a
// binary64 whose low word is zero and return the high word of the binary64
// nearest 1/x resp. 1/sqrt(x). ftz flushes binary32 denormal inputs and
// results (it has no effect on the 64H functions).
func Mufu(fn Func, x uint32, ftz bool) uint32 {
	switch fn {
	case RCP64H, RSQ64H:
		d := uint64(x) << 32
		var r uint64
		if fn == RCP64H {
			r = rcp(F64, d)
		} else {
			r = rsqrt(F64, d)
		}
		return uint32(r >> 32)
	}
	in := F32.flushIf(uint64(x), ftz)
	var r uint64
	switch fn {
	case RCP:
		r = rcp(F32, in)
	case RSQ:
		r = rsqrt(F32, in)
	case SQRT:
		r = sqrt32(in)
	case EX2, LG2, SIN, COS:
		if F32.IsNaN(in) {
			return uint32(F32.NaN())
		}
		v := float64(math.Float32frombits(uint32(in)))
		var y float64
		switch fn {
		case EX2:
			y = math.Exp2(v)
		case LG2:
			y = math.Log2(v)
		case SIN:
			y = math.Sin(v)
		default:
			y = math.Cos(v)
		}
		r = Convert(F32, F64, math.Float64bits(y), RN, false)
	}
	return uint32(F32.flushIf(r, ftz))
}

// rcp is the correctly rounded (RN) reciprocal.
func rcp(f Format, x uint64) uint64 {
	switch {
	case f.IsNaN(x):
		return f.NaN()
	case f.IsZero(x):
		return f.Inf(f.Neg(x))
	case f.IsInf(x):
		return f.Zero(f.Neg(x))
	}
	if f == F64 {
		// IEEE division in float64 is correctly rounded.
		return math.Float64bits(1 / math.Float64frombits(x))
	}
	// 1/x rounded to binary64 and then to binary32 is the correctly
	// rounded binary32 quotient: 53 >= 2*24+2 makes double rounding of a
	// quotient innocuous (Figueroa 1995), also in the subnormal range.
	q := 1 / float64(math.Float32frombits(uint32(x)))
	return Convert(F32, F64, math.Float64bits(q), RN, false)
}

// sqrt32 is the correctly rounded binary32 square root (by the same
// double-rounding argument as rcp).
func sqrt32(x uint64) uint64 {
	f := F32
	switch {
	case f.IsNaN(x):
		return f.NaN()
	case f.IsZero(x):
		return x
	case f.Neg(x):
		return f.NaN()
	case f.IsInf(x):
		return x
	}
	s := math.Sqrt(float64(math.Float32frombits(uint32(x))))
	return Convert(F32, F64, math.Float64bits(s), RN, false)
}

// rsqrt is the correctly rounded (RN) 1/sqrt(x): a float64 estimate is
// corrected with exact comparisons of the neighbouring midpoints.
func rsqrt(f Format, x uint64) uint64 {
	switch {
	case f.IsNaN(x):
		return f.NaN()
	case f.IsZero(x):
		return f.Inf(f.Neg(x))
	case f.Neg(x):
		return f.NaN()
	case f.IsInf(x):
		return 0
	}
	var xv float64
	if f == F32 {
		xv = float64(math.Float32frombits(uint32(x)))
	} else {
		xv = math.Float64frombits(x)
	}
	y := Convert(f, F64, math.Float64bits(1/math.Sqrt(xv)), RN, false)
	if f == F32 {
		return rsqrt32(x, y)
	}
	return rsqrtBig(f, x, y)
}

// rsqrtBig corrects the estimate y of 1/sqrt(x) with big.Float arithmetic.
func rsqrtBig(f Format, x, y uint64) uint64 {
	bx := f.bigVal(x)
	one := big.NewFloat(1)
	// t = 1/sqrt(x) lies above the midpoint m iff m*m*x < 1 (no ties: a
	// midpoint has one more significant bit than the format, so m*m*x = 1
	// would make x = 1/m^2 a power of two and m one too).
	below := func(m *big.Float) int { // sign of m*m*x - 1
		t := new(big.Float).SetPrec(600).Mul(m, m)
		t.Mul(t, bx)
		return t.Cmp(one)
	}
	for i := 0; i < 8; i++ {
		up, dn := y+1, y-1 // positive finite values: the bit patterns are ordered
		if below(f.mid(y, dn)) >= 0 {
			y = dn
			continue
		}
		if below(f.mid(y, up)) <= 0 {
			y = up
			continue
		}
		break
	}
	return y
}

// rsqrt32 is rsqrtBig for binary32, without allocation: the same search,
// with the midpoints and the comparison of m*m*x with 1 in exact integer
// arithmetic (1/sqrt of a binary32 value and its neighbours are normal, a
// midpoint has at most 26 significant bits and x 24, so m*m*x has at
// most 76).
func rsqrt32(x, y uint64) uint64 {
	X, ex := exact32(uint32(x))
	for i := 0; i < 8; i++ {
		up, dn := y+1, y-1
		if midSqTimes32(y, dn, X, ex) >= 0 {
			y = dn
			continue
		}
		if midSqTimes32(y, up, X, ex) <= 0 {
			y = up
			continue
		}
		break
	}
	return y
}

// exact32 returns a positive finite binary32 x as X * 2^e.
func exact32(x uint32) (uint64, int) {
	exp, frac := int(x>>23&0xff), uint64(x&0x7fffff)
	if exp == 0 {
		return frac, -149
	}
	return frac | 1<<23, exp - 150
}

// midSqTimes32 returns the sign of m*m*x - 1, where m is the midpoint of
// the adjacent positive finite binary32 values a and b and x = X * 2^ex.
func midSqTimes32(a, b, X uint64, ex int) int {
	A, ea := exact32(uint32(a))
	B, eb := exact32(uint32(b))
	e := min(ea, eb)
	S := A<<uint(ea-e) + B<<uint(eb-e) // m = S * 2^(e-1), S < 2^26
	hi, lo := bits.Mul64(S*S, X)       // m*m*x = S*S*X * 2^-k
	k := -(2*(e-1) + ex)
	switch {
	case k <= 0: // S*S*X >= 2^48 (S >= 2^24, X >= 1): above 1
		return 1
	case k >= 128:
		return -1
	}
	var ph, pl uint64 // 2^k
	if k >= 64 {
		ph = 1 << uint(k-64)
	} else {
		pl = 1 << uint(k)
	}
	switch {
	case hi != ph:
		if hi > ph {
			return 1
		}
		return -1
	case lo != pl:
		if lo > pl {
			return 1
		}
		return -1
	}
	return 0
}

// bigVal is the exact value of a finite x.
func (f Format) bigVal(x uint64) *big.Float {
	if f.IsZero(x) {
		return new(big.Float)
	}
	neg, m, e := f.unpack(x)
	v := new(big.Float).SetPrec(600).SetUint64(m)
	v.SetMantExp(v, e)
	if neg {
		v.Neg(v)
	}
	return v
}

// mid is the exact midpoint of two finite values (an infinite neighbour
// counts as the next power of two).
func (f Format) mid(a, b uint64) *big.Float {
	av := f.bigVal(a)
	var bv *big.Float
	if f.IsInf(b) {
		bv = new(big.Float).SetPrec(600).SetMantExp(big.NewFloat(1), int(1<<f.exp-1)-f.bias)
	} else {
		bv = f.bigVal(b)
	}
	s := new(big.Float).SetPrec(600).Add(av, bv)
	return s.SetMantExp(s, -1)
}

// FCHK reports whether the division a/b (binary32 patterns) may be
// inexact or mis-signed when computed by the sequence
//
//	r0 = MUFU.RCP(b); e = FFMA(-b, r0, 1); r1 = FFMA(r0, e, r0)
//	q0 = FMUL(a, r1); rem = FFMA(-b, q0, a); q = FFMA(rem, r1, q0)
//
// It is false exactly when a and b are normal, nonzero and finite with
// unbiased exponents -100 <= ea <= 125, -124 <= eb <= 125 and
// -124 <= ea-eb <= 125, which keeps the reciprocal, the quotient and the
// remainder in the normal range; then q is the correctly rounded quotient.
func FCHK(a, b uint32) bool {
	ea, okA := normalExp(a)
	eb, okB := normalExp(b)
	if !okA || !okB {
		return true
	}
	d := ea - eb
	return ea < -100 || ea > 125 || eb < -124 || eb > 125 || d < -124 || d > 125
}

func normalExp(x uint32) (int, bool) {
	be := int(x >> 23 & 0xff)
	if be == 0 || be == 0xff {
		return 0, false
	}
	return be - 127, true
}
