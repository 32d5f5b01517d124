package lower

import (
	"math/bits"

	"gpucc/ir"
)

// Division by a constant. A divisor known at compile time never needs the
// bit-serial division of divide.go: the quotient is the high word of the
// dividend times a "magic" reciprocal, shifted (Granlund and Montgomery,
// "Division by invariant integers using multiplication", PLDI 1994; Warren,
// Hacker's Delight, chapter 10), and the remainder is x - q*d, one IMAD.
//
//	unsigned, magic fits 32 bits:  q = IMAD.HI.U32(x, m) >> s              (2)
//	unsigned, 33-bit magic:        t = IMAD.HI.U32(x, m - 2^32)
//	                               q = (((x - t) >> 1) + t) >> (l - 1)     (4)
//	signed:                        h = IMAD.HI(x, m) (+x or -x: IMAD's addend)
//	                               q = (h >> s) + (h >>> 31)               (3)
//	signed by ±2^k:                q = (x + (x >> 31 >>> (32-k))) >> k     (3)
//
// The 64-bit forms build the 128-bit product's high half from 32-bit
// partial products (IMAD.HI.U32 and IMAD.WIDE.U32 with carries).

// udivMagic32 returns the multiplier and shift for an unsigned division of
// values below 2^w (w <= 32) by d (not a power of two, d < 2^w): the
// quotient is hi32(x * m) >> (p - 32), exact when m fits 32 bits. ok is
// false when no such m exists (only for w = 32); the caller then uses the
// 33-bit form.
func udivMagic32(d uint32, w int) (m uint32, shift uint, ok bool) {
	l := bits.Len32(d) // 2^(l-1) < d < 2^l
	for p := 32; p <= 32+l; p++ {
		// m = ceil(2^p / d); floor(x*m / 2^p) = floor(x/d) for all x < 2^w
		// when the excess e = m*d - 2^p is at most 2^(p-w) (Hacker's
		// Delight 10-9: x*e < 2^p).
		hi, lo := uint64(0), uint64(0)
		if p == 64 {
			hi = 1
		} else {
			lo = 1 << p
		}
		q, r := bits.Div64(hi, lo, uint64(d))
		if r != 0 {
			q++
		}
		if q >= 1<<32 {
			break
		}
		e := q*uint64(d) - lo // wraps correctly for p = 64 (lo = 0)
		if p-w >= 64 || e <= 1<<(p-w) {
			return uint32(q), uint(p - 32), true
		}
	}
	return 0, 0, false
}

// udivMagic33 is the Granlund-Montgomery multiplier for a 32-bit unsigned
// division whose magic needs 33 bits: m' = floor(2^32 * (2^l - d) / d) + 1
// with l = ceil(log2 d); q = (t + ((x - t) >> 1)) >> (l - 1), t = hi32(x*m').
func udivMagic33(d uint32) (m uint32, l uint) {
	l = uint(bits.Len32(d - 1))
	q := (uint64(1)<<l - uint64(d)) << 32 / uint64(d) // 2^l - d < d: q < 2^32
	return uint32(q + 1), l
}

// sdivMagic32 is the signed magic number of Hacker's Delight figure 10-1
// for a divisor d with |d| >= 2 that is not a power of two: the quotient
// is (hi32(x*m) + corr) >> s rounded towards zero, where corr is +x when
// d > 0 and m < 0, -x when d < 0 and m > 0.
func sdivMagic32(d int32) (m int32, shift uint) {
	const two31 = uint32(1) << 31
	ad := uint32(d)
	if d < 0 {
		ad = -ad
	}
	t := two31 + uint32(d)>>31
	anc := t - 1 - t%ad // |nc|
	p := 31
	q1, r1 := two31/anc, two31%anc
	q2, r2 := two31/ad, two31%ad
	for {
		p++
		q1, r1 = 2*q1, 2*r1
		if r1 >= anc {
			q1++
			r1 -= anc
		}
		q2, r2 = 2*q2, 2*r2
		if r2 >= ad {
			q2++
			r2 -= ad
		}
		delta := ad - r2
		if !(q1 < delta || q1 == delta && r1 == 0) {
			break
		}
	}
	m = int32(q2 + 1)
	if d < 0 {
		m = -m
	}
	return m, uint(p - 32)
}

// mulHi32 emits IMAD.HI.X(.U32) d = hi32(a * m) + c + cin.
func (s *sel) mulHi32(a opnd, m uint32, c opnd, cin pred, unsigned bool) opnd {
	return s.mulHi32To(s.newDst(ir.Reg{}, false), a, m, c, cin, unsigned)
}

func (s *sel) mulHi32To(dst ir.Reg, a opnd, m uint32, c opnd, cin pred, unsigned bool) opnd {
	in := s.alu3("IMAD", a, imm(m), c, false).SetReg("rd", dst).SetMod("lohi", "HI").SetMod("ext", "X")
	if unsigned {
		in.SetMod("itype", "U32")
	}
	r, not := s.toPR(cin)
	setPred(in, "pp", r, not)
	return gpr(dst)
}

// leaHi emits LEA.HI.X d = (a >>> (32 - k)) + b.
func (s *sel) leaHi(a, b opnd, k uint32) opnd {
	dst := s.newDst(ir.Reg{}, false)
	in := s.alu3("LEA", a, b, zero, false).SetReg("rd", dst).SetVal("shiftamt", k).
		SetMod("lohi", "HI").SetMod("ext", "X")
	setPred(in, "pp", ir.Reg{}, true)
	return gpr(dst)
}

// udivConst32 returns x / d for x < 2^w (zero-extended), d a constant
// other than 0 and powers of two.
func (s *sel) udivConst32(a opnd, d uint32, w int) opnd {
	a = s.toGPR(a)
	if d > 1<<31 {
		// The quotient is 0 or 1.
		p := s.isetp("GE", "U32", a, imm(d), "AND", predTrue, false, pred{})
		return s.selp(ir.Reg{}, imm(1), zero, p)
	}
	if m, sh, ok := udivMagic32(d, w); ok {
		h := s.mulHi32(a, m, zero, predFalse, true)
		if sh == 0 {
			return h
		}
		return s.shf("R", "U32", false, h, imm(uint32(sh)), zero)
	}
	m, l := udivMagic33(d)
	t := s.mulHi32(a, m, zero, predFalse, true)
	u := s.iadd(a, negOp(t))
	v := s.leaHi(u, t, 31) // (u >> 1) + t
	if l == 1 {
		return v
	}
	return s.shf("R", "U32", false, v, imm(uint32(l-1)), zero)
}

// sdivConst32 returns x / d rounded towards zero for a sign-extended x and
// a constant d other than 0, 1 and -1.
func (s *sel) sdivConst32(a opnd, d int32) opnd {
	a = s.toGPR(a)
	ad := uint32(d)
	if d < 0 {
		ad = -ad
	}
	if ad&(ad-1) == 0 {
		// Round towards zero: add 2^k - 1 to negative dividends first.
		k := uint32(bits.TrailingZeros32(ad))
		sign := s.signWord(a)
		u := s.leaHi(sign, a, k)
		q := s.shf("R", "S32", true, zero, imm(k), u)
		if d < 0 {
			q = s.iadd(negOp(q), zero)
		}
		return q
	}
	m, sh := sdivMagic32(d)
	c, cin := zero, predFalse
	switch {
	case d > 0 && m < 0:
		c = a
	case d < 0 && m > 0:
		c, cin = notOp(a), predTrue // ~x + 1 = -x
	}
	h := s.mulHi32(a, uint32(m), c, cin, false)
	q := h
	if sh > 0 {
		q = s.shf("R", "S32", true, zero, imm(uint32(sh)), h)
	}
	return s.leaHi(h, q, 1) // + 1 when negative
}

// divConst32 selects a w-bit (w <= 32) division or remainder by the
// constant c; ok is false when the general sequence is needed (c == 0,
// which is undefined behaviour and left to it).
func (s *sel) divConst32(xv opnd, c uint64, w int, signed, rem bool) (lv *lval, ok bool) {
	if signed {
		d := int32(signExtend(c, w))
		a := xv
		var q opnd
		switch d {
		case 0:
			return nil, false
		case 1:
			q = a
		case -1:
			q = s.iadd(negOp(s.toGPR(a)), zero)
		default:
			q = s.sdivConst32(a, d)
		}
		if rem {
			if d == 1 || d == -1 {
				return &lval{bits: w, x: zero, ext: extSign}, true
			}
			return &lval{bits: w, x: s.imad(q, imm(uint32(-d)), a, false), ext: extSign}, true
		}
		return &lval{bits: w, x: q, ext: extSign}, true
	}
	d := uint32(zeroExtend(c, w))
	if d == 0 {
		return nil, false
	}
	a := xv
	if d&(d-1) == 0 {
		if rem {
			return &lval{bits: w, x: s.lop(a, imm(d-1), zero, lutA&lutB), ext: extZero}, true
		}
		k := uint32(bits.TrailingZeros32(d))
		if k == 0 {
			return &lval{bits: w, x: a, ext: extZero}, true
		}
		return &lval{bits: w, x: s.shf("R", "U32", false, a, imm(k), zero), ext: extZero}, true
	}
	q := s.udivConst32(a, d, w)
	if rem {
		return &lval{bits: w, x: s.imad(q, imm(-d), a, false), ext: extZero}, true
	}
	return &lval{bits: w, x: q, ext: extZero}, true
}

// udivMagic64 is udivMagic32 for 64-bit dividends of at most maxX: the
// quotient is hi64(x * m) >> (p - 64) when ok. (A signed division divides
// magnitudes up to 2^63, for which a 64-bit magic always exists.)
func udivMagic64(d, maxX uint64) (m uint64, shift uint, ok bool) {
	l := bits.Len64(d)
	for p := 64; p <= 64+l && p < 128; p++ {
		// m = ceil(2^p / d) as a 128-bit division; it must fit 64 bits.
		hi := uint64(1) << (p - 64)
		if hi >= d {
			break
		}
		q, r := bits.Div64(hi, 0, d)
		if r != 0 {
			if q == ^uint64(0) {
				break
			}
			q++
		}
		// Exact for every x <= maxX when x*e < 2^p, e = q*d - 2^p (< d).
		eh, el := bits.Mul64(q, d)
		e := el // eh == hi: q*d - 2^p < d < 2^64
		if eh != hi {
			continue
		}
		ph, _ := bits.Mul64(maxX, e)
		if ph < hi { // (ph, pl) < (hi, 0)
			return q, uint(p - 64), true
		}
	}
	return 0, 0, false
}

// udivMagic65 is udivMagic33 for 64 bits: m' = floor(2^64 (2^l - d) / d) + 1.
func udivMagic65(d uint64) (m uint64, l uint) {
	l = uint(bits.Len64(d - 1))
	var num uint64 // 2^l - d (l may be 64)
	if l == 64 {
		num = -d
	} else {
		num = 1<<l - d
	}
	q, _ := bits.Div64(num, 0, d)
	return q + 1, l
}

// word64 is a 64-bit value as two 32-bit operands.
type word64 struct{ lo, hi opnd }

// mulHiU64 returns hi64(x * m) for a constant m: the high half of the
// 128-bit product from 32-bit partial products,
//
//	t    = hi32(xl*ml)                          IMAD.HI.U32 (into a pair {t, 0})
//	A    = xl*mh + t          (< 2^64)          IMAD.WIDE.U32
//	B, c = xh*ml + A          (carry c = bit 64) IMAD.WIDE.U32
//	r    = xh*mh + B.hi + c*2^32                IMAD.U32 + IMAD.HI.X.U32 + IADD.X
//
// With mh = 0, B = xh*ml + t cannot carry and r = {B.hi, 0}.
func (s *sel) mulHiU64(x word64, m uint64) word64 {
	ml, mh := uint32(m), uint32(m>>32)
	xl, xh := s.toGPR(x.lo), s.toGPR(x.hi)
	a := s.newPair("")
	s.mulHi32To(ir.Part(a, 0), xl, ml, zero, predFalse, true)
	s.movInto(ir.Part(a, 1), zero)
	if mh != 0 {
		t := a
		a = s.newPair("")
		s.alu3("IMAD_WIDE", xl, imm(mh), gpr(ir.Whole(t)), true).SetReg("rd", ir.Whole(a)).SetMod("itype", "U32")
	}
	b := s.newPair("")
	in := s.alu3("IMAD_WIDE", xh, imm(ml), gpr(ir.Whole(a)), true).SetReg("rd", ir.Whole(b)).SetMod("itype", "U32")
	bh := gpr(ir.Part(b, 1))
	if mh == 0 {
		return word64{lo: bh, hi: zero}
	}
	cr := s.newPR("")
	in.SetReg("pu", ir.Whole(cr))
	rl := s.newGPR("")
	c2 := s.newPR("")
	s.alu3("IMAD", xh, imm(mh), bh, false).SetReg("rd", ir.Whole(rl)).SetMod("itype", "U32").SetReg("pu", ir.Whole(c2))
	rh := s.mulHi32(xh, mh, zero, pred{k: pPR, r: ir.Whole(c2)}, true)
	rh2 := s.newGPR("")
	s.iaddX(ir.Whole(rh2), rh, zero, pred{k: pPR, r: ir.Whole(cr)}, false, false)
	return word64{lo: gpr(ir.Whole(rl)), hi: gpr(ir.Whole(rh2))}
}

// shr64 shifts a 64-bit value right (logical) by a constant.
func (s *sel) shr64(x word64, k uint) word64 {
	switch {
	case k == 0:
		return x
	case k >= 32:
		if k == 32 {
			return word64{lo: x.hi, hi: zero}
		}
		return word64{lo: s.shf("R", "U32", true, zero, imm(uint32(k-32)), x.hi), hi: zero}
	}
	lo := s.shf("R", "U64", false, x.lo, imm(uint32(k)), x.hi)
	hi := s.shf("R", "U32", true, zero, imm(uint32(k)), x.hi)
	return word64{lo: lo, hi: hi}
}

// udivConst64 returns x / d for x <= maxX, d a constant that is not a power
// of two.
func (s *sel) udivConst64(x word64, d, maxX uint64) word64 {
	if m, sh, ok := udivMagic64(d, maxX); ok {
		return s.shr64(s.mulHiU64(x, m), sh)
	}
	m, l := udivMagic65(d)
	t := s.mulHiU64(x, m)
	u := s.sub64(x.lo, x.hi, t.lo, t.hi, false)
	v := s.shr64(word64{lo: u.lo, hi: s.hiOf(u)}, 1)
	sum := s.add64(v.lo, v.hi, t.lo, t.hi, false)
	return s.shr64(word64{lo: sum.lo, hi: s.hiOf(sum)}, l-1)
}

// divConst64 selects a 64-bit division or remainder by the constant c; ok
// is false for c == 0 (undefined behaviour, left to the general sequence).
func (s *sel) divConst64(x word64, c uint64, signed, rem bool) (word64, bool) {
	if c == 0 {
		return word64{}, false
	}
	// n - q*d, as n + q*(-d) modulo 2^64.
	remainder := func(n, q word64, d uint64) word64 {
		nd := -d
		p := s.newPair("")
		s.alu3("IMAD_WIDE", s.toGPR(q.lo), imm(uint32(nd)), s.widePair(n.lo, n.hi), true).
			SetReg("rd", ir.Whole(p)).SetMod("itype", "U32")
		hi := gpr(ir.Part(p, 1))
		if nh := uint32(nd >> 32); nh != 0 {
			hi = s.imad(q.lo, imm(nh), hi, false)
		}
		if !q.hi.isImm(0) {
			hi = s.imad(q.hi, imm(uint32(nd)), hi, false)
		}
		return word64{lo: gpr(ir.Part(p, 0)), hi: hi}
	}
	if !signed {
		if c&(c-1) == 0 {
			k := uint(bits.TrailingZeros64(c))
			if rem {
				// x & (c - 1): the low word masked below 2^32, else kept
				// whole with the high word masked.
				lo, hi := x.lo, opnd(zero)
				switch {
				case k < 32:
					lo = s.lop(x.lo, imm(uint32(c-1)), zero, lutA&lutB)
				case k > 32:
					hi = s.lop(x.hi, imm(uint32((c-1)>>32)), zero, lutA&lutB)
				}
				return word64{lo: lo, hi: hi}, true
			}
			return s.shr64(x, k), true
		}
		q := s.udivConst64(x, c, ^uint64(0))
		if rem {
			return remainder(x, q, c), true
		}
		return q, true
	}
	d := int64(c)
	if d == 1 || d == -1 {
		if rem {
			return word64{lo: zero, hi: zero}, true
		}
		if d == 1 {
			return x, true
		}
		r := s.sub64(zero, zero, x.lo, x.hi, false)
		return word64{lo: r.lo, hi: s.hiOf(r)}, true
	}
	// |x| / |d| (|x| <= 2^63), then the sign: the quotient is negative when
	// the signs differ, the remainder takes the dividend's.
	sn := s.signWord(s.toGPR(x.hi))
	alo, ahi := s.condNeg64(x.lo, x.hi, sn)
	ad := uint64(d)
	if d < 0 {
		ad = -ad
	}
	var q word64
	if ad&(ad-1) == 0 {
		q = s.shr64(word64{lo: alo, hi: ahi}, uint(bits.TrailingZeros64(ad)))
	} else {
		q = s.udivConst64(word64{lo: alo, hi: ahi}, ad, 1<<63)
	}
	if rem {
		r := remainder(word64{lo: alo, hi: ahi}, q, ad)
		lo, hi := s.condNeg64(r.lo, r.hi, sn)
		return word64{lo: lo, hi: hi}, true
	}
	t := sn
	if d < 0 {
		t = s.lop(sn, zero, zero, ^lutA) // ~sn
	}
	lo, hi := s.condNeg64(q.lo, q.hi, t)
	return word64{lo: lo, hi: hi}, true
}
