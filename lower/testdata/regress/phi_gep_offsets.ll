; opt: 0
; opt: 2
; opt: 2 stress 1
; launch: --kernel pick_load --grid 1,1,1 --block 3,1,1 out=buf:u32:3=zero ctr=buf:u32:3=10,20,30 sel=buf:u32:3=0,1,2
; issue 17 point 1: a phi of constant-offset GEPs of one base loaded from the base at -O2.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @pick_load(i32* %out, i32* %ctr, i32* %sel) {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %sp = getelementptr inbounds i32, i32* %sel, i64 %t64
  %s = load i32, i32* %sp, align 4
  %c0 = icmp slt i32 %s, 1
  br i1 %c0, label %join, label %t1
t1:
  %c1 = icmp eq i32 %s, 1
  br i1 %c1, label %a1, label %a2
a1:
  %p1 = getelementptr inbounds i32, i32* %ctr, i64 1
  br label %join
a2:
  %p2 = getelementptr inbounds i32, i32* %ctr, i64 2
  br label %join
join:
  %p = phi i32* [ %ctr, %entry ], [ %p1, %a1 ], [ %p2, %a2 ]
  %v = load i32, i32* %p, align 4
  %op = getelementptr inbounds i32, i32* %out, i64 %t64
  store i32 %v, i32* %op, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32*)* @pick_load, !"kernel", i32 1}
