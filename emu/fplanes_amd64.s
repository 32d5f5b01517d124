//go:build amd64 && !purego

#include "textflag.h"

// func arith32AVX2(op uint8, a, b, c, r *[32]uint32) (check uint32)
//
// The AVX2 version of arith32Go (fplanes.go): four lanes per iteration,
// widened to binary64 (VCVTPS2PD, exact), multiplied and/or added with one
// IEEE binary64 operation each (VMULPD, VADDPD: the product of binary32
// values is exact), narrowed (VCVTPD2PS, round to nearest even under Go's
// MXCSR), NaN lanes set to the canonical 0x7fffffff. check gets the lanes
// whose binary64 result has the halfway pattern and is not the exact sum
// (FADD, FFMA; the rounding error by Knuth's TwoSum) or is below 2^-126
// in magnitude (FFMA): a subset of arith32Go's, which holds every lane
// arith32Lanes may send to fpu.
TEXT ·arith32AVX2(SB), NOSPLIT, $0-44
	MOVBLZX op+0(FP), R9
	MOVQ    a+8(FP), SI
	MOVQ    b+16(FP), DX
	MOVQ    c+24(FP), R8
	MOVQ    r+32(FP), DI
	MOVQ    $0x7ff0000000000000, AX
	VMOVQ   AX, X8
	VPBROADCASTQ X8, Y8 // exponent field
	MOVQ    $0x3810000000000000, AX
	VMOVQ   AX, X9
	VPBROADCASTQ X9, Y9 // (1023-126) << 52
	MOVQ    $0x1fffffff, AX
	VMOVQ   AX, X10
	VPBROADCASTQ X10, Y10 // low 29 bits
	MOVQ    $0x10000000, AX
	VMOVQ   AX, X11
	VPBROADCASTQ X11, Y11 // the halfway pattern
	MOVL    $0x7fffffff, AX
	VMOVD   AX, X12
	VPBROADCASTD X12, X12 // canonical NaN
	XORL    BX, BX // check
	XORL    CX, CX // first lane of the block

loop:
	VCVTPS2PD (SI), Y0
	VCVTPS2PD (DX), Y1
	CMPL    R9, $1
	JEQ     mul
	JGT     fma
	VADDPD  Y1, Y0, Y5 // v = x + y
	VPXOR   Y3, Y3, Y3 // no range check
	JMP     half

mul:
	VMULPD  Y1, Y0, Y5
	JMP     narrow

fma:
	VCVTPS2PD (R8), Y2
	VMULPD  Y1, Y0, Y0 // x = a*b, exact
	VMOVAPD Y2, Y1     // y = c
	VADDPD  Y1, Y0, Y5 // v = x + y
	VPAND   Y8, Y5, Y3
	VPCMPGTQ Y3, Y9, Y3 // exponent field below (1023-126) << 52

half:
	VPAND   Y10, Y5, Y4
	VPCMPEQQ Y11, Y4, Y4 // the halfway pattern
	// Knuth's TwoSum: err = (x - (v - bb)) + (y - bb) with bb = v - x is
	// exactly x + y - v in round-to-nearest; halfway lanes with err == 0
	// are exact sums, which narrow correctly, and need no check.
	VSUBPD  Y0, Y5, Y6 // bb
	VSUBPD  Y6, Y5, Y7 // v - bb
	VSUBPD  Y7, Y0, Y7 // x - (v - bb)
	VSUBPD  Y6, Y1, Y6 // y - bb
	VADDPD  Y6, Y7, Y7 // err
	VXORPD  Y6, Y6, Y6
	VCMPPD  $4, Y6, Y7, Y7 // err != 0
	VPAND   Y7, Y4, Y4
	VPOR    Y4, Y3, Y3
	VMOVMSKPD Y3, AX
	SHLL    CX, AX
	ORL     AX, BX

narrow:
	VCVTPD2PSY Y5, X5
	VCMPPS  $3, X5, X5, X6 // unordered: NaN lanes
	VBLENDVPS X6, X12, X5, X5
	VMOVUPS X5, (DI)
	ADDQ    $16, SI
	ADDQ    $16, DX
	ADDQ    $16, R8
	ADDQ    $16, DI
	ADDL    $4, CX
	CMPL    CX, $32
	JNE     loop
	VZEROUPPER
	MOVL    BX, check+40(FP)
	RET
