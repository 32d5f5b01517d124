package interp

import (
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/llir/llvm/ir/enum"
)

// The reference for the exact operations is math/big.Float, which rounds
// correctly at any precision in every mode but has no exponent range: refRound
// gives it the precision the IEEE format has at the result's exponent
// (fewer bits for subnormals) and applies overflow by hand.

var bigModes = map[uint8]big.RoundingMode{rmNearest: big.ToNearestEven, rmZero: big.ToZero, rmDown: big.ToNegativeInf, rmUp: big.ToPositiveInf}

// refRound rounds the value that compute produces to format f in mode.
// compute must return its result correctly rounded to prec bits in rm.
func refRound(f fpFormat, mode uint8, compute func(prec uint, rm big.RoundingMode) *big.Float) uint64 {
	probe := compute(64, big.ToZero) // truncation keeps the exponent
	if probe.Sign() == 0 {
		panic("refRound: zero result")
	}
	neg := probe.Signbit()
	top := probe.MantExp(nil) - 1 // exponent of the leading bit
	prec := f.prec
	if top < f.emin {
		prec -= f.emin - top
	}
	quantum := f.emin - f.prec + 1 // exponent of the smallest subnormal
	var r *big.Float
	if prec <= 0 {
		// Below the smallest subnormal: 0 or the smallest subnormal.
		half := new(big.Float).SetMantExp(big.NewFloat(1), quantum-1)
		up := false
		switch mode {
		case rmNearest:
			exact := compute(4000, big.ToZero)
			up = new(big.Float).Abs(exact).Cmp(half) > 0
		case rmUp:
			up = !neg
		case rmDown:
			up = neg
		}
		if !up {
			return f.zero(neg)
		}
		return f.zero(neg) | 1
	}
	r = compute(uint(prec), bigModes[mode])
	limit := new(big.Float).SetMantExp(big.NewFloat(1), f.emax+1)
	if new(big.Float).Abs(r).Cmp(limit) >= 0 {
		if mode == rmZero || (mode == rmDown && !neg) || (mode == rmUp && neg) {
			return f.maxFinite(neg)
		}
		return f.inf(neg)
	}
	if f.bits == 32 {
		x, acc := r.Float32()
		if acc != big.Exact {
			panic("refRound: inexact float32")
		}
		return uint64(math.Float32bits(x))
	}
	x, acc := r.Float64()
	if acc != big.Exact {
		panic("refRound: inexact float64")
	}
	return math.Float64bits(x)
}

func bigOf(f fpFormat, v uint64) *big.Float {
	return new(big.Float).SetPrec(200).SetFloat64(toF64(f, v))
}

// refArith is the reference for add, sub, mul, div and fma on finite
// operands; specials follow IEEE 754 as Go's float64 implements it.
func refArith(f fpFormat, op, mode uint8, a, b, c uint64) uint64 {
	x, y, z := toF64(f, a), toF64(f, b), toF64(f, c)
	if op != fFMA {
		z = 0
	}
	var g float64
	switch op {
	case fAdd:
		g = x + y
	case fSub:
		g = x - y
	case fMul:
		g = x * y
	case fDiv:
		g = x / y
	case fFMA:
		g = math.FMA(x, y, z)
	}
	finite := !math.IsInf(x, 0) && !math.IsInf(y, 0) && !math.IsInf(z, 0) && x == x && y == y && z == z
	if !finite || (op == fDiv && y == 0) {
		if g != g {
			return f.canonNaN()
		}
		if f.bits == 32 {
			return uint64(math.Float32bits(float32(g)))
		}
		return math.Float64bits(g)
	}
	exact := func() *big.Float {
		e := new(big.Float).SetPrec(4000)
		switch op {
		case fAdd:
			e.Add(bigOf(f, a), bigOf(f, b))
		case fSub:
			e.Sub(bigOf(f, a), bigOf(f, b))
		case fMul:
			e.Mul(bigOf(f, a), bigOf(f, b))
		case fFMA:
			e.Mul(bigOf(f, a), bigOf(f, b))
			e.Add(e, bigOf(f, c))
		}
		return e
	}
	if op != fDiv && exact().Sign() == 0 {
		// Exact zero: IEEE 754 6.3 signs.
		switch op {
		case fMul:
			return f.zero(math.Signbit(x) != math.Signbit(y))
		case fFMA:
			pz := x*y == 0
			pneg := math.Signbit(x) != math.Signbit(y)
			if pz && z == 0 && pneg == math.Signbit(z) {
				return f.zero(pneg)
			}
		default:
			if op == fSub {
				y = -y
			}
			if x == 0 && y == 0 && math.Signbit(x) == math.Signbit(y) {
				return f.zero(math.Signbit(x))
			}
		}
		return f.zero(mode == rmDown)
	}
	if op == fDiv && x == 0 {
		return f.zero(math.Signbit(x) != math.Signbit(y))
	}
	return refRound(f, mode, func(prec uint, rm big.RoundingMode) *big.Float {
		r := new(big.Float).SetPrec(prec).SetMode(rm)
		if op == fDiv {
			return r.Quo(bigOf(f, a), bigOf(f, b))
		}
		return r.Set(exact())
	})
}

// randFP draws operands that reach every class: raw random bits (NaNs,
// infinities, subnormals), values with nearby exponents (cancellation), and
// special values.
func randFP(r *rand.Rand, f fpFormat, near uint64) uint64 {
	switch r.IntN(8) {
	case 0:
		sp := specials(f)
		return sp[r.IntN(len(sp))]
	case 1, 2:
		return r.Uint64() & f.mask()
	case 3:
		// Subnormal or tiny.
		return (r.Uint64() & (uint64(1)<<(f.fracBits()+2) - 1)) | f.zero(r.IntN(2) == 0)
	}
	// Same binade as near, with random significand and a small shift.
	exp := (near >> f.fracBits()) & f.expMask()
	exp = uint64(int64(exp) + int64(r.IntN(5)) - 2)
	if exp == 0 || exp >= f.expMask() {
		exp = f.expMask() / 2
	}
	return f.zero(r.IntN(2) == 0) | (exp&f.expMask())<<f.fracBits() | r.Uint64()&(uint64(1)<<f.fracBits()-1)
}

func specials(f fpFormat) []uint64 {
	one := fromF64(f, 1)
	return []uint64{0, f.signBit(), f.inf(false), f.inf(true), f.canonNaN(), f.zero(true) | f.canonNaN(),
		1, f.signBit() | 1, uint64(1)<<f.fracBits() - 1, uint64(1) << f.fracBits(), f.maxFinite(false), f.maxFinite(true),
		one, one | f.signBit(), one + 1}
}

// fpCases is the number of random cases per operation, mode and format
// (GPUCC_FP_CASES overrides it for long campaigns).
func fpCases() int {
	if s := os.Getenv("GPUCC_FP_CASES"); s != "" {
		if n, err := strconv.Atoi(s); err == nil {
			return n
		}
	}
	if testing.Short() {
		return 2000
	}
	return 20000
}

func TestFPArithRandomAgainstBigFloat(t *testing.T) {
	n := fpCases()
	for _, f := range []fpFormat{fmt32, fmt64} {
		for _, op := range []uint8{fAdd, fSub, fMul, fDiv, fFMA} {
			for mode := uint8(0); mode < 4; mode++ {
				r := rand.New(rand.NewPCG(uint64(op)<<8|uint64(mode), uint64(f.bits)))
				fails := 0
				for k := 0; k < n && fails < 5; k++ {
					a := randFP(r, f, 0)
					b := randFP(r, f, a)
					c := randFP(r, f, a)
					got, _ := fpEval(op, uint8(f.bits), uint8(f.bits), mode, 0, a, b, c)
					want := refArith(f, op, mode, a, b, c)
					if got != want {
						fails++
						t.Errorf("f%d %s mode %d (%#x, %#x, %#x) = %#x, want %#x", f.bits, fpOpNames[op], mode, a, b, c, got, want)
					}
				}
			}
		}
	}
}

func TestFMA32DoubleRoundingCase(t *testing.T) {
	// a = 2^-12 (1+2^-23), b = 2^-12 (1-2^-23): a*b = 2^-24 - 2^-70, and
	// c = 1 + 2^-23. The exact sum lies just below the midpoint between
	// 1+2^-23 and 1+2^-22; rounded to float64 first it lands on the
	// midpoint, which then rounds to even: the wrong 1+2^-22.
	a, b, c := uint64(0x39800001), uint64(0x397ffffe), uint64(0x3f800001)
	twice := math.Float32bits(float32(float64(float64(f32(a))*float64(f32(b))) + float64(f32(c))))
	if twice != 0x3f800002 {
		t.Fatalf("the case does not double-round: %#x", twice)
	}
	want := map[uint8]uint64{rmNearest: 0x3f800001, rmZero: 0x3f800001, rmDown: 0x3f800001, rmUp: 0x3f800002}
	for mode, w := range want {
		if got, _ := fpEval(fFMA, 32, 32, mode, 0, a, b, c); got != w {
			t.Errorf("fma mode %d = %#x, want %#x", mode, got, w)
		}
		if ref := refArith(fmt32, fFMA, mode, a, b, c); ref != w {
			t.Errorf("reference fma mode %d = %#x, want %#x", mode, ref, w)
		}
	}
	// Exact zero: +0 except toward -inf; x*y + -(x*y).
	for mode := uint8(0); mode < 4; mode++ {
		got, _ := fpEval(fFMA, 32, 32, mode, 0, 0x40000000, 0x40400000, 0xc0c00000) // 2*3 - 6
		want := uint64(0)
		if mode == rmDown {
			want = 0x80000000
		}
		if got != want {
			t.Errorf("fma(2,3,-6) mode %d = %#x, want %#x", mode, got, want)
		}
	}
}

func TestFPSpecialValues(t *testing.T) {
	const nan32, nan64 = canonNaN32, canonNaN64
	inf, ninf := uint64(0x7f800000), uint64(0xff800000)
	one, two := uint64(0x3f800000), uint64(0x40000000)
	cases := []struct {
		name          string
		op, w, w2, fl uint8
		a, b, c, want uint64
	}{
		{"inf-inf", fSub, 32, 32, 0, inf, inf, 0, nan32},
		{"0*inf", fMul, 32, 32, 0, 0, inf, 0, nan32},
		{"nan payload canonical", fAdd, 32, 32, 0, 0x7f800001, one, 0, nan32},
		{"neg nan canonical", fMul, 64, 64, 0, 0xfff0000000000001, 0x3ff0000000000000, 0, nan64},
		{"1/0", fDiv, 32, 32, 0, one, 0, 0, inf},
		{"1/-0", fDiv, 32, 32, 0, one, 0x80000000, 0, ninf},
		{"0/0", fDiv, 64, 64, 0, 0, 0, 0, nan64},
		{"-0 + -0", fAdd, 32, 32, 0, 0x80000000, 0x80000000, 0, 0x80000000},
		{"-0 + 0", fAdd, 32, 32, 0, 0x80000000, 0, 0, 0},
		{"-0 + 0 rm", fAdd, 32, 32, rmDown, 0x80000000, 0, 0, 0x80000000},
		{"1 - 1 rm", fSub, 64, 64, rmDown, 0x3ff0000000000000, 0x3ff0000000000000, 0, 0x8000000000000000},
		{"max+max rz", fAdd, 32, 32, rmZero, 0x7f7fffff, 0x7f7fffff, 0, 0x7f7fffff},
		{"max+max rm", fAdd, 32, 32, rmDown, 0x7f7fffff, 0x7f7fffff, 0, 0x7f7fffff},
		{"-max-max rm", fAdd, 32, 32, rmDown, 0xff7fffff, 0xff7fffff, 0, ninf},
		{"-max-max rp", fAdd, 32, 32, rmUp, 0xff7fffff, 0xff7fffff, 0, 0xff7fffff},
		// Subnormals are kept: 2^-149 * 3 = 3 * smallest.
		{"denorm mul", fMul, 32, 32, 0, 1, 0x40400000, 0, 3},
		// .ftz flushes the inputs (result 0 * 3 = 0) and subnormal results.
		{"ftz denorm input", fMul, 32, 32, ffFTZ, 1, 0x40400000, 0, 0},
		{"ftz denorm result", fMul, 32, 32, ffFTZ, 0x00800000, 0x3f000000, 0, 0},
		{"ftz keeps sign", fMul, 32, 32, ffFTZ, 0x80800000, 0x3f000000, 0, 0x80000000},
		// Smallest subnormal / 2 ties to even (0); rp gives the smallest.
		{"tiny rn", fMul, 32, 32, 0, 1, 0x3f000000, 0, 0},
		{"tiny rp", fMul, 32, 32, rmUp, 1, 0x3f000000, 0, 1},
		{"tiny rm neg", fMul, 32, 32, rmDown, 0x80000001, 0x3f000000, 0, 0x80000001},
		// frem is exact fmod: fmod(5.5, 2) = 1.5, fmod(-5.5, 2) = -1.5.
		{"frem", fRem, 32, 32, 0, 0x40b00000, two, 0, 0x3fc00000},
		{"frem neg", fRem, 32, 32, 0, 0xc0b00000, two, 0, 0xbfc00000},
		{"frem x/inf", fRem, 32, 32, 0, 0x40b00000, inf, 0, 0x40b00000},
		{"frem inf", fRem, 32, 32, 0, inf, two, 0, nan32},
		{"frem by 0", fRem, 64, 64, 0, 0x3ff0000000000000, 0, 0, nan64},
		{"frem -4 by 2", fRem, 32, 32, 0, 0xc0800000, two, 0, 0x80000000},
		{"fneg nan keeps bits", fNeg, 32, 32, 0, 0x7fc00001, 0, 0, 0xffc00001},
		{"fabs", fAbs, 64, 64, 0, 0x8000000000000001, 0, 0, 1},
		{"copysign", fCopysign, 32, 32, 0, one, 0x80000000, 0, 0xbf800000},
		{"minnum nan", fMin, 32, 32, 0, nan32, two, 0, two},
		{"minnum -0 +0", fMin, 32, 32, 0, 0, 0x80000000, 0, 0x80000000},
		{"maxnum -0 +0", fMax, 32, 32, 0, 0x80000000, 0, 0, 0},
		{"maxnum both nan", fMax, 64, 64, 0, 0x7ff0000000000001, 0x7ff0000000000002, 0, nan64},
		{"fmin.nan", fMinNaN, 32, 32, 0, 0x7f800001, one, 0, nan32},
		{"fmin.ftz", fMin, 32, 32, ffFTZ, 1, 0x80000001, 0, 0x80000000},
		{"sqrt -1", fSqrt, 32, 32, 0, 0xbf800000, 0, 0, nan32},
		{"sqrt -0", fSqrt, 32, 32, 0, 0x80000000, 0, 0, 0x80000000},
		{"sqrt 2 rn", fSqrt, 32, 32, 0, two, 0, 0, 0x3fb504f3},
		{"sqrt 2 rp", fSqrt, 32, 32, rmUp, two, 0, 0, 0x3fb504f4},
		{"sqrt denorm", fSqrt, 32, 32, 0, 1, 0, 0, 0x1a3504f3}, // sqrt(2^-149) = 2^-74.5
		{"rcp 0", fRcp, 32, 32, 0, 0x80000000, 0, 0, ninf},
		{"rcp 3 rn", fRcp, 32, 32, 0, 0x40400000, 0, 0, 0x3eaaaaab},
		{"rcp 3 rz", fRcp, 32, 32, rmZero, 0x40400000, 0, 0, 0x3eaaaaaa},
		{"rsqrt 4", fRsqrt, 32, 32, 0, 0x40800000, 0, 0, 0x3f000000},
		{"rsqrt inf", fRsqrt, 32, 32, 0, inf, 0, 0, 0},
		{"rsqrt -0", fRsqrt, 64, 64, 0, 0x8000000000000000, 0, 0, 0xfff0000000000000},
		{"floor -0.5", fFloor, 32, 32, 0, 0xbf000000, 0, 0, 0xbf800000},
		{"ceil -0.5", fCeil, 32, 32, 0, 0xbf000000, 0, 0, 0x80000000},
		{"trunc -1.5", fTrunc, 32, 32, 0, 0xbfc00000, 0, 0, 0xbf800000},
		{"rint 2.5", fRint, 32, 32, 0, 0x40200000, 0, 0, 0x40000000},
		{"rint -0.5", fRint, 64, 64, 0, 0xbfe0000000000000, 0, 0, 0x8000000000000000},
		{"round 2.5", fRound, 32, 32, 0, 0x40200000, 0, 0, 0x40400000},
		{"round -0.4", fRound, 32, 32, 0, 0xbecccccd, 0, 0, 0x80000000},
		{"round nan", fRound, 32, 32, 0, 0x7fc00000, 0, 0, nan32},
		{"floor inf", fFloor, 32, 32, 0, ninf, 0, 0, ninf},
		{"saturate 2", fSaturate, 32, 32, 0, two, 0, 0, one},
		{"saturate -1", fSaturate, 32, 32, 0, 0xbf800000, 0, 0, 0},
		{"saturate nan", fSaturate, 64, 64, 0, nan64, 0, 0, 0},
		{"saturate 0.5", fSaturate, 32, 32, 0, 0x3f000000, 0, 0, 0x3f000000},
		{"fpext nan", fExt, 32, 64, 0, 0xffc00001, 0, 0, nan64},
		{"fpext denorm", fExt, 32, 64, 0, 1, 0, 0, 0x36a0000000000000},                      // 2^-149
		{"fptrunc halfway even", fTruncFmt, 64, 32, 0, 0x3ff0000010000000, 0, 0, one},       // 1 + 2^-24
		{"fptrunc halfway odd", fTruncFmt, 64, 32, 0, 0x3ff0000030000000, 0, 0, 0x3f800002}, // 1 + 3*2^-24
		{"fptrunc rz", fTruncFmt, 64, 32, rmZero, 0x3ff0000030000000, 0, 0, 0x3f800001},
		{"fptrunc overflow", fTruncFmt, 64, 32, 0, 0x47f0000000000000, 0, 0, inf}, // 2^128
		{"fptrunc overflow rz", fTruncFmt, 64, 32, rmZero, 0x47f0000000000000, 0, 0, 0x7f7fffff},
		{"fptrunc to denorm", fTruncFmt, 64, 32, 0, 0x3690000000000000, 0, 0, 0}, // 2^-150 ties to 0
		{"fptrunc to denorm rp", fTruncFmt, 64, 32, rmUp, 0x3690000000000000, 0, 0, 1},
		{"fptrunc ftz", fTruncFmt, 64, 32, ffFTZ, 0x36a0000000000000, 0, 0, 0},
		{"fptosi -1.9", fToSI, 32, 32, 0, 0xbff33333, 0, 0, 0xffffffff},
		{"fptoui -0.9", fToUI, 32, 32, 0, 0xbf666666, 0, 0, 0},
		{"fptosi 2^31-128", fToSI, 32, 32, 0, 0x4effffff, 0, 0, 0x7fffff80},
		{"fptosi i8 -128.5", fToSI, 64, 8, 0, 0xc060100000000000, 0, 0, 0x80},
		{"f2i.rn 2.5", fToSISat, 32, 32, rmNearest, 0x40200000, 0, 0, 2},
		{"f2i.rn 3.5", fToSISat, 32, 32, rmNearest, 0x40600000, 0, 0, 4},
		{"f2i.rm -2.5", fToSISat, 32, 32, rmDown, 0xc0200000, 0, 0, 0xfffffffd},
		{"f2i.rp -2.5", fToSISat, 32, 32, rmUp, 0xc0200000, 0, 0, 0xfffffffe},
		{"f2i nan", fToSISat, 32, 32, rmZero, nan32, 0, 0, 0},
		{"f2i big", fToSISat, 32, 32, rmZero, 0x4f000000, 0, 0, 0x7fffffff}, // 2^31
		{"f2i -inf", fToSISat, 32, 32, rmZero, ninf, 0, 0, 0x80000000},
		{"f2ui -1", fToUISat, 32, 32, rmZero, 0xbf800000, 0, 0, 0},
		{"f2ull inf", fToUISat, 32, 64, rmZero, inf, 0, 0, math.MaxUint64},
		{"f2i.rm denorm", fToSISat, 32, 32, rmDown, 0x80000001, 0, 0, 0xffffffff},
		{"f2i.rm.ftz denorm", fToSISat, 32, 32, rmDown | ffFTZ, 0x80000001, 0, 0, 0},
		{"d2ll.rn", fToSISat, 64, 64, rmNearest, 0xc3e0000000000000, 0, 0, 0x8000000000000000}, // -2^63
		{"uitofp 2^24+1", fFromUI, 64, 32, 0, 1<<24 + 1, 0, 0, 0x4b800000},
		{"uitofp 2^24+3", fFromUI, 64, 32, 0, 1<<24 + 3, 0, 0, 0x4b800002},
		{"ui2f.rp 2^24+1", fFromUI, 32, 32, rmUp, 1<<24 + 1, 0, 0, 0x4b800001},
		{"sitofp -2^24-1", fFromSI, 32, 32, 0, uint64(uint32(0xfeffffff)), 0, 0, 0xcb800000},
		{"i2f.rm -2^24-1", fFromSI, 32, 32, rmDown, uint64(uint32(0xfeffffff)), 0, 0, 0xcb800001},
		{"sitofp i8 -128", fFromSI, 8, 64, 0, 0x80, 0, 0, 0xc060000000000000},
		{"uitofp u64 max", fFromUI, 64, 64, 0, math.MaxUint64, 0, 0, 0x43f0000000000000},
		{"ull2d.rz max", fFromUI, 64, 64, rmZero, math.MaxUint64, 0, 0, 0x43efffffffffffff},
		{"d2i.hi", fD2IHi, 64, 32, 0, 0x400921fb54442d18, 0, 0, 0x400921fb},
		{"d2i.lo", fD2ILo, 64, 32, 0, 0x400921fb54442d18, 0, 0, 0x54442d18},
		{"lohi.i2d", fLoHiI2D, 64, 64, 0, 0x54442d18, 0x400921fb, 0, 0x400921fb54442d18},
		{"ex2 3", fEx2, 32, 32, 0, 0x40400000, 0, 0, 0x41000000},
		{"ex2 -inf", fEx2, 32, 32, 0, ninf, 0, 0, 0},
		{"lg2 0", fLg2, 32, 32, 0, 0, 0, 0, ninf},
		{"lg2 -1", fLg2, 32, 32, 0, 0xbf800000, 0, 0, nan32},
		{"lg2.ftz denorm", fLg2, 32, 32, ffFTZ, 1, 0, 0, ninf},
		{"sin inf", fSin, 32, 32, 0, inf, 0, 0, nan32},
		{"cos 0", fCos, 32, 32, 0, 0, 0, 0, one},
	}
	for _, c := range cases {
		got, res := fpEval(c.op, c.w, c.w2, c.fl, 0, c.a, c.b, c.c)
		if got != c.want || res != fpOK {
			t.Errorf("%s: %s(%#x, %#x, %#x) = %#x (result %d), want %#x", c.name, fpOpNames[c.op], c.a, c.b, c.c, got, res, c.want)
		}
	}
}

func TestFPPoisonConversions(t *testing.T) {
	cases := []struct {
		op, w, w2 uint8
		a         uint64
	}{
		{fToSI, 32, 32, 0x4f000000},         // 2^31
		{fToSI, 32, 32, 0x7fc00000},         // NaN
		{fToUI, 32, 32, 0xbf800000},         // -1
		{fToUI, 64, 8, 0x4070000000000000},  // 256
		{fToSI, 64, 64, 0x43e0000000000000}, // 2^63
		{fToSI, 32, 16, 0xff800000},         // -inf
	}
	for _, c := range cases {
		if _, res := fpEval(c.op, c.w, c.w2, 0, 0, c.a, 0, 0); res != fpPoison {
			t.Errorf("%s %#x to i%d: not poison", fpOpNames[c.op], c.a, c.w2)
		}
	}
	// nnan / ninf.
	if _, res := fpEval(fAdd, 32, 32, ffNoNaN, 0, 0x7f800000, 0xff800000, 0); res != fpPoison {
		t.Error("nnan fadd producing NaN is not poison")
	}
	if _, res := fpEval(fMul, 32, 32, ffNoInf, 0, 0x7f7fffff, 0x40000000, 0); res != fpPoison {
		t.Error("ninf fmul overflowing is not poison")
	}
	if _, res := fpEval(fCmp, 32, 1, ffNoNaN, enum.FPredOLT, 0x7fc00000, 0, 0); res != fpPoison {
		t.Error("nnan fcmp on NaN is not poison")
	}
}

func TestFCmpAllPredicates(t *testing.T) {
	nan := math.NaN()
	// Truth table from IEEE 754 and the LangRef: ordered predicates are
	// false on NaN, unordered ones true.
	type row struct {
		pred           enum.FPred
		lt, eq, gt, un bool
	}
	rows := []row{
		{enum.FPredFalse, false, false, false, false}, {enum.FPredOEQ, false, true, false, false},
		{enum.FPredOGT, false, false, true, false}, {enum.FPredOGE, false, true, true, false},
		{enum.FPredOLT, true, false, false, false}, {enum.FPredOLE, true, true, false, false},
		{enum.FPredONE, true, false, true, false}, {enum.FPredORD, true, true, true, false},
		{enum.FPredUEQ, false, true, false, true}, {enum.FPredUGT, false, false, true, true},
		{enum.FPredUGE, false, true, true, true}, {enum.FPredULT, true, false, false, true},
		{enum.FPredULE, true, true, false, true}, {enum.FPredUNE, true, false, true, true},
		{enum.FPredUNO, false, false, false, true}, {enum.FPredTrue, true, true, true, true},
	}
	for _, r := range rows {
		for _, c := range []struct {
			x, y float64
			want bool
		}{{1, 2, r.lt}, {math.Copysign(0, -1), 0, r.eq}, {math.Inf(1), 3, r.gt}, {nan, 1, r.un}, {1, nan, r.un}} {
			got, _ := fpEval(fCmp, 64, 1, 0, r.pred, math.Float64bits(c.x), math.Float64bits(c.y), 0)
			if got != b2u(c.want) {
				t.Errorf("fcmp %v %v, %v = %d, want %v", r.pred, c.x, c.y, got, c.want)
			}
		}
	}
}

// Square roots have no exact big.Float reference, so the check is the
// defining bracket: for the result r and its neighbours, r*r compares with
// the operand as the mode demands (all products exact in big.Float).
func TestFPSqrtRsqrtBrackets(t *testing.T) {
	n := fpCases() / 2
	for _, f := range []fpFormat{fmt32, fmt64} {
		r := rand.New(rand.NewPCG(7, uint64(f.bits)))
		for k := 0; k < n; k++ {
			a := r.Uint64() & (f.mask() >> 1) // positive
			if f.decode(a).class != fcNormal && f.decode(a).class != fcSubnormal {
				continue
			}
			x := bigOf(f, a)
			for mode := uint8(0); mode < 4; mode++ {
				for _, op := range []uint8{fSqrt, fRsqrt} {
					got, _ := fpEval(op, uint8(f.bits), uint8(f.bits), mode, 0, a, 0, 0)
					if !bracketOK(f, op, mode, x, got) {
						t.Fatalf("f%d %s mode %d of %#x = %#x violates the bracket", f.bits, fpOpNames[op], mode, a, got)
					}
				}
			}
			if f.bits == 64 {
				if got, _ := fpEval(fSqrt, 64, 64, 0, 0, a, 0, 0); got != math.Float64bits(math.Sqrt(f64(a))) {
					t.Fatalf("sqrt(%#x) = %#x, math.Sqrt says %#x", a, got, math.Float64bits(math.Sqrt(f64(a))))
				}
			}
		}
	}
}

// bracketOK checks g(r) against x where g(r) = r^2 (sqrt) or 1/r^2 compared
// as r^2 * x against 1 (rsqrt): for the lower neighbour lo and upper hi of
// r, the exact root lies in [r, hi) (rz/rm), (lo, r] (rp), or within half
// way (rn, checked with the midpoints).
func bracketOK(f fpFormat, op, mode uint8, x *big.Float, r uint64) bool {
	if f.decode(r).class != fcNormal && f.decode(r).class != fcSubnormal {
		return false
	}
	// cmp(v) compares the exact root with the value v: -1 root < v.
	cmp := func(v *big.Float) int {
		sq := new(big.Float).SetPrec(4000).Mul(v, v)
		if op == fSqrt {
			return x.Cmp(sq) // root < v  <=>  x < v^2
		}
		sq.Mul(sq, x)
		return -sq.Cmp(big.NewFloat(1)) // 1/sqrt(x) < v <=> v^2 x > 1
	}
	rv := bigOf(f, r)
	lo, hi := bigOf(f, r-1), bigOf(f, r+1)
	mid := func(a, b *big.Float) *big.Float {
		m := new(big.Float).SetPrec(4000).Add(a, b)
		return m.Quo(m, big.NewFloat(2))
	}
	switch mode {
	case rmZero, rmDown:
		return cmp(rv) >= 0 && cmp(hi) < 0
	case rmUp:
		return cmp(rv) <= 0 && cmp(lo) > 0
	}
	return cmp(mid(lo, rv)) >= 0 && cmp(mid(rv, hi)) <= 0
}

// Conversions against math/big.Float (directed modes, subnormal and
// overflowing results included through refRound) and Go's math.
func TestFPConversionsRandom(t *testing.T) {
	n := fpCases()
	r := rand.New(rand.NewPCG(31, 32))
	for k := 0; k < n; k++ {
		// fptrunc / d2f in every mode.
		d := randFP(r, fmt64, 0x3ff0000000000000)
		if k%4 == 0 {
			// Near the binary32 subnormal range (2^-150) and the overflow threshold (2^128).
			d = (uint64(r.IntN(2)) << 63) | uint64(0x3680+r.IntN(0x0100)+r.IntN(2)*0x1160)<<48 | r.Uint64()>>16
		}
		dd := fmt64.decode(d)
		for mode := uint8(0); mode < 4; mode++ {
			got, _ := fpEval(fTruncFmt, 64, 32, mode, 0, d, 0, 0)
			var want uint64
			switch dd.class {
			case fcNaN:
				want = canonNaN32
			case fcInf:
				want = fmt32.inf(dd.neg)
			case fcZero:
				want = fmt32.zero(dd.neg)
			default:
				want = refRound(fmt32, mode, func(prec uint, rm big.RoundingMode) *big.Float {
					return new(big.Float).SetPrec(prec).SetMode(rm).SetFloat64(f64(d))
				})
			}
			if got != want {
				t.Fatalf("fptrunc mode %d of %#x = %#x, want %#x", mode, d, got, want)
			}
		}
		// sitofp / uitofp from i64 and i32 in every mode.
		v := r.Uint64() >> uint(r.IntN(64))
		for _, w := range []uint8{32, 64} {
			for _, f := range []fpFormat{fmt32, fmt64} {
				for mode := uint8(0); mode < 4; mode++ {
					iv := v & maskOf(uint(w))
					for _, signed := range []bool{false, true} {
						op := fFromUI
						x := new(big.Int).SetUint64(iv)
						if signed {
							op = fFromSI
							x.SetInt64(sext(iv, uint(w)))
						}
						got, _ := fpEval(op, w, uint8(f.bits), mode, 0, iv, 0, 0)
						want := uint64(0)
						if x.Sign() != 0 {
							want = refRound(f, mode, func(prec uint, rm big.RoundingMode) *big.Float {
								return new(big.Float).SetPrec(prec).SetMode(rm).SetInt(x)
							})
						}
						if got != want {
							t.Fatalf("%s i%d %#x to f%d mode %d = %#x, want %#x", fpOpNames[op], w, iv, f.bits, mode, got, want)
						}
					}
				}
			}
		}
		// fptosi / fptoui to i32 and i64 against math.Trunc.
		x := randFP(r, fmt64, 0x41d0000000000000) // near 2^30
		xf := f64(x)
		for _, w := range []uint8{32, 64} {
			got, res := fpEval(fToSI, 64, w, 0, 0, x, 0, 0)
			tr := math.Trunc(xf)
			lo, hi := -math.Ldexp(1, int(w)-1), math.Ldexp(1, int(w)-1)
			inRange := tr >= lo && tr < hi
			if inRange != (res == fpOK) || (inRange && got != uint64(int64(tr))&maskOf(uint(w))) {
				t.Fatalf("fptosi %v to i%d = %#x (%d), want %v in range %v", xf, w, got, res, tr, inRange)
			}
		}
	}
}

// The binary32 fma fast path (fma32) against math/big, on operands built
// to land near binary32 midpoints after a large addend absorbs most of the
// product (where double rounding goes wrong), and on subnormal results.
func TestFMA32FastPathNearMidpoints(t *testing.T) {
	n := fpCases()
	r := rand.New(rand.NewPCG(41, 42))
	wrongTwice := 0
	for k := 0; k < n; k++ {
		// a*b ~ 2^-24 * (1 +- tiny), c ~ 1 with a random last bit.
		a := uint64(0x39800000 | r.Uint32()&0x3)      // 2^-12 * (1 + few ulps)
		b := uint64(0x397ffffc | r.Uint32()&0x800003) // 2^-12 or 2^-13 scaled, near 1 - ulps
		c := uint64(0x3f800000 | r.Uint32()&0xff)
		if k%3 == 1 {
			// Subnormal results: tiny products and addends.
			a, b, c = uint64(r.Uint32()&0x0fffffff), uint64(0x3f000000|r.Uint32()&0x7fffff), uint64(r.Uint32()&0x807fffff)
		}
		if k%2 == 1 {
			c ^= 0x80000000
		}
		got, _ := fpEval(fFMA, 32, 32, rmNearest, 0, a, b, c)
		want := refArith(fmt32, fFMA, rmNearest, a, b, c)
		if got != want {
			t.Fatalf("fma(%#x, %#x, %#x) = %#x, want %#x", a, b, c, got, want)
		}
		if uint64(math.Float32bits(float32(float64(float64(f32(a))*float64(f32(b)))+float64(f32(c))))) != want {
			wrongTwice++
		}
	}
	if wrongTwice == 0 {
		t.Error("no case where rounding twice is wrong: the operands miss the midpoints")
	}
	t.Logf("%d of %d cases round wrongly through float64", wrongTwice, n)
}
