package lower

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
)

// lopNode is a node of an and/or/xor tree selected as one LOP3.
type lopNode struct {
	op   byte // '&', '|', '^', or 0 for a leaf
	a, b *lopNode
	leaf value.Value // the leaf's value, or the instruction an inner node absorbed
}

// lopTree selects an and/or/xor over integers as LOP3 (ULOP3), absorbing
// operands that are single-use and/or/xor instructions (so also `xor x, -1`)
// as long as the tree has at most three inputs. Constant words 0 and ~0
// fold into the truth table.
func (s *sel) lopTree(root value.Value, bits int) *lval {
	uniform := s.inUR[root]
	x, y, op := logicOperands(root.(llir.Instruction))
	tree := &lopNode{op: op, a: &lopNode{leaf: x}, b: &lopNode{leaf: y}}
	s.expandLop(tree, tree, bits, uniform)
	leaves := lopLeaves(tree)
	if bits == 64 {
		los, his := make([]opnd, len(leaves)), make([]opnd, len(leaves))
		for i, l := range leaves {
			los[i], his[i] = s.halves(l)
		}
		var p ir.VReg
		var lo, hi ir.Reg
		if s.needsPair(root) {
			// Write both words into one pair rather than copy them later.
			if uniform {
				p = s.newUPair("")
			} else {
				p = s.newPair("")
			}
			lo, hi = ir.Part(p, 0), ir.Part(p, 1)
		}
		l := s.lopEval(lo, tree, leaves, los, func(c uint64) uint32 { return uint32(c) }, uniform)
		h := s.lopEval(hi, tree, leaves, his, func(c uint64) uint32 { return uint32(c >> 32) }, uniform)
		if p != 0 {
			return pairLval(p, uniform)
		}
		return &lval{bits: 64, lo: l, hi: h}
	}
	ops := make([]opnd, len(leaves))
	for i, l := range leaves {
		ops[i] = s.val32(l)
	}
	word := func(c uint64) uint32 { return uint32(signExtend(c, bits)) }
	return &lval{bits: bits, x: s.lopEval(ir.Reg{}, tree, leaves, ops, word, uniform)}
}

// expandLop replaces leaves of n by the and/or/xor instructions computing
// them while the whole tree keeps at most three inputs.
func (s *sel) expandLop(root, n *lopNode, bits int, uniform bool) {
	for _, side := range []**lopNode{&n.a, &n.b} {
		leaf := (*side).leaf
		inst, ok := leaf.(llir.Instruction)
		if !ok || !s.foldable(leaf) || s.inUR[leaf] != uniform || valueBits(leaf) != bits {
			continue
		}
		x, y, op := logicOperands(inst)
		if op == 0 {
			continue
		}
		old := *side
		sub := &lopNode{op: op, a: &lopNode{leaf: x}, b: &lopNode{leaf: y}, leaf: leaf}
		*side = sub
		if lopInputs(root, bits) > 3 {
			*side = old
			continue
		}
		s.expandLop(root, sub, bits, uniform)
		s.consume(leaf)
	}
}

// lopLeaves lists the distinct non-constant leaves of a tree.
func lopLeaves(n *lopNode) []value.Value {
	var out []value.Value
	var walk func(n *lopNode)
	walk = func(n *lopNode) {
		if n.op != 0 {
			walk(n.a)
			walk(n.b)
			return
		}
		if _, isConst := constValue(n.leaf); isConst {
			return
		}
		for _, l := range out {
			if l == n.leaf {
				return
			}
		}
		out = append(out, n.leaf)
	}
	walk(n)
	return out
}

// lopInputs counts the inputs a tree needs: its non-constant leaves and
// its constants other than all-zeros and all-ones words.
func lopInputs(n *lopNode, bits int) int {
	consts := map[uint64]bool{}
	var walk func(n *lopNode)
	walk = func(n *lopNode) {
		if n.op != 0 {
			walk(n.a)
			walk(n.b)
			return
		}
		if c, ok := constValue(n.leaf); ok && !trivialConst(c, bits) {
			consts[c] = true
		}
	}
	walk(n)
	return len(lopLeaves(n)) + len(consts)
}

func trivialConst(c uint64, bits int) bool {
	if bits == 64 {
		lo, hi := uint32(c), uint32(c>>32)
		return (lo == 0 || lo == 0xFFFFFFFF) && (hi == 0 || hi == 0xFFFFFFFF)
	}
	m := uint64(1)<<bits - 1
	return c&m == 0 || c&m == m
}

func sameConst(a, b value.Value) bool {
	x, ok1 := constValue(a)
	y, ok2 := constValue(b)
	return ok1 && ok2 && x == y && types.Equal(a.Type(), b.Type())
}

// lopEval computes one 32-bit word of a LOP3 tree: the truth table over
// its (at most three) inputs, then one LOP3, or no instruction when the
// table is constant or a copy of one input. word extracts this word of a
// constant.
// dst, when given, receives the word (with a MOV if no LOP3 is needed).
func (s *sel) lopEval(dst ir.Reg, tree *lopNode, leaves []value.Value, ops []opnd, word func(uint64) uint32, uniform bool) opnd {
	out := s.lopWord(dst, tree, leaves, ops, word, uniform)
	if dst.V == 0 || out.k == kUReg && out.r == dst || out.k == kReg && out.r == dst {
		return out
	}
	if uniform {
		s.umovInto(dst, out)
	} else {
		s.movInto(dst, out)
	}
	return result(dst, uniform)
}

func (s *sel) lopWord(dst ir.Reg, tree *lopNode, leaves []value.Value, ops []opnd, word func(uint64) uint32, uniform bool) opnd {
	type input struct {
		leaf  int // index into leaves, or -1 for a constant
		c     uint32
		o     opnd
		other bool // not a register: goes to SrcB
	}
	var inputs []input
	isReg := func(o opnd) bool { return o.k == kReg || uniform && o.k == kUReg }
	fixed := func(o opnd) bool { return o.isImm(0) || o.isImm(0xFFFFFFFF) }
	for i, o := range ops {
		if fixed(o) {
			continue // folded into the table
		}
		inputs = append(inputs, input{leaf: i, o: o, other: !isReg(o)})
	}
	constInput := func(w uint32) int {
		for i, in := range inputs {
			if in.leaf < 0 && in.c == w {
				return i
			}
		}
		inputs = append(inputs, input{leaf: -1, c: w, o: imm(w), other: true})
		return len(inputs) - 1
	}
	var collect func(n *lopNode)
	collect = func(n *lopNode) {
		if n.op != 0 {
			collect(n.a)
			collect(n.b)
			return
		}
		if c, ok := constValue(n.leaf); ok {
			if w := word(c); w != 0 && w != 0xFFFFFFFF {
				constInput(w)
			}
		}
	}
	collect(tree)
	// Slots: one non-register input in SrcB, registers in Ra and Rc.
	pats := []uint32{lutA, lutB, lutC}
	slotOf := make([]int, len(inputs))
	used := make([]bool, 3)
	var slots [3]opnd
	take := func(i, prefer int) {
		order := []int{0, 2, 1}
		if prefer >= 0 {
			order = append([]int{prefer}, order...)
		}
		for _, k := range order {
			if !used[k] {
				used[k] = true
				slots[k] = inputs[i].o
				slotOf[i] = k
				return
			}
		}
		panic("lopEval: more than three inputs")
	}
	for i, in := range inputs {
		if in.other {
			take(i, 1)
		}
	}
	for i, in := range inputs {
		if !in.other {
			take(i, -1)
		}
	}
	var eval func(n *lopNode) uint32
	eval = func(n *lopNode) uint32 {
		if n.op == 0 {
			if c, ok := constValue(n.leaf); ok {
				switch w := word(c); w {
				case 0:
					return 0
				case 0xFFFFFFFF:
					return 0xFF
				default:
					return pats[slotOf[constInput(w)]]
				}
			}
			for i, l := range leaves {
				if l != n.leaf {
					continue
				}
				switch {
				case ops[i].isImm(0):
					return 0
				case ops[i].isImm(0xFFFFFFFF):
					return 0xFF
				}
				for k, in := range inputs {
					if in.leaf == i {
						return pats[slotOf[k]]
					}
				}
			}
			panic("lopEval: unknown leaf")
		}
		a, b := eval(n.a), eval(n.b)
		switch n.op {
		case '&':
			return a & b
		case '|':
			return a | b
		}
		return a ^ b
	}
	lut := eval(tree) & 0xFF
	switch lut {
	case 0x00:
		return zero
	case 0xFF:
		return imm(0xFFFFFFFF)
	}
	for k := 0; k < 3; k++ {
		if used[k] && lut == pats[k] {
			return slots[k]
		}
	}
	for k := 0; k < 3; k++ {
		if !used[k] {
			slots[k] = zero
		}
	}
	if uniform {
		return s.ulopTo(dst, slots[0], slots[1], slots[2], lut)
	}
	return s.lopTo(dst, slots[0], slots[1], slots[2], lut)
}
