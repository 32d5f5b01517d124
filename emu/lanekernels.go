package emu

// Whole-warp lane kernels: the loops of the most frequent ALU instructions
// when all 32 lanes execute. On amd64 they are SSE2 assembly
// (lanekernels_amd64.s; SSE2 is part of the amd64 baseline, so no CPU
// feature test is needed), four lanes per instruction; elsewhere, and with
// the purego build tag, the Go loops below. The Go versions are always
// compiled so that the tests compare both with a lane-by-lane reference.
// A destination may be one of the sources: every kernel reads a block of
// lanes before it writes it.

// addLanesGo sets d[i] = (a[i]^ax) + (b[i]^bx) + k (mod 2^32).
func addLanesGo(d, a, b *[32]uint32, ax, bx, k uint32) {
	for i := 0; i < 31; i += 2 { // two lanes per iteration: half the loop overhead
		d[i] = (a[i] ^ ax) + (b[i] ^ bx) + k
		d[i+1] = (a[i+1] ^ ax) + (b[i+1] ^ bx) + k
	}
}

// madLanesGo sets d[i] = a[i]*b[i] + c[i] (mod 2^32).
func madLanesGo(d, a, b, c *[32]uint32) {
	for i := 0; i < 31; i += 2 {
		d[i] = a[i]*b[i] + c[i]
		d[i+1] = a[i+1]*b[i+1] + c[i+1]
	}
}

// cmpLanesGo returns the lanes where a[i] < b[i] and where a[i] == b[i];
// bias 0x80000000 compares unsigned, 0 signed (a biased unsigned compare is
// the signed compare of the values with their top bit flipped).
func cmpLanesGo(a, b *[32]uint32, bias uint32) (lt, eq uint32) {
	// Branch-free lane loops from lane 31 down, shifting each lane's bit in
	// (no variable shifts): the sign bit of a 64-bit difference is the
	// comparison, and x - 1 borrows exactly when x == 0.
	for i := 31; i > 0; i -= 2 {
		eq = eq<<2 | uint32((uint64(a[i]^b[i])-1)>>63)<<1 | uint32((uint64(a[i-1]^b[i-1])-1)>>63)
	}
	if bias == 0 {
		for i := 31; i > 0; i -= 2 {
			lt = lt<<2 | uint32(uint64(int64(int32(a[i]))-int64(int32(b[i])))>>63)<<1 |
				uint32(uint64(int64(int32(a[i-1]))-int64(int32(b[i-1])))>>63)
		}
	} else {
		for i := 31; i > 0; i -= 2 {
			lt = lt<<2 | uint32((uint64(a[i])-uint64(b[i]))>>63)<<1 | uint32((uint64(a[i-1])-uint64(b[i-1]))>>63)
		}
	}
	return lt, eq
}

// xor3LanesGo sets d[i] = a[i] ^ b[i] ^ c[i] (LOP3's table 0x96).
func xor3LanesGo(d, a, b, c *[32]uint32) {
	d64, a64, b64, c64 := lanes64(d), lanes64(a), lanes64(b), lanes64(c)
	for i := range d64 {
		d64[i] = a64[i] ^ b64[i] ^ c64[i]
	}
}

// selLanesGo sets d[i] = a[i] where sel has lane i's bit, else b[i], in
// the lanes of m; the other lanes of d keep their values. It is SEL, and
// with sel all ones a masked copy.
func selLanesGo(d, a, b *[32]uint32, sel, m uint32) {
	for i := 0; i < 32; i++ {
		s, k := -(sel >> i & 1), -(m >> i & 1) // all ones where set
		r := a[i]&s | b[i]&^s
		d[i] = r&k | d[i]&^k
	}
}
