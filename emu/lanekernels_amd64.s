//go:build amd64 && !purego

#include "textflag.h"

// SSE2 and AVX2 versions of the lane kernels in lanekernels.go: four lanes
// per instruction, or eight when the CPU and OS support AVX2 (useAVX2, set
// once at start-up by hasAVX2). Each block of lanes is loaded before it is
// stored, so the destination may be one of the sources. The AVX2 paths end
// with VZEROUPPER: Go code runs SSE instructions, which would otherwise pay
// for the dirty upper halves.

// func hasAVX2() bool
// CPUID says the CPU has AVX and AVX2 and the OS saves the YMM state
// (OSXSAVE, and XCR0 bits 1 and 2).
TEXT ·hasAVX2(SB), NOSPLIT, $0-1
	XORL  AX, AX
	XORL  CX, CX
	CPUID
	CMPL  AX, $7
	JB    noavx2
	MOVL  $1, AX
	XORL  CX, CX
	CPUID
	ANDL  $0x18000000, CX // OSXSAVE (bit 27), AVX (bit 28)
	CMPL  CX, $0x18000000
	JNE   noavx2
	XORL  CX, CX
	XGETBV
	ANDL  $6, AX
	CMPL  AX, $6
	JNE   noavx2
	MOVL  $7, AX
	XORL  CX, CX
	CPUID
	ANDL  $0x20, BX // AVX2 (leaf 7, EBX bit 5)
	JZ    noavx2
	MOVB  $1, ret+0(FP)
	RET

noavx2:
	MOVB  $0, ret+0(FP)
	RET

// func addLanes(d, a, b *[32]uint32, ax, bx, k uint32)
TEXT ·addLanes(SB), NOSPLIT, $0-36
	MOVQ  d+0(FP), DI
	MOVQ  a+8(FP), SI
	MOVQ  b+16(FP), DX
	CMPB  ·useAVX2(SB), $0
	JNE   addavx2
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

addavx2:
	MOVL    ax+24(FP), AX
	VMOVD   AX, X12
	VPBROADCASTD X12, Y12
	MOVL    bx+28(FP), AX
	VMOVD   AX, X13
	VPBROADCASTD X13, Y13
	MOVL    k+32(FP), AX
	VMOVD   AX, X14
	VPBROADCASTD X14, Y14
	VPXOR   0(SI), Y12, Y0
	VPXOR   32(SI), Y12, Y1
	VPXOR   64(SI), Y12, Y2
	VPXOR   96(SI), Y12, Y3
	VPXOR   0(DX), Y13, Y4
	VPXOR   32(DX), Y13, Y5
	VPXOR   64(DX), Y13, Y6
	VPXOR   96(DX), Y13, Y7
	VPADDD  Y4, Y0, Y0
	VPADDD  Y5, Y1, Y1
	VPADDD  Y6, Y2, Y2
	VPADDD  Y7, Y3, Y3
	VPADDD  Y14, Y0, Y0
	VPADDD  Y14, Y1, Y1
	VPADDD  Y14, Y2, Y2
	VPADDD  Y14, Y3, Y3
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VMOVDQU Y3, 96(DI)
	VZEROUPPER
	RET

// func madLanes(d, a, b, c *[32]uint32)
TEXT ·madLanes(SB), NOSPLIT, $0-32
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ c+24(FP), BX
	CMPB ·useAVX2(SB), $0
	JNE  madavx2
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

madavx2: // lanes 8k..8k+7 of d depend only on those of a, b and c
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VPMULLD 0(DX), Y0, Y0
	VPMULLD 32(DX), Y1, Y1
	VPMULLD 64(DX), Y2, Y2
	VPMULLD 96(DX), Y3, Y3
	VPADDD  0(BX), Y0, Y0
	VPADDD  32(BX), Y1, Y1
	VPADDD  64(BX), Y2, Y2
	VPADDD  96(BX), Y3, Y3
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VMOVDQU Y3, 96(DI)
	VZEROUPPER
	RET

// func cmpLanes(a, b *[32]uint32, bias uint32) (lt, eq uint32)
// From the top block down, shifting each block's four bits in.
TEXT ·cmpLanes(SB), NOSPLIT, $0-32
	MOVQ  a+0(FP), SI
	MOVQ  b+8(FP), DX
	CMPB  ·useAVX2(SB), $0
	JNE   cmpavx2
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

cmpavx2: // per block of 8 lanes: b > a on the biased values, a == b; each mask's four blocks packed to bytes, put in lane order (packLaneOrder, aluisetp_amd64.s) and gathered by VPMOVMSKB
	MOVL    bias+16(FP), AX
	VMOVD   AX, X15
	VPBROADCASTD X15, Y15
	VMOVDQU  0(SI), Y0
	VMOVDQU  32(SI), Y1
	VMOVDQU  64(SI), Y2
	VMOVDQU  96(SI), Y3
	VPCMPEQD 0(DX), Y0, Y8
	VPCMPEQD 32(DX), Y1, Y9
	VPCMPEQD 64(DX), Y2, Y10
	VPCMPEQD 96(DX), Y3, Y11
	VPXOR    Y15, Y0, Y0
	VPXOR    Y15, Y1, Y1
	VPXOR    Y15, Y2, Y2
	VPXOR    Y15, Y3, Y3
	VPXOR    0(DX), Y15, Y4
	VPXOR    32(DX), Y15, Y5
	VPXOR    64(DX), Y15, Y6
	VPXOR    96(DX), Y15, Y7
	VPCMPGTD Y0, Y4, Y4
	VPCMPGTD Y1, Y5, Y5
	VPCMPGTD Y2, Y6, Y6
	VPCMPGTD Y3, Y7, Y7
	VMOVDQU   ·packLaneOrder(SB), Y12
	VPACKSSDW Y5, Y4, Y4
	VPACKSSDW Y7, Y6, Y6
	VPACKSSWB Y6, Y4, Y4
	VPERMD    Y4, Y12, Y4
	VPMOVMSKB Y4, AX
	MOVL      AX, lt+24(FP)
	VPACKSSDW Y9, Y8, Y8
	VPACKSSDW Y11, Y10, Y10
	VPACKSSWB Y10, Y8, Y8
	VPERMD    Y8, Y12, Y8
	VPMOVMSKB Y8, AX
	MOVL      AX, eq+28(FP)
	VZEROUPPER
	RET

// func xor3Lanes(d, a, b, c *[32]uint32)
TEXT ·xor3Lanes(SB), NOSPLIT, $0-32
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ c+24(FP), BX
	CMPB ·useAVX2(SB), $0
	JNE  xoravx2
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

xoravx2:
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VPXOR   0(DX), Y0, Y0
	VPXOR   32(DX), Y1, Y1
	VPXOR   64(DX), Y2, Y2
	VPXOR   96(DX), Y3, Y3
	VPXOR   0(BX), Y0, Y0
	VPXOR   32(BX), Y1, Y1
	VPXOR   64(BX), Y2, Y2
	VPXOR   96(BX), Y3, Y3
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VMOVDQU Y3, 96(DI)
	VZEROUPPER
	RET

// laneBits<>: dword j is 1<<j, the bit of lane j in a lane mask.
DATA laneBits<>+0(SB)/4, $0x1
DATA laneBits<>+4(SB)/4, $0x2
DATA laneBits<>+8(SB)/4, $0x4
DATA laneBits<>+12(SB)/4, $0x8
DATA laneBits<>+16(SB)/4, $0x10
DATA laneBits<>+20(SB)/4, $0x20
DATA laneBits<>+24(SB)/4, $0x40
DATA laneBits<>+28(SB)/4, $0x80
DATA laneBits<>+32(SB)/4, $0x100
DATA laneBits<>+36(SB)/4, $0x200
DATA laneBits<>+40(SB)/4, $0x400
DATA laneBits<>+44(SB)/4, $0x800
DATA laneBits<>+48(SB)/4, $0x1000
DATA laneBits<>+52(SB)/4, $0x2000
DATA laneBits<>+56(SB)/4, $0x4000
DATA laneBits<>+60(SB)/4, $0x8000
DATA laneBits<>+64(SB)/4, $0x10000
DATA laneBits<>+68(SB)/4, $0x20000
DATA laneBits<>+72(SB)/4, $0x40000
DATA laneBits<>+76(SB)/4, $0x80000
DATA laneBits<>+80(SB)/4, $0x100000
DATA laneBits<>+84(SB)/4, $0x200000
DATA laneBits<>+88(SB)/4, $0x400000
DATA laneBits<>+92(SB)/4, $0x800000
DATA laneBits<>+96(SB)/4, $0x1000000
DATA laneBits<>+100(SB)/4, $0x2000000
DATA laneBits<>+104(SB)/4, $0x4000000
DATA laneBits<>+108(SB)/4, $0x8000000
DATA laneBits<>+112(SB)/4, $0x10000000
DATA laneBits<>+116(SB)/4, $0x20000000
DATA laneBits<>+120(SB)/4, $0x40000000
DATA laneBits<>+124(SB)/4, $0x80000000
GLOBL laneBits<>(SB), RODATA|NOPTR, $128

// func selLanes(d, a, b *[32]uint32, sel, m uint32)
// Lane masks from the bit masks: broadcast the mask, AND it with lane j's
// bit, compare with that bit (all ones where set). Then
// r = a&S | b&^S, d = r&M | d&^M.
TEXT ·selLanes(SB), NOSPLIT, $0-32
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	LEAQ laneBits<>(SB), BX
	CMPB ·useAVX2(SB), $0
	JNE  selavx2
	MOVL sel+24(FP), AX
	MOVQ AX, X6
	PSHUFL $0, X6, X6
	MOVL m+28(FP), AX
	MOVQ AX, X7
	PSHUFL $0, X7, X7
	MOVQ $8, CX

selloop:
	MOVOU   0(BX), X4 // the four lanes' bits
	MOVO    X4, X2
	PAND    X6, X2
	PCMPEQL X4, X2 // S
	MOVO    X4, X3
	PAND    X7, X3
	PCMPEQL X4, X3 // M
	MOVOU   0(SI), X0
	MOVOU   0(DX), X1
	PAND    X2, X0
	PANDN   X1, X2   // X2 = b &^ S
	POR     X2, X0   // r
	MOVOU   0(DI), X1
	PAND    X3, X0
	PANDN   X1, X3   // X3 = d &^ M
	POR     X3, X0
	MOVOU   X0, 0(DI)
	ADDQ    $16, SI
	ADDQ    $16, DX
	ADDQ    $16, DI
	ADDQ    $16, BX
	DECQ    CX
	JNZ     selloop
	RET

selavx2:
	// Unrolled over the four blocks; d's lanes outside m are kept by a
	// second blend (Y7 has ^m), which a whole warp skips.
	MOVL         sel+24(FP), AX
	VMOVD        AX, X6
	VPBROADCASTD X6, Y6
	MOVL         m+28(FP), AX
	CMPL         AX, $-1
	JEQ          selavx2all
	NOTL         AX
	VMOVD        AX, X7
	VPBROADCASTD X7, Y7
	VPAND     0(BX), Y6, Y2
	VPCMPEQD  0(BX), Y2, Y2 // S: the lanes that take a
	VMOVDQU   0(DX), Y0
	VPBLENDVB Y2, 0(SI), Y0, Y0 // S ? a : b
	VPAND     0(BX), Y7, Y3
	VPCMPEQD  0(BX), Y3, Y3 // the lanes outside m
	VPBLENDVB Y3, 0(DI), Y0, Y0
	VMOVDQU   Y0, 0(DI)
	VPAND     32(BX), Y6, Y2
	VPCMPEQD  32(BX), Y2, Y2 // S: the lanes that take a
	VMOVDQU   32(DX), Y0
	VPBLENDVB Y2, 32(SI), Y0, Y0 // S ? a : b
	VPAND     32(BX), Y7, Y3
	VPCMPEQD  32(BX), Y3, Y3 // the lanes outside m
	VPBLENDVB Y3, 32(DI), Y0, Y0
	VMOVDQU   Y0, 32(DI)
	VPAND     64(BX), Y6, Y2
	VPCMPEQD  64(BX), Y2, Y2 // S: the lanes that take a
	VMOVDQU   64(DX), Y0
	VPBLENDVB Y2, 64(SI), Y0, Y0 // S ? a : b
	VPAND     64(BX), Y7, Y3
	VPCMPEQD  64(BX), Y3, Y3 // the lanes outside m
	VPBLENDVB Y3, 64(DI), Y0, Y0
	VMOVDQU   Y0, 64(DI)
	VPAND     96(BX), Y6, Y2
	VPCMPEQD  96(BX), Y2, Y2 // S: the lanes that take a
	VMOVDQU   96(DX), Y0
	VPBLENDVB Y2, 96(SI), Y0, Y0 // S ? a : b
	VPAND     96(BX), Y7, Y3
	VPCMPEQD  96(BX), Y3, Y3 // the lanes outside m
	VPBLENDVB Y3, 96(DI), Y0, Y0
	VMOVDQU   Y0, 96(DI)
	VZEROUPPER
	RET

selavx2all:
	VPAND     0(BX), Y6, Y2
	VPCMPEQD  0(BX), Y2, Y2 // S: the lanes that take a
	VMOVDQU   0(DX), Y0
	VPBLENDVB Y2, 0(SI), Y0, Y0 // S ? a : b
	VMOVDQU   Y0, 0(DI)
	VPAND     32(BX), Y6, Y2
	VPCMPEQD  32(BX), Y2, Y2 // S: the lanes that take a
	VMOVDQU   32(DX), Y0
	VPBLENDVB Y2, 32(SI), Y0, Y0 // S ? a : b
	VMOVDQU   Y0, 32(DI)
	VPAND     64(BX), Y6, Y2
	VPCMPEQD  64(BX), Y2, Y2 // S: the lanes that take a
	VMOVDQU   64(DX), Y0
	VPBLENDVB Y2, 64(SI), Y0, Y0 // S ? a : b
	VMOVDQU   Y0, 64(DI)
	VPAND     96(BX), Y6, Y2
	VPCMPEQD  96(BX), Y2, Y2 // S: the lanes that take a
	VMOVDQU   96(DX), Y0
	VPBLENDVB Y2, 96(SI), Y0, Y0 // S ? a : b
	VMOVDQU   Y0, 96(DI)
	VZEROUPPER
	RET
