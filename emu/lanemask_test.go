package emu

import (
	"fmt"
	"testing"
)

// maskKernels are the masked kernels of lanemask.go under test: the
// dispatched ones (AVX2 assembly where useAVX2 is set) and the Go loops.
type maskKernels struct {
	name     string
	addCarry func(d, a, b *[32]uint32, ax, bx, k, pp, m uint32) uint32
	shiftAdd func(d, x, y, b *[32]uint32, nx, ny uint64, kind, pp, m uint32) uint32
	shiftOr  func(d, x, y *[32]uint32, nx, ny uint64, kind, m uint32)
	lop3     func(d, a, b, c *[32]uint32, k *[8]uint32, m uint32) uint32
	mad      func(d, a, b, c *[32]uint32, m uint32)
	mov      func(d, s *[32]uint32, m uint32)
	movPair  func(dl, dh, sl, sh *[32]uint32, m uint32)
	lop2     func(d, a, b *[32]uint32, k *[4]uint32, m uint32)
	abs      func(d, b *[32]uint32, m uint32)
}

// forMaskKernels runs f on the Go loops and on the dispatched kernels,
// with the AVX2 paths on (where the CPU has them) and off.
func forMaskKernels(t *testing.T, f func(t *testing.T, ks maskKernels)) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	paths := []bool{false}
	if avx2 {
		paths = append(paths, true)
	}
	t.Logf("AVX2 path tested: %v", avx2)
	for _, path := range paths {
		useAVX2 = path
		f(t, maskKernels{fmt.Sprintf("dispatched (avx2 %v)", path), addCarryMask, shiftAddMask, shiftOrMask, lop3Mask, madMask, movMask, movPairMask, lop2Mask, absMask})
	}
	useAVX2 = avx2
	f(t, maskKernels{"go", addCarryMaskGo, shiftAddMaskGo, shiftOrMaskGo, lop3MaskGo, madMaskGo, movMaskGo, movPairMaskGo, lop2MaskGo, absMaskGo})
}

// kernelMasks: every lane, none, each block of eight alone, the first and
// last lane of each block, sparse patterns.
var kernelMasks = []uint32{^uint32(0), 0, 0xff, 0xff00, 0xff_0000, 0xff00_0000, 0x8181_8181, 1, 1 << 31,
	0x8421_0a53, 0x7fff_fffe, 0x5555_5555, 0xaaaa_aaaa, 0x00ff_ffff}

// untouched is the value the masked kernels must leave in lane i of a
// destination outside the mask.
func untouched(i int) uint32 { return 0xdead_0000 | uint32(i) }

func freshDest() (d [32]uint32) {
	for i := range d {
		d[i] = untouched(i)
	}
	return d
}

// checkMasked compares d with want in the lanes of m and with old (the
// value before the kernel ran) elsewhere.
func checkMasked(t *testing.T, what string, d, old *[32]uint32, m uint32, want func(i int) uint32) {
	t.Helper()
	for i := range d {
		exp := old[i]
		if m>>i&1 != 0 {
			exp = want(i)
		}
		if d[i] != exp {
			t.Fatalf("%s, mask %#08x: lane %d = %#x, want %#x", what, m, i, d[i], exp)
		}
	}
}

// TestAddCarryMask checks the sums and carries against 64-bit Go sums, for
// the forms the instructions use (inverted or negated addends, a carry-in
// from pp), under every kernel mask, also with d aliasing a source.
func TestAddCarryMask(t *testing.T) {
	pps := []uint32{0, ^uint32(0), 0x5555_5555, 0x8000_0001}
	forms := [][3]uint32{{0, 0, 0}, {^uint32(0), 0, 1}, {0, ^uint32(0), 1}, {^uint32(0), ^uint32(0), 2}, {^uint32(0), 0, 0}, {0, 0, 2}}
	forMaskKernels(t, func(t *testing.T, ks maskKernels) {
		for round := uint32(0); round < 24; round++ {
			a, b, _ := laneInputs(round*13 + 7)
			for _, m := range kernelMasks {
				for _, f := range forms {
					for _, pp := range pps {
						sum := func(i int) uint64 {
							return uint64(a[i]^f[0]) + uint64(b[i]^f[1]) + uint64(f[2]) + uint64(pp>>i&1)
						}
						d := freshDest()
						old := d
						carry := ks.addCarry(&d, &a, &b, f[0], f[1], f[2], pp, m)
						what := fmt.Sprintf("%s form %x pp %#x", ks.name, f, pp)
						checkMasked(t, what, &d, &old, m, func(i int) uint32 { return uint32(sum(i)) })
						for i := range d {
							if (carry>>i&1 != 0) != (sum(i)>>32 != 0) {
								t.Fatalf("%s mask %#x lane %d: carry %d, sum %#x", what, m, i, carry>>i&1, sum(i))
							}
						}
					}
				}
				// d over b: the lanes outside m keep b's values.
				db := b
				ks.addCarry(&db, &a, &db, 0, 0, 0, 0, m)
				checkMasked(t, ks.name+" in place", &db, &b, m, func(i int) uint32 { return a[i] + b[i] })
			}
		}
	})
}

// refShift is the kind's combination of x and y shifted by nx and ny,
// worked out in 64 bits (counts up to 63 shift every bit of a 32-bit
// value out, as the kernels' counts of 32 or more do).
func refShift(x, y uint32, nx, ny uint64, kind uint32) uint32 {
	nx, ny = min(nx, 63), min(ny, 63)
	switch kind {
	case shlOr:
		return uint32(uint64(x)<<nx) | uint32(uint64(y)>>ny)
	case shrOr:
		return uint32(uint64(x)>>nx) | uint32(uint64(y)<<ny)
	}
	return uint32(uint64(int64(int32(x))>>nx)) | uint32(uint64(y)<<ny)
}

// maskCounts are shift counts around the word's width.
var maskCounts = [][2]uint64{{0, 32}, {2, 32}, {3, 29}, {31, 1}, {32, 0}, {1, 31}, {30, 2}, {33, 40}, {0, 0}, {16, 16}}

// TestShiftAddMask checks LEA's and LEA.HI's fused shift and sum against
// refShift plus a 64-bit sum, for every kind and the counts the
// instructions use, under every kernel mask, also with d aliasing x.
func TestShiftAddMask(t *testing.T) {
	forMaskKernels(t, func(t *testing.T, ks maskKernels) {
		for round := uint32(0); round < 8; round++ {
			x, y, b := laneInputs(round*17 + 1)
			for _, m := range kernelMasks {
				for kind := uint32(shlOr); kind <= sarOr; kind++ {
					for _, n := range maskCounts {
						for _, pp := range []uint32{0, 0x0ff0_f00f} {
							sum := func(i int) uint64 {
								return uint64(refShift(x[i], y[i], n[0], n[1], kind)) + uint64(b[i]) + uint64(pp>>i&1)
							}
							d := freshDest()
							old := d
							carry := ks.shiftAdd(&d, &x, &y, &b, n[0], n[1], kind, pp, m)
							what := fmt.Sprintf("%s kind %d counts %v pp %#x", ks.name, kind, n, pp)
							checkMasked(t, what, &d, &old, m, func(i int) uint32 { return uint32(sum(i)) })
							for i := range d {
								if (carry>>i&1 != 0) != (sum(i)>>32 != 0) {
									t.Fatalf("%s mask %#x lane %d: carry %d, sum %#x", what, m, i, carry>>i&1, sum(i))
								}
							}
							dx := x
							ks.shiftAdd(&dx, &dx, &y, &b, n[0], n[1], kind, pp, m)
							checkMasked(t, what+" in place", &dx, &x, m, func(i int) uint32 { return uint32(sum(i)) })
						}
					}
				}
			}
		}
	})
}

// TestShiftOrMask checks the masked funnel-shift halves against refShift.
func TestShiftOrMask(t *testing.T) {
	forMaskKernels(t, func(t *testing.T, ks maskKernels) {
		for round := uint32(0); round < 8; round++ {
			x, y, _ := laneInputs(round*19 + 3)
			for _, m := range kernelMasks {
				for kind := uint32(shlOr); kind <= sarOr; kind++ {
					for _, n := range maskCounts {
						want := func(i int) uint32 { return refShift(x[i], y[i], n[0], n[1], kind) }
						d := freshDest()
						old := d
						ks.shiftOr(&d, &x, &y, n[0], n[1], kind, m)
						checkMasked(t, fmt.Sprintf("%s kind %d counts %v", ks.name, kind, n), &d, &old, m, want)
						dy := y
						ks.shiftOr(&dy, &x, &dy, n[0], n[1], kind, m)
						checkMasked(t, fmt.Sprintf("%s kind %d counts %v in place", ks.name, kind, n), &dy, &y, m, want)
					}
				}
			}
		}
	})
}

// TestLop3Mask checks every truth table, looked up bit by bit, and the
// nonzero lanes, under every kernel mask.
func TestLop3Mask(t *testing.T) {
	forMaskKernels(t, func(t *testing.T, ks maskKernels) {
		a, b, c := laneInputs(29)
		c[5], a[6], b[6], c[6] = 0, 0, 0, 0 // zero results for some tables
		for lut := 0; lut < 256; lut++ {
			f := makeLUT(uint8(lut))
			want := func(i int) uint32 {
				var r uint32
				for k := 0; k < 32; k++ {
					idx := a[i]>>k&1<<2 | b[i]>>k&1<<1 | c[i]>>k&1
					r |= uint32(lut) >> idx & 1 << k
				}
				return r
			}
			for _, m := range kernelMasks {
				d := freshDest()
				old := d
				nz := ks.lop3(&d, &a, &b, &c, &f.k, m)
				what := fmt.Sprintf("%s table %#02x", ks.name, lut)
				checkMasked(t, what, &d, &old, m, want)
				for i := range d {
					if (nz>>i&1 != 0) != (want(i) != 0) {
						t.Fatalf("%s mask %#x lane %d: nonzero %d, result %#x", what, m, i, nz>>i&1, want(i))
					}
				}
				dc := c
				ks.lop3(&dc, &a, &b, &dc, &f.k, m)
				checkMasked(t, what+" in place", &dc, &c, m, want)
			}
		}
	})
}

// TestMadMask checks the masked multiply-add against Go's 32-bit
// arithmetic.
func TestMadMask(t *testing.T) {
	forMaskKernels(t, func(t *testing.T, ks maskKernels) {
		for round := uint32(0); round < 16; round++ {
			a, b, c := laneInputs(round*23 + 11)
			want := func(i int) uint32 { return uint32(uint64(a[i])*uint64(b[i]) + uint64(c[i])) }
			for _, m := range kernelMasks {
				d := freshDest()
				old := d
				ks.mad(&d, &a, &b, &c, m)
				checkMasked(t, ks.name, &d, &old, m, want)
				dc := c
				ks.mad(&dc, &a, &b, &dc, m)
				checkMasked(t, ks.name+" in place", &dc, &c, m, want)
			}
		}
	})
}

// TestMovMask checks the masked copies of words and of pairs, the pairs
// also overlapping (R[1:2] from R[0:1] and R[0:1] from R[1:2]: every
// source lane is read before any is written, as MOV.64 lane by lane).
func TestMovMask(t *testing.T) {
	forMaskKernels(t, func(t *testing.T, ks maskKernels) {
		for round := uint32(0); round < 8; round++ {
			a, b, c := laneInputs(round*31 + 5)
			for _, m := range kernelMasks {
				d := freshDest()
				old := d
				ks.mov(&d, &a, m)
				checkMasked(t, ks.name+" mov", &d, &old, m, func(i int) uint32 { return a[i] })
				dl, dh := freshDest(), freshDest()
				oldL, oldH := dl, dh
				ks.movPair(&dl, &dh, &a, &b, m)
				checkMasked(t, ks.name+" pair low", &dl, &oldL, m, func(i int) uint32 { return a[i] })
				checkMasked(t, ks.name+" pair high", &dh, &oldH, m, func(i int) uint32 { return b[i] })
				// regs[0:3] = a, b, c; R[1:2] = R[0:1], then R[0:1] = R[1:2].
				for _, up := range []bool{true, false} {
					regs := [3][32]uint32{a, b, c}
					want := regs
					for i := 0; i < 32; i++ {
						if m>>i&1 == 0 {
							continue
						}
						if up {
							want[1][i], want[2][i] = regs[0][i], regs[1][i]
						} else {
							want[0][i], want[1][i] = regs[1][i], regs[2][i]
						}
					}
					if up {
						ks.movPair(&regs[1], &regs[2], &regs[0], &regs[1], m)
					} else {
						ks.movPair(&regs[0], &regs[1], &regs[1], &regs[2], m)
					}
					for r := range regs {
						if regs[r] != want[r] {
							t.Fatalf("%s overlapping pairs (up %v), mask %#x: R%d = %#x, want %#x", ks.name, up, m, r, regs[r], want[r])
						}
					}
				}
			}
		}
	})
}

// TestLop2Mask checks lop2Table's choice (exactly the tables whose value
// does not change with the third input, found by trying both) and the
// two-input kernel on those tables against the table looked up bit by
// bit, under every kernel mask, also with d aliasing a or b.
func TestLop2Mask(t *testing.T) {
	forMaskKernels(t, func(t *testing.T, ks maskKernels) {
		a, b, _ := laneInputs(37)
		a[3], b[3] = 0, 0
		tables := 0
		for lut := 0; lut < 256; lut++ {
			free := true // F(a,b,0) == F(a,b,1) for every a, b
			for ab := 0; ab < 4; ab++ {
				if lut>>(2*ab)&1 != lut>>(2*ab+1)&1 {
					free = false
				}
			}
			f := makeLUT(uint8(lut))
			k, ok := lop2Table(uint8(lut), &f)
			if ok != free {
				t.Fatalf("table %#02x: lop2Table says %v, want %v", lut, ok, free)
			}
			if !ok {
				continue
			}
			tables++
			want := func(i int) uint32 {
				var r uint32
				for bit := 0; bit < 32; bit++ {
					idx := a[i]>>bit&1<<2 | b[i]>>bit&1<<1
					r |= uint32(lut) >> idx & 1 << bit
				}
				return r
			}
			for _, m := range kernelMasks {
				d := freshDest()
				old := d
				what := fmt.Sprintf("%s table %#02x", ks.name, lut)
				ks.lop2(&d, &a, &b, &k, m)
				checkMasked(t, what, &d, &old, m, want)
				da, db := a, b
				ks.lop2(&da, &da, &b, &k, m)
				checkMasked(t, what+" over a", &da, &a, m, want)
				ks.lop2(&db, &a, &db, &k, m)
				checkMasked(t, what+" over b", &db, &b, m, want)
			}
		}
		if tables != 16 {
			t.Fatalf("%d two-input tables, want 16", tables)
		}
	})
}

// TestAbsMask checks the masked absolute value against Go's on int64
// (INT32_MIN's stays 0x80000000, its value modulo 2^32), also in place.
func TestAbsMask(t *testing.T) {
	forMaskKernels(t, func(t *testing.T, ks maskKernels) {
		for round := uint32(0); round < 8; round++ {
			b, _, _ := laneInputs(round*41 + 9)
			b[0], b[1], b[2], b[3] = 0x80000000, 0x80000001, 0xffffffff, 0x7fffffff
			want := func(i int) uint32 {
				v := int64(int32(b[i]))
				if v < 0 {
					v = -v
				}
				return uint32(v)
			}
			for _, m := range kernelMasks {
				d := freshDest()
				old := d
				ks.abs(&d, &b, m)
				checkMasked(t, ks.name, &d, &old, m, want)
				db := b
				ks.abs(&db, &db, m)
				checkMasked(t, ks.name+" in place", &db, &b, m, want)
			}
		}
	})
}

// TestIABSLanes checks execIABS under aluMasks (whole-warp kernel and
// lane walk) against the absolute value on int64, the other lanes of the
// destination untouched.
func TestIABSLanes(t *testing.T) {
	for _, m := range aluMasks {
		h := newALUHarness()
		h.fill(5, false)
		h.w.r[1][0], h.w.r[1][31] = 0x80000000, 0xffffffff
		in := &inst{b: gprOperand(1), d: 3}
		old, b := h.w.r[3], h.w.r[1]
		execIABS(h.x, h.w, in, m)
		h.check(t, "IABS", 3, m, old, func(i int) uint32 {
			v := int64(int32(b[i]))
			if v < 0 {
				v = -v
			}
			return uint32(v)
		})
	}
}

// TestI2IPLanes checks execI2IP (whole-warp loop and lane walk) under
// aluMasks, every destination type with and without .SATRELU, against the
// packing worked out from the values saturated in int64: SrcB's field in
// the low bits, Ra's above it, Rc's low bits above both.
func TestI2IPLanes(t *testing.T) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	for _, path := range []bool{false, avx2} {
		useAVX2 = path // i2ipMaskGo, then i2ipMaskAVX2 where the CPU has AVX2
		testI2IPLanes(t)
	}
}

func testI2IPLanes(t *testing.T) {
	for mode := uint8(0); mode < 8; mode++ {
		for _, relu := range []bool{false, true} {
			for k, m := range append(aluMasks, aluMasks...) {
				h := newALUHarness()
				h.fill(uint32(mode)*2+7, false)
				h.w.r[0][0], h.w.r[1][1] = 0x7fffffff, 0x80000000
				in := &inst{a: gprOperand(0), b: gprOperand(1), c: gprOperand(2), d: 3, mode: mode, relu: relu}
				old, a, b, c := h.w.r[3], h.w.r[0], h.w.r[1], h.w.r[2]
				if k >= len(aluMasks) { // in place: Rd = Ra
					in.d, old = 0, a
				}
				execI2IP(h.x, h.w, in, m)
				bitsN := uint(2) << (mode / 2)
				sat := func(v uint32) uint64 {
					lo, hi := int64(0), int64(1)<<bitsN-1 // unsigned (odd modes)
					if mode%2 == 0 {
						lo, hi = -(int64(1) << (bitsN - 1)), int64(1)<<(bitsN-1)-1
					}
					if relu && lo < 0 {
						lo = 0
					}
					x := int64(int32(v))
					if x < lo {
						x = lo
					}
					if x > hi {
						x = hi
					}
					return uint64(x) & (1<<bitsN - 1)
				}
				h.check(t, fmt.Sprintf("I2IP mode %d relu %v avx2 %v", mode, relu, useAVX2), int(in.d), m, old, func(i int) uint32 {
					return uint32(sat(b[i]) | sat(a[i])<<bitsN | uint64(c[i])<<(2*bitsN))
				})
			}
		}
	}
}
