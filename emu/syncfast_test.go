package emu

import (
	"math"
	"math/bits"
	"testing"
)

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
		// The destination is the lane operand, then the clamp operand.
		for k, kernel := range []func(d, b, c *[32]uint32) uint32{
			func(d, b, c *[32]uint32) uint32 { return shflFullWarp(mode, d, &src, b, c) },
			func(d, b, c *[32]uint32) uint32 { return shflFullAVX2(d, &src, b, c, uint32(mode)) },
		} {
			d = *bv
			if p := kernel(&d, &d, cv); d != want || p != wantP {
				t.Fatalf("kernel %d, d = bv, %s mode %d: got %#x pbits %#08x, want %#x pbits %#08x", k, what, mode, d, p, want, wantP)
			}
			d = *cv
			if p := kernel(&d, bv, &d); d != want || p != wantP {
				t.Fatalf("kernel %d, d = cv, %s mode %d: got %#x pbits %#08x, want %#x pbits %#08x", k, what, mode, d, p, want, wantP)
			}
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

// reduceWalk is reduce's lane walk as it was before reduceLanes (the
// operation switched per lane): the path reduceLanes replaces.
func reduceWalk(op uint8, signed bool, a *[32]uint32, m uint32) uint32 {
	first := true
	var acc uint32
	for mm := m; mm != 0; mm &= mm - 1 {
		v := a[bits.TrailingZeros32(mm)&31]
		if first {
			acc, first = v, false
			continue
		}
		switch op {
		case reduxAND:
			acc &= v
		case reduxOR:
			acc |= v
		case reduxXOR:
			acc ^= v
		case reduxSUM:
			acc += v
		case reduxMAX:
			if signed && int32(v) > int32(acc) || !signed && v > acc {
				acc = v
			}
		case reduxMIN:
			if signed && int32(v) < int32(acc) || !signed && v < acc {
				acc = v
			}
		}
	}
	return acc
}

// TestReduceLanesAgreesWithWalk compares reduceLanes (and, for whole warps,
// reduceFullAVX2) with reduceWalk on
// every operation (and encodings 6 and 7), signed and unsigned, the ALU
// tests' masks and random ones, on words at both orders' ends and random
// words, and checks SUM and signed MAX against int64 arithmetic.
func TestReduceLanesAgreesWithWalk(t *testing.T) {
	edges := []uint32{0, 1, 0x7fffffff, 0x80000000, 0x80000001, 0xffffffff, 0xfffffffe}
	rng := uint32(3)
	next := func() uint32 { rng = rng*1664525 + 1013904223; return rng }
	masks := append([]uint32{0, 1, 0x80000000, ^uint32(0)}, aluMasks...)
	for round := 0; round < 300; round++ {
		var a [32]uint32
		for i := range a {
			a[i] = next()
			if next()>>30 == 0 {
				a[i] = edges[next()>>20%uint32(len(edges))]
			}
		}
		for _, m := range append(masks, next(), next()>>3&next()) {
			for op := uint8(0); op < 8; op++ {
				for _, signed := range []bool{false, true} {
					got, want := reduceLanes(op, signed, &a, m), reduceWalk(op, signed, &a, m)
					if got != want {
						t.Fatalf("op %d signed %v m %#08x: %#x, the walk %#x", op, signed, m, got, want)
					}
					if m == ^uint32(0) && op <= reduxMIN && useAVX2 {
						if got := reduceFullAVX2(&a, uint32(op), signed); got != want {
							t.Fatalf("reduceFullAVX2 op %d signed %v: %#x, the walk %#x", op, signed, got, want)
						}
					}
				}
			}
			var sum int64
			best := int64(math.MinInt32)
			for i := range a {
				if m>>i&1 != 0 {
					sum += int64(a[i])
					best = max(best, int64(int32(a[i])))
				}
			}
			if got := reduceLanes(reduxSUM, false, &a, m); got != uint32(sum) {
				t.Fatalf("SUM m %#08x: %#x, want %#x", m, got, uint32(sum))
			}
			if got := reduceLanes(reduxMAX, true, &a, m); m != 0 && int64(int32(got)) != best {
				t.Fatalf("MAX.S32 m %#08x: %d, want %d", m, int32(got), best)
			}
		}
	}
}

// TestSetLanes checks that setLanes writes v to exactly the lanes of m,
// the whole warp's loop included.
func TestSetLanes(t *testing.T) {
	for _, m := range append([]uint32{0, 1, 0x7fffffff, 0xfffffffe}, aluMasks...) {
		var d [32]uint32
		for i := range d {
			d[i] = uint32(i)
		}
		setLanes(&d, 0xabcd1234, m)
		for i := range d {
			want := uint32(i)
			if m>>i&1 != 0 {
				want = 0xabcd1234
			}
			if d[i] != want {
				t.Fatalf("m %#08x lane %d: %#x, want %#x", m, i, d[i], want)
			}
		}
	}
}
