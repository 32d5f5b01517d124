; A butterfly `or` reduction whose result feeds an `and`: the REDUX.OR
; result is an operand of the LOP3, which must not absorb the chain's `or`
; into its logic tree (it used to, and reached into the shuffles the REDUX
; replaces: "used before its definition"; found by kgen seed 8000437).
; NOEXEC
; CHECK: WARPSYNC -0x1
; CHECK-NEXT: REDUX.OR %r{{[0-9]+}}, %r
; CHECK: LOP3
; CHECK-COUNT: 0 SHFL
define void @warpreduce_lop(i32* %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr inbounds i32, i32* %p, i32 %tid
  %x = load i32, i32* %q, align 4
  %s0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 2, i32 31)
  %v0 = or i32 %x, %s0
  %s1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v0, i32 16, i32 31)
  %v1 = or i32 %v0, %s1
  %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1, i32 4, i32 31)
  %v2 = or i32 %v1, %s2
  %s3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2, i32 1, i32 31)
  %v3 = or i32 %v2, %s3
  %s4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3, i32 8, i32 31)
  %v4 = or i32 %v3, %s4
  %r = and i32 %tid, %v4
  store i32 %r, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @warpreduce_lop, !"kernel", i32 1}
