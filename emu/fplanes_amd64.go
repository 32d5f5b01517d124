//go:build amd64 && !purego

package emu

//go:noescape
func arith32AVX2(op uint8, a, b, c, r *[32]uint32) (check uint32)

// arith32 is arith32AVX2 where the CPU has AVX2, else arith32Go.
func arith32(op uint8, a, b, c, r *[32]uint32) uint32 {
	if useAVX2 {
		return arith32AVX2(op, a, b, c, r)
	}
	return arith32Go(op, a, b, c, r)
}
