package mathlib_test

import (
	"math"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

// hypGen: [-3, 3], log-uniform small and large arguments, and near the
// overflow threshold of sinh and cosh.
func hypGen(rng *rand.Rand) float64 {
	switch rng.Intn(4) {
	case 0:
		return uniform(rng, -3, 3)
	case 1:
		return logUniform(rng, -1074, 0, 2)
	case 2:
		return uniform(rng, -711, 711)
	}
	return logUniform(rng, 0, 6, 2)
}

const hypDomain = "[-3, 3], [-711, 711] uniform, log-uniform |x| in [2^-1074, 64)"

// oddInf: ±0 and ±inf map to themselves (sinh, asinh; C99 F.9.2).
func oddInf(x float64) (float64, bool) {
	if x == 0 || math.IsInf(x, 0) {
		return x, true
	}
	return nanIn(x)
}

func TestDoubleSinh(t *testing.T) {
	checkUnary(t, accuracy{name: "sinh", domain: hypDomain, bound: 1, gen: hypGen, ref: bigref.Sinh, special: oddInf})
}

func TestDoubleCosh(t *testing.T) {
	checkUnary(t, accuracy{name: "cosh", domain: hypDomain, bound: 1, gen: hypGen, ref: bigref.Cosh,
		special: func(x float64) (float64, bool) {
			if math.IsInf(x, 0) {
				return math.Inf(1), true
			}
			return nanIn(x)
		}})
}

func TestDoubleTanh(t *testing.T) {
	checkUnary(t, accuracy{name: "tanh", domain: hypDomain, bound: 1, gen: hypGen, ref: bigref.Tanh,
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

func TestDoubleAsinh(t *testing.T) {
	checkUnary(t, accuracy{name: "asinh", domain: "log-uniform |x| in [2^-1074, 2^1024), [-3, 3]", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			if rng.Intn(2) == 0 {
				return uniform(rng, -3, 3)
			}
			return logUniform(rng, -1074, 1024, 2)
		},
		ref: bigref.Asinh, special: oddInf})
}

func TestDoubleAcosh(t *testing.T) {
	checkUnary(t, accuracy{name: "acosh", domain: "[1, 3], 1 + 2^-52..2^-1, log-uniform to 2^1024", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			switch rng.Intn(3) {
			case 0:
				return uniform(rng, 1, 3)
			case 1:
				return 1 + logUniform(rng, -52, -1, 0)
			}
			return logUniform(rng, 0, 1024, 0)
		},
		ref: bigref.Acosh,
		special: func(x float64) (float64, bool) {
			switch {
			case x < 1 || math.IsNaN(x):
				return math.NaN(), true
			case x == 1:
				return 0, true
			case math.IsInf(x, 1):
				return x, true
			}
			return 0, false
		}})
}

func TestDoubleAtanh(t *testing.T) {
	checkUnary(t, accuracy{name: "atanh", domain: "(-1, 1) uniform, ±(1 - 2^-53..2^-1), log-uniform to 2^-1074", bound: 1,
		gen: asinAcosGen, ref: bigref.Atanh,
		special: func(x float64) (float64, bool) {
			switch {
			case x == 0:
				return x, true
			case math.Abs(x) == 1:
				return math.Copysign(math.Inf(1), x), true
			case math.Abs(x) > 1 || math.IsNaN(x):
				return math.NaN(), true
			}
			return 0, false
		}})
}
