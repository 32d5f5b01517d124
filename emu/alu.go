package emu

import (
	"math/bits"

	"gpucc/isa"
)

// The IALU group, following each optype's __Semantics section in the spec
// (shared/spec/003_*.txt) with the readings recorded in docs/isa.md. Every
// function computes the lanes of m (active lanes whose guard is true).

// addend returns a 32-bit operand as a term of a carry-producing sum: as
// is, bit-inverted (its negation field under .X, printed ~), or negated as
// 2^32 - v (its negation field without .X), so that the carry out of
// lo(a) + (-b) is the "no borrow" bit of a 64-bit subtraction (-0 carries).
func addend(v uint32, neg, ext bool) uint64 {
	switch {
	case !neg:
		return uint64(v)
	case ext:
		return uint64(^v)
	}
	return 1<<32 - uint64(v)
}

func bit(mask uint32, i int) uint64 { return uint64(mask >> i & 1) }

// negMask returns (x, k) with -v = v^x + k for a set negation field.
func negMask(neg bool) (uint32, uint32) {
	if neg {
		return ^uint32(0), 1
	}
	return 0, 0
}

// execIADD: Rd = Ra + SrcB (+ pp under .X), pu = carry out.
func execIADD(x *run, w *warp, in *inst, m uint32) *Error {
	a, b := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1)
	d := w.dst(in.d)
	if !in.ext && in.pu == 7 {
		ax, ak := negMask(in.a.neg)
		bx, bk := negMask(in.b.neg)
		k := ak + bk
		if m == ^uint32(0) {
			addLanes(d, a, b, ax, bx, k)
			return nil
		}
		if bits.OnesCount32(m) >= wideLanesFrom {
			if useAVX2 { // (addCarryMask, without its call)
				addCarryMaskAVX2(d, a, b, ax, bx, k, 0, m)
			} else {
				addCarryMaskGo(d, a, b, ax, bx, k, 0, m)
			}
			return nil
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			d[i] = (a[i] ^ ax) + (b[i] ^ bx) + k
		}
		return nil
	}
	pp := uint32(0)
	if in.ext {
		pp = w.pred(in.pp, in.ppNot)
	}
	// addend(v, neg, ext) is uint64(v^x) + k: x inverts a negated
	// operand, k adds the 1 of a two's complement negation (not under .X).
	ax, ak := negMask(in.a.neg)
	bx, bk := negMask(in.b.neg)
	k := uint64(ak + bk)
	if in.ext {
		k = 0
	}
	var pu uint32
	if m == ^uint32(0) {
		pu = addCarryLanes(d, a, b, ax, bx, uint32(k), pp)
	} else if bits.OnesCount32(m) >= wideLanesFrom {
		if useAVX2 { // (addCarryMask, without its call)
			pu = addCarryMaskAVX2(d, a, b, ax, bx, uint32(k), pp, m)
		} else {
			pu = addCarryMaskGo(d, a, b, ax, bx, uint32(k), pp, m)
		}
	} else {
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			t := uint64(a[i]^ax) + uint64(b[i]^bx) + k + uint64(pp>>i&1)
			d[i] = uint32(t)
			if t>>32 != 0 {
				pu |= 1 << i
			}
		}
	}
	w.setPred(in.pu, pu, m)
	return nil
}

// mul returns the 64-bit product of two 32-bit values, signed or unsigned.
func mul(a, b uint32, signed bool) uint64 {
	if signed {
		return uint64(int64(int32(a)) * int64(int32(b)))
	}
	return uint64(a) * uint64(b)
}

// execIMAD: .LO: Rd = lo(Ra*SrcB) + SrcC (+ pp under .X); .HI:
// Rd = hi(Ra*SrcB) + SrcC + pp; pu = carry out.
func execIMAD(x *run, w *warp, in *inst, m uint32) *Error {
	a, b, c := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1), x.vec(w, &in.c, 2)
	d := w.dst(in.d)
	if !in.hi && !in.ext && in.pu == 7 && !in.c.neg {
		if m == ^uint32(0) {
			madLanes(d, a, b, c)
			return nil
		}
		if bits.OnesCount32(m) >= wideLanesFrom {
			madMask(d, a, b, c, m)
			return nil
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			d[i] = a[i]*b[i] + c[i]
		}
		return nil
	}
	pp := uint32(0)
	if in.hi || in.ext {
		pp = w.pred(in.pp, in.ppNot)
	}
	// addend(c, neg, ext) is uint64(c^cx) + ck: a negated SrcC is
	// inverted, and 2^32 - c is ^c + 1 without .X.
	cx, ck := uint32(0), uint64(0)
	if in.c.neg {
		cx = ^uint32(0)
		if !in.ext {
			ck = 1
		}
	}
	sh := uint(0) // the half of the product that is added
	if in.hi {
		sh = 32
	}
	var pu uint32
	if bits.OnesCount32(m) >= wideLanesFrom {
		// The product's half, then the sum with its carry, in whole-warp
		// kernels: lo or hi is the half the loops below take (p >> sh).
		var lo, hi [32]uint32
		mulWideLanes(&lo, &hi, a, b, in.signed)
		half := &lo
		if in.hi {
			half = &hi
		}
		if m == ^uint32(0) {
			pu = addCarryLanes(d, half, c, 0, cx, uint32(ck), pp)
		} else {
			pu = addCarryMask(d, half, c, 0, cx, uint32(ck), pp, m)
		}
	} else if in.signed {
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			p := uint64(int64(int32(a[i])) * int64(int32(b[i])))
			t := uint64(uint32(p>>sh)) + uint64(c[i]^cx) + ck + uint64(pp>>i&1)
			d[i] = uint32(t)
			cy := uint32(t >> 32) // 0, 1 or 2
			pu |= (cy | cy>>1) & 1 << i
		}
	} else {
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			p := uint64(a[i]) * uint64(b[i])
			t := uint64(uint32(p>>sh)) + uint64(c[i]^cx) + ck + uint64(pp>>i&1)
			d[i] = uint32(t)
			cy := uint32(t >> 32)
			pu |= (cy | cy>>1) & 1 << i
		}
	}
	w.setPred(in.pu, pu, m)
	return nil
}

// execIMADWide: Rd(64) = Ra*SrcB + SrcC(64) (+ pp under .X), pu = carry out
// of the 64-bit sum; a negated SrcC without .X adds 2^64 - SrcC.
func execIMADWide(x *run, w *warp, in *inst, m uint32) *Error {
	a, b := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1)
	clo, chi := x.vec(w, &in.c, 2), x.vecHi(w, &in.c, 3)
	pp := uint32(0)
	if in.ext {
		pp = w.pred(in.pp, in.ppNot)
	}
	if bits.OnesCount32(m) >= wideLanesFrom {
		w.setPred(in.pu, x.imadWideLanes(w, in, a, b, clo, chi, pp, m), m)
		return nil
	}
	// Lane by lane: each lane reads its sources before it writes, so the
	// destination pair may overlap them.
	dl, dh := &w.sink, &w.sink
	if in.d != isa.RZ {
		dl, dh = w.dst(in.d), w.dst(in.d+1)
	}
	var pu uint32
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		p := mul(a[i], b[i], in.signed)
		cv := uint64(clo[i]) | uint64(chi[i])<<32
		var s, carry uint64
		switch {
		case !in.c.neg:
			s, carry = bits.Add64(p, cv, bit(pp, i))
		case in.ext:
			s, carry = bits.Add64(p, ^cv, bit(pp, i))
		case cv == 0: // p + 2^64
			s, carry = p, 1
		default:
			s, carry = bits.Add64(p, -cv, 0)
		}
		dl[i], dh[i] = uint32(s), uint32(s>>32)
		if carry != 0 {
			pu |= 1 << i
		}
	}
	w.setPred(in.pu, pu, m)
	return nil
}

// extend16 and extend8 sign- or zero-extend a packed element.
func extend16(v uint32, k int, unsigned bool) int64 {
	e := uint16(v >> (16 * k))
	if unsigned {
		return int64(e)
	}
	return int64(int16(e))
}

func extend8(v uint32, k int, unsigned bool) int64 {
	e := uint8(v >> (8 * k))
	if unsigned {
		return int64(e)
	}
	return int64(int8(e))
}

// execIDP: IDP.2A (mode 2) and IDP.4A (mode 4) dot products:
// d = SrcC + pp + dot; Rd = d mod 2^32, pu = carry out of that 32-bit add
// (the dot product enters it as its 32-bit two's complement).
// in.mode2 bit 0 says .afmt is unsigned, bit 1 .bfmt; in.hi is .HI.
func execIDP(x *run, w *warp, in *inst, m uint32) *Error {
	a, b, c := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1), x.vec(w, &in.c, 2)
	d := w.dst(in.d)
	pp := w.pred(in.pp, in.ppNot)
	aU, bU := in.mode2&1 != 0, in.mode2&2 != 0
	var pu uint32
	if bits.OnesCount32(m) >= wideLanesFrom {
		// The dot products, then the sum with SrcC and pp and its carry.
		var t [32]uint32
		if in.mode == 4 {
			dp4aLanes(&t, a, b, uint32(in.mode2))
		} else {
			dp2aLanes(&t, a, b, aU, bU, in.hi)
		}
		if m == ^uint32(0) {
			pu = addCarryLanes(d, &t, c, 0, 0, 0, pp)
		} else {
			pu = addCarryMask(d, &t, c, 0, 0, 0, pp, m)
		}
		w.setPred(in.pu, pu, m)
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		var dot int64
		if in.mode == 2 {
			sel := 0
			if in.hi {
				sel = 2
			}
			for k := 0; k < 2; k++ {
				dot += extend16(a[i], k, aU) * extend8(b[i], sel+k, bU)
			}
		} else {
			for k := 0; k < 4; k++ {
				dot += extend8(a[i], k, aU) * extend8(b[i], k, bU)
			}
		}
		t := uint64(c[i]) + bit(pp, i) + uint64(uint32(dot))
		d[i] = uint32(t)
		if t>>32 != 0 {
			pu |= 1 << i
		}
	}
	w.setPred(in.pu, pu, m)
	return nil
}

// execIMUL: Rd = lo or hi of Ra * (±SrcB).
func execIMUL(x *run, w *warp, in *inst, m uint32) *Error {
	a, b := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1)
	d := w.dst(in.d)
	bx, bk := negMask(in.b.neg)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		p := mul(a[i], (b[i]^bx)+bk, in.signed)
		if in.hi {
			d[i] = uint32(p >> 32)
		} else {
			d[i] = uint32(p)
		}
	}
	return nil
}

// execLEA: .LO: Rd = ((±Ra) << s) + SrcB; .HI.X: Rd = hi32({Rc,Ra} << s) +
// SrcB + pp; .HI.X.SX32: Rd = hi32(sext64(Ra) << s) + SrcB + pp; pu = carry.
func execLEA(x *run, w *warp, in *inst, m uint32) *Error {
	a, b, c := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1), x.vec(w, &in.c, 2)
	d := w.dst(in.d)
	s := in.imm & 31
	if !in.hi && !in.ext && !in.a.neg && !in.b.neg {
		// The address form (LEA Rd, pu, Ra, SrcB, s): the general loop's
		// case with pp 0 and every addend as it is.
		var pu uint32
		if bits.OnesCount32(m) >= wideLanesFrom {
			// a << s (a >> 32 is 0) + b in one pass.
			if useAVX2 { // (shiftAddMask, without its call)
				pu = shiftAddMaskAVX2(d, a, a, b, uint64(s), 32, shlOr, 0, m)
			} else {
				pu = shiftAddMaskGo(d, a, a, b, uint64(s), 32, shlOr, 0, m)
			}
			w.setPred(in.pu, pu, m)
			return nil
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			sum := uint64(a[i]<<s) + uint64(b[i])
			d[i] = uint32(sum)
			pu |= uint32(sum>>32) << i
		}
		w.setPred(in.pu, pu, m)
		return nil
	}
	pp := uint32(0)
	if in.hi || in.ext {
		pp = w.pred(in.pp, in.ppNot)
	}
	var pu uint32
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		av := a[i]
		var part uint64
		switch {
		case !in.hi:
			if in.a.neg {
				if in.ext {
					av = ^av
				} else {
					av = -av
				}
			}
			part = uint64(av << s)
		case in.sx32:
			if in.a.neg {
				if in.ext {
					av = ^av
				} else {
					av = -av
				}
			}
			part = uint64(uint32(uint64(int64(int32(av))) >> (32 - s)))
		default:
			t := uint64(c[i])<<32 | uint64(av)
			if in.a.neg {
				if in.ext {
					t = ^t
				} else {
					t = -t
				}
			}
			part = uint64(uint32(t >> (32 - s)))
		}
		sum := part + addend(b[i], in.b.neg, in.ext) + bit(pp, i)
		d[i] = uint32(sum)
		if sum>>32 != 0 {
			pu |= 1 << i
		}
	}
	w.setPred(in.pu, pu, m)
	return nil
}

// execIABS: Rd = |SrcB| (|INT32_MIN| = 0x80000000).
func execIABS(x *run, w *warp, in *inst, m uint32) *Error {
	b := x.vec(w, &in.b, 1)
	d := w.dst(in.d)
	if bits.OnesCount32(m) >= selLanesFrom {
		absMask(d, b, m)
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		v := int32(b[i])
		if v < 0 {
			v = -v
		}
		d[i] = uint32(v)
	}
	return nil
}

// execIMNMX: Rd = pp ? min(Ra, SrcB) : max(Ra, SrcB).
func execIMNMX(x *run, w *warp, in *inst, m uint32) *Error {
	a, b := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1)
	d := w.dst(in.d)
	pp := w.pred(in.pp, in.ppNot)
	if bits.OnesCount32(m) >= wideLanesFrom {
		imnmxMask(d, a, b, in.signed, pp, m) // min or max by pp, eight lanes at a time
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		less := a[i] < b[i]
		if in.signed {
			less = int32(a[i]) < int32(b[i])
		}
		if (pp>>i&1 != 0) == less {
			d[i] = a[i]
		} else {
			d[i] = b[i]
		}
	}
	return nil
}

// packPR packs P0..P7 of a lane into a byte (P7 = PT is 1).
func (w *warp) packPR(i int) uint32 {
	var pr uint32
	for p := 0; p < 8; p++ {
		pr |= (w.p[p] >> i & 1) << p
	}
	return pr
}

// execP2R: the .bsel byte of Rd takes the predicates SbMsk selects and Ra's
// bits elsewhere; Rd's other bytes are Ra's.
func execP2R(x *run, w *warp, in *inst, m uint32) *Error {
	a, b := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1)
	d := w.dst(in.d)
	sh := 8 * uint32(in.mode)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		msk := (b[i] & 0xff) << sh
		d[i] = a[i]&^msk | w.packPR(i)<<sh&msk
	}
	return nil
}

// execR2P: the predicates SbMsk selects take the bits of Ra's .bsel byte;
// the others keep their values.
func execR2P(x *run, w *warp, in *inst, m uint32) *Error {
	a, b := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1)
	sh := 8 * uint32(in.mode)
	var set, sel [7]uint32
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		v, msk := a[i]>>sh&0xff, b[i]&0xff
		for p := 0; p < 7; p++ {
			if msk>>p&1 != 0 {
				sel[p] |= 1 << i
				set[p] |= (v >> p & 1) << i
			}
		}
	}
	for p := 0; p < 7; p++ {
		w.p[p] = w.p[p]&^sel[p] | set[p]
	}
	return nil
}

// Comparison and boolean operations, in their enumerations' order.
func compare(op uint8, a, b uint32, signed bool) bool {
	if signed {
		sa, sb := int32(a), int32(b)
		switch op {
		case 0:
			return sa == sb
		case 1:
			return sa != sb
		case 2:
			return sa < sb
		case 3:
			return sa <= sb
		case 4:
			return sa > sb
		}
		return sa >= sb
	}
	switch op {
	case 0:
		return a == b
	case 1:
		return a != b
	case 2:
		return a < b
	case 3:
		return a <= b
	case 4:
		return a > b
	}
	return a >= b
}

func boolOp(op uint8, t, p bool) bool {
	switch op {
	case 0:
		return t && p
	case 1:
		return t || p
	}
	return t != p
}

// execISET writes the ISETP result as a mask (.BM) or 1.0f (.BF).
func execISET(x *run, w *warp, in *inst, m uint32) *Error {
	pu, _ := x.setpBits(w, in, m)
	d := w.dst(in.d)
	one := uint32(0xffffffff)
	if in.bf {
		one = 0x3f800000
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = one * uint32(pu>>i&1)
	}
	return nil
}

// selLanesFrom is the number of active lanes from which SEL and MOV use
// selLanes, a whole-warp kernel that writes only the active lanes, rather
// than visit the lanes one by one: it costs about as much as four lanes
// of the loop.
const selLanesFrom = 4

// execSEL: Rd = pp ? Ra : SrcB. Branch-free: the lanes' choices follow
// the data (a predicate that differs lane by lane would mispredict).
func execSEL(x *run, w *warp, in *inst, m uint32) *Error {
	a, b := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1)
	d := w.dst(in.d)
	pp := w.pred(in.pp, in.ppNot)
	if bits.OnesCount32(m) >= selLanesFrom {
		selLanes(d, a, b, pp, m)
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		sel := -(pp >> i & 1)
		d[i] = b[i] ^ (a[i]^b[i])&sel
	}
	return nil
}

// lutFn evaluates a three-input truth table bitwise.
type lutFn struct {
	k [8]uint32 // algebraic normal form: coefficient masks of 1, c, b, bc, a, ac, ab, abc
}

// makeLUT turns a truth table (bit a<<2|b<<1|c of lut is F(a,b,c)) into its
// algebraic normal form, so that F is a few ANDs and XORs.
func makeLUT(lut uint8) lutFn {
	var coef [8]uint8
	for s := 0; s < 8; s++ {
		for t := 0; t < 8; t++ {
			if t&^s == 0 {
				coef[s] ^= lut >> t & 1
			}
		}
	}
	var f lutFn
	for s, v := range coef {
		if v != 0 {
			f.k[s] = ^uint32(0)
		}
	}
	return f
}

func (f *lutFn) eval(a, b, c uint32) uint32 {
	ab := a & b
	return f.k[0] ^ c&f.k[1] ^ b&f.k[2] ^ b&c&f.k[3] ^ a&f.k[4] ^ a&c&f.k[5] ^ ab&f.k[6] ^ ab&c&f.k[7]
}

// lutDense evaluates a truth table in all 32 lanes, with loops of their
// own for the most common tables.
func lutDense(lut uint8, f *lutFn, d, a, b, c *[32]uint32) {
	// Two lanes per 64-bit word: the operations are bitwise.
	d64, a64, b64, c64 := lanes64(d), lanes64(a), lanes64(b), lanes64(c)
	switch lut {
	case 0x96:
		xor3Lanes(d, a, b, c)
	case 0x3C:
		for i := range d64 {
			d64[i] = a64[i] ^ b64[i]
		}
	case 0xC0:
		for i := range d64 {
			d64[i] = a64[i] & b64[i]
		}
	case 0xFC:
		for i := range d64 {
			d64[i] = a64[i] | b64[i]
		}
	case 0x80:
		for i := range d64 {
			d64[i] = a64[i] & b64[i] & c64[i]
		}
	case 0xFE:
		for i := range d64 {
			d64[i] = a64[i] | b64[i] | c64[i]
		}
	case 0xF8:
		for i := range d64 {
			d64[i] = a64[i] | b64[i]&c64[i]
		}
	case 0x30:
		for i := range d64 {
			d64[i] = a64[i] &^ b64[i]
		}
	default:
		lop3Lanes(d, a, b, c, &f.k)
	}
}

// execLOP3: Rd = LUT(Ra, SrcB, Rc); pu = (Rd != 0) AND/OR pp.
func execLOP3(x *run, w *warp, in *inst, m uint32) *Error {
	a, b, c := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1), x.vec(w, &in.c, 2)
	d := w.dst(in.d)
	f := &in.lut
	if in.pu == 7 {
		if m == ^uint32(0) && in.imm == 0x96 { // the most frequent table, without lutDense's call and switch
			xor3Lanes(d, a, b, c)
			return nil
		}
		if bits.OnesCount32(m) >= wideLanesFrom {
			// AND, OR, XOR and the like of two inputs in one AVX2 pass.
			if k, ok := lop2Table(uint8(in.imm), f); ok {
				lop2Mask(d, a, b, &k, m)
				return nil
			}
			if m == ^uint32(0) {
				lutDense(uint8(in.imm), f, d, a, b, c)
				return nil
			}
			lop3Mask(d, a, b, c, &f.k, m)
			return nil
		}
		if k, ok := lop2Table(uint8(in.imm), f); ok {
			// A table of two inputs (AND, OR, XOR...): half of eval's terms.
			for mm := m; mm != 0; mm &= mm - 1 {
				i := bits.TrailingZeros32(mm) & 31
				x, y := a[i], b[i]
				d[i] = k[0] ^ x&k[1] ^ y&k[2] ^ x&y&k[3]
			}
			return nil
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			d[i] = f.eval(a[i], b[i], c[i])
		}
		return nil
	}
	pp := w.pred(in.pp, in.ppNot)
	var nz uint32
	switch {
	case m == ^uint32(0):
		nz = lop3Lanes(d, a, b, c, &f.k)
	case bits.OnesCount32(m) >= wideLanesFrom:
		nz = lop3Mask(d, a, b, c, &f.k, m)
	default:
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			d[i] = f.eval(a[i], b[i], c[i])
			if d[i] != 0 {
				nz |= 1 << i
			}
		}
	}
	pu := nz | pp
	if in.mode == 0 { // .PAND
		pu = nz & pp
	}
	w.setPred(in.pu, pu, m)
	return nil
}

// execPLOP3: pu = LUT(pa, pb, pc), evaluated on the lane masks.
func execPLOP3(x *run, w *warp, in *inst, m uint32) *Error {
	pa, pb := w.pred(in.pa, in.paNot), w.pred(in.pb, in.pbNot)
	var pc uint32
	if in.pc3Uniform {
		if w.upred(in.pc3, in.pc3Not) {
			pc = ^uint32(0)
		}
	} else {
		pc = w.pred(in.pc3, in.pc3Not)
	}
	w.setPred(in.pu, in.lut.eval(pa, pb, pc), m)
	return nil
}

// shf is the funnel shift of {hi:lo} by b: 64-bit types allow shifts up to
// 64, 32-bit types up to 32; .CLAMP clamps larger amounts, .WRAP takes them
// modulo the limit. Right shifts of signed types fill with bit 63.
func shf(lo, b, hi uint32, right, wrap, signed, wide, outHi bool) uint32 {
	t := uint64(hi)<<32 | uint64(lo)
	ub := uint32(32)
	if wide {
		ub = 64
	}
	n := b
	if wrap {
		n = b % ub
	} else if n > ub {
		n = ub
	}
	switch {
	case !right:
		t <<= n
	case signed:
		t = uint64(int64(t) >> n)
	default:
		t >>= n
	}
	if outHi {
		return uint32(t >> 32)
	}
	return uint32(t)
}

// shfForm is execSHF's count rule and sign for an itype and .WRAP: n =
// min(b & wrapMask, lim); the 64-bit types need no clamp (Go's shifts by
// 64 or more give 0 or the sign, as shf's clamped shift by 64 does), the
// 32-bit ones clamp to 32, and .WRAP masks with the (power of two) limit.
type shfForm struct {
	lim, wrapMask uint32
	signed        bool
}

// shfForms[itype][wrap] (itype 0 and 2 signed, 0 and 1 of 64 bits, as
// shf reads them).
var shfForms = [4][2]shfForm{
	{{^uint32(0), ^uint32(0), true}, {^uint32(0), 63, true}},
	{{^uint32(0), ^uint32(0), false}, {^uint32(0), 63, false}},
	{{32, ^uint32(0), true}, {^uint32(0), 31, true}},
	{{32, ^uint32(0), false}, {^uint32(0), 31, false}},
}

// execSHF: SHF.dir.lohi.cwmod.itype Rd, Ra, SrcB, SrcC: shf with the
// instruction's choices taken once, outside the lane loops. Go shifts of
// 64 or more give 0 (unsigned) or the sign (signed), as shf's clamped
// shift by 64 does, so the 64-bit types need no clamp; the 32-bit ones
// clamp to 32, and .WRAP masks with the (power of two) limit.
func execSHF(x *run, w *warp, in *inst, m uint32) *Error {
	a, b, c := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1), x.vec(w, &in.c, 2)
	d := w.dst(in.d)
	wrap := 0
	if in.wrap {
		wrap = 1
	}
	form := &shfForms[in.mode&3][wrap] // itype is a 2-bit field
	signed, lim, wrapMask := form.signed, form.lim, form.wrapMask
	outSh := uint(0) // which half of the shifted 64 bits Rd takes
	if in.hi {
		outSh = 32
	}
	if in.b.kind != oGPR {
		// A warp-uniform amount (immediate, constant, uniform register):
		// one shift count for every lane. A right shift and the choice of
		// the half are one shift: Go's shifts by 64 or more give 0 or the
		// sign, so t >> n >> outSh == t >> (n + outSh).
		n := uint(min(b[0]&wrapMask, lim))
		if bits.OnesCount32(m) >= wideLanesFrom {
			shfUniform(d, a, c, uint64(n), in.right, signed, in.hi, m)
			return nil
		}
		switch {
		case !in.right && in.hi:
			for mm := m; mm != 0; mm &= mm - 1 {
				i := bits.TrailingZeros32(mm) & 31
				d[i] = uint32((uint64(c[i])<<32 | uint64(a[i])) << n >> 32)
			}
		case !in.right:
			for mm := m; mm != 0; mm &= mm - 1 {
				i := bits.TrailingZeros32(mm) & 31
				d[i] = uint32((uint64(c[i])<<32 | uint64(a[i])) << n)
			}
		case signed:
			n += outSh
			for mm := m; mm != 0; mm &= mm - 1 {
				i := bits.TrailingZeros32(mm) & 31
				d[i] = uint32(int64(uint64(c[i])<<32|uint64(a[i])) >> n)
			}
		default:
			n += outSh
			for mm := m; mm != 0; mm &= mm - 1 {
				i := bits.TrailingZeros32(mm) & 31
				d[i] = uint32((uint64(c[i])<<32 | uint64(a[i])) >> n)
			}
		}
		return nil
	}
	if bits.OnesCount32(m) >= wideLanesFrom {
		// A count per lane: every lane's 64-bit shift in one pass.
		kind, hi := uint32(shfLeft), uint32(0)
		if in.right {
			kind = shfRight
			if signed {
				kind = shfSar
			}
		}
		if in.hi {
			hi = 1
		}
		shfVarMask(d, a, b, c, wrapMask, lim, kind, hi, m)
		return nil
	}
	switch {
	case !in.right:
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			n := min(b[i]&wrapMask, lim)
			d[i] = uint32((uint64(c[i])<<32 | uint64(a[i])) << n >> outSh)
		}
	case signed:
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			n := min(b[i]&wrapMask, lim)
			d[i] = uint32(uint64(int64(uint64(c[i])<<32|uint64(a[i]))>>n) >> outSh)
		}
	default:
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			n := min(b[i]&wrapMask, lim)
			d[i] = uint32((uint64(c[i])<<32 | uint64(a[i])) >> n >> outSh)
		}
	}
	return nil
}

// execMOV copies a 32- or 64-bit source.
func execMOV(x *run, w *warp, in *inst, m uint32) *Error {
	b := x.vec(w, &in.b, 1)
	d := w.dst(in.d)
	if in.dn == 2 {
		if in.d == isa.RZ {
			return nil
		}
		// Each lane reads both words before it writes: no copies needed
		// when the pairs overlap (movPairMask reads every lane first).
		hi := x.vecHi(w, &in.b, 2)
		dl, dh := w.dst(in.d), w.dst(in.d+1)
		if bits.OnesCount32(m) >= selLanesFrom {
			if useAVX2 { // (movPairMask, without its call)
				movPairMaskAVX2(dl, dh, b, hi, m)
			} else {
				movPairMaskGo(dl, dh, b, hi, m)
			}
			return nil
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			l, h := b[i], hi[i]
			dl[i], dh[i] = l, h
		}
		return nil
	}
	if m == ^uint32(0) {
		copyLanes(d, b)
		return nil
	}
	if bits.OnesCount32(m) >= selLanesFrom {
		if useAVX2 { // (movMask, without its call)
			movMaskAVX2(d, b, m)
		} else {
			movMaskGo(d, b, m)
		}
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = b[i]
	}
	return nil
}

// prmtTable gives, per mode (F4E..RC16) and selector, the source byte of
// Rd.b0..Rd.b3 (bytes 0..3 from Ra, 4..7 from SrcB). The spec's tables list
// the same sources with the columns in PTX's order, Rd.b3 first.
var prmtTable = [7][4][4]uint8{
	1: {{0, 1, 2, 3}, {1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6}}, // F4E
	2: {{0, 7, 6, 5}, {1, 0, 7, 6}, {2, 1, 0, 7}, {3, 2, 1, 0}}, // B4E
	3: {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}}, // RC8
	4: {{0, 1, 2, 3}, {1, 1, 2, 3}, {2, 2, 2, 3}, {3, 3, 3, 3}}, // ECL
	5: {{0, 0, 0, 0}, {0, 1, 1, 1}, {0, 1, 2, 2}, {0, 1, 2, 3}}, // ECR
	6: {{0, 1, 0, 1}, {2, 3, 2, 3}, {0, 1, 0, 1}, {2, 3, 2, 3}}, // RC16
}

func prmt(mode uint8, a, b, c uint32) uint32 {
	t := uint64(b)<<32 | uint64(a)
	var r uint32
	for k := 0; k < 4; k++ {
		var by uint32
		if mode == 0 {
			nib := c >> (4 * k) & 0xf
			by = uint32(t >> (8 * (nib & 7)) & 0xff)
			if nib&8 != 0 { // replicate the byte's sign bit
				by = 0xff * (by >> 7)
			}
		} else {
			by = uint32(t >> (8 * prmtTable[mode][c&3][k]) & 0xff)
		}
		r |= by << (8 * k)
	}
	return r
}

func execPRMT(x *run, w *warp, in *inst, m uint32) *Error {
	a, b, c := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1), x.vec(w, &in.c, 2)
	d := w.dst(in.d)
	if in.c.kind != oGPR && m == ^uint32(0) {
		prmtUniform(d, a, b, in.mode, c[0])
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = prmt(in.mode, a[i], b[i], c[i])
	}
	return nil
}

// intRange returns the range of an n-bit integer type.
func intRange(n uint, signed bool) (int64, int64) {
	if signed {
		return -(1 << (n - 1)), 1<<(n-1) - 1
	}
	return 0, 1<<n - 1
}

func clamp(v, lo, hi int64) int64 { return min(max(v, lo), hi) }

// execI2I saturates the signed 32-bit SrcB to S8/U8/S16/U16; the result is
// written as a 32-bit integer (sign-extended for the signed types).
func execI2I(x *run, w *warp, in *inst, m uint32) *Error {
	b := x.vec(w, &in.b, 1)
	d := w.dst(in.d)
	n := uint(8)
	if in.mode >= 2 {
		n = 16
	}
	lo, hi := intRange(n, in.mode%2 == 0)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = uint32(clamp(int64(int32(b[i])), lo, hi))
	}
	return nil
}

// execI2IP saturates the signed Ra and SrcB to the destination type (and
// to >= 0 under .SATRELU) and packs them: SrcB in the low bits, Ra above
// it, the rest of Rd from the low bits of Rc.
func execI2IP(x *run, w *warp, in *inst, m uint32) *Error {
	a, b, c := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1), x.vec(w, &in.c, 2)
	d := w.dst(in.d)
	size := uint(2) << (in.mode / 2)
	lo, hi := intRange(size, in.mode%2 == 0)
	if in.relu {
		lo = max(lo, 0)
	}
	msk := uint32(1)<<size - 1
	if bits.OnesCount32(m) >= wideLanesFrom {
		// Eight lanes at a time: the bounds are int32 values, so clamping
		// in 32 bits is clamp's result; Rc's low bits shifted above the
		// pair are the loop's rest.
		i2ipMask(d, a, b, c, int32(lo), int32(hi), uint32(size), m)
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		ta := uint32(clamp(int64(int32(a[i])), lo, hi))
		tb := uint32(clamp(int64(int32(b[i])), lo, hi))
		r := (ta&msk)<<size | tb&msk
		if size < 16 {
			rest := 32 - 2*size
			r |= (c[i] & (1<<rest - 1)) << (2 * size)
		}
		d[i] = r
	}
	return nil
}
