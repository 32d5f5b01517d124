package lgammazeros

import (
	"fmt"
	"math"
	"math/big"

	"gpucc/lower/mathlib/internal/bigmath"
)

// Fit is one zero's entry of a device table: the window [Lo, Hi] of
// representable arguments |x| (empty when no value of the format lies in
// it), the zero as A[0] + A[1] + A[2] (each part rounded from the rest),
// and Q's coefficients (C[j] multiplies e^j) rounded to binary64, for
// binary64 with the rounding errors of the first ddTerms in CLo (the device
// evaluates those Horner steps in double-double: where the window is wide,
// at n = 2, e^2 C[2] reaches 2^-4 of Q, and a rounded C[2] would cost
// 2^-57).
type Fit struct {
	Zero
	WinLo, WinHi float64
	Empty        bool
	Parts        [3]float64
	C            []float64
	CLo          [ddTerms]float64
	MaxRelErr    float64 // of the rounded polynomial on the window, measured
}

// ddTerms is the number of leading coefficients of the binary64 tables
// kept as double-doubles.
const ddTerms = 3

// split rounds v to parts doubles, each the rounding of what remains.
func split(v *big.Float, parts int) []float64 {
	r := newF().Set(v)
	out := make([]float64, parts)
	for i := range out {
		out[i], _ = r.Float64()
		r.Sub(r, newF().SetFloat64(out[i]))
	}
	return out
}

// inward rounds the window [lo, hi] to the values of the format (binary32
// when single) inside it.
func inward(lo, hi *big.Float, single bool) (float64, float64) {
	if single {
		l, _ := lo.Float32()
		if newF().SetFloat64(float64(l)).Cmp(lo) < 0 {
			l = math.Nextafter32(l, float32(math.Inf(1)))
		}
		h, _ := hi.Float32()
		if newF().SetFloat64(float64(h)).Cmp(hi) > 0 {
			h = math.Nextafter32(h, float32(math.Inf(-1)))
		}
		return float64(l), float64(h)
	}
	l, _ := lo.Float64()
	if newF().SetFloat64(l).Cmp(lo) < 0 {
		l = math.Nextafter(l, math.Inf(1))
	}
	h, _ := hi.Float64()
	if newF().SetFloat64(h).Cmp(hi) > 0 {
		h = math.Nextafter(h, math.Inf(-1))
	}
	return l, h
}

// q returns Q(e) = lgamma(-(a + e)) / e.
func q(a, e *big.Float) *big.Float {
	v := LgammaNeg(newF().Add(a, e))
	return v.Quo(v, e)
}

// interpolate returns the coefficients of the polynomial of degree deg
// that interpolates Q at the Chebyshev nodes of [elo, ehi], by Gaussian
// elimination on the Vandermonde system in e/s, s = max(|elo|, |ehi|).
func interpolate(a *big.Float, elo, ehi float64, deg int) []*big.Float {
	n := deg + 1
	s := math.Max(math.Abs(elo), math.Abs(ehi))
	mid, half := (elo+ehi)/2, (ehi-elo)/2
	m := make([][]*big.Float, n)
	for i := range m {
		node := mid + half*math.Cos(math.Pi*(float64(i)+0.5)/float64(n))
		e := num(node)
		if e.Sign() == 0 {
			e = num(half * 1e-3)
		}
		u := newF().Quo(e, num(s))
		row := make([]*big.Float, n+1)
		p := num(1)
		for j := 0; j < n; j++ {
			row[j] = newF().Set(p)
			p.Mul(p, u)
		}
		row[n] = q(a, e)
		m[i] = row
	}
	coef := bigmath.SolveLinear(m, prec)
	// Undo the scaling: C_j = a_j / s^j.
	sp := num(1)
	for j := range coef {
		coef[j].Quo(coef[j], sp)
		sp.Mul(sp, num(s))
	}
	return coef
}

// checkPoints are the e where a fit's error is measured: the window's ends
// and 255 points between, with Q there.
type checkPoints struct {
	e, qv []*big.Float
}

func newCheckPoints(a *big.Float, elo, ehi float64) checkPoints {
	var cp checkPoints
	const m = 256
	for i := 0; i <= m; i++ {
		v := elo + (ehi-elo)*float64(i)/m
		if v == 0 {
			continue
		}
		e := num(v)
		cp.e = append(cp.e, e)
		cp.qv = append(cp.qv, q(a, e))
	}
	return cp
}

// relErr returns the largest relative error of the polynomial (exact
// evaluation of the rounded coefficients) at the check points.
func (cp checkPoints) relErr(c []*big.Float) float64 {
	worst := 0.0
	for i, e := range cp.e {
		p := newF()
		for j := len(c) - 1; j >= 0; j-- {
			p.Mul(p, e)
			p.Add(p, c[j])
		}
		p.Sub(p, cp.qv[i])
		p.Quo(p, cp.qv[i])
		r, _ := p.Float64()
		worst = math.Max(worst, math.Abs(r))
	}
	return worst
}

// FitZero fits the zero's window for binary64 (single false: the window's
// doubles, relative error bound 2^-62) or binary32 (its floats, bound
// target).
func FitZero(z Zero, single bool, target float64, maxDeg int) (Fit, error) {
	f := Fit{Zero: z}
	f.WinLo, f.WinHi = inward(z.Lo, z.Hi, single)
	if f.WinLo > f.WinHi {
		f.Empty = true
		return f, nil
	}
	copy(f.Parts[:], split(z.A, 3))
	elo, _ := newF().Sub(num(f.WinLo), z.A).Float64()
	ehi, _ := newF().Sub(num(f.WinHi), z.A).Float64()
	if elo == ehi { // one value: fit a small interval around it
		elo, ehi = elo*(1-1e-6), ehi*(1+1e-6)
		if elo > ehi {
			elo, ehi = ehi, elo
		}
	}
	cp := newCheckPoints(z.A, elo, ehi)
	for deg := 1; deg <= maxDeg; deg++ {
		exact := interpolate(z.A, elo, ehi, deg)
		rounded := make([]*big.Float, len(exact))
		coef := make([]float64, len(exact))
		for j, c := range exact {
			coef[j], _ = c.Float64()
			rounded[j] = num(coef[j])
		}
		var clo [ddTerms]float64
		for j := 0; !single && j < ddTerms && j <= deg; j++ {
			clo[j], _ = newF().Sub(exact[j], rounded[j]).Float64()
			rounded[j].Add(rounded[j], num(clo[j]))
		}
		if err := cp.relErr(rounded); err <= target {
			f.C, f.CLo, f.MaxRelErr = coef, clo, err
			return f, nil
		}
	}
	return f, fmt.Errorf("lgammazeros: zero %s in (%d, %d): no polynomial of degree <= %d within %g",
		z.A.Text('g', 20), z.N, z.N+1, maxDeg, target)
}
