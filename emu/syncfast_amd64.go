//go:build amd64 && !purego

package emu

// shflFullAVX2 is shflFullWarp in AVX2 (syncfast_amd64.s), for hosts with
// useAVX2 set.
//
//go:noescape
func shflFullAVX2(d, src, bv, cv *[32]uint32, mode uint32) (pbits uint32)
