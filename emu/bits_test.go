package emu

import (
	"fmt"
	"math/rand"
	"testing"
)

// Expected values are worked out by hand from the definitions in
// docs/isa.md ("Bit counting and three-input addition") and
// isa/spec/ext_bits.txt; the random test compares with reference functions
// written bit by bit from those definitions.

func TestIADD3(t *testing.T) {
	runRegCases(t, []regCase{
		{"add", "MOV R1, 0x7 ; MOV R2, 0x5 ; MOV R3, 0x100 ; IADD3 R4, R1, R2, R3 ;", map[string]uint32{"R4": 0x10c}},
		// 7 - 5 - 0x100 = -0xFE.
		{"two negated", "MOV R1, 0x7 ; MOV R2, 0x5 ; MOV R3, 0x100 ; IADD3 R4, R1, -R2, -R3 ;",
			map[string]uint32{"R4": 0xffffff02}},
		{"imm and ur", "MOV R1, 0x7 ; UMOV UR4, 0x20 ; IADD3 R4, R1, 0x10, RZ ; IADD3 R5, R1, UR4, R1 ;",
			map[string]uint32{"R4": 0x17, "R5": 0x2e}},
		// c[0x0][0x0] is ntid.x = 1: 1 - 7 + 0 = -6.
		{"cmem", "MOV R1, 0x7 ; IADD3 R4, -R1, c[0x0][0x0], RZ ;", map[string]uint32{"R4": 0xfffffffa}},
		// 3 x 0xFFFFFFFF = 0x2_FFFFFFFD: carry 2 sets pu and pv.
		{"carry 2", "MOV R1, 0xFFFFFFFF ; IADD3 R4, P0, P1, R1, R1, R1 ;",
			map[string]uint32{"R4": 0xfffffffd, "P0": 1, "P1": 1}},
		// 0xFFFFFFFF + 1 + 0 = 2^32: carry 1.
		{"carry 1", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x1 ; IADD3 R4, P0, P1, R1, R2, RZ ;",
			map[string]uint32{"R4": 0, "P0": 1, "P1": 0}},
		{"no carry", "MOV R1, 0x7FFFFFFF ; MOV R2, 0x1 ; IADD3 R4, P0, P1, R1, R2, RZ ;",
			map[string]uint32{"R4": 0x80000000, "P0": 0, "P1": 0}},
		// -0 - 0 - 0 adds 3 x 2^32: carry 3 is recorded as pu and pv.
		{"three negated zeros", "IADD3 R4, P0, P1, -RZ, -RZ, -RZ ;", map[string]uint32{"R4": 0, "P0": 1, "P1": 1}},
		// 64-bit a + b + c with a = b = c = 0x1_FFFFFFFF: low 3 x 0xFFFFFFFF
		// = 0x2_FFFFFFFD (carry 2), high 1 + 1 + 1 + 1 + 1 = 5; 3a = 0x5_FFFFFFFD.
		{"64-bit three inputs", `MOV R2, 0xFFFFFFFF ; MOV R3, 0x1 ;
			IADD3 R4, P0, P1, R2, R2, R2 ; IADD3.X R5, R3, R3, R3, P0, P1 ;`,
			map[string]uint32{"R4": 0xfffffffd, "R5": 5}},
		// 0x3_00000005 - 0x1_00000007 = 0x1_FFFFFFFE: 5 + 2^32 - 7 (no carry),
		// 3 + ~1 + 0 = 1 (mod 2^32).
		{"64-bit sub", `MOV R4, 0x5 ; MOV R5, 0x3 ; MOV R6, 0x7 ; MOV R7, 0x1 ;
			IADD3 R8, P0, R4, -R6, RZ ; IADD3.X R9, R5, ~R7, RZ, P0, !PT ;`,
			map[string]uint32{"R8": 0xfffffffe, "P0": 0, "R9": 1}},
		// The carry-ins count only under .X.
		{"carry-in ignored without X", "MOV R1, 0x7 ; IADD3 R4, R1, RZ, RZ, PT, PT ;", map[string]uint32{"R4": 7}},
		{"carry-ins", "MOV R1, 0x7 ; IADD3.X R4, R1, RZ, RZ, PT, PT ;", map[string]uint32{"R4": 9}},
	})
}

func TestBitCounting(t *testing.T) {
	runRegCases(t, []regCase{
		{"popc", "MOV R1, 0xF0F0000F ; POPC R2, R1 ; POPC R3, ~R1 ; POPC R4, RZ ; POPC R5, ~RZ ;",
			map[string]uint32{"R2": 12, "R3": 20, "R4": 0, "R5": 32}},
		{"popc ur cmem", "UMOV UR4, 0x7 ; POPC R2, UR4 ; POPC R3, c[0x0][0x0] ;", map[string]uint32{"R2": 3, "R3": 1}},
		// 0x00012345: leading one at bit 16; .SH gives 31 - 16 = 15.
		{"flo", "MOV R1, 0x12345 ; FLO R2, R1 ; FLO.SH R3, R1 ;", map[string]uint32{"R2": 16, "R3": 15}},
		{"flo zero", "FLO R2, RZ ; FLO.SH R3, RZ ; FLO.S32 R4, RZ ;",
			map[string]uint32{"R2": 0xffffffff, "R3": 0xffffffff, "R4": 0xffffffff}},
		{"flo top bit", "MOV R1, 0x80000000 ; FLO R2, R1 ; FLO.SH R3, R1 ;", map[string]uint32{"R2": 31, "R3": 0}},
		// 0xFFFF0000 signed: the leading bit unlike the sign is bit 15.
		{"flo signed negative", "MOV R1, 0xFFFF0000 ; FLO.S32 R2, R1 ; FLO.S32.SH R3, R1 ;",
			map[string]uint32{"R2": 15, "R3": 16}},
		{"flo signed minus one", "MOV R1, 0xFFFFFFFF ; FLO.S32 R2, R1 ; FLO R3, R1 ;",
			map[string]uint32{"R2": 0xffffffff, "R3": 31}},
		{"flo signed positive", "MOV R1, 0x100 ; FLO.S32 R2, R1 ;", map[string]uint32{"R2": 8}},
		// ~0xFFFFFFF0 = 0xF: leading one at bit 3.
		{"flo bitnot", "MOV R1, 0xFFFFFFF0 ; FLO R2, ~R1 ;", map[string]uint32{"R2": 3}},
		{"brev", "MOV R1, 0x00000001 ; MOV R2, 0x12345678 ; BREV R3, R1 ; BREV R4, R2 ; BREV R5, RZ ;",
			map[string]uint32{"R3": 0x80000000, "R4": 0x1e6a2c48, "R5": 0}},
		{"brev ur cmem", "UMOV UR4, 0xC0000000 ; BREV R2, UR4 ; BREV R3, c[0x0][0x0] ;",
			map[string]uint32{"R2": 3, "R3": 0x80000000}},
	})
}

// Bit-by-bit references from the definitions.
func refPopc(x uint32) uint32 {
	n := uint32(0)
	for i := 0; i < 32; i++ {
		n += x >> i & 1
	}
	return n
}

func refFlo(x uint32, signed, sh bool) uint32 {
	sign := x >> 31
	for i := 31; i >= 0; i-- {
		b := x >> i & 1
		if (!signed && b == 1) || (signed && b != sign) {
			if sh {
				return uint32(31 - i)
			}
			return uint32(i)
		}
	}
	return 0xFFFFFFFF
}

func refBrev(x uint32) uint32 {
	var r uint32
	for i := 0; i < 32; i++ {
		r |= (x >> i & 1) << (31 - i)
	}
	return r
}

// TestBitCountingRandom runs the instructions on 32 lanes with values of
// every length (a random word shifted right by the lane id) and compares
// with the references.
func TestBitCountingRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	for round := 0; round < 40; round++ {
		mul, add, w := rng.Uint32()|1, rng.Uint32(), rng.Uint32()
		src := fmt.Sprintf(`S2R R0, SR_LANEID ; MOV R21, 0x%x ; IMAD R1, R0, R21, 0x%x ; SHF.R.U32.HI R2, RZ, R0, R1 ;
			MOV R20, 0x%x ;
			POPC R3, R2 ; POPC R4, ~R1 ; FLO R5, R2 ; FLO.SH R6, R2 ; FLO.S32 R7, R1 ; FLO.S32.SH R8, ~R2 ;
			BREV R9, R1 ; IADD3 R10, P0, P1, R1, R2, R20 ; IADD3.X R11, R2, ~R1, ~R20, P0, P1 ;
			IADD3 R12, P2, P3, -R1, -R2, R20 ;`, mul, add, w)
		o := mustRun(t, job{src: src + "\nEXIT ;", block: launchDim(32)})
		for lane := 0; lane < 32; lane++ {
			r1 := uint32(lane)*mul + add
			r2 := r1 >> lane
			s1 := uint64(r1) + uint64(r2) + uint64(w)
			c1 := uint32(s1 >> 32)
			p0, p1 := min(c1, 1), c1>>1
			// Under .X, ~ is bit-not and the carry-ins add p0 + p1.
			s2 := uint64(r2) + uint64(^r1) + uint64(^w) + uint64(p0) + uint64(p1)
			s3 := (1<<32 - uint64(r1)) + (1<<32 - uint64(r2)) + uint64(w)
			c3 := uint32(s3 >> 32)
			want := map[string]uint32{
				"R3": refPopc(r2), "R4": refPopc(^r1), "R5": refFlo(r2, false, false), "R6": refFlo(r2, false, true),
				"R7": refFlo(r1, true, false), "R8": refFlo(^r2, true, true), "R9": refBrev(r1),
				"R10": uint32(s1), "R11": uint32(s2), "R12": uint32(s3),
				"P0": p0, "P1": p1, "P2": min(c3, 1), "P3": min(c3>>1, 1),
			}
			for name, v := range want {
				if got := o.reg(t, 0, lane, name); got != v {
					t.Fatalf("round %d lane %d: %s = %#x, want %#x (r1 %#x r2 %#x w %#x)", round, lane, name, got, v, r1, r2, w)
				}
			}
		}
	}
}
