package bigref

import (
	"math"
	"math/big"
)

// The inverse error functions and the normal distribution: erfinv and
// erfcinv by Newton's method on erf and log erfc over big.Float arguments
// (the series and the continued fraction of Erf and Erfc, taking a big
// argument), started from Go's math in float64 and iterated until the
// step falls below 2^-(Prec+24) of x; normcdf from erfc at a big argument.

// erfSeriesAt is erfSeries for a big argument.
func erfSeriesAt(x *big.Float, prec uint) *big.Float {
	xf := newF(prec).Set(x)
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

// erfcxFractionAt is erfcxFraction for a big argument x >= 6.
func erfcxFractionAt(x *big.Float) *big.Float {
	p := uint(work + 32)
	xf := newF(p).Set(x)
	x64, _ := x.Float64()
	n := int(math.Pow(200/x64, 2)) + 60
	t := newF(p).Set(xf)
	for i := n; i >= 1; i-- {
		a := newF(p).Quo(newF(p).SetInt64(int64(i)), num(p, 2))
		t.Quo(a, t)
		t.Add(t, xf)
	}
	t.Mul(t, sqrtPi(p))
	return t.Quo(num(p, 1), t)
}

// erfAt returns erf x for a big x.
func erfAt(x *big.Float) *big.Float {
	x64, _ := x.Float64()
	ax := math.Abs(x64)
	if ax < 6 {
		return erfSeriesAt(x, uint(work+8+int(2*ax*ax)))
	}
	r := newF(work).Sub(num(work, 1), erfcAt(newF(x.Prec()).Abs(x)))
	if x.Sign() < 0 {
		r.Neg(r)
	}
	return r
}

// erfcAt returns erfc x for a big x (0 beyond 40, where it is below
// 2^-2300).
func erfcAt(x *big.Float) *big.Float {
	x64, _ := x.Float64()
	p := uint(work + 32)
	switch {
	case x64 <= -6:
		return newF(p).Sub(num(p, 2), erfcAt(newF(x.Prec()).Neg(x)))
	case x64 > 40:
		return newF(p)
	case x64 >= 6:
		e := expBig(newF(p).Neg(newF(p).Mul(x, x)))
		return e.Mul(e, erfcxFractionAt(x))
	}
	q := uint(work + 8 + int(2*x64*x64))
	return newF(q).Sub(num(q, 1), erfSeriesAt(x, q))
}

// converged reports whether the Newton step d is below 2^-(Prec+24) of x.
func converged(d, x *big.Float) bool {
	return d.Sign() == 0 || x.Sign() != 0 && x.MantExp(nil)-d.MantExp(nil) > Prec+24
}

// erfinvSmall solves erf x = y for 0 < y <= 1/2 by Newton's method:
// x -= (erf x - y) (sqrt(pi)/2) e^(x^2).
func erfinvSmall(y float64) *big.Float {
	p := uint(work + 32)
	x := num(p, math.Erfinv(y))
	if x.Sign() == 0 {
		x = num(p, y*math.Sqrt(math.Pi)/2)
	}
	half := newF(p).Quo(sqrtPi(p), num(p, 2))
	for i := 0; i < 60; i++ {
		d := newF(p).Sub(erfAt(x), num(p, y))
		d.Mul(d, half)
		d.Mul(d, expBig(newF(p).Mul(x, x)))
		x.Sub(x, d)
		if converged(d, x) {
			break
		}
	}
	return x
}

// erfcinvTail solves erfc x = t for 0 < t <= 1/2 by Newton's method on
// log erfc (concave, so the iteration converges from any start):
// x += ln(erfc x / t) (sqrt(pi)/2) erfc(x) e^(x^2).
func erfcinvTail(t float64) *big.Float {
	p := uint(work + 32)
	// Start: float64 Newton with Go's Erfc where e^(x^2) stays finite,
	// else sqrt(-ln t).
	lt := math.Log(t)
	x0 := math.Sqrt(-lt)
	for i := 0; i < 50 && x0 < 26; i++ {
		c := math.Erfc(x0)
		x0 += (math.Log(c) - lt) * math.Sqrt(math.Pi) / 2 * c * math.Exp(x0*x0)
	}
	if !(x0 > 0.4 && x0 < 28) {
		x0 = math.Sqrt(-lt)
	}
	x := num(p, x0)
	tf := num(p, t)
	half := newF(p).Quo(sqrtPi(p), num(p, 2))
	for i := 0; i < 200; i++ {
		c := erfcAt(x)
		d := logBig(newF(p).Quo(c, tf))
		d.Mul(d, half)
		d.Mul(d, c)
		d.Mul(d, expBig(newF(p).Mul(x, x)))
		x.Add(x, d)
		if converged(d, x) {
			break
		}
	}
	return x
}

// Erfinv returns erfinv y for -1 < y < 1.
func Erfinv(y float64) *big.Float {
	ay := math.Abs(y)
	var x *big.Float
	switch {
	case y == 0:
		return newF(Prec)
	case ay <= 0.5:
		x = erfinvSmall(ay)
	default:
		x = erfcinvTail(1 - ay) // exact
	}
	if y < 0 {
		x.Neg(x)
	}
	return newF(Prec).Set(x)
}

// Erfcinv returns erfcinv t for 0 < t < 2.
func Erfcinv(t float64) *big.Float {
	switch {
	case t <= 0.5:
		return newF(Prec).Set(erfcinvTail(t))
	case t >= 1.5:
		return newF(Prec).Neg(erfcinvTail(2 - t)) // 2 - t exact
	}
	return Erfinv(1 - t) // exact
}

// NormCdfinv returns the inverse of the standard normal distribution
// function, -sqrt2 erfcinv(2p), for 0 < p < 1; +0 at p = 1/2 (negating
// erfcinv(1) = +0 would give -0).
func NormCdfinv(p float64) *big.Float {
	q := uint(work + 32)
	x := newF(q).Set(Erfcinv(2 * p))
	if x.Sign() == 0 {
		return newF(Prec)
	}
	x.Mul(x, newF(q).Sqrt(num(q, 2)))
	return newF(Prec).Neg(x)
}

// NormCdf returns the standard normal distribution function
// erfc(-x/sqrt2)/2; the argument carries work+64 bits, more than erfc's
// amplification of its relative error (2 a^2 < 2^12) costs.
func NormCdf(x float64) *big.Float {
	q := uint(work + 64)
	a := newF(q).Quo(num(q, -x), newF(q).Sqrt(num(q, 2)))
	r := newF(q).Set(erfcAt(a))
	r.SetMantExp(r, -1)
	return newF(Prec).Set(r)
}
