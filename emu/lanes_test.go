package emu

import "testing"

// TestCmpMaskLanes checks the branch-free lane loops of ISETP against Go's
// comparisons, lane by lane, on random and edge values.
func TestCmpMaskLanes(t *testing.T) {
	edges := []uint32{0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0x80000001, 2}
	rng := uint32(99)
	for round := 0; round < 50; round++ {
		var a, b [32]uint32
		for i := range a {
			rng = rng*1664525 + 1013904223
			a[i] = rng
			if rng>>28 < 6 {
				a[i] = edges[rng>>20%uint32(len(edges))]
			}
			rng = rng*1664525 + 1013904223
			switch rng >> 30 {
			case 0:
				b[i] = a[i]
			case 1:
				b[i] = edges[rng>>20%uint32(len(edges))]
			default:
				b[i] = rng
			}
		}
		for op := uint8(0); op < 6; op++ {
			for _, signed := range []bool{false, true} {
				cmp, eq := cmpMask(op, signed, &a, &b)
				for i := range a {
					x, y := int64(a[i]), int64(b[i])
					if signed {
						x, y = int64(int32(a[i])), int64(int32(b[i]))
					}
					want := [...]bool{x == y, x != y, x < y, x <= y, x > y, x >= y}[op]
					if got := cmp>>i&1 != 0; got != want {
						t.Fatalf("op %d signed %v lane %d: %#x vs %#x gives %v, want %v", op, signed, i, a[i], b[i], got, want)
					}
					if got := eq>>i&1 != 0; got != (a[i] == b[i]) {
						t.Fatalf("lane %d: equality of %#x and %#x is %v", i, a[i], b[i], got)
					}
				}
			}
		}
	}
}

// TestLUTDenseAllTables checks the two-lanes-per-word LOP3 loops against
// the truth table read bit by bit, for all 256 tables.
func TestLUTDenseAllTables(t *testing.T) {
	var w warp // the operands live where the emulator keeps them
	a, b, c, d := &w.urv[0], &w.urv[1], &w.urv[2], &w.sink
	rng := uint32(7)
	for i := 0; i < 32; i++ {
		rng = rng*1664525 + 1013904223
		a[i] = rng
		rng = rng*1664525 + 1013904223
		b[i] = rng
		rng = rng*1664525 + 1013904223
		c[i] = rng
	}
	for lut := 0; lut < 256; lut++ {
		f := makeLUT(uint8(lut))
		lutDense(uint8(lut), &f, d, a, b, c)
		for i := 0; i < 32; i++ {
			var want uint32
			for bit := 0; bit < 32; bit++ {
				idx := (a[i]>>bit&1)<<2 | (b[i]>>bit&1)<<1 | c[i]>>bit&1
				want |= uint32(lut) >> idx & 1 << bit
			}
			if d[i] != want {
				t.Fatalf("LUT %#02x lane %d: %#08x, want %#08x", lut, i, d[i], want)
			}
		}
	}
}
