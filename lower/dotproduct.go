package lower

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
)

// Dot products of packed integers: IDP4A (four 8-bit lanes times four 8-bit
// lanes) and IDP2A (two 16-bit lanes times two 8-bit lanes, the low or high
// pair), plus a 32-bit accumulator. They come from
//
//	llvm.nvvm.idp4a.{s,u}.{s,u}(a, b, c)         (LLVM 17+, and inline PTX dp4a)
//	llvm.nvvm.idp2a.{s,u}.{s,u}(a, b, i1 hi, c)  (LLVM 17+, and inline PTX dp2a)
//
// and from the open-coded sum clang emits for a loop over the bytes of two
// words: a tree of 32-bit adds whose leaves include the products
// ext(lane k of x) * ext(lane k of y), each lane extracted by shifts and masks
// (`ashr (shl x, 24-8k), 24`, `and (lshr x, 8k), 255`, `lshr x, 24`,
// `sext/zext (trunc (lshr x, 8k))`). Four such products over the same two
// words with the same extension of each word and every lane once are one
// IDP4A; the other leaves are added first and become its accumulator. Bytes
// that come from separate loads are not lanes of a register and are left
// alone, as are lanes that repeat, miss or mix extensions.

// dotIntrinsic selects the NVVM dot-product intrinsics; ok is false for
// other calls.
func (s *sel) dotIntrinsic(inst *llir.InstCall, name string) (*lval, bool) {
	var four bool
	var rest string
	switch {
	case strings.HasPrefix(name, "llvm.nvvm.idp4a."):
		four, rest = true, name[len("llvm.nvvm.idp4a."):]
	case strings.HasPrefix(name, "llvm.nvvm.idp2a."):
		rest = name[len("llvm.nvvm.idp2a."):]
	default:
		return nil, false
	}
	if len(rest) != 3 || rest[1] != '.' || !strings.ContainsRune("su", rune(rest[0])) || !strings.ContainsRune("su", rune(rest[2])) {
		s.fail("%s is not a dot-product intrinsic (expected .s.s, .s.u, .u.s or .u.u)", name)
	}
	aSigned, bSigned := rest[0] == 's', rest[2] == 's'
	if four {
		if len(inst.Args) != 3 {
			s.fail("%s takes 3 arguments, not %d", name, len(inst.Args))
		}
		return &lval{bits: 32, x: s.idp(true, false, aSigned, bSigned, s.val32(inst.Args[0]), s.val32(inst.Args[1]), s.val32(inst.Args[2]))}, true
	}
	if len(inst.Args) != 4 {
		s.fail("%s takes 4 arguments, not %d", name, len(inst.Args))
	}
	hi, ok := constValue(unwrapArg(inst.Args[2]))
	if !ok {
		s.fail("%s: the hi operand must be a constant", name)
	}
	return &lval{bits: 32, x: s.idp(false, hi&1 != 0, aSigned, bSigned, s.val32(inst.Args[0]), s.val32(inst.Args[1]), s.val32(inst.Args[3]))}, true
}

// idp emits IDP.4A (four) or IDP.2A (with .HI when hi) d = c + a . b.
func (s *sel) idp(four, hi, aSigned, bSigned bool, a, b, c opnd) opnd {
	if four && a.k != kReg && b.k == kReg {
		// The dot product of four bytes by four bytes is symmetric; Ra must
		// be a register.
		a, b, aSigned, bSigned = b, a, bSigned, aSigned
	}
	fmt8 := func(signed bool) string {
		if signed {
			return "S8"
		}
		return "U8"
	}
	op, afmt := "IDP2A", "S16"
	if !aSigned {
		afmt = "U16"
	}
	if four {
		op, afmt = "IDP4A", fmt8(aSigned)
	}
	dst := s.newDst(ir.Reg{}, false)
	in := s.alu3(op, a, b, c, false).SetReg("rd", dst).SetMod("afmt", afmt).SetMod("bfmt", fmt8(bSigned))
	if !four && hi {
		in.SetMod("lohi", "HI")
	}
	return gpr(dst)
}

// lane is a value that is lane k (of width bits) of the 32-bit word base,
// sign- or zero-extended to 32 bits.
type lane struct {
	base   value.Value
	k      int
	width  int
	signed bool
}

// laneOf recognizes the extraction of a lane of a 32-bit word. A lane of a
// word shifted right by whole lanes is a higher lane of the unshifted word
// (clang writes byte 2 as byte 0 of x >> 16 when it shares x >> 16).
func (s *sel) laneOf(v value.Value, width int) (lane, bool) {
	l, ok := s.laneOf1(v, width)
	for ok {
		var x, y value.Value
		switch in := l.base.(type) {
		case *llir.InstLShr:
			x, y = in.X, in.Y
		case *llir.InstAShr:
			x, y = in.X, in.Y
		default:
			return l, true
		}
		n, isConst := constValue(y)
		if !isConst || n == 0 || int(n)%width != 0 || l.k+int(n)/width >= 32/width || valueBits(x) != 32 {
			return l, true
		}
		l.base, l.k = x, l.k+int(n)/width
	}
	return l, ok
}

func (s *sel) laneOf1(v value.Value, width int) (lane, bool) {
	if valueBits(v) != 32 {
		return lane{}, false
	}
	shiftOf := func(v value.Value) (value.Value, int, bool) {
		// v = x >> n (either shift) or v = x: the word and n.
		switch in := v.(type) {
		case *llir.InstLShr:
			if n, ok := constValue(in.Y); ok && n < 32 {
				return in.X, int(n), true
			}
		case *llir.InstAShr:
			if n, ok := constValue(in.Y); ok && n < 32 {
				return in.X, int(n), false
			}
		}
		return v, 0, false
	}
	switch in := v.(type) {
	case *llir.InstAShr, *llir.InstLShr:
		// The top lane: x >> (32-width), arithmetic (signed) or logical.
		_, signed := in.(*llir.InstAShr)
		var x, y value.Value
		if a, ok := in.(*llir.InstAShr); ok {
			x, y = a.X, a.Y
		} else {
			l := in.(*llir.InstLShr)
			x, y = l.X, l.Y
		}
		n, ok := constValue(y)
		if !ok || int(n) != 32-width {
			return lane{}, false
		}
		if shl, ok := x.(*llir.InstShl); ok && signed {
			// ashr (shl x, m), 32-width: lane (32-width-m)/width.
			m, ok := constValue(shl.Y)
			if !ok || int(m) > 32-width || (32-width-int(m))%width != 0 {
				return lane{}, false
			}
			return lane{base: shl.X, k: (32 - width - int(m)) / width, width: width, signed: true}, true
		}
		return lane{base: x, k: (32 - width) / width, width: width, signed: signed}, true
	case *llir.InstAnd:
		x, mask := in.X, in.Y
		if _, ok := constValue(x); ok {
			x, mask = mask, x
		}
		if m, ok := constValue(mask); !ok || m != 1<<uint(width)-1 {
			return lane{}, false
		}
		base, n, _ := shiftOf(x)
		if n%width != 0 {
			return lane{}, false
		}
		return lane{base: base, k: n / width, width: width}, true
	case *llir.InstSExt, *llir.InstZExt:
		var from value.Value
		signed := false
		if e, ok := in.(*llir.InstSExt); ok {
			from, signed = e.From, true
		} else {
			from = in.(*llir.InstZExt).From
		}
		tr, ok := from.(*llir.InstTrunc)
		if !ok || valueBits(tr) != width || valueBits(tr.From) != 32 {
			return lane{}, false
		}
		base, n, _ := shiftOf(tr.From)
		if n%width != 0 {
			return lane{}, false
		}
		return lane{base: base, k: n / width, width: width, signed: signed}, true
	}
	return lane{}, false
}

// dotTerm is a product of two lanes: a (the wider one for IDP2A) and b.
type dotTerm struct {
	leaf value.Value
	a, b lane
}

// addLeaves flattens a tree of 32-bit per-thread adds that only this tree
// uses into its leaves.
func (s *sel) addLeaves(v value.Value, root bool, out []value.Value) []value.Value {
	if add, ok := v.(*llir.InstAdd); ok && (root || s.foldable(add) && !s.inUR[add]) && len(out) < 64 {
		out = s.addLeaves(add.X, false, out)
		return s.addLeaves(add.Y, false, out)
	}
	return append(out, v)
}

// tryDot selects a sum of lane products as IDP4A/IDP2A (see above); nil when
// the add is not one.
func (s *sel) tryDot(add *llir.InstAdd) *lval {
	if s.inUR[add] || valueBits(add) != 32 {
		return nil
	}
	leaves := s.addLeaves(add, true, nil)
	if len(leaves) < 2 {
		return nil
	}
	var terms []dotTerm
	var others []value.Value
	for _, l := range leaves {
		// A product with other uses qualifies too: clang shares the
		// products of two sums over the same bytes, and the multiply left
		// without users is deleted at -O2.
		mul, ok := l.(*llir.InstMul)
		if ok && !s.inUR[mul] {
			if t, ok := s.productTerm(mul); ok {
				terms = append(terms, t)
				continue
			}
		}
		others = append(others, l)
	}
	type group struct {
		a, b   value.Value
		as, bs bool
		four   bool
		terms  []int
	}
	var groups []*group
	find := func(t dotTerm) *group {
		four := t.a.width == 8
		for _, g := range groups {
			if g.four == four && g.a == t.a.base && g.b == t.b.base && g.as == t.a.signed && g.bs == t.b.signed {
				return g
			}
			if four && g.four && g.a == t.b.base && g.b == t.a.base && g.as == t.b.signed && g.bs == t.a.signed {
				return g
			}
		}
		g := &group{a: t.a.base, b: t.b.base, as: t.a.signed, bs: t.b.signed, four: four}
		groups = append(groups, g)
		return g
	}
	for i, t := range terms {
		g := find(t)
		g.terms = append(g.terms, i)
	}
	type dot struct {
		g  *group
		hi bool
	}
	var dots []dot
	used := make([]bool, len(terms))
	for _, g := range groups {
		if g.four {
			// Each of the four lanes exactly once.
			var seen [4]int
			for k := range seen {
				seen[k] = -1
			}
			dup := false
			for _, i := range g.terms {
				k := terms[i].a.k
				if seen[k] >= 0 {
					dup = true
				}
				seen[k] = i
			}
			if dup || seen[0] < 0 || seen[1] < 0 || seen[2] < 0 || seen[3] < 0 {
				continue
			}
			for _, i := range seen {
				used[i] = true
			}
			dots = append(dots, dot{g: g})
			continue
		}
		// IDP2A: halves 0 and 1 times bytes 0 and 1 (LO) or 2 and 3 (HI).
		var seen [2]int
		seen[0], seen[1] = -1, -1
		bad, hi := false, false
		for j, i := range g.terms {
			t := terms[i]
			if seen[t.a.k] >= 0 {
				bad = true
				break
			}
			seen[t.a.k] = i
			h := t.b.k >= 2
			if j > 0 && h != hi {
				bad = true
			}
			hi = h
			if t.b.k-t.a.k != map[bool]int{false: 0, true: 2}[h] {
				bad = true
			}
		}
		if bad || seen[0] < 0 || seen[1] < 0 {
			continue
		}
		used[seen[0]], used[seen[1]] = true, true
		dots = append(dots, dot{g: g, hi: hi})
	}
	if len(dots) == 0 {
		return nil
	}
	for i, t := range terms {
		if !used[i] {
			others = append(others, t.leaf)
		}
	}
	// The accumulator: the sum of the other leaves.
	acc := zero
	for i, o := range others {
		if i == 0 {
			acc = s.val32(o)
			continue
		}
		acc = s.iadd(acc, s.val32(o))
	}
	for i, t := range terms {
		if used[i] && s.foldable(t.leaf) {
			s.consume(t.leaf)
		}
	}
	for _, d := range dots {
		acc = s.idp(d.g.four, d.hi, d.g.as, d.g.bs, s.val32(d.g.a), s.val32(d.g.b), acc)
	}
	return &lval{bits: 32, x: acc}
}

// productTerm recognizes mul(lane, lane): two byte lanes of the same index,
// or a 16-bit lane times a byte lane.
func (s *sel) productTerm(mul *llir.InstMul) (dotTerm, bool) {
	if la, ok := s.laneOf(mul.X, 8); ok {
		if lb, ok := s.laneOf(mul.Y, 8); ok && la.k == lb.k {
			return dotTerm{leaf: mul, a: la, b: lb}, true
		}
	}
	for _, p := range [][2]value.Value{{mul.X, mul.Y}, {mul.Y, mul.X}} {
		la, ok := s.laneOf(p[0], 16)
		if !ok {
			continue
		}
		if lb, ok := s.laneOf(p[1], 8); ok {
			return dotTerm{leaf: mul, a: la, b: lb}, true
		}
	}
	return dotTerm{}, false
}
