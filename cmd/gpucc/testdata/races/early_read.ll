; A data race: thread 32 publishes a shared value that every thread reads
; before the __syncthreads() that would order the write and the reads (the
; shape clang produces when it hoists the read above the barrier). Under
; the in-order schedule threads 0..31 read 0 and threads 32..63 read 5.
; gpucc verify --schedules 8 early_read.ll --grid 1 --block 64 out=buf:i32:64=zero
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@flag = internal addrspace(3) global i32 undef, align 4
define void @early_read(i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %init, label %published
init:
  store i32 0, i32 addrspace(3)* @flag, align 4
  br label %published
published:
  call void @llvm.nvvm.barrier0()
  %w = icmp eq i32 %t, 32
  br i1 %w, label %publish, label %read
publish:
  store i32 5, i32 addrspace(3)* @flag, align 4
  br label %read
read:
  %v = load i32, i32 addrspace(3)* @flag, align 4
  call void @llvm.nvvm.barrier0()
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds i32, i32* %out, i64 %t64
  store i32 %v, i32* %o, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @early_read, !"kernel", i32 1}
