package emu

import "testing"

// TestSetpCompare checks ISETP's single-compare path (setpCompare:
// cmpOneLanes on AVX2 hosts, cmpOneLanesGo otherwise and on the SSE2 path)
// against Go's comparisons of the words as int64, every compop encoding
// (6 and 7 read as GE), signed and unsigned, lane by lane, on random
// words and the edges of both orders in every lane position.
func TestSetpCompare(t *testing.T) {
	edges := []uint32{0, 1, 2, 0x7ffffffe, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff}
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	for _, path := range []bool{false, avx2} {
		useAVX2 = path
		rng := uint32(12345)
		next := func() uint32 { rng = rng*1664525 + 1013904223; return rng }
		for round := 0; round < 400; round++ {
			var a, b [32]uint32
			for i := range a {
				if round < len(edges)*len(edges) {
					// Every pair of edges, rotated through the lanes.
					k := (round + i) % (len(edges) * len(edges))
					a[i], b[i] = edges[k/len(edges)], edges[k%len(edges)]
					continue
				}
				a[i] = next()
				if next()>>29 < 3 {
					a[i] = edges[next()>>20%uint32(len(edges))]
				}
				switch next() >> 30 {
				case 0:
					b[i] = a[i]
				case 1:
					b[i] = edges[next()>>20%uint32(len(edges))]
				case 2:
					b[i] = a[i] + next()>>31*2 - 1 // a neighbour
				default:
					b[i] = next()
				}
			}
			for op := uint8(0); op < 8; op++ {
				for _, signed := range []bool{false, true} {
					got := setpCompare(op, signed, &a, &b)
					for i := range a {
						x, y := int64(a[i]), int64(b[i])
						if signed {
							x, y = int64(int32(a[i])), int64(int32(b[i]))
						}
						want := [...]bool{x == y, x != y, x < y, x <= y, x > y, x >= y, x >= y, x >= y}[op]
						if g := got>>i&1 != 0; g != want {
							t.Fatalf("avx2 %v op %d signed %v lane %d: %#x vs %#x gives %v, want %v", path, op, signed, i, a[i], b[i], g, want)
						}
					}
					if twin := cmpOneLanesGo(&a, &b, &setpSel[op&7], signed); twin != got {
						t.Fatalf("avx2 %v op %d signed %v: setpCompare %#08x, cmpOneLanesGo %#08x", path, op, signed, got, twin)
					}
					if cmp, _ := cmpMask(op, signed, &a, &b); cmp != got {
						t.Fatalf("avx2 %v op %d signed %v: setpCompare %#08x, cmpMask %#08x", path, op, signed, got, cmp)
					}
				}
			}
		}
	}
	if !avx2 {
		t.Log("no AVX2: cmpOneLanes's AVX2 path not run")
	}
}
