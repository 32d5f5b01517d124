//go:build amd64 && !purego

package emu

//go:noescape
func addCarryMaskAVX2(d, a, b *[32]uint32, ax, bx, k, pp, m uint32) (carry uint32)

// addCarryMask is addCarryMaskAVX2 where the CPU has AVX2, else addCarryMaskGo.
func addCarryMask(d, a, b *[32]uint32, ax, bx, k, pp, m uint32) (carry uint32) {
	if useAVX2 {
		return addCarryMaskAVX2(d, a, b, ax, bx, k, pp, m)
	}
	return addCarryMaskGo(d, a, b, ax, bx, k, pp, m)
}

//go:noescape
func shiftAddMaskAVX2(d, x, y, b *[32]uint32, nx, ny uint64, kind, pp, m uint32) (carry uint32)

// shiftAddMask is shiftAddMaskAVX2 where the CPU has AVX2, else shiftAddMaskGo.
func shiftAddMask(d, x, y, b *[32]uint32, nx, ny uint64, kind, pp, m uint32) (carry uint32) {
	if useAVX2 {
		return shiftAddMaskAVX2(d, x, y, b, nx, ny, kind, pp, m)
	}
	return shiftAddMaskGo(d, x, y, b, nx, ny, kind, pp, m)
}

//go:noescape
func shiftOrMaskAVX2(d, x, y *[32]uint32, nx, ny uint64, kind, m uint32)

// shiftOrMask is shiftOrMaskAVX2 where the CPU has AVX2, else shiftOrMaskGo.
func shiftOrMask(d, x, y *[32]uint32, nx, ny uint64, kind, m uint32) {
	if useAVX2 {
		shiftOrMaskAVX2(d, x, y, nx, ny, kind, m)
		return
	}
	shiftOrMaskGo(d, x, y, nx, ny, kind, m)
}

//go:noescape
func lop3MaskAVX2(d, a, b, c *[32]uint32, k *[8]uint32, m uint32) (nz uint32)

// lop3Mask is lop3MaskAVX2 where the CPU has AVX2, else lop3MaskGo.
func lop3Mask(d, a, b, c *[32]uint32, k *[8]uint32, m uint32) (nz uint32) {
	if useAVX2 {
		return lop3MaskAVX2(d, a, b, c, k, m)
	}
	return lop3MaskGo(d, a, b, c, k, m)
}

//go:noescape
func madMaskAVX2(d, a, b, c *[32]uint32, m uint32)

// madMask is madMaskAVX2 where the CPU has AVX2, else madMaskGo.
func madMask(d, a, b, c *[32]uint32, m uint32) {
	if useAVX2 {
		madMaskAVX2(d, a, b, c, m)
		return
	}
	madMaskGo(d, a, b, c, m)
}

//go:noescape
func movMaskAVX2(d, s *[32]uint32, m uint32)

// movMask is movMaskAVX2 where the CPU has AVX2, else movMaskGo.
func movMask(d, s *[32]uint32, m uint32) {
	if useAVX2 {
		movMaskAVX2(d, s, m)
		return
	}
	movMaskGo(d, s, m)
}

//go:noescape
func movPairMaskAVX2(dl, dh, sl, sh *[32]uint32, m uint32)

// movPairMask is movPairMaskAVX2 where the CPU has AVX2, else movPairMaskGo.
func movPairMask(dl, dh, sl, sh *[32]uint32, m uint32) {
	if useAVX2 {
		movPairMaskAVX2(dl, dh, sl, sh, m)
		return
	}
	movPairMaskGo(dl, dh, sl, sh, m)
}

//go:noescape
func lop2MaskAVX2(d, a, b *[32]uint32, k *[4]uint32, m uint32)

// lop2Mask is lop2MaskAVX2 where the CPU has AVX2, else lop2MaskGo.
func lop2Mask(d, a, b *[32]uint32, k *[4]uint32, m uint32) {
	if useAVX2 {
		lop2MaskAVX2(d, a, b, k, m)
		return
	}
	lop2MaskGo(d, a, b, k, m)
}

//go:noescape
func absMaskAVX2(d, b *[32]uint32, m uint32)

// absMask is absMaskAVX2 where the CPU has AVX2, else absMaskGo.
func absMask(d, b *[32]uint32, m uint32) {
	if useAVX2 {
		absMaskAVX2(d, b, m)
		return
	}
	absMaskGo(d, b, m)
}

//go:noescape
func shfVarMaskAVX2(d, a, b, c *[32]uint32, wrapMask, lim, kind, hi, m uint32)

// shfVarMask is shfVarMaskAVX2 where the CPU has AVX2, else shfVarMaskGo.
func shfVarMask(d, a, b, c *[32]uint32, wrapMask, lim, kind, hi, m uint32) {
	if useAVX2 {
		shfVarMaskAVX2(d, a, b, c, wrapMask, lim, kind, hi, m)
		return
	}
	shfVarMaskGo(d, a, b, c, wrapMask, lim, kind, hi, m)
}

//go:noescape
func imnmxMaskAVX2(d, a, b *[32]uint32, signed bool, pp, m uint32)

// imnmxMask is imnmxMaskAVX2 where the CPU has AVX2, else imnmxMaskGo.
func imnmxMask(d, a, b *[32]uint32, signed bool, pp, m uint32) {
	if useAVX2 {
		imnmxMaskAVX2(d, a, b, signed, pp, m)
		return
	}
	imnmxMaskGo(d, a, b, signed, pp, m)
}

//go:noescape
func i2ipMaskAVX2(d, a, b, c *[32]uint32, lo, hi int32, size, m uint32)

// i2ipMask is i2ipMaskAVX2 where the CPU has AVX2, else i2ipMaskGo.
func i2ipMask(d, a, b, c *[32]uint32, lo, hi int32, size, m uint32) {
	if useAVX2 {
		i2ipMaskAVX2(d, a, b, c, lo, hi, size, m)
		return
	}
	i2ipMaskGo(d, a, b, c, lo, hi, size, m)
}
