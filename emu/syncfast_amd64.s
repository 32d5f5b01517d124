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
// d must not be src (execSHFL passes a copy); it may be bv or cv, each
// block's being read before the block of d is written.
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

// REDUCE folds Y0-Y3 (the 32 lanes) into the low lane of X0 by op: the
// blocks pairwise, then the halves, quads and pairs of the last block.
#define REDUCE(op) \
	op Y1, Y0, Y0; \
	op Y3, Y2, Y2; \
	op Y2, Y0, Y0; \
	VEXTRACTI128 $1, Y0, X1; \
	op X1, X0, X0; \
	VPSHUFD $0x4e, X0, X1; \
	op X1, X0, X0; \
	VPSHUFD $0xb1, X0, X1; \
	op X1, X0, X0; \
	JMP reddone

// func reduceFullAVX2(a *[32]uint32, op uint32, signed bool) uint32
// reduceLanes over all 32 lanes for op 0-5 (AND, OR, XOR, SUM, MAX, MIN):
// the operations are associative and commutative, so the tree's order gives
// the lane walk's result. The caller passes no other op.
TEXT ·reduceFullAVX2(SB), NOSPLIT, $0-20
	MOVQ    a+0(FP), SI
	MOVL    op+8(FP), AX
	MOVBLZX signed+12(FP), BX
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	CMPL    AX, $3
	JEQ     redsum
	JGT     redminmax
	CMPL    AX, $1
	JEQ     redor
	JGT     redxor
	REDUCE(VPAND)

redor:
	REDUCE(VPOR)

redxor:
	REDUCE(VPXOR)

redsum:
	REDUCE(VPADDD)

redminmax:
	CMPL    AX, $4
	JNE     redmin
	TESTL   BX, BX
	JEQ     redmaxu
	REDUCE(VPMAXSD)

redmaxu:
	REDUCE(VPMAXUD)

redmin:
	TESTL   BX, BX
	JEQ     redminu
	REDUCE(VPMINSD)

redminu:
	REDUCE(VPMINUD)

reddone:
	VMOVD   X0, AX
	MOVL    AX, ret+16(FP)
	VZEROUPPER
	RET
