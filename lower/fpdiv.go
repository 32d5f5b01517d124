package lower

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"

	"gpucc/ir"
	"gpucc/isa"
)

// This file selects correctly rounded division and square root (LLVM's
// fdiv and llvm.sqrt without fast-math flags, div.rn / sqrt.rn / rcp.rn)
// and frem. The slow paths are branched around (slowPath: @!p BRA over
// them, a WARPSYNC on the lanes active before, a phi), so the common case
// runs only the fast sequence; where a block cannot be split (inside an
// inserted loop or slow path) both are computed and selected.
//
// binary32 a / b:
//
//	p   = FCHK a, b                       (docs/isa.md: false => fast is exact)
//	r0  = MUFU.RCP b; e = FFMA -b, r0, 1; r1 = FFMA r0, e, r0
//	q0  = FMUL a, r1; rem = FFMA -b, q0, a; q = FFMA rem, r1, q0
//	slow: zero, infinite or NaN operand: a * (b special ? RCP(b) : ±1);
//	      otherwise the binary64 quotient of the (exact) binary64 operands,
//	      rounded to binary32 (53 >= 2*24+2: the double rounding is
//	      innocuous, also for denormal results)
//
// binary64 a / b: y = MUFU.RCP64H(b.hi) and two Newton steps, then the
// same q0 / remainder / correction; the fast path is taken for normal
// operands with exponents -960 <= ea <= 1000, -1000 <= eb <= 1000,
// |ea - eb| <= 1000 (checked on the exponent fields), where every
// intermediate is normal and the remainder exact, and a divisor whose
// significand is not all ones (for which the Newton step cannot reach
// RN(1/b); see fixQuot). The slow path handles
// zero/inf/NaN as above and otherwise scales both significands into [1, 2)
// (denormals first multiplied by 2^64), divides them with the fast
// sequence, and rebuilds the result: a normal result by adding the
// exponent difference to the exponent field, overflow as inf, and a
// subnormal result by truncating the quotient to the subnormal grid
// (DADD.RZ with 2^(-1022-k)), then deciding the rounding exactly from the
// sign of the remainder at the midpoint (DFMA -b', qh + half, a') with ties
// to even, and scaling back in two exact steps.
//
// sqrt: binary32 is MUFU.SQRT (correctly rounded by definition). binary64:
// y = MUFU.RSQ64H(x.hi) and two Newton steps, s0 = x*y, then two residual
// corrections s = s + (x - s*s) * y/2 (DFMA); operands below 2^-960 are
// scaled by 2^108 (the root by 2^-54), and 0, +inf, negatives and NaN are
// handled by select.

// lowerFDiv selects fdiv: under arcp/afn/fast the approximate a * rcp(b),
// else the correctly rounded sequences.
func (s *sel) lowerFDiv(inst *llir.InstFDiv) *lval {
	wide := s.checkFloat(inst)
	a, b := s.fpSrc(inst.X), s.fpSrc(inst.Y)
	if hasFMF(inst.FastMathFlags, enum.FastMathFlagARcp, enum.FastMathFlagAFn) {
		if !wide {
			return s.fpLval(s.fmul(a, s.mufu("RCP", b, false), fround{}))
		}
		b = s.fpReg(s.plain(b))
		return s.fpLval(s.fmul(a, s.approxRecip64(b), fround{}))
	}
	return s.fpLval(s.fdiv(a, b, fround{}))
}

// fdiv is the correctly rounded a / b; r.ftz (binary32) flushes the
// operands and the result.
func (s *sel) fdiv(a, b fsrc, r fround) fsrc {
	if a.wide {
		return s.div64(a, b)
	}
	if r.ftz {
		a, b = s.flush(a), s.flush(b)
		return s.flush(s.div32(a, b))
	}
	return s.div32(a, b)
}

// fsqrt is the correctly rounded square root.
func (s *sel) fsqrt(x fsrc, r fround) fsrc {
	if !x.wide {
		return s.mufu("SQRT", x, r.ftz)
	}
	return s.sqrt64(x)
}

// pairOf builds a GPR pair from two words.
func (s *sel) pairOf(lo, hi opnd) fsrc {
	return freg(s.lvalPair(&lval{bits: 64, lo: lo, hi: hi}, isa.GPR), true)
}

// special32 is p = x is zero, infinite or NaN, ORed into pp.
func (s *sel) special(x fsrc, pp pred) pred {
	x.abs, x.neg = true, false
	zero, inf := fimm32(0), fimm32(inf32)
	if x.wide {
		zero, inf = fimm64hi(0), fimm64hi(inf64hi)
	}
	p := s.fsetp("EQ", x, zero, "OR", pp)
	return s.fsetp("GEU", x, inf, "OR", p)
}

// signOne is ±1.0 with the sign of the word x: (x & sign) | one.
func (s *sel) signOne(x opnd, one uint32) opnd {
	return s.lop(s.toGPR(x), imm(signBit32), imm(one), lutA&lutB|lutC)
}

func (s *sel) div32(a, b fsrc) fsrc {
	a, b = s.fpReg(s.plain(a)), s.fpReg(s.plain(b))
	chk := s.newPR("")
	in := s.fpInstr("FCHK", false, a, b)
	in.SetReg("pu", ir.Whole(chk))
	r0 := s.mufu("RCP", b, false)
	e := s.ffma(b.negated(), r0, fimm32(one32), fround{})
	r1 := s.ffma(r0, e, r0, fround{})
	q0 := s.fmul(a, r1, fround{})
	rem := s.ffma(b.negated(), q0, a, fround{})
	q := s.ffma(rem, r1, q0, fround{})

	return s.slowPath("fdiv", pred{k: pPR, r: ir.Whole(chk)}, q, func() fsrc {
		// Operands that are zero, infinite or NaN.
		sb := s.special(b, predFalse)
		sab := s.special(a, sb)
		rb := s.fsel(r0, fsrc{o: s.signOne(b.o, one32)}, sb)
		sp := s.fmul(a, rb, fround{})
		// Everything else through binary64.
		A, B := s.fpDst(true), s.fpDst(true)
		s.fpUnary("F2F", A, a).SetMod("dfmt", "F64").SetMod("sfmt", "F32")
		s.fpUnary("F2F", B, b).SetMod("dfmt", "F64").SetMod("sfmt", "F32")
		_, Q := s.div64core(freg(A, true), freg(B, true))
		qs := s.fpDst(false)
		s.fpUnary("F2F", qs, Q).SetMod("dfmt", "F32").SetMod("sfmt", "F64")
		return s.fsel(sp, freg(qs, false), sab)
	})
}

// canSplit reports whether the current block is the end of the LLVM
// block being lowered, where a slow path may split it.
func (s *sel) canSplit() bool {
	return s.curBlock != nil && s.mbs[s.g.index[s.curBlock]].end() == s.cur
}

// slowPath returns fast, or what slow computes for the lanes where p holds:
//
//	    VOTE.ANY mask, PT, PT
//	    @!p BRA done
//	slow:
//	    ...                     (slow())
//	done:
//	    WARPSYNC mask
//	    r = phi(fast, slow)
//
// The lanes that skip wait at the WARPSYNC, so the warp is converged again
// after it (as after the CAS loops). Where the block cannot be split (code
// lowered inside an inserted loop or slow path) both are computed and
// selected.
func (s *sel) slowPath(name string, p pred, fast fsrc, slow func() fsrc) fsrc {
	if p.k == pConst || !s.canSplit() {
		return s.fsel(slow(), fast, p)
	}
	whole := func(f fsrc) ir.Reg {
		f = s.fpReg(s.plain(f))
		if f.o.r.V != 0 && f.o.r.Sub == 0 {
			return f.o.r
		}
		// RZ or a part of a register: copy it into a whole one.
		d := s.fpDst(f.wide)
		if f.wide {
			lo, hi := s.fpHalves(f)
			s.movInto(ir.Part(d.V, 0), lo)
			s.movInto(ir.Part(d.V, 1), hi)
		} else {
			s.movInto(d, f.o)
		}
		return d
	}
	fr := whole(fast)
	pr, not := s.toPR(p)
	mask := s.activeMask()
	pre, then, after := s.splitLoop(name)
	skip := ir.NewInstr("BRA_I")
	skip.OriginInst = s.origin
	skip.Target = after.b
	setPred(skip, "pg", pr, !not)
	pre.term = append([]*ir.Instr{skip}, pre.term...)
	sr := whole(slow())
	s.bra(after.b, ir.Reg{}, false)
	s.cur = after
	s.emit("WARPSYNC_R").SetReg("rb", mask)
	d := s.fpDst(fast.wide)
	phi := &ir.Instr{Op: ir.OpPhi, Dst: d, OriginInst: s.origin}
	after.phis = append(after.phis, phi)
	after.loopPhis = append(after.loopPhis, loopPhi{in: phi, args: map[*ir.Block]ir.Reg{pre.b: fr, then.b: sr}})
	return freg(d, fast.wide)
}

// recip64 is y ~ 1/b: MUFU.RCP64H of the high word and two Newton steps
// y' = y + y*e with e = 1 - b*y.
func (s *sel) recip64(b fsrc) fsrc {
	_, bhi := s.fpHalves(b)
	y := s.pairOf(zero, s.mufu("RCP64H", fsrc{o: bhi}, false).o)
	for i := 0; i < 2; i++ {
		e := s.ffma(b.negated(), y, fimm64hi(one64hi), fround{})
		y = s.ffma(y, e, y, fround{})
	}
	return y
}

// approxRecip64 is 1/b for the approximate division: recip64, except where
// the estimate is already 0, infinite or NaN (b infinite, zero, NaN or so
// small that 1/b overflows), where the Newton steps would compute 0 * inf
// and give NaN: there the estimate is the answer.
func (s *sel) approxRecip64(b fsrc) fsrc {
	_, bhi := s.fpHalves(b)
	y0hi := s.mufu("RCP64H", fsrc{o: bhi}, false).o
	y := s.recip64(b)
	special := s.special(s.pairOf(zero, y0hi), predFalse)
	ylo, yhi := s.fpHalves(y)
	return s.pairOf(s.selp(ir.Reg{}, zero, ylo, special), s.selp(ir.Reg{}, y0hi, yhi, special))
}

// fixQuot makes a quotient q >= 0 of a >= 0 by b > 0 that is within an ulp
// of a/b the correctly rounded one. Markstein's correction alone fails when
// y is not RN(1/b): for b = 2 - 2^-52 (all-ones significand) y = 0.5 is a
// fixed point of the Newton step (y + y*e is exactly the midpoint 0.5 +
// 2^-54 and rounds to even) and 1/(2 - 2^-52) comes out as 0.5. So: the
// exact remainder rem = a - b*q says on which side of q the quotient lies;
// qn is q's neighbour on that side and h = (qn - q)/2 (exact); the quotient
// lies beyond the midpoint q + h when rem - b*h (one rounding, so its sign
// is exact) has rem's sign. Quotients are never midpoints.
func (s *sel) fixQuot(a, b, q fsrc) fsrc {
	rem := s.ffma(b.negated(), q, a, fround{})
	pos := s.fsetp("GT", rem, fimm64hi(0), "AND", predTrue)
	qlo, qhi := s.fpHalves(q)
	step := s.selp(ir.Reg{}, imm(1), imm(0xffffffff), pos)
	stepHi := s.selp(ir.Reg{}, zero, imm(0xffffffff), pos)
	qn := s.add64(qlo, qhi, step, stepHi, false)
	qnr := freg(s.lvalPair(qn, isa.GPR), true)
	h := s.fmul(s.fadd(qnr, q.negated(), fround{}), fimm64hi(half64hi), fround{})
	rm := s.ffma(b.negated(), h, rem, fround{})
	beyond := s.fsetp("GT", rm, fimm64hi(0), "AND", pos)
	neg := s.fsetp("LT", rem, fimm64hi(0), "AND", predTrue)
	below := s.fsetp("LT", rm, fimm64hi(0), "AND", neg)
	return s.fsel(qnr, q, s.logicPred(beyond, below, '|'))
}

// div64core is the fast binary64 sequence: y ~ 1/b, q0 = a*y, the exact
// remainder a - b*q0 and the correction q = q0 + rem*y.
func (s *sel) div64core(a, b fsrc) (y, q fsrc) {
	y = s.recip64(b)
	q0 := s.fmul(a, y, fround{})
	rem := s.ffma(b.negated(), q0, a, fround{})
	return y, s.ffma(rem, y, q0, fround{})
}

// expField is the biased exponent field of a binary64 high word.
func (s *sel) expField(hi opnd) opnd {
	t := s.shf("R", "U32", false, s.toGPR(hi), imm(20), zero)
	return s.lop(t, imm(0x7ff), zero, lutA&lutB)
}

// inRange is (x - lo) <= (hi - lo) unsigned, ANDed with pp.
func (s *sel) inRange(x opnd, lo, hi int32, pp pred) pred {
	t := s.iadd(x, imm(uint32(-lo)))
	return s.isetp("LE", "U32", t, imm(uint32(hi-lo)), "AND", pp, false, pred{})
}

// normalize64 returns |x| with its exponent field set to 1023 (a value in
// [1, 2)) and x's unbiased exponent; denormals are first scaled by 2^64.
func (s *sel) normalize64(x fsrc) (fsrc, opnd) {
	_, hi := s.fpHalves(x)
	den := s.isetp("EQ", "U32", s.expField(hi), zero, "AND", predTrue, false, pred{})
	scale := s.selp(ir.Reg{}, imm(0x43f00000), imm(one64hi), den) // 2^64 or 1
	xn := s.fmul(x, s.pairOf(zero, scale), fround{})
	nlo, nhi := s.fpHalves(xn)
	e := s.expField(nhi)
	adj := s.selp(ir.Reg{}, imm(uint32(1023+64)), imm(1023), den)
	exp := s.iadd(e, negOp(adj))
	mhi := s.lop(nhi, imm(0x000fffff), imm(one64hi), lutA&lutB|lutC)
	return s.pairOf(nlo, mhi), exp
}

func (s *sel) div64(a, b fsrc) fsrc {
	a, b = s.fpReg(s.plain(a)), s.fpReg(s.plain(b))
	_, ahi := s.fpHalves(a)
	_, bhi := s.fpHalves(b)
	// The fast path on magnitudes (the sign is set at the end).
	aa, ba := a, b
	aa.abs, ba.abs = true, true
	_, q := s.div64core(aa, ba)
	ea, eb := s.expField(ahi), s.expField(bhi)
	ok := s.inRange(ea, 1023-960, 1023+1000, predTrue)
	ok = s.inRange(eb, 1023-1000, 1023+1000, ok)
	ok = s.inRange(s.iadd(ea, negOp(eb)), -1000, 1000, ok)
	// A divisor with an all-ones significand takes the slow path (whose
	// quotient gets fixQuot's midpoint check): for every other divisor the
	// last Newton step gives RN(1/b) (Markstein), and the correction the
	// correctly rounded quotient.
	blo, _ := s.fpHalves(b)
	ones := s.lop(s.toGPR(bhi), blo, imm(0xfff00000), (lutA|lutC)&lutB) // (hi | 0xfff00000) & lo
	ok = s.isetp("NE", "U32", ones, imm(0xffffffff), "AND", ok, false, pred{})

	// The sign: sign(a) xor sign(b) on a positive magnitude.
	sign := s.lop(s.toGPR(ahi), bhi, imm(signBit32), (lutA^lutB)&lutC)
	withSign := func(mag fsrc) fsrc {
		mlo, mhi := s.fpHalves(mag)
		return s.pairOf(mlo, s.lop(s.toGPR(mhi), sign, zero, lutA|lutB))
	}
	return s.slowPath("ddiv", ok.negate(), withSign(q), func() fsrc {
		// Zero, infinite or NaN operands: a * (b special ? 1/b : ±1), where
		// 1/b is b itself for a NaN b (its high word alone may look infinite).
		sb := s.special(b, predFalse)
		sab := s.special(a, sb)
		rcp := s.mufu("RCP64H", fsrc{o: bhi}, false)
		rbhi := s.selp(ir.Reg{}, rcp.o, s.signOne(bhi, one64hi), sb)
		nanB := s.fsetp("NAN", b, b, "AND", predTrue)
		rb := s.fsel(b, s.pairOf(zero, rbhi), nanB)
		sp := s.fmul(a, rb, fround{})

		// Finite nonzero operands, scaled into [1, 2).
		an, ka := s.normalize64(a)
		bn, kb := s.normalize64(b)
		k := s.iadd(ka, negOp(kb))
		_, qn := s.div64core(an, bn)
		qn = s.fixQuot(an, bn, qn)
		_, qhi := s.fpHalves(qn)
		e := s.iadd(s.expField(qhi), k)
		// Normal result: add k to the exponent field.
		qlo, _ := s.fpHalves(qn)
		normal := s.pairOf(qlo, s.iadd(qhi, s.shf("L", "U32", false, s.toGPR(k), imm(20), zero)))
		over := s.isetp("GE", "S32", s.toGPR(e), imm(2047), "AND", predTrue, false, pred{})
		normal = s.fsel(fimm64hi(inf64hi), normal, over)
		// Subnormal result: k <= -1021 here; clamp it (smaller quotients
		// round to zero all the same).
		kc := s.minmax(s.toGPR(k), imm(uint32(0xffffffff-1100+1)), false, true) // max(k, -1100)
		c := s.pairOf(zero, s.shf("L", "U32", false, s.iadd(imm(1), negOp(kc)), imm(20), zero))
		sum := s.fadd(qn, c, fround{rnd: "RZ"})
		qh := s.fadd(sum, c.negated(), fround{})
		halfHi := s.shf("L", "U32", false, s.iadd(imm(uint32(0xffffffff-52+1)), negOp(kc)), imm(20), zero) // -52 - kc
		half := s.pairOf(zero, halfHi)
		mid := s.fadd(qh, half, fround{})
		rm := s.ffma(bn.negated(), mid, an, fround{})
		slo, _ := s.fpHalves(sum)
		odd := s.isetp("NE", "U32", s.lop(s.toGPR(slo), imm(1), zero, lutA&lutB), zero, "AND", predTrue, false, pred{})
		tie := s.fsetp("EQ", rm, fimm64hi(0), "AND", odd)
		up := s.fsetp("GT", rm, fimm64hi(0), "OR", tie)
		ulpHi := s.iadd(halfHi, imm(1<<20))
		inc := s.selp(ir.Reg{}, ulpHi, zero, up)
		rs := s.fadd(qh, s.pairOf(zero, inc), fround{})
		scaleHi := s.shf("L", "U32", false, s.iadd(kc, imm(1000+1023)), imm(20), zero)
		sub := s.fmul(s.fmul(rs, s.pairOf(zero, scaleHi), fround{}), fimm64hi((1023-1000)<<20), fround{})
		isNormal := s.isetp("GE", "S32", s.toGPR(e), imm(1), "AND", predTrue, false, pred{})
		mag := s.fsel(normal, sub, isNormal)
		return s.fsel(sp, withSign(mag), sab)
	})
}

// sqrt64 is the correctly rounded binary64 square root.
func (s *sel) sqrt64(x fsrc) fsrc {
	x = s.fpReg(s.plain(x))
	_, hi := s.fpHalves(x)
	fast := s.sqrt64core(x)
	// x >= 2^-960, positive, finite: the high word in [0x03f00000, 0x7fefffff].
	ok := s.inRange(hi, 0x03f00000, 0x7fefffff, predTrue)
	return s.slowPath("dsqrt", ok.negate(), fast, func() fsrc {
		xs := s.fmul(x, fimm64hi((1023+108)<<20), fround{})
		small := s.fmul(s.sqrt64core(xs), fimm64hi((1023-54)<<20), fround{})
		// 0 and +inf are their own roots; negatives and NaN give NaN.
		finite := s.fsetp("GT", x, fimm64hi(0), "AND", predTrue)
		finite = s.fsetp("LT", x, fimm64hi(inf64hi), "AND", finite)
		self := s.fsetp("EQ", x, fimm64hi(0), "AND", predTrue)
		self = s.fsetp("EQ", x, fimm64hi(inf64hi), "OR", self)
		nan := s.pairOf(imm(0xffffffff), imm(0x7fffffff))
		sp := s.fsel(x, nan, self)
		return s.fsel(small, sp, finite)
	})
}

// sqrt64core: y ~ 1/sqrt(x) from MUFU.RSQ64H and two Newton steps, then
// s = x*y and two corrections s += (x - s*s) * y/2.
func (s *sel) sqrt64core(x fsrc) fsrc {
	_, hi := s.fpHalves(x)
	y := s.pairOf(zero, s.mufu("RSQ64H", fsrc{o: hi}, false).o)
	for i := 0; i < 2; i++ {
		h := s.fmul(x, y, fround{})
		e := s.ffma(h.negated(), y, fimm64hi(one64hi), fround{})
		yh := s.fmul(y, fimm64hi(half64hi), fround{})
		y = s.ffma(yh, e, y, fround{})
	}
	sq := s.fmul(x, y, fround{})
	hy := s.fmul(y, fimm64hi(half64hi), fround{})
	for i := 0; i < 2; i++ {
		r := s.ffma(sq.negated(), sq, x, fround{})
		sq = s.ffma(r, hy, sq, fround{})
	}
	return sq
}

// lowerFRem selects frem (C's fmod: x - trunc(x/y)*y, exact, with the
// sign of x). Floats are extended to doubles (exact) and the result
// converted back (exact: it is representable in the operands' format).
// The remainder of |x| by |y| is computed by a loop, each iteration
// removing up to 40 bits of quotient:
//
//	Ys = |y| * 2^k, k = max(0, exp(r) - exp(|y|) - 40)   (exact scalings)
//	q  = trunc(RN(r / Ys))           (correctly rounded division; q < 2^41)
//	r  = FMA(-q, Ys, r)              (exact: q is trunc(r/Ys) or one more, so
//	r  = r < 0 ? r + Ys : r           |r| < Ys; the fix-up is exact too)
//
// until r < |y|. Zero, infinite and NaN operands are handled by selects
// (the loop then runs on 0 by 1).
func (s *sel) lowerFRem(inst *llir.InstFRem) *lval {
	wide := s.checkFloat(inst)
	x, y := s.fpReg(s.plain(s.fpSrc(inst.X))), s.fpReg(s.plain(s.fpSrc(inst.Y)))
	if !wide {
		X, Y := s.fpDst(true), s.fpDst(true)
		s.fpUnary("F2F", X, x).SetMod("dfmt", "F64").SetMod("sfmt", "F32")
		s.fpUnary("F2F", Y, y).SetMod("dfmt", "F64").SetMod("sfmt", "F32")
		r := s.fmod64(freg(X, true), freg(Y, true))
		d := s.fpDst(false)
		s.fpUnary("F2F", d, r).SetMod("dfmt", "F32").SetMod("sfmt", "F64")
		return fpResult(d, false)
	}
	return s.fpLval(s.fmod64(x, y))
}

func (s *sel) fmod64(x, y fsrc) fsrc {
	if s.curBlock == nil || s.mbs[s.g.index[s.curBlock]].end() != s.cur {
		s.fail("internal compiler error: frem lowered outside its block")
	}
	xa, ya := x, y
	xa.abs, ya.abs = true, true
	// NaN results: x NaN or infinite, y NaN or zero.
	bad := s.fsetp("GEU", xa, fimm64hi(inf64hi), "AND", predTrue)
	bad = s.fsetp("EQ", ya, fimm64hi(0), "OR", bad)
	bad = s.fsetp("NAN", y, y, "OR", bad)
	yinf := s.fsetp("EQ", ya, fimm64hi(inf64hi), "AND", predTrue)
	skip := s.logicPred(bad, yinf, '|')
	// The loop's operands: |x| and |y|, or 0 and 1 when the result is
	// decided without it.
	X := s.plain(s.fsel(fimm64hi(0), xa, skip))
	Y := s.plain(s.fsel(fimm64hi(one64hi), ya, skip))
	_, yn := s.normalize64(Y)
	mask := s.activeMask()
	pre, loop, after := s.splitLoop("frem")
	r := s.fpDst(true)
	phi := &ir.Instr{Op: ir.OpPhi, Dst: r, OriginInst: s.origin}
	loop.phis = append(loop.phis, phi)
	R := freg(r, true)
	_, er := s.normalize64(R) // exp(r), also for a denormal r (r = 0 gives -1087: k = 0)
	k := s.iadd(s.iadd(er, negOp(yn)), imm(uint32(0xffffffff-40+1)))
	k = s.minmax(s.toGPR(k), zero, false, true) // max(k, 0)
	// k <= 2057 (a denormal y under a huge r): three factors 2^k1 2^k2 2^k3
	// with k1, k2 <= 1000.
	k1 := s.minmax(s.toGPR(k), imm(1000), true, true)
	rest := s.iadd(k, negOp(k1))
	k2 := s.minmax(s.toGPR(rest), imm(1000), true, true)
	k3 := s.iadd(rest, negOp(k2))
	pow := func(e opnd) fsrc {
		return s.pairOf(zero, s.shf("L", "U32", false, s.iadd(e, imm(1023)), imm(20), zero))
	}
	ys := s.fmul(s.fmul(s.fmul(Y, pow(k1), fround{}), pow(k2), fround{}), pow(k3), fround{})
	q := s.frnd(s.div64(R, ys), "RZ", false)
	rn := s.ffma(q.negated(), ys, R, fround{})
	neg := s.fsetp("LT", rn, fimm64hi(0), "AND", predTrue)
	rn = s.fsel(s.fadd(rn, ys, fround{}), rn, neg)
	rn = s.plain(rn)
	loop.loopPhis = append(loop.loopPhis, loopPhi{in: phi, args: map[*ir.Block]ir.Reg{pre.b: X.o.r, loop.b: rn.o.r}})
	again := s.fsetp("GE", rn, Y, "AND", predTrue)
	pr, not := s.toPR(again)
	s.bra(loop.b, pr, not)
	s.bra(after.b, ir.Reg{}, false)
	s.cur = after
	s.emit("WARPSYNC_R").SetReg("rb", mask)
	// The sign of x (also on a zero remainder).
	rlo, rhi2 := s.fpHalves(rn)
	_, xhi := s.fpHalves(x)
	signed := s.pairOf(rlo, s.lop(s.toGPR(rhi2), xhi, imm(signBit32), lutA|lutB&lutC))
	res := s.fsel(x, signed, yinf)
	nan := s.pairOf(imm(0xffffffff), imm(0x7fffffff))
	return s.fsel(nan, res, bad)
}

// directed64 is a binary64 division a / b (or the square root of a when b
// is empty) rounded toward zero, -inf or +inf. It starts from the
// correctly rounded (RN) result q and moves it by one ulp (an integer step
// of its bit pattern, which also crosses binades, reaches the smallest
// denormal from zero and the largest finite value from inf) when the exact
// result lies on the wrong side of q. The side is the sign of a residual
// computed with one rounding (so its sign is exact): for division
// DFMA(-|b'|, |q| * 2^-k, |a'|) on the operands scaled into [1, 2) (exp
// difference k; the four power-of-two factors keep every intermediate
// between |q| and the quotient of the scaled operands, so the scaling is
// exact, denormal q included); for the root DFMA(-q, q, x), with x and q
// scaled by 2^108 and 2^54 below 2^-900 (a denormal residual could round
// to zero). Zero, infinite and NaN operands give exact results and are not
// moved.
func (s *sel) directed64(a, b fsrc, rnd string) fsrc {
	a = s.fpReg(s.plain(a))
	var q, res fsrc
	var exact pred
	if b.o.k == kNone {
		q = s.sqrt64(a)
		small := s.fsetp("LT", a, fimm64hi((1023-900)<<20), "AND", predTrue)
		xs := s.fsel(s.fmul(a, fimm64hi((1023+108)<<20), fround{}), a, small)
		qs := s.fsel(s.fmul(q, fimm64hi((1023+54)<<20), fround{}), q, small)
		res = s.ffma(qs.negated(), qs, xs, fround{})
		pos := s.fsetp("GT", a, fimm64hi(0), "AND", predTrue)
		exact = s.fsetp("LT", a, fimm64hi(inf64hi), "AND", pos).negate()
	} else {
		b = s.fpReg(s.plain(b))
		q = s.div64(a, b)
		an, ka := s.normalize64(a)
		bn, kb := s.normalize64(b)
		t := s.iadd(kb, negOp(ka)) // -k
		t4 := s.shf("R", "S32", true, zero, imm(2), s.toGPR(t))
		rest := s.iadd(t, negOp(s.shf("L", "U32", false, s.toGPR(t4), imm(2), zero)))
		rest = s.iadd(rest, t4)
		pow := func(e opnd) fsrc {
			return s.pairOf(zero, s.shf("L", "U32", false, s.iadd(e, imm(1023)), imm(20), zero))
		}
		qs := q
		qs.abs, qs.neg = true, false
		for i := 0; i < 3; i++ {
			qs = s.fmul(qs, pow(t4), fround{})
		}
		qs = s.fmul(qs, pow(rest), fround{})
		res = s.ffma(bn.negated(), qs, an, fround{})
		exact = s.special(b, s.special(a, predFalse))
	}
	q = s.fpReg(s.plain(q))
	qlo, qhi := s.fpHalves(q)
	negq := s.isetp("LT", "S32", s.toGPR(qhi), zero, "AND", predTrue, false, pred{})
	var towardZero pred
	switch rnd {
	case "RZ":
		towardZero = predTrue
	case "RM":
		towardZero = negq.negate()
	default:
		towardZero = negq
	}
	down := s.fsetp("LT", res, fimm64hi(0), "AND", towardZero)
	down = s.logicPred(down, exact.negate(), '&')
	up := s.fsetp("GT", res, fimm64hi(0), "AND", towardZero.negate())
	up = s.logicPred(up, exact.negate(), '&')
	stepLo := s.selp(ir.Reg{}, imm(0xffffffff), s.selp(ir.Reg{}, imm(1), zero, up), down)
	stepHi := s.selp(ir.Reg{}, imm(0xffffffff), zero, down)
	return freg(s.lvalPair(s.add64(qlo, qhi, stepLo, stepHi, false), isa.GPR), true)
}
