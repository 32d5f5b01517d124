; A divergent if/else reconverges at its immediate post-dominator: BSSY B0
; before the branch, BSYNC B0 first thing in the join block. The nested
; divergent if uses B1. The uniform branch (on a parameter) has no barrier,
; and neither does the early return (its join only exits). (At -O2 arms
; as short as these are predicated, ifconvert.go; this test keeps them as
; branches.)
; IFCONVERT: off
; CHECK: bb0.entry:
; CHECK: BSSY B0, bb{{[0-9]+}}.join
; CHECK-NEXT: @{{!?}}%p{{[0-9]+}} BRA
; CHECK: bb{{[0-9]+}}.then:
; CHECK: BSSY B1, bb{{[0-9]+}}.inner.join
; CHECK: bb{{[0-9]+}}.inner.join:
; CHECK-NEXT: BSYNC B1
; CHECK: bb{{[0-9]+}}.join:
; CHECK-NEXT: %r{{[0-9]+}} = PHI
; CHECK-NEXT: BSYNC B0
; CHECK-COUNT: 2 BSSY
; CHECK-COUNT: 2 BSYNC
define void @divergent(i32* %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = zext i32 %t to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %e
  %c = icmp ult i32 %t, 16
  br i1 %c, label %then, label %else
then:
  %c2 = icmp eq i32 %t, 3
  br i1 %c2, label %inner, label %inner.join
inner:
  store i32 7, i32* %q, align 4
  br label %inner.join
inner.join:
  br label %join
else:
  %u = icmp eq i32 %n, 0
  br i1 %u, label %join, label %else2
else2:
  store i32 9, i32* %q, align 4
  br label %join
join:
  %v = phi i32 [ 1, %inner.join ], [ 2, %else ], [ 3, %else2 ]
  %w = add i32 %v, %t
  %big = icmp ugt i32 %w, 100
  br i1 %big, label %out, label %last
last:
  store i32 %w, i32* %q, align 4
  br label %out
out:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @divergent, !"kernel", i32 1}
