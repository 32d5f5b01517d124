package fpu

import (
	"math"
	"math/big"
	"math/bits"
)

// fmaBig rounds (-1)^np*ma*mb*2^ep + (-1)^nc*mc*2^ec once, with
// arbitrary-precision integers (binary64: the product has 106 bits).
func (f Format) fmaBig(mode Mode, np bool, ma, mb uint64, ep int, nc bool, mc uint64, ec int) uint64 {
	p := new(big.Int).Mul(new(big.Int).SetUint64(ma), new(big.Int).SetUint64(mb))
	c := new(big.Int).SetUint64(mc)
	if np {
		p.Neg(p)
	}
	if nc {
		c.Neg(c)
	}
	// Far apart terms: the smaller only decides the direction of a sticky
	// bit below the larger, which is first widened to 130+ bits.
	const gap = 400
	var sum *big.Int
	e := ep
	sticky := false
	switch {
	case ep-ec > gap || ec-ep > gap:
		big1, small, e1 := p, c, ep
		if ec > ep {
			big1, small, e1 = c, p, ec
		}
		w := 130 - big1.BitLen()
		if w < 0 {
			w = 0
		}
		sum = new(big.Int).Lsh(big1, uint(w))
		e = e1 - w
		sticky = true
		if small.Sign() != big1.Sign() {
			// |big| - tiny = (|big| - 1) + (1 - tiny)
			if sum.Sign() > 0 {
				sum.Sub(sum, big.NewInt(1))
			} else {
				sum.Add(sum, big.NewInt(1))
			}
		}
	case ep >= ec:
		sum = p.Lsh(p, uint(ep-ec))
		sum.Add(sum, c)
		e = ec
	default:
		sum = c.Lsh(c, uint(ec-ep))
		sum.Add(sum, p)
	}
	if sum.Sign() == 0 {
		return f.Zero(mode == RM)
	}
	neg := sum.Sign() < 0
	sum.Abs(sum)
	if n := sum.BitLen(); n > 128 {
		sh := uint(n - 128)
		if sum.TrailingZeroBits() < sh {
			sticky = true
		}
		sum.Rsh(sum, sh)
		e += int(sh)
	}
	var lo, hi uint64
	words := sum.Bits()
	if bits.UintSize == 64 {
		if len(words) > 0 {
			lo = uint64(words[0])
		}
		if len(words) > 1 {
			hi = uint64(words[1])
		}
	} else {
		lo = new(big.Int).And(sum, new(big.Int).SetUint64(^uint64(0))).Uint64()
		hi = new(big.Int).Rsh(sum, 64).Uint64()
	}
	return f.round(mode, neg, hi, lo, e, sticky)
}

// key orders non-NaN values totally with -0 below +0.
func (f Format) key(x uint64) int64 {
	mag := int64(x &^ f.sign())
	if f.Neg(x) {
		return -mag - 1
	}
	return mag
}

// Min is IEEE 754-2008 minNum: a NaN operand yields the other operand,
// two NaNs the canonical NaN, and -0 orders below +0.
func (f Format) Min(a, b uint64, ftz bool) uint64 { return f.minMax(a, b, ftz, true) }

// Max is maxNum with the same rules as Min.
func (f Format) Max(a, b uint64, ftz bool) uint64 { return f.minMax(a, b, ftz, false) }

func (f Format) minMax(a, b uint64, ftz, min bool) uint64 {
	a, b = f.flushIf(a, ftz), f.flushIf(b, ftz)
	switch {
	case f.IsNaN(a) && f.IsNaN(b):
		return f.NaN()
	case f.IsNaN(a):
		return b
	case f.IsNaN(b):
		return a
	}
	if (f.key(a) < f.key(b)) == min {
		return a
	}
	return b
}

// Cmp is a comparison predicate, in the ISA's FCompOp encoding.
type Cmp uint8

// Comparisons: ordered ones are false when an operand is NaN, unordered
// ones (suffix U) true; NUM: neither is NaN; NAN: either is.
const (
	EQ Cmp = iota
	NE
	LT
	LE
	GT
	GE
	EQU
	NEU
	LTU
	LEU
	GTU
	GEU
	NUM
	NAN
)

// Compare evaluates a cmp b. -0 equals +0; ftz compares denormals as zero.
func (f Format) Compare(a, b uint64, cmp Cmp, ftz bool) bool {
	a, b = f.flushIf(a, ftz), f.flushIf(b, ftz)
	unordered := f.IsNaN(a) || f.IsNaN(b)
	switch cmp {
	case NUM:
		return !unordered
	case NAN:
		return unordered
	}
	if unordered {
		return cmp >= EQU
	}
	ka, kb := f.key(a), f.key(b)
	if f.IsZero(a) {
		ka = 0
	}
	if f.IsZero(b) {
		kb = 0
	}
	switch cmp {
	case EQ, EQU:
		return ka == kb
	case NE, NEU:
		return ka != kb
	case LT, LTU:
		return ka < kb
	case LE, LEU:
		return ka <= kb
	case GT, GTU:
		return ka > kb
	case GE, GEU:
		return ka >= kb
	}
	return false
}

// intPart rounds |x| (finite, nonzero, unpacked as m*2^e) to an integer in
// mode for a value of sign neg; big reports a magnitude of 2^64 or more.
func intPart(mode Mode, neg bool, m uint64, e int) (n uint64, big bool) {
	if e >= 0 {
		if e >= 64 || m>>(64-uint(e)) != 0 {
			return 0, true
		}
		return m << uint(e), false
	}
	k := uint(-e)
	var rbit, rest bool
	if k > 64 {
		rest = m != 0
	} else {
		n, rbit, rest = shiftRound(0, m, k)
	}
	inc := false
	switch mode {
	case RN:
		inc = rbit && (rest || n&1 != 0)
	case RM:
		inc = neg && (rbit || rest)
	case RP:
		inc = !neg && (rbit || rest)
	}
	if inc {
		n++
	}
	return n, false
}

// RoundInt rounds x to an integral value in mode (FRND); the result keeps
// the sign of x (so -0.25 rounds to -0 in RN).
func (f Format) RoundInt(x uint64, mode Mode, ftz bool) uint64 {
	x = f.flushIf(x, ftz)
	switch {
	case f.IsNaN(x):
		return f.NaN()
	case f.IsInf(x) || f.IsZero(x):
		return x
	}
	neg, m, e := f.unpack(x)
	if e >= 0 {
		return x
	}
	n, _ := intPart(mode, neg, m, e)
	if n == 0 {
		return f.Zero(neg)
	}
	return f.round(RN, neg, 0, n, 0, false) // exact: n has at most frac+1 bits
}

// IntType is an integer type of a conversion: width 8, 16, 32 or 64 bits,
// signed or not.
type IntType struct {
	Bits   uint
	Signed bool
}

func (t IntType) max() uint64 {
	if t.Signed {
		return 1<<(t.Bits-1) - 1
	}
	if t.Bits == 64 {
		return ^uint64(0)
	}
	return 1<<t.Bits - 1
}

// ToInt converts x to integer type t, rounding in mode, with PTX cvt
// saturation: NaN gives 0, values beyond the type's range its minimum or
// maximum. The result is the integer as a 64-bit two's complement value
// (sign-extended for signed types, zero-extended for unsigned ones).
func (f Format) ToInt(x uint64, t IntType, mode Mode, ftz bool) uint64 {
	x = f.flushIf(x, ftz)
	if f.IsNaN(x) || f.IsZero(x) {
		return 0
	}
	neg := f.Neg(x)
	var n uint64
	huge := f.IsInf(x)
	if !huge {
		_, m, e := f.unpack(x)
		n, huge = intPart(mode, neg, m, e)
	}
	if !neg {
		if huge || n > t.max() {
			return t.max()
		}
		return n
	}
	if !t.Signed {
		return 0
	}
	lim := uint64(1) << (t.Bits - 1) // |min|
	if huge || n > lim {
		n = lim
	}
	return -n
}

// FromInt converts the integer v of type t (its low t.Bits bits, read as
// signed or unsigned) to the format, rounding in mode.
func (f Format) FromInt(v uint64, t IntType, mode Mode) uint64 {
	if t.Bits < 64 {
		v &= 1<<t.Bits - 1
		if t.Signed && v>>(t.Bits-1) != 0 {
			v |= ^uint64(0) << t.Bits
		}
	}
	neg := t.Signed && int64(v) < 0
	if neg {
		v = -v
	}
	if v == 0 {
		return 0
	}
	return f.round(mode, neg, 0, v, 0, false)
}

// Convert converts x from format src to format dst, rounding in mode. ftz
// flushes binary32 denormals, on the input and on the output.
func Convert(dst, src Format, x uint64, mode Mode, ftz bool) uint64 {
	// Between binary32 and binary64 in round-to-nearest without FTZ, the
	// host's conversions are IEEE's, which convertExact computes: only NaN
	// (canonical here) needs it. MUFU's RCP and SQRT round through here.
	if mode == RN && !ftz && !src.IsNaN(x) {
		switch {
		case dst == F32 && src == F64:
			return uint64(math.Float32bits(float32(math.Float64frombits(x))))
		case dst == F64 && src == F32:
			return math.Float64bits(float64(math.Float32frombits(uint32(x))))
		}
	}
	return convertExact(dst, src, x, mode, ftz)
}

// convertExact is Convert by unpacking and rounding.
func convertExact(dst, src Format, x uint64, mode Mode, ftz bool) uint64 {
	if src == F32 {
		x = src.flushIf(x, ftz)
	}
	switch {
	case src.IsNaN(x):
		return dst.NaN()
	case src.IsInf(x):
		return dst.Inf(src.Neg(x))
	case src.IsZero(x):
		return dst.Zero(src.Neg(x))
	}
	neg, m, e := src.unpack(x)
	r := dst.round(mode, neg, 0, m, e, false)
	if dst == F32 {
		r = dst.flushIf(r, ftz)
	}
	return r
}
