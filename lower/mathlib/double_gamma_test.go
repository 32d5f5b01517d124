package mathlib_test

import (
	"flag"
	"math"
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

// lgammaNearZeros sets the doubles on each side of every negative zero of
// lgamma that TestDoubleLgammaNegative tries besides its random inputs.
var lgammaNearZeros = flag.Int("lgamma-near-zeros", 16, "doubles on each side of every negative zero of lgamma in TestDoubleLgammaNegative")

// TestDoubleLgammaNegative measures x < 0. Away from the zeros of lgamma
// the reflection log(pi / |x sin(pi x)|) - lgamma(-x) applies; next to
// each zero (|lgamma| <= 1/16, two zeros in every (-n-1, -n) for 2 <= n
// <= 16) its two terms cancel, and the library evaluates the expansion
// around the zero (src/double_lgamma_zeros.h). Inputs: the doubles next to
// every zero, random offsets from the zeros (2^-60 to 2^-2 relative),
// [-18, 0) uniform and log-uniform |x| over all binades. Asserted: at most
// 1 ulp everywhere, against bigref's lgamma; the log gives the worst case
// inside the windows and outside.
func TestDoubleLgammaNegative(t *testing.T) {
	f64, _ := lgammaTables(t)
	rng := rand.New(rand.NewSource(47))
	in := append([]float64(nil), specials...)
	zeros := zeroCentres(t)
	for _, z := range zeros {
		lo, hi := z, z
		for k := 0; k < *lgammaNearZeros; k++ {
			lo, hi = math.Nextafter(lo, math.Inf(-1)), math.Nextafter(hi, 0)
			in = append(in, lo, hi)
		}
		in = append(in, z)
	}
	for len(in) < *f64Inputs+len(specials)+len(zeros)*(2**lgammaNearZeros+1) {
		switch rng.Intn(3) {
		case 0:
			in = append(in, uniform(rng, -18, 0))
		case 1:
			in = append(in, logUniform(rng, -1074, 60, 1))
		default:
			z := zeros[rng.Intn(len(zeros))]
			in = append(in, z*(1+logUniform(rng, -60, -2, 2)))
		}
	}
	out := runUnary(t, "lgamma", in)
	refs := lgammaRefs(in)
	inWindow := func(x float64) bool {
		for _, r := range f64.rows {
			if -x >= r[0] && -x <= r[1] {
				return true
			}
		}
		return false
	}
	var worst [2]float64
	var worstAt [2]float64
	var count [2]int
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
		u := bigref.Ulps(got, refs[i])
		w := 0
		if inWindow(x) {
			w = 1
		}
		count[w]++
		if u > worst[w] || math.IsNaN(u) {
			worst[w], worstAt[w] = u, x
		}
		if !(u <= 1) {
			if bad++; bad <= 10 {
				r, _ := refs[i].Float64()
				t.Errorf("lgamma(%v) = %v, want %v: %.3f ulp", x, got, r, u)
			}
		}
	}
	if bad > 10 {
		t.Errorf("lgamma: %d failures in all", bad)
	}
	t.Logf("lgamma (x < 0): %d inputs; outside the zeros' windows %d, max %.3f ulp (at %v); inside %d, max %.3f ulp (at %v)",
		len(in), count[0], worst[0], worstAt[0], count[1], worst[1], worstAt[1])
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
