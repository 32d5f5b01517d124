package emu

import (
	"math/bits"
	"testing"
)

// TestLocalLimit checks localLimit's one-compare check against the two
// checks it replaces (alignment, then the bytes inside the lane's local
// memory) at every address near the boundaries: around 0, the end of the
// lane's memory, 2^31 and 2^32, for sizes 4 and 8 and strides that are
// and are not multiples of the size, below the size and at the largest
// local memory.
func TestLocalLimit(t *testing.T) {
	strides := []uint64{0, 1, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 100, 1023, 1024, MaxLocalBytes - 1, MaxLocalBytes}
	for _, size := range []uint8{4, 8} {
		shift := bits.TrailingZeros8(size)
		for _, stride := range strides {
			var addrs []uint32
			for _, c := range []uint64{0, stride, 1 << 31, 1 << 32, 1 << 29, 1 << 30} {
				for d := uint64(0); d < 24; d++ {
					addrs = append(addrs, uint32(c+d), uint32(c-d))
				}
			}
			lim, ok := localLimit(stride, size)
			for _, a := range addrs {
				want := a&uint32(size-1) == 0 && uint64(a)+uint64(size) <= stride
				got := ok && bits.RotateLeft32(a, -shift) <= lim
				if got != want {
					t.Errorf("size %d stride %d address %#x: fast check %v, want %v", size, stride, a, got, want)
				}
			}
		}
	}
}

// TestUnderWalkLanes checks underWalkLanes' popcount against a count of
// the bits one by one: every mask of 15, 16 and 17 lanes from runs and
// spreads, the empty and full warp, single lanes, and random masks of
// every count.
func TestUnderWalkLanes(t *testing.T) {
	count := func(m uint32) int {
		n := 0
		for l := 0; l < 32; l++ {
			n += int(m >> l & 1)
		}
		return n
	}
	masks := []uint32{0, ^uint32(0), 0xffff, 0xffff0000, 0x7fff, 0x1ffff, 0x55555555, 0xaaaaaaaa, 0x5555555, 0xaaaaaaab}
	for l := 0; l < 32; l++ {
		masks = append(masks, 1<<l, ^uint32(0)>>l, ^(uint32(1) << l))
		for _, n := range []int{15, 16, 17} {
			masks = append(masks, bits.RotateLeft32(1<<n-1, l)) // a run of n lanes from lane l
		}
	}
	rng := uint32(12345)
	for n := 0; n <= 32; n++ {
		for k := 0; k < 200; k++ {
			var m uint32
			for bits.OnesCount32(m) < n {
				rng = rng*1664525 + 1013904223
				m |= 1 << (rng >> 27)
			}
			masks = append(masks, m)
		}
	}
	for _, m := range masks {
		if got, want := underWalkLanes(m), count(m) < localWalkLanes; got != want {
			t.Errorf("mask %#08x (%d lanes): underWalkLanes %v, want %v", m, count(m), got, want)
		}
	}
}
