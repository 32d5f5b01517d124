; Hand-written in the style of clang 20 output: the kernel is marked by the
; ptx_kernel calling convention instead of !nvvm.annotations.
; p[t] = 7t for the threads of one block.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fill(ptr addrspace(1) noundef writeonly captures(none) %p) local_unnamed_addr #0 {
entry:
  %tid = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %tid to i64
  %q = getelementptr inbounds nuw i32, ptr addrspace(1) %p, i64 %i
  %v = mul nuw nsw i32 %tid, 7
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
attributes #0 = { nounwind memory(argmem: write) }
attributes #1 = { nounwind memory(none) }
