package emu

import (
	"math/rand"
	"testing"
)

// TestEqLanes compares eqLanes (AVX2 on amd64) and eqLanesGo with a lane
// by lane comparison on vectors where many lanes hold s (WARPSYNC masks and
// RET addresses that mostly agree), the others s with one bit flipped (the
// top bit too: VMOVMSKPS reads the compare's sign bits) or random words,
// for s at the edges (0, all ones, the top bit) and random.
func TestEqLanes(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	for round := 0; round < 20000; round++ {
		s := uint32(rng.Uint64())
		switch rng.Intn(5) {
		case 0:
			s = 0
		case 1:
			s = ^uint32(0)
		case 2:
			s = 1 << 31
		}
		var v [32]uint32
		var want uint32
		for i := range v {
			switch rng.Intn(4) {
			case 0, 1:
				v[i] = s
			case 2:
				v[i] = s ^ 1<<uint(rng.Intn(32))
			default:
				v[i] = uint32(rng.Uint64())
			}
			if v[i] == s {
				want |= 1 << uint(i)
			}
		}
		if got := eqLanes(&v, s); got != want {
			t.Fatalf("eqLanes(%#x, %#x) = %#08x, want %#08x", v, s, got, want)
		}
		if got := eqLanesGo(&v, s); got != want {
			t.Fatalf("eqLanesGo(%#x, %#x) = %#08x, want %#08x", v, s, got, want)
		}
	}
}
