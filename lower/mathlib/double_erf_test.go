package mathlib_test

import (
	"math"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

func erfGen(rng *rand.Rand) float64 {
	switch rng.Intn(3) {
	case 0:
		return uniform(rng, -7, 7)
	case 1:
		return uniform(rng, -6, 28)
	}
	return logUniform(rng, -1074, 3, 2)
}

const erfDomain = "[-7, 7] and [-6, 28] uniform, log-uniform |x| in [2^-1074, 8)"

func TestDoubleErf(t *testing.T) {
	checkUnary(t, accuracy{name: "erf", domain: erfDomain, bound: 1, gen: erfGen, ref: bigref.Erf,
		special: func(x float64) (float64, bool) {
			switch {
			case x == 0:
				return x, true
			case math.IsInf(x, 0):
				return math.Copysign(1, x), true
			}
			return nanIn(x)
		}})
}

func TestDoubleErfc(t *testing.T) {
	checkUnary(t, accuracy{name: "erfc", domain: erfDomain, bound: 1, gen: erfGen, ref: bigref.Erfc,
		special: func(x float64) (float64, bool) {
			switch {
			case math.IsInf(x, 1):
				return 0, true
			case math.IsInf(x, -1):
				return 2, true
			}
			return nanIn(x)
		}})
}

func TestDoubleErfcx(t *testing.T) {
	checkUnary(t, accuracy{name: "erfcx", domain: "[-26.6, 30] uniform, log-uniform |x| in [2^-1074, 2^1024) (negative to 2^5)", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			switch rng.Intn(3) {
			case 0:
				return uniform(rng, -26.6, 30)
			case 1:
				return logUniform(rng, -1074, 1024, 0)
			}
			return logUniform(rng, -1074, 5, 1)
		},
		ref: bigref.Erfcx,
		special: func(x float64) (float64, bool) {
			switch {
			case math.IsInf(x, 1):
				return 0, true
			case math.IsInf(x, -1):
				return math.Inf(1), true
			}
			return nanIn(x)
		}})
}
