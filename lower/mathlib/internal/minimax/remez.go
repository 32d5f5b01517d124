package main

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"sort"
)

// Problem is one minimax fit. The approximant of f on [Lo, Hi] is
//
//	poly: P(x) = sum Fixed[j] x^j + x^k Q(x)          (t = x)
//	odd:  P(x) = x (sum Fixed[j] t^j + t^k Q(t))      (t = x^2, f odd)
//	even: P(x) = sum Fixed[j] t^j + t^k Q(t)          (t = x^2, f even)
//
// with k = len(Fixed) and Q the polynomial of degree Degree whose
// coefficients the exchange finds. Fixed leading coefficients keep the
// first terms exact (1 + x + x^2 Q(x) for exp near 0). For odd and even
// forms the interval is [Lo, Hi] with Lo >= 0; symmetry covers the rest.
type Problem struct {
	F        func(x *big.Float, prec uint) *big.Float
	Lo, Hi   float64
	Form     string
	Fixed    []float64
	Degree   int
	Relative bool // minimise the relative error |P/f - 1| (else |P - f|)
	Prec     uint // working precision in bits
}

// Result is the outcome of the exchange.
type Result struct {
	Coeffs    []*big.Float // Q's coefficients, lowest degree first
	Error     float64      // max weighted error of P with exact coefficients
	Reference []float64    // the final reference (in t), n+2 points
	Iters     int
}

func (p *Problem) prec() uint {
	if p.Prec == 0 {
		return 320
	}
	return p.Prec
}

func (p *Problem) tRange() (float64, float64, error) {
	switch p.Form {
	case "", "poly":
		return p.Lo, p.Hi, nil
	case "odd", "even":
		if p.Lo < 0 {
			return 0, 0, fmt.Errorf("form %s needs lo >= 0 (the function's symmetry covers negative x)", p.Form)
		}
		return p.Lo * p.Lo, p.Hi * p.Hi, nil
	}
	return 0, 0, fmt.Errorf("unknown form %q (poly, odd, even)", p.Form)
}

func (p *Problem) bf(v float64) *big.Float { return new(big.Float).SetPrec(p.prec()).SetFloat64(v) }

// x returns the argument x for the variable t.
func (p *Problem) x(t *big.Float) *big.Float {
	if p.Form == "odd" || p.Form == "even" {
		return new(big.Float).SetPrec(p.prec()).Sqrt(t)
	}
	return t
}

// evalPoly evaluates sum c[j] t^j by Horner's rule.
func evalPoly(c []*big.Float, t *big.Float, prec uint) *big.Float {
	s := new(big.Float).SetPrec(prec)
	for j := len(c) - 1; j >= 0; j-- {
		s.Mul(s, t)
		s.Add(s, c[j])
	}
	return s
}

// approx evaluates P(x(t)) for Q's coefficients q.
func (p *Problem) approx(q []*big.Float, t *big.Float) *big.Float {
	prec := p.prec()
	all := make([]*big.Float, 0, len(p.Fixed)+len(q))
	for _, f := range p.Fixed {
		all = append(all, p.bf(f))
	}
	all = append(all, q...)
	v := evalPoly(all, t, prec)
	if p.Form == "odd" {
		v.Mul(v, p.x(t))
	}
	return v
}

// point is a sample with its function value cached.
type point struct {
	t  *big.Float
	tf float64
	f  *big.Float
}

func (p *Problem) sample(t *big.Float) point {
	tf, _ := t.Float64()
	return point{t: t, tf: tf, f: p.F(p.x(t), p.prec())}
}

// weightedError returns (P - f)/f (relative) or P - f at a sample.
func (p *Problem) weightedError(q []*big.Float, s point) float64 {
	d := p.approx(q, s.t)
	d.Sub(d, s.f)
	if p.Relative {
		if s.f.Sign() == 0 {
			return 0
		}
		d.Quo(d, s.f)
	}
	v, _ := d.Float64()
	return v
}

// Solve runs the Remez exchange.
func Solve(p *Problem) (*Result, error) {
	a, b, err := p.tRange()
	if err != nil {
		return nil, err
	}
	if !(a < b) {
		return nil, fmt.Errorf("empty interval [%g, %g]", p.Lo, p.Hi)
	}
	if p.Degree < 0 {
		return nil, errors.New("negative degree")
	}
	n := p.Degree
	// Points where P/f or the fixed terms degenerate (t = 0 for odd forms,
	// fixed terms or relative error of a function vanishing at 0) are
	// moved inwards by a relative 2^-40: the error is continuous there.
	avoid := a == 0 && (p.Form == "odd" || len(p.Fixed) > 0 || p.Relative)
	inner := func(t float64) float64 {
		if avoid && t == 0 {
			return math.Ldexp(b, -40)
		}
		return t
	}
	// A dense grid (Chebyshev-distributed) to find the extrema on, with
	// f cached; the exchange refines around its points.
	m := max(400, 60*(n+2))
	grid := make([]point, m)
	for i := range grid {
		c := (a+b)/2 - (b-a)/2*math.Cos(math.Pi*float64(i)/float64(m-1))
		grid[i] = p.sample(p.bf(inner(c)))
	}
	// Initial reference: the n+2 Chebyshev extrema.
	ref := make([]point, n+2)
	for i := range ref {
		c := (a+b)/2 - (b-a)/2*math.Cos(math.Pi*float64(i)/float64(n+1))
		ref[i] = p.sample(p.bf(inner(c)))
	}
	var q []*big.Float
	var emax float64
	for iter := 1; iter <= 60; iter++ {
		q, err = p.levelled(ref)
		if err != nil {
			return nil, err
		}
		next, lo, hi, err := p.exchange(q, grid, ref)
		if err != nil {
			return nil, fmt.Errorf("iteration %d: %v", iter, err)
		}
		ref, emax = next, hi
		if hi == 0 || (hi-lo)/hi < 1e-9 {
			return p.result(q, emax, ref, iter), nil
		}
	}
	// Not fully levelled: report the achieved error honestly.
	return p.result(q, emax, ref, 60), nil
}

func (p *Problem) result(q []*big.Float, emax float64, ref []point, iters int) *Result {
	r := &Result{Coeffs: q, Error: emax, Iters: iters}
	for _, s := range ref {
		r.Reference = append(r.Reference, s.tf)
	}
	return r
}

// levelled solves P(t_i) - f(t_i) = (-1)^i E w_i for Q and E, where w_i is
// f(t_i) for the relative error and 1 for the absolute one.
func (p *Problem) levelled(ref []point) ([]*big.Float, error) {
	prec := p.prec()
	n := len(ref) - 2
	k := len(p.Fixed)
	rows := make([][]*big.Float, n+2)
	for i, s := range ref {
		row := make([]*big.Float, n+3)
		// Unknown Q coefficient j multiplies mult(t) t^(k+j), mult = x for
		// odd forms.
		mult := p.bf(1)
		if p.Form == "odd" {
			mult = p.x(s.t)
		}
		pw := new(big.Float).SetPrec(prec).Set(mult)
		for j := 0; j < k; j++ {
			pw.Mul(pw, s.t)
		}
		for j := 0; j <= n; j++ {
			row[j] = new(big.Float).SetPrec(prec).Set(pw)
			pw.Mul(pw, s.t)
		}
		w := p.bf(1)
		if p.Relative {
			w = new(big.Float).SetPrec(prec).Abs(s.f)
		}
		if i%2 == 1 {
			w.Neg(w)
		}
		row[n+1] = w
		// Right-hand side: f minus the fixed part.
		fixed := make([]*big.Float, k)
		for j, f := range p.Fixed {
			fixed[j] = p.bf(f)
		}
		rhs := evalPoly(fixed, s.t, prec)
		rhs.Mul(rhs, mult)
		row[n+2] = new(big.Float).SetPrec(prec).Sub(s.f, rhs)
		rows[i] = row
	}
	sol, err := gauss(rows, prec)
	if err != nil {
		return nil, err
	}
	return sol[:n+1], nil
}

// gauss solves the augmented system by elimination with partial pivoting.
func gauss(rows [][]*big.Float, prec uint) ([]*big.Float, error) {
	n := len(rows)
	for c := 0; c < n; c++ {
		piv := c
		for r := c + 1; r < n; r++ {
			if new(big.Float).Abs(rows[r][c]).Cmp(new(big.Float).Abs(rows[piv][c])) > 0 {
				piv = r
			}
		}
		if rows[piv][c].Sign() == 0 {
			return nil, errors.New("singular system (reference points coincide?)")
		}
		rows[c], rows[piv] = rows[piv], rows[c]
		for r := c + 1; r < n; r++ {
			f := new(big.Float).SetPrec(prec).Quo(rows[r][c], rows[c][c])
			for j := c; j <= n; j++ {
				rows[r][j].Sub(rows[r][j], new(big.Float).SetPrec(prec).Mul(f, rows[c][j]))
			}
		}
	}
	x := make([]*big.Float, n)
	for r := n - 1; r >= 0; r-- {
		s := new(big.Float).SetPrec(prec).Set(rows[r][n])
		for j := r + 1; j < n; j++ {
			s.Sub(s, new(big.Float).SetPrec(prec).Mul(rows[r][j], x[j]))
		}
		x[r] = s.Quo(s, rows[r][r])
	}
	return x, nil
}

// exchange finds the new reference: the extrema of the error with
// alternating signs, one per sign run of the error over grid and current
// reference, reduced to n+2 points, each refined by golden-section search
// between its neighbours. It returns the smallest and largest |error| of the
// new reference.
func (p *Problem) exchange(q []*big.Float, grid, ref []point) ([]point, float64, float64, error) {
	pts := append(append([]point(nil), grid...), ref...)
	sort.Slice(pts, func(i, j int) bool { return pts[i].t.Cmp(pts[j].t) < 0 })
	errs := make([]float64, len(pts))
	for i, s := range pts {
		errs[i] = p.weightedError(q, s)
	}
	type ext struct {
		i int
		e float64
	}
	var exts []ext
	for i, e := range errs {
		if e == 0 {
			continue
		}
		if len(exts) > 0 && (exts[len(exts)-1].e > 0) == (e > 0) {
			if math.Abs(e) > math.Abs(exts[len(exts)-1].e) {
				exts[len(exts)-1] = ext{i, e}
			}
			continue
		}
		exts = append(exts, ext{i, e})
	}
	want := len(ref)
	for len(exts) > want {
		if len(exts) == want+1 {
			if math.Abs(exts[0].e) < math.Abs(exts[len(exts)-1].e) {
				exts = exts[1:]
			} else {
				exts = exts[:len(exts)-1]
			}
			continue
		}
		mi := 0
		for i := range exts {
			if math.Abs(exts[i].e) < math.Abs(exts[mi].e) {
				mi = i
			}
		}
		switch mi {
		case 0:
			exts = exts[1:]
		case len(exts) - 1:
			exts = exts[:len(exts)-1]
		default:
			// Removing an interior extremum joins its neighbours' runs.
			keep := exts[mi-1]
			if math.Abs(exts[mi+1].e) > math.Abs(keep.e) {
				keep = exts[mi+1]
			}
			exts = append(append(exts[:mi-1:mi-1], keep), exts[mi+2:]...)
		}
	}
	if len(exts) < want {
		return nil, 0, 0, fmt.Errorf("the error alternates only %d times, need %d (degree too high for the working precision, or the function is not smooth here)", len(exts), want)
	}
	next := make([]point, want)
	lo, hi := math.Inf(1), 0.0
	for k, x := range exts {
		l, r := pts[max(x.i-1, 0)], pts[min(x.i+1, len(pts)-1)]
		s, e := p.refine(q, l, pts[x.i], r, x.e)
		next[k] = s
		lo, hi = math.Min(lo, math.Abs(e)), math.Max(hi, math.Abs(e))
	}
	return next, lo, hi, nil
}

// refine maximises |error| between l and r by golden-section search,
// starting from the sample mid with error e.
func (p *Problem) refine(q []*big.Float, l, mid, r point, e float64) (point, float64) {
	best, bestE := mid, e
	if l.t.Cmp(r.t) >= 0 {
		return best, bestE
	}
	lo, hi := l.tf, r.tf
	const phi = 0.6180339887498949
	try := func(t float64) float64 {
		s := p.sample(p.bf(t))
		v := p.weightedError(q, s)
		if math.Abs(v) > math.Abs(bestE) && (v > 0) == (e > 0) {
			best, bestE = s, v
		}
		return math.Abs(v)
	}
	x1, x2 := hi-phi*(hi-lo), lo+phi*(hi-lo)
	f1, f2 := try(x1), try(x2)
	for i := 0; i < 40 && x2-x1 > 0; i++ {
		if f1 > f2 {
			hi, x2, f2 = x2, x1, f1
			x1 = hi - phi*(hi-lo)
			f1 = try(x1)
		} else {
			lo, x1, f1 = x1, x2, f2
			x2 = lo + phi*(hi-lo)
			f2 = try(x2)
		}
	}
	return best, bestE
}

// Round rounds Q's coefficients to binary32 (bits 32) or binary64.
func Round(q []*big.Float, bits int) []float64 {
	out := make([]float64, len(q))
	for i, c := range q {
		if bits == 32 {
			f, _ := c.Float32()
			out[i] = float64(f)
		} else {
			out[i], _ = c.Float64()
		}
	}
	return out
}

// MaxError measures the weighted error of P with the given (rounded)
// coefficients of Q, exactly evaluated, on samples points of [Lo, Hi]
// (Chebyshev-distributed, plus the ends).
func MaxError(p *Problem, q []float64, samples int) (float64, error) {
	a, b, err := p.tRange()
	if err != nil {
		return 0, err
	}
	qb := make([]*big.Float, len(q))
	for i, c := range q {
		qb[i] = p.bf(c)
	}
	worst := 0.0
	for i := 0; i < samples; i++ {
		c := (a+b)/2 - (b-a)/2*math.Cos(math.Pi*float64(i)/float64(samples-1))
		if c == 0 && (p.Form == "odd" || len(p.Fixed) > 0 || p.Relative) {
			c = math.Ldexp(b, -40)
		}
		worst = math.Max(worst, math.Abs(p.weightedError(qb, p.sample(p.bf(c)))))
	}
	return worst, nil
}
