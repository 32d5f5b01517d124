; Warp collectives: a WARPSYNC on the membermask (immediate or register)
; before each one, unless an earlier one in the same block already synced
; that mask (nothing splits the warp inside a block, and a valid program
; runs every collective of a block with the same lanes). SHFL takes
; immediate lane and clamp operands (b = 37 is 5 and c = -1761 =
; 0xFFFFF91F is 0x191F: only b[4:0] and c's clamp [4:0] and segment mask
; [12:8] count). Outside divergent code the results of votes, ballots,
; reductions and activemask are warp-uniform (lower/warpreduce.go,
; uniformCollective) and go to the uniform datapath: vote.uni is VOTEU.EQ
; into a uniform predicate, the ballot VOTEU.ANY into a uniform register,
; activemask VOTEU.ANY of PT; the signed redux min of the (uniform) ballot
; is the ballot itself, no REDUX. match.all.i64p is MATCH.U64.ALL with the
; flag in pu. (collectives_divergent.ll has the per-thread forms.)
; NOEXEC
; CHECK: WARPSYNC -0x1
; CHECK-NEXT: SHFL.DOWN PT, %r{{[0-9]+}}, %r{{[0-9]+}}, 0x5, 0x191F
; CHECK: WARPSYNC %r{{[0-9]+}}
; CHECK-NEXT: VOTEU.EQ URZ, %up{{[0-9]+}}, %p
; CHECK-NEXT: VOTEU.ANY %u{{[0-9]+}}, UPT, !%p
; CHECK: WARPSYNC 0xFFFF
; CHECK-NEXT: MATCH.U64.ALL %r{{[0-9]+}}, %p{{[0-9]+}}, %r
; CHECK-NEXT: VOTEU.ANY %u{{[0-9]+}}, UPT, PT
; CHECK: WARPSYNC -0x1
; CHECK-NEXT: EXIT
; CHECK-COUNT: 4 WARPSYNC
; CHECK-COUNT: 0 REDUX
define void @collectives(i32* %p, i32 %mask, i64 %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
!0 = !{void (i32*, i32, i64)* @collectives, !"kernel", i32 1}
