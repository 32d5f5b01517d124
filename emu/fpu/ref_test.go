package fpu

import (
	"math"
	"math/big"
	"math/rand"
)

// The independent reference: exact values in math/big.Float, rounded by
// big.Float to the format's precision in each mode, with the exponent range
// (overflow, subnormals) handled here since big.Float has neither.

var bigMode = [...]big.RoundingMode{RN: big.ToNearestEven, RZ: big.ToZero, RM: big.ToNegativeInf, RP: big.ToPositiveInf}

// exact returns the exact value of a finite pattern.
func exact(f Format, x uint64) *big.Float {
	if f == F32 {
		return new(big.Float).SetPrec(4400).SetFloat64(float64(math.Float32frombits(uint32(x))))
	}
	return new(big.Float).SetPrec(4400).SetFloat64(math.Float64frombits(x))
}

func emin(f Format) int { return 1 - f.bias }
func emax(f Format) int { return f.bias }

// refRound rounds a nonzero exact value to the format in mode.
func refRound(f Format, v *big.Float, mode Mode) uint64 {
	neg := v.Sign() < 0
	p := int(f.frac) + 1
	msb := v.MantExp(nil) - 1
	q := emin(f) - p + 1 // smallest quantum
	prec := p
	if msb < emin(f) {
		prec = msb - q + 1
	}
	var r *big.Float
	if prec >= 1 {
		r = new(big.Float).SetPrec(uint(prec)).SetMode(bigMode[mode]).Set(v)
	} else {
		// |v| < 2^q: the result is 0 or the smallest subnormal 2^q.
		half := new(big.Float).SetMantExp(big.NewFloat(1), q-1)
		abs := new(big.Float).Abs(v)
		up := false
		switch mode {
		case RN:
			up = abs.Cmp(half) > 0
		case RM:
			up = neg
		case RP:
			up = !neg
		}
		if !up {
			return f.Zero(neg)
		}
		r = new(big.Float).SetMantExp(big.NewFloat(1), q)
		if neg {
			r.Neg(r)
		}
	}
	if r.MantExp(nil)-1 > emax(f) {
		switch {
		case mode == RZ, mode == RM && !neg, mode == RP && neg:
			return f.maxFinite(neg)
		}
		return f.Inf(neg)
	}
	if f == F32 {
		x, acc := r.Float32()
		if acc != big.Exact {
			panic("refRound: not exact")
		}
		return uint64(math.Float32bits(x))
	}
	x, acc := r.Float64()
	if acc != big.Exact {
		panic("refRound: not exact")
	}
	return math.Float64bits(x)
}

func toF64(f Format, x uint64) float64 {
	if f == F32 {
		return float64(math.Float32frombits(uint32(x)))
	}
	return math.Float64frombits(x)
}

func fromF64(f Format, v float64) uint64 {
	if math.IsNaN(v) {
		return f.NaN()
	}
	if f == F32 {
		return uint64(math.Float32bits(float32(v))) // only for specials and exact values
	}
	return math.Float64bits(v)
}

func refFlush(f Format, x uint64, ftz bool) uint64 {
	if ftz && x&f.expMask() == 0 {
		return x & f.sign()
	}
	return x
}

func finite(f Format, xs ...uint64) bool {
	for _, x := range xs {
		v := toF64(f, x)
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

// refZeroSign: an exact zero result of a sum whose terms have signs na, nb.
func refZeroSign(f Format, mode Mode, na, nb bool) uint64 {
	if na == nb {
		return f.Zero(na)
	}
	if mode == RM {
		return f.Zero(true)
	}
	return 0
}

func refAdd(f Format, a, b uint64, mode Mode, ftz bool) uint64 {
	a, b = refFlush(f, a, ftz), refFlush(f, b, ftz)
	if !finite(f, a, b) {
		return fromF64(f, toF64(f, a)+toF64(f, b))
	}
	s := new(big.Float).SetPrec(4400).Add(exact(f, a), exact(f, b))
	if s.Sign() == 0 {
		return refZeroSign(f, mode, f.Neg(a), f.Neg(b))
	}
	return refFlush(f, refRound(f, s, mode), ftz)
}

func refMul(f Format, a, b uint64, mode Mode, ftz bool) uint64 {
	a, b = refFlush(f, a, ftz), refFlush(f, b, ftz)
	if !finite(f, a, b) || f.IsZero(a) || f.IsZero(b) {
		return fromF64(f, toF64(f, a)*toF64(f, b))
	}
	s := new(big.Float).SetPrec(4400).Mul(exact(f, a), exact(f, b))
	return refFlush(f, refRound(f, s, mode), ftz)
}

func refFMA(f Format, a, b, c uint64, mode Mode, ftz bool) uint64 {
	a, b, c = refFlush(f, a, ftz), refFlush(f, b, ftz), refFlush(f, c, ftz)
	if !finite(f, a, b, c) {
		return fromF64(f, math.FMA(toF64(f, a), toF64(f, b), toF64(f, c)))
	}
	p := new(big.Float).SetPrec(4400).Mul(exact(f, a), exact(f, b))
	s := new(big.Float).SetPrec(4400).Add(p, exact(f, c))
	if s.Sign() == 0 {
		np := f.Neg(a) != f.Neg(b)
		if p.Sign() != 0 {
			return f.Zero(mode == RM)
		}
		return refZeroSign(f, mode, np, f.Neg(c))
	}
	return refFlush(f, refRound(f, s, mode), ftz)
}

// specials are the interesting patterns of a format.
func specials(f Format) []uint64 {
	one := f.One()
	minNorm := uint64(1) << f.frac
	out := []uint64{
		0, f.sign(), one, f.Negate(one), f.Inf(false), f.Inf(true), f.NaN(), f.expMask() | 1,
		1, f.sign() | 1, minNorm, minNorm - 1, f.sign() | minNorm, f.maxFinite(false), f.maxFinite(true),
		one + 1, one - 1, one | f.fracMask(), 2 * one / 2, (uint64(f.bias+1) << f.frac) | 1<<(f.frac-1), // 2, 3
		f.fracMask(), (uint64(f.bias-1) << f.frac), // largest denormal, 0.5
	}
	return out
}

// operand draws an operand: special values, random patterns, or values of
// moderate exponent so that sums interact.
func operand(f Format, r *rand.Rand) uint64 {
	mask := uint64(1)<<f.Bits() - 1
	switch k := r.Intn(10); {
	case k < 2:
		s := specials(f)
		return s[r.Intn(len(s))]
	case k < 5:
		return r.Uint64() & mask
	case k < 6: // subnormal or near the bottom
		return r.Uint64()&(f.fracMask()<<1|1) | uint64(r.Intn(2))*f.sign()
	default:
		e := f.bias + r.Intn(20) - 10
		return uint64(e)<<f.frac | r.Uint64()&f.fracMask() | uint64(r.Intn(2))*f.sign()
	}
}

// near returns a pattern within a few ulps of x (same sign), or x.
func near(f Format, x uint64, r *rand.Rand) uint64 {
	y := x + uint64(r.Intn(9)) - 4
	if f.IsNaN(y) || f.IsNaN(x) || (y^x)&f.sign() != 0 || y>>f.Bits() != 0 {
		return x
	}
	return y
}
