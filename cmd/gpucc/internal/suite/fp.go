package suite

import (
	"fmt"
	"math"
	"math/big"

	"gpucc/launch"
)

// Floating-point kernels (testdata/kernels/fp_*.cu). Their references follow
// IEEE 754 binary32/binary64 with round to nearest even, as the .cu source
// spells the operations: the sources disable contraction (`#pragma clang fp
// contract(off)`) and write every fused multiply-add explicitly (fmaf), so
// each operation rounds once and exactly where the source says. The
// approximate NVVM functions (ex2/lg2/sin/cos .approx, and rsqrt/sqrt/div
// .approx) are defined as the reference interpreter and the emulator define
// them (docs/isa.md): ex2/lg2/sin/cos give Go's float64 function of the
// input rounded to binary32, the others the correctly rounded result. Real
// implementations differ within the PTX manual's accuracy, so results derived
// from them carry a stated tolerance (Kernel.Tolerance); every other result
// is compared bit for bit. Every NaN an arithmetic operation produces is the
// canonical NaN (0x7fffffff, 0x7fffffffffffffff), as in the interpreter and
// the emulator.

// FPKernels are the floating-point kernels. They are kept out of Kernels
// until the compiler selects FP instructions; the end-to-end tests add them
// with AllKernels.
var FPKernels = []Kernel{
	fpSaxpyMath, fpBlockReduce, fpAtomicAdd, fpSgemmTiled, fpDgemmTiled, fpSoftmaxRows, fpConvertRound,
	fpTranscendental, fpNbodyStep, fpBlackScholes, fpStencilF64, fpPrefixSum, fpHistogram, fpCompareSelect,
	fpLibmCalls, fpBlackScholesLibm,
}

// FPCompiles says that the compiler selects floating-point instructions.
// While it is false, the end-to-end test (cmd/gpucc TestFPSuiteEndToEnd) and
// `gpucc suite` skip an FP kernel the compiler rejects (one it accepts is
// still run and checked); once FP selection has landed, set it to true and
// every FP kernel must compile.
const FPCompiles = true

// AllKernels is Kernels followed by FPKernels.
func AllKernels() []Kernel {
	return append(append([]Kernel(nil), Kernels...), FPKernels...)
}

// Tol is the tolerance of one float buffer: an element matches when its bits
// equal the reference's, when both are NaN, when it is at most ULP units in
// the last place away, or when it differs by at most Abs.
type Tol struct {
	ULP uint64
	Abs float64
	// Why says what makes the results legitimately differ.
	Why string
}

// Check compares a run's result with the reference's for launch l: bit for
// bit, except in the buffers the kernel's Tolerance names.
func (k Kernel) Check(l launch.Launch, got, want launch.Result) error {
	for i, a := range l.Args {
		if a.Kind != launch.Buffer {
			continue
		}
		var g, w []byte
		if i < len(got.Buffers) {
			g = got.Buffers[i]
		}
		if i < len(want.Buffers) {
			w = want.Buffers[i]
		}
		if len(g) != len(w) {
			return fmt.Errorf("kernel %s: buffer %d (%s) has %d bytes, want %d", k.Name, i, a.Name, len(g), len(w))
		}
		tol, hasTol := k.Tolerance[a.Name]
		size := launch.ElemSize(a.Elem)
		if !hasTol || !launch.IsFloat(a.Elem) {
			for j := range g {
				if g[j] != w[j] {
					size = max(size, 1)
					at := j / size * size
					return fmt.Errorf("kernel %s: buffer %d (%s) element %d: got % x, want % x", k.Name, i, a.Name,
						j/size, g[at:min(at+size, len(g))], w[at:min(at+size, len(w))])
				}
			}
			continue
		}
		for at := 0; at+size <= len(g); at += size {
			gb, wb := leBits(g[at:at+size]), leBits(w[at:at+size])
			if gb == wb || tol.accepts(a.Elem, gb, wb) {
				continue
			}
			return fmt.Errorf("kernel %s: buffer %d (%s) element %d: got %s, want %s (%d ulp apart; tolerance %d ulp or %g absolute: %s)",
				k.Name, i, a.Name, at/size, launch.FormatValue(a.Elem, gb), launch.FormatValue(a.Elem, wb),
				launch.ULPDistance(a.Elem, gb, wb), tol.ULP, tol.Abs, tol.Why)
		}
	}
	return nil
}

func (t Tol) accepts(elem string, got, want uint64) bool {
	if launch.ULPDistance(elem, got, want) <= t.ULP {
		return true
	}
	g, w := math.Float64frombits(got), math.Float64frombits(want)
	if elem == "f32" {
		g, w = float64(math.Float32frombits(uint32(got))), float64(math.Float32frombits(uint32(want)))
	}
	return math.Abs(g-w) <= t.Abs
}

func leBits(b []byte) uint64 {
	var v uint64
	for i := len(b) - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

// Canonical NaNs of arithmetic results.
var (
	nan32 = math.Float32frombits(0x7fffffff)
	nan64 = math.Float64frombits(0x7fffffffffffffff)
)

func canon32(x float32) float32 {
	if x != x {
		return nan32
	}
	return x
}

func canon64(x float64) float64 {
	if x != x {
		return nan64
	}
	return x
}

// The binary32 operations round once: the explicit float32 conversions keep
// Go from fusing a product into a following sum. Division and square root
// go through float64, which is exact enough that rounding twice gives the
// correctly rounded binary32 result (53 >= 2*24+2 bits).
func add32(a, b float32) float32 { return canon32(float32(a + b)) }
func sub32(a, b float32) float32 { return canon32(float32(a - b)) }
func mul32(a, b float32) float32 { return canon32(float32(a * b)) }
func div32(a, b float32) float32 { return canon32(float32(float64(a) / float64(b))) }
func sqrt32(a float32) float32   { return canon32(float32(math.Sqrt(float64(a)))) }
func add64(a, b float64) float64 { return canon64(float64(a + b)) }
func mul64(a, b float64) float64 { return canon64(float64(a * b)) }
func fma64(a, b, c float64) float64 {
	return canon64(math.FMA(a, b, c))
}

// fma32 is fmaf: a*b+c rounded once to binary32. The product of two
// binary32 values is exact in float64; the sum is formed exactly with
// math/big and rounded once.
func fma32(a, b, c float32) float32 {
	p := float64(a) * float64(b)
	if math.IsInf(p, 0) || math.IsNaN(p) || math.IsInf(float64(c), 0) || math.IsNaN(float64(c)) {
		return canon32(float32(p + float64(c)))
	}
	sum := new(big.Float).SetPrec(2048).SetFloat64(p)
	sum.Add(sum, new(big.Float).SetFloat64(float64(c)))
	if sum.Sign() == 0 {
		// Exact zero: float64 applies IEEE's sign rule exactly.
		return float32(p + float64(c))
	}
	f, _ := sum.Float32()
	return f
}

// flush32 is .ftz: a binary32 subnormal becomes the zero of its sign.
func flush32(x float32) float32 {
	if x != 0 && math.Abs(float64(x)) < 0x1p-126 {
		return float32(math.Copysign(0, float64(x)))
	}
	return x
}

// ex2Approx, lg2Approx, sinApprox and cosApprox are the approximate NVVM
// functions as the interpreter and the emulator define them.
func ex2Approx(x float32) float32 { return approxUnary(math.Exp2, x) }
func lg2Approx(x float32) float32 { return approxUnary(math.Log2, x) }
func sinApprox(x float32) float32 { return approxUnary(math.Sin, x) }
func cosApprox(x float32) float32 { return approxUnary(math.Cos, x) }
func ex2ApproxFTZ(x float32) float32 {
	return flush32(ex2Approx(flush32(x)))
}

func approxUnary(fn func(float64) float64, x float32) float32 {
	if x != x {
		return nan32
	}
	return canon32(float32(fn(float64(x))))
}

// rsqrt32 is the correctly rounded 1/sqrt(x) (rsqrt.approx as defined):
// 200 bits make rounding twice safe, since 1/sqrt of a binary32 value is
// either a power of two or irrational.
func rsqrt32(x float32) float32 {
	switch {
	case x != x || x < 0:
		return nan32
	case x == 0:
		return float32(math.Copysign(math.Inf(1), float64(x)))
	case math.IsInf(float64(x), 1):
		return 0
	}
	r := new(big.Float).SetPrec(200).SetFloat64(float64(x))
	r.Sqrt(r)
	r.Quo(new(big.Float).SetPrec(200).SetInt64(1), r)
	f, _ := r.Float32()
	return f
}

// maxNum32 and minNum64 are IEEE maxNum/minNum as NVVM fmax/fmin: a NaN
// operand yields the other, -0 < +0.
func maxNum32(a, b float32) float32 {
	switch {
	case a != a && b != b:
		return nan32
	case a != a:
		return b
	case b != b:
		return a
	case a == b && a == 0:
		if math.Signbit(float64(a)) {
			return b
		}
		return a
	case a > b:
		return a
	}
	return b
}

func minNum32(a, b float32) float32 {
	switch {
	case a != a && b != b:
		return nan32
	case a != a:
		return b
	case b != b:
		return a
	case a == b && a == 0:
		if math.Signbit(float64(a)) {
			return a
		}
		return b
	case a < b:
		return a
	}
	return b
}

func minNum64(a, b float64) float64 {
	switch {
	case a != a && b != b:
		return nan64
	case a != a:
		return b
	case b != b:
		return a
	case a == b && a == 0:
		if math.Signbit(a) {
			return a
		}
		return b
	case a < b:
		return a
	}
	return b
}

// Element access for float buffers and scalars.
func (m *machine) f32(arg int) float32 { return math.Float32frombits(uint32(m.scalar(arg))) }
func (m *machine) f64(arg int) float64 { return math.Float64frombits(m.scalar(arg)) }

func (m *machine) loadF32(arg int, i int64) float32 { return math.Float32frombits(m.load32(arg, i)) }
func (m *machine) loadF64(arg int, i int64) float64 { return math.Float64frombits(m.load64(arg, i)) }
func (m *machine) storeF32(arg int, i int64, v float32) {
	m.store32(arg, i, math.Float32bits(v))
}
func (m *machine) storeF64(arg int, i int64, v float64) {
	m.store64(arg, i, math.Float64bits(v))
}

func f32Arg(name string, v float32) launch.Arg {
	return scalar(name, "f32", 4, uint64(math.Float32bits(v)))
}
func f64Arg(name string, v float64) launch.Arg { return scalar(name, "f64", 8, math.Float64bits(v)) }

// grid32 returns n random multiples of quantum in [lo, hi): values whose
// sums stay exact when few enough are added.
func (g *gen) grid32(n int, lo, hi, quantum float64) []float32 {
	s := make([]float32, n)
	steps := int64((hi - lo) / quantum)
	for i := range s {
		s[i] = float32(lo + float64(g.r.Int64N(steps))*quantum)
	}
	return s
}

// unif32 returns n uniformly distributed binary32 values in [lo, hi).
func (g *gen) unif32(n int, lo, hi float64) []float32 {
	s := make([]float32, n)
	for i := range s {
		s[i] = float32(lo + (hi-lo)*g.r.Float64())
	}
	return s
}

func (g *gen) unif64(n int, lo, hi float64) []float64 {
	s := make([]float64, n)
	for i := range s {
		s[i] = lo + (hi-lo)*g.r.Float64()
	}
	return s
}

func f32Bytes(vals []float32) []byte {
	u := make([]uint32, len(vals))
	for i, v := range vals {
		u[i] = math.Float32bits(v)
	}
	return bytesOf32(u)
}

func f64Bytes(vals []float64) []byte {
	u := make([]uint64, len(vals))
	for i, v := range vals {
		u[i] = math.Float64bits(v)
	}
	return bytesOf64(u)
}
