//go:build amd64 && !purego

#include "textflag.h"

// scanLanesAVX2, the check pass of the memory fast path (memscan.go) in
// AVX2: eight lanes per instruction, the inactive lanes masked to zeros
// (for the highest values and the OR) or all ones (for the lowest).

// memLaneBits<>: dword j is 1<<j, the bit of lane j in a lane mask.
DATA memLaneBits<>+0(SB)/4, $0x1
DATA memLaneBits<>+4(SB)/4, $0x2
DATA memLaneBits<>+8(SB)/4, $0x4
DATA memLaneBits<>+12(SB)/4, $0x8
DATA memLaneBits<>+16(SB)/4, $0x10
DATA memLaneBits<>+20(SB)/4, $0x20
DATA memLaneBits<>+24(SB)/4, $0x40
DATA memLaneBits<>+28(SB)/4, $0x80
DATA memLaneBits<>+32(SB)/4, $0x100
DATA memLaneBits<>+36(SB)/4, $0x200
DATA memLaneBits<>+40(SB)/4, $0x400
DATA memLaneBits<>+44(SB)/4, $0x800
DATA memLaneBits<>+48(SB)/4, $0x1000
DATA memLaneBits<>+52(SB)/4, $0x2000
DATA memLaneBits<>+56(SB)/4, $0x4000
DATA memLaneBits<>+60(SB)/4, $0x8000
DATA memLaneBits<>+64(SB)/4, $0x10000
DATA memLaneBits<>+68(SB)/4, $0x20000
DATA memLaneBits<>+72(SB)/4, $0x40000
DATA memLaneBits<>+76(SB)/4, $0x80000
DATA memLaneBits<>+80(SB)/4, $0x100000
DATA memLaneBits<>+84(SB)/4, $0x200000
DATA memLaneBits<>+88(SB)/4, $0x400000
DATA memLaneBits<>+92(SB)/4, $0x800000
DATA memLaneBits<>+96(SB)/4, $0x1000000
DATA memLaneBits<>+100(SB)/4, $0x2000000
DATA memLaneBits<>+104(SB)/4, $0x4000000
DATA memLaneBits<>+108(SB)/4, $0x8000000
DATA memLaneBits<>+112(SB)/4, $0x10000000
DATA memLaneBits<>+116(SB)/4, $0x20000000
DATA memLaneBits<>+120(SB)/4, $0x40000000
DATA memLaneBits<>+124(SB)/4, $0x80000000
GLOBL memLaneBits<>(SB), RODATA|NOPTR, $128

// memLaneIndex<>: dword j is j.
DATA memLaneIndex<>+0(SB)/4, $0
DATA memLaneIndex<>+4(SB)/4, $1
DATA memLaneIndex<>+8(SB)/4, $2
DATA memLaneIndex<>+12(SB)/4, $3
DATA memLaneIndex<>+16(SB)/4, $4
DATA memLaneIndex<>+20(SB)/4, $5
DATA memLaneIndex<>+24(SB)/4, $6
DATA memLaneIndex<>+28(SB)/4, $7
DATA memLaneIndex<>+32(SB)/4, $8
DATA memLaneIndex<>+36(SB)/4, $9
DATA memLaneIndex<>+40(SB)/4, $10
DATA memLaneIndex<>+44(SB)/4, $11
DATA memLaneIndex<>+48(SB)/4, $12
DATA memLaneIndex<>+52(SB)/4, $13
DATA memLaneIndex<>+56(SB)/4, $14
DATA memLaneIndex<>+60(SB)/4, $15
DATA memLaneIndex<>+64(SB)/4, $16
DATA memLaneIndex<>+68(SB)/4, $17
DATA memLaneIndex<>+72(SB)/4, $18
DATA memLaneIndex<>+76(SB)/4, $19
DATA memLaneIndex<>+80(SB)/4, $20
DATA memLaneIndex<>+84(SB)/4, $21
DATA memLaneIndex<>+88(SB)/4, $22
DATA memLaneIndex<>+92(SB)/4, $23
DATA memLaneIndex<>+96(SB)/4, $24
DATA memLaneIndex<>+100(SB)/4, $25
DATA memLaneIndex<>+104(SB)/4, $26
DATA memLaneIndex<>+108(SB)/4, $27
DATA memLaneIndex<>+112(SB)/4, $28
DATA memLaneIndex<>+116(SB)/4, $29
DATA memLaneIndex<>+120(SB)/4, $30
DATA memLaneIndex<>+124(SB)/4, $31
GLOBL memLaneIndex<>(SB), RODATA|NOPTR, $128

// func scanLanesAVX2(ra *[32]uint32, off, m, shift uint32) (lo, hi, or, slo, shi uint32)
TEXT ·scanLanesAVX2(SB), NOSPLIT, $0-44
	MOVQ         ra+0(FP), SI
	LEAQ         memLaneBits<>(SB), BX
	LEAQ         memLaneIndex<>(SB), DX
	MOVL         off+8(FP), AX
	VMOVD        AX, X15
	VPBROADCASTD X15, Y15
	MOVL         shift+16(FP), AX
	VMOVD        AX, X12
	MOVL         m+12(FP), AX
	CMPL         AX, $0xffffffff
	JEQ          scanfull
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	VPXOR        Y13, Y13, Y13
	// lanes 0..7
	VPAND    0(BX), Y14, Y0
	VPCMPEQD Y13, Y0, Y0 // all ones in the inactive lanes
	VPADDD   0(SI), Y15, Y1 // the addresses
	VPANDN   Y1, Y0, Y2 // active addresses, zeros elsewhere
	VPOR     Y1, Y0, Y3 // active addresses, all ones elsewhere
	VMOVDQU  0(DX), Y7
	VPSLLD   X12, Y7, Y7 // lane<<shift
	VPSUBD   Y7, Y1, Y7 // address - lane<<shift
	VPANDN   Y7, Y0, Y10
	VPOR     Y7, Y0, Y11
	VMOVDQA  Y2, Y4
	VMOVDQA  Y3, Y5
	VMOVDQA  Y2, Y6
	VMOVDQA  Y10, Y8
	VMOVDQA  Y11, Y9
	// lanes 8..15
	VPAND    32(BX), Y14, Y0
	VPCMPEQD Y13, Y0, Y0 // all ones in the inactive lanes
	VPADDD   32(SI), Y15, Y1 // the addresses
	VPANDN   Y1, Y0, Y2 // active addresses, zeros elsewhere
	VPOR     Y1, Y0, Y3 // active addresses, all ones elsewhere
	VMOVDQU  32(DX), Y7
	VPSLLD   X12, Y7, Y7 // lane<<shift
	VPSUBD   Y7, Y1, Y7 // address - lane<<shift
	VPANDN   Y7, Y0, Y10
	VPOR     Y7, Y0, Y11
	VPMAXUD  Y2, Y4, Y4
	VPMINUD  Y3, Y5, Y5
	VPOR     Y2, Y6, Y6
	VPMAXUD  Y10, Y8, Y8
	VPMINUD  Y11, Y9, Y9
	// lanes 16..23
	VPAND    64(BX), Y14, Y0
	VPCMPEQD Y13, Y0, Y0 // all ones in the inactive lanes
	VPADDD   64(SI), Y15, Y1 // the addresses
	VPANDN   Y1, Y0, Y2 // active addresses, zeros elsewhere
	VPOR     Y1, Y0, Y3 // active addresses, all ones elsewhere
	VMOVDQU  64(DX), Y7
	VPSLLD   X12, Y7, Y7 // lane<<shift
	VPSUBD   Y7, Y1, Y7 // address - lane<<shift
	VPANDN   Y7, Y0, Y10
	VPOR     Y7, Y0, Y11
	VPMAXUD  Y2, Y4, Y4
	VPMINUD  Y3, Y5, Y5
	VPOR     Y2, Y6, Y6
	VPMAXUD  Y10, Y8, Y8
	VPMINUD  Y11, Y9, Y9
	// lanes 24..31
	VPAND    96(BX), Y14, Y0
	VPCMPEQD Y13, Y0, Y0 // all ones in the inactive lanes
	VPADDD   96(SI), Y15, Y1 // the addresses
	VPANDN   Y1, Y0, Y2 // active addresses, zeros elsewhere
	VPOR     Y1, Y0, Y3 // active addresses, all ones elsewhere
	VMOVDQU  96(DX), Y7
	VPSLLD   X12, Y7, Y7 // lane<<shift
	VPSUBD   Y7, Y1, Y7 // address - lane<<shift
	VPANDN   Y7, Y0, Y10
	VPOR     Y7, Y0, Y11
	VPMAXUD  Y2, Y4, Y4
	VPMINUD  Y3, Y5, Y5
	VPOR     Y2, Y6, Y6
	VPMAXUD  Y10, Y8, Y8
	VPMINUD  Y11, Y9, Y9

	JMP scanreduce

// All 32 lanes active: no masks.
scanfull:
	VPADDD   0(SI), Y15, Y1
	VMOVDQU  0(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7
	VMOVDQA  Y1, Y4
	VMOVDQA  Y1, Y5
	VMOVDQA  Y1, Y6
	VMOVDQA  Y7, Y8
	VMOVDQA  Y7, Y9
	VPADDD   32(SI), Y15, Y1
	VMOVDQU  32(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7
	VPMAXUD  Y1, Y4, Y4
	VPMINUD  Y1, Y5, Y5
	VPOR     Y1, Y6, Y6
	VPMAXUD  Y7, Y8, Y8
	VPMINUD  Y7, Y9, Y9
	VPADDD   64(SI), Y15, Y1
	VMOVDQU  64(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7
	VPMAXUD  Y1, Y4, Y4
	VPMINUD  Y1, Y5, Y5
	VPOR     Y1, Y6, Y6
	VPMAXUD  Y7, Y8, Y8
	VPMINUD  Y7, Y9, Y9
	VPADDD   96(SI), Y15, Y1
	VMOVDQU  96(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7
	VPMAXUD  Y1, Y4, Y4
	VPMINUD  Y1, Y5, Y5
	VPOR     Y1, Y6, Y6
	VPMAXUD  Y7, Y8, Y8
	VPMINUD  Y7, Y9, Y9

scanreduce:
	VEXTRACTI128 $1, Y5, X0
	VPMINUD X0, X5, X5
	VPSHUFD $0x4e, X5, X0
	VPMINUD X0, X5, X5
	VPSHUFD $0xb1, X5, X0
	VPMINUD X0, X5, X5
	VMOVD   X5, AX
	MOVL    AX, lo+24(FP)
	VEXTRACTI128 $1, Y4, X0
	VPMAXUD X0, X4, X4
	VPSHUFD $0x4e, X4, X0
	VPMAXUD X0, X4, X4
	VPSHUFD $0xb1, X4, X0
	VPMAXUD X0, X4, X4
	VMOVD   X4, AX
	MOVL    AX, hi+28(FP)
	VEXTRACTI128 $1, Y6, X0
	VPOR X0, X6, X6
	VPSHUFD $0x4e, X6, X0
	VPOR X0, X6, X6
	VPSHUFD $0xb1, X6, X0
	VPOR X0, X6, X6
	VMOVD   X6, AX
	MOVL    AX, or+32(FP)
	VEXTRACTI128 $1, Y9, X0
	VPMINUD X0, X9, X9
	VPSHUFD $0x4e, X9, X0
	VPMINUD X0, X9, X9
	VPSHUFD $0xb1, X9, X0
	VPMINUD X0, X9, X9
	VMOVD   X9, AX
	MOVL    AX, slo+36(FP)
	VEXTRACTI128 $1, Y8, X0
	VPMAXUD X0, X8, X8
	VPSHUFD $0x4e, X8, X0
	VPMAXUD X0, X8, X8
	VPSHUFD $0xb1, X8, X0
	VPMAXUD X0, X8, X8
	VMOVD   X8, AX
	MOVL    AX, shi+40(FP)
	VZEROUPPER
	RET

// func loadSeqAVX2(v *[32]uint32, p *byte, first int, m uint32)
// Lane 0's word is at p - 4*first (outside the slice when first > 0: only
// the active lanes' words are touched, by masked loads, which do not
// fault on masked-out lanes). Each block of eight lanes: the lane mask,
// a masked load, a blend into v (a full block is a plain copy).
TEXT ·loadSeqAVX2(SB), NOSPLIT, $0-28
	MOVQ         v+0(FP), DI
	MOVQ         p+8(FP), SI
	MOVQ         first+16(FP), AX
	SHLQ         $2, AX
	SUBQ         AX, SI
	LEAQ         memLaneBits<>(SB), BX
	MOVL         m+24(FP), AX
	CMPL         AX, $0xffffffff
	JEQ          loadseqfull
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	MOVQ         $4, CX

loadseqloop:
	VMOVDQU    0(BX), Y0
	VPAND      Y14, Y0, Y1
	VPCMPEQD   Y0, Y1, Y1 // all ones in the active lanes
	VPMASKMOVD 0(SI), Y1, Y2
	VMOVDQU    0(DI), Y3
	VPBLENDVB  Y1, Y2, Y3, Y3
	VMOVDQU    Y3, 0(DI)
	ADDQ       $32, SI
	ADDQ       $32, DI
	ADDQ       $32, BX
	DECQ       CX
	JNZ        loadseqloop
	VZEROUPPER
	RET

loadseqfull:
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VMOVDQU Y3, 96(DI)
	VZEROUPPER
	RET

// func storeSeqAVX2(v *[32]uint32, p *byte, first int, m uint32)
// As loadSeqAVX2, with masked stores.
TEXT ·storeSeqAVX2(SB), NOSPLIT, $0-28
	MOVQ         v+0(FP), SI
	MOVQ         p+8(FP), DI
	MOVQ         first+16(FP), AX
	SHLQ         $2, AX
	SUBQ         AX, DI
	LEAQ         memLaneBits<>(SB), BX
	MOVL         m+24(FP), AX
	CMPL         AX, $0xffffffff
	JEQ          storeseqfull
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	MOVQ         $4, CX

storeseqloop:
	VMOVDQU    0(BX), Y0
	VPAND      Y14, Y0, Y1
	VPCMPEQD   Y0, Y1, Y1 // all ones in the active lanes
	VMOVDQU    0(SI), Y2
	VPMASKMOVD Y2, Y1, 0(DI)
	ADDQ       $32, SI
	ADDQ       $32, DI
	ADDQ       $32, BX
	DECQ       CX
	JNZ        storeseqloop
	VZEROUPPER
	RET

storeseqfull:
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VMOVDQU Y3, 96(DI)
	VZEROUPPER
	RET

// func gatherWordsAVX2(v, ra *[32]uint32, base *byte, off, stride, m uint32)
// Lane l of m loads the word at base + ra[l] + off + l*stride (a signed
// 32-bit index: the caller keeps it below 2^31) into v[l]; the other
// lanes of v keep their values (VPGATHERDD leaves the masked-out
// elements of its destination alone and reads nothing for them). Blocks
// of eight lanes without an active lane are skipped.
TEXT ·gatherWordsAVX2(SB), NOSPLIT, $0-36
	MOVQ         v+0(FP), DI
	MOVQ         ra+8(FP), SI
	MOVQ         base+16(FP), DX
	LEAQ         memLaneBits<>(SB), BX
	LEAQ         memLaneIndex<>(SB), R8
	MOVL         off+24(FP), AX
	VMOVD        AX, X15
	VPBROADCASTD X15, Y15
	MOVL         stride+28(FP), AX
	VMOVD        AX, X13
	VPBROADCASTD X13, Y13
	MOVL         m+32(FP), AX
	MOVL         AX, R9
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	MOVQ         $4, CX

gatherloop:
	TESTB        $0xff, R9B
	JZ           gathernext
	VMOVDQU      0(BX), Y0
	VPAND        Y14, Y0, Y1
	VPCMPEQD     Y0, Y1, Y1 // all ones in the active lanes
	VPMULLD      0(R8), Y13, Y2 // lane*stride
	VPADDD       0(SI), Y2, Y2
	VPADDD       Y15, Y2, Y2 // the indices
	VMOVDQU      0(DI), Y3
	VPGATHERDD   Y1, (DX)(Y2*1), Y3
	VMOVDQU      Y3, 0(DI)

gathernext:
	SHRL         $8, R9
	ADDQ         $32, SI
	ADDQ         $32, DI
	ADDQ         $32, BX
	ADDQ         $32, R8
	DECQ         CX
	JNZ          gatherloop
	VZEROUPPER
	RET

// func loadSeqPairsAVX2(v0, v1 *[32]uint32, p *byte, first int, m uint32)
// As loadSeqAVX2 for pairs of words: lane l's 8 bytes at p + 8*(l-first),
// the low word to v0[l], the high word to v1[l]. Each block of eight
// lanes: two masked quadword loads (the lane mask widened to quadwords),
// the even and odd words picked (VSHUFPS) and put in lane order (VPERMQ),
// blends into v0 and v1. Blocks without an active lane are skipped.
TEXT ·loadSeqPairsAVX2(SB), NOSPLIT, $0-36
	MOVQ         v0+0(FP), DI
	MOVQ         v1+8(FP), R10
	MOVQ         p+16(FP), SI
	MOVQ         first+24(FP), AX
	SHLQ         $3, AX
	SUBQ         AX, SI
	LEAQ         memLaneBits<>(SB), BX
	MOVL         m+32(FP), AX
	MOVL         AX, R9
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	MOVQ         $4, CX

loadpairloop:
	TESTB        $0xff, R9B
	JZ           loadpairnext
	VMOVDQU      0(BX), Y0
	VPAND        Y14, Y0, Y1
	VPCMPEQD     Y0, Y1, Y1 // all ones in the active lanes
	VPMOVSXDQ    X1, Y2 // lanes 0..3 as quadword masks
	VEXTRACTI128 $1, Y1, X3
	VPMOVSXDQ    X3, Y3 // lanes 4..7
	VPMASKMOVQ   0(SI), Y2, Y4
	VPMASKMOVQ   32(SI), Y3, Y5
	VSHUFPS      $0x88, Y5, Y4, Y6 // low words: 0 1 4 5 | 2 3 6 7
	VSHUFPS      $0xdd, Y5, Y4, Y7 // high words
	VPERMQ       $0xd8, Y6, Y6
	VPERMQ       $0xd8, Y7, Y7
	VMOVDQU      0(DI), Y8
	VPBLENDVB    Y1, Y6, Y8, Y8
	VMOVDQU      Y8, 0(DI)
	VMOVDQU      0(R10), Y9
	VPBLENDVB    Y1, Y7, Y9, Y9
	VMOVDQU      Y9, 0(R10)

loadpairnext:
	SHRL         $8, R9
	ADDQ         $64, SI
	ADDQ         $32, DI
	ADDQ         $32, R10
	ADDQ         $32, BX
	DECQ         CX
	JNZ          loadpairloop
	VZEROUPPER
	RET

// func storeSeqPairsAVX2(v0, v1 *[32]uint32, p *byte, first int, m uint32)
// The store of loadSeqPairsAVX2: each block's words interleaved
// (VPUNPCKLDQ/VPUNPCKHDQ, then VPERM2I128 into lane order) and stored
// with quadword masks, or plainly when all eight lanes are active.
TEXT ·storeSeqPairsAVX2(SB), NOSPLIT, $0-36
	MOVQ         v0+0(FP), SI
	MOVQ         v1+8(FP), R10
	MOVQ         p+16(FP), DI
	MOVQ         first+24(FP), AX
	SHLQ         $3, AX
	SUBQ         AX, DI
	LEAQ         memLaneBits<>(SB), BX
	MOVL         m+32(FP), AX
	MOVL         AX, R9
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	MOVQ         $4, CX

storepairloop:
	TESTB        $0xff, R9B
	JZ           storepairnext
	VMOVDQU      0(SI), Y4
	VMOVDQU      0(R10), Y5
	VPUNPCKLDQ   Y5, Y4, Y6 // lanes 0 1 | 4 5 as pairs
	VPUNPCKHDQ   Y5, Y4, Y7 // lanes 2 3 | 6 7
	VPERM2I128   $0x20, Y7, Y6, Y8 // lanes 0..3
	VPERM2I128   $0x31, Y7, Y6, Y9 // lanes 4..7
	CMPB         R9B, $0xff
	JNE          storepairmasked
	VMOVDQU      Y8, 0(DI)
	VMOVDQU      Y9, 32(DI)
	JMP          storepairnext

storepairmasked:
	VMOVDQU      0(BX), Y0
	VPAND        Y14, Y0, Y1
	VPCMPEQD     Y0, Y1, Y1
	VPMOVSXDQ    X1, Y2
	VEXTRACTI128 $1, Y1, X3
	VPMOVSXDQ    X3, Y3
	VPMASKMOVQ   Y8, Y2, 0(DI)
	VPMASKMOVQ   Y9, Y3, 32(DI)

storepairnext:
	SHRL         $8, R9
	ADDQ         $64, DI
	ADDQ         $32, SI
	ADDQ         $32, R10
	ADDQ         $32, BX
	DECQ         CX
	JNZ          storepairloop
	VZEROUPPER
	RET

// func scanWideAVX2(ra, rh *[32]uint32, m, shift, h0, s0 uint32) (lo, hi, or uint32, same, seq bool)
// scanLanesAVX2 for the low words ra of 64-bit addresses (without an
// offset), and in the same pass whether every active lane's high word is
// h0 (same) and every active lane's low word less lane<<shift is s0 (seq;
// the caller passes the first active lane's): those by OR-ing the
// differences (XOR) of the active lanes and testing for zero.
TEXT ·scanWideAVX2(SB), NOSPLIT, $0-46
	MOVQ         ra+0(FP), SI
	MOVQ         rh+8(FP), DI
	LEAQ         memLaneBits<>(SB), BX
	LEAQ         memLaneIndex<>(SB), DX
	MOVL         shift+20(FP), AX
	VMOVD        AX, X12
	MOVL         h0+24(FP), AX
	VMOVD        AX, X11
	VPBROADCASTD X11, Y11
	MOVL         s0+28(FP), AX
	VMOVD        AX, X15
	VPBROADCASTD X15, Y15
	MOVL         m+16(FP), AX
	CMPL         AX, $0xffffffff
	JEQ          widefull
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	VPXOR        Y13, Y13, Y13
	// lanes 0..7
	VPAND    0(BX), Y14, Y0
	VPCMPEQD Y13, Y0, Y0 // all ones in the inactive lanes
	VMOVDQU  0(SI), Y1 // the low words
	VPANDN   Y1, Y0, Y2
	VPOR     Y1, Y0, Y3
	VMOVDQA  Y2, Y4
	VMOVDQA  Y3, Y5
	VMOVDQA  Y2, Y6
	VMOVDQU  0(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7 // low word - lane<<shift
	VPXOR    Y15, Y7, Y7 // ... unlike the first lane's
	VPANDN   Y7, Y0, Y7
	VPXOR    0(DI), Y11, Y10 // high words unlike the first lane's
	VPANDN   Y10, Y0, Y10
	VMOVDQA  Y7, Y9
	VMOVDQA  Y10, Y8
	// lanes 8..15
	VPAND    32(BX), Y14, Y0
	VPCMPEQD Y13, Y0, Y0 // all ones in the inactive lanes
	VMOVDQU  32(SI), Y1 // the low words
	VPANDN   Y1, Y0, Y2
	VPOR     Y1, Y0, Y3
	VPMAXUD  Y2, Y4, Y4
	VPMINUD  Y3, Y5, Y5
	VPOR     Y2, Y6, Y6
	VMOVDQU  32(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7 // low word - lane<<shift
	VPXOR    Y15, Y7, Y7 // ... unlike the first lane's
	VPANDN   Y7, Y0, Y7
	VPXOR    32(DI), Y11, Y10 // high words unlike the first lane's
	VPANDN   Y10, Y0, Y10
	VPOR     Y7, Y9, Y9
	VPOR     Y10, Y8, Y8
	// lanes 16..23
	VPAND    64(BX), Y14, Y0
	VPCMPEQD Y13, Y0, Y0 // all ones in the inactive lanes
	VMOVDQU  64(SI), Y1 // the low words
	VPANDN   Y1, Y0, Y2
	VPOR     Y1, Y0, Y3
	VPMAXUD  Y2, Y4, Y4
	VPMINUD  Y3, Y5, Y5
	VPOR     Y2, Y6, Y6
	VMOVDQU  64(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7 // low word - lane<<shift
	VPXOR    Y15, Y7, Y7 // ... unlike the first lane's
	VPANDN   Y7, Y0, Y7
	VPXOR    64(DI), Y11, Y10 // high words unlike the first lane's
	VPANDN   Y10, Y0, Y10
	VPOR     Y7, Y9, Y9
	VPOR     Y10, Y8, Y8
	// lanes 24..31
	VPAND    96(BX), Y14, Y0
	VPCMPEQD Y13, Y0, Y0 // all ones in the inactive lanes
	VMOVDQU  96(SI), Y1 // the low words
	VPANDN   Y1, Y0, Y2
	VPOR     Y1, Y0, Y3
	VPMAXUD  Y2, Y4, Y4
	VPMINUD  Y3, Y5, Y5
	VPOR     Y2, Y6, Y6
	VMOVDQU  96(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7 // low word - lane<<shift
	VPXOR    Y15, Y7, Y7 // ... unlike the first lane's
	VPANDN   Y7, Y0, Y7
	VPXOR    96(DI), Y11, Y10 // high words unlike the first lane's
	VPANDN   Y10, Y0, Y10
	VPOR     Y7, Y9, Y9
	VPOR     Y10, Y8, Y8
	JMP widereduce

// All 32 lanes active: no masks.
widefull:
	VMOVDQU  0(SI), Y1
	VMOVDQA  Y1, Y4
	VMOVDQA  Y1, Y5
	VMOVDQA  Y1, Y6
	VMOVDQU  0(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7
	VPXOR    Y15, Y7, Y7
	VPXOR    0(DI), Y11, Y10
	VMOVDQA  Y7, Y9
	VMOVDQA  Y10, Y8
	VMOVDQU  32(SI), Y1
	VPMAXUD  Y1, Y4, Y4
	VPMINUD  Y1, Y5, Y5
	VPOR     Y1, Y6, Y6
	VMOVDQU  32(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7
	VPXOR    Y15, Y7, Y7
	VPXOR    32(DI), Y11, Y10
	VPOR     Y7, Y9, Y9
	VPOR     Y10, Y8, Y8
	VMOVDQU  64(SI), Y1
	VPMAXUD  Y1, Y4, Y4
	VPMINUD  Y1, Y5, Y5
	VPOR     Y1, Y6, Y6
	VMOVDQU  64(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7
	VPXOR    Y15, Y7, Y7
	VPXOR    64(DI), Y11, Y10
	VPOR     Y7, Y9, Y9
	VPOR     Y10, Y8, Y8
	VMOVDQU  96(SI), Y1
	VPMAXUD  Y1, Y4, Y4
	VPMINUD  Y1, Y5, Y5
	VPOR     Y1, Y6, Y6
	VMOVDQU  96(DX), Y7
	VPSLLD   X12, Y7, Y7
	VPSUBD   Y7, Y1, Y7
	VPXOR    Y15, Y7, Y7
	VPXOR    96(DI), Y11, Y10
	VPOR     Y7, Y9, Y9
	VPOR     Y10, Y8, Y8

widereduce:
	VPTEST  Y8, Y8
	SETEQ   same+44(FP)
	VPTEST  Y9, Y9
	SETEQ   seq+45(FP)
	VEXTRACTI128 $1, Y5, X0
	VPMINUD X0, X5, X5
	VPSHUFD $0x4e, X5, X0
	VPMINUD X0, X5, X5
	VPSHUFD $0xb1, X5, X0
	VPMINUD X0, X5, X5
	VMOVD   X5, AX
	MOVL    AX, lo+32(FP)
	VEXTRACTI128 $1, Y4, X0
	VPMAXUD X0, X4, X4
	VPSHUFD $0x4e, X4, X0
	VPMAXUD X0, X4, X4
	VPSHUFD $0xb1, X4, X0
	VPMAXUD X0, X4, X4
	VMOVD   X4, AX
	MOVL    AX, hi+36(FP)
	VEXTRACTI128 $1, Y6, X0
	VPOR X0, X6, X6
	VPSHUFD $0x4e, X6, X0
	VPOR X0, X6, X6
	VPSHUFD $0xb1, X6, X0
	VPOR X0, X6, X6
	VMOVD   X6, AX
	MOVL    AX, or+40(FP)
	VZEROUPPER
	RET
