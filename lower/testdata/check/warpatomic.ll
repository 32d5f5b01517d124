; Warp-aggregated atomics (lower/warpatomic.go). atomicAdd(&ctr[0], 1)
; whose old value is used: the active mask by VOTEU, each lane's rank from
; SR_LANEMASK_LT & mask (a software popcount), the count by REDUXU.SUM, one
; ATOMG by the ELECT leader, its old value to the uniform datapath by
; R2UR, and old + rank per lane. An unused atomicMax of a per-lane value:
; REDUX.S32.MAX and one RED by the leader (the same ELECT: one serves the
; block).
; NOEXEC
; CHECK: VOTEU.ANY %u{{[0-9]+}}, UPT, PT
; CHECK: REDUXU.SUM %u{{[0-9]+}}, %r
; CHECK: ELECT %p{{[0-9]+}}, RZ
; CHECK: @%p{{[0-9]+}} ATOMG.ADD %r{{[0-9]+}}, [%r
; CHECK-NEXT: R2UR %u
; CHECK: IADD %r{{[0-9]+}}, %r{{[0-9]+}}, %u
; CHECK: REDUX.S32.MAX %r
; CHECK: @%p{{[0-9]+}} RED.MAX.S32 [%r
; CHECK-COUNT: 1 ELECT
; CHECK-COUNT: 1 ATOMG
; CHECK-COUNT: 1 RED.
define void @warpatomic(i32* %ctr, i32* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %old = atomicrmw add i32* %ctr, i32 1 seq_cst
  %q = getelementptr inbounds i32, i32* %out, i32 %tid
  store i32 %old, i32* %q, align 4
  %m = getelementptr inbounds i32, i32* %ctr, i32 1
  %u = atomicrmw max i32* %m, i32 %tid seq_cst
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*)* @warpatomic, !"kernel", i32 1}
