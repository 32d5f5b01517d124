package emu

import (
	"fmt"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"testing"
	"unsafe"

	"gpucc/isa"
)

// wideKernels are the kernels of lanewide.go under test: the dispatched
// ones (AVX2 assembly where useAVX2 is set) and the Go loops.
type wideKernels struct {
	name     string
	mulWide  func(lo, hi, a, b *[32]uint32, signed bool)
	addCarry func(d, a, b *[32]uint32, ax, bx, k, pp uint32) uint32
	shiftOr  func(d, x, y *[32]uint32, nx, ny uint64, kind uint32)
	lop3     func(d, a, b, c *[32]uint32, k *[8]uint32) uint32
	dp4a     func(d, a, b *[32]uint32, unsigned uint32)
}

// forWideKernels runs f on the Go loops and on the dispatched kernels,
// with the AVX2 paths on (where the CPU has them) and off.
func forWideKernels(t *testing.T, f func(t *testing.T, ks wideKernels)) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	paths := []bool{false}
	if avx2 {
		paths = append(paths, true)
	}
	t.Logf("AVX2 path tested: %v", avx2)
	for _, path := range paths {
		useAVX2 = path
		f(t, wideKernels{fmt.Sprintf("dispatched (avx2 %v)", path), mulWideLanes, addCarryLanes, shiftOrLanes, lop3Lanes, dp4aLanes})
	}
	useAVX2 = avx2
	f(t, wideKernels{"go", mulWideLanesGo, addCarryLanesGo, shiftOrLanesGo, lop3LanesGo, dp4aLanesGo})
}

// TestMulWideLanes checks the 64-bit products against Go's 64-bit
// multiplication of the (sign- or zero-extended) lanes, also with the
// destinations aliasing the sources.
func TestMulWideLanes(t *testing.T) {
	forWideKernels(t, func(t *testing.T, ks wideKernels) {
		for round := uint32(0); round < 64; round++ {
			a, b, _ := laneInputs(round*5 + 3)
			for _, signed := range []bool{false, true} {
				want := func(i int) (uint32, uint32) {
					var p uint64
					if signed {
						p = uint64(int64(int32(a[i])) * int64(int32(b[i])))
					} else {
						p = uint64(a[i]) * uint64(b[i])
					}
					return uint32(p), uint32(p >> 32)
				}
				var lo, hi [32]uint32
				ks.mulWide(&lo, &hi, &a, &b, signed)
				for i := range lo {
					if wl, wh := want(i); lo[i] != wl || hi[i] != wh {
						t.Fatalf("%s signed %v lane %d: %#x*%#x = %#x:%#x, want %#x:%#x", ks.name, signed, i, a[i], b[i], hi[i], lo[i], wh, wl)
					}
				}
				// lo over a, hi over b.
				la, hb := a, b
				ks.mulWide(&la, &hb, &la, &hb, signed)
				for i := range la {
					if wl, wh := want(i); la[i] != wl || hb[i] != wh {
						t.Fatalf("%s signed %v in place lane %d: %#x:%#x, want %#x:%#x", ks.name, signed, i, hb[i], la[i], wh, wl)
					}
				}
			}
		}
	})
}

// TestAddCarryLanes checks sums and carries against 64-bit Go sums of the
// addends, for every form the instructions use: plain, inverted a or b,
// two's complement negations (k 1 or 2), and a carry-in from pp.
func TestAddCarryLanes(t *testing.T) {
	pps := []uint32{0, ^uint32(0), 0x5555_5555, 0x8000_0001, 0x0ff0_f00f}
	forWideKernels(t, func(t *testing.T, ks wideKernels) {
		for round := uint32(0); round < 64; round++ {
			a, b, _ := laneInputs(round*11 + 5)
			for _, f := range [][3]uint32{{0, 0, 0}, {^uint32(0), 0, 1}, {0, ^uint32(0), 1}, {^uint32(0), ^uint32(0), 2}, {^uint32(0), 0, 0}, {0, ^uint32(0), 0}, {0, 0, 1}, {0, 0, 2}} {
				for _, pp := range pps {
					var d [32]uint32
					carry := ks.addCarry(&d, &a, &b, f[0], f[1], f[2], pp)
					for i := range d {
						sum := uint64(a[i]^f[0]) + uint64(b[i]^f[1]) + uint64(f[2]) + uint64(pp>>i&1)
						if d[i] != uint32(sum) || (carry>>i&1 != 0) != (sum>>32 != 0) {
							t.Fatalf("%s lane %d: (%#x^%#x)+(%#x^%#x)+%d+pp%d = %#x carry %d, want %#x (sum %#x)",
								ks.name, i, a[i], f[0], b[i], f[1], f[2], pp>>i&1, d[i], carry>>i&1, uint32(sum), sum)
						}
					}
				}
			}
			// d over b.
			db := b
			carry := ks.addCarry(&db, &a, &db, 0, 0, 0, 0)
			for i := range db {
				sum := uint64(a[i]) + uint64(b[i])
				if db[i] != uint32(sum) || (carry>>i&1 != 0) != (sum>>32 != 0) {
					t.Fatalf("%s in place lane %d: %#x carry %d, want %#x", ks.name, i, db[i], carry>>i&1, sum)
				}
			}
		}
	})
}

// TestShiftOrLanes checks the shift halves against 64-bit funnel shifts
// worked out bit by bit, for every count from 0 to 70 (the counts of 32
// and more shift everything out).
func TestShiftOrLanes(t *testing.T) {
	// ref shifts v (as an unsigned or a signed 32-bit value) by n one bit
	// at a time: no reliance on how Go treats large counts (33 steps
	// shift out every bit as any larger count does).
	ref := func(v uint32, n uint64, left, arith bool) uint32 {
		for n = min(n, 33); n > 0; n-- {
			switch {
			case left:
				v <<= 1
			case arith:
				v = v>>1 | v&0x80000000
			default:
				v >>= 1
			}
		}
		return v
	}
	forWideKernels(t, func(t *testing.T, ks wideKernels) {
		for round := uint32(0); round < 4; round++ {
			x, y, _ := laneInputs(round*13 + 7)
			for kind := uint32(shlOr); kind <= sarOr; kind++ {
				for nx := uint64(0); nx <= 70; nx++ {
					for _, ny := range []uint64{0, 1, 31, 32, 33, 64, 32 - nx%33, 1 << 40} {
						var d [32]uint32
						ks.shiftOr(&d, &x, &y, nx, ny, kind)
						for i := range d {
							want := ref(x[i], nx, kind == shlOr, kind == sarOr) | ref(y[i], ny, kind != shlOr, false)
							if d[i] != want {
								t.Fatalf("%s kind %d nx %d ny %d lane %d: x %#x y %#x gives %#x, want %#x", ks.name, kind, nx, ny, i, x[i], y[i], d[i], want)
							}
						}
					}
				}
			}
			dx := x
			ks.shiftOr(&dx, &dx, &y, 3, 29, shlOr)
			for i := range dx {
				if want := x[i]<<3 | y[i]>>29; dx[i] != want {
					t.Fatalf("%s in place lane %d: %#x, want %#x", ks.name, i, dx[i], want)
				}
			}
		}
	})
}

// TestWideLanesFromMasks checks that aluMasks has masks on both sides of
// wideLanesFrom, so that the tests below reach both paths.
func TestWideLanesFromMasks(t *testing.T) {
	var at, below bool
	for _, m := range aluMasks {
		at = at || bits.OnesCount32(m) == wideLanesFrom
		below = below || bits.OnesCount32(m) == wideLanesFrom-1
	}
	if !at || !below {
		t.Fatalf("aluMasks has no mask of %d lanes (%v) or of %d (%v)", wideLanesFrom, at, wideLanesFrom-1, below)
	}
}

// TestIADDGeneralLanes compares execIADD's forms with a carry out or a
// carry-in (.X) with 64-bit sums of the spec's addends (addend's rules
// written out again): v, 2^32 - v negated, ^v negated under .X.
func TestIADDGeneralLanes(t *testing.T) {
	term := func(v uint32, neg, ext bool) uint64 {
		switch {
		case !neg:
			return uint64(v)
		case ext:
			return 0xffff_ffff - uint64(v)
		}
		return 1<<32 - uint64(v)
	}
	for seed := uint32(1); seed < 4; seed++ {
		for form := 0; form < 8; form++ {
			negA, negB, ext := form&1 != 0, form&2 != 0, form&4 != 0
			for _, m := range aluMasks {
				h := newALUHarness()
				h.fill(seed, false)
				// Lanes 0, 6 and 31: -0 + -0 = 2^33 without .X.
				for _, i := range []int{0, 6, 31} {
					h.w.r[0][i], h.w.r[1][i] = 0, 0
				}
				h.w.p[0] = 0x5a5a_3c3c ^ seed*0x01010101
				h.w.p[1] = 0x0f0f_0f0f
				in := &inst{a: gprOperand(0), b: gprOperand(1), d: 3, ext: ext, pp: 0, pu: 1}
				in.a.neg, in.b.neg = negA, negB
				old, a, b, pp, oldP1 := h.w.r[3], h.w.r[0], h.w.r[1], h.w.p[0], h.w.p[1]
				execIADD(h.x, h.w, in, m)
				what := fmt.Sprintf("IADD seed %d negA %v negB %v ext %v", seed, negA, negB, ext)
				var wantPU uint32
				h.check(t, what, 3, m, old, func(i int) uint32 {
					sum := term(a[i], negA, ext) + term(b[i], negB, ext)
					if ext && pp>>i&1 != 0 {
						sum++
					}
					if sum>>32 != 0 {
						wantPU |= 1 << i
					}
					return uint32(sum)
				})
				if want := oldP1&^m | wantPU&m; h.w.p[1] != want {
					t.Fatalf("%s, mask %#08x: P1 = %#08x, want %#08x", what, m, h.w.p[1], want)
				}
			}
		}
	}
}

// TestIMADWideLanes compares execIMAD.WIDE with math/big sums of the
// 64-bit product and SrcC as the spec reads it (as is, 2^64 - SrcC when
// negated, ^SrcC negated under .X, plus pp under .X), with the
// destination pair apart from the sources, over SrcC (both halves, or
// its high half) and over SrcB, and RZ (the carry only).
func TestIMADWideLanes(t *testing.T) {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	for seed := uint32(1); seed < 4; seed++ {
		for form := 0; form < 8; form++ {
			signed, neg, ext := form&1 != 0, form&2 != 0, form&4 != 0
			for _, d := range []uint8{4, 2, 3, 1, isa.RZ} {
				for _, m := range aluMasks {
					h := newALUHarness()
					h.fill(seed, false)
					h.w.r[3], _, _ = laneInputs(seed + 100)
					// Lanes 0, 6 and 31: 0 * x + -0 (p + 2^64, a carry);
					// lane 1: -1 * 1 + 1, lane 2: max * max + max.
					for _, i := range []int{0, 6, 31} {
						h.w.r[0][i], h.w.r[2][i], h.w.r[3][i] = 0, 0, 0
					}
					h.w.r[0][1], h.w.r[1][1], h.w.r[2][1], h.w.r[3][1] = 0xffff_ffff, 1, 1, 0
					h.w.r[0][2], h.w.r[1][2], h.w.r[2][2], h.w.r[3][2] = 0xffff_ffff, 0xffff_ffff, 0xffff_ffff, 0xffff_ffff
					h.w.p[0] = 0x5a5a_3c3c ^ seed*0x01010101 | 1<<1 | 1<<2
					h.w.p[1] = 0x0f0f_0f0f
					in := &inst{a: gprOperand(0), b: gprOperand(1), c: gprOperand(2), d: d, dn: 2,
						signed: signed, ext: ext, pp: 0, pu: 1}
					in.c.neg, in.c.wide = neg, true
					before := append([][32]uint32(nil), h.w.r...)
					pp, oldP1 := h.w.p[0], h.w.p[1]
					execIMADWide(h.x, h.w, in, m)
					what := fmt.Sprintf("IMAD.WIDE seed %d signed %v neg %v ext %v d R%d", seed, signed, neg, ext, d)
					var wantPU uint32
					want := make([][32]uint32, len(before))
					copy(want, before)
					for i := 0; i < 32; i++ {
						if m>>i&1 == 0 {
							continue
						}
						a, b := before[0][i], before[1][i]
						cv := new(big.Int).SetUint64(uint64(before[3][i])<<32 | uint64(before[2][i]))
						var p *big.Int
						if signed {
							p = big.NewInt(int64(int32(a)) * int64(int32(b)))
							p.Mod(p, two64)
						} else {
							p = new(big.Int).SetUint64(uint64(a) * uint64(b))
						}
						switch {
						case neg && ext:
							cv.Sub(new(big.Int).Sub(two64, big.NewInt(1)), cv)
						case neg:
							cv.Sub(two64, cv)
						}
						sum := new(big.Int).Add(p, cv)
						if ext && pp>>i&1 != 0 {
							sum.Add(sum, big.NewInt(1))
						}
						if sum.Cmp(two64) >= 0 {
							wantPU |= 1 << i
						}
						s := new(big.Int).Mod(sum, two64).Uint64()
						if d != isa.RZ {
							want[d][i], want[d+1][i] = uint32(s), uint32(s>>32)
						}
					}
					for r := range want {
						for i := 0; i < 32; i++ {
							if h.w.r[r][i] != want[r][i] {
								t.Fatalf("%s, mask %#08x: R%d lane %d = %#x, want %#x", what, m, r, i, h.w.r[r][i], want[r][i])
							}
						}
					}
					if want := oldP1&^m | wantPU&m; h.w.p[1] != want {
						t.Fatalf("%s, mask %#08x: P1 = %#08x, want %#08x", what, m, h.w.p[1], want)
					}
				}
			}
		}
	}
}

// TestLEAAddressLanes compares LEA's address form (Rd = (Ra << s) + SrcB,
// pu = carry) with 64-bit Go sums, for shifts 0 to 31, over Ra as well.
func TestLEAAddressLanes(t *testing.T) {
	for s := uint32(0); s < 32; s++ {
		for _, d := range []uint8{3, 0} {
			for _, pu := range []uint8{1, 7} {
				for _, m := range aluMasks {
					h := newALUHarness()
					h.fill(s+1, false)
					h.w.p[1] = 0x0f0f_0f0f
					in := &inst{a: gprOperand(0), b: gprOperand(1), c: gprOperand(2), d: d, imm: s, pu: pu}
					old, a, b, oldP1 := h.w.r[d], h.w.r[0], h.w.r[1], h.w.p[1]
					execLEA(h.x, h.w, in, m)
					what := fmt.Sprintf("LEA R%d, shift %d, pu P%d", d, s, pu)
					var wantPU uint32
					h.check(t, what, int(d), m, old, func(i int) uint32 {
						sum := uint64(a[i])<<s&0xffff_ffff + uint64(b[i])
						if sum>>32 != 0 {
							wantPU |= 1 << i
						}
						return uint32(sum)
					})
					want := oldP1
					if pu == 1 {
						want = oldP1&^m | wantPU&m
					}
					if h.w.p[1] != want {
						t.Fatalf("%s, mask %#08x: P1 = %#08x, want %#08x", what, m, h.w.p[1], want)
					}
				}
			}
		}
	}
}

// TestLOP3Kernel checks lop3Lanes for every truth table against lop3Ref
// (the table read bit by bit), and its lanes that are not zero.
func TestLOP3Kernel(t *testing.T) {
	forWideKernels(t, func(t *testing.T, ks wideKernels) {
		for lut := 0; lut < 256; lut++ {
			a, b, c := laneInputs(uint32(lut) + 9)
			a[3], b[3], c[3] = 0, 0, 0 // a lane where only the table's bit 0 counts
			a[9], b[9], c[9] = ^uint32(0), ^uint32(0), ^uint32(0)
			f := makeLUT(uint8(lut))
			var d [32]uint32
			nz := ks.lop3(&d, &a, &b, &c, &f.k)
			for i := range d {
				want := lop3Ref(uint8(lut), a[i], b[i], c[i])
				if d[i] != want || (nz>>i&1 != 0) != (want != 0) {
					t.Fatalf("%s LUT %#02x lane %d: %#x (nz %d), want %#x", ks.name, lut, i, d[i], nz>>i&1, want)
				}
			}
		}
	})
}

// TestAddMadMaskedLanes checks IADD and IMAD without a carry out (the
// forms of addLanes and madLanes) and S2R of a thread index under the
// masks of aluMasks: the whole-warp kernels into a scratch vector and a
// masked copy for many lanes, the lane loop for few; lanes outside the
// mask keep their values.
func TestAddMadMaskedLanes(t *testing.T) {
	for seed := uint32(1); seed < 4; seed++ {
		for _, m := range aluMasks {
			for form := 0; form < 4; form++ {
				negA, negB := form&1 != 0, form&2 != 0
				h := newALUHarness()
				h.fill(seed, false)
				in := &inst{a: gprOperand(0), b: gprOperand(1), d: 3, pu: 7}
				in.a.neg, in.b.neg = negA, negB
				old, a, b := h.w.r[3], h.w.r[0], h.w.r[1]
				execIADD(h.x, h.w, in, m)
				h.check(t, fmt.Sprintf("IADD negA %v negB %v", negA, negB), 3, m, old, func(i int) uint32 {
					x, y := a[i], b[i]
					if negA {
						x = -x
					}
					if negB {
						y = -y
					}
					return x + y
				})
			}
			h := newALUHarness()
			h.fill(seed, false)
			in := &inst{a: gprOperand(0), b: gprOperand(1), c: gprOperand(2), d: 0, pu: 7}
			old, a, b, c := h.w.r[0], h.w.r[0], h.w.r[1], h.w.r[2]
			execIMAD(h.x, h.w, in, m)
			h.check(t, "IMAD R0, R0, R1, R2", 0, m, old, func(i int) uint32 {
				return uint32(uint64(a[i])*uint64(b[i]) + uint64(c[i]))
			})
			for k := uint8(0); k < 3; k++ {
				h := newALUHarness()
				h.fill(seed, false)
				for i := range h.w.tid[k] {
					h.w.tid[k][i] = uint32(k)<<16 | uint32(i)*seed
				}
				in := &inst{d: 3, sr: srTidX + k}
				old := h.w.r[3]
				execS2R(h.x, h.w, in, m)
				h.check(t, fmt.Sprintf("S2R SR_TID %d", k), 3, m, old, func(i int) uint32 { return uint32(k)<<16 | uint32(i)*seed })
			}
		}
	}
}

// TestIADD3Lanes compares execIADD3 with 64-bit sums of the spec's
// addends (v, 2^32 - v negated, ^v negated under .X, plus pp and pq under
// .X): Rd, pu (carry >= 1) and pv (carry >= 2), in every negation form,
// with the destination apart and over a source.
func TestIADD3Lanes(t *testing.T) {
	term := func(v uint32, neg, ext bool) uint64 {
		switch {
		case !neg:
			return uint64(v)
		case ext:
			return 0xffff_ffff - uint64(v)
		}
		return 1<<32 - uint64(v)
	}
	for seed := uint32(1); seed < 4; seed++ {
		for form := 0; form < 16; form++ {
			negA, negB, negC, ext := form&1 != 0, form&2 != 0, form&4 != 0, form&8 != 0
			for _, d := range []uint8{3, 2} {
				for _, m := range aluMasks {
					h := newALUHarness()
					h.fill(seed, false)
					// Lanes 0, 6 and 31: three -0 (a carry of 3 without
					// .X); lane 1: three maxima.
					for _, i := range []int{0, 6, 31} {
						h.w.r[0][i], h.w.r[1][i], h.w.r[2][i] = 0, 0, 0
					}
					h.w.r[0][1], h.w.r[1][1], h.w.r[2][1] = ^uint32(0), ^uint32(0), ^uint32(0)
					h.w.p[0] = 0x5a5a_3c3c ^ seed*0x01010101 | 3
					h.w.p[4] = 0x0ff0_f00f ^ seed | 3
					h.w.p[1], h.w.p[2] = 0x0f0f_0f0f, 0x3333_cccc
					in := &inst{a: gprOperand(0), b: gprOperand(1), c: gprOperand(2), d: d, ext: ext, pp: 0, pq: 4, pu: 1, pv: 2}
					in.a.neg, in.b.neg, in.c.neg = negA, negB, negC
					old, a, b, c := h.w.r[d], h.w.r[0], h.w.r[1], h.w.r[2]
					pp, pq, oldP1, oldP2 := h.w.p[0], h.w.p[4], h.w.p[1], h.w.p[2]
					execIADD3(h.x, h.w, in, m)
					what := fmt.Sprintf("IADD3 R%d seed %d neg %v %v %v ext %v", d, seed, negA, negB, negC, ext)
					var wantPU, wantPV uint32
					h.check(t, what, int(d), m, old, func(i int) uint32 {
						sum := term(a[i], negA, ext) + term(b[i], negB, ext) + term(c[i], negC, ext)
						if ext {
							sum += uint64(pp>>i&1) + uint64(pq>>i&1)
						}
						if sum>>32 >= 1 {
							wantPU |= 1 << i
						}
						if sum>>32 >= 2 {
							wantPV |= 1 << i
						}
						return uint32(sum)
					})
					if want := oldP1&^m | wantPU&m; h.w.p[1] != want {
						t.Fatalf("%s, mask %#08x: P1 = %#08x, want %#08x", what, m, h.w.p[1], want)
					}
					if want := oldP2&^m | wantPV&m; h.w.p[2] != want {
						t.Fatalf("%s, mask %#08x: P2 = %#08x, want %#08x", what, m, h.w.p[2], want)
					}
				}
			}
		}
	}
}

// dot4Ref is IDP.4A's dot product of the bytes of a and b, each read as
// int8 or uint8, in 64-bit arithmetic.
func dot4Ref(a, b uint32, aU, bU bool) int64 {
	var dot int64
	for k := 0; k < 32; k += 8 {
		x, y := int64(int8(a>>k)), int64(int8(b>>k))
		if aU {
			x = int64(uint8(a >> k))
		}
		if bU {
			y = int64(uint8(b >> k))
		}
		dot += x * y
	}
	return dot
}

// TestDP4ALanes checks dp4aLanes against dot4Ref in the four signedness
// combinations, with bytes of 0x80, 0x7f and 0xff among the inputs, and
// execIDP (IDP.4A with SrcC, pp and the carry out) under aluMasks.
func TestDP4ALanes(t *testing.T) {
	forWideKernels(t, func(t *testing.T, ks wideKernels) {
		for round := uint32(0); round < 64; round++ {
			a, b, _ := laneInputs(round*3 + 11)
			a[5], b[5] = 0x80808080, 0x80808080
			a[6], b[6] = 0xffffffff, 0xffffffff
			a[7], b[7] = 0x7f80ff7f, 0x807fff80
			for u := uint32(0); u < 4; u++ {
				var d [32]uint32
				ks.dp4a(&d, &a, &b, u)
				for i := range d {
					if want := uint32(dot4Ref(a[i], b[i], u&1 != 0, u&2 != 0)); d[i] != want {
						t.Fatalf("%s unsigned %d lane %d: dp4a(%#x, %#x) = %#x, want %#x", ks.name, u, i, a[i], b[i], d[i], want)
					}
				}
			}
		}
	})
	for seed := uint32(1); seed < 4; seed++ {
		for u := uint8(0); u < 4; u++ {
			for _, m := range aluMasks {
				h := newALUHarness()
				h.fill(seed, false)
				h.w.r[0][2], h.w.r[1][2], h.w.r[2][2] = 0x7f7f7f7f, 0x7f7f7f7f, 0xffff_0000 // a carry out
				h.w.p[0] = 0x5a5a_3c3c ^ uint32(seed)
				h.w.p[1] = 0x0f0f_0f0f
				in := &inst{a: gprOperand(0), b: gprOperand(1), c: gprOperand(2), d: 3, mode: 4, mode2: u, pp: 0, pu: 1}
				old, a, b, c, pp, oldP1 := h.w.r[3], h.w.r[0], h.w.r[1], h.w.r[2], h.w.p[0], h.w.p[1]
				execIDP(h.x, h.w, in, m)
				what := fmt.Sprintf("IDP.4A unsigned %d", u)
				var wantPU uint32
				h.check(t, what, 3, m, old, func(i int) uint32 {
					sum := uint64(c[i]) + uint64(pp>>i&1) + uint64(uint32(dot4Ref(a[i], b[i], u&1 != 0, u&2 != 0)))
					if sum>>32 != 0 {
						wantPU |= 1 << i
					}
					return uint32(sum)
				})
				if want := oldP1&^m | wantPU&m; h.w.p[1] != want {
					t.Fatalf("%s, mask %#08x: P1 = %#08x, want %#08x", what, m, h.w.p[1], want)
				}
			}
		}
	}
}

// TestLEAHiLanesAgreesWithLEA compares execLEAHiLanes with execLEA's
// general loop as TestLEAHiAgreesWithLEA does execLEAHi, under the masks
// of aluMasks (both sides of wideLanesFrom) and random ones: every shift,
// with and without .X and .SX32, Rd apart or Ra, Rc RZ at times.
func TestLEAHiLanesAgreesWithLEA(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 3))
	edges := []uint32{0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe}
	val := func() uint32 {
		if rng.IntN(3) == 0 {
			return edges[rng.IntN(len(edges))]
		}
		return rng.Uint32()
	}
	x := &run{}
	for i := 0; i < 4000; i++ {
		h := newALUHarness()
		for r := range h.w.r {
			for l := range h.w.r[r] {
				h.w.r[r][l] = val()
			}
		}
		for p := 0; p < 7; p++ {
			h.w.p[p] = rng.Uint32()
		}
		in := &inst{hi: true, ext: rng.IntN(2) == 0, sx32: rng.IntN(2) == 0, imm: uint32(i % 32),
			a: gprOperand(0), b: gprOperand(1), c: gprOperand(2),
			d: uint8(3 + rng.IntN(2)), pp: uint8(rng.IntN(8)), ppNot: rng.IntN(2) == 0, pu: uint8(rng.IntN(8))}
		if rng.IntN(4) == 0 {
			in.d = 0 // Rd is Ra
		}
		if rng.IntN(8) == 0 {
			in.c = operand{kind: oZero}
		}
		m := aluMasks[i%len(aluMasks)]
		if i%3 == 0 {
			m = rng.Uint32()
		}
		w2 := &warp{r: append([][32]uint32(nil), h.w.r...), p: h.w.p}
		w2.base = h.w.base
		w2.base[oGPR] = unsafe.Pointer(&w2.r[0])
		execLEAHiLanes(x, h.w, in, m)
		execLEA(x, w2, in, m)
		for r := range h.w.r {
			if h.w.r[r] != w2.r[r] {
				t.Fatalf("case %d (%+v, lanes %#x): R%d\n got % x\nwant % x", i, *in, m, r, h.w.r[r], w2.r[r])
			}
		}
		if h.w.p != w2.p {
			t.Fatalf("case %d (%+v, lanes %#x): predicates %x, want %x", i, *in, m, h.w.p, w2.p)
		}
	}
}

// TestSimpleFullWarpLanes compares IMNMX, POPC, FLO and BREV (their
// whole-warp loops and their lane loops) with references written from the
// spec: min/max by Go's comparison of the signed or unsigned values, the
// bit count, the leading one's position found bit by bit, the bits
// reversed one by one.
func TestSimpleFullWarpLanes(t *testing.T) {
	floRef := func(v uint32, signed, sh bool) uint32 {
		if signed && int32(v) < 0 {
			v = ^v
		}
		for p := 31; p >= 0; p-- {
			if v>>p&1 != 0 {
				if sh {
					return uint32(31 - p)
				}
				return uint32(p)
			}
		}
		return 0xffffffff
	}
	for seed := uint32(1); seed < 6; seed++ {
		for _, m := range aluMasks {
			for form := 0; form < 4; form++ {
				signed, not := form&1 != 0, form&2 != 0
				h := newALUHarness()
				h.fill(seed, false)
				h.w.p[0] = 0x3c5a_96f0 * seed
				in := &inst{a: gprOperand(0), b: gprOperand(1), d: 3, signed: signed, pp: 0, ppNot: not}
				old, a, b, pp := h.w.r[3], h.w.r[0], h.w.r[1], h.w.p[0]
				execIMNMX(h.x, h.w, in, m)
				h.check(t, fmt.Sprintf("IMNMX signed %v not %v", signed, not), 3, m, old, func(i int) uint32 {
					less := a[i] < b[i]
					if signed {
						less = int32(a[i]) < int32(b[i])
					}
					min, max := b[i], a[i]
					if less {
						min, max = a[i], b[i]
					}
					if (pp>>i&1 != 0) != not {
						return min
					}
					return max
				})

				h = newALUHarness()
				h.fill(seed, false)
				in = &inst{b: gprOperand(1), d: 1, signed: signed, right: not}
				in.b.neg = not
				old, b = h.w.r[1], h.w.r[1]
				execPOPC(h.x, h.w, in, m)
				h.check(t, fmt.Sprintf("POPC not %v", not), 1, m, old, func(i int) uint32 {
					v, n := b[i], uint32(0)
					if not {
						v = ^v
					}
					for ; v != 0; v >>= 1 {
						n += v & 1
					}
					return n
				})
				h.fill(seed, false)
				old = h.w.r[1]
				execFLO(h.x, h.w, in, m)
				h.check(t, fmt.Sprintf("FLO signed %v sh/not %v", signed, not), 1, m, old, func(i int) uint32 {
					v := b[i]
					if not {
						v = ^v
					}
					return floRef(v, signed, not)
				})
				h.fill(seed, false)
				old = h.w.r[1]
				in.b.neg = false
				execBREV(h.x, h.w, in, m)
				h.check(t, "BREV", 1, m, old, func(i int) uint32 {
					var r uint32
					for k := 0; k < 32; k++ {
						r |= (b[i] >> k & 1) << (31 - k)
					}
					return r
				})
			}
		}
	}
}

// TestPRMTUniform compares PRMT with a broadcast selector (prmtUniform,
// every lane active: VPSHUFB with AVX2, a Go loop without) with prmt lane
// by lane (TestPRMT checks prmt against
// the spec's tables) in every mode, on selectors that take each byte
// with and without sign replication, under aluMasks.
func TestPRMTUniform(t *testing.T) {
	forWideKernels(t, func(t *testing.T, ks wideKernels) { testPRMTUniform(t) })
}

// TestPRMTShuffleGo checks prmtShuffleGo, the Go twin of the VPSHUFB
// kernel, against prmt lane by lane with the controls prmtUniform builds
// (built here the same way), on random selectors in every mode.
func TestPRMTShuffleGo(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for mode := uint8(0); mode < 7; mode++ {
		for round := 0; round < 64; round++ {
			sel := rng.Uint32()
			a, b, _ := laneInputs(uint32(round) + 3)
			var ctl [96]byte
			for p := 0; p < 32; p++ {
				j, k := p/4%4, p%4
				var src byte
				sign := false
				if mode == 0 {
					nib := sel >> (4 * k) & 0xf
					src, sign = byte(nib&7), nib&8 != 0
				} else {
					src = prmtTable[mode][sel&3][k]
				}
				ctl[p], ctl[32+p] = 0x80, 0x80
				if src < 4 {
					ctl[p] = byte(4*j) + src
				} else {
					ctl[32+p] = byte(4*j) + src - 4
				}
				if sign {
					ctl[64+p] = 0xff
				}
			}
			var d [32]uint32
			prmtShuffleGo(&d, &a, &b, &ctl)
			for i := range d {
				if want := prmt(mode, a[i], b[i], sel); d[i] != want {
					t.Fatalf("mode %d selector %#x lane %d: %#x, want %#x", mode, sel, i, d[i], want)
				}
			}
		}
	}
}

func testPRMTUniform(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	for mode := uint8(0); mode < 7; mode++ {
		for round := 0; round < 64; round++ {
			sel := rng.Uint32()
			if round < 16 {
				sel = uint32(round) * 0x1111 // one byte everywhere, sign bit with round >= 8
			}
			var cv [32]uint32
			for i := range cv {
				cv[i] = sel
			}
			for _, m := range aluMasks {
				h := newALUHarness()
				h.fill(uint32(round)+1, false)
				h.w.r[0][4], h.w.r[1][4] = 0x80ff7f01, 0x7f80ff00
				h.w.base[oConst] = unsafe.Pointer(&cv)
				in := &inst{a: gprOperand(0), b: gprOperand(1), c: operand{kind: oConst}, d: 3, mode: mode}
				old, a, b := h.w.r[3], h.w.r[0], h.w.r[1]
				execPRMT(h.x, h.w, in, m)
				h.check(t, fmt.Sprintf("PRMT mode %d selector %#x", mode, sel), 3, m, old, func(i int) uint32 {
					return prmt(mode, a[i], b[i], sel)
				})
			}
		}
	}
}

// TestSetURLanes compares setURLanes with warp.setUR: the register, its
// broadcast row, every other row, and URZ (no effect).
func TestSetURLanes(t *testing.T) {
	for _, r := range []uint8{0, 1, 5, 61, 62, isa.URZ} {
		for _, v := range []uint32{0, 1, 0x8000_0001, 0xffff_ffff, 0x1234_5678} {
			var w1, w2 warp
			for k := range w1.urv {
				w1.urv[k], _, _ = laneInputs(uint32(k) + 1)
				w1.ur[k] = uint32(k) * 77
			}
			w2.urv, w2.ur = w1.urv, w1.ur
			w1.setUR(r, v)
			setURLanes(&w2, r, v)
			if w1.ur != w2.ur || w1.urv != w2.urv {
				t.Fatalf("UR%d = %#x: setURLanes differs from setUR", r, v)
			}
		}
	}
}

// TestDP2ALanes compares execIDP's IDP.2A (whole-warp dp2aLanes from
// wideLanesFrom lanes, the lane loop below) with the dot product of the
// halves and bytes read as int16/uint16 and int8/uint8, plus SrcC and pp
// with the carry out, under aluMasks, with dp2aLanesGo and, where the CPU
// has AVX2, dp2aLanesAVX2.
func TestDP2ALanes(t *testing.T) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	for _, path := range []bool{false, avx2} {
		useAVX2 = path
		testDP2ALanes(t)
	}
}

func testDP2ALanes(t *testing.T) {
	for seed := uint32(1); seed < 4; seed++ {
		for u := uint8(0); u < 4; u++ {
			for _, hi := range []bool{false, true} {
				for _, m := range aluMasks {
					h := newALUHarness()
					h.fill(seed, false)
					h.w.r[0][2], h.w.r[1][2], h.w.r[2][2] = 0x80008000, 0x80808080, 0xffff_0000
					h.w.r[0][5], h.w.r[1][5] = 0xffff7fff, 0x7f80ff7f
					h.w.p[0] = 0x5a5a_3c3c ^ uint32(seed)
					h.w.p[1] = 0x0f0f_0f0f
					in := &inst{a: gprOperand(0), b: gprOperand(1), c: gprOperand(2), d: 3, mode: 2, mode2: u, hi: hi, pp: 0, pu: 1}
					old, a, b, c, pp, oldP1 := h.w.r[3], h.w.r[0], h.w.r[1], h.w.r[2], h.w.p[0], h.w.p[1]
					execIDP(h.x, h.w, in, m)
					what := fmt.Sprintf("IDP.2A unsigned %d hi %v avx2 %v", u, hi, useAVX2)
					var wantPU uint32
					h.check(t, what, 3, m, old, func(i int) uint32 {
						var dot int64
						for k := 0; k < 2; k++ {
							x := int64(int16(a[i] >> (16 * k)))
							if u&1 != 0 {
								x = int64(uint16(a[i] >> (16 * k)))
							}
							sh := 8 * k
							if hi {
								sh += 16
							}
							y := int64(int8(b[i] >> sh))
							if u&2 != 0 {
								y = int64(uint8(b[i] >> sh))
							}
							dot += x * y
						}
						sum := uint64(c[i]) + uint64(pp>>i&1) + uint64(uint32(dot))
						if sum>>32 != 0 {
							wantPU |= 1 << i
						}
						return uint32(sum)
					})
					if want := oldP1&^m | wantPU&m; h.w.p[1] != want {
						t.Fatalf("%s, mask %#08x: P1 = %#08x, want %#08x", what, m, h.w.p[1], want)
					}
				}
			}
		}
	}
}
