package emu

import "testing"

// Floating-point instructions run through the emulator's instruction path.
// Expected values are IEEE 754 results worked out by hand (the comments
// give the arithmetic; bit patterns of simple values were read off the
// binary32/binary64 layouts: sign, biased exponent 127/1023, fraction) and
// follow the decisions in docs/isa.md ("Floating point"). Values: 1.0 =
// 0x3f800000, 2.0 = 0x40000000, 0.5 = 0x3f000000, 2^-24 = 0x33800000, the
// binary64 1.0 = 0x3ff00000_00000000.

func TestFADD(t *testing.T) {
	runRegCases(t, []regCase{
		{"1+2", "MOV R1, 0x3f800000 ; MOV R2, 0x40000000 ; FADD R3, R1, R2 ;", map[string]uint32{"R3": 0x40400000}},
		// 1 + 2^-24 lies halfway between 1 and 1 + 2^-23: RN to even gives 1,
		// RP the upper neighbour, RZ and RM 1.
		{"tie", `MOV R1, 0x3f800000 ; MOV R2, 0x33800000 ;
			FADD R3, R1, R2 ; FADD.RP R4, R1, R2 ; FADD.RZ R5, R1, R2 ; FADD.RM R6, R1, R2 ;`,
			map[string]uint32{"R3": 0x3f800000, "R4": 0x3f800001, "R5": 0x3f800000, "R6": 0x3f800000}},
		// -1 - 2^-24 in RM rounds away from zero: -(1 + 2^-23).
		{"tie negative RM", "MOV R1, 0xbf800000 ; MOV R2, 0xb3800000 ; FADD.RM R3, R1, R2 ; FADD.RP R4, R1, R2 ;",
			map[string]uint32{"R3": 0xbf800001, "R4": 0xbf800000}},
		// x + (-x) is +0, except -0 in RM.
		{"exact zero", "MOV R1, 0x3f800000 ; FADD R3, R1, -R1 ; FADD.RM R4, R1, -R1 ;",
			map[string]uint32{"R3": 0, "R4": 0x80000000}},
		// Denormals add exactly; .FTZ flushes the operands to +0.
		{"denormal", "MOV R1, 0x1 ; FADD R3, R1, R1 ; FADD.FTZ R4, R1, R1 ;", map[string]uint32{"R3": 2, "R4": 0}},
		// 0.75 + 0.5 = 1.25 saturates to 1; -1 + 0.5 = -0.5 to +0; NaN to +0.
		{"sat", `MOV R1, 0x3f400000 ; MOV R2, 0x3f000000 ; MOV R5, 0xbf800000 ; MOV R6, 0x7fc00000 ;
			FADD.SAT R3, R1, R2 ; FADD.SAT R4, R5, R2 ; FADD.SAT R7, R6, R2 ; FADD R8, R1, R2 ;`,
			map[string]uint32{"R3": 0x3f800000, "R4": 0, "R7": 0, "R8": 0x3fa00000}},
		// Any NaN result is the canonical 0x7fffffff: a NaN operand, inf - inf.
		{"nan", "MOV R1, 0xffc00001 ; MOV R2, 0x7f800000 ; FADD R3, R1, 1 ; FADD R4, R2, -R2 ; FADD R5, R2, R2 ;",
			map[string]uint32{"R3": 0x7fffffff, "R4": 0x7fffffff, "R5": 0x7f800000}},
		// -|1| + 2 = 1; |-2| + -|-2| = 0; 1 + (-1.5) = -0.5.
		{"modifiers", `MOV R1, 0x3f800000 ; MOV R2, 0x40000000 ; MOV R6, 0xc0000000 ;
			FADD R3, -|R1|, R2 ; FADD R4, |R6|, -|R6| ; FADD R5, R1, -1.5 ;`,
			map[string]uint32{"R3": 0x3f800000, "R4": 0, "R5": 0xbf000000}},
		// max + max overflows: +inf in RN, the largest finite value in RZ.
		{"overflow", "MOV R1, 0x7f7fffff ; FADD R3, R1, R1 ; FADD.RZ R4, R1, R1 ; FADD.RM R5, -R1, -R1 ;",
			map[string]uint32{"R3": 0x7f800000, "R4": 0x7f7fffff, "R5": 0xff800000}},
		// c[0x0][0x0] is ntid.x = 1: as binary32 the pattern 0x1 is 2^-149.
		{"cmem and ur", `MOV R1, 0x0 ; UMOV UR4, 0x40000000 ; MOV R2, 0x3f800000 ;
			FADD R3, R1, c[0x0][0x0] ; FADD.FTZ R4, R1, c[0x0][0x0] ; FADD R5, R2, UR4 ;`,
			map[string]uint32{"R3": 1, "R4": 0, "R5": 0x40400000}},
	})
}

func TestFMUL(t *testing.T) {
	runRegCases(t, []regCase{
		{"3*0.5", "MOV R1, 0x40400000 ; FMUL R3, R1, 0.5 ;", map[string]uint32{"R3": 0x3fc00000}},
		// (1+2^-23)^2 = 1 + 2^-22 + 2^-46: RN and RZ drop 2^-46, RP rounds up.
		{"rounding", "MOV R1, 0x3f800001 ; FMUL R3, R1, R1 ; FMUL.RZ R4, R1, R1 ; FMUL.RP R5, R1, R1 ;",
			map[string]uint32{"R3": 0x3f800002, "R4": 0x3f800002, "R5": 0x3f800003}},
		// 2^-126 * 0.5 = 2^-127, the denormal 0x00400000; .FTZ flushes it.
		{"underflow", "MOV R1, 0x00800000 ; FMUL R3, R1, 0.5 ; FMUL.FTZ R4, R1, 0.5 ;",
			map[string]uint32{"R3": 0x00400000, "R4": 0}},
		{"specials", "MOV R1, 0x7f800000 ; MOV R2, 0x80000000 ; FMUL R3, R1, R2 ; FMUL R4, R2, 5 ; FMUL R5, R1, -2 ;",
			map[string]uint32{"R3": 0x7fffffff, "R4": 0x80000000, "R5": 0xff800000}},
		{"sat", "MOV R1, 0x40400000 ; FMUL.SAT R3, R1, R1 ; FMUL.SAT R4, R1, 0.25 ;",
			map[string]uint32{"R3": 0x3f800000, "R4": 0x3f400000}},
		{"cmem ur", "MOV R1, 0x40400000 ; UMOV UR2, 0x40000000 ; FMUL R3, R1, UR2 ; FMUL R4, R1, c[0x0][0x0] ;",
			map[string]uint32{"R3": 0x40c00000, "R4": 0x3}}, // 3 * 2^-149 = 0x3
	})
}

func TestFFMA(t *testing.T) {
	runRegCases(t, []regCase{
		// (1+2^-23)^2 - (1+2^-22) = 2^-46 exactly (0x28800000): one rounding.
		// Rounding the product first would give 0.
		{"fused", "MOV R1, 0x3f800001 ; MOV R2, 0xbf800002 ; FFMA R3, R1, R1, R2 ; FMUL R4, R1, R1 ; FADD R5, R4, R2 ;",
			map[string]uint32{"R3": 0x28800000, "R5": 0}},
		// (1+2^-23)^2 - 2^-24 = 1 + 3*2^-24 + 2^-46: 1.5 ulp and a bit above 1:
		// RN and RP give 1 + 2^-22, RZ and RM 1 + 2^-23.
		{"modes", `MOV R1, 0x3f800001 ; MOV R2, 0xb3800000 ;
			FFMA R3, R1, R1, R2 ; FFMA.RP R4, R1, R1, R2 ; FFMA.RZ R5, R1, R1, R2 ; FFMA.RM R6, R1, R1, R2 ;`,
			map[string]uint32{"R3": 0x3f800002, "R4": 0x3f800002, "R5": 0x3f800001, "R6": 0x3f800001}},
		// 1.5*2 + 0.25 = 3.25; 1.5*-2 - |0.25|... forms with immediates and constants.
		{"forms", `MOV R1, 0x3fc00000 ; MOV R2, 0x3e800000 ; UMOV UR4, 0x40000000 ;
			FFMA R3, R1, 2, R2 ; FFMA R4, R1, R1, 0.75 ; FFMA R5, R1, -UR4, -|R2| ; FFMA R6, R1, UR4, R2 ;
			FFMA R7, R1, R2, UR4 ; FFMA R8, R1, c[0x0][0x0], RZ ; FFMA R9, R1, R1, c[0x0][0x0] ;`,
			// 1.5*1.5 + 0.75 = 3; 1.5*-2 - 0.25 = -3.25; 1.5*2 + 0.25 = 3.25;
			// 1.5*0.25 + 2 = 2.375 (0x40180000); 1.5*2^-149 = 1.5 ulp of the
			// smallest denormal: RN to even = 2 (0x2); 2.25 + 2^-149 rounds to 2.25.
			map[string]uint32{"R3": 0x40500000, "R4": 0x40400000, "R5": 0xc0500000, "R6": 0x40500000,
				"R7": 0x40180000, "R8": 0x2, "R9": 0x40100000}},
		// 0 * inf + 1 is NaN; inf * 2 - inf is NaN; SAT of 3.
		{"specials sat", `MOV R1, 0x7f800000 ; FFMA R3, RZ, R1, 1 ; FFMA R4, R1, 2, -R1 ; FFMA.SAT R5, R1, RZ, 1 ;
			MOV R6, 0x40000000 ; FFMA.SAT R7, R6, R6, -1 ;`,
			map[string]uint32{"R3": 0x7fffffff, "R4": 0x7fffffff, "R5": 0, "R7": 0x3f800000}},
		// .FTZ: 2^-149 * 2^100 is a denormal input flushed to 0, so the result is 1.
		{"ftz", "MOV R1, 0x1 ; MOV R2, 0x71800000 ; FFMA.FTZ R3, R1, R2, 1 ; FFMA R4, R1, R2, RZ ;",
			map[string]uint32{"R3": 0x3f800000, "R4": 0x27000000}}, // 2^-49: biased exponent 78 = 0x4e
	})
}

func TestFMNMXFSEL(t *testing.T) {
	runRegCases(t, []regCase{
		{"min max", "MOV R1, 0x3f800000 ; MOV R2, 0x40000000 ; FMNMX R3, R1, R2, PT ; FMNMX R4, R1, R2, !PT ;",
			map[string]uint32{"R3": 0x3f800000, "R4": 0x40000000}},
		// A NaN operand yields the other; two NaNs the canonical NaN.
		{"nan", "MOV R1, 0x7fc00001 ; MOV R2, 0x40000000 ; FMNMX R3, R1, R2, PT ; FMNMX R4, R2, R1, !PT ; FMNMX R5, R1, R1, PT ;",
			map[string]uint32{"R3": 0x40000000, "R4": 0x40000000, "R5": 0x7fffffff}},
		// -0 orders below +0.
		{"signed zero", "MOV R1, 0x80000000 ; FMNMX R3, RZ, R1, PT ; FMNMX R4, R1, RZ, !PT ; MOV R9, 0xff800000 ; FMNMX R5, R9, RZ, !PT ;",
			map[string]uint32{"R3": 0x80000000, "R4": 0, "R5": 0}},
		// |-3| vs 2 and c[0x0][0x0] (2^-149): .FTZ makes it +0.
		{"modifiers", `MOV R1, 0xc0400000 ; UMOV UR1, 0x40000000 ; FMNMX R3, |R1|, UR1, PT ;
			FMNMX R4, R1, -2, !PT ; FMNMX R5, RZ, c[0x0][0x0], !PT ; MOV R9, 0xbf800000 ; FMNMX.FTZ R6, R9, c[0x0][0x0], !PT ;`,
			map[string]uint32{"R3": 0x40000000, "R4": 0xc0000000, "R5": 1, "R6": 0}},
		{"fsel", `MOV R1, 0x7fc00001 ; MOV R2, 0x40000000 ; UMOV UR1, 0x1 ; ISETP.EQ.AND P0, PT, RZ, RZ, PT ;
			FSEL R3, R1, R2, P0 ; FSEL R4, R1, R2, !P0 ; FSEL R5, R1, 1.5, !P0 ; FSEL R6, R1, UR1, !P0 ; FSEL R7, R1, c[0x0][0x0], !P0 ;`,
			map[string]uint32{"R3": 0x7fc00001, "R4": 0x40000000, "R5": 0x3fc00000, "R6": 1, "R7": 1}},
	})
}

func TestFSETP(t *testing.T) {
	runRegCases(t, []regCase{
		{"lt", "MOV R1, 0x3f800000 ; MOV R2, 0x40000000 ; FSETP.LT.AND P0, P1, R1, R2, PT ; FSETP.GE.AND P2, PT, R1, R2, PT ;",
			map[string]uint32{"P0": 1, "P1": 0, "P2": 0}},
		// With a NaN: ordered false, unordered true, NUM false, NAN true.
		{"nan", `MOV R1, 0x7fc00000 ; MOV R2, 0x40000000 ;
			FSETP.LT.AND P0, PT, R1, R2, PT ; FSETP.LTU.AND P1, PT, R1, R2, PT ; FSETP.NE.AND P2, PT, R1, R2, PT ;
			FSETP.NEU.AND P3, PT, R1, R2, PT ; FSETP.NUM.AND P4, PT, R2, R2, PT ; FSETP.NAN.AND P5, PT, R2, R1, PT ;
			FSETP.EQ.AND P6, PT, R1, R1, PT ;`,
			map[string]uint32{"P0": 0, "P1": 1, "P2": 0, "P3": 1, "P4": 1, "P5": 1, "P6": 0}},
		// -0 == +0; the denormal c[0x0][0x0] equals 0 only under .FTZ.
		{"zeros", `MOV R1, 0x80000000 ; FSETP.EQ.AND P0, PT, R1, RZ, PT ; FSETP.EQ.AND P1, PT, RZ, c[0x0][0x0], PT ;
			FSETP.EQ.AND.FTZ P2, PT, RZ, c[0x0][0x0], PT ; FSETP.GT.AND P3, PT, RZ, R1, PT ;`,
			map[string]uint32{"P0": 1, "P1": 0, "P2": 1, "P3": 0}},
		// boolop with pp; -|x| and an immediate and a uniform register.
		{"boolop", `MOV R1, 0x40000000 ; UMOV UR2, 0x3f800000 ; ISETP.EQ.AND P6, PT, RZ, RZ, PT ;
			FSETP.GT.OR P0, P1, R1, UR2, !P6 ; FSETP.GT.XOR P2, P3, R1, 1.5, P6 ; FSETP.LE.AND P4, PT, -|R1|, -2, P6 ;`,
			map[string]uint32{"P0": 1, "P1": 0, "P2": 0, "P3": 1, "P4": 1}},
	})
}

func TestFCHK(t *testing.T) {
	// 3/1 is safe; 1/0, 0/1, a denormal, a huge quotient, inf need the slow path.
	runRegCases(t, []regCase{
		{"fchk", `MOV R1, 0x40400000 ; MOV R2, 0x3f800000 ; MOV R3, 0x7f000000 ; UMOV UR1, 0x3f800000 ;
			FCHK P0, R1, R2 ; FCHK P1, R2, RZ ; FCHK P2, RZ, R2 ; FCHK P3, R2, c[0x0][0x0] ; FCHK P4, R3, 0.25 ;
			FCHK P5, R1, UR1 ; FCHK P6, R2, INF ;`,
			map[string]uint32{"P0": 0, "P1": 1, "P2": 1, "P3": 1, "P4": 1, "P5": 0, "P6": 1}},
	})
}

func TestMUFU(t *testing.T) {
	runRegCases(t, []regCase{
		// 1/2, RN(1/3) = 0x3eaaaaab, 1/±0 = ±inf, 1/inf = 0.
		{"rcp", `MOV R1, 0x40000000 ; MOV R2, 0x40400000 ; MOV R3, 0x80000000 ; MOV R4, 0x7f800000 ;
			MUFU.RCP R5, R1 ; MUFU.RCP R6, R2 ; MUFU.RCP R7, R3 ; MUFU.RCP R8, RZ ; MUFU.RCP R9, R4 ;`,
			map[string]uint32{"R5": 0x3f000000, "R6": 0x3eaaaaab, "R7": 0xff800000, "R8": 0x7f800000, "R9": 0}},
		// 1/sqrt(4) = 0.5; RSQ(-0) = -inf; RSQ(-1) = NaN; sqrt(2) = 0x3fb504f3; sqrt(-0) = -0.
		{"rsq sqrt", `MOV R1, 0x40800000 ; MOV R2, 0x80000000 ; MOV R3, 0x40000000 ;
			MUFU.RSQ R4, R1 ; MUFU.RSQ R5, R2 ; MUFU.RSQ R6, -1 ; MUFU.SQRT R7, R3 ; MUFU.SQRT R8, R2 ; MUFU.SQRT R9, -R1 ;`,
			map[string]uint32{"R4": 0x3f000000, "R5": 0xff800000, "R6": 0x7fffffff, "R7": 0x3fb504f3, "R8": 0x80000000, "R9": 0x7fffffff}},
		// 2^3 = 8, 2^-1 = 0.5 (through -R), 2^-inf = 0; log2 8 = 3, log2 0 = -inf,
		// log2 -1 = NaN; sin/cos at 0.
		{"ex2 lg2 sin cos", `MOV R1, 0x40400000 ; MOV R2, 0x3f800000 ; MOV R3, 0x41000000 ; UMOV UR1, 0x80000000 ;
			MUFU.EX2 R4, R1 ; MUFU.EX2 R5, -R2 ; MUFU.EX2 R6, -INF ; MUFU.LG2 R7, R3 ; MUFU.LG2 R8, RZ ; MUFU.LG2 R9, -1 ;
			MUFU.SIN R10, UR1 ; MUFU.COS R11, RZ ; MUFU.SIN R12, INF ; MUFU.COS R13, c[0x0][0x0] ;`,
			map[string]uint32{"R4": 0x41000000, "R5": 0x3f000000, "R6": 0, "R7": 0x40400000, "R8": 0xff800000,
				"R9": 0x7fffffff, "R10": 0x80000000, "R11": 0x3f800000, "R12": 0x7fffffff, "R13": 0x3f800000}},
		// EX2(-140) = 2^-140 = 0x200 (denormal) unless .FTZ; RCP of the
		// denormal 2^-149 overflows to inf, under .FTZ it is 1/+0 = inf too,
		// LG2.FTZ of it is -inf (log2 of the flushed +0) and LG2 is -149.
		{"ftz", `MOV R1, 0xc30c0000 ; MUFU.EX2 R2, R1 ; MUFU.EX2.FTZ R3, R1 ; MUFU.RCP R4, c[0x0][0x0] ;
			MUFU.LG2.FTZ R5, c[0x0][0x0] ; MUFU.LG2 R6, c[0x0][0x0] ;`,
			map[string]uint32{"R2": 0x200, "R3": 0, "R4": 0x7f800000, "R5": 0xff800000, "R6": 0xc3150000}},
		// RCP64H(2.0) = 0.5 = 0x3fe00000_00000000; RSQ64H(4.0) = 0.5;
		// RCP64H(3.0): 1/3 = 0x3fd55555_55555555, high word 0x3fd55555.
		{"64h", `MOV R1, 0x40000000 ; MOV R2, 0x40100000 ; MOV R3, 0x40080000 ;
			MUFU.RCP64H R4, R1 ; MUFU.RSQ64H R5, R2 ; MUFU.RCP64H R6, R3 ; MUFU.RSQ64H R7, 0x80000000 ;`,
			map[string]uint32{"R4": 0x3fe00000, "R5": 0x3fe00000, "R6": 0x3fd55555, "R7": 0xfff00000}},
	})
}

func TestFRND(t *testing.T) {
	runRegCases(t, []regCase{
		// 2.5 -> 2 (ties to even), -2.5 RM -> -3, 2.1 RP -> 3, -2.7 RZ -> -2, -0.25 RN -> -0.
		{"f32", `MOV R1, 0x40200000 ; MOV R2, 0xc0200000 ; MOV R3, 0x40066666 ; MOV R4, 0xc02ccccd ; MOV R5, 0xbe800000 ;
			FRND R6, R1 ; FRND.RM R7, R2 ; FRND.RP R8, R3 ; FRND.RZ R9, R4 ; FRND R10, R5 ; FRND.RP R11, -R5 ;`,
			map[string]uint32{"R6": 0x40000000, "R7": 0xc0400000, "R8": 0x40400000, "R9": 0xc0000000, "R10": 0x80000000, "R11": 0x3f800000}},
		// RP of the denormal 2^-149 is 1, under .FTZ +0; NaN canonical; a UR source.
		{"ftz nan ur", `MOV R1, 0x7fc00001 ; UMOV UR2, 0x40200000 ; FRND.RP R2, c[0x0][0x0] ; FRND.RP.FTZ R3, c[0x0][0x0] ;
			FRND R4, R1 ; FRND.RP R5, UR2 ;`,
			map[string]uint32{"R2": 0x3f800000, "R3": 0, "R4": 0x7fffffff, "R5": 0x40400000}},
		// binary64: 2.5 -> 2 (RN), -2.5 RM -> -3; 2^52 + 0.5 is not representable, 2^53 - 0.5... use 1.5 RZ -> 1.
		{"f64", `MOV R2, 0x0 ; MOV R3, 0x40040000 ; MOV R4, 0x0 ; MOV R5, 0x3ff80000 ;
			FRND.F64 R[6:7], R[2:3] ; FRND.F64.RM R[8:9], -R[2:3] ; FRND.F64.RZ R[10:11], R[4:5] ; FRND.F64.RP R[12:13], |R[4:5]| ;`,
			map[string]uint32{"R6": 0, "R7": 0x40000000, "R8": 0, "R9": 0xc0080000, "R10": 0, "R11": 0x3ff00000, "R12": 0, "R13": 0x40000000}},
	})
}

func TestDADDDMULDFMA(t *testing.T) {
	runRegCases(t, []regCase{
		// 1 + 2^-53 (0x3ca00000_00000000) is a tie: RN gives 1, RP 1 + 2^-52.
		{"dadd", `MOV R2, 0x0 ; MOV R3, 0x3ff00000 ; MOV R4, 0x0 ; MOV R5, 0x3ca00000 ;
			DADD R[6:7], R[2:3], R[4:5] ; DADD.RP R[8:9], R[2:3], R[4:5] ; DADD.RM R[10:11], R[2:3], -R[2:3] ;
			DADD R[12:13], R[2:3], 2.5 ;`,
			map[string]uint32{"R6": 0, "R7": 0x3ff00000, "R8": 1, "R9": 0x3ff00000, "R10": 0, "R11": 0x80000000,
				"R12": 0, "R13": 0x400c0000}}, // 3.5 = 0x400c0000_00000000
		// 1.5 * 2.5 = 3.75 (0x400e0000); 3 * -0.5 via UR pair and cmem pair.
		{"dmul", `MOV R2, 0x0 ; MOV R3, 0x3ff80000 ; UMOV UR4, 0x0 ; UMOV UR5, 0xbfe00000 ;
			DMUL R[6:7], R[2:3], 2.5 ; DMUL R[8:9], R[2:3], UR[4:5] ; DMUL.RZ R[10:11], |R[2:3]|, -|UR[4:5]| ;`,
			map[string]uint32{"R6": 0, "R7": 0x400e0000, "R8": 0, "R9": 0xbfe80000, "R10": 0, "R11": 0xbfe80000}},
		// (1+2^-52)^2 - (1+2^-51) = 2^-104 (0x39700000_00000000) only when fused.
		{"dfma fused", `MOV R2, 0x1 ; MOV R3, 0x3ff00000 ; MOV R4, 0x2 ; MOV R5, 0xbff00000 ;
			DFMA R[6:7], R[2:3], R[2:3], R[4:5] ; DMUL R[8:9], R[2:3], R[2:3] ; DADD R[10:11], R[8:9], R[4:5] ;`,
			map[string]uint32{"R6": 0, "R7": 0x39700000, "R10": 0, "R11": 0}},
		// (1+2^-52)^2 - 2^-53 = 1 + 3*2^-53 + 2^-104: RN/RP 1 + 2^-51, RZ/RM 1 + 2^-52.
		{"dfma modes", `MOV R2, 0x1 ; MOV R3, 0x3ff00000 ; MOV R4, 0x0 ; MOV R5, 0xbca00000 ;
			DFMA R[6:7], R[2:3], R[2:3], R[4:5] ; DFMA.RZ R[8:9], R[2:3], R[2:3], R[4:5] ;
			DFMA.RP R[10:11], R[2:3], R[2:3], R[4:5] ; DFMA.RM R[12:13], R[2:3], R[2:3], R[4:5] ;`,
			map[string]uint32{"R6": 2, "R7": 0x3ff00000, "R8": 1, "R10": 2, "R12": 1}},
		// Forms: 2 * 0.5 + 1 = 2; 2 * 2 + -|-1| = 3; with UR pairs.
		{"dfma forms", `MOV R2, 0x0 ; MOV R3, 0x40000000 ; MOV R4, 0x0 ; MOV R5, 0xbff00000 ; UMOV UR4, 0x0 ; UMOV UR5, 0x3ff00000 ;
			DFMA R[6:7], R[2:3], 0.5, -R[4:5] ; DFMA R[8:9], R[2:3], R[2:3], -|R[4:5]| ; DFMA R[10:11], R[2:3], UR[4:5], R[2:3] ;
			DFMA R[12:13], R[2:3], R[2:3], UR[4:5] ; DFMA R[14:15], R[2:3], R[2:3], 1 ;`,
			map[string]uint32{"R7": 0x40000000, "R9": 0x40080000, "R11": 0x40100000, "R13": 0x40140000, "R15": 0x40140000}},
	})
}

func TestDSETPDMNMX(t *testing.T) {
	runRegCases(t, []regCase{
		{"dsetp", `MOV R2, 0x0 ; MOV R3, 0x3ff00000 ; MOV R4, 0x1 ; MOV R5, 0x7ff00000 ;
			DSETP.LT.AND P0, P1, R[2:3], 2, PT ; DSETP.NAN.AND P2, PT, R[2:3], R[4:5], PT ; DSETP.GEU.AND P3, PT, R[2:3], R[4:5], PT ;
			DSETP.EQ.AND P4, PT, -R[2:3], -1, PT ;`,
			map[string]uint32{"P0": 1, "P1": 0, "P2": 1, "P3": 1, "P4": 1}},
		// The low word decides: 1 + 2^-52 > 1.
		{"dsetp low word", `MOV R2, 0x1 ; MOV R3, 0x3ff00000 ; MOV R4, 0x0 ; MOV R5, 0x3ff00000 ;
			DSETP.GT.AND P0, PT, R[2:3], R[4:5], PT ; DSETP.EQ.AND P1, PT, R[2:3], R[4:5], PT ;`,
			map[string]uint32{"P0": 1, "P1": 0}},
		{"dmnmx", `MOV R2, 0x0 ; MOV R3, 0x3ff00000 ; MOV R4, 0x0 ; MOV R5, 0xbfe00000 ; MOV R10, 0x1 ; MOV R11, 0x7ff00000 ;
			DMNMX R[6:7], R[2:3], R[4:5], PT ; DMNMX R[8:9], R[2:3], R[4:5], !PT ; DMNMX R[12:13], R[10:11], R[4:5], PT ;
			DMNMX R[14:15], R[2:3], -0.5, !PT ;`,
			map[string]uint32{"R7": 0xbfe00000, "R9": 0x3ff00000, "R12": 0, "R13": 0xbfe00000, "R15": 0x3ff00000}},
	})
}

func TestConversions(t *testing.T) {
	runRegCases(t, []regCase{
		// 2.5 -> 2 (RN), -2.5 RM -> -3, NaN -> 0, 3e9 (0x4f32d05e) saturates S32
		// and is 0xb2d05e00 as U32; -1 -> U32 0; 200 -> S8 127, -200 -> S8 -128
		// (sign-extended), 70000 -> U16 0xffff.
		{"f2i", `MOV R1, 0x40200000 ; MOV R2, 0x7fc00000 ; MOV R3, 0x4f32d05e ; MOV R4, 0x43480000 ; MOV R5, 0x4788b800 ;
			F2I.S32.F32 R6, R1 ; F2I.S32.F32.RM R7, -R1 ; F2I.S32.F32 R8, R2 ; F2I.S32.F32.RZ R9, R3 ; F2I.U32.F32 R10, R3 ;
			MOV R16, 0xbf800000 ; F2I.U32.F32 R11, R16 ; F2I.S8.F32 R12, R4 ; F2I.S8.F32 R13, -R4 ; F2I.U16.F32 R14, R5 ; MOV R16, 0xff800000 ; F2I.U8.F32 R15, R16 ;`,
			map[string]uint32{"R6": 2, "R7": 0xfffffffd, "R8": 0, "R9": 0x7fffffff, "R10": 0xb2d05e00, "R11": 0,
				"R12": 0x7f, "R13": 0xffffff80, "R14": 0xffff, "R15": 0}},
		// binary64 2^40 + 0.5 (0x42700000_00000800) to S64: RN 2^40, RP 2^40+1;
		// -inf to S64 is the minimum; a UR source and an F32 constant (2^-149 RP -> 1).
		{"f2i 64", `MOV R2, 0x800 ; MOV R3, 0x42700000 ; UMOV UR4, 0x40200000 ;
			F2I.S64.F64 R[4:5], R[2:3] ; F2I.S64.F64.RP R[6:7], R[2:3] ; MOV R16, 0xff800000 ; F2I.S64.F32 R[8:9], R16 ; F2I.U64.F64 R[10:11], -R[2:3] ;
			F2I.S32.F32.RP R12, UR4 ; F2I.S32.F32.RP R13, c[0x0][0x0] ; F2I.S32.F32.RP.FTZ R14, c[0x0][0x0] ;`,
			map[string]uint32{"R4": 0, "R5": 0x100, "R6": 1, "R7": 0x100, "R8": 0, "R9": 0x80000000, "R10": 0, "R11": 0,
				"R12": 3, "R13": 1, "R14": 0}},
		// -1 -> 0xbf800000; U32 0xffffffff -> 2^32 (RN) or 0x4f7fffff (RZ);
		// S8 of 0x1ff reads 0xff = -1; U8 of 0x1ff = 255 (0x437f0000).
		{"i2f", `MOV R1, 0xffffffff ; MOV R2, 0x1ff ; UMOV UR3, 0x5 ;
			I2F.F32.S32 R3, R1 ; I2F.F32.U32 R4, R1 ; I2F.F32.U32.RZ R5, R1 ; I2F.F32.S8 R6, R2 ; I2F.F32.U8 R7, R2 ;
			I2F.F32.S16 R8, UR3 ; I2F.F32.U32 R9, c[0x0][0x0] ;`,
			map[string]uint32{"R3": 0xbf800000, "R4": 0x4f800000, "R5": 0x4f7fffff, "R6": 0xbf800000, "R7": 0x437f0000,
				"R8": 0x40a00000, "R9": 0x3f800000}},
		// 2^53 + 1 (S64) -> binary64: RN 2^53 (0x43400000_00000000), RP 2^53 + 2;
		// S32 -1 -> binary64 -1.
		{"i2f 64", `MOV R2, 0x1 ; MOV R3, 0x200000 ; MOV R1, 0xffffffff ;
			I2F.F64.S64 R[4:5], R[2:3] ; I2F.F64.S64.RP R[6:7], R[2:3] ; I2F.F64.S32 R[8:9], R1 ; I2F.F32.U64 R10, R[2:3] ;`,
			map[string]uint32{"R4": 0, "R5": 0x43400000, "R6": 1, "R7": 0x43400000, "R8": 0, "R9": 0xbff00000, "R10": 0x5a000000}},
		// 1.5 f32 -> f64 0x3ff80000_00000000; 1 + 2^-30 (0x3ff00000_00400000)
		// -> f32 RN 1, RP 1 + 2^-23; 2^-140 (0x37300000_00000000) -> f32
		// denormal 0x200, under .FTZ 0; NaN canonical.
		{"f2f", `MOV R1, 0x3fc00000 ; MOV R2, 0x400000 ; MOV R3, 0x3ff00000 ; MOV R4, 0x0 ; MOV R5, 0x37300000 ; MOV R6, 0x7fc00001 ;
			F2F.F64.F32 R[8:9], R1 ; F2F.F32.F64 R10, R[2:3] ; F2F.F32.F64.RP R11, R[2:3] ; F2F.F32.F64 R12, R[4:5] ;
			F2F.F32.F64.FTZ R13, R[4:5] ; F2F.F64.F32 R[14:15], R6 ; F2F.F32.F32.FTZ R16, c[0x0][0x0] ; F2F.F64.F32 R[18:19], -|c[0x0][0x0]| ;`,
			map[string]uint32{"R8": 0, "R9": 0x3ff80000, "R10": 0x3f800000, "R11": 0x3f800001, "R12": 0x200, "R13": 0,
				"R14": 0xffffffff, "R15": 0x7fffffff, "R16": 0, "R18": 0, "R19": 0xb6a00000}}, // -2^-149 = -0x36a00000_00000000
		{"f2f ur", `UMOV UR2, 0x0 ; UMOV UR3, 0xbff00000 ; F2F.F32.F64 R1, UR[2:3] ; F2F.F32.F64 R2, -UR[2:3] ;`,
			map[string]uint32{"R1": 0xbf800000, "R2": 0x3f800000}},
	})
}

// TestFP64ConstantForms runs the binary64 forms with uniform-register pairs
// and 8-byte constants. Bank 3 holds 1.5 (0x3ff80000_00000000) at 0x0 and
// -2.0 (0xc0000000_00000000) at 0x8; R[2:3] = 1.0, UR[4:5] = 1.5.
func TestFP64ConstantForms(t *testing.T) {
	bank := append(append(le64(0x3ff8000000000000), le64(0xc000000000000000)...), make([]byte, 16)...)
	src := `MOV R2, 0x0 ; MOV R3, 0x3ff00000 ; UMOV UR4, 0x0 ; UMOV UR5, 0x3ff80000 ;
		DADD R[4:5], R[2:3], c[0x3][0x0] ; DADD R[6:7], R[2:3], -UR[4:5] ; DMUL R[8:9], R[2:3], -c[0x3][0x8] ;
		DFMA R[10:11], R[2:3], R[2:3], c[0x3][0x0] ; DFMA R[12:13], R[2:3], c[0x3][0x8], R[2:3] ;
		DSETP.LT.AND P0, PT, R[2:3], UR[4:5], PT ; DSETP.GT.AND P1, PT, R[2:3], c[0x3][0x8], PT ;
		DMNMX R[14:15], R[2:3], UR[4:5], !PT ; DMNMX R[16:17], R[2:3], c[0x3][0x8], PT ; EXIT ;`
	o := mustRun(t, job{src: src, banks: map[int][]byte{3: bank}})
	// 1 + 1.5 = 2.5; 1 - 1.5 = -0.5; 1 * 2 = 2; 1*1 + 1.5 = 2.5; 1*-2 + 1 = -1;
	// 1 < 1.5; 1 > -2; max(1, 1.5) = 1.5; min(1, -2) = -2.
	o.check(t, map[string]uint32{"R4": 0, "R5": 0x40040000, "R6": 0, "R7": 0xbfe00000, "R8": 0, "R9": 0x40000000,
		"R10": 0, "R11": 0x40040000, "R12": 0, "R13": 0xbff00000, "P0": 1, "P1": 1,
		"R14": 0, "R15": 0x3ff80000, "R16": 0, "R17": 0xc0000000})
}
