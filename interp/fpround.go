package interp

import (
	"math"
	"math/big"
)

// Exact IEEE 754 arithmetic for binary32 and binary64 in every rounding
// mode. Go's float32 and float64 operations round to nearest only, and a
// binary32 fused multiply-add computed in float64 can round twice, so the
// operations the fast paths cannot do are computed exactly on dyadic
// rationals (an integer significand times a power of two, in math/big.Int)
// and rounded once by roundDyadic, which models the exponent range,
// subnormals and overflow. Nothing here depends on the emulator.

// fpFormat describes an IEEE binary interchange format.
type fpFormat struct {
	bits int // 32 or 64
	prec int // significand bits including the implicit bit
	emin int // exponent of the smallest normal number
	emax int // exponent of the largest finite number
}

var (
	fmt32 = fpFormat{bits: 32, prec: 24, emin: -126, emax: 127}
	fmt64 = fpFormat{bits: 64, prec: 53, emin: -1022, emax: 1023}
)

func formatOf(w uint8) fpFormat {
	if w == 32 {
		return fmt32
	}
	return fmt64
}

// Canonical NaNs: every NaN an arithmetic operation produces (docs/isa.md).
const (
	canonNaN32 uint64 = 0x7fffffff
	canonNaN64 uint64 = 0x7fffffffffffffff
)

func (f fpFormat) canonNaN() uint64 {
	if f.bits == 32 {
		return canonNaN32
	}
	return canonNaN64
}

func (f fpFormat) fracBits() uint  { return uint(f.prec - 1) }
func (f fpFormat) bias() int       { return f.emax }
func (f fpFormat) expMask() uint64 { return uint64(1)<<(f.bits-f.prec) - 1 }
func (f fpFormat) signBit() uint64 { return uint64(1) << (f.bits - 1) }
func (f fpFormat) mask() uint64    { return maskOf(uint(f.bits)) }

// Rounding modes, numbered as the flags field of FP instructions holds them.
const (
	rmNearest uint8 = iota // to nearest, ties to even
	rmZero                 // toward zero
	rmDown                 // toward -inf
	rmUp                   // toward +inf
)

// fpClass is the class of an encoded value.
type fpClass uint8

const (
	fcZero fpClass = iota
	fcSubnormal
	fcNormal
	fcInf
	fcNaN
)

// decoded is a finite value (-1)^neg * m * 2^e, or a special.
type decoded struct {
	class fpClass
	neg   bool
	m     uint64
	e     int
}

func (f fpFormat) decode(v uint64) decoded {
	neg := v&f.signBit() != 0
	exp := int(v>>f.fracBits()) & int(f.expMask())
	frac := v & (uint64(1)<<f.fracBits() - 1)
	switch {
	case exp == int(f.expMask()) && frac == 0:
		return decoded{class: fcInf, neg: neg}
	case exp == int(f.expMask()):
		return decoded{class: fcNaN, neg: neg}
	case exp == 0 && frac == 0:
		return decoded{class: fcZero, neg: neg}
	case exp == 0:
		return decoded{class: fcSubnormal, neg: neg, m: frac, e: f.emin - (f.prec - 1)}
	}
	return decoded{class: fcNormal, neg: neg, m: frac | uint64(1)<<f.fracBits(), e: exp - f.bias() - (f.prec - 1)}
}

func (d decoded) finite() bool { return d.class <= fcNormal }

func (f fpFormat) zero(neg bool) uint64 {
	if neg {
		return f.signBit()
	}
	return 0
}

func (f fpFormat) inf(neg bool) uint64 { return f.zero(neg) | f.expMask()<<f.fracBits() }

// maxFinite is the largest finite magnitude with the given sign.
func (f fpFormat) maxFinite(neg bool) uint64 { return f.inf(neg) - 1 }

func (f fpFormat) isSubnormal(v uint64) bool {
	return v&^f.signBit() != 0 && (v>>f.fracBits())&f.expMask() == 0
}

func (f fpFormat) isNaN(v uint64) bool {
	return (v>>f.fracBits())&f.expMask() == f.expMask() && v&(uint64(1)<<f.fracBits()-1) != 0
}

// flush replaces a subnormal by the zero of its sign (.ftz).
func (f fpFormat) flush(v uint64) uint64 {
	if f.isSubnormal(v) {
		return v & f.signBit()
	}
	return v
}

// roundUp decides whether a magnitude truncated to an integer is
// incremented: rem is the discarded fraction scaled so that half is the
// midpoint, sticky says that nonzero bits lie below rem.
func roundUp(mode uint8, neg, odd bool, cmpHalf int, nonzero bool) bool {
	switch mode {
	case rmNearest:
		return cmpHalf > 0 || (cmpHalf == 0 && odd)
	case rmUp:
		return !neg && nonzero
	case rmDown:
		return neg && nonzero
	}
	return false
}

// shiftRound returns the magnitude m / 2^s rounded to an integer in mode
// (neg is the sign of the value, for the directed modes). sticky says that
// the true magnitude exceeds m by less than one unit of m's last bit; callers
// pass it only with s >= 1, so it only breaks ties and marks inexactness.
// inexact reports a discarded nonzero part.
func shiftRound(m *big.Int, s int, sticky bool, neg bool, mode uint8) (q *big.Int, inexact bool) {
	if s <= 0 {
		return new(big.Int).Lsh(m, uint(-s)), sticky
	}
	q = new(big.Int).Rsh(m, uint(s))
	rem := new(big.Int).Sub(m, new(big.Int).Lsh(q, uint(s)))
	half := new(big.Int).Lsh(big.NewInt(1), uint(s-1))
	c := rem.Cmp(half)
	if c == 0 && sticky {
		c = 1
	}
	nonzero := rem.Sign() != 0 || sticky
	if roundUp(mode, neg, q.Bit(0) == 1, c, nonzero) {
		q.Add(q, big.NewInt(1))
	}
	return q, nonzero
}

// roundDyadic rounds (-1)^neg * m * 2^e (m > 0, or sticky) to format f in
// mode, with IEEE overflow and gradual underflow. sticky means the exact
// value is slightly larger in magnitude than m * 2^e; callers guarantee that
// m then has at least f.prec+2 bits.
func roundDyadic(f fpFormat, neg bool, m *big.Int, e int, sticky bool, mode uint8) uint64 {
	if m.Sign() == 0 {
		return f.zero(neg)
	}
	top := e + m.BitLen() - 1 // exponent of the leading bit
	q := max(top, f.emin) - (f.prec - 1)
	r, _ := shiftRound(m, q-e, sticky, neg, mode)
	if r.Sign() == 0 {
		return f.zero(neg)
	}
	if r.BitLen() > f.prec { // rounded up to the next power of two
		r.Rsh(r, 1)
		q++
	}
	sig := r.Uint64()
	if q+f.prec-1 > f.emax {
		// Overflow: infinity, or the largest finite number in the
		// modes that round toward zero for this sign.
		if mode == rmZero || (mode == rmDown && !neg) || (mode == rmUp && neg) {
			return f.maxFinite(neg)
		}
		return f.inf(neg)
	}
	sign := f.zero(neg)
	if sig < uint64(1)<<f.fracBits() { // subnormal: q == emin-(prec-1)
		return sign | sig
	}
	exp := uint64(q + f.prec - 1 + f.bias())
	return sign | exp<<f.fracBits() | sig&(uint64(1)<<f.fracBits()-1)
}

// dyadic is an exact finite value (-1)^neg * m * 2^e.
type dyadic struct {
	neg bool
	m   *big.Int
	e   int
}

func dyOf(d decoded) dyadic {
	return dyadic{neg: d.neg, m: new(big.Int).SetUint64(d.m), e: d.e}
}

// addDyadic returns a + b exactly (the sign of an exact zero is left to the
// caller).
func addDyadic(a, b dyadic) dyadic {
	e := min(a.e, b.e)
	x := new(big.Int).Lsh(a.m, uint(a.e-e))
	y := new(big.Int).Lsh(b.m, uint(b.e-e))
	if a.neg {
		x.Neg(x)
	}
	if b.neg {
		y.Neg(y)
	}
	x.Add(x, y)
	neg := x.Sign() < 0
	return dyadic{neg: neg, m: x.Abs(x), e: e}
}

func mulDyadic(a, b dyadic) dyadic {
	return dyadic{neg: a.neg != b.neg, m: new(big.Int).Mul(a.m, b.m), e: a.e + b.e}
}

// sumZeroSign is the sign of an exact zero sum x + y (IEEE 754 6.3): the
// common sign when both addends are zeros of the same sign, otherwise +0,
// or -0 when rounding toward -inf.
func sumZeroSign(xZero, xNeg, yZero, yNeg bool, mode uint8) bool {
	if xZero && yZero && xNeg == yNeg {
		return xNeg
	}
	return mode == rmDown
}

// exactAdd, exactMul, exactFMA, exactDiv and exactSqrt compute one correctly
// rounded operation on finite operands (zeros included).
func exactFMA(f fpFormat, a, b, c decoded, mode uint8) uint64 {
	p := mulDyadic(dyOf(a), dyOf(b))
	s := addDyadic(p, dyOf(c))
	if s.m.Sign() == 0 {
		return f.zero(sumZeroSign(p.m.Sign() == 0, p.neg, c.class == fcZero, c.neg, mode))
	}
	return roundDyadic(f, s.neg, s.m, s.e, false, mode)
}

func exactAdd(f fpFormat, a, b decoded, mode uint8) uint64 {
	s := addDyadic(dyOf(a), dyOf(b))
	if s.m.Sign() == 0 {
		return f.zero(sumZeroSign(a.class == fcZero, a.neg, b.class == fcZero, b.neg, mode))
	}
	return roundDyadic(f, s.neg, s.m, s.e, false, mode)
}

func exactMul(f fpFormat, a, b decoded, mode uint8) uint64 {
	p := mulDyadic(dyOf(a), dyOf(b))
	return roundDyadic(f, p.neg, p.m, p.e, false, mode)
}

// exactDiv divides finite a by finite nonzero b.
func exactDiv(f fpFormat, a, b decoded, mode uint8) uint64 {
	neg := a.neg != b.neg
	if a.class == fcZero {
		return f.zero(neg)
	}
	const k = 128 // quotient bits well beyond any precision
	num := new(big.Int).Lsh(new(big.Int).SetUint64(a.m), k)
	q, r := new(big.Int).QuoRem(num, new(big.Int).SetUint64(b.m), new(big.Int))
	return roundDyadic(f, neg, q, a.e-b.e-k, r.Sign() != 0, mode)
}

// exactSqrt is the square root of finite a >= 0 (zeros keep their sign).
func exactSqrt(f fpFormat, a decoded, mode uint8) uint64 {
	if a.class == fcZero {
		return f.zero(a.neg)
	}
	m, e := new(big.Int).SetUint64(a.m), a.e
	if e%2 != 0 {
		m.Lsh(m, 1)
		e--
	}
	const k = 128 // even shift: the root gets at least 64 bits
	m.Lsh(m, k)
	e -= k
	r := new(big.Int).Sqrt(m)
	sticky := new(big.Int).Mul(r, r).Cmp(m) != 0
	return roundDyadic(f, false, r, e/2, sticky, mode)
}

// exactRsqrt is 1/sqrt(a) for finite a > 0, rounded once.
func exactRsqrt(f fpFormat, a decoded, mode uint8) uint64 {
	m, e := new(big.Int).SetUint64(a.m), a.e
	if e%2 != 0 {
		m.Lsh(m, 1)
		e--
	}
	// 1/sqrt(m * 2^e) = sqrt(2^256 / m) * 2^(-128 - e/2), and
	// floor(sqrt(floor(A))) == floor(sqrt(A)).
	const k = 256
	num := new(big.Int).Lsh(big.NewInt(1), k)
	q, rem := new(big.Int).QuoRem(num, m, new(big.Int))
	r := new(big.Int).Sqrt(q)
	sticky := rem.Sign() != 0 || new(big.Int).Mul(r, r).Cmp(q) != 0
	return roundDyadic(f, false, r, -k/2-e/2, sticky, mode)
}

// exactRem is C fmod(a, b) for finite a and finite nonzero b: exact, with
// the sign of a.
func exactRem(f fpFormat, a, b decoded) uint64 {
	if a.class == fcZero {
		return f.zero(a.neg)
	}
	e := min(a.e, b.e)
	x := new(big.Int).Lsh(new(big.Int).SetUint64(a.m), uint(a.e-e))
	y := new(big.Int).Lsh(new(big.Int).SetUint64(b.m), uint(b.e-e))
	x.Rem(x, y)
	return roundDyadic(f, a.neg, x, e, false, rmNearest)
}

// roundToIntegral rounds the finite value v to an integral value of the
// same format in mode; ties away from zero when away is set (llvm.round).
// Zero results keep the sign of v.
func roundToIntegral(f fpFormat, v uint64, mode uint8, away bool) uint64 {
	a := f.decode(v)
	if a.class == fcZero || a.e >= 0 {
		return v
	}
	q := roundInt(a, mode, away)
	return roundDyadic(f, a.neg, q, 0, false, rmNearest)
}

// roundInt is the magnitude of finite a rounded to an integer.
func roundInt(a decoded, mode uint8, away bool) *big.Int {
	m := new(big.Int).SetUint64(a.m)
	if a.e >= 0 {
		return m.Lsh(m, uint(a.e))
	}
	if away {
		// Half away from zero: add half an ulp of the integer, truncate.
		s := uint(-a.e)
		if s > 64 {
			return new(big.Int)
		}
		m.Add(m, new(big.Int).Lsh(big.NewInt(1), s-1))
		return m.Rsh(m, s)
	}
	q, _ := shiftRound(m, -a.e, false, a.neg, mode)
	return q
}

// intToFloat converts the integer (-1)^neg * mag to format f in mode.
func intToFloat(f fpFormat, neg bool, mag uint64, mode uint8) uint64 {
	if mag == 0 {
		return 0
	}
	return roundDyadic(f, neg, new(big.Int).SetUint64(mag), 0, false, mode)
}

// floatToInt converts finite a to a w-bit integer rounded in mode: ok is
// false when the rounded value does not fit. The result is the two's
// complement bit pattern.
func floatToInt(a decoded, w uint, signed bool, mode uint8) (v uint64, ok bool) {
	q := roundInt(a, mode, false)
	if a.neg && q.Sign() != 0 {
		q.Neg(q)
	}
	lo, hi := new(big.Int), new(big.Int).SetUint64(maskOf(w))
	if signed {
		lo.Lsh(big.NewInt(-1), w-1)
		hi.Rsh(hi, 1)
	}
	if q.Cmp(lo) < 0 || q.Cmp(hi) > 0 {
		return 0, false
	}
	if q.Sign() < 0 {
		return uint64(q.Int64()) & maskOf(w), true
	}
	return q.Uint64(), true
}

// floatToIntSat is floatToInt with PTX cvt saturation: NaN gives 0 and out
// of range values clamp to the nearest representable integer.
func floatToIntSat(a decoded, w uint, signed bool, mode uint8) uint64 {
	switch a.class {
	case fcNaN:
		return 0
	case fcInf:
		return satBound(a.neg, w, signed)
	}
	if v, ok := floatToInt(a, w, signed, mode); ok {
		return v
	}
	return satBound(a.neg, w, signed)
}

func satBound(neg bool, w uint, signed bool) uint64 {
	switch {
	case neg && signed:
		return uint64(1) << (w - 1)
	case neg:
		return 0
	case signed:
		return maskOf(w) >> 1
	}
	return maskOf(w)
}

// f32 and f64 helpers for the fast paths.
func f32(v uint64) float32 { return math.Float32frombits(uint32(v)) }
func f64(v uint64) float64 { return math.Float64frombits(v) }

// fromF64 encodes a float64 result in format f, rounding to nearest for
// binary32 and canonicalising NaN.
func fromF64(f fpFormat, x float64) uint64 {
	if x != x {
		return f.canonNaN()
	}
	if f.bits == 32 {
		return uint64(math.Float32bits(float32(x)))
	}
	return math.Float64bits(x)
}

// toF64 widens an encoded value exactly.
func toF64(f fpFormat, v uint64) float64 {
	if f.bits == 32 {
		return float64(f32(v))
	}
	return f64(v)
}
