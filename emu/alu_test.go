package emu

import (
	"fmt"
	"testing"
)

// Expected values below are worked out by hand from the __Semantics
// sections of shared/spec/003_*.txt (IALU) with the readings of docs/isa.md;
// the comments show the arithmetic where it is not obvious.

func TestIADD(t *testing.T) {
	runRegCases(t, []regCase{
		{"add", "MOV R1, 0x7 ; MOV R2, 0x5 ; IADD R3, R1, R2 ;", map[string]uint32{"R3": 0xc}},
		{"neg b", "MOV R1, 0x7 ; MOV R2, 0x5 ; IADD R3, R1, -R2 ;", map[string]uint32{"R3": 2}},
		{"neg a", "MOV R1, 0x7 ; MOV R2, 0x5 ; IADD R3, -R1, R2 ;", map[string]uint32{"R3": 0xfffffffe}},
		// 7 - 0x114514 = -0x11450D = 0xFFEEBAF3.
		{"neg imm", "MOV R1, 0x7 ; IADD R3, R1, -0x114514 ;", map[string]uint32{"R3": 0xffeebaf3}},
		{"ur", "MOV R1, 0x7 ; UMOV UR1, 0x10 ; IADD R3, R1, UR1 ;", map[string]uint32{"R3": 0x17}},
		// c[0x0][0x0] is ntid.x = 1.
		{"cmem", "MOV R1, 0x7 ; IADD R3, R1, c[0x0][0x0] ;", map[string]uint32{"R3": 8}},
		{"cmem neg", "MOV R1, 0x7 ; IADD R3, R1, -c[0x0][0x0] ;", map[string]uint32{"R3": 6}},
		// 0xFFFFFFFF + 1 + carry-in 0 = 2^32: Rd 0, carry out (t >= 2^32).
		// Then 1 + 2 + 1 = 4, no carry.
		{"64-bit add", `MOV R4, 0xFFFFFFFF ; MOV R5, 0x1 ; MOV R6, 0x1 ; MOV R7, 0x2 ;
			IADD.X R8, P0, R4, R6 ; IADD.X R9, P1, R5, R7, P0 ;`,
			map[string]uint32{"R8": 0, "P0": 1, "R9": 4, "P1": 0}},
		{"carry exactly 2^32", "MOV R1, 0xFFFFFFFF ; IADD.X R3, P0, R1, RZ, PT ;", map[string]uint32{"R3": 0, "P0": 1}},
		// ~7 + 5 + 1 = 0xFFFFFFF8 + 6 = 0xFFFFFFFE, no carry.
		{"bitnot", "MOV R1, 0x7 ; MOV R2, 0x5 ; IADD.X R3, P0, ~R1, R2, PT ;", map[string]uint32{"R3": 0xfffffffe, "P0": 0}},
		{"carry-in negated", "MOV R1, 0x7 ; IADD.X R3, R1, RZ, !P5 ;", map[string]uint32{"R3": 8}},
		// 0x3_00000005 - 0x1_00000007: 5 + (2^32 - 7) = 2^32 - 2 (no carry: a
		// borrow); 3 + ~1 + 0 = 0x1_00000001 -> 1. Result 0x1_FFFFFFFE.
		{"64-bit sub", `MOV R4, 0x5 ; MOV R5, 0x3 ; MOV R6, 0x7 ; MOV R7, 0x1 ;
			IADD R8, P0, R4, -R6 ; IADD.X R9, R5, ~R7, P0 ;`,
			map[string]uint32{"R8": 0xfffffffe, "P0": 0, "R9": 1}},
		// 0x3_00000000 - 0x1_00000000: 0 + (2^32 - 0) carries; 3 + ~1 + 1 = 2.
		{"64-bit sub zero low word", `MOV R4, 0x0 ; MOV R5, 0x3 ; MOV R6, 0x0 ; MOV R7, 0x1 ;
			IADD R8, P0, R4, -R6 ; IADD.X R9, R5, ~R7, P0 ;`,
			map[string]uint32{"R8": 0, "P0": 1, "R9": 2}},
	})
}

func TestIMAD(t *testing.T) {
	runRegCases(t, []regCase{
		{"mad", "MOV R0, 0x10 ; MOV R1, 0x7 ; MOV R2, 0x5 ; IMAD R3, R1, R2, R0 ;", map[string]uint32{"R3": 0x33}},
		{"neg product", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x5 ; IMAD R3, R1, R2, RZ ;", map[string]uint32{"R3": 0xfffffffb}},
		{"neg c", "MOV R0, 0x10 ; MOV R1, 0x7 ; MOV R2, 0x5 ; IMAD R3, R1, R2, -R0 ;", map[string]uint32{"R3": 0x13}},
		// -1 * 2 = -2: high word 0xFFFFFFFF signed; 0xFFFFFFFF * 2 = 0x1_FFFFFFFE unsigned.
		{"hi signed", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x2 ; IMAD.HI.X R3, R1, R2, RZ ;", map[string]uint32{"R3": 0xffffffff}},
		{"hi unsigned", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x2 ; IMAD.HI.X.U32 R3, R1, R2, RZ ;", map[string]uint32{"R3": 1}},
		// 0xFFFF * 0x10001 = 0xFFFFFFFF; + 1 = 2^32: Rd 0 with carry.
		{"lo carry", "MOV R0, 0x1 ; MOV R1, 0xFFFF ; MOV R2, 0x10001 ; IMAD R3, P0, R1, R2, R0 ;",
			map[string]uint32{"R3": 0, "P0": 1}},
		// R2 * 0x114514 + R[4:5] with R2 = 0x80000001, R[4:5] = 0x1_FFFFFFFF:
		// product 0x8A28A_00114514; low 0x114514 + 0xFFFFFFFF = 0x1_00114513;
		// high 0x8A28A + 1 + carry = 0x8A28C.
		{"64-bit mad", `MOV R2, 0x80000001 ; MOV R4, 0xFFFFFFFF ; MOV R5, 0x1 ;
			IMAD.U32 R8, P0, R2, 0x114514, R4 ; IMAD.HI.X.U32 R9, R2, 0x114514, R5, P0 ;`,
			map[string]uint32{"R8": 0x114513, "P0": 1, "R9": 0x8a28c}},
		// 3*4 - 5: low 12 + (2^32 - 5) carries, 7; high 0 + ~0 + 1 = 0.
		{"64-bit mad sub", `MOV R2, 0x3 ; MOV R3, 0x4 ; MOV R4, 0x5 ; MOV R5, 0x0 ;
			IMAD R8, P0, R2, R3, -R4 ; IMAD.HI.X R9, R2, R3, ~R5, P0 ;`,
			map[string]uint32{"R8": 7, "P0": 1, "R9": 0}},
		// 3*4 - 16 = -4: low 12 + 2^32 - 16 = 0xFFFFFFFC (no carry); high 0xFFFFFFFF.
		{"64-bit mad sub negative", `MOV R2, 0x3 ; MOV R3, 0x4 ; MOV R4, 0x10 ; MOV R5, 0x0 ;
			IMAD R8, P0, R2, R3, -R4 ; IMAD.HI.X R9, R2, R3, ~R5, P0 ;`,
			map[string]uint32{"R8": 0xfffffffc, "P0": 0, "R9": 0xffffffff}},
		{"imm b", "MOV R0, 0x1 ; MOV R1, 0x7 ; IMAD R3, R1, 0x3, R0 ;", map[string]uint32{"R3": 22}},
		{"imm c", "MOV R1, 0x7 ; MOV R2, 0x3 ; IMAD R3, R1, R2, 0x100 ;", map[string]uint32{"R3": 0x115}},
		{"cmem c", "MOV R1, 0x7 ; MOV R2, 0x3 ; IMAD R3, R1, R2, c[0x0][0x0] ;", map[string]uint32{"R3": 22}},
		{"ur b", "MOV R0, 0x1 ; MOV R1, 0x7 ; UMOV UR1, 0x3 ; IMAD R3, R1, UR1, R0 ;", map[string]uint32{"R3": 22}},
	})
}

func TestIMADWide(t *testing.T) {
	runRegCases(t, []regCase{
		// -1 * 3 = 0xFFFFFFFF_FFFFFFFD; + 10 = 0x1_00000000_00000007.
		{"signed", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x3 ; MOV R6, 0xA ; MOV R7, 0x0 ; IMAD.WIDE R[4:5], P0, R1, R2, R[6:7] ;",
			map[string]uint32{"R4": 7, "R5": 0, "P0": 1}},
		// 0xFFFFFFFF * 3 = 0x2_FFFFFFFD; + 10 = 0x3_00000007.
		{"unsigned", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x3 ; MOV R6, 0xA ; MOV R7, 0x0 ; IMAD.WIDE.U32 R[4:5], P0, R1, R2, R[6:7] ;",
			map[string]uint32{"R4": 7, "R5": 3, "P0": 0}},
		// 2 * 0x10 - 10 = 22, computed as 0x20 + (2^64 - 10): carry out.
		{"neg c", "MOV R1, 0x2 ; MOV R6, 0xA ; MOV R7, 0x0 ; IMAD.WIDE.U32 R[4:5], P0, R1, 0x10, -R[6:7] ;",
			map[string]uint32{"R4": 0x16, "R5": 0, "P0": 1}},
		// 0xFFFFFFFF^2 = 0xFFFFFFFE_00000001; + 0xFFFFFFFF_FFFFFFFF =
		// 0x1_FFFFFFFE_00000000; the next .X adds the carry: bits 64..127 = 1.
		{"128-bit", `MOV R1, 0xFFFFFFFF ; MOV R2, 0xFFFFFFFF ; MOV R6, 0xFFFFFFFF ; MOV R7, 0xFFFFFFFF ;
			IMAD.WIDE.X.U32 R[8:9], P0, R1, R2, R[6:7] ; IMAD.WIDE.X.U32 R[10:11], RZ, RZ, RZ, P0 ;`,
			map[string]uint32{"R8": 0, "R9": 0xfffffffe, "P0": 1, "R10": 1, "R11": 0}},
		// c[0x0][0x0..0x7] = ntid.x | ntid.y << 32 = 0x1_00000001; 2*3 + that.
		{"cmem 64", "MOV R1, 0x2 ; MOV R2, 0x3 ; IMAD.WIDE R[4:5], R1, R2, c[0x0][0x0] ;",
			map[string]uint32{"R4": 7, "R5": 1}},
		{"imm b", "MOV R1, 0x10000 ; IMAD.WIDE.U32 R[4:5], R1, 0x10000, RZ ;", map[string]uint32{"R4": 0, "R5": 1}},
	})
}

func TestIDP(t *testing.T) {
	runRegCases(t, []regCase{
		// bytes (low first) a = 4,3,2,1, b = 8,7,6,5: 32+21+12+5 = 70; + 0x10.
		{"4a u8u8", "MOV R0, 0x10 ; MOV R1, 0x01020304 ; MOV R2, 0x05060708 ; IDP.4A.U8.U8 R3, R1, R2, R0 ;",
			map[string]uint32{"R3": 0x56}},
		// a = 2,-1,1,-1 (S8) or 2,255,1,255 (U8); b = 3 each.
		{"4a s8s8", "MOV R0, 0x10 ; MOV R1, 0xFF01FF02 ; MOV R2, 0x03030303 ; IDP.4A.S8.S8 R3, R1, R2, R0 ;",
			map[string]uint32{"R3": 0x13}},
		{"4a u8s8", "MOV R0, 0x10 ; MOV R1, 0xFF01FF02 ; MOV R2, 0x03030303 ; IDP.4A.U8.S8 R3, R1, R2, R0 ;",
			map[string]uint32{"R3": 0x613}},
		// a = 2,-1,1,-1, b = 255 each: 255; + 16 = 271.
		{"4a s8u8", "MOV R0, 0x10 ; MOV R1, 0xFF01FF02 ; MOV R2, 0xFFFFFFFF ; IDP.4A.S8.U8 R3, R1, R2, R0 ;",
			map[string]uint32{"R3": 0x10f}},
		// 4 * 255 * 255 = 0x3F804; 0xFFFFFFFF + 0x3F804 = 0x1_0003F803.
		{"4a carry", "MOV R0, 0xFFFFFFFF ; MOV R1, 0xFFFFFFFF ; MOV R2, 0xFFFFFFFF ; IDP.4A.U8.U8 R3, P0, R1, R2, R0 ;",
			map[string]uint32{"R3": 0x3f803, "P0": 1}},
		// dot = -1 enters the 32-bit add as 0xFFFFFFFF: 5 + 0xFFFFFFFF carries.
		{"4a negative dot carry", "MOV R0, 0x5 ; MOV R1, 0xFF ; MOV R2, 0x1 ; IDP.4A.S8.S8 R3, P0, R1, R2, R0 ;",
			map[string]uint32{"R3": 4, "P0": 1}},
		{"4a carry in", "MOV R0, 0x5 ; IDP.4A.U8.U8 R3, P0, RZ, RZ, R0, PT ;", map[string]uint32{"R3": 6, "P0": 0}},
		// a = 3, -2 (S16) or 3, 65534 (U16); b bytes 1, 2, -1/255, 4.
		// LO: 3*1 + (-2)*2 = -1 -> 0xF; HI: 3*(-1) + (-2)*4 = -11 -> 5.
		{"2a lo s16s8", "MOV R0, 0x10 ; MOV R1, 0xFFFE0003 ; MOV R2, 0x04FF0201 ; IDP.2A.S16.S8 R3, R1, R2, R0 ;",
			map[string]uint32{"R3": 0xf}},
		{"2a hi s16s8", "MOV R0, 0x10 ; MOV R1, 0xFFFE0003 ; MOV R2, 0x04FF0201 ; IDP.2A.HI.S16.S8 R3, R1, R2, R0 ;",
			map[string]uint32{"R3": 5}},
		// LO: 3 + 65534*2 = 131071 = 0x1FFFF; HI: 3*255 + 65534*4 = 262901 = 0x402F5.
		{"2a lo u16u8", "MOV R0, 0x10 ; MOV R1, 0xFFFE0003 ; MOV R2, 0x04FF0201 ; IDP.2A.U16.U8 R3, R1, R2, R0 ;",
			map[string]uint32{"R3": 0x2000f}},
		{"2a hi u16u8", "MOV R0, 0x10 ; MOV R1, 0xFFFE0003 ; MOV R2, 0x04FF0201 ; IDP.2A.HI.U16.U8 R3, R1, R2, R0 ;",
			map[string]uint32{"R3": 0x40305}},
		{"2a imm b", "MOV R0, 0x1 ; MOV R1, 0x00020001 ; IDP.2A.U16.U8 R3, R1, 0x0303, R0 ;", map[string]uint32{"R3": 10}},
	})
}

func TestIMUL(t *testing.T) {
	runRegCases(t, []regCase{
		{"lo", "MOV R1, 0x7 ; MOV R2, 0x5 ; IMUL R3, R1, R2 ;", map[string]uint32{"R3": 35}},
		{"neg", "MOV R1, 0x7 ; MOV R2, 0x5 ; IMUL R3, R1, -R2 ;", map[string]uint32{"R3": 0xffffffdd}},
		{"hi signed", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x2 ; IMUL.HI R3, R1, R2 ;", map[string]uint32{"R3": 0xffffffff}},
		{"hi unsigned", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x2 ; IMUL.HI.U32 R3, R1, R2 ;", map[string]uint32{"R3": 1}},
		// 0x114514 * 2^31 = 0x8A28A_00000000.
		{"hi imm", "MOV R1, 0x80000000 ; IMUL.HI.U32 R3, R1, 0x114514 ;", map[string]uint32{"R3": 0x8a28a}},
		// -1 as U32 is 0xFFFFFFFF: 2 * 0xFFFFFFFF = 0x1_FFFFFFFE.
		{"hi unsigned neg", "MOV R1, 0x2 ; MOV R2, 0x1 ; IMUL.HI.U32 R3, R1, -R2 ;", map[string]uint32{"R3": 1}},
		{"ur", "MOV R1, 0x6 ; UMOV UR3, 0x7 ; IMUL R3, R1, UR3 ;", map[string]uint32{"R3": 42}},
	})
}

func TestLEA(t *testing.T) {
	runRegCases(t, []regCase{
		{"lo", "MOV R1, 0x7 ; MOV R2, 0x5 ; LEA R3, R1, R2, 0x4 ;", map[string]uint32{"R3": 0x75}},
		// (0x80000001 << 1) & 0xFFFFFFFF = 2; + 0xFFFFFFFF = 0x1_00000001.
		{"lo carry", "MOV R1, 0x80000001 ; MOV R2, 0xFFFFFFFF ; LEA R3, P0, R1, R2, 0x1 ;",
			map[string]uint32{"R3": 1, "P0": 1}},
		// -1 << 2 = 0xFFFFFFFC; + 5 = 0x1_00000001.
		{"lo neg", "MOV R1, 0x1 ; MOV R2, 0x5 ; LEA R3, P0, -R1, R2, 0x2 ;", map[string]uint32{"R3": 1, "P0": 1}},
		// R[4:5] + ({R3,R2} << 2) = 0x10_FFFFFFFF + 0x7_00000004 = 0x18_00000003:
		// low (0xC0000001 << 2) = 4, 4 + 0xFFFFFFFF carries; high
		// 0x1_C0000001 >> 30 = 7, 7 + 0x10 + 1 = 0x18.
		{"64-bit", `MOV R2, 0xC0000001 ; MOV R3, 0x1 ; MOV R4, 0xFFFFFFFF ; MOV R5, 0x10 ;
			LEA R8, P0, R2, R4, 0x2 ; LEA.HI.X R9, R2, R5, R3, 0x2, P0 ;`,
			map[string]uint32{"R8": 3, "P0": 1, "R9": 0x18}},
		{"hi shift 0", "MOV R2, 0x5 ; MOV R3, 0x9 ; LEA.HI.X R9, R2, RZ, R3, 0x0 ;", map[string]uint32{"R9": 9}},
		// ~{R3,R2} with R3 = 0, R2 = 0xFFFFFFFF is 0xFFFFFFFF_00000000: << 4, high word 0xFFFFFFF0.
		{"hi bitnot", "MOV R2, 0xFFFFFFFF ; MOV R3, 0x0 ; LEA.HI.X R9, ~R2, RZ, R3, 0x4 ;", map[string]uint32{"R9": 0xfffffff0}},
		// 0x100 + (-2 << 3): low 0xFFFFFFF0 + 0x100 carries to 0xF0; high of
		// sext(-2) << 3 is 0xFFFFFFFF, + 0 + 1 = 0 (mod 2^32).
		{"sx32", `MOV R2, 0xFFFFFFFE ; MOV R4, 0x100 ; MOV R5, 0x0 ;
			LEA R8, P0, R2, R4, 0x3 ; LEA.HI.X.SX32 R9, R2, R5, 0x3, P0 ;`,
			map[string]uint32{"R8": 0xf0, "P0": 1, "R9": 0}},
		{"imm b", "MOV R1, 0x3 ; LEA R3, R1, 0x1000, 0x8 ;", map[string]uint32{"R3": 0x1300}},
	})
}

func TestSmallIALU(t *testing.T) {
	runRegCases(t, []regCase{
		{"iabs", "MOV R1, 0xFFFFFFF9 ; IABS R3, R1 ;", map[string]uint32{"R3": 7}},
		{"iabs imm", "IABS R3, -0x1 ;", map[string]uint32{"R3": 1}},
		{"iabs min", "MOV R1, 0x80000000 ; IABS R3, R1 ;", map[string]uint32{"R3": 0x80000000}},
		{"min signed", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x5 ; IMNMX R3, R1, R2, PT ;", map[string]uint32{"R3": 0xffffffff}},
		{"min unsigned", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x5 ; IMNMX.U32 R3, R1, R2, PT ;", map[string]uint32{"R3": 5}},
		{"max signed", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x5 ; IMNMX R3, R1, R2, !PT ;", map[string]uint32{"R3": 5}},
		{"max unsigned", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x5 ; IMNMX.U32 R3, R1, R2, !PT ;", map[string]uint32{"R3": 0xffffffff}},
		{"max imm", "MOV R1, 0x3 ; IMNMX R3, R1, 0x9, !PT ;", map[string]uint32{"R3": 9}},
		{"sel", "MOV R1, 0x1 ; MOV R2, 0x2 ; SEL R3, R1, R2, PT ; SEL R4, R1, R2, !PT ; SEL R5, R1, 0x7, P0 ;",
			map[string]uint32{"R3": 1, "R4": 2, "R5": 7}},
		{"mov", "MOV R1, 0x114514 ; MOV R2, R1 ; UMOV UR1, 0x3 ; MOV R3, UR1 ; MOV R4, c[0x0][0x4] ;",
			map[string]uint32{"R1": 0x114514, "R2": 0x114514, "R3": 3, "R4": 1}},
		{"mov.64", "MOV R2, 0x1 ; MOV R3, 0x2 ; MOV.64 R[4:5], R[2:3] ; UMOV UR2, 0x5 ; UMOV UR3, 0x6 ; MOV.64 R[6:7], UR[2:3] ;",
			map[string]uint32{"R4": 1, "R5": 2, "R6": 5, "R7": 6}},
	})
}

func TestMOV64ConstantBank(t *testing.T) {
	o := mustRun(t, job{src: "MOV.64 R[4:5], c[0x1][0x8] ; MOV R6, c[0x1][0xC] ; EXIT ;",
		banks: map[int][]byte{1: words(0, 0, 0xaaaa, 0xbbbb)}})
	o.check(t, map[string]uint32{"R4": 0xaaaa, "R5": 0xbbbb, "R6": 0xbbbb})
}

func TestPredicateTransfers(t *testing.T) {
	runRegCases(t, []regCase{
		// R2P sets P0..P2 from 0b101 and leaves P3 (set by ISETP) alone; P2R
		// packs P0..P6 and P7 = PT: 0b1000_1101.
		{"r2p p2r", `ISETP.EQ.AND P3, PT, RZ, RZ, PT ; MOV R1, 0x5 ; R2P PR, R1, 0x7 ; P2R R3, PR, RZ, 0xFF ;`,
			map[string]uint32{"P0": 1, "P1": 0, "P2": 1, "P3": 1, "R3": 0x8d}},
		// Byte 1: (0x0F & 0x8D) | (0xF0 & 0x56) = 0x5D; the other bytes come from Ra.
		{"p2r b1", `ISETP.EQ.AND P3, PT, RZ, RZ, PT ; MOV R1, 0x5 ; R2P PR, R1, 0x7 ; MOV R5, 0x12345678 ; P2R.B1 R4, PR, R5, 0xF ;`,
			map[string]uint32{"R4": 0x12345d78}},
		{"r2p b2", `MOV R1, 0x00020000 ; R2P PR, R1.B2, 0x3 ;`, map[string]uint32{"P0": 0, "P1": 1}},
		{"r2p register mask", `ISETP.EQ.AND P2, PT, RZ, RZ, PT ; MOV R1, 0xFF ; MOV R2, 0x3 ; R2P PR, R1, R2 ;`,
			map[string]uint32{"P0": 1, "P1": 1, "P2": 1, "P3": 0}},
	})
}

func TestISETP(t *testing.T) {
	runRegCases(t, []regCase{
		{"lt signed", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x1 ; ISETP.LT.AND P2, P3, R1, R2, PT ;", map[string]uint32{"P2": 1, "P3": 0}},
		{"lt unsigned", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x1 ; ISETP.LT.U32.AND P2, P3, R1, R2, PT ;", map[string]uint32{"P2": 0, "P3": 1}},
		{"or", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x1 ; ISETP.GT.OR P0, PT, R1, R2, P4 ; ISETP.GT.OR P1, PT, R1, R2, !P4 ;",
			map[string]uint32{"P0": 0, "P1": 1}},
		{"xor", "MOV R1, 0x3 ; ISETP.EQ.XOR P0, P1, R1, R1, PT ;", map[string]uint32{"P0": 0, "P1": 1}},
		{"and false", "MOV R1, 0x3 ; ISETP.EQ.AND P0, P1, R1, R1, !PT ;", map[string]uint32{"P0": 0, "P1": 0}},
		{"compops", `MOV R1, 0x5 ; MOV R2, 0x7 ;
			ISETP.EQ.U32.AND P0, PT, R1, R2, PT ; ISETP.NE.U32.AND P1, PT, R1, R2, PT ; ISETP.LT.U32.AND P2, PT, R1, R2, PT ;
			ISETP.LE.U32.AND P3, PT, R1, R2, PT ; ISETP.GT.U32.AND P4, PT, R1, R2, PT ; ISETP.GE.U32.AND P5, PT, R1, R2, PT ;`,
			map[string]uint32{"P0": 0, "P1": 1, "P2": 1, "P3": 1, "P4": 0, "P5": 0}},
		{"le equal", "MOV R1, 0x5 ; ISETP.LE.AND P0, PT, R1, 0x5, PT ; ISETP.GE.AND P1, PT, R1, 0x6, PT ;",
			map[string]uint32{"P0": 1, "P1": 0}},
		{"cmem", "MOV R1, 0x1 ; ISETP.EQ.AND P0, PT, R1, c[0x0][0x0], PT ;", map[string]uint32{"P0": 1}},
		{"ur", "MOV R1, 0x4 ; UMOV UR1, 0x5 ; ISETP.LT.AND P0, PT, R1, UR1, PT ;", map[string]uint32{"P0": 1}},
		// 64-bit unsigned a = 0x1_00000000 < b = 0x0_FFFFFFFF? low: 0 < 0xFFFFFFFF
		// (true, into pq); high 1 vs 0 differ and decide: false.
		{"x chain high decides", `MOV R4, 0x0 ; MOV R5, 0x1 ; MOV R6, 0xFFFFFFFF ; MOV R7, 0x0 ;
			ISETP.LT.U32.AND P0, PT, R4, R6, PT ; ISETP.LT.U32.AND.X P1, PT, R5, R7, PT, P0 ;`,
			map[string]uint32{"P0": 1, "P1": 0}},
		// a = 0x5_00000003 < b = 0x5_00000007: equal high words, the low result decides.
		{"x chain low decides", `MOV R4, 0x3 ; MOV R5, 0x5 ; MOV R6, 0x7 ; MOV R7, 0x5 ;
			ISETP.LT.U32.AND P0, PT, R4, R6, PT ; ISETP.LT.U32.AND.X P1, P2, R5, R7, PT, P0 ;`,
			map[string]uint32{"P1": 1, "P2": 0}},
		// Signed 64-bit -1 < 1: low 0xFFFFFFFF < 1 false; high -1 < 0 (S32) true.
		{"x chain signed", `MOV R4, 0xFFFFFFFF ; MOV R5, 0xFFFFFFFF ; MOV R6, 0x1 ; MOV R7, 0x0 ;
			ISETP.LT.U32.AND P0, PT, R4, R6, PT ; ISETP.LT.AND.X P1, PT, R5, R7, PT, P0 ;`,
			map[string]uint32{"P0": 0, "P1": 1}},
		// 64-bit equality: equal high words pass the low EQ result through.
		{"x chain eq", `MOV R4, 0x3 ; MOV R5, 0x5 ; MOV R6, 0x4 ; MOV R7, 0x5 ;
			ISETP.EQ.U32.AND P0, PT, R4, R6, PT ; ISETP.EQ.AND.X P1, PT, R5, R7, PT, P0 ;
			ISETP.NE.U32.AND P2, PT, R4, R6, PT ; ISETP.NE.AND.X P3, PT, R5, R7, PT, P2 ;`,
			map[string]uint32{"P1": 0, "P3": 1}},
	})
}

func TestISET(t *testing.T) {
	runRegCases(t, []regCase{
		{"bm", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x1 ; ISET.LT.AND R3, R1, R2, PT ;", map[string]uint32{"R3": 0xffffffff}},
		{"unsigned", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x1 ; ISET.LT.U32.AND R3, R1, R2, PT ;", map[string]uint32{"R3": 0}},
		{"bf", "MOV R1, 0xFFFFFFFF ; MOV R2, 0x1 ; ISET.LT.BF.AND R3, R1, R2, PT ;", map[string]uint32{"R3": 0x3f800000}},
		{"or", "MOV R1, 0x2 ; MOV R2, 0x1 ; ISET.LT.OR R3, R1, R2, PT ;", map[string]uint32{"R3": 0xffffffff}},
		// The defaults are .AND with pp = PT (docs/isa.md: the spec's !PT
		// would make every ISET false): 0 < 1 gives all ones, 1 < 0 zero.
		{"defaults", "MOV R1, 0x0 ; MOV R2, 0x1 ; ISET.LT R3, R1, R2 ; ISET.LT R4, R2, R1 ;", map[string]uint32{"R3": 0xffffffff, "R4": 0}},
		{"x chain", `MOV R4, 0x3 ; MOV R5, 0x5 ; MOV R6, 0x7 ; MOV R7, 0x5 ;
			ISETP.LT.U32.AND P0, PT, R4, R6, PT ; ISET.LT.U32.AND.X R3, R5, R7, PT, P0 ;`, map[string]uint32{"R3": 0xffffffff}},
	})
}

// LOP3 and PLOP3: the spec defines UImm8Lut = F(0xF0, 0xCC, 0xAA), so
// applying any table to those inputs must give the table back, in every
// byte of Rd.
func TestLOP3EveryTable(t *testing.T) {
	for lut := 0; lut < 256; lut++ {
		src := fmt.Sprintf(`MOV R1, 0xF0F0F0F0 ; MOV R2, 0xCCCCCCCC ; MOV R0, 0xAAAAAAAA ;
			LOP3.POR R3, R1, R2, R0, 0x%X, !PT ; LOP3.POR R4, R1, 0xCCCCCCCC, R0, 0x%X, !PT ; EXIT ;`, lut, lut)
		// A full warp runs the dense loops, a single thread the lane-by-lane one.
		for _, block := range []uint32{1, 32} {
			o := mustRun(t, job{src: src, block: launchDim(block)})
			want := uint32(lut) * 0x01010101
			for _, lane := range []int{0, int(block) - 1} {
				if got := o.reg(t, 0, lane, "R3"); got != want {
					t.Errorf("lut %#x lane %d: R3 = %#x, want %#x", lut, lane, got, want)
				}
				if got := o.reg(t, 0, lane, "R4"); got != want {
					t.Errorf("lut %#x lane %d (imm): R4 = %#x, want %#x", lut, lane, got, want)
				}
			}
		}
	}
}

func TestLOP3Predicate(t *testing.T) {
	runRegCases(t, []regCase{
		// a & b & c of the canonical inputs is 0x80808080, not 0.
		{"pand true", `MOV R1, 0xF0F0F0F0 ; MOV R2, 0xCCCCCCCC ; MOV R0, 0xAAAAAAAA ; LOP3.PAND P1, R3, R1, R2, R0, 0x80, PT ;`,
			map[string]uint32{"R3": 0x80808080, "P1": 1}},
		{"pand pp false", `MOV R1, 0xF0F0F0F0 ; LOP3.PAND P1, R3, R1, RZ, RZ, 0xF0, !PT ;`, map[string]uint32{"P1": 0}},
		{"pand zero", `LOP3.PAND P1, R3, RZ, RZ, RZ, 0x80, PT ;`, map[string]uint32{"R3": 0, "P1": 0}},
		{"por pp", `LOP3.POR P1, R3, RZ, RZ, RZ, 0x80, PT ;`, map[string]uint32{"P1": 1}},
		{"por zero", `LOP3.POR P1, R3, RZ, RZ, RZ, 0x80, !PT ;`, map[string]uint32{"P1": 0}},
	})
}

func TestPLOP3(t *testing.T) {
	// P0 = 1, P1 = 0, P2 = 1 (from R2P 0b101).
	setup := "MOV R1, 0x5 ; R2P PR, R1, 0x7 ; "
	runRegCases(t, []regCase{
		{"and", setup + "PLOP3 P3, P0, P1, P2, 0x80 ;", map[string]uint32{"P3": 0}},
		{"and not", setup + "PLOP3 P3, P0, !P1, P2, 0x80 ;", map[string]uint32{"P3": 1}},
		// 0x1A at index a<<2|b<<1|c: (1,0,1) -> bit 5 = 0; (1,0,0) -> bit 4 = 1.
		{"0x1a 101", setup + "PLOP3 P3, P0, P1, P2, 0x1A ;", map[string]uint32{"P3": 0}},
		{"0x1a 100", setup + "PLOP3 P3, P0, P1, P4, 0x1A ;", map[string]uint32{"P3": 1}},
		{"uniform", setup + "PLOP3 P3, P1, P1, UP0, 0xFE ; PLOP3 P4, P1, P1, !UP0, 0xFE ;", map[string]uint32{"P3": 0, "P4": 1}},
	})
}

func TestSHF(t *testing.T) {
	// R1 = 0x12345678 (low word), R2 = 0xABCDEF01 (high word).
	s := "MOV R1, 0x12345678 ; MOV R2, 0xABCDEF01 ; "
	runRegCases(t, []regCase{
		{"l lo", s + "SHF.L.U32 R3, R1, 0x4, RZ ;", map[string]uint32{"R3": 0x23456780}},
		// (R2 << 4) | (R1 >> 28) = 0xBCDEF010 | 1.
		{"l hi", s + "SHF.L.HI.U32 R3, R1, 0x4, R2 ;", map[string]uint32{"R3": 0xbcdef011}},
		// (R1 >> 4) | (R2 << 28).
		{"r lo", s + "SHF.R.U32 R3, R1, 0x4, R2 ;", map[string]uint32{"R3": 0x11234567}},
		{"r hi signed", s + "SHF.R.S32.HI R3, RZ, 0x4, R2 ;", map[string]uint32{"R3": 0xfabcdef0}},
		{"r hi unsigned", s + "SHF.R.U32.HI R3, RZ, 0x4, R2 ;", map[string]uint32{"R3": 0x0abcdef0}},
		// The spec's example: 0x24 > 32 clamps to a 32-bit shift, so HI is Ra.
		{"clamp 32", s + "SHF.L.HI.S32 R3, R1, 0x24, R2 ;", map[string]uint32{"R3": 0x12345678}},
		{"wrap 32", s + "SHF.L.WRAP.HI.U32 R3, R1, 0x24, R2 ;", map[string]uint32{"R3": 0xbcdef011}},
		{"clamp 32 right", s + "SHF.R.U32 R3, R1, 0x28, R2 ;", map[string]uint32{"R3": 0xabcdef01}},
		{"clamp 32 signed", s + "SHF.R.S32.HI R3, RZ, 0x40, R2 ; SHF.R.S32 R4, RZ, 0x40, R2 ;",
			map[string]uint32{"R3": 0xffffffff, "R4": 0xabcdef01}},
		// 64-bit: a 36-bit shift is allowed; the low word is R2 >> 4.
		{"u64 36", s + "SHF.R.U64 R3, R1, 0x24, R2 ;", map[string]uint32{"R3": 0x0abcdef0}},
		{"s64 36", s + "SHF.R.S64 R3, R1, 0x24, R2 ; SHF.R.S64.HI R4, R1, 0x24, R2 ;",
			map[string]uint32{"R3": 0xfabcdef0, "R4": 0xffffffff}},
		{"u64 clamp 72", s + "SHF.R.U64.HI R3, R1, 0x48, R2 ; SHF.R.U64 R4, R1, 0x48, R2 ;", map[string]uint32{"R3": 0, "R4": 0}},
		{"s64 clamp 72", s + "SHF.R.S64 R3, R1, 0x48, R2 ;", map[string]uint32{"R3": 0xffffffff}},
		// 72 mod 64 = 8: (R1 >> 8) | (R2 << 24).
		{"u64 wrap 72", s + "SHF.R.WRAP.U64 R3, R1, 0x48, R2 ;", map[string]uint32{"R3": 0x01123456}},
		{"l u64 32", s + "SHF.L.U64.HI R3, R1, 0x20, R2 ; SHF.L.U64 R4, R1, 0x40, R2 ;",
			map[string]uint32{"R3": 0x12345678, "R4": 0}},
		{"register amount", s + "MOV R5, 0x8 ; SHF.L.U32 R3, R1, R5, RZ ;", map[string]uint32{"R3": 0x34567800}},
	})
}

// PRMT with Ra = 0x33221100 and SrcB = 0x77665544: byte k of {SrcB, Ra} is
// k * 0x11. The spec's mode tables are read with their columns in PTX's
// order (Rd.b3 first; see docs/isa.md), so F4E with selector 0 is the
// identity.
func TestPRMT(t *testing.T) {
	s := "MOV R1, 0x33221100 ; MOV R2, 0x77665544 ; "
	modes := []struct {
		mode string
		want [4]uint32
	}{
		{"F4E", [4]uint32{0x33221100, 0x44332211, 0x55443322, 0x66554433}},
		{"B4E", [4]uint32{0x55667700, 0x66770011, 0x77001122, 0x00112233}},
		{"RC8", [4]uint32{0x00000000, 0x11111111, 0x22222222, 0x33333333}},
		{"ECL", [4]uint32{0x33221100, 0x33221111, 0x33222222, 0x33333333}},
		{"ECR", [4]uint32{0x00000000, 0x11111100, 0x22221100, 0x33221100}},
		{"RC16", [4]uint32{0x11001100, 0x33223322, 0x11001100, 0x33223322}},
	}
	var cases []regCase
	for _, m := range modes {
		for sel, want := range m.want {
			cases = append(cases, regCase{fmt.Sprintf("%s sel%d", m.mode, sel),
				s + fmt.Sprintf("PRMT.%s R3, R1, R2, 0x%X ;", m.mode, sel|0xFC), // only SrcC[1:0] counts
				map[string]uint32{"R3": want}})
		}
	}
	cases = append(cases,
		regCase{"idx identity", s + "PRMT R3, R1, R2, 0x3210 ;", map[string]uint32{"R3": 0x33221100}},
		regCase{"idx high", s + "PRMT R3, R1, R2, 0x7654 ;", map[string]uint32{"R3": 0x77665544}},
		regCase{"idx reverse", s + "PRMT.IDX R3, R1, R2, 0x0123 ;", map[string]uint32{"R3": 0x00112233}},
		regCase{"idx upper bits ignored", s + "PRMT R3, R1, R2, 0xFFFF3210 ;", map[string]uint32{"R3": 0x33221100}},
		// Ra = 0x80FF7F01: selectors 9, A, B, 8 (low nibble first) pick bytes
		// 1 (0x7F), 2 (0xFF), 3 (0x80), 0 (0x01) and replicate their sign bits.
		regCase{"idx sign", "MOV R1, 0x80FF7F01 ; PRMT R3, R1, RZ, 0x8BA9 ;", map[string]uint32{"R3": 0x00ffff00}},
		// SrcB = 0x4567 makes bytes 4, 5 = 0x67, 0x45; SrcC = R2 has the
		// nibbles 4, 4, 5, 5.
		regCase{"register selector", s + "MOV R5, 0x4567 ; PRMT R3, R1, R5, R2 ;", map[string]uint32{"R3": 0x45456767}},
	)
	runRegCases(t, cases)
}

func TestI2I(t *testing.T) {
	runRegCases(t, []regCase{
		{"s8 high", "I2I.S8 R3, 0xC8 ;", map[string]uint32{"R3": 0x7f}},               // 200 -> 127
		{"s8 low", "I2I.S8 R3, -0xC8 ;", map[string]uint32{"R3": 0xffffff80}},         // -200 -> -128
		{"u8 negative", "I2I.U8 R3, -0x5 ;", map[string]uint32{"R3": 0}},              // -5 -> 0
		{"u8 high", "MOV R1, 0x12C ; I2I.U8 R3, R1 ;", map[string]uint32{"R3": 0xff}}, // 300 -> 255
		{"s16", "I2I.S16 R3, 0x114514 ;", map[string]uint32{"R3": 0x7fff}},
		{"u16 spec example", "I2I.U16 R3, 0x114514 ;", map[string]uint32{"R3": 0xffff}},
		{"s16 low", "I2I.S16 R3, -0x9C40 ;", map[string]uint32{"R3": 0xffff8000}}, // -40000 -> -32768
		{"u16 in range", "I2I.U16 R3, 0x4D2 ;", map[string]uint32{"R3": 0x4d2}},
		{"ur", "UMOV UR1, 0x80000000 ; I2I.S8 R3, UR1 ;", map[string]uint32{"R3": 0xffffff80}},
	})
}

func TestI2IP(t *testing.T) {
	runRegCases(t, []regCase{
		// 200 -> 127 (high byte), -300 -> -128 = 0x80 (low byte).
		{"s8", "MOV R1, 0xC8 ; MOV R2, -0x12C ; I2IP.S8.SAT R3, R1, R2, RZ ;", map[string]uint32{"R3": 0x7f80}},
		{"s8 fill", "MOV R1, 0xC8 ; MOV R2, -0x12C ; MOV R0, 0xABCD1234 ; I2IP.S8.SAT R3, R1, R2, R0 ;",
			map[string]uint32{"R3": 0x12347f80}},
		{"u16", "MOV R1, 0x11170 ; MOV R2, -0x5 ; I2IP.U16.SAT R3, R1, R2, RZ ;", map[string]uint32{"R3": 0xffff0000}},
		// S4 with relu: [0, 7]; 5 and -3 -> 0; 24 bits of Rc above.
		{"s4 relu", "MOV R1, 0x5 ; MOV R2, -0x3 ; MOV R0, 0xFFFFFFFF ; I2IP.S4.SATRELU R3, R1, R2, R0 ;",
			map[string]uint32{"R3": 0xffffff50}},
		// S2: [-2, 1]; 5 -> 1, -7 -> -2 = 0b10.
		{"s2", "MOV R1, 0x5 ; MOV R2, -0x7 ; I2IP.S2.SAT R3, R1, R2, RZ ;", map[string]uint32{"R3": 0x6}},
		// U2: [0, 3]; 2 and 9 -> 3; 28 bits of Rc.
		{"u2", "MOV R1, 0x2 ; MOV R2, 0x9 ; MOV R0, 0xFFFFFFFF ; I2IP.U2.SAT R3, R1, R2, R0 ;",
			map[string]uint32{"R3": 0xfffffffb}},
		{"u8 imm", "MOV R1, 0x1 ; I2IP.U8.SAT R3, R1, 0x1FF, RZ ;", map[string]uint32{"R3": 0x1ff}},
	})
}

func TestGETGPRSETGPR(t *testing.T) {
	runRegCases(t, []regCase{
		{"get", "MOV R5, 0x55 ; UMOV UR2, 0x4 ; GETGPR R1, R[UR2+0x1] ;", map[string]uint32{"R1": 0x55}},
		{"set", "MOV R1, 0x66 ; UMOV UR2, 0x4 ; SETGPR R[UR2+0x2], R1 ;", map[string]uint32{"R6": 0x66}},
		{"negative offset", "MOV R3, 0x77 ; UMOV UR2, 0x4 ; GETGPR R1, R[UR2-0x1] ;", map[string]uint32{"R1": 0x77}},
		{"urz", "MOV R2, 0x99 ; GETGPR R1, R[URZ+0x2] ;", map[string]uint32{"R1": 0x99}},
	})
	wantErr(t, job{src: "UMOV UR2, 0x12C ; GETGPR R1, R[UR2] ; EXIT ;"}, ErrFault, "register index 300")
	wantErr(t, job{src: "UMOV UR2, 0x0 ; SETGPR R[UR2-0x1], R1 ; EXIT ;"}, ErrFault, "register index -1")
}

func TestUniformDatapath(t *testing.T) {
	runRegCases(t, []regCase{
		{"uiadd", "UMOV UR1, 0x7 ; UMOV UR2, 0x5 ; UIADD UR3, UR1, -UR2 ;", map[string]uint32{"UR3": 2}},
		{"uiadd.x", `UMOV UR1, 0xFFFFFFFF ; UIADD.X UR3, UP0, UR1, 0x1 ; UIADD.X UR4, UP1, URZ, URZ, UP0 ;`,
			map[string]uint32{"UR3": 0, "UP0": 1, "UR4": 1, "UP1": 0}},
		{"uimad", "UMOV UR1, 0x7 ; UMOV UR2, 0x5 ; UMOV UR4, 0x1 ; UIMAD UR3, UR1, UR2, -UR4 ;", map[string]uint32{"UR3": 34}},
		{"ulop3", "UMOV UR1, 0x7 ; UMOV UR2, 0x5 ; UMOV UR4, 0x1 ; ULOP3 UR3, UR1, UR2, UR4, 0x96 ;", map[string]uint32{"UR3": 3}},
		{"ushf", "UMOV UR1, 0x7 ; UMOV UR5, 0x80000000 ; USHF.L.U32 UR3, UR1, 0x4, URZ ; USHF.R.S32.HI UR4, URZ, 0x1, UR5 ;",
			map[string]uint32{"UR3": 0x70, "UR4": 0xc0000000}},
		{"uisetp usel", `UMOV UR1, 0x7 ; UMOV UR2, 0x5 ; UISETP.LT.U32.AND UP2, UP3, UR1, UR2, UPT ;
			USEL UR6, UR1, UR2, UP3 ; USEL UR7, UR1, 0x9, !UP3 ;`,
			map[string]uint32{"UP2": 0, "UP3": 1, "UR6": 7, "UR7": 9}},
		{"uisetp.x", `UMOV UR1, 0x3 ; UMOV UR2, 0x7 ; UMOV UR3, 0x5 ;
			UISETP.LT.U32.AND UP0, UR1, UR2, UPT ; UISETP.LT.U32.AND.X UP1, UR3, UR3, UPT, UP0 ;`,
			map[string]uint32{"UP1": 1}},
		{"urz", "UMOV URZ, 0x7 ; UIADD UR1, URZ, 0x1 ;", map[string]uint32{"UR1": 1}},
	})
}
