package lower_test

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"math/rand"
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
	m, err := gpucc.ParseIR("fp.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, VerifyIR: true})
	if err != nil {
		t.Fatal(err)
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
			for _, stress := range []bool{false, true} {
				if stress {
					as, bs = as[:min(len(as), 20000)], bs[:min(len(bs), 20000)]
				}
				got := runFP(t, src, ty, ity, [][]uint64{as, bs}, 1, stress)
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
							t.Errorf("stress=%v: %#x / %#x = %#x, want %#x", stress, as[i], bs[i], got[i], want)
						}
					}
				}
				if bad > 0 {
					t.Errorf("stress=%v: %d of %d quotients wrong", stress, bad, len(as))
				}
				t.Logf("stress=%v: %d quotients checked", stress, len(as))
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
				for _, x := range special64 {
					xs = append(xs, x)
				}
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
