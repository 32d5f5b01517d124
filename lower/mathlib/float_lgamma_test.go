package mathlib_test

import (
	"flag"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
)

// lgammafNearZeros sets the floats on each side of every negative zero of
// lgamma that TestLgammafNearZeros tries (docs/mathlib.md's figure: 4096).
var lgammafNearZeros = flag.Int("lgammaf-near-zeros", 128, "floats on each side of every negative zero of lgamma in TestLgammafNearZeros")

// TestLgammafNearZeros runs lgammaf on every float within
// -lgammaf-near-zeros ulps of each negative zero of lgamma that doubles
// come close to (two in each (-n-1, -n), 2 <= n <= 16; for n >= 9 the
// nearest floats are the pole's neighbours), against bigref's lgamma in
// math/big. Asserted: at most 1 ulp.
func TestLgammafNearZeros(t *testing.T) {
	var xs []float64
	seen := map[float32]bool{}
	add := func(v float32) {
		if !seen[v] && float64(v) != math.Floor(float64(v)) {
			seen[v] = true
			xs = append(xs, float64(v))
		}
	}
	for _, z := range zeroCentres(t) {
		c := float32(z)
		add(c)
		lo, hi := c, c
		for k := 0; k < *lgammafNearZeros; k++ {
			lo, hi = math.Nextafter32(lo, float32(math.Inf(-1))), math.Nextafter32(hi, 0)
			add(lo)
			add(hi)
		}
	}
	refs := lgammaRefs(xs)
	byBits := map[uint64]*big.Float{}
	for i, x := range xs {
		byBits[b32(float32(x))] = refs[i]
	}
	c := &accCase{
		Name: "__nv_lgammaf", Ret: "float", Args: []string{"float"},
		Gen:    func(_ *rand.Rand, i int) []uint64 { return []uint64{b32(float32(xs[i]))} },
		Ref:    func(in []uint64) []Want { return []Want{{V: byBits[in[0]]}} },
		MaxULP: 1,
	}
	res := measure(t, c, len(xs), 1)
	t.Logf("| `__nv_lgammaf` | every float within %d ulps of the negative zeros (n = 2 ... 16) | %d | %.2f | (worst at %v)",
		*lgammafNearZeros, res.Inputs, res.MaxULP, f32(res.WorstIn[0]))
	record(c.Name, fmt.Sprintf("every float within %d ulps of the negative zeros", *lgammafNearZeros), res.Inputs, res.MaxULP)
}

// TestGoLgammaReference checks what lgammaRef32 relies on: where |lgamma
// x| >= 1 on the negative axis (|x| < 2^23, where floats are not all
// integers), Go's math.Lgamma is within 2^-40 of bigref's, relatively.
func TestGoLgammaReference(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	checked := 0
	for checked < 300 {
		x := float64(float32(-math.Ldexp(1+rng.Float64(), rng.Intn(23))))
		if x == math.Floor(x) {
			continue
		}
		l, _ := math.Lgamma(x)
		if math.Abs(l) < 1 {
			continue
		}
		checked++
		ref := bigref.Lgamma(x)
		d := new(big.Float).Sub(new(big.Float).SetFloat64(l), ref)
		d.Quo(d, ref)
		if r, _ := d.Float64(); math.Abs(r) > 0x1p-40 {
			t.Errorf("Go's Lgamma(%v) = %v is %.3g off bigref's relatively", x, l, r)
		}
	}
}
