// Expected encodings of gpucc instructions, one instruction a line:
//
//	INSTRUCTION ; // hi=HHHHHHHHHHHHHHHH lo=LLLLLLLLLLLLLLLL
//
// hi is bits 127..64 of the 128-bit word and lo bits 63..0, in hex. The words
// were derived by hand from the field tables in isa/spec (group, optype and
// form fields, the Optype and SType codes of machine.txt, defaults of omitted
// operands) and the control-bit layout (112..115 stall, 116 yield, 117..119
// write scoreboard with 7 = none, 120..125 wait mask), not by running the
// encoder. A line whose comment also says TODO(lead) records a disagreement
// with the code; encodings_test.go skips it.
//
// Fields common to most lines: optype 0..7, stype 8..11, pg 12..14 (PT = 7),
// pg.not 15; so an unguarded instruction has lo = ...7{stype}{optype} and an
// unscheduled one hi = 00e0.... (write scoreboard 7).

// IADD (optype 0x01): RR=5 RU=6 RI=7 RC=8
IADD R0, R1, R2 ;                                            // hi=00e01c3c00000000 lo=0000000201007501
IADD R3, -R4, -R5 ;                                          // hi=00e01c3e00000100 lo=0000000504037501
IADD R6, R7, -UR8 ;                                          // hi=00e01c3e00000000 lo=0000000807067601
IADD R0, R1, -0x114514 ;                                     // hi=00e01c3c00000000 lo=ffeebaec01007701
IADD R9, R10, -c[0x3][0x1a4] ;                               // hi=00e01c3e00000000 lo=000301a40a097801
IADD.X R1, P2, R3, ~R5, P0 ;                                 // hi=00e0080200001000 lo=0000000503017501
IADD.X R12, ~R13, 0x1, !P4 ;                                 // hi=00e01c3000001100 lo=000000010d0c7701
@!P3 IADD R11, RZ, 0x7fffffff $sched=4.Y $req=SB0|SB3 $wsb=SB1 ; // hi=09341c3c00000000 lo=7fffffffff0bb701

// IMAD (0x02): RRR=9 RRI=A RIR=B RRC=C RCR=D RRU=E RUR=F
IMAD R0, R1, R2, R3 ;                                        // hi=00e01c3c00000003 lo=0000000201007902
IMAD R7, R8, R9, 0xfffffff0 ;                                // hi=00e01c3c00000009 lo=fffffff008077a02
IMAD.U32 R4, P0, R5, 0x114514, -R6 ;                         // hi=00e0003c00002406 lo=0011451405047b02
IMAD R10, R11, R12, -c[0x0][0x160] ;                         // hi=00e01c3e0000000c lo=000001600b0a7c02
IMAD R13, R14, c[0x2][0x10], -R15 ;                          // hi=00e01c3c0000040f lo=000200100e0d7d02
IMAD R16, R17, R18, UR19 ;                                   // hi=00e01c3c00000012 lo=0000001311107e02
IMAD R20, R21, UR22, R23 ;                                   // hi=00e01c3c00000017 lo=0000001615147f02
IMAD.HI.X.U32 R1, R2, R3, ~R5, P0 ;                          // hi=00e01c0000003c05 lo=0000000302017902
@P6 IMAD.HI R24, P3, R25, R26, -UR27, !P4 $sched=15 ;        // hi=00ef0c320000081a lo=0000001b19186e02

// IMAD.WIDE (0x03): RRR=9 RIR=B RRC=C RCR=D RRU=E RUR=F
IMAD.WIDE R[0:1], R2, R3, R[4:5] ;                           // hi=00e01c3c00000004 lo=0000000302007903
IMAD.WIDE.U32 R[6:7], R8, 0x4, -R[10:11] ;                   // hi=00e01c3c0000240a lo=0000000408067b03
IMAD.WIDE R[12:13], R14, R15, c[0x0][0x168] ;                // hi=00e01c3c0000000f lo=000001680e0c7c03
IMAD.WIDE.U32 R[16:17], R18, c[0x1][0x8], RZ ;               // hi=00e01c3c000020ff lo=0001000812107d03
IMAD.WIDE R[20:21], R22, R23, -UR[4:5] ;                     // hi=00e01c3e00000017 lo=0000000416147e03
IMAD.WIDE.X R[2:3], P1, R24, UR25, R[26:27], !P2 ;           // hi=00e004280000101a lo=0000001918027f03

// IDP.2A (0x04): lohi@75 afmt(S16/U16)@77 bfmt(S8/U8)@78
IDP.2A.U16.S8 R0, R1, R2, R3 ;                               // hi=00e01c3c00002003 lo=0000000201007904
IDP.2A.S16.U8 R4, R5, R6, 0xaabbccdd ;                       // hi=00e01c3c00004006 lo=aabbccdd05047a04
IDP.2A.HI.S16.S8 R7, R8, 0x12345678, R9 ;                    // hi=00e01c3c00000809 lo=1234567808077b04
IDP.2A.U16.U8 R10, R11, R12, c[0x0][0x170] ;                 // hi=00e01c3c0000600c lo=000001700b0a7c04
IDP.2A.S16.S8 R13, P5, R14, c[0x3f][0xfffc], R15, !P1 ;      // hi=00e014240000000f lo=003ffffc0e0d7d04
IDP.2A.LO.U16.S8 R16, R17, R18, UR19 ;                       // hi=00e01c3c00002012 lo=0000001311107e04
IDP.2A.HI.U16.U8 R20, R21, UR22, R23 ;                       // hi=00e01c3c00006817 lo=0000001615147f04

// IDP.4A (0x05): afmt(S8/U8)@77 bfmt(S8/U8)@78
IDP.4A.U8.S8 R0, R1, R2, R3 ;                                // hi=00e01c3c00002003 lo=0000000201007905
IDP.4A.S8.U8 R4, R5, R6, 0x1 ;                               // hi=00e01c3c00004006 lo=0000000105047a05
IDP.4A.S8.S8 R0, R1, 0xAABBCCDD, R3 ;                        // hi=00e01c3c00000003 lo=aabbccdd01007b05
IDP.4A.U8.U8 R7, R8, R9, c[0x0][0x4] ;                       // hi=00e01c3c00006009 lo=0000000408077c05
IDP.4A.U8.S8 R10, R11, c[0x1][0x0], R12 ;                    // hi=00e01c3c0000200c lo=000100000b0a7d05
IDP.4A.S8.U8 R13, R14, R15, URZ ;                            // hi=00e01c3c0000400f lo=0000003f0e0d7e05
IDP.4A.U8.U8 R16, P0, R17, UR18, R19, P3 ;                   // hi=00e0000c00006013 lo=0000001211107f05

// IMUL (0x06): RR=5 (rb.neg@74) RU=6 RI=7 RC=8 (neg@97); no carry predicates
IMUL R0, R1, R2 ;                                            // hi=00e0000000000000 lo=0000000201007506
IMUL R3, R4, -R5 ;                                           // hi=00e0000000000400 lo=0000000504037506
IMUL.U32 R6, R7, -UR8 ;                                      // hi=00e0000200002000 lo=0000000807067606
IMUL.HI.U32 R0, R1, 0x114514 ;                               // hi=00e0000000002800 lo=0011451401007706
IMUL.HI R9, R10, -c[0x0][0x180] ;                            // hi=00e0000200000800 lo=000001800a097806

// LEA (0x07): RRR=9 RIR=B RCR=D RUR=F; rc defaults to RZ; shiftamt@82
LEA R0, R1, R2, 0x2 ;                                        // hi=00e01c3c000800ff lo=0000000201007907
LEA R0, P0, -R2, R3, 0x4 ;                                   // hi=00e0003c001001ff lo=0000000302007907
LEA.HI.X.SX32 R1, ~R2, R3, 0x3, !P1 ;                        // hi=00e01c24000d19ff lo=0000000302017907
LEA R4, R5, 0x1000, 0x8 ;                                    // hi=00e01c3c002000ff lo=0000100005047b07
LEA.HI.X R1, R2, c[0x0][0x160], R7, 0x1f, P0 ;               // hi=00e01c00007c1807 lo=0000016002017d07
LEA R6, R7, -UR8, 0x10 ;                                     // hi=00e01c3e004000ff lo=0000000807067f07

// IABS (0x08): R=1 U=2 I=3 C=4
IABS R0, R1 ;                                                // hi=00e0000000000000 lo=0000000100007108
IABS R2, UR3 ;                                               // hi=00e0000000000000 lo=0000000300027208
IABS R0, -0x1 ;                                              // hi=00e0000000000000 lo=ffffffff00007308
IABS R4, c[0x0][0x0] ;                                       // hi=00e0000000000000 lo=0000000000047408

// IMNMX (0x09): pp has no default
IMNMX R0, R1, R2, !PT ;                                      // hi=00e0003c00000000 lo=0000000201007509
IMNMX.U32 R3, R4, UR5, PT ;                                  // hi=00e0001c00002000 lo=0000000504037609
IMNMX R0, R1, 0x0, P0 ;                                      // hi=00e0000000000000 lo=0000000001007709
IMNMX R6, R7, c[0x0][0x10], !P2 ;                            // hi=00e0002800000000 lo=0000001007067809

// P2R (0x0A): bsel@79
P2R R1, PR, R2, R3 ;                                         // hi=00e0000000000000 lo=000000030201750a
P2R.B3 R4, PR, RZ, UR5 ;                                     // hi=00e0000000018000 lo=00000005ff04760a
P2R.B1 R7, PR, R0, 0xFF ;                                    // hi=00e0000000008000 lo=000000ff0007770a
P2R.B2 R6, PR, R7, c[0x0][0x14] ;                            // hi=00e0000000010000 lo=000000140706780a

// R2P (0x0B): ra.bsel@79
R2P PR, R1, R2 ;                                             // hi=00e0000000000000 lo=000000020100750b
R2P PR, R3.B2, UR4 ;                                         // hi=00e0000000010000 lo=000000040300760b
R2P PR, R7.B1, 0xFF ;                                        // hi=00e0000000008000 lo=000000ff0700770b
R2P PR, R5.B3, c[0x1][0x20] ;                                // hi=00e0000000018000 lo=000100200500780b

// ISETP (0x0C): compop@79 boolop@82 pp@98 pq@102 pu@106 pv@109
ISETP.LE.U32.AND P0, PT, R4, R6, PT ;                        // hi=00e0e1dc0001a000 lo=000000060400750c
ISETP.LT.AND P0, R11, R12, PT ;                              // hi=00e0e1dc00010000 lo=0000000c0b00750c
ISETP.NE.XOR P1, P2, R7, UR8, !P3 ;                          // hi=00e045ec00088000 lo=000000080700760c
ISETP.GT.OR.X P0, R5, 0x0, PT, P0 ;                          // hi=00e0e01c00061000 lo=000000000500770c
@P1 ISETP.EQ.AND P6, R10, -0x1, PT $wsb=SB5 ;                // hi=00a0f9dc00000000 lo=ffffffff0a00170c
ISETP.GE.AND.X P4, P5, R9, c[0x0][0x164], P6, !P1 ;          // hi=00e0b25800029000 lo=000001640900780c

// ISET (0x0D): boolop defaults to AND, bmbf@84, pp/pq default to !PT
ISET.LE.U32 R0, R4, R6 ;                                     // hi=00e003dc0001a000 lo=000000060400750d
ISET.EQ.XOR R1, R2, UR3, P4 ;                                // hi=00e003d000080000 lo=000000030201760d
ISET.GT.OR.BF.X R0, R5, 0x0, PT, P0 ;                        // hi=00e0001c00161000 lo=000000000500770d
ISET.NE R7, R8, c[0x0][0x8] ;                                // hi=00e003dc00008000 lo=000000080807780d

// SEL (0x0E)
SEL R0, R1, R2, !P0 ;                                        // hi=00e0002000000000 lo=000000020100750e
SEL R3, R4, UR5, P1 ;                                        // hi=00e0000400000000 lo=000000050403760e
SEL R6, R7, 0x1, PT ;                                        // hi=00e0001c00000000 lo=000000010706770e
SEL R8, RZ, c[0x2][0x0], !P6 ;                               // hi=00e0003800000000 lo=00020000ff08780e

// LOP3 (0x0F): exbool(PAND=0, POR=1 default)@79 lut@82 pu@106
LOP3.POR R7, R7, RZ, R0, 0x1A, !PT ;                         // hi=00e01c3c00688000 lo=000000ff0707790f
LOP3.PAND P1, R7, R1, RZ, R0, 0x1A, P0 ;                     // hi=00e0040000680000 lo=000000ff0107790f
LOP3 R2, R3, 0xff00ff00, R4, 0xc0, !PT ;                     // hi=00e01c3c03008004 lo=ff00ff0003027b0f
LOP3 R5, R6, c[0x0][0x30], RZ, 0xfc, PT ;                    // hi=00e01c1c03f080ff lo=0000003006057d0f
LOP3.PAND P2, R8, R9, UR10, R11, 0x96, !P5 ;                 // hi=00e008340258000b lo=0000000a09087f0f

// PLOP3 (0x10): X=0 (pc) U=2 (upc)
PLOP3 P0, P1, !P2, P3, 0x1A ;                                // hi=00e0000000680003 lo=0000000a01007010
PLOP3 P4, !PT, P5, !UP6, 0x80 ;                              // hi=00e010000200000e lo=000000050f007210

// SHF (0x11): lohi@75 itype(S64,U64,S32*,U32)@77 cwmod(CLAMP*,WRAP)@80 direction(L,R)@81
SHF.R.U64 R0, R1, R2, R3 ;                                   // hi=00e0000000022003 lo=0000000201007911
SHF.L.WRAP.U32 R4, R5, R6, 0x1f ;                            // hi=00e0000000016006 lo=0000001f05047a11
SHF.L.HI.S32 R7, R7, 0x24, R0 ;                              // hi=00e0000000004800 lo=0000002407077b11
SHF.R.HI.CLAMP.S64 R8, R9, R10, c[0x0][0x20] ;               // hi=00e000000002080a lo=0000002009087c11
SHF.L R11, R12, c[0x1][0x4], R13 ;                           // hi=00e000000000400d lo=000100040c0b7d11
SHF.R.S32 R14, R15, R16, UR17 ;                              // hi=00e0000000024010 lo=000000110f0e7e11
SHF.L.LO.U64 R18, R19, UR20, RZ ;                            // hi=00e00000000020ff lo=0000001413127f11

// MOV (0x12): width(32*,64)@80
MOV R0, R1 ;                                                 // hi=00e0000000000000 lo=0000000100007112
MOV.64 R[0:1], R[2:3] ;                                      // hi=00e0000000010000 lo=0000000200007112
MOV.64 R[4:5], UR[6:7] ;                                     // hi=00e0000000010000 lo=0000000600047212
MOV R0, 0x114514 ;                                           // hi=00e0000000000000 lo=0011451400007312
MOV R10, -0x80000000 ;                                       // hi=00e0000000000000 lo=80000000000a7312
MOV.32 R6, c[0x0][0x0] ;                                     // hi=00e0000000000000 lo=0000000000067412
MOV.64 R[8:9], c[0x0][0x160] ;                               // hi=00e0000000010000 lo=0000016000087412

// PRMT (0x13): mode(IDX*,F4E,B4E,RC8,ECL,ECR,RC16)@76
PRMT.F4E R3, R4, R5, R6 ;                                    // hi=00e0000000001006 lo=0000000504037913
PRMT R0, R1, R2, 0xABCD ;                                    // hi=00e0000000000002 lo=0000abcd01007a13
PRMT.B4E R7, R8, 0x3210, R9 ;                                // hi=00e0000000002009 lo=0000321008077b13
PRMT.RC8 R10, R11, R12, c[0x0][0x40] ;                       // hi=00e000000000300c lo=000000400b0a7c13
PRMT.ECL R13, R14, c[0x0][0x44], R15 ;                       // hi=00e000000000400f lo=000000440e0d7d13
PRMT.ECR R16, R17, R18, UR19 ;                               // hi=00e0000000005012 lo=0000001311107e13
PRMT.RC16 R20, R21, UR22, R23 ;                              // hi=00e0000000006017 lo=0000001615147f13

// I2I (0x14): dtype(S8,U8,S16,U16)@76
I2I.S16 R0, R1 ;                                             // hi=00e0000000002000 lo=0000000100007114
I2I.S8 R2, UR3 ;                                             // hi=00e0000000000000 lo=0000000300027214
I2I.U16 R0, 0x114514 ;                                       // hi=00e0000000003000 lo=0011451400007314
I2I.U8 R4, c[0x0][0x8] ;                                     // hi=00e0000000001000 lo=0000000800047414

// I2IP (0x15): satrelu(SAT*,SATRELU)@75 dsttype(S2,U2,S4,U4,S8,U8,S16,U16)@76 rc@64
I2IP.U16.SAT R0, R1, R2, RZ ;                                // hi=00e00000000070ff lo=0000000201007915
I2IP.S4.SATRELU R0, R1, R2, RZ ;                             // hi=00e00000000028ff lo=0000000201007915
I2IP.S8 R3, R4, UR5, R6 ;                                    // hi=00e0000000004006 lo=0000000504037f15
I2IP.U2.SATRELU R7, R8, 0x7fff, R9 ;                         // hi=00e0000000001809 lo=00007fff08077b15
I2IP.S16 R10, R11, c[0x0][0x50], R12 ;                       // hi=00e000000000600c lo=000000500b0a7d15

// R2UR (0x16)
R2UR UR0, R0 $wsb=SB2 ;                                      // hi=0040000000000000 lo=0000000000007116
@!P2 R2UR UR62, RZ $sched=1 $req=SB5 $wsb=SB0 ;              // hi=2001000000000000 lo=000000ff003ea116

// SETGPR (0x17) / GETGPR (0x18): urb@64 ridx(SImm9)@32
SETGPR R[UR2], R0 ;                                          // hi=00e0000000000002 lo=0000000000007217
SETGPR R[UR2+0x1], R1 ;                                      // hi=00e0000000000002 lo=0000000101007217
SETGPR R[UR4-0x100], R5 ;                                    // hi=00e0000000000004 lo=0000010005007217
GETGPR R0, R[UR2] ;                                          // hi=00e0000000000002 lo=0000000000007218
GETGPR R1, R[UR2+0x1] ;                                      // hi=00e0000000000002 lo=0000000100017218
GETGPR R3, R[URZ+0xff] ;                                     // hi=00e000000000003f lo=000000ff00037218

// SHFL (0x20): mode(IDX,UP,DOWN,BFLY)@80 pu@106; RRR=9 RRI=A (vc@40) RIR=B (vb@53) RI=7
SHFL.IDX PT, R2, R3, R4, R5 $wsb=SB0 ;                       // hi=00001c0000000005 lo=0000000403027920
SHFL.DOWN P1, R6, R7, R8, 0x1f ;                             // hi=00e0040000020000 lo=00001f0807067a20
SHFL.BFLY P2, R9, R10, 0x10, R11 ;                           // hi=00e008000003000b lo=020000000a097b20
SHFL.UP P0, R1, R0, 0x1, 0x0 ;                               // hi=00e0000000010000 lo=0020000000017720
SHFL.IDX P3, R12, R13, 0x1f, 0x1c1f ;                        // hi=00e00c0000000000 lo=03fc1f000d0c7720

// MOVM (0x21)
MOVM R0, R1 $wsb=SB3 ;                                       // hi=0060000000000000 lo=0000000001007121

// VOTE (0x22) / VOTEU (0x23): voteop(ANY,ALL,EQ)@80 pp@98 pu/upu@106
VOTE.EQ R0, P0, PT ;                                         // hi=00e0001c00020000 lo=0000000000007022
VOTE.ANY R1, PT, !P2 ;                                       // hi=00e01c2800000000 lo=0000000000017022
VOTE.ALL RZ, P3, P4 ;                                        // hi=00e00c1000010000 lo=0000000000ff7022
VOTEU.EQ UR0, UP0, PT ;                                      // hi=00e0001c00020000 lo=0000000000007023
VOTEU.ANY UR5, UPT, !P1 ;                                    // hi=00e01c2400000000 lo=0000000000057023

// REDUX (0x24) / REDUXU (0x25): reduxop(AND,OR,XOR,SUM,MAX,MIN)@80 dtype(U32*,S32)@83
REDUX.SUM R0, R1 $wsb=SB1 ;                                  // hi=0020000000030000 lo=0000000001007124
REDUX.S32.MAX R2, R3 ;                                       // hi=00e00000000c0000 lo=0000000003027124
REDUX.XOR R4, R5 ;                                           // hi=00e0000000020000 lo=0000000005047124
REDUXU.AND UR0, R1 ;                                         // hi=00e0000000000000 lo=0000000001007125
REDUXU.S32.MIN UR4, R5 ;                                     // hi=00e00000000d0000 lo=0000000005047125

// MATCH (0x26): matchop(ANY,ALL)@80 dtype(U32*,U64)@81
MATCH.ANY R0, P0, R1 ;                                       // hi=00e0000000000000 lo=0000000001007126
MATCH.U64.ALL R0, P0, R[2:3] ;                               // hi=00e0000000030000 lo=0000000002007126

// ELECTU (0x27) / ELECT (0x28): X=0 (pp, default PT) U=2 (urb, bit-not @97)
ELECTU P0, UR1 ;                                             // hi=00e0001c00000000 lo=0000000000017027
ELECTU P1, UR2, !P3 ;                                        // hi=00e0042c00000000 lo=0000000000027027
ELECTU P2, UR3, ~UR4 ;                                       // hi=00e0080200000000 lo=0000000400037227
ELECT P0, R1 ;                                               // hi=00e0001c00000000 lo=0000000000017028
ELECT P1, R2, P5 ;                                           // hi=00e0041400000000 lo=0000000000027028
ELECT PT, R3, UR4 ;                                          // hi=00e01c0000000000 lo=0000000400037228

// BAR (0x30): mode(SYNC,ARV)@80; I=3 (barid@40, cnt@44) R=1 (ra, rb) RRI=A (rb, cnt) RIR=B (barid, rc@32)
BAR.SYNC 0x0 ;                                               // hi=00e0000000000000 lo=0000000000007330
BAR.ARV 0x1, 0x80 ;                                          // hi=00e0000000010000 lo=0008010000007330
BAR.SYNC R0, R1 ;                                            // hi=00e0000000000000 lo=0000000100007130
BAR.ARV R4, 0x80 ;                                           // hi=00e0000000010000 lo=0008000400007a30
BAR.SYNC R7 ;                                                // hi=00e0000000000000 lo=0000000700007a30
BAR.ARV 0xf, R5 ;                                            // hi=00e0000000010000 lo=00000f0500007b30

// BAR.RED (0x31): redop(AND,OR,POPC)@80 pp@98; I=3 R=1 RRI=A RIR=B
BAR.RED.POPC 0x0, 0x40, PT ;                                 // hi=00e0001c00020000 lo=0004000000007331
BAR.RED.OR 0x0, P0 ;                                         // hi=00e0000000010000 lo=0000000000007331
BAR.RED.OR R0, !P1 ;                                         // hi=00e0002400010000 lo=0000000000007131
BAR.RED.AND R5, 0x80, P0 ;                                   // hi=00e0000000000000 lo=0008000500007a31
BAR.RED.AND 0x1, R5, P0 ;                                    // hi=00e0000000000000 lo=0000010500007b31
BAR.RED.AND R4, 0x0, P0 ;                                    // hi=00e0000000000000 lo=0000000400007a31

// B2R (0x32): mode(WARP,BAR*)@80, I=3 barid@40 (default 0)
B2R R0, 0x0 ;                                                // hi=00e0000000010000 lo=0000000000007332
B2R.WARP R4 ;                                                // hi=00e0000000000000 lo=0000000000047332
B2R.BAR R4, 0x2 $wsb=SB4 ;                                   // hi=0080000000010000 lo=0000020000047332

// BAR.RESULT / B2R.RESULT (0x33): pu@106 default PT
BAR.RESULT R0, P0 ;                                          // hi=00e0000000000000 lo=0000000000007033
B2R.RESULT RZ, P6 ;                                          // hi=00e0180000000000 lo=0000000000ff7033
B2R.RESULT R4 ;                                              // hi=00e01c0000000000 lo=0000000000047033

// R2B (0x34): mode(WARP,BAR*)@80, RI=7 barid@40 (default 0)
R2B.WARP R4 ;                                                // hi=00e0000000000000 lo=0000000004007734
R2B.BAR 0x4, R4 ;                                            // hi=00e0000000010000 lo=0000040004007734
R2B 0xf, R1 ;                                                // hi=00e0000000010000 lo=00000f0001007734

// S2R (0x40) / S2UR (0x41): sr@72
S2R R0, SR_TID.X $wsb=SB0 ;                                  // hi=0000000000002100 lo=0000000000007040
S2R R1, SR_CTAID.Y ;                                         // hi=00e0000000002600 lo=0000000000017040
S2R R2, SR_LANEID ;                                          // hi=00e0000000000000 lo=0000000000027040
S2R R3, SR_LANEMASK_GE ;                                     // hi=00e0000000000800 lo=0000000000037040
S2UR UR4, SR_CTAID.X ;                                       // hi=00e0000000002500 lo=0000000000047041
S2UR UR5, SR_NCTAID.Z $wsb=SB2 ;                             // hi=0040000000002f00 lo=0000000000057041

// Loads and stores (LDG 0x50 .. STL 0x55): off(SImm24)@32 memtype(U8,S8,U16,S16,32*,64,128)@72, stores rb@64
LDG R0, [R[2:3]] ;                                           // hi=00e0000000000400 lo=0000000002007150
LDG.64 R[4:5], [R[2:3]+0x10] $wsb=SB2 ;                      // hi=0040000000000500 lo=0000001002047150
LDG.S8 R1, [R[6:7]-0x1] ;                                    // hi=00e0000000000100 lo=00ffffff06017150
LDG.128 R[8:11], [R[2:3]+0x20] ;                             // hi=00e0000000000600 lo=0000002002087150
@!P5 LDG.U16 R12, [RZ+0x7fffff] ;                            // hi=00e0000000000200 lo=007fffffff0cd150
STG [R[2:3]], R0 ;                                           // hi=00e0000000000400 lo=0000000002007151
STG.64 [R[2:3]+0x8], R[4:5] $req=SB2 ;                       // hi=04e0000000000504 lo=0000000802007151
STG.U8 [R[2:3]+0x3], R1 ;                                    // hi=00e0000000000001 lo=0000000302007151
STG.128 [R[10:11]-0x800000], R[12:15] ;                      // hi=00e000000000060c lo=008000000a007151
LDS R0, [R1+0x40] ;                                          // hi=00e0000000000400 lo=0000004001007152
LDS.U16 R2, [RZ+0x2] ;                                       // hi=00e0000000000200 lo=00000002ff027152
LDS.128 R[4:7], [R8] ;                                       // hi=00e0000000000600 lo=0000000008047152
STS [R1+0x40], R0 ;                                          // hi=00e0000000000400 lo=0000004001007153
STS.64 [R1], R[2:3] ;                                        // hi=00e0000000000502 lo=0000000001007153
STS.S16 [R3-0x2], R4 ;                                       // hi=00e0000000000304 lo=00fffffe03007153
LDL R0, [RZ+0x10] ;                                          // hi=00e0000000000400 lo=00000010ff007154
LDL.64 R[2:3], [R1] ;                                        // hi=00e0000000000500 lo=0000000001027154
STL [RZ+0x10], R0 ;                                          // hi=00e0000000000400 lo=00000010ff007155
STL.128 [R1+0x20], R[4:7] ;                                  // hi=00e0000000000604 lo=0000002001007155

// LDC (0x56): bank@32 off(SImm16)@40; ULDC (0x57): C=4, vb@32
LDC R0, c[0x0][R2+0x160] ;                                   // hi=00e0000000000400 lo=0001600002007156
LDC.64 R[4:5], c[0x3][RZ+0x8] ;                              // hi=00e0000000000500 lo=00000803ff047156
LDC.U8 R6, c[0x3f][R7-0x4] ;                                 // hi=00e0000000000000 lo=00fffc3f07067156
ULDC UR4, c[0x0][0x160] ;                                    // hi=00e0000000000400 lo=0000016000047457
ULDC.64 UR[6:7], c[0x0][0x168] ;                             // hi=00e0000000000500 lo=0000016800067457

// ATOMG (0x58) / ATOMS (0x59) / RED (0x5A): atomop(ADD,MIN,MAX,AND,OR,XOR,EXCH,CAS)@72 atomtype(U32*,S32,U64)@76 rc@88 (default RZ)
ATOMG.ADD R0, [R[2:3]], R4 ;                                 // hi=00e00000ff000004 lo=0000000002007158
ATOMG.CAS R0, [R[2:3]+0x4], R4, R5 ;                         // hi=00e0000005000704 lo=0000000402007158
ATOMG.MAX.S32 R0, [R[2:3]], R4 ;                             // hi=00e00000ff001204 lo=0000000002007158
ATOMG.EXCH.U64 R[0:1], [R[2:3]], R[4:5] $wsb=SB5 ;           // hi=00a00000ff002604 lo=0000000002007158
ATOMS.ADD R0, [R1+0x10], R4 ;                                // hi=00e00000ff000004 lo=0000001001007159
ATOMS.CAS R0, [R1], R4, R5 ;                                 // hi=00e0000005000704 lo=0000000001007159
ATOMS.XOR.U64 R[2:3], [R6-0x8], R[8:9] ;                     // hi=00e00000ff002508 lo=00fffff806027159
RED.ADD [R[2:3]], R4 ;                                       // hi=00e0000000000004 lo=000000000200715a
RED.MIN.S32 [R[2:3]+0x40], R4 ;                              // hi=00e0000000001104 lo=000000400200715a
RED.OR.U64 [R[6:7]], R[8:9] ;                                // hi=00e0000000002408 lo=000000000600715a

// Generic memory LD (0x5C) / ST (0x5D) / ATOM (0x5E): the fields of LDG, STG and ATOMG
LD R0, [R[2:3]] ;                                            // hi=00e0000000000400 lo=000000000200715c
LD.64 R[4:5], [R[2:3]+0x10] $wsb=SB2 ;                       // hi=0040000000000500 lo=000000100204715c
LD.S8 R1, [R[6:7]-0x1] ;                                     // hi=00e0000000000100 lo=00ffffff0601715c
ST [R[2:3]], R0 ;                                            // hi=00e0000000000400 lo=000000000200715d
ST.U8 [R[2:3]+0x3], R1 ;                                     // hi=00e0000000000001 lo=000000030200715d
ATOM.ADD R0, [R[2:3]], R4 ;                                  // hi=00e00000ff000004 lo=000000000200715e
ATOM.CAS R0, [R[2:3]+0x4], R4, R5 ;                          // hi=00e0000005000704 lo=000000040200715e

// MEMBAR (0x5B): scope(CTA,GPU*,SYS)@72
MEMBAR.CTA ;                                                 // hi=00e0000000000000 lo=000000000000705b
MEMBAR ;                                                     // hi=00e0000000000100 lo=000000000000705b
MEMBAR.SYS ;                                                 // hi=00e0000000000200 lo=000000000000705b

// Control flow: BRA (0x60) EXIT (0x61) BSSY (0x62) BSYNC (0x63) WARPSYNC (0x64) NOP (0x65); target@32
BRA +0x20 ;                                                  // hi=00e0000000000000 lo=0000002000007360
@!P0 BRA -0x40 ;                                             // hi=00e0000000000000 lo=ffffffc000008360
BRA -0x10 $sched=2 ;                                         // hi=00e2000000000000 lo=fffffff000007360
EXIT ;                                                       // hi=00e0000000000000 lo=0000000000007061
@P1 EXIT $sched=5.Y ;                                        // hi=00f5000000000000 lo=0000000000001061
BSSY B0, +0x60 ;                                             // hi=00e0000000000000 lo=0000006000007362
BSSY B15, -0x100 ;                                           // hi=00e0000000000000 lo=ffffff00000f7362
BSYNC B0 ;                                                   // hi=00e0000000000000 lo=0000000000007063
@P2 BSYNC B7 ;                                               // hi=00e0000000000000 lo=0000000007002063
WARPSYNC R4 ;                                                // hi=00e0000000000000 lo=0000000400007164
WARPSYNC 0xFFFFFFFF ;                                        // hi=00e0000000000000 lo=ffffffff00007364
NOP ;                                                        // hi=00e0000000000000 lo=0000000000007065
NOP $sched=15.Y $req=SB0|SB1|SB2|SB3|SB4|SB5 ;               // hi=3fff000000000000 lo=0000000000007065

// TRAP (0x66, ours): I=3; assert-table index UImm12@32
TRAP 0x3 ;                                                   // hi=00e0000000000000 lo=0000000300007366
@P0 TRAP 0xfff ;                                             // hi=00e0000000000000 lo=00000fff00000366

// CALL (0x67, ours): I=3; rd@16, target@32. RET (0x68, ours): R=1; rb@32
CALL R0, +0x100 ;                                            // hi=00e0000000000000 lo=0000010000007367
@P0 CALL R0, -0x40 ;                                         // hi=00e0000000000000 lo=ffffffc000000367
CALL R5, +0x20 ;                                             // hi=00e0000000000000 lo=0000002000057367
RET R0 ;                                                     // hi=00e0000000000000 lo=0000000000007168
@!P1 RET R2 ;                                                // hi=00e0000000000000 lo=0000000200009168
RET R7 $sched=3 ;                                            // hi=00e3000000000000 lo=0000000700007168

// Uniform datapath: UMOV 0x70 UIADD 0x71 UIMAD 0x72 ULOP3 0x73 USHF 0x74 UISETP 0x75 USEL 0x76
UMOV UR4, UR5 ;                                              // hi=00e0000000000000 lo=0000000500047270
UMOV UR4, 0x400 ;                                            // hi=00e0000000000000 lo=0000040000047370
UIADD UR9, -UR10, -UR11 ;                                    // hi=00e01c3e00000100 lo=0000000b0a097571
UIADD.X UR5, UR7, ~UR8, UP0 ;                                // hi=00e01c0200001000 lo=0000000807057571
UIADD UR4, UR5, 0x10 ;                                       // hi=00e01c3c00000000 lo=0000001005047771
UIADD.X UR4, UP1, ~UR5, -0x2, !UP3 ;                         // hi=00e0042c00001100 lo=fffffffe05047771
UIMAD UR4, UR5, UR6, URZ ;                                   // hi=00e000000000003f lo=0000000605047972
UIMAD UR4, UR5, 0x4, -UR7 ;                                  // hi=00e0000000000407 lo=0000000405047b72
ULOP3 UR4, UR5, UR6, URZ, 0xC0 ;                             // hi=00e000000300003f lo=0000000605047973
ULOP3 UR4, UR5, 0xFF, UR7, 0xF8 ;                            // hi=00e0000003e00007 lo=000000ff05047b73
USHF.R.HI.S64 UR4, UR5, UR6, UR7 ;                           // hi=00e0000000020807 lo=0000000605047974
USHF.R.WRAP UR8, UR9, UR10, URZ ;                            // hi=00e000000003403f lo=0000000a09087974
USHF.L.U32 UR4, UR5, 0x2, URZ ;                              // hi=00e000000000603f lo=0000000205047b74
UISETP.NE.AND.X UP1, UP2, UR5, UR6, UPT, UP0 ;               // hi=00e0441c00009000 lo=0000000605007575
UISETP.LT.OR UP3, UR7, UR8, !UP4 ;                           // hi=00e0edf000050000 lo=0000000807007575
UISETP.GE.U32.AND UP0, UR4, 0x100, UPT ;                     // hi=00e0e1dc0002a000 lo=0000010004007775
USEL UR4, UR5, UR6, !UP0 ;                                   // hi=00e0002000000000 lo=0000000605047576
USEL UR4, UR5, 0x1, UP1 ;                                    // hi=00e0000400000000 lo=0000000105047776

// Floating point (ext_fp.txt): FADD 0x80 FMUL 0x81 FFMA 0x82 FMNMX 0x83 FSETP 0x84 FSEL 0x85 FCHK 0x86
// MUFU 0x87 FRND 0x88 DADD 0x90 DMUL 0x91 DFMA 0x92 DSETP 0x93 DMNMX 0x94 F2I 0x98 I2F 0x99 F2F 0x9A.
// Sign bits neg/abs: a 72/73, b 97/96, c 74/75; rnd 78..79 (RN RZ RM RP); FTZ 80; SAT 81; FType 82
// (F2F: dfmt 82, sfmt 83); FCompOp/MufuOp/CvtIType 84..; boolop 88..89; pp 98..101, pu 106, pv 109.
// Three-source forms put a register b at 64 when c is the I/C/U source. F32Imm is the binary32
// pattern, F64Imm the high word of the binary64 (e.g. 2.5 = 0x4004000000000000 -> 0x40040000).
FADD R0, R1, R2 ;                                            // hi=00e0000000000000 lo=0000000201007580
FADD.RZ.FTZ R3, -R4, |R5| ;                                  // hi=00e0000100014100 lo=0000000504037580
FADD.SAT R6, -|R7|, -|UR8| ;                                 // hi=00e0000300020300 lo=0000000807067680
FADD R9, R10, -1.5 ;                                         // hi=00e0000000000000 lo=bfc000000a097780
FADD.RP R11, |R12|, -c[0x0][0x160] ;                         // hi=00e000020000c200 lo=000001600c0b7880
FMUL R0, R1, R2 ;                                            // hi=00e0000000000000 lo=0000000201007581
FMUL.RM R0, R1, 0.25 ;                                       // hi=00e0000000008000 lo=3e80000001007781
FMUL.FTZ.SAT R4, R5, UR6 ;                                   // hi=00e0000000030000 lo=0000000605047681
FMUL R7, -R8, c[0x2][0x10] ;                                 // hi=00e0000000000100 lo=0002001008077881
FMUL R0, R1, INF ;                                           // hi=00e0000000000000 lo=7f80000001007781
FMUL R0, R1, 0x7FC00001 ;                                    // hi=00e0000000000000 lo=7fc0000101007781
FMUL R0, R1, 1e-45 ;                                         // hi=00e0000000000000 lo=0000000101007781
FMUL R0, R1, -0 ;                                            // hi=00e0000000000000 lo=8000000001007781
FFMA R0, R1, R2, R3 ;                                        // hi=00e0000000000003 lo=0000000201007982
FFMA.RZ R4, -R5, |R6|, -|R7| ;                               // hi=00e0000100004d07 lo=0000000605047982
FFMA R8, R9, -R10, 2 ;                                       // hi=00e000020000000a lo=4000000009087a82
FFMA.FTZ R11, R12, 0.5, -R13 ;                               // hi=00e000000001040d lo=3f0000000c0b7b82
FFMA R14, R15, R16, -c[0x0][0x168] ;                         // hi=00e0000000000410 lo=000001680f0e7c82
FFMA.SAT R17, R18, |c[0x3][0x4]|, R19 ;                      // hi=00e0000100020013 lo=0003000412117d82
FFMA R20, R21, R22, |UR23| ;                                 // hi=00e0000000000816 lo=0000001715147e82
FFMA.RM R24, R25, -UR26, R27 ;                               // hi=00e000020000801b lo=0000001a19187f82
FMNMX R0, R1, R2, PT ;                                       // hi=00e0001c00000000 lo=0000000201007583
FMNMX.FTZ R3, |R4|, UR5, !P1 ;                               // hi=00e0002400010200 lo=0000000504037683
FMNMX R6, R7, -INF, !PT ;                                    // hi=00e0003c00000000 lo=ff80000007067783
FMNMX R8, -R9, c[0x0][0x170], P2 ;                           // hi=00e0000800000100 lo=0000017009087883
FSETP.GT.AND P0, PT, R1, R2, PT ;                            // hi=00e0e01c00400000 lo=0000000201007584
FSETP.NEU.OR.FTZ P1, P2, |R3|, -UR4, !P0 ;                   // hi=00e0442201710200 lo=0000000403007684
FSETP.NAN.XOR P3, PT, R5, 0, P4 ;                            // hi=00e0ec1002d00000 lo=0000000005007784
FSETP.GEU.AND P5, P6, -R6, c[0x1][0x20], PT ;                // hi=00e0d41c00b00100 lo=0001002006007884
FSEL R0, R1, R2, P0 ;                                        // hi=00e0000000000000 lo=0000000201007585
FSEL R3, R4, UR5, !P1 ;                                      // hi=00e0002400000000 lo=0000000504037685
FSEL R6, R7, 1, P2 ;                                         // hi=00e0000800000000 lo=3f80000007067785
FSEL R8, R9, c[0x0][0x4], PT ;                               // hi=00e0001c00000000 lo=0000000409087885
FCHK P0, R1, R2 $wsb=SB0 ;                                   // hi=0000000000000000 lo=0000000201007586
FCHK P1, R3, UR4 $wsb=SB1 ;                                  // hi=0020040000000000 lo=0000000403007686
FCHK P2, R5, 3 $wsb=SB2 ;                                    // hi=0040080000000000 lo=4040000005007786
FCHK P3, R6, c[0x0][0x160] $wsb=SB3 ;                        // hi=00600c0000000000 lo=0000016006007886
MUFU.RCP R0, R1 $wsb=SB0 ;                                   // hi=0000000000000000 lo=0000000100007187
MUFU.EX2.FTZ R2, -|R3| $wsb=SB1 ;                            // hi=0020000300310000 lo=0000000300027187
MUFU.RSQ64H R4, UR5 $wsb=SB2 ;                               // hi=0040000000800000 lo=0000000500047287
MUFU.SIN R6, 3.1415927 $wsb=SB3 ;                            // hi=0060000000500000 lo=40490fdb00067387
MUFU.LG2 R7, c[0x0][0x178] $wsb=SB4 ;                        // hi=0080000000400000 lo=0000017800077487
FRND.RM R0, R1 $wsb=SB0 ;                                    // hi=0000000000008000 lo=0000000100007188
FRND.F64.RZ R[2:3], -R[4:5] $wsb=SB0 ;                       // hi=0000000200044000 lo=0000000400027188
FRND.FTZ R6, UR7 $wsb=SB1 ;                                  // hi=0020000000010000 lo=0000000700067288
FRND.F64.RP R[8:9], c[0x0][0x160] $wsb=SB5 ;                 // hi=00a000000004c000 lo=0000016000087488
DADD R[0:1], R[2:3], R[4:5] $wsb=SB0 ;                       // hi=0000000000000000 lo=0000000402007590
DADD.RZ R[6:7], -R[8:9], |UR[10:11]| $wsb=SB1 ;              // hi=0020000100004100 lo=0000000a08067690
DADD R[12:13], R[14:15], 2.5 $wsb=SB2 ;                      // hi=0040000000000000 lo=400400000e0c7790
DADD.RM R[16:17], |R[18:19]|, -c[0x0][0x168] $wsb=SB3 ;      // hi=0060000200008200 lo=0000016812107890
DMUL R[0:1], R[2:3], R[4:5] $wsb=SB0 ;                       // hi=0000000000000000 lo=0000000402007591
DMUL.RP R[0:1], R[2:3], UR[4:5] $wsb=SB0 ;                   // hi=000000000000c000 lo=0000000402007691
DMUL R[0:1], R[2:3], -0.1875 $wsb=SB0 ;                      // hi=0000000000000000 lo=bfc8000002007791
DMUL R[0:1], R[2:3], c[0x0][0x168] $wsb=SB0 ;                // hi=0000000000000000 lo=0000016802007891
DMUL R[0:1], R[2:3], -INF $wsb=SB0 ;                         // hi=0000000000000000 lo=fff0000002007791
DFMA R[0:1], R[2:3], R[4:5], R[6:7] $wsb=SB0 ;               // hi=0000000000000006 lo=0000000402007992
DFMA.RM R[8:9], R[10:11], -R[12:13], 1024.5 $wsb=SB1 ;       // hi=002000020000800c lo=409002000a087a92
DFMA R[0:1], R[2:3], -0.5, |R[6:7]| $wsb=SB0 ;               // hi=0000000000000806 lo=bfe0000002007b92
DFMA R[0:1], R[2:3], R[4:5], c[0x0][0x170] $wsb=SB0 ;        // hi=0000000000000004 lo=0000017002007c92
DFMA.RZ R[0:1], -|R[2:3]|, c[0x0][0x170], -R[6:7] $wsb=SB0 ; // hi=0000000000004706 lo=0000017002007d92
DFMA R[0:1], R[2:3], R[4:5], UR[6:7] $wsb=SB0 ;              // hi=0000000000000004 lo=0000000602007e92
DFMA R[0:1], R[2:3], UR[4:5], R[6:7] $wsb=SB0 ;              // hi=0000000000000006 lo=0000000402007f92
DSETP.LT.AND P0, PT, R[2:3], R[4:5], PT $wsb=SB0 ;           // hi=0000e01c00200000 lo=0000000402007593
DSETP.EQU.OR P1, P2, |R[2:3]|, UR[4:5], !P3 $wsb=SB0 ;       // hi=0000442c01600200 lo=0000000402007693
DSETP.NUM.AND P0, PT, R[2:3], 1, PT $wsb=SB0 ;               // hi=0000e01c00c00000 lo=3ff0000002007793
DSETP.LEU.XOR P0, PT, R[2:3], -c[0x0][0x160], P1 $wsb=SB0 ;  // hi=0000e00602900000 lo=0000016002007893
DMNMX R[0:1], R[2:3], R[4:5], PT $wsb=SB0 ;                  // hi=0000001c00000000 lo=0000000402007594
DMNMX R[0:1], R[2:3], UR[4:5], !PT $wsb=SB0 ;                // hi=0000003c00000000 lo=0000000402007694
DMNMX R[0:1], -R[2:3], 0.5, P0 $wsb=SB0 ;                    // hi=0000000000000100 lo=3fe0000002007794
DMNMX R[0:1], R[2:3], c[0x0][0x168], P1 $wsb=SB0 ;           // hi=0000000400000000 lo=0000016802007894
F2I.S32.F32.RZ R0, R1 $wsb=SB0 ;                             // hi=0000000000404000 lo=0000000100007198
F2I.U64.F64 R[0:1], R[2:3] $wsb=SB0 ;                        // hi=0000000000740000 lo=0000000200007198
F2I.S8.F32.RM.FTZ R0, -|UR1| $wsb=SB0 ;                      // hi=0000000300018000 lo=0000000100007298
F2I.U16.F64.RP R0, c[0x0][0x160] $wsb=SB0 ;                  // hi=000000000034c000 lo=0000016000007498
I2F.F32.S32 R0, R1 $wsb=SB0 ;                                // hi=0000000000400000 lo=0000000100007199
I2F.F64.U64.RZ R[0:1], R[2:3] $wsb=SB0 ;                     // hi=0000000000744000 lo=0000000200007199
I2F.F32.U8.RM R0, UR1 $wsb=SB0 ;                             // hi=0000000000108000 lo=0000000100007299
I2F.F64.S16 R[0:1], c[0x0][0x160] $wsb=SB0 ;                 // hi=0000000000240000 lo=0000016000007499
F2F.F64.F32 R[0:1], R2 $wsb=SB0 ;                            // hi=0000000000040000 lo=000000020000719a
F2F.F32.F64.RZ.FTZ R0, R[2:3] $wsb=SB0 ;                     // hi=0000000000094000 lo=000000020000719a
F2F.F32.F64 R0, -UR[2:3] $wsb=SB0 ;                          // hi=0000000200080000 lo=000000020000729a
F2F.F64.F32 R[0:1], |c[0x0][0x160]| $wsb=SB0 ;               // hi=0000000100040000 lo=000001600000749a
// ATOMG (0x58) / ATOMS (0x59) / RED (0x5A), form R=1: rd@16 ra@24 off@32 rb@64
// atomop@72 (ADD..CAS = 0..7, INC=8, DEC=9) atomtype@76 (U32*, S32, U64) rc@88 (RZ)
ATOMG.INC R0, [R[2:3]], R4 ;                                 // hi=00e00000ff000804 lo=0000000002007158
ATOMG.DEC.U64 R[0:1], [R[2:3]], R[4:5] ;                     // hi=00e00000ff002904 lo=0000000002007158
ATOMS.DEC R0, [R1+0x8], R4 ;                                 // hi=00e00000ff000904 lo=0000000801007159
RED.INC [R[2:3]+0x10], R6 ;                                  // hi=00e0000000000806 lo=000000100200715a

// Bit counting and three-input add (ext_bits.txt, ours): IADD3 0x19 POPC 0x1A FLO 0x1B BREV 0x1C.
// IADD3 (RRR=9 RIR=B RCR=D RUR=F): rd@16 ra@24 b@32 rc@64; neg a 72, b 97, c 74; ext 76;
// pp 98..100 with .not 101 (default !PT), pq 102..104 with .not 105 (default !PT), pu 106, pv 109
// (default PT), so the bits 98..111 are all ones by default (hi ...fffc...).
IADD3 R0, R1, R2, R3 ;                                       // hi=00e0fffc00000003 lo=0000000201007919
IADD3 R4, P0, R5, -R6, RZ ;                                  // hi=00e0e3fe000000ff lo=0000000605047919
IADD3.X R7, R8, ~R9, RZ, P0, !PT ;                           // hi=00e0ffc2000010ff lo=0000000908077919
IADD3 R0, P0, P1, R2, R4, R6 ;                               // hi=00e023fc00000006 lo=0000000402007919
IADD3.X R1, R3, R5, R7, P0, P1 ;                             // hi=00e0fc4000001007 lo=0000000503017919
IADD3 R10, R11, 0x10, -R12 ;                                 // hi=00e0fffc0000040c lo=000000100b0a7b19
IADD3 R13, -R14, c[0x0][0x160], RZ ;                         // hi=00e0fffc000001ff lo=000001600e0d7d19
IADD3 R15, R16, UR4, R17 ;                                   // hi=00e0fffc00000011 lo=00000004100f7f19
@!P2 IADD3.X R20, ~R21, ~UR5, ~R22, !P3, P4 $sched=2 ;       // hi=00e2fd2e00001516 lo=000000051514af19
// POPC (R=1 U=2 C=4): rd@16 b@32 b.bitnot 97
POPC R0, R1 ;                                                // hi=00e0000000000000 lo=000000010000711a
POPC R2, ~R3 ;                                               // hi=00e0000200000000 lo=000000030002711a
POPC R4, UR5 ;                                               // hi=00e0000000000000 lo=000000050004721a
POPC R6, ~c[0x1][0x10] ;                                     // hi=00e0000200000000 lo=000100100006741a
// FLO: itype@77 (S32, U32* so an unmarked FLO has hi bit 13 set) sh@78 (NoSH*, SH), b.bitnot 97
FLO R0, R1 ;                                                 // hi=00e0000000002000 lo=000000010000711b
FLO.SH R2, R3 ;                                              // hi=00e0000000006000 lo=000000030002711b
FLO.S32 R4, ~R5 ;                                            // hi=00e0000200000000 lo=000000050004711b
FLO.S32.SH R6, UR7 ;                                         // hi=00e0000000004000 lo=000000070006721b
FLO R8, c[0x0][0x164] ;                                      // hi=00e0000000002000 lo=000001640008741b
// BREV
BREV R0, R1 ;                                                // hi=00e0000000000000 lo=000000010000711c
BREV R2, UR3 ;                                               // hi=00e0000000000000 lo=000000030002721c
@P1 BREV R4, c[0x0][0x168] ;                                 // hi=00e0000000000000 lo=000001680004141c
// Floating-point atomic add (ours): atomtype@76..78 (3 bits) F32 = 3, F64 = 4, with atomop ADD = 0
ATOMG.ADD.F32 R0, [R[2:3]], R4 ;                             // hi=00e00000ff003004 lo=0000000002007158
ATOMS.ADD.F32 R0, [R1], R4 ;                                 // hi=00e00000ff003004 lo=0000000001007159
RED.ADD.F64 [R[2:3]+0x10], R[6:7] ;                          // hi=00e0000000004006 lo=000000100200715a
