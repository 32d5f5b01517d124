package mathlib_test

import (
	"math"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

// logSpecial is C99 F.9.3.7 (log, log2, log10): ±0 -> -inf, x < 0 -> NaN,
// +inf -> +inf, 1 -> +0.
func logSpecial(x float64) (float64, bool) {
	switch {
	case x == 0:
		return math.Inf(-1), true
	case x < 0 || math.IsNaN(x):
		return math.NaN(), true
	case math.IsInf(x, 1):
		return x, true
	case x == 1:
		return 0, true
	}
	return 0, false
}

// logGen covers the whole positive range, the neighbourhood of 1 where
// log is small, and subnormals.
func logGen(rng *rand.Rand) float64 {
	switch rng.Intn(4) {
	case 0:
		return uniform(rng, 0.5, 2)
	case 1:
		return 1 + logUniform(rng, -60, -2, 2)
	case 2:
		return logUniform(rng, -1074, -1022, 0)
	}
	return logUniform(rng, -1022, 1024, 0)
}

func TestDoubleLog(t *testing.T) {
	checkUnary(t, accuracy{name: "log", domain: "(0, inf): log-uniform over all binades, [0.5, 2], 1 ± 2^-60..2^-2, subnormals", bound: 1,
		gen: logGen, ref: bigref.Log, special: logSpecial})
}

func TestDoubleLog2(t *testing.T) {
	checkUnary(t, accuracy{name: "log2", domain: "as log", bound: 1, gen: logGen, ref: bigref.Log2, special: logSpecial})
}

func TestDoubleLog10(t *testing.T) {
	checkUnary(t, accuracy{name: "log10", domain: "as log", bound: 1, gen: logGen, ref: bigref.Log10, special: logSpecial})
}

func TestDoubleLog1p(t *testing.T) {
	checkUnary(t, accuracy{name: "log1p", domain: "(-1, inf): log-uniform |x| in [2^-1074, 2^1024), (-1, 1) uniform, -1 + 2^-53..2^-1", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			switch rng.Intn(4) {
			case 0:
				return uniform(rng, -1, 1)
			case 1:
				return -1 + logUniform(rng, -53, -1, 0)
			case 2:
				return -logUniform(rng, -1074, -1, 0)
			}
			return logUniform(rng, -1074, 1024, 0)
		},
		ref: bigref.Log1p,
		special: func(x float64) (float64, bool) {
			switch {
			case x == -1:
				return math.Inf(-1), true
			case x < -1 || math.IsNaN(x):
				return math.NaN(), true
			case math.IsInf(x, 1):
				return x, true
			case x == 0:
				return x, true
			}
			return 0, false
		}})
}
