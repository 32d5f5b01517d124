package mathlib_test

// The harness of the f64 accuracy tests: the wrapper kernels of
// testdata/double_kernels.cu (one thread per input, calling the library
// function from src/double.cu) are compiled once by gpucc and run on the
// emulator in strict mode; results are compared with
// lower/mathlib/internal/bigref.

import (
	"encoding/binary"
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

var (
	kernelsOnce sync.Once
	kernelsMod  *obj.Module
	kernelsErr  error
)

// doubleKernels compiles testdata/double_kernels.ll once.
func doubleKernels(t *testing.T) *obj.Module {
	t.Helper()
	kernelsOnce.Do(func() {
		m, err := gpucc.ParseIRFile("testdata/double_kernels.ll")
		if err != nil {
			kernelsErr = err
			return
		}
		res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2})
		if err != nil {
			kernelsErr = err
			return
		}
		bin, err := res.ELF()
		if err != nil {
			kernelsErr = err
			return
		}
		kernelsMod, kernelsErr = obj.Read(bin)
	})
	if kernelsErr != nil {
		t.Fatalf("compiling testdata/double_kernels.ll: %v", kernelsErr)
	}
	return kernelsMod
}

// runKernel runs kernel k_NAME over n work items with the given input
// words (inPer per item) and returns outPer output words per item.
func runKernel(t *testing.T, name string, in []float64, n, outPer int) []float64 {
	t.Helper()
	mod := doubleKernels(t)
	prog, err := emu.LoadKernel(mod, "k_"+name)
	if err != nil {
		t.Fatal(err)
	}
	inb := make([]byte, 8*len(in))
	for i, v := range in {
		binary.LittleEndian.PutUint64(inb[8*i:], math.Float64bits(v))
	}
	const block = 128
	grid := (n + block - 1) / block
	l := launch.Launch{Kernel: "k_" + name, Grid: launch.Dim3{X: uint32(grid), Y: 1, Z: 1}, Block: launch.Dim3{X: block, Y: 1, Z: 1},
		Args: []launch.Arg{
			{Kind: launch.Buffer, Name: "in", Data: inb, Elem: "f64"},
			{Kind: launch.Buffer, Name: "out", Data: make([]byte, 8*n*outPer), Elem: "f64"},
			{Kind: launch.Scalar, Name: "n", Value: uint64(n), Size: 4},
		}}
	res, _, err := emu.Run(prog, l, emu.Options{Jobs: 2, MaxWarpInsts: 1 << 40})
	if err != nil {
		t.Fatalf("k_%s on the emulator: %v", name, err)
	}
	out := make([]float64, n*outPer)
	for i := range out {
		out[i] = math.Float64frombits(binary.LittleEndian.Uint64(res.Buffers[1][8*i:]))
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
	out := runKernel(t, a.name, in, len(in), 1)
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
