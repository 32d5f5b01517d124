// Package besselfit derives the polynomials of the device math library's
// Bessel functions (src/double_bessel_poly.h): J0, J1, Y0, Y1 on [0, 8) in
// pieces, the Hankel amplitudes P and Q beyond 8, and the modified Bessel
// functions I0 and I1, all from math/big evaluations written here:
//
//   - J_n by its power series sum (-1)^k (x/2)^(2k+n) / (k! (n+k)!), at a
//     precision that absorbs the series' cancellation (the largest term is
//     below e^x);
//   - Y0, Y1 by their Neumann series (Abramowitz-Stegun 9.1.13, 9.1.11):
//     Y0 = (2/pi)(ln(x/2) + gamma) J0 + (2/pi) sum (-1)^(k+1) H_k (x^2/4)^k
//     / (k!)^2, Y1 = -2/(pi x) + (2/pi) ln(x/2) J1 - (1/pi) sum (-1)^k
//     (psi(k+1) + psi(k+2)) (x/2)^(2k+1) / (k! (k+1)!);
//   - P and Q (J_n = sqrt(2/(pi x)) (P cos c - Q sin c), Y_n = sqrt(2/(pi
//     x)) (P sin c + Q cos c), c = x - (2n+1) pi/4) from J and Y below 45
//     and by their asymptotic series (A-S 9.2.9, 9.2.10) above, where the
//     smallest term is below e^-90;
//   - I0, I1 by their power series (positive terms) below 45 and the
//     asymptotic series e^x / sqrt(2 pi x) sum (-1)^k a_k / x^k above.
//
// Each polynomial interpolates its target at Chebyshev nodes (near-minimax)
// with the smallest degree that meets the bound after rounding the
// coefficients to binary64.
package besselfit

import (
	"math"
	"math/big"
	"sync"

	"gpucc/lower/mathlib/internal/bigmath"
)

// prec is the working precision: 200 bits of result plus the series'
// cancellation (e^45 is 2^65) and guard.
const prec = 400

// asymptoticFrom is where the asymptotic series take over.
const asymptoticFrom = 45

func newF() *big.Float { return new(big.Float).SetPrec(prec) }

func num(v float64) *big.Float { return newF().SetFloat64(v) }

// euler is Euler's constant gamma (published digits).
var (
	eulerOnce sync.Once
	eulerF    *big.Float
)

func euler() *big.Float {
	eulerOnce.Do(func() {
		eulerF, _, _ = big.ParseFloat("0.5772156649015328606065120900824024310421593359399235988057672348848677267776646709369470632917467495", 10, prec, big.ToNearestEven)
	})
	return newF().Set(eulerF)
}

func pi() *big.Float { return bigmath.Pi(prec) }

// small reports whether |v| < 2^-(prec+10) relative to ref (a series has
// converged).
func converged(term, sum *big.Float) bool {
	return term.Sign() == 0 || sum.Sign() != 0 && term.MantExp(nil) < sum.MantExp(nil)-prec-10
}

// J returns J_n(x) for n in {0, 1} and 0 <= x < asymptoticFrom (power
// series).
func J(n int, x *big.Float) *big.Float {
	h := newF().Quo(x, num(2))
	q := newF().Mul(h, h)
	q.Neg(q)
	term := num(1)
	if n == 1 {
		term.Set(h)
	}
	sum := newF().Set(term)
	for k := 1; ; k++ {
		term.Mul(term, q)
		term.Quo(term, num(float64(k*(k+n))))
		if converged(term, sum) && k > 2 {
			break
		}
		sum.Add(sum, term)
	}
	return sum
}

// Y returns Y_n(x) for n in {0, 1} and 0 < x < asymptoticFrom (Neumann
// series).
func Y(n int, x *big.Float) *big.Float {
	h := newF().Quo(x, num(2))
	q := newF().Mul(h, h)
	lnh := bigmath.Log(h, prec)
	twoOverPi := newF().Quo(num(2), pi())
	if n == 0 {
		// (2/pi)(ln(x/2) + gamma) J0 + (2/pi) sum_{k>=1} (-1)^(k+1) H_k q^k / (k!)^2.
		r := newF().Add(lnh, euler())
		r.Mul(r, J(0, x))
		term := num(1) // q^k / (k!)^2 with its sign (-1)^(k+1)
		hk := newF()
		sum := newF()
		for k := 1; ; k++ {
			term.Mul(term, q)
			term.Quo(term, num(float64(k*k)))
			term.Neg(term)
			hk.Add(hk, newF().Quo(num(1), num(float64(k))))
			t := newF().Mul(term, hk)
			t.Neg(t) // (-1)^(k+1)
			if converged(t, sum) && k > 2 {
				break
			}
			sum.Add(sum, t)
		}
		r.Add(r, sum)
		return r.Mul(r, twoOverPi)
	}
	// -2/(pi x) + (2/pi) ln(x/2) J1 - (1/pi) sum_k (-1)^k (psi(k+1) + psi(k+2)) h^(2k+1) / (k! (k+1)!),
	// psi(m+1) = H_m - gamma.
	r := newF().Quo(num(-1), h) // -2/x = -1/h, times 1/pi below
	l := newF().Mul(lnh, J(1, x))
	l.Mul(l, num(2))
	r.Add(r, l)
	term := newF().Set(h) // (-1)^k h^(2k+1) / (k! (k+1)!)
	hk := newF()          // H_k
	g2 := newF().Mul(euler(), num(2))
	sum := newF()
	for k := 0; ; k++ {
		if k > 0 {
			term.Mul(term, q)
			term.Quo(term, num(float64(k*(k+1))))
			term.Neg(term)
			hk.Add(hk, newF().Quo(num(1), num(float64(k))))
		}
		psi := newF().Add(hk, hk)
		psi.Add(psi, newF().Quo(num(1), num(float64(k+1))))
		psi.Sub(psi, g2)
		t := newF().Mul(term, psi)
		if converged(t, sum) && k > 2 {
			break
		}
		sum.Add(sum, t)
	}
	r.Sub(r, sum)
	return r.Quo(r, pi())
}

// asymptotic returns the series sum_k s_k a_k(n) / x^k with a_k(n) =
// (mu-1)(mu-9)...(mu-(2k-1)^2) / (k! 8^k), mu = 4n^2, taking the terms with
// k of the given parity and signs (-1)^(k/2) (P), (-1)^((k-1)/2) (Q), or
// (-1)^k (alternating, I) for parity -1, summed until the terms stop
// shrinking or converge.
func asymptotic(n int, x *big.Float, parity int) *big.Float {
	mu := float64(4 * n * n)
	a := num(1)
	sum := newF()
	prev := newF().SetInf(false)
	for k := 0; k < 400; k++ {
		if k > 0 {
			a.Mul(a, num(mu-float64((2*k-1)*(2*k-1))))
			a.Quo(a, num(float64(8*k)))
			a.Quo(a, x)
		}
		if a.Sign() == 0 {
			break
		}
		abs := newF().Abs(a)
		if abs.Cmp(prev) > 0 {
			break // the series starts diverging
		}
		prev = abs
		switch {
		case parity < 0:
			if k%2 == 0 {
				sum.Add(sum, a)
			} else {
				sum.Sub(sum, a)
			}
		case k%2 == parity:
			if (k/2)%2 == 0 {
				sum.Add(sum, a)
			} else {
				sum.Sub(sum, a)
			}
		}
		if converged(a, sum) && k > 2 {
			break
		}
	}
	return sum
}

// PQ returns the Hankel amplitudes P_n(x), Q_n(x) for x >= 8.
func PQ(n int, x *big.Float) (p, q *big.Float) {
	if x.Cmp(num(asymptoticFrom)) >= 0 {
		return asymptotic(n, x, 0), asymptotic(n, x, 1)
	}
	// P = sqrt(pi x / 2)(J cos c + Y sin c), Q = sqrt(pi x / 2)(Y cos c - J sin c).
	c := newF().Mul(pi(), num(float64(2*n+1)/4))
	c.Sub(x, c)
	cs, sn := bigmath.Cos(c, prec), bigmath.Sin(c, prec)
	j, y := J(n, x), Y(n, x)
	s := newF().Mul(pi(), x)
	s.Quo(s, num(2))
	s.Sqrt(s)
	p = newF().Add(newF().Mul(j, cs), newF().Mul(y, sn))
	q = newF().Sub(newF().Mul(y, cs), newF().Mul(j, sn))
	return p.Mul(p, s), q.Mul(q, s)
}

// IScaled returns I_n(x) sqrt(x) e^-x for x > 0, n in {0, 1}.
func IScaled(n int, x *big.Float) *big.Float {
	if x.Cmp(num(asymptoticFrom)) >= 0 {
		// e^x / sqrt(2 pi x) sum (-1)^k a_k / x^k.
		s := asymptotic(n, x, -1)
		return s.Quo(s, newF().Sqrt(newF().Mul(pi(), num(2))))
	}
	v := I(n, x)
	v.Mul(v, newF().Sqrt(x))
	return v.Mul(v, bigmath.Exp(newF().Neg(x), prec))
}

// I returns I_n(x) for n in {0, 1} and 0 <= x < asymptoticFrom (power
// series).
func I(n int, x *big.Float) *big.Float {
	h := newF().Quo(x, num(2))
	q := newF().Mul(h, h)
	term := num(1)
	if n == 1 {
		term.Set(h)
	}
	sum := newF().Set(term)
	for k := 1; ; k++ {
		term.Mul(term, q)
		term.Quo(term, num(float64(k*(k+n))))
		if converged(term, sum) && k > 2 {
			break
		}
		sum.Add(sum, term)
	}
	return sum
}

// Float returns v rounded to float64.
func Float(v *big.Float) float64 {
	f, _ := v.Float64()
	return f
}

// log2 for reports.
func log2(v float64) float64 { return math.Log2(v) }
