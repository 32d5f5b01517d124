; A loop whose exit is divergent gets its BSSY once, in the preheader (the
; entry block here), not in the loop; the loop exit block starts with the
; BSYNC.
; CHECK: bb0.entry:
; CHECK: BSSY B0, bb2.exit
; CHECK-NEXT: BRA bb1.loop
; CHECK: bb1.loop:
; CHECK-NOT: BSSY
; CHECK: bb2.exit:  // preds bb1.loop
; CHECK-NEXT: BSYNC B0
define void @loopexit(i32* %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = zext i32 %t to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %e
  %lim = load i32, i32* %q, align 4
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, %lim
  br i1 %more, label %loop, label %exit
exit:
  store i32 %j1, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @loopexit, !"kernel", i32 1}
