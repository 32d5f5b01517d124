// Package lgammazeros derives the tables with which the device math library
// evaluates lgamma next to its zeros on the negative axis
// (src/double_lgamma_zeros.h for __nv_lgamma, src/float_lgamma_zeros.h for
// __nv_lgammaf).
//
// On each interval (-n-1, -n), n >= 2, log|Gamma| is convex, infinite at
// both ends and negative at its minimum, so it has two zeros. There the
// reflection formula log(pi/|x sin(pi x)|) - lgamma(-x) subtracts two
// terms of up to 2^5 that agree to the last bit, and no fixed working
// precision keeps the relative error bounded. Instead, around each zero z
// (as a positive a = -z, carried in three doubles, about 160 bits) the
// tables hold a window of arguments and a polynomial Q with
// lgamma(-(a + e)) = e Q(e) on it, e = |x| - a formed exactly from the
// three parts. The result's relative error is then Q's (fitted to 2^-62 for
// binary64) plus the rounding of e Q(e): no cancellation is left.
//
// Everything is computed here in math/big from first principles: lgamma by
// Stirling's series (Bernoulli numbers by the Akiyama-Tanigawa algorithm)
// after the recurrence, the reflection with internal/bigmath's log and sin,
// digamma the same way for Newton's method on the zeros; the polynomials
// interpolate Q at Chebyshev nodes of the window (near-minimax), the degree
// the smallest that meets the bound after rounding the coefficients to
// binary64 (the first two as double-doubles). The accuracy tests compare the
// device functions with internal/bigref's lgamma, a separate
// implementation.
package lgammazeros

import (
	"math/big"
	"sync"

	"gpucc/lower/mathlib/internal/bigmath"
)

// prec is the working precision: the reflection's terms reach 2^6 while
// lgamma at the window points goes down to 2^-70, and the zeros are wanted
// to 170 bits.
const prec = 640

// stirlingMin is where Stirling's series takes over from the recurrence,
// with stirlingTerms Bernoulli terms: the first omitted term at 64 is below
// 2^-380.
const (
	stirlingMin   = 64
	stirlingTerms = 60
)

func newF() *big.Float { return new(big.Float).SetPrec(prec) }

func num(v float64) *big.Float { return newF().SetFloat64(v) }

var (
	bernOnce sync.Once
	bern     []*big.Float // bern[k] = B_2k / (2k (2k-1)) for k >= 1
	bernPsi  []*big.Float // bernPsi[k] = B_2k / (2k)
)

// bernoulli returns B_0 ... B_m by the Akiyama-Tanigawa algorithm (B_1 =
// +1/2 in this convention; only even indices are used).
func bernoulli(m int) []*big.Rat {
	b := make([]*big.Rat, m+1)
	a := make([]*big.Rat, m+1)
	for i := 0; i <= m; i++ {
		a[i] = big.NewRat(1, int64(i+1))
		for j := i; j >= 1; j-- {
			d := new(big.Rat).Sub(a[j-1], a[j])
			a[j-1] = d.Mul(d, big.NewRat(int64(j), 1))
		}
		b[i] = new(big.Rat).Set(a[0])
	}
	return b
}

func coefficients() {
	bernOnce.Do(func() {
		b := bernoulli(2 * stirlingTerms)
		bern = make([]*big.Float, stirlingTerms+1)
		bernPsi = make([]*big.Float, stirlingTerms+1)
		for k := 1; k <= stirlingTerms; k++ {
			r := new(big.Rat).Quo(b[2*k], big.NewRat(int64(2*k*(2*k-1)), 1))
			bern[k] = newF().SetRat(r)
			bernPsi[k] = newF().SetRat(new(big.Rat).Quo(b[2*k], big.NewRat(int64(2*k), 1)))
		}
	})
}

func logF(x *big.Float) *big.Float { return bigmath.Log(x, prec) }

func pi() *big.Float { return bigmath.Pi(prec) }

var (
	constOnce         sync.Once
	logPi, halfLog2Pi *big.Float
)

// logConstants returns log(pi) and log(2 pi)/2.
func logConstants() (*big.Float, *big.Float) {
	constOnce.Do(func() {
		logPi = logF(pi())
		halfLog2Pi = logF(newF().Mul(pi(), num(2)))
		halfLog2Pi.SetMantExp(halfLog2Pi, -1)
	})
	return newF().Set(logPi), newF().Set(halfLog2Pi)
}

// lgammaPos returns lgamma a for a > 0.
func lgammaPos(a *big.Float) *big.Float {
	coefficients()
	z := newF().Set(a)
	prod := newF().SetInt64(1)
	for z.Cmp(num(stirlingMin)) < 0 {
		prod.Mul(prod, z)
		z.Add(z, num(1))
	}
	// (z - 1/2) log z - z + log(2 pi)/2 + sum B_2k / (2k (2k-1) z^(2k-1)).
	r := newF().Sub(z, num(0.5))
	r.Mul(r, logF(z))
	r.Sub(r, z)
	_, h := logConstants()
	r.Add(r, h)
	inv := newF().Quo(num(1), z)
	inv2 := newF().Mul(inv, inv)
	pow := newF().Set(inv)
	for k := 1; k <= stirlingTerms; k++ {
		r.Add(r, newF().Mul(bern[k], pow))
		pow.Mul(pow, inv2)
	}
	return r.Sub(r, logF(prod))
}

// digammaPos returns psi(a) for a > 0.
func digammaPos(a *big.Float) *big.Float {
	coefficients()
	z := newF().Set(a)
	sum := newF()
	for z.Cmp(num(stirlingMin)) < 0 {
		sum.Add(sum, newF().Quo(num(1), z))
		z.Add(z, num(1))
	}
	// log z - 1/(2z) - sum B_2k / (2k z^2k).
	r := logF(z)
	inv := newF().Quo(num(1), z)
	r.Sub(r, newF().Quo(inv, num(2)))
	inv2 := newF().Mul(inv, inv)
	pow := newF().Set(inv2)
	for k := 1; k <= stirlingTerms; k++ {
		r.Sub(r, newF().Mul(bernPsi[k], pow))
		pow.Mul(pow, inv2)
	}
	return r.Sub(r, sum)
}

// frac returns a - floor(a) for a > 0 (exact).
func frac(a *big.Float) *big.Float {
	i, _ := a.Int(nil)
	return newF().Sub(a, newF().SetInt(i))
}

// LgammaNeg returns lgamma(-a) for a > 0 not an integer: log(pi) -
// log(a |sin(pi s)|) - lgamma(a), s = a - floor(a) (sin(pi a) = +-sin(pi
// s), without reducing a large multiple of pi).
func LgammaNeg(a *big.Float) *big.Float {
	s := newF().Mul(pi(), frac(a))
	sn := bigmath.Sin(s, prec)
	sn.Mul(sn, a)
	r, _ := logConstants()
	r.Sub(r, logF(sn))
	return r.Sub(r, lgammaPos(a))
}

// dLgammaNeg returns d/da lgamma(-a) = -psi(-a) = -psi(1 + a) - pi cot(pi
// s) (psi(1 - x) - psi(x) = pi cot(pi x) at x = -a; cot(-pi a) = -cot(pi
// s)).
func dLgammaNeg(a *big.Float) *big.Float {
	s := newF().Mul(pi(), frac(a))
	c := bigmath.Cos(s, prec)
	c.Quo(c, bigmath.Sin(s, prec))
	c.Mul(c, pi())
	r := digammaPos(newF().Add(a, num(1)))
	r.Add(r, c)
	return r.Neg(r)
}

// solve returns a in (lo, hi) with lgamma(-a) = target, where lgamma(-a)
// is monotonic on [lo, hi] and target lies between its end values (lo or
// hi may be the pole, an integer, where the function is infinite): Newton's
// method safeguarded by bisection, to about 2^-400 relative.
func solve(lo, hi *big.Float, target *big.Float) *big.Float {
	lo, hi = newF().Set(lo), newF().Set(hi)
	// Orientation: f(lo) - target and f(hi) - target have opposite signs.
	sign := func(a *big.Float) int {
		d := LgammaNeg(a)
		return d.Sub(d, target).Sign()
	}
	mid := func() *big.Float {
		m := newF().Add(lo, hi)
		return m.SetMantExp(m, -1)
	}
	var loSign int
	if lo.IsInt() {
		loSign = 1 // the pole: +inf
	} else {
		loSign = sign(lo)
	}
	a := mid()
	for i := 0; i < 2000; i++ {
		fa := LgammaNeg(a)
		fa.Sub(fa, target)
		if fa.Sign() == 0 {
			return a
		}
		if fa.Sign() == loSign {
			lo.Set(a)
		} else {
			hi.Set(a)
		}
		width := newF().Sub(hi, lo)
		if width.Sign() == 0 || width.MantExp(nil) < a.MantExp(nil)-prec+40 {
			return a
		}
		step := newF().Quo(fa, dLgammaNeg(a))
		next := newF().Sub(a, step)
		if next.Cmp(lo) <= 0 || next.Cmp(hi) >= 0 {
			a = mid()
			continue
		}
		if step.Sign() == 0 || step.MantExp(nil) < a.MantExp(nil)-prec+40 {
			return next
		}
		a = next
	}
	panic("lgammazeros: no convergence")
}

// minimum returns the a in (n, n+1) where lgamma(-a) is smallest (digamma
// changes sign there), to about 2^-60.
func minimum(n int) *big.Float {
	lo, hi := num(float64(n)), num(float64(n+1))
	for i := 0; i < 70; i++ {
		m := newF().Add(lo, hi)
		m.SetMantExp(m, -1)
		// d/da lgamma(-a) goes from -inf (at n) to +inf (at n+1).
		if dLgammaNeg(m).Sign() < 0 {
			lo = m
		} else {
			hi = m
		}
	}
	return lo
}

// Zero is a zero a (lgamma(-a) = 0) with the window around it where
// |lgamma(-a')| <= Threshold, as arguments a'.
type Zero struct {
	N          int        // a in (N, N+1)
	A          *big.Float // the zero, to about 2^-400
	Lo, Hi     *big.Float // the window (Lo < A < Hi)
	Threshold  float64
	NearPoleAt int // the pole next to the zero: N or N+1
}

// Zeros returns the two zeros in (n, n+1) for n = 2 ... last, with their
// windows for the threshold (which must be below 0.118, the depth of the
// minimum at n = 2, so that the two windows of an interval are apart).
func Zeros(last int, threshold float64) []Zero {
	var zs []Zero
	for n := 2; n <= last; n++ {
		zs = append(zs, ZerosIn(n, threshold)...)
	}
	return zs
}

// ZerosIn returns the two zeros in (n, n+1), the one next to n first.
func ZerosIn(n int, threshold float64) []Zero {
	t := num(threshold)
	mt := num(-threshold)
	m := minimum(n)
	pn, pn1 := num(float64(n)), num(float64(n+1))
	a := solve(pn, m, newF())
	b := solve(m, pn1, newF())
	return []Zero{
		{N: n, A: a, Lo: solve(pn, a, t), Hi: solve(a, m, mt), Threshold: threshold, NearPoleAt: n},
		{N: n, A: b, Lo: solve(m, b, mt), Hi: solve(b, pn1, t), Threshold: threshold, NearPoleAt: n + 1},
	}
}
