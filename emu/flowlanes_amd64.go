//go:build amd64 && !purego

package emu

// eqLanes is flowlanes_amd64.s's AVX2 kernel; without AVX2 it jumps to
// eqLanesGo, which defines it.
//
//go:noescape
func eqLanes(v *[32]uint32, s uint32) uint32
