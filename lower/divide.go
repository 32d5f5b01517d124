package lower

import (
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
)

// Integer division and remainder. The ISA has no divide instruction, so
// udiv/sdiv/urem/srem become a straight-line restoring division: one step
// per bit of the width, each step shifting the next dividend bit into the
// partial remainder, subtracting the divisor when it fits and shifting the
// resulting quotient bit in (5 instructions per bit for 32 bits, 13 for 64;
// no branches, so the sequence needs no convergence barrier and works the
// same in divergent code). The quotient and the dividend share a register,
// whose carry-out on the shift is the dividend's next bit:
//
//	q, Pq = n + n                  (Pq: the top bit of n)
//	repeat width times:
//	    r', Pc = r + r + Pq        (Pc: bit 32 of the shifted remainder)
//	    P = r' >= d || Pc          (ISETP.GE.U32.OR)
//	    r = P ? r' - d : r'
//	    q, Pq = q + q + P          (IADD.X: the quotient bit in, the next
//	                                dividend bit out)
//
// i8 and i16 operands are extended and shifted to the top of the word
// first, so only 8 or 16 steps run. Signed division divides the absolute
// values and fixes the signs (the quotient is negative when the signs
// differ, the remainder takes the dividend's sign). Constant divisors use
// a multiplication by a magic reciprocal instead (divconst.go).

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
		q, r := s.udivmod32(s.ext32(x, false), s.ext32(y, false), w)
		if rem {
			return &lval{bits: w, x: r, ext: extZero}
		}
		return &lval{bits: w, x: q, ext: extZero}
	}
	a, b := s.ext32(x, true), s.ext32(y, true)
	sa := s.signWord(a)
	q, r := s.udivmod32(s.abs32(a), s.abs32(b), w)
	if rem {
		return &lval{bits: w, x: s.condNeg32(r, sa), ext: extSign}
	}
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

// udivmod32 divides the w-bit unsigned values n and d (zero-extended to 32
// bits, d != 0) and returns the quotient and the remainder.
func (s *sel) udivmod32(n, d opnd, w int) (q, r opnd) {
	n = s.toGPR(n)
	if d.k != kImm {
		d = s.toGPR(d)
	}
	if w < 32 {
		n = s.shf("L", "U32", false, n, imm(uint32(32-w)), zero)
	}
	qr := s.newGPR("")
	pq := s.iaddX(ir.Whole(qr), n, n, predFalse, true, false)
	q, r = gpr(ir.Whole(qr)), zero
	for i := 0; i < w; i++ {
		r1 := s.newGPR("")
		pc := s.iaddX(ir.Whole(r1), r, r, pq, true, false)
		p := s.isetp("GE", "U32", gpr(ir.Whole(r1)), d, "OR", pc, false, pred{})
		t := s.iadd(gpr(ir.Whole(r1)), negOp(d))
		r = s.selp(ir.Reg{}, t, gpr(ir.Whole(r1)), p)
		qn := s.newGPR("")
		pq = s.iaddX(ir.Whole(qn), q, q, p, true, false)
		q = gpr(ir.Whole(qn))
	}
	return q, r
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
	qlo, qhi, rlo, rhi := s.udivmod64(nlo, nhi, dlo, dhi)
	lo, hi := qlo, qhi
	if rem {
		lo, hi = rlo, rhi
	}
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

// udivmod64 is udivmod32 on register pairs: 64 steps with carry chains.
func (s *sel) udivmod64(nlo, nhi, dlo, dhi opnd) (qlo, qhi, rlo, rhi opnd) {
	reg := func(o opnd) opnd {
		if o.k == kImm && o.imm != 0 {
			return o
		}
		return s.toGPR(o)
	}
	nlo, nhi = s.toGPR(nlo), s.toGPR(nhi)
	dlo, dhi = reg(dlo), reg(dhi)
	step := func(lo, hi opnd, cin pred) (opnd, opnd, pred) {
		l, h := s.newGPR(""), s.newGPR("")
		c := s.iaddX(ir.Whole(l), lo, lo, cin, true, false)
		out := s.iaddX(ir.Whole(h), hi, hi, c, true, false)
		return gpr(ir.Whole(l)), gpr(ir.Whole(h)), out
	}
	var pq pred
	qlo, qhi, pq = step(nlo, nhi, predFalse)
	rlo, rhi = zero, zero
	for i := 0; i < 64; i++ {
		r1lo, r1hi, pc := step(rlo, rhi, pq)
		p0 := s.isetp("GE", "U32", r1lo, dlo, "AND", predTrue, false, pred{})
		p := s.isetp("GE", "U32", r1hi, dhi, "OR", pc, true, p0)
		t := s.sub64(r1lo, r1hi, dlo, dhi, false)
		rlo = s.selp(ir.Reg{}, t.lo, r1lo, p)
		rhi = s.selp(ir.Reg{}, t.hi, r1hi, p)
		qlo, qhi, pq = step(qlo, qhi, p)
	}
	return qlo, qhi, rlo, rhi
}
