; opt: 0
; opt: 2
; opt: 2 stress 96020465
; launch: --kernel kgen --grid 1,1,1 --block 32,1,1 out=buf:i64:32=zero u=u32:1
; launch: --kernel kgen --grid 1,1,1 --block 64,1,1 out=buf:i64:64=zero u=u32:2
; launch: --kernel kgen --grid 1,1,1 --block 64,1,1 out=buf:i64:64=zero u=u32:0
; Reconvergence shape: a divergent short-circuit chain (then7 reached from three branches) in the
; then-arm of a uniform if, after a uniform diamond (so the enclosing uniform branch's chain holds no
; divergent branch and is not funnelled); the chain's then-block meets the else-arm at join13 before
; a divergent loop. The chain's region has that side entry after its join, so the chain was not
; funnelled: its thread groups entered then7 one after another and each opened the loop's barrier
; over the others (deadlock at BSYNC, -O0 and -O2). Fuzz seed 96020465 (100k campaign), reduced by
; hand; there the loop had a constant trip count and sat in a divergent outer loop.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kgen(i64* %out, i32 %u) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = and i32 %u, 2
  %uv = icmp ne i32 %v, 0
  %uni = icmp ne i32 %u, 0
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
  %jmore = icmp ult i32 %j, %tid
  br i1 %jmore, label %body15, label %exit16
body15:
  %j.next = add nuw nsw i32 %j, 1
  br label %loop14
exit16:
  br label %latch4
latch4:
  %r = phi i32 [ 100, %else8 ], [ %j, %exit16 ]
  %tid64 = zext i32 %tid to i64
  %p = getelementptr inbounds i64, i64* %out, i64 %tid64
  %r64 = zext i32 %r to i64
  store i64 %r64, i64* %p, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i64*, i32)* @kgen, !"kernel", i32 1}
