package emu

import (
	"math/bits"
	"unsafe"

	"gpucc/isa"
)

// The whole-warp forms of IALU instructions (alu.go) that compose the
// kernels of lanewide.go: their callers in alu.go choose them when
// wideLanesFrom or more lanes are active (or, for PRMT, every lane).

// wideLanesFrom is the number of active lanes from which the IALU
// instructions with a carry out or a 64-bit product compute all 32 lanes
// in the kernels of lanewide.go (and copy the active ones) rather than
// visit the active lanes one by one.
const wideLanesFrom = 8

// imadWideLanes is execIMADWide's sum in whole-warp kernels: the 64-bit
// sum is two 32-bit ones, the high one taking the low one's carry. The
// negated SrcC of the lane loop's cases is ^SrcC with the +1 of 2^64 - SrcC
// (without .X) added to the low word: p + 2^64 - cv carries exactly when
// p >= cv, and p + 2^64 (cv = 0) always carries, leaving p. It writes the
// lanes of m and returns the lanes whose sum carries out.
func (x *run) imadWideLanes(w *warp, in *inst, a, b, clo, chi *[32]uint32, pp, m uint32) uint32 {
	var lo, hi [32]uint32
	mulWideLanes(&lo, &hi, a, b, in.signed)
	cx, ck := uint32(0), uint32(0)
	if in.c.neg {
		cx = ^uint32(0)
		if !in.ext {
			ck = 1 // pp is 0 without .X
		}
	}
	// The high sum reads chi after the low one is written: the low word
	// goes to lo, not to the destination (which may be chi's register).
	c1 := addCarryLanes(&lo, &lo, clo, 0, cx, ck, pp)
	if in.d == isa.RZ {
		return addCarryLanes(&hi, &hi, chi, 0, cx, 0, c1)
	}
	dl, dh := w.dst(in.d), w.dst(in.d+1)
	if m == ^uint32(0) {
		pu := addCarryLanes(dh, &hi, chi, 0, cx, 0, c1)
		*dl = lo
		return pu
	}
	pu := addCarryMask(dh, &hi, chi, 0, cx, 0, c1, m)
	movMask(dl, &lo, m) // after the high sum, which may read dl's register as chi
	return pu
}

// dp2aLanesGo sets d[i] to IDP.2A's dot product of a[i]'s two 16-bit
// halves and two bytes of b[i] (bytes 0 and 1, or 2 and 3 under .HI), as
// a 32-bit two's complement, in every lane. A w-bit field f is
// sign-extended as (f ^ s) - s with s its top bit (0 for unsigned). On
// amd64 with AVX2 dp2aLanes runs it eight lanes per block
// (lanewide_amd64.s).
func dp2aLanesGo(d, a, b *[32]uint32, aU, bU, hi bool) {
	sa, sb := int64(0x8000), int64(0x80)
	if aU {
		sa = 0
	}
	if bU {
		sb = 0
	}
	sh := uint(0)
	if hi {
		sh = 16
	}
	for i := range d {
		x, y := a[i], b[i]>>sh
		a0, a1 := int64(x&0xffff)^sa-sa, int64(x>>16)^sa-sa
		b0, b1 := int64(y&0xff)^sb-sb, int64(y>>8&0xff)^sb-sb
		d[i] = uint32(a0*b0 + a1*b1)
	}
}

// execLEAHiLanes is execLEAHi (memlea.go: LEA.HI without negated
// operands) with many active lanes in whole-warp kernels: the high word
// of {Rc:Ra} << s is Rc << s | Ra >> (32 - s) (Rc at s = 0), that of
// sext(Ra) << s the arithmetic Ra >> (32 - s) (the sign at s = 0: a shift
// by 32 leaves copies of it); then + SrcB + pp with its carry. It writes
// the lanes of m.
func execLEAHiLanes(x *run, w *warp, in *inst, m uint32) *Error {
	if bits.OnesCount32(m) < wideLanesFrom {
		return execLEAHi(x, w, in, m)
	}
	a, b, c := x.vec(w, &in.a, 0), x.vec(w, &in.b, 1), x.vec(w, &in.c, 2)
	d := w.dst(in.d)
	s := uint64(in.imm & 31)
	pp := w.pred(in.pp, in.ppNot)
	x0, y0, nx, ny, kind := c, a, s, 32-s, uint32(shlOr)
	if in.sx32 {
		x0, nx, ny, kind = a, 32-s, 32, sarOr
	}
	var pu uint32
	if useAVX2 { // (shiftAddMask, without its call)
		pu = shiftAddMaskAVX2(d, x0, y0, b, nx, ny, kind, pp, m)
	} else {
		pu = shiftAddMaskGo(d, x0, y0, b, nx, ny, kind, pp, m)
	}
	w.setPred(in.pu, pu, m)
	return nil
}

// shfUniform is execSHF with a warp-uniform count n (already clamped or
// wrapped) in whole-warp kernels: each half of the funnel-shifted
// {c:a} is two 32-bit shifts ORed together, the bits from one word and
// the bits crossing over from the other. Counts of 32 or more shift a
// word out entirely (shiftOrLanes), so only n < 32 against n >= 32
// needs telling apart. It writes the lanes of m.
func shfUniform(d, a, c *[32]uint32, n uint64, right, signed, hi bool, m uint32) {
	x, y, nx, ny, kind := a, a, n, uint64(32), uint32(shlOr)
	switch {
	case !right && hi: // hi(({c:a}) << n)
		if n < 32 {
			x, y, ny = c, a, 32-n
		} else {
			nx = n - 32
		}
	case !right: // lo(({c:a}) << n) = a << n
	case hi: // hi(({c:a}) >> n) = c >> n
		x, y, kind = c, c, shrOr
		if signed {
			kind = sarOr
		}
	case n < 32: // lo(({c:a}) >> n): a's bits logically, c's crossing over
		x, y, ny, kind = a, c, 32-n, shrOr
	default: // lo(({c:a}) >> n) = c >> (n - 32)
		x, y, nx, kind = c, c, n-32, shrOr
		if signed {
			kind = sarOr
		}
	}
	if m == ^uint32(0) {
		shiftOrLanes(d, x, y, nx, ny, kind)
		return
	}
	shiftOrMask(d, x, y, nx, ny, kind, m)
}

// prmtUniform is prmt in every lane for a warp-uniform selector c: where
// each result byte comes from in {b:a} (its shift) and whether it is that
// byte's sign replicated are worked out once, as prmt does per lane.
func prmtUniform(d, a, b *[32]uint32, mode uint8, c uint32) {
	var sh [4]uint
	var sgn [4]uint32 // all ones: replicate the sign
	for k := 0; k < 4; k++ {
		if mode == 0 {
			nib := c >> (4 * k) & 0xf
			sh[k] = uint(8 * (nib & 7))
			if nib&8 != 0 {
				sgn[k] = ^uint32(0)
			}
		} else {
			sh[k] = uint(8 * prmtTable[mode][c&3][k])
		}
	}
	if useAVX2 {
		// Result byte k of lane j (4j+k of each 16-byte half) from byte
		// sh[k]/8 of {b:a}: a's bytes in ctl[0:32], b's in ctl[32:64],
		// the sign masks in ctl[64:96]. Built a lane's word at a time (the
		// AVX2 host is little-endian): lane 0's word of controls, plus 4j
		// in each byte that takes a source byte (no carries: at most 15).
		var wa, wb, ma, mb, ws uint32
		for k := 0; k < 4; k++ {
			src, at := uint32(sh[k]/8), uint(8*k)
			if src < 4 {
				wa, wb, ma = wa|src<<at, wb|0x80<<at, ma|0xff<<at
			} else {
				wa, wb, mb = wa|0x80<<at, wb|(src-4)<<at, mb|0xff<<at
			}
			ws |= sgn[k] & 0xff << at
		}
		var ctl [24]uint32
		for j := uint32(0); j < 4; j++ {
			off := 4 * j * 0x01010101
			ctl[j], ctl[4+j] = wa+off&ma, wa+off&ma
			ctl[8+j], ctl[12+j] = wb+off&mb, wb+off&mb
			ctl[16+j], ctl[20+j] = ws, ws
		}
		prmtShuffleAVX2(d, a, b, (*[96]byte)(unsafe.Pointer(&ctl)))
		return
	}
	byteOf := func(t uint64, k int) uint32 {
		by := uint32(t>>sh[k]) & 0xff
		return by&^sgn[k] | 0xff*(by>>7)&sgn[k]
	}
	for i := range d {
		t := uint64(b[i])<<32 | uint64(a[i])
		d[i] = byteOf(t, 0) | byteOf(t, 1)<<8 | byteOf(t, 2)<<16 | byteOf(t, 3)<<24
	}
}
