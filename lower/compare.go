package lower

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/isa"
)

// icmpOp maps an LLVM predicate to the ISETP compare and signedness.
func icmpOp(p enum.IPred) (cmp string, signed bool) {
	switch p {
	case enum.IPredEQ:
		return "EQ", false
	case enum.IPredNE:
		return "NE", false
	case enum.IPredSLT:
		return "LT", true
	case enum.IPredSLE:
		return "LE", true
	case enum.IPredSGT:
		return "GT", true
	case enum.IPredSGE:
		return "GE", true
	case enum.IPredULT:
		return "LT", false
	case enum.IPredULE:
		return "LE", false
	case enum.IPredUGT:
		return "GT", false
	}
	return "GE", false
}

// swapCmp is the compare with its operands exchanged.
func swapCmp(c string) string {
	return map[string]string{"EQ": "EQ", "NE": "NE", "LT": "GT", "LE": "GE", "GT": "LT", "GE": "LE"}[c]
}

func itypeOf(signed bool) string {
	if signed {
		return "S32"
	}
	return "U32"
}

// lowerICmp selects icmp as ISETP (UISETP), 64-bit compares as a low-word
// unsigned ISETP and a high-word ISETP.X. boolop/pp combine the result with
// another predicate (a folded and/or/xor).
func (s *sel) lowerICmp(inst *llir.InstICmp, boolop string, pp pred) *lval {
	bits := s.checkInt(inst.X)
	cmp, signed := icmpOp(inst.Pred)
	uniform := s.inUR[inst] && pp.k == pConst
	if (cmp == "EQ" || cmp == "NE") && !uniform {
		if lv := s.tryLeaderTest(inst, cmp == "NE", boolop, pp); lv != nil {
			return lv // bitops.go
		}
		if lv := s.tryTestAnd(inst, cmp, boolop, pp); lv != nil {
			return lv
		}
	}
	if bits == 1 {
		a, b := s.predOf(inst.X), s.predOf(inst.Y)
		var r pred
		switch cmp {
		case "EQ":
			r = s.logicPred(a, b, '^').negate()
		case "NE":
			r = s.logicPred(a, b, '^')
		default:
			// As integers, true is 1 unsigned and -1 signed.
			lut := map[string]uint32{"LT": ^lutA & lutB, "LE": ^lutA | lutB, "GT": lutA &^ lutB, "GE": lutA | ^lutB}[cmp]
			if signed {
				lut = map[string]uint32{"LT": lutA &^ lutB, "LE": lutA | ^lutB, "GT": ^lutA & lutB, "GE": ^lutA | lutB}[cmp]
			}
			r = s.plop(a, b, predTrue, lut)
		}
		return &lval{bits: 1, p: s.combine(r, boolop, pp)}
	}
	if bits == 64 {
		alo, ahiF, aext := s.cmpHalves(inst.X)
		blo, bhiF, bext := s.cmpHalves(inst.Y)
		if aext == extBoth {
			aext = bext
		}
		if bext == extBoth {
			bext = aext
		}
		if aext != extNone && aext == bext {
			// Both are extensions of 32-bit values: compare those.
			return &lval{bits: 1, p: s.cmp32(cmp, aext == extSign && signed, alo, blo, uniform, boolop, pp)}
		}
		ahi, bhi := ahiF(), bhiF()
		if alo.k != kReg && (blo.k == kReg || !uniform && blo.k == kUReg && alo.k == kImm) {
			alo, ahi, blo, bhi, cmp = blo, bhi, alo, ahi, swapCmp(cmp)
		}
		if uniform {
			p0 := s.uisetp(cmp, "U32", alo, blo)
			return &lval{bits: 1, p: s.uisetpX(cmp, itypeOf(signed), ahi, bhi, true, p0)}
		}
		p0 := s.isetp(cmp, "U32", alo, blo, "AND", predTrue, false, pred{})
		return &lval{bits: 1, p: s.isetp(cmp, itypeOf(signed), ahi, bhi, boolop, pp, true, p0)}
	}
	if bits < 32 {
		if !uniform && (cmp == "EQ" || cmp == "NE") && pp.k == pConst {
			// ((a ^ b) & mask) != 0 in one LOP3.PAND.
			a, b := s.val32(inst.X), s.val32(inst.Y)
			mask := imm(uint32(1)<<bits - 1)
			if a.k != kReg && b.k == kReg {
				a, b = b, a
			}
			d := s.newPR("")
			in := s.alu3("LOP3", a, mask, b, false)
			in.SetPhys("rd", 255).SetVal("lut", (lutA^lutC)&lutB).SetMod("exbool", "PAND").
				SetPhys("pp", 7).SetVal("pp.not", 0).SetReg("pu", ir.Whole(d))
			r := pred{k: pPR, r: ir.Whole(d)}
			if cmp == "EQ" {
				r = r.negate()
			}
			return &lval{bits: 1, p: r}
		}
		a, b := s.ext32(inst.X, signed), s.ext32(inst.Y, signed)
		return &lval{bits: 1, p: s.cmp32(cmp, signed, a, b, uniform, boolop, pp)}
	}
	a, b := s.val32(inst.X), s.val32(inst.Y)
	return &lval{bits: 1, p: s.cmp32(cmp, signed, a, b, uniform, boolop, pp)}
}

// tryTestAnd selects `icmp eq/ne (and x, y), 0` as one LOP3.PAND whose
// predicate output tests the and for zero.
func (s *sel) tryTestAnd(inst *llir.InstICmp, cmp, boolop string, pp pred) *lval {
	x, y := inst.X, inst.Y
	if c, ok := constValue(x); ok && c == 0 {
		x, y = y, x
	}
	if c, ok := constValue(y); !ok || c != 0 {
		return nil
	}
	and, ok := x.(*llir.InstAnd)
	if !ok || !s.foldable(and) || s.inUR[and] {
		return nil
	}
	if pp.k != pConst && (cmp == "EQ" || boolop == "XOR") {
		return nil
	}
	bits := valueBits(and)
	var a, b opnd
	switch {
	case bits == 64:
		c, ok := constValue(and.Y)
		if !ok {
			return nil
		}
		lo, hi := s.halves(and.X)
		switch {
		case c>>32 == 0:
			a, b = lo, imm(uint32(c))
		case uint32(c) == 0:
			a, b = hi, imm(uint32(c>>32))
		default:
			return nil
		}
	case bits == 32:
		a, b = s.val32(and.X), s.val32(and.Y)
	default:
		mask := uint32(1)<<bits - 1
		a, b = s.val32(and.X), s.val32(and.Y)
		if b.k == kImm {
			b = imm(b.imm & mask)
		} else if a.k == kImm {
			a = imm(a.imm & mask)
		} else {
			return nil
		}
	}
	if a.k != kReg && b.k == kReg {
		a, b = b, a
	}
	s.consume(and)
	d := s.newPR("")
	exbool := "PAND"
	ppr, ppnot := s.toPR(pp)
	if boolop == "OR" {
		exbool = "POR"
	}
	if pp.k == pConst {
		exbool, ppr, ppnot = "PAND", ir.Reg{}, false
	}
	in := s.alu3("LOP3", a, b, zero, false)
	in.SetPhys("rd", isa.RZ).SetVal("lut", lutA&lutB).SetMod("exbool", exbool).SetReg("pu", ir.Whole(d))
	setPred(in, "pp", ppr, ppnot)
	r := pred{k: pPR, r: ir.Whole(d)}
	if cmp == "EQ" {
		r = r.negate()
	}
	return &lval{bits: 1, p: r}
}

// cmpHalves returns the halves of a 64-bit compare operand (the high one
// computed on demand) and whether it is the extension of its low word.
func (s *sel) cmpHalves(v value.Value) (lo opnd, hi func() opnd, ext extKind) {
	if c, ok := constValue(v); ok {
		lo, hi = imm(uint32(c)), func() opnd { return imm(uint32(c >> 32)) }
		switch {
		case c>>31 == 0:
			ext = extBoth
		case c>>31 == 1<<33-1:
			ext = extSign
		}
		return
	}
	lv := s.get(v)
	s.settle(lv)
	return lv.lo, func() opnd { return s.hiOf(lv) }, ext64Of(lv)
}

// cmp32 compares two 32-bit operands.
func (s *sel) cmp32(cmp string, signed bool, a, b opnd, uniform bool, boolop string, pp pred) pred {
	if a.k != kReg && !(uniform && a.k == kUReg) && (b.k == kReg || uniform && b.k == kUReg || b.isImm(0)) {
		a, b, cmp = b, a, swapCmp(cmp)
	}
	if uniform {
		return s.uisetp(cmp, itypeOf(signed), a, b)
	}
	return s.isetp(cmp, itypeOf(signed), a, b, boolop, pp, false, pred{})
}

// combine applies boolop with pp to a computed predicate (for the i1
// compares that cannot fold it into an ISETP).
func (s *sel) combine(r pred, boolop string, pp pred) pred {
	if pp.k == pConst && pp.c && boolop == "AND" {
		return r
	}
	return s.logicPred(r, pp, map[string]byte{"AND": '&', "OR": '|', "XOR": '^'}[boolop])
}

// lowerSelect selects select: min/max patterns as IMNMX, i1 as PLOP3,
// integers as SEL (USEL), 64-bit values as two SELs.
func (s *sel) lowerSelect(inst *llir.InstSelect) *lval {
	bits := s.checkInt(inst)
	if bits == 1 {
		return &lval{bits: 1, p: s.selectI1(inst)}
	}
	if lv := s.tryMinMax(inst); lv != nil {
		return lv
	}
	c := s.predOf(inst.Cond)
	if c.k == pConst {
		if c.c {
			return s.forward(inst.ValueTrue)
		}
		return s.forward(inst.ValueFalse)
	}
	uniform := s.inUR[inst]
	if bits == 64 {
		tlo, thi := s.halves(inst.ValueTrue)
		flo, fhi := s.halves(inst.ValueFalse)
		var p ir.VReg
		if uniform {
			p = s.newUPair("")
			s.uselp(ir.Part(p, 0), tlo, flo, c)
			s.uselp(ir.Part(p, 1), thi, fhi, c)
		} else {
			p = s.newPair("")
			s.selp(ir.Part(p, 0), tlo, flo, c)
			s.selp(ir.Part(p, 1), thi, fhi, c)
		}
		return pairLval(p, uniform)
	}
	t, f := s.val32(inst.ValueTrue), s.val32(inst.ValueFalse)
	if uniform {
		return &lval{bits: bits, x: s.uselp(ir.Reg{}, t, f, c)}
	}
	return &lval{bits: bits, x: s.selp(ir.Reg{}, t, f, c)}
}

// selectI1 selects a select of i1 values: logical and/or (the form clang
// emits for && and ||) and the general case as one PLOP3.
func (s *sel) selectI1(inst *llir.InstSelect) pred {
	ct, tConst := constValue(inst.ValueTrue)
	cf, fConst := constValue(inst.ValueFalse)
	switch {
	case fConst && cf == 0: // c && t
		return s.logicI1(inst.Cond, inst.ValueTrue, '&')
	case tConst && ct&1 == 1: // c || f
		return s.logicI1(inst.Cond, inst.ValueFalse, '|')
	}
	c := s.predOf(inst.Cond)
	t, f := s.predOf(inst.ValueTrue), s.predOf(inst.ValueFalse)
	if c.k == pConst {
		if c.c {
			return t
		}
		return f
	}
	return s.plop(c, t, f, lutA&lutB|^lutA&lutC)
}

// tryMinMax recognizes select(icmp pred a, b), a, b) and its mirror as
// IMNMX.
func (s *sel) tryMinMax(inst *llir.InstSelect) *lval {
	cmp, ok := inst.Cond.(*llir.InstICmp)
	if !ok || s.inUR[inst] || valueBits(inst) != 32 || valueBits(cmp.X) != 32 {
		return nil
	}
	op, signed := icmpOp(cmp.Pred)
	if op == "EQ" || op == "NE" {
		return nil
	}
	same := func(a, b value.Value) bool { return a == b || sameConst(a, b) }
	var min bool
	switch {
	case same(inst.ValueTrue, cmp.X) && same(inst.ValueFalse, cmp.Y):
		min = op == "LT" || op == "LE"
	case same(inst.ValueTrue, cmp.Y) && same(inst.ValueFalse, cmp.X):
		min = op == "GT" || op == "GE"
	default:
		return nil
	}
	if s.foldable(cmp) {
		s.consume(cmp)
	}
	return &lval{bits: 32, x: s.minmax(s.val32(cmp.X), s.val32(cmp.Y), min, signed)}
}

// minmax emits IMNMX (pp = PT selects the minimum).
func (s *sel) minmax(a, b opnd, min, signed bool) opnd {
	if a.k != kReg && b.k == kReg {
		a, b = b, a
	}
	dst := s.newDst(ir.Reg{}, false)
	in := s.alu2("IMNMX", a, b).SetReg("rd", dst).SetMod("itype", itypeOf(signed))
	in.SetPhys("pp", 7)
	if !min {
		in.SetVal("pp.not", 1)
	}
	return gpr(dst)
}

// lowerCall selects the supported intrinsics.
func (s *sel) lowerCall(inst *llir.InstCall) *lval {
	if callee := s.isSubCall(inst); callee != nil {
		return s.lowerSubCall(inst, callee)
	}
	name := calleeName(inst)
	if sn := sregName(inst); sn != "" {
		return s.sreg(sn)
	}
	if lv, ok := s.lowerCollective(inst, name); ok {
		return lv
	}
	if s.lowerMembar(name) {
		return nil
	}
	if s.lowerAssert(inst, name) {
		return nil
	}
	if lv, ok := s.lowerBitIntrinsic(inst, name); ok {
		return lv
	}
	if lv, ok := s.dotIntrinsic(inst, name); ok {
		return lv
	}
	if lv, ok := s.lowerWrapAtomic(inst, name); ok {
		return lv
	}
	if lv, ok := s.lowerBarrierIntrinsic(inst, name); ok {
		return lv
	}
	if lv, ok := s.lowerFloatCall(inst, name); ok {
		return lv
	}
	switch {
	case strings.HasPrefix(name, "llvm.fshl.") || strings.HasPrefix(name, "llvm.fshr."):
		if valueBits(inst) != 32 {
			s.fail("%s is not supported (only 32-bit funnel shifts are)", name)
		}
		a, b := s.val32(inst.Args[0]), s.val32(inst.Args[1])
		n := s.val32(inst.Args[2])
		if n.k == kImm {
			n = imm(n.imm & 31)
		}
		left := strings.HasPrefix(name, "llvm.fshl.")
		dir := "R"
		if left {
			dir = "L"
		}
		// fshl(a, b, n) = high word of {a:b} << n; fshr = low word of {a:b} >> n.
		if s.inUR[inst] {
			return &lval{bits: 32, x: s.ushfTo(ir.Reg{}, dir, "U32", left, true, b, n, a)}
		}
		return &lval{bits: 32, x: s.shfTo(ir.Reg{}, dir, "U32", left, true, b, n, a)}
	case strings.HasPrefix(name, "llvm.abs."):
		if valueBits(inst) != 32 {
			s.fail("%s is not supported (only 32-bit abs is)", name)
		}
		dst := s.newDst(ir.Reg{}, false)
		s.alu1("IABS", s.val32(inst.Args[0])).SetReg("rd", dst)
		return &lval{bits: 32, x: gpr(dst)}
	case strings.HasPrefix(name, "llvm.smin."), strings.HasPrefix(name, "llvm.smax."),
		strings.HasPrefix(name, "llvm.umin."), strings.HasPrefix(name, "llvm.umax."):
		bits := valueBits(inst)
		signed := name[5] == 's'
		min := name[6:9] == "min"
		switch {
		case bits == 32:
			return &lval{bits: 32, x: s.minmax(s.val32(inst.Args[0]), s.val32(inst.Args[1]), min, signed)}
		case bits == 8 || bits == 16:
			a, b := s.ext32(inst.Args[0], signed), s.ext32(inst.Args[1], signed)
			ext := extZero
			if signed {
				ext = extSign
			}
			return &lval{bits: bits, x: s.minmax(a, b, min, signed), ext: ext}
		case bits == 64:
			alo, ahi := s.halves(inst.Args[0])
			blo, bhi := s.halves(inst.Args[1])
			cmp := "LT"
			if !min {
				cmp = "GT"
			}
			p0 := s.isetp(cmp, "U32", s.toGPR(alo), blo, "AND", predTrue, false, pred{})
			p := s.isetp(cmp, itypeOf(signed), s.toGPR(ahi), bhi, "AND", predTrue, true, p0)
			pr := s.newPair("")
			s.selp(ir.Part(pr, 0), alo, blo, p)
			s.selp(ir.Part(pr, 1), ahi, bhi, p)
			return pairLval(pr, false)
		}
		s.fail("%s is not supported", name)
	case name == "llvm.nvvm.barrier0":
		// __syncthreads(): only valid where the block is converged.
		s.emit("BAR_I").SetMod("mode", "SYNC").SetVal("barid", 0)
		return nil
	case strings.HasPrefix(name, "llvm.assume"), strings.HasPrefix(name, "llvm.lifetime."),
		strings.HasPrefix(name, "llvm.dbg."), strings.HasPrefix(name, "llvm.experimental.noalias.scope.decl"),
		strings.HasPrefix(name, "llvm.donothing"):
		return nil
	}
	if name == "" {
		if a, ok := inst.Callee.(*llir.InlineAsm); ok {
			s.fail("inline assembly is not supported: asm %q (constraints %q); gpucc compiles LLVM IR only, so write the operation in C++ or with an LLVM intrinsic", a.Asm, a.Constraint)
		}
		s.fail("indirect calls are not supported")
	}
	s.fail("call to @%s is not supported", name)
	return nil
}
