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

// LD widens the eight binary32 lanes at lane CX of row src to binary64
// (exact): lanes 0-3 of the block in lo, 4-7 in hi.
#define LD(src, lo, hi) \
	VCVTPS2PD (src)(CX*4), lo \
	VCVTPS2PD 16(src)(CX*4), hi

// LDM is LD with the operand's |x| (clr) and -x (flip) sign masks
// applied to the binary32 patterns first; xhi is hi's low half.
#define LDM(src, clr, flip, lo, hi, xhi) \
	VPANDN  (src)(CX*4), clr, hi \
	VPXOR   flip, hi, hi \
	VCVTPS2PD xhi, lo \
	VEXTRACTI128 $1, hi, xhi \
	VCVTPS2PD xhi, hi

// HALF sets t's lanes where the binary64 v has the binary32 halfway
// pattern: its 29 bits below binary32's last bit are 1 then zeros.
#define HALF(v, t) \
	VPAND    Y8, v, t \
	VPCMPEQQ Y9, t, t

// NARROW rounds the binary64 lanes lo and hi to binary32 (VCVTPD2PS,
// round to nearest even under Go's MXCSR) into the eight lanes of out,
// NaNs canonical (0x7fffffff, Y10); tmp is scratch.
#define NARROW(lo, hi, out, xout, tmp, xtmp) \
	VCVTPD2PSY lo, xout \
	VCVTPD2PSY hi, xtmp \
	VINSERTI128 $1, xtmp, out, out \
	VCMPPS  $3, out, out, tmp \
	VBLENDVPS tmp, Y10, out, out

// MASK2 puts the lane bits of the two four-lane binary64 masks lo and hi
// in AX (bits 0-7); R11 is scratch.
#define MASK2(lo, hi) \
	VMOVMSKPD lo, AX \
	VMOVMSKPD hi, R11 \
	SHLL    $4, R11 \
	ORL     R11, AX

// SMALL adds to AX the lanes of the binary32 results in out whose
// magnitude is at most 2^-126 (zeros and subnormals included): FFMA's
// binary64 result may have been rounded onto a binary32 halfway point of
// the subnormal range (or 2^-126 - 2^-150) there; t is scratch.
#define SMALL(out, t) \
	VPAND    Y10, out, t \
	VPCMPGTD t, Y11, t \
	VMOVMSKPS t, R11 \
	ORL      R11, AX

// LDH widens the four binary32 lanes at byte off past lane CX of row src
// (a half block) to binary64 in y; LDHM applies the sign masks clr and
// flip (the low halves of their registers) first, in x, y's low half.
#define LDH(src, off, y) \
	VCVTPS2PD off(src)(CX*4), y

#define LDHM(src, off, clr, flip, x, y) \
	VPANDN  off(src)(CX*4), clr, x \
	VPXOR   flip, x, x \
	VCVTPS2PD x, y

// INEXACT sets the bits 0-3 of out for the lanes where v, the binary64
// sum of x (Y0) and y (Y1) rounded to nearest, is not their exact sum:
// Knuth's TwoSum err = (x - (v - bb)) + (y - bb) with bb = v - x is
// exactly x + y - v. Y0, Y1 and Y3 are overwritten.
#define INEXACT(v, out) \
	VSUBPD  Y0, v, Y3 \
	VSUBPD  Y3, Y1, Y1 \
	VSUBPD  Y3, v, Y3 \
	VSUBPD  Y3, Y0, Y0 \
	VADDPD  Y1, Y0, Y0 \
	VXORPD  Y1, Y1, Y1 \
	VCMPPD  $4, Y1, Y0, Y0 \
	VMOVMSKPD Y0, out

// STORE writes the lanes of out that are in m (R10) and not in the check
// byte AX to row d (DI) at lane CX: a plain store when all eight are,
// else a blend with the row's old lanes (mask in t, from laneBits8); AX's
// bits join check (BX); then the next block or the end.
#define STORE(out, t, xt, partial, next, loop) \
	MOVL    R10, R12 \
	SHRL    CX, R12 \
	MOVL    AX, R11 \
	NOTL    R11 \
	ANDL    R11, R12 \
	ANDL    $0xff, R12 \
	SHLL    CX, AX \
	ORL     AX, BX \
	CMPL    R12, $0xff \
	JNE     partial \
	VMOVDQU out, (DI)(CX*4) \
	JMP     next \
partial: \
	NOTL    R12 \
	VMOVD   R12, xt \
	VPBROADCASTD xt, t \
	VPAND   laneBits8<>(SB), t, t \
	VPCMPEQD laneBits8<>(SB), t, t \
	VPBLENDVB t, (DI)(CX*4), out, out \
	VMOVDQU out, (DI)(CX*4) \
next: \
	ADDL    $8, CX \
	CMPL    CX, $32 \
	JNE     loop

// func arith32WarpAVX2(op uint8, srcs *[3]*[32]uint32, signs *[6]uint32, d *[32]uint32, m uint32) (check uint32)
//
// The AVX2 (and FMA3) version of arith32WarpGo (fplanes.go): binary32
// FADD (op fpAdd), FMUL or FFMA of rows srcs (a, b, c) with the sign
// masks signs (a's, b's, c's |x| and -x; nil for none) through binary64,
// eight lanes per block: widened (VCVTPS2PD, exact), one IEEE binary64
// operation (VADDPD, VMULPD, or VFMADD231PD: the product of binary32
// values is exact, so the fused and the separate a*b + c agree), narrowed
// (VCVTPD2PS), NaNs canonical. check gets the lanes fpu may have to
// compute: FADD results with the halfway pattern, and FFMA results with
// the halfway pattern or of magnitude at most 2^-126, that are not the
// exact sum (Knuth's TwoSum, only for blocks with such lanes). The lanes of m
// not in check are written to d; the others keep their value (so a source
// that is also the destination still holds the checked lanes' operands).
// A block reads its lanes of every source before it writes d's.
TEXT ·arith32WarpAVX2(SB), NOSPLIT, $0-44
	MOVBLZX op+0(FP), R9
	MOVQ    srcs+8(FP), AX
	MOVQ    0(AX), SI
	MOVQ    8(AX), DX
	MOVQ    16(AX), R8
	MOVQ    d+24(FP), DI
	MOVL    m+32(FP), R10
	MOVQ    $0x1fffffff, R11
	VMOVQ   R11, X8
	VPBROADCASTQ X8, Y8 // the low 29 bits
	MOVQ    $0x10000000, R11
	VMOVQ   R11, X9
	VPBROADCASTQ X9, Y9 // the halfway pattern
	MOVL    $0x7fffffff, R11
	VMOVD   R11, X10
	VPBROADCASTD X10, Y10 // |x|; the canonical NaN
	MOVL    $0x00800001, R11
	VMOVD   R11, X11
	VPBROADCASTD X11, Y11 // above 2^-126's pattern
	XORL    BX, BX // check
	XORL    CX, CX // the block's first lane
	MOVQ    signs+16(FP), AX
	TESTQ   AX, AX
	JNZ     mods
	CMPL    R9, $1
	JEQ     mul
	JGT     fma

add:
	LD(SI, Y0, Y1)
	LD(DX, Y2, Y3)
	VADDPD  Y2, Y0, Y4
	VADDPD  Y3, Y1, Y5
	HALF(Y4, Y6)
	HALF(Y5, Y7)
	MASK2(Y6, Y7)
	TESTL   AX, AX
	JNZ     addtwosum

addnarrow:
	NARROW(Y4, Y5, Y2, X2, Y3, X3)
	STORE(Y2, Y1, X1, addpart, addnext, add)
	JMP     done

	// Knuth's TwoSum: err = (x - (v - bb)) + (y - bb) with bb = v - x is
	// exactly x + y - v; halfway lanes with err == 0 are exact sums,
	// which narrow correctly, and need no check.
addtwosum:
	VSUBPD  Y0, Y4, Y6 // bb
	VSUBPD  Y6, Y4, Y7 // v - bb
	VSUBPD  Y7, Y0, Y0 // x - (v - bb)
	VSUBPD  Y6, Y2, Y2 // y - bb
	VADDPD  Y2, Y0, Y0 // err
	VXORPD  Y2, Y2, Y2
	VCMPPD  $4, Y2, Y0, Y0 // err != 0
	VSUBPD  Y1, Y5, Y6
	VSUBPD  Y6, Y5, Y7
	VSUBPD  Y7, Y1, Y1
	VSUBPD  Y6, Y3, Y3
	VADDPD  Y3, Y1, Y1
	VCMPPD  $4, Y2, Y1, Y1
	HALF(Y4, Y6)
	HALF(Y5, Y7)
	VPAND   Y6, Y0, Y0
	VPAND   Y7, Y1, Y1
	MASK2(Y0, Y1)
	JMP     addnarrow

mul:
	LD(SI, Y0, Y1)
	LD(DX, Y2, Y3)
	VMULPD  Y2, Y0, Y4
	VMULPD  Y3, Y1, Y5
	NARROW(Y4, Y5, Y2, X2, Y3, X3)
	XORL    AX, AX
	STORE(Y2, Y1, X1, mulpart, mulnext, mul)
	JMP     done

fma:
	LD(SI, Y0, Y1)
	LD(DX, Y2, Y3)
	LD(R8, Y4, Y5)
	VFMADD231PD Y2, Y0, Y4 // a*b + c
	VFMADD231PD Y3, Y1, Y5
	HALF(Y4, Y0)
	HALF(Y5, Y1)
	MASK2(Y0, Y1)
	NARROW(Y4, Y5, Y2, X2, Y3, X3)
	SMALL(Y2, Y0)
	TESTL   AX, AX
	JNZ     fmatwosum

fmastore:
	STORE(Y2, Y1, X1, fmapart, fmanext, fma)
	JMP     done

	// Checked lanes whose v is the exact a*b + c narrow correctly (the
	// one rounding) and need no check: a*b (exact) and c again from the
	// rows (d is not written yet), INEXACT per half block.
fmatwosum:
	LDH(SI, 0, Y0)
	LDH(DX, 0, Y1)
	VMULPD  Y1, Y0, Y0
	LDH(R8, 0, Y1)
	INEXACT(Y4, R13)
	LDH(SI, 16, Y0)
	LDH(DX, 16, Y1)
	VMULPD  Y1, Y0, Y0
	LDH(R8, 16, Y1)
	INEXACT(Y5, R11)
	SHLL    $4, R11
	ORL     R13, R11
	ANDL    R11, AX
	JMP     fmastore

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
	LDM(SI, Y12, Y13, Y0, Y1, X1)
	LDM(DX, Y14, Y15, Y2, Y3, X3)
	VADDPD  Y2, Y0, Y4
	VADDPD  Y3, Y1, Y5
	HALF(Y4, Y6)
	HALF(Y5, Y7)
	MASK2(Y6, Y7)
	TESTL   AX, AX
	JNZ     addmtwosum

addmnarrow:
	NARROW(Y4, Y5, Y2, X2, Y3, X3)
	STORE(Y2, Y1, X1, addmpart, addmnext, addm)
	JMP     done

addmtwosum: // as addtwosum (Y6 and Y7 are free: FADD has no c)
	VSUBPD  Y0, Y4, Y6
	VSUBPD  Y6, Y4, Y7
	VSUBPD  Y7, Y0, Y0
	VSUBPD  Y6, Y2, Y2
	VADDPD  Y2, Y0, Y0
	VXORPD  Y2, Y2, Y2
	VCMPPD  $4, Y2, Y0, Y0
	VSUBPD  Y1, Y5, Y6
	VSUBPD  Y6, Y5, Y7
	VSUBPD  Y7, Y1, Y1
	VSUBPD  Y6, Y3, Y3
	VADDPD  Y3, Y1, Y1
	VCMPPD  $4, Y2, Y1, Y1
	HALF(Y4, Y6)
	HALF(Y5, Y7)
	VPAND   Y6, Y0, Y0
	VPAND   Y7, Y1, Y1
	MASK2(Y0, Y1)
	JMP     addmnarrow

mulm:
	LDM(SI, Y12, Y13, Y0, Y1, X1)
	LDM(DX, Y14, Y15, Y2, Y3, X3)
	VMULPD  Y2, Y0, Y4
	VMULPD  Y3, Y1, Y5
	NARROW(Y4, Y5, Y2, X2, Y3, X3)
	XORL    AX, AX
	STORE(Y2, Y1, X1, mulmpart, mulmnext, mulm)
	JMP     done

fmam:
	LDM(SI, Y12, Y13, Y0, Y1, X1)
	LDM(DX, Y14, Y15, Y2, Y3, X3)
	LDM(R8, Y6, Y7, Y4, Y5, X5)
	VFMADD231PD Y2, Y0, Y4
	VFMADD231PD Y3, Y1, Y5
	HALF(Y4, Y0)
	HALF(Y5, Y1)
	MASK2(Y0, Y1)
	NARROW(Y4, Y5, Y2, X2, Y3, X3)
	SMALL(Y2, Y0)
	TESTL   AX, AX
	JNZ     fmamtwosum

fmamstore:
	STORE(Y2, Y1, X1, fmampart, fmamnext, fmam)
	JMP     done

fmamtwosum: // as fmatwosum, with the sign masks
	LDHM(SI, 0, X12, X13, X0, Y0)
	LDHM(DX, 0, X14, X15, X1, Y1)
	VMULPD  Y1, Y0, Y0
	LDHM(R8, 0, X6, X7, X1, Y1)
	INEXACT(Y4, R13)
	LDHM(SI, 16, X12, X13, X0, Y0)
	LDHM(DX, 16, X14, X15, X1, Y1)
	VMULPD  Y1, Y0, Y0
	LDHM(R8, 16, X6, X7, X1, Y1)
	INEXACT(Y5, R11)
	SHLL    $4, R11
	ORL     R13, R11
	ANDL    R11, AX
	JMP     fmamstore

done:
	VZEROUPPER
	MOVL    BX, check+40(FP)
	RET
