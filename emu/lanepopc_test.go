package emu

import (
	"math/bits"
	"testing"
)

// TestPOPCLanes compares popcLanes (popcLanesAVX2 where the CPU has AVX2,
// and with the AVX2 path off) and popcLanesGo with a bit-by-bit count of
// b ^ inv, on edge and random words, with and without the bit-not, into a
// distinct row and in place.
func TestPOPCLanes(t *testing.T) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	count := func(v uint32) (n uint32) {
		for ; v != 0; v >>= 1 {
			n += v & 1
		}
		return n
	}
	for _, path := range []bool{false, avx2} {
		useAVX2 = path
		for seed := uint32(0); seed < 32; seed++ {
			a, b, c := laneInputs(seed + 11)
			a[0], a[1], a[2], a[3] = 0, ^uint32(0), 0x8000_0001, 0x0f0f_f0f0
			for _, src := range []*[32]uint32{&a, &b, &c} {
				for _, inv := range []uint32{0, ^uint32(0)} {
					for k, f := range []func(d, b *[32]uint32, inv uint32){popcLanes, popcLanesGo} {
						var d [32]uint32
						f(&d, src, inv)
						in := *src
						f(&in, &in, inv)
						for i := range d {
							want := count(src[i] ^ inv)
							if d[i] != want || in[i] != want || uint32(bits.OnesCount32(src[i]^inv)) != want {
								t.Fatalf("avx2 %v kernel %d: popc(%#x ^ %#x) = %d (in place %d), want %d", path, k, src[i], inv, d[i], in[i], want)
							}
						}
					}
				}
			}
		}
	}
}
