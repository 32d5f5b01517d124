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
