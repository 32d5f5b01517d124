//go:build amd64 && !purego

#include "textflag.h"

// func hasFMA() bool
// CPUID leaf 1: ECX bit 12 (FMA3). Used only together with useAVX2, which
// checked that the OS saves the YMM registers.
TEXT ·hasFMA(SB), NOSPLIT, $0-1
	MOVL  $1, AX
	XORL  CX, CX
	CPUID
	SHRL  $12, CX
	ANDL  $1, CX
	MOVB  CX, ret+0(FP)
	RET

// func fcmp32AVX2(a, b *[32]uint32, signs *[4]uint32) (lt, eq, un uint32)
//
// The AVX2 version of fcmp32Go (fplanes.go): eight lanes per iteration,
// from the last block down so that the bits shift in; the operands get
// their |x| (signs[0], signs[2]: clear) and -x (signs[1], signs[3]: flip)
// masks, then VCMPPS gives IEEE 754's ordered less-than (LT_OS) and
// equality (EQ_OQ) and unordered (UNORD_Q), as Go's < and == on float32.
TEXT ·fcmp32AVX2(SB), NOSPLIT, $0-36
	MOVQ    a+0(FP), SI
	MOVQ    b+8(FP), DX
	MOVQ    signs+16(FP), AX
	VPBROADCASTD 0(AX), Y8
	VPBROADCASTD 4(AX), Y9
	VPBROADCASTD 8(AX), Y10
	VPBROADCASTD 12(AX), Y11
	XORL    R8, R8 // lt
	XORL    R9, R9 // eq
	XORL    R10, R10 // un
	MOVQ    $96, CX // byte offset of the last block of eight lanes

cloop:
	VMOVDQU (SI)(CX*1), Y0
	VPANDN  Y0, Y8, Y0
	VPXOR   Y9, Y0, Y0
	VMOVDQU (DX)(CX*1), Y1
	VPANDN  Y1, Y10, Y1
	VPXOR   Y11, Y1, Y1
	VCMPPS  $1, Y1, Y0, Y2 // a < b
	VCMPPS  $0, Y1, Y0, Y3 // a == b
	VCMPPS  $3, Y1, Y0, Y4 // unordered
	VMOVMSKPS Y2, AX
	SHLL    $8, R8
	ORL     AX, R8
	VMOVMSKPS Y3, AX
	SHLL    $8, R9
	ORL     AX, R9
	VMOVMSKPS Y4, AX
	SHLL    $8, R10
	ORL     AX, R10
	SUBQ    $32, CX
	JGE     cloop
	VZEROUPPER
	MOVL    R8, lt+24(FP)
	MOVL    R9, eq+28(FP)
	MOVL    R10, un+32(FP)
	RET

// func rcpSqrt32AVX2(sqrt bool, b *[32]uint32, signs *[2]uint32, r *[32]uint32)
//
// The AVX2 version of rcpSqrt32Go (fplanes.go): eight lanes per
// iteration, the sign masks applied (signs[0] clear, signs[1] flip), then
// IEEE 754's binary32 division 1/x (VDIVPS) or square root (VSQRTPS),
// rounded once to nearest even (subnormal results included under Go's
// MXCSR), NaNs canonical. rcpSqrt32Go's route, 1/x or sqrt(x) rounded
// to binary64 and then to binary32, gives the same: 53 >= 2*24+2 makes
// double rounding of a quotient or a square root innocuous (Figueroa
// 1995; fpu's rcp and sqrt32 say the same).
TEXT ·rcpSqrt32AVX2(SB), NOSPLIT, $0-32
	MOVBLZX sqrt+0(FP), R9
	MOVQ    b+8(FP), SI
	MOVQ    signs+16(FP), AX
	MOVQ    r+24(FP), DI
	VPBROADCASTD 0(AX), Y8
	VPBROADCASTD 4(AX), Y9
	MOVL    $0x3f800000, AX
	VMOVD   AX, X7
	VPBROADCASTD X7, Y7 // 1.0
	MOVL    $0x7fffffff, AX
	VMOVD   AX, X12
	VPBROADCASTD X12, Y12 // canonical NaN
	MOVQ    $0, CX

rloop:
	VPANDN  (SI)(CX*1), Y8, Y0
	VPXOR   Y9, Y0, Y0
	CMPL    R9, $0
	JNE     rsqrt
	VDIVPS  Y0, Y7, Y1
	JMP     rnarrow

rsqrt:
	VSQRTPS Y0, Y1

rnarrow:
	VCMPPS  $3, Y1, Y1, Y6 // unordered: NaN lanes
	VBLENDVPS Y6, Y12, Y1, Y1
	VMOVDQU Y1, (DI)(CX*1)
	ADDQ    $32, CX
	CMPQ    CX, $128
	JNE     rloop
	VZEROUPPER
	RET
