package mathlib_test

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

// besselI returns I_n(x), n in {0, 1}, by its power series in math/big
// (positive terms: no cancellation; 250 bits for the 10^300 range).
func besselI(n int, x float64) float64 {
	const p = 250
	h := new(big.Float).SetPrec(p).SetFloat64(math.Abs(x) / 2)
	q := new(big.Float).SetPrec(p).Mul(h, h)
	term := new(big.Float).SetPrec(p).SetInt64(1)
	if n == 1 {
		term.Set(h)
	}
	sum := new(big.Float).SetPrec(p).Set(term)
	for k := 1; ; k++ {
		term.Mul(term, q)
		term.Quo(term, new(big.Float).SetPrec(p).SetInt64(int64(k*(k+n))))
		if term.Sign() == 0 || term.MantExp(nil) < sum.MantExp(nil)-p-4 {
			break
		}
		sum.Add(sum, term)
	}
	if n == 1 && x < 0 {
		sum.Neg(sum)
	}
	v, _ := sum.Float64()
	return v
}

// tinyBessel returns J0, J1, Y0, Y1 for 0 < |x| < 2^-27 from the leading
// terms of their series (the next terms are below 2^-54 relative), in
// math/big: Go's J1 returns +x/2 for tiny negative x (its sign is lost)
// and Go's Y0 and Y1 are wrong for subnormal x.
func tinyBessel(name string, x float64) (float64, bool) {
	if x == 0 || math.Abs(x) >= 0x1p-27 || math.IsNaN(x) {
		return 0, false
	}
	const p = 200
	twoOverPi := new(big.Float).SetPrec(p).Quo(big.NewFloat(2), bigref.Pi(p))
	switch name {
	case "j0":
		return 1, true // 1 - x^2/4 rounds to 1
	case "j1":
		return x / 2, true // exact but for subnormal rounding, as the function's
	case "y0":
		if x < 0 {
			return 0, false
		}
		// (2/pi)(log x - log 2 + gamma).
		l := new(big.Float).SetPrec(p).Sub(bigref.Log(x), bigref.Ln2())
		l.Add(l, new(big.Float).SetPrec(p).SetFloat64(0.57721566490153286061))
		v, _ := l.Mul(l, twoOverPi).Float64()
		return v, true
	case "y1":
		if x < 0 {
			return 0, false
		}
		q := new(big.Float).SetPrec(p).Quo(twoOverPi, big.NewFloat(x))
		v, _ := q.Neg(q).Float64()
		return v, true
	}
	return 0, false
}

// besselCase is one Bessel function with its reference and special values.
type besselCase struct {
	name    string
	ref     func(x float64) float64
	special func(x float64) (float64, bool)
	lo, hi  float64 // the uniform part
	// Asserted per input: at most maxUlp ulp, or at most maxAbs absolute
	// error (near the zeros).
	maxUlp, maxAbs float64
}

func besselSpecial(atInf, atZero float64, negNaN bool) func(x float64) (float64, bool) {
	return func(x float64) (float64, bool) {
		switch {
		case math.IsNaN(x), negNaN && x < 0:
			return math.NaN(), true
		case math.IsInf(x, 0):
			return math.Copysign(atInf, x), true
		case negNaN && x == 0:
			return atZero, true
		}
		return 0, false
	}
}

// TestDoubleBessel measures j0, j1, y0, y1, cyl_bessel_i0, cyl_bessel_i1
// against Go's math (J0, J1, Y0, Y1: independent fdlibm ports, good to
// about 1e-16 relative away from the zeros and in absolute terms near
// them) and I0, I1 from their power series in math/big. Near the zeros
// the relative error is unbounded (the functions are evaluated to an
// absolute error, as CUDA documents its own), so the test reports the
// largest ulp error where |f| >= 2^-4 and the largest absolute error
// elsewhere.
func TestDoubleBessel(t *testing.T) {
	cases := []besselCase{
		{"j0", math.J0, func(x float64) (float64, bool) {
			if math.IsInf(x, 0) {
				return 0, true
			}
			return nanIn(x)
		}, -40, 40, 16, 0x1p-52},
		{"j1", math.J1, besselSpecial(0, 0, false), -40, 40, 16, 0x1p-52},
		{"y0", math.Y0, besselSpecial(0, math.Inf(-1), true), 0, 40, 16, 0x1p-52},
		{"y1", math.Y1, besselSpecial(0, math.Inf(-1), true), 0, 40, 16, 0x1p-52},
		{"cyl_bessel_i0", func(x float64) float64 { return besselI(0, x) }, func(x float64) (float64, bool) {
			if math.IsInf(x, 0) {
				return math.Inf(1), true
			}
			return nanIn(x)
		}, -720, 720, 4, 0},
		{"cyl_bessel_i1", func(x float64) float64 { return besselI(1, x) }, besselSpecial(math.Inf(1), 0, false), -720, 720, 4, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rng := rand.New(rand.NewSource(int64(len(c.name)) * 31))
			in := append([]float64(nil), specials...)
			for len(in) < *f64Inputs+len(specials) {
				switch rng.Intn(3) {
				case 0:
					in = append(in, uniform(rng, c.lo, c.hi))
				case 1:
					in = append(in, uniform(rng, math.Max(c.lo, -8), math.Min(c.hi, 8)))
				default:
					neg := 2
					if c.lo >= 0 {
						neg = 0
					}
					in = append(in, logUniform(rng, -60, 40, neg))
				}
			}
			if c.name[0] == 'c' { // I0, I1 overflow near 713.99; the big series is slow beyond
				for i, x := range in {
					if math.Abs(x) > 720 && !math.IsInf(x, 0) {
						in[i] = math.Copysign(720, x)
					}
				}
			}
			out := runUnary(t, c.name, in)
			worstUlp, worstAbs, bad := 0.0, 0.0, 0
			var ulpAt, absAt float64
			for i, x := range in {
				got := out[i]
				if want, ok := c.special(x); ok {
					if !sameFloat(got, want) {
						t.Errorf("%s(%v) = %v, want %v", c.name, x, got, want)
					}
					continue
				}
				ref := c.ref(x)
				if r, ok := tinyBessel(c.name, x); ok {
					ref = r
				}
				u := bigref.Ulps(got, new(big.Float).SetFloat64(ref))
				if !(u <= c.maxUlp || math.Abs(got-ref) <= c.maxAbs) {
					if bad++; bad <= 10 {
						t.Errorf("%s(%v) = %v, want %v: %.1f ulp, absolute error %.3g", c.name, x, got, ref, u, math.Abs(got-ref))
					}
				}
				if math.Abs(ref) >= 0x1p-4 || math.IsInf(ref, 0) || c.name[0] == 'c' {
					if u > worstUlp || math.IsNaN(u) {
						worstUlp, ulpAt = u, x
					}
				} else if a := math.Abs(got - ref); a > worstAbs || math.IsNaN(a) {
					worstAbs, absAt = a, x
				}
			}
			t.Logf("%s: %d inputs, max %.2f ulp where |f| >= 1/16 (at %v), max absolute error %.3g elsewhere (at %v)", c.name, len(in), worstUlp, ulpAt, worstAbs, absAt)
		})
	}
}

// besselJn returns J_n(x) by its power series sum (-1)^k (x/2)^(2k+n) /
// (k! (n+k)!) in math/big, with 1.5|x| + 200 bits for the cancellation
// (the largest term is below e^|x|); J_-n = (-1)^n J_n.
func besselJn(n int, x float64) float64 {
	sign := 1.0
	if n < 0 {
		n = -n
		if n%2 == 1 {
			sign = -1
		}
	}
	p := uint(200 + 1.5*math.Abs(x))
	h := new(big.Float).SetPrec(p).SetFloat64(x / 2)
	q := new(big.Float).SetPrec(p).Mul(h, h)
	q.Neg(q)
	term := new(big.Float).SetPrec(p).SetInt64(1)
	for k := 1; k <= n; k++ {
		term.Mul(term, h)
		term.Quo(term, new(big.Float).SetPrec(p).SetInt64(int64(k)))
	}
	sum := new(big.Float).SetPrec(p).Set(term)
	for k := 1; ; k++ {
		term.Mul(term, q)
		term.Quo(term, new(big.Float).SetPrec(p).SetInt64(int64(k*(n+k))))
		if term.Sign() == 0 || k > int(math.Abs(x)) && term.MantExp(nil) < sum.MantExp(nil)-int(p) {
			break
		}
		sum.Add(sum, term)
	}
	v, _ := sum.Float64()
	return sign * v
}

// TestDoubleBesselN measures jn against its power series in math/big
// (besselJn: Go's math.Jn is off by up to 6e-13 where n is close to x) and
// yn against Go's math.Yn (forward recurrence from Go's Y0, Y1: its own
// error is part of the figure), orders -40 ... 40 and up to 300, x in
// [-60, 60] and up to 400, plus the special values: jn(n, 0) = 0 (n != 0),
// yn(n, 0) = -inf, yn of x < 0 NaN, jn(n, +-inf) = 0, yn(n, +inf) = 0.
func TestDoubleBesselN(t *testing.T) {
	rng := rand.New(rand.NewSource(71))
	type pair struct {
		n int32
		x float64
	}
	var in []pair
	for _, n := range []int32{0, 1, 2, -1, -2, 5, -5, 40} {
		for _, x := range []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 1, -1, 8, 100} {
			in = append(in, pair{n, x})
		}
	}
	for len(in) < *f64Inputs+72 {
		switch rng.Intn(3) {
		case 0:
			in = append(in, pair{int32(rng.Intn(81) - 40), uniform(rng, -60, 60)})
		case 1:
			in = append(in, pair{int32(rng.Intn(301)), uniform(rng, 0, 400)})
		default:
			in = append(in, pair{int32(rng.Intn(21) - 10), logUniform(rng, -20, 6, 2)})
		}
	}
	bits := make([][]uint64, len(in))
	for i, p := range in {
		bits[i] = []uint64{uint64(uint32(p.n)), math.Float64bits(p.x)}
	}
	for _, fn := range []string{"jn", "yn"} {
		got := runKernel(t, fn, "double", []string{"i32", "double"}, nil, bits)
		worstUlp, worstAbs, bad := 0.0, 0.0, 0
		for i, p := range in {
			g := math.Float64frombits(got[i][0])
			var ref float64
			if fn == "jn" {
				ref = math.Jn(int(p.n), p.x) // the special values
				if !math.IsInf(p.x, 0) && !math.IsNaN(p.x) && p.x != 0 {
					ref = besselJn(int(p.n), p.x)
				}
			} else {
				ref = math.Yn(int(p.n), p.x)
				if p.x < 0 && !math.IsInf(p.x, 0) || p.x == math.Inf(-1) {
					ref = math.NaN() // Go's Yn(n, -inf) is NaN too; POSIX: NaN for x < 0
				}
			}
			if math.IsNaN(ref) || math.IsInf(ref, 0) || ref == 0 {
				if !sameFloat(g, ref) && !(ref == 0 && g == 0) {
					if bad++; bad <= 10 {
						t.Errorf("%s(%d, %v) = %v, want %v", fn, p.n, p.x, g, ref)
					}
				}
				continue
			}
			u := bigref.Ulps(g, new(big.Float).SetFloat64(ref))
			a := math.Abs(g - ref)
			if math.Abs(ref) >= 0x1p-4 {
				worstUlp = math.Max(worstUlp, u)
			} else {
				worstAbs = math.Max(worstAbs, a)
			}
			if !(u <= 64 || a <= 0x1p-50) {
				if bad++; bad <= 10 {
					t.Errorf("%s(%d, %v) = %v, want %v: %.1f ulp, absolute error %.3g", fn, p.n, p.x, g, ref, u, a)
				}
			}
		}
		t.Logf("%s: %d inputs, max %.2f ulp where |f| >= 1/16, max absolute error %.3g elsewhere", fn, len(in), worstUlp, worstAbs)
	}
}
