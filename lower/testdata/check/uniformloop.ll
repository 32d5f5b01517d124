; A loop whose trip count depends only on a parameter is uniform: its
; counter lives in a uniform register (UIADD, UISETP), its branch needs no
; convergence barrier, and the per-thread accumulator stays in GPRs.
; CHECK: bb1.loop:
; CHECK: %u{{[0-9]+}} = PHI %u{{[0-9]+}}, %u{{[0-9]+}}
; CHECK: IMAD %r{{[0-9]+}}, %r{{[0-9]+}}, 0x3, RZ
; CHECK: UIADD %u{{[0-9]+}}, %u{{[0-9]+}}, 0x1
; CHECK: UISETP.LT.AND %up{{[0-9]+}}, %u{{[0-9]+}}, %u{{[0-9]+}}, UPT
; CHECK: BRA bb1.loop
; CHECK-COUNT: 0 BSSY
define void @uniformloop(i32* %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = zext i32 %t to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %e
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
  %acc = phi i32 [ %t, %entry ], [ %acc1, %loop ]
  %acc1 = mul i32 %acc, 3
  %j1 = add i32 %j, 1
  %c = icmp slt i32 %j1, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %acc1, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @uniformloop, !"kernel", i32 1}
