; A switch compares against each case (cases sharing a target OR into one
; predicate with ISETP .OR) and branches through a chain of blocks. It is
; divergent here, so a barrier spans it up to the join.
; CHECK: ISETP.EQ.AND.U32 %p{{[0-9]+}}, %r{{[0-9]+}}, 0x1, PT
; CHECK-NEXT: ISETP.EQ.AND.U32 %p{{[0-9]+}}, %r{{[0-9]+}}, 0x4, PT
; CHECK-NEXT: ISETP.EQ.OR.U32 %p{{[0-9]+}}, %r{{[0-9]+}}, 0x9, %p{{[0-9]+}}
; CHECK-NEXT: BSSY B0, bb{{[0-9]+}}.join
; CHECK-NEXT: @%p{{[0-9]+}} BRA bb{{[0-9]+}}.a
; CHECK-NEXT: BRA bb{{[0-9]+}}.entry.case1
; CHECK: bb{{[0-9]+}}.entry.case1:
; CHECK-NEXT: @%p{{[0-9]+}} BRA bb{{[0-9]+}}.b
; CHECK-NEXT: BRA bb{{[0-9]+}}.def
; CHECK: bb{{[0-9]+}}.join:
; CHECK-NEXT: %r{{[0-9]+}} = PHI
; CHECK-NEXT: BSYNC B0
define void @switch(i32* %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = zext i32 %t to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %e
  %v = load i32, i32* %q, align 4
  %k = and i32 %v, 15
  switch i32 %k, label %def [
    i32 1, label %a
    i32 4, label %b
    i32 9, label %a
  ]
a:
  br label %join
b:
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ 10, %a ], [ 20, %b ], [ %v, %def ]
  store i32 %r, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @switch, !"kernel", i32 1}
