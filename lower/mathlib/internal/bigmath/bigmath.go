// Package bigmath evaluates elementary and special functions in math/big
// arithmetic at a chosen precision. It is the high-precision reference of the
// device math library: the Remez tool (internal/minimax) fits polynomials to
// these functions, and the accuracy tests of double-precision functions
// compare against them. Every function is written from its textbook series
// (Taylor, atanh, Machin) with argument reduction, evaluated at the caller's
// precision plus guard bits; none calls package math except for estimates.
package bigmath

import (
	"math"
	"math/big"
	"sync"
)

// guard is the number of extra bits every function computes with.
const guard = 64

func newF(prec uint) *big.Float { return new(big.Float).SetPrec(prec) }

func fromInt(prec uint, n int64) *big.Float { return newF(prec).SetInt64(n) }

// small reports whether |x| < 2^e (x nonzero).
func small(x *big.Float, e int) bool { return x.Sign() == 0 || x.MantExp(nil) <= e }

type constKey struct {
	name string
	prec uint
}

var (
	constMu    sync.Mutex
	constCache = map[constKey]*big.Float{}
)

func cached(name string, prec uint, compute func(uint) *big.Float) *big.Float {
	constMu.Lock()
	defer constMu.Unlock()
	k := constKey{name, prec}
	if v, ok := constCache[k]; ok {
		return newF(prec).Set(v)
	}
	v := compute(prec)
	constCache[k] = v
	return newF(prec).Set(v)
}

// atanhSeries returns atanh(x) = sum x^(2k+1)/(2k+1) for |x| <= 1/2.
func atanhSeries(x *big.Float, prec uint) *big.Float {
	sum := newF(prec).Set(x)
	x2 := newF(prec).Mul(x, x)
	pow := newF(prec).Set(x)
	term := newF(prec)
	for k := int64(1); ; k++ {
		pow.Mul(pow, x2)
		term.Quo(pow, fromInt(prec, 2*k+1))
		if term.Sign() == 0 || term.MantExp(nil) < sum.MantExp(nil)-int(prec)-2 {
			break
		}
		sum.Add(sum, term)
	}
	return sum
}

// atanSeries returns atan(x) = sum (-1)^k x^(2k+1)/(2k+1) for |x| <= 1/2.
func atanSeries(x *big.Float, prec uint) *big.Float {
	sum := newF(prec).Set(x)
	x2 := newF(prec).Mul(x, x)
	pow := newF(prec).Set(x)
	term := newF(prec)
	for k := int64(1); ; k++ {
		pow.Mul(pow, x2)
		pow.Neg(pow)
		term.Quo(pow, fromInt(prec, 2*k+1))
		if term.Sign() == 0 || term.MantExp(nil) < sum.MantExp(nil)-int(prec)-2 {
			break
		}
		sum.Add(sum, term)
	}
	return sum
}

// Ln2 returns log(2) = 2 atanh(1/3).
func Ln2(prec uint) *big.Float {
	return cached("ln2", prec, func(prec uint) *big.Float {
		p := prec + guard
		third := newF(p).Quo(fromInt(p, 1), fromInt(p, 3))
		v := atanhSeries(third, p)
		return v.Mul(v, fromInt(p, 2)).SetPrec(prec)
	})
}

// Pi returns pi by Machin's formula 16 atan(1/5) - 4 atan(1/239).
func Pi(prec uint) *big.Float {
	return cached("pi", prec, func(prec uint) *big.Float {
		p := prec + guard
		a := atanSeries(newF(p).Quo(fromInt(p, 1), fromInt(p, 5)), p)
		b := atanSeries(newF(p).Quo(fromInt(p, 1), fromInt(p, 239)), p)
		a.Mul(a, fromInt(p, 16))
		b.Mul(b, fromInt(p, 4))
		return a.Sub(a, b).SetPrec(prec)
	})
}

// Exp returns e^x.
func Exp(x *big.Float, prec uint) *big.Float {
	if x.IsInf() {
		if x.Signbit() {
			return newF(prec)
		}
		return newF(prec).SetInf(false)
	}
	xf, _ := x.Float64()
	if math.Abs(xf) > 1e15 {
		// Beyond any binary exponent range: report 0 or infinity.
		if xf < 0 {
			return newF(prec)
		}
		return newF(prec).SetInf(false)
	}
	extra := uint(0)
	if xf > 1 || xf < -1 {
		extra = uint(math.Log2(math.Abs(xf))) + 2
	}
	p := prec + guard + extra
	// x = n ln2 + r, |r| <= ln2/2; e^r by Taylor on r / 2^16, squared 16 times.
	n := math.Round(xf / math.Ln2)
	r := newF(p).Set(x)
	r.Sub(r, newF(p).Mul(Ln2(p), newF(p).SetFloat64(n)))
	const halvings = 16
	r.SetMantExp(r, -halvings)
	q := uint(p + 2*halvings)
	sum := fromInt(q, 1)
	term := fromInt(q, 1)
	for k := int64(1); ; k++ {
		term.Mul(term, r)
		term.Quo(term, fromInt(q, k))
		if term.Sign() == 0 || term.MantExp(nil) < -int(q)-2 {
			break
		}
		sum.Add(sum, term)
	}
	for i := 0; i < halvings; i++ {
		sum.Mul(sum, sum)
	}
	sum.SetMantExp(sum, int(n))
	return sum.SetPrec(prec)
}

// Expm1 returns e^x - 1 without cancellation for small x.
func Expm1(x *big.Float, prec uint) *big.Float {
	if small(x, -1) {
		p := prec + guard
		sum := newF(p).Set(x)
		term := newF(p).Set(x)
		for k := int64(2); ; k++ {
			term.Mul(term, x)
			term.Quo(term, fromInt(p, k))
			if term.Sign() == 0 || term.MantExp(nil) < sum.MantExp(nil)-int(p)-2 {
				break
			}
			sum.Add(sum, term)
		}
		return sum.SetPrec(prec)
	}
	e := Exp(x, prec+guard)
	return e.Sub(e, fromInt(prec+guard, 1)).SetPrec(prec)
}

// Log returns the natural logarithm of x > 0 (-inf at 0, NaN is not
// representable: negative x panics like big.Float's own NaN cases).
func Log(x *big.Float, prec uint) *big.Float {
	if x.Sign() == 0 {
		return newF(prec).SetInf(true)
	}
	if x.IsInf() {
		return newF(prec).SetInf(false)
	}
	if x.Sign() < 0 {
		panic("bigmath.Log: negative argument (a caller bug: the domain is x >= 0)")
	}
	p := prec + guard
	m := newF(p)
	e := x.MantExp(m) // x = m 2^e, m in [0.5, 1)
	if m.Cmp(newF(p).SetFloat64(math.Sqrt2/2)) < 0 {
		m.SetMantExp(m, 1)
		e--
	}
	// log(m) = 2 atanh((m-1)/(m+1)), |s| <= 0.172.
	one := fromInt(p, 1)
	s := newF(p).Sub(m, one)
	s.Quo(s, newF(p).Add(m, one))
	v := atanhSeries(s, p)
	v.Mul(v, fromInt(p, 2))
	if e != 0 {
		v.Add(v, newF(p).Mul(Ln2(p), fromInt(p, int64(e))))
	}
	return v.SetPrec(prec)
}

// Log1p returns log(1 + x) for x > -1.
func Log1p(x *big.Float, prec uint) *big.Float {
	p := prec + guard
	if small(x, -2) {
		// log(1+x) = 2 atanh(x / (2 + x)).
		s := newF(p).Quo(x, newF(p).Add(fromInt(p, 2), x))
		v := atanhSeries(s, p)
		return v.Mul(v, fromInt(p, 2)).SetPrec(prec)
	}
	// 1 + x is exact at this precision for any float64 x.
	y := newF(p+2200).Add(fromInt(p+2200, 1), x)
	return Log(y, prec)
}

// Sqrt returns the square root of x >= 0.
func Sqrt(x *big.Float, prec uint) *big.Float {
	if x.Sign() == 0 {
		return newF(prec).Set(x)
	}
	return newF(prec).Sqrt(x)
}

// Cbrt returns the real cube root of x by Newton's iteration.
func Cbrt(x *big.Float, prec uint) *big.Float {
	if x.Sign() == 0 || x.IsInf() {
		return newF(prec).Set(x)
	}
	p := prec + guard
	a := newF(p).Abs(x)
	m := newF(p)
	e := a.MantExp(m)
	for e%3 != 0 {
		m.SetMantExp(m, 1)
		e--
	}
	mf, _ := m.Float64()
	y := newF(p).SetFloat64(math.Cbrt(mf))
	three := fromInt(p, 3)
	for i := 0; i < 12; i++ { // quadratic convergence from 52 bits
		// y = y - (y^3 - m) / (3 y^2)
		y2 := newF(p).Mul(y, y)
		num := newF(p).Mul(y2, y)
		num.Sub(num, m)
		den := y2.Mul(y2, three)
		y.Sub(y, num.Quo(num, den))
	}
	y.SetMantExp(y, e/3)
	if x.Sign() < 0 {
		y.Neg(y)
	}
	return y.SetPrec(prec)
}

// reduceHalfPi returns r = x - k pi/2 with |r| <= pi/4 (about) and k mod 4.
func reduceHalfPi(x *big.Float, prec uint) (*big.Float, int) {
	xf, _ := x.Float64()
	extra := uint(0)
	if a := math.Abs(xf); a > 1 {
		extra = uint(math.Log2(a)) + 4
	}
	p := prec + guard + extra
	halfPi := Pi(p)
	halfPi.SetMantExp(halfPi, -1)
	kq := newF(p).Quo(x, halfPi)
	ki, _ := new(big.Float).SetPrec(p).Add(kq, newF(p).SetFloat64(0.5*float64(kq.Sign()))).Int(nil)
	r := newF(p).Sub(x, newF(p).Mul(halfPi, newF(p).SetInt(ki)))
	k := new(big.Int).Mod(ki, big.NewInt(4)).Int64()
	return r, int(k)
}

func sinSeries(r *big.Float, p uint) *big.Float {
	sum := newF(p).Set(r)
	term := newF(p).Set(r)
	r2 := newF(p).Mul(r, r)
	for k := int64(1); ; k++ {
		term.Mul(term, r2)
		term.Quo(term, fromInt(p, (2*k)*(2*k+1)))
		term.Neg(term)
		if term.Sign() == 0 || term.MantExp(nil) < sum.MantExp(nil)-int(p)-2 {
			break
		}
		sum.Add(sum, term)
	}
	return sum
}

func cosSeries(r *big.Float, p uint) *big.Float {
	sum := fromInt(p, 1)
	term := fromInt(p, 1)
	r2 := newF(p).Mul(r, r)
	for k := int64(1); ; k++ {
		term.Mul(term, r2)
		term.Quo(term, fromInt(p, (2*k-1)*(2*k)))
		term.Neg(term)
		if term.Sign() == 0 || term.MantExp(nil) < -int(p)-2 {
			break
		}
		sum.Add(sum, term)
	}
	return sum
}

// Sin returns sin(x).
func Sin(x *big.Float, prec uint) *big.Float {
	r, k := reduceHalfPi(x, prec)
	p := r.Prec()
	var v *big.Float
	switch k {
	case 0:
		v = sinSeries(r, p)
	case 1:
		v = cosSeries(r, p)
	case 2:
		v = sinSeries(r, p)
		v.Neg(v)
	default:
		v = cosSeries(r, p)
		v.Neg(v)
	}
	return v.SetPrec(prec)
}

// Cos returns cos(x).
func Cos(x *big.Float, prec uint) *big.Float {
	r, k := reduceHalfPi(x, prec)
	p := r.Prec()
	var v *big.Float
	switch k {
	case 0:
		v = cosSeries(r, p)
	case 1:
		v = sinSeries(r, p)
		v.Neg(v)
	case 2:
		v = cosSeries(r, p)
		v.Neg(v)
	default:
		v = sinSeries(r, p)
	}
	return v.SetPrec(prec)
}

// Tan returns tan(x).
func Tan(x *big.Float, prec uint) *big.Float {
	s := Sin(x, prec+guard)
	c := Cos(x, prec+guard)
	return newF(prec).Quo(s, c)
}

// Atan returns atan(x).
func Atan(x *big.Float, prec uint) *big.Float {
	p := prec + guard
	if x.IsInf() {
		v := Pi(p)
		v.SetMantExp(v, -1)
		if x.Signbit() {
			v.Neg(v)
		}
		return v.SetPrec(prec)
	}
	a := newF(p).Abs(x)
	one := fromInt(p, 1)
	inverted := a.Cmp(one) > 0
	if inverted {
		a.Quo(one, a)
	}
	// atan(a) = 2 atan(a / (1 + sqrt(1 + a^2))), twice: a <= tan(pi/16).
	for i := 0; i < 2; i++ {
		d := newF(p).Mul(a, a)
		d.Add(d, one)
		d.Sqrt(d)
		d.Add(d, one)
		a.Quo(a, d)
	}
	v := atanSeries(a, p)
	v.SetMantExp(v, 2)
	if inverted {
		h := Pi(p)
		h.SetMantExp(h, -1)
		v.Sub(h, v)
	}
	if x.Sign() < 0 {
		v.Neg(v)
	}
	return v.SetPrec(prec)
}

// Asin returns asin(x) for |x| <= 1.
func Asin(x *big.Float, prec uint) *big.Float {
	p := prec + guard
	one := fromInt(p, 1)
	d := newF(p).Mul(x, x)
	d.Sub(one, d)
	if d.Sign() == 0 {
		h := Pi(p)
		h.SetMantExp(h, -1)
		if x.Sign() < 0 {
			h.Neg(h)
		}
		return h.SetPrec(prec)
	}
	d.Sqrt(d)
	return Atan(d.Quo(x, d), prec)
}

// Acos returns acos(x) for |x| <= 1.
func Acos(x *big.Float, prec uint) *big.Float {
	p := prec + guard
	h := Pi(p)
	h.SetMantExp(h, -1)
	return h.Sub(h, Asin(x, p)).SetPrec(prec)
}

// Atanh returns atanh(x) for |x| < 1.
func Atanh(x *big.Float, prec uint) *big.Float {
	p := prec + guard
	if small(x, -1) {
		return atanhSeries(x, p).SetPrec(prec)
	}
	one := fromInt(p, 1)
	q := newF(p).Add(one, x)
	q.Quo(q, newF(p).Sub(one, x))
	v := Log(q, p)
	return v.SetMantExp(v, -1).SetPrec(prec)
}

// Sinh returns sinh(x).
func Sinh(x *big.Float, prec uint) *big.Float {
	p := prec + guard
	if small(x, -1) {
		sum := newF(p).Set(x)
		term := newF(p).Set(x)
		x2 := newF(p).Mul(x, x)
		for k := int64(1); ; k++ {
			term.Mul(term, x2)
			term.Quo(term, fromInt(p, (2*k)*(2*k+1)))
			if term.Sign() == 0 || term.MantExp(nil) < sum.MantExp(nil)-int(p)-2 {
				break
			}
			sum.Add(sum, term)
		}
		return sum.SetPrec(prec)
	}
	e := Exp(x, p)
	v := newF(p).Quo(fromInt(p, 1), e)
	v.Sub(e, v)
	return v.SetMantExp(v, -1).SetPrec(prec)
}

// Cosh returns cosh(x).
func Cosh(x *big.Float, prec uint) *big.Float {
	p := prec + guard
	e := Exp(x, p)
	v := newF(p).Quo(fromInt(p, 1), e)
	v.Add(e, v)
	return v.SetMantExp(v, -1).SetPrec(prec)
}

// Tanh returns tanh(x).
func Tanh(x *big.Float, prec uint) *big.Float {
	p := prec + guard
	return newF(prec).Quo(Sinh(x, p), Cosh(x, p))
}

// Erf returns the error function by its Taylor series, evaluated with enough
// extra precision for the cancellation of its alternating terms.
func Erf(x *big.Float, prec uint) *big.Float {
	xf, _ := x.Float64()
	if math.Abs(xf) > 30 {
		v := fromInt(prec, 1)
		if xf < 0 {
			v.Neg(v)
		}
		return v
	}
	return erfSeries(x, prec+guard+uint(2*xf*xf)).SetPrec(prec)
}

func erfSeries(x *big.Float, p uint) *big.Float {
	// erf(x) = 2/sqrt(pi) sum (-1)^n x^(2n+1) / (n! (2n+1))
	sum := newF(p).Set(x)
	pow := newF(p).Set(x) // (-1)^n x^(2n+1) / n!
	x2 := newF(p).Mul(x, x)
	term := newF(p)
	for n := int64(1); ; n++ {
		pow.Mul(pow, x2)
		pow.Quo(pow, fromInt(p, n))
		pow.Neg(pow)
		term.Quo(pow, fromInt(p, 2*n+1))
		if term.Sign() == 0 || (term.MantExp(nil) < sum.MantExp(nil)-int(p)-2 && pow.MantExp(nil) < 0) {
			break
		}
		sum.Add(sum, term)
	}
	c := Sqrt(Pi(p), p)
	c.Quo(fromInt(p, 2), c)
	return sum.Mul(sum, c)
}

// Erfc returns 1 - erf(x), computed from the series with the precision the
// cancellation needs (erfc(x) ~ e^(-x^2)).
func Erfc(x *big.Float, prec uint) *big.Float {
	xf, _ := x.Float64()
	if xf > 40 {
		return newF(prec) // below every binary64 value
	}
	extra := uint(0)
	if xf > 0 {
		extra = uint(2 * xf * xf)
	}
	p := prec + guard + extra
	v := Erf(x, p)
	return v.Sub(fromInt(p, 1), v).SetPrec(prec)
}

// Pow returns x^y for x > 0.
func Pow(x, y *big.Float, prec uint) *big.Float {
	p := prec + guard
	l := Log(x, p+64)
	l.Mul(l, y)
	return Exp(l, prec)
}
