package mathlib_test

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

// bitsOf turns float64 inputs into the harness's bit patterns.
func bitsOf(in [][]float64) [][]uint64 {
	out := make([][]uint64, len(in))
	for i, v := range in {
		out[i] = make([]uint64, len(v))
		for j, x := range v {
			out[i][j] = math.Float64bits(x)
		}
	}
	return out
}

// pairs returns every combination of the special values plus n random
// pairs from gen.
func pairs(n int, gen func(rng *rand.Rand) (float64, float64)) [][]float64 {
	var in [][]float64
	for _, x := range specials {
		for _, y := range specials {
			in = append(in, []float64{x, y})
		}
	}
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < n; i++ {
		x, y := gen(rng)
		in = append(in, []float64{x, y})
	}
	return in
}

// anyDouble is a random bit pattern: every double, NaNs included.
func anyDouble(rng *rand.Rand) float64 { return math.Float64frombits(rng.Uint64()) }

// exactRem returns x - n y exactly for the integer n nearest x/y (ties to
// even) when nearest is set, else n = trunc(x/y), and n's low 7 bits with
// their sign: over big.Int, with x and y as integers times 2^-1074.
func exactRem(x, y float64, nearest bool) (float64, int) {
	toInt := func(v float64) *big.Int {
		f := new(big.Float).SetFloat64(math.Abs(v))
		f.SetMantExp(f, 1074)
		i, _ := f.Int(nil)
		return i
	}
	X, Y := toInt(x), toInt(y)
	q, r := new(big.Int).QuoRem(X, Y, new(big.Int))
	if nearest {
		twice := new(big.Int).Lsh(r, 1)
		if c := twice.Cmp(Y); c > 0 || c == 0 && q.Bit(0) == 1 {
			r.Sub(r, Y)
			q.Add(q, big.NewInt(1))
		}
	}
	rf := new(big.Float).SetInt(r)
	rf.SetMantExp(rf, -1074)
	res, _ := rf.Float64() // exact: |r| <= |y|
	if x < 0 {
		res = -res
	}
	if res == 0 {
		res = math.Copysign(0, x)
	}
	low := int(new(big.Int).And(q, big.NewInt(0x7f)).Int64())
	if (x < 0) != (y < 0) {
		low = -low
	}
	return res, low
}

// fmodGen: random bit patterns, and pairs with nearby exponents.
func fmodGen(rng *rand.Rand) (float64, float64) {
	if rng.Intn(2) == 0 {
		return anyDouble(rng), anyDouble(rng)
	}
	x := logUniform(rng, -1074, 1024, 2)
	return x, x / uniform(rng, 0.5, 1e6)
}

func TestDoubleFmodRemainder(t *testing.T) {
	in := pairs(*f64Inputs, fmodGen)
	fm := runKernel(t, "fmod", "double", []string{"double", "double"}, nil, bitsOf(in))
	rm := runKernel(t, "remainder", "double", []string{"double", "double"}, nil, bitsOf(in))
	rq := runKernel(t, "remquo", "double", []string{"double", "double"}, []string{"i32"}, bitsOf(in))
	bad := 0
	for i, p := range in {
		x, y := p[0], p[1]
		var wf, wr float64
		wq := 0
		switch {
		case math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || y == 0:
			wf, wr = math.NaN(), math.NaN() // C99 F.9.7.1, F.9.7.2
		case math.IsInf(y, 0):
			wf, wr = x, x
		default:
			wf, _ = exactRem(x, y, false)
			wr, wq = exactRem(x, y, true)
		}
		gf, gr, gq := math.Float64frombits(fm[i][0]), math.Float64frombits(rm[i][0]), math.Float64frombits(rq[i][0])
		qq := int(int32(uint32(rq[i][1])))
		okq := math.IsNaN(wr) || qq&7 == wq&7 && (qq < 0) == (wq < 0) || wq == 0 && qq == 0
		if !sameFloat(gf, wf) || !sameFloat(gr, wr) || !sameFloat(gq, wr) || !okq {
			if bad++; bad <= 10 {
				t.Errorf("fmod/remainder/remquo(%v, %v) = %v, %v, %v q=%d; want %v, %v q=%d", x, y, gf, gr, gq, qq, wf, wr, wq)
			}
		}
	}
	t.Logf("fmod, remainder, remquo: %d input pairs, exact in all", len(in))
	recordExact("fmod, remainder, remquo", "special pairs, random bit patterns, |x/y| in [1, 2e6]", len(in))
}

// recordExact notes an exact function in the accuracy table.
func recordExact(name, domain string, n int) {
	resultsMu.Lock()
	results = append(results, result{name: name, domain: domain, inputs: n, maxUlp: 0})
	resultsMu.Unlock()
}

// TestDoubleExactUnary: functions whose result is exact, against Go's math
// (whose implementations of these are exact) and hand-derived C99 values.
func TestDoubleExactUnary(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	in := append([]float64(nil), specials...)
	in = append(in, 0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0x1p52+1, -0x1p52-1, 0x1.fffffffffffffp51, 4503599627370495.5)
	for len(in) < *f64Inputs {
		if rng.Intn(2) == 0 {
			in = append(in, anyDouble(rng))
		} else {
			in = append(in, uniform(rng, -100, 100))
		}
	}
	roundHalfEven := func(x float64) float64 { return math.RoundToEven(x) }
	cases := []struct {
		name string
		ref  func(float64) float64
	}{
		{"floor", math.Floor}, {"ceil", math.Ceil}, {"trunc", math.Trunc}, {"round", math.Round},
		{"rint", roundHalfEven}, {"nearbyint", roundHalfEven}, {"fabs", math.Abs},
		{"logb", func(x float64) float64 {
			switch {
			case x == 0:
				return math.Inf(-1)
			case math.IsInf(x, 0):
				return math.Inf(1)
			}
			return math.Logb(x)
		}},
		{"rsqrt", nil},
	}
	for _, c := range cases {
		out := runUnary(t, c.name, in)
		worst := 0.0
		for i, x := range in {
			if c.ref == nil {
				// rsqrt: within 1 ulp of the exact 1/sqrt(x).
				switch {
				case x == 0:
					if !sameFloat(out[i], math.Copysign(math.Inf(1), x)) {
						t.Errorf("rsqrt(%v) = %v", x, out[i])
					}
				case x < 0 || math.IsNaN(x):
					if !math.IsNaN(out[i]) {
						t.Errorf("rsqrt(%v) = %v, want NaN", x, out[i])
					}
				case math.IsInf(x, 1):
					if !sameFloat(out[i], 0) {
						t.Errorf("rsqrt(+inf) = %v", out[i])
					}
				default:
					p := uint(bigref.Prec)
					s := new(big.Float).SetPrec(p).Sqrt(new(big.Float).SetPrec(p).SetFloat64(x))
					ref := new(big.Float).SetPrec(p).Quo(new(big.Float).SetPrec(p).SetInt64(1), s)
					u := bigref.Ulps(out[i], ref)
					worst = math.Max(worst, u)
					if u > 1 {
						t.Errorf("rsqrt(%v) = %v: %.3f ulp", x, out[i], u)
					}
				}
				continue
			}
			if want := c.ref(x); !sameFloat(out[i], want) {
				t.Errorf("%s(%v) = %v, want %v", c.name, x, out[i], want)
			}
		}
		if c.ref == nil {
			resultsMu.Lock()
			results = append(results, result{name: "rsqrt", domain: "random bit patterns, [-100, 100], specials", inputs: len(in), maxUlp: worst})
			resultsMu.Unlock()
			t.Logf("rsqrt: %d inputs, max error %.3f ulp", len(in), worst)
		} else {
			recordExact(c.name, "random bit patterns, [-100, 100], halfway cases, specials", len(in))
		}
	}
}

// TestDoubleExactBinary: fdim, nextafter, copysign, fmin, fmax, hypot.
func TestDoubleExactBinary(t *testing.T) {
	in := pairs(*f64Inputs, func(rng *rand.Rand) (float64, float64) {
		if rng.Intn(2) == 0 {
			return anyDouble(rng), anyDouble(rng)
		}
		x := logUniform(rng, -1074, 1024, 2)
		return x, x * logUniform(rng, -70, 70, 2)
	})
	cases := []struct {
		name string
		ref  func(x, y float64) float64
	}{
		{"fdim", func(x, y float64) float64 {
			if math.IsNaN(x) || math.IsNaN(y) {
				return math.NaN()
			}
			if x > y {
				return x - y
			}
			return 0
		}},
		{"nextafter", func(x, y float64) float64 {
			if x == y {
				return y // C99 7.12.11.3 (Go's Nextafter returns x)
			}
			return math.Nextafter(x, y)
		}}, {"copysign", math.Copysign},
		{"fmin", func(x, y float64) float64 { // C99: a NaN argument is ignored
			switch {
			case math.IsNaN(x):
				return y
			case math.IsNaN(y):
				return x
			}
			return math.Min(x, y)
		}},
		{"fmax", func(x, y float64) float64 {
			switch {
			case math.IsNaN(x):
				return y
			case math.IsNaN(y):
				return x
			}
			return math.Max(x, y)
		}},
		{"hypot", nil},
	}
	for _, c := range cases {
		got := runKernel(t, c.name, "double", []string{"double", "double"}, nil, bitsOf(in))
		worst, bad := 0.0, 0
		for i, p := range in {
			x, y := p[0], p[1]
			g := math.Float64frombits(got[i][0])
			if c.ref != nil {
				if w := c.ref(x, y); !sameFloat(g, w) {
					if bad++; bad <= 10 {
						t.Errorf("%s(%v, %v) = %v, want %v", c.name, x, y, g, w)
					}
				}
				continue
			}
			// hypot: C99 F.9.4.3: an infinity wins over NaN.
			switch {
			case math.IsInf(x, 0) || math.IsInf(y, 0):
				if !math.IsInf(g, 1) {
					t.Errorf("hypot(%v, %v) = %v, want +Inf", x, y, g)
				}
			case math.IsNaN(x) || math.IsNaN(y):
				if !math.IsNaN(g) {
					t.Errorf("hypot(%v, %v) = %v, want NaN", x, y, g)
				}
			default:
				p := uint(bigref.Prec)
				fx, fy := new(big.Float).SetPrec(p).SetFloat64(x), new(big.Float).SetPrec(p).SetFloat64(y)
				s := new(big.Float).SetPrec(p).Add(new(big.Float).SetPrec(p).Mul(fx, fx), new(big.Float).SetPrec(p).Mul(fy, fy))
				s.Sqrt(s)
				u := bigref.Ulps(g, s)
				worst = math.Max(worst, u)
				if u > 1 {
					if bad++; bad <= 10 {
						t.Errorf("hypot(%v, %v) = %v: %.3f ulp", x, y, g, u)
					}
				}
			}
		}
		if c.ref == nil {
			resultsMu.Lock()
			results = append(results, result{name: "hypot", domain: "special pairs, random bit patterns, |y/x| in [2^-70, 2^70]", inputs: len(in), maxUlp: worst})
			resultsMu.Unlock()
			t.Logf("hypot: %d inputs, max error %.3f ulp", len(in), worst)
		} else {
			recordExact(c.name, "special pairs, random bit patterns, |y/x| in [2^-70, 2^70]", len(in))
		}
	}
}

// TestDoubleExponentFunctions: frexp, ilogb, scalbn/ldexp, modf.
func TestDoubleExponentFunctions(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	in := append([]float64(nil), specials...)
	for len(in) < *f64Inputs {
		in = append(in, anyDouble(rng))
	}
	one := make([][]uint64, len(in))
	for i, x := range in {
		one[i] = []uint64{math.Float64bits(x)}
	}
	fr := runKernel(t, "frexp", "double", []string{"double"}, []string{"i32"}, one)
	il := runKernel(t, "ilogb", "i32", []string{"double"}, nil, one)
	mf := runKernel(t, "modf", "double", []string{"double"}, []string{"double"}, one)
	for i, x := range in {
		wm, we := math.Frexp(x)
		if gm, ge := math.Float64frombits(fr[i][0]), int(int32(uint32(fr[i][1]))); !sameFloat(gm, wm) || (ge != we && !math.IsNaN(x) && !math.IsInf(x, 0)) {
			t.Errorf("frexp(%v) = %v, %d; want %v, %d", x, gm, ge, wm, we)
		}
		// ilogb: FP_ILOGB0 and FP_ILOGBNAN are INT_MIN, +-inf gives INT_MAX (CUDA's choices).
		var wi int32
		switch {
		case x == 0 || math.IsNaN(x):
			wi = math.MinInt32
		case math.IsInf(x, 0):
			wi = math.MaxInt32
		default:
			wi = int32(math.Ilogb(x))
		}
		if gi := int32(uint32(il[i][0])); gi != wi {
			t.Errorf("ilogb(%v) = %d, want %d", x, gi, wi)
		}
		wip, wfr := math.Modf(x)
		if math.IsInf(x, 0) {
			wfr = math.Copysign(0, x)
		}
		if gfr, gip := math.Float64frombits(mf[i][0]), math.Float64frombits(mf[i][1]); !sameFloat(gfr, wfr) || !sameFloat(gip, wip) {
			t.Errorf("modf(%v) = %v, %v; want %v, %v", x, gfr, gip, wfr, wip)
		}
	}
	// scalbn over every exponent range, overflow and subnormal rounding.
	var sc [][]uint64
	var want []float64
	for i := 0; i < *f64Inputs; i++ {
		x := anyDouble(rng)
		n := rng.Intn(4400) - 2200
		sc = append(sc, []uint64{math.Float64bits(x), uint64(uint32(int32(n)))})
		want = append(want, math.Ldexp(x, n))
	}
	got := runKernel(t, "scalbn", "double", []string{"double", "i32"}, nil, sc)
	gotL := runKernel(t, "ldexp", "double", []string{"double", "i32"}, nil, sc)
	for i := range sc {
		g := math.Float64frombits(got[i][0])
		if !sameFloat(g, want[i]) || !sameFloat(math.Float64frombits(gotL[i][0]), want[i]) {
			t.Errorf("scalbn(%v, %d) = %v, want %v", math.Float64frombits(sc[i][0]), int32(uint32(sc[i][1])), g, want[i])
		}
	}
	recordExact("frexp, ilogb, modf", "random bit patterns, specials", len(in))
	recordExact("scalbn, ldexp", "random bit patterns, n in [-2200, 2200)", len(sc))
}

// TestDoubleNorm3d: within 1 ulp of the exact sqrt(a^2 + b^2 + c^2), an
// infinity wins over NaN.
func TestDoubleNorm3d(t *testing.T) {
	rng := rand.New(rand.NewSource(19))
	var in [][]float64
	for _, s := range specials {
		in = append(in, []float64{s, 1, 2}, []float64{3, s, math.NaN()})
	}
	for i := 0; i < *f64Inputs; i++ {
		x := logUniform(rng, -1074, 1024, 2)
		in = append(in, []float64{x, x * logUniform(rng, -40, 40, 2), x * logUniform(rng, -40, 40, 2)})
	}
	got := runKernel(t, "norm3d", "double", []string{"double", "double", "double"}, nil, bitsOf(in))
	worst, bad := 0.0, 0
	for i, v := range in {
		g := math.Float64frombits(got[i][0])
		var u float64
		switch {
		case math.IsInf(v[0], 0) || math.IsInf(v[1], 0) || math.IsInf(v[2], 0):
			if !math.IsInf(g, 1) {
				u = math.Inf(1)
			}
		case math.IsNaN(v[0]) || math.IsNaN(v[1]) || math.IsNaN(v[2]):
			if !math.IsNaN(g) {
				u = math.Inf(1)
			}
		default:
			p := uint(bigref.Prec)
			s := new(big.Float).SetPrec(p)
			for _, c := range v {
				f := new(big.Float).SetPrec(p).SetFloat64(c)
				s.Add(s, f.Mul(f, f))
			}
			u = bigref.Ulps(g, s.Sqrt(s))
		}
		worst = math.Max(worst, u)
		if u > 1 {
			if bad++; bad <= 10 {
				t.Errorf("norm3d(%v) = %v: %.3f ulp", v, g, u)
			}
		}
	}
	t.Logf("norm3d: %d inputs, max error %.3f ulp", len(in), worst)
	resultsMu.Lock()
	results = append(results, result{name: "norm3d", domain: "specials with NaN and infinities, |b/a|, |c/a| in [2^-40, 2^40], a over all binades", inputs: len(in), maxUlp: worst})
	resultsMu.Unlock()
}
