; Collectives whose results are warp-uniform feed the uniform datapath. A
; broadcast __shfl_sync(0xffffffff, v, 0) is SHFL.IDX + R2UR, and the loop
; it bounds is uniform: no BSSY/BSYNC. __reduce_add_sync(0xffffffff, x) is
; REDUXU.SUM straight into a uniform register that scales an address. A
; shuffle, min and vote of a uniform value (the parameter k) need no
; instruction beyond the WARPSYNC: shfl(k) is k, redux.min(k) is k,
; vote.all(k > 3) is k > 3 (ISETP on the uniform k).
; NOEXEC
; CHECK: SHFL.IDX PT, %r{{[0-9]+}}, %r{{[0-9]+}}, 0x0, 0x1F
; CHECK-NEXT: R2UR %u
; CHECK: REDUXU.SUM %u
; CHECK-COUNT: 0 BSSY
; CHECK-COUNT: 1 SHFL
; CHECK-COUNT: 0 REDUX.
; CHECK-COUNT: 0 VOTE
define void @uniform_collectives(i32* %p, i32 %k, i32* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr inbounds i32, i32* %p, i32 %tid
  %x = load i32, i32* %q, align 4
  %nraw = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 0, i32 31)
  %n = and i32 %nraw, 15
  %t = call i32 @llvm.nvvm.redux.sync.add(i32 %x, i32 -1)
  %ti = and i32 %t, 63
  %base = getelementptr inbounds i32, i32* %out, i32 %ti
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc1, %loop ]
  %acc1 = mul i32 %acc, 3
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %ks = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %k, i32 3, i32 31)
  %km = call i32 @llvm.nvvm.redux.sync.min(i32 %k, i32 -1)
  %kc = icmp sgt i32 %k, 3
  %kv = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %kc)
  %s1 = add i32 %acc1, %ks
  %s2 = add i32 %s1, %km
  %s3 = select i1 %kv, i32 %s2, i32 7
  %t64 = shl i32 %tid, 6
  %o = getelementptr inbounds i32, i32* %base, i32 %t64
  store i32 %s3, i32* %o, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, i32*)* @uniform_collectives, !"kernel", i32 1}
