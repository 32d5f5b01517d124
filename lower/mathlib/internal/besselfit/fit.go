package besselfit

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"gpucc/lower/mathlib/internal/bigmath"
)

// Poly is a fitted polynomial sum C[j] u^j in u = v - Mid for v in [Lo,
// Hi] (centred: in powers of v itself, [1/4, 1] needs coefficients that
// cancel), C[0] + C0Lo as a double-double (rounding C[0] alone would cost
// up to 2^-56).
type Poly struct {
	Name   string
	Lo, Hi float64 // the interval of v
	Mid    float64
	C      []float64
	C0Lo   float64
	Err    float64 // measured max error (absolute or relative) after rounding
	Rel    bool
}

// interpolate returns the coefficients of the degree-deg polynomial
// interpolating f at the Chebyshev nodes of [lo, hi] (Vandermonde system in
// u/s, s = max(|lo|, |hi|), by Gaussian elimination with pivoting).
func interpolate(f func(u *big.Float) *big.Float, lo, hi float64, deg int) []*big.Float {
	n := deg + 1
	s := math.Max(math.Abs(lo), math.Abs(hi))
	mid, half := (lo+hi)/2, (hi-lo)/2
	m := make([][]*big.Float, n)
	for i := range m {
		u := num(mid + half*math.Cos(math.Pi*(float64(i)+0.5)/float64(n)))
		us := newF().Quo(u, num(s))
		row := make([]*big.Float, n+1)
		p := num(1)
		for j := 0; j < n; j++ {
			row[j] = newF().Set(p)
			p.Mul(p, us)
		}
		row[n] = f(u)
		m[i] = row
	}
	coef := bigmath.SolveLinear(m, prec)
	sp := num(1)
	for j := range coef {
		coef[j].Quo(coef[j], sp)
		sp.Mul(sp, num(s))
	}
	return coef
}

// Fit finds the lowest degree whose rounded coefficients approximate f on
// [lo, hi] within target (relative to |f| when rel, else absolute),
// measured at 257 points, in u = v - mid (exact; the interval's centre, or
// 0 where the Taylor coefficients at 0 are all positive and the centred
// ones would alternate and cancel).
func Fit(name string, f func(v *big.Float) *big.Float, lo, hi, mid float64, rel bool, target float64, maxDeg int) (Poly, error) {
	const m = 256
	g := func(u *big.Float) *big.Float { return f(newF().Add(u, num(mid))) }
	us := make([]*big.Float, 0, m+1)
	fs := make([]*big.Float, 0, m+1)
	for i := 0; i <= m; i++ {
		u := num(lo + (hi-lo)*float64(i)/m - mid)
		us = append(us, u)
		fs = append(fs, g(u))
	}
	for deg := 1; deg <= maxDeg; deg++ {
		exact := interpolate(g, lo-mid, hi-mid, deg)
		c := make([]float64, len(exact))
		for j, e := range exact {
			c[j] = Float(e)
		}
		c0lo := Float(newF().Sub(exact[0], num(c[0])))
		worst := 0.0
		for i, u := range us {
			p := newF()
			for j := len(c) - 1; j >= 0; j-- {
				p.Mul(p, u)
				p.Add(p, num(c[j]))
			}
			p.Add(p, num(c0lo))
			p.Sub(p, fs[i])
			if rel {
				p.Quo(p, fs[i])
			}
			worst = math.Max(worst, math.Abs(Float(p)))
		}
		if worst <= target {
			return Poly{Name: name, Lo: lo, Hi: hi, Mid: mid, C: c, C0Lo: c0lo, Err: worst, Rel: rel}, nil
		}
	}
	return Poly{}, fmt.Errorf("besselfit: %s on [%g, %g]: no polynomial of degree <= %d within %g", name, lo, hi, maxDeg, target)
}

// pieces is the number of unit intervals [k, k+1) of [0, 8) with their own
// polynomial.
const pieces = 8

// Targets: the piecewise fits are absolute (the functions have zeros
// there; |f| <= 1), the others relative, after rounding (C[0] as a
// double-double: y0_0 with a rounded C[0] stays at 2^-55.5 at every
// degree). The evaluation in binary64 adds about as much: the functions are
// accurate to a few ulp away from their zeros and in absolute terms near
// them, as CUDA documents its own.
const (
	targetAbs = 0x1p-55
	targetRel = 0x1p-56
	maxDeg    = 30
)

// Tables derives every polynomial, in the order Render writes them.
func Tables() ([]Poly, error) {
	var polys []Poly
	add := func(p Poly, err error) error {
		if err != nil {
			return err
		}
		polys = append(polys, p)
		return nil
	}
	ln := func(x *big.Float) *big.Float { return bigLog(x) }
	twoOverPi := newF().Quo(num(2), pi())
	sqrtOf := func(s *big.Float) *big.Float { return newF().Sqrt(s) }
	// Piece 0 of each function, in s = x^2 on [0, 1].
	if err := add(Fit("j0_0", func(s *big.Float) *big.Float { return J(0, sqrtOf(s)) }, 0, 1, 0.5, true, targetRel, maxDeg)); err != nil {
		return nil, err
	}
	if err := add(Fit("j1_0", func(s *big.Float) *big.Float {
		if s.Sign() == 0 {
			return num(0.5)
		}
		x := sqrtOf(s)
		return newF().Quo(J(1, x), x)
	}, 0, 1, 0.5, true, targetRel, maxDeg)); err != nil {
		return nil, err
	}
	// Y0 - (2/pi) ln(x) J0, entire in s.
	if err := add(Fit("y0_0", func(s *big.Float) *big.Float {
		if s.Sign() == 0 {
			// (2/pi)(gamma - ln 2).
			v := newF().Sub(euler(), bigLog(num(2)))
			return v.Mul(v, twoOverPi)
		}
		x := sqrtOf(s)
		v := newF().Mul(ln(x), J(0, x))
		v.Mul(v, twoOverPi)
		return v.Sub(Y(0, x), v)
	}, 0, 1, 0.5, false, targetAbs, maxDeg)); err != nil {
		return nil, err
	}
	// (Y1 - (2/pi)(ln(x) J1 - 1/x)) / x, entire in s.
	if err := add(Fit("y1_0", func(s *big.Float) *big.Float {
		if s.Sign() == 0 {
			s = num(0x1p-200) // the limit, to far beyond binary64
		}
		x := sqrtOf(s)
		v := newF().Mul(ln(x), J(1, x))
		v.Sub(v, newF().Quo(num(1), x))
		v.Mul(v, twoOverPi)
		v.Sub(Y(1, x), v)
		return v.Quo(v, x)
	}, 0, 1, 0.5, false, targetAbs, maxDeg)); err != nil {
		return nil, err
	}
	// Pieces 1 ... 7 in v = x - k on [0, 1].
	for _, fn := range []struct {
		name string
		f    func(x *big.Float) *big.Float
	}{{"j0", func(x *big.Float) *big.Float { return J(0, x) }}, {"j1", func(x *big.Float) *big.Float { return J(1, x) }},
		{"y0", func(x *big.Float) *big.Float { return Y(0, x) }}, {"y1", func(x *big.Float) *big.Float { return Y(1, x) }}} {
		for k := 1; k < pieces; k++ {
			if err := add(Fit(fmt.Sprintf("%s_%d", fn.name, k), func(v *big.Float) *big.Float {
				return fn.f(newF().Add(v, num(float64(k))))
			}, 0, 1, 0.5, false, targetAbs, maxDeg)); err != nil {
				return nil, err
			}
		}
	}
	// P and x Q in t = 64/x^2 on [0, 1] (x >= 8); at t = 0 the limits 1, mu-1/8... from x = 2^100.
	xOf := func(t *big.Float) *big.Float {
		if t.Sign() == 0 {
			return num(0x1p100)
		}
		return newF().Quo(num(8), sqrtOf(t))
	}
	for n := 0; n <= 1; n++ {
		if err := add(Fit(fmt.Sprintf("p%d", n), func(t *big.Float) *big.Float { p, _ := PQ(n, xOf(t)); return p }, 0, 1, 0.5, false, targetAbs, maxDeg)); err != nil {
			return nil, err
		}
		if err := add(Fit(fmt.Sprintf("q%d", n), func(t *big.Float) *big.Float {
			x := xOf(t)
			_, q := PQ(n, x)
			return q.Mul(q, x)
		}, 0, 1, 0.5, false, targetAbs, maxDeg)); err != nil {
			return nil, err
		}
	}
	// I0 and I1/x in s = x^2 on [0, 64]; I_n sqrt(x) e^-x in w = 8/x on
	// [1/4, 1] (8 <= x < 32) and [0, 1/4] (x >= 32).
	if err := add(Fit("i0_small", func(s *big.Float) *big.Float { return I(0, sqrtOf(s)) }, 0, 64, 0, true, targetRel, maxDeg)); err != nil {
		return nil, err
	}
	if err := add(Fit("i1_small", func(s *big.Float) *big.Float {
		if s.Sign() == 0 {
			return num(0.5)
		}
		x := sqrtOf(s)
		return newF().Quo(I(1, x), x)
	}, 0, 64, 0, true, targetRel, maxDeg)); err != nil {
		return nil, err
	}
	// In two pieces: on all of [0, 1] the exponentially small part
	// e^-2x = e^(-16/w), flat at w = 0, keeps the degree above 30.
	for n := 0; n <= 1; n++ {
		for _, piece := range []struct {
			name   string
			lo, hi float64
		}{{"mid", 0.25, 1}, {"large", 0, 0.25}} {
			if err := add(Fit(fmt.Sprintf("i%d_%s", n, piece.name), func(w *big.Float) *big.Float {
				x := num(0x1p100)
				if w.Sign() != 0 {
					x = newF().Quo(num(8), w)
				}
				return IScaled(n, x)
			}, piece.lo, piece.hi, (piece.lo+piece.hi)/2, true, targetRel, maxDeg)); err != nil {
				return nil, err
			}
		}
	}
	return polys, nil
}

func bigLog(x *big.Float) *big.Float { return bigmath.Log(x, prec) }

func hex(v float64) string { return strconv.FormatFloat(v, 'x', -1, 64) }

// Render writes src/double_bessel_poly.h: one array per polynomial,
// coefficients from degree 0 up, with its error.
func Render(polys []Poly) string {
	var b strings.Builder
	b.WriteString("// Generated by `go test ./lower/mathlib -run TestBesselTables -update-bessel-tables`\n")
	b.WriteString("// from lower/mathlib/internal/besselfit (its doc comment describes the method).\n")
	b.WriteString("// Each polynomial is sum c[j] u^j, c[0] first, then the low part of c[0]\n")
	b.WriteString("// (index DEG + 1), in u = v - MID for v in the interval given; the pieces\n")
	b.WriteString("// of [0, 8) are NAME[k], k = floor(x): v = x^2 for k = 0 (MID 1/2), v = x -\n")
	b.WriteString("// k (MID 1/2) above.\n")
	groups := map[string][]Poly{}
	var order []string
	for _, p := range polys {
		g := p.Name
		if len(g) > 3 && (g[0] == 'j' || g[0] == 'y') && g[2] == '_' {
			g = g[:2] // a piece
		}
		if _, ok := groups[g]; !ok {
			order = append(order, g)
		}
		groups[g] = append(groups[g], p)
	}
	for _, g := range order {
		ps := groups[g]
		deg := 0
		for _, p := range ps {
			deg = max(deg, len(p.C)-1)
		}
		kind := "absolute"
		if ps[0].Rel {
			kind = "relative"
		}
		if len(ps) == 1 {
			p := ps[0]
			fmt.Fprintf(&b, "// %s on [%g, %g], degree %d, %s error 2^%.1f\n", p.Name, p.Lo, p.Hi, len(p.C)-1, kind, log2(p.Err))
			fmt.Fprintf(&b, "#define M64_BESSEL_%s_DEG %d\n", strings.ToUpper(p.Name), len(p.C)-1)
			fmt.Fprintf(&b, "#define M64_BESSEL_%s_MID %s\n", strings.ToUpper(p.Name), hex(p.Mid))
			fmt.Fprintf(&b, "static __device__ const double m64_bessel_%s[%d] = {", p.Name, len(p.C)+1)
			writeCoefs(&b, p, len(p.C))
			b.WriteString("};\n")
			continue
		}
		fmt.Fprintf(&b, "// %s: %d pieces, degree <= %d (zero-padded), errors (r relative, a absolute)", g, len(ps), deg)
		for _, p := range ps {
			k := "a"
			if p.Rel {
				k = "r"
			}
			fmt.Fprintf(&b, " 2^%.1f%s", log2(p.Err), k)
		}
		b.WriteString("\n")
		fmt.Fprintf(&b, "#define M64_BESSEL_%s_DEG %d\n", strings.ToUpper(g), deg)
		fmt.Fprintf(&b, "static __device__ const double m64_bessel_%s[%d][%d] = {\n", g, len(ps), deg+2)
		for _, p := range ps {
			b.WriteString("\t{")
			writeCoefs(&b, p, deg+1)
			b.WriteString("},\n")
		}
		b.WriteString("};\n")
	}
	return b.String()
}

// writeCoefs writes c[0] ... c[n-1] (zero-padded), then the low part of
// c[0].
func writeCoefs(b *strings.Builder, p Poly, n int) {
	c := append(append([]float64(nil), p.C...), make([]float64, n-len(p.C))...)
	c = append(c[:n], p.C0Lo)
	for j := range c {
		if j > 0 {
			b.WriteString(",")
			if j%4 == 0 {
				b.WriteString("\n\t ")
			} else {
				b.WriteString(" ")
			}
		}
		b.WriteString(hex(c[j]))
	}
}
