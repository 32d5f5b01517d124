; OPT: 0
; The loop is entered from a block with two successors (a uniform guard),
; and its exit block is also reached from the guard: the BSSY goes into a
; landing block on the loop entry edge and the BSYNC into a join block on
; the loop exit edge, so only the threads that ran the loop wait. Phis of
; the loop header and the exit block merge through them.
; CHECK: bb1.loop.pre:
; CHECK-NEXT: %r{{[0-9]+}} = PHI
; CHECK-NEXT: BSSY B0, bb3.exit.sync
; CHECK-NEXT: BRA bb2.loop
; CHECK: bb2.loop:  // preds bb1.loop.pre bb2.loop
; CHECK-NOT: BSSY
; CHECK: bb3.exit.sync:  // preds bb2.loop
; CHECK-NEXT: %r{{[0-9]+}} = PHI
; CHECK-NEXT: BSYNC B0
; CHECK-NEXT: BRA bb4.exit
; CHECK: bb4.exit:  // preds bb0.entry bb3.exit.sync
; CHECK-NEXT: %r{{[0-9]+}} = PHI %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK-NOT: BSYNC
define void @loopguard0(i32* %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = zext i32 %t to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %e
  %lim = load i32, i32* %q, align 4
  %go = icmp sgt i32 %n, 0
  %start = mul i32 %t, 3
  br i1 %go, label %loop, label %exit
loop:
  %j = phi i32 [ %start, %entry ], [ %j1, %loop ]
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, %lim
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %j1, %loop ]
  store i32 %r, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @loopguard0, !"kernel", i32 1}
