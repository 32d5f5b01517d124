// Package fpu is gpucc's floating-point arithmetic core: exact IEEE 754
// binary32 and binary64 addition, multiplication and fused multiply-add in
// the four rounding modes, with the machine's flush-to-zero and saturation
// options, minNum/maxNum, comparisons, round-to-integral, conversions, the
// MUFU functions and FCHK. Values are passed as raw bit patterns (uint64,
// binary32 in the low 32 bits) so that NaN payloads, signed zeros and
// denormals are explicit. Every NaN an operation produces is the canonical
// NaN of its format (0x7fffffff, 0x7fffffffffffffff). docs/isa.md records
// the decisions; the emulator and the reference interpreter share them.
//
// Results are computed exactly and rounded once: the operands are unpacked
// into integer significands, combined exactly (128-bit integers, or
// math/big.Int for the fused multiply-add of binary64 in the directed
// modes) and rounded by one routine, round, which knows the format's
// precision, exponent range and denormals.
package fpu

import (
	"math"
	"math/bits"
)

// Format is an IEEE 754 binary interchange format.
type Format struct {
	frac uint // explicit significand bits
	exp  uint // exponent bits
	bias int
}

// The two formats of the machine.
var (
	F32 = Format{frac: 23, exp: 8, bias: 127}
	F64 = Format{frac: 52, exp: 11, bias: 1023}
)

// Mode is a rounding mode; the values are the ISA's 2-bit encoding.
type Mode uint8

// Rounding modes.
const (
	RN Mode = iota // to nearest, ties to even
	RZ             // toward zero
	RM             // toward minus infinity
	RP             // toward plus infinity
)

func (m Mode) String() string { return [...]string{"RN", "RZ", "RM", "RP"}[m&3] }

// Bits is the format's width in bits.
func (f Format) Bits() uint { return f.frac + f.exp + 1 }

func (f Format) sign() uint64     { return 1 << (f.frac + f.exp) }
func (f Format) expMask() uint64  { return (1<<f.exp - 1) << f.frac }
func (f Format) fracMask() uint64 { return 1<<f.frac - 1 }

// NaN is the canonical NaN: all bits but the sign set.
func (f Format) NaN() uint64 { return f.sign() - 1 }

// Inf returns the infinity of the given sign.
func (f Format) Inf(neg bool) uint64 { return f.Zero(neg) | f.expMask() }

// Zero returns the zero of the given sign.
func (f Format) Zero(neg bool) uint64 {
	if neg {
		return f.sign()
	}
	return 0
}

// One is 1.0.
func (f Format) One() uint64 { return uint64(f.bias) << f.frac }

func (f Format) maxFinite(neg bool) uint64 { return f.Inf(neg) - 1 }

// IsNaN reports whether x is a NaN.
func (f Format) IsNaN(x uint64) bool {
	return x&f.expMask() == f.expMask() && x&f.fracMask() != 0
}

// IsInf reports whether x is an infinity.
func (f Format) IsInf(x uint64) bool { return x&^f.sign() == f.expMask() }

// IsZero reports whether x is ±0.
func (f Format) IsZero(x uint64) bool { return x&^f.sign() == 0 }

// IsDenormal reports whether x is a nonzero subnormal number.
func (f Format) IsDenormal(x uint64) bool { return x&f.expMask() == 0 && x&f.fracMask() != 0 }

// Neg reports whether the sign bit of x is set.
func (f Format) Neg(x uint64) bool { return x&f.sign() != 0 }

// Abs clears the sign bit.
func (f Format) Abs(x uint64) uint64 { return x &^ f.sign() }

// Negate flips the sign bit (also of NaNs: operand negation is a sign-bit
// operation; the instruction then makes any NaN result canonical).
func (f Format) Negate(x uint64) uint64 { return x ^ f.sign() }

// Flush replaces a denormal by the zero of its sign (.FTZ).
func (f Format) Flush(x uint64) uint64 {
	if f.IsDenormal(x) {
		return x & f.sign()
	}
	return x
}

func (f Format) flushIf(x uint64, ftz bool) uint64 {
	if ftz {
		return f.Flush(x)
	}
	return x
}

// Saturate clamps x to [+0, 1]: NaN and every value with the sign bit set
// (including -0 and -inf) give +0, values above 1 give 1.
func (f Format) Saturate(x uint64) uint64 {
	switch {
	case f.IsNaN(x) || f.Neg(x):
		return 0
	case x > f.One():
		return f.One()
	}
	return x
}

// unpack returns a finite nonzero x as (-1)^neg * m * 2^e with m an
// integer (the hidden bit included for normal numbers).
func (f Format) unpack(x uint64) (neg bool, m uint64, e int) {
	neg = f.Neg(x)
	be := int(x >> f.frac & (1<<f.exp - 1))
	m = x & f.fracMask()
	if be == 0 {
		return neg, m, 1 - f.bias - int(f.frac)
	}
	return neg, m | 1<<f.frac, be - f.bias - int(f.frac)
}

// round returns the format's value nearest, in mode, to
// (-1)^neg * ((hi<<64 | lo) + s) * 2^e, where s = 0 if !sticky and s is
// some value strictly between 0 and 1 if sticky. Callers that set sticky
// guarantee that hi<<64|lo has at least precision+2 bits, so that s lies
// below the rounding position. The 128-bit integer must not be zero.
func (f Format) round(mode Mode, neg bool, hi, lo uint64, e int, sticky bool) uint64 {
	p := int(f.frac) + 1
	length := 128 - bits.LeadingZeros64(hi)
	if hi == 0 {
		length = 64 - bits.LeadingZeros64(lo)
	}
	if length == 0 {
		return f.Zero(neg)
	}
	msb := length - 1 + e
	emin := 1 - f.bias
	q := msb - (p - 1)
	if q < emin-(p-1) {
		q = emin - (p - 1)
	}
	k := q - e
	var n uint64
	var rbit, rest bool
	if k <= 0 {
		n = lo << uint(-k) // fits: the result has at most p bits
	} else {
		n, rbit, rest = shiftRound(hi, lo, uint(k))
		rest = rest || sticky
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
		if n == 1<<uint(p) {
			n >>= 1
			q++
		}
	}
	if n == 0 {
		return f.Zero(neg)
	}
	if n < 1<<uint(p-1) { // subnormal (q is the minimum quantum)
		return f.Zero(neg) | n
	}
	be := q + (p - 1) + f.bias
	if be >= 1<<f.exp-1 {
		return f.overflow(mode, neg)
	}
	return f.Zero(neg) | uint64(be)<<f.frac | n&f.fracMask()
}

// overflow is the result of a finite value too large for the format.
func (f Format) overflow(mode Mode, neg bool) uint64 {
	switch {
	case mode == RZ, mode == RM && !neg, mode == RP && neg:
		return f.maxFinite(neg)
	}
	return f.Inf(neg)
}

// shiftRound shifts the 128-bit hi:lo right by k > 0 bits and returns the
// result (which the caller knows fits 64 bits), the highest shifted-out bit
// and whether any lower shifted-out bit is set.
func shiftRound(hi, lo uint64, k uint) (n uint64, rbit, rest bool) {
	// Bit k-1 is the rounding bit; bits 0..k-2 the rest.
	bitAt := func(i uint) bool {
		switch {
		case i < 64:
			return lo>>i&1 != 0
		case i < 128:
			return hi>>(i-64)&1 != 0
		}
		return false
	}
	rbit = bitAt(k - 1)
	r := k - 1 // number of rest bits
	switch {
	case r == 0:
	case r < 64:
		rest = lo&(1<<r-1) != 0
	case r < 128:
		rest = lo != 0 || hi&(1<<(r-64)-1) != 0
	default:
		rest = lo != 0 || hi != 0
	}
	switch {
	case k < 64:
		n = lo>>k | hi<<(64-k)
	case k < 128:
		n = hi >> (k - 64)
	}
	return n, rbit, rest
}

// roundSpec handles NaN operands: every NaN result is canonical.
func (f Format) anyNaN(xs ...uint64) bool {
	for _, x := range xs {
		if f.IsNaN(x) {
			return true
		}
	}
	return false
}

// zeroSum is the sign of an exact zero sum of two terms with signs na, nb
// (IEEE 754 6.3): the common sign if they agree, else -0 only in RM.
func (f Format) zeroSum(mode Mode, na, nb bool) uint64 {
	if na == nb {
		return f.Zero(na)
	}
	return f.Zero(mode == RM)
}

// Add returns a + b rounded in mode; ftz flushes denormal operands and
// results to zero.
func (f Format) Add(a, b uint64, mode Mode, ftz bool) uint64 {
	a, b = f.flushIf(a, ftz), f.flushIf(b, ftz)
	switch {
	case f.anyNaN(a, b):
		return f.NaN()
	case f.IsInf(a) && f.IsInf(b) && f.Neg(a) != f.Neg(b):
		return f.NaN()
	case f.IsInf(a):
		return a
	case f.IsInf(b):
		return b
	case f.IsZero(a) && f.IsZero(b):
		return f.zeroSum(mode, f.Neg(a), f.Neg(b))
	case f.IsZero(a):
		return b // already flushed when ftz
	case f.IsZero(b):
		return a
	}
	na, ma, ea := f.unpack(a)
	nb, mb, eb := f.unpack(b)
	return f.flushIf(f.addExact(mode, na, ma, ea, nb, mb, eb), ftz)
}

// addExact rounds (-1)^na*ma*2^ea + (-1)^nb*mb*2^eb (ma, mb nonzero,
// below 2^54) once.
func (f Format) addExact(mode Mode, na bool, ma uint64, ea int, nb bool, mb uint64, eb int) uint64 {
	// Normalise both significands to bit 53 so that the term with the
	// larger exponent is the larger in magnitude (or they share it).
	sa := bits.LeadingZeros64(ma) - 10
	ma, ea = ma<<uint(sa), ea-sa
	sb := bits.LeadingZeros64(mb) - 10
	mb, eb = mb<<uint(sb), eb-sb
	if ea < eb {
		na, ma, ea, nb, mb, eb = nb, mb, eb, na, ma, ea
	}
	// A = ma << 66 (top bit 119), exponent E = ea - 66.
	const room = 66
	ahi, alo := ma<<(room-64), uint64(0)
	e := ea - room
	d := ea - eb
	var bhi, blo uint64
	sticky := false
	if d <= room {
		s := uint(room - d)
		if s >= 64 {
			bhi = mb << (s - 64)
		} else {
			bhi, blo = mb>>(64-s), mb<<s
			if s == 0 {
				bhi = 0
			}
		}
	} else {
		s := uint(d - room)
		if s >= 64 {
			sticky = true
		} else {
			blo = mb >> s
			sticky = mb&(1<<s-1) != 0
		}
	}
	if na == nb {
		lo, c := bits.Add64(alo, blo, 0)
		hi, _ := bits.Add64(ahi, bhi, c)
		return f.round(mode, na, hi, lo, e, sticky)
	}
	// Subtraction. With sticky, A is far larger than B: A - (B + s) =
	// (A - B - 1) + (1 - s).
	if ahi > bhi || ahi == bhi && alo >= blo {
		lo, br := bits.Sub64(alo, blo, 0)
		hi, _ := bits.Sub64(ahi, bhi, br)
		if sticky {
			lo, br = bits.Sub64(lo, 1, 0)
			hi -= br
		} else if hi == 0 && lo == 0 {
			return f.Zero(mode == RM)
		}
		return f.round(mode, na, hi, lo, e, sticky)
	}
	lo, br := bits.Sub64(blo, alo, 0)
	hi, _ := bits.Sub64(bhi, ahi, br)
	return f.round(mode, nb, hi, lo, e, false)
}

// Mul returns a * b rounded in mode.
func (f Format) Mul(a, b uint64, mode Mode, ftz bool) uint64 {
	a, b = f.flushIf(a, ftz), f.flushIf(b, ftz)
	neg := f.Neg(a) != f.Neg(b)
	switch {
	case f.anyNaN(a, b):
		return f.NaN()
	case f.IsInf(a) && f.IsZero(b), f.IsZero(a) && f.IsInf(b):
		return f.NaN()
	case f.IsInf(a) || f.IsInf(b):
		return f.Inf(neg)
	case f.IsZero(a) || f.IsZero(b):
		return f.Zero(neg)
	}
	_, ma, ea := f.unpack(a)
	_, mb, eb := f.unpack(b)
	hi, lo := bits.Mul64(ma, mb)
	return f.flushIf(f.round(mode, neg, hi, lo, ea+eb, false), ftz)
}

// FMA returns a * b + c with a single rounding in mode.
func (f Format) FMA(a, b, c uint64, mode Mode, ftz bool) uint64 {
	a, b, c = f.flushIf(a, ftz), f.flushIf(b, ftz), f.flushIf(c, ftz)
	np := f.Neg(a) != f.Neg(b)
	switch {
	case f.anyNaN(a, b, c):
		return f.NaN()
	case f.IsInf(a) && f.IsZero(b), f.IsZero(a) && f.IsInf(b):
		return f.NaN()
	case f.IsInf(a) || f.IsInf(b):
		if f.IsInf(c) && f.Neg(c) != np {
			return f.NaN()
		}
		return f.Inf(np)
	case f.IsInf(c):
		return c
	case f.IsZero(a) || f.IsZero(b):
		if f.IsZero(c) {
			return f.zeroSum(mode, np, f.Neg(c))
		}
		return c
	}
	_, ma, ea := f.unpack(a)
	_, mb, eb := f.unpack(b)
	if f.IsZero(c) {
		hi, lo := bits.Mul64(ma, mb)
		return f.flushIf(f.round(mode, np, hi, lo, ea+eb, false), ftz)
	}
	nc, mc, ec := f.unpack(c)
	if f.frac <= 26 {
		// The exact product has at most 2*24 bits: one exact addition.
		return f.flushIf(f.addExact(mode, np, ma*mb, ea+eb, nc, mc, ec), ftz)
	}
	if f == F64 && mode == RN {
		// math.FMA is the correctly rounded binary64 fused multiply-add
		// (operands here are finite and nonzero).
		return math.Float64bits(math.FMA(math.Float64frombits(a), math.Float64frombits(b), math.Float64frombits(c)))
	}
	return f.flushIf(f.fmaBig(mode, np, ma, mb, ea+eb, nc, mc, ec), ftz)
}
