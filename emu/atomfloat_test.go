package emu

import (
	"math/rand"
	"testing"

	"gpucc/emu/fpu"
)

// floatEdges32 and floatEdges64 are operands at the boundaries of the
// formats: signed zeros, the smallest and largest subnormals, the smallest
// normals, one and its neighbours, the largest finite values, infinities,
// quiet and signaling NaNs of both signs with payloads.
var (
	floatEdges32 = []uint32{0, 0x80000000, 1, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000,
		0x00800001, 0x3f800000, 0xbf800000, 0x3f800001, 0xbf800001, 0x3f7fffff, 0x33800000, 0x33800001,
		0xb3800000, 0x34000000, 0x7f7fffff, 0xff7fffff, 0x7f7ffffe, 0x73800000, 0x7f800000, 0xff800000,
		0x7fc00000, 0xffc00000, 0x7f800001, 0xff800001, 0x7fffffff, 0x7fc12345, 0x4b000000, 0xcb000001}
	floatEdges64 = []uint64{0, 1 << 63, 1, 1<<63 | 1, 0x000fffffffffffff, 0x800fffffffffffff, 0x0010000000000000,
		0x8010000000000000, 0x3ff0000000000000, 0xbff0000000000000, 0x3ff0000000000001, 0xbff0000000000001,
		0x3fefffffffffffff, 0x3ca0000000000000, 0x3ca0000000000001, 0xbca0000000000000, 0x7fefffffffffffff,
		0xffefffffffffffff, 0x7c90000000000000, 0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000,
		0xfff8000000000000, 0x7ff0000000000001, 0xfff0000000000001, 0x7fffffffffffffff, 0x7ff8000012345678,
		0x4330000000000000, 0xc330000000000001}
)

// TestAtomicFloatAddMatchesFpu checks the host's atomic float additions
// (addF32Bits, addF64Bits) against fpu's Add in round-to-nearest without
// FTZ (atomicOp's definition): every pair of edge operands, neighbours of
// edges and random operands, near and far apart in magnitude (ties,
// cancellations, overflow, subnormal sums); binary32 operands with bits
// above the low word go to fpu and must agree too.
func TestAtomicFloatAddMatchesFpu(t *testing.T) {
	rng := rand.New(rand.NewSource(14))
	var ops32 []uint32
	for _, e := range floatEdges32 {
		ops32 = append(ops32, e, e+1, e-1)
	}
	for i := 0; i < 64; i++ {
		ops32 = append(ops32, rng.Uint32())
	}
	check32 := func(a, b uint64) {
		t.Helper()
		if got, want := addF32Bits(a, b), fpu.F32.Add(a, b, fpu.RN, false); got != want {
			t.Fatalf("F32 %#x + %#x: got %#x, fpu %#x", a, b, got, want)
		}
	}
	for _, a := range ops32 {
		for _, b := range ops32 {
			check32(uint64(a), uint64(b))
		}
	}
	for i := 0; i < 200000; i++ {
		a := rng.Uint32()
		// b within a few binades of a (rounding and cancellation), or any.
		b := a&0xff800000 ^ uint32(rng.Intn(8))<<23 ^ rng.Uint32()&0x807fffff
		if i%3 == 0 {
			b = rng.Uint32()
		}
		check32(uint64(a), uint64(b))
	}
	check32(1<<32|0x3f800000, 0x3f800000)
	check32(0x3f800000, 0xffffffff00000000|0x3f800000)

	var ops64 []uint64
	for _, e := range floatEdges64 {
		ops64 = append(ops64, e, e+1, e-1)
	}
	for i := 0; i < 64; i++ {
		ops64 = append(ops64, rng.Uint64())
	}
	check64 := func(a, b uint64) {
		t.Helper()
		if got, want := addF64Bits(a, b), fpu.F64.Add(a, b, fpu.RN, false); got != want {
			t.Fatalf("F64 %#x + %#x: got %#x, fpu %#x", a, b, got, want)
		}
	}
	for _, a := range ops64 {
		for _, b := range ops64 {
			check64(a, b)
		}
	}
	for i := 0; i < 200000; i++ {
		a := rng.Uint64()
		b := a&0xfff0000000000000 ^ uint64(rng.Intn(64))<<52 ^ rng.Uint64()&0x800fffffffffffff
		if i%3 == 0 {
			b = rng.Uint64()
		}
		check64(a, b)
	}
}
