//go:build amd64 && !purego

#include "textflag.h"

// AVX2 versions of the masked kernels in lanemask.go, eight lanes per
// instruction, one block of eight lanes per loop iteration (the callers
// use them only when useAVX2 is set). Each block of the sources and of d
// is loaded before the block of d is stored, so d may be a source.
//
// The lanes of m are written by a blend: BX walks maskLaneBits<> (dword j
// is 1<<j) block by block, Y12 holds ^m in every dword, and a lane whose
// bit of ^m is set (inactive) takes d's old value.

// MSTORE stores res to the block of d at DI, keeping d's inactive lanes
// (Y10 is scratch).
#define MSTORE(res) \
	VPAND     0(BX), Y12, Y10; \
	VPCMPEQD  0(BX), Y10, Y10; \
	VPBLENDVB Y10, 0(DI), res, res; \
	VMOVDQU   res, 0(DI)

// NOTMASK sets Y12 to ^m (m in AX) in every dword and BX to the lane bits.
#define NOTMASK \
	NOTL         AX; \
	VMOVD        AX, X12; \
	VPBROADCASTD X12, Y12; \
	LEAQ         maskLaneBits<>(SB), BX

// CARRY sets Y7's sign bits to the carry out of S1 = A + B (A in Y0, B in
// Y1, S1 in Y2: the majority of the top bits of A, B and the carry into
// them) or of S2 = S1 + K (S2 in Y3, K at most 3: S1 &^ S2), as
// lanewide_amd64.s's addCarryLanesAVX2 (Y8, Y9 scratch).
#define CARRY \
	VPAND  Y1, Y0, Y7; \
	VPOR   Y1, Y0, Y8; \
	VPANDN Y8, Y2, Y8; \
	VPOR   Y8, Y7, Y7; \
	VPANDN Y2, Y3, Y9; \
	VPOR   Y9, Y7, Y7

// PPBITS sets Y5 to all ones in the lanes of the block where pp (Y11)
// has the lane's bit.
#define PPBITS \
	VPAND    0(BX), Y11, Y5; \
	VPCMPEQD 0(BX), Y5, Y5

// func addCarryMaskAVX2(d, a, b *[32]uint32, ax, bx, k, pp, m uint32) (carry uint32)
// lanewide_amd64.s's addCarryLanesAVX2 with the blend, unrolled over the
// four blocks.
TEXT ·addCarryMaskAVX2(SB), NOSPLIT, $0-52
	MOVQ         d+0(FP), DI
	MOVQ         a+8(FP), SI
	MOVQ         b+16(FP), DX
	MOVL         ax+24(FP), AX
	VMOVD        AX, X13
	VPBROADCASTD X13, Y13
	MOVL         bx+28(FP), AX
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	MOVL         k+32(FP), AX
	VMOVD        AX, X15
	VPBROADCASTD X15, Y15
	MOVL         pp+36(FP), AX
	VMOVD        AX, X11
	VPBROADCASTD X11, Y11
	MOVL         m+40(FP), AX
	NOTMASK
	XORL         R9, R9 // the carry mask
	VPXOR     0(SI), Y13, Y0 // A
	VPXOR     0(DX), Y14, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPAND     0(BX), Y11, Y5
	VPCMPEQD  0(BX), Y5, Y5 // all ones where pp has the lane
	VPSUBD    Y5, Y15, Y6 // K
	VPADDD    Y6, Y2, Y3 // S2
	CARRY
	VPAND     0(BX), Y12, Y10
	VPCMPEQD  0(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 0(DI), Y3, Y3
	VMOVDQU   Y3, 0(DI)
	VMOVMSKPS Y7, AX
	ORL       AX, R9
	VPXOR     32(SI), Y13, Y0 // A
	VPXOR     32(DX), Y14, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPAND     32(BX), Y11, Y5
	VPCMPEQD  32(BX), Y5, Y5 // all ones where pp has the lane
	VPSUBD    Y5, Y15, Y6 // K
	VPADDD    Y6, Y2, Y3 // S2
	CARRY
	VPAND     32(BX), Y12, Y10
	VPCMPEQD  32(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 32(DI), Y3, Y3
	VMOVDQU   Y3, 32(DI)
	VMOVMSKPS Y7, AX
	SHLL      $8, AX
	ORL       AX, R9
	VPXOR     64(SI), Y13, Y0 // A
	VPXOR     64(DX), Y14, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPAND     64(BX), Y11, Y5
	VPCMPEQD  64(BX), Y5, Y5 // all ones where pp has the lane
	VPSUBD    Y5, Y15, Y6 // K
	VPADDD    Y6, Y2, Y3 // S2
	CARRY
	VPAND     64(BX), Y12, Y10
	VPCMPEQD  64(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 64(DI), Y3, Y3
	VMOVDQU   Y3, 64(DI)
	VMOVMSKPS Y7, AX
	SHLL      $16, AX
	ORL       AX, R9
	VPXOR     96(SI), Y13, Y0 // A
	VPXOR     96(DX), Y14, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPAND     96(BX), Y11, Y5
	VPCMPEQD  96(BX), Y5, Y5 // all ones where pp has the lane
	VPSUBD    Y5, Y15, Y6 // K
	VPADDD    Y6, Y2, Y3 // S2
	CARRY
	VPAND     96(BX), Y12, Y10
	VPCMPEQD  96(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 96(DI), Y3, Y3
	VMOVDQU   Y3, 96(DI)
	VMOVMSKPS Y7, AX
	SHLL      $24, AX
	ORL       AX, R9
	MOVL         R9, carry+48(FP)
	VZEROUPPER
	RET

// func shiftAddMaskAVX2(d, x, y, b *[32]uint32, nx, ny uint64, kind, pp, m uint32) (carry uint32)
// The four blocks of x and y are loaded and shifted first (the shifts by a
// count register shift every bit out for counts of 32 or more, VPSRAD
// leaving copies of the sign, as Go's shifts do), then each block's sum
// with b and pp's bit is stored, by a blend unless m has every lane.
TEXT ·shiftAddMaskAVX2(SB), NOSPLIT, $0-68
	MOVQ    d+0(FP), DI
	MOVQ    x+8(FP), SI
	MOVQ    y+16(FP), DX
	MOVQ    b+24(FP), R8
	VMOVQ   nx+32(FP), X14
	VMOVQ   ny+40(FP), X15
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VMOVDQU 0(DX), Y4
	VMOVDQU 32(DX), Y5
	VMOVDQU 64(DX), Y6
	VMOVDQU 96(DX), Y7
	MOVL    kind+48(FP), AX
	CMPL    AX, $1
	JEQ     sashr
	JA      sasar
	VPSLLD  X14, Y0, Y0
	VPSLLD  X14, Y1, Y1
	VPSLLD  X14, Y2, Y2
	VPSLLD  X14, Y3, Y3
	VPSRLD  X15, Y4, Y4
	VPSRLD  X15, Y5, Y5
	VPSRLD  X15, Y6, Y6
	VPSRLD  X15, Y7, Y7
	JMP     saor

sashr:
	VPSRLD X14, Y0, Y0
	VPSRLD X14, Y1, Y1
	VPSRLD X14, Y2, Y2
	VPSRLD X14, Y3, Y3
	JMP    sayleft

sasar:
	VPSRAD X14, Y0, Y0
	VPSRAD X14, Y1, Y1
	VPSRAD X14, Y2, Y2
	VPSRAD X14, Y3, Y3

sayleft:
	VPSLLD X15, Y4, Y4
	VPSLLD X15, Y5, Y5
	VPSLLD X15, Y6, Y6
	VPSLLD X15, Y7, Y7

saor:
	VPOR         Y4, Y0, Y0 // A, block by block
	VPOR         Y5, Y1, Y1
	VPOR         Y6, Y2, Y2
	VPOR         Y7, Y3, Y3
	MOVL         pp+52(FP), AX
	VMOVD        AX, X11
	VPBROADCASTD X11, Y11
	LEAQ         maskLaneBits<>(SB), BX
	XORL         R9, R9 // the carry mask
	MOVL         m+56(FP), AX
	CMPL         AX, $-1
	JEQ          saall
	NOTL         AX
	VMOVD        AX, X12
	VPBROADCASTD X12, Y12
	VMOVDQU   0(R8), Y4 // B
	VPADDD    Y4, Y0, Y5 // S1
	VPAND     0(BX), Y11, Y6
	VPCMPEQD  0(BX), Y6, Y6 // all ones where pp has the lane
	VPSUBD    Y6, Y5, Y7 // S2 = S1 + pp's bit
	VPAND     Y4, Y0, Y8
	VPOR      Y4, Y0, Y9
	VPANDN    Y9, Y5, Y9 // (A | B) &^ S1
	VPOR      Y9, Y8, Y8 // the carry of A + B in the sign bits
	VPANDN    Y5, Y7, Y9 // S1 &^ S2: the carry of S1 + pp's bit
	VPOR      Y9, Y8, Y8
	VPAND     0(BX), Y12, Y10
	VPCMPEQD  0(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 0(DI), Y7, Y7
	VMOVDQU   Y7, 0(DI)
	VMOVMSKPS Y8, AX
	ORL       AX, R9
	VMOVDQU   32(R8), Y4 // B
	VPADDD    Y4, Y1, Y5 // S1
	VPAND     32(BX), Y11, Y6
	VPCMPEQD  32(BX), Y6, Y6 // all ones where pp has the lane
	VPSUBD    Y6, Y5, Y7 // S2 = S1 + pp's bit
	VPAND     Y4, Y1, Y8
	VPOR      Y4, Y1, Y9
	VPANDN    Y9, Y5, Y9 // (A | B) &^ S1
	VPOR      Y9, Y8, Y8 // the carry of A + B in the sign bits
	VPANDN    Y5, Y7, Y9 // S1 &^ S2: the carry of S1 + pp's bit
	VPOR      Y9, Y8, Y8
	VPAND     32(BX), Y12, Y10
	VPCMPEQD  32(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 32(DI), Y7, Y7
	VMOVDQU   Y7, 32(DI)
	VMOVMSKPS Y8, AX
	SHLL      $8, AX
	ORL       AX, R9
	VMOVDQU   64(R8), Y4 // B
	VPADDD    Y4, Y2, Y5 // S1
	VPAND     64(BX), Y11, Y6
	VPCMPEQD  64(BX), Y6, Y6 // all ones where pp has the lane
	VPSUBD    Y6, Y5, Y7 // S2 = S1 + pp's bit
	VPAND     Y4, Y2, Y8
	VPOR      Y4, Y2, Y9
	VPANDN    Y9, Y5, Y9 // (A | B) &^ S1
	VPOR      Y9, Y8, Y8 // the carry of A + B in the sign bits
	VPANDN    Y5, Y7, Y9 // S1 &^ S2: the carry of S1 + pp's bit
	VPOR      Y9, Y8, Y8
	VPAND     64(BX), Y12, Y10
	VPCMPEQD  64(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 64(DI), Y7, Y7
	VMOVDQU   Y7, 64(DI)
	VMOVMSKPS Y8, AX
	SHLL      $16, AX
	ORL       AX, R9
	VMOVDQU   96(R8), Y4 // B
	VPADDD    Y4, Y3, Y5 // S1
	VPAND     96(BX), Y11, Y6
	VPCMPEQD  96(BX), Y6, Y6 // all ones where pp has the lane
	VPSUBD    Y6, Y5, Y7 // S2 = S1 + pp's bit
	VPAND     Y4, Y3, Y8
	VPOR      Y4, Y3, Y9
	VPANDN    Y9, Y5, Y9 // (A | B) &^ S1
	VPOR      Y9, Y8, Y8 // the carry of A + B in the sign bits
	VPANDN    Y5, Y7, Y9 // S1 &^ S2: the carry of S1 + pp's bit
	VPOR      Y9, Y8, Y8
	VPAND     96(BX), Y12, Y10
	VPCMPEQD  96(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 96(DI), Y7, Y7
	VMOVDQU   Y7, 96(DI)
	VMOVMSKPS Y8, AX
	SHLL      $24, AX
	ORL       AX, R9
	MOVL         R9, carry+64(FP)
	VZEROUPPER
	RET

saall:
	VMOVDQU   0(R8), Y4 // B
	VPADDD    Y4, Y0, Y5 // S1
	VPAND     0(BX), Y11, Y6
	VPCMPEQD  0(BX), Y6, Y6 // all ones where pp has the lane
	VPSUBD    Y6, Y5, Y7 // S2 = S1 + pp's bit
	VPAND     Y4, Y0, Y8
	VPOR      Y4, Y0, Y9
	VPANDN    Y9, Y5, Y9 // (A | B) &^ S1
	VPOR      Y9, Y8, Y8 // the carry of A + B in the sign bits
	VPANDN    Y5, Y7, Y9 // S1 &^ S2: the carry of S1 + pp's bit
	VPOR      Y9, Y8, Y8
	VMOVDQU   Y7, 0(DI)
	VMOVMSKPS Y8, AX
	ORL       AX, R9
	VMOVDQU   32(R8), Y4 // B
	VPADDD    Y4, Y1, Y5 // S1
	VPAND     32(BX), Y11, Y6
	VPCMPEQD  32(BX), Y6, Y6 // all ones where pp has the lane
	VPSUBD    Y6, Y5, Y7 // S2 = S1 + pp's bit
	VPAND     Y4, Y1, Y8
	VPOR      Y4, Y1, Y9
	VPANDN    Y9, Y5, Y9 // (A | B) &^ S1
	VPOR      Y9, Y8, Y8 // the carry of A + B in the sign bits
	VPANDN    Y5, Y7, Y9 // S1 &^ S2: the carry of S1 + pp's bit
	VPOR      Y9, Y8, Y8
	VMOVDQU   Y7, 32(DI)
	VMOVMSKPS Y8, AX
	SHLL      $8, AX
	ORL       AX, R9
	VMOVDQU   64(R8), Y4 // B
	VPADDD    Y4, Y2, Y5 // S1
	VPAND     64(BX), Y11, Y6
	VPCMPEQD  64(BX), Y6, Y6 // all ones where pp has the lane
	VPSUBD    Y6, Y5, Y7 // S2 = S1 + pp's bit
	VPAND     Y4, Y2, Y8
	VPOR      Y4, Y2, Y9
	VPANDN    Y9, Y5, Y9 // (A | B) &^ S1
	VPOR      Y9, Y8, Y8 // the carry of A + B in the sign bits
	VPANDN    Y5, Y7, Y9 // S1 &^ S2: the carry of S1 + pp's bit
	VPOR      Y9, Y8, Y8
	VMOVDQU   Y7, 64(DI)
	VMOVMSKPS Y8, AX
	SHLL      $16, AX
	ORL       AX, R9
	VMOVDQU   96(R8), Y4 // B
	VPADDD    Y4, Y3, Y5 // S1
	VPAND     96(BX), Y11, Y6
	VPCMPEQD  96(BX), Y6, Y6 // all ones where pp has the lane
	VPSUBD    Y6, Y5, Y7 // S2 = S1 + pp's bit
	VPAND     Y4, Y3, Y8
	VPOR      Y4, Y3, Y9
	VPANDN    Y9, Y5, Y9 // (A | B) &^ S1
	VPOR      Y9, Y8, Y8 // the carry of A + B in the sign bits
	VPANDN    Y5, Y7, Y9 // S1 &^ S2: the carry of S1 + pp's bit
	VPOR      Y9, Y8, Y8
	VMOVDQU   Y7, 96(DI)
	VMOVMSKPS Y8, AX
	SHLL      $24, AX
	ORL       AX, R9
	MOVL R9, carry+64(FP)
	VZEROUPPER
	RET

// func shiftOrMaskAVX2(d, x, y *[32]uint32, nx, ny uint64, kind, m uint32)
TEXT ·shiftOrMaskAVX2(SB), NOSPLIT, $0-48
	MOVQ  d+0(FP), DI
	MOVQ  x+8(FP), SI
	MOVQ  y+16(FP), DX
	VMOVQ nx+24(FP), X14
	VMOVQ ny+32(FP), X15
	MOVL  kind+40(FP), R10
	MOVL  m+44(FP), AX
	NOTMASK
	MOVQ  $4, CX

soloop:
	VMOVDQU 0(SI), Y0
	VMOVDQU 0(DX), Y1
	CMPL    R10, $1
	JEQ     soshr
	JA      sosar
	VPSLLD  X14, Y0, Y0
	VPSRLD  X15, Y1, Y1
	JMP     soor

soshr:
	VPSRLD X14, Y0, Y0
	VPSLLD X15, Y1, Y1
	JMP    soor

sosar:
	VPSRAD X14, Y0, Y0
	VPSLLD X15, Y1, Y1

soor:
	VPOR Y1, Y0, Y0
	MSTORE(Y0)
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, DI
	ADDQ $32, BX
	DECQ CX
	JNZ  soloop
	VZEROUPPER
	RET

// func lop3MaskAVX2(d, a, b, c *[32]uint32, k *[8]uint32, m uint32) (nz uint32)
// lanewide_amd64.s's lop3LanesAVX2 with the blend: the table's eight
// coefficients fill Y8..Y15, so ^m stays in R11 and each block's
// inactive lanes are worked out in Y0 after the result.
TEXT ·lop3MaskAVX2(SB), NOSPLIT, $0-52
	MOVQ         d+0(FP), DI
	MOVQ         a+8(FP), SI
	MOVQ         b+16(FP), DX
	MOVQ         c+24(FP), R8
	MOVQ         k+32(FP), AX
	MOVL         m+40(FP), R11
	NOTL         R11
	LEAQ         maskLaneBits<>(SB), BX
	VPBROADCASTD 0(AX), Y8
	VPBROADCASTD 4(AX), Y9
	VPBROADCASTD 8(AX), Y10
	VPBROADCASTD 12(AX), Y11
	VPBROADCASTD 16(AX), Y12
	VPBROADCASTD 20(AX), Y13
	VPBROADCASTD 24(AX), Y14
	VPBROADCASTD 28(AX), Y15
	XORL         R9, R9 // the zero lanes
	XORL         CX, CX // the block's first lane

lmloop:
	VMOVDQU      0(SI), Y0 // a
	VMOVDQU      0(DX), Y1 // b
	VMOVDQU      0(R8), Y2 // c
	VPAND        Y2, Y1, Y3  // bc
	VPAND        Y2, Y0, Y4  // ac
	VPAND        Y1, Y0, Y5  // ab
	VPAND        Y2, Y5, Y6  // abc
	VPAND        Y9, Y2, Y2  // c&k1
	VPAND        Y10, Y1, Y1 // b&k2
	VPAND        Y11, Y3, Y3 // bc&k3
	VPAND        Y12, Y0, Y0 // a&k4
	VPAND        Y13, Y4, Y4 // ac&k5
	VPAND        Y14, Y5, Y5 // ab&k6
	VPAND        Y15, Y6, Y6 // abc&k7
	VPXOR        Y8, Y2, Y2
	VPXOR        Y1, Y3, Y3
	VPXOR        Y0, Y4, Y4
	VPXOR        Y5, Y6, Y6
	VPXOR        Y2, Y3, Y3
	VPXOR        Y4, Y6, Y6
	VPXOR        Y3, Y6, Y6  // the result
	VMOVD        R11, X0
	VPBROADCASTD X0, Y0
	VPAND        0(BX), Y0, Y0
	VPCMPEQD     0(BX), Y0, Y0 // the inactive lanes
	VPBLENDVB    Y0, 0(DI), Y6, Y1
	VMOVDQU      Y1, 0(DI)
	VPXOR        Y7, Y7, Y7
	VPCMPEQD     Y7, Y6, Y6
	VMOVMSKPS    Y6, AX
	SHLL         CX, AX
	ORL          AX, R9
	ADDQ         $32, SI
	ADDQ         $32, DX
	ADDQ         $32, R8
	ADDQ         $32, DI
	ADDQ         $32, BX
	ADDL         $8, CX
	CMPL         CX, $32
	JNE          lmloop
	NOTL         R9
	MOVL         R9, nz+48(FP)
	VZEROUPPER
	RET

// func madMaskAVX2(d, a, b, c *[32]uint32, m uint32)
TEXT ·madMaskAVX2(SB), NOSPLIT, $0-36
	MOVQ   d+0(FP), DI
	MOVQ   a+8(FP), SI
	MOVQ   b+16(FP), DX
	MOVQ   c+24(FP), R8
	MOVL   m+32(FP), AX
	NOTMASK
	MOVQ   $4, CX

mmloop:
	VMOVDQU 0(SI), Y0
	VPMULLD 0(DX), Y0, Y0
	VPADDD  0(R8), Y0, Y0
	MSTORE(Y0)
	ADDQ    $32, SI
	ADDQ    $32, DX
	ADDQ    $32, R8
	ADDQ    $32, DI
	ADDQ    $32, BX
	DECQ    CX
	JNZ     mmloop
	VZEROUPPER
	RET

// func movMaskAVX2(d, s *[32]uint32, m uint32)
TEXT ·movMaskAVX2(SB), NOSPLIT, $0-20
	MOVQ    d+0(FP), DI
	MOVQ    s+8(FP), SI
	MOVL    m+16(FP), AX
	NOTMASK
	VMOVDQU 0(SI), Y0
	MSTORE(Y0)
	VMOVDQU 32(SI), Y0
	ADDQ    $32, DI
	ADDQ    $32, BX
	MSTORE(Y0)
	VMOVDQU 64(SI), Y0
	ADDQ    $32, DI
	ADDQ    $32, BX
	MSTORE(Y0)
	VMOVDQU 96(SI), Y0
	ADDQ    $32, DI
	ADDQ    $32, BX
	MSTORE(Y0)
	VZEROUPPER
	RET

// func movPairMaskAVX2(dl, dh, sl, sh *[32]uint32, m uint32)
// Every block of both sources is loaded before the first store.
TEXT ·movPairMaskAVX2(SB), NOSPLIT, $0-36
	MOVQ    dl+0(FP), DI
	MOVQ    dh+8(FP), R8
	MOVQ    sl+16(FP), SI
	MOVQ    sh+24(FP), DX
	MOVL    m+32(FP), AX
	NOTMASK
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VMOVDQU 0(DX), Y4
	VMOVDQU 32(DX), Y5
	VMOVDQU 64(DX), Y6
	VMOVDQU 96(DX), Y7
	VPAND     0(BX), Y12, Y8
	VPCMPEQD  0(BX), Y8, Y8
	VPAND     32(BX), Y12, Y9
	VPCMPEQD  32(BX), Y9, Y9
	VPAND     64(BX), Y12, Y10
	VPCMPEQD  64(BX), Y10, Y10
	VPAND     96(BX), Y12, Y11
	VPCMPEQD  96(BX), Y11, Y11 // the inactive lanes of each block
	VPBLENDVB Y8, 0(DI), Y0, Y0
	VPBLENDVB Y9, 32(DI), Y1, Y1
	VPBLENDVB Y10, 64(DI), Y2, Y2
	VPBLENDVB Y11, 96(DI), Y3, Y3
	VPBLENDVB Y8, 0(R8), Y4, Y4
	VPBLENDVB Y9, 32(R8), Y5, Y5
	VPBLENDVB Y10, 64(R8), Y6, Y6
	VPBLENDVB Y11, 96(R8), Y7, Y7
	VMOVDQU   Y0, 0(DI)
	VMOVDQU   Y1, 32(DI)
	VMOVDQU   Y2, 64(DI)
	VMOVDQU   Y3, 96(DI)
	VMOVDQU   Y4, 0(R8)
	VMOVDQU   Y5, 32(R8)
	VMOVDQU   Y6, 64(R8)
	VMOVDQU   Y7, 96(R8)
	VZEROUPPER
	RET

// func lop2MaskAVX2(d, a, b *[32]uint32, k *[4]uint32, m uint32)
// d = k0 ^ a&k1 ^ b&k2 ^ a&b&k3 in the lanes of m (by a blend unless m
// has every lane), unrolled over the four blocks.
TEXT ·lop2MaskAVX2(SB), NOSPLIT, $0-36
	MOVQ         d+0(FP), DI
	MOVQ         a+8(FP), SI
	MOVQ         b+16(FP), DX
	MOVQ         k+24(FP), AX
	VPBROADCASTD 0(AX), Y11
	VPBROADCASTD 4(AX), Y13
	VPBROADCASTD 8(AX), Y14
	VPBROADCASTD 12(AX), Y15
	MOVL         m+32(FP), AX
	CMPL         AX, $-1
	JEQ          l2all
	NOTMASK
	VMOVDQU   0(SI), Y0
	VMOVDQU   0(DX), Y1
	VPAND     Y1, Y0, Y2  // ab
	VPAND     Y13, Y0, Y0 // a&k1
	VPAND     Y14, Y1, Y1 // b&k2
	VPAND     Y15, Y2, Y2 // ab&k3
	VPXOR     Y11, Y0, Y0
	VPXOR     Y1, Y2, Y2
	VPXOR     Y2, Y0, Y0
	VPAND     0(BX), Y12, Y10
	VPCMPEQD  0(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 0(DI), Y0, Y0
	VMOVDQU   Y0, 0(DI)
	VMOVDQU   32(SI), Y0
	VMOVDQU   32(DX), Y1
	VPAND     Y1, Y0, Y2  // ab
	VPAND     Y13, Y0, Y0 // a&k1
	VPAND     Y14, Y1, Y1 // b&k2
	VPAND     Y15, Y2, Y2 // ab&k3
	VPXOR     Y11, Y0, Y0
	VPXOR     Y1, Y2, Y2
	VPXOR     Y2, Y0, Y0
	VPAND     32(BX), Y12, Y10
	VPCMPEQD  32(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 32(DI), Y0, Y0
	VMOVDQU   Y0, 32(DI)
	VMOVDQU   64(SI), Y0
	VMOVDQU   64(DX), Y1
	VPAND     Y1, Y0, Y2  // ab
	VPAND     Y13, Y0, Y0 // a&k1
	VPAND     Y14, Y1, Y1 // b&k2
	VPAND     Y15, Y2, Y2 // ab&k3
	VPXOR     Y11, Y0, Y0
	VPXOR     Y1, Y2, Y2
	VPXOR     Y2, Y0, Y0
	VPAND     64(BX), Y12, Y10
	VPCMPEQD  64(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 64(DI), Y0, Y0
	VMOVDQU   Y0, 64(DI)
	VMOVDQU   96(SI), Y0
	VMOVDQU   96(DX), Y1
	VPAND     Y1, Y0, Y2  // ab
	VPAND     Y13, Y0, Y0 // a&k1
	VPAND     Y14, Y1, Y1 // b&k2
	VPAND     Y15, Y2, Y2 // ab&k3
	VPXOR     Y11, Y0, Y0
	VPXOR     Y1, Y2, Y2
	VPXOR     Y2, Y0, Y0
	VPAND     96(BX), Y12, Y10
	VPCMPEQD  96(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 96(DI), Y0, Y0
	VMOVDQU   Y0, 96(DI)
	VZEROUPPER
	RET

l2all:
	VMOVDQU   0(SI), Y0
	VMOVDQU   0(DX), Y1
	VPAND     Y1, Y0, Y2  // ab
	VPAND     Y13, Y0, Y0 // a&k1
	VPAND     Y14, Y1, Y1 // b&k2
	VPAND     Y15, Y2, Y2 // ab&k3
	VPXOR     Y11, Y0, Y0
	VPXOR     Y1, Y2, Y2
	VPXOR     Y2, Y0, Y0
	VMOVDQU   Y0, 0(DI)
	VMOVDQU   32(SI), Y0
	VMOVDQU   32(DX), Y1
	VPAND     Y1, Y0, Y2  // ab
	VPAND     Y13, Y0, Y0 // a&k1
	VPAND     Y14, Y1, Y1 // b&k2
	VPAND     Y15, Y2, Y2 // ab&k3
	VPXOR     Y11, Y0, Y0
	VPXOR     Y1, Y2, Y2
	VPXOR     Y2, Y0, Y0
	VMOVDQU   Y0, 32(DI)
	VMOVDQU   64(SI), Y0
	VMOVDQU   64(DX), Y1
	VPAND     Y1, Y0, Y2  // ab
	VPAND     Y13, Y0, Y0 // a&k1
	VPAND     Y14, Y1, Y1 // b&k2
	VPAND     Y15, Y2, Y2 // ab&k3
	VPXOR     Y11, Y0, Y0
	VPXOR     Y1, Y2, Y2
	VPXOR     Y2, Y0, Y0
	VMOVDQU   Y0, 64(DI)
	VMOVDQU   96(SI), Y0
	VMOVDQU   96(DX), Y1
	VPAND     Y1, Y0, Y2  // ab
	VPAND     Y13, Y0, Y0 // a&k1
	VPAND     Y14, Y1, Y1 // b&k2
	VPAND     Y15, Y2, Y2 // ab&k3
	VPXOR     Y11, Y0, Y0
	VPXOR     Y1, Y2, Y2
	VPXOR     Y2, Y0, Y0
	VMOVDQU   Y0, 96(DI)
	VZEROUPPER
	RET

// func absMaskAVX2(d, b *[32]uint32, m uint32)
// VPABSD leaves 0x80000000 as it is, as IABS does.
TEXT ·absMaskAVX2(SB), NOSPLIT, $0-20
	MOVQ d+0(FP), DI
	MOVQ b+8(FP), SI
	MOVL m+16(FP), AX
	CMPL AX, $-1
	JEQ  absall
	NOTMASK
	VPABSD    0(SI), Y0
	VPAND     0(BX), Y12, Y10
	VPCMPEQD  0(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 0(DI), Y0, Y0
	VMOVDQU   Y0, 0(DI)
	VPABSD    32(SI), Y0
	VPAND     32(BX), Y12, Y10
	VPCMPEQD  32(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 32(DI), Y0, Y0
	VMOVDQU   Y0, 32(DI)
	VPABSD    64(SI), Y0
	VPAND     64(BX), Y12, Y10
	VPCMPEQD  64(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 64(DI), Y0, Y0
	VMOVDQU   Y0, 64(DI)
	VPABSD    96(SI), Y0
	VPAND     96(BX), Y12, Y10
	VPCMPEQD  96(BX), Y10, Y10 // the inactive lanes
	VPBLENDVB Y10, 96(DI), Y0, Y0
	VMOVDQU   Y0, 96(DI)
	VZEROUPPER
	RET

absall:
	VPABSD    0(SI), Y0
	VMOVDQU   Y0, 0(DI)
	VPABSD    32(SI), Y0
	VMOVDQU   Y0, 32(DI)
	VPABSD    64(SI), Y0
	VMOVDQU   Y0, 64(DI)
	VPABSD    96(SI), Y0
	VMOVDQU   Y0, 96(DI)
	VZEROUPPER
	RET

// func imnmxMaskAVX2(d, a, b *[32]uint32, signed bool, pp, m uint32)
// lanemask.go's imnmxMaskGo, eight lanes per block: VPMINSD/VPMAXSD or
// VPMINUD/VPMAXUD, the minimum taken where pp has the lane (PPBITS).
TEXT ·imnmxMaskAVX2(SB), NOSPLIT, $0-36
	MOVQ         d+0(FP), DI
	MOVQ         a+8(FP), SI
	MOVQ         b+16(FP), DX
	MOVBLZX      signed+24(FP), R10
	MOVL         pp+28(FP), AX
	VMOVD        AX, X11
	VPBROADCASTD X11, Y11
	MOVL         m+32(FP), AX
	NOTMASK
	MOVQ         $4, CX

imloop:
	VMOVDQU 0(SI), Y0
	VMOVDQU 0(DX), Y1
	TESTL   R10, R10
	JEQ     imunsigned
	VPMINSD Y1, Y0, Y2
	VPMAXSD Y1, Y0, Y3
	JMP     impick

imunsigned:
	VPMINUD Y1, Y0, Y2
	VPMAXUD Y1, Y0, Y3

impick:
	PPBITS
	VPBLENDVB Y5, Y2, Y3, Y0 // the minimum where pp has the lane
	MSTORE(Y0)
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, DI
	ADDQ $32, BX
	DECQ CX
	JNZ  imloop
	VZEROUPPER
	RET

// func i2ipMaskAVX2(d, a, b, c *[32]uint32, lo, hi int32, size, m uint32)
// lanemask.go's i2ipMaskGo, eight lanes per block: the clamps by VPMAXSD
// and VPMINSD, the halves masked and packed by VPSLLD (by 2*size for c:
// a count of 32 gives 0, as Go's shift does).
TEXT ·i2ipMaskAVX2(SB), NOSPLIT, $0-48
	MOVQ         d+0(FP), DI
	MOVQ         a+8(FP), SI
	MOVQ         b+16(FP), DX
	MOVQ         c+24(FP), R8
	MOVL         lo+32(FP), AX
	VMOVD        AX, X13
	VPBROADCASTD X13, Y13
	MOVL         hi+36(FP), AX
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	MOVL         size+40(FP), CX
	VMOVD        CX, X15 // a's shift
	LEAL         (CX)(CX*1), R9
	VMOVD        R9, X9 // c's shift
	MOVL         $1, R10
	SHLL         CX, R10
	DECL         R10
	VMOVD        R10, X11
	VPBROADCASTD X11, Y11 // the halves' mask
	MOVL         m+44(FP), AX
	NOTMASK
	MOVQ         $4, CX

iploop:
	VMOVDQU 0(SI), Y0
	VPMAXSD Y13, Y0, Y0
	VPMINSD Y14, Y0, Y0
	VPAND   Y11, Y0, Y0
	VPSLLD  X15, Y0, Y0
	VMOVDQU 0(DX), Y1
	VPMAXSD Y13, Y1, Y1
	VPMINSD Y14, Y1, Y1
	VPAND   Y11, Y1, Y1
	VMOVDQU 0(R8), Y2
	VPSLLD  X9, Y2, Y2
	VPOR    Y1, Y0, Y0
	VPOR    Y2, Y0, Y0
	MSTORE(Y0)
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, R8
	ADDQ $32, DI
	ADDQ $32, BX
	DECQ CX
	JNZ  iploop
	VZEROUPPER
	RET

// func shfVarMaskAVX2(d, a, b, c *[32]uint32, wrapMask, lim, kind, hi, m uint32)
// lanemask.go's shfVarMaskGo, eight lanes per block: the counts masked
// (VPAND) and clamped (VPMINUD) as dwords, {c:a} and the counts
// interleaved to quadwords (VPUNPCKLDQ/HDQ: lanes 0, 1, 4, 5 and 2, 3,
// 6, 7), shifted by VPSLLVQ or VPSRLVQ (a count of 64 or more gives 0),
// the arithmetic shift as the logical one between XORs with the sign
// (VPSRAD of the high words, copied to both halves by VPSHUFD), and the
// low or high words gathered back to lane order by VSHUFPS.
TEXT ·shfVarMaskAVX2(SB), NOSPLIT, $0-52
	MOVQ         d+0(FP), DI
	MOVQ         a+8(FP), SI
	MOVQ         b+16(FP), DX
	MOVQ         c+24(FP), R8
	MOVL         wrapMask+32(FP), AX
	VMOVD        AX, X13
	VPBROADCASTD X13, Y13
	MOVL         lim+36(FP), AX
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	MOVL         kind+40(FP), R10
	MOVL         hi+44(FP), R11
	MOVL         m+48(FP), AX
	NOTMASK
	VPXOR        Y15, Y15, Y15
	MOVQ         $4, CX

svloop:
	VMOVDQU    0(SI), Y0 // a
	VMOVDQU    0(R8), Y1 // c
	VPAND      0(DX), Y13, Y2
	VPMINUD    Y14, Y2, Y2 // n
	VPUNPCKLDQ Y1, Y0, Y3  // {c:a} of lanes 0, 1, 4, 5
	VPUNPCKHDQ Y1, Y0, Y4  // of lanes 2, 3, 6, 7
	VPUNPCKLDQ Y15, Y2, Y5 // their counts
	VPUNPCKHDQ Y15, Y2, Y6
	CMPL       R10, $1
	JEQ        svshr
	JA         svsar
	VPSLLVQ    Y5, Y3, Y3
	VPSLLVQ    Y6, Y4, Y4
	JMP        svpick

svsar:
	VPSRAD  $31, Y3, Y7
	VPSHUFD $0xf5, Y7, Y7 // the sign in both words
	VPSRAD  $31, Y4, Y8
	VPSHUFD $0xf5, Y8, Y8
	VPXOR   Y7, Y3, Y3
	VPXOR   Y8, Y4, Y4
	VPSRLVQ Y5, Y3, Y3
	VPSRLVQ Y6, Y4, Y4
	VPXOR   Y7, Y3, Y3
	VPXOR   Y8, Y4, Y4
	JMP     svpick

svshr:
	VPSRLVQ Y5, Y3, Y3
	VPSRLVQ Y6, Y4, Y4

svpick:
	TESTL   R11, R11
	JNE     svhigh
	VSHUFPS $0x88, Y4, Y3, Y0 // the low words, lanes in order
	JMP     svstore

svhigh:
	VSHUFPS $0xdd, Y4, Y3, Y0 // the high words

svstore:
	MSTORE(Y0)
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, R8
	ADDQ $32, DI
	ADDQ $32, BX
	DECQ CX
	JNZ  svloop
	VZEROUPPER
	RET


// maskLaneBits<>: dword j is 1<<j, the bit of lane j in a lane mask (a
// copy of lanekernels_amd64.s's laneBits<>: assembler symbols with <> are
// per file).
DATA maskLaneBits<>+0(SB)/4, $0x1
DATA maskLaneBits<>+4(SB)/4, $0x2
DATA maskLaneBits<>+8(SB)/4, $0x4
DATA maskLaneBits<>+12(SB)/4, $0x8
DATA maskLaneBits<>+16(SB)/4, $0x10
DATA maskLaneBits<>+20(SB)/4, $0x20
DATA maskLaneBits<>+24(SB)/4, $0x40
DATA maskLaneBits<>+28(SB)/4, $0x80
DATA maskLaneBits<>+32(SB)/4, $0x100
DATA maskLaneBits<>+36(SB)/4, $0x200
DATA maskLaneBits<>+40(SB)/4, $0x400
DATA maskLaneBits<>+44(SB)/4, $0x800
DATA maskLaneBits<>+48(SB)/4, $0x1000
DATA maskLaneBits<>+52(SB)/4, $0x2000
DATA maskLaneBits<>+56(SB)/4, $0x4000
DATA maskLaneBits<>+60(SB)/4, $0x8000
DATA maskLaneBits<>+64(SB)/4, $0x10000
DATA maskLaneBits<>+68(SB)/4, $0x20000
DATA maskLaneBits<>+72(SB)/4, $0x40000
DATA maskLaneBits<>+76(SB)/4, $0x80000
DATA maskLaneBits<>+80(SB)/4, $0x100000
DATA maskLaneBits<>+84(SB)/4, $0x200000
DATA maskLaneBits<>+88(SB)/4, $0x400000
DATA maskLaneBits<>+92(SB)/4, $0x800000
DATA maskLaneBits<>+96(SB)/4, $0x1000000
DATA maskLaneBits<>+100(SB)/4, $0x2000000
DATA maskLaneBits<>+104(SB)/4, $0x4000000
DATA maskLaneBits<>+108(SB)/4, $0x8000000
DATA maskLaneBits<>+112(SB)/4, $0x10000000
DATA maskLaneBits<>+116(SB)/4, $0x20000000
DATA maskLaneBits<>+120(SB)/4, $0x40000000
DATA maskLaneBits<>+124(SB)/4, $0x80000000
GLOBL maskLaneBits<>(SB), RODATA|NOPTR, $128
