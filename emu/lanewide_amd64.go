//go:build amd64 && !purego

package emu

//go:noescape
func mulWideLanesAVX2(lo, hi, a, b *[32]uint32, signed bool)

// mulWideLanes is mulWideLanesAVX2 where the CPU has AVX2, else mulWideLanesGo.
func mulWideLanes(lo, hi, a, b *[32]uint32, signed bool) {
	if useAVX2 {
		mulWideLanesAVX2(lo, hi, a, b, signed)
		return
	}
	mulWideLanesGo(lo, hi, a, b, signed)
}

//go:noescape
func addCarryLanesAVX2(d, a, b *[32]uint32, ax, bx, k, pp uint32) (carry uint32)

// addCarryLanes is addCarryLanesAVX2 where the CPU has AVX2, else addCarryLanesGo.
func addCarryLanes(d, a, b *[32]uint32, ax, bx, k, pp uint32) (carry uint32) {
	if useAVX2 {
		return addCarryLanesAVX2(d, a, b, ax, bx, k, pp)
	}
	return addCarryLanesGo(d, a, b, ax, bx, k, pp)
}

//go:noescape
func shiftOrLanesAVX2(d, x, y *[32]uint32, nx, ny uint64, kind uint32)

// shiftOrLanes is shiftOrLanesAVX2 where the CPU has AVX2, else shiftOrLanesGo.
func shiftOrLanes(d, x, y *[32]uint32, nx, ny uint64, kind uint32) {
	if useAVX2 {
		shiftOrLanesAVX2(d, x, y, nx, ny, kind)
		return
	}
	shiftOrLanesGo(d, x, y, nx, ny, kind)
}

//go:noescape
func lop3LanesAVX2(d, a, b, c *[32]uint32, k *[8]uint32) (nz uint32)

// lop3Lanes is lop3LanesAVX2 where the CPU has AVX2, else lop3LanesGo.
func lop3Lanes(d, a, b, c *[32]uint32, k *[8]uint32) (nz uint32) {
	if useAVX2 {
		return lop3LanesAVX2(d, a, b, c, k)
	}
	return lop3LanesGo(d, a, b, c, k)
}

//go:noescape
func dp4aLanesAVX2(d, a, b *[32]uint32, unsigned uint32)

// dp4aLanes is dp4aLanesAVX2 where the CPU has AVX2, else dp4aLanesGo.
func dp4aLanes(d, a, b *[32]uint32, unsigned uint32) {
	if useAVX2 {
		dp4aLanesAVX2(d, a, b, unsigned)
		return
	}
	dp4aLanesGo(d, a, b, unsigned)
}

//go:noescape
func prmtShuffleAVX2(d, a, b *[32]uint32, ctl *[96]byte)

//go:noescape
func dp2aLanesAVX2(d, a, b *[32]uint32, aU, bU, hi bool)

// dp2aLanes is dp2aLanesAVX2 where the CPU has AVX2, else dp2aLanesGo.
func dp2aLanes(d, a, b *[32]uint32, aU, bU, hi bool) {
	if useAVX2 {
		dp2aLanesAVX2(d, a, b, aU, bU, hi)
		return
	}
	dp2aLanesGo(d, a, b, aU, bU, hi)
}

//go:noescape
func popcLanesAVX2(d, b *[32]uint32, inv uint32)

// popcLanes is popcLanesAVX2 where the CPU has AVX2, else popcLanesGo.
func popcLanes(d, b *[32]uint32, inv uint32) {
	if useAVX2 {
		popcLanesAVX2(d, b, inv)
		return
	}
	popcLanesGo(d, b, inv)
}
