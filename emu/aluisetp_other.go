//go:build !amd64 || purego

package emu

func cmpOneLanes(a, b *[32]uint32, f *setpForm, signed bool) uint32 {
	return cmpOneLanesGo(a, b, f, signed)
}
