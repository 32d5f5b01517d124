package mathlib_test

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

func cbrtGen(rng *rand.Rand) float64 {
	if rng.Intn(3) == 0 {
		return uniform(rng, -10, 10)
	}
	return logUniform(rng, -1074, 1024, 2)
}

func TestDoubleCbrt(t *testing.T) {
	checkUnary(t, accuracy{name: "cbrt", domain: "log-uniform |x| in [2^-1074, 2^1024), [-10, 10]", bound: 1, gen: cbrtGen, ref: bigref.Cbrt,
		special: func(x float64) (float64, bool) {
			if x == 0 || math.IsInf(x, 0) {
				return x, true
			}
			return nanIn(x)
		}})
}

func TestDoubleRcbrt(t *testing.T) {
	checkUnary(t, accuracy{name: "rcbrt", domain: "as cbrt", bound: 1, gen: cbrtGen,
		ref: func(x float64) *big.Float {
			return new(big.Float).SetPrec(bigref.Prec).Quo(new(big.Float).SetPrec(bigref.Prec).SetInt64(1), bigref.Cbrt(x))
		},
		special: func(x float64) (float64, bool) {
			switch {
			case x == 0:
				return math.Copysign(math.Inf(1), x), true
			case math.IsInf(x, 0):
				return math.Copysign(0, x), true
			}
			return nanIn(x)
		}})
}
