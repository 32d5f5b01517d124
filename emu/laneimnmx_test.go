package emu

import (
	"fmt"
	"testing"
)

// TestIMNMXMask compares imnmxMask (the AVX2 kernel where the CPU has it,
// and with the AVX2 path off) and its Go twin imnmxMaskGo with IMNMX's
// definition (the lesser of the words as int64 where pp has the lane, the
// greater elsewhere), signed and unsigned, on edge words and random ones,
// under the kernel masks and pp patterns, with the destination a source
// too; and execIMNMX on the ALU masks (both sides of wideLanesFrom).
func TestIMNMXMask(t *testing.T) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	type kernel struct {
		name string
		avx2 bool
		f    func(d, a, b *[32]uint32, signed bool, pp, m uint32)
	}
	ks := []kernel{{"go", avx2, imnmxMaskGo}, {"dispatched, avx2 off", false, imnmxMask}}
	if avx2 {
		ks = append(ks, kernel{"dispatched, avx2 on", true, imnmxMask})
	}
	t.Logf("AVX2 path tested: %v", avx2)
	ref := func(x, y uint32, signed, min bool) uint32 {
		xv, yv := int64(x), int64(y)
		if signed {
			xv, yv = int64(int32(x)), int64(int32(y))
		}
		if (xv < yv) == min {
			return x
		}
		return y
	}
	pps := []uint32{0, ^uint32(0), 0x5555_5555, 0x0ff0_3c5a, 0x8000_0001}
	for _, k := range ks {
		useAVX2 = k.avx2
		for seed := uint32(0); seed < 16; seed++ {
			a, b, _ := laneInputs(seed*5 + 2)
			for _, signed := range []bool{false, true} {
				for _, pp := range pps {
					want := func(i int) uint32 { return ref(a[i], b[i], signed, pp>>i&1 != 0) }
					what := fmt.Sprintf("%s seed %d signed %v pp %#08x", k.name, seed, signed, pp)
					for _, m := range kernelMasks {
						d := freshDest()
						old := d
						k.f(&d, &a, &b, signed, pp, m)
						checkMasked(t, what, &d, &old, m, want)
						da, db := a, b
						k.f(&da, &da, &b, signed, pp, m)
						checkMasked(t, what+" d = a", &da, &a, m, want)
						k.f(&db, &a, &db, signed, pp, m)
						checkMasked(t, what+" d = b", &db, &b, m, want)
					}
					for _, m := range aluMasks {
						h := newALUHarness()
						h.fill(seed, false)
						h.w.r[0], h.w.r[1] = a, b
						h.w.p[0] = pp
						in := &inst{a: gprOperand(0), b: gprOperand(1), d: 3, pp: 0, signed: signed}
						old := h.w.r[3]
						execIMNMX(h.x, h.w, in, m)
						h.check(t, "execIMNMX "+what, 3, m, old, want)
					}
				}
			}
		}
	}
}
