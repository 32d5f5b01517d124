package fpu

import (
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// refRcpSqrt computes RCP, SQRT, RSQ of a positive finite nonzero value
// in big.Float at 800 bits and rounds once (no result of these functions
// lies within 2^-700 of a midpoint without being one, and none is one).
func refRcpSqrt(f Format, fn Func, x uint64) uint64 {
	v := exact(f, x)
	one := new(big.Float).SetPrec(800).SetInt64(1)
	var r *big.Float
	switch fn {
	case RCP, RCP64H:
		r = new(big.Float).SetPrec(800).Quo(one, v)
	case SQRT:
		r = new(big.Float).SetPrec(800).Sqrt(v)
	default:
		s := new(big.Float).SetPrec(800).Sqrt(v)
		r = new(big.Float).SetPrec(800).Quo(one, s)
	}
	return refRound(f, r, RN)
}

func TestMufuCorrectlyRounded(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for _, fn := range []Func{RCP, SQRT, RSQ} {
		xs := specials(F32)
		for i := 0; i < *randomCases; i++ {
			xs = append(xs, operand(F32, r))
		}
		for _, x := range xs {
			for _, ftz := range []bool{false, true} {
				in := refFlush(F32, x, ftz)
				v := toF64(F32, in)
				var want uint64
				switch {
				case math.IsNaN(v):
					want = F32.NaN()
				case v == 0:
					if fn == SQRT {
						want = in
					} else {
						want = F32.Inf(math.Signbit(v))
					}
				case v < 0:
					if fn == RCP {
						want = F32.Negate(refFlush(F32, refRcpSqrt(F32, fn, F32.Abs(in)), ftz))
						if math.IsInf(v, -1) {
							want = F32.Zero(true)
						}
					} else {
						want = F32.NaN()
					}
				case math.IsInf(v, 1):
					want = map[Func]uint64{RCP: 0, SQRT: F32.Inf(false), RSQ: 0}[fn]
				default:
					want = refFlush(F32, refRcpSqrt(F32, fn, in), ftz)
				}
				got := uint64(Mufu(fn, uint32(x), ftz))
				checkSame(t, F32, fmt.Sprintf("MUFU %d(%s, ftz=%v)", fn, hex(F32, x), ftz), got, want)
			}
		}
	}
	// RCP64H / RSQ64H: high words of the correctly rounded binary64 results.
	for i := 0; i < *randomCases/10; i++ {
		h := uint32(r.Uint64())
		if i < 16 {
			h = []uint32{0, 0x80000000, 0x7ff00000, 0xfff00000, 0x7ff80000, 0x3ff00000, 0x00000001, 0x000fffff, 0x00100000, 0x7fefffff, 0xbff00000, 0x40000000, 0x3fe00000, 0x80000001, 0x7fffffff, 0x00080000}[i]
		}
		x := uint64(h) << 32
		v := math.Float64frombits(x)
		for _, fn := range []Func{RCP64H, RSQ64H} {
			var want uint64
			switch {
			case math.IsNaN(v):
				want = F64.NaN()
			case v == 0:
				want = F64.Inf(math.Signbit(v))
			case math.IsInf(v, 0) && (fn == RCP64H || v > 0):
				want = F64.Zero(math.Signbit(v))
			case v < 0 && fn == RSQ64H:
				want = F64.NaN()
			case v < 0:
				want = F64.Negate(refRcpSqrt(F64, fn, F64.Abs(x)))
			default:
				want = refRcpSqrt(F64, fn, x)
			}
			if got := Mufu(fn, h, false); got != uint32(want>>32) {
				t.Errorf("MUFU %d(%#08x) = %#08x, want %#08x", fn, h, got, uint32(want>>32))
			}
		}
	}
}

func TestMufuTranscendental(t *testing.T) {
	f32 := func(v float32) uint32 { return math.Float32bits(v) }
	cases := []struct {
		fn   Func
		x    uint32
		want uint32
	}{
		{EX2, f32(0), f32(1)}, {EX2, f32(10), f32(1024)}, {EX2, f32(-149), 1}, {EX2, f32(-150), 0},
		{EX2, f32(128), 0x7f800000}, {EX2, 0xff800000, 0}, {EX2, 0x7f800000, 0x7f800000}, {EX2, 0x7fc00001, 0x7fffffff},
		{EX2, f32(-1), f32(0.5)}, {EX2, 0x80000000, f32(1)},
		{LG2, f32(1), 0}, {LG2, f32(1024), f32(10)}, {LG2, f32(0.125), f32(-3)}, {LG2, 0, 0xff800000},
		{LG2, 0x80000000, 0xff800000}, {LG2, f32(-1), 0x7fffffff}, {LG2, 0x7f800000, 0x7f800000}, {LG2, 1, f32(-149)},
		{SIN, 0, 0}, {SIN, 0x80000000, 0x80000000}, {SIN, 0x7f800000, 0x7fffffff}, {SIN, 0xff800000, 0x7fffffff},
		{COS, 0, f32(1)}, {COS, 0x80000000, f32(1)}, {COS, 0x7f800000, 0x7fffffff},
		{SIN, f32(1e-30), f32(1e-30)}, // sin x = x - x^3/6: rounds to x
	}
	for _, c := range cases {
		if got := Mufu(c.fn, c.x, false); got != c.want {
			t.Errorf("MUFU %d(%#08x) = %#08x, want %#08x", c.fn, c.x, got, c.want)
		}
	}
	// FTZ: a denormal input is zero, a denormal result is flushed.
	if got := Mufu(EX2, f32(-140), true); got != 0 {
		t.Errorf("EX2.FTZ(-140) = %#x, want 0", got)
	}
	if got := Mufu(EX2, f32(-140), false); got != 1<<9 {
		t.Errorf("EX2(-140) = %#x, want 2^-140 = %#x", got, 1<<9)
	}
	if got := Mufu(LG2, 1, true); got != 0xff800000 {
		t.Errorf("LG2.FTZ(denormal) = %#x, want -inf", got)
	}
	// The documented bound: within 0.5 ulp + 2^-28 ulp of the float64
	// value (itself within 1 ulp of float64 of the true value).
	r := rand.New(rand.NewSource(13))
	for i := 0; i < *randomCases; i++ {
		x := math.Float32frombits(uint32(r.Uint64()))
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			continue
		}
		for _, fn := range []Func{EX2, LG2, SIN, COS} {
			v := float64(x)
			var y float64
			switch fn {
			case EX2:
				y = math.Exp2(v)
			case LG2:
				y = math.Log2(v)
			case SIN:
				y = math.Sin(v)
			case COS:
				y = math.Cos(v)
			}
			got := float64(math.Float32frombits(Mufu(fn, math.Float32bits(x), false)))
			if math.IsNaN(y) || math.IsInf(y, 0) || math.Abs(y) > math.MaxFloat32 || math.Abs(y) < 0x1p-126 {
				continue
			}
			ulp := math.Ldexp(1, math.Ilogb(y)-23)
			if math.Abs(got-y) > ulp*(0.5+0x1p-28) {
				t.Fatalf("MUFU %d(%g) = %g, float64 %g: beyond 0.5 ulp", fn, x, got, y)
			}
		}
	}
}

// divide is the division sequence that FCHK guards.
func divide(a, b uint32) uint32 {
	f := F32
	A, B := uint64(a), uint64(b)
	r0 := uint64(Mufu(RCP, b, false))
	e := f.FMA(f.Negate(B), r0, f.One(), RN, false)
	r1 := f.FMA(r0, e, r0, RN, false)
	q0 := f.Mul(A, r1, RN, false)
	rem := f.FMA(f.Negate(B), q0, A, RN, false)
	return uint32(f.FMA(rem, r1, q0, RN, false))
}

// TestFCHKDivision: whenever FCHK is false, the sequence gives the
// correctly rounded quotient (math/big reference); FCHK is true on the
// boundary cases.
func TestFCHKDivision(t *testing.T) {
	r := rand.New(rand.NewSource(17))
	checked := 0
	for i := 0; checked < *randomCases*5; i++ {
		var a, b uint32
		switch i % 4 {
		case 0: // anywhere
			a, b = uint32(r.Uint64()), uint32(r.Uint64())
		case 1: // at the exponent limits of FCHK
			ea := []int{-100, -99, 125, 124, 0}[r.Intn(5)]
			eb := []int{-124, -123, 125, 124, 0, ea + 124, ea - 125, ea - 124}[r.Intn(8)]
			a = uint32(ea+127)<<23 | uint32(r.Intn(1<<23)) | uint32(r.Intn(2))<<31
			b = uint32(eb+127)<<23 | uint32(r.Intn(1<<23)) | uint32(r.Intn(2))<<31
		case 2: // significands of all ones and near powers of two
			a = uint32(r.Intn(200)+27)<<23 | []uint32{0x7fffff, 0, 1, 0x7ffffe, uint32(r.Intn(1 << 23))}[r.Intn(5)]
			b = uint32(r.Intn(200)+27)<<23 | []uint32{0x7fffff, 0, 1, 0x7ffffe, uint32(r.Intn(1 << 23))}[r.Intn(5)]
		default: // moderate exponents
			a = uint32(r.Intn(40)+107)<<23 | uint32(r.Intn(1<<23))
			b = uint32(r.Intn(40)+107)<<23 | uint32(r.Intn(1<<23))
		}
		if FCHK(a, b) {
			continue
		}
		checked++
		q := new(big.Float).SetPrec(800).Quo(exact(F32, uint64(a)), exact(F32, uint64(b)))
		want := uint32(refRound(F32, q, RN))
		if got := divide(a, b); got != want {
			t.Fatalf("FCHK(%#08x, %#08x) false but the sequence gives %#08x, want %#08x", a, b, got, want)
		}
	}
	for _, c := range []struct{ a, b uint32 }{
		{0, 0x3f800000}, {0x3f800000, 0}, {0x7f800000, 0x3f800000}, {0x3f800000, 0x7fc00000}, {1, 0x3f800000},
		{0x3f800000, 0x00400000}, {0x7f000000, 0x3f800000}, {0x3f800000, 0x7f000000}, {0x0c800000, 0x3f800000},
		{0x3f800000, 0x7e800000},
	} {
		if !FCHK(c.a, c.b) {
			t.Errorf("FCHK(%#08x, %#08x) = false, want true", c.a, c.b)
		}
	}
	if FCHK(0x40400000, 0x3f800000) {
		t.Error("FCHK(3, 1) = true, want false")
	}
}
