package emu

import "testing"

// TestSHFLFullWarpAgreesWithLanes compares shflFullWarp and shflFullAVX2,
// the whole-warp SHFL, with shflLanes' walk (the path for partial warps, and before it the
// only one) on every mode, every lane operand 0-31 (and with bits above
// the low five set, which SHFL ignores), clamps and segment masks at their
// ends and in between (c's bits above 12 set too), and random per-lane
// operands. TestSHFLModes checks the full-warp results against the spec's
// formulas.
func TestSHFLFullWarpAgreesWithLanes(t *testing.T) {
	var src [32]uint32
	for i := range src {
		src[i] = 0x1000 + uint32(i)*0x10101
	}
	check := func(what string, mode uint8, bv, cv *[32]uint32) {
		t.Helper()
		want, wantP, bad, _ := shflLanes(mode, ^uint32(0), &src, bv, cv, true)
		if bad >= 0 {
			t.Fatalf("%s: shflLanes reports lane %d reading a non-participant in a full warp", what, bad)
		}
		var d [32]uint32
		for i := range d {
			d[i] = 0xdead0000 + uint32(i)
		}
		p := shflFullWarp(mode, &d, &src, bv, cv)
		if d != want || p != wantP {
			t.Fatalf("%s mode %d b %#x c %#x: got %#x pbits %#08x, want %#x pbits %#08x", what, mode, bv[0], cv[0], d, p, want, wantP)
		}
		if !useAVX2 {
			return
		}
		for i := range d {
			d[i] = 0xbeef0000 + uint32(i)
		}
		p = shflFullAVX2(&d, &src, bv, cv, uint32(mode))
		if d != want || p != wantP {
			t.Fatalf("AVX2, %s mode %d b %#x c %#x: got %#x pbits %#08x, want %#x pbits %#08x", what, mode, bv[0], cv[0], d, p, want, wantP)
		}
	}
	var bv, cv [32]uint32
	fill := func(v *[32]uint32, x uint32) {
		for i := range v {
			v[i] = x
		}
	}
	segs := []uint32{0, 0x1f, 0x1e, 0x18, 0x10, 0x0f, 0x15, 0x01}
	for mode := uint8(0); mode < 4; mode++ {
		for b := uint32(0); b < 32; b++ {
			for _, hi := range []uint32{0, 0x20, 0xffffffe0} {
				fill(&bv, b|hi)
				for cval := uint32(0); cval < 32; cval++ {
					for _, seg := range segs {
						fill(&cv, cval|seg<<8)
						check("uniform", mode, &bv, &cv)
					}
				}
				fill(&cv, 0x1f|0x18<<8|0xffffe000)
				check("uniform, c's high bits", mode, &bv, &cv)
			}
		}
		rng := uint32(7)
		next := func() uint32 { rng = rng*1664525 + 1013904223; return rng }
		for round := 0; round < 2000; round++ {
			for i := range bv {
				bv[i], cv[i] = next()>>(next()%32), next()>>(next()%32)
			}
			check("per-lane", mode, &bv, &cv)
		}
	}
}
