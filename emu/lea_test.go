package emu

import (
	"fmt"
	"testing"
)

// TestLEAAddressFormLanes runs LEA's address form (no .HI, .X or negation:
// Rd = (Ra << s) + SrcB, pu = carry) in a full warp and in 19 lanes on
// per-lane random and edge operands, and checks every lane's sum and carry
// against 64-bit Go arithmetic.
func TestLEAAddressFormLanes(t *testing.T) {
	edges := []uint32{0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0x08000001}
	var in []byte
	rng := uint32(14)
	vals := make([][2]uint32, 32)
	for lane := range vals {
		for k := range vals[lane] {
			rng = rng*1664525 + 1013904223
			v := rng
			if rng>>29 < 3 {
				v = edges[rng>>8%uint32(len(edges))]
			}
			vals[lane][k] = v
			in = append(in, le32(v)...)
		}
	}
	for _, shift := range []uint32{0, 1, 5, 31} {
		for _, lanes := range []uint32{32, 19} {
			src := `S2R R0, SR_TID.X ; MOV.64 R[2:3], c[0x0][0x160] ; IMAD.WIDE.U32 R[4:5], R0, 0x8, R[2:3] ;
				LDG R6, [R[4:5]] ; LDG R7, [R[4:5]+0x4] ; LEA R8, P0, R6, R7, ` + fmt.Sprintf("0x%X", shift) + ` ;
				SEL R10, RZ, 0x1, !P0 ; EXIT ;`
			o := mustRun(t, job{src: src, block: launchDim(lanes), bufs: [][]byte{in}})
			for lane := 0; lane < int(lanes); lane++ {
				a, b := vals[lane][0], vals[lane][1]
				sum := uint64(a<<shift) + uint64(b)
				if got := o.reg(t, 0, lane, "R8"); got != uint32(sum) {
					t.Errorf("shift %d, %d lanes, lane %d: (%#x << %d) + %#x = %#x, want %#x", shift, lanes, lane, a, shift, b, got, uint32(sum))
				}
				if got := o.reg(t, 0, lane, "R10"); got != uint32(sum>>32) {
					t.Errorf("shift %d, %d lanes, lane %d: carry %d, want %d", shift, lanes, lane, got, sum>>32)
				}
			}
		}
	}
}
