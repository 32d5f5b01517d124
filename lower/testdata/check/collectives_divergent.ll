; The collectives of collectives.ll in divergent code (odd lanes only, with
; a join after): no uniform register may be written there, so they keep
; their per-thread forms: vote.uni is VOTE.EQ, the ballot VOTE.ANY's register
; result, the signed redux min REDUX.S32.MIN, activemask VOTE.ANY of PT.
; NOEXEC
; CHECK: BSSY
; CHECK: WARPSYNC -0x1
; CHECK-NEXT: SHFL.DOWN PT, %r{{[0-9]+}}, %r{{[0-9]+}}, 0x5, 0x191F
; CHECK: WARPSYNC %r{{[0-9]+}}
; CHECK-NEXT: VOTE.EQ RZ, %p{{[0-9]+}}, %p
; CHECK-NEXT: VOTE.ANY %r{{[0-9]+}}, PT, !%p
; CHECK: WARPSYNC 0xFFFF
; CHECK-NEXT: MATCH.U64.ALL %r{{[0-9]+}}, %p{{[0-9]+}}, %r
; CHECK-NEXT: REDUX.S32.MIN %r
; CHECK-NEXT: VOTE.ANY %r{{[0-9]+}}, PT, PT
; CHECK: BSYNC
; CHECK-COUNT: 0 VOTEU
; CHECK-COUNT: 0 REDUXU
define void @collectives_divergent(i32* %p, i32 %mask, i64 %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %div, label %join
div:
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %tid, i32 37, i32 -1761)
  %c = icmp ult i32 %s, 7
  %u = call i1 @llvm.nvvm.vote.uni.sync(i32 %mask, i1 %c)
  %nc = xor i1 %c, true
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 %mask, i1 %nc)
  %m = call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 65535, i64 %v)
  %mv = extractvalue { i32, i1 } %m, 0
  %mp = extractvalue { i32, i1 } %m, 1
  %r = call i32 @llvm.nvvm.redux.sync.min(i32 %b, i32 -1)
  %am = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %x1 = select i1 %u, i32 %r, i32 %mv
  %x2 = select i1 %mp, i32 %x1, i32 %am
  %pw = getelementptr inbounds i32, i32* %p, i32 %tid
  store i32 %x2, i32* %pw, align 4
  br label %join
join:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, i64)* @collectives_divergent, !"kernel", i32 1}
