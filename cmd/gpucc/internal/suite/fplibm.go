package suite

import (
	"math"

	"gpucc/launch"
)

// Kernels calling the device math library (lower/mathlib) the way clang
// leaves them with -nocudalib: __nv_* calls and LLVM math intrinsics. The
// references are Go's math in float64 rounded to float32 (the correctly
// rounded value, within 1e-15 relative); the library is documented within
// 2 ulp of it (docs/mathlib.md), which is the stated tolerance.

// libm32 rounds Go's float64 function of a float32 argument to float32.
func libm32(f func(float64) float64, x float32) float32 { return canon32(float32(f(float64(x)))) }

// libmTol is the library's accuracy bound for a direct result.
var libmTol = Tol{ULP: 2, Why: "gpucc's math library: at most 2 ulp from the correctly rounded value (docs/mathlib.md)"}

var fpLibmCalls = kernel(Kernel{
	Name:        "fp_libm_calls",
	Covers:      "math library calls: __nv_expf/logf/atan2f/erff/tanhf/sincosf and llvm.pow/sin/exp2.f32, linked from gpucc's own library",
	Shape:       "grid 2, block 96, n 180; x, y in [-4, 4] with 0, -0, +-4, 1 planted",
	MathLibrary: true,
	Tolerance: map[string]Tol{
		"ex": libmTol, "lg": libmTol, "at": libmTol, "er": libmTol, "th": libmTol, "sn": libmTol, "cs": libmTol,
		"pw": libmTol, "bs": libmTol, "e2": libmTol,
	},
	Params: []Param{bufParam("x", "f32", 4), bufParam("y", "f32", 4), bufParam("ex", "f32", 4), bufParam("lg", "f32", 4),
		bufParam("at", "f32", 4), bufParam("er", "f32", 4), bufParam("th", "f32", 4), bufParam("sn", "f32", 4),
		bufParam("cs", "f32", 4), bufParam("pw", "f32", 4), bufParam("bs", "f32", 4), bufParam("e2", "f32", 4),
		scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_libm_calls")
		const n = 180
		x, y := g.unif32(n, -4, 4), g.unif32(n, -4, 4)
		edges := []float32{0, float32(math.Copysign(0, -1)), 4, -4, 1}
		plantEdges(g, x, edges)
		plantEdges(g, y, edges)
		args := []launch.Arg{buf("x", "f32", f32Bytes(x)), buf("y", "f32", f32Bytes(y))}
		for _, name := range []string{"ex", "lg", "at", "er", "th", "sn", "cs", "pw", "bs", "e2"} {
			args = append(args, buf(name, "f32", g.junk(4*n)))
		}
		return launch.Launch{Kernel: "fp_libm_calls", Grid: dim(2, 1), Block: dim(96, 1), Args: append(args, i32Arg("n", n))}
	},
	body: func(m *machine) {
		n := m.i32(12)
		m.threads(func(t thread) {
			i := int64(int32(gid(t)))
			if i >= int64(n) {
				return
			}
			v, w := m.loadF32(0, i), m.loadF32(1, i)
			m.storeF32(2, i, libm32(math.Exp, v))
			m.storeF32(3, i, libm32(math.Log, add32(float32(math.Abs(float64(v))), 0.5)))
			m.storeF32(4, i, canon32(float32(math.Atan2(float64(v), float64(w)))))
			m.storeF32(5, i, libm32(math.Erf, v))
			m.storeF32(6, i, libm32(math.Tanh, w))
			a := mul32(v, 10)
			m.storeF32(7, i, libm32(math.Sin, a))
			m.storeF32(8, i, libm32(math.Cos, a))
			base := add32(float32(math.Abs(float64(w))), 0.25)
			m.storeF32(9, i, canon32(float32(math.Pow(float64(base), float64(v)))))
			m.storeF32(10, i, libm32(math.Sin, mul32(w, 100)))
			m.storeF32(11, i, libm32(math.Exp2, mul32(v, 4)))
		})
	},
})

var fpBlackScholesLibm = kernel(Kernel{
	Name:        "fp_black_scholes_libm",
	Covers:      "Black-Scholes with the math library: __nv_logf, __nv_expf, __nv_erfcf (CND as erfc), sqrtf, a device function",
	Shape:       blackScholesShape,
	MathLibrary: true,
	Tolerance: map[string]Tol{
		"call": {ULP: 8, Abs: 0x1p-12, Why: "logf's 2 ulp (|log(S/X)| < 5: 2^-20) move d1 by at most 2^-20/(v*sqrt(T)) <= 2^-17; " +
			"times S*pdf <= 30*0.4, with erfcf's and expf's 2 ulp, the price moves by less than 2^-12"},
		"put": {ULP: 8, Abs: 0x1p-12, Why: "as for call"},
	},
	Params: blackScholesParams,
	Launch: func(seed int64) launch.Launch { return blackScholesLaunch(seed, "fp_black_scholes_libm") },
	body: func(m *machine) {
		blackScholes(m, blackScholesMath{
			logSX:    func(s, x float32) float32 { return libm32(math.Log, div32(s, x)) },
			discount: func(x, r, t float32) float32 { return mul32(x, libm32(math.Exp, mul32(-r, t))) },
			cnd:      func(d float32) float32 { return mul32(0.5, libm32(math.Erfc, mul32(-d, 0.70710678))) },
		})
	},
})
