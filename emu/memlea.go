package emu

import "math/bits"

// execLEAHi is LEA's high-half address form without negated operands
// (LEA.HI[.X][.SX32] Rd, pu, Ra, SrcB, Rc, s, pp: the high word of a
// 64-bit address, Rd = ((Rc:Ra) >> (32-s)) + SrcB + pp, or with .SX32
// (sext(Ra) >> (32-s)) + SrcB + pp; pu = carry), which address arithmetic
// issues once per 64-bit address: execLEA's general loop, which decides
// the form for every lane, with the form decided once. build selects it;
// TestLEAHiAgreesWithLEA compares the two.
func execLEAHi(x *run, w *warp, in *inst, m uint32) *Error {
	a, b, c := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1), x.vec(w, &in.c, 2)
	d := w.dst(in.d)
	sh := 32 - in.imm&31
	pp := w.pred(in.pp, in.ppNot)
	var pu uint32
	if in.sx32 {
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			sum := uint64(uint32(uint64(int64(int32(a[i])))>>sh)) + uint64(b[i]) + uint64(pp>>i&1)
			d[i] = uint32(sum)
			pu |= uint32(sum>>32) << i
		}
	} else {
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			sum := uint64(uint32((uint64(c[i])<<32|uint64(a[i]))>>sh)) + uint64(b[i]) + uint64(pp>>i&1)
			d[i] = uint32(sum)
			pu |= uint32(sum>>32) << i
		}
	}
	w.setPred(in.pu, pu, m)
	return nil
}
