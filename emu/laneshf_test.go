package emu

import (
	"fmt"
	"testing"
)

// TestSHFVarMask compares shfVarMask (the AVX2 kernel where the CPU has
// it, and with the AVX2 path off) and its Go twin shfVarMaskGo with shf,
// SHF's lane-by-lane definition, on every mode, direction, .WRAP and
// .HI, counts around both types' limits (0, 31-33, 63-65, 2^31, 2^32-1),
// edge words, under the kernel masks, and with the destination the
// count, the low or the high source.
func TestSHFVarMask(t *testing.T) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	type kernel struct {
		name string
		avx2 bool
		f    func(d, a, b, c *[32]uint32, wrapMask, lim, kind, hi, m uint32)
	}
	ks := []kernel{{"go", avx2, shfVarMaskGo}, {"dispatched, avx2 off", false, shfVarMask}}
	if avx2 {
		ks = append(ks, kernel{"dispatched, avx2 on", true, shfVarMask})
	}
	t.Logf("AVX2 path tested: %v", avx2)
	for _, k := range ks {
		useAVX2 = k.avx2
		for seed := uint32(0); seed < uint32(len(shiftAmounts)); seed++ {
			a, b, c := laneInputs(seed*7 + 1)
			for i := range b {
				b[i] = shiftAmounts[(i+int(seed))%len(shiftAmounts)]
			}
			for mode := uint8(0); mode < 4; mode++ {
				signed, wide := mode == 0 || mode == 2, mode < 2
				for form := 0; form < 8; form++ {
					right, wrap, outHi := form&1 != 0, form&2 != 0, form&4 != 0
					// execSHF's parameters for the form.
					lim, wrapMask := uint32(32), ^uint32(0)
					if wide {
						lim = ^uint32(0)
					}
					if wrap {
						lim, wrapMask = ^uint32(0), 31
						if wide {
							wrapMask = 63
						}
					}
					kind, hi := uint32(shfLeft), uint32(0)
					if right {
						kind = shfRight
						if signed {
							kind = shfSar
						}
					}
					if outHi {
						hi = 1
					}
					want := func(i int) uint32 { return shf(a[i], b[i], c[i], right, wrap, signed, wide, outHi) }
					what := fmt.Sprintf("%s seed %d mode %d right %v wrap %v hi %v", k.name, seed, mode, right, wrap, outHi)
					for _, m := range kernelMasks {
						d := freshDest()
						old := d
						k.f(&d, &a, &b, &c, wrapMask, lim, kind, hi, m)
						checkMasked(t, what, &d, &old, m, want)
						da, db, dc := a, b, c
						k.f(&da, &da, &b, &c, wrapMask, lim, kind, hi, m)
						checkMasked(t, what+" d = a", &da, &a, m, want)
						k.f(&db, &a, &db, &c, wrapMask, lim, kind, hi, m)
						checkMasked(t, what+" d = b", &db, &b, m, want)
						k.f(&dc, &a, &b, &dc, wrapMask, lim, kind, hi, m)
						checkMasked(t, what+" d = c", &dc, &c, m, want)
					}
				}
			}
		}
	}
}
