//go:build !amd64 || purego

package emu

func addCarryMask(d, a, b *[32]uint32, ax, bx, k, pp, m uint32) (carry uint32) {
	return addCarryMaskGo(d, a, b, ax, bx, k, pp, m)
}

func shiftAddMask(d, x, y, b *[32]uint32, nx, ny uint64, kind, pp, m uint32) (carry uint32) {
	return shiftAddMaskGo(d, x, y, b, nx, ny, kind, pp, m)
}

func shiftOrMask(d, x, y *[32]uint32, nx, ny uint64, kind, m uint32) {
	shiftOrMaskGo(d, x, y, nx, ny, kind, m)
}

func lop3Mask(d, a, b, c *[32]uint32, k *[8]uint32, m uint32) (nz uint32) {
	return lop3MaskGo(d, a, b, c, k, m)
}

func madMask(d, a, b, c *[32]uint32, m uint32) { madMaskGo(d, a, b, c, m) }

func movMask(d, s *[32]uint32, m uint32) { movMaskGo(d, s, m) }

func movPairMask(dl, dh, sl, sh *[32]uint32, m uint32) { movPairMaskGo(dl, dh, sl, sh, m) }

func lop2Mask(d, a, b *[32]uint32, k *[4]uint32, m uint32) { lop2MaskGo(d, a, b, k, m) }

func absMask(d, b *[32]uint32, m uint32) { absMaskGo(d, b, m) }

// The AVX2 kernels' names, which the hottest callers use directly when
// useAVX2 is set (never here).
func addCarryMaskAVX2(d, a, b *[32]uint32, ax, bx, k, pp, m uint32) (carry uint32) {
	return addCarryMaskGo(d, a, b, ax, bx, k, pp, m)
}

func shiftAddMaskAVX2(d, x, y, b *[32]uint32, nx, ny uint64, kind, pp, m uint32) (carry uint32) {
	return shiftAddMaskGo(d, x, y, b, nx, ny, kind, pp, m)
}

func movMaskAVX2(d, s *[32]uint32, m uint32) { movMaskGo(d, s, m) }

func movPairMaskAVX2(dl, dh, sl, sh *[32]uint32, m uint32) { movPairMaskGo(dl, dh, sl, sh, m) }

func shfVarMask(d, a, b, c *[32]uint32, wrapMask, lim, kind, hi, m uint32) {
	shfVarMaskGo(d, a, b, c, wrapMask, lim, kind, hi, m)
}

func imnmxMask(d, a, b *[32]uint32, signed bool, pp, m uint32) { imnmxMaskGo(d, a, b, signed, pp, m) }

func i2ipMask(d, a, b, c *[32]uint32, lo, hi int32, size, m uint32) {
	i2ipMaskGo(d, a, b, c, lo, hi, size, m)
}
