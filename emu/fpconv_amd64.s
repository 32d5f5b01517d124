//go:build amd64 && !purego

#include "textflag.h"

// Bit l for lane l of a block of eight.
DATA cvtLaneBits<>+0(SB)/4, $1
DATA cvtLaneBits<>+4(SB)/4, $2
DATA cvtLaneBits<>+8(SB)/4, $4
DATA cvtLaneBits<>+12(SB)/4, $8
DATA cvtLaneBits<>+16(SB)/4, $16
DATA cvtLaneBits<>+20(SB)/4, $32
DATA cvtLaneBits<>+24(SB)/4, $64
DATA cvtLaneBits<>+28(SB)/4, $128
GLOBL cvtLaneBits<>(SB), RODATA, $32

// LANEMASK sets t's lanes (all ones) for the bits of byte CX/8 of the
// 32-bit lane mask in reg (clobbered: shifted and masked); xt is t's low
// half.
#define LANEMASK(reg, t, xt) \
	SHRL    CX, reg \
	VMOVD   reg, xt \
	VPBROADCASTD xt, t \
	VPAND   cvtLaneBits<>(SB), t, t \
	VPCMPEQD cvtLaneBits<>(SB), t, t

// PUT writes the lanes of out that are in the lane mask R10 to row dst at
// lane CX: a plain store when R10 is all ones, else a blend that keeps
// the row's other lanes (their mask in Y9); partial and next are the
// macro's labels.
#define PUT(out, dst, partial, next) \
	CMPL    R10, $-1 \
	JNE     partial \
	VMOVDQU out, (dst)(CX*4) \
	JMP     next \
partial: \
	MOVL    R10, R12 \
	NOTL    R12 \
	LANEMASK(R12, Y9, X9) \
	VPBLENDVB Y9, (dst)(CX*4), out, out \
	VMOVDQU out, (dst)(CX*4) \
next:

// func fmnmx32AVX2(a, b *[32]uint32, signs *[4]uint32, pp uint32, d *[32]uint32, m uint32)
//
// The AVX2 version of fmnmx32Go (fpconv.go) without .FTZ, eight lanes per
// block: the operands with their sign masks (signs: a's clear and flip,
// b's), the keys k(x) = x ^ (x >> 31 arithmetic & 0x7fffffff) compared
// as int32 (VPCMPGTD), a where a < b equals pp's lane bit (min) else b,
// then a NaN operand gives the other, two NaNs the canonical NaN; the
// lanes of m are written to d.
TEXT ·fmnmx32AVX2(SB), NOSPLIT, $0-44
	MOVQ    a+0(FP), SI
	MOVQ    b+8(FP), DX
	MOVQ    signs+16(FP), AX
	MOVL    pp+24(FP), R13
	MOVQ    d+32(FP), DI
	MOVL    m+40(FP), R10
	VPBROADCASTD 0(AX), Y12
	VPBROADCASTD 4(AX), Y13
	VPBROADCASTD 8(AX), Y14
	VPBROADCASTD 12(AX), Y15
	MOVL    $0x7fffffff, AX
	VMOVD   AX, X11
	VPBROADCASTD X11, Y11 // |x|; the canonical NaN
	MOVL    $0x7f800000, AX
	VMOVD   AX, X10
	VPBROADCASTD X10, Y10 // +inf
	XORL    CX, CX

mloop:
	VPANDN  (SI)(CX*4), Y12, Y0
	VPXOR   Y13, Y0, Y0 // a
	VPANDN  (DX)(CX*4), Y14, Y1
	VPXOR   Y15, Y1, Y1 // b
	VPSRAD  $31, Y0, Y2
	VPAND   Y11, Y2, Y2
	VPXOR   Y0, Y2, Y2 // k(a)
	VPSRAD  $31, Y1, Y3
	VPAND   Y11, Y3, Y3
	VPXOR   Y1, Y3, Y3 // k(b)
	VPCMPGTD Y2, Y3, Y2 // k(b) > k(a): a < b
	MOVL    R13, R12
	LANEMASK(R12, Y3, X3) // pp: min
	VPXOR   Y3, Y2, Y2 // (a < b) != min: b
	VPBLENDVB Y2, Y1, Y0, Y4
	VPAND   Y11, Y0, Y5
	VPCMPGTD Y10, Y5, Y5 // a is a NaN
	VPBLENDVB Y5, Y1, Y4, Y4
	VPAND   Y11, Y1, Y6
	VPCMPGTD Y10, Y6, Y6 // b is a NaN
	VPBLENDVB Y6, Y0, Y4, Y4
	VPAND   Y6, Y5, Y5 // both
	VPBLENDVB Y5, Y11, Y4, Y4
	PUT(Y4, DI, mpart, mnext)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     mloop
	VZEROUPPER
	RET

// func widen32AVX2(b *[32]uint32, signs *[3]uint32, dlo, dhi *[32]uint32, m uint32)
//
// The AVX2 version of widen32Go (fpconv.go): F2F.F64.F32, eight lanes
// per block: the operand with its sign masks (signs: clear, flip), a
// subnormal flushed to the zero of its sign where signs[2] is all ones
// (.FTZ), widened (VCVTPS2PD, exact), NaNs canonical, the binary64
// lanes' low and high words (VSHUFPS) written to the lanes of m of dlo
// and dhi.
TEXT ·widen32AVX2(SB), NOSPLIT, $0-36
	MOVQ    b+0(FP), SI
	MOVQ    signs+8(FP), AX
	MOVQ    dlo+16(FP), DI
	MOVQ    dhi+24(FP), DX
	MOVL    m+32(FP), R10
	VPBROADCASTD 0(AX), Y12
	VPBROADCASTD 4(AX), Y13
	VPBROADCASTD 8(AX), Y14 // the flush: all ones or zero
	MOVL    $0x7f800000, AX
	VMOVD   AX, X11
	VPBROADCASTD X11, Y11 // the exponent field
	MOVQ    $0x7fffffffffffffff, AX
	VMOVQ   AX, X10
	VPBROADCASTQ X10, Y10 // the canonical binary64 NaN
	VPXOR   Y8, Y8, Y8
	XORL    CX, CX

wloop:
	VPANDN  (SI)(CX*4), Y12, Y0
	VPXOR   Y13, Y0, Y0
	VPAND   Y11, Y0, Y1
	VPCMPEQD Y8, Y1, Y1 // zero exponent: zeros and subnormals
	VPAND   Y14, Y1, Y1
	VPSRLD  $1, Y1, Y1 // all but the sign bit
	VPANDN  Y0, Y1, Y0 // flushed
	VPERMQ  $0xd8, Y0, Y0 // lanes 0, 1, 4, 5 low, 2, 3, 6, 7 high
	VCVTPS2PD X0, Y4
	VEXTRACTI128 $1, Y0, X0
	VCVTPS2PD X0, Y5
	VCMPPD  $3, Y4, Y4, Y1
	VBLENDVPD Y1, Y10, Y4, Y4
	VCMPPD  $3, Y5, Y5, Y1
	VBLENDVPD Y1, Y10, Y5, Y5
	VSHUFPS $0x88, Y5, Y4, Y0 // the low words, lanes 0-7
	VSHUFPS $0xdd, Y5, Y4, Y1 // the high words
	PUT(Y0, DI, wpartlo, wnextlo)
	PUT(Y1, DX, wparthi, wnexthi)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     wloop
	VZEROUPPER
	RET

// func narrow64AVX2(lo, hi *[32]uint32, signs *[2]uint32, d *[32]uint32, m uint32)
//
// The AVX2 version of narrow64Go (fpconv.go): F2F.F32.F64 in RN without
// .FTZ, eight lanes per block: the binary64 operand (its high words with
// the sign masks signs: clear, flip) rounded to binary32 (VCVTPD2PS, round
// to nearest even under Go's MXCSR, fpu.Convert's narrowing), NaNs
// canonical, written to the lanes of m of d.
TEXT ·narrow64AVX2(SB), NOSPLIT, $0-36
	MOVQ    lo+0(FP), SI
	MOVQ    hi+8(FP), DX
	MOVQ    signs+16(FP), AX
	MOVQ    d+24(FP), DI
	MOVL    m+32(FP), R10
	VPBROADCASTD 0(AX), Y12
	VPBROADCASTD 4(AX), Y13
	MOVL    $0x7fffffff, AX
	VMOVD   AX, X11
	VPBROADCASTD X11, Y11 // the canonical NaN
	XORL    CX, CX

nloop:
	VPANDN  (DX)(CX*4), Y12, Y2
	VPXOR   Y13, Y2, Y2 // high words
	VMOVDQU (SI)(CX*4), Y1
	VPUNPCKLDQ Y2, Y1, Y0 // lanes 0, 1, 4, 5
	VPUNPCKHDQ Y2, Y1, Y1 // lanes 2, 3, 6, 7
	VCVTPD2PSY Y0, X0
	VCVTPD2PSY Y1, X1
	VINSERTI128 $1, X1, Y0, Y0 // lanes 0, 1, 4, 5, 2, 3, 6, 7
	VPERMQ  $0xd8, Y0, Y0
	VCMPPS  $3, Y0, Y0, Y1
	VBLENDVPS Y1, Y11, Y0, Y0
	PUT(Y0, DI, npart, nnext)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     nloop
	VZEROUPPER
	RET

// func fchkAVX2(a, b *[32]uint32) (pu uint32)
//
// The AVX2 version of fchkGo (fpfast.go): eight lanes per block, the
// biased exponents ea and eb, a lane's bit set unless ea - 27 <= 225,
// eb - 3 <= 249 and ea - eb + 124 <= 249 as unsigned values (VPMINUD
// equal to the value); from the last block down, so the bits shift in.
TEXT ·fchkAVX2(SB), NOSPLIT, $0-20
	MOVQ    a+0(FP), SI
	MOVQ    b+8(FP), DX
	MOVL    $0xff, AX
	VMOVD   AX, X15
	VPBROADCASTD X15, Y15
	MOVL    $27, AX
	VMOVD   AX, X14
	VPBROADCASTD X14, Y14
	MOVL    $225, AX
	VMOVD   AX, X13
	VPBROADCASTD X13, Y13
	MOVL    $3, AX
	VMOVD   AX, X12
	VPBROADCASTD X12, Y12
	MOVL    $249, AX
	VMOVD   AX, X11
	VPBROADCASTD X11, Y11
	MOVL    $124, AX
	VMOVD   AX, X10
	VPBROADCASTD X10, Y10
	XORL    BX, BX
	MOVQ    $24, CX

floop:
	VMOVDQU (SI)(CX*4), Y0
	VPSRLD  $23, Y0, Y0
	VPAND   Y15, Y0, Y0 // ea
	VMOVDQU (DX)(CX*4), Y1
	VPSRLD  $23, Y1, Y1
	VPAND   Y15, Y1, Y1 // eb
	VPSUBD  Y14, Y0, Y2
	VPMINUD Y13, Y2, Y3
	VPCMPEQD Y3, Y2, Y2 // ea - 27 <= 225
	VPSUBD  Y12, Y1, Y3
	VPMINUD Y11, Y3, Y4
	VPCMPEQD Y4, Y3, Y3 // eb - 3 <= 249
	VPAND   Y3, Y2, Y2
	VPSUBD  Y1, Y0, Y3
	VPADDD  Y10, Y3, Y3
	VPMINUD Y11, Y3, Y4
	VPCMPEQD Y4, Y3, Y3 // ea - eb + 124 <= 249
	VPAND   Y3, Y2, Y2
	VMOVMSKPS Y2, AX
	NOTL    AX
	ANDL    $0xff, AX
	SHLL    $8, BX
	ORL     AX, BX
	SUBQ    $8, CX
	JGE     floop
	VZEROUPPER
	MOVL    BX, pu+16(FP)
	RET

// LOADF loads the eight binary32 lanes at lane CX of row SI into Y0 with
// the sign masks (clear Y12, flip Y13) and, where Y14 is all ones, fpu's
// .FTZ (a zero exponent field, Y11, keeps only the sign; Y8 is zero); Y1
// is scratch.
#define LOADF \
	VPANDN  (SI)(CX*4), Y12, Y0 \
	VPXOR   Y13, Y0, Y0 \
	VPAND   Y11, Y0, Y1 \
	VPCMPEQD Y8, Y1, Y1 \
	VPAND   Y14, Y1, Y1 \
	VPSRLD  $1, Y1, Y1 \
	VPANDN  Y0, Y1, Y0

// F2I converts Y0's lanes to integers with VROUNDPD mode imm (8 nearest
// even, 9 down, 10 up, 11 toward zero; inexact suppressed) through
// binary64, clamped to [Y4, Y5], biased by Y6 and Y3 (see f2i32AVX2), NaN
// lanes (Y7) zero, into Y1.
#define F2I(imm) \
	VCMPPS  $3, Y0, Y0, Y7 \
	VCVTPS2PD X0, Y1 \
	VEXTRACTI128 $1, Y0, X0 \
	VCVTPS2PD X0, Y2 \
	VROUNDPD imm, Y1, Y1 \
	VROUNDPD imm, Y2, Y2 \
	VMAXPD  Y4, Y1, Y1 \
	VMAXPD  Y4, Y2, Y2 \
	VMINPD  Y5, Y1, Y1 \
	VMINPD  Y5, Y2, Y2 \
	VSUBPD  Y6, Y1, Y1 \
	VSUBPD  Y6, Y2, Y2 \
	VCVTTPD2DQY Y1, X1 \
	VCVTTPD2DQY Y2, X2 \
	VINSERTI128 $1, X2, Y1, Y1 \
	VPXOR   Y3, Y1, Y1 \
	VPANDN  Y1, Y7, Y1

// CVTSETUP loads the sign masks and flush flag of signs (AX) and the
// constants of LOADF.
#define CVTSETUP \
	VPBROADCASTD 0(AX), Y12 \
	VPBROADCASTD 4(AX), Y13 \
	VPBROADCASTD 8(AX), Y14 \
	MOVL    $0x7f800000, AX \
	VMOVD   AX, X11 \
	VPBROADCASTD X11, Y11 \
	VPXOR   Y8, Y8, Y8

// func f2i32AVX2(b *[32]uint32, signs *[3]uint32, mode uint8, lim *[4]uint64, d *[32]uint32, m uint32)
//
// The AVX2 version of f2i32Go (fpconv.go): F2I from binary32 to an
// integer type of 8 to 32 bits, eight lanes per block: the operand with
// its sign masks and .FTZ (signs: clear, flip, flush), widened (exact),
// rounded to an integral value in the mode (VROUNDPD: fpu.RN, RZ, RM, RP
// are 0-3), clamped to the type's limits (lim[0], lim[1]: binary64), NaNs
// 0; lim[2] (2^31 for U32, else 0) is subtracted before the truncating
// VCVTTPD2DQ and lim[3] (0x80000000 for U32) xored after, so every value
// fits an int32; the low 32 bits of the integer go to the lanes of m of d.
TEXT ·f2i32AVX2(SB), NOSPLIT, $0-44
	MOVQ    b+0(FP), SI
	MOVQ    signs+8(FP), AX
	MOVBLZX mode+16(FP), R9
	MOVQ    lim+24(FP), DX
	MOVQ    d+32(FP), DI
	MOVL    m+40(FP), R10
	CVTSETUP
	VBROADCASTSD 0(DX), Y4
	VBROADCASTSD 8(DX), Y5
	VBROADCASTSD 16(DX), Y6
	VPBROADCASTD 24(DX), Y3
	XORL    CX, CX
	CMPL    R9, $1
	JEQ     irz
	JGT     irmp

irn:
	LOADF
	F2I($8)
	PUT(Y1, DI, irnpart, irnnext)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     irn
	JMP     idone

irz:
	LOADF
	F2I($11)
	PUT(Y1, DI, irzpart, irznext)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     irz
	JMP     idone

irmp:
	CMPL    R9, $3
	JEQ     irp

irm:
	LOADF
	F2I($9)
	PUT(Y1, DI, irmpart, irmnext)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     irm
	JMP     idone

irp:
	LOADF
	F2I($10)
	PUT(Y1, DI, irppart, irpnext)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     irp

idone:
	VZEROUPPER
	RET

// FRND rounds Y0's binary32 lanes to integral values with VROUNDPS mode
// imm (exact: an integral value of a binary32 is one), NaNs canonical
// (Y10), into Y0.
#define FRND(imm) \
	VROUNDPS imm, Y0, Y0 \
	VCMPPS  $3, Y0, Y0, Y1 \
	VBLENDVPS Y1, Y10, Y0, Y0

// func frnd32AVX2(b *[32]uint32, signs *[3]uint32, mode uint8, d *[32]uint32, m uint32)
//
// The AVX2 version of frnd32Go (fpconv.go): binary32 FRND, eight lanes
// per block: the operand with its sign masks and .FTZ (signs: clear,
// flip, flush), rounded to an integral value in the mode (VROUNDPS:
// fpu.RN, RZ, RM, RP are 0-3; signed zeros, infinities kept), NaNs
// canonical, into the lanes of m of d.
TEXT ·frnd32AVX2(SB), NOSPLIT, $0-36
	MOVQ    b+0(FP), SI
	MOVQ    signs+8(FP), AX
	MOVBLZX mode+16(FP), R9
	MOVQ    d+24(FP), DI
	MOVL    m+32(FP), R10
	CVTSETUP
	MOVL    $0x7fffffff, AX
	VMOVD   AX, X10
	VPBROADCASTD X10, Y10
	XORL    CX, CX
	CMPL    R9, $1
	JEQ     rrz
	JGT     rrmp

rrn:
	LOADF
	FRND($8)
	PUT(Y0, DI, rrnpart, rrnnext)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     rrn
	JMP     rdone

rrz:
	LOADF
	FRND($11)
	PUT(Y0, DI, rrzpart, rrznext)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     rrz
	JMP     rdone

rrmp:
	CMPL    R9, $3
	JEQ     rrp

rrm:
	LOADF
	FRND($9)
	PUT(Y0, DI, rrmpart, rrmnext)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     rrm
	JMP     rdone

rrp:
	LOADF
	FRND($10)
	PUT(Y0, DI, rrppart, rrpnext)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     rrp

rdone:
	VZEROUPPER
	RET

// I2FLOAD loads the eight integer lanes at lane CX of row SI into Y0 with
// the sign masks (Y12, Y13), extended from the type's width (shift count
// X14; Y11 all ones for zero, else sign extension) and, for unsigned
// types, xored with 0x80000000 (Y10) into int32's range; Y1, Y2 scratch.
#define I2FLOAD \
	VPANDN  (SI)(CX*4), Y12, Y0 \
	VPXOR   Y13, Y0, Y0 \
	VPSLLD  X14, Y0, Y0 \
	VPSRAD  X14, Y0, Y1 \
	VPSRLD  X14, Y0, Y2 \
	VPBLENDVB Y11, Y2, Y1, Y0 \
	VPXOR   Y10, Y0, Y0

// func i2f32AVX2(b *[32]uint32, cvt *[4]uint32, f64 bool, dlo, dhi *[32]uint32, m uint32)
//
// The AVX2 version of i2f32Go (fpconv.go): I2F from an integer type of 8
// to 32 bits (cvt: the sign masks, 32 minus the type's width, all ones
// for an unsigned type), eight lanes per block: the integer, extended and
// biased into int32's range, converted to binary64 (VCVTDQ2PD, exact) and
// unbiased (+2^31 for unsigned types, exact), then rounded once to
// binary32 in RN (VCVTPD2PS) into the lanes of m of dlo, or (f64) its
// words written to the lanes of m of dlo and dhi.
TEXT ·i2f32AVX2(SB), NOSPLIT, $0-44
	MOVQ    b+0(FP), SI
	MOVQ    cvt+8(FP), AX
	MOVBLZX f64+16(FP), R9
	MOVQ    dlo+24(FP), DI
	MOVQ    dhi+32(FP), DX
	MOVL    m+40(FP), R10
	VPBROADCASTD 0(AX), Y12
	VPBROADCASTD 4(AX), Y13
	VMOVD   8(AX), X14
	VPBROADCASTD 12(AX), Y11
	MOVL    $0x80000000, BX
	VMOVD   BX, X10
	VPBROADCASTD X10, Y10
	VPAND   Y11, Y10, Y10 // the bias of unsigned types
	MOVQ    $0x41e0000000000000, BX
	VMOVQ   BX, X8
	VPBROADCASTQ X8, Y8
	VPAND   Y11, Y8, Y8 // 2^31 for unsigned types
	XORL    CX, CX
	TESTL   R9, R9
	JNZ     i64loop

i32loop:
	I2FLOAD
	VCVTDQ2PD X0, Y4
	VEXTRACTI128 $1, Y0, X0
	VCVTDQ2PD X0, Y5
	VADDPD  Y8, Y4, Y4
	VADDPD  Y8, Y5, Y5
	VCVTPD2PSY Y4, X0
	VCVTPD2PSY Y5, X1
	VINSERTI128 $1, X1, Y0, Y0
	PUT(Y0, DI, i32part, i32next)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     i32loop
	VZEROUPPER
	RET

i64loop:
	I2FLOAD
	VPERMQ  $0xd8, Y0, Y0 // lanes 0, 1, 4, 5 low, 2, 3, 6, 7 high
	VCVTDQ2PD X0, Y4
	VEXTRACTI128 $1, Y0, X0
	VCVTDQ2PD X0, Y5
	VADDPD  Y8, Y4, Y4
	VADDPD  Y8, Y5, Y5
	VSHUFPS $0x88, Y5, Y4, Y0 // the low words, lanes 0-7
	VSHUFPS $0xdd, Y5, Y4, Y1 // the high words
	PUT(Y0, DI, i64partlo, i64nextlo)
	PUT(Y1, DX, i64parthi, i64nexthi)
	ADDL    $8, CX
	CMPL    CX, $32
	JNE     i64loop
	VZEROUPPER
	RET

// Constants of ex2AVX2 (binary64 lanes): the low 29 bits, the halfway
// pattern less the window's half width W = 64, the window's width plus
// one, -1.
DATA ex2Low29<>+0(SB)/8, $0x1fffffff
DATA ex2Low29<>+8(SB)/8, $0x1fffffff
DATA ex2Low29<>+16(SB)/8, $0x1fffffff
DATA ex2Low29<>+24(SB)/8, $0x1fffffff
GLOBL ex2Low29<>(SB), RODATA, $32
DATA ex2Lo<>+0(SB)/8, $0x0fffffc0
DATA ex2Lo<>+8(SB)/8, $0x0fffffc0
DATA ex2Lo<>+16(SB)/8, $0x0fffffc0
DATA ex2Lo<>+24(SB)/8, $0x0fffffc0
GLOBL ex2Lo<>(SB), RODATA, $32
DATA ex2Span<>+0(SB)/8, $129
DATA ex2Span<>+8(SB)/8, $129
DATA ex2Span<>+16(SB)/8, $129
DATA ex2Span<>+24(SB)/8, $129
GLOBL ex2Span<>(SB), RODATA, $32
DATA ex2MinusOne<>+0(SB)/8, $-1
DATA ex2MinusOne<>+8(SB)/8, $-1
DATA ex2MinusOne<>+16(SB)/8, $-1
DATA ex2MinusOne<>+24(SB)/8, $-1
GLOBL ex2MinusOne<>(SB), RODATA, $32

// EX2HALF computes 2^x for the four binary64 lanes of x (the polynomial
// of the table at DX in f = x - round(x), scaled by 2^round(x) through
// the exponent field), narrowed to binary32 in xout, and sets AX's bits
// 0-3 for the lanes that may keep it: -126 <= x < 128 (Y10, Y15; NaNs
// fail) and the binary64 value's low 29 bits more than 64 units from the
// binary32 halfway pattern. Y0, Y5, Y6, Y7 are scratch.
#define EX2HALF(x, xout) \
	VROUNDPD $8, x, Y5 \
	VSUBPD  Y5, x, Y6 \
	VMOVUPD 416(DX), Y7 \
	VFMADD213PD 384(DX), Y6, Y7 \
	VFMADD213PD 352(DX), Y6, Y7 \
	VFMADD213PD 320(DX), Y6, Y7 \
	VFMADD213PD 288(DX), Y6, Y7 \
	VFMADD213PD 256(DX), Y6, Y7 \
	VFMADD213PD 224(DX), Y6, Y7 \
	VFMADD213PD 192(DX), Y6, Y7 \
	VFMADD213PD 160(DX), Y6, Y7 \
	VFMADD213PD 128(DX), Y6, Y7 \
	VFMADD213PD 96(DX), Y6, Y7 \
	VFMADD213PD 64(DX), Y6, Y7 \
	VFMADD213PD 32(DX), Y6, Y7 \
	VFMADD213PD 0(DX), Y6, Y7 \
	VCVTPD2DQY Y5, X5 \
	VPMOVSXDQ X5, Y5 \
	VPSLLQ  $52, Y5, Y5 \
	VPADDQ  Y5, Y7, Y7 \
	VCVTPD2PSY Y7, xout \
	VCMPPD  $0x1d, Y10, x, Y5 \
	VCMPPD  $0x11, Y15, x, Y6 \
	VPAND   Y6, Y5, Y5 \
	VPAND   ex2Low29<>(SB), Y7, Y6 \
	VPSUBQ  ex2Lo<>(SB), Y6, Y6 \
	VMOVDQU ex2Span<>(SB), Y0 \
	VPCMPGTQ Y6, Y0, Y0 \
	VPCMPGTQ ex2MinusOne<>(SB), Y6, Y6 \
	VPAND   Y6, Y0, Y0 \
	VPANDN  Y5, Y0, Y5 \
	VMOVMSKPD Y5, AX

// func ex2AVX2(b *[32]uint32, signs *[3]uint32, coef *[14][4]float64, d *[32]uint32, m uint32) (slow uint32)
//
// MUFU.EX2 eight lanes per block for the operands with their sign masks
// and .FTZ (signs: clear, flip, flush; LOADF): EX2HALF's 2^x narrowed to
// binary32 is written to the lanes of m of d where it may be kept; the
// others (x outside [-126, 128), NaNs, results near a binary32 halfway
// point) are returned in slow and left unwritten, for execMUFU to compute
// with math.Exp2. TestMUFUEX2Fast compares every kept lane with fpu.
TEXT ·ex2AVX2(SB), NOSPLIT, $0-44
	MOVQ    b+0(FP), SI
	MOVQ    signs+8(FP), AX
	MOVQ    coef+16(FP), DX
	MOVQ    d+24(FP), DI
	MOVL    m+32(FP), R10
	CVTSETUP
	MOVQ    $0xc05f800000000000, AX // -126
	VMOVQ   AX, X10
	VPBROADCASTQ X10, Y10
	MOVQ    $0x4060000000000000, AX // 128
	VMOVQ   AX, X15
	VPBROADCASTQ X15, Y15
	XORL    BX, BX
	MOVQ    $24, CX

e2loop:
	LOADF
	VCVTPS2PD X0, Y1
	VEXTRACTI128 $1, Y0, X0
	VCVTPS2PD X0, Y2
	EX2HALF(Y1, X3)
	MOVL    AX, R13
	EX2HALF(Y2, X4)
	SHLL    $4, AX
	ORL     R13, AX
	NOTL    AX
	ANDL    $0xff, AX // slow
	VINSERTI128 $1, X4, Y3, Y3
	MOVL    R10, R12
	SHRL    CX, R12
	MOVL    AX, R13
	NOTL    R13
	ANDL    R13, R12
	ANDL    $0xff, R12 // the lanes to write
	SHLL    $8, BX
	ORL     AX, BX
	CMPL    R12, $0xff
	JNE     e2part
	VMOVDQU Y3, (DI)(CX*4)
	JMP     e2next

e2part:
	NOTL    R12
	VMOVD   R12, X9
	VPBROADCASTD X9, Y9
	VPAND   cvtLaneBits<>(SB), Y9, Y9
	VPCMPEQD cvtLaneBits<>(SB), Y9, Y9
	VPBLENDVB Y9, (DI)(CX*4), Y3, Y3
	VMOVDQU Y3, (DI)(CX*4)

e2next:
	SUBQ    $8, CX
	JGE     e2loop
	VZEROUPPER
	MOVL    BX, slow+40(FP)
	RET
