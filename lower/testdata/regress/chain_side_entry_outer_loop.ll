; opt: 0
; opt: 2
; launch: --kernel kgen --grid 1,1,1 --block 64,1,1 out=buf:i64:64=zero u=u32:1
; launch: --kernel kgen --grid 1,1,1 --block 32,1,1 out=buf:i64:32=zero u=u32:2
; launch: --kernel kgen --grid 1,1,1 --block 64,1,1 out=buf:i64:64=zero u=u32:0
; Reconvergence shape: chain_side_entry_loop.ll inside a divergent loop (trip count 1 + tid % 4), as in
; fuzz seed 96020465: the branch chain's then-block meets the uniform else arm before a constant-trip
; loop (divergent: it runs in the outer loop's divergent region); it deadlocked at BSYNC before the
; chain funnel took regions entered from elsewhere after the join.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kgen(i64* %out, i32 %u) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t3 = and i32 %tid, 3
  %trips = add i32 %t3, 1
  %v = and i32 %u, 2
  %uv = icmp ne i32 %v, 0
  %uni = icmp ne i32 %u, 0
  br label %loop1
loop1:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch4 ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch4 ]
  %more = icmp ult i32 %i, %trips
  br i1 %more, label %body2, label %exit3
body2:
  br i1 %uni, label %then5, label %else6
then5:
  br i1 %uv, label %d1, label %d2
d1:
  br label %chain
d2:
  br label %chain
chain:
  %b0 = and i32 %tid, 1
  %c0 = icmp ne i32 %b0, 0
  br i1 %c0, label %then7, label %or9
or9:
  %b1 = and i32 %tid, 2
  %c1 = icmp ne i32 %b1, 0
  br i1 %c1, label %then7, label %or10
or10:
  %c2 = icmp ugt i32 %tid, 20
  br i1 %c2, label %then7, label %else8
then7:
  br label %join13
else8:
  br label %latch4
else6:
  br label %join13
join13:
  br label %loop14
loop14:
  %j = phi i32 [ 0, %join13 ], [ %j.next, %body15 ]
  %jmore = icmp ult i32 %j, 2
  br i1 %jmore, label %body15, label %exit16
body15:
  %j.next = add nuw nsw i32 %j, 1
  br label %loop14
exit16:
  %acc.loop = add i32 %acc, %j
  br label %latch4
latch4:
  %acc.next = phi i32 [ %acc, %else8 ], [ %acc.loop, %exit16 ]
  %i.next = add nuw nsw i32 %i, 1
  br label %loop1
exit3:
  %tid64 = zext i32 %tid to i64
  %p = getelementptr inbounds i64, i64* %out, i64 %tid64
  %acc64 = zext i32 %acc to i64
  store i64 %acc64, i64* %p, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i64*, i32)* @kgen, !"kernel", i32 1}
