package mathlib_test

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

// TestDoubleClassify: isnand, isinfd, isfinited, signbitd against Go's
// math, fma against math.FMA (exact), sincospi against sinpi and cospi.
func TestDoubleClassify(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	in := append([]float64(nil), specials...)
	for len(in) < *f64Inputs {
		in = append(in, anyDouble(rng))
	}
	one := make([][]uint64, len(in))
	for i, x := range in {
		one[i] = []uint64{math.Float64bits(x)}
	}
	b2i := func(b bool) int32 {
		if b {
			return 1
		}
		return 0
	}
	cases := []struct {
		name string
		ref  func(float64) bool
	}{{"isnand", math.IsNaN}, {"isinfd", func(x float64) bool { return math.IsInf(x, 0) }},
		{"isfinited", func(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }}, {"signbitd", math.Signbit}}
	for _, c := range cases {
		got := runKernel(t, c.name, "i32", []string{"double"}, nil, one)
		for i, x := range in {
			if g := int32(uint32(got[i][0])); (g != 0) != c.ref(x) || (g != 0 && g != b2i(true)) {
				t.Errorf("%s(%v) = %d", c.name, x, g)
			}
		}
	}
	sc := runKernel(t, "sincospi", "void", []string{"double"}, []string{"double", "double"}, one)
	s, c := runUnary(t, "sinpi", in), runUnary(t, "cospi", in)
	for i, x := range in {
		if !sameFloat(math.Float64frombits(sc[i][0]), s[i]) || !sameFloat(math.Float64frombits(sc[i][1]), c[i]) {
			t.Errorf("sincospi(%v) differs from sinpi, cospi", x)
		}
	}
	var three [][]uint64
	for i := 0; i < *f64Inputs; i++ {
		three = append(three, []uint64{rng.Uint64(), rng.Uint64(), rng.Uint64()})
	}
	fm := runKernel(t, "fma", "double", []string{"double", "double", "double"}, nil, three)
	for i, v := range three {
		a, b, cc := math.Float64frombits(v[0]), math.Float64frombits(v[1]), math.Float64frombits(v[2])
		if g, w := math.Float64frombits(fm[i][0]), math.FMA(a, b, cc); !sameFloat(g, w) {
			t.Errorf("fma(%v, %v, %v) = %v, want %v", a, b, cc, g, w)
		}
	}
	recordExact("isnand, isinfd, isfinited, signbitd, sincospi (= sinpi, cospi)", "random bit patterns, specials", len(in))
	recordExact("fma", "random bit-pattern triples", len(three))
}

// TestDoubleReciprocalNorms: rhypot, rnorm3d, norm4d, rnorm4d within 1 ulp
// of the exact values; C99's hypot conventions for infinities and NaN.
func TestDoubleReciprocalNorms(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	cases := []struct {
		name  string
		n     int
		recip bool
	}{{"rhypot", 2, true}, {"rnorm3d", 3, true}, {"norm4d", 4, false}, {"rnorm4d", 4, true}}
	for _, c := range cases {
		var in [][]float64
		for _, s := range specials {
			v := []float64{s, 1, 2, 3}[:c.n]
			w := []float64{3, s, math.NaN(), 0}[:c.n]
			in = append(in, v, w)
		}
		for i := 0; i < *f64Inputs; i++ {
			x := logUniform(rng, -1074, 1024, 2)
			v := []float64{x}
			for j := 1; j < c.n; j++ {
				v = append(v, x*logUniform(rng, -40, 40, 2))
			}
			in = append(in, v)
		}
		args := []string{"double", "double", "double", "double"}[:c.n]
		got := runKernel(t, c.name, "double", args, nil, bitsOf(in))
		worst, bad := 0.0, 0
		for i, v := range in {
			g := math.Float64frombits(got[i][0])
			inf, nan := false, false
			for _, x := range v {
				inf = inf || math.IsInf(x, 0)
				nan = nan || math.IsNaN(x)
			}
			var u float64
			switch {
			case inf:
				want := math.Inf(1)
				if c.recip {
					want = 0
				}
				if !sameFloat(g, want) {
					u = math.Inf(1)
				}
			case nan:
				if !math.IsNaN(g) {
					u = math.Inf(1)
				}
			default:
				p := uint(bigref.Prec)
				s := new(big.Float).SetPrec(p)
				for _, x := range v {
					f := new(big.Float).SetPrec(p).SetFloat64(x)
					s.Add(s, f.Mul(f, f))
				}
				s.Sqrt(s)
				if c.recip {
					if s.Sign() == 0 {
						if !math.IsInf(g, 1) {
							u = math.Inf(1)
						}
						break
					}
					s.Quo(new(big.Float).SetPrec(p).SetInt64(1), s)
				}
				u = bigref.Ulps(g, s)
			}
			worst = math.Max(worst, u)
			if u > 1 {
				if bad++; bad <= 10 {
					t.Errorf("%s(%v) = %v: %.3f ulp", c.name, v, g, u)
				}
			}
		}
		t.Logf("%s: %d inputs, max error %.3f ulp", c.name, len(in), worst)
		resultsMu.Lock()
		results = append(results, result{name: c.name, domain: "specials with NaN and infinities; other arguments within 2^±40 of the first, over all binades", inputs: len(in), maxUlp: worst})
		resultsMu.Unlock()
	}
}
