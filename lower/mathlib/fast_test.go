package mathlib_test

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

// fast32 is a fast intrinsic on [lo, hi] (uniform inputs only: CUDA
// documents these functions' accuracy on such ranges), bounded in ulp or,
// with abs set, absolutely.
func fast32(name string, ref func(float64) float64, lo, hi, ulp, abs float64) *accCase {
	return &accCase{
		Name: name, Ret: "float", Args: []string{"float"},
		Domain:   fmt.Sprintf("[%g, %g]", lo, hi),
		Gen:      func(r *rand.Rand, i int) []uint64 { return []uint64{b32(float32(lo + (hi-lo)*r.Float64()))} },
		Specials: [][]uint64{{b32(float32(lo)), b32(float32(hi)), b32(1)}},
		Ref:      func(in []uint64) []Want { return []Want{want64(ref(f32(in[0])))} },
		MaxULP:   ulp,
		MaxAbs:   abs,
	}
}

// The fast intrinsics against CUDA's documented bounds (CUDA C Programming
// Guide, "Intrinsic Functions"): __expf 2 + floor(|1.173 x|) ulp, __exp10f
// 2 + floor(|2.97 x|) ulp, __logf and __log2f absolute 2^-21.41 and 2^-22
// on [0.5, 2], __sinf and __cosf absolute 2^-21.41 on [-pi, pi], __fdividef
// 2 ulp for divisors in [2^-126, 2^126].
func TestFastIntrinsics(t *testing.T) {
	cases := []*accCase{
		fast32("__nv_fast_expf", math.Exp, -10, 10, 2+11, 0),
		fast32("__nv_fast_exp10f", func(x float64) float64 { return math.Pow(10, x) }, -4, 4, 2+11, 0),
		fast32("__nv_fast_logf", math.Log, 0.5, 2, 0, 0x1.7p-22),
		fast32("__nv_fast_log2f", math.Log2, 0.5, 2, 0, 0x1p-22),
		fast32("__nv_fast_sinf", math.Sin, -math.Pi, math.Pi, 0, 0x1.7p-22),
		fast32("__nv_fast_cosf", math.Cos, -math.Pi, math.Pi, 0, 0x1.7p-22),
		{
			Name: "__nv_fast_fdividef", Ret: "float", Args: []string{"float", "float"},
			Domain: "[-100, 100] / [2^-10, 100]",
			Gen: func(r *rand.Rand, i int) []uint64 {
				return []uint64{b32(float32(-100 + 200*r.Float64())), b32(float32(0x1p-10 + 100*r.Float64()))}
			},
			Specials: [][]uint64{{b32(1), b32(-3)}, {b32(3), b32(0.5)}},
			Ref:      func(in []uint64) []Want { return []Want{want64(f32(in[0]) / f32(in[1]))} },
			MaxULP:   2,
		},
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			res := measure(t, c, *inputsFlag, 3)
			unit := "ulp"
			if c.MaxAbs != 0 {
				unit = "abs"
			}
			t.Logf("| `%s` | %s | %d | %.3g %s |", c.Name, c.Domain, res.Inputs, res.MaxULP, unit)
		})
	}
}
