package lower

import (
	"sort"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
)

// I2IP saturates two signed 32-bit integers to a narrow type (2, 4, 8 or 16
// bits, signed or unsigned; .SATRELU also clamps a signed type at 0) and
// packs them: SrcB in the low field, Ra in the next, the rest of the word
// from the low bits of Rc. It is selected for a 32-bit `or` tree (the
// single-use ors of one value) whose terms are clamped fields:
//
//	clamp(x)                    field at bit 0 (only when the clamp range is non-negative)
//	and (clamp(x), 2^s-1)       field at bit 0
//	shl (and (clamp(x), 2^s-1), k)  or  and (shl (clamp(x), k), (2^s-1) << k)   field at bit k
//	shl (clamp(x), k)           field at bit k (non-negative range, or k + s = 32)
//
// where clamp(x) is min(max(x, lo), hi) or max(min(x, hi), lo) (signed;
// icmp + select as LLVM 14 writes it, or llvm.smin/smax) and [lo, hi] is the
// range of a type of s bits: [-2^(s-1), 2^(s-1)-1] (.S), [0, 2^s-1] (.U) or
// [0, 2^(s-1)-1] (.S .SATRELU). The fields must all be of one type, lie at
// bits 0, s, 2s, ... without gaps and be an even number; one further term
// `shl (y, n*s)` above them is Rc. Fields are packed in pairs from the top,
// each I2IP taking the pairs above it as its Rc: four bytes are two I2IPs
// instead of eight min/max and six logic instructions. PTX cvt.pack.sat
// (inline asm) is translated into exactly this form.

// clampRange is the field type of a clamp range.
type clampRange struct {
	dtype string // S2 ... U16
	relu  bool
	size  int
	// nonNeg: the clamped value is in [0, 2^size-1] already, no mask needed.
	nonNeg bool
}

// rangeType classifies [lo, hi] as the range of an I2IP destination type.
func rangeType(lo, hi int64) (clampRange, bool) {
	for _, s := range []int{2, 4, 8, 16} {
		n := "S"
		switch {
		case lo == -1<<(s-1) && hi == 1<<(s-1)-1:
			return clampRange{dtype: n + itoa(s), size: s}, true
		case lo == 0 && hi == 1<<(s-1)-1:
			return clampRange{dtype: n + itoa(s), size: s, relu: true, nonNeg: true}, true
		case lo == 0 && hi == 1<<s-1:
			return clampRange{dtype: "U" + itoa(s), size: s, nonNeg: true}, true
		}
	}
	return clampRange{}, false
}

func itoa(n int) string {
	return map[int]string{2: "2", 4: "4", 8: "8", 16: "16"}[n]
}

// minmaxOf recognizes a signed minimum or maximum of a 32-bit value and a
// constant.
func (s *sel) minmaxOf(v value.Value) (x value.Value, c int64, isMin bool, ok bool) {
	if valueBits(v) != 32 {
		return nil, 0, false, false
	}
	switch in := v.(type) {
	case *llir.InstCall:
		name := calleeName(in)
		if name != "llvm.smin.i32" && name != "llvm.smax.i32" || len(in.Args) != 2 {
			return nil, 0, false, false
		}
		a, b := unwrapArg(in.Args[0]), unwrapArg(in.Args[1])
		if _, isConst := constValue(a); isConst {
			a, b = b, a
		}
		k, isConst := constValue(b)
		if !isConst {
			return nil, 0, false, false
		}
		return a, int64(int32(k)), name == "llvm.smin.i32", true
	case *llir.InstSelect:
		cmp, isCmp := in.Cond.(*llir.InstICmp)
		if !isCmp {
			return nil, 0, false, false
		}
		op, signed := icmpOp(cmp.Pred)
		if !signed {
			return nil, 0, false, false
		}
		a, b := cmp.X, cmp.Y
		if _, isConst := constValue(a); isConst {
			a, b, op = b, a, swapCmp(op)
		}
		k, isConst := constValue(b)
		if !isConst {
			return nil, 0, false, false
		}
		less := op == "LT" || op == "LE"
		same := func(p, q value.Value) bool { return p == q || sameConst(p, q) }
		switch {
		case same(in.ValueTrue, a) && same(in.ValueFalse, b):
			return a, int64(int32(k)), less, true
		case same(in.ValueTrue, b) && same(in.ValueFalse, a):
			return a, int64(int32(k)), !less, true
		}
	}
	return nil, 0, false, false
}

// clampOf recognizes a clamp of x to [lo, hi]: min(max(x, lo), hi),
// max(min(x, hi), lo), x < lo ? lo : min(x, hi) and x > hi ? hi : max(x, lo)
// (lo <= hi; the form C's `x < lo ? lo : (x > hi ? hi : x)` takes), and an
// unsigned minimum umin(x, hi) of an x that a logical right shift made
// non-negative (LLVM's form of the clamp when it knows x >= 0).
func (s *sel) clampOf(v value.Value) (x value.Value, r clampRange, ok bool) {
	if x, hi, ok := s.uminNonNeg(v); ok {
		for _, sz := range []int{2, 4, 8, 16} {
			switch hi {
			case 1<<(sz-1) - 1: // .S SAT on x >= 0
				r, ok := rangeType(-1<<(sz-1), hi)
				return x, r, ok
			case 1<<sz - 1:
				r, ok := rangeType(0, hi)
				return x, r, ok
			}
		}
		return nil, r, false
	}
	y, c1, min1, ok := s.minmaxOf(v)
	if !ok {
		y, c1, min1, ok = s.boundSelect(v)
		if !ok {
			return nil, r, false
		}
	}
	x, c2, min2, ok := s.minmaxOf(y)
	if !ok || min1 == min2 {
		return nil, r, false
	}
	lo, hi := c1, c2
	if min1 {
		lo, hi = c2, c1
	}
	if lo > hi {
		return nil, r, false
	}
	r, ok = rangeType(lo, hi)
	return x, r, ok
}

// boundSelect recognizes select(x < C, C, y) (a lower bound on y, reported
// as max) and select(x > C, C, y) (an upper bound, min), with the compare
// on x itself (the caller checks that y is the opposite bound of the same
// x, where the form equals the clamp).
func (s *sel) boundSelect(v value.Value) (y value.Value, c int64, isMin bool, ok bool) {
	sl, isSel := v.(*llir.InstSelect)
	if !isSel || valueBits(v) != 32 {
		return nil, 0, false, false
	}
	cmp, isCmp := sl.Cond.(*llir.InstICmp)
	if !isCmp {
		return nil, 0, false, false
	}
	op, signed := icmpOp(cmp.Pred)
	if !signed {
		return nil, 0, false, false
	}
	a, b := cmp.X, cmp.Y
	if _, isConst := constValue(a); isConst {
		a, b, op = b, a, swapCmp(op)
	}
	k, isConst := constValue(b)
	if !isConst {
		return nil, 0, false, false
	}
	other, t := sl.ValueFalse, sl.ValueTrue
	if !sameConst(t, b) {
		// select(cond, y, C): C when the condition fails.
		if !sameConst(sl.ValueFalse, b) {
			return nil, 0, false, false
		}
		other = sl.ValueTrue
		op = map[string]string{"LT": "GE", "GE": "LT", "LE": "GT", "GT": "LE"}[op]
	}
	var minForm bool
	switch op {
	case "LT": // x < C ? C : y  is max(y, C) when y = min(x, hi)
		minForm = false
	case "GT":
		minForm = true
	default:
		return nil, 0, false, false
	}
	if inner, _, _, ok := s.minmaxOf(other); !ok || inner != a {
		return nil, 0, false, false
	}
	return other, int64(int32(k)), minForm, true
}

// uminNonNeg recognizes umin(x, C) (icmp ult + select, or llvm.umin) of an
// x = lshr(_, k > 0), which is non-negative as a signed value.
func (s *sel) uminNonNeg(v value.Value) (x value.Value, c int64, ok bool) {
	var a, b value.Value
	switch in := v.(type) {
	case *llir.InstCall:
		if calleeName(in) != "llvm.umin.i32" || len(in.Args) != 2 {
			return nil, 0, false
		}
		a, b = unwrapArg(in.Args[0]), unwrapArg(in.Args[1])
	case *llir.InstSelect:
		cmp, isCmp := in.Cond.(*llir.InstICmp)
		if !isCmp {
			return nil, 0, false
		}
		op, signed := icmpOp(cmp.Pred)
		if signed || op != "LT" || in.ValueTrue != cmp.X || !sameConst(in.ValueFalse, cmp.Y) {
			return nil, 0, false
		}
		a, b = cmp.X, cmp.Y
	default:
		return nil, 0, false
	}
	if _, isConst := constValue(a); isConst {
		a, b = b, a
	}
	k, isConst := constValue(b)
	sh, isShr := a.(*llir.InstLShr)
	if !isConst || !isShr || valueBits(a) != 32 {
		return nil, 0, false
	}
	if n, isConst := constValue(sh.Y); !isConst || n == 0 || n >= 32 {
		return nil, 0, false
	}
	return a, int64(k), true
}

// packField is one clamped field of an I2IP pack.
type packField struct {
	x   value.Value
	r   clampRange
	off int
}

// fieldOf recognizes one term of a pack as a clamped field.
func (s *sel) fieldOf(v value.Value) (packField, bool) {
	maskOf := func(v value.Value) (value.Value, uint64, bool) {
		if a, ok := v.(*llir.InstAnd); ok {
			x, m := a.X, a.Y
			if _, isConst := constValue(x); isConst {
				x, m = m, x
			}
			if k, isConst := constValue(m); isConst {
				return x, k & 0xFFFFFFFF, true
			}
		}
		return v, 0, false
	}
	shlOf := func(v value.Value) (value.Value, int, bool) {
		if sh, ok := v.(*llir.InstShl); ok {
			if k, isConst := constValue(sh.Y); isConst && k < 32 {
				return sh.X, int(k), true
			}
		}
		return v, 0, false
	}
	field := func(c value.Value, off int, mask uint64, masked bool) (packField, bool) {
		x, r, ok := s.clampOf(c)
		if !ok {
			return packField{}, false
		}
		want := uint64(1)<<uint(r.size) - 1
		switch {
		case masked && mask != want<<uint(off)&0xFFFFFFFF:
			return packField{}, false
		case !masked && !r.nonNeg && off+r.size != 32:
			return packField{}, false
		}
		return packField{x: x, r: r, off: off}, true
	}
	if y, m, ok := maskOf(v); ok {
		if z, k, ok := shlOf(y); ok {
			return field(z, k, m, true)
		}
		return field(y, 0, m, true)
	}
	if y, k, ok := shlOf(v); ok {
		if z, m, ok := maskOf(y); ok {
			return field(z, k, m<<uint(k)&0xFFFFFFFF, true)
		}
		return field(y, k, 0, false)
	}
	return field(v, 0, 0, false)
}

// orLeaves flattens a tree of single-use 32-bit per-thread ors.
func (s *sel) orLeaves(v value.Value, root bool, out []value.Value) []value.Value {
	if or, ok := v.(*llir.InstOr); ok && (root || s.foldable(or) && !s.inUR[or]) && len(out) < 32 {
		out = s.orLeaves(or.X, false, out)
		return s.orLeaves(or.Y, false, out)
	}
	return append(out, v)
}

// tryPack selects a pack of clamped fields as I2IP (see above); nil when the
// or is not one.
func (s *sel) tryPack(or *llir.InstOr) *lval {
	if s.inUR[or] || valueBits(or) != 32 {
		return nil
	}
	leaves := s.orLeaves(or, true, nil)
	var fields []packField
	var rest []value.Value
	for _, l := range leaves {
		if f, ok := s.fieldOf(l); ok {
			fields = append(fields, f)
		} else {
			rest = append(rest, l)
		}
	}
	n := len(fields)
	if n < 2 || n%2 != 0 || len(rest) > 1 {
		return nil
	}
	sort.Slice(fields, func(i, j int) bool { return fields[i].off < fields[j].off })
	r := fields[0].r
	for i, f := range fields {
		if f.r != r || f.off != i*r.size {
			return nil
		}
	}
	top := n * r.size
	acc := zero
	if len(rest) == 1 {
		sh, ok := rest[0].(*llir.InstShl)
		if !ok || top >= 32 {
			return nil
		}
		if k, isConst := constValue(sh.Y); !isConst || int(k) != top {
			return nil
		}
		acc = s.val32(sh.X)
	}
	for j := n/2 - 1; j >= 0; j-- {
		acc = s.i2ip(r, s.val32(fields[2*j+1].x), s.val32(fields[2*j].x), acc)
	}
	return &lval{bits: 32, x: acc}
}

// i2ip emits I2IP.dtype.{SAT,SATRELU} d = pack(a, b) | c << 2s.
func (s *sel) i2ip(r clampRange, a, b, c opnd) opnd {
	sat := "SAT"
	if r.relu {
		sat = "SATRELU"
	}
	dst := s.newDst(ir.Reg{}, false)
	c = s.toGPR(c)
	s.alu3("I2IP", a, b, c, false).SetReg("rd", dst).SetMod("dsttype", strings.ToUpper(r.dtype)).SetMod("satrelu", sat)
	return gpr(dst)
}

// trySaturate selects a lone clamp of a 32-bit value to the range of an
// 8- or 16-bit type (the clamp forms of clampOf, not .SATRELU ranges) as one
// I2I.{S8,U8,S16,U16} instead of two IMNMX; nil when inst is not one.
func (s *sel) trySaturate(inst llir.Instruction) *lval {
	switch inst.(type) {
	case *llir.InstSelect, *llir.InstCall:
	default:
		return nil
	}
	v := inst.(value.Value)
	if s.inUR[v] || valueBits(v) != 32 {
		return nil
	}
	x, r, ok := s.clampOf(v)
	if !ok || r.relu || r.size < 8 {
		return nil
	}
	dst := s.newDst(ir.Reg{}, false)
	s.alu1("I2I", s.val32(x)).SetReg("rd", dst).SetMod("dtype", r.dtype)
	return &lval{bits: 32, x: gpr(dst)}
}
