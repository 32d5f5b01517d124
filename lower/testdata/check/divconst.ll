; Division by constants multiplies by a magic reciprocal (Hacker's Delight
; chapter 10): a 32-bit x / 7 unsigned needs the 33-bit magic (IMAD.HI.U32,
; IADD, LEA.HI, SHF); x / 10 unsigned fits 32 bits (IMAD.HI.U32 and one
; shift); a signed x / 7 is IMAD.HI with x as addend (the magic is negative),
; an arithmetic shift and LEA.HI adding the sign bit; a signed x / 8 rounds
; towards zero with a sign-word bias; x % 10 is x - q*10 with one IMAD.
; No bit-serial step (ISETP.GE.OR) remains.
; CHECK: IMAD.HI.X.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x24924925, RZ
; CHECK-NEXT: IADD %r{{[0-9]+}}, %r{{[0-9]+}}, -%r
; CHECK-NEXT: LEA.HI.X %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 0x1F
; CHECK-NEXT: SHF.R.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x2, RZ
; CHECK: IMAD.HI.X.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0xCCCCCCCD, RZ
; CHECK-NEXT: SHF.R.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x3, RZ
; CHECK: IMAD.HI.X %r{{[0-9]+}}, %r{{[0-9]+}}, 0x92492493, %r{{[0-9]+}}
; CHECK: SHF.R.HI %r{{[0-9]+}}, RZ, 0x2, %r
; CHECK-NEXT: LEA.HI.X %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 0x1
; CHECK: SHF.R.HI %r{{[0-9]+}}, RZ, 0x1F, %r
; CHECK-NEXT: LEA.HI.X %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 0x3
; CHECK-NEXT: SHF.R.HI %r{{[0-9]+}}, RZ, 0x3, %r
; CHECK: IMAD %r{{[0-9]+}}, %r{{[0-9]+}}, -0xA, %r
; CHECK-NOT: ISETP.GE.OR
define void @divconst(i32* %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %pa = getelementptr inbounds i32, i32* %p, i64 %t64
  %a = load i32, i32* %pa, align 4
  %u7 = udiv i32 %a, 7
  %u10 = udiv i32 %a, 10
  %s7 = sdiv i32 %a, 7
  %s8 = sdiv i32 %a, 8
  %r10 = urem i32 %a, 10
  %x1 = add i32 %u7, %u10
  %x2 = add i32 %x1, %s7
  %x3 = add i32 %x2, %s8
  %x4 = add i32 %x3, %r10
  store i32 %x4, i32* %pa, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @divconst, !"kernel", i32 1}
