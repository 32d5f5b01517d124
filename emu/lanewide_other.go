//go:build !amd64 || purego

package emu

func mulWideLanes(lo, hi, a, b *[32]uint32, signed bool) { mulWideLanesGo(lo, hi, a, b, signed) }

func addCarryLanes(d, a, b *[32]uint32, ax, bx, k, pp uint32) (carry uint32) {
	return addCarryLanesGo(d, a, b, ax, bx, k, pp)
}

func shiftOrLanes(d, x, y *[32]uint32, nx, ny uint64, kind uint32) {
	shiftOrLanesGo(d, x, y, nx, ny, kind)
}

func lop3Lanes(d, a, b, c *[32]uint32, k *[8]uint32) (nz uint32) { return lop3LanesGo(d, a, b, c, k) }

func dp4aLanes(d, a, b *[32]uint32, unsigned uint32) { dp4aLanesGo(d, a, b, unsigned) }

func prmtShuffleAVX2(d, a, b *[32]uint32, ctl *[96]byte) { prmtShuffleGo(d, a, b, ctl) }

func dp2aLanes(d, a, b *[32]uint32, aU, bU, hi bool) { dp2aLanesGo(d, a, b, aU, bU, hi) }

func popcLanes(d, b *[32]uint32, inv uint32) { popcLanesGo(d, b, inv) }
