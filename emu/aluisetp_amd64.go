//go:build amd64 && !purego

package emu

// cmpOneLanes is aluisetp_amd64.s's AVX2 kernel; without AVX2 it jumps to
// cmpOneLanesGo, which defines it.
//
//go:noescape
func cmpOneLanes(a, b *[32]uint32, f *setpForm, signed bool) uint32
