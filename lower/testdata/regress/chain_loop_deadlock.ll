; opt: 0
; opt: 2
; opt: 2 stress 3
; launch: --kernel chain_loop --grid 1,1,1 --block 32,1,1 out=buf:u32:32=zero n=u32:3
; Reconvergence shape (issue 17): if (tid < 4 || n == 3 || tid > 20) { loop } else {}: a divergent
; first condition, a uniform one, a divergent one, into a then-block holding a divergent loop. The
; chain funnel (lower/funnelchain.go) makes the then-block entered by one thread group; before, the
; groups opened the loop's barrier over each other: a deadlock at BSYNC.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @chain_loop(i32* %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c0 = icmp ult i32 %tid, 4
  br i1 %c0, label %then, label %or1
or1:
  %c1 = icmp eq i32 %n, 3
  br i1 %c1, label %then, label %or2
or2:
  %c2 = icmp ugt i32 %tid, 20
  br i1 %c2, label %then, label %else
then:
  %m = and i32 %n, 7
  %trip = add i32 %m, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %then ], [ %i1, %body ]
  %c = icmp ult i32 %i, %trip
  br i1 %c, label %body, label %exit
body:
  %i1 = add nuw nsw i32 %i, 1
  br label %loop
exit:
  br label %join
else:
  br label %join
join:
  %v = phi i32 [ %i, %exit ], [ 100, %else ]
  %t64 = zext i32 %tid to i64
  %p = getelementptr inbounds i32, i32* %out, i64 %t64
  store i32 %v, i32* %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @chain_loop, !"kernel", i32 1}
