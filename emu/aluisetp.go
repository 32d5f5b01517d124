package emu

// ISETP: the integer compare that sets predicates. Its common form (.AND
// without .EX) needs one lane compare only, a == b or a > b, which
// setpCompare takes from a single-compare kernel (eqMaskAVX2, gtMaskAVX2
// with their Go twins eqMaskGo, gtMaskGo); .EX and the other boolops need
// both "a < b" and "a == b" and keep cmpLanes.

// cmpSel gives each compop (EQ, NE, LT, LE, GT, GE; encodings above 5
// read as GE, like compare) as masks over the lanes' "a < b" and "a == b"
// bits: cmp = (lt & useLt | eq & useEq) ^ invert. A table instead of a
// switch: ISETP is among the most frequent instructions.
var cmpSel = [8]struct{ useLt, useEq, invert uint32 }{
	{0, ^uint32(0), 0},                   // EQ
	{0, ^uint32(0), ^uint32(0)},          // NE
	{^uint32(0), 0, 0},                   // LT
	{^uint32(0), ^uint32(0), 0},          // LE
	{^uint32(0), ^uint32(0), ^uint32(0)}, // GT: not LE
	{^uint32(0), 0, ^uint32(0)},          // GE: not LT
	{^uint32(0), 0, ^uint32(0)},
	{^uint32(0), 0, ^uint32(0)},
}

// cmpMask compares a and b in every lane, returning the lanes where
// a compop b holds and the lanes where a == b.
func cmpMask(op uint8, signed bool, a, b *[32]uint32) (cmp, eq uint32) {
	bias := uint32(0x80000000)
	if signed {
		bias = 0
	}
	lt, eq := cmpLanes(a, b, bias)
	sel := &cmpSel[op&7]
	return (lt&sel.useLt | eq&sel.useEq) ^ sel.invert, eq
}

// setpForm is one compop as a single compare: a == b (gt 0) or a > b
// (gt 1) on the operands swapped (swap 1) or not, the outcome inverted
// (invert all ones) or not. cmpOneLanes reads the fields at offsets 0, 4
// and 8.
type setpForm struct{ swap, gt, invert uint32 }

// setpSel gives each compop's setpForm: LT is b > a, LE is not a > b,
// GE (and the encodings above 5, like compare) is not b > a.
var setpSel = [8]setpForm{
	{0, 0, 0},          // EQ
	{0, 0, ^uint32(0)}, // NE
	{1, 1, 0},          // LT
	{0, 1, ^uint32(0)}, // LE
	{0, 1, 0},          // GT
	{1, 1, ^uint32(0)}, // GE
	{1, 1, ^uint32(0)},
	{1, 1, ^uint32(0)},
}

// setpCompare returns the lanes where a compop b holds: cmpMask's cmp with
// a single compare instead of both.
func setpCompare(op uint8, signed bool, a, b *[32]uint32) uint32 {
	return cmpOneLanes(a, b, &setpSel[op&7], signed)
}

// cmpOneLanesGo returns the lanes where a f b holds: a[i] == b[i] or
// a[i] > b[i] (as signed or unsigned words), the operands swapped and the
// outcome inverted as f says.
func cmpOneLanesGo(a, b *[32]uint32, f *setpForm, signed bool) (r uint32) {
	if f.swap != 0 {
		a, b = b, a
	}
	bias := uint32(0x80000000) // unsigned order as signed order of a^bias, b^bias
	if signed {
		bias = 0
	}
	for i := range a {
		var hit bool
		if f.gt == 0 {
			hit = a[i] == b[i]
		} else {
			hit = int32(a[i]^bias) > int32(b[i]^bias)
		}
		if hit {
			r |= 1 << i
		}
	}
	return r ^ f.invert
}

func (x *run) setpBits(w *warp, in *inst, m uint32) (pu, pv uint32) {
	t, eq := cmpMask(in.mode, in.signed, x.vec(w, &in.a, 0), x.vec(w, &in.b, 1))
	if in.ext {
		t = eq&w.pred(in.pq, in.pqNot) | ^eq&t
	}
	pp := w.pred(in.pp, in.ppNot)
	switch in.mode2 {
	case 0:
		return t & pp, ^t & pp
	case 1:
		return t | pp, ^t | pp
	}
	return t ^ pp, ^t ^ pp
}

// execISETP: pu = (Ra compop SrcB) boolop pp, pv = !(Ra compop SrcB) boolop pp.
// The common forms (.AND, with or without .EX) are computed here without
// setpBits's call; .AND without .EX with one compare (setpCompare).
func execISETP(x *run, w *warp, in *inst, m uint32) *Error {
	if in.mode2 != 0 {
		pu, pv := x.setpBits(w, in, m)
		w.setPred(in.pu, pu, m)
		w.setPred(in.pv, pv, m)
		return nil
	}
	var t uint32
	if !in.ext {
		t = setpCompare(in.mode, in.signed, x.vec(w, &in.a, 0), x.vec(w, &in.b, 1))
	} else {
		bias := uint32(0x80000000)
		if in.signed {
			bias = 0
		}
		lt, eq := cmpLanes(x.vec(w, &in.a, 0), x.vec(w, &in.b, 1), bias)
		sel := &cmpSel[in.mode&7]
		t = (lt&sel.useLt | eq&sel.useEq) ^ sel.invert // cmpMask, without its call
		// .EX: where the high words are equal, the low words' compare (pq).
		t = eq&w.pred(in.pq, in.pqNot) | ^eq&t
	}
	pp := w.pred(in.pp, in.ppNot)
	w.setPred(in.pu, t&pp, m)
	w.setPred(in.pv, ^t&pp, m)
	return nil
}
