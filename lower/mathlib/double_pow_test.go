package mathlib_test

import (
	"math"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

// powGen draws pairs whose result is mostly finite and nonzero: x over
// every binade with |y log2 x| up to 1100 (overflow and the subnormal range
// included), x near 1 with huge y, negative x with integer y, and random
// bit patterns.
func powGen(rng *rand.Rand) (float64, float64) {
	switch rng.Intn(6) {
	case 0:
		x := logUniform(rng, -1074, 1024, 0)
		l := math.Abs(math.Log2(x))
		if l == 0 {
			l = 1
		}
		return x, uniform(rng, -1100, 1100) / l
	case 1:
		return uniform(rng, 0, 4), uniform(rng, -40, 40)
	case 2:
		x := 1 + logUniform(rng, -53, -10, 2)
		return x, logUniform(rng, 10, 62, 2)
	case 3:
		x := -logUniform(rng, -30, 30, 0)
		return x, float64(rng.Intn(61) - 30)
	case 4:
		return logUniform(rng, -1074, 1024, 0), []float64{0.5, 2, 3, -1, -2, 1.5, 1.0 / 3}[rng.Intn(7)]
	}
	return anyDouble(rng), anyDouble(rng)
}

func TestDoublePow(t *testing.T) {
	in := pairs(*f64Inputs, powGen)
	got := runKernel(t, "pow", "double", []string{"double", "double"}, nil, bitsOf(in))
	worst, bad := 0.0, 0
	for i, p := range in {
		x, y := p[0], p[1]
		g := math.Float64frombits(got[i][0])
		finite := !math.IsInf(x, 0) && !math.IsNaN(x) && !math.IsInf(y, 0) && !math.IsNaN(y)
		var u float64
		if finite && x != 0 && y != 0 && x != 1 && (x > 0 || y == math.Trunc(y)) {
			u = bigref.Ulps(g, bigref.Pow(x, y))
		} else if want := math.Pow(x, y); !sameFloat(g, want) {
			// Go's Pow follows C99 F.9.4.4 in these special cases.
			u = math.Inf(1)
		}
		if u > worst {
			worst = u
		}
		if u > 1 {
			if bad++; bad <= 10 {
				t.Errorf("pow(%v, %v) = %v: %.3f ulp (Go: %v)", x, y, g, u, math.Pow(x, y))
			}
		}
	}
	t.Logf("pow: %d inputs, max error %.3f ulp", len(in), worst)
	resultsMu.Lock()
	results = append(results, result{name: "pow", domain: "special pairs; x over all binades with |y log2 x| <= 1100; 1 + 2^-53..2^-10 with |y| to 2^62; x < 0 with integer y; random bit patterns",
		inputs: len(in), maxUlp: worst})
	resultsMu.Unlock()
}

// TestDoublePowi: powi(x, n) = pow(x, n) bit for bit.
func TestDoublePowi(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	var in [][]uint64
	var x []float64
	var n []int
	for i := 0; i < *f64Inputs/4; i++ {
		xi := logUniform(rng, -40, 40, 2)
		ni := rng.Intn(81) - 40
		in = append(in, []uint64{math.Float64bits(xi), uint64(uint32(int32(ni)))})
		x, n = append(x, xi), append(n, ni)
	}
	got := runKernel(t, "powi", "double", []string{"double", "i32"}, nil, in)
	for i := range in {
		g := math.Float64frombits(got[i][0])
		if u := bigref.Ulps(g, bigref.Pow(x[i], float64(n[i]))); u > 1 {
			t.Errorf("powi(%v, %d) = %v: %.3f ulp", x[i], n[i], g, u)
		}
	}
}
