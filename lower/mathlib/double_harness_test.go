package mathlib_test

// The f64 accuracy tests: each library function (src/double.cu, linked
// from libm.ll) runs on the emulator in strict mode through the wrapper
// kernel of harness_test.go, and its results are compared with
// lower/mathlib/internal/bigref, the exact value, in ulp.

import (
	"flag"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"os"
	"sync"
	"testing"

	"gpucc"
	"gpucc/emu"
	"gpucc/launch"
	"gpucc/lower/mathlib/internal/bigref"
	"gpucc/obj"
)

// f64Inputs is the number of random inputs per function. The default keeps
// `go test` short; the figures in docs/mathlib.md come from
// -f64-inputs=100000.
var f64Inputs = flag.Int("f64-inputs", 3000, "random inputs per f64 function in the accuracy tests")

// runKernel runs the library function __nv_NAME (linked from libm.ll, as
// a user's module gets it) over inputs through the wrapper kernel of
// harness_test.go (wrapperIR). args and outs are the LLVM types of the
// arguments and the pointer results ("double", "i32"); ret is the return
// type or "void". It returns per input the results as bit patterns.
//
// It loads the whole module's container (Result.ELF) rather than the
// kernel's alone: CompiledKernel.ELF leaves out constant bank 3, where the
// 2/pi table of the trigonometric reduction lives.
func runKernel(t *testing.T, name, ret string, args, outs []string, in [][]uint64) [][]uint64 {
	t.Helper()
	c := &accCase{Name: "__nv_" + name, Ret: ret, Args: args, Outs: outs}
	m, err := gpucc.ParseIR(c.Name+"_wrapper.ll", []byte(wrapperIR(c)))
	if err != nil {
		t.Fatalf("%s: %v", c.Name, err)
	}
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2})
	if err != nil {
		t.Fatalf("%s: %v", c.Name, err)
	}
	bin, err := res.ELF()
	if err != nil {
		t.Fatal(err)
	}
	mod, err := obj.Read(bin)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := emu.LoadKernel(mod, "k")
	if err != nil {
		t.Fatal(err)
	}
	n := len(in)
	results := outs
	if ret != "void" {
		results = append([]string{ret}, outs...)
	}
	var largs []launch.Arg
	for j, rt := range results {
		largs = append(largs, launch.Arg{Kind: launch.Buffer, Name: fmt.Sprintf("r%d", j), Data: make([]byte, n*typeSize(rt)), Elem: "u32"})
	}
	for j, at := range args {
		sz := typeSize(at)
		data := make([]byte, n*sz)
		for i, v := range in {
			put(data[i*sz:], sz, v[j])
		}
		largs = append(largs, launch.Arg{Kind: launch.Buffer, Name: fmt.Sprintf("in%d", j), Data: data, Elem: "u32"})
	}
	largs = append(largs, launch.Arg{Kind: launch.Scalar, Name: "n", Value: uint64(n), Size: 4})
	const block = 128
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: uint32((n + block - 1) / block), Y: 1, Z: 1},
		Block: launch.Dim3{X: block, Y: 1, Z: 1}, Args: largs}
	out, _, err := emu.Run(prog, l, emu.Options{MaxWarpInsts: 1 << 40, Jobs: 2})
	if err != nil {
		t.Fatalf("%s: emulator: %v", c.Name, err)
	}
	got := make([][]uint64, n)
	for i := range got {
		got[i] = make([]uint64, len(results))
		for j, rt := range results {
			sz := typeSize(rt)
			got[i][j] = get(out.Buffers[j][i*sz:], sz)
		}
	}
	return got
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

// result is a measured max error.
type result struct {
	name, domain string
	inputs       int
	maxUlp       float64
	at           float64
}

var (
	resultsMu sync.Mutex
	results   []result
)

// checkUnary runs one accuracy test and records its figure.
func checkUnary(t *testing.T, a accuracy) {
	t.Helper()
	rng := rand.New(rand.NewSource(int64(len(a.name)) * 7919))
	in := append([]float64(nil), specials...)
	for len(in) < *f64Inputs+len(specials) {
		in = append(in, a.gen(rng))
	}
	fn := a.name
	if a.fn != "" {
		fn = a.fn
	}
	out := runUnary(t, fn, in)
	worst, at := 0.0, 0.0
	bad := 0
	for i, x := range in {
		got := out[i]
		if want, ok := a.special(x); ok {
			if !sameFloat(got, want) {
				if bad++; bad <= 10 {
					t.Errorf("%s(%v) = %v, want %v (C99 Annex F)", a.name, x, got, want)
				}
			}
			continue
		}
		u := bigref.Ulps(got, a.ref(x))
		if u > worst || math.IsNaN(u) {
			worst, at = u, x
		}
		if u > a.bound {
			if bad++; bad <= 10 {
				want, _ := a.ref(x).Float64()
				t.Errorf("%s(%v) = %v (%x), want %v (%x): %.3f ulp", a.name, x, got, got, want, want, u)
			}
		}
	}
	t.Logf("%s: %d inputs, max error %.3f ulp at %v", a.name, len(in), worst, at)
	resultsMu.Lock()
	results = append(results, result{a.name, a.domain, len(in), worst, at})
	resultsMu.Unlock()
}

// sameFloat compares results bit for bit, any NaN matching any NaN.
func sameFloat(a, b float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	return math.Float64bits(a) == math.Float64bits(b)
}

// TestMain prints the accuracy table after the tests (with -v) so that the
// figures for docs/mathlib.md come from one run.
func TestMain(m *testing.M) {
	code := m.Run()
	if testing.Verbose() && len(results) > 0 {
		fmt.Println("| function | domain tested | inputs | max error (ulp) |")
		fmt.Println("| --- | --- | --- | --- |")
		for _, r := range results {
			fmt.Printf("| %s | %s | %d | %.3f |\n", r.name, r.domain, r.inputs, r.maxUlp)
		}
	}
	os.Exit(code)
}
