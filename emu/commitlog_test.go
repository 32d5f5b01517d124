package emu

import (
	"encoding/binary"
	"math/rand"
	"testing"
)

// TestReplayLogMatchesAtomicOp compares replayLog with the loop it
// replaces (atomicOp for every entry, in order) on random logs of every
// operation and type over a few pages, some taken whole (skipped), with
// operands at the edges (zero, all ones, the sign bit, NaNs, infinities,
// large and small magnitudes) and several entries on the same bytes.
func TestReplayLogMatchesAtomicOp(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	edges := []uint64{0, 1, 2, 0x7fffffff, 0x80000000, 0xffffffff, 0x7f800000, 0xff800000, 0x7fc00001, 0x3f800000,
		0x00000001, 0x807fffff, 1 << 63, 1<<64 - 1, 0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000001,
		0x3ff0000000000000, 0x8000000000000001, 0x4330000000000000}
	val := func(size uint8) uint64 {
		v := rng.Uint64()
		if rng.Intn(2) == 0 {
			v = edges[rng.Intn(len(edges))]
		}
		if size == 4 {
			v &= 0xffffffff
		}
		return v
	}
	for iter := 0; iter < 300; iter++ {
		const pages = 3
		var got, want [pages]*[pageBytes]byte
		for p := range got {
			got[p], want[p] = new([pageBytes]byte), new([pageBytes]byte)
			for i := 0; i < pageBytes; i += 8 {
				binary.LittleEndian.PutUint64(got[p][i:], val(8))
			}
			*want[p] = *got[p]
		}
		whole := []bool{rng.Intn(3) == 0, false, rng.Intn(2) == 0}
		var log []ovReduction
		for n := rng.Intn(200); n > 0; n-- {
			typ := uint8(rng.Intn(atomF64 + 1))
			size := uint8(4)
			if typ == atomU64 || typ == atomF64 {
				size = 8
			}
			op := uint8(atomADD)
			if rng.Intn(3) == 0 {
				op = uint8(rng.Intn(atomDEC + 1))
			}
			// Few distinct offsets, so that entries meet on the same bytes.
			in := uint16(rng.Intn(8)) * uint16(size)
			if rng.Intn(4) == 0 {
				in = uint16(rng.Intn(pageBytes/int(size))) * uint16(size)
			}
			log = append(log, ovReduction{b: val(size), c: val(size), page: int32(rng.Intn(pages)), in: in, size: size, op: op, typ: typ})
		}
		replayLog(log, got[:], whole)
		for _, r := range log { // the loop replayLog replaced
			if whole[r.page] {
				continue
			}
			b := want[r.page][r.in : uint64(r.in)+uint64(r.size)]
			if r.size == 8 {
				binary.LittleEndian.PutUint64(b, atomicOp(r.op, r.typ, binary.LittleEndian.Uint64(b), r.b, r.c))
			} else {
				binary.LittleEndian.PutUint32(b, uint32(atomicOp(r.op, r.typ, uint64(binary.LittleEndian.Uint32(b)), r.b, r.c)))
			}
		}
		for p := range got {
			if *got[p] != *want[p] {
				t.Fatalf("iteration %d: page %d differs from atomicOp's replay (log %+v)", iter, p, log)
			}
		}
	}
}
