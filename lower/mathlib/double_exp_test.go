package mathlib_test

import (
	"math"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

// nanIn: NaN in, NaN out.
func nanIn(x float64) (float64, bool) {
	if math.IsNaN(x) {
		return math.NaN(), true
	}
	return 0, false
}

func TestDoubleExp(t *testing.T) {
	checkUnary(t, accuracy{name: "exp", domain: "[-746, 710] uniform + log-uniform |x| in [2^-60, 2^10)", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			if rng.Intn(2) == 0 {
				return uniform(rng, -746, 710)
			}
			return logUniform(rng, -60, 10, 2)
		},
		ref: bigref.Exp,
		special: func(x float64) (float64, bool) {
			switch {
			case math.IsInf(x, 1):
				return x, true
			case math.IsInf(x, -1):
				return 0, true
			}
			return nanIn(x)
		}})
}

// expSpecial is C99 F.9.3.1 for exp, exp2 and exp10: +inf -> +inf,
// -inf -> +0, NaN -> NaN (±0 -> 1 is checked against the reference).
func expSpecial(x float64) (float64, bool) {
	switch {
	case math.IsInf(x, 1):
		return x, true
	case math.IsInf(x, -1):
		return 0, true
	}
	return nanIn(x)
}

func TestDoubleExp2(t *testing.T) {
	checkUnary(t, accuracy{name: "exp2", domain: "[-1080, 1024] uniform + log-uniform |x| in [2^-60, 2^10)", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			switch rng.Intn(3) {
			case 0:
				return uniform(rng, -1080, 1024)
			case 1:
				return uniform(rng, -1075, -1020) // the subnormal results
			}
			return logUniform(rng, -60, 10, 2)
		},
		ref: bigref.Exp2, special: expSpecial})
}

func TestDoubleExp10(t *testing.T) {
	checkUnary(t, accuracy{name: "exp10", domain: "[-324, 309] uniform + log-uniform |x| in [2^-60, 2^9)", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			if rng.Intn(2) == 0 {
				return uniform(rng, -324, 309)
			}
			return logUniform(rng, -60, 9, 2)
		},
		ref: bigref.Exp10, special: expSpecial})
}

func TestDoubleExpm1(t *testing.T) {
	checkUnary(t, accuracy{name: "expm1", domain: "[-50, 710] uniform + log-uniform |x| in [2^-1074, 2^6)", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			switch rng.Intn(3) {
			case 0:
				return uniform(rng, -50, 710)
			case 1:
				return uniform(rng, -2, 2)
			}
			return logUniform(rng, -1074, 6, 2)
		},
		ref: bigref.Expm1,
		special: func(x float64) (float64, bool) {
			switch {
			case math.IsInf(x, 1):
				return x, true
			case math.IsInf(x, -1):
				return -1, true
			case x == 0:
				return x, true // ±0 keeps its sign
			}
			return nanIn(x)
		}})
}
