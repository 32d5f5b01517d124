package lower

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
)

// ISET writes a compare's result as a 32-bit mask (.BM: 0xFFFFFFFF or 0) or
// as the float 1.0 (.BF: 0x3F800000 or 0), optionally combined with a
// predicate (.AND/.OR/.XOR). One ISET replaces ISETP + SEL where the compare
// has no other use:
//
//	sext (icmp ...) to iN                      ISET.cmp.BM
//	select (icmp ...), -1, 0 / 0, -1           ISET.cmp.BM (the inverse compare for 0, -1)
//	select (icmp ...), 1.0, 0.0 / 0.0, 1.0     ISET.cmp.BF
//	uitofp (icmp ...) to float                 ISET.cmp.BF
//	the same of and/or/xor (icmp ...), p       ISET.cmp.{AND,OR,XOR} with pp = p
//
// The compare must read 32-bit (or narrower, extended) integers and not be
// warp-uniform (uniform compares stay UISETP + USEL on the uniform datapath).

// Results of an ISET.
const (
	isetMask  = 0xFFFFFFFF
	isetFloat = 0x3F800000 // 1.0f
)

// trySetIdiom selects inst as one ISET when it is one of the idioms above;
// nil when it is not.
func (s *sel) trySetIdiom(inst llir.Instruction) *lval {
	v, ok := inst.(value.Value)
	if !ok || s.inUR[v] {
		return nil
	}
	switch inst := inst.(type) {
	case *llir.InstSExt:
		if valueBits(inst.From) != 1 {
			return nil
		}
		r, ok := s.iset(inst.From, isetMask, false)
		if !ok {
			return nil
		}
		if valueBits(inst) == 64 {
			return &lval{bits: 64, lo: r, hi: r, ext64: extSign}
		}
		return &lval{bits: valueBits(inst), x: r, ext: extSign}
	case *llir.InstUIToFP:
		if valueBits(inst.From) != 1 || !types.Equal(inst.To, types.Float) {
			return nil
		}
		if r, ok := s.iset(inst.From, isetFloat, false); ok {
			return &lval{bits: 32, x: r}
		}
	case *llir.InstSelect:
		t, tok := isetConst(inst.ValueTrue)
		f, fok := isetConst(inst.ValueFalse)
		if !tok || !fok || valueBits(inst) != 32 && !types.Equal(inst.Typ, types.Float) {
			return nil
		}
		var r opnd
		switch {
		case f == 0 && (t == isetMask || t == isetFloat):
			r, ok = s.iset(inst.Cond, t, false)
		case t == 0 && (f == isetMask || f == isetFloat):
			r, ok = s.iset(inst.Cond, f, true)
		default:
			return nil
		}
		if ok {
			return &lval{bits: 32, x: r}
		}
	}
	return nil
}

// isetConst is the 32-bit pattern of an integer or float constant.
func isetConst(v value.Value) (uint32, bool) {
	if c, ok := v.(*constant.Float); ok && types.Equal(c.Typ, types.Float) && !c.NaN {
		f, _ := c.X.Float32()
		switch f {
		case 1:
			return isetFloat, true
		case 0:
			if c.X.Signbit() {
				return 0, false // -0.0 is not ISET's false
			}
			return 0, true
		}
		return 0, false
	}
	if _, isInt := v.Type().(*types.IntType); !isInt {
		return 0, false
	}
	c, ok := constValue(v)
	return uint32(c), ok
}

// iset emits ISET for the i1 value cond (inverted when invert) with result
// val when true; ok is false when cond is not a foldable compare (or a
// foldable and/or/xor of one with another predicate).
func (s *sel) iset(cond value.Value, val uint32, invert bool) (opnd, bool) {
	boolop, pp := "AND", predTrue
	cmp, ok := cond.(*llir.InstICmp)
	if !ok && !invert {
		// and/or/xor (icmp), p: the compare's result combined with p.
		var x, y value.Value
		switch l := cond.(type) {
		case *llir.InstAnd:
			boolop, x, y = "AND", l.X, l.Y
		case *llir.InstOr:
			boolop, x, y = "OR", l.X, l.Y
		case *llir.InstXor:
			boolop, x, y = "XOR", l.X, l.Y
		case *llir.InstSelect:
			// c || y and c && y as clang writes them.
			if c, ok := constValue(l.ValueTrue); ok && c&1 == 1 {
				boolop, x, y = "OR", l.Cond, l.ValueFalse
			} else if c, ok := constValue(l.ValueFalse); ok && c&1 == 0 {
				boolop, x, y = "AND", l.Cond, l.ValueTrue
			} else {
				return opnd{}, false
			}
		default:
			return opnd{}, false
		}
		if valueBits(cond) != 1 || !s.foldable(cond) || s.inUR[cond] {
			return opnd{}, false
		}
		if c, isCmp := y.(*llir.InstICmp); isCmp && s.isetCompare(c) {
			x, y = y, x
		}
		c, isCmp := x.(*llir.InstICmp)
		if !isCmp || !s.isetCompare(c) {
			return opnd{}, false
		}
		s.consume(cond)
		cmp, pp = c, s.predOf(y)
	} else if !ok || !s.isetCompare(cmp) {
		return opnd{}, false
	}
	s.consume(cmp)
	op, signed := icmpOp(cmp.Pred)
	if invert {
		op = map[string]string{"EQ": "NE", "NE": "EQ", "LT": "GE", "GE": "LT", "LE": "GT", "GT": "LE"}[op]
	}
	var a, b opnd
	if valueBits(cmp.X) < 32 {
		a, b = s.ext32(cmp.X, signed), s.ext32(cmp.Y, signed)
	} else {
		a, b = s.val32(cmp.X), s.val32(cmp.Y)
	}
	if a.k != kReg && (b.k == kReg || b.isImm(0)) {
		a, b, op = b, a, swapCmp(op)
	}
	ppr, ppnot := s.toPR(pp)
	dst := s.newDst(ir.Reg{}, false)
	in := s.alu2("ISET", a, b).SetReg("rd", dst).SetMod("compop", op).SetMod("boolop", boolop).SetMod("itype", itypeOf(signed))
	if val == isetFloat {
		in.SetMod("bmbf", "BF")
	}
	setPred(in, "pp", ppr, ppnot)
	return gpr(dst), true
}

// isetCompare reports whether an icmp can become the compare of an ISET:
// foldable, per-thread, on integers of at most 32 bits.
func (s *sel) isetCompare(c *llir.InstICmp) bool {
	if !s.foldable(c) || s.inUR[c] {
		return false
	}
	bits := valueBits(c.X)
	return bits >= 8 && bits <= 32
}
