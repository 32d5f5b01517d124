package lower

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/isa"
)

// Bit intrinsics, with the instructions of isa/spec/ext_bits.txt:
//
//	ctpop.i32       POPC; narrow values are zero-extended first, i64 adds
//	                the two halves' counts
//	cttz.i32        POPC(~x & (x - 1)); narrow: of x | 1 << width
//	ctlz.i32        31 - FLO.U32(x) (FLO of 0 is -1, so 32 for 0); narrow:
//	                of the zero extension, minus 32 - width
//	i64 ctlz/cttz   the count of the half that decides, SEL by an ISETP
//	bitreverse.i32  BREV; narrow: shifted right by 32 - width
//	bswap           PRMT 0x0123 (i32), 0x0001 (i16); i64 swaps the halves
//	fshl/fshr i8/16 the two operands packed {a:b} in one word (PRMT), then
//	                shifted by n mod width
//	fshl/fshr i64   three SELs choose the words by n & 32, then two
//	                SHF.L.HI.WRAP / SHF.R.WRAP funnel shifts
//	abs i8/i16      IABS of the sign extension; i64 (x ^ s) - s

// bitIntrinsics are the pure intrinsics of this file.
var bitIntrinsics = []string{"llvm.ctpop.", "llvm.ctlz.", "llvm.cttz.", "llvm.bitreverse.", "llvm.bswap.", "llvm.nvvm.prmt", "llvm.nvvm.mulhi."}

// lowerBitIntrinsic selects the intrinsics above; ok is false for others.
func (s *sel) lowerBitIntrinsic(inst *llir.InstCall, name string) (lv *lval, ok bool) {
	w := valueBits(inst)
	op := strings.TrimPrefix(name, "llvm.")
	if i := strings.IndexByte(op, '.'); i >= 0 {
		op = op[:i]
	}
	if lv, ok := s.lowerMulHi(inst, name); ok {
		return lv, true
	}
	if name == "llvm.nvvm.prmt" {
		// PTX prmt.b32 (default mode), LLVM's intrinsic for it: PRMT (IDX).
		a, b := s.toGPR(s.val32(inst.Args[0])), s.val32(inst.Args[1])
		return &lval{bits: 32, x: s.prmt(a, b, s.val32(inst.Args[2]))}, true
	}
	if op == "cttz" && w == 32 && isActiveMaskValue(inst.Args[0]) {
		return s.leaderLane(inst), true
	}
	switch op {
	case "ctpop", "ctlz", "cttz", "bitreverse", "bswap":
	case "fshl", "fshr":
		if w == 32 {
			return nil, false
		}
		return s.funnel(inst, w, op == "fshl"), true
	case "abs":
		if w == 32 {
			return nil, false
		}
		return s.absNarrowOr64(inst, w), true
	default:
		return nil, false
	}
	if w != 8 && w != 16 && w != 32 && w != 64 || op == "bswap" && w == 8 {
		s.fail("%s is not supported", name)
	}
	x := inst.Args[0]
	if w == 64 {
		lo, hi := s.halves(x)
		lo, hi = s.toGPR(lo), s.toGPR(hi)
		switch op {
		case "ctpop":
			return &lval{bits: 64, lo: s.iadd(s.popc32(lo), s.popc32(hi)), hi: zero, ext64: extZero}, true
		case "ctlz", "cttz":
			first, second := hi, lo // ctlz: the high word decides unless it is 0
			if op == "cttz" {
				first, second = lo, hi
			}
			count := s.ctlz32
			if op == "cttz" {
				count = s.cttz32
			}
			p := s.isetp("EQ", "U32", first, zero, "AND", predTrue, false, pred{})
			a := s.iadd(count(second), imm(32))
			return &lval{bits: 64, lo: s.selp(ir.Reg{}, a, count(first), p), hi: zero, ext64: extZero}, true
		case "bitreverse":
			return &lval{bits: 64, lo: s.brev32(hi), hi: s.brev32(lo)}, true
		default:
			return &lval{bits: 64, lo: s.prmt(hi, zero, imm(0x0123)), hi: s.prmt(lo, zero, imm(0x0123))}, true
		}
	}
	switch op {
	case "ctpop":
		return &lval{bits: w, x: s.popc32(s.toGPR(s.ext32(x, false))), ext: extZero}, true
	case "ctlz":
		c := s.ctlz32(s.toGPR(s.ext32(x, false)))
		if w < 32 {
			c = s.iadd(c, imm(uint32(w-32)))
		}
		return &lval{bits: w, x: c, ext: extZero}, true
	case "cttz":
		v := s.toGPR(s.val32(x))
		if w < 32 {
			v = s.lop(v, imm(1<<w), zero, lutA|lutB)
		}
		return &lval{bits: w, x: s.cttz32(v), ext: extZero}, true
	case "bitreverse":
		r := s.brev32(s.toGPR(s.val32(x)))
		if w < 32 {
			r = s.shf("R", "U32", false, r, imm(uint32(32-w)), zero)
			return &lval{bits: w, x: r, ext: extZero}, true
		}
		return &lval{bits: w, x: r}, true
	default: // bswap
		if w == 16 {
			return &lval{bits: 16, x: s.prmt(s.toGPR(s.val32(x)), zero, imm(0x4401)), ext: extZero}, true
		}
		return &lval{bits: 32, x: s.prmt(s.toGPR(s.val32(x)), zero, imm(0x0123))}, true
	}
}

// popc32 counts the set bits of a 32-bit value: POPC.
func (s *sel) popc32(x opnd) opnd {
	dst := s.newDst(ir.Reg{}, false)
	s.alu1("POPC", x).SetReg("rd", dst)
	return gpr(dst)
}

// flo32 emits FLO.U32 (with .SH when shift): the position of the leading 1
// of x (31 - it), 0xFFFFFFFF when x is 0.
func (s *sel) flo32(x opnd, shift bool) opnd {
	dst := s.newDst(ir.Reg{}, false)
	in := s.alu1("FLO", x).SetReg("rd", dst)
	if shift {
		in.SetMod("sh", "SH")
	}
	return gpr(dst)
}

// ctlz32 counts the leading zeros of a 32-bit value (32 for 0): 31 - FLO,
// which is 31 - (-1) = 32 for 0 too.
func (s *sel) ctlz32(x opnd) opnd {
	return s.iadd(negOp(s.flo32(x, false)), imm(31))
}

// cttz32 counts the trailing zeros of a 32-bit register (32 for 0): the
// set bits of ~x & (x - 1), the ones below the lowest 1.
func (s *sel) cttz32(x opnd) opnd {
	m := s.iadd(x, imm(0xFFFFFFFF))
	return s.popc32(s.lop(x, m, zero, ^lutA&lutB))
}

// brev32 reverses the bits of a 32-bit value: BREV.
func (s *sel) brev32(x opnd) opnd {
	dst := s.newDst(ir.Reg{}, false)
	s.alu1("BREV", x).SetReg("rd", dst)
	return gpr(dst)
}

// funnel selects fshl/fshr of i8, i16 and i64.
func (s *sel) funnel(inst *llir.InstCall, w int, left bool) *lval {
	if w == 64 {
		alo, ahi := s.halves(inst.Args[0])
		blo, bhi := s.halves(inst.Args[1])
		n, _ := s.halves(inst.Args[2])
		n = s.toGPR(n)
		p := s.lopTest(n, 32)
		pick := func(a, b opnd) opnd { return s.selp(ir.Reg{}, a, b, p) }
		if left {
			// high words of {x2:x1:x0} << (n & 31), the words chosen by n & 32
			x2, x1, x0 := pick(alo, ahi), pick(bhi, alo), pick(blo, bhi)
			hi := s.shfTo(ir.Reg{}, "L", "U32", true, true, x1, n, x2)
			lo := s.shfTo(ir.Reg{}, "L", "U32", true, true, x0, n, x1)
			return &lval{bits: 64, lo: lo, hi: hi}
		}
		y2, y1, y0 := pick(ahi, alo), pick(alo, bhi), pick(bhi, blo)
		lo := s.shfTo(ir.Reg{}, "R", "U32", false, true, y0, n, y1)
		hi := s.shfTo(ir.Reg{}, "R", "U32", false, true, y1, n, y2)
		return &lval{bits: 64, lo: lo, hi: hi}
	}
	a, b := s.toGPR(s.val32(inst.Args[0])), s.toGPR(s.val32(inst.Args[1]))
	n := s.lop(s.val32(inst.Args[2]), imm(uint32(w-1)), zero, lutA&lutB)
	// c = {a:b} in the low 2w bits (the bytes above are don't-care).
	sel := uint32(0x5410)
	if w == 8 {
		sel = 0x4440
	}
	c := s.prmt(b, a, imm(sel))
	if left {
		t := s.shf("L", "U32", false, c, n, zero)
		return &lval{bits: w, x: s.shf("R", "U32", false, t, imm(uint32(w)), zero)}
	}
	return &lval{bits: w, x: s.shf("R", "U32", false, c, n, zero)}
}

// lopTest returns the predicate (x & mask) != 0.
func (s *sel) lopTest(x opnd, mask uint32) pred {
	d := s.newPR("")
	in := s.alu3("LOP3", x, imm(mask), zero, false)
	in.SetPhys("rd", 255).SetVal("lut", lutA&lutB).SetMod("exbool", "PAND").
		SetPhys("pp", 7).SetVal("pp.not", 0).SetReg("pu", ir.Whole(d))
	return pred{k: pPR, r: ir.Whole(d)}
}

// absNarrowOr64 selects llvm.abs of i8, i16 and i64.
func (s *sel) absNarrowOr64(inst *llir.InstCall, w int) *lval {
	if w == 64 {
		lo, hi := s.halves(inst.Args[0])
		t := s.signWord(s.toGPR(hi))
		l, h := s.condNeg64(lo, hi, t)
		return &lval{bits: 64, lo: l, hi: h}
	}
	if w != 8 && w != 16 {
		s.fail("llvm.abs.i%d is not supported", w)
	}
	// |x| of the sign extension is at most 2^(w-1): zero-extended.
	return &lval{bits: w, x: s.abs32(s.ext32(inst.Args[0], true)), ext: extZero}
}

// isActiveMaskValue reports whether v is __activemask() (its inline asm).
func isActiveMaskValue(v value.Value) bool {
	c, ok := unwrapArg(v).(*llir.InstCall)
	return ok && isActiveMaskAsm(c)
}

// leaderLane selects cttz(__activemask()), the lowest active lane (the
// "leader" of `__ffs(__activemask()) - 1`; the mask is never 0 where it
// runs): ELECTU URd, the lane into a uniform register, or ELECT Rd in
// divergent code. The software count of trailing zeros would take ~20
// instructions. An __activemask() used only here is not selected at all
// (findWarpReductions marks it).
func (s *sel) leaderLane(inst *llir.InstCall) *lval {
	if s.inUR[inst] {
		d := s.newUR("leader")
		s.emit("ELECTU_X").SetPhys("pu", isa.PT).SetReg("urd", ir.Whole(d)).SetPhys("pp", isa.PT)
		return &lval{bits: 32, x: ureg(ir.Whole(d))}
	}
	d := s.newGPR("leader")
	s.emit("ELECT_X").SetPhys("pu", isa.PT).SetReg("rd", ir.Whole(d)).SetPhys("pp", isa.PT)
	return &lval{bits: 32, x: gpr(ir.Whole(d))}
}

// tryLeaderTest selects `laneid == cttz(__activemask())` ("am I the
// leader", `lane == __ffs(__activemask()) - 1`) as ELECT's pu, true in the
// lowest active lane only (negated for !=), when the cttz has no other use
// and the compare feeds no PLOP3-style combination (pp is PT).
func (s *sel) tryLeaderTest(inst *llir.InstICmp, ne bool, boolop string, pp pred) *lval {
	if pp.k != pConst || !pp.c {
		return nil
	}
	x, y := unwrapArg(inst.X), unwrapArg(inst.Y)
	for _, o := range [][2]value.Value{{x, y}, {y, x}} {
		lane, ok := o[0].(*llir.InstCall)
		if !ok || sregName(lane) != "laneid" {
			continue
		}
		cz, ok := o[1].(*llir.InstCall)
		if !ok || !strings.HasPrefix(calleeName(cz), "llvm.cttz.") || len(cz.Args) != 2 || !isActiveMaskValue(cz.Args[0]) ||
			!s.foldable(cz) {
			continue
		}
		s.consume(cz)
		p := s.newPR("leader")
		s.emit("ELECT_X").SetReg("pu", ir.Whole(p)).SetPhys("rd", isa.RZ).SetPhys("pp", isa.PT)
		return &lval{bits: 1, p: pred{k: pPR, r: ir.Whole(p), not: ne}}
	}
	return nil
}
