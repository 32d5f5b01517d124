//go:build amd64 && !purego

#include "textflag.h"

// AVX2 versions of the kernels in lanewide.go, eight lanes per instruction
// (the callers use them only when useAVX2 is set). Each block of lanes is
// loaded before it is stored, so a destination may be one of the sources.

// func mulWideLanesAVX2(lo, hi, a, b *[32]uint32, signed bool)
// VPMULUDQ (VPMULDQ when signed) multiplies the low words of each 64-bit
// half: once for the even lanes, once for the odd lanes shifted down; the
// products' words are then blended back into lane order.
TEXT ·mulWideLanesAVX2(SB), NOSPLIT, $0-33
	MOVQ lo+0(FP), DI
	MOVQ hi+8(FP), R8
	MOVQ a+16(FP), SI
	MOVQ b+24(FP), DX
	MOVQ $4, CX
	CMPB signed+32(FP), $0
	JNE  mwsigned

mwloop:
	VMOVDQU  0(SI), Y0
	VMOVDQU  0(DX), Y1
	VPSRLQ   $32, Y0, Y2     // the odd lanes of a in the low words
	VPSRLQ   $32, Y1, Y3
	VPMULUDQ Y1, Y0, Y4      // the even lanes' products
	VPMULUDQ Y3, Y2, Y5      // the odd lanes' products
	VPSLLQ   $32, Y5, Y6     // odd low words in the odd words
	VPBLENDD $0xAA, Y6, Y4, Y7
	VPSRLQ   $32, Y4, Y8     // even high words in the even words
	VPBLENDD $0xAA, Y5, Y8, Y9
	VMOVDQU  Y7, 0(DI)
	VMOVDQU  Y9, 0(R8)
	ADDQ     $32, SI
	ADDQ     $32, DX
	ADDQ     $32, DI
	ADDQ     $32, R8
	DECQ     CX
	JNZ      mwloop
	VZEROUPPER
	RET

mwsigned:
	VMOVDQU  0(SI), Y0
	VMOVDQU  0(DX), Y1
	VPSRLQ   $32, Y0, Y2
	VPSRLQ   $32, Y1, Y3
	VPMULDQ  Y1, Y0, Y4
	VPMULDQ  Y3, Y2, Y5
	VPSLLQ   $32, Y5, Y6
	VPBLENDD $0xAA, Y6, Y4, Y7
	VPSRLQ   $32, Y4, Y8
	VPBLENDD $0xAA, Y5, Y8, Y9
	VMOVDQU  Y7, 0(DI)
	VMOVDQU  Y9, 0(R8)
	ADDQ     $32, SI
	ADDQ     $32, DX
	ADDQ     $32, DI
	ADDQ     $32, R8
	DECQ     CX
	JNZ      mwsigned
	VZEROUPPER
	RET

// func addCarryLanesAVX2(d, a, b *[32]uint32, ax, bx, k, pp uint32) (carry uint32)
// S1 = A + B carries out where the sign bit of A&B | (A|B)&^S1 is set
// (the majority of the top bits of A, B and the carry into them), and
// S2 = S1 + K (K = k + pp's lane bit, at most 3, so S1 >= 2^31 when it
// carries) where that of S1 &^ S2 is; VMOVMSKPS collects the sign bits.
// Unrolled over the four blocks, with a copy without pp's lane masks.
TEXT ·addCarryLanesAVX2(SB), NOSPLIT, $0-44
	MOVQ         d+0(FP), DI
	MOVQ         a+8(FP), SI
	MOVQ         b+16(FP), DX
	MOVL         ax+24(FP), AX
	VMOVD        AX, X12
	VPBROADCASTD X12, Y12
	MOVL         bx+28(FP), AX
	VMOVD        AX, X13
	VPBROADCASTD X13, Y13
	MOVL         k+32(FP), AX
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	XORL         R9, R9 // the carry mask
	MOVL         pp+36(FP), AX
	TESTL        AX, AX
	JZ           acnopp
	VMOVD        AX, X11
	VPBROADCASTD X11, Y11
	LEAQ         wideLaneBits<>(SB), BX
	VPXOR     0(SI), Y12, Y0 // A
	VPXOR     0(DX), Y13, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPAND     0(BX), Y11, Y5
	VPCMPEQD  0(BX), Y5, Y5 // all ones where pp has the lane
	VPSUBD    Y5, Y14, Y6 // K
	VPADDD    Y6, Y2, Y3 // S2
	VPAND     Y1, Y0, Y7
	VPOR      Y1, Y0, Y8
	VPANDN    Y8, Y2, Y8 // (A | B) &^ S1
	VPOR      Y8, Y7, Y7 // the carry of A + B in the sign bits
	VPANDN    Y2, Y3, Y9 // S1 &^ S2: the carry of S1 + K
	VPOR      Y9, Y7, Y7
	VMOVDQU   Y3, 0(DI)
	VMOVMSKPS Y7, AX
	ORL       AX, R9
	VPXOR     32(SI), Y12, Y0 // A
	VPXOR     32(DX), Y13, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPAND     32(BX), Y11, Y5
	VPCMPEQD  32(BX), Y5, Y5 // all ones where pp has the lane
	VPSUBD    Y5, Y14, Y6 // K
	VPADDD    Y6, Y2, Y3 // S2
	VPAND     Y1, Y0, Y7
	VPOR      Y1, Y0, Y8
	VPANDN    Y8, Y2, Y8 // (A | B) &^ S1
	VPOR      Y8, Y7, Y7 // the carry of A + B in the sign bits
	VPANDN    Y2, Y3, Y9 // S1 &^ S2: the carry of S1 + K
	VPOR      Y9, Y7, Y7
	VMOVDQU   Y3, 32(DI)
	VMOVMSKPS Y7, AX
	SHLL      $8, AX
	ORL       AX, R9
	VPXOR     64(SI), Y12, Y0 // A
	VPXOR     64(DX), Y13, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPAND     64(BX), Y11, Y5
	VPCMPEQD  64(BX), Y5, Y5 // all ones where pp has the lane
	VPSUBD    Y5, Y14, Y6 // K
	VPADDD    Y6, Y2, Y3 // S2
	VPAND     Y1, Y0, Y7
	VPOR      Y1, Y0, Y8
	VPANDN    Y8, Y2, Y8 // (A | B) &^ S1
	VPOR      Y8, Y7, Y7 // the carry of A + B in the sign bits
	VPANDN    Y2, Y3, Y9 // S1 &^ S2: the carry of S1 + K
	VPOR      Y9, Y7, Y7
	VMOVDQU   Y3, 64(DI)
	VMOVMSKPS Y7, AX
	SHLL      $16, AX
	ORL       AX, R9
	VPXOR     96(SI), Y12, Y0 // A
	VPXOR     96(DX), Y13, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPAND     96(BX), Y11, Y5
	VPCMPEQD  96(BX), Y5, Y5 // all ones where pp has the lane
	VPSUBD    Y5, Y14, Y6 // K
	VPADDD    Y6, Y2, Y3 // S2
	VPAND     Y1, Y0, Y7
	VPOR      Y1, Y0, Y8
	VPANDN    Y8, Y2, Y8 // (A | B) &^ S1
	VPOR      Y8, Y7, Y7 // the carry of A + B in the sign bits
	VPANDN    Y2, Y3, Y9 // S1 &^ S2: the carry of S1 + K
	VPOR      Y9, Y7, Y7
	VMOVDQU   Y3, 96(DI)
	VMOVMSKPS Y7, AX
	SHLL      $24, AX
	ORL       AX, R9
	MOVL         R9, carry+40(FP)
	VZEROUPPER
	RET

acnopp:
	VPXOR     0(SI), Y12, Y0 // A
	VPXOR     0(DX), Y13, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPADDD    Y14, Y2, Y3 // S2
	VPAND     Y1, Y0, Y7
	VPOR      Y1, Y0, Y8
	VPANDN    Y8, Y2, Y8 // (A | B) &^ S1
	VPOR      Y8, Y7, Y7 // the carry of A + B in the sign bits
	VPANDN    Y2, Y3, Y9 // S1 &^ S2: the carry of S1 + K
	VPOR      Y9, Y7, Y7
	VMOVDQU   Y3, 0(DI)
	VMOVMSKPS Y7, AX
	ORL       AX, R9
	VPXOR     32(SI), Y12, Y0 // A
	VPXOR     32(DX), Y13, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPADDD    Y14, Y2, Y3 // S2
	VPAND     Y1, Y0, Y7
	VPOR      Y1, Y0, Y8
	VPANDN    Y8, Y2, Y8 // (A | B) &^ S1
	VPOR      Y8, Y7, Y7 // the carry of A + B in the sign bits
	VPANDN    Y2, Y3, Y9 // S1 &^ S2: the carry of S1 + K
	VPOR      Y9, Y7, Y7
	VMOVDQU   Y3, 32(DI)
	VMOVMSKPS Y7, AX
	SHLL      $8, AX
	ORL       AX, R9
	VPXOR     64(SI), Y12, Y0 // A
	VPXOR     64(DX), Y13, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPADDD    Y14, Y2, Y3 // S2
	VPAND     Y1, Y0, Y7
	VPOR      Y1, Y0, Y8
	VPANDN    Y8, Y2, Y8 // (A | B) &^ S1
	VPOR      Y8, Y7, Y7 // the carry of A + B in the sign bits
	VPANDN    Y2, Y3, Y9 // S1 &^ S2: the carry of S1 + K
	VPOR      Y9, Y7, Y7
	VMOVDQU   Y3, 64(DI)
	VMOVMSKPS Y7, AX
	SHLL      $16, AX
	ORL       AX, R9
	VPXOR     96(SI), Y12, Y0 // A
	VPXOR     96(DX), Y13, Y1 // B
	VPADDD    Y1, Y0, Y2 // S1
	VPADDD    Y14, Y2, Y3 // S2
	VPAND     Y1, Y0, Y7
	VPOR      Y1, Y0, Y8
	VPANDN    Y8, Y2, Y8 // (A | B) &^ S1
	VPOR      Y8, Y7, Y7 // the carry of A + B in the sign bits
	VPANDN    Y2, Y3, Y9 // S1 &^ S2: the carry of S1 + K
	VPOR      Y9, Y7, Y7
	VMOVDQU   Y3, 96(DI)
	VMOVMSKPS Y7, AX
	SHLL      $24, AX
	ORL       AX, R9
	MOVL         R9, carry+40(FP)
	VZEROUPPER
	RET

// func shiftOrLanesAVX2(d, x, y *[32]uint32, nx, ny uint64, kind uint32)
// The shifts by a count register shift every bit out for counts of 32 or
// more (VPSRAD leaves copies of the sign), as shiftOrLanesGo's Go shifts.
TEXT ·shiftOrLanesAVX2(SB), NOSPLIT, $0-44
	MOVQ    d+0(FP), DI
	MOVQ    x+8(FP), SI
	MOVQ    y+16(FP), DX
	VMOVQ   nx+24(FP), X14
	VMOVQ   ny+32(FP), X15
	MOVL    kind+40(FP), AX
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VMOVDQU 0(DX), Y4
	VMOVDQU 32(DX), Y5
	VMOVDQU 64(DX), Y6
	VMOVDQU 96(DX), Y7
	CMPL    AX, $1
	JEQ     shr
	JA      sar
	VPSLLD  X14, Y0, Y0
	VPSLLD  X14, Y1, Y1
	VPSLLD  X14, Y2, Y2
	VPSLLD  X14, Y3, Y3
	VPSRLD  X15, Y4, Y4
	VPSRLD  X15, Y5, Y5
	VPSRLD  X15, Y6, Y6
	VPSRLD  X15, Y7, Y7
	JMP     combine

shr:
	VPSRLD X14, Y0, Y0
	VPSRLD X14, Y1, Y1
	VPSRLD X14, Y2, Y2
	VPSRLD X14, Y3, Y3
	JMP    yleft

sar:
	VPSRAD X14, Y0, Y0
	VPSRAD X14, Y1, Y1
	VPSRAD X14, Y2, Y2
	VPSRAD X14, Y3, Y3

yleft:
	VPSLLD X15, Y4, Y4
	VPSLLD X15, Y5, Y5
	VPSLLD X15, Y6, Y6
	VPSLLD X15, Y7, Y7

combine:
	VPOR    Y4, Y0, Y0
	VPOR    Y5, Y1, Y1
	VPOR    Y6, Y2, Y2
	VPOR    Y7, Y3, Y3
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VMOVDQU Y3, 96(DI)
	VZEROUPPER
	RET

// wideLaneBits<>: dword j is 1<<j, the bit of lane j in a lane mask (a copy
// of lanekernels_amd64.s's laneBits<>: assembler symbols with <> are per file).
DATA wideLaneBits<>+0(SB)/4, $0x1
DATA wideLaneBits<>+4(SB)/4, $0x2
DATA wideLaneBits<>+8(SB)/4, $0x4
DATA wideLaneBits<>+12(SB)/4, $0x8
DATA wideLaneBits<>+16(SB)/4, $0x10
DATA wideLaneBits<>+20(SB)/4, $0x20
DATA wideLaneBits<>+24(SB)/4, $0x40
DATA wideLaneBits<>+28(SB)/4, $0x80
DATA wideLaneBits<>+32(SB)/4, $0x100
DATA wideLaneBits<>+36(SB)/4, $0x200
DATA wideLaneBits<>+40(SB)/4, $0x400
DATA wideLaneBits<>+44(SB)/4, $0x800
DATA wideLaneBits<>+48(SB)/4, $0x1000
DATA wideLaneBits<>+52(SB)/4, $0x2000
DATA wideLaneBits<>+56(SB)/4, $0x4000
DATA wideLaneBits<>+60(SB)/4, $0x8000
DATA wideLaneBits<>+64(SB)/4, $0x10000
DATA wideLaneBits<>+68(SB)/4, $0x20000
DATA wideLaneBits<>+72(SB)/4, $0x40000
DATA wideLaneBits<>+76(SB)/4, $0x80000
DATA wideLaneBits<>+80(SB)/4, $0x100000
DATA wideLaneBits<>+84(SB)/4, $0x200000
DATA wideLaneBits<>+88(SB)/4, $0x400000
DATA wideLaneBits<>+92(SB)/4, $0x800000
DATA wideLaneBits<>+96(SB)/4, $0x1000000
DATA wideLaneBits<>+100(SB)/4, $0x2000000
DATA wideLaneBits<>+104(SB)/4, $0x4000000
DATA wideLaneBits<>+108(SB)/4, $0x8000000
DATA wideLaneBits<>+112(SB)/4, $0x10000000
DATA wideLaneBits<>+116(SB)/4, $0x20000000
DATA wideLaneBits<>+120(SB)/4, $0x40000000
DATA wideLaneBits<>+124(SB)/4, $0x80000000
GLOBL wideLaneBits<>(SB), RODATA|NOPTR, $128

// func lop3LanesAVX2(d, a, b, c *[32]uint32, k *[8]uint32) (nz uint32)
// The truth table's algebraic normal form (lutFn), eight lanes at a time:
// d = k0 ^ c&k1 ^ b&k2 ^ b&c&k3 ^ a&k4 ^ a&c&k5 ^ a&b&k6 ^ a&b&c&k7, each
// k all ones or zero. nz has the lanes whose result is not zero.
TEXT ·lop3LanesAVX2(SB), NOSPLIT, $0-44
	MOVQ         d+0(FP), DI
	MOVQ         a+8(FP), SI
	MOVQ         b+16(FP), DX
	MOVQ         c+24(FP), BX
	MOVQ         k+32(FP), AX
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

lutloop:
	VMOVDQU   0(SI), Y0 // a
	VMOVDQU   0(DX), Y1 // b
	VMOVDQU   0(BX), Y2 // c
	VPAND     Y2, Y1, Y3  // bc
	VPAND     Y2, Y0, Y4  // ac
	VPAND     Y1, Y0, Y5  // ab
	VPAND     Y2, Y5, Y6  // abc
	VPAND     Y9, Y2, Y2  // c&k1
	VPAND     Y10, Y1, Y1 // b&k2
	VPAND     Y11, Y3, Y3 // bc&k3
	VPAND     Y12, Y0, Y0 // a&k4
	VPAND     Y13, Y4, Y4 // ac&k5
	VPAND     Y14, Y5, Y5 // ab&k6
	VPAND     Y15, Y6, Y6 // abc&k7
	VPXOR     Y8, Y2, Y2
	VPXOR     Y1, Y3, Y3
	VPXOR     Y0, Y4, Y4
	VPXOR     Y5, Y6, Y6
	VPXOR     Y2, Y3, Y3
	VPXOR     Y4, Y6, Y6
	VPXOR     Y3, Y6, Y6
	VMOVDQU   Y6, 0(DI)
	VPXOR     Y7, Y7, Y7
	VPCMPEQD  Y7, Y6, Y6
	VMOVMSKPS Y6, AX
	SHLL      CX, AX
	ORL       AX, R9
	ADDQ      $32, SI
	ADDQ      $32, DX
	ADDQ      $32, BX
	ADDQ      $32, DI
	ADDL      $8, CX
	CMPL      CX, $32
	JNE       lutloop
	NOTL      R9
	MOVL      R9, nz+40(FP)
	VZEROUPPER
	RET

// func dp4aLanesAVX2(d, a, b *[32]uint32, unsigned uint32)
// Each lane's four bytes as two vectors of 16-bit words, the even bytes
// (0 and 2) and the odd ones (1 and 3), sign-extended (or zero-extended
// where unsigned has bit 0 for a, bit 1 for b); VPMADDWD multiplies the
// words and adds each lane's pair of products (at most 2 * 255 * 255 in
// magnitude: exact), and the two halves add to the dot product.
TEXT ·dp4aLanesAVX2(SB), NOSPLIT, $0-28
	MOVQ         d+0(FP), DI
	MOVQ         a+8(FP), SI
	MOVQ         b+16(FP), DX
	MOVL         unsigned+24(FP), R10
	MOVL         $0x00ff00ff, AX
	VMOVD        AX, X15
	VPBROADCASTD X15, Y15
	MOVQ         $4, CX

dp4loop:
	VMOVDQU 0(SI), Y0
	VMOVDQU 0(DX), Y1
	TESTL   $1, R10
	JNZ     dp4au
	VPSLLW  $8, Y0, Y2
	VPSRAW  $8, Y2, Y2 // a's even bytes
	VPSRAW  $8, Y0, Y3 // a's odd bytes
	JMP     dp4b

dp4au:
	VPAND  Y15, Y0, Y2
	VPSRLW $8, Y0, Y3

dp4b:
	TESTL  $2, R10
	JNZ    dp4bu
	VPSLLW $8, Y1, Y4
	VPSRAW $8, Y4, Y4
	VPSRAW $8, Y1, Y5
	JMP    dp4dot

dp4bu:
	VPAND  Y15, Y1, Y4
	VPSRLW $8, Y1, Y5

dp4dot:
	VPMADDWD Y4, Y2, Y6
	VPMADDWD Y5, Y3, Y7
	VPADDD   Y7, Y6, Y6
	VMOVDQU  Y6, 0(DI)
	ADDQ     $32, SI
	ADDQ     $32, DX
	ADDQ     $32, DI
	DECQ     CX
	JNZ      dp4loop
	VZEROUPPER
	RET

// func prmtShuffleAVX2(d, a, b *[32]uint32, ctl *[96]byte)
// PRMT with a warp-uniform selector: ctl holds VPSHUFB controls that take
// each result byte from a (bytes 0-31) or from b (32-63; 0x80 gives a
// zero byte in the other) and, in 64-95, 0xff for the result bytes that
// replicate their byte's sign (VPCMPGTB against zero).
TEXT ·prmtShuffleAVX2(SB), NOSPLIT, $0-32
	MOVQ    d+0(FP), DI
	MOVQ    a+8(FP), SI
	MOVQ    b+16(FP), DX
	MOVQ    ctl+24(FP), AX
	VMOVDQU 0(AX), Y13
	VMOVDQU 32(AX), Y14
	VMOVDQU 64(AX), Y15
	VPXOR   Y12, Y12, Y12
	MOVQ    $4, CX

prmtloop:
	VMOVDQU  0(SI), Y0
	VMOVDQU  0(DX), Y1
	VPSHUFB  Y13, Y0, Y2
	VPSHUFB  Y14, Y1, Y3
	VPOR     Y3, Y2, Y4  // the bytes
	VPCMPGTB Y4, Y12, Y5 // their signs, replicated
	VPAND    Y15, Y5, Y5
	VPANDN   Y4, Y15, Y4
	VPOR     Y5, Y4, Y4
	VMOVDQU  Y4, 0(DI)
	ADDQ     $32, SI
	ADDQ     $32, DX
	ADDQ     $32, DI
	DECQ     CX
	JNZ      prmtloop
	VZEROUPPER
	RET

// func dp2aLanesAVX2(d, a, b *[32]uint32, aU, bU, hi bool)
// aluwide.go's dp2aLanesGo, eight lanes per block: the halves of a and
// the bytes of b (shifted down 16 under .HI) moved to the top of their
// dwords and back down arithmetically (signed) or logically (unsigned),
// multiplied by VPMULLD and summed; the products and their sum fit in 32
// bits, the sum taken modulo 2^32 as the Go loop's uint32 of the int64.
TEXT ·dp2aLanesAVX2(SB), NOSPLIT, $0-27
	MOVQ    d+0(FP), DI
	MOVQ    a+8(FP), SI
	MOVQ    b+16(FP), DX
	MOVBLZX aU+24(FP), R8
	MOVBLZX bU+25(FP), R9
	MOVBLZX hi+26(FP), R10
	SHLL    $4, R10
	VMOVD   R10, X15 // b's shift: 16 under .HI
	MOVQ    $4, CX

d2loop:
	VMOVDQU 0(SI), Y0 // a
	VMOVDQU 0(DX), Y1
	VPSRLD  X15, Y1, Y1 // b's bytes in use at the bottom
	VPSLLD  $16, Y0, Y2 // a's low half on top
	VPSLLD  $24, Y1, Y4 // byte 0 on top
	VPSLLD  $16, Y1, Y5 // byte 1 on top
	TESTL   R8, R8
	JNE     d2au
	VPSRAD  $16, Y2, Y2
	VPSRAD  $16, Y0, Y3
	JMP     d2b

d2au:
	VPSRLD $16, Y2, Y2
	VPSRLD $16, Y0, Y3

d2b:
	TESTL  R9, R9
	JNE    d2bu
	VPSRAD $24, Y4, Y4
	VPSRAD $24, Y5, Y5
	JMP    d2mul

d2bu:
	VPSRLD $24, Y4, Y4
	VPSRLD $24, Y5, Y5

d2mul:
	VPMULLD Y4, Y2, Y2
	VPMULLD Y5, Y3, Y3
	VPADDD  Y3, Y2, Y2
	VMOVDQU Y2, 0(DI)
	ADDQ    $32, SI
	ADDQ    $32, DX
	ADDQ    $32, DI
	DECQ    CX
	JNZ     d2loop
	VZEROUPPER
	RET

// popcNibbles is the number of set bits of each nibble, in both halves.
DATA popcNibbles<>+0(SB)/4, $0x02010100
DATA popcNibbles<>+4(SB)/4, $0x03020201
DATA popcNibbles<>+8(SB)/4, $0x03020201
DATA popcNibbles<>+12(SB)/4, $0x04030302
DATA popcNibbles<>+16(SB)/4, $0x02010100
DATA popcNibbles<>+20(SB)/4, $0x03020201
DATA popcNibbles<>+24(SB)/4, $0x03020201
DATA popcNibbles<>+28(SB)/4, $0x04030302
GLOBL popcNibbles<>(SB), RODATA|NOPTR, $32

// func popcLanesAVX2(d, b *[32]uint32, inv uint32)
// lanewide.go's popcLanesGo, eight lanes per block: each byte's count as
// its nibbles' counts looked up by VPSHUFB and added, then the four bytes
// of a lane summed by VPMADDUBSW (pairs of bytes to words) and VPMADDWD
// (pairs of words to the lane's dword).
TEXT ·popcLanesAVX2(SB), NOSPLIT, $0-20
	MOVQ         d+0(FP), DI
	MOVQ         b+8(FP), SI
	MOVL         inv+16(FP), AX
	VMOVD        AX, X15
	VPBROADCASTD X15, Y15
	VMOVDQU      popcNibbles<>(SB), Y14
	MOVL         $0x0f0f0f0f, AX
	VMOVD        AX, X13
	VPBROADCASTD X13, Y13 // the low nibbles' mask
	MOVL         $0x01010101, AX
	VMOVD        AX, X12
	VPBROADCASTD X12, Y12 // bytes of 1
	MOVL         $0x00010001, AX
	VMOVD        AX, X11
	VPBROADCASTD X11, Y11 // words of 1
	MOVQ         $4, CX

pcloop:
	VMOVDQU    0(SI), Y0
	VPXOR      Y15, Y0, Y0
	VPAND      Y13, Y0, Y1
	VPSRLW     $4, Y0, Y2
	VPAND      Y13, Y2, Y2
	VPSHUFB    Y1, Y14, Y1
	VPSHUFB    Y2, Y14, Y2
	VPADDB     Y2, Y1, Y1  // each byte's count
	VPMADDUBSW Y12, Y1, Y1 // pairs of bytes summed to words
	VPMADDWD   Y11, Y1, Y1 // pairs of words summed to the lane
	VMOVDQU    Y1, 0(DI)
	ADDQ       $32, SI
	ADDQ       $32, DI
	DECQ       CX
	JNZ        pcloop
	VZEROUPPER
	RET
