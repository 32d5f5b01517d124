; A warp-aggregated atomicSub of a uniform value in divergent code: no
; uniform register may be written there, so VOTE.ANY gives the active mask,
; REDUX.SUM the total of -k, and SHFL.IDX from the lane ELECT names
; broadcasts the leader's old value (instead of VOTEU, REDUXU and R2UR).
; NOEXEC
; CHECK: BSSY
; CHECK: VOTE.ANY %r{{[0-9]+}}, PT, PT
; CHECK: REDUX.SUM %r
; CHECK: ELECT %p{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: ATOMG.ADD
; CHECK-NEXT: SHFL.IDX PT, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 0x1F
; CHECK: IMAD
; CHECK: BSYNC
; CHECK-COUNT: 0 VOTEU
; CHECK-COUNT: 0 REDUXU
; CHECK-COUNT: 0 R2UR
define void @warpatomic_divergent(i32* %ctr, i32* %out, i32 %k) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr inbounds i32, i32* %out, i32 %tid
  %x = load i32, i32* %q, align 4
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %join
then:
  %old = atomicrmw sub i32* %ctr, i32 %k monotonic
  br label %join
join:
  %r = phi i32 [ %old, %then ], [ 57005, %entry ]
  store i32 %r, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32)* @warpatomic_divergent, !"kernel", i32 1}
