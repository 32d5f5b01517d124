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
// store when m is all ones or has all eight, else a blend with the row's
// old lanes, the mask in Y9 from laneBits8), then goes on to the next
// block or ends.
#define STORE(out, partial, next, loop) \
	VCMPPS  $3, out, out, Y9 \
	VBLENDVPS Y9, Y10, out, out \
	CMPL    R10, $-1 \
	JNE     partial \
	VMOVDQU out, (DI)(CX*4) \
next: \
	ADDL    $8, CX \
	CMPL    CX, $32 \
	JNE     loop \
	JMP     done \
partial: \
	MOVL    R10, R12 \
	SHRL    CX, R12 \
	NOTL    R12 \
	VMOVD   R12, X9 \
	VPBROADCASTD X9, Y9 \
	VPAND   laneBits8<>(SB), Y9, Y9 \
	VPCMPEQD laneBits8<>(SB), Y9, Y9 \
	VPBLENDVB Y9, (DI)(CX*4), out, out \
	VMOVDQU out, (DI)(CX*4) \
	JMP     next

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

mul:
	VMOVDQU (SI)(CX*4), Y0
	VMULPS  (DX)(CX*4), Y0, Y0
	STORE(Y0, mulpart, mulnext, mul)

fma:
	VMOVDQU (SI)(CX*4), Y1
	VMOVDQU (R8)(CX*4), Y0
	VFMADD231PS (DX)(CX*4), Y1, Y0 // a*b + c
	STORE(Y0, fmapart, fmanext, fma)

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

mulm:
	SRCM(SI, Y12, Y13, Y0)
	SRCM(DX, Y14, Y15, Y1)
	VMULPS  Y1, Y0, Y0
	STORE(Y0, mulmpart, mulmnext, mulm)

fmam:
	SRCM(SI, Y12, Y13, Y1)
	SRCM(DX, Y14, Y15, Y2)
	SRCM(R8, Y6, Y7, Y0)
	VFMADD231PS Y2, Y1, Y0
	STORE(Y0, fmampart, fmamnext, fmam)

done:
	VZEROUPPER
	RET

// SRC64 loads the eight binary64 lanes at lane CX of the low and high
// word rows lo and hi, the high words with the sign masks clr and flip,
// into e (lanes 0, 1, 4, 5) and o (lanes 2, 3, 6, 7); t is scratch.
#define SRC64(lo, hi, clr, flip, e, o, t) \
	VPANDN  (hi)(CX*4), clr, t \
	VPXOR   flip, t, t \
	VMOVDQU (lo)(CX*4), o \
	VPUNPCKLDQ t, o, e \
	VPUNPCKHDQ t, o, o

// func darith64WarpAVX2(op uint8, rows *[8]*[32]uint32, signs *[6]uint32, m uint32)
//
// The AVX2 and FMA3 version of darith64WarpGo (fplanes.go): DADD (op
// fpAdd), DMUL or DFMA of the binary64 lanes of a, b and c (rows: their
// low and high word rows, then the destination's) with the sign masks of
// their high words (signs: a's, b's, c's |x| (clear) and -x (flip)),
// eight lanes per block (the words interleaved by VPUNPCKLDQ/VPUNPCKHDQ,
// the results' words separated by VSHUFPS), one IEEE 754 binary64
// operation each (VADDPD, VMULPD, VFMADD231PD: rounded once to nearest
// even under Go's MXCSR, subnormals and signed zeros included), NaNs
// canonical, into the lanes of m of the destination. A block reads its
// lanes of every source before it writes the destination's.
TEXT ·darith64WarpAVX2(SB), NOSPLIT, $0-28
	MOVBLZX op+0(FP), R9
	MOVQ    rows+8(FP), AX
	MOVQ    0(AX), SI
	MOVQ    8(AX), DI
	MOVQ    16(AX), DX
	MOVQ    24(AX), R8
	MOVQ    32(AX), R13
	MOVQ    40(AX), R14
	MOVQ    48(AX), R11
	MOVQ    56(AX), BX
	MOVL    m+24(FP), R10
	MOVQ    signs+16(FP), AX
	VPBROADCASTD 0(AX), Y12
	VPBROADCASTD 4(AX), Y13
	VPBROADCASTD 8(AX), Y14
	VPBROADCASTD 12(AX), Y15
	VPBROADCASTD 16(AX), Y6
	VPBROADCASTD 20(AX), Y7
	MOVQ    $0x7fffffffffffffff, AX
	VMOVQ   AX, X10
	VPBROADCASTQ X10, Y10 // the canonical NaN
	XORL    CX, CX // the block's first lane

dloop:
	SRC64(SI, DI, Y12, Y13, Y0, Y1, Y8)
	SRC64(DX, R8, Y14, Y15, Y2, Y3, Y8)
	CMPL    R9, $1
	JEQ     dmul
	JGT     dfma
	VADDPD  Y2, Y0, Y4
	VADDPD  Y3, Y1, Y5
	JMP     dstore

dmul:
	VMULPD  Y2, Y0, Y4
	VMULPD  Y3, Y1, Y5
	JMP     dstore

dfma:
	SRC64(R13, R14, Y6, Y7, Y4, Y5, Y8)
	VFMADD231PD Y2, Y0, Y4 // a*b + c
	VFMADD231PD Y3, Y1, Y5

dstore:
	VCMPPD  $3, Y4, Y4, Y8 // unordered: NaN lanes
	VBLENDVPD Y8, Y10, Y4, Y4
	VCMPPD  $3, Y5, Y5, Y8
	VBLENDVPD Y8, Y10, Y5, Y5
	VSHUFPS $0x88, Y5, Y4, Y0 // the low words, lanes 0-7
	VSHUFPS $0xdd, Y5, Y4, Y1 // the high words
	CMPL    R10, $-1
	JNE     dpartial
	VMOVDQU Y0, (R11)(CX*4)
	VMOVDQU Y1, (BX)(CX*4)

dnext:
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     dloop
	VZEROUPPER
	RET

dpartial:
	MOVL    R10, R12
	SHRL    CX, R12
	NOTL    R12
	VMOVD   R12, X9
	VPBROADCASTD X9, Y9
	VPAND   laneBits8<>(SB), Y9, Y9
	VPCMPEQD laneBits8<>(SB), Y9, Y9 // the lanes to keep
	VPBLENDVB Y9, (R11)(CX*4), Y0, Y0
	VMOVDQU Y0, (R11)(CX*4)
	VPBLENDVB Y9, (BX)(CX*4), Y1, Y1
	VMOVDQU Y1, (BX)(CX*4)
	JMP     dnext

// CMP64 compares the binary64 lanes of a (Y0: lanes 0, 1, 4, 5; Y1: 2, 3,
// 6, 7) with b's (Y2, Y3) by VCMPPD predicate pred and shifts the lanes'
// bits (0-7 after VSHUFPS puts them in order) into reg.
#define CMP64(pred, reg) \
	VCMPPD  pred, Y2, Y0, Y4 \
	VCMPPD  pred, Y3, Y1, Y5 \
	VSHUFPS $0x88, Y5, Y4, Y4 \
	VMOVMSKPS Y4, AX \
	SHLL    $8, reg \
	ORL     AX, reg

// func fcmp64AVX2(rows *[4]*[32]uint32, signs *[4]uint32) (lt, eq, un uint32)
//
// The AVX2 version of fcmp64Go (fplanes.go): a's and b's binary64 lanes
// (rows: a's low and high word rows, b's), their high words with the sign
// masks signs (a's clear and flip, b's), eight lanes per block from the
// last block down so that the bits shift in; VCMPPD gives IEEE 754's
// ordered less-than (LT_OS) and equality (EQ_OQ) and unordered (UNORD_Q),
// as Go's < and == on float64.
TEXT ·fcmp64AVX2(SB), NOSPLIT, $0-28
	MOVQ    rows+0(FP), AX
	MOVQ    0(AX), SI
	MOVQ    8(AX), DI
	MOVQ    16(AX), DX
	MOVQ    24(AX), R8
	MOVQ    signs+8(FP), AX
	VPBROADCASTD 0(AX), Y12
	VPBROADCASTD 4(AX), Y13
	VPBROADCASTD 8(AX), Y14
	VPBROADCASTD 12(AX), Y15
	XORL    R9, R9 // lt
	XORL    R10, R10 // eq
	XORL    R11, R11 // un
	MOVQ    $24, CX

c64loop:
	SRC64(SI, DI, Y12, Y13, Y0, Y1, Y8)
	SRC64(DX, R8, Y14, Y15, Y2, Y3, Y8)
	CMP64($1, R9)
	CMP64($0, R10)
	CMP64($3, R11)
	SUBQ    $8, CX
	JGE     c64loop
	VZEROUPPER
	MOVL    R9, lt+16(FP)
	MOVL    R10, eq+20(FP)
	MOVL    R11, un+24(FP)
	RET
