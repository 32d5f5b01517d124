; Division by a variable: an i32 udiv is a reciprocal estimate (I2F.RP,
; MUFU.RCP, 2^32 scaling by adding 0x0FFFFFFE to the bits, F2I.RZ), one
; Newton step in integers, the quotient estimate by IMAD.HI, and two
; corrections that add the carry of r - d to the quotient, with no
; bit-serial ISETP.GE.OR; an i16 sdiv divides the absolute values (IABS)
; the same way; an i64 urem is two rounds of a binary64 reciprocal estimate
; (MUFU.RCP64H and two Newton DFMAs, 8 ulps taken off) and one correction
; (the divisor's high word is zero here: no cross products with it); an
; unsigned division by 8 is a shift and the remainder by 8 a mask. The
; machine-IR test interpreter has no floating point: TestDivisionByVariable
; runs these on the emulator.
; NOEXEC
; CHECK: LOP3 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x7, RZ, 0xC0, !PT
; CHECK: SHF.R.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x3, RZ
; CHECK: I2F.F32.U32.RP %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK-NEXT: MUFU.RCP
; CHECK-NEXT: IADD %r{{[0-9]+}}, %r{{[0-9]+}}, 0xFFFFFFE
; CHECK-NEXT: F2I.U32.F32.RZ
; CHECK-NEXT: IADD
; CHECK-NEXT: IMAD.U32
; CHECK-NEXT: IMAD.HI.X.U32
; CHECK-NEXT: IMAD.HI.X.U32
; CHECK-NEXT: IMAD.U32
; CHECK-NEXT: IADD.X %r{{[0-9]+}}, %p{{[0-9]+}}, %r{{[0-9]+}}, ~%r{{[0-9]+}}, PT
; CHECK-COUNT: 0 ISETP.GE.OR.U32 %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %p
; CHECK: I2F.F64.U64.RP
; CHECK-NEXT: MUFU.RCP64H
; CHECK-COUNT: 4 DFMA
; CHECK: IADD.X %r{{[0-9.]+}}, %p{{[0-9]+}}, %r{{[0-9.]+}}, -0x8
; CHECK: I2F.F64.U64.RZ
; CHECK-NEXT: DMUL.RZ
; CHECK-NEXT: F2I.U64.F64.RZ
; CHECK-NEXT: IMAD.WIDE.U32
; CHECK-NEXT: IMAD.U32
; CHECK-NEXT: IADD.X
; CHECK-NEXT: IADD.X
; CHECK-NEXT: I2F.F64.U64.RZ
; CHECK-NEXT: DMUL.RZ
; CHECK-NEXT: F2I.U32.F64.RZ
; CHECK-COUNT: 0 ISETP.GE.OR.U32.X
; CHECK-COUNT: 2 IABS
; CHECK-COUNT: 2 MUFU.RCP %r
define void @divide(i32* %p, i64* %q) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = load i32, i32* %p, align 4
  %big = mul i32 %tid, 2654435761
  %a = xor i32 %a0, %big
  %i1 = getelementptr inbounds i32, i32* %p, i64 1
  %b0 = load i32, i32* %i1, align 4
  %b = or i32 %b0, 1
  %m8 = urem i32 %a, 8
  store i32 %m8, i32* %p, align 4
  %d8 = udiv i32 %a, 8
  store i32 %d8, i32* %i1, align 4
  %d = udiv i32 %a, %b
  %i2 = getelementptr inbounds i32, i32* %p, i64 2
  %i2t = getelementptr inbounds i32, i32* %i2, i32 %tid
  store i32 %d, i32* %i2t, align 4
  %a16 = trunc i32 %a to i16
  %b16 = trunc i32 %b to i16
  %sb16 = sub i16 0, %b16
  %sd = sdiv i16 %a16, %sb16
  %sdx = sext i16 %sd to i32
  %i3 = getelementptr inbounds i32, i32* %p, i64 200
  %i3t = getelementptr inbounds i32, i32* %i3, i32 %tid
  store i32 %sdx, i32* %i3t, align 4
  %a64 = zext i32 %a to i64
  %a64s = shl i64 %a64, 29
  %a64x = xor i64 %a64s, %a64
  %b64 = zext i32 %b to i64
  %r64 = urem i64 %a64x, %b64
  %qt = getelementptr inbounds i64, i64* %q, i32 %tid
  store i64 %r64, i64* %qt, align 8
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i64*)* @divide, !"kernel", i32 1}
