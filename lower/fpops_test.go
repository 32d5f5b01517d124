package lower_test

import (
	"encoding/binary"
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

// More floating-point execution tests (the harness and the division,
// square root and remainder tests are in fp_test.go): arithmetic,
// comparisons, conversions, intrinsics, atomics, shuffles, parameters and
// phis against Go references.

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
		got := runFPOpts(t, src, "float", "i32", xs[:], nout, false, gpucc.Options{OptLevel: opt, Debug: gpucc.Debug{VerifyIR: true}})
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
		got := runFPOpts(t, src, "double", "i64", xs[:], nout, false, gpucc.Options{OptLevel: opt, Debug: gpucc.Debug{VerifyIR: true}})
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
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}})
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
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}})
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
