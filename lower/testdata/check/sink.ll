; FNV-1a over the low four bytes of a 64-bit load whose value stays live
; (the last store reads it). The selector lowers the xor/mul chain from its
; root, which put every byte's shift above the whole chain, all live at
; once; the -O2 cleanup sinks each shift to just before its LOP3 user
; (sink.go), which shortens the shifted bytes' live ranges and lengthens
; none (the loaded value is live to the end anyway).
; CHECK: LDG.64
; CHECK-NOT: SHF
; CHECK: IMAD.WIDE.U32
; CHECK: SHF.R.U64 %r{{[0-9]+}}.0, %r{{[0-9]+}}.0, 0x8, %r{{[0-9]+}}.1
; CHECK-NEXT: LOP3
; CHECK-NOT: SHF
; CHECK: IMAD.WIDE.U32
; CHECK: SHF.R.U64 %r{{[0-9]+}}.0, %r{{[0-9]+}}.0, 0x10, %r{{[0-9]+}}.1
; CHECK-NEXT: LOP3
; CHECK-NOT: SHF
; CHECK: IMAD.WIDE.U32
; CHECK: SHF.R.U64 %r{{[0-9]+}}.0, %r{{[0-9]+}}.0, 0x18, %r{{[0-9]+}}.1
; CHECK-NEXT: LOP3
; CHECK-COUNT: 3 SHF
define void @sink(i64* %in, i64* %out) {
entry:
  %v = load i64, i64* %in, align 8
  %b0 = and i64 %v, 255
  %h0 = xor i64 %b0, -3750763034362895579
  %m0 = mul i64 %h0, 1099511628211
  %s1 = lshr i64 %v, 8
  %b1 = and i64 %s1, 255
  %h1 = xor i64 %b1, %m0
  %m1 = mul i64 %h1, 1099511628211
  %s2 = lshr i64 %v, 16
  %b2 = and i64 %s2, 255
  %h2 = xor i64 %b2, %m1
  %m2 = mul i64 %h2, 1099511628211
  %s3 = lshr i64 %v, 24
  %b3 = and i64 %s3, 255
  %h3 = xor i64 %b3, %m2
  %m3 = mul i64 %h3, 1099511628211
  store i64 %m3, i64* %out, align 8
  %x = or i64 %v, 1
  %o1 = getelementptr inbounds i64, i64* %out, i64 1
  store i64 %x, i64* %o1, align 8
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i64*, i64*)* @sink, !"kernel", i32 1}
