package emu

import "math/bits"

// Whole-warp kernels for the integer instructions with a carry out, a
// 64-bit product or a funnel shift (IADD with a carry, IMAD.HI, IMAD.WIDE,
// LEA, SHF): AVX2 assembly on amd64 CPUs that have it
// (lanewide_amd64.s), elsewhere these Go loops, which define what the
// assembly computes and which the tests compare it with. Like the kernels
// of lanekernels.go, each reads a block of lanes before it writes it, so a
// destination may be one of the sources. They compute all 32 lanes: the
// callers copy the lanes of a partial mask from a scratch vector.

// mulWideLanesGo sets lo[i], hi[i] to the low and high words of the 64-bit
// product a[i]*b[i], of the values as signed or unsigned integers.
func mulWideLanesGo(lo, hi, a, b *[32]uint32, signed bool) {
	for i := 0; i < 32; i++ {
		p := mul(a[i], b[i], signed)
		lo[i], hi[i] = uint32(p), uint32(p>>32)
	}
}

// addCarryLanesGo sets d[i] = (a[i]^ax) + (b[i]^bx) + k + (pp's bit i),
// modulo 2^32, and returns the lanes whose sum carries out (is 2^32 or
// more). k is at most 2; ax and bx are 0 or all ones (an addend as it is
// or inverted), so the sum is below 3*2^32.
func addCarryLanesGo(d, a, b *[32]uint32, ax, bx, k, pp uint32) (carry uint32) {
	for i := 0; i < 32; i++ {
		t := uint64(a[i]^ax) + uint64(b[i]^bx) + uint64(k) + uint64(pp>>i&1)
		d[i] = uint32(t)
		if t>>32 != 0 {
			carry |= 1 << i
		}
	}
	return carry
}

// Kinds of shiftOrLanes: which way each source is shifted.
const (
	shlOr = iota // x << nx | y >> ny
	shrOr        // x >> nx | y << ny
	sarOr        // x >> nx (arithmetic) | y << ny
)

// shiftOrLanesGo sets d[i] to the kind's combination of x[i] and y[i]
// shifted by the warp-uniform counts nx and ny. Counts of 32 or more shift
// every bit out (an arithmetic right shift leaves copies of the sign), as
// in Go and in the AVX2 shifts by a count register: two of these halves
// make any funnel shift of SHF (shfUniform).
func shiftOrLanesGo(d, x, y *[32]uint32, nx, ny uint64, kind uint32) {
	switch kind {
	case shlOr:
		for i := 0; i < 32; i++ {
			d[i] = x[i]<<nx | y[i]>>ny
		}
	case shrOr:
		for i := 0; i < 32; i++ {
			d[i] = x[i]>>nx | y[i]<<ny
		}
	default:
		for i := 0; i < 32; i++ {
			d[i] = uint32(int32(x[i])>>nx) | y[i]<<ny
		}
	}
}

// lop3LanesGo sets d[i] to the truth table with the algebraic normal form
// k (lutFn's coefficient masks) of a[i], b[i] and c[i], and returns the
// lanes whose result is not zero.
func lop3LanesGo(d, a, b, c *[32]uint32, k *[8]uint32) (nz uint32) {
	f := lutFn{k: *k}
	for i := 0; i < 32; i++ {
		d[i] = f.eval(a[i], b[i], c[i])
		if d[i] != 0 {
			nz |= 1 << i
		}
	}
	return nz
}

// dp4aLanesGo sets d[i] to the dot product of the four bytes of a[i] and
// b[i] (IDP.4A's), as a 32-bit two's complement; bit 0 of unsigned reads
// a's bytes as unsigned, bit 1 b's, else they are signed.
func dp4aLanesGo(d, a, b *[32]uint32, unsigned uint32) {
	aU, bU := unsigned&1 != 0, unsigned&2 != 0
	for i := 0; i < 32; i++ {
		var dot int64
		for k := 0; k < 4; k++ {
			dot += extend8(a[i], k, aU) * extend8(b[i], k, bU)
		}
		d[i] = uint32(dot)
	}
}

// prmtShuffleGo is prmtShuffleAVX2 in Go: per block of 8 lanes (32 bytes,
// two 16-byte halves as VPSHUFB sees them), result byte p is byte
// ctl[p]&15 of its half of a (none when ctl[p] has bit 7) ORed with byte
// ctl[32+p]&15 of b's, replaced by copies of its sign bit where ctl[64+p]
// is 0xff.
func prmtShuffleGo(d, a, b *[32]uint32, ctl *[96]byte) {
	byteAt := func(v *[32]uint32, blk, half int, c byte) uint32 {
		if c&0x80 != 0 {
			return 0
		}
		q := half + int(c&15) // byte within the block
		return v[8*blk+q/4] >> (8 * (q % 4)) & 0xff
	}
	var r [32]uint32
	for blk := 0; blk < 4; blk++ {
		for p := 0; p < 32; p++ {
			half := p / 16 * 16
			by := byteAt(a, blk, half, ctl[p]) | byteAt(b, blk, half, ctl[32+p])
			if ctl[64+p] == 0xff {
				by = 0xff * (by >> 7)
			}
			r[8*blk+p/4] |= by << (8 * (p % 4))
		}
	}
	*d = r
}

// popcLanesGo sets d[i] to the number of set bits of b[i] ^ inv (POPC of a
// whole warp, inv all ones for the operand's bit-not). On amd64 with AVX2
// popcLanes counts eight lanes per block (lanewide_amd64.s).
func popcLanesGo(d, b *[32]uint32, inv uint32) {
	for i := range d {
		d[i] = uint32(bits.OnesCount32(b[i] ^ inv))
	}
}
