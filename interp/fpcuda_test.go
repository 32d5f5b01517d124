package interp

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"sync"
	"testing"

	"github.com/llir/llvm/asm"

	"gpucc/launch"
)

// Tests of testdata/fpkernels.ll, clang-14's output for fpkernels.cu. The
// expected values come from Go: float32/float64 arithmetic with explicit
// conversions after every operation (so that nothing fuses), math/big.Float
// for fused and directed-rounding operations, and Go's math package for
// the approximate functions as docs/isa.md defines them.

var (
	fpMu    sync.Mutex
	fpProgs = map[string]*Program{}
)

// fpBuilds are clang's -O2 and -O0 output of fpkernels.cu.
var fpBuilds = []string{"fpkernels.ll", "fpkernels_O0.ll"}

func fpKernelsFile(t *testing.T, file string) *Program {
	t.Helper()
	fpMu.Lock()
	defer fpMu.Unlock()
	if p := fpProgs[file]; p != nil {
		return p
	}
	src, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	m, err := asm.ParseString(file, string(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Prepare(m)
	if err != nil {
		t.Fatal(err)
	}
	fpProgs[file] = p
	return p
}

func fpKernels(t *testing.T) *Program { return fpKernelsFile(t, fpBuilds[0]) }

// forBuilds runs test on both builds of fpkernels.cu.
func forBuilds(t *testing.T, test func(t *testing.T, p *Program, o0 bool)) {
	for _, file := range fpBuilds {
		t.Run(file, func(t *testing.T) { test(t, fpKernelsFile(t, file), file != fpBuilds[0]) })
	}
}

func f32Bytes(vs ...float32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

func f64Bytes(vs ...float64) []byte {
	b := make([]byte, 8*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint64(b[8*i:], math.Float64bits(v))
	}
	return b
}

func asF32(b []byte) []float32 {
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func asF64(b []byte) []float64 {
	out := make([]float64, len(b)/8)
	for i := range out {
		out[i] = math.Float64frombits(binary.LittleEndian.Uint64(b[8*i:]))
	}
	return out
}

// randF32s draws uniform values in [-1, 1) that are multiples of 2^-23.
func randF32s(seed uint64, n int) []float32 {
	r := rand.New(rand.NewPCG(seed, 11))
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(r.Uint32()>>8)*0x1p-23 - 1
	}
	return out
}

func scalarF32(name string, x float32) launch.Arg {
	return launch.Arg{Kind: launch.Scalar, Name: name, Value: uint64(math.Float32bits(x)), Size: 4}
}

func scalarF64(name string, x float64) launch.Arg {
	return launch.Arg{Kind: launch.Scalar, Name: name, Value: math.Float64bits(x), Size: 8}
}

// bigRound rounds the exact value x to prec bits in mode (normal range).
func bigRound(x *big.Float, prec uint, mode big.RoundingMode) *big.Float {
	return new(big.Float).SetPrec(prec).SetMode(mode).Set(x)
}

func sameF32(a, b float32) bool { return math.Float32bits(a) == math.Float32bits(b) }
func sameF64(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }

func TestCUDASaxpy(t *testing.T) { forBuilds(t, testCUDASaxpy) }

func testCUDASaxpy(t *testing.T, p *Program, o0 bool) {
	const n = 1000
	x, y := randF32s(1, 1024), randF32s(2, 1024)
	a := float32(0.7)
	args := func() []launch.Arg {
		return []launch.Arg{scalar("n", n, 4), scalarF32("a", a), buf("x", f32Bytes(x...)), buf("y", f32Bytes(y...))}
	}
	res := mustRun(t, p, launch.Launch{Kernel: "saxpy", Grid: dim(4), Block: dim(256), Args: args()})
	fused := mustRun(t, p, launch.Launch{Kernel: "saxpy_fma", Grid: dim(4), Block: dim(256), Args: args()})
	got, gotFMA := asF32(res.Buffers[3]), asF32(fused.Buffers[3])
	differ := 0
	for i := range got {
		want, wantFMA := y[i], y[i]
		if i < n {
			want = float32(float32(a*x[i]) + y[i])
			exact := new(big.Float).SetPrec(200).Mul(big.NewFloat(float64(a)), big.NewFloat(float64(x[i])))
			exact.Add(exact, big.NewFloat(float64(y[i])))
			wantFMA, _ = bigRound(exact, 24, big.ToNearestEven).Float32()
		}
		if !sameF32(got[i], want) {
			t.Fatalf("saxpy y[%d] = %v, want %v", i, got[i], want)
		}
		if !sameF32(gotFMA[i], wantFMA) {
			t.Fatalf("saxpy_fma y[%d] = %v, want %v", i, gotFMA[i], wantFMA)
		}
		if !sameF32(want, wantFMA) {
			differ++
		}
	}
	// The fused and the separately rounded results differ somewhere, so
	// the two checks are not the same check.
	if differ == 0 {
		t.Error("fused and unfused saxpy agree everywhere: the test does not tell them apart")
	}
	t.Logf("fused and unfused results differ in %d of %d elements", differ, n)
}

func TestCUDADotSharedShuffleAtomic(t *testing.T) { forBuilds(t, testCUDADotSharedShuffleAtomic) }

func testCUDADotSharedShuffleAtomic(t *testing.T, p *Program, o0 bool) {
	const blocks, threads = 4, 256
	x, y := randF32s(3, blocks*threads), randF32s(4, blocks*threads)
	res := mustRun(t, p, launch.Launch{Kernel: "dot", Grid: dim(blocks), Block: dim(threads),
		Args: []launch.Arg{buf("x", f32Bytes(x...)), buf("y", f32Bytes(y...)), buf("partial", make([]byte, 4*blocks)), buf("total", f32Bytes(0))}})
	partial, total := asF32(res.Buffers[2]), asF32(res.Buffers[3])[0]
	var wantTotal float32
	for b := 0; b < blocks; b++ {
		s := make([]float32, threads)
		for t := range s {
			s[t] = x[b*threads+t] * y[b*threads+t]
		}
		for w := threads / 2; w >= 32; w /= 2 {
			for t := 0; t < w; t++ {
				s[t] = float32(s[t] + s[t+w])
			}
		}
		// shfl.down with clamp 31: lanes past the end read their own value.
		v := append([]float32(nil), s[:32]...)
		for off := 16; off > 0; off /= 2 {
			next := make([]float32, 32)
			for l := range v {
				src := l + off
				if src > 31 {
					src = l
				}
				next[l] = float32(v[l] + v[src])
			}
			v = next
		}
		if !sameF32(partial[b], v[0]) {
			t.Errorf("partial[%d] = %v, want %v", b, partial[b], v[0])
		}
		// The interpreter runs the CTAs in order, so the atomic adds happen
		// in block order.
		wantTotal = float32(wantTotal + v[0])
	}
	if !sameF32(total, wantTotal) {
		t.Errorf("total = %v, want %v", total, wantTotal)
	}
}

func TestCUDAStencilDouble(t *testing.T) { forBuilds(t, testCUDAStencilDouble) }

func testCUDAStencilDouble(t *testing.T, p *Program, o0 bool) {
	const n = 500
	r := rand.New(rand.NewPCG(5, 5))
	in := make([]float64, n)
	for i := range in {
		in[i] = r.NormFloat64() * 1e3
	}
	c0, c1, c2 := 0.25, -0.5, 1.0/3
	res := mustRun(t, p, launch.Launch{Kernel: "stencil", Grid: dim(2), Block: dim(256),
		Args: []launch.Arg{scalar("n", n, 4), buf("in", f64Bytes(in...)), buf("out", make([]byte, 8*n)), scalarF64("c0", c0), scalarF64("c1", c1), scalarF64("c2", c2)}})
	out := asF64(res.Buffers[2])
	for i := range out {
		want := in[i]
		if i > 0 && i < n-1 {
			want = float64(float64(float64(c0*in[i-1])+float64(c1*in[i])) + float64(c2*in[i+1]))
		}
		if !sameF64(out[i], want) {
			t.Fatalf("out[%d] = %v, want %v", i, out[i], want)
		}
	}
}

func TestCUDAConversions(t *testing.T) { forBuilds(t, testCUDAConversions) }

func testCUDAConversions(t *testing.T, p *Program, o0 bool) {
	// Inputs stay inside the ranges where the casts that clang turned
	// into fptosi/fptoui are defined.
	fs := []float32{2.5, 3.5, 0.5, -0.5, 1.5, 1e9, 0x1p-149, -0x1p-149, 123456.78}
	ds := []float64{2.5, -3.5, 4294967295.5, -1e15, 0.1, 1e-310, 6.5, 1 << 40, math.Copysign(0, -1)}
	is := []int32{16777217, -16777219, 7, math.MinInt32, math.MaxInt32, 0, -1, 33554435, 1}
	us := []uint64{1<<24 + 1, math.MaxUint64, 1<<53 + 1, 3, 0, 1<<63 + 1<<39, 12345678901234567, 1 << 62, 255}
	k := len(fs)
	u64b := make([]byte, 8*k)
	for i, u := range us {
		binary.LittleEndian.PutUint64(u64b[8*i:], u)
	}
	res := mustRun(t, p, launch.Launch{Kernel: "convert", Grid: dim(1), Block: dim(uint32(k)),
		Args: []launch.Arg{buf("f", f32Bytes(fs...)), buf("d", f64Bytes(ds...)), buf("i", i32Bytes(is...)), buf("u", u64b),
			buf("oi", make([]byte, 4*8*k)), buf("ou", make([]byte, 4*2*k)), buf("oll", make([]byte, 8*2*k)),
			buf("of", make([]byte, 4*6*k)), buf("od", make([]byte, 8*3*k))}})
	oi, ou := asI32(res.Buffers[4]), asU32(res.Buffers[5])
	oll, of, od := res.Buffers[6], asF32(res.Buffers[7]), asF64(res.Buffers[8])
	sat32 := func(x float64) int32 {
		switch {
		case x != x:
			return 0
		case x >= math.MaxInt32:
			return math.MaxInt32
		case x <= math.MinInt32:
			return math.MinInt32
		}
		return int32(x)
	}
	satU32 := func(x float64) uint32 {
		switch {
		case x != x || x <= 0:
			return 0
		case x >= math.MaxUint32:
			return math.MaxUint32
		}
		return uint32(x)
	}
	roundBig := func(x *big.Float, prec uint, mode big.RoundingMode) *big.Float { return bigRound(x, prec, mode) }
	for j := 0; j < k; j++ {
		x, y := float64(fs[j]), ds[j]
		ftz := x
		if math.Abs(x) < 0x1p-126 {
			ftz = 0
		}
		wantI := []int32{int32(math.Trunc(x)), sat32(math.RoundToEven(x)), sat32(math.Floor(x)), sat32(math.Ceil(x)),
			sat32(math.RoundToEven(y)), int32(math.Float64bits(y) >> 32), int32(uint32(math.Float64bits(y))), sat32(math.Trunc(ftz))}
		for c, w := range wantI {
			if oi[8*j+c] != w {
				t.Errorf("input %d: oi[%d] = %d, want %d", j, c, oi[8*j+c], w)
			}
		}
		wantU := []uint32{uint32(math.Trunc(x)), satU32(math.Ceil(y))}
		for c, w := range wantU {
			if ou[2*j+c] != w {
				t.Errorf("input %d: ou[%d] = %d, want %d", j, c, ou[2*j+c], w)
			}
		}
		if got, want := int64(binary.LittleEndian.Uint64(oll[16*j:])), int64(math.Trunc(y)); got != want {
			t.Errorf("input %d: d2ll.rz = %d, want %d", j, got, want)
		}
		if got, want := int64(binary.LittleEndian.Uint64(oll[16*j+8:])), int64(us[j])>>1; got != want {
			t.Errorf("input %d: ashr = %d, want %d", j, got, want)
		}
		u := new(big.Float).SetPrec(64).SetUint64(us[j])
		ui2f, _ := roundBig(u, 24, big.ToNearestEven).Float32()
		ui2fRP, _ := roundBig(u, 24, big.ToPositiveInf).Float32()
		d2fRZ, _ := roundBig(big.NewFloat(y), 24, big.ToZero).Float32()
		if y == 1e-310 {
			d2fRZ = 0 // below binary32's range: truncates to +0 (big.Float has no exponent limit)
		}
		// At -O2 clang folds __nvvm_i2f_rz into sitofp (round to nearest).
		i2fRZ := float32(is[j])
		if o0 {
			i2fRZ, _ = roundBig(new(big.Float).SetInt64(int64(is[j])), 24, big.ToZero).Float32()
		}
		wantF := []float32{float32(is[j]), i2fRZ, ui2f, ui2fRP, float32(y), d2fRZ}
		for c, w := range wantF {
			if !sameF32(of[6*j+c], w) {
				t.Errorf("input %d: of[%d] = %v, want %v", j, c, of[6*j+c], w)
			}
		}
		u2d, _ := roundBig(u, 53, big.ToNearestEven).Float64()
		wantD := []float64{x, u2d, math.Float64frombits(0x40000000<<32 | uint64(uint32(is[j])))}
		for c, w := range wantD {
			if !sameF64(od[3*j+c], w) {
				t.Errorf("input %d: od[%d] = %v, want %v", j, c, od[3*j+c], w)
			}
		}
	}
	// Hand-checked halfway cases among the above.
	if of[0] != 16777216 || of[6] != -16777220 || oi[1] != 2 || oi[9] != 4 {
		t.Errorf("halfway conversions: %v %v %v %v", of[0], of[6], oi[1], oi[9])
	}
}

func TestCUDANVVMMath(t *testing.T) { forBuilds(t, testCUDANVVMMath) }

func testCUDANVVMMath(t *testing.T, p *Program, o0 bool) {
	const k = 64
	a, b := randF32s(6, k), randF32s(7, k)
	for i := range b {
		if b[i] == 0 {
			b[i] = 0.5
		}
	}
	c := make([]float64, k)
	r := rand.New(rand.NewPCG(8, 8))
	for i := range c {
		c[i] = r.Float64()*4 - 2
	}
	res := mustRun(t, p, launch.Launch{Kernel: "nvvm_math", Grid: dim(1), Block: dim(k),
		Args: []launch.Arg{buf("a", f32Bytes(a...)), buf("b", f32Bytes(b...)), buf("o", make([]byte, 4*12*k)), buf("c", f64Bytes(c...)), buf("od", make([]byte, 8*2*k))}})
	o, od := asF32(res.Buffers[2]), asF64(res.Buffers[4])
	for j := 0; j < k; j++ {
		x, y := a[j], b[j]
		bx, by := big.NewFloat(float64(x)), big.NewFloat(float64(y))
		exact := func() *big.Float { return new(big.Float).SetPrec(300) }
		add, _ := bigRound(exact().Add(bx, by), 24, big.ToZero).Float32()
		mul, _ := bigRound(exact().Mul(bx, by), 24, big.ToPositiveInf).Float32()
		div, _ := new(big.Float).SetPrec(24).SetMode(big.ToNegativeInf).Quo(bx, by).Float32()
		rcp, _ := new(big.Float).SetPrec(24).SetMode(big.ToZero).Quo(big.NewFloat(1), by).Float32()
		root := new(big.Float).SetPrec(300).Sqrt(big.NewFloat(math.Abs(float64(y))))
		rsqrt, _ := new(big.Float).SetPrec(24).Quo(big.NewFloat(1), root).Float32()
		sat := float32(math.Min(math.Max(float64(x), 0), 1))
		sel := float32(math.Round(float64(y)))
		if x < y {
			sel = float32(math.Floor(float64(x)))
		}
		want := []float32{add, mul, div, float32(math.Sqrt(math.Abs(float64(x)))), rcp,
			float32(math.Exp2(float64(x))), rsqrt, float32(math.Sin(float64(x))),
			float32(math.Min(float64(x), float64(y))), float32(math.Max(float64(x), float64(y))), sat, sel}
		for c, w := range want {
			if got := o[12*j+c]; !sameF32(got, w) {
				t.Errorf("input %d: o[%d] = %v (%#x), want %v (%#x)", j, c, got, math.Float32bits(got), w, math.Float32bits(w))
			}
		}
		z := big.NewFloat(c[j])
		fma, _ := bigRound(exact().Sub(exact().Mul(z, z), big.NewFloat(1)), 53, big.ToPositiveInf).Float64()
		quo, _ := new(big.Float).SetPrec(53).SetMode(big.ToZero).Quo(big.NewFloat(1), z).Float64()
		if !sameF64(od[2*j], fma) || !sameF64(od[2*j+1], quo) {
			t.Errorf("input %d: fma.rp.d = %v, div.rz.d = %v; want %v, %v", j, od[2*j], od[2*j+1], fma, quo)
		}
	}
}
