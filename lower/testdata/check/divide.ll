; Division has no instruction: a restoring division, one step per bit.
; An i32 udiv takes 32 steps, each with one ISETP.GE.U32.OR (remainder
; >= divisor, or the shift carried out) and one IADD.X that shifts the
; quotient bit in; an i16 sdiv divides the absolute values (IABS) in 16
; steps; an i64 urem takes 64 steps comparing pairs with ISETP.X; an
; unsigned division by 8 is a shift and the remainder by 8 a mask.
; CHECK: LOP3 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x7, RZ, 0xC0, !PT
; CHECK: SHF.R.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x3, RZ
; CHECK-COUNT: 48 ISETP.GE.OR.U32 %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %p
; CHECK-COUNT: 64 ISETP.GE.OR.U32.X
; CHECK-COUNT: 2 IABS
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
