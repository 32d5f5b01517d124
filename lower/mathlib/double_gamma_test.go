package mathlib_test

import (
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

// TestDoubleLgammaNegative measures x < 0, where the reflection's two terms
// cancel near the zeros of lgamma (two in every interval (-n-1, -n), n >= 2).
// The bound is the measured figure rounded up (docs/mathlib.md), not 1 ulp.
func TestDoubleLgammaNegative(t *testing.T) {
	checkUnary(t, accuracy{name: "lgamma (x < 0)", fn: "lgamma", domain: "[-12, 0) uniform, log-uniform |x| in [2^-1074, 2^60)", bound: lgammaNegBound,
		gen: func(rng *rand.Rand) float64 {
			if rng.Intn(2) == 0 {
				return uniform(rng, -12, 0)
			}
			return logUniform(rng, -1074, 60, 1)
		},
		ref: bigref.Lgamma, special: lgammaSpecial})
}

// lgammaNegBound: the sinpi kernel is good to about 2^-57 relative, which the
// cancellation near the negative zeros amplifies.
const lgammaNegBound = 16

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
