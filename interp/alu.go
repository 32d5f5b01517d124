package interp

import (
	"math/bits"

	"github.com/llir/llvm/ir/enum"
)

// Values are held zero-extended in uint64 slots: an iN value always has its
// bits above N clear. These helpers implement LLVM integer semantics on
// that representation.

// maskOf returns the mask of the low w bits (1 <= w <= 64).
func maskOf(w uint) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<w - 1
}

// sext sign-extends the low w bits of v to 64 bits.
func sext(v uint64, w uint) int64 {
	s := 64 - w
	return int64(v<<s) >> s
}

// Binary operator codes, shared by instructions and constant expressions.
const (
	binAdd uint8 = iota
	binSub
	binMul
	binUDiv
	binSDiv
	binURem
	binSRem
	binShl
	binLShr
	binAShr
	binAnd
	binOr
	binXor
)

var binNames = [...]string{"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor"}

// Instruction flags.
const (
	flagNSW uint8 = 1 << iota
	flagNUW
	flagExact
	flagPoisonArg // ctlz/cttz/abs: the "is poison" immediate argument is true
	flagSignExt   // parameter: signext
	flagPair      // collective also returns an i1 predicate in dst+1
)

// binResult classifies the outcome of a binary operation.
type binResult uint8

const (
	binOK     binResult = iota
	binPoison           // a flag was violated or the shift amount is too large
	binDivZero
	binDivOverflow
)

// binop computes a op b on w-bit values with the given nsw/nuw/exact flags.
func binop(op uint8, w uint, flags uint8, a, b uint64) (uint64, binResult) {
	m := maskOf(w)
	switch op {
	case binAdd:
		r := (a + b) & m
		if flags&flagNUW != 0 && r < a {
			return r, binPoison
		}
		if flags&flagNSW != 0 {
			sa, sb, sr := sext(a, w), sext(b, w), sext(r, w)
			if (sa >= 0) == (sb >= 0) && (sr >= 0) != (sa >= 0) {
				return r, binPoison
			}
		}
		return r, binOK
	case binSub:
		r := (a - b) & m
		if flags&flagNUW != 0 && a < b {
			return r, binPoison
		}
		if flags&flagNSW != 0 {
			sa, sb, sr := sext(a, w), sext(b, w), sext(r, w)
			if (sa >= 0) != (sb >= 0) && (sr >= 0) != (sa >= 0) {
				return r, binPoison
			}
		}
		return r, binOK
	case binMul:
		r := (a * b) & m
		if flags&flagNUW != 0 {
			hi, lo := bits.Mul64(a, b)
			if hi != 0 || lo&^m != 0 {
				return r, binPoison
			}
		}
		if flags&flagNSW != 0 && mulOverflowsSigned(sext(a, w), sext(b, w), w) {
			return r, binPoison
		}
		return r, binOK
	case binUDiv, binURem:
		if b == 0 {
			return 0, binDivZero
		}
		if op == binURem {
			return a % b, binOK
		}
		if flags&flagExact != 0 && a%b != 0 {
			return a / b, binPoison
		}
		return a / b, binOK
	case binSDiv, binSRem:
		if b == 0 {
			return 0, binDivZero
		}
		sa, sb := sext(a, w), sext(b, w)
		if sb == -1 && a == 1<<(w-1) {
			return 0, binDivOverflow
		}
		if op == binSRem {
			return uint64(sa%sb) & m, binOK
		}
		if flags&flagExact != 0 && sa%sb != 0 {
			return uint64(sa/sb) & m, binPoison
		}
		return uint64(sa/sb) & m, binOK
	case binShl:
		if b >= uint64(w) {
			return 0, binPoison
		}
		r := (a << b) & m
		if flags&flagNUW != 0 && r>>b != a {
			return r, binPoison
		}
		if flags&flagNSW != 0 && sext(r, w)>>b != sext(a, w) {
			return r, binPoison
		}
		return r, binOK
	case binLShr:
		if b >= uint64(w) {
			return 0, binPoison
		}
		r := a >> b
		if flags&flagExact != 0 && r<<b != a {
			return r, binPoison
		}
		return r, binOK
	case binAShr:
		if b >= uint64(w) {
			return 0, binPoison
		}
		r := uint64(sext(a, w)>>b) & m
		if flags&flagExact != 0 && a&(1<<b-1) != 0 {
			return r, binPoison
		}
		return r, binOK
	case binAnd:
		return a & b, binOK
	case binOr:
		return a | b, binOK
	case binXor:
		return a ^ b, binOK
	}
	panic("interp: unknown binary operator")
}

// mulOverflowsSigned reports whether a*b does not fit in w signed bits.
func mulOverflowsSigned(a, b int64, w uint) bool {
	neg := (a < 0) != (b < 0)
	ua, ub := uint64(a), uint64(b)
	if a < 0 {
		ua = -ua
	}
	if b < 0 {
		ub = -ub
	}
	hi, lo := bits.Mul64(ua, ub)
	if hi != 0 {
		return true
	}
	limit := uint64(1) << (w - 1) // |INT_MIN|
	if neg {
		return lo > limit
	}
	return lo >= limit
}

// icmp evaluates an integer comparison of w-bit values.
func icmp(pred enum.IPred, w uint, a, b uint64) bool {
	switch pred {
	case enum.IPredEQ:
		return a == b
	case enum.IPredNE:
		return a != b
	case enum.IPredUGT:
		return a > b
	case enum.IPredUGE:
		return a >= b
	case enum.IPredULT:
		return a < b
	case enum.IPredULE:
		return a <= b
	case enum.IPredSGT:
		return sext(a, w) > sext(b, w)
	case enum.IPredSGE:
		return sext(a, w) >= sext(b, w)
	case enum.IPredSLT:
		return sext(a, w) < sext(b, w)
	case enum.IPredSLE:
		return sext(a, w) <= sext(b, w)
	}
	panic("interp: unknown icmp predicate")
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// countLeadingZeros counts the leading zeros of a w-bit value.
func countLeadingZeros(v uint64, w uint) uint64 {
	return uint64(bits.LeadingZeros64(v) - (64 - int(w)))
}

// countTrailingZeros counts the trailing zeros of a w-bit value (w for 0).
func countTrailingZeros(v uint64, w uint) uint64 {
	if v == 0 {
		return uint64(w)
	}
	return uint64(bits.TrailingZeros64(v))
}

// funnelShift implements llvm.fshl (left=true) and llvm.fshr.
func funnelShift(left bool, w uint, a, b, amt uint64) uint64 {
	m := maskOf(w)
	s := uint(amt % uint64(w))
	if s == 0 {
		if left {
			return a
		}
		return b
	}
	if left {
		return (a<<s | b>>(w-s)) & m
	}
	return (a<<(w-s) | b>>s) & m
}

// byteSwap implements llvm.bswap on a w-bit value (w a multiple of 16).
func byteSwap(v uint64, w uint) uint64 {
	return bits.ReverseBytes64(v) >> (64 - w)
}

// bitReverse implements llvm.bitreverse on a w-bit value.
func bitReverse(v uint64, w uint) uint64 {
	return bits.Reverse64(v) >> (64 - w)
}
