package lower

import (
	llir "github.com/llir/llvm/ir"

	"gpucc/ir"
)

// llvm.nvvm.mulhi.{i,ui,ll,ull}: the high half of the double-width product
// (CUDA's __mulhi/__umulhi/__mul64hi/__umul64hi; inline PTX mul.hi.s64/u64
// translates to them).
//
//	i32   IMAD.HI.X(.U32) d = hi(a * b) + RZ
//	u64   schoolbook on 32-bit halves with carries, 9 instructions:
//	      t = hi(al*bl); w1 = al*bh + t; w2 = ah*bl + lo(w1);
//	      hi = ah*bh + hi(w1) + hi(w2)
//	s64   the unsigned result minus (a < 0 ? b : 0) and (b < 0 ? a : 0),
//	      both subtracted at once by an IADD3 pair

// lowerMulHi selects the intrinsic; ok is false for other calls.
func (s *sel) lowerMulHi(inst *llir.InstCall, name string) (lv *lval, ok bool) {
	signed := false
	switch name {
	case "llvm.nvvm.mulhi.i", "llvm.nvvm.mulhi.ll":
		signed = true
	case "llvm.nvvm.mulhi.ui", "llvm.nvvm.mulhi.ull":
	default:
		return nil, false
	}
	if valueBits(inst) == 32 {
		a, b := s.toGPR(s.val32(inst.Args[0])), s.val32(inst.Args[1])
		dst := s.newDst(ir.Reg{}, false)
		in := s.alu3("IMAD", a, b, zero, false).SetReg("rd", dst).SetMod("lohi", "HI").SetMod("ext", "X")
		if !signed {
			in.SetMod("itype", "U32")
		}
		setPred(in, "pp", ir.Reg{}, true)
		return &lval{bits: 32, x: gpr(dst)}, true
	}
	al, ah := s.halves(inst.Args[0])
	bl, bh := s.halves(inst.Args[1])
	al, ah, bl, bh = s.toGPR(al), s.toGPR(ah), s.toGPR(bl), s.toGPR(bh)
	lo, hi := s.mulHiU64Reg(al, ah, bl, bh)
	if signed {
		sa, sb := s.signWord(ah), s.signWord(bh)
		m1lo, m1hi := s.lop(bl, sa, zero, lutA&lutB), s.lop(bh, sa, zero, lutA&lutB)
		m2lo, m2hi := s.lop(al, sb, zero, lutA&lutB), s.lop(ah, sb, zero, lutA&lutB)
		lo, hi = s.sub3x64(lo, hi, m1lo, m1hi, m2lo, m2hi)
	}
	p := s.newPair("")
	s.movInto(ir.Part(p, 0), lo)
	s.movInto(ir.Part(p, 1), hi)
	return pairLval(p, false), true
}

// imadCarry emits IMAD.U32 d = a * b + c (low word) with its carry out,
// and IMAD.HI.X.U32 = hi(a * b) + cHi + carry when hi is wanted.
func (s *sel) imadCarry(a, b, c, cHi opnd) (lo, hi opnd) {
	l, cr := s.newGPR(""), s.newPR("")
	s.alu3("IMAD", a, b, c, false).SetReg("rd", ir.Whole(l)).SetMod("itype", "U32").SetReg("pu", ir.Whole(cr))
	h := s.newDst(ir.Reg{}, false)
	in := s.alu3("IMAD", a, b, cHi, false).SetReg("rd", h).SetMod("lohi", "HI").SetMod("ext", "X").SetMod("itype", "U32")
	setPred(in, "pp", ir.Whole(cr), false)
	return gpr(ir.Whole(l)), gpr(h)
}

// mulHiU64Reg is the high 64 bits of the unsigned product of {ah:al} and {bh:bl}.
func (s *sel) mulHiU64Reg(al, ah, bl, bh opnd) (lo, hi opnd) {
	t := s.mulHiReg(al, bl, zero)
	w1lo, w1hi := s.imadCarry(al, bh, t, zero)
	_, w2hi := s.imadCarry(ah, bl, w1lo, zero)
	slo, shi := s.imadCarry(ah, bh, w1hi, zero)
	r := s.add64(slo, shi, w2hi, zero, false)
	return r.lo, r.hi
}

// sub3x64 is a - b - c on 64-bit values given as halves: IADD3 with the
// carries in two predicates (a negated operand adds 2^32 - v, so the low
// word's carry 0..2 is what the high word a1 + ~b1 + ~c1 needs).
func (s *sel) sub3x64(alo, ahi, blo, bhi, clo, chi opnd) (lo, hi opnd) {
	l, h := s.newGPR(""), s.newGPR("")
	p0, p1 := s.newPR(""), s.newPR("")
	in := s.emit("IADD3_RRR").SetReg("rd", ir.Whole(l)).SetReg("pu", ir.Whole(p0)).SetReg("pv", ir.Whole(p1))
	setA(in, "ra", s.toGPR(alo))
	setA(in, "rb", negOp(s.toGPR(blo)))
	setA(in, "rc", negOp(s.toGPR(clo)))
	in = s.emit("IADD3_RRR").SetReg("rd", ir.Whole(h)).SetMod("ext", "X")
	setA(in, "ra", s.toGPR(ahi))
	setA(in, "rb", notOp(s.toGPR(bhi)))
	setA(in, "rc", notOp(s.toGPR(chi)))
	in.SetReg("pp", ir.Whole(p0)).SetVal("pp.not", 0).SetReg("pq", ir.Whole(p1)).SetVal("pq.not", 0)
	return gpr(ir.Whole(l)), gpr(ir.Whole(h))
}
