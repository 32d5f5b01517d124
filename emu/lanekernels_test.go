package emu

import (
	"fmt"
	"testing"
)

// laneInputs returns lane vectors of random and edge values (equal lanes
// included, so that comparisons see ties).
func laneInputs(seed uint32) (a, b, c [32]uint32) {
	edges := []uint32{0, 1, 2, 0x7fffffff, 0x80000000, 0x80000001, 0xffffffff, 0xfffffffe}
	rng := seed
	next := func() uint32 { rng = rng*1664525 + 1013904223; return rng }
	for i := range a {
		a[i], b[i], c[i] = next(), next(), next()
		if r := next(); r>>29 < 3 {
			a[i] = edges[r>>8%uint32(len(edges))]
		}
		switch r := next(); r >> 30 {
		case 0:
			b[i] = a[i]
		case 1:
			b[i] = edges[r>>8%uint32(len(edges))]
		}
	}
	return a, b, c
}

// TestLaneKernels checks the whole-warp kernels (SSE2 and, where the CPU
// has it, AVX2 assembly on amd64, and the Go loops always) against
// lane-by-lane Go arithmetic, also with the destination aliasing a source
// as in IADD R1, R1, 0x1.
func TestLaneKernels(t *testing.T) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	paths := []bool{false}
	if avx2 {
		paths = append(paths, true)
	}
	t.Logf("AVX2 path tested: %v", avx2)
	for _, path := range paths {
		useAVX2 = path
		testLaneKernels(t, path)
	}
}

func testLaneKernels(t *testing.T, avx2 bool) {
	type kernels struct {
		name string
		add  func(d, a, b *[32]uint32, ax, bx, k uint32)
		mad  func(d, a, b, c *[32]uint32)
		cmp  func(a, b *[32]uint32, bias uint32) (lt, eq uint32)
		xor3 func(d, a, b, c *[32]uint32)
	}
	for _, ks := range []kernels{{fmt.Sprintf("dispatched (avx2 %v)", avx2), addLanes, madLanes, cmpLanes, xor3Lanes}, {"go", addLanesGo, madLanesGo, cmpLanesGo, xor3LanesGo}} {
		for round := uint32(0); round < 64; round++ {
			a, b, c := laneInputs(round*7 + 1)
			for _, neg := range [][3]uint32{{0, 0, 0}, {^uint32(0), 0, 1}, {0, ^uint32(0), 1}, {^uint32(0), ^uint32(0), 2}} {
				var d [32]uint32
				ks.add(&d, &a, &b, neg[0], neg[1], neg[2])
				for i := range d {
					want := uint32((uint64(a[i]^neg[0]) + uint64(b[i]^neg[1]) + uint64(neg[2])) & 0xffffffff)
					if d[i] != want {
						t.Fatalf("%s add lane %d: (%#x^%#x)+(%#x^%#x)+%d = %#x, want %#x", ks.name, i, a[i], neg[0], b[i], neg[1], neg[2], d[i], want)
					}
				}
			}
			alias := a
			ks.add(&alias, &alias, &b, 0, 0, 0)
			for i := range alias {
				if want := a[i] + b[i]; alias[i] != want {
					t.Fatalf("%s add in place lane %d: %#x, want %#x", ks.name, i, alias[i], want)
				}
			}
			var d [32]uint32
			ks.mad(&d, &a, &b, &c)
			for i := range d {
				want := uint32((uint64(a[i])*uint64(b[i]) + uint64(c[i])) & 0xffffffff)
				if d[i] != want {
					t.Fatalf("%s mad lane %d: %#x*%#x+%#x = %#x, want %#x", ks.name, i, a[i], b[i], c[i], d[i], want)
				}
			}
			ks.xor3(&d, &a, &b, &c)
			for i := range d {
				if want := a[i] ^ b[i] ^ c[i]; d[i] != want {
					t.Fatalf("%s xor3 lane %d: %#x, want %#x", ks.name, i, d[i], want)
				}
			}
			alias = c
			ks.mad(&alias, &a, &b, &alias)
			for i := range alias {
				if want := a[i]*b[i] + c[i]; alias[i] != want {
					t.Fatalf("%s mad in place lane %d: %#x, want %#x", ks.name, i, alias[i], want)
				}
			}
			for _, signed := range []bool{false, true} {
				bias := uint32(0x80000000)
				if signed {
					bias = 0
				}
				lt, eq := ks.cmp(&a, &b, bias)
				for i := range a {
					x, y := int64(a[i]), int64(b[i])
					if signed {
						x, y = int64(int32(a[i])), int64(int32(b[i]))
					}
					if got := lt>>i&1 != 0; got != (x < y) {
						t.Fatalf("%s cmp signed=%v lane %d: %#x < %#x is %v", ks.name, signed, i, a[i], b[i], got)
					}
					if got := eq>>i&1 != 0; got != (x == y) {
						t.Fatalf("%s cmp signed=%v lane %d: %#x == %#x is %v", ks.name, signed, i, a[i], b[i], got)
					}
				}
			}
		}
	}
}

// TestIADDCarryFullWarp runs IADD with a carry out in all 32 lanes (the
// whole-warp loop) and in 31 (the lane-by-lane loop), on operands loaded
// per lane, and checks every lane's sum and carry against 64-bit Go
// arithmetic on the spec's addends: v, 2^32 - v for a negated operand,
// ^v for a negated (inverted) one under .X. -0 + -0 is 2^33: it carries.
func TestIADDCarryFullWarp(t *testing.T) {
	vals := []uint32{0, 0, 1, 0xffffffff, 0x80000000, 7, 0, 0xfffffffe}
	var in []byte
	for lane := uint32(0); lane < 32; lane++ {
		in = append(in, le32(vals[lane%8])...)
		in = append(in, le32(vals[(lane/8+lane)%8])...)
	}
	cases := []struct {
		op         string
		negA, negB bool
		ext        bool
	}{
		{"IADD R8, P0, -R6, -R7", true, true, false},
		{"IADD R8, P0, R6, -R7", false, true, false},
		{"IADD.X R8, P0, ~R6, R7, P1", true, false, true},
		{"IADD.X R8, P0, R6, R7, P1", false, false, true},
	}
	for _, c := range cases {
		for _, lanes := range []uint32{32, 31} {
			// P1 (the carry-in) is set in odd lanes.
			src := `S2R R0, SR_TID.X ; MOV.64 R[2:3], c[0x0][0x160] ; IMAD.WIDE.U32 R[4:5], R0, 0x8, R[2:3] ;
				LDG R6, [R[4:5]] ; LDG R7, [R[4:5]+0x4] ; LOP3.POR R9, R0, 0x1, RZ, 0xC0, !PT ;
				ISETP.NE.AND P1, PT, R9, RZ, PT ; ` + c.op + ` ; SEL R10, RZ, 0x1, !P0 ; EXIT ;`
			o := mustRun(t, job{src: src, block: launchDim(lanes), bufs: [][]byte{in}})
			for lane := 0; lane < int(lanes); lane++ {
				a, b := uint64(vals[lane%8]), uint64(vals[(lane/8+lane)%8])
				addend := func(v uint64, neg bool) uint64 {
					switch {
					case !neg:
						return v
					case c.ext:
						return 0xffffffff - v
					}
					return 1<<32 - v
				}
				sum := addend(a, c.negA) + addend(b, c.negB)
				if c.ext {
					sum += uint64(lane & 1)
				}
				if got := o.reg(t, 0, lane, "R8"); got != uint32(sum) {
					t.Errorf("%s, %d lanes, lane %d: R8 = %#x, want %#x", c.op, lanes, lane, got, uint32(sum))
				}
				if got, want := o.reg(t, 0, lane, "R10"), uint32(min(sum>>32, 1)); got != want {
					t.Errorf("%s, %d lanes, lane %d: carry %d, want %d", c.op, lanes, lane, got, want)
				}
			}
		}
	}
}

// TestSelLanes checks selLanes (SSE2, AVX2 where the CPU has it, and the
// Go loop) against a lane-by-lane reference, with the destination apart
// from the sources and aliasing each of them.
func TestSelLanes(t *testing.T) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	paths := []bool{false}
	if avx2 {
		paths = append(paths, true)
	}
	masks := []uint32{0, ^uint32(0), 1, 1 << 31, 0x8000_0001, 0x5555_5555, 0xaaaa_aaaa, 0x0f0f_00ff, 0x1248_8421}
	for _, path := range paths {
		useAVX2 = path
		for ki, sel := range []func(d, a, b *[32]uint32, s, m uint32){selLanes, selLanesGo} {
			for round, s := range masks {
				for _, m := range masks {
					a, b, d0 := laneInputs(uint32(round)*3 + 1)
					for alias := 0; alias < 3; alias++ {
						d := d0
						pa, pb := &a, &b
						switch alias {
						case 1:
							d = a
							pa = &d
						case 2:
							d = b
							pb = &d
						}
						old := d
						sel(&d, pa, pb, s, m)
						for i := 0; i < 32; i++ {
							want := old[i]
							if m>>i&1 != 0 {
								want = b[i]
								if s>>i&1 != 0 {
									want = a[i]
								}
							}
							if d[i] != want {
								t.Fatalf("avx2 %v kernel %d alias %d sel %#08x m %#08x: lane %d = %#x, want %#x", path, ki, alias, s, m, i, d[i], want)
							}
						}
					}
				}
			}
		}
	}
}
