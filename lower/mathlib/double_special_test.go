package mathlib_test

import (
	"math"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

// nearOne returns 1 - d for d log-uniform in [2^lo, 2^hi).
func nearOne(rng *rand.Rand, lo, hi int) float64 { return 1 - logUniform(rng, lo, hi, 0) }

const erfinvDomain = "(-1, 1) uniform, log-uniform |y| in [2^-1074, 1), ±(1 - 2^-53..2^-1)"

func TestDoubleErfinv(t *testing.T) {
	checkUnary(t, accuracy{name: "erfinv", domain: erfinvDomain, bound: 1,
		gen: func(rng *rand.Rand) float64 {
			switch rng.Intn(3) {
			case 0:
				return uniform(rng, -1, 1)
			case 1:
				return logUniform(rng, -1074, 0, 2)
			}
			y := nearOne(rng, -53, -1)
			if rng.Intn(2) == 0 {
				y = -y
			}
			return y
		},
		ref: bigref.Erfinv,
		special: func(y float64) (float64, bool) {
			switch {
			case y == 0:
				return y, true
			case math.Abs(y) == 1:
				return math.Copysign(math.Inf(1), y), true
			case math.Abs(y) > 1:
				return math.NaN(), true
			}
			return nanIn(y)
		}})
}

func TestDoubleErfcinv(t *testing.T) {
	checkUnary(t, accuracy{name: "erfcinv", domain: "(0, 2) uniform, log-uniform t in [2^-1074, 2^-1), 2 - 2^-53..2^-1, 1 ± 2^-60..2^-2", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			switch rng.Intn(4) {
			case 0:
				return uniform(rng, 0, 2)
			case 1:
				return logUniform(rng, -1074, -1, 0)
			case 2:
				return 1 + nearOne(rng, -53, -1)
			}
			return 1 + logUniform(rng, -60, -2, 2)
		},
		ref: bigref.Erfcinv,
		special: func(x float64) (float64, bool) {
			switch {
			case x == 0:
				return math.Inf(1), true
			case x == 2:
				return math.Inf(-1), true
			case x < 0 || x > 2:
				return math.NaN(), true
			}
			return nanIn(x)
		}})
}

func TestDoubleNormcdf(t *testing.T) {
	checkUnary(t, accuracy{name: "normcdf", domain: "[-38.6, 9] uniform, log-uniform |x| in [2^-1074, 2^6)", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			if rng.Intn(2) == 0 {
				return uniform(rng, -38.6, 9)
			}
			return logUniform(rng, -1074, 6, 2)
		},
		ref: bigref.NormCdf,
		special: func(x float64) (float64, bool) {
			switch {
			case math.IsInf(x, 1):
				return 1, true
			case math.IsInf(x, -1):
				return 0, true
			}
			return nanIn(x)
		}})
}

func TestDoubleNormcdfinv(t *testing.T) {
	checkUnary(t, accuracy{name: "normcdfinv", domain: "(0, 1) uniform, log-uniform p in [2^-1074, 2^-1), 1 - 2^-53..2^-2, 1/2 ± 2^-60..2^-3", bound: 1,
		gen: func(rng *rand.Rand) float64 {
			switch rng.Intn(4) {
			case 0:
				return uniform(rng, 0, 1)
			case 1:
				return logUniform(rng, -1074, -1, 0)
			case 2:
				return nearOne(rng, -53, -2)
			}
			return 0.5 + logUniform(rng, -60, -3, 2)
		},
		ref: bigref.NormCdfinv,
		special: func(p float64) (float64, bool) {
			switch {
			case p == 0:
				return math.Inf(-1), true
			case p == 1:
				return math.Inf(1), true
			case p < 0 || p > 1:
				return math.NaN(), true
			}
			return nanIn(p)
		}})
}

// TestDoubleLlrint checks llrint and llround against Go's rounding and
// CUDA's saturating conversion (NaN gives 0, docs/isa.md F2I).
func TestDoubleLlrint(t *testing.T) {
	rng := rand.New(rand.NewSource(64))
	in := append([]float64(nil), specials...)
	in = append(in, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0x1p63, -0x1p63, 0x1.fffffffffffffp62, -0x1.fffffffffffffp62,
		0x1p52+0.5, 0x1p52+1, 4503599627370495.5, -4503599627370495.5, 0.49999999999999994, -0.49999999999999994)
	for len(in) < *f64Inputs+len(specials) {
		switch rng.Intn(4) {
		case 0:
			in = append(in, math.Float64frombits(rng.Uint64()))
		case 1:
			in = append(in, uniform(rng, -100, 100))
		case 2:
			in = append(in, float64(rng.Intn(400)-200)/2) // halfway cases
		default:
			in = append(in, logUniform(rng, 50, 65, 2))
		}
	}
	bits := make([][]uint64, len(in))
	for i, x := range in {
		bits[i] = []uint64{math.Float64bits(x)}
	}
	for _, c := range []struct {
		name  string
		round func(float64) float64
	}{{"llrint", math.RoundToEven}, {"llround", math.Round}} {
		got := runKernel(t, c.name, "i64", []string{"double"}, nil, bits)
		bad := 0
		for i, x := range in {
			var want int64
			switch r := c.round(x); {
			case math.IsNaN(x):
				want = 0
			case r >= 0x1p63:
				want = math.MaxInt64
			case r <= -0x1p63:
				want = math.MinInt64
			default:
				want = int64(r)
			}
			if int64(got[i][0]) != want {
				if bad++; bad <= 10 {
					t.Errorf("__nv_%s(%v) = %d, want %d", c.name, x, int64(got[i][0]), want)
				}
			}
		}
		t.Logf("%s: %d inputs, exact", c.name, len(in))
	}
}
