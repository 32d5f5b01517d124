//go:build !amd64 || purego

package emu

func shflFullAVX2(d, src, bv, cv *[32]uint32, mode uint32) uint32 {
	return shflFullWarp(uint8(mode), d, src, bv, cv)
}
