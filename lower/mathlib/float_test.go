package mathlib_test

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

// f32 bit pattern helpers.
func b32(x float32) uint64 { return uint64(math.Float32bits(x)) }
func f32(b uint64) float64 { return float64(math.Float32frombits(uint32(b))) }

// specials32 are the special values every binary32 function is tried on
// (C99 Annex F's cases and the format's edges).
var specials32 = []uint64{
	b32(0), b32(float32(math.Copysign(0, -1))), b32(float32(math.Inf(1))), b32(float32(math.Inf(-1))),
	0x7fc00000, 0xffc00000, 0x7f800001, // NaNs (quiet, negative, signalling payload)
	1, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000, // denormals, smallest normal
	0x7f7fffff, 0xff7fffff, // +-FLT_MAX
	b32(1), b32(-1), b32(0.5), b32(-0.5), b32(2), b32(-2), b32(3), b32(-3), b32(0.25), b32(10), b32(-10),
	b32(1e-10), b32(-1e-10), b32(100), b32(-100), b32(1e10), b32(-1e10), b32(1e30), b32(-1e30),
}

// gen32 draws a third of the inputs as random bit patterns (every float,
// both signs, all exponents: the whole domain) and the rest uniformly in
// [lo, hi], where the function is most interesting.
func gen32(lo, hi float64) func(r *rand.Rand, i int) []uint64 {
	return func(r *rand.Rand, i int) []uint64 {
		if i%3 == 0 {
			return []uint64{uint64(r.Uint32())}
		}
		return []uint64{b32(float32(lo + (hi-lo)*r.Float64()))}
	}
}

// unary32 is a float -> float function with a float64 Go reference.
func unary32(name string, ref func(float64) float64, lo, hi float64, maxULP float64, extra ...float32) *accCase {
	sp := append([]uint64(nil), specials32...)
	for _, x := range extra {
		sp = append(sp, b32(x), b32(-x), b32(math.Nextafter32(x, 0)), b32(math.Nextafter32(x, float32(math.Inf(1)))))
	}
	return &accCase{
		Name: name, Ret: "float", Args: []string{"float"},
		Domain:   fmt.Sprintf("all floats; [%g, %g]", lo, hi),
		Gen:      gen32(lo, hi),
		Specials: [][]uint64{sp},
		Ref:      func(in []uint64) []Want { return []Want{want64(ref(f32(in[0])))} },
		MaxULP:   maxULP,
	}
}

// binary32Cases are the binary32 functions under test.
func binary32Cases() []*accCase {
	return []*accCase{
		unary32("__nv_expf", math.Exp, -104, 89, 2, 88.72283, -103.27893, -87.33655),
	}
}

func TestAccuracyFloat(t *testing.T) {
	for _, c := range binary32Cases() {
		t.Run(c.Name, func(t *testing.T) {
			res := measure(t, c, *inputsFlag, 1)
			t.Logf("| `%s` | %s | %d | %.2f |", c.Name, c.Domain, res.Inputs, res.MaxULP)
		})
	}
}
