package lower

import (
	"math"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/isa"
)

// This file selects LLVM's floating-point instructions. A float is a 32-bit
// value and a double a 64-bit one, lowered exactly like i32 and i64 (one
// register, or a pair / two halves), so loads, stores, phis, selects,
// bitcasts and parameters need nothing of their own; the arithmetic reads
// its operands through fsrc, which carries the -x / |x| operand modifiers
// that single-use fneg and fabs fold into.

const (
	signBit32 = uint32(1) << 31
	one32     = 0x3f800000 // 1.0f
	one64hi   = 0x3ff00000 // high word of 1.0
	half32    = 0x3f000000 // 0.5f
	half64hi  = 0x3fe00000 // high word of 0.5
	inf32     = 0x7f800000
	inf64hi   = 0x7ff00000
)

// fsrc is a floating-point source operand: for a float any 32-bit operand
// kind; for a double (wide) a register pair (kReg or kUReg), the constant
// bank offset of the low word (kCMem), or the high word of a constant whose
// low word is zero (kImm, the F64Imm form). neg and abs are the operand
// modifiers (applied to the sign bit: -x, |x|, -|x|).
type fsrc struct {
	o        opnd
	neg, abs bool
	wide     bool
}

// floatBits is 32 for float and 64 for double.
func floatBits(t types.Type) int {
	if ft, ok := t.(*types.FloatType); ok {
		switch ft.Kind {
		case types.FloatKindFloat:
			return 32
		case types.FloatKindDouble:
			return 64
		}
	}
	return 0
}

// checkFloat fails unless v is a float or double value.
func (s *sel) checkFloat(v value.Value) bool {
	switch floatBits(v.Type()) {
	case 32:
		return false
	case 64:
		return true
	}
	s.fail("type %s is not supported (only float and double are)", v.Type())
	return false
}

// floatConst returns the bit pattern of a float or double constant. NaNs
// become the quiet NaN with the constant's sign (llir keeps no payload).
func floatConst(c *constant.Float) (uint64, bool) {
	wide := floatBits(c.Typ) == 64
	neg := c.X != nil && c.X.Signbit()
	if c.NaN {
		if wide {
			x := uint64(0x7ff8000000000000)
			if neg {
				x |= 1 << 63
			}
			return x, true
		}
		x := uint64(0x7fc00000)
		if neg {
			x |= 1 << 31
		}
		return x, true
	}
	if wide {
		f, _ := c.X.Float64()
		return math.Float64bits(f), true
	}
	f, _ := c.X.Float32()
	return uint64(math.Float32bits(f)), true
}

// hasFMF reports whether an instruction carries one of the fast-math flags.
func hasFMF(flags []enum.FastMathFlag, want ...enum.FastMathFlag) bool {
	for _, f := range flags {
		if f == enum.FastMathFlagFast {
			return true
		}
		for _, w := range want {
			if f == w {
				return true
			}
		}
	}
	return false
}

// fpSrc returns v as a source operand, folding single-use fneg and fabs
// (fneg, llvm.fabs, llvm.nvvm.fabs.f/d) into the modifiers.
func (s *sel) fpSrc(v value.Value) fsrc {
	wide := s.checkFloat(v)
	var neg, abs bool
	for s.foldable(v) {
		if fn, ok := v.(*llir.InstFNeg); ok {
			s.consume(fn)
			if !abs {
				neg = !neg
			}
			v = fn.X
			continue
		}
		if c, ok := v.(*llir.InstCall); ok && isFabsCall(c) {
			s.consume(c)
			abs = true
			v = c.Args[0]
			continue
		}
		break
	}
	f := s.fpPlainSrc(v, wide)
	if abs {
		f.abs, f.neg = true, neg
	} else {
		f.neg = f.neg != neg
	}
	return f.foldImm()
}

func isFabsCall(c *llir.InstCall) bool {
	switch calleeName(c) {
	case "llvm.fabs.f32", "llvm.fabs.f64", "llvm.nvvm.fabs.f", "llvm.nvvm.fabs.d":
		return true
	}
	return false
}

// fpPlainSrc is the operand of a lowered float/double value, without
// modifiers.
func (s *sel) fpPlainSrc(v value.Value, wide bool) fsrc {
	if c, ok := v.(*constant.Float); ok {
		x, _ := floatConst(c)
		if !wide {
			return fsrc{o: imm(uint32(x))}
		}
		if uint32(x) == 0 {
			return fsrc{o: imm(uint32(x >> 32)), wide: true}
		}
		return fsrc{o: gpr(s.constPair(x)), wide: true}
	}
	lv := s.get(v)
	if !wide {
		return fsrc{o: lv.x}
	}
	return s.wideSrc(lv)
}

// wideSrc turns a 64-bit lowered value into a double operand.
func (s *sel) wideSrc(lv *lval) fsrc {
	s.settle(lv)
	hi := s.hiOf(lv)
	switch {
	case lv.pair.V != 0 && s.f.VRegs[lv.pair.V].Class == isa.UR:
		return fsrc{o: ureg(lv.pair), wide: true}
	case lv.pair.V != 0:
		return fsrc{o: gpr(lv.pair), wide: true}
	case lv.lo.k == kCMem && hi.k == kCMem && hi.off == lv.lo.off+4 && lv.lo.off%8 == 0:
		return fsrc{o: cmem(lv.lo.off), wide: true}
	case lv.lo.isImm(0) && hi.k == kImm:
		return fsrc{o: imm(hi.imm), wide: true}
	}
	return fsrc{o: gpr(s.lvalPair(lv, isa.GPR)), wide: true}
}

// constPair materializes a 64-bit constant in a register pair (once per
// block).
func (s *sel) constPair(x uint64) ir.Reg {
	return s.cached(cacheKey{kind: "fconst64", v: x}, func() ir.Reg {
		p := s.newPair("")
		s.movInto(ir.Part(p, 0), imm(uint32(x)))
		s.movInto(ir.Part(p, 1), imm(uint32(x>>32)))
		return ir.Whole(p)
	})
}

// foldImm applies the modifiers of an immediate to its value (immediate
// forms have no modifier bits).
func (f fsrc) foldImm() fsrc {
	if f.o.k != kImm {
		return f
	}
	x := f.o.imm
	if f.abs {
		x &^= signBit32
	}
	if f.neg {
		x ^= signBit32
	}
	f.o.imm, f.neg, f.abs = x, false, false
	return f
}

// negated is -f.
func (f fsrc) negated() fsrc {
	f.neg = !f.neg
	return f.foldImm()
}

func fimm32(x uint32) fsrc   { return fsrc{o: imm(x)} }
func fimm64hi(x uint32) fsrc { return fsrc{o: imm(x), wide: true} }
func freg(r ir.Reg, wide bool) fsrc {
	return fsrc{o: gpr(r), wide: wide}
}

// fpReg makes an operand a GPR (pair), keeping its modifiers.
func (s *sel) fpReg(f fsrc) fsrc {
	if f.o.k == kReg {
		return f
	}
	if !f.wide {
		g := s.toGPR(opnd{k: f.o.k, r: f.o.r, imm: f.o.imm, off: f.o.off})
		f.o = g
		return f
	}
	switch f.o.k {
	case kImm:
		if f.o.imm == 0 {
			f.o = gpr(ir.Reg{})
			return f
		}
		f.o = gpr(s.constPair(uint64(f.o.imm) << 32))
	case kUReg, kCMem:
		f.o = s.toGPRWide(opnd{k: f.o.k, r: f.o.r, off: f.o.off})
	}
	return f
}

// plain removes the modifiers of a register operand with LOP3 on the sign
// bit (exact for every value, NaNs included).
func (s *sel) plain(f fsrc) fsrc {
	f = f.foldImm()
	if !f.neg && !f.abs {
		return f
	}
	f = s.fpReg(f)
	hi := f.o
	var lo opnd
	if f.wide {
		lo, hi = gpr(ir.Part(f.o.r.V, 0)), gpr(ir.Part(f.o.r.V, 1))
		if f.o.r.V == 0 {
			lo, hi = zero, zero
		}
	}
	hi.neg = false
	var x opnd
	switch {
	case f.abs && f.neg:
		x = s.lop(hi, imm(signBit32), zero, lutA|lutB)
	case f.abs:
		x = s.lop(hi, imm(^signBit32), zero, lutA&lutB)
	default:
		x = s.lop(hi, imm(signBit32), zero, lutA^lutB)
	}
	if !f.wide {
		return fsrc{o: x}
	}
	p := s.newPair("")
	s.movInto(ir.Part(p, 0), lo)
	s.movInto(ir.Part(p, 1), x)
	return freg(ir.Whole(p), true)
}

// fpLetter is the form letter of a source operand (immediate zero is RZ).
func fpLetter(f fsrc) byte {
	switch f.o.k {
	case kReg:
		return 'R'
	case kUReg:
		return 'U'
	case kImm:
		if f.o.imm == 0 {
			return 'R'
		}
		return 'I'
	case kCMem:
		return 'C'
	}
	return '?'
}

// setFSrc binds slot b or c of an FP form.
func setFSrc(in *ir.Instr, slot string, f fsrc) {
	var field string
	switch {
	case f.o.k == kReg || f.o.k == kImm && f.o.imm == 0:
		field = "r" + slot
		setReg(in, field, f.o.r)
	case f.o.k == kUReg:
		field = "ur" + slot
		setReg(in, field, f.o.r)
	case f.o.k == kImm:
		in.SetVal("v"+slot, f.o.imm)
		return
	case f.o.k == kCMem:
		field = "v" + slot
		in.SetVal(field, f.o.off)
	}
	if f.neg && hasField(in, field+".neg") {
		in.SetVal(field+".neg", 1)
	}
	if f.abs && hasField(in, field+".abs") {
		in.SetVal(field+".abs", 1)
	}
}

// fpInstr emits an FP optype with Ra and one or two flexible sources,
// choosing the form from the operand kinds (R, U, I, C) and moving into
// registers what no form takes. commut allows swapping a and b.
func (s *sel) fpInstr(op string, commut bool, srcs ...fsrc) *ir.Instr {
	for i := range srcs {
		srcs[i] = srcs[i].foldImm()
	}
	a := srcs[0]
	if commut && a.o.k != kReg && len(srcs) > 1 && srcs[1].o.k == kReg {
		srcs[0], srcs[1] = srcs[1], srcs[0]
		a = srcs[0]
	}
	a = s.fpReg(a)
	rest := srcs[1:]
	for try := 0; ; try++ {
		name := op + "_R"
		for _, f := range rest {
			name += string(fpLetter(f))
		}
		if formExists(name) {
			in := s.emit(name)
			setReg(in, "ra", a.o.r)
			if a.neg {
				in.SetVal("ra.neg", 1)
			}
			if a.abs {
				in.SetVal("ra.abs", 1)
			}
			for k, f := range rest {
				setFSrc(in, string("bc"[k]), f)
			}
			return in
		}
		if try > 3 {
			s.fail("internal compiler error: no form %s", name)
		}
		// Move the last non-register source into a register: forms take
		// at most one immediate, uniform or constant-bank source.
		for k := len(rest) - 1; k >= 0; k-- {
			if fpLetter(rest[k]) != 'R' {
				rest[k] = s.fpReg(rest[k])
				break
			}
		}
	}
}

// fpDst allocates the destination of an FP result.
func (s *sel) fpDst(wide bool) ir.Reg {
	if wide {
		return ir.Whole(s.newPair(""))
	}
	return ir.Whole(s.newGPR(""))
}

// fpResult is the lowered value of an FP result register.
func fpResult(r ir.Reg, wide bool) *lval {
	if wide {
		return pairLval(r.V, false)
	}
	return &lval{bits: 32, x: gpr(r)}
}

// fround is a rounding mode and flush-to-zero request.
type fround struct {
	rnd string // "", "RZ", "RM", "RP"
	ftz bool
	sat bool
}

func (s *sel) setRound(in *ir.Instr, r fround) {
	if r.rnd != "" && r.rnd != "RN" {
		in.SetMod("rnd", r.rnd)
	}
	if r.ftz {
		in.SetMod("ftz", "FTZ")
	}
	if r.sat {
		in.SetMod("sat", "SAT")
	}
}

// fadd emits FADD/DADD d = a + b.
func (s *sel) fadd(a, b fsrc, r fround) fsrc {
	op := "FADD"
	if a.wide {
		op = "DADD"
	}
	d := s.fpDst(a.wide)
	in := s.fpInstr(op, true, a, b).SetReg("rd", d)
	s.setRound(in, r)
	return freg(d, a.wide)
}

// fmul emits FMUL/DMUL d = a * b.
func (s *sel) fmul(a, b fsrc, r fround) fsrc {
	op := "FMUL"
	if a.wide {
		op = "DMUL"
	}
	d := s.fpDst(a.wide)
	in := s.fpInstr(op, true, a, b).SetReg("rd", d)
	s.setRound(in, r)
	return freg(d, a.wide)
}

// ffma emits FFMA/DFMA d = a * b + c.
func (s *sel) ffma(a, b, c fsrc, r fround) fsrc {
	op := "FFMA"
	if a.wide {
		op = "DFMA"
	}
	d := s.fpDst(a.wide)
	in := s.fpInstr(op, true, a, b, c).SetReg("rd", d)
	s.setRound(in, r)
	return freg(d, a.wide)
}

// fmnmx emits FMNMX/DMNMX (minNum when min, else maxNum).
func (s *sel) fmnmx(a, b fsrc, min, ftz bool) fsrc {
	op := "FMNMX"
	if a.wide {
		op = "DMNMX"
	}
	d := s.fpDst(a.wide)
	in := s.fpInstr(op, true, a, b).SetReg("rd", d).SetPhys("pp", isa.PT)
	if !min {
		in.SetVal("pp.not", 1)
	}
	if ftz {
		in.SetMod("ftz", "FTZ")
	}
	return freg(d, a.wide)
}

// fsetp emits FSETP/DSETP p = (a cmp b) boolop pp.
func (s *sel) fsetp(cmp string, a, b fsrc, boolop string, pp pred) pred {
	op := "FSETP"
	if a.wide {
		op = "DSETP"
	}
	ppr, ppnot := s.toPR(pp)
	d := s.newPR("")
	in := s.fpInstr(op, false, a, b).SetMod("fcmp", cmp).SetMod("boolop", boolop).SetReg("pu", ir.Whole(d))
	setPred(in, "pp", ppr, ppnot)
	return pred{k: pPR, r: ir.Whole(d)}
}

// fsel emits FSEL (or two SELs for doubles) d = p ? a : b on bit patterns.
func (s *sel) fsel(a, b fsrc, p pred) fsrc {
	a, b = s.plain(a), s.plain(b)
	if !a.wide {
		return fsrc{o: s.selp(ir.Reg{}, a.o, b.o, p)}
	}
	alo, ahi := s.fpHalves(a)
	blo, bhi := s.fpHalves(b)
	d := s.newPair("")
	s.selp(ir.Part(d, 0), alo, blo, p)
	s.selp(ir.Part(d, 1), ahi, bhi, p)
	return freg(ir.Whole(d), true)
}

// fpHalves returns the 32-bit halves of a double operand without modifiers.
func (s *sel) fpHalves(f fsrc) (lo, hi opnd) {
	f = s.plain(f)
	switch f.o.k {
	case kImm:
		return zero, imm(f.o.imm)
	case kCMem:
		return cmem(f.o.off), cmem(f.o.off + 4)
	case kUReg:
		if f.o.r.V == 0 {
			return zero, zero
		}
		return ureg(ir.Part(f.o.r.V, 0)), ureg(ir.Part(f.o.r.V, 1))
	}
	if f.o.r.V == 0 {
		return zero, zero
	}
	return gpr(ir.Part(f.o.r.V, 0)), gpr(ir.Part(f.o.r.V, 1))
}

// fpLval turns an operand into a lowered value (a plain register).
func (s *sel) fpLval(f fsrc) *lval {
	f = s.plain(f)
	if !f.wide {
		if f.o.k == kReg && f.o.r.V != 0 {
			return &lval{bits: 32, x: f.o}
		}
		return &lval{bits: 32, x: s.toGPR(f.o)}
	}
	lo, hi := s.fpHalves(f)
	if f.o.k == kReg && f.o.r.V != 0 {
		return &lval{bits: 64, lo: lo, hi: hi, pair: f.o.r}
	}
	return &lval{bits: 64, lo: lo, hi: hi}
}

// fpUnary emits a one-source FP optype (MUFU, FRND, F2I, F2F) into d.
func (s *sel) fpUnary(op string, d ir.Reg, b fsrc) *ir.Instr {
	b = b.foldImm()
	name := op + "_" + string(fpLetter(b))
	if fpLetter(b) == 'R' || !formExists(name) {
		b = s.fpReg(b)
		name = op + "_R"
	}
	in := s.emit(name).SetReg("rd", d)
	setFSrc(in, "b", b)
	return in
}

// lowerFloatInst selects the FP instructions (fadd, fsub, fmul, fdiv,
// frem, fneg, fcmp, and the conversions); ok is false for other
// instructions.
func (s *sel) lowerFloatInst(inst llir.Instruction) (lv *lval, ok bool) {
	switch inst := inst.(type) {
	case *llir.InstFAdd:
		return s.lowerFAdd(inst, inst.X, inst.Y, false, inst.FastMathFlags), true
	case *llir.InstFSub:
		return s.lowerFAdd(inst, inst.X, inst.Y, true, inst.FastMathFlags), true
	case *llir.InstFMul:
		s.checkFloat(inst)
		return s.fpLval(s.fmul(s.fpSrc(inst.X), s.fpSrc(inst.Y), fround{})), true
	case *llir.InstFDiv:
		return s.lowerFDiv(inst), true
	case *llir.InstFRem:
		return s.lowerFRem(inst), true
	case *llir.InstFNeg:
		f := s.fpSrc(inst.X).negated()
		return s.fpLval(f), true
	case *llir.InstFCmp:
		return &lval{bits: 1, p: s.lowerFCmp(inst)}, true
	case *llir.InstFPToSI:
		return s.lowerF2I(inst.From, inst, true), true
	case *llir.InstFPToUI:
		return s.lowerF2I(inst.From, inst, false), true
	case *llir.InstSIToFP:
		return s.lowerI2F(inst.From, inst, true), true
	case *llir.InstUIToFP:
		return s.lowerI2F(inst.From, inst, false), true
	case *llir.InstFPExt:
		s.checkFloat(inst.From)
		if !s.checkFloat(inst) {
			s.fail("fpext to %s is not supported", inst.To)
		}
		d := s.fpDst(true)
		s.fpUnary("F2F", d, s.fpSrc(inst.From)).SetMod("dfmt", "F64").SetMod("sfmt", "F32")
		return fpResult(d, true), true
	case *llir.InstFPTrunc:
		if !s.checkFloat(inst.From) || s.checkFloat(inst) {
			s.fail("fptrunc from %s to %s is not supported", inst.From.Type(), inst.To)
		}
		d := s.fpDst(false)
		s.fpUnary("F2F", d, s.fpSrc(inst.From)).SetMod("dfmt", "F32").SetMod("sfmt", "F64")
		return fpResult(d, false), true
	}
	return nil, false
}

// lowerFAdd selects fadd and fsub: FFMA/DFMA when one operand is a
// single-use fmul and both instructions allow contraction (contract or
// fast), else FADD/DADD with the subtrahend negated.
func (s *sel) lowerFAdd(inst value.Value, x, y value.Value, sub bool, flags []enum.FastMathFlag) *lval {
	s.checkFloat(inst)
	if hasFMF(flags, enum.FastMathFlagContract) {
		try := func(m, c value.Value, negProduct, negC bool) *lval {
			mul, ok := m.(*llir.InstFMul)
			if !ok || !s.foldable(mul) || !hasFMF(mul.FastMathFlags, enum.FastMathFlagContract) {
				return nil
			}
			s.consume(mul)
			a, b := s.fpSrc(mul.X), s.fpSrc(mul.Y)
			cc := s.fpSrc(c)
			if negProduct {
				a = a.negated()
			}
			if negC {
				cc = cc.negated()
			}
			return s.fpLval(s.ffma(a, b, cc, fround{}))
		}
		if lv := try(x, y, false, sub); lv != nil {
			return lv
		}
		if lv := try(y, x, sub, false); lv != nil {
			return lv
		}
	}
	a, b := s.fpSrc(x), s.fpSrc(y)
	if sub {
		b = b.negated()
	}
	return s.fpLval(s.fadd(a, b, fround{}))
}

// fcmpOps maps LLVM's fcmp predicates to FSETP comparisons.
var fcmpOps = map[enum.FPred]string{
	enum.FPredOEQ: "EQ", enum.FPredONE: "NE", enum.FPredOLT: "LT", enum.FPredOLE: "LE", enum.FPredOGT: "GT",
	enum.FPredOGE: "GE", enum.FPredUEQ: "EQU", enum.FPredUNE: "NEU", enum.FPredULT: "LTU", enum.FPredULE: "LEU",
	enum.FPredUGT: "GTU", enum.FPredUGE: "GEU", enum.FPredORD: "NUM", enum.FPredUNO: "NAN",
}

// lowerFCmp selects fcmp as FSETP/DSETP (true and false are constants).
func (s *sel) lowerFCmp(inst *llir.InstFCmp) pred { return s.lowerFCmpWith(inst, "AND", predTrue) }

// lowerFCmpWith is (a fcmp b) boolop pp in one FSETP/DSETP (and/or/xor of
// an fcmp with another i1 fold into it, as into ISETP).
func (s *sel) lowerFCmpWith(inst *llir.InstFCmp, boolop string, pp pred) pred {
	s.checkFloat(inst.X)
	switch inst.Pred {
	case enum.FPredTrue:
		return s.combine(predTrue, boolop, pp)
	case enum.FPredFalse:
		return s.combine(predFalse, boolop, pp)
	}
	cmp, ok := fcmpOps[inst.Pred]
	if !ok {
		s.fail("fcmp predicate %s is not supported", inst.Pred)
	}
	a, b := s.fpSrc(inst.X), s.fpSrc(inst.Y)
	if a.o.k != kReg && b.o.k == kReg {
		a, b = b, a
		cmp = swapFCmp(cmp)
	}
	return s.fsetp(cmp, a, b, boolop, pp)
}

// swapFCmp is the comparison with its operands exchanged.
func swapFCmp(c string) string {
	m := map[string]string{"LT": "GT", "GT": "LT", "LE": "GE", "GE": "LE", "LTU": "GTU", "GTU": "LTU", "LEU": "GEU", "GEU": "LEU"}
	if r, ok := m[c]; ok {
		return r
	}
	return c
}

// cvtIType is the F2I/I2F integer type of an LLVM integer width.
func (s *sel) cvtIType(bits int, signed bool) string {
	t := map[int]string{8: "8", 16: "16", 32: "32", 64: "64"}[bits]
	if t == "" {
		s.fail("conversion of i%d is not supported", bits)
	}
	if signed {
		return "S" + t
	}
	return "U" + t
}

// lowerF2I selects fptosi/fptoui: F2I.RZ, whose saturation is one choice of
// LLVM's poison for out-of-range values. 8/16-bit results come extended.
func (s *sel) lowerF2I(from value.Value, inst value.Value, signed bool) *lval {
	return s.f2i(s.fpSrc(from), valueBits(inst), signed, fround{rnd: "RZ"})
}

func (s *sel) f2i(b fsrc, bits int, signed bool, r fround) *lval {
	if bits == 1 {
		// fptosi gives 0 or -1, fptoui 0 or 1 (anything else is poison):
		// the i1 is whether the 32-bit conversion is nonzero.
		x := s.f2i(b, 32, signed, r).x
		return &lval{bits: 1, p: s.isetp("NE", "U32", x, zero, "AND", predTrue, false, pred{})}
	}
	ityp := s.cvtIType(bits, signed)
	sfmt := "F32"
	if b.wide {
		sfmt = "F64"
	}
	d := s.fpDst(bits == 64)
	in := s.fpUnary("F2I", d, b).SetMod("ityp", ityp).SetMod("sfmt", sfmt)
	s.setRound(in, r)
	if bits == 64 {
		return pairLval(d.V, false)
	}
	lv := &lval{bits: bits, x: gpr(d)}
	if bits < 32 {
		lv.ext = extZero
		if signed {
			lv.ext = extSign
		}
	}
	return lv
}

// lowerI2F selects sitofp/uitofp: I2F.RN reading the integer's own width
// (8/16-bit sources need no extension); i1 is a select of 0 and ±1.
func (s *sel) lowerI2F(from value.Value, inst value.Value, signed bool) *lval {
	wide := s.checkFloat(inst)
	bits := valueBits(from)
	if bits == 1 {
		one := uint64(one32)
		if wide {
			one = uint64(one64hi) << 32
		}
		if signed {
			one |= map[bool]uint64{false: 1 << 31, true: 1 << 63}[wide]
		}
		p := s.predOf(from)
		if !wide {
			return &lval{bits: 32, x: s.selp(ir.Reg{}, imm(uint32(one)), zero, p)}
		}
		return &lval{bits: 64, lo: zero, hi: s.selp(ir.Reg{}, imm(uint32(one>>32)), zero, p)}
	}
	return s.i2f(from, wide, signed, fround{})
}

func (s *sel) i2f(from value.Value, wide, signed bool, r fround) *lval {
	bits := valueBits(from)
	ityp := s.cvtIType(bits, signed)
	var src opnd
	if bits == 64 {
		lv := s.get(from)
		s.settle(lv)
		if lv.lo.isImm(0) && s.hiOf(lv).isImm(0) {
			src = zero
		} else {
			src = gpr(s.lvalPair(lv, isa.GPR))
		}
	} else {
		src = s.val32(from)
	}
	d := s.fpDst(wide)
	name := "I2F_" + string(kindLetter(src, false))
	if src.k == kImm && src.imm != 0 || !formExists(name) {
		if bits == 64 {
			src = s.toGPRWide(src)
		} else {
			src = s.toGPR(src)
		}
		name = "I2F_R"
	}
	in := s.emit(name).SetReg("rd", d).SetMod("ityp", ityp)
	if wide {
		in.SetMod("dfmt", "F64")
	} else {
		in.SetMod("dfmt", "F32")
	}
	s.setRound(in, r)
	switch src.k {
	case kReg, kImm:
		setReg(in, "rb", src.r)
	case kUReg:
		setReg(in, "urb", src.r)
	case kCMem:
		in.SetVal("vb", src.off)
	}
	return fpResult(d, wide)
}

// isPureFloat reports whether an FP instruction is pure in the sense of
// isPure (fdiv, frem and sqrt are left out: they may grow control flow).
func isPureFloat(inst llir.Instruction) bool {
	switch inst.(type) {
	case *llir.InstFAdd, *llir.InstFSub, *llir.InstFMul, *llir.InstFNeg, *llir.InstFCmp,
		*llir.InstFPToSI, *llir.InstFPToUI, *llir.InstSIToFP, *llir.InstUIToFP, *llir.InstFPExt, *llir.InstFPTrunc:
		return true
	}
	return false
}
