target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = call fastcc i32 @later(i32 %tid, i32 7)
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds i32, i32* %out, i64 %i
  store i32 %r, i32* %p, align 4
  ret void
}
define internal fastcc i32 @later(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, %b
  %s = add i32 %m, 3
  ret i32 %s
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
