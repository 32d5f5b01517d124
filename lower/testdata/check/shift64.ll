; 64-bit shifts are funnel-shift pairs: SHF.L.U32 + SHF.L.HI.U64 for shl,
; SHF.R.S64 + SHF.R.HI (S32) for ashr; a constant lshr by 40 needs one
; SHF.R.HI.U32 of the high word (written straight into the result's low
; half, pairs.go), the high result being zero.
; CHECK: SHF.L.U32 %r{{[0-9]+}}.0, %r{{[0-9]+}}.0, %r{{[0-9]+}}.0, RZ
; CHECK-NEXT: SHF.L.HI.U64 %r{{[0-9]+}}.1, %r{{[0-9]+}}.0, %r{{[0-9]+}}.0, %r{{[0-9]+}}.1
; CHECK: SHF.R.S64 %r{{[0-9]+}}.0, %r{{[0-9]+}}.0, %r{{[0-9]+}}.0, %r{{[0-9]+}}.1
; CHECK-NEXT: SHF.R.HI %r{{[0-9]+}}.1, RZ, %r{{[0-9]+}}.0, %r{{[0-9]+}}.1
; CHECK: SHF.R.HI.U32 %r{{[0-9]+}}.0, RZ, 0x8, %r{{[0-9]+}}.1
; CHECK-COUNT: 5 SHF
define void @shift64(i64* %p) {
entry:
  %a = load i64, i64* %p, align 8
  %q = getelementptr inbounds i64, i64* %p, i64 1
  %n = load i64, i64* %q, align 8
  %x = shl i64 %a, %n
  store i64 %x, i64* %p, align 8
  %y = ashr i64 %a, %n
  store i64 %y, i64* %q, align 8
  %z = lshr i64 %a, 40
  %q2 = getelementptr inbounds i64, i64* %p, i64 2
  store i64 %z, i64* %q2, align 8
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i64*)* @shift64, !"kernel", i32 1}
