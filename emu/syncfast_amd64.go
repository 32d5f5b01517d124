//go:build amd64 && !purego

package emu

// shflFullAVX2 is shflFullWarp in AVX2 (syncfast_amd64.s), for hosts with
// useAVX2 set.
//
//go:noescape
func shflFullAVX2(d, src, bv, cv *[32]uint32, mode uint32) (pbits uint32)

// reduceFullAVX2 is reduceLanes over a whole warp for the operations 0-5,
// in AVX2 (syncfast_amd64.s), for hosts with useAVX2 set.
//
//go:noescape
func reduceFullAVX2(a *[32]uint32, op uint32, signed bool) uint32
