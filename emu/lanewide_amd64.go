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
