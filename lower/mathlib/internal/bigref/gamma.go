package bigref

import (
	"math"
	"math/big"
	"sync"
)

// Lgamma: log|Gamma(x)| by Stirling's series at z = x + n >= 60 with 40
// Bernoulli terms (the last term is below 2^-290 of the result), the
// recurrence lgamma(x) = lgamma(x + n) - log(x (x+1) ... (x+n-1)) below,
// and the reflection lgamma(x) = log(pi / |x sin(pi x)|) - lgamma(-x) for
// x < 0. Everything at lgammaPrec bits, enough for the cancellation at the
// zeros of lgamma (at 1 and 2 the recurrence's terms reach 200 while the
// result of an input 2^-52 away from the zero is 2^-53).

const lgammaPrec = work + 160

// stirlingTerms is the number of Bernoulli terms of Stirling's series.
const stirlingTerms = 40

var (
	bernoulliOnce sync.Once
	bernoulli     []*big.Rat // B_0 ... B_{2*stirlingTerms}
)

// bernoulliNumbers computes B_m exactly by the recurrence
// sum_{k=0}^{m} C(m+1, k) B_k = 0.
func bernoulliNumbers() []*big.Rat {
	bernoulliOnce.Do(func() {
		n := 2*stirlingTerms + 1
		b := make([]*big.Rat, n)
		b[0] = big.NewRat(1, 1)
		for m := 1; m < n; m++ {
			sum := new(big.Rat)
			binom := big.NewInt(1) // C(m+1, k)
			for k := 0; k < m; k++ {
				sum.Add(sum, new(big.Rat).Mul(new(big.Rat).SetInt(binom), b[k]))
				binom.Mul(binom, big.NewInt(int64(m+1-k)))
				binom.Quo(binom, big.NewInt(int64(k+1)))
			}
			b[m] = sum.Quo(sum, big.NewRat(int64(-(m+1)), 1))
		}
		bernoulli = b
	})
	return bernoulli
}

// lgammaStirling returns lgamma z for z >= 60 (exact input of any
// precision).
func lgammaStirling(z *big.Float) *big.Float {
	p := uint(lgammaPrec)
	b := bernoulliNumbers()
	lz := logAt(z, p)
	r := newF(p).Sub(z, num(p, 0.5))
	r.Mul(r, lz)
	r.Sub(r, z)
	twoPi := newF(p).Mul(Pi(p), num(p, 2))
	half := logAt(twoPi, p)
	half.SetMantExp(half, -1)
	r.Add(r, half)
	inv := newF(p).Quo(num(p, 1), z)
	inv2 := newF(p).Mul(inv, inv)
	pow := newF(p).Set(inv) // z^-(2k-1)
	for k := 1; k <= stirlingTerms; k++ {
		c := new(big.Rat).Quo(b[2*k], big.NewRat(int64(2*k*(2*k-1)), 1))
		t := newF(p).SetRat(c)
		t.Mul(t, pow)
		r.Add(r, t)
		pow.Mul(pow, inv2)
	}
	return r
}

// logAt returns ln x at prec bits (x > 0): x = m 2^e, ln m by the atanh
// series.
func logAt(x *big.Float, prec uint) *big.Float {
	constants()
	p := prec + 32
	m := newF(p)
	e := x.MantExp(m)
	if m.Cmp(num(64, math.Sqrt2/2)) < 0 {
		m.SetMantExp(m, 1)
		e--
	}
	t := newF(p).Quo(newF(p).Sub(m, num(p, 1)), newF(p).Add(m, num(p, 1)))
	l := newF(p).Mul(atanhSeries(t, p), num(p, 2))
	ln2 := ln2At(p)
	return l.Add(l, newF(p).Mul(ln2, newF(p).SetInt64(int64(e))))
}

var (
	ln2Once sync.Once
	ln2Big  *big.Float
)

// ln2At returns ln 2 at lgammaPrec + 64 bits (enough for any p used here).
func ln2At(p uint) *big.Float {
	ln2Once.Do(func() {
		q := uint(lgammaPrec + 128)
		third := newF(q).Quo(num(q, 1), num(q, 3))
		ln2Big = newF(q).Mul(atanhSeries(third, q), num(q, 2))
	})
	return newF(p).Set(ln2Big)
}

// lgammaPosAt returns lgamma x for finite x > 0 at lgammaPrec bits.
func lgammaPosAt(x float64) *big.Float {
	p := uint(lgammaPrec)
	if x >= 60 {
		return lgammaStirling(num(p, x))
	}
	n := int(60 - math.Floor(x))
	// x + k needs 53 + 1100 bits at most for tiny x: keep it exact.
	q := p + 1200
	prod := num(q, x)
	for k := 1; k < n; k++ {
		prod.Mul(prod, newF(q).Add(num(q, x), num(q, float64(k))))
	}
	z := newF(q).Add(num(q, x), num(q, float64(n)))
	r := lgammaStirling(z)
	return r.Sub(r, logAt(prod, p))
}

// Lgamma returns log|Gamma(x)| for finite x that is not a pole (0 or a
// negative integer).
func Lgamma(x float64) *big.Float {
	p := uint(lgammaPrec)
	if x > 0 {
		return newF(Prec).Set(lgammaPosAt(x))
	}
	// log(pi) - log|x sin(pi x)| - lgamma(-x).
	s := newF(p).Abs(SinPi(x))
	s.Mul(s, num(p, -x))
	r := logAt(newF(p).Quo(Pi(p), s), p)
	r.Sub(r, lgammaPosAt(-x))
	return newF(Prec).Set(r)
}

// Tgamma returns Gamma(x) = sign e^(lgamma x) for finite x that is not 0
// or a negative integer; the sign is (-1)^(n+1) on (-n-1, -n). lgamma
// carries lgammaPrec bits, so e^lgamma keeps Prec bits for |lgamma| below
// 2^300. Beyond the float64 range the result is +-Inf or +-0 (expBig).
func Tgamma(x float64) *big.Float {
	r := newF(Prec).Set(expBig(Lgamma(x)))
	if x < 0 && int64(math.Floor(-x))%2 == 0 {
		r.Neg(r)
	}
	return r
}
