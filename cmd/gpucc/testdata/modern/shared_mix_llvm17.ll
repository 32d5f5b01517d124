; Hand-written in the style of clang 17 -O0/-O1 output for CUDA: opaque
; pointers in three address spaces, constant getelementptr and
; addrspacecast expressions on shared globals, atomicrmw on a global's
; address, a pointer kept in an alloca slot, a phi, a null comparison and
; a select of pointers.
;
; Launch: one block of 64 threads. tile[t] = 3t; after a barrier
; out[t] = tile[t odd ? t-1 : t+1] + tile[5] and flags[t] = the number of
; threads that incremented the shared counter (64).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4
@count = internal addrspace(3) global i32 undef, align 4

define dso_local void @shared_mix(ptr noundef %out, ptr noundef %flags) #0 {
entry:
  %slot = alloca ptr, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %is0 = icmp eq i32 %tid, 0
  br i1 %is0, label %init, label %go

init:
  store i32 0, ptr addrspacecast (ptr addrspace(3) @count to ptr), align 4
  br label %go

go:
  call void @llvm.nvvm.barrier0()
  %t64 = zext i32 %tid to i64
  %tp = getelementptr inbounds [64 x i32], ptr addrspace(3) @tile, i64 0, i64 %t64
  %tv = mul i32 %tid, 3
  store i32 %tv, ptr addrspace(3) %tp, align 4
  %old = atomicrmw add ptr addrspace(3) @count, i32 1 monotonic, align 4
  call void @llvm.nvvm.barrier0()
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %left, label %right

left:
  %lp = getelementptr inbounds i32, ptr addrspace(3) %tp, i64 -1
  %lv = load i32, ptr addrspace(3) %lp, align 4
  %lo = getelementptr inbounds i32, ptr %out, i64 %t64
  br label %join

right:
  %rp = getelementptr inbounds i32, ptr addrspace(3) %tp, i64 1
  %rv = load i32, ptr addrspace(3) %rp, align 4
  br label %join

join:
  %nv = phi i32 [ %lv, %left ], [ %rv, %right ]
  %np = phi ptr [ %lo, %left ], [ null, %right ]
  store ptr %out, ptr %slot, align 8
  %o = load ptr, ptr %slot, align 8
  %oe = getelementptr inbounds i32, ptr %o, i64 %t64
  %isnull = icmp eq ptr %np, null
  %op = select i1 %isnull, ptr %oe, ptr %np
  %first = load i32, ptr addrspace(3) getelementptr inbounds ([64 x i32], ptr addrspace(3) @tile, i64 0, i64 5), align 4
  %s = add i32 %nv, %first
  store i32 %s, ptr %op, align 4
  %cnt = load i32, ptr addrspace(3) @count, align 4
  %fp = getelementptr inbounds i32, ptr %flags, i64 %t64
  store i32 %cnt, ptr %fp, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "target-cpu"="sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!0 = !{ptr @shared_mix, !"kernel", i32 1}
