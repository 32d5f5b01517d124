//go:build amd64 && !purego

#include "textflag.h"

// SSE2 versions of the lane kernels in lanekernels.go, four lanes per
// instruction. Each loop iteration loads a block of lanes before it stores
// it, so the destination may be one of the sources.

// func addLanes(d, a, b *[32]uint32, ax, bx, k uint32)
TEXT ·addLanes(SB), NOSPLIT, $0-36
	MOVQ  d+0(FP), DI
	MOVQ  a+8(FP), SI
	MOVQ  b+16(FP), DX
	MOVL  ax+24(FP), AX
	MOVQ  AX, X5
	PSHUFL $0, X5, X5
	MOVL  bx+28(FP), AX
	MOVQ  AX, X6
	PSHUFL $0, X6, X6
	MOVL  k+32(FP), AX
	MOVQ  AX, X7
	PSHUFL $0, X7, X7
	MOVQ  $4, CX

addloop:
	MOVOU 0(SI), X0
	MOVOU 16(SI), X1
	MOVOU 0(DX), X2
	MOVOU 16(DX), X3
	PXOR  X5, X0
	PXOR  X5, X1
	PXOR  X6, X2
	PXOR  X6, X3
	PADDL X2, X0
	PADDL X3, X1
	PADDL X7, X0
	PADDL X7, X1
	MOVOU X0, 0(DI)
	MOVOU X1, 16(DI)
	ADDQ  $32, SI
	ADDQ  $32, DX
	ADDQ  $32, DI
	DECQ  CX
	JNZ   addloop
	RET

// func madLanes(d, a, b, c *[32]uint32)
TEXT ·madLanes(SB), NOSPLIT, $0-32
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ c+24(FP), BX
	MOVQ $8, CX

madloop:
	MOVOU 0(SI), X0 // a0 a1 a2 a3
	MOVOU 0(DX), X1 // b0 b1 b2 b3
	MOVOU 0(BX), X4
	MOVO  X0, X2
	MOVO  X1, X3
	PSRLQ $32, X2 // a1 a3
	PSRLQ $32, X3 // b1 b3
	PMULULQ X1, X0 // a0*b0, a2*b2 (64 bits each)
	PMULULQ X3, X2 // a1*b1, a3*b3
	PSHUFL $0x08, X0, X0 // low words: p0 p2
	PSHUFL $0x08, X2, X2 // p1 p3
	PUNPCKLLQ X2, X0 // p0 p1 p2 p3
	PADDL X4, X0
	MOVOU X0, 0(DI)
	ADDQ  $16, SI
	ADDQ  $16, DX
	ADDQ  $16, BX
	ADDQ  $16, DI
	DECQ  CX
	JNZ   madloop
	RET

// func cmpLanes(a, b *[32]uint32, bias uint32) (lt, eq uint32)
// From the top block down, shifting each block's four bits in.
TEXT ·cmpLanes(SB), NOSPLIT, $0-32
	MOVQ  a+0(FP), SI
	MOVQ  b+8(FP), DX
	MOVL  bias+16(FP), AX
	MOVQ  AX, X7
	PSHUFL $0, X7, X7
	ADDQ  $112, SI
	ADDQ  $112, DX
	XORL  R8, R8
	XORL  R9, R9
	MOVQ  $8, CX

cmploop:
	MOVOU 0(SI), X0
	MOVOU 0(DX), X1
	MOVO  X0, X2
	PCMPEQL X1, X2 // a == b
	PXOR  X7, X0
	PXOR  X7, X1
	PCMPGTL X0, X1 // b > a
	MOVMSKPS X1, AX
	MOVMSKPS X2, BX
	SHLL  $4, R8
	SHLL  $4, R9
	ORL   AX, R8
	ORL   BX, R9
	SUBQ  $16, SI
	SUBQ  $16, DX
	DECQ  CX
	JNZ   cmploop
	MOVL  R8, lt+24(FP)
	MOVL  R9, eq+28(FP)
	RET

// func xor3Lanes(d, a, b, c *[32]uint32)
TEXT ·xor3Lanes(SB), NOSPLIT, $0-32
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ c+24(FP), BX
	MOVQ $4, CX

xorloop:
	MOVOU 0(SI), X0
	MOVOU 16(SI), X1
	MOVOU 0(DX), X2
	MOVOU 16(DX), X3
	MOVOU 0(BX), X4
	MOVOU 16(BX), X5
	PXOR  X2, X0
	PXOR  X3, X1
	PXOR  X4, X0
	PXOR  X5, X1
	MOVOU X0, 0(DI)
	MOVOU X1, 16(DI)
	ADDQ  $32, SI
	ADDQ  $32, DX
	ADDQ  $32, BX
	ADDQ  $32, DI
	DECQ  CX
	JNZ   xorloop
	RET
