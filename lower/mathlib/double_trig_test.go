package mathlib_test

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

// trigGen mixes the Cody-Waite range, the Payne-Hanek range up to the
// largest double, and arguments next to multiples of pi/2 (where the
// reduced argument cancels).
func trigGen(rng *rand.Rand) float64 {
	switch rng.Intn(5) {
	case 0:
		return uniform(rng, -10, 10)
	case 1:
		return logUniform(rng, -60, 28, 2)
	case 2:
		return logUniform(rng, 28, 1024, 2)
	case 3:
		// Near k pi/2: the double nearest to k pi/2, and its neighbours.
		k := float64(rng.Intn(1 << 20))
		x := k * math.Pi / 2
		return math.Nextafter(x, x+float64(rng.Intn(3)-1))
	}
	return logUniform(rng, -1074, -60, 2)
}

// trigNaN: sin, cos, tan of ±inf and NaN are NaN (C99 F.9.1.6, F.9.1.5,
// F.9.1.7).
func trigNaN(x float64) (float64, bool) {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.NaN(), true
	}
	return 0, false
}

func oddZero(x float64) (float64, bool) {
	if x == 0 {
		return x, true // ±0 -> ±0
	}
	return trigNaN(x)
}

const trigDomain = "all finite doubles: [-10, 10], log-uniform to 2^28 and 2^1024, next to k pi/2 (k < 2^20), subnormals"

func TestDoubleSin(t *testing.T) {
	checkUnary(t, accuracy{name: "sin", domain: trigDomain, bound: 1, gen: trigGen, ref: bigref.Sin, special: oddZero})
}

func TestDoubleCos(t *testing.T) {
	checkUnary(t, accuracy{name: "cos", domain: trigDomain, bound: 1, gen: trigGen, ref: bigref.Cos, special: trigNaN})
}

func TestDoubleTan(t *testing.T) {
	checkUnary(t, accuracy{name: "tan", domain: trigDomain, bound: 1, gen: trigGen, ref: bigref.Tan, special: oddZero})
}

// pi-scaled arguments: halves and quarters exactly, and everything else.
func piGen(rng *rand.Rand) float64 {
	switch rng.Intn(4) {
	case 0:
		return float64(rng.Intn(1<<12)-(1<<11)) / 4
	case 1:
		return uniform(rng, -4, 4)
	case 2:
		return logUniform(rng, -1074, 2, 2)
	}
	return logUniform(rng, 2, 60, 2)
}

func TestDoubleSinpi(t *testing.T) {
	checkUnary(t, accuracy{name: "sinpi", domain: "multiples of 1/4, [-4, 4], log-uniform |x| in [2^-1074, 2^60)", bound: 1,
		gen: piGen, ref: bigref.SinPi,
		special: func(x float64) (float64, bool) {
			if !math.IsInf(x, 0) && !math.IsNaN(x) && x == math.Trunc(x) {
				return math.Copysign(0, x), true // sinpi(±n) = ±0 (IEEE 754 sinPi)
			}
			return trigNaN(x)
		}})
}

func TestDoubleCospi(t *testing.T) {
	checkUnary(t, accuracy{name: "cospi", domain: "as sinpi", bound: 1, gen: piGen, ref: bigref.CosPi,
		special: func(x float64) (float64, bool) {
			if !math.IsInf(x, 0) && !math.IsNaN(x) && math.Abs(x) < 0x1p52 && x-math.Trunc(x) == math.Copysign(0.5, x) {
				return 0, true // cospi(n + 1/2) = +0
			}
			return trigNaN(x)
		}})
}

// TestDoubleSincos checks that sincos returns exactly what sin and cos do
// and the reference's accuracy.
func TestDoubleSincos(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	in := append([]float64(nil), specials...)
	for len(in) < *f64Inputs/4+len(specials) {
		in = append(in, trigGen(rng))
	}
	bits := make([][]uint64, len(in))
	for i, x := range in {
		bits[i] = []uint64{math.Float64bits(x)}
	}
	got := runKernel(t, "sincos", "void", []string{"double"}, []string{"double", "double"}, bits)
	sc := make([]float64, 2*len(in))
	for i := range in {
		sc[2*i], sc[2*i+1] = math.Float64frombits(got[i][0]), math.Float64frombits(got[i][1])
	}
	s := runUnary(t, "sin", in)
	c := runUnary(t, "cos", in)
	worst := 0.0
	for i, x := range in {
		if !sameFloat(sc[2*i], s[i]) || !sameFloat(sc[2*i+1], c[i]) {
			t.Errorf("sincos(%v) = %v, %v; sin, cos = %v, %v", x, sc[2*i], sc[2*i+1], s[i], c[i])
		}
		if math.IsInf(x, 0) || math.IsNaN(x) {
			continue
		}
		ws, wc := bigref.SinCos(x)
		worst = math.Max(worst, math.Max(bigref.Ulps(sc[2*i], ws), bigref.Ulps(sc[2*i+1], wc)))
	}
	if worst > 1 {
		t.Errorf("sincos: max error %.3f ulp", worst)
	}
	t.Logf("sincos: %d inputs, max error %.3f ulp", len(in), worst)
}

// TestDoubleTrigKnown: values known independently of bigref: sin(1e22)
// (mpmath), sin and cos at the double nearest pi and pi/2 (the reduced
// argument is the rounding error of the constant, 1.2246e-16 and
// 6.1232e-17 in Go's math.Pi terms).
func TestDoubleTrigKnown(t *testing.T) {
	in := []float64{1e22, math.Pi, math.Pi / 2, 0x1.921fb54442d18p+1023}
	out := runUnary(t, "sin", in)
	want := []string{"-0.8522008497671888017727058937530293682617621504100436562565",
		"1.2246467991473531772260659322750011792314268975e-16", "1", ""}
	for i, w := range want {
		if w == "" {
			continue
		}
		f, _, _ := big.ParseFloat(w, 10, 200, big.ToNearestEven)
		if u := bigref.Ulps(out[i], f); u > 1 {
			t.Errorf("sin(%v) = %v, want %s (%.2f ulp)", in[i], out[i], w, u)
		}
	}
}
