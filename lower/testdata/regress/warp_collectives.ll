; opt: 2 stress 11
; launch: --kernel coll --grid 2,1,1 --block 64,1,1 p=buf:i32:64=rand:5 out=buf:i32:1024=zero
; Warp collectives, each after a WARPSYNC on its membermask: shuffles of
; every mode with register and immediate lane/clamp operands (also a
; segmented one: c = 7199 = 0x1C1F, segment mask 0x1C, clamp 31), the i32p
; form with the in-range flag, votes, ballot, match any/all on i32 and i64,
; redux of every operator, bar.warp.sync and activemask. Some run under a
; divergent branch with a half-warp membermask.
define void @coll(i32* %p, i32* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pw = getelementptr inbounds i32, i32* %p, i32 %tid
  %x = load i32, i32* %pw, align 4
  %lane = and i32 %tid, 31
  %o = mul i32 %tid, 16
  %ob = getelementptr inbounds i32, i32* %out, i32 %o
  %s1 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %x, i32 31)
  store i32 %s1, i32* %ob, align 4
  %s2 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %x, i32 3, i32 0)
  %o1 = getelementptr inbounds i32, i32* %ob, i32 1
  store i32 %s2, i32* %o1, align 4
  %s3 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 5, i32 7199)
  %o2 = getelementptr inbounds i32, i32* %ob, i32 2
  store i32 %s3, i32* %o2, align 4
  %b = and i32 %x, 15
  %s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 -1, i32 %tid, i32 %b, i32 %b)
  %s4v = extractvalue { i32, i1 } %s4, 0
  %s4p = extractvalue { i32, i1 } %s4, 1
  %s4z = zext i1 %s4p to i32
  %s4s = add i32 %s4v, %s4z
  %o3 = getelementptr inbounds i32, i32* %ob, i32 3
  store i32 %s4s, i32* %o3, align 4
  %big = icmp ugt i32 %x, 1000
  %v1 = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %big)
  %v2 = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %big)
  %nb = xor i1 %big, true
  %v3 = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %nb)
  %bal = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %nb)
  %v1z = zext i1 %v1 to i32
  %v2z = zext i1 %v2 to i32
  %v3z = zext i1 %v3 to i32
  %v2s = shl i32 %v2z, 1
  %v3s = shl i32 %v3z, 2
  %va = or i32 %v1z, %v2s
  %vb = or i32 %va, %v3s
  %o4 = getelementptr inbounds i32, i32* %ob, i32 4
  store i32 %vb, i32* %o4, align 4
  %o5 = getelementptr inbounds i32, i32* %ob, i32 5
  store i32 %bal, i32* %o5, align 4
  %key = and i32 %x, 3
  %m1 = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %key)
  %o6 = getelementptr inbounds i32, i32* %ob, i32 6
  store i32 %m1, i32* %o6, align 4
  %k64 = zext i32 %key to i64
  %k64s = shl i64 %k64, 33
  %m2w = call i64 @llvm.nvvm.match.any.sync.i64(i32 -1, i64 %k64s)
  %m2 = trunc i64 %m2w to i32
  %o7 = getelementptr inbounds i32, i32* %ob, i32 7
  store i32 %m2, i32* %o7, align 4
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %m3 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %ctaid)
  %m3v = extractvalue { i32, i1 } %m3, 0
  %m3p = extractvalue { i32, i1 } %m3, 1
  %m3z = zext i1 %m3p to i32
  %m3s = add i32 %m3v, %m3z
  %o8 = getelementptr inbounds i32, i32* %ob, i32 8
  store i32 %m3s, i32* %o8, align 4
  %m4 = call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 -1, i64 %k64s)
  %m4v = extractvalue { i32, i1 } %m4, 0
  %m4p = extractvalue { i32, i1 } %m4, 1
  %m4z = zext i1 %m4p to i32
  %m4s = add i32 %m4v, %m4z
  %o9 = getelementptr inbounds i32, i32* %ob, i32 9
  store i32 %m4s, i32* %o9, align 4
  %r1 = call i32 @llvm.nvvm.redux.sync.add(i32 %x, i32 -1)
  %r2 = call i32 @llvm.nvvm.redux.sync.min(i32 %x, i32 -1)
  %r3 = call i32 @llvm.nvvm.redux.sync.max(i32 %x, i32 -1)
  %r4 = call i32 @llvm.nvvm.redux.sync.umin(i32 %x, i32 -1)
  %r5 = call i32 @llvm.nvvm.redux.sync.umax(i32 %x, i32 -1)
  %r6 = call i32 @llvm.nvvm.redux.sync.and(i32 %x, i32 -1)
  %r7 = call i32 @llvm.nvvm.redux.sync.or(i32 %x, i32 -1)
  %r8 = call i32 @llvm.nvvm.redux.sync.xor(i32 %x, i32 -1)
  %ra = add i32 %r1, %r2
  %rb = xor i32 %ra, %r3
  %rc = add i32 %rb, %r4
  %rd = xor i32 %rc, %r5
  %re = add i32 %rd, %r6
  %rf = xor i32 %re, %r7
  %rg = add i32 %rf, %r8
  %o10 = getelementptr inbounds i32, i32* %ob, i32 10
  store i32 %rg, i32* %o10, align 4
  %am = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %o11 = getelementptr inbounds i32, i32* %ob, i32 11
  store i32 %am, i32* %o11, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %lo, label %hi

lo:
  %l1 = call i32 @llvm.nvvm.redux.sync.add(i32 %tid, i32 65535)
  %l2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %x, i32 1, i32 31)
  %l3 = add i32 %l1, %l2
  br label %join

hi:
  %h1 = call i32 @llvm.nvvm.redux.sync.umax(i32 %x, i32 -65536)
  br label %join

join:
  %j = phi i32 [ %l3, %lo ], [ %h1, %hi ]
  %o12 = getelementptr inbounds i32, i32* %ob, i32 12
  store i32 %j, i32* %o12, align 4
  %am2 = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %o13 = getelementptr inbounds i32, i32* %ob, i32 13
  store i32 %am2, i32* %o13, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32, i32, i32, i32)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare i64 @llvm.nvvm.match.any.sync.i64(i32, i64)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*)* @coll, !"kernel", i32 1}
