package lower

import (
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/isa"
)

// Integer division and remainder. The ISA has no divide instruction, so
// udiv/sdiv/urem/srem by a variable become a reciprocal estimate in
// floating point followed by integer corrections (udivmod32, udivmod64),
// straight-line, so the sequence needs no convergence barrier and works the
// same in divergent code. i8 and i16 operands are extended to 32 bits.
// Signed division divides the absolute values and fixes the signs (the
// quotient is negative when the signs differ, the remainder takes the
// dividend's sign). Constant divisors use a multiplication by a magic
// reciprocal instead (divconst.go).

// lowerDiv selects udiv/sdiv/urem/srem.
func (s *sel) lowerDiv(inst value.Value, x, y value.Value, signed, rem bool) *lval {
	w := s.checkInt(inst)
	if w == 1 {
		// i1: the divisor must be 1 (0 is UB), so x / 1 = x and x % 1 = 0.
		if rem {
			return &lval{bits: 1, p: predFalse}
		}
		return s.get(x)
	}
	if w == 64 {
		return s.lowerDiv64(x, y, signed, rem)
	}
	if c, ok := constValue(y); ok {
		if lv, ok := s.divConst32(s.ext32(x, signed), c, w, signed, rem); ok {
			return lv
		}
	}
	if !signed {
		return &lval{bits: w, x: s.udivmod32(s.ext32(x, false), s.ext32(y, false), rem), ext: extZero}
	}
	a, b := s.ext32(x, true), s.ext32(y, true)
	sa := s.signWord(a)
	qr := s.udivmod32(s.abs32(a), s.abs32(b), rem)
	if rem {
		return &lval{bits: w, x: s.condNeg32(qr, sa), ext: extSign}
	}
	q := qr
	sb := s.signWord(b)
	t := s.lop(sa, sb, zero, lutA^lutB)
	return &lval{bits: w, x: s.condNeg32(q, t), ext: extSign}
}

// signWord is 0 or -1 as the 32-bit value is non-negative or negative.
func (s *sel) signWord(a opnd) opnd {
	if a.k == kImm {
		return imm(uint32(int32(a.imm) >> 31))
	}
	return s.shf("R", "S32", true, zero, imm(31), a)
}

func (s *sel) abs32(a opnd) opnd {
	if a.k == kImm {
		v := int32(a.imm)
		if v < 0 {
			v = -v
		}
		return imm(uint32(v))
	}
	dst := s.newDst(ir.Reg{}, false)
	s.alu1("IABS", a).SetReg("rd", dst)
	return gpr(dst)
}

// condNeg32 returns t == -1 ? -x : x (t is 0 or -1) as (x ^ t) - t.
func (s *sel) condNeg32(x, t opnd) opnd {
	if t.isImm(0) {
		return x
	}
	return s.iadd(s.lop(x, t, zero, lutA^lutB), negOp(t))
}

// udivmod32 divides the unsigned 32-bit values n and d (d != 0; narrower
// values zero-extended) and returns the quotient, or the remainder when rem
// is set, by a floating-point reciprocal estimate and integer corrections,
// as ptxas does:
//
//	f  = RCP(I2F.U32.RP(d))            (f <= 1/d: d rounded up, then RN)
//	r0 = F2I.U32.RZ(f's bits + 0x0FFFFFFE)
//	                                   (x 2^32 by the exponent, less 2 ulps:
//	                                    r0 < 2^32/d, within 2^-21 of it)
//	e  = -(r0 * d)                     (= 2^32 - r0*d, exactly)
//	r1 = r0 + hi(r0 * e)               (one Newton step: 2^32/d - 2 < r1 < 2^32/d)
//	q  = hi(r1 * n); r = n - q*d       (q is at most 2 below n/d)
//	twice: P = r >= d (the carry of r + ~d + 1); q += P; r = P ? r - d : r
//
// 14 instructions for a quotient, 13 for a remainder, no branches (the
// bit-serial division took 160). The bound is argued in docs/compiler.md;
// TestDivisionByVariable checks it on the emulator against Go's / and %.
func (s *sel) udivmod32(n, d opnd, rem bool) opnd {
	n, d = s.toGPR(n), s.toGPR(d)
	fd := s.fpDst(false)
	in := s.emit("I2F_R").SetReg("rd", fd).SetMod("ityp", "U32").SetMod("dfmt", "F32").SetMod("rnd", "RP")
	setReg(in, "rb", d.r)
	f := s.mufu("RCP", freg(fd, false), false)
	scaled := s.iadd(f.o, imm(0x0FFFFFFE))
	r0 := s.fpDst(false)
	s.emit("F2I_R").SetReg("rd", r0).SetMod("ityp", "U32").SetMod("sfmt", "F32").SetMod("rnd", "RZ").SetReg("rb", scaled.r)
	nd := s.iadd(zero, negOp(d))
	e := s.imad(gpr(r0), nd, zero, true)
	r1 := s.mulHiReg(gpr(r0), e, gpr(r0))
	q := s.mulHiReg(r1, n, zero)
	r := s.imad(q, nd, n, true)
	for i := 0; i < 2; i++ {
		t := s.newGPR("")
		p := s.iaddX(ir.Whole(t), r, notOp(d), predTrue, true, false)
		if rem || i == 0 {
			r = s.selp(ir.Reg{}, gpr(ir.Whole(t)), r, p)
		}
		if !rem {
			qn := s.newGPR("")
			s.iaddX(ir.Whole(qn), q, zero, p, false, false)
			q = gpr(ir.Whole(qn))
		}
	}
	if rem {
		return r
	}
	return q
}

// mulHiReg emits IMAD.HI.X.U32 d = hi32(a * b) + c (unsigned, no carry in).
func (s *sel) mulHiReg(a, b, c opnd) opnd {
	dst := s.newDst(ir.Reg{}, false)
	in := s.alu3("IMAD", a, b, c, false).SetReg("rd", dst).SetMod("lohi", "HI").SetMod("ext", "X").SetMod("itype", "U32")
	setPred(in, "pp", ir.Reg{}, true)
	return gpr(dst)
}

// lowerDiv64 selects the 64-bit divisions.
func (s *sel) lowerDiv64(x, y value.Value, signed, rem bool) *lval {
	if c, ok := constValue(y); ok {
		lo, hi := s.halves(x)
		if r, ok := s.divConst64(word64{lo: lo, hi: hi}, c, signed, rem); ok {
			return &lval{bits: 64, lo: r.lo, hi: r.hi}
		}
	}
	nlo, nhi := s.halves(x)
	dlo, dhi := s.halves(y)
	var sn, sd opnd
	if signed {
		sn, sd = s.signWord(s.toGPR(nhi)), s.signWord(s.toGPR(dhi))
		nlo, nhi = s.condNeg64(nlo, nhi, sn)
		dlo, dhi = s.condNeg64(dlo, dhi, sd)
	}
	lo, hi := s.udivmod64(nlo, nhi, dlo, dhi, rem)
	if signed {
		t := sn
		if !rem {
			t = s.lop(sn, sd, zero, lutA^lutB)
		}
		lo, hi = s.condNeg64(lo, hi, t)
	}
	p := s.newPair("")
	s.movInto(ir.Part(p, 0), lo)
	s.movInto(ir.Part(p, 1), hi)
	return pairLval(p, false)
}

// condNeg64 returns t == -1 ? -x : x for a 64-bit x (t is 0 or -1).
func (s *sel) condNeg64(lo, hi, t opnd) (opnd, opnd) {
	if t.isImm(0) {
		return lo, hi
	}
	xl := s.lop(lo, t, zero, lutA^lutB)
	xh := s.lop(hi, t, zero, lutA^lutB)
	res := s.sub64(xl, xh, t, t, false)
	return res.lo, res.hi
}

// udivmod64 divides the unsigned 64-bit n by d (d != 0) and returns the
// quotient, or the remainder when rem is set, in two rounds of a binary64
// reciprocal estimate (straight-line, about 35 instructions; the bit-serial
// division took 640):
//
//	y  = 1/RP(d) by MUFU.RCP64H and two Newton steps (recip64), less 8 ulps
//	     of its bit pattern, so y < 1/d and y >= (1/d)(1 - 2^-48)
//	q1 = F2I.U64.RZ(RZ(n) *RZ y)       (q1 <= n/d, n/d - q1 <= 2^16 + 1)
//	r1 = n - q1*d                      (exact: 0 <= r1 < (2^17) d)
//	q2 = F2I.U32.RZ(RZ(r1) *RZ y)      (q2 = floor(r1/d) or one less)
//	r2 = r1 - q2*d                     (0 <= r2 < 2d)
//	P  = r2 >= d; q = q1 + q2 + P; r = P ? r2 - d : r2
//
// The bounds are argued in docs/compiler.md; TestDivisionByVariable checks
// them on the emulator against Go's / and %.
func (s *sel) udivmod64(nlo, nhi, dlo, dhi opnd, rem bool) (lo, hi opnd) {
	nlo, nhi, dlo = s.toGPR(nlo), s.toGPR(nhi), s.toGPR(dlo)
	if !dhi.isImm(0) {
		dhi = s.toGPR(dhi)
	}
	n, d := s.pairOf(nlo, nhi), s.pairOf(dlo, dhi)
	i2f := func(x fsrc, rnd string) fsrc {
		r := s.fpDst(true)
		s.emit("I2F_R").SetReg("rd", r).SetMod("ityp", "U64").SetMod("dfmt", "F64").SetMod("rnd", rnd).SetReg("rb", x.o.r)
		return freg(r, true)
	}
	f2i := func(x fsrc, wide bool) ir.Reg {
		r, ityp := s.fpDst(wide), "U32"
		if wide {
			ityp = "U64"
		}
		s.emit("F2I_R").SetReg("rd", r).SetMod("ityp", ityp).SetMod("sfmt", "F64").SetMod("rnd", "RZ").SetReg("rb", x.o.r)
		return r
	}
	y := s.recip64(i2f(d, "RP"))
	ylo, yhi := s.fpHalves(y)
	yd := s.add64(ylo, yhi, imm(0xFFFFFFF8), imm(0xFFFFFFFF), false)
	yr := freg(s.lvalPair(yd, isa.GPR), true)
	rz := fround{rnd: "RZ"}
	q1 := f2i(s.fmul(i2f(n, "RZ"), yr, rz), true)
	q1lo, q1hi := gpr(ir.Part(q1.V, 0)), gpr(ir.Part(q1.V, 1))
	// r1 = n - lo64(q1 * d)
	w := s.newPair("")
	s.alu3("IMAD_WIDE", q1lo, dlo, zero, true).SetReg("rd", ir.Whole(w)).SetMod("itype", "U32")
	ph := gpr(ir.Part(w, 1))
	if !dhi.isImm(0) { // a zero-extended divisor (dhi RZ) needs no cross product
		ph = s.imad(q1lo, dhi, ph, true)
	}
	ph = s.imad(q1hi, dlo, ph, true)
	r1 := s.sub64(nlo, nhi, gpr(ir.Part(w, 0)), ph, false)
	r1f := freg(s.lvalPair(r1, isa.GPR), true)
	q2 := gpr(f2i(s.fmul(i2f(r1f, "RZ"), yr, rz), false))
	// r2 = r1 - q2 * d (q2 < 2^18, the product below r1)
	w2 := s.newPair("")
	s.alu3("IMAD_WIDE", q2, dlo, zero, true).SetReg("rd", ir.Whole(w2)).SetMod("itype", "U32")
	ph2 := gpr(ir.Part(w2, 1))
	if !dhi.isImm(0) {
		ph2 = s.imad(q2, dhi, ph2, true)
	}
	r2 := s.sub64(r1.lo, r1.hi, gpr(ir.Part(w2, 0)), ph2, false)
	// P = r2 >= d: the carry out of r2 + ~d + 1.
	tlo, thi := s.newGPR(""), s.newGPR("")
	c := s.iaddX(ir.Whole(tlo), r2.lo, notOp(dlo), predTrue, true, false)
	p := s.iaddX(ir.Whole(thi), r2.hi, notOp(dhi), c, true, false)
	if rem {
		return s.selp(ir.Reg{}, gpr(ir.Whole(tlo)), r2.lo, p), s.selp(ir.Reg{}, gpr(ir.Whole(thi)), r2.hi, p)
	}
	// q = q1 + q2 + P
	qlo, qhi := s.newGPR(""), s.newGPR("")
	c1 := s.iaddX(ir.Whole(qlo), q1lo, q2, p, true, false)
	s.iaddX(ir.Whole(qhi), q1hi, zero, c1, false, false)
	return gpr(ir.Whole(qlo)), gpr(ir.Whole(qhi))
}
