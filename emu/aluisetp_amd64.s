//go:build amd64 && !purego

#include "textflag.h"

// The lane-order fix for compare masks packed to bytes (here and in
// cmpLanes): VPACKSSDW and VPACKSSWB work within 128-bit halves, leaving
// the dwords of lanes 0-3, 8-11, 16-19, 24-27, 4-7, 12-15, 20-23, 28-31;
// VPERMD with this index puts them in lane order.
DATA ·packLaneOrder+0(SB)/4, $0
DATA ·packLaneOrder+4(SB)/4, $4
DATA ·packLaneOrder+8(SB)/4, $1
DATA ·packLaneOrder+12(SB)/4, $5
DATA ·packLaneOrder+16(SB)/4, $2
DATA ·packLaneOrder+20(SB)/4, $6
DATA ·packLaneOrder+24(SB)/4, $3
DATA ·packLaneOrder+28(SB)/4, $7
GLOBL ·packLaneOrder(SB), RODATA|NOPTR, $32

// func cmpOneLanes(a, b *[32]uint32, gt uint32, signed bool) uint32
// The lanes where a == b (gt 0) or where a > b (gt 1): as signed words
// after both are XORed with 0x80000000 unless signed; cmpOneLanesGo defines it and runs where the CPU lacks AVX2. The
// four blocks' compare results are packed to bytes, put in lane order and
// gathered by VPMOVMSKB.
TEXT ·cmpOneLanes(SB), NOSPLIT, $0-36
	CMPB     ·useAVX2(SB), $0
	JEQ      nocmpavx2
	MOVQ     a+0(FP), SI
	MOVQ     b+8(FP), DX
	MOVQ     f+16(FP), DI
	CMPL     0(DI), $0
	CMOVQNE  b+8(FP), SI
	CMOVQNE  a+0(FP), DX
	CMPL     4(DI), $0
	JNE      cmpgt
	VMOVDQU  0(SI), Y0
	VMOVDQU  32(SI), Y1
	VMOVDQU  64(SI), Y2
	VMOVDQU  96(SI), Y3
	VPCMPEQD 0(DX), Y0, Y0
	VPCMPEQD 32(DX), Y1, Y1
	VPCMPEQD 64(DX), Y2, Y2
	VPCMPEQD 96(DX), Y3, Y3
	JMP      cmppack

cmpgt: // signed: a > b; unsigned: not max(a, b) == b, the NOT in the final XOR
	CMPB     signed+24(FP), $0
	JEQ      cmpugt
	VMOVDQU  0(SI), Y0
	VMOVDQU  32(SI), Y1
	VMOVDQU  64(SI), Y2
	VMOVDQU  96(SI), Y3
	VPCMPGTD 0(DX), Y0, Y0
	VPCMPGTD 32(DX), Y1, Y1
	VPCMPGTD 64(DX), Y2, Y2
	VPCMPGTD 96(DX), Y3, Y3
	JMP      cmppack

cmpugt:
	VMOVDQU  0(DX), Y4
	VMOVDQU  32(DX), Y5
	VMOVDQU  64(DX), Y6
	VMOVDQU  96(DX), Y7
	VPMAXUD  0(SI), Y4, Y0
	VPMAXUD  32(SI), Y5, Y1
	VPMAXUD  64(SI), Y6, Y2
	VPMAXUD  96(SI), Y7, Y3
	VPCMPEQD Y4, Y0, Y0
	VPCMPEQD Y5, Y1, Y1
	VPCMPEQD Y6, Y2, Y2
	VPCMPEQD Y7, Y3, Y3
	VMOVDQU  ·packLaneOrder(SB), Y7
	VPACKSSDW Y1, Y0, Y4
	VPACKSSDW Y3, Y2, Y5
	VPACKSSWB Y5, Y4, Y6
	VPERMD   Y6, Y7, Y6
	VPMOVMSKB Y6, AX
	NOTL     AX
	XORL     8(DI), AX
	MOVL     AX, ret+32(FP)
	VZEROUPPER
	RET

cmppack:
	VMOVDQU  ·packLaneOrder(SB), Y7
	VPACKSSDW Y1, Y0, Y4
	VPACKSSDW Y3, Y2, Y5
	VPACKSSWB Y5, Y4, Y6
	VPERMD   Y6, Y7, Y6
	VPMOVMSKB Y6, AX
	XORL     8(DI), AX
	MOVL     AX, ret+32(FP)
	VZEROUPPER
	RET

nocmpavx2:
	JMP ·cmpOneLanesGo(SB)
