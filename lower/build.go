package lower

import (
	"gpucc/ir"
	"gpucc/isa"
)

// Truth-table inputs of LOP3/PLOP3/ULOP3: lut = F(lutA, lutB, lutC).
const (
	lutA uint32 = 0xF0
	lutB uint32 = 0xCC
	lutC uint32 = 0xAA
)

// newDst allocates a 32-bit destination in the GPR or UR file unless the
// caller supplies one.
func (s *sel) newDst(dst ir.Reg, uniform bool) ir.Reg {
	if dst.V != 0 {
		return dst
	}
	if uniform {
		return ir.Whole(s.newUR(""))
	}
	return ir.Whole(s.newGPR(""))
}

func result(r ir.Reg, uniform bool) opnd {
	if uniform {
		return ureg(r)
	}
	return gpr(r)
}

// notOp is the bitwise complement of an operand for .X forms (`~Rb`).
func notOp(o opnd) opnd {
	if o.k == kImm {
		return imm(^o.imm)
	}
	o.neg = !o.neg
	return o
}

// negOp is the arithmetic negation of an operand (`-Rb`).
func negOp(o opnd) opnd {
	if o.k == kImm {
		return imm(-o.imm)
	}
	o.neg = !o.neg
	return o
}

// lop emits LOP3 d = F(a, b, c) with truth table lut.
func (s *sel) lop(a, b, c opnd, lut uint32) opnd {
	return s.lopTo(ir.Reg{}, a, b, c, lut)
}

func (s *sel) lopTo(dst ir.Reg, a, b, c opnd, lut uint32) opnd {
	dst = s.newDst(dst, false)
	in := s.alu3("LOP3", a, b, c, false)
	in.SetReg("rd", dst).SetVal("lut", lut&0xFF).SetPhys("pp", isa.PT).SetVal("pp.not", 1)
	return gpr(dst)
}

// ulop emits ULOP3 d = F(a, b, c).
func (s *sel) ulop(a, b, c opnd, lut uint32) opnd {
	return s.ulopTo(ir.Reg{}, a, b, c, lut)
}

func (s *sel) ulopTo(dst ir.Reg, a, b, c opnd, lut uint32) opnd {
	dst = s.newDst(dst, true)
	in := s.ualu3("ULOP3", a, b, c)
	in.SetReg("urd", dst).SetVal("lut", lut&0xFF)
	return ureg(dst)
}

// shf emits a funnel shift: the 64-bit {c:a} shifted by b, low or high half.
func (s *sel) shf(dir, itype string, hi bool, a, b, c opnd) opnd {
	return s.shfTo(ir.Reg{}, dir, itype, hi, false, a, b, c)
}

func (s *sel) shfTo(dst ir.Reg, dir, itype string, hi, wrap bool, a, b, c opnd) opnd {
	dst = s.newDst(dst, false)
	in := s.alu3("SHF", a, b, c, false)
	in.SetReg("rd", dst).SetMod("direction", dir).SetMod("itype", itype)
	if hi {
		in.SetMod("lohi", "HI")
	}
	if wrap {
		in.SetMod("cwmod", "W")
	}
	return gpr(dst)
}

// ushf is shf on the uniform datapath.
func (s *sel) ushf(dir, itype string, hi bool, a, b, c opnd) opnd {
	return s.ushfTo(ir.Reg{}, dir, itype, hi, false, a, b, c)
}

func (s *sel) ushfTo(dst ir.Reg, dir, itype string, hi, wrap bool, a, b, c opnd) opnd {
	dst = s.newDst(dst, true)
	in := s.ualu3("USHF", a, b, c)
	in.SetReg("urd", dst).SetMod("direction", dir).SetMod("itype", itype)
	if hi {
		in.SetMod("lohi", "HI")
	}
	if wrap {
		in.SetMod("cwmod", "W")
	}
	return ureg(dst)
}

// prmt emits PRMT d = bytes of {b:a} selected by c.
func (s *sel) prmt(a, b, c opnd) opnd {
	dst := s.newDst(ir.Reg{}, false)
	s.alu3("PRMT", a, b, c, false).SetReg("rd", dst)
	return gpr(dst)
}

// iadd emits IADD d = a + b (either may carry a negation).
func (s *sel) iadd(a, b opnd) opnd {
	if a.k != kReg && b.k == kReg {
		a, b = b, a
	}
	dst := s.newDst(ir.Reg{}, false)
	s.alu2("IADD", a, b).SetReg("rd", dst)
	return gpr(dst)
}

// uiadd emits UIADD d = a + b.
func (s *sel) uiadd(a, b opnd) opnd {
	if a.k == kImm && b.k != kImm {
		a, b = b, a
	}
	dst := s.newDst(ir.Reg{}, true)
	s.ualu2("UIADD", a, b).SetReg("urd", dst)
	return ureg(dst)
}

// imad emits IMAD d = a * b + c (low 32 bits).
func (s *sel) imad(a, b, c opnd, unsigned bool) opnd {
	if a.k == kImm && b.k == kImm {
		// A constant product: just the addition.
		p := a.imm * b.imm
		if c.k == kImm {
			return imm(c.imm + p)
		}
		if p == 0 {
			return c
		}
		return s.iadd(c, imm(p))
	}
	if a.k != kReg && b.k == kReg {
		a, b = b, a
	}
	dst := s.newDst(ir.Reg{}, false)
	in := s.alu3("IMAD", a, b, c, false).SetReg("rd", dst)
	if unsigned {
		in.SetMod("itype", "U32")
	}
	return gpr(dst)
}

// uimad emits UIMAD d = a * b + c.
func (s *sel) uimad(a, b, c opnd) opnd {
	if a.k == kImm && b.k != kImm {
		a, b = b, a
	}
	dst := s.newDst(ir.Reg{}, true)
	s.ualu3("UIMAD", a, b, c).SetReg("urd", dst)
	return ureg(dst)
}

// isetp emits ISETP: pu = (a cmp b) boolop pp; with x (a .X compare) the
// low-word result pq decides when a == b.
func (s *sel) isetp(cmp, itype string, a, b opnd, boolop string, pp pred, x bool, pq pred) pred {
	d := s.newPR("")
	// Materialize the predicate operands before the ISETP that reads them.
	ppr, ppnot := s.toPR(pp)
	var pqr ir.Reg
	var pqnot bool
	if x {
		pqr, pqnot = s.toPR(pq)
	}
	in := s.alu2("ISETP", a, b)
	in.SetMod("compop", cmp).SetMod("boolop", boolop).SetMod("itype", itype).SetReg("pu", ir.Whole(d))
	setPred(in, "pp", ppr, ppnot)
	if x {
		in.SetMod("ext", "X")
		setPred(in, "pq", pqr, pqnot)
	}
	return pred{k: pPR, r: ir.Whole(d)}
}

// uisetp emits UISETP up = (a cmp b).
func (s *sel) uisetp(cmp, itype string, a, b opnd) pred {
	return s.uisetpX(cmp, itype, a, b, false, pred{k: pConst, c: true})
}

func (s *sel) uisetpX(cmp, itype string, a, b opnd, x bool, pq pred) pred {
	d := s.newUPR("")
	in := s.ualu2("UISETP", a, b)
	in.SetMod("compop", cmp).SetMod("boolop", "AND").SetMod("itype", itype).SetReg("upu", ir.Whole(d))
	in.SetPhys("upp", isa.UPT)
	if x {
		in.SetMod("ext", "X")
		r, not := s.toUPR(pq)
		setPred(in, "upq", r, not)
	}
	return pred{k: pUPR, r: ir.Whole(d)}
}

// selp emits SEL d = p ? a : b.
func (s *sel) selp(dst ir.Reg, a, b opnd, p pred) opnd {
	if a.k != kReg && !a.isImm(0) && (b.k == kReg || b.isImm(0)) {
		a, b, p = b, a, p.negate()
	}
	dst = s.newDst(dst, false)
	r, not := s.toPR(p)
	in := s.alu2("SEL", a, b).SetReg("rd", dst)
	setPred(in, "pp", r, not)
	return gpr(dst)
}

// uselp emits USEL d = p ? a : b.
func (s *sel) uselp(dst ir.Reg, a, b opnd, p pred) opnd {
	if a.k == kImm && a.imm != 0 && b.k != kImm {
		a, b, p = b, a, p.negate()
	}
	dst = s.newDst(dst, true)
	in := s.ualu2("USEL", a, b).SetReg("urd", dst)
	r, not := s.toUPR(p)
	setPred(in, "upp", r, not)
	return ureg(dst)
}

// plop emits PLOP3 pu = F(pa, pb, pc).
func (s *sel) plop(a, b, c pred, lut uint32) pred {
	d := s.newPR("")
	var regs [3]ir.Reg
	var nots [3]bool
	for i, p := range []pred{a, b, c} {
		regs[i], nots[i] = s.toPR(p)
	}
	in := s.emit("PLOP3_X").SetReg("pu", ir.Whole(d)).SetVal("lut", lut&0xFF)
	for i, field := range []string{"pa", "pb", "pc"} {
		setPred(in, field, regs[i], nots[i])
	}
	return pred{k: pPR, r: ir.Whole(d)}
}

// iaddX emits one half of a carry chain: dst = a + b + cin, producing a
// carry when cout is set. a and b may carry the ~ modifier.
func (s *sel) iaddX(dst ir.Reg, a, b opnd, cin pred, cout bool, uniform bool) pred {
	var carry pred
	if uniform {
		if a.k == kImm && b.k != kImm {
			a, b = b, a
		}
		in := s.ualu2("UIADD", a, b).SetMod("ext", "X").SetReg("urd", dst)
		r, not := s.toUPR(cin)
		setPred(in, "upp", r, not)
		if cout {
			c := s.newUPR("")
			in.SetReg("upu", ir.Whole(c))
			carry = pred{k: pUPR, r: ir.Whole(c)}
		}
		return carry
	}
	if a.k != kReg && b.k == kReg {
		a, b = b, a
	}
	r, not := s.toPR(cin)
	in := s.alu2("IADD", a, b).SetMod("ext", "X").SetReg("rd", dst)
	setPred(in, "pp", r, not)
	if cout {
		c := s.newPR("")
		in.SetReg("pu", ir.Whole(c))
		carry = pred{k: pPR, r: ir.Whole(c)}
	}
	return carry
}

var (
	predTrue  = pred{k: pConst, c: true}
	predFalse = pred{k: pConst, c: false}
)

// add64 adds two 64-bit operands given as halves (b may be complemented
// with carry-in set for subtraction by the caller through sub64).
func (s *sel) add64(alo, ahi, blo, bhi opnd, uniform bool) *lval {
	return s.addc64(alo, ahi, blo, bhi, predFalse, uniform)
}

func (s *sel) addc64(alo, ahi, blo, bhi opnd, cin pred, uniform bool) *lval {
	var p ir.VReg
	if uniform {
		p = s.newUPair("")
	} else {
		p = s.newPair("")
	}
	if !uniform && alo.k != kReg && blo.k == kReg {
		alo, ahi, blo, bhi = blo, bhi, alo, ahi
	}
	if uniform && alo.k == kImm && blo.k != kImm {
		alo, ahi, blo, bhi = blo, bhi, alo, ahi
	}
	carry := s.iaddX(ir.Part(p, 0), alo, blo, cin, true, uniform)
	s.iaddX(ir.Part(p, 1), ahi, bhi, carry, false, uniform)
	return pairLval(p, uniform)
}

// pairLval is a 64-bit value held in one register pair.
func pairLval(p ir.VReg, uniform bool) *lval {
	return &lval{bits: 64, lo: result(ir.Part(p, 0), uniform), hi: result(ir.Part(p, 1), uniform), pair: ir.Whole(p)}
}

// sub64 computes a - b as a + ~b + 1.
func (s *sel) sub64(alo, ahi, blo, bhi opnd, uniform bool) *lval {
	isReg := func(o opnd) bool { return o.k == kReg || uniform && o.k == kUReg }
	if !isReg(alo) && !alo.isImm(0) && isReg(blo) {
		// Put b in Ra: ~b + a + 1 (the complement moves with it).
		return s.addc64(notOp(blo), notOp(bhi), alo, ahi, predTrue, uniform)
	}
	return s.addc64(alo, ahi, notOp(blo), notOp(bhi), predTrue, uniform)
}
