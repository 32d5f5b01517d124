package mathlib_test

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gpucc"
	"gpucc/emu"
	"gpucc/launch"
	"gpucc/lower/mathlib/internal/bigref"
	"gpucc/obj"
)

// normIR is the kernel k(ret, a, dim, n): ret[i] = __nv_NAME(dim, a + i*dim).
func normIR(name string) string {
	return fmt.Sprintf(`define void @k(double* %%ret, double* %%a, i32 %%dim, i32 %%n) {
entry:
  %%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %%ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %%ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %%base = mul i32 %%ctaid, %%ntid
  %%i = add i32 %%base, %%tid
  %%ok = icmp slt i32 %%i, %%n
  br i1 %%ok, label %%body, label %%done
body:
  %%ix = sext i32 %%i to i64
  %%d64 = sext i32 %%dim to i64
  %%off = mul i64 %%ix, %%d64
  %%p = getelementptr double, double* %%a, i64 %%off
  %%r = call double @__nv_%s(i32 %%dim, double* %%p)
  %%pret = getelementptr double, double* %%ret, i64 %%ix
  store double %%r, double* %%pret
  br label %%done
done:
  ret void
}
declare double @__nv_%s(i32, double*)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
!nvvm.annotations = !{!0}
!0 = !{void (double*, double*, i32, i32)* @k, !"kernel", i32 1}
`, name, name)
}

// runNorm runs __nv_NAME(dim, v) for each vector v (all of length dim) on
// the emulator.
func runNorm(t *testing.T, name string, dim int, vecs [][]float64) []float64 {
	t.Helper()
	m, err := gpucc.ParseIR(name+"_norm.ll", []byte(normIR(name)))
	if err != nil {
		t.Fatal(err)
	}
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2})
	if err != nil {
		t.Fatal(err)
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
	n := len(vecs)
	a := make([]byte, 8*max(1, n*dim))
	for i, v := range vecs {
		for j, x := range v {
			binary.LittleEndian.PutUint64(a[8*(i*dim+j):], math.Float64bits(x))
		}
	}
	const block = 128
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: uint32((n + block - 1) / block), Y: 1, Z: 1},
		Block: launch.Dim3{X: block, Y: 1, Z: 1}, Args: []launch.Arg{
			{Kind: launch.Buffer, Name: "ret", Data: make([]byte, 8*n), Elem: "u32"},
			{Kind: launch.Buffer, Name: "a", Data: a, Elem: "u32"},
			{Kind: launch.Scalar, Name: "dim", Value: uint64(dim), Size: 4},
			{Kind: launch.Scalar, Name: "n", Value: uint64(n), Size: 4},
		}}
	out, _, err := emu.Run(prog, l, emu.Options{MaxWarpInsts: 1 << 40, Jobs: 2})
	if err != nil {
		t.Fatalf("%s: emulator: %v", name, err)
	}
	got := make([]float64, n)
	for i := range got {
		got[i] = math.Float64frombits(binary.LittleEndian.Uint64(out.Buffers[0][8*i:]))
	}
	return got
}

// TestDoubleNormN: norm(dim, a) and rnorm(dim, a) within 1 ulp of the exact
// sqrt(sum a_i^2) and its reciprocal (math/big), for dim from 1 to 40,
// with C99's hypot conventions (an infinity wins over NaN); dim = 0 gives
// norm 0 and rnorm +inf.
func TestDoubleNormN(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	dims := []int{0, 1, 2, 3, 5, 8, 17, 40}
	for _, name := range []string{"norm", "rnorm"} {
		recip := name == "rnorm"
		worst, bad, total := 0.0, 0, 0
		for _, dim := range dims {
			var vecs [][]float64
			if dim > 0 {
				for _, s := range specials {
					v := make([]float64, dim)
					for j := range v {
						v[j] = float64(j + 1)
					}
					v[rng.Intn(dim)] = s
					vecs = append(vecs, v)
				}
				if dim > 1 {
					// NaN and an infinity together: the infinity wins.
					v := make([]float64, dim)
					v[0], v[1] = math.NaN(), math.Inf(-1)
					vecs = append(vecs, v)
				}
			} else {
				vecs = append(vecs, nil)
			}
			for i := 0; dim > 0 && i < *f64Inputs/(len(dims)-1); i++ { // dim 0 has no random inputs
				x := logUniform(rng, -1074, 1024, 2)
				v := []float64{x}
				for j := 1; j < dim; j++ {
					v = append(v, x*logUniform(rng, -40, 1, 2))
				}
				rng.Shuffle(len(v), func(a, b int) { v[a], v[b] = v[b], v[a] })
				vecs = append(vecs, v)
			}
			got := runNorm(t, name, dim, vecs)
			total += len(vecs)
			for i, v := range vecs {
				g := got[i]
				inf, nan := false, false
				for _, x := range v {
					inf = inf || math.IsInf(x, 0)
					nan = nan || math.IsNaN(x)
				}
				var u float64
				switch {
				case inf || nan:
					want := math.NaN()
					if inf {
						want = math.Inf(1)
						if recip {
							want = 0
						}
					}
					if !sameFloat(g, want) {
						u = math.Inf(1)
					}
				default:
					p := uint(bigref.Prec)
					s := new(big.Float).SetPrec(p)
					for _, x := range v {
						f := new(big.Float).SetPrec(2200).SetFloat64(x)
						s.Add(s, f.Mul(f, f))
					}
					s.Sqrt(s)
					if s.Sign() == 0 {
						want := 0.0
						if recip {
							want = math.Inf(1)
						}
						if !sameFloat(g, want) {
							u = math.Inf(1)
						}
						break
					}
					if recip {
						s.Quo(new(big.Float).SetPrec(p).SetInt64(1), s)
					}
					u = bigref.Ulps(g, s)
				}
				worst = math.Max(worst, u)
				if u > 1 {
					if bad++; bad <= 10 {
						t.Errorf("%s(%d, %v) = %v: %.3f ulp", name, dim, v, g, u)
					}
				}
			}
		}
		t.Logf("%s: %d inputs, max error %.3f ulp", name, total, worst)
		resultsMu.Lock()
		results = append(results, result{name: name, domain: "dim 0..40; specials with NaN and infinities; elements within 2^-40..2 of one over all binades", inputs: total, maxUlp: worst})
		resultsMu.Unlock()
	}
}
