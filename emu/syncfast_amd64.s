//go:build amd64 && !purego

#include "textflag.h"

// The lane numbers of the first block of eight.
DATA shflIota<>+0(SB)/4, $0
DATA shflIota<>+4(SB)/4, $1
DATA shflIota<>+8(SB)/4, $2
DATA shflIota<>+12(SB)/4, $3
DATA shflIota<>+16(SB)/4, $4
DATA shflIota<>+20(SB)/4, $5
DATA shflIota<>+24(SB)/4, $6
DATA shflIota<>+28(SB)/4, $7
GLOBL shflIota<>(SB), RODATA|NOPTR, $32

// func shflFullAVX2(d, src, bv, cv *[32]uint32, mode uint32) (pbits uint32)
// shflFullWarp eight lanes per block: per lane L, b = bv&31, cval = cv&31,
// seg = cv>>8&31, maxLane = L&seg | cval&^seg, j by the mode, the lanes out
// of range (notok, a signed compare: UP's j may be negative) take L, and
// VPGATHERDD reads src[j]. pbits is the complement of notok's lanes.
// d must not be src (execSHFL passes a copy).
TEXT ·shflFullAVX2(SB), NOSPLIT, $0-44
	MOVQ  d+0(FP), DI
	MOVQ  src+8(FP), SI
	MOVQ  bv+16(FP), R8
	MOVQ  cv+24(FP), R9
	MOVL  mode+32(FP), R10
	MOVL  $31, AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15 // 31
	MOVL  $8, AX
	VMOVD AX, X13
	VPBROADCASTD X13, Y13 // the step from block to block
	VMOVDQU shflIota<>(SB), Y14 // L
	XORL  R11, R11 // notok's lanes
	XORL  CX, CX   // the block's first lane

shflblock:
	VPAND   (R8)(CX*4), Y15, Y0 // b
	VMOVDQU (R9)(CX*4), Y1      // c
	VPAND   Y15, Y1, Y2         // cval
	VPSRLD  $8, Y1, Y3
	VPAND   Y15, Y3, Y3         // seg
	VPAND   Y14, Y3, Y4         // minLane = L & seg
	VPANDN  Y2, Y3, Y5          // cval &^ seg
	VPOR    Y4, Y5, Y5          // maxLane
	CMPL    R10, $1
	JEQ     shflup
	JLT     shflidx
	CMPL    R10, $2
	JEQ     shfldown
	VPXOR   Y0, Y14, Y6         // BFLY: j = L ^ b
	VPCMPGTD Y5, Y6, Y7         // j > maxLane
	JMP     shflpick

shflidx:
	VPANDN  Y0, Y3, Y6          // b &^ seg
	VPOR    Y4, Y6, Y6          // j = minLane | b&^seg
	VPCMPGTD Y5, Y6, Y7         // j > maxLane
	JMP     shflpick

shflup:
	VPSUBD  Y0, Y14, Y6         // j = L - b
	VPCMPGTD Y6, Y5, Y7         // maxLane > j
	JMP     shflpick

shfldown:
	VPADDD  Y0, Y14, Y6         // j = L + b
	VPCMPGTD Y5, Y6, Y7         // j > maxLane

shflpick:
	VPBLENDVB Y7, Y14, Y6, Y6   // notok: L
	VPAND   Y15, Y6, Y6
	VPCMPEQD Y8, Y8, Y8
	VPGATHERDD Y8, (SI)(Y6*4), Y9
	VMOVDQU Y9, (DI)(CX*4)
	VMOVMSKPS Y7, AX
	SHLL    CX, AX
	ORL     AX, R11
	VPADDD  Y13, Y14, Y14
	ADDQ    $8, CX
	CMPQ    CX, $32
	JLT     shflblock
	NOTL    R11
	MOVL    R11, pbits+40(FP)
	VZEROUPPER
	RET
