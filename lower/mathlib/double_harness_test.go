package mathlib_test

// The f64 accuracy tests: each library function (src/double.cu, linked
// from libm.ll) runs on the emulator in strict mode through the wrapper
// kernel of harness_test.go, and its results are compared with
// lower/mathlib/internal/bigref, the exact value, in ulp.

import (
	"flag"
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// f64Inputs is the number of random inputs per function. The default keeps
// `go test` short; the figures in docs/mathlib.md come from
// -f64-inputs=100000.
var f64Inputs = flag.Int("f64-inputs", 3000, "random inputs per f64 function in the accuracy tests")

// runKernel runs the library function __nv_NAME (linked from libm.ll, as
// a user's module gets it) over inputs on the emulator through the wrapper
// kernel of harness_test.go (runOnEmulator). args and outs are the LLVM
// types of the arguments and the pointer results ("double", "i32"); ret is
// the return type or "void". It returns per input the results as bit
// patterns.
func runKernel(t *testing.T, name, ret string, args, outs []string, in [][]uint64) [][]uint64 {
	t.Helper()
	return runOnEmulator(t, &accCase{Name: "__nv_" + name, Ret: ret, Args: args, Outs: outs}, in)
}

// runUnary runs double -> double __nv_NAME over in.
func runUnary(t *testing.T, name string, in []float64) []float64 {
	t.Helper()
	bits := make([][]uint64, len(in))
	for i, x := range in {
		bits[i] = []uint64{math.Float64bits(x)}
	}
	got := runKernel(t, name, "double", []string{"double"}, nil, bits)
	out := make([]float64, len(in))
	for i := range out {
		out[i] = math.Float64frombits(got[i][0])
	}
	return out
}

// specials are the values every function is also run on (C99 Annex F's
// cases, subnormals, the extremes of the format).
var specials = []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(),
	math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 0x1p-1022, -0x1p-1022, 0x1.fffffffffffffp-1023,
	math.MaxFloat64, -math.MaxFloat64, 1, -1, 0.5, -0.5, 2, -2, 1e-300, 1e300, 0x1p-54, 0x1p-27, 0x1p28, 0x1p52, 0x1p53}

// logUniform draws |x| log-uniformly in [2^lo, 2^hi) with a random
// mantissa and the sign of neg (0: +, 1: -, 2: random).
func logUniform(rng *rand.Rand, lo, hi int, neg int) float64 {
	e := lo + rng.Intn(hi-lo)
	x := math.Ldexp(1+rng.Float64(), e)
	if neg == 1 || neg == 2 && rng.Intn(2) == 0 {
		x = -x
	}
	return x
}

// uniform draws x uniformly in [a, b).
func uniform(rng *rand.Rand, a, b float64) float64 { return a + (b-a)*rng.Float64() }

// accuracy is one function's accuracy test: inputs, the reference, the
// bound, and what the docs table says about the domain.
type accuracy struct {
	name   string
	fn     string // the library function __nv_FN when it differs from name
	domain string
	gen    func(rng *rand.Rand) float64
	ref    func(x float64) *big.Float
	// special returns the C99 result for inputs where the reference is
	// undefined (NaN, infinities, poles), and ok=false otherwise.
	special func(x float64) (float64, bool)
	bound   float64
}

// checkUnary runs one accuracy test through the common harness (measure,
// with the special values first, then *f64Inputs random inputs from a.gen)
// and records its figure for TestMain's table.
func checkUnary(t *testing.T, a accuracy) {
	t.Helper()
	fn := a.name
	if a.fn != "" {
		fn = a.fn
	}
	sp := make([]uint64, len(specials))
	for i, x := range specials {
		sp[i] = math.Float64bits(x)
	}
	c := &accCase{
		Name: "__nv_" + fn, Ret: "double", Args: []string{"double"}, Domain: a.domain,
		Specials: [][]uint64{sp},
		Gen:      func(r *rand.Rand, _ int) []uint64 { return []uint64{math.Float64bits(a.gen(r))} },
		Ref: func(in []uint64) []Want {
			x := math.Float64frombits(in[0])
			if want, ok := a.special(x); ok {
				// C99 Annex F's value, bit for bit (any NaN for a NaN).
				if math.IsNaN(want) {
					return []Want{{NaN: true}}
				}
				return []Want{{V: new(big.Float).SetFloat64(want), Exact: true}}
			}
			return []Want{{V: a.ref(x)}}
		},
		MaxULP: a.bound,
	}
	res := measure(t, c, *f64Inputs, int64(len(a.name))*7919)
	at := math.Float64frombits(res.WorstIn[0])
	t.Logf("%s: %d inputs, max error %.3f ulp at %v", a.name, res.Inputs, res.MaxULP, at)
	record(a.name, a.domain, res.Inputs, res.MaxULP)
}

// sameFloat compares results bit for bit, any NaN matching any NaN.
func sameFloat(a, b float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	return math.Float64bits(a) == math.Float64bits(b)
}
