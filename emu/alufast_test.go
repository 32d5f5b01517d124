package emu

import (
	"fmt"
	"testing"
	"unsafe"

	"gpucc/isa"
)

// The ALU functions' lane loops with their choices hoisted out of the loop
// (execSEL, execSHF, execIMAD's general form, execMOV's 64-bit form) are
// compared here with straightforward lane-by-lane references written from
// the instructions' definitions (shf for SHF), on edge values, under a
// full, a sparse and a one-lane mask; lanes outside the mask must keep
// their values.

// aluHarness is a warp with GPRs R0..R7 and the run an exec function needs.
type aluHarness struct {
	x *run
	w *warp
}

func newALUHarness() *aluHarness {
	w := &warp{r: make([][32]uint32, 8)}
	w.p[isa.PT] = ^uint32(0)
	w.base[oZero], w.base[oGPR] = unsafe.Pointer(&zeroLanes.v), unsafe.Pointer(&w.r[0])
	return &aluHarness{x: &run{}, w: w}
}

func gprOperand(r uint8) operand {
	return operand{kind: oGPR, reg: r, off: uintptr(r) * 128}
}

// aluMasks are the masks the comparisons run under: all lanes, many
// (SEL's and MOV's whole-warp kernel), exactly selLanesFrom and one fewer
// (the boundary between the two paths), one lane; exactly wideLanesFrom
// and one fewer (lanewide.go's kernels).
var aluMasks = []uint32{^uint32(0), 0x8421_0a53, 0x8000_0083, 0x8000_0003, 1 << 31, 1, 0x8102_4891, 0x8102_4890}

// shiftAmounts are SHF amounts around the limits of both types.
var shiftAmounts = []uint32{0, 1, 4, 31, 32, 33, 36, 63, 64, 65, 72, 95, 96, 127, 128, 0x8000_0000, 0xffff_ffff}

// fill sets R0..R2 to edge inputs (R1 from shiftAmounts for SHF) and
// R3..R7 to a pattern that marks lanes the instruction must not touch.
func (h *aluHarness) fill(seed uint32, amounts bool) {
	a, b, c := laneInputs(seed)
	if amounts {
		for i := range b {
			b[i] = shiftAmounts[(i+int(seed))%len(shiftAmounts)]
		}
	}
	h.w.r[0], h.w.r[1], h.w.r[2] = a, b, c
	for r := 3; r < 8; r++ {
		for i := range h.w.r[r] {
			h.w.r[r][i] = 0xdead_0000 | uint32(r)<<8 | uint32(i)
		}
	}
}

// check compares register r with want in the lanes of m and with its old
// value elsewhere.
func (h *aluHarness) check(t *testing.T, what string, r int, m uint32, old [32]uint32, want func(i int) uint32) {
	t.Helper()
	for i := 0; i < 32; i++ {
		exp := old[i]
		if m>>i&1 != 0 {
			exp = want(i)
		}
		if got := h.w.r[r][i]; got != exp {
			t.Fatalf("%s, mask %#08x: R%d lane %d = %#x, want %#x", what, m, r, i, got, exp)
		}
	}
}

func TestSELLanes(t *testing.T) {
	for seed := uint32(1); seed < 5; seed++ {
		for _, m := range aluMasks {
			for _, not := range []bool{false, true} {
				h := newALUHarness()
				h.fill(seed, false)
				h.w.p[0] = 0x3c5a_96f0 * seed
				in := &inst{a: gprOperand(0), b: gprOperand(1), d: 3, pp: 0, ppNot: not}
				old, a, b, pp := h.w.r[3], h.w.r[0], h.w.r[1], h.w.p[0]
				execSEL(h.x, h.w, in, m)
				h.check(t, fmt.Sprintf("SEL seed %d not %v", seed, not), 3, m, old, func(i int) uint32 {
					if (pp>>i&1 != 0) != not {
						return a[i]
					}
					return b[i]
				})
			}
		}
	}
}

func TestSHFLanes(t *testing.T) {
	for seed := uint32(0); seed < uint32(len(shiftAmounts)); seed++ {
		for mode := uint8(0); mode < 4; mode++ {
			for form := 0; form < 8; form++ {
				right, wrap, hi := form&1 != 0, form&2 != 0, form&4 != 0
				for _, m := range aluMasks {
					for _, uniform := range []bool{false, true} {
						h := newALUHarness()
						h.fill(seed, true)
						in := &inst{a: gprOperand(0), b: gprOperand(1), c: gprOperand(2), d: 3, mode: mode, right: right, wrap: wrap, hi: hi}
						if uniform { // the amount as a broadcast constant, the same in every lane
							var amount [32]uint32
							for i := range amount {
								amount[i] = shiftAmounts[seed]
							}
							h.w.base[oConst] = unsafe.Pointer(&amount)
							in.b = operand{kind: oConst}
							h.w.r[1] = amount
						}
						old, a, b, c := h.w.r[3], h.w.r[0], h.w.r[1], h.w.r[2]
						execSHF(h.x, h.w, in, m)
						signed, wide := mode == 0 || mode == 2, mode < 2
						h.check(t, fmt.Sprintf("SHF mode %d right %v wrap %v hi %v uniform %v", mode, right, wrap, hi, uniform), 3, m, old, func(i int) uint32 {
							return shf(a[i], b[i], c[i], right, wrap, signed, wide, hi)
						})
					}
				}
			}
		}
	}
}

// imadRef is IMAD's definition: Rd = (lo or hi of Ra*SrcB) + ±SrcC + pp,
// pu = carry out.
func imadRef(a, b, c uint32, pp bool, signed, hi, neg, ext bool) (uint32, bool) {
	p := mul(a, b, signed)
	part := p & 0xffffffff
	if hi {
		part = p >> 32
	}
	t := part + addend(c, neg, ext)
	if pp {
		t++
	}
	return uint32(t), t>>32 != 0
}

func TestIMADGeneralLanes(t *testing.T) {
	for seed := uint32(1); seed < 4; seed++ {
		for form := 0; form < 16; form++ {
			signed, hi, neg, ext := form&1 != 0, form&2 != 0, form&4 != 0, form&8 != 0
			for _, m := range aluMasks {
				h := newALUHarness()
				h.fill(seed, false)
				// Lanes 0, 6 and 31 (in every mask) reach the carry of 2:
				// hi(-1 * 1) + (2^32 - 0) + pp.
				h.w.p[0] = 0x5a5a_3c3c ^ seed*0x01010101 | 1 | 1<<6 | 1<<31
				for _, i := range []int{0, 6, 31} {
					h.w.r[0][i], h.w.r[1][i], h.w.r[2][i] = 0xffff_ffff, 1, 0
				}
				h.w.p[1] = 0x0f0f_0f0f
				in := &inst{a: gprOperand(0), b: gprOperand(1), c: gprOperand(2), d: 3,
					signed: signed, hi: hi, ext: ext, pp: 0, pu: 1}
				in.c.neg = neg
				old, a, b, c, pp, oldP1 := h.w.r[3], h.w.r[0], h.w.r[1], h.w.r[2], h.w.p[0], h.w.p[1]
				execIMAD(h.x, h.w, in, m)
				what := fmt.Sprintf("IMAD signed %v hi %v neg %v ext %v", signed, hi, neg, ext)
				usePP := hi || ext
				var wantPU uint32
				h.check(t, what, 3, m, old, func(i int) uint32 {
					d, cy := imadRef(a[i], b[i], c[i], usePP && pp>>i&1 != 0, signed, hi, neg, ext)
					if cy {
						wantPU |= 1 << i
					}
					return d
				})
				if want := oldP1&^m | wantPU; h.w.p[1] != want {
					t.Fatalf("%s, mask %#08x: P1 = %#08x, want %#08x", what, m, h.w.p[1], want)
				}
			}
		}
	}
}

func TestMOV64Lanes(t *testing.T) {
	// Destination pairs: apart from the source, and overlapping it from
	// above and from below (MOV.64 R[3:4], R[2:3]; MOV.64 R[1:2], R[2:3]).
	for _, d := range []uint8{4, 3, 1} {
		for _, m := range aluMasks {
			h := newALUHarness()
			h.fill(7, false)
			for r := 3; r < 5; r++ {
				h.w.r[r], _, _ = laneInputs(uint32(r))
			}
			in := &inst{b: gprOperand(2), d: d, dn: 2}
			in.b.wide = true
			before := append([][32]uint32(nil), h.w.r...)
			lo, hi := h.w.r[2], h.w.r[3]
			execMOV(h.x, h.w, in, m)
			for r := 0; r < 8; r++ {
				for i := 0; i < 32; i++ {
					want := before[r][i]
					if m>>i&1 != 0 {
						switch uint8(r) {
						case d:
							want = lo[i]
						case d + 1:
							want = hi[i]
						}
					}
					if got := h.w.r[r][i]; got != want {
						t.Fatalf("MOV.64 R[%d:%d], R[2:3], mask %#08x: R%d lane %d = %#x, want %#x", d, d+1, m, r, i, got, want)
					}
				}
			}
		}
	}
}

// lop3Ref evaluates a truth table bit by bit: bit j of the result is bit
// (a_j<<2 | b_j<<1 | c_j) of lut.
func lop3Ref(lut uint8, a, b, c uint32) uint32 {
	var r uint32
	for j := 0; j < 32; j++ {
		sel := (a>>j&1)<<2 | (b>>j&1)<<1 | c>>j&1
		r |= uint32(lut>>sel&1) << j
	}
	return r
}

func TestLOP3Lanes(t *testing.T) {
	for lut := 0; lut < 256; lut++ {
		for _, pu := range []uint8{7, 1} {
			for _, pand := range []bool{false, true} {
				for _, m := range aluMasks {
					h := newALUHarness()
					h.fill(uint32(lut), false)
					// Lanes where the result is 0 for every table: all
					// inputs equal, so only the table's bits 0 and 7 count.
					for _, i := range []int{0, 6} {
						h.w.r[0][i], h.w.r[1][i], h.w.r[2][i] = 0, 0, 0
					}
					h.w.p[0] = 0x0ff0_3c5a
					h.w.p[1] = 0x1234_5678
					in := &inst{a: gprOperand(0), b: gprOperand(1), c: gprOperand(2), d: 3,
						imm: uint32(lut), lut: makeLUT(uint8(lut)), pu: pu, pp: 0}
					if !pand {
						in.mode = 1
					}
					old, a, b, c, pp, oldP1 := h.w.r[3], h.w.r[0], h.w.r[1], h.w.r[2], h.w.p[0], h.w.p[1]
					execLOP3(h.x, h.w, in, m)
					what := fmt.Sprintf("LOP3 %#02x pu %d pand %v", lut, pu, pand)
					var nz uint32
					h.check(t, what, 3, m, old, func(i int) uint32 {
						v := lop3Ref(uint8(lut), a[i], b[i], c[i])
						if v != 0 {
							nz |= 1 << i
						}
						return v
					})
					want := oldP1
					if pu == 1 {
						p := nz | pp
						if pand {
							p = nz & pp
						}
						want = oldP1&^m | p&m
					}
					if h.w.p[1] != want {
						t.Fatalf("%s, mask %#08x: P1 = %#08x, want %#08x", what, m, h.w.p[1], want)
					}
				}
			}
		}
	}
}

func TestMOVLanes(t *testing.T) {
	for _, m := range aluMasks {
		h := newALUHarness()
		h.fill(3, false)
		in := &inst{b: gprOperand(1), d: 3, dn: 1}
		old, b := h.w.r[3], h.w.r[1]
		execMOV(h.x, h.w, in, m)
		h.check(t, "MOV", 3, m, old, func(i int) uint32 { return b[i] })
	}
}
