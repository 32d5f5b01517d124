//go:build !amd64 || purego

package emu

func shflFullAVX2(d, src, bv, cv *[32]uint32, mode uint32) uint32 {
	return shflFullWarp(uint8(mode), d, src, bv, cv)
}

func reduceFullAVX2(a *[32]uint32, op uint32, signed bool) uint32 {
	return reduceLanes(uint8(op), signed, a, ^uint32(0))
}
