package mathlib_test

import (
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
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

// gen32x is gen32 for n arguments.
func gen32x(n int, lo, hi float64) func(r *rand.Rand, i int) []uint64 {
	return func(r *rand.Rand, i int) []uint64 {
		in := make([]uint64, n)
		for j := range in {
			if i%3 == 0 {
				in[j] = uint64(r.Uint32())
			} else {
				in[j] = b32(float32(lo + (hi-lo)*r.Float64()))
			}
		}
		return in
	}
}

// fewSpecials32 are the special values of functions of three and four
// arguments (every combination is tried).
var fewSpecials32 = []uint64{b32(0), b32(float32(math.Copysign(0, -1))), b32(float32(math.Inf(1))), b32(float32(math.Inf(-1))),
	0x7fc00000, 1, 0x7f7fffff, b32(1), b32(-3)}

// nary32 is a float^n -> float function with a float64 Go reference.
func nary32(name string, n int, ref func(in []float64) float64, lo, hi float64, maxULP float64) *accCase {
	sp := specials32
	if n > 2 {
		sp = fewSpecials32
	}
	specials := make([][]uint64, n)
	types := make([]string, n)
	for j := range specials {
		specials[j], types[j] = sp, "float"
	}
	return &accCase{
		Name: name, Ret: "float", Args: types,
		Domain:   fmt.Sprintf("all float %d-tuples; [%g, %g]^%d", n, lo, hi, n),
		Gen:      gen32x(n, lo, hi),
		Specials: specials,
		Ref: func(in []uint64) []Want {
			x := make([]float64, len(in))
			for j, b := range in {
				x[j] = f32(b)
			}
			return []Want{want64(ref(x))}
		},
		MaxULP: maxULP,
	}
}

func two(f func(x, y float64) float64) func([]float64) float64 {
	return func(in []float64) float64 { return f(in[0], in[1]) }
}

// intSpecials are the special int arguments (exponents, powers).
var intSpecials = []uint64{0, 1, uint64(uint32(0xffffffff)), 2, uint64(uint32(0xfffffffe)), 3, 24, 127, 128, 200,
	uint64(uint32(0xffffff6b)) /* -149 */, uint64(uint32(0xffffff00)), 0x7fffffff, 0x80000000}

// floatInt32 is a (float, int) -> float function.
func floatInt32(name string, ref func(x float64, n int32) float64, lo, hi float64, nlo, nhi int32, maxULP float64) *accCase {
	return &accCase{
		Name: name, Ret: "float", Args: []string{"float", "i32"},
		Domain: fmt.Sprintf("all floats x [%d, %d]; [%g, %g]", nlo, nhi, lo, hi),
		Gen: func(r *rand.Rand, i int) []uint64 {
			n := nlo + int32(r.Int63n(int64(nhi)-int64(nlo)+1))
			if i%3 == 0 {
				return []uint64{uint64(r.Uint32()), uint64(uint32(n))}
			}
			return []uint64{b32(float32(lo + (hi-lo)*r.Float64())), uint64(uint32(n))}
		},
		Specials: [][]uint64{specials32, intSpecials},
		Ref:      func(in []uint64) []Want { return []Want{want64(ref(f32(in[0]), int32(uint32(in[1]))))} },
		MaxULP:   maxULP,
	}
}

// sinpiRef and cospiRef reduce exactly (x - n/2 is exact in float64 for a
// binary32 x) and use Go's sin and cos of pi f, |f| <= 1/4.
func sinpiRef(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.NaN()
	}
	if x == math.Trunc(x) {
		return math.Copysign(0, x)
	}
	n := math.RoundToEven(2 * x)
	f := x - n/2
	q := int64(math.Mod(n, 4))
	if q < 0 {
		q += 4
	}
	s := [4]float64{math.Sin(math.Pi * f), math.Cos(math.Pi * f), -math.Sin(math.Pi * f), -math.Cos(math.Pi * f)}[q]
	if s == 0 {
		return math.Copysign(0, x)
	}
	return s
}

func cospiRef(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.NaN()
	}
	n := math.RoundToEven(2 * x)
	f := x - n/2
	q := int64(math.Mod(n, 4))
	if q < 0 {
		q += 4
	}
	c := [4]float64{math.Cos(math.Pi * f), -math.Sin(math.Pi * f), -math.Cos(math.Pi * f), math.Sin(math.Pi * f)}[q]
	if c == 0 {
		return 0
	}
	return c
}

// fminRef and fmaxRef: C99 fmin/fmax (a NaN operand is ignored); for zeros
// of both signs -0 is the smaller (IEEE 754-2019 minimumNumber).
func fminRef(x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	case x == y && x == 0:
		if math.Signbit(x) {
			return x
		}
		return y
	}
	return math.Min(x, y)
}

func fmaxRef(x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	case x == y && x == 0:
		if math.Signbit(x) {
			return y
		}
		return x
	}
	return math.Max(x, y)
}

// remquoRef is math.Remainder with the quotient's low three bits (exact,
// from big.Rat) and the sign of x/y.
func remquoRef(in []uint64) []Want {
	x, y := f32(in[0]), f32(in[1])
	r := math.Remainder(x, y)
	if math.IsNaN(r) {
		return []Want{want64(r), want64(0)}
	}
	if math.IsInf(y, 0) {
		return []Want{want64(r), want64(0)}
	}
	q := new(big.Rat).SetFloat64(x)
	q.Sub(q, new(big.Rat).SetFloat64(r))
	q.Quo(q, new(big.Rat).SetFloat64(y))
	n := new(big.Int).Abs(q.Num()) // an integer: the denominator is 1
	low := new(big.Int).And(n, big.NewInt(7)).Int64()
	if math.Signbit(x) != math.Signbit(y) {
		low = -low
	}
	return []Want{want64(r), want64(float64(low))}
}

// erfcinvRef solves erfc(x) = y by Newton's method on Go's Erfc, which
// keeps its relative accuracy in the tail (Go's Erfcinv is Erfinv(1 - y),
// which loses everything below y = 2^-53).
func erfcinvRef(y float64) float64 {
	switch {
	case math.IsNaN(y) || y < 0 || y > 2:
		return math.NaN()
	case y == 0:
		return math.Inf(1)
	case y == 2:
		return math.Inf(-1)
	case y > 1:
		return -erfcinvRef(2 - y)
	case y > 1e-3:
		return math.Erfinv(1 - y)
	}
	x := math.Sqrt(-math.Log(y)) // within 20% in the tail
	for i := 0; i < 50; i++ {
		step := (math.Erfc(x) - y) / (2 / math.SqrtPi * math.Exp(-x*x))
		x += step
		if math.Abs(step) < 1e-17*x {
			break
		}
	}
	return x
}

// lgammaNegative tests lgammaf for x < 0: a quarter random bit patterns,
// half [-20, 0) uniform, a quarter next to the zeros of lgamma (relative
// offsets 2^-30 to 2^-2), where the reflection formula log(pi/|sin(pi x)|)
// - lgamma(1-x) cancels and the library expands around the zero instead;
// CUDA documents its own lgammaf as worse than 6 ulp in [-10.001, -2.264]
// for this reason. The reference is lgammaRef32.
func lgammaNegative(zeros []float64) *accCase {
	c := unary32("__nv_lgammaf", nil, -20, 0, 1, -2.4570775, -2.7476938, -3.1435473, -3.9552302, -4.0390677)
	c.Domain = "x < 0: bit patterns, [-20, 0), next to the negative zeros of lgamma"
	c.Gen = func(r *rand.Rand, i int) []uint64 {
		switch i % 4 {
		case 0:
			return []uint64{uint64(r.Uint32() | 0x80000000)}
		case 1:
			z := zeros[r.Intn(len(zeros))]
			return []uint64{b32(float32(z * (1 + math.Ldexp(1+r.Float64(), -2-r.Intn(29))*float64(1-2*r.Intn(2)))))}
		}
		return []uint64{b32(float32(-20 * r.Float64()))}
	}
	c.Ref = func(in []uint64) []Want { return []Want{lgammaRef32(f32(in[0]))} }
	return c
}

// lgammaRef32 is lgammaf's reference: C99 F.9.5.3 at poles and infinities;
// Go's math.Lgamma for x > 0 and where |lgamma x| >= 1 (there Go's
// reflection in float64 is good to 2^-40 relative, TestGoLgammaReference);
// bigref's lgamma in math/big elsewhere on the negative axis, next to the
// zeros, where Go's reflection cancels.
func lgammaRef32(x float64) Want {
	switch {
	case math.IsNaN(x):
		return Want{NaN: true}
	case math.IsInf(x, 0), x <= 0 && x == math.Floor(x):
		return want64(math.Inf(1)) // Go's Lgamma(-Inf) is -Inf
	}
	l, _ := math.Lgamma(x)
	if x > 0 || math.Abs(l) >= 1 {
		return want64(l)
	}
	return Want{V: bigref.Lgamma(x)}
}

// binary32Cases are the binary32 functions under test.
func binary32Cases(zeros []float64) []*accCase {
	inv := func(f func(float64) float64) func(float64) float64 {
		return func(x float64) float64 { return 1 / f(x) }
	}
	cases := []*accCase{
		unary32("__nv_expf", math.Exp, -104, 89, 2, 88.72283, -103.27893, -87.33655),
		unary32("__nv_exp2f", math.Exp2, -151, 128, 2, 128, -149, -126, -150, 0.5, 127.5, -149.5),
		unary32("__nv_exp10f", func(x float64) float64 { return math.Pow(10, x) }, -46, 39, 2, 38.53184, -44.85363),
		unary32("__nv_expm1f", math.Expm1, -20, 89, 2, 88.72283, 0x1p-12, 0.3465),
		unary32("__nv_logf", math.Log, 0, 10, 2, 0.70710677, 1.4142135, 0.6666667, 1.3333334, 0x1p-126),
		unary32("__nv_log2f", math.Log2, 0, 10, 2, 0.70710677, 1.4142135, 0.6666667, 1.3333334, 0x1p-126),
		unary32("__nv_log10f", math.Log10, 0, 10, 2, 0.70710677, 1.4142135),
		unary32("__nv_log1pf", math.Log1p, -1, 10, 2, 0x1p-29, -0.99999994),
		unary32("__nv_sinf", math.Sin, -100, 100, 2, 3.1415927, 1.5707964, 0.7853982, 1e6, 1e20, 1e38),
		unary32("__nv_cosf", math.Cos, -100, 100, 2, 3.1415927, 1.5707964, 0.7853982, 1e6, 1e20, 1e38),
		unary32("__nv_tanf", math.Tan, -100, 100, 2, 3.1415927, 1.5707964, 0.7853982, 1e6, 1e20, 1e38),
		unary32("__nv_sinpif", sinpiRef, -10, 10, 2, 0.25, 0.5, 1, 1.5, 0x1p23, 0x1p24),
		unary32("__nv_cospif", cospiRef, -10, 10, 2, 0.25, 0.5, 1, 1.5, 0x1p23, 0x1p24),
		unary32("__nv_atanf", math.Atan, -10, 10, 2, 0.41421357, 1e8),
		unary32("__nv_asinf", math.Asin, -1, 1, 2, 0x1p-12, 0.5),
		unary32("__nv_acosf", math.Acos, -1, 1, 2, 0x1p-12, 0.5),
		unary32("__nv_sinhf", math.Sinh, -90, 90, 2, 89.41599, 0x1p-12, 0.3465),
		unary32("__nv_coshf", math.Cosh, -90, 90, 2, 89.41599),
		unary32("__nv_tanhf", math.Tanh, -10, 10, 2, 0x1p-12, 0.17),
		unary32("__nv_asinhf", math.Asinh, -100, 100, 2, 0x1p-12, 0x1p28),
		unary32("__nv_acoshf", math.Acosh, 1, 100, 2, 1.0000001, 0x1p28),
		unary32("__nv_atanhf", math.Atanh, -1, 1, 2, 0x1p-12, 0.99999994),
		unary32("__nv_sqrtf", math.Sqrt, 0, 100, 0),
		unary32("__nv_rsqrtf", inv(math.Sqrt), 0, 100, 2),
		unary32("__nv_cbrtf", math.Cbrt, -100, 100, 2),
		unary32("__nv_rcbrtf", inv(math.Cbrt), -100, 100, 2),
		unary32("__nv_erff", math.Erf, -5, 5, 2, 0.9, 2.2, 4, 0.5, 1.5, 2.5),
		unary32("__nv_erfcf", math.Erfc, -5, 11, 2, 0.9, 2.2, 10.0555, 0.5, 1.5, 2.5, 4, 10.06),
		unary32("__nv_floorf", math.Floor, -100, 100, 0, 0x1p23, 0.5),
		unary32("__nv_ceilf", math.Ceil, -100, 100, 0, 0x1p23, 0.5),
		unary32("__nv_truncf", math.Trunc, -100, 100, 0, 0x1p23, 0.5),
		unary32("__nv_roundf", math.Round, -100, 100, 0, 0x1p23, 0.5, 1.5, 2.5),
		unary32("__nv_rintf", math.RoundToEven, -100, 100, 0, 0x1p23, 0.5, 1.5, 2.5),
		unary32("__nv_nearbyintf", math.RoundToEven, -100, 100, 0, 0x1p23, 0.5, 1.5, 2.5),
		unary32("__nv_fabsf", math.Abs, -100, 100, 0),
		unary32("__nv_logbf", math.Logb, -100, 100, 0),
		unary32("__nv_lgammaf", func(x float64) float64 {
			if math.IsInf(x, 0) {
				return math.Inf(1) // C99 F.9.5.3 (Go's Lgamma(-Inf) is -Inf)
			}
			l, _ := math.Lgamma(x)
			return l
		}, 0, 40, 2, 1, 2, 0.9, 1.1, 1.9, 2.1, 8, 0x1p-20, 4e36),
		lgammaNegative(zeros),
		unary32("__nv_tgammaf", math.Gamma, -10, 36, 2, 0.5, 1, 2, 35.04, 0x1p-20, -0.5, -1.5),
		unary32("__nv_erfinvf", math.Erfinv, -1, 1, 2, 0.5, 0.99999994, 1e-30),
		unary32("__nv_erfcinvf", erfcinvRef, 0, 2, 2, 0.5, 1, 1.5, 1e-30, 1e-10),
		unary32("__nv_erfcxf", func(x float64) float64 {
			if x > 26 { // erfc underflows in binary64: the asymptotic series
				z := 1 / (2 * x * x)
				return 1 / (x * math.SqrtPi) * (1 - z + 3*z*z - 15*z*z*z + 105*z*z*z*z)
			}
			return math.Erfc(x) * math.Exp(x*x)
		}, -9.5, 100, 2, 0.9, 2.2, 9.4, 26),
		unary32("__nv_normcdff", func(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }, -38, 9, 2, 0),
		unary32("__nv_normcdfinvf", func(p float64) float64 { return -math.Sqrt2 * erfcinvRef(2*p) }, 0, 1, 2, 0.5, 1e-30),
		nary32("__nv_powf", 2, two(math.Pow), -20, 20, 2),
		nary32("__nv_atan2f", 2, two(math.Atan2), -10, 10, 2),
		nary32("__nv_hypotf", 2, two(math.Hypot), -1e3, 1e3, 2),
		nary32("__nv_rhypotf", 2, func(in []float64) float64 { return 1 / math.Hypot(in[0], in[1]) }, -1e3, 1e3, 2),
		nary32("__nv_fmodf", 2, two(math.Mod), -100, 100, 0),
		nary32("__nv_remainderf", 2, two(math.Remainder), -100, 100, 0),
		nary32("__nv_fdimf", 2, two(func(x, y float64) float64 {
			// C99 F.9.9.1: x - y if x > y, else +0 (Go's Dim(Inf, Inf) is NaN).
			if x == y && math.IsInf(x, 0) {
				return 0
			}
			return math.Dim(x, y)
		}), -100, 100, 0),
		nary32("__nv_fminf", 2, two(fminRef), -100, 100, 0),
		nary32("__nv_fmaxf", 2, two(fmaxRef), -100, 100, 0),
		nary32("__nv_copysignf", 2, two(math.Copysign), -100, 100, 0),
		nary32("__nv_nextafterf", 2, func(in []float64) float64 {
			if in[0] == in[1] {
				return in[1]
			}
			return float64(math.Nextafter32(float32(in[0]), float32(in[1])))
		}, -100, 100, 0),
		nary32("__nv_norm3df", 3, func(in []float64) float64 {
			for _, v := range in {
				if math.IsInf(v, 0) {
					return math.Inf(1)
				}
			}
			return math.Sqrt(in[0]*in[0] + in[1]*in[1] + in[2]*in[2])
		}, -1e3, 1e3, 2),
		nary32("__nv_rnorm3df", 3, func(in []float64) float64 {
			for _, v := range in {
				if math.IsInf(v, 0) {
					return 0
				}
			}
			return 1 / math.Sqrt(in[0]*in[0]+in[1]*in[1]+in[2]*in[2])
		}, -1e3, 1e3, 2),
		nary32("__nv_fmaf", 3, func(in []float64) float64 {
			// Exact: the product of two binary32 values fits binary64, and
			// big.Float adds exactly before the one rounding to binary32.
			if math.IsNaN(in[0]*in[1]+in[2]) || math.IsInf(in[0]*in[1], 0) || math.IsInf(in[2], 0) {
				return in[0]*in[1] + in[2]
			}
			p := new(big.Float).SetPrec(200).Mul(big.NewFloat(in[0]), big.NewFloat(in[1]))
			p.Add(p, big.NewFloat(in[2]))
			v, _ := p.Float32()
			if v == 0 {
				return in[0]*in[1] + in[2] // exact zero: its sign by IEEE's rules
			}
			return float64(v)
		}, -100, 100, 0),
		floatInt32("__nv_powif", func(x float64, n int32) float64 { return math.Pow(x, float64(n)) }, -4, 4, -200, 200, 2),
		floatInt32("__nv_ldexpf", func(x float64, n int32) float64 { return math.Ldexp(x, int(n)) }, -100, 100, -300, 300, 0),
		floatInt32("__nv_scalbnf", func(x float64, n int32) float64 { return math.Ldexp(x, int(n)) }, -100, 100, -300, 300, 0),
		{
			Name: "__nv_sincosf", Ret: "void", Args: []string{"float"}, Outs: []string{"float", "float"},
			Domain: "all floats; [-100, 100]", Gen: gen32(-100, 100), Specials: [][]uint64{specials32},
			Ref: func(in []uint64) []Want {
				return []Want{want64(math.Sin(f32(in[0]))), want64(math.Cos(f32(in[0])))}
			},
			MaxULP: 2,
		},
		{
			Name: "__nv_sincospif", Ret: "void", Args: []string{"float"}, Outs: []string{"float", "float"},
			Domain: "all floats; [-10, 10]", Gen: gen32(-10, 10), Specials: [][]uint64{specials32},
			Ref: func(in []uint64) []Want {
				return []Want{want64(sinpiRef(f32(in[0]))), want64(cospiRef(f32(in[0])))}
			},
			MaxULP: 2,
		},
		{
			Name: "__nv_frexpf", Ret: "float", Args: []string{"float"}, Outs: []string{"i32"},
			Domain: "all floats; [-100, 100]", Gen: gen32(-100, 100), Specials: [][]uint64{specials32},
			Ref: func(in []uint64) []Want {
				f, e := math.Frexp(f32(in[0]))
				return []Want{want64(f), want64(float64(e))}
			},
		},
		{
			Name: "__nv_modff", Ret: "float", Args: []string{"float"}, Outs: []string{"float"},
			Domain: "all floats; [-100, 100]", Gen: gen32(-100, 100), Specials: [][]uint64{specials32},
			Ref: func(in []uint64) []Want {
				x := f32(in[0])
				if math.IsInf(x, 0) { // C99 F.9.3.12 (Go's Modf returns NaN here)
					return []Want{want64(math.Copysign(0, x)), want64(x)}
				}
				i, f := math.Modf(x)
				return []Want{want64(f), want64(i)}
			},
		},
		{
			Name: "__nv_remquof", Ret: "float", Args: []string{"float", "float"}, Outs: []string{"i32"},
			Domain: "all float pairs; [-100, 100]^2", Gen: gen32x(2, -100, 100), Specials: [][]uint64{specials32, specials32},
			Ref: remquoRef,
		},
		{
			Name: "__nv_ilogbf", Ret: "i32", Args: []string{"float"},
			Domain: "all floats; [-100, 100]", Gen: gen32(-100, 100), Specials: [][]uint64{specials32},
			Ref: func(in []uint64) []Want {
				x := f32(in[0])
				if math.IsNaN(x) { // CUDA documents INT_MIN (Go's Ilogb says MaxInt32)
					return []Want{want64(math.MinInt32)}
				}
				return []Want{want64(float64(math.Ilogb(x)))}
			},
		},
	}
	return cases
}

func TestAccuracyFloat(t *testing.T) {
	for _, c := range binary32Cases(zeroCentres(t)) {
		t.Run(c.Name, func(t *testing.T) {
			res := measure(t, c, *inputsFlag, 1)
			t.Logf("| `%s` | %s | %d | %.2f |", c.Name, c.Domain, res.Inputs, res.MaxULP)
			record(c.Name, c.Domain, res.Inputs, res.MaxULP)
		})
	}
}
