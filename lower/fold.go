package lower

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

// foldConstant evaluates an instruction whose operands are all constants
// (undef and poison count as zero).
func (s *sel) foldConstant(inst llir.Instruction) *lval {
	u, ok := inst.(value.User)
	if !ok {
		return nil
	}
	ops := operandValues(u)
	if len(ops) == 0 {
		return nil
	}
	c := make([]uint64, len(ops))
	for i, op := range ops {
		if isUndef(op) {
			continue
		}
		x, ok := constValue(op)
		if !ok {
			return nil
		}
		c[i] = x
	}
	v := inst.(value.Value)
	bits := valueBits(v)
	if bits == 0 {
		return nil
	}
	ob := valueBits(ops[0])
	if ob == 0 {
		return nil
	}
	mask := func(x uint64, b int) uint64 { return zeroExtend(x, b) }
	sx := func(x uint64, b int) int64 { return int64(signExtend(x, b)) }
	var r uint64
	switch inst := inst.(type) {
	case *llir.InstAdd:
		r = c[0] + c[1]
	case *llir.InstSub:
		r = c[0] - c[1]
	case *llir.InstMul:
		r = c[0] * c[1]
	case *llir.InstShl:
		r = c[0] << (mask(c[1], bits) % 64)
	case *llir.InstLShr:
		r = mask(c[0], bits) >> (mask(c[1], bits) % 64)
	case *llir.InstAShr:
		r = uint64(sx(c[0], bits) >> (mask(c[1], bits) % 64))
	case *llir.InstAnd:
		r = c[0] & c[1]
	case *llir.InstOr:
		r = c[0] | c[1]
	case *llir.InstXor:
		r = c[0] ^ c[1]
	case *llir.InstICmp:
		a, b := mask(c[0], ob), mask(c[1], ob)
		sa, sb := sx(c[0], ob), sx(c[1], ob)
		var t bool
		switch inst.Pred {
		case enum.IPredEQ:
			t = a == b
		case enum.IPredNE:
			t = a != b
		case enum.IPredULT:
			t = a < b
		case enum.IPredULE:
			t = a <= b
		case enum.IPredUGT:
			t = a > b
		case enum.IPredUGE:
			t = a >= b
		case enum.IPredSLT:
			t = sa < sb
		case enum.IPredSLE:
			t = sa <= sb
		case enum.IPredSGT:
			t = sa > sb
		case enum.IPredSGE:
			t = sa >= sb
		}
		if t {
			r = 1
		}
	case *llir.InstSelect:
		if c[0]&1 != 0 {
			r = c[1]
		} else {
			r = c[2]
		}
	case *llir.InstZExt:
		r = mask(c[0], ob)
	case *llir.InstSExt:
		r = uint64(sx(c[0], ob))
	case *llir.InstTrunc, *llir.InstFreeze, *llir.InstBitCast, *llir.InstPtrToInt, *llir.InstIntToPtr:
		r = c[0]
	default:
		return nil
	}
	return constLval(bits, mask(r, bits))
}
