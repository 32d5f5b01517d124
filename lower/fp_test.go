package lower_test

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"math/big"
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
	return runFPOpts(t, src, in, out, inputs, nout, stress, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}})
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
	if copts.Debug.MaxGPRs != 0 {
		if res.Kernels[0].Report.SpilledVRegs == 0 {
			t.Fatalf("MaxGPRs %d: nothing spilled", copts.Debug.MaxGPRs)
		}
		t.Logf("MaxGPRs %d: %d values spilled", copts.Debug.MaxGPRs, res.Kernels[0].Report.SpilledVRegs)
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
		switch r.Intn(16) {
		case 0, 1, 2, 3:
			a, b = hardDiv64(r)
		case 4:
			// Divisors with an all-ones significand (the Newton step's
			// fixed point) or one bit short of it.
			a = randFloat64(r)
			b = uint64(r.Intn(2))<<63 | uint64(1+r.Intn(2045))<<52 | (1<<52 - 1)
			if r.Intn(2) == 0 {
				b &^= 1 << r.Intn(52)
			}
		default:
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
				{"strict", false, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}}},
				{"stress", true, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}}},
				{"O0", false, gpucc.Options{OptLevel: 0, Debug: gpucc.Debug{VerifyIR: true}}},
				{"spill", false, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true, MaxGPRs: map[bool]int{false: 8, true: 16}[wide]}}},
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

// bigRound rounds an exact value to prec bits in a mode (normal range:
// math/big has no denormals or overflow).
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
