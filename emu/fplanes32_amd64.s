//go:build amd64 && !purego

#include "textflag.h"

// Bit l for lane l of a block of eight: the lane mask of a byte of m.
DATA laneBits8<>+0(SB)/4, $1
DATA laneBits8<>+4(SB)/4, $2
DATA laneBits8<>+8(SB)/4, $4
DATA laneBits8<>+12(SB)/4, $8
DATA laneBits8<>+16(SB)/4, $16
DATA laneBits8<>+20(SB)/4, $32
DATA laneBits8<>+24(SB)/4, $64
DATA laneBits8<>+28(SB)/4, $128
GLOBL laneBits8<>(SB), RODATA, $32

// SRCM loads the eight binary32 lanes at lane CX of row src into dst
// with the operand's |x| (clr) and -x (flip) sign masks applied.
#define SRCM(src, clr, flip, dst) \
	VPANDN  (src)(CX*4), clr, dst \
	VPXOR   flip, dst, dst

// STORE makes out's NaN lanes canonical (0x7fffffff, Y10), writes the
// lanes of out that are in m (R10) to row d (DI) at lane CX (a plain
// store when all eight are, else a blend with the row's old lanes, the
// mask in Y9 from laneBits8), then goes on to the next block or ends.
#define STORE(out, partial, next, loop) \
	VCMPPS  $3, out, out, Y9 \
	VBLENDVPS Y9, Y10, out, out \
	MOVL    R10, R12 \
	SHRL    CX, R12 \
	ANDL    $0xff, R12 \
	CMPL    R12, $0xff \
	JNE     partial \
	VMOVDQU out, (DI)(CX*4) \
	JMP     next \
partial: \
	NOTL    R12 \
	VMOVD   R12, X9 \
	VPBROADCASTD X9, Y9 \
	VPAND   laneBits8<>(SB), Y9, Y9 \
	VPCMPEQD laneBits8<>(SB), Y9, Y9 \
	VPBLENDVB Y9, (DI)(CX*4), out, out \
	VMOVDQU out, (DI)(CX*4) \
next: \
	ADDL    $8, CX \
	CMPL    CX, $32 \
	JNE     loop

// func arith32WarpAVX2(op uint8, srcs *[3]*[32]uint32, signs *[6]uint32, d *[32]uint32, m uint32)
//
// The AVX2 and FMA3 version of arith32WarpGo (fplanes.go): binary32 FADD
// (op fpAdd), FMUL or FFMA of rows srcs (a, b, c) with the sign masks
// signs (a's, b's, c's |x| (clear) and -x (flip); nil for none), eight
// lanes per block with one IEEE 754 binary32 operation (VADDPS, VMULPS,
// VFMADD231PS: the exact result rounded once to nearest even, subnormal
// results included, under Go's MXCSR: round to nearest, every exception
// masked, no FTZ or DAZ), NaNs canonical, into the lanes of m of d. A
// block reads its lanes of every source before it writes d's, so d may
// be a source.
TEXT ·arith32WarpAVX2(SB), NOSPLIT, $0-36
	MOVBLZX op+0(FP), R9
	MOVQ    srcs+8(FP), AX
	MOVQ    0(AX), SI
	MOVQ    8(AX), DX
	MOVQ    16(AX), R8
	MOVQ    d+24(FP), DI
	MOVL    m+32(FP), R10
	MOVL    $0x7fffffff, R11
	VMOVD   R11, X10
	VPBROADCASTD X10, Y10 // the canonical NaN
	XORL    CX, CX // the block's first lane
	MOVQ    signs+16(FP), AX
	TESTQ   AX, AX
	JNZ     mods
	CMPL    R9, $1
	JEQ     mul
	JGT     fma

add:
	VMOVDQU (SI)(CX*4), Y0
	VADDPS  (DX)(CX*4), Y0, Y0
	STORE(Y0, addpart, addnext, add)
	JMP     done

mul:
	VMOVDQU (SI)(CX*4), Y0
	VMULPS  (DX)(CX*4), Y0, Y0
	STORE(Y0, mulpart, mulnext, mul)
	JMP     done

fma:
	VMOVDQU (SI)(CX*4), Y1
	VMOVDQU (R8)(CX*4), Y0
	VFMADD231PS (DX)(CX*4), Y1, Y0 // a*b + c
	STORE(Y0, fmapart, fmanext, fma)
	JMP     done

	// With sign masks: a's clear and flip in Y12, Y13, b's in Y14, Y15,
	// c's in Y6, Y7.
mods:
	VPBROADCASTD 0(AX), Y12
	VPBROADCASTD 4(AX), Y13
	VPBROADCASTD 8(AX), Y14
	VPBROADCASTD 12(AX), Y15
	VPBROADCASTD 16(AX), Y6
	VPBROADCASTD 20(AX), Y7
	CMPL    R9, $1
	JEQ     mulm
	JGT     fmam

addm:
	SRCM(SI, Y12, Y13, Y0)
	SRCM(DX, Y14, Y15, Y1)
	VADDPS  Y1, Y0, Y0
	STORE(Y0, addmpart, addmnext, addm)
	JMP     done

mulm:
	SRCM(SI, Y12, Y13, Y0)
	SRCM(DX, Y14, Y15, Y1)
	VMULPS  Y1, Y0, Y0
	STORE(Y0, mulmpart, mulmnext, mulm)
	JMP     done

fmam:
	SRCM(SI, Y12, Y13, Y1)
	SRCM(DX, Y14, Y15, Y2)
	SRCM(R8, Y6, Y7, Y0)
	VFMADD231PS Y2, Y1, Y0
	STORE(Y0, fmampart, fmamnext, fmam)

done:
	VZEROUPPER
	RET
