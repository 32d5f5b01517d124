package mathlib_test

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

func TestDoubleAtan(t *testing.T) {
	checkUnary(t, accuracy{name: "atan", domain: "log-uniform |x| in [2^-1074, 2^1024), [-3, 3] uniform", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			if rng.Intn(2) == 0 {
				return uniform(rng, -3, 3)
			}
			return logUniform(rng, -1074, 1024, 2)
		},
		ref: bigref.Atan,
		special: func(x float64) (float64, bool) {
			if x == 0 {
				return x, true
			}
			return nanIn(x) // ±inf: ±pi/2 against the reference
		}})
}

// asinAcosGen: [-1, 1] uniform, next to ±1, and tiny.
func asinAcosGen(rng *rand.Rand) float64 {
	switch rng.Intn(3) {
	case 0:
		return uniform(rng, -1, 1)
	case 1:
		x := 1 - logUniform(rng, -53, -1, 0)
		if rng.Intn(2) == 0 {
			x = -x
		}
		return x
	}
	return logUniform(rng, -1074, 0, 2)
}

func TestDoubleAsin(t *testing.T) {
	checkUnary(t, accuracy{name: "asin", domain: "[-1, 1] uniform, ±(1 - 2^-53..2^-1), log-uniform to 2^-1074", bound: 1,
		gen: asinAcosGen, ref: bigref.Asin,
		special: func(x float64) (float64, bool) {
			switch {
			case x == 0:
				return x, true
			case math.Abs(x) > 1 || math.IsNaN(x):
				return math.NaN(), true
			}
			return 0, false
		}})
}

func TestDoubleAcos(t *testing.T) {
	checkUnary(t, accuracy{name: "acos", domain: "as asin", bound: 1,
		gen: asinAcosGen, ref: bigref.Acos,
		special: func(x float64) (float64, bool) {
			switch {
			case x == 1:
				return 0, true
			case math.Abs(x) > 1 || math.IsNaN(x):
				return math.NaN(), true
			}
			return 0, false
		}})
}

// atan2Special is C99 F.9.1.4 for the cases without a finite nonzero
// quotient; ok=false means compare against the reference.
func atan2Special(y, x float64) (*big.Float, bool, bool) {
	pi := bigref.Pi(bigref.Prec)
	frac := func(n, d int64) *big.Float {
		v := new(big.Float).SetPrec(bigref.Prec).Mul(pi, big.NewFloat(float64(n)))
		v.Quo(v, big.NewFloat(float64(d)))
		if math.Signbit(y) {
			v.Neg(v)
		}
		return v
	}
	switch {
	case math.IsNaN(x) || math.IsNaN(y):
		return nil, true, true // NaN
	case y == 0 && !math.Signbit(x) && !math.IsNaN(x):
		return new(big.Float).SetFloat64(math.Copysign(0, y)), false, true // ±0 for x >= +0 (finite or +inf)
	case y == 0:
		return frac(1, 1), false, true // ±pi for x <= -0
	case x == 0:
		return frac(1, 2), false, true
	case math.IsInf(y, 0) && math.IsInf(x, 1):
		return frac(1, 4), false, true
	case math.IsInf(y, 0) && math.IsInf(x, -1):
		return frac(3, 4), false, true
	case math.IsInf(y, 0):
		return frac(1, 2), false, true
	case math.IsInf(x, 1):
		return new(big.Float).SetFloat64(math.Copysign(0, y)), false, true
	case math.IsInf(x, -1):
		return frac(1, 1), false, true
	}
	return nil, false, false
}

func TestDoubleAtan2(t *testing.T) {
	in := pairs(*f64Inputs, func(rng *rand.Rand) (float64, float64) {
		switch rng.Intn(3) {
		case 0:
			return anyDouble(rng), anyDouble(rng)
		case 1:
			return uniform(rng, -3, 3), uniform(rng, -3, 3)
		}
		x := logUniform(rng, -1074, 1024, 2)
		return x * logUniform(rng, -80, 80, 2), x
	})
	got := runKernel(t, "atan2", "double", []string{"double", "double"}, nil, bitsOf(in))
	worst, bad := 0.0, 0
	for i, p := range in {
		y, x := p[0], p[1]
		g := math.Float64frombits(got[i][0])
		var u float64
		if w, isNaN, ok := atan2Special(y, x); ok {
			switch {
			case isNaN:
				if !math.IsNaN(g) {
					u = math.Inf(1)
				}
			case w.Sign() == 0:
				if !sameFloat(g, func() float64 { f, _ := w.Float64(); return f }()) {
					u = math.Inf(1)
				}
			default:
				u = bigref.Ulps(g, w)
			}
		} else {
			u = bigref.Ulps(g, bigref.Atan2(y, x))
		}
		worst = math.Max(worst, u)
		if u > 1 {
			if bad++; bad <= 10 {
				t.Errorf("atan2(%v, %v) = %v: %.3f ulp", y, x, g, u)
			}
		}
	}
	t.Logf("atan2: %d inputs, max error %.3f ulp", len(in), worst)
	resultsMu.Lock()
	results = append(results, result{name: "atan2", domain: "special pairs, random bit patterns, [-3, 3]^2, |y/x| in [2^-80, 2^80]", inputs: len(in), maxUlp: worst})
	resultsMu.Unlock()
}
