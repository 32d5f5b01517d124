package emu

import (
	"math/bits"

	"gpucc/emu/fpu"
	"gpucc/isa"
)

// Floating-point instructions (isa/spec/ext_fp.txt). The arithmetic is
// emu/fpu's; this file reads the operands (applying |x| and -x to the sign
// bit: bit 31 of a binary32, bit 63 of a binary64), picks the format,
// rounding mode and options, and writes the results.

// FP arithmetic kinds of execFArith, kept in inst.mode2.
const (
	fpAdd uint8 = iota
	fpMul
	fpFMA
)

// buildFP decodes the modifiers of an FP optype.
func (d *decoder) buildFP(op isa.Optype) {
	in := d.in
	in.mode = uint8(d.u("rnd"))
	in.ftz, in.sat = d.u("ftz") == 1, d.u("sat") == 1
	switch op {
	case isa.OpFADD, isa.OpDADD:
		in.fn, in.f64, in.mode2 = execFArith, op == isa.OpDADD, fpAdd
	case isa.OpFMUL, isa.OpDMUL:
		in.fn, in.f64, in.mode2 = execFArith, op == isa.OpDMUL, fpMul
	case isa.OpFFMA, isa.OpDFMA:
		in.fn, in.f64, in.mode2 = execFArith, op == isa.OpDFMA, fpFMA
	}
	if in.mode == uint8(fpu.RN) && !in.ftz { // the fast paths of fpfast.go
		mods := in.a.abs || in.a.neg || in.b.abs || in.b.neg || in.c.abs || in.c.neg
		switch {
		case (op == isa.OpFADD || op == isa.OpFMUL || op == isa.OpFFMA) && mods:
			in.fn = execArith32Mod
		case op == isa.OpFADD || op == isa.OpFMUL || op == isa.OpFFMA:
			in.fn = execArith32
		case op == isa.OpDADD || op == isa.OpDMUL || op == isa.OpDFMA:
			in.fn = execDArith64
		}
	}
	switch op {
	case isa.OpFMNMX, isa.OpDMNMX:
		in.fn, in.f64 = execFMNMX, op == isa.OpDMNMX
	case isa.OpFSETP, isa.OpDSETP:
		in.fn, in.f64, in.mode2, in.imm = execFSETP, op == isa.OpDSETP, uint8(d.u("boolop")), d.u("fcmp")
	case isa.OpFSEL:
		in.fn = execSEL // a bit-pattern select
	case isa.OpFCHK:
		in.fn = execFCHK
	case isa.OpMUFU:
		in.fn, in.imm = execMUFU, d.u("func")
	case isa.OpFRND:
		in.fn, in.f64 = execFRND, d.u("ftype") == 1
	case isa.OpF2I:
		in.fn, in.src64, in.imm = execF2I, d.u("sfmt") == 1, d.u("ityp")
	case isa.OpI2F:
		in.fn, in.f64, in.imm = execI2F, d.u("dfmt") == 1, d.u("ityp")
	case isa.OpF2F:
		in.fn, in.f64, in.src64 = execF2F, d.u("dfmt") == 1, d.u("sfmt") == 1
	}
	// The fast paths of fpconv.go and fpconv64.go, where they apply.
	rn := in.mode == uint8(fpu.RN)
	if (op == isa.OpDADD || op == isa.OpDMUL) && !rn && !in.ftz {
		in.fn = execDArithDir
	}
	switch {
	case op == isa.OpFRND:
		in.fn = execFRNDFast
	case op == isa.OpF2I && cvtType(in.imm).Bits <= 32:
		in.fn = execF2I32
	case op == isa.OpI2F && cvtType(in.imm).Bits <= 32 && (in.f64 || rn):
		in.fn = execI2F32
	case op == isa.OpF2F && in.f64 && !in.src64:
		in.fn = execF2F64From32
	case op == isa.OpF2F && !in.f64 && in.src64 && rn && !in.ftz:
		in.fn = execF2F32From64
	case op == isa.OpF2I: // 64-bit integers (fpconv64.go)
		in.fn = execF2I64
	case op == isa.OpI2F:
		in.fn = execI2FHost
	case op == isa.OpF2F && !in.f64 && in.src64 && !in.ftz:
		in.fn = execF2F32From64Dir
	case op == isa.OpFMNMX:
		in.fn = execFMNMX32
	case op == isa.OpDMNMX && !in.ftz:
		in.fn = execDMNMX
	}
}

// fpVals reads an FP source operand for every lane of m: binary32 in the
// low 32 bits, or binary64 from a register pair (or 64-bit constant).
func (x *run) fpVals(w *warp, o *operand, wide bool, slot int, m uint32, out *[32]uint64) {
	lo := x.vec(w, o, slot)
	// |x| (.abs) clears the sign bit, then -x (.neg) flips it.
	sign := uint64(1) << 31
	if wide {
		sign = 1 << 63
	}
	var clr, flip uint64
	if o.abs {
		clr = sign
	}
	if o.neg {
		flip = sign
	}
	if !wide {
		if m == ^uint32(0) {
			for i := range out {
				out[i] = uint64(lo[i])&^clr ^ flip
			}
			return
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			out[i] = uint64(lo[i])&^clr ^ flip
		}
		return
	}
	hi := x.vecHi(w, o, slot+1)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		out[i] = (uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip
	}
}

// writeFP writes 32- or 64-bit results.
func (x *run) writeFP(w *warp, in *inst, wide bool, r *[32]uint64, m uint32) {
	if !wide {
		d := w.dst(in.d)
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			d[i] = uint32(r[i])
		}
		return
	}
	if in.d == isa.RZ {
		return
	}
	dl, dh := w.dst(in.d), w.dst(in.d+1)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		dl[i], dh[i] = uint32(r[i]), uint32(r[i]>>32)
	}
}

func format(f64 bool) fpu.Format {
	if f64 {
		return fpu.F64
	}
	return fpu.F32
}

// execFArith: FADD/FMUL/FFMA and DADD/DMUL/DFMA, rounded once in .rnd,
// then .SAT, lane by lane with fpu: the forms without fast paths (another
// rounding mode, or .FTZ; fpfast.go).
func execFArith(x *run, w *warp, in *inst, m uint32) *Error {
	f := format(in.f64)
	mode := fpu.Mode(in.mode)
	var a, b, c, r [32]uint64
	x.fpVals(w, &in.a, in.f64, 0, m, &a)
	x.fpVals(w, &in.b, in.f64, 0, m, &b)
	fma := in.mode2 == fpFMA
	if fma {
		x.fpVals(w, &in.c, in.f64, 0, m, &c)
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		switch {
		case fma:
			r[i] = f.FMA(a[i], b[i], c[i], mode, in.ftz)
		case in.mode2 == fpAdd:
			r[i] = f.Add(a[i], b[i], mode, in.ftz)
		default:
			r[i] = f.Mul(a[i], b[i], mode, in.ftz)
		}
		if in.sat {
			r[i] = f.Saturate(r[i])
		}
	}
	x.writeFP(w, in, in.f64, &r, m)
	return nil
}

// execFMNMX: Rd = pp ? minNum(Ra, SrcB) : maxNum(Ra, SrcB).
func execFMNMX(x *run, w *warp, in *inst, m uint32) *Error {
	f := format(in.f64)
	var a, b, r [32]uint64
	x.fpVals(w, &in.a, in.f64, 0, m, &a)
	x.fpVals(w, &in.b, in.f64, 0, m, &b)
	pp := w.pred(in.pp, in.ppNot)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		if pp>>i&1 != 0 {
			r[i] = f.Min(a[i], b[i], in.ftz)
		} else {
			r[i] = f.Max(a[i], b[i], in.ftz)
		}
	}
	x.writeFP(w, in, in.f64, &r, m)
	return nil
}

// execFRND: Rd = SrcB rounded to an integral value in .rnd.
func execFRND(x *run, w *warp, in *inst, m uint32) *Error {
	f := format(in.f64)
	var b, r [32]uint64
	x.fpVals(w, &in.b, in.f64, 0, m, &b)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		r[i] = f.RoundInt(b[i], fpu.Mode(in.mode), in.ftz && !in.f64)
	}
	x.writeFP(w, in, in.f64, &r, m)
	return nil
}

// cvtType is the integer type of the CvtIType encoding (S8 U8 S16 U16 S32
// U32 S64 U64).
func cvtType(v uint32) fpu.IntType {
	return fpu.IntType{Bits: 8 << (v / 2), Signed: v%2 == 0}
}

// execF2I: Rd = SrcB converted to an integer with PTX cvt saturation.
func execF2I(x *run, w *warp, in *inst, m uint32) *Error {
	f := format(in.src64)
	t := cvtType(in.imm)
	var b, r [32]uint64
	x.fpVals(w, &in.b, in.src64, 0, m, &b)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		r[i] = f.ToInt(b[i], t, fpu.Mode(in.mode), in.ftz && !in.src64)
	}
	x.writeFP(w, in, t.Bits == 64, &r, m)
	return nil
}

// execI2F: Rd = the integer SrcB rounded to the format.
func execI2F(x *run, w *warp, in *inst, m uint32) *Error {
	f := format(in.f64)
	t := cvtType(in.imm)
	var b, r [32]uint64
	x.fpVals(w, &in.b, t.Bits == 64, 0, m, &b) // no sign modifiers on I2F
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		r[i] = f.FromInt(b[i], t, fpu.Mode(in.mode))
	}
	x.writeFP(w, in, in.f64, &r, m)
	return nil
}

// execF2F: Rd = SrcB converted between the formats.
func execF2F(x *run, w *warp, in *inst, m uint32) *Error {
	var b, r [32]uint64
	x.fpVals(w, &in.b, in.src64, 0, m, &b)
	dst, src := format(in.f64), format(in.src64)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		r[i] = fpu.Convert(dst, src, b[i], fpu.Mode(in.mode), in.ftz)
	}
	x.writeFP(w, in, in.f64, &r, m)
	return nil
}
