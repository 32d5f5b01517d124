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
