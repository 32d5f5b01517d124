package lower_test

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"gpucc"
	"gpucc/emu"
	"gpucc/launch"
)

// Floating-point selection runs on the emulator (strict mode, and stress
// mode with random variable latencies) and is compared with Go's own IEEE
// arithmetic: float32(a)/float32(b), float64 division, math.Sqrt,
// math.FMA, conversions and comparisons, which are correctly rounded
// (round to nearest even) by the Go specification. A NaN result matches any
// NaN (LLVM does not specify NaN payloads).

var fpPairs = flag.Int("fp.n", 100000, "random operand pairs per type for the division and square root tests")

// fpKernel is a kernel with nin input buffers of type in, and nout
// results of type out per thread stored to out[i*nout+k]; body computes
// %r0..%r{nout-1} from %x0..%x{nin-1}.
func fpKernel(in, out string, nin, nout int, body string) string {
	var b strings.Builder
	var params []string
	for k := 0; k < nin; k++ {
		params = append(params, fmt.Sprintf("%s* %%in%d", in, k))
	}
	params = append(params, out+"* %out")
	fmt.Fprintf(&b, "define void @k(%s) {\nentry:\n", strings.Join(params, ", "))
	b.WriteString("  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n")
	b.WriteString("  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n  %base = mul i32 %ctaid, %ntid\n  %i32 = add i32 %base, %tid\n")
	b.WriteString("  %i = zext i32 %i32 to i64\n")
	for k := 0; k < nin; k++ {
		fmt.Fprintf(&b, "  %%p%d = getelementptr inbounds %s, %s* %%in%d, i64 %%i\n  %%x%d = load %s, %s* %%p%d\n", k, in, in, k, k, in, in, k)
	}
	b.WriteString(body)
	fmt.Fprintf(&b, "  %%row = mul i64 %%i, %d\n", nout)
	for k := 0; k < nout; k++ {
		fmt.Fprintf(&b, "  %%o%d = add i64 %%row, %d\n  %%q%d = getelementptr inbounds %s, %s* %%out, i64 %%o%d\n  store %s %%r%d, %s* %%q%d\n",
			k, k, k, out, out, k, out, k, out, k)
	}
	b.WriteString("  ret void\n}\n")
	b.WriteString("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n")
	fmt.Fprintf(&b, "!nvvm.annotations = !{!0}\n!0 = !{void (%s)* @k, !\"kernel\", i32 1}\n", strings.Join(params, ", "))
	return b.String()
}

func typeBytes(t string) int {
	switch t {
	case "double", "i64":
		return 8
	case "i8":
		return 1
	case "i16":
		return 2
	}
	return 4
}

// runFP compiles src, runs it with one thread per input element (inputs as
// bit patterns) in strict and in stress mode, and returns the output words.
func runFP(t *testing.T, src, in, out string, inputs [][]uint64, nout int, stress bool) []uint64 {
	t.Helper()
	return runFPOpts(t, src, in, out, inputs, nout, stress, gpucc.Options{OptLevel: 2, VerifyIR: true})
}

// runFPOpts is runFP with the given compiler options (-O0, a register cap
// that forces FP values and pairs to spill).
func runFPOpts(t *testing.T, src, in, out string, inputs [][]uint64, nout int, stress bool, copts gpucc.Options) []uint64 {
	t.Helper()
	m, err := gpucc.ParseIR("fp.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	res, err := gpucc.Compile(m, copts)
	if err != nil {
		t.Fatal(err)
	}
	if copts.MaxGPRs != 0 {
		if res.Reports[0].SpilledVRegs == 0 {
			t.Fatalf("MaxGPRs %d: nothing spilled", copts.MaxGPRs)
		}
		t.Logf("MaxGPRs %d: %d values spilled", copts.MaxGPRs, res.Reports[0].SpilledVRegs)
	}
	n := len(inputs[0])
	const block = 256
	blocks := (n + block - 1) / block
	total := blocks * block
	var args []launch.Arg
	ib, ob := typeBytes(in), typeBytes(out)
	for k, xs := range inputs {
		data := make([]byte, total*ib)
		for i, x := range xs {
			putWord(data[i*ib:], x, ib)
		}
		args = append(args, launch.Arg{Name: fmt.Sprintf("in%d", k), Kind: launch.Buffer, Data: data})
	}
	args = append(args, launch.Arg{Name: "out", Kind: launch.Buffer, Data: make([]byte, total*nout*ob)})
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: uint32(blocks), Y: 1, Z: 1}, Block: launch.Dim3{X: block, Y: 1, Z: 1}, Args: args}
	p, err := emu.LoadKernel(res.Module, "k")
	if err != nil {
		t.Fatal(err)
	}
	opts := emu.Options{}
	if stress {
		opts = emu.Options{Stress: true, Seed: 11}
	}
	got, _, err := emu.Run(p, l, opts)
	if err != nil {
		t.Fatal(err)
	}
	outBuf := got.Buffers[len(inputs)]
	words := make([]uint64, n*nout)
	for i := range words {
		words[i] = getWord(outBuf[i*ob:], ob)
	}
	return words
}

func putWord(b []byte, x uint64, n int) {
	switch n {
	case 1:
		b[0] = byte(x)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(x))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(x))
	default:
		binary.LittleEndian.PutUint64(b, x)
	}
}

func getWord(b []byte, n int) uint64 {
	switch n {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

// sameFloat compares results: equal bit patterns, or both NaN.
func sameFloat(got, want uint64, wide bool) bool {
	if got == want {
		return true
	}
	if wide {
		return math.IsNaN(math.Float64frombits(got)) && math.IsNaN(math.Float64frombits(want))
	}
	return math.IsNaN(float64(math.Float32frombits(uint32(got)))) && math.IsNaN(float64(math.Float32frombits(uint32(want))))
}

// Special operands of each class: zeros, infinities, NaNs, denormals
// (smallest, largest, random), the normal limits, powers of two, values
// around 1.
var special32 = []uint32{0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00001, 0x7f800001, 1, 0x80000001, 0x007fffff,
	0x807fffff, 0x00400000, 0x00000123, 0x00800000, 0x80800000, 0x7f7fffff, 0xff7fffff, 0x3f800000, 0xbf800000, 0x3f800001,
	0x3fffffff, 0x40000000, 0x3f7fffff, 0x1f800000, 0x5f800000, 0x0c800000, 0x72800000, 0x00800001, 0x7effffff, 0x01000000,
	0x3eaaaaab, 0x40490fdb}

var special64 = []uint64{0, 1 << 63, 0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000, 0x7ff0000000000001,
	0xfff8000000000001, 1, 0x8000000000000001, 0x000fffffffffffff, 0x800fffffffffffff, 0x0008000000000000, 0x0000000012345678,
	0x0010000000000000, 0x8010000000000000, 0x7fefffffffffffff, 0xffefffffffffffff, 0x3ff0000000000000, 0xbff0000000000000,
	0x3ff0000000000001, 0x3fffffffffffffff, 0x4000000000000000, 0x3fefffffffffffff, 0x1ff0000000000000, 0x5ff0000000000000,
	0x0010000000000001, 0x7fdfffffffffffff, 0x0020000000000000, 0x3fd5555555555555, 0x400921fb54442d18, 0x0000000100000000,
	0x7fe0000000000000, 0x0030000000000000, 0x3ca0000000000000, 0x4340000000000000}

// randFloat32 draws operands of every class: random patterns, extreme
// exponents (denormal, near underflow and overflow), specials.
func randFloat32(r *rand.Rand) uint32 {
	switch r.Intn(8) {
	case 0, 1, 2:
		return r.Uint32()
	case 3: // extreme exponent
		e := uint32(r.Intn(8))
		if r.Intn(2) == 0 {
			e = 254 - uint32(r.Intn(8))
		}
		return uint32(r.Intn(2))<<31 | e<<23 | r.Uint32()&0x7fffff
	case 4:
		return special32[r.Intn(len(special32))]
	case 5: // short significands (exact quotients, ties)
		return r.Uint32() &^ 0xfff
	}
	e := uint32(127 - 20 + r.Intn(40))
	return uint32(r.Intn(2))<<31 | e<<23 | r.Uint32()&0x7fffff
}

func randFloat64(r *rand.Rand) uint64 {
	switch r.Intn(8) {
	case 0, 1, 2:
		return r.Uint64()
	case 3:
		e := uint64(r.Intn(60))
		if r.Intn(2) == 0 {
			e = 2046 - uint64(r.Intn(60))
		}
		if r.Intn(4) == 0 {
			e = uint64(1023 - 1100 + r.Intn(2200)) // around the fast path's limits
			if e > 2046 {
				e = 2046
			}
			if e < 1 {
				e = 0
			}
		}
		return uint64(r.Intn(2))<<63 | e<<52 | r.Uint64()&(1<<52-1)
	case 4:
		return special64[r.Intn(len(special64))]
	case 5:
		return r.Uint64() &^ 0xffffff
	}
	e := uint64(1023 - 30 + r.Intn(60))
	return uint64(r.Intn(2))<<63 | e<<52 | r.Uint64()&(1<<52-1)
}

// hardDiv32 returns a, b with a/b within a tiny distance of a rounding
// midpoint: b random, m a midpoint between two binary32 neighbours, a the
// binary32 nearest b*m.
func hardDiv32(r *rand.Rand) (uint32, uint32) {
	b := float64(math.Float32frombits(uint32(127-10+r.Intn(20))<<23 | r.Uint32()&0x7fffff))
	q := math.Float32frombits(uint32(127-10+r.Intn(20))<<23 | r.Uint32()&0x7fffff)
	m := (float64(q) + float64(math.Nextafter32(q, 2*q))) / 2
	a := float32(b * m)
	return math.Float32bits(a), math.Float32bits(float32(b))
}

func hardDiv64(r *rand.Rand) (uint64, uint64) {
	// In binary64 the midpoint needs 54 bits: a = RN(b*m) with the product
	// rounded once by math.FMA.
	b := math.Float64frombits(uint64(1023-10+r.Intn(20))<<52 | r.Uint64()&(1<<52-1))
	q := math.Float64frombits(uint64(1023-10+r.Intn(20))<<52 | r.Uint64()&(1<<52-1))
	ulp := math.Nextafter(q, math.Inf(1)) - q
	a := math.FMA(b, q, b*ulp/2)
	return math.Float64bits(a), math.Float64bits(b)
}

// divOperands32 are n operand pairs: every pair of special values, then
// random and near-midpoint pairs.
func divOperands32(n int, r *rand.Rand) (as, bs []uint64) {
	for _, a := range special32 {
		for _, b := range special32 {
			as, bs = append(as, uint64(a)), append(bs, uint64(b))
		}
	}
	for len(as) < n {
		var a, b uint32
		if r.Intn(4) == 0 {
			a, b = hardDiv32(r)
		} else {
			a, b = randFloat32(r), randFloat32(r)
		}
		as, bs = append(as, uint64(a)), append(bs, uint64(b))
	}
	return as, bs
}

func divOperands64(n int, r *rand.Rand) (as, bs []uint64) {
	for _, a := range special64 {
		for _, b := range special64 {
			as, bs = append(as, a), append(bs, b)
		}
	}
	for len(as) < n {
		var a, b uint64
		if r.Intn(4) == 0 {
			a, b = hardDiv64(r)
		} else {
			a, b = randFloat64(r), randFloat64(r)
		}
		as, bs = append(as, a), append(bs, b)
	}
	return as, bs
}

func TestFDivCorrectlyRounded(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for _, wide := range []bool{false, true} {
		ty, ity := "float", "i32"
		if wide {
			ty, ity = "double", "i64"
		}
		t.Run(ty, func(t *testing.T) {
			src := fpKernel(ty, ity, 2, 1, fmt.Sprintf("  %%d = fdiv %s %%x0, %%x1\n  %%r0 = bitcast %s %%d to %s\n", ty, ty, ity))
			var as, bs []uint64
			if wide {
				as, bs = divOperands64(*fpPairs, r)
			} else {
				as, bs = divOperands32(*fpPairs, r)
			}
			configs := []struct {
				name   string
				stress bool
				opts   gpucc.Options
			}{
				{"strict", false, gpucc.Options{OptLevel: 2, VerifyIR: true}},
				{"stress", true, gpucc.Options{OptLevel: 2, VerifyIR: true}},
				{"O0", false, gpucc.Options{OptLevel: 0, VerifyIR: true}},
				{"spill", false, gpucc.Options{OptLevel: 2, VerifyIR: true, MaxGPRs: map[bool]int{false: 8, true: 16}[wide]}},
			}
			for k, cfg := range configs {
				stress := cfg.name
				if k > 0 {
					as, bs = as[:min(len(as), 20000)], bs[:min(len(bs), 20000)]
				}
				got := runFPOpts(t, src, ty, ity, [][]uint64{as, bs}, 1, cfg.stress, cfg.opts)
				bad := 0
				for i := range as {
					var want uint64
					if wide {
						want = math.Float64bits(math.Float64frombits(as[i]) / math.Float64frombits(bs[i]))
					} else {
						want = uint64(math.Float32bits(math.Float32frombits(uint32(as[i])) / math.Float32frombits(uint32(bs[i]))))
					}
					if !sameFloat(got[i], want, wide) {
						if bad++; bad <= 10 {
							t.Errorf("%s: %#x / %#x = %#x, want %#x", stress, as[i], bs[i], got[i], want)
						}
					}
				}
				if bad > 0 {
					t.Errorf("%s: %d of %d quotients wrong", stress, bad, len(as))
				}
				t.Logf("%s: %d quotients checked", stress, len(as))
			}
		})
	}
}

func TestSqrtCorrectlyRounded(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for _, wide := range []bool{false, true} {
		ty, ity := "float", "i32"
		if wide {
			ty, ity = "double", "i64"
		}
		t.Run(ty, func(t *testing.T) {
			src := fpKernel(ty, ity, 1, 1, fmt.Sprintf("  %%d = call %s @llvm.sqrt.%s(%s %%x0)\n  %%r0 = bitcast %s %%d to %s\n",
				ty, map[bool]string{false: "f32", true: "f64"}[wide], ty, ty, ity)) +
				fmt.Sprintf("declare %s @llvm.sqrt.%s(%s)\n", ty, map[bool]string{false: "f32", true: "f64"}[wide], ty)
			var xs []uint64
			if wide {
				xs = append(xs, special64...)
				for len(xs) < *fpPairs {
					x := randFloat64(r)
					if r.Intn(4) == 0 {
						// squares of random values and their neighbours (exact roots, ties impossible)
						y := math.Float64frombits(randFloat64(r)&^(1<<63)) / 3
						x = math.Float64bits(y*y) + uint64(r.Intn(3)) - 1
					}
					xs = append(xs, x)
				}
			} else {
				for _, x := range special32 {
					xs = append(xs, uint64(x))
				}
				for len(xs) < *fpPairs {
					xs = append(xs, uint64(randFloat32(r)))
				}
			}
			got := runFP(t, src, ty, ity, [][]uint64{xs}, 1, false)
			bad := 0
			for i, x := range xs {
				var want uint64
				if wide {
					want = math.Float64bits(math.Sqrt(math.Float64frombits(x)))
				} else {
					// sqrt in binary64 then rounded: innocuous double rounding (53 >= 2*24+2).
					want = uint64(math.Float32bits(float32(math.Sqrt(float64(math.Float32frombits(uint32(x)))))))
				}
				if !sameFloat(got[i], want, wide) {
					if bad++; bad <= 10 {
						t.Errorf("sqrt(%#x) = %#x, want %#x", x, got[i], want)
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d roots wrong", bad, len(xs))
			}
			t.Logf("%d roots checked", len(xs))
		})
	}
}

// fcmpPreds are LLVM's fcmp predicates in the order of the result bits the
// ops kernels store.
var fcmpPreds = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}

// fcmpRef evaluates an fcmp predicate with Go's IEEE comparisons.
func fcmpRef(pred string, a, b float64) bool {
	uno := math.IsNaN(a) || math.IsNaN(b)
	var ord bool
	switch pred[len(pred)-2:] {
	case "eq":
		ord = a == b
	case "gt":
		ord = a > b
	case "ge":
		ord = a >= b
	case "lt":
		ord = a < b
	case "le":
		ord = a <= b
	case "ne":
		ord = a != b && !uno
	}
	switch pred {
	case "false":
		return false
	case "true":
		return true
	case "ord":
		return !uno
	case "uno":
		return uno
	}
	if pred[0] == 'o' {
		return ord && !uno
	}
	return ord || uno
}

// fcmpBody computes %m, the mask of all 16 predicates of %x0, %x1.
func fcmpBody(ty, ity string) string {
	var b strings.Builder
	prev := ""
	for k, p := range fcmpPreds {
		fmt.Fprintf(&b, "  %%c%d = fcmp %s %s %%x0, %%x1\n  %%z%d = zext i1 %%c%d to %s\n  %%s%d = shl %s %%z%d, %d\n", k, p, ty, k, k, ity, k, ity, k, k)
		if k > 0 {
			fmt.Fprintf(&b, "  %%m%d = or %s %s, %%s%d\n", k, ity, prev, k)
			prev = fmt.Sprintf("%%m%d", k)
		} else {
			prev = "%s0"
		}
	}
	fmt.Fprintf(&b, "  %%m = or %s %s, 0\n", ity, prev)
	return b.String()
}

// fma32 is the correctly rounded binary32 a*b+c: the product is exact in
// binary64, the sum exact in math/big, and big.Float.Float32 rounds to the
// nearest binary32 (denormals included).
func fma32(a, b, c float32) float32 {
	if isInfNaN32(a) || isInfNaN32(b) || isInfNaN32(c) {
		return float32(math.FMA(float64(a), float64(b), float64(c)))
	}
	p := new(big.Float).SetPrec(1000).SetFloat64(float64(a) * float64(b))
	sum := new(big.Float).SetPrec(1000).Add(p, new(big.Float).SetFloat64(float64(c)))
	if sum.Sign() == 0 {
		// An exact zero sum: +0 unless both addends are -0 (RN).
		return float32(float64(a)*float64(b) + float64(c))
	}
	f, _ := sum.Float32()
	return f
}

func isNaN32(x float32) bool { return x != x }

func isInfNaN32(x float32) bool { return math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) }

// minNum is IEEE 754-2008 minNum/maxNum (LLVM minnum/maxnum): a NaN operand
// yields the other one. For +0 and -0 either zero is accepted.
func minNumOK(got uint64, a, b float64, min, wide bool) bool {
	var want float64
	switch {
	case math.IsNaN(a):
		want = b
	case math.IsNaN(b):
		want = a
	case a == 0 && b == 0:
		g := math.Float64frombits(got)
		if !wide {
			g = float64(math.Float32frombits(uint32(got)))
		}
		return g == 0
	case min:
		want = math.Min(a, b)
	default:
		want = math.Max(a, b)
	}
	if wide {
		return sameFloat(got, math.Float64bits(want), true)
	}
	return sameFloat(got, uint64(math.Float32bits(float32(want))), false)
}

const opsDecls32 = `declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.fabs.f32(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
`

func TestFloatOps32(t *testing.T) {
	body := `  %a = fadd float %x0, %x1
  %r0 = bitcast float %a to i32
  %s = fsub float %x0, %x1
  %r1 = bitcast float %s to i32
  %p = fmul float %x0, %x1
  %r2 = bitcast float %p to i32
  %n = fneg float %x0
  %r3 = bitcast float %n to i32
  %ab = call float @llvm.fabs.f32(float %x0)
  %r4 = bitcast float %ab to i32
  %n1 = fneg float %x0
  %ab1 = call float @llvm.fabs.f32(float %x1)
  %mod = fadd float %n1, %ab1
  %r5 = bitcast float %mod to i32
  %f = call float @llvm.fma.f32(float %x0, float %x1, float %x2)
  %r6 = bitcast float %f to i32
  %cm = fmul contract float %x0, %x1
  %ca = fadd contract float %cm, %x2
  %r7 = bitcast float %ca to i32
  %um = fmul float %x0, %x1
  %ua = fadd float %um, %x2
  %r8 = bitcast float %ua to i32
  %sm = fmul contract float %x0, %x1
  %sa = fsub contract float %x2, %sm
  %r9 = bitcast float %sa to i32
` + fcmpBody("float", "i32") + `  %r10 = or i32 %m, 0
  %lt = fcmp olt float %x0, %x1
  %sel = select i1 %lt, float %x0, float %x2
  %r11 = bitcast float %sel to i32
  %mn = call float @llvm.minnum.f32(float %x0, float %x1)
  %r12 = bitcast float %mn to i32
  %mx = call float @llvm.maxnum.f32(float %x0, float %x1)
  %r13 = bitcast float %mx to i32
  %cs = call float @llvm.copysign.f32(float %x0, float %x1)
  %r14 = bitcast float %cs to i32
  %fl = call float @llvm.floor.f32(float %x0)
  %r15 = bitcast float %fl to i32
  %ce = call float @llvm.ceil.f32(float %x0)
  %r16 = bitcast float %ce to i32
  %tr = call float @llvm.trunc.f32(float %x0)
  %r17 = bitcast float %tr to i32
  %ri = call float @llvm.rint.f32(float %x0)
  %r18 = bitcast float %ri to i32
  %ro = call float @llvm.round.f32(float %x0)
  %r19 = bitcast float %ro to i32
  %r20 = fptosi float %x0 to i32
  %r21 = fptoui float %x0 to i32
  %xi = bitcast float %x1 to i32
  %si = sitofp i32 %xi to float
  %r22 = bitcast float %si to i32
  %ui = uitofp i32 %xi to float
  %r23 = bitcast float %ui to i32
  %l = fptosi float %x0 to i64
  %r24 = trunc i64 %l to i32
  %lh = lshr i64 %l, 32
  %r25 = trunc i64 %lh to i32
  %xl = zext i32 %xi to i64
  %xl2 = shl i64 %xl, 29
  %xl3 = xor i64 %xl2, %xl
  %sl = sitofp i64 %xl3 to float
  %r26 = bitcast float %sl to i32
  %n8 = trunc i32 %xi to i8
  %sb8 = sitofp i8 %n8 to float
  %r27 = bitcast float %sb8 to i32
  %fm = call float @llvm.fmuladd.f32(float %x1, float 2.5, float %x2)
  %r28 = bitcast float %fm to i32
  %k = fmul float %x0, 0x3FB99999A0000000
  %r29 = bitcast float %k to i32
  %sw1 = fcmp ult float 5.000000e-01, %x0
  %r30 = zext i1 %sw1 to i32
  %sw2 = fcmp oge float -2.000000e+00, %x1
  %r31 = zext i1 %sw2 to i32
  %nn = fneg float %x1
  %an = call float @llvm.fabs.f32(float %nn)
  %nan = fneg float %an
  %mm = fmul float %x0, %nan
  %r32 = bitcast float %mm to i32
  %l1 = fcmp olt float %x0, %x1
  %l2 = fcmp uno float %x1, %x2
  %l3 = fcmp une float %x0, %x2
  %lo = or i1 %l1, %l2
  %la = and i1 %lo, %l3
  %lx = fcmp oge float %x2, 1.000000e+00
  %lz = xor i1 %la, %lx
  %r33 = zext i1 %lz to i32
  %tb = fptoui float %x0 to i1
  %r34 = zext i1 %tb to i32
  %sb = fptosi float %x0 to i1
  %r35 = sext i1 %sb to i32
  %mi = call float @llvm.minimum.f32(float %x0, float %x1)
  %r36 = bitcast float %mi to i32
  %ma = call float @llvm.maximum.f32(float %x0, float %x1)
  %r37 = bitcast float %ma to i32
`
	const nout = 38
	src := fpKernel("float", "i32", 3, nout, body) + opsDecls32
	r := rand.New(rand.NewSource(9))
	var xs [3][]uint64
	for i := 0; i < 20000; i++ {
		for k := range xs {
			var x uint32
			if i < len(special32)*len(special32) && k < 2 {
				x = special32[[]int{i / len(special32), i % len(special32)}[k]]
			} else {
				x = randFloat32(r)
			}
			if k == 0 && r.Intn(4) == 0 {
				// values in integer range, and exact halves, for conversions and rounding
				x = math.Float32bits(float32(r.Intn(1<<20)-(1<<19)) / float32([]int{1, 2, 4, 1024}[r.Intn(4)]))
			}
			xs[k] = append(xs[k], uint64(x))
		}
	}
	for _, opt := range []int{2, 0} {
		got := runFPOpts(t, src, "float", "i32", xs[:], nout, false, gpucc.Options{OptLevel: opt, VerifyIR: true})
		checkOps32(t, xs, got, nout)
	}
}

func checkOps32(t *testing.T, xs [3][]uint64, got []uint64, nout int) {
	f := func(x uint64) float32 { return math.Float32frombits(uint32(x)) }
	b := func(x float32) uint64 { return uint64(math.Float32bits(x)) }
	bad := 0
	for i := range xs[0] {
		a, bb, c := f(xs[0][i]), f(xs[1][i]), f(xs[2][i])
		res := got[i*nout : (i+1)*nout]
		check := func(k int, ok bool, want uint64) {
			if !ok {
				if bad++; bad <= 20 {
					t.Errorf("result %d for %#x %#x %#x: got %#x, want %#x", k, xs[0][i], xs[1][i], xs[2][i], res[k], want)
				}
			}
		}
		fl := func(k int, want float32) { check(k, sameFloat(res[k], b(want), false), b(want)) }
		exact := func(k int, want uint64) { check(k, res[k] == want, want) }
		fl(0, a+bb)
		fl(1, a-bb)
		fl(2, a*bb)
		exact(3, xs[0][i]^0x80000000)
		exact(4, xs[0][i]&^0x80000000)
		fl(5, -a+float32(math.Abs(float64(bb))))
		fl(6, fma32(a, bb, c))
		fl(7, fma32(a, bb, c))
		fl(8, float32(a*bb)+c)
		fl(9, fma32(-a, bb, c))
		var mask uint64
		for k, p := range fcmpPreds {
			if fcmpRef(p, float64(a), float64(bb)) {
				mask |= 1 << k
			}
		}
		exact(10, mask)
		if a < bb {
			exact(11, xs[0][i])
		} else {
			exact(11, xs[2][i])
		}
		check(12, minNumOK(res[12], float64(a), float64(bb), true, false), 0)
		check(13, minNumOK(res[13], float64(a), float64(bb), false, false), 0)
		exact(14, xs[0][i]&^0x80000000|xs[1][i]&0x80000000)
		fl(15, float32(math.Floor(float64(a))))
		fl(16, float32(math.Ceil(float64(a))))
		fl(17, float32(math.Trunc(float64(a))))
		fl(18, float32(math.RoundToEven(float64(a))))
		fl(19, float32(math.Round(float64(a))))
		if t := math.Trunc(float64(a)); t >= -(1<<31) && t < 1<<31 {
			exact(20, uint64(uint32(int32(t))))
		}
		if t := math.Trunc(float64(a)); t > -1 && t < 1<<32 {
			exact(21, uint64(uint32(t)))
		}
		fl(22, float32(int32(uint32(xs[1][i]))))
		fl(23, float32(uint32(xs[1][i])))
		if t := math.Trunc(float64(a)); t >= -(1<<63) && t < 1<<63 {
			v := uint64(int64(t))
			exact(24, v&0xffffffff)
			exact(25, v>>32)
		}
		xl := xs[1][i]&0xffffffff<<29 ^ xs[1][i]&0xffffffff
		fl(26, float32(int64(xl)))
		fl(27, float32(int8(xs[1][i])))
		fl(28, fma32(bb, 2.5, c))
		fl(29, a*float32(0.1))
		exact(30, map[bool]uint64{false: 0, true: 1}[fcmpRef("ult", 0.5, float64(a))])
		exact(31, map[bool]uint64{false: 0, true: 1}[fcmpRef("oge", -2, float64(bb))])
		fl(32, a*-float32(math.Abs(float64(bb))))
		l := (fcmpRef("olt", float64(a), float64(bb)) || fcmpRef("uno", float64(bb), float64(c))) && fcmpRef("une", float64(a), float64(c))
		exact(33, map[bool]uint64{false: 0, true: 1}[l != fcmpRef("oge", float64(c), 1)])
		if t := math.Trunc(float64(a)); t == 0 || t == 1 {
			exact(34, uint64(t))
		}
		if t := math.Trunc(float64(a)); t == 0 || t == -1 {
			exact(35, uint64(uint32(int32(t))))
		}
		// llvm.minimum/maximum: NaN if either is (math.Max(+Inf, NaN) is
		// +Inf, so NaNs first); -0 < +0 as in math.Min/Max.
		if isNaN32(a) || isNaN32(bb) {
			fl(36, float32(math.NaN()))
			fl(37, float32(math.NaN()))
		} else {
			fl(36, float32(math.Min(float64(a), float64(bb))))
			fl(37, float32(math.Max(float64(a), float64(bb))))
		}
	}
	if bad > 0 {
		t.Errorf("%d wrong results", bad)
	}
}

const opsDecls64 = `declare double @llvm.fma.f64(double, double, double)
declare double @llvm.fabs.f64(double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.copysign.f64(double, double)
declare double @llvm.floor.f64(double)
declare double @llvm.ceil.f64(double)
declare double @llvm.trunc.f64(double)
declare double @llvm.nearbyint.f64(double)
declare double @llvm.round.f64(double)
`

func TestFloatOps64(t *testing.T) {
	body := `  %a = fadd double %x0, %x1
  %r0 = bitcast double %a to i64
  %s = fsub double %x0, %x1
  %r1 = bitcast double %s to i64
  %p = fmul double %x0, %x1
  %r2 = bitcast double %p to i64
  %n = fneg double %x0
  %r3 = bitcast double %n to i64
  %ab = call double @llvm.fabs.f64(double %x0)
  %r4 = bitcast double %ab to i64
  %n1 = fneg double %x0
  %ab1 = call double @llvm.fabs.f64(double %x1)
  %mod = fmul double %n1, %ab1
  %r5 = bitcast double %mod to i64
  %f = call double @llvm.fma.f64(double %x0, double %x1, double %x2)
  %r6 = bitcast double %f to i64
  %cm = fmul fast double %x0, %x1
  %ca = fadd fast double %x2, %cm
  %r7 = bitcast double %ca to i64
  %um = fmul double %x0, %x1
  %ua = fadd contract double %um, %x2
  %r8 = bitcast double %ua to i64
` + fcmpBody("double", "i64") + `  %r9 = or i64 %m, 0
  %mn = call double @llvm.minnum.f64(double %x0, double %x1)
  %r10 = bitcast double %mn to i64
  %mx = call double @llvm.maxnum.f64(double %x0, double %x1)
  %r11 = bitcast double %mx to i64
  %cs = call double @llvm.copysign.f64(double %x0, double %x1)
  %r12 = bitcast double %cs to i64
  %fl = call double @llvm.floor.f64(double %x0)
  %r13 = bitcast double %fl to i64
  %ce = call double @llvm.ceil.f64(double %x0)
  %r14 = bitcast double %ce to i64
  %tr = call double @llvm.trunc.f64(double %x0)
  %r15 = bitcast double %tr to i64
  %ri = call double @llvm.nearbyint.f64(double %x0)
  %r16 = bitcast double %ri to i64
  %ro = call double @llvm.round.f64(double %x0)
  %r17 = bitcast double %ro to i64
  %r18 = fptosi double %x0 to i64
  %r19 = fptoui double %x0 to i64
  %xi = bitcast double %x1 to i64
  %si = sitofp i64 %xi to double
  %r20 = bitcast double %si to i64
  %ui = uitofp i64 %xi to double
  %r21 = bitcast double %ui to i64
  %tf = fptrunc double %x0 to float
  %tfi = bitcast float %tf to i32
  %r22 = zext i32 %tfi to i64
  %lo = trunc i64 %xi to i32
  %lf = bitcast i32 %lo to float
  %ef = fpext float %lf to double
  %r23 = bitcast double %ef to i64
  %fi32 = fptosi double %x0 to i32
  %r24 = sext i32 %fi32 to i64
  %u16 = fptoui double %x0 to i16
  %r25 = zext i16 %u16 to i64
  %k = fadd double %x0, 1.500000e+00
  %r26 = bitcast double %k to i64
  %k2 = fmul double %x0, 1.000000e-01
  %r27 = bitcast double %k2 to i64
  %dv = fsub double -0.000000e+00, %x1
  %r28 = bitcast double %dv to i64
`
	const nout = 29
	src := fpKernel("double", "i64", 3, nout, body) + opsDecls64
	r := rand.New(rand.NewSource(13))
	var xs [3][]uint64
	for i := 0; i < 20000; i++ {
		for k := range xs {
			var x uint64
			if i < len(special64)*len(special64) && k < 2 {
				x = special64[[]int{i / len(special64), i % len(special64)}[k]]
			} else {
				x = randFloat64(r)
			}
			if k == 0 && r.Intn(4) == 0 {
				x = math.Float64bits(float64(r.Int63n(1<<40)-(1<<39)) / float64([]int{1, 2, 4, 1 << 20}[r.Intn(4)]))
			}
			xs[k] = append(xs[k], x)
		}
	}
	for _, opt := range []int{2, 0} {
		got := runFPOpts(t, src, "double", "i64", xs[:], nout, false, gpucc.Options{OptLevel: opt, VerifyIR: true})
		checkOps64(t, xs, got, nout)
	}
}

func checkOps64(t *testing.T, xs [3][]uint64, got []uint64, nout int) {
	f := math.Float64frombits
	b := math.Float64bits
	bad := 0
	for i := range xs[0] {
		a, bb, c := f(xs[0][i]), f(xs[1][i]), f(xs[2][i])
		res := got[i*nout : (i+1)*nout]
		check := func(k int, ok bool, want uint64) {
			if !ok {
				if bad++; bad <= 20 {
					t.Errorf("result %d for %#x %#x %#x: got %#x, want %#x", k, xs[0][i], xs[1][i], xs[2][i], res[k], want)
				}
			}
		}
		fl := func(k int, want float64) { check(k, sameFloat(res[k], b(want), true), b(want)) }
		exact := func(k int, want uint64) { check(k, res[k] == want, want) }
		fl(0, a+bb)
		fl(1, a-bb)
		fl(2, a*bb)
		exact(3, xs[0][i]^1<<63)
		exact(4, xs[0][i]&^(1<<63))
		fl(5, -a*math.Abs(bb))
		fl(6, math.FMA(a, bb, c))
		fl(7, math.FMA(a, bb, c))
		fl(8, float64(a*bb)+c)
		var mask uint64
		for k, p := range fcmpPreds {
			if fcmpRef(p, a, bb) {
				mask |= 1 << k
			}
		}
		exact(9, mask)
		check(10, minNumOK(res[10], a, bb, true, true), 0)
		check(11, minNumOK(res[11], a, bb, false, true), 0)
		exact(12, xs[0][i]&^(1<<63)|xs[1][i]&(1<<63))
		fl(13, math.Floor(a))
		fl(14, math.Ceil(a))
		fl(15, math.Trunc(a))
		fl(16, math.RoundToEven(a))
		fl(17, math.Round(a))
		if t := math.Trunc(a); t >= -(1<<63) && t < 1<<63 {
			exact(18, uint64(int64(t)))
		}
		if t := math.Trunc(a); t > -1 && t < 1<<64 {
			exact(19, uint64(t))
		}
		fl(20, float64(int64(xs[1][i])))
		fl(21, float64(xs[1][i]))
		check(22, sameFloat(res[22], uint64(math.Float32bits(float32(a))), false), uint64(math.Float32bits(float32(a))))
		fl(23, float64(math.Float32frombits(uint32(xs[1][i]))))
		if t := math.Trunc(a); t >= -(1<<31) && t < 1<<31 {
			exact(24, uint64(int64(t)))
		}
		if t := math.Trunc(a); t > -1 && t < 1<<16 {
			exact(25, uint64(t))
		}
		fl(26, a+1.5)
		fl(27, a*0.1)
		fl(28, -bb)
	}
	if bad > 0 {
		t.Errorf("%d wrong results", bad)
	}
}

// TestFloatAtomicsAndShuffles: atomicrmw fadd on shared (f32) and global
// (f32 with the old values used, f64) memory, and a warp sum with f32
// butterfly shuffles. The inputs are multiples of 1/4 below 2^12, so every
// partial sum is exact and the results do not depend on the order.
func TestFloatAtomicsAndShuffles(t *testing.T) {
	const src = `@acc = internal addrspace(3) global float undef, align 4
define void @k(float* %in, float* %gsum, double* %gsum64, float* %old, float* %warp, float* %blk) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i32 = add i32 %base, %tid
  %i = zext i32 %i32 to i64
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %init, label %go
init:
  store float 0.000000e+00, float addrspace(3)* @acc, align 4
  br label %go
go:
  call void @llvm.nvvm.barrier0()
  %p = getelementptr inbounds float, float* %in, i64 %i
  %x = load float, float* %p, align 4
  %s = atomicrmw fadd float addrspace(3)* @acc, float %x seq_cst
  %o = atomicrmw fadd float* %gsum, float %x seq_cst
  %po = getelementptr inbounds float, float* %old, i64 %i
  store float %o, float* %po, align 4
  %d = fpext float %x to double
  %o64 = atomicrmw fadd double* %gsum64, double %d seq_cst
  %nd = fmul double %d, 2.000000e+00
  %o64b = atomicrmw fsub double* %gsum64, double %nd seq_cst
  %v1 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %x, i32 16, i32 31)
  %a1 = fadd float %x, %v1
  %v2 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %a1, i32 8, i32 31)
  %a2 = fadd float %a1, %v2
  %v3 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %a2, i32 4, i32 31)
  %a3 = fadd float %a2, %v3
  %v4 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %a3, i32 2, i32 31)
  %a4 = fadd float %a3, %v4
  %v5 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %a4, i32 1, i32 31)
  %a5 = fadd float %a4, %v5
  %pw = getelementptr inbounds float, float* %warp, i64 %i
  store float %a5, float* %pw, align 4
  call void @llvm.nvvm.barrier0()
  br i1 %first, label %fin, label %done
fin:
  %t = load float, float addrspace(3)* @acc, align 4
  %c = zext i32 %ctaid to i64
  %pb = getelementptr inbounds float, float* %blk, i64 %c
  store float %t, float* %pb, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
!nvvm.annotations = !{!0}
!0 = !{void (float*, float*, double*, float*, float*, float*)* @k, !"kernel", i32 1}
`
	m, err := gpucc.ParseIR("atom.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, VerifyIR: true})
	if err != nil {
		t.Fatal(err)
	}
	const blocks, block = 3, 128
	const n = blocks * block
	r := rand.New(rand.NewSource(17))
	xs := make([]float32, n)
	in := make([]byte, 4*n)
	for i := range xs {
		xs[i] = float32(r.Intn(1<<14)) / 4
		binary.LittleEndian.PutUint32(in[4*i:], math.Float32bits(xs[i]))
	}
	for _, stress := range []bool{false, true} {
		args := []launch.Arg{{Name: "in", Kind: launch.Buffer, Data: in}, {Name: "gsum", Kind: launch.Buffer, Data: make([]byte, 4)},
			{Name: "gsum64", Kind: launch.Buffer, Data: make([]byte, 8)}, {Name: "old", Kind: launch.Buffer, Data: make([]byte, 4*n)},
			{Name: "warp", Kind: launch.Buffer, Data: make([]byte, 4*n)}, {Name: "blk", Kind: launch.Buffer, Data: make([]byte, 4*blocks)}}
		l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: blocks, Y: 1, Z: 1}, Block: launch.Dim3{X: block, Y: 1, Z: 1}, Args: args}
		p, err := emu.LoadKernel(res.Module, "k")
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := emu.Run(p, l, emu.Options{Stress: stress, Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		f32 := func(buf []byte, i int) float32 { return math.Float32frombits(binary.LittleEndian.Uint32(buf[4*i:])) }
		var total float64
		for _, x := range xs {
			total += float64(x)
		}
		if g := f32(got.Buffers[1], 0); float64(g) != total {
			t.Errorf("stress=%v: global f32 sum %v, want %v", stress, g, total)
		}
		// The f64 sum gets +x and -2x from every thread: -total.
		if g := math.Float64frombits(binary.LittleEndian.Uint64(got.Buffers[2])); g != -total {
			t.Errorf("stress=%v: global f64 sum %v, want %v", stress, g, -total)
		}
		// The old values of the global atomic are the prefix sums of one
		// order: {old_i} + {total} == {old_i + x_i} + {0}.
		before := map[float64]int{total: 1}
		after := map[float64]int{0: 1}
		for i := 0; i < n; i++ {
			o := float64(f32(got.Buffers[3], i))
			before[o]++
			after[o+float64(xs[i])]++
		}
		if !reflect.DeepEqual(before, after) {
			t.Errorf("stress=%v: the old values of the global atomic are not a chain of prefix sums", stress)
		}
		for b := 0; b < blocks; b++ {
			var want float64
			for i := b * block; i < (b+1)*block; i++ {
				want += float64(xs[i])
			}
			if g := f32(got.Buffers[5], b); float64(g) != want {
				t.Errorf("stress=%v: block %d shared sum %v, want %v", stress, b, g, want)
			}
		}
		for i := 0; i < n; i++ {
			var want float64
			for j := i &^ 31; j < i&^31+32; j++ {
				want += float64(xs[j])
			}
			if g := f32(got.Buffers[4], i); float64(g) != want {
				t.Errorf("stress=%v: thread %d warp sum %v, want %v", stress, i, g, want)
				break
			}
		}
	}
}

// TestFRem checks frem against Go's math.Mod (exact, with the sign of x)
// on special pairs, random pairs with huge quotients, and near multiples.
func TestFRem(t *testing.T) {
	r := rand.New(rand.NewSource(21))
	for _, wide := range []bool{false, true} {
		ty, ity := "float", "i32"
		if wide {
			ty, ity = "double", "i64"
		}
		t.Run(ty, func(t *testing.T) {
			src := fpKernel(ty, ity, 2, 1, fmt.Sprintf("  %%d = frem %s %%x0, %%x1\n  %%r0 = bitcast %s %%d to %s\n", ty, ty, ity))
			n := 20000
			if !wide {
				n = 40000
			}
			var as, bs []uint64
			if wide {
				as, bs = divOperands64(n, r)
			} else {
				as, bs = divOperands32(n, r)
			}
			got := runFP(t, src, ty, ity, [][]uint64{as, bs}, 1, false)
			gotStress := runFP(t, src, ty, ity, [][]uint64{as[:4096], bs[:4096]}, 1, true)
			for i, g := range gotStress {
				if g != got[i] {
					t.Errorf("frem %#x, %#x: %#x in stress mode, %#x in strict mode", as[i], bs[i], g, got[i])
					break
				}
			}
			bad := 0
			for i := range as {
				var want uint64
				if wide {
					want = math.Float64bits(math.Mod(math.Float64frombits(as[i]), math.Float64frombits(bs[i])))
				} else {
					want = uint64(math.Float32bits(float32(math.Mod(float64(math.Float32frombits(uint32(as[i]))), float64(math.Float32frombits(uint32(bs[i])))))))
				}
				if !sameFloat(got[i], want, wide) {
					if bad++; bad <= 10 {
						t.Errorf("frem %#x, %#x = %#x, want %#x", as[i], bs[i], got[i], want)
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d remainders wrong", bad, len(as))
			}
		})
	}
}

// TestFloatParamsPhisLoops: float and double parameters used once (c[]
// operands) and several times (uniform registers), float phis in a loop
// (per-thread and uniform), selects of floats, and shared memory.
func TestFloatParamsPhisLoops(t *testing.T) {
	const src = `@tile = internal addrspace(3) global [128 x float] undef, align 4
define void @k(float %a, double %b, float %c, float* %x, double* %y, float* %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %px = getelementptr inbounds float, float* %x, i64 %i
  %xv = load float, float* %px, align 4
  %sp = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @tile, i64 0, i64 %i
  store float %xv, float addrspace(3)* %sp, align 4
  call void @llvm.nvvm.barrier0()
  %j = xor i32 %tid, 1
  %jj = zext i32 %j to i64
  %sq = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @tile, i64 0, i64 %jj
  %nb = load float, float addrspace(3)* %sq, align 4
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi float [ 0.000000e+00, %entry ], [ %acc1, %loop ]
  %u = phi float [ 1.000000e+00, %entry ], [ %u1, %loop ]
  %t = fmul float %acc, %a
  %acc1 = fadd float %t, %nb
  %u1 = fmul float %u, %a
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %big = fcmp ogt float %acc1, %c
  %s = select i1 %big, float %acc1, float %u1
  %o = getelementptr inbounds float, float* %out, i64 %i
  store float %s, float* %o, align 4
  %py = getelementptr inbounds double, double* %y, i64 %i
  %yv = load double, double* %py, align 8
  %e = fpext float %xv to double
  %m = fmul double %e, %b
  %m2 = fadd double %m, %b
  %m3 = fmul double %m2, %yv
  store double %m3, double* %py, align 8
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{void (float, double, float, float*, double*, float*, i32)* @k, !"kernel", i32 1}
`
	m, err := gpucc.ParseIR("loop.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, VerifyIR: true})
	if err != nil {
		t.Fatal(err)
	}
	const nt, iters = 128, 7
	r := rand.New(rand.NewSource(23))
	a, b, c := float32(0.75), 1.0/3.0, float32(2.5)
	xs := make([]float32, nt)
	ys := make([]float64, nt)
	xb, yb := make([]byte, 4*nt), make([]byte, 8*nt)
	for i := range xs {
		xs[i] = float32(r.NormFloat64())
		ys[i] = r.NormFloat64()
		binary.LittleEndian.PutUint32(xb[4*i:], math.Float32bits(xs[i]))
		binary.LittleEndian.PutUint64(yb[8*i:], math.Float64bits(ys[i]))
	}
	args := []launch.Arg{{Name: "a", Kind: launch.Scalar, Value: uint64(math.Float32bits(a)), Size: 4},
		{Name: "b", Kind: launch.Scalar, Value: math.Float64bits(b), Size: 8},
		{Name: "c", Kind: launch.Scalar, Value: uint64(math.Float32bits(c)), Size: 4},
		{Name: "x", Kind: launch.Buffer, Data: xb}, {Name: "y", Kind: launch.Buffer, Data: yb},
		{Name: "out", Kind: launch.Buffer, Data: make([]byte, 4*nt)}, {Name: "n", Kind: launch.Scalar, Value: iters, Size: 4}}
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: nt, Y: 1, Z: 1}, Args: args}
	p, err := emu.LoadKernel(res.Module, "k")
	if err != nil {
		t.Fatal(err)
	}
	for _, stress := range []bool{false, true} {
		got, _, err := emu.Run(p, l, emu.Options{Stress: stress, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < nt; i++ {
			nb := xs[i^1]
			var acc, u float32 = 0, 1
			for k := 0; k < iters; k++ {
				acc = float32(acc*a) + nb // separate roundings (the conversion forbids fusing): no contract flags
				u *= a
			}
			want := u
			if acc > c {
				want = acc
			}
			if g := math.Float32frombits(binary.LittleEndian.Uint32(got.Buffers[5][4*i:])); g != want {
				t.Errorf("stress=%v: out[%d] = %v, want %v", stress, i, g, want)
			}
			wy := (float64(float64(xs[i])*b) + b) * ys[i]
			if g := math.Float64frombits(binary.LittleEndian.Uint64(got.Buffers[4][8*i:])); g != wy {
				t.Errorf("stress=%v: y[%d] = %v, want %v", stress, i, g, wy)
			}
		}
	}
}

// bigRound32 rounds an exact value to binary32 in a mode (normal range).
func bigRound(x *big.Float, prec uint, mode big.RoundingMode) float64 {
	f, _ := new(big.Float).SetPrec(prec).SetMode(mode).Set(x).Float64()
	return f
}

var rndModes = []struct {
	name string
	mode big.RoundingMode
}{{"rn", big.ToNearestEven}, {"rz", big.ToZero}, {"rm", big.ToNegativeInf}, {"rp", big.ToPositiveInf}}

// TestNVVMIntrinsics runs the NVVM intrinsics with rounding modes on
// operands in the normal range (|x| in [2^-30, 2^30], so no result is
// denormal or overflows) against math/big rounded to 24/53 bits in each
// mode, and the conversions against Go's math.
func TestNVVMIntrinsics(t *testing.T) {
	var body, decls strings.Builder
	type ref func(a, b, c float64) (uint64, bool)
	var refs []ref
	n := 0
	add := func(call, decl string, rf ref) {
		fmt.Fprintf(&body, "  %%v%d = %s\n", n, call)
		decls.WriteString(decl + "\n")
		refs = append(refs, rf)
		n++
	}
	exact := func(op string, a, b, c float64) *big.Float {
		A, B, C := new(big.Float).SetFloat64(a), new(big.Float).SetFloat64(b), new(big.Float).SetFloat64(c)
		z := new(big.Float).SetPrec(2000)
		switch op {
		case "add":
			return z.Add(A, B)
		case "mul":
			return z.Mul(A, B)
		case "fma":
			return z.Add(z.Mul(A, B), C)
		case "div":
			return z.Quo(A, B)
		case "sqrt":
			return z.Sqrt(new(big.Float).SetPrec(2000).Abs(A))
		case "rcp":
			return z.Quo(big.NewFloat(1), A)
		}
		panic(op)
	}
	for _, md := range rndModes {
		md := md
		for _, op := range []string{"add", "mul", "fma", "div", "sqrt", "rcp"} {
			op := op
			for _, wide := range []bool{false, true} {
				ty, sfx, prec := "float", "f", uint(24)
				if wide {
					ty, sfx, prec = "double", "d", 53
				}
				args := []string{"%a", "%b", "%c"}[:map[string]int{"add": 2, "mul": 2, "fma": 3, "div": 2, "sqrt": 1, "rcp": 1}[op]]
				if wide {
					for i := range args {
						args[i] = "%d" + args[i][1:]
					}
				}
				var typed []string
				for _, a := range args {
					typed = append(typed, ty+" "+a)
				}
				name := fmt.Sprintf("llvm.nvvm.%s.%s.%s", op, md.name, sfx)
				add(fmt.Sprintf("call %s @%s(%s)", ty, name, strings.Join(typed, ", ")),
					fmt.Sprintf("declare %s @%s(%s)", ty, name, strings.Repeat(ty+", ", len(args)-1)+ty),
					func(a, b, c float64) (uint64, bool) {
						if op == "sqrt" {
							a = math.Abs(a) // the kernel takes |a|
						}
						v := bigRound(exact(op, a, b, c), prec, md.mode)
						if wide {
							return math.Float64bits(v), true
						}
						return uint64(math.Float32bits(float32(v))), true
					})
			}
		}
		for _, cv := range []string{"f2i", "d2i", "f2ll", "d2ll"} {
			cv := cv
			src, ty := "%a", "float"
			if cv[0] == 'd' {
				src, ty = "%da", "double"
			}
			rt := "i32"
			if strings.HasSuffix(cv, "ll") {
				rt = "i64"
			}
			name := fmt.Sprintf("llvm.nvvm.%s.%s", cv, md.name)
			add(fmt.Sprintf("call %s @%s(%s %s)", rt, name, ty, src), fmt.Sprintf("declare %s @%s(%s)", rt, name, ty),
				func(a, b, c float64) (uint64, bool) {
					var v float64
					switch md.name {
					case "rn":
						v = math.RoundToEven(a)
					case "rz":
						v = math.Trunc(a)
					case "rm":
						v = math.Floor(a)
					default:
						v = math.Ceil(a)
					}
					if rt == "i32" {
						return uint64(uint32(int32(v))), true
					}
					return uint64(int64(v)), true
				})
		}
		for _, cv := range []string{"i2f", "ll2f", "ll2d", "d2f"} {
			cv := cv
			var src, ty, rt string
			prec := uint(24)
			switch cv {
			case "i2f":
				src, ty, rt = "%ia", "i32", "float"
			case "ll2f":
				src, ty, rt = "%la", "i64", "float"
			case "ll2d":
				src, ty, rt, prec = "%la", "i64", "double", 53
			case "d2f":
				src, ty, rt = "%da", "double", "float"
			}
			name := fmt.Sprintf("llvm.nvvm.%s.%s", cv, md.name)
			add(fmt.Sprintf("call %s @%s(%s %s)", rt, name, ty, src), fmt.Sprintf("declare %s @%s(%s)", rt, name, ty),
				func(a, b, c float64) (uint64, bool) {
					var x *big.Float
					switch ty {
					case "i32":
						x = new(big.Float).SetInt64(int64(int32(math.Float32bits(float32(a)))))
					case "i64":
						bits := uint64(math.Float32bits(float32(a)))
						x = new(big.Float).SetInt64(int64(bits<<32 | bits ^ 0x5bd1e995))
					default:
						x = new(big.Float).SetFloat64(a) // already %da
					}
					v := bigRound(x, prec, md.mode)
					if rt == "double" {
						return math.Float64bits(v), true
					}
					return uint64(math.Float32bits(float32(v))), true
				})
		}
	}
	// Every result is widened to i64 bits: floats by bitcast + zext,
	// doubles by bitcast, i32 by zext.
	var conv strings.Builder
	lines := strings.Split(strings.TrimSpace(body.String()), "\n")
	for k, l := range lines {
		ret := strings.Fields(strings.SplitN(l, "call ", 2)[1])[0]
		switch ret {
		case "float":
			fmt.Fprintf(&conv, "  %%f%d = bitcast float %%v%d to i32\n  %%r%d = zext i32 %%f%d to i64\n", k, k, k, k)
		case "double":
			fmt.Fprintf(&conv, "  %%r%d = bitcast double %%v%d to i64\n", k, k)
		case "i32":
			fmt.Fprintf(&conv, "  %%r%d = zext i32 %%v%d to i64\n", k, k)
		default:
			fmt.Fprintf(&conv, "  %%r%d = or i64 %%v%d, 0\n", k, k)
		}
	}
	prologue := `  %a = call float @llvm.fabs.f32(float %x0)
  %b = bitcast float %x1 to float
  %c = bitcast float %x2 to float
  %a0 = fpext float %a to double
  %da = fmul double %a0, 0x3FF0000000001000
  %b0 = fpext float %x1 to double
  %db = fmul double %b0, 0x3FF0000000003000
  %c0 = fpext float %x2 to double
  %dc = fmul double %c0, 0x3FF0000000000100
  %ia = bitcast float %a to i32
  %la0 = zext i32 %ia to i64
  %la1 = shl i64 %la0, 32
  %la2 = or i64 %la1, %la0
  %la = xor i64 %la2, 1540483477
`
	src := fpKernel("float", "i64", 3, n, prologue+body.String()+conv.String()) + decls.String() + "declare float @llvm.fabs.f32(float)\n"
	r := rand.New(rand.NewSource(29))
	var xs [3][]uint64
	for i := 0; i < 4096; i++ {
		for k := range xs {
			e := uint32(127 - 30 + r.Intn(61))
			x := uint32(r.Intn(2))<<31 | e<<23 | r.Uint32()&0x7fffff
			if r.Intn(8) == 0 {
				x = math.Float32bits(float32(r.Intn(2000)-1000) / 4) // integers and halves
			}
			xs[k] = append(xs[k], uint64(x))
		}
	}
	got := runFP(t, src, "float", "i64", xs[:], n, false)
	bad := 0
	for i := range xs[0] {
		f := func(k int) float64 { return float64(math.Float32frombits(uint32(xs[k][i]))) }
		a, b, c := math.Abs(f(0)), f(1), f(2) // the kernel's %a is |x0|
		for k, rf := range refs {
			aa, bb, cc := a, b, c
			if strings.Contains(lines[k], "(double") {
				// %da, %db, %dc: the operands times 1 + 2^-40 and the like
				// (exact in binary64), so they use all 53 bits.
				aa, bb, cc = a*(1+0x1p-40), b*(1+3*0x1p-40), c*(1+0x1p-44)
			}
			want, ok := rf(aa, bb, cc)
			if ok && got[i*n+k] != want {
				if bad++; bad <= 15 {
					t.Errorf("%s with %v %v %v: got %#x, want %#x", strings.TrimSpace(lines[k]), aa, bb, cc, got[i*n+k], want)
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d wrong results", bad)
	}
	t.Logf("%d intrinsic calls checked on %d operand triples", n, len(xs[0]))
}

// TestFDivDivergent: division (whose slow path is branched around) inside a
// divergent branch, and a double division in a loop with a uniform trip
// count, in strict and stress mode.
func TestFDivDivergent(t *testing.T) {
	r := rand.New(rand.NewSource(31))
	for _, wide := range []bool{false, true} {
		ty, ity := "float", "i32"
		if wide {
			ty, ity = "double", "i64"
		}
		body := fmt.Sprintf(`  %%odd0 = and i32 %%i32, 1
  %%odd = icmp ne i32 %%odd0, 0
  br i1 %%odd, label %%then, label %%join
then:
  %%d = fdiv %[1]s %%x0, %%x1
  %%d2 = fdiv %[1]s %%d, %%x1
  br label %%join
join:
  %%v = phi %[1]s [ %%d2, %%then ], [ %%x0, %%entry ]
  %%r0 = bitcast %[1]s %%v to %[2]s
`, ty, ity)
		src := fpKernel(ty, ity, 2, 1, body)
		var as, bs []uint64
		if wide {
			as, bs = divOperands64(8192, r)
		} else {
			as, bs = divOperands32(8192, r)
		}
		for _, stress := range []bool{false, true} {
			got := runFP(t, src, ty, ity, [][]uint64{as, bs}, 1, stress)
			bad := 0
			for i := range as {
				want := as[i]
				if i&1 == 1 {
					if wide {
						b := math.Float64frombits(bs[i])
						want = math.Float64bits(math.Float64frombits(as[i]) / b / b)
					} else {
						b := math.Float32frombits(uint32(bs[i]))
						want = uint64(math.Float32bits(math.Float32frombits(uint32(as[i])) / b / b))
					}
				}
				if !sameFloat(got[i], want, wide) {
					if bad++; bad <= 5 {
						t.Errorf("%s stress=%v thread %d: %#x / %#x / %#x = %#x, want %#x", ty, stress, i, as[i], bs[i], bs[i], got[i], want)
					}
				}
			}
		}
	}
}

// roundDirected64 rounds an exact nonzero value to binary64 in a directed
// mode, with denormals and overflow (math/big has neither): below 2^-1022
// the value is rounded to a multiple of 2^-1074; beyond the largest finite
// value it becomes inf, or the largest finite value when rounding toward
// zero from that side.
func roundDirected64(x *big.Float, mode big.RoundingMode) float64 {
	neg := x.Sign() < 0
	abs := new(big.Float).Abs(x)
	if abs.Cmp(big.NewFloat(0x1p-1022)) < 0 {
		sc := new(big.Float).SetMantExp(x, 1074)
		e := sc.MantExp(nil)
		if e <= 0 { // below the smallest denormal
			away := mode == big.ToPositiveInf && !neg || mode == big.ToNegativeInf && neg
			v := 0.0
			if away {
				v = 0x1p-1074
			}
			if neg {
				v = -v
			}
			return v
		}
		r := new(big.Float).SetPrec(uint(e)).SetMode(mode).Set(sc)
		f, _ := new(big.Float).SetMantExp(r, -1074).Float64()
		return f
	}
	r := new(big.Float).SetPrec(53).SetMode(mode).Set(x)
	f, _ := r.Float64()
	if math.IsInf(f, 0) || r.MantExp(nil) > 1024 {
		toZero := mode == big.ToZero || mode == big.ToNegativeInf && !neg || mode == big.ToPositiveInf && neg
		f = math.Inf(1)
		if toZero {
			f = math.MaxFloat64
		}
		if neg {
			f = -f
		}
	}
	return f
}

// TestDirected64 checks div/rcp/sqrt.rz/rm/rp.d on the full range (special
// values, denormal and overflowing results) against math/big.
func TestDirected64(t *testing.T) {
	r := rand.New(rand.NewSource(37))
	as, bs := divOperands64(30000, r)
	for _, md := range rndModes[1:] {
		body := fmt.Sprintf(`  %%q = call double @llvm.nvvm.div.%[1]s.d(double %%x0, double %%x1)
  %%r0 = bitcast double %%q to i64
  %%ax = call double @llvm.fabs.f64(double %%x0)
  %%s = call double @llvm.nvvm.sqrt.%[1]s.d(double %%ax)
  %%r1 = bitcast double %%s to i64
  %%c = call double @llvm.nvvm.rcp.%[1]s.d(double %%x1)
  %%r2 = bitcast double %%c to i64
`, md.name)
		src := fpKernel("double", "i64", 2, 3, body) + fmt.Sprintf("declare double @llvm.nvvm.div.%[1]s.d(double, double)\ndeclare double @llvm.nvvm.sqrt.%[1]s.d(double)\ndeclare double @llvm.nvvm.rcp.%[1]s.d(double)\ndeclare double @llvm.fabs.f64(double)\n", md.name)
		got := runFP(t, src, "double", "i64", [][]uint64{as, bs}, 3, false)
		bad := 0
		for i := range as {
			a, b := math.Float64frombits(as[i]), math.Float64frombits(bs[i])
			ref := func(op string, x, y float64) uint64 {
				if op == "sqrt" && (math.IsNaN(x) || math.IsInf(x, 0) || x <= 0) {
					return math.Float64bits(math.Sqrt(x)) // exact: NaN, inf or zero
				}
				if op == "div" && (math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || x == 0 || y == 0) {
					return math.Float64bits(x / y) // exact: NaN, inf or zero
				}
				z := new(big.Float).SetPrec(3000)
				if op == "sqrt" {
					z.Sqrt(new(big.Float).SetPrec(3000).SetFloat64(x))
				} else {
					z.Quo(new(big.Float).SetPrec(3000).SetFloat64(x), new(big.Float).SetFloat64(y))
				}
				return math.Float64bits(roundDirected64(z, md.mode))
			}
			want := []uint64{ref("div", a, b), ref("sqrt", math.Abs(a), 0), ref("div", 1, b)}
			for k, w := range want {
				if !sameFloat(got[3*i+k], w, true) {
					if bad++; bad <= 10 {
						t.Errorf("%s op %d (%#x, %#x): got %#x, want %#x", md.name, k, as[i], bs[i], got[3*i+k], w)
					}
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d wrong", md.name, bad)
		}
	}
}

// TestRsqrtApprox64: rsqrt.approx.d (and libdevice's inline-assembly form)
// is within 1 ulp of 1/sqrt(x) (math/big) for positive normal x; PTX allows
// an approximation, the two Newton steps give nearly the correctly rounded
// value.
func TestRsqrtApprox64(t *testing.T) {
	body := `  %ax = call double @llvm.fabs.f64(double %x0)
  %y = call double @llvm.nvvm.rsqrt.approx.d(double %ax)
  %r0 = bitcast double %y to i64
  %z = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %ax)
  %r1 = bitcast double %z to i64
`
	src := fpKernel("double", "i64", 1, 2, body) + "declare double @llvm.nvvm.rsqrt.approx.d(double)\ndeclare double @llvm.fabs.f64(double)\n"
	r := rand.New(rand.NewSource(41))
	var xs []uint64
	for i := 0; i < 8192; i++ {
		xs = append(xs, uint64(1+r.Intn(2045))<<52|r.Uint64()&(1<<52-1))
	}
	got := runFP(t, src, "double", "i64", [][]uint64{xs}, 2, false)
	for i, x := range xs {
		v := new(big.Float).SetPrec(300).SetFloat64(math.Float64frombits(x))
		want := new(big.Float).SetPrec(300).Quo(big.NewFloat(1), new(big.Float).SetPrec(300).Sqrt(v))
		w, _ := want.Float64()
		ulp := math.Nextafter(w, math.Inf(1)) - w
		for k := 0; k < 2; k++ {
			g := math.Float64frombits(got[2*i+k])
			if d, _ := new(big.Float).SetPrec(300).Sub(new(big.Float).SetFloat64(g), want).Float64(); math.Abs(d) > ulp {
				t.Fatalf("rsqrt(%v) form %d = %v, exact %v: more than 1 ulp off", math.Float64frombits(x), k, g, w)
			}
		}
	}
}
