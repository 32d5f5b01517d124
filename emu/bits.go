package emu

import (
	"math/bits"
)

// Bit counting and three-input addition (isa/spec/ext_bits.txt, ours); the
// semantics are in docs/isa.md, "Bit counting and three-input addition".

// execIADD3: t = Ra + SrcB + Rc (+ pp + pq under .X); Rd = t mod 2^32, the
// carry c = t >> 32 goes to pu (c >= 1) and pv (c >= 2).
func execIADD3(x *run, w *warp, in *inst, m uint32) *Error {
	a, b, c := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1), x.vec(w, &in.c, 2)
	d := w.dst(in.d)
	var pp, pq uint32
	if in.ext {
		pp, pq = w.pred(in.pp, in.ppNot), w.pred(in.pq, in.pqNot)
	}
	var pu, pv uint32
	if bits.OnesCount32(m) >= wideLanesFrom {
		pu, pv = iadd3Lanes(a, b, c, d, in, pp, pq, m)
		w.setPred(in.pu, pu, m)
		w.setPred(in.pv, pv, m)
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		t := addend(a[i], in.a.neg, in.ext) + addend(b[i], in.b.neg, in.ext) + addend(c[i], in.c.neg, in.ext) +
			bit(pp, i) + bit(pq, i)
		d[i] = uint32(t)
		if t>>32 >= 1 {
			pu |= 1 << i
		}
		if t>>32 >= 2 {
			pv |= 1 << i
		}
	}
	w.setPred(in.pu, pu, m)
	w.setPred(in.pv, pv, m)
	return nil
}

// iadd3Lanes is execIADD3's sum in whole-warp kernels, as three sums
// that each carry at most 1: addend(v, neg, ext) is (v ^ x) + k with x
// all ones for a negated operand and k its two's complement 1 (without
// .X, where pp and pq are 0), so t = (a^xa) + (b^xb) + (ka + pp) gives
// c1, + (c^xc) + (kb + pq) c2, + kc c3, each added 1 at most. The carry
// t >> 32 is c1 + c2 + c3: pu is any of them, pv two or more. It writes
// the lanes of m.
func iadd3Lanes(a, b, c, d *[32]uint32, in *inst, pp, pq, m uint32) (pu, pv uint32) {
	xa, ka := negMask(in.a.neg)
	xb, kb := negMask(in.b.neg)
	xc, kc := negMask(in.c.neg)
	if in.ext {
		ka, kb, kc = 0, 0, 0
	}
	var t [32]uint32
	c1 := addCarryLanes(&t, a, b, xa, xb, ka, pp)
	// The last sum writes d: all of it for a whole warp, else the lanes
	// of m (addCarryMask).
	var c2, c3 uint32
	switch {
	case kc != 0 && m == ^uint32(0):
		c2 = addCarryLanes(&t, &t, c, 0, xc, kb, pq)
		c3 = addCarryLanes(d, &t, &zeroLanes.v, 0, 0, kc, 0)
	case kc != 0:
		c2 = addCarryLanes(&t, &t, c, 0, xc, kb, pq)
		c3 = addCarryMask(d, &t, &zeroLanes.v, 0, 0, kc, 0, m)
	case m == ^uint32(0):
		c2 = addCarryLanes(d, &t, c, 0, xc, kb, pq)
	default:
		c2 = addCarryMask(d, &t, c, 0, xc, kb, pq, m)
	}
	return c1 | c2 | c3, c1&c2 | c1&c3 | c2&c3
}

// bitsOperand reads SrcB, bit-inverted when its ~ field is set.
func bitsOperand(v uint32, not bool) uint32 {
	if not {
		return ^v
	}
	return v
}

// execPOPC: Rd = the number of set bits of SrcB (or ~SrcB).
func execPOPC(x *run, w *warp, in *inst, m uint32) *Error {
	b := x.vec(w, &in.b, 1)
	d := w.dst(in.d)
	if m == ^uint32(0) { // every lane, without the walk over the mask's bits
		inv := uint32(0)
		if in.b.neg {
			inv = ^uint32(0)
		}
		popcLanes(d, b, inv)
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = uint32(bits.OnesCount32(bitsOperand(b[i], in.b.neg)))
	}
	return nil
}

// flo is FLO's result for x: the position of the most significant 1 (.U32)
// or of the most significant bit unlike the sign (.S32), 31 - that position
// with .SH, 0xFFFFFFFF when there is none.
func flo(x uint32, signed, sh bool) uint32 {
	if signed && int32(x) < 0 {
		x = ^x
	}
	if x == 0 {
		return 0xFFFFFFFF
	}
	pos := uint32(31 - bits.LeadingZeros32(x))
	if sh {
		return 31 - pos
	}
	return pos
}

// execFLO: find leading one (PTX bfind), see flo.
func execFLO(x *run, w *warp, in *inst, m uint32) *Error {
	b := x.vec(w, &in.b, 1)
	d := w.dst(in.d)
	if m == ^uint32(0) {
		for i := range d {
			d[i] = flo(bitsOperand(b[i], in.b.neg), in.signed, in.right)
		}
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = flo(bitsOperand(b[i], in.b.neg), in.signed, in.right)
	}
	return nil
}

// execBREV: bit i of Rd is bit 31 - i of SrcB.
func execBREV(x *run, w *warp, in *inst, m uint32) *Error {
	b := x.vec(w, &in.b, 1)
	d := w.dst(in.d)
	if m == ^uint32(0) {
		for i := range d {
			d[i] = bits.Reverse32(b[i])
		}
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = bits.Reverse32(b[i])
	}
	return nil
}
