; Race-free: thread 0 clears a shared sum, a barrier, every thread adds
; tid + 1 with a shared atomic and counts itself with a global atomic, a
; barrier, and every thread stores the sum. For a block of n threads every
; out[t] (t < n) is n(n+1)/2 and out[n] grows by n, under any schedule.
; gpucc verify --schedules 8 atomic_sum.ll --grid 1 --block 96 out=buf:i32:97=zero
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@sum = internal addrspace(3) global i32 undef, align 4
define void @atomic_sum(i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %init, label %add
init:
  store i32 0, i32 addrspace(3)* @sum, align 4
  br label %add
add:
  call void @llvm.nvvm.barrier0()
  %t1 = add i32 %t, 1
  %old = atomicrmw add i32 addrspace(3)* @sum, i32 %t1 monotonic
  %n64 = zext i32 %n to i64
  %cnt = getelementptr inbounds i32, i32* %out, i64 %n64
  %c = atomicrmw add i32* %cnt, i32 1 monotonic
  call void @llvm.nvvm.barrier0()
  %v = load i32, i32 addrspace(3)* @sum, align 4
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds i32, i32* %out, i64 %t64
  store i32 %v, i32* %o, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @atomic_sum, !"kernel", i32 1}
