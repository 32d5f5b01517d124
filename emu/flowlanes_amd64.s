//go:build amd64 && !purego

#include "textflag.h"

// func eqLanes(v *[32]uint32, s uint32) uint32
// The lanes whose v equals s: s broadcast, the four blocks of eight lanes
// compared by VPCMPEQD and their sign bits gathered by VMOVMSKPS.
TEXT ·eqLanes(SB), NOSPLIT, $0-20
	CMPB         ·useAVX2(SB), $0
	JEQ          noeqavx2
	MOVQ         v+0(FP), SI
	MOVL         s+8(FP), AX
	VMOVD        AX, X0
	VPBROADCASTD X0, Y0
	VPCMPEQD     0(SI), Y0, Y1
	VPCMPEQD     32(SI), Y0, Y2
	VPCMPEQD     64(SI), Y0, Y3
	VPCMPEQD     96(SI), Y0, Y4
	VMOVMSKPS    Y1, AX
	VMOVMSKPS    Y2, BX
	VMOVMSKPS    Y3, CX
	VMOVMSKPS    Y4, DX
	SHLL         $8, BX
	SHLL         $16, CX
	SHLL         $24, DX
	ORL          BX, AX
	ORL          CX, DX
	ORL          DX, AX
	VZEROUPPER
	MOVL         AX, ret+16(FP)
	RET

noeqavx2:
	JMP ·eqLanesGo(SB)
