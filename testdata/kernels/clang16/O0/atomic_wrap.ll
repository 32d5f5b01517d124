; ModuleID = 'atomic_wrap.cu'
source_filename = "atomic_wrap.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ11atomic_wrapE1s = internal addrspace(3) global [2 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @atomic_wrap(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %5
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomic_wrapE1s to ptr), align 4
  store i32 3, ptr getelementptr inbounds ([2 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11atomic_wrapE1s to ptr), i64 0, i64 1), align 4
  br label %18

18:                                               ; preds = %17, %5
  call void @llvm.nvvm.barrier0()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  store i32 %23, ptr %11, align 4
  %24 = load i32, ptr %11, align 4
  %25 = load i32, ptr %10, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %63

27:                                               ; preds = %18
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds i32, ptr %28, i64 0
  %30 = load i32, ptr %9, align 4
  %31 = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %29, i32 %30)
  store i32 %31, ptr %12, align 4
  %32 = load ptr, ptr %7, align 8
  %33 = load i32, ptr %12, align 4
  %34 = and i32 %33, 31
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %32, i64 %35
  %37 = atomicrmw add ptr %36, i32 1 seq_cst, align 4
  %38 = load ptr, ptr %6, align 8
  %39 = getelementptr inbounds i32, ptr %38, i64 1
  %40 = load i32, ptr %9, align 4
  %41 = call i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr %39, i32 %40)
  store i32 %41, ptr %13, align 4
  %42 = load ptr, ptr %7, align 8
  %43 = load i32, ptr %13, align 4
  %44 = and i32 %43, 15
  %45 = add i32 32, %44
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %42, i64 %46
  %48 = atomicrmw add ptr %47, i32 1 seq_cst, align 4
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds i32, ptr %49, i64 2
  %51 = load i32, ptr %9, align 4
  %52 = add i32 %51, 3
  %53 = call i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr %50, i32 %52)
  %54 = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(3) @_ZZ11atomic_wrapE1s to ptr), i32 6)
  store i32 %54, ptr %14, align 4
  %55 = call i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr getelementptr inbounds ([2 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11atomic_wrapE1s to ptr), i64 0, i64 1), i32 4)
  %56 = load ptr, ptr %7, align 8
  %57 = load i32, ptr %14, align 4
  %58 = and i32 %57, 7
  %59 = add i32 48, %58
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %56, i64 %60
  %62 = atomicrmw add ptr %61, i32 1 seq_cst, align 4
  br label %63

63:                                               ; preds = %27, %18
  call void @llvm.nvvm.barrier0()
  %64 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %80

66:                                               ; preds = %63
  %67 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomic_wrapE1s to ptr), align 4
  %68 = load ptr, ptr %8, align 8
  %69 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %70 = mul i32 2, %69
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %68, i64 %71
  store i32 %67, ptr %72, align 4
  %73 = load i32, ptr getelementptr inbounds ([2 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11atomic_wrapE1s to ptr), i64 0, i64 1), align 4
  %74 = load ptr, ptr %8, align 8
  %75 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %76 = mul i32 2, %75
  %77 = add i32 %76, 1
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %74, i64 %78
  store i32 %73, ptr %79, align 4
  br label %80

80:                                               ; preds = %66, %63
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @atomic_wrap, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
