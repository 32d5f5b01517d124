; llvm.fshl is the high word of the funnel shift {a:b} << n: a rotate is
; SHF.L.HI.WRAP with the same register as both halves; fshr the low word
; of a right funnel shift. An `and 31` shift amount becomes .WRAP.
; CHECK: SHF.L.HI.WRAP.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0xD, %r{{[0-9]+}}
; CHECK: SHF.R.WRAP.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: SHF.L.WRAP.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, RZ
; CHECK-COUNT: 0 LOP3
define void @rotate(i32* %p) {
entry:
  %a = load i32, i32* %p, align 4
  %q = getelementptr inbounds i32, i32* %p, i64 1
  %b = load i32, i32* %q, align 4
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 13)
  store i32 %r, i32* %p, align 4
  %s = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %b)
  store i32 %s, i32* %q, align 4
  %m = and i32 %b, 31
  %t = shl i32 %a, %m
  %q2 = getelementptr inbounds i32, i32* %p, i64 2
  store i32 %t, i32* %q2, align 4
  ret void
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @rotate, !"kernel", i32 1}
