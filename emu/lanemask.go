package emu

import "unsafe"

// Masked whole-warp kernels: the integer instructions of a partial warp
// (a divergent branch's lanes, the lanes still in a loop) in one pass that
// computes every lane and writes only the lanes of m, instead of a whole
// kernel into a scratch vector and selLanes' copy of the active lanes
// (a second call and the scratch vector's zeroing per instruction).
// AVX2 assembly on amd64 CPUs that have it (lanemask_amd64.s); these Go
// loops define what it computes and are what the other hosts run. Like
// the kernels of lanewide.go each reads a block of lanes (of d too)
// before it writes it, so a destination may be one of the sources. The
// masks they return cover all 32 lanes: the callers keep the lanes of m.

// laneMask returns all ones when lane i of m is set, else zero.
func laneMask(m uint32, i int) uint32 { return -(m >> i & 1) }

// addCarryMaskGo is addCarryLanesGo writing only the lanes of m.
func addCarryMaskGo(d, a, b *[32]uint32, ax, bx, k, pp, m uint32) (carry uint32) {
	for i := 0; i < 32; i++ {
		t := uint64(a[i]^ax) + uint64(b[i]^bx) + uint64(k) + uint64(pp>>i&1)
		keep := laneMask(m, i)
		d[i] = uint32(t)&keep | d[i]&^keep
		if t>>32 != 0 {
			carry |= 1 << i
		}
	}
	return carry
}

// shiftAddMaskGo sets d[i], in the lanes of m, to shiftOrLanesGo's
// combination of x[i] and y[i] (kind, counts nx and ny) plus b[i] plus
// pp's bit i, modulo 2^32, and returns the lanes whose sum carries out:
// LEA's address form (a << s + b: x = y = a, ny 32) and LEA.HI's ({c:a}
// << s's high word, or sext(a) << s's, + b + pp) in one pass.
func shiftAddMaskGo(d, x, y, b *[32]uint32, nx, ny uint64, kind, pp, m uint32) (carry uint32) {
	for i := 0; i < 32; i++ {
		var s uint32
		switch kind {
		case shlOr:
			s = x[i]<<nx | y[i]>>ny
		case shrOr:
			s = x[i]>>nx | y[i]<<ny
		default:
			s = uint32(int32(x[i])>>nx) | y[i]<<ny
		}
		t := uint64(s) + uint64(b[i]) + uint64(pp>>i&1)
		keep := laneMask(m, i)
		d[i] = uint32(t)&keep | d[i]&^keep
		carry |= uint32(t>>32) << i
	}
	return carry
}

// shiftOrMaskGo is shiftOrLanesGo writing only the lanes of m.
func shiftOrMaskGo(d, x, y *[32]uint32, nx, ny uint64, kind, m uint32) {
	var t [32]uint32
	shiftOrLanesGo(&t, x, y, nx, ny, kind)
	for i := 0; i < 32; i++ {
		keep := laneMask(m, i)
		d[i] = t[i]&keep | d[i]&^keep
	}
}

// lop3MaskGo is lop3LanesGo writing only the lanes of m; the lanes whose
// result is not zero are those of all 32.
func lop3MaskGo(d, a, b, c *[32]uint32, k *[8]uint32, m uint32) (nz uint32) {
	var t [32]uint32
	nz = lop3LanesGo(&t, a, b, c, k)
	for i := 0; i < 32; i++ {
		keep := laneMask(m, i)
		d[i] = t[i]&keep | d[i]&^keep
	}
	return nz
}

// madMaskGo sets d[i] = a[i]*b[i] + c[i] (mod 2^32) in the lanes of m.
func madMaskGo(d, a, b, c *[32]uint32, m uint32) {
	for i := 0; i < 32; i++ {
		keep := laneMask(m, i)
		d[i] = (a[i]*b[i]+c[i])&keep | d[i]&^keep
	}
}

// movMaskGo copies the lanes of m from s to d (MOV of a partial warp).
func movMaskGo(d, s *[32]uint32, m uint32) {
	for i := 0; i < 32; i++ {
		keep := laneMask(m, i)
		d[i] = s[i]&keep | d[i]&^keep
	}
}

// movPairMaskGo copies the lanes of m from the pair (sl, sh) to (dl, dh),
// reading every source lane before writing any (MOV.64 of a partial warp:
// the pairs may overlap, as R[1:2] from R[0:1]).
func movPairMaskGo(dl, dh, sl, sh *[32]uint32, m uint32) {
	l, h := *sl, *sh
	movMaskGo(dl, &l, m)
	movMaskGo(dh, &h, m)
}

// lop2MaskGo sets d[i], in the lanes of m, to the two-input truth table
// with the algebraic normal form k (coefficient masks of 1, a, b and ab)
// of a[i] and b[i]: LOP3's tables that do not depend on their third
// input (AND, OR, XOR, AND-NOT with an immediate or a register).
func lop2MaskGo(d, a, b *[32]uint32, k *[4]uint32, m uint32) {
	for i := 0; i < 32; i++ {
		r := k[0] ^ a[i]&k[1] ^ b[i]&k[2] ^ a[i]&b[i]&k[3]
		keep := laneMask(m, i)
		d[i] = r&keep | d[i]&^keep
	}
}

// lop2Table reports whether a LOP3 truth table (bit a<<2|b<<1|c is
// F(a,b,c)) ignores its third input, and if so returns its two-input
// algebraic normal form for lop2Mask (from f, makeLUT's form of it).
func lop2Table(lut uint8, f *lutFn) (k [4]uint32, ok bool) {
	if (lut^lut>>1)&0x55 != 0 {
		return k, false
	}
	return [4]uint32{f.k[0], f.k[4], f.k[2], f.k[6]}, true
}

// absMaskGo sets d[i] = |int32(b[i])| in the lanes of m (IABS: the
// absolute value of INT32_MIN is 0x80000000, as VPABSD leaves it).
func absMaskGo(d, b *[32]uint32, m uint32) {
	for i := 0; i < 32; i++ {
		s := uint32(int32(b[i]) >> 31)
		keep := laneMask(m, i)
		d[i] = (b[i]^s-s)&keep | d[i]&^keep
	}
}

// Kinds of shfVarMask: the funnel shift's direction and sign.
const (
	shfLeft  = iota // {c:a} << n
	shfRight        // {c:a} >> n, logically
	shfSar          // {c:a} >> n, arithmetically
)

// shfVarMaskGo is execSHF with a count per lane (the amount in a GPR), in
// the lanes of m: n = min(b[i] & wrapMask, lim), the 64-bit {c[i]:a[i]}
// shifted by n (counts of 64 or more shift every bit out, an arithmetic
// shift leaving copies of the sign, as Go's shifts do), and d[i] its low
// word, or its high word where hi is set.
func shfVarMaskGo(d, a, b, c *[32]uint32, wrapMask, lim, kind, hi, m uint32) {
	outSh := uint(0)
	if hi != 0 {
		outSh = 32
	}
	for i := 0; i < 32; i++ {
		n := min(b[i]&wrapMask, lim)
		t := uint64(c[i])<<32 | uint64(a[i])
		switch kind {
		case shfLeft:
			t <<= n
		case shfRight:
			t >>= n
		default:
			t = uint64(int64(t) >> n)
		}
		keep := laneMask(m, i)
		d[i] = uint32(t>>outSh)&keep | d[i]&^keep
	}
}

// laneQuarter is eight lanes of a register: a struct, so that copying one
// is two 16-byte moves inline (an array copied through pointers goes to
// runtime.memmove, which must allow for partial overlap).
type laneQuarter struct{ v [8]uint32 }

// copyLanes sets d to s, a whole warp's register: d and s are the same
// row or disjoint rows (registers never overlap partially), so copying a
// quarter at a time is the plain copy.
func copyLanes(d, s *[32]uint32) {
	dq := (*[4]laneQuarter)(unsafe.Pointer(d))
	sq := (*[4]laneQuarter)(unsafe.Pointer(s))
	dq[0] = sq[0]
	dq[1] = sq[1]
	dq[2] = sq[2]
	dq[3] = sq[3]
}

// imnmxMaskGo is IMNMX in the lanes of m: d[i] is the lesser of a[i] and
// b[i] (as signed or unsigned words) where pp has lane i, else the
// greater.
func imnmxMaskGo(d, a, b *[32]uint32, signed bool, pp, m uint32) {
	bias := uint32(0x80000000) // signed order as unsigned order of the words with their sign bits flipped
	if !signed {
		bias = 0
	}
	for i := 0; i < 32; i++ {
		x, y := a[i], b[i]
		lo, hi := x, y
		if x^bias > y^bias {
			lo, hi = y, x
		}
		r := hi
		if pp>>i&1 != 0 {
			r = lo
		}
		keep := laneMask(m, i)
		d[i] = r&keep | d[i]&^keep
	}
}

// i2ipMaskGo is I2IP in the lanes of m: a[i] and b[i] (as int32) clamped
// to [lo, hi], their low size bits packed as a's above b's, and c[i]'s
// low bits above both (none for 16-bit halves: Go's shift of a uint32 by
// 32 is 0).
func i2ipMaskGo(d, a, b, c *[32]uint32, lo, hi int32, size, m uint32) {
	msk := uint32(1)<<size - 1
	for i := 0; i < 32; i++ {
		ta := uint32(min(max(int32(a[i]), lo), hi))
		tb := uint32(min(max(int32(b[i]), lo), hi))
		r := (ta&msk)<<size | tb&msk | c[i]<<(2*size)
		keep := laneMask(m, i)
		d[i] = r&keep | d[i]&^keep
	}
}
