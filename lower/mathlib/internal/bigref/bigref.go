// Package bigref is the high-precision reference for the double-precision
// functions of the device math library: exp, log, sin, cos, atan and the
// functions built from them, erf and its inverses (inverse.go), lgamma and
// tgamma (gamma.go), evaluated over math/big.Float with exact
// argument reduction and far more guard bits than a float64 result needs, so
// that the ulp error of a library result can be measured against the exact
// value rather than against another rounded result.
//
// Every function takes a float64 argument (exactly representable, so the
// reference sees the input the device saw) and returns a *big.Float with
// Prec bits, accurate to a few units of its last place; Ulps measures a
// float64 result against it.
package bigref

import (
	"math"
	"math/big"
	"sync"
)

// Prec is the precision of the results; the working precision is higher.
const Prec = 192

// work is the working precision of the series.
const work = Prec + 64

// piPrec is the precision of the cached pi: enough that x - k*pi/2 keeps
// work bits for any finite float64 x (exponent below 1024).
const piPrec = 1100 + work

func newF(prec uint) *big.Float { return new(big.Float).SetPrec(prec) }

func num(prec uint, v float64) *big.Float { return newF(prec).SetFloat64(v) }

var (
	constOnce sync.Once
	ln2Const  *big.Float // ln 2 at work+64 bits
	ln10Const *big.Float // ln 10 at work+64 bits
	piConst   *big.Float // pi at piPrec bits
)

func constants() {
	constOnce.Do(func() {
		p := uint(work + 64)
		// ln 2 = 2 atanh(1/3).
		third := newF(p+16).Quo(num(p+16, 1), num(p+16, 3))
		ln2Const = newF(p).Mul(atanhSeries(third, p+16), num(p, 2))
		// ln 10 = 3 ln 2 + ln(5/4) = 3 ln 2 + 2 atanh(1/9).
		ninth := newF(p+16).Quo(num(p+16, 1), num(p+16, 9))
		l := newF(p+16).Mul(atanhSeries(ninth, p+16), num(p+16, 2))
		ln10Const = newF(p).Add(l, newF(p+16).Mul(ln2Const, num(p+16, 3)))
		// Machin: pi = 16 atan(1/5) - 4 atan(1/239).
		q := uint(piPrec + 32)
		a := atanSeries(newF(q).Quo(num(q, 1), num(q, 5)), q)
		b := atanSeries(newF(q).Quo(num(q, 1), num(q, 239)), q)
		piConst = newF(piPrec).Sub(newF(q).Mul(a, num(q, 16)), newF(q).Mul(b, num(q, 4)))
	})
}

// Pi returns pi to prec bits (prec at most about 1350).
func Pi(prec uint) *big.Float {
	constants()
	return newF(prec).Set(piConst)
}

// Ln2 returns ln 2 to Prec bits.
func Ln2() *big.Float {
	constants()
	return newF(Prec).Set(ln2Const)
}

// Ln10 returns ln 10 to Prec bits.
func Ln10() *big.Float {
	constants()
	return newF(Prec).Set(ln10Const)
}

// atanhSeries sums t + t^3/3 + t^5/5 + ... for |t| < 1/2 at prec bits.
func atanhSeries(t *big.Float, prec uint) *big.Float {
	t2 := newF(prec).Mul(t, t)
	sum := newF(prec).Set(t)
	pow := newF(prec).Set(t)
	term := newF(prec)
	for n := int64(3); ; n += 2 {
		pow.Mul(pow, t2)
		term.Quo(pow, newF(prec).SetInt64(n))
		if term.Sign() == 0 || sum.MantExp(nil)-term.MantExp(nil) > int(prec)+2 {
			return sum
		}
		sum.Add(sum, term)
	}
}

// atanSeries sums t - t^3/3 + t^5/5 - ... for |t| < 1/2 at prec bits.
func atanSeries(t *big.Float, prec uint) *big.Float {
	t2 := newF(prec).Mul(t, t)
	t2.Neg(t2)
	sum := newF(prec).Set(t)
	pow := newF(prec).Set(t)
	term := newF(prec)
	for n := int64(3); ; n += 2 {
		pow.Mul(pow, t2)
		term.Quo(pow, newF(prec).SetInt64(n))
		if term.Sign() == 0 || sum.MantExp(nil)-term.MantExp(nil) > int(prec)+2 {
			return sum
		}
		sum.Add(sum, term)
	}
}

// expBig returns e^x for a big x. Results beyond any float64 range come
// back as +Inf or 0, which round to what a float64 function must return.
func expBig(x *big.Float) *big.Float {
	constants()
	if x.Sign() == 0 {
		return num(Prec, 1)
	}
	if x.Cmp(num(64, 2000)) > 0 {
		return newF(Prec).SetInf(false)
	}
	if x.Cmp(num(64, -2000)) < 0 {
		return newF(Prec)
	}
	// x = k ln2 + r, |r| <= ln2/2, then e^r = (e^(r/2^10))^(2^10).
	p := uint(work + 32)
	kf := newF(p).Quo(x, ln2Const)
	k := roundInt(kf)
	r := newF(p).Sub(x, newF(p).Mul(ln2Const, newF(p).SetInt64(k)))
	const halvings = 10
	r.SetMantExp(r, -halvings)
	sum := num(p, 1)
	term := num(p, 1)
	for n := int64(1); ; n++ {
		term.Mul(term, r)
		term.Quo(term, newF(p).SetInt64(n))
		if term.Sign() == 0 || -term.MantExp(nil) > int(p)+2 {
			break
		}
		sum.Add(sum, term)
	}
	for i := 0; i < halvings; i++ {
		sum.Mul(sum, sum)
	}
	// Kept at the working precision: Sinh and Cosh subtract results.
	return sum.SetMantExp(sum, int(k))
}

// roundInt returns x rounded to the nearest integer (|x| < 2^62).
func roundInt(x *big.Float) int64 {
	h := newF(x.Prec() + 2).Set(x)
	if x.Sign() >= 0 {
		h.Add(h, num(8, 0.5))
	} else {
		h.Sub(h, num(8, 0.5))
	}
	i, _ := h.Int64() // truncates toward zero
	return i
}

// logBig returns ln x for x > 0 (exact input of any precision).
func logBig(x *big.Float) *big.Float {
	constants()
	if x.Sign() <= 0 {
		panic("bigref: log of a non-positive number")
	}
	p := uint(work + 32)
	// x = m 2^e with m in [sqrt(1/2), sqrt(2)); m-1 is exact in x's
	// precision plus one bit.
	mp := x.Prec() + 2
	m := newF(mp)
	e := x.MantExp(m)
	if m.Cmp(num(64, math.Sqrt2/2)) < 0 {
		m.SetMantExp(m, 1)
		e--
	}
	num1 := newF(mp).Sub(m, num(mp, 1)) // exact
	den := newF(p).Add(m, num(p, 1))
	t := newF(p).Quo(newF(p).Set(num1), den)
	l := newF(p).Mul(atanhSeries(t, p), num(p, 2))
	l.Add(l, newF(p).Mul(ln2Const, newF(p).SetInt64(int64(e))))
	return newF(Prec).Set(l)
}

// Exp returns e^x.
func Exp(x float64) *big.Float { return newF(Prec).Set(expBig(num(53, x))) }

// Exp2 returns 2^x.
func Exp2(x float64) *big.Float {
	constants()
	p := uint(work + 32)
	return newF(Prec).Set(expBig(newF(p).Mul(num(53, x), ln2Const)))
}

// Exp10 returns 10^x.
func Exp10(x float64) *big.Float {
	constants()
	p := uint(work + 32)
	return newF(Prec).Set(expBig(newF(p).Mul(num(53, x), ln10Const)))
}

// Expm1 returns e^x - 1 with full relative precision near 0.
func Expm1(x float64) *big.Float {
	if math.Abs(x) >= 0.5 {
		e := expBig(num(53, x))
		return newF(Prec).Sub(newF(work).Set(e), num(work, 1))
	}
	p := uint(work + 32)
	xf := num(p, x)
	sum := newF(p).Set(xf)
	term := newF(p).Set(xf)
	for n := int64(2); ; n++ {
		term.Mul(term, xf)
		term.Quo(term, newF(p).SetInt64(n))
		if term.Sign() == 0 || sum.MantExp(nil)-term.MantExp(nil) > int(p)+2 {
			break
		}
		sum.Add(sum, term)
	}
	return newF(Prec).Set(sum)
}

// Log returns ln x for x > 0.
func Log(x float64) *big.Float { return logBig(num(53, x)) }

// Log2 returns log2 x for x > 0.
func Log2(x float64) *big.Float {
	constants()
	return newF(Prec).Quo(newF(work).Set(logBig(num(53, x))), ln2Const)
}

// Log10 returns log10 x for x > 0.
func Log10(x float64) *big.Float {
	constants()
	return newF(Prec).Quo(newF(work).Set(logBig(num(53, x))), ln10Const)
}

// Log1p returns ln(1+x) for x > -1; 1+x is formed exactly.
func Log1p(x float64) *big.Float {
	s := newF(2200).Add(num(2200, 1), num(53, x))
	return logBig(s)
}

// reduceHalfPi returns r and k mod 4 with x = k pi/2 + r, |r| <= pi/4,
// r at work bits whatever the size of x.
func reduceHalfPi(x *big.Float) (*big.Float, int) {
	constants()
	p := uint(work + 64)
	if e := x.MantExp(nil); e > 0 {
		p += uint(e)
	}
	halfPi := newF(p).SetMantExp(newF(p).Set(piConst), -1)
	q := newF(p).Quo(x, halfPi)
	kInt, _ := newF(p).Add(q, num(8, 0.5)).Int(nil)
	// Int truncates toward zero: floor for the positive case only.
	kf := newF(p).SetInt(kInt)
	if newF(p).Add(q, num(8, 0.5)).Cmp(kf) < 0 {
		kInt.Sub(kInt, big.NewInt(1))
		kf.SetInt(kInt)
	}
	r := newF(p).Sub(x, newF(p).Mul(kf, halfPi))
	quad := int(new(big.Int).And(kInt, big.NewInt(3)).Int64())
	return newF(work).Set(r), quad
}

// sinCosSeries returns sin r and cos r for |r| <= pi/4.
func sinCosSeries(r *big.Float) (s, c *big.Float) {
	p := uint(work)
	r2 := newF(p).Mul(r, r)
	s = newF(p).Set(r)
	c = num(p, 1)
	ts := newF(p).Set(r)
	tc := num(p, 1)
	for n := int64(1); n < 400; n++ {
		ts.Mul(ts, r2)
		ts.Quo(ts, newF(p).SetInt64((2*n)*(2*n+1)))
		ts.Neg(ts)
		tc.Mul(tc, r2)
		tc.Quo(tc, newF(p).SetInt64((2*n-1)*(2*n)))
		tc.Neg(tc)
		if tc.Sign() == 0 || -tc.MantExp(nil) > int(p)+4 {
			break
		}
		if ts.Sign() != 0 {
			s.Add(s, ts)
		}
		c.Add(c, tc)
	}
	return s, c
}

// SinCos returns sin x and cos x for finite x.
func SinCos(x float64) (sin, cos *big.Float) {
	if x == 0 {
		return num(Prec, x), num(Prec, 1)
	}
	r, quad := reduceHalfPi(num(53, x))
	s, c := sinCosSeries(r)
	switch quad {
	case 1:
		s, c = c, newF(work).Neg(s)
	case 2:
		s, c = newF(work).Neg(s), newF(work).Neg(c)
	case 3:
		s, c = newF(work).Neg(c), s
	}
	return newF(Prec).Set(s), newF(Prec).Set(c)
}

// Sin returns sin x.
func Sin(x float64) *big.Float { s, _ := SinCos(x); return s }

// Cos returns cos x.
func Cos(x float64) *big.Float { _, c := SinCos(x); return c }

// Tan returns tan x.
func Tan(x float64) *big.Float {
	s, c := SinCos(x)
	return newF(Prec).Quo(s, c)
}

// SinPi returns sin(pi x) (x exact, the product formed at full precision).
func SinPi(x float64) *big.Float {
	s, _ := sinCosPi(x)
	return s
}

// CosPi returns cos(pi x).
func CosPi(x float64) *big.Float {
	_, c := sinCosPi(x)
	return c
}

// sinCosPi reduces x modulo 2 exactly before multiplying by pi.
func sinCosPi(x float64) (sin, cos *big.Float) {
	r := math.Mod(x, 2) // exact
	p := uint(work)
	t := newF(p).Mul(num(53, r), Pi(p))
	if t.Sign() == 0 {
		return num(Prec, 0), num(Prec, 1)
	}
	rr, quad := reduceHalfPi(t)
	s, c := sinCosSeries(rr)
	switch quad {
	case 1:
		s, c = c, newF(work).Neg(s)
	case 2:
		s, c = newF(work).Neg(s), newF(work).Neg(c)
	case 3:
		s, c = newF(work).Neg(c), s
	}
	return newF(Prec).Set(s), newF(Prec).Set(c)
}

// atanBig returns atan t for any finite t.
func atanBig(t *big.Float) *big.Float {
	p := uint(work + 32)
	x := newF(p).Set(t)
	neg := x.Sign() < 0
	x.Abs(x)
	var base *big.Float
	if x.Cmp(num(8, 1)) > 0 {
		// atan x = pi/2 - atan(1/x).
		base = newF(p).SetMantExp(Pi(p), -1)
		x.Quo(num(p, 1), x)
	}
	// atan x = 2 atan(x / (1 + sqrt(1 + x^2))), three times.
	for i := 0; i < 3; i++ {
		s := newF(p).Mul(x, x)
		s.Add(s, num(p, 1))
		s.Sqrt(s)
		s.Add(s, num(p, 1))
		x.Quo(x, s)
	}
	a := atanSeries(x, p)
	a.SetMantExp(a, 3)
	if base != nil {
		a.Sub(base, a)
	}
	if neg {
		a.Neg(a)
	}
	return newF(Prec).Set(a)
}

// Atan returns atan x (±pi/2 for infinite x).
func Atan(x float64) *big.Float {
	if math.IsInf(x, 0) {
		h := newF(Prec).SetMantExp(Pi(Prec), -1)
		if x < 0 {
			h.Neg(h)
		}
		return h
	}
	return atanBig(num(53, x))
}

// Atan2 returns the angle of the point (x, y) in (-pi, pi], for finite,
// not both zero, x and y.
func Atan2(y, x float64) *big.Float {
	p := uint(work + 32)
	if x == 0 {
		h := newF(Prec).SetMantExp(Pi(Prec), -1)
		if y < 0 {
			h.Neg(h)
		}
		return h
	}
	a := atanBig(newF(p).Quo(num(53, y), num(53, x)))
	if x < 0 {
		pi := Pi(p)
		if y < 0 || (y == 0 && math.Signbit(y)) {
			a = newF(p).Sub(a, pi)
		} else {
			a = newF(p).Add(a, pi)
		}
	}
	return newF(Prec).Set(a)
}

// Ulps returns the error of got against the exact value ref in units in
// the last place of ref's float64 binade (2^-1074 below the normal range).
// A ref whose float64 rounding overflows expects an infinity of its sign
// (error 0 if got is that infinity); any other infinity or NaN in got is
// an infinite error.
func Ulps(got float64, ref *big.Float) float64 {
	want, _ := ref.Float64()
	if math.IsInf(want, 0) || math.IsInf(got, 0) {
		if got == want {
			return 0
		}
		return math.Inf(1)
	}
	if math.IsNaN(got) {
		return math.Inf(1)
	}
	if ref.Sign() == 0 {
		if got == 0 {
			return 0
		}
		return math.Abs(got) / math.SmallestNonzeroFloat64
	}
	e := ref.MantExp(nil) - 53 // ulp exponent for a normal value
	if e < -1074 {
		e = -1074
	}
	d := newF(work).Sub(num(53, got), ref)
	d.Abs(d)
	d.SetMantExp(d, -e)
	u, _ := d.Float64()
	return u
}

// Asin returns asin x for |x| <= 1: atan(x / sqrt(1 - x^2)), 1 - x^2
// formed exactly.
func Asin(x float64) *big.Float {
	p := uint(work + 32)
	if math.Abs(x) == 1 {
		h := newF(Prec).SetMantExp(Pi(Prec), -1)
		if x < 0 {
			h.Neg(h)
		}
		return h
	}
	xf := num(p, x)
	w := newF(300).Mul(num(53, x), num(53, x)) // exact
	w.Sub(num(300, 1), w)
	s := newF(p).Sqrt(newF(p).Set(w))
	return atanBig(newF(p).Quo(xf, s))
}

// Acos returns acos x for |x| <= 1: 2 atan(sqrt((1 - x) / (1 + x))).
func Acos(x float64) *big.Float {
	p := uint(work + 32)
	if x == -1 {
		return Pi(Prec)
	}
	n := newF(p).Sub(num(p, 1), num(53, x))
	d := newF(p).Add(num(p, 1), num(53, x))
	q := newF(p).Quo(n, d)
	q.Sqrt(q)
	a := atanBig(q)
	return newF(Prec).SetMantExp(a, 1)
}

// oddSeries returns x + (n3/d3) x^3 + (n5/d5) x^5 for tiny |x| (below
// 2^-30, where the next term is below 2^-180 relative).
func oddSeries(x float64, n3, d3, n5, d5 int64) *big.Float {
	p := uint(work)
	ratio := func(n, d int64) *big.Float { return newF(p).Quo(newF(p).SetInt64(n), newF(p).SetInt64(d)) }
	xf := num(p, x)
	x2 := newF(p).Mul(xf, xf)
	t := newF(p).Mul(x2, ratio(n5, d5))
	t.Add(t, ratio(n3, d3))
	t.Mul(t, x2)
	t.Add(t, num(p, 1))
	return newF(Prec).Mul(t, xf)
}

// Sinh returns sinh x.
func Sinh(x float64) *big.Float {
	if math.Abs(x) < 0x1p-30 {
		return oddSeries(x, 1, 6, 1, 120)
	}
	p := uint(work + 64)
	e := newF(p).Set(expBig(num(53, x)))
	if e.IsInf() {
		return newF(Prec).SetInf(false)
	}
	if e.Sign() == 0 {
		return newF(Prec).SetInf(true)
	}
	inv := newF(p).Quo(num(p, 1), e)
	d := newF(p).Sub(e, inv)
	return newF(Prec).SetMantExp(d, -1)
}

// Cosh returns cosh x.
func Cosh(x float64) *big.Float {
	p := uint(work + 64)
	e := newF(p).Set(expBig(num(53, math.Abs(x))))
	if e.IsInf() {
		return newF(Prec).SetInf(false)
	}
	s := newF(p).Add(e, newF(p).Quo(num(p, 1), e))
	return newF(Prec).SetMantExp(s, -1)
}

// Tanh returns tanh x = expm1(2x) / (expm1(2x) + 2).
func Tanh(x float64) *big.Float {
	ax := math.Abs(x)
	p := uint(work + 64)
	var r *big.Float
	if ax > 40 {
		// 1 - 2 e^(-2|x|) (+ far smaller terms).
		r = newF(p).Mul(newF(p).Set(expBig(num(64, -2*math.Min(ax, 1e4)))), num(p, 2))
		r.Sub(num(p, 1), r)
	} else {
		em := newF(p).Set(Expm1(2 * ax))
		r = newF(p).Quo(em, newF(p).Add(em, num(p, 2)))
	}
	if x < 0 {
		r.Neg(r)
	}
	return newF(Prec).Set(r)
}

// Asinh returns asinh x = sign(x) log(|x| + sqrt(x^2 + 1)).
func Asinh(x float64) *big.Float {
	ax := math.Abs(x)
	if ax < 0x1p-30 {
		return oddSeries(x, -1, 6, 3, 40)
	}
	p := uint(work + 64)
	w := newF(2400).Mul(num(53, ax), num(53, ax)) // exact
	w.Add(w, num(2400, 1))                        // exact
	s := newF(p).Sqrt(w)
	s.Add(s, num(53, ax))
	r := logBig(s)
	if x < 0 {
		r.Neg(r)
	}
	return r
}

// Acosh returns acosh x = log(x + sqrt(x^2 - 1)) for x >= 1.
func Acosh(x float64) *big.Float {
	p := uint(work + 64)
	w := newF(2400).Mul(num(53, x), num(53, x))
	w.Sub(w, num(2400, 1))
	s := newF(p).Sqrt(w)
	s.Add(s, num(53, x))
	return logBig(s)
}

// Atanh returns atanh x = log((1 + x) / (1 - x)) / 2 for |x| < 1.
func Atanh(x float64) *big.Float {
	if math.Abs(x) < 0x1p-30 {
		return oddSeries(x, 1, 3, 1, 5)
	}
	p := uint(work + 64)
	q := newF(p).Quo(newF(p).Add(num(p, 1), num(53, x)), newF(p).Sub(num(p, 1), num(53, x)))
	r := logBig(q)
	return newF(Prec).SetMantExp(r, -1)
}

// Pow returns |x|^y with the sign of x^y for finite x != 0, finite y (x < 0
// only with integer y).
func Pow(x, y float64) *big.Float {
	p := uint(work + 64)
	l := newF(p).Set(logBig(num(53, math.Abs(x))))
	l.Mul(l, num(53, y))
	r := expBig(l)
	if x < 0 && math.Mod(y, 2) != 0 {
		r.Neg(r)
	}
	return newF(Prec).Set(r)
}

// Cbrt returns the real cube root of x by Newton's iteration from Go's
// math.Cbrt (53 bits; three steps reach 400).
func Cbrt(x float64) *big.Float {
	if x == 0 {
		return num(Prec, x)
	}
	p := uint(work + 64)
	xf := num(53, x)
	y := num(p, math.Cbrt(x))
	for i := 0; i < 3; i++ {
		y2 := newF(p).Mul(y, y)
		d := newF(p).Sub(newF(p).Mul(y2, y), xf)
		d.Quo(d, newF(p).Mul(y2, num(p, 3)))
		y.Sub(y, d)
	}
	return newF(Prec).Set(y)
}

// sqrtPi returns sqrt(pi) to prec bits.
func sqrtPi(prec uint) *big.Float { return newF(prec).Sqrt(Pi(prec + 8)) }

// erfSeries returns erf x by its Taylor series (2/sqrt(pi)) sum (-1)^n
// x^(2n+1) / (n! (2n+1)) at prec bits; the alternating terms grow to about
// e^(x^2) before they fall, so prec must include that many extra bits.
func erfSeries(x float64, prec uint) *big.Float {
	xf := num(prec, x)
	x2 := newF(prec).Mul(xf, xf)
	x2.Neg(x2)
	pow := newF(prec).Set(xf)
	sum := newF(prec).Set(xf)
	term := newF(prec)
	for n := int64(1); n < 100000; n++ {
		pow.Mul(pow, x2)
		pow.Quo(pow, newF(prec).SetInt64(n))
		term.Quo(pow, newF(prec).SetInt64(2*n+1))
		if term.Sign() == 0 || (pow.MantExp(nil) < 0 && sum.MantExp(nil)-term.MantExp(nil) > int(prec)+2) {
			break
		}
		sum.Add(sum, term)
	}
	sum.Mul(sum, num(prec, 2))
	return sum.Quo(sum, sqrtPi(prec))
}

// erfcFraction returns erfc x for x >= 6 by the continued fraction
// erfc x = e^(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))),
// evaluated backwards from enough terms for work bits.
func erfcFraction(x float64) *big.Float {
	p := uint(work + 32)
	xf := num(p, x)
	x2 := newF(p).Mul(xf, xf)
	x2.Neg(x2)
	e := expBig(x2)
	return e.Mul(e, erfcxFraction(x))
}

// erfcxFraction returns erfc(x) e^(x^2) for x >= 6 by the same continued
// fraction.
func erfcxFraction(x float64) *big.Float {
	p := uint(work + 32)
	xf := num(p, x)
	n := int(math.Pow(200/x, 2)) + 60
	t := newF(p).Set(xf)
	for i := n; i >= 1; i-- {
		a := newF(p).Quo(newF(p).SetInt64(int64(i)), num(p, 2))
		t.Quo(a, t)
		t.Add(t, xf)
	}
	t.Mul(t, sqrtPi(p))
	return t.Quo(num(p, 1), t)
}

// Erfcx returns the scaled complementary error function erfc(x) e^(x^2).
func Erfcx(x float64) *big.Float {
	if x >= 6 {
		return newF(Prec).Set(erfcxFraction(x))
	}
	p := uint(work + 64)
	xf := num(p, x)
	e := newF(p).Set(expBig(newF(p).Mul(xf, xf)))
	if x <= -6 {
		// 2 e^(x^2) - erfcx(-x).
		e.Mul(e, num(p, 2))
		return newF(Prec).Sub(e, erfcxFraction(-x))
	}
	return newF(Prec).Mul(newF(p).Set(Erfc(x)), e)
}

// Erf returns erf x.
func Erf(x float64) *big.Float {
	ax := math.Abs(x)
	if ax < 6 {
		return newF(Prec).Set(erfSeries(x, uint(work+8+int(2*x*x))))
	}
	r := newF(work).Sub(num(work, 1), erfcFraction(ax))
	if x < 0 {
		r.Neg(r)
	}
	return newF(Prec).Set(r)
}

// Erfc returns erfc x = 1 - erf x.
func Erfc(x float64) *big.Float {
	if x <= -6 {
		return newF(Prec).Sub(num(work, 2), erfcFraction(-x))
	}
	if x >= 6 {
		if x > 40 {
			return newF(Prec) // below 2^-2300: rounds to 0
		}
		return newF(Prec).Set(erfcFraction(x))
	}
	p := uint(work + 8 + int(2*x*x))
	e := erfSeries(x, p)
	return newF(Prec).Sub(num(p, 1), e)
}
