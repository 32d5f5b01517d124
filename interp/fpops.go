package interp

import (
	"math"

	"github.com/llir/llvm/ir/enum"
)

// Floating-point operations (opFP sub codes). Operands and results are held
// as their IEEE bit patterns in the value slots; in.w is the width of the
// floating-point operand and in.w2 the width of the result where they
// differ (conversions).
const (
	fAdd uint8 = iota
	fSub
	fMul
	fDiv
	fRem
	fFMA
	fNeg
	fAbs
	fCopysign
	fMin // IEEE minNum
	fMax
	fMinNaN // NaN if an operand is NaN
	fMaxNaN
	fSqrt
	fRcp
	fRsqrt
	fEx2
	fLg2
	fSin
	fCos
	fFloor
	fCeil
	fTrunc
	fRint  // to nearest even
	fRound // half away from zero
	fSaturate
	fCmp      // predicate in imm
	fExt      // f32 -> f64
	fTruncFmt // f64 -> f32
	fToSI     // LLVM fptosi: poison when out of range
	fToUI
	fToSISat // NVVM f2i and friends: saturating
	fToUISat
	fFromSI
	fFromUI
	fD2IHi
	fD2ILo
	fLoHiI2D // a = lo, b = hi
	fMulAdd  // llvm.fmuladd: a*b rounded, then + c rounded (fused in the alternative)
)

// Flags of FP instructions: the rounding mode in the low two bits.
const (
	ffModeMask uint8 = 3
	ffFTZ      uint8 = 1 << 2 // flush subnormal inputs and results
	ffApprox   uint8 = 1 << 3 // the IR lets the result be approximate
	ffNoNaN    uint8 = 1 << 4 // nnan: NaN operands or results are poison
	ffNoInf    uint8 = 1 << 5 // ninf: infinite operands or results are poison
)

var fpOpNames = [...]string{"fadd", "fsub", "fmul", "fdiv", "frem", "fma", "fneg", "fabs", "copysign",
	"minnum", "maxnum", "fmin.nan", "fmax.nan", "sqrt", "rcp", "rsqrt", "ex2", "lg2", "sin", "cos",
	"floor", "ceil", "trunc", "rint", "round", "saturate", "fcmp", "fpext", "fptrunc", "fptosi", "fptoui",
	"f2i", "f2ui", "sitofp", "uitofp", "d2i.hi", "d2i.lo", "lohi.i2d", "fmuladd"}

// fpResult is the outcome of one FP operation.
type fpResult uint8

const (
	fpOK fpResult = iota
	fpPoison
)

// fpEval computes one FP operation: op on operands a, b, c (bit patterns),
// w the FP operand width, w2 the result width of conversions, flags the
// rounding mode and modifiers, pred the fcmp predicate.
func fpEval(op, w, w2, flags uint8, pred enum.FPred, a, b, c uint64) (uint64, fpResult) {
	f := formatOf(w)
	mode := flags & ffModeMask
	ftz := flags&ffFTZ != 0
	if op == fRsqrt && w == 64 && flags&ffApprox != 0 {
		// rsqrt.approx(.ftz).f64 is defined by the sequence the compiler
		// emits (docs/isa.md), which flushes nothing.
		return rsqrt64Approx(a), fpOK
	}
	if ftz {
		a, b, c = f.flush(a), f.flush(b), f.flush(c)
	}
	var v uint64
	switch op {
	case fAdd, fSub, fMul, fDiv, fRem, fFMA:
		v = arith(f, op, mode, a, b, c)
	case fMulAdd:
		v = arith(f, fAdd, mode, arith(f, fMul, mode, a, b, 0), c, 0)
	case fNeg:
		v = a ^ f.signBit()
	case fAbs:
		v = a &^ f.signBit()
	case fCopysign:
		v = a&^f.signBit() | b&f.signBit()
	case fMin, fMax, fMinNaN, fMaxNaN:
		v = minMax(f, op, a, b)
	case fSqrt, fRcp, fRsqrt:
		v = unaryExact(f, op, mode, a)
	case fEx2, fLg2, fSin, fCos:
		x := toF64(f, a)
		var r float64
		switch op {
		case fEx2:
			r = math.Exp2(x)
		case fLg2:
			r = math.Log2(x)
		case fSin:
			r = math.Sin(x)
		default:
			r = math.Cos(x)
		}
		v = fromF64(f, r)
	case fFloor, fCeil, fTrunc, fRint, fRound:
		d := f.decode(a)
		switch {
		case d.class == fcNaN:
			v = f.canonNaN()
		case d.class == fcInf:
			v = a
		default:
			m := map[uint8]uint8{fFloor: rmDown, fCeil: rmUp, fTrunc: rmZero, fRint: rmNearest, fRound: rmZero}[op]
			v = roundToIntegral(f, a, m, op == fRound)
		}
	case fSaturate:
		d := f.decode(a)
		switch {
		case d.class == fcNaN || d.neg:
			v = 0
		case d.class == fcInf || toF64(f, a) >= 1:
			v = fromF64(f, 1)
		default:
			v = a
		}
	case fCmp:
		return b2u(fcmp(pred, toF64(f, a), toF64(f, b))), fpCheck(f, flags, a, b, c, op, 0)
	case fExt:
		if f.isNaN(a) {
			return canonNaN64, fpCheck(f, flags, a, b, c, op, 0)
		}
		return math.Float64bits(float64(f32(a))), fpCheck(f, flags, a, b, c, op, 0)
	case fTruncFmt:
		v = convertFormat(a, mode)
		if ftz {
			v = fmt32.flush(v)
		}
		return v, fpCheck(f, flags, a, b, c, op, v)
	case fToSI, fToUI:
		d := f.decode(a)
		if !d.finite() {
			return 0, fpPoison
		}
		r, ok := floatToInt(d, uint(w2), op == fToSI, rmZero)
		if !ok {
			return 0, fpPoison
		}
		return r, fpCheck(f, flags, a, b, c, op, 0)
	case fToSISat, fToUISat:
		return floatToIntSat(f.decode(a), uint(w2), op == fToSISat, mode), fpOK
	case fFromSI, fFromUI:
		// a is a w-bit integer, the result has format w2.
		rf := formatOf(w2)
		neg, mag := false, a&maskOf(uint(w))
		if op == fFromSI && sext(a, uint(w)) < 0 {
			neg, mag = true, uint64(-sext(a, uint(w)))
		}
		return intToFloat(rf, neg, mag, mode), fpOK
	case fD2IHi:
		return a >> 32, fpOK
	case fD2ILo:
		return a & 0xffffffff, fpOK
	case fLoHiI2D:
		return b<<32 | a&0xffffffff, fpOK
	default:
		panic("interp: unknown FP operation")
	}
	if ftz {
		v = f.flush(v)
	}
	return v, fpCheck(f, flags, a, b, c, op, v)
}

// fpCheck applies the nnan and ninf flags: operands or results that are
// NaN or infinite make the result poison.
func fpCheck(f fpFormat, flags uint8, a, b, c uint64, op uint8, v uint64) fpResult {
	if flags&(ffNoNaN|ffNoInf) == 0 {
		return fpOK
	}
	n := fpArity(op)
	ops := []uint64{a, b, c}[:n]
	if op != fCmp && op != fExt && op != fToSI && op != fToUI {
		ops = append(ops, v)
	}
	if op == fExt {
		// The result is binary64; its class equals the operand's.
		ops = ops[:1]
	}
	for k, x := range ops {
		ff := f
		if op == fTruncFmt && k == len(ops)-1 {
			ff = fmt32
		}
		d := ff.decode(x)
		if (flags&ffNoNaN != 0 && d.class == fcNaN) || (flags&ffNoInf != 0 && d.class == fcInf) {
			return fpPoison
		}
	}
	return fpOK
}

// fpArity is the number of FP operands of op.
func fpArity(op uint8) int {
	switch op {
	case fFMA, fMulAdd:
		return 3
	case fAdd, fSub, fMul, fDiv, fRem, fCopysign, fMin, fMax, fMinNaN, fMaxNaN, fCmp:
		return 2
	}
	return 1
}

// arith computes the basic arithmetic operations with IEEE special cases,
// a round-to-nearest fast path on Go's hardware arithmetic, and exact
// rounding otherwise.
func arith(f fpFormat, op, mode uint8, a, b, c uint64) uint64 {
	if op == fSub {
		op, b = fAdd, b^f.signBit()
	}
	da, db, dc := f.decode(a), f.decode(b), f.decode(c)
	special := !da.finite() || !db.finite() || (op == fFMA && !dc.finite()) ||
		((op == fDiv || op == fRem) && db.class == fcZero) || (op == fRem && db.class == fcInf)
	if special || (mode == rmNearest && op != fRem && (op != fFMA || f.bits == 64)) {
		// Specials give exact results (infinities, NaNs, zeros) that
		// float64 computes; round-to-nearest operations other than the
		// binary32 fma are correctly rounded by float64 (binary32 results
		// of one float64 operation on binary32 operands round once more
		// without error, since 53 >= 2*24+2).
		x, y, z := toF64(f, a), toF64(f, b), toF64(f, c)
		var r float64
		switch op {
		case fAdd:
			r = x + y
		case fMul:
			r = x * y
		case fDiv:
			r = x / y
		case fRem:
			r = math.Mod(x, y)
			if db.class == fcInf && da.finite() {
				r = x
			}
		case fFMA:
			r = math.FMA(x, y, z)
		}
		return fromF64(f, r)
	}
	if op == fFMA && mode == rmNearest && f.bits == 32 {
		return fma32(f32(a), f32(b), f32(c))
	}
	switch op {
	case fAdd:
		return exactAdd(f, da, db, mode)
	case fMul:
		return exactMul(f, da, db, mode)
	case fDiv:
		return exactDiv(f, da, db, mode)
	case fRem:
		return exactRem(f, da, db)
	}
	return exactFMA(f, da, db, dc, mode)
}

// fma32 is the correctly rounded binary32 fused multiply-add of finite
// operands: the product of two binary32 values is exact in float64, the
// sum's rounding error is exact too (TwoSum), and rounding the sum to odd
// before rounding to binary32 gives a single correct rounding (Boldo and
// Melquiond: round-to-odd at 53 bits, then to nearest at 24 <= 51 bits).
func fma32(a, b, c float32) uint64 {
	p := float64(float64(a) * float64(b)) // the conversion forbids fusing
	z := float64(c)
	s := float64(p + z)
	bv := float64(s - p)
	e := float64(p-float64(s-bv)) + float64(z-bv)
	if e != 0 && math.Float64bits(s)&1 == 0 {
		s = math.Nextafter(s, math.Copysign(math.Inf(1), e))
	}
	return uint64(math.Float32bits(float32(s)))
}

// rsqrt64Approx is rsqrt.approx.f64 (and .ftz.f64) as docs/isa.md defines
// it, one definition for the compiler and the interpreter: the MUFU.RSQ64H
// estimate (the high word of the binary64 nearest 1/sqrt of x's high word
// with a zero low word) refined by two Newton steps in binary64, round to
// nearest: h = x*y, e = fma(-h, y, 1), y = fma(y*0.5, e, y). NaN results
// are canonical.
func rsqrt64Approx(a uint64) uint64 {
	est := unaryExact(fmt64, fRsqrt, rmNearest, a&^0xffffffff)
	y := math.Float64frombits(est &^ 0xffffffff)
	x := math.Float64frombits(a)
	for i := 0; i < 2; i++ {
		h := float64(x * y) // the conversion forbids fusing
		e := math.FMA(-h, y, 1)
		y = math.FMA(float64(y*0.5), e, y)
	}
	if y != y {
		return fmt64.canonNaN()
	}
	return math.Float64bits(y)
}

// unaryExact computes sqrt, rcp and rsqrt correctly rounded in mode.
func unaryExact(f fpFormat, op, mode uint8, a uint64) uint64 {
	d := f.decode(a)
	switch op {
	case fSqrt:
		switch {
		case d.class == fcNaN || (d.neg && d.class != fcZero):
			return f.canonNaN()
		case d.class == fcInf:
			return a
		}
		return exactSqrt(f, d, mode)
	case fRcp:
		switch d.class {
		case fcNaN:
			return f.canonNaN()
		case fcInf:
			return f.zero(d.neg)
		case fcZero:
			return f.inf(d.neg)
		}
		return exactDiv(f, f.decode(fromF64(f, 1)), d, mode)
	}
	switch {
	case d.class == fcNaN || (d.neg && d.class != fcZero):
		return f.canonNaN()
	case d.class == fcInf:
		return 0
	case d.class == fcZero:
		return f.inf(d.neg)
	}
	return exactRsqrt(f, d, mode)
}

// convertFormat rounds a binary64 value to binary32 in mode.
func convertFormat(a uint64, mode uint8) uint64 {
	d := fmt64.decode(a)
	switch d.class {
	case fcNaN:
		return canonNaN32
	case fcInf:
		return fmt32.inf(d.neg)
	case fcZero:
		return fmt32.zero(d.neg)
	}
	return roundDyadic(fmt32, d.neg, dyOf(d).m, d.e, false, mode)
}

// minMax implements IEEE minNum/maxNum (a NaN operand yields the other
// operand, -0 orders below +0) and the NaN-propagating variants.
func minMax(f fpFormat, op uint8, a, b uint64) uint64 {
	an, bn := f.isNaN(a), f.isNaN(b)
	switch {
	case an && bn:
		return f.canonNaN()
	case (an || bn) && (op == fMinNaN || op == fMaxNaN):
		return f.canonNaN()
	case an:
		return b
	case bn:
		return a
	}
	x, y := toF64(f, a), toF64(f, b)
	less := x < y || (x == y && a&f.signBit() != 0 && b&f.signBit() == 0)
	if op == fMin || op == fMinNaN {
		if less {
			return a
		}
		return b
	}
	if less {
		return b
	}
	return a
}

// fcmp evaluates an LLVM floating-point predicate.
func fcmp(pred enum.FPred, x, y float64) bool {
	uno := x != x || y != y
	switch pred {
	case enum.FPredFalse:
		return false
	case enum.FPredTrue:
		return true
	case enum.FPredOEQ:
		return x == y
	case enum.FPredOGT:
		return x > y
	case enum.FPredOGE:
		return x >= y
	case enum.FPredOLT:
		return x < y
	case enum.FPredOLE:
		return x <= y
	case enum.FPredONE:
		return !uno && x != y
	case enum.FPredORD:
		return !uno
	case enum.FPredUEQ:
		return uno || x == y
	case enum.FPredUGT:
		return uno || x > y
	case enum.FPredUGE:
		return uno || x >= y
	case enum.FPredULT:
		return uno || x < y
	case enum.FPredULE:
		return uno || x <= y
	case enum.FPredUNE:
		return x != y
	case enum.FPredUNO:
		return uno
	}
	panic("interp: unknown fcmp predicate")
}

// fpPred is the fcmp predicate of an opFP instruction.
func fpPred(in *instr) enum.FPred { return enum.FPred(in.imm) }
