package emu

import (
	"math"
	"math/bits"
	"unsafe"

	"gpucc/emu/fpu"
	"gpucc/isa"
)

// Fast paths of the common floating-point instructions: FADD, FMUL and
// FFMA in binary32 and DADD, DMUL and DFMA in binary64, all in
// round-to-nearest-even without .FTZ (buildFP picks them; .SAT is allowed).
// They read the 32-bit register rows directly. On amd64 with AVX2 and
// FMA3 the binary32 operations are the host's own, eight lanes per
// instruction (arith32WarpAVX2, fplanes32_amd64.s): VADDPS, VMULPS and
// VFMADD231PS are IEEE 754's binary32 addition, multiplication and fused
// multiply-add, the exact result rounded once to nearest even (subnormal
// results, signed zeros and overflow included) under Go's MXCSR, fpu's
// result up to the NaN, which is made canonical; they write the lanes of
// m straight into the destination, each block of eight after reading its
// sources. Elsewhere (arith32WarpGo), and for the binary64 operations
// (darith64), every lane is computed with the host's binary64 arithmetic
// and the few lanes where that is not provably fpu's result go to fpu.
// Inactive lanes are computed too (the loops have no per-lane mask test)
// but never written; host floating point has no side effects (Go runs
// with every MXCSR exception masked, round-to-nearest, no FTZ/DAZ).
//
// Why the binary64 route gives fpu's results (binary32 operands a, b, c widened to binary64,
// which is exact; let r be the host's binary64 result):
//
//   - FMUL: a*b is exact in binary64 (two 24-bit significands make at most
//     48 bits; |a*b| lies between 2^-298 and 2^256, inside binary64's
//     normal range), so float32(r) rounds the exact product once, also
//     into binary32's subnormal range and to ±inf on overflow: fpu's
//     correctly rounded result. Zero products carry the sign a's xor b's
//     on the host as in fpu; inf*0 and NaN operands give a NaN, which is
//     made canonical. No lane needs fpu.
//   - FADD: r is the exact sum rounded once. A binary32 halfway point
//     (25 significant bits) is a binary64 value; if one lay strictly
//     between the exact sum and r it would be nearer the exact sum than r,
//     so rounding r to binary32 gives the exact sum's rounding unless r is
//     itself a halfway point (its 29 bits below binary32's last bit are 1
//     followed by zeros) other than the exact sum (exactSum; an exact
//     halfway point narrows correctly): those lanes go to fpu. (The overflow
//     threshold, halfway between the largest finite value and 2^128, is
//     such a point too; and sums below 2^-126 in magnitude are multiples
//     of 2^-149 with at most 23 significant bits, exact in r.) Exact zeros
//     follow IEEE 754's sign rules on the host as in fpu (+0 for x + -x in
//     round-to-nearest); infinities and NaNs as for FMUL.
//   - FFMA: a*b is exact, so r = a*b + c computed in binary64 (whether or
//     not the compiler fuses it) is the exact result rounded once; the
//     halfway argument of FADD holds for results in binary32's normal
//     range and above. Nonzero results below 2^-126 in magnitude go to
//     fpu: there the binary32 halfway points sit at other bit positions.
//     A zero r is the exact result: a*b and c are multiples of 2^-298, so
//     a nonzero exact sum is at least 2^-298, far above binary64's
//     smallest subnormal, and can't round to zero; its sign is IEEE 754's
//     for the exact product plus c (+0 for opposite signs in
//     round-to-nearest, the operands' sign when both are zeros of it),
//     which the host's addition of the exact a*b (or its fused
//     multiply-add) applies as fpu's FMA does. Infinite
//     operands give infinities and invalid ones NaNs on the host as in fpu.
//   - DADD, DMUL: the host's binary64 arithmetic is IEEE 754's in
//     round-to-nearest (subnormals, signed zeros and overflow included):
//     fpu's exact result; only NaNs are made canonical.
//   - DFMA: math.FMA (VFMADD231PD in darith64WarpAVX2) is IEEE 754's
//     fused multiply-add, the exact a*b + c rounded once, also into the
//     subnormal range, with IEEE 754's sign of an exact zero (+0 for a
//     cancelling sum in round-to-nearest, the operands' sign when the
//     product and c are zeros of it): fpu's result
//     (TestDFMAHostZerosAndSubnormals).
//
// TestFPFastArith compares these instructions with fpu lane by lane on
// boundary and random operands.

const (
	nan32  = 0x7fffffff         // fpu's canonical binary32 NaN
	nan64  = 0x7fffffffffffffff // and binary64
	half29 = 1 << 28            // binary64 low bits of a binary32 halfway point
	low29  = 1<<29 - 1
)

// src32 returns a binary32 source's lanes and the masks its |x| (clear)
// and -x (flip) modifiers apply to the sign bit.
func (x *run) src32(w *warp, o *operand) (v *[32]uint32, clr, flip uint32) {
	if o.abs {
		clr = 1 << 31
	}
	if o.neg {
		flip = 1 << 31
	}
	return x.vec(w, o, 0), clr, flip
}

// canon32 narrows a binary64 result to binary32, NaNs canonical.
func canon32(v float64) uint32 {
	if v != v {
		return nan32
	}
	return math.Float32bits(float32(v))
}

// store32 writes the lanes of m of r to d (r a scratch row, d a register:
// rows apart, copyLanes's condition).
func store32(d, r *[32]uint32, m uint32) {
	if m == ^uint32(0) {
		copyLanes(d, r)
		return
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = r[i]
	}
}

// exactSum reports whether v, the binary64 sum of the finite x and y
// rounded to nearest, is their exact sum. With |x| >= |y|, Fast2Sum
// (Dekker) says z = v - x is exact and y - z is exactly the rounding error
// x + y - v, and that difference is exact too, zero only when y == z
// (subtraction never rounds a nonzero difference to zero with gradual
// underflow). A binary32 halfway point that is the exact result is
// rounded correctly by the single narrowing; only inexact ones go to fpu.
func exactSum(v, x, y float64) bool {
	if math.Abs(x) < math.Abs(y) {
		x, y = y, x
	}
	return v-x == y
}

// execArith32: FADD, FMUL and FFMA in RN without .FTZ (arith32Warp);
// .SAT saturates the lanes of m afterwards. execArith32Mod is the same
// with operand modifiers.
func execArith32(x *run, w *warp, in *inst, m uint32) *Error {
	srcs := [3]*[32]uint32{x.vec(w, &in.a, 0), x.vec(w, &in.b, 0), &zeroLanes.v}
	if in.mode2 == fpFMA {
		srcs[2] = x.vec(w, &in.c, 0)
	}
	d := w.dst(in.d)
	if useFMA { // arith32Warp, inline
		arith32WarpAVX2(in.mode2, &srcs, nil, d, m)
	} else {
		arith32WarpGo(in.mode2, &srcs, nil, d, m)
	}
	if in.sat {
		saturate32(d, m)
	}
	return nil
}

func execArith32Mod(x *run, w *warp, in *inst, m uint32) *Error {
	srcs := [3]*[32]uint32{x.vec(w, &in.a, 0), x.vec(w, &in.b, 0), &zeroLanes.v}
	var signs [6]uint32
	signs[0], signs[1] = signMasks32(&in.a)
	signs[2], signs[3] = signMasks32(&in.b)
	if in.mode2 == fpFMA {
		srcs[2] = x.vec(w, &in.c, 0)
		signs[4], signs[5] = signMasks32(&in.c)
	}
	d := w.dst(in.d)
	if useFMA {
		arith32WarpAVX2(in.mode2, &srcs, &signs, d, m)
	} else {
		arith32WarpGo(in.mode2, &srcs, &signs, d, m)
	}
	if in.sat {
		saturate32(d, m)
	}
	return nil
}

// signMasks32 returns a binary32 operand's |x| (clear) and -x (flip)
// masks.
func signMasks32(o *operand) (clr, flip uint32) {
	c, f := signMasks(o, 1<<31)
	return uint32(c), uint32(f)
}

// saturate32 clamps the binary32 lanes of m of d to [0, 1] (.SAT).
func saturate32(d *[32]uint32, m uint32) {
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = uint32(fpu.F32.Saturate(uint64(d[i])))
	}
}

// src64 reads a binary64 source into v with its |x| and -x modifiers.
func (x *run) src64(w *warp, o *operand, v *[32]float64) {
	lo, hi := x.vec(w, o, 0), x.vecHi(w, o, 0)
	const sign = 1 << 63
	var clr, flip uint64
	if o.abs {
		clr = sign
	}
	if o.neg {
		flip = sign
	}
	for i := range v {
		v[i] = math.Float64frombits((uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip)
	}
}

// signMasks returns an operand's |x| (clear) and -x (flip) masks for a
// sign bit.
func signMasks(o *operand, sign uint64) (clr, flip uint64) {
	if o.abs {
		clr = sign
	}
	if o.neg {
		flip = sign
	}
	return clr, flip
}

// pairHi is vecHi of the 64-bit operand o whose low row vec gave as lo:
// a GPR pair's high row is the row after lo (w.r is one array, and Load
// checked that the pair lies inside it), without vecHi's switch.
func (x *run) pairHi(w *warp, o *operand, lo *[32]uint32) *[32]uint32 {
	if o.kind == oGPR {
		return (*[32]uint32)(unsafe.Add(unsafe.Pointer(lo), unsafe.Sizeof(*lo)))
	}
	return x.vecHi(w, o, 0)
}

// execDArith64: DADD, DMUL and DFMA in RN without .FTZ (darith64Warp).
func execDArith64(x *run, w *warp, in *inst, m uint32) *Error {
	dlo, dhi := &w.sink, &w.sink
	if in.d != isa.RZ {
		dlo, dhi = w.dst(in.d), w.dst(in.d+1)
	}
	a, b, c := x.vec(w, &in.a, 0), x.vec(w, &in.b, 0), x.vec(w, &in.c, 0)
	rows := [8]*[32]uint32{a, x.pairHi(w, &in.a, a), b, x.pairHi(w, &in.b, b), c, x.pairHi(w, &in.c, c), dlo, dhi}
	var signs [6]uint32
	signs[0], signs[1] = signMasks32(&in.a)
	signs[2], signs[3] = signMasks32(&in.b)
	signs[4], signs[5] = signMasks32(&in.c)
	if useFMA { // darith64Warp, inline
		darith64WarpAVX2(in.mode2, &rows, &signs, m)
	} else {
		darith64WarpGo(in.mode2, &rows, &signs, m)
	}
	if in.sat && in.d != isa.RZ {
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			v := fpu.F64.Saturate(uint64(dhi[i])<<32 | uint64(dlo[i]))
			dlo[i], dhi[i] = uint32(v), uint32(v>>32)
		}
	}
	return nil
}

// flush32 is fpu's .FTZ for binary32: a subnormal becomes the zero of its
// sign (zeros keep theirs).
func flush32(v uint32) uint32 {
	if v&0x7f800000 == 0 {
		return v & 0x80000000
	}
	return v
}

// execMUFU: Rd = func(SrcB). RCP and SQRT compute every lane on the host:
// fpu's rcp and sqrt32 return float32(1/x) and float32(math.Sqrt(x)) of
// the binary64 x (Convert in RN without FTZ narrows with the host) for
// every finite nonzero x, and the host gives their special cases too:
// 1/±0 = ±inf, 1/±inf = ±0, sqrt(±0) = ±0, sqrt(+inf) = +inf, NaN for a
// NaN, for sqrt of a value below zero and sqrt(-inf), made canonical here
// as in fpu. EX2, LG2, SIN and COS are fpu's computation written out: the
// Go math function of the widened input, narrowed, NaN canonical. .FTZ
// flushes the input and the result in all of them (flush32, fpu's
// flushIf). RCP64H is the host's binary64 division of the high word
// with a zero low word (fpu's rcp in binary64), RSQ64H calls fpu.Mufu.
//
// RSQ: q = 1/math.Sqrt(x) has two binary64 roundings, each a relative
// error of at most 2^-53, so q is within 2^-52(1+2^-52) of 1/sqrt(x)
// relative, less than 3 units in q's last place (an ulp is at least 2^-53
// of the value). A binary32 halfway point is a binary64 value whose 29
// bits below binary32's last bit are 1 followed by zeros; when q's low 29
// bits are more than 4 units from that pattern no halfway point lies
// between q and 1/sqrt(x) (near a power of two, the other binade's
// halfway points are 2^27 units away or more), so float32(q) is the
// correctly rounded result fpu computes; the other lanes call fpu.Mufu.
// The results, between 2^-64 and 2^75, are normal binary32 values. The
// special cases are the host's: 1/sqrt(±0) = ±inf, 1/sqrt(+inf) = +0 and
// NaN for NaN or below zero (-0 excepted), as in fpu's rsqrt.
// TestFPFastRSQExhaustive checks every significand.
func execMUFU(x *run, w *warp, in *inst, m uint32) *Error {
	b, bc, bf := x.src32(w, &in.b)
	fn := fpu.Func(in.imm)
	if fn == fpu.EX2 {
		// mufuEX2 writes the lanes its polynomial decides (their binary32
		// rounding is math.Exp2's: TestMUFUEX2Fast) and leaves the others,
		// with their sources intact, to the loop below.
		d := w.dst(in.d)
		for mm := mufuEX2(b, cvtSigns(in), d, m); mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			v := b[i]&^bc ^ bf
			if in.ftz {
				v = flush32(v)
			}
			r := canon32(math.Exp2(float64(math.Float32frombits(v))))
			if in.ftz {
				r = flush32(r)
			}
			d[i] = r
		}
		return nil
	}
	if (fn == fpu.RCP || fn == fpu.SQRT) && !in.ftz && m == ^uint32(0) {
		// A whole warp straight into the destination (rcpSqrt32 reads each
		// block of b before it writes that block of its result, so d may
		// be b).
		signs := [2]uint32{bc, bf}
		rcpSqrt32(fn == fpu.SQRT, b, &signs, w.dst(in.d))
		return nil
	}
	var r [32]uint32
	switch fn {
	case fpu.RSQ:
		var slow uint32
		for i := range r {
			v := b[i]&^bc ^ bf
			if in.ftz {
				v = flush32(v)
			}
			q := 1 / math.Sqrt(float64(math.Float32frombits(v)))
			if d := int64(math.Float64bits(q)&low29) - half29; d >= -4 && d <= 4 {
				slow |= 1 << i
			}
			r[i] = canon32(q)
		}
		for mm := slow & m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			r[i] = fpu.Mufu(fn, b[i]&^bc^bf, in.ftz)
		}
	case fpu.RCP, fpu.SQRT:
		if !in.ftz {
			signs := [2]uint32{bc, bf}
			rcpSqrt32(fn == fpu.SQRT, b, &signs, &r)
			break
		}
		for i := range r {
			v := b[i]&^bc ^ bf
			if in.ftz {
				v = flush32(v)
			}
			xv := float64(math.Float32frombits(v))
			if fn == fpu.RCP {
				r[i] = canon32(1 / xv)
			} else {
				r[i] = canon32(math.Sqrt(xv))
			}
		}
	case fpu.LG2, fpu.SIN, fpu.COS:
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			v := b[i]&^bc ^ bf
			if in.ftz {
				v = flush32(v)
			}
			xv := float64(math.Float32frombits(v))
			var y float64
			switch fn {
			case fpu.LG2:
				y = math.Log2(xv)
			case fpu.SIN:
				y = math.Sin(xv)
			default:
				y = math.Cos(xv)
			}
			r[i] = canon32(y)
		}
	case fpu.RCP64H:
		// fpu's rcp of the binary64 with high word x and low word 0 is the
		// host's division (correctly rounded), a NaN the canonical one.
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			q := 1 / math.Float64frombits(uint64(b[i]&^bc^bf)<<32)
			if q != q {
				r[i] = nan64 >> 32
			} else {
				r[i] = uint32(math.Float64bits(q) >> 32)
			}
		}
		store32(w.dst(in.d), &r, m)
		return nil
	default:
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			r[i] = fpu.Mufu(fn, b[i]&^bc^bf, in.ftz)
		}
		store32(w.dst(in.d), &r, m)
		return nil
	}
	if in.ftz {
		for i := range r {
			r[i] = flush32(r[i])
		}
	}
	store32(w.dst(in.d), &r, m)
	return nil
}

// execFCHK: pu = the division Ra/SrcB needs the slow path. fpu.FCHK on
// biased exponents (the bias cancels in ea-eb): a zero, subnormal,
// infinite or NaN operand has biased exponent 0 or 255, outside the
// ranges 27..252 (unbiased -100..125) for a and 3..252 (-124..125) for b,
// so one unsigned range test per bound covers fpu's normalExp too.
func execFCHK(x *run, w *warp, in *inst, m uint32) *Error {
	w.setPred(in.pu, fchk(x.vec(w, &in.a, 0), x.vec(w, &in.b, 1)), m)
	return nil
}

// fchkGo is execFCHK's test in every lane of a and b. On amd64 with AVX2
// fchk runs it eight lanes per block (fpconv_amd64.s).
func fchkGo(a, b *[32]uint32) (pu uint32) {
	for i := range a {
		ea, eb := a[i]>>23&0xff, b[i]>>23&0xff
		if ea-27 > 252-27 || eb-3 > 252-3 || ea-eb+124 > 125+124 {
			pu |= 1 << i
		}
	}
	return pu
}

// fcmpTable gives, for each fpu.Cmp, which of the four exclusive outcomes
// of a comparison make it true: bit 0 less, 1 equal, 2 greater, 3
// unordered (fpu.Compare: ordered comparisons are false on NaNs, the U
// forms true, NUM is "ordered", NAN "unordered"; encodings past NAN are
// true exactly when unordered).
var fcmpTable = [16]uint8{
	fpu.EQ: 0b0010, fpu.NE: 0b0101, fpu.LT: 0b0001, fpu.LE: 0b0011, fpu.GT: 0b0100, fpu.GE: 0b0110,
	fpu.EQU: 0b1010, fpu.NEU: 0b1101, fpu.LTU: 0b1001, fpu.LEU: 0b1011, fpu.GTU: 0b1100, fpu.GEU: 0b1110,
	fpu.NUM: 0b0111, fpu.NAN: 0b1000, 14: 0b1000, 15: 0b1000,
}

// execFSETP: pu = t boolop pp, pv = !t boolop pp with t = Ra fcmp SrcB.
// The host's comparisons of the binary64 values are IEEE 754's, which fpu
// implements: -0 equals +0, subnormals compare by value, a NaN operand
// makes the pair unordered (no <, = or >). .FTZ flushes both operands
// first, as fpu does (binary32 and binary64).
func execFSETP(x *run, w *warp, in *inst, m uint32) *Error {
	var lt, eq, un uint32
	if in.f64 && !in.ftz {
		rows := [4]*[32]uint32{x.vec(w, &in.a, 0), x.vecHi(w, &in.a, 0), x.vec(w, &in.b, 0), x.vecHi(w, &in.b, 0)}
		var signs [4]uint32
		signs[0], signs[1] = signMasks32(&in.a)
		signs[2], signs[3] = signMasks32(&in.b)
		lt, eq, un = fcmp64(&rows, &signs)
	} else if in.f64 {
		aLo, aHi := x.vec(w, &in.a, 0), x.vecHi(w, &in.a, 0)
		bLo, bHi := x.vec(w, &in.b, 0), x.vecHi(w, &in.b, 0)
		const sign = 1 << 63
		var ac, af, bc, bf uint64
		if in.a.abs {
			ac = sign
		}
		if in.a.neg {
			af = sign
		}
		if in.b.abs {
			bc = sign
		}
		if in.b.neg {
			bf = sign
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			va := (uint64(aHi[i])<<32|uint64(aLo[i]))&^ac ^ af
			vb := (uint64(bHi[i])<<32|uint64(bLo[i]))&^bc ^ bf
			va, vb = fpu.F64.Flush(va), fpu.F64.Flush(vb) // .FTZ
			lt, eq, un = fcmpLane(math.Float64frombits(va), math.Float64frombits(vb), i, lt, eq, un)
		}
	} else if !in.ftz {
		a, ac, af := x.src32(w, &in.a)
		b, bc, bf := x.src32(w, &in.b)
		signs := [4]uint32{ac, af, bc, bf}
		lt, eq, un = fcmp32(a, b, &signs)
	} else {
		a, ac, af := x.src32(w, &in.a)
		b, bc, bf := x.src32(w, &in.b)
		for i := range a {
			va, vb := a[i]&^ac^af, b[i]&^bc^bf
			if in.ftz {
				va, vb = flush32(va), flush32(vb)
			}
			lt, eq, un = fcmpLane(float64(math.Float32frombits(va)), float64(math.Float32frombits(vb)), i, lt, eq, un)
		}
	}
	gt := ^(lt | eq | un)
	k := uint32(fcmpTable[in.imm&15])
	t := lt&-(k&1) | eq&-(k>>1&1) | gt&-(k>>2&1) | un&-(k>>3&1)
	pp := w.pred(in.pp, in.ppNot)
	var pu, pv uint32
	switch in.mode2 {
	case 0:
		pu, pv = t&pp, ^t&pp
	case 1:
		pu, pv = t|pp, ^t|pp
	default:
		pu, pv = t^pp, ^t^pp
	}
	w.setPred(in.pu, pu, m)
	w.setPred(in.pv, pv, m)
	return nil
}
