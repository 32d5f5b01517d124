package mathlib_test

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

// lgammaSpecial is C99 F.9.5.3: lgamma(1) = lgamma(2) = +0, lgamma(±inf) =
// +inf, lgamma(±0) and lgamma of negative integers = +inf.
func lgammaSpecial(x float64) (float64, bool) {
	switch {
	case x == 1 || x == 2:
		return 0, true
	case math.IsInf(x, 0):
		return math.Inf(1), true
	case x <= 0 && x == math.Floor(x):
		return math.Inf(1), true
	}
	return nanIn(x)
}

func TestDoubleLgamma(t *testing.T) {
	checkUnary(t, accuracy{name: "lgamma", domain: "(0, 2^1024): [0, 12] uniform, 1 ± and 2 ± 2^-60..2^-2, log-uniform over all binades", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			switch rng.Intn(4) {
			case 0:
				return uniform(rng, 0, 12)
			case 1:
				return 1 + logUniform(rng, -60, -2, 2)
			case 2:
				return 2 + logUniform(rng, -60, -1, 2)
			}
			return logUniform(rng, -1074, 1024, 0)
		},
		ref: bigref.Lgamma, special: lgammaSpecial})
}

// TestDoubleLgammaNegative measures x < 0, where lgamma = log(pi / |x sin(pi
// x)|) - lgamma(-x) and the two terms cancel near the zeros of lgamma (two
// in every interval (-n-1, -n) for 2 <= n <= 17, closer to the poles as n
// grows): both are double-doubles good to about 2^-62 relative, so the
// absolute error stays near 2^-62 |lgamma(-x)| while the relative error
// grows without bound at the zeros. Asserted: at most 1 ulp where
// |lgamma x| >= 1/8; nearer the zeros, at most 1 ulp or an absolute error
// below 2^-58 (measured: 2^-59.1).
func TestDoubleLgammaNegative(t *testing.T) {
	rng := rand.New(rand.NewSource(47))
	in := append([]float64(nil), specials...)
	for len(in) < *f64Inputs+len(specials) {
		switch rng.Intn(3) {
		case 0:
			in = append(in, uniform(rng, -12, 0))
		case 1:
			in = append(in, logUniform(rng, -1074, 60, 1))
		default:
			// Within 2^-3 of the zeros at -2.457, -2.747, -3.144, -3.955.
			z := []float64{-2.457024738, -2.747682646, -3.143580914, -3.955294284}[rng.Intn(4)]
			in = append(in, z+logUniform(rng, -50, -3, 2))
		}
	}
	out := runUnary(t, "lgamma", in)
	farWorst, nearWorst, absWorst := 0.0, 0.0, 0.0
	var farAt, nearAt float64
	bad := 0
	for i, x := range in {
		got := out[i]
		if want, ok := lgammaSpecial(x); ok {
			if !sameFloat(got, want) {
				if bad++; bad <= 10 {
					t.Errorf("lgamma(%v) = %v, want %v (C99 Annex F)", x, got, want)
				}
			}
			continue
		}
		if x > 0 {
			continue // TestDoubleLgamma
		}
		ref := bigref.Lgamma(x)
		u := bigref.Ulps(got, ref)
		r, _ := ref.Float64()
		if math.Abs(r) >= 0.125 {
			if u > farWorst || math.IsNaN(u) {
				farWorst, farAt = u, x
			}
			if !(u <= 1) {
				if bad++; bad <= 10 {
					t.Errorf("lgamma(%v) = %v, want %v: %.3f ulp", x, got, r, u)
				}
			}
			continue
		}
		d := new(big.Float).SetPrec(200).Sub(new(big.Float).SetFloat64(got), ref)
		a, _ := d.Float64()
		a = math.Abs(a)
		if u > nearWorst {
			nearWorst, nearAt = u, x
		}
		if u <= 1 {
			continue
		}
		absWorst = math.Max(absWorst, a)
		if !(a <= 0x1p-58) {
			if bad++; bad <= 10 {
				t.Errorf("lgamma(%v) = %v, want %v: absolute error 2^%.1f", x, got, r, math.Log2(a))
			}
		}
	}
	t.Logf("lgamma (x < 0): %d inputs, max %.3f ulp where |lgamma| >= 1/8 (at %v); nearer the zeros max %.1f ulp (at %v), absolute error of those above 1 ulp 2^%.1f",
		len(in), farWorst, farAt, nearWorst, nearAt, math.Log2(absWorst))
}

func TestDoubleTgamma(t *testing.T) {
	checkUnary(t, accuracy{name: "tgamma", domain: "(0, 172) uniform, [0, 12] uniform, [-200, 0) and [-12, 0) uniform, log-uniform |x| in [2^-1074, 2^8), next to negative integers", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			switch rng.Intn(6) {
			case 0:
				return uniform(rng, 0, 172)
			case 1:
				return uniform(rng, 0, 12)
			case 2:
				return uniform(rng, -200, 0)
			case 3:
				return uniform(rng, -12, 0)
			case 4:
				return logUniform(rng, -1074, 8, 2)
			}
			return -float64(1+rng.Intn(190)) + logUniform(rng, -40, -1, 2)
		},
		ref: bigref.Tgamma,
		special: func(x float64) (float64, bool) {
			switch {
			case x == 0:
				return math.Copysign(math.Inf(1), x), true
			case math.IsInf(x, 1):
				return x, true
			case x < 0 && x == math.Floor(x): // includes -inf
				return math.NaN(), true
			}
			return nanIn(x)
		}})
}
