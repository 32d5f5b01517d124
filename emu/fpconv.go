package emu

import (
	"math"
	"math/bits"

	"gpucc/emu/fpu"
	"gpucc/isa"
)

// Fast paths of the conversions, FRND and FMNMX/DMNMX (buildFP picks them
// where they apply; the other forms keep the lane-by-lane fpu calls of
// fpalu.go). Each reads the register rows directly, computes every lane
// with host arithmetic that is provably fpu's result (the comments say
// why), and writes the lanes of m. TestFPFastConvert compares them with
// fpu lane by lane.

// srcF reads a binary32 (wide: binary64) source into v as binary64
// values, with its |x| and -x modifiers and, when flush, binary32
// subnormals flushed to zero (fpu's .FTZ of a binary32 input).
func (x *run) srcF(w *warp, o *operand, wide, flush bool, v *[32]float64) {
	if wide {
		x.src64(w, o, v)
		return
	}
	b, clr, flip := x.src32(w, o)
	for i := range v {
		u := b[i]&^clr ^ flip
		if flush {
			u = flush32(u)
		}
		v[i] = float64(math.Float32frombits(u))
	}
}

// storeF writes binary64 results in format f64 (binary32: narrowed, which
// the callers guarantee is exact or the wanted RN rounding), NaNs
// canonical.
func storeF(w *warp, in *inst, f64 bool, r *[32]float64, m uint32) {
	if !f64 {
		var lo [32]uint32
		for i := range r {
			lo[i] = canon32(r[i])
		}
		store32(w.dst(in.d), &lo, m)
		return
	}
	var lo, hi [32]uint32
	for i := range r {
		vb := math.Float64bits(r[i])
		if r[i] != r[i] {
			vb = nan64
		}
		lo[i], hi[i] = uint32(vb), uint32(vb>>32)
	}
	if in.d != isa.RZ {
		store32(w.dst(in.d), &lo, m)
		store32(w.dst(in.d+1), &hi, m)
	}
}

// roundIntegral rounds v to an integral value in mode with the host:
// math.Trunc, Floor, Ceil and RoundToEven are exact, keep the sign of a
// zero result (-0.25 gives -0 in RZ, RP and RN, -1 in RM) and pass
// infinities, zeros and NaNs through: fpu's RoundInt and the intPart of
// its ToInt.
func roundIntegral(mode fpu.Mode, v *[32]float64) {
	switch mode {
	case fpu.RZ:
		for i := range v {
			v[i] = math.Trunc(v[i])
		}
	case fpu.RM:
		for i := range v {
			v[i] = math.Floor(v[i])
		}
	case fpu.RP:
		for i := range v {
			v[i] = math.Ceil(v[i])
		}
	default:
		for i := range v {
			v[i] = math.RoundToEven(v[i])
		}
	}
}

// execFRNDFast: FRND in every mode and format. The integral value of a
// binary32 input has at most 24 significant bits, so narrowing it back is
// exact; .FTZ flushes binary32 inputs (fpu flushes only those too).
// Binary32 goes through frnd32.
func execFRNDFast(x *run, w *warp, in *inst, m uint32) *Error {
	if !in.f64 {
		frnd32(x.vec(w, &in.b, 0), cvtSigns(in), fpu.Mode(in.mode), w.dst(in.d), m)
		return nil
	}
	var v [32]float64
	x.srcF(w, &in.b, in.f64, false, &v)
	roundIntegral(fpu.Mode(in.mode), &v)
	storeF(w, in, in.f64, &v, m)
	return nil
}

// cvtSigns returns SrcB's binary32 sign masks (clear, flip) and the
// .FTZ flush flag (all ones or zero) for the conversion kernels.
func cvtSigns(in *inst) *[3]uint32 {
	var s [3]uint32
	s[0], s[1] = signMasks32(&in.b)
	if in.ftz {
		s[2] = ^uint32(0)
	}
	return &s
}

// operand32Values is the binary32 lanes of b with the operand's modifiers
// applied (signs: the |x| and -x masks, and nonzero to flush subnormals),
// as binary64 values.
func operand32Values(b *[32]uint32, signs *[3]uint32) [32]float64 {
	var v [32]float64
	for i := range v {
		u := b[i]&^signs[0] ^ signs[1]
		if signs[2] != 0 {
			u = flush32(u)
		}
		v[i] = float64(math.Float32frombits(u))
	}
	return v
}

// frnd32Go rounds the binary32 lanes of b (after the sign masks and, when
// signs[2] is not zero, .FTZ) to integral values in mode (roundIntegral,
// exact), NaNs canonical, into the lanes of m of d, each lane read before
// it is written. On amd64 with AVX2 frnd32 runs it eight lanes per block
// (fpconv_amd64.s).
func frnd32Go(b *[32]uint32, signs *[3]uint32, mode fpu.Mode, d *[32]uint32, m uint32) {
	v := operand32Values(b, signs)
	roundIntegral(mode, &v)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = canon32(v[i])
	}
}

// execF2I32: F2I to an integer type of 8 to 32 bits, every mode. The
// input is rounded to an integral binary64 value in the mode
// (roundIntegral; exact), then saturated as fpu.ToInt does: NaN gives 0,
// values above the type's maximum the maximum, below its minimum (0 for
// unsigned types, so also every negative value) the minimum; both limits
// are exact binary64 values. The integer's 64-bit two's complement is
// written as its low 32 bits, as writeFP does. Binary32 sources go
// through f2i32.
func execF2I32(x *run, w *warp, in *inst, m uint32) *Error {
	t := cvtType(in.imm)
	if !in.src64 {
		f2i32(x.vec(w, &in.b, 0), cvtSigns(in), fpu.Mode(in.mode), t, w.dst(in.d), m)
		return nil
	}
	var v [32]float64
	x.srcF(w, &in.b, in.src64, false, &v)
	roundIntegral(fpu.Mode(in.mode), &v)
	var r [32]uint32
	f2iSaturate(&v, t, &r)
	store32(w.dst(in.d), &r, m)
	return nil
}

// f2iLimits returns an integer type's lowest and highest values as
// binary64 values (exact).
func f2iLimits(t fpu.IntType) (lo, hi float64) {
	if !t.Signed {
		return 0, float64(uint64(1)<<t.Bits - 1)
	}
	return -float64(uint64(1) << (t.Bits - 1)), float64(uint64(1)<<(t.Bits-1) - 1)
}

// f2iSaturate converts integral binary64 values to type t as execF2I32
// says (NaN 0, saturated), the low 32 bits into r.
func f2iSaturate(v *[32]float64, t fpu.IntType, r *[32]uint32) {
	lo, hi := f2iLimits(t)
	for i, f := range v {
		switch {
		case f != f:
			r[i] = 0
		case f > hi:
			r[i] = uint32(int64(hi))
		case f < lo:
			r[i] = uint32(int64(lo))
		default:
			r[i] = uint32(int64(f))
		}
	}
}

// f2i32Go converts the binary32 lanes of b (after the sign masks and,
// when signs[2] is not zero, .FTZ) to type t in mode as execF2I32 says,
// into the lanes of m of d, each lane read before it is written. On amd64
// with AVX2 f2i32 runs it eight lanes per block (fpconv_amd64.s).
func f2i32Go(b *[32]uint32, signs *[3]uint32, mode fpu.Mode, t fpu.IntType, d *[32]uint32, m uint32) {
	v := operand32Values(b, signs)
	roundIntegral(mode, &v)
	var r [32]uint32
	f2iSaturate(&v, t, &r)
	store32(d, &r, m)
}

// execI2F32: I2F from an integer type of 8 to 32 bits, to binary64 in
// every mode (exact) or to binary32 in RN: the integer, sign- or
// zero-extended as fpu.FromInt reads it, is exact in binary64 and the
// host's narrowing rounds it once to nearest even (i2f32).
func execI2F32(x *run, w *warp, in *inst, m uint32) *Error {
	t := cvtType(in.imm)
	var cvt [4]uint32
	cvt[0], cvt[1] = signMasks32(&in.b)
	cvt[2] = uint32(32 - t.Bits)
	if !t.Signed {
		cvt[3] = ^uint32(0)
	}
	dlo, dhi := &w.sink, &w.sink
	if in.d != isa.RZ {
		dlo = w.dst(in.d)
		if in.f64 {
			dhi = w.dst(in.d + 1)
		}
	}
	i2f32(x.vec(w, &in.b, 0), &cvt, in.f64, dlo, dhi, m)
	return nil
}

// i2f32Go converts the integer lanes of b (after the sign masks cvt[0],
// cvt[1]; their type 32 - cvt[2] bits wide, unsigned where cvt[3] is not
// zero) to binary64 (f64: the words to dlo and dhi) or to binary32 in RN
// (to dlo), in the lanes of m, each lane read before it is written. On
// amd64 with AVX2 i2f32 runs it eight lanes per block (fpconv_amd64.s).
func i2f32Go(b *[32]uint32, cvt *[4]uint32, f64 bool, dlo, dhi *[32]uint32, m uint32) {
	sh := 32 + cvt[2]
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		u := uint64(b[i]&^cvt[0]^cvt[1]) << sh
		var n int64
		if cvt[3] == 0 {
			n = int64(u) >> sh
		} else {
			n = int64(u >> sh)
		}
		if f64 {
			vb := math.Float64bits(float64(n))
			dlo[i], dhi[i] = uint32(vb), uint32(vb>>32)
		} else {
			dlo[i] = math.Float32bits(float32(n))
		}
	}
}

// execF2F64From32: F2F.F64.F32 in every mode: widening is exact, so the
// mode does not matter; .FTZ flushes the binary32 input (widen32).
func execF2F64From32(x *run, w *warp, in *inst, m uint32) *Error {
	var signs [3]uint32
	signs[0], signs[1] = signMasks32(&in.b)
	if in.ftz {
		signs[2] = ^uint32(0)
	}
	dlo, dhi := &w.sink, &w.sink
	if in.d != isa.RZ {
		dlo, dhi = w.dst(in.d), w.dst(in.d+1)
	}
	widen32(x.vec(w, &in.b, 0), &signs, dlo, dhi, m)
	return nil
}

// widen32Go widens the binary32 lanes of b after their sign masks
// (signs: clear, flip) and, where signs[2] is not zero, fpu's .FTZ
// (flush32), to binary64 (exact), NaNs canonical, and writes the low and
// high words to the lanes of m of dlo and dhi, each lane read before it
// is written. On amd64 with AVX2 widen32 runs it eight lanes per block
// (fpconv_amd64.s).
func widen32Go(b *[32]uint32, signs *[3]uint32, dlo, dhi *[32]uint32, m uint32) {
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		u := b[i]&^signs[0] ^ signs[1]
		if signs[2] != 0 {
			u = flush32(u)
		}
		v := float64(math.Float32frombits(u))
		vb := math.Float64bits(v)
		if v != v {
			vb = nan64
		}
		dlo[i], dhi[i] = uint32(vb), uint32(vb>>32)
	}
}

// execF2F32From64: F2F.F32.F64 in RN without .FTZ: the host's narrowing,
// as in fpu.Convert (narrow64).
func execF2F32From64(x *run, w *warp, in *inst, m uint32) *Error {
	var signs [2]uint32
	signs[0], signs[1] = signMasks32(&in.b)
	narrow64(x.vec(w, &in.b, 0), x.vecHi(w, &in.b, 0), &signs, w.dst(in.d), m)
	return nil
}

// narrow64Go rounds the binary64 lanes of lo and hi (the high words after
// the sign masks signs: clear, flip) to binary32 in RN (the host's
// narrowing), NaNs canonical, into the lanes of m of d, each lane read
// before it is written. On amd64 with AVX2 narrow64 runs it eight lanes
// per block (fpconv_amd64.s).
func narrow64Go(lo, hi *[32]uint32, signs *[2]uint32, d *[32]uint32, m uint32) {
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = canon32(math.Float64frombits(uint64(hi[i]&^signs[0]^signs[1])<<32 | uint64(lo[i])))
	}
}

// execFMNMX32: FMNMX as fpu's minNum/maxNum on the bit patterns
// (fmnmx32).
func execFMNMX32(x *run, w *warp, in *inst, m uint32) *Error {
	var signs [4]uint32
	signs[0], signs[1] = signMasks32(&in.a)
	signs[2], signs[3] = signMasks32(&in.b)
	fmnmx32(x.vec(w, &in.a, 0), x.vec(w, &in.b, 0), &signs, in.ftz, w.pred(in.pp, in.ppNot), w.dst(in.d), m)
	return nil
}

// fmnmx32Go: Rd = pp ? minNum(Ra, SrcB) : maxNum(Ra, SrcB) in the lanes of
// m, the operands after their sign masks (signs: a's clear and flip,
// b's): a NaN operand gives the other operand, two NaNs the canonical
// NaN; otherwise the order of the keys k(x) = x for a positive pattern and
// -(x &^ sign) - 1 for a negative one (x ^ 0x7fffffff as int32), which
// puts -0 below +0, picks the result (equal keys mean equal patterns).
// .FTZ flushes both operands, which are then the candidates. Each lane is
// read before it is written. On amd64 with AVX2 fmnmx32 runs it eight
// lanes per block without .FTZ (fpconv_amd64.s).
func fmnmx32Go(a, b *[32]uint32, signs *[4]uint32, ftz bool, pp uint32, d *[32]uint32, m uint32) {
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		va, vb := a[i]&^signs[0]^signs[1], b[i]&^signs[2]^signs[3]
		if ftz {
			va, vb = flush32(va), flush32(vb)
		}
		na, nb := va&0x7fffffff > 0x7f800000, vb&0x7fffffff > 0x7f800000
		switch {
		case na && nb:
			d[i] = nan32
		case na:
			d[i] = vb
		case nb:
			d[i] = va
		default:
			ka, kb := int32(va)^int32(va)>>31&0x7fffffff, int32(vb)^int32(vb)>>31&0x7fffffff
			if (ka < kb) == (pp>>i&1 != 0) {
				d[i] = va
			} else {
				d[i] = vb
			}
		}
	}
}

// execDMNMX: DMNMX (FMNMX of register pairs, which has no .FTZ) by
// fmnmx32Go's rules on the binary64 patterns, in one pass over the lanes
// of m: a NaN operand gives the other operand, two NaNs the canonical
// NaN, otherwise the order of the keys (x for a positive pattern, x ^
// 0x7fff...f as int64 for a negative one: -0 below +0, equal keys equal
// patterns) picks pp ? the lesser : the greater, as fpu's minMax does.
// Each lane's operands are read before its result is written, so the
// destination pair may overlap a source pair.
func execDMNMX(x *run, w *warp, in *inst, m uint32) *Error {
	alo, ahi := x.vec(w, &in.a, 0), x.vecHi(w, &in.a, 0)
	blo, bhi := x.vec(w, &in.b, 0), x.vecHi(w, &in.b, 0)
	ca, fa := signMasks(&in.a, 1<<63)
	cb, fb := signMasks(&in.b, 1<<63)
	pp := w.pred(in.pp, in.ppNot)
	dl, dh := &w.sink, &w.sink
	if in.d != isa.RZ {
		dl, dh = w.dst(in.d), w.dst(in.d+1)
	}
	const magMask, inf = 1<<63 - 1, 0x7ff0000000000000
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		va := (uint64(ahi[i])<<32|uint64(alo[i]))&^ca ^ fa
		vb := (uint64(bhi[i])<<32|uint64(blo[i]))&^cb ^ fb
		na, nb := va&magMask > inf, vb&magMask > inf
		r := va
		switch {
		case na && nb:
			r = nan64
		case na:
			r = vb
		case nb:
		default:
			ka, kb := int64(va)^int64(va)>>63&magMask, int64(vb)^int64(vb)>>63&magMask
			if (ka < kb) != (pp>>i&1 != 0) {
				r = vb
			}
		}
		dl[i], dh[i] = uint32(r), uint32(r>>32)
	}
	return nil
}
