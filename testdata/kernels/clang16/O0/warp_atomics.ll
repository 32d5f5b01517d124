; ModuleID = 'warp_atomics.cu'
source_filename = "warp_atomics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ12warp_atomicsE1s = internal addrspace(3) global i32 undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_atomics(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  store i32 %24, ptr %13, align 4
  %25 = load ptr, ptr %7, align 8
  %26 = load i32, ptr %13, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %14, align 4
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %33

32:                                               ; preds = %6
  store i32 100, ptr addrspacecast (ptr addrspace(3) @_ZZ12warp_atomicsE1s to ptr), align 4
  br label %33

33:                                               ; preds = %32, %6
  call void @llvm.nvvm.barrier0()
  %34 = load ptr, ptr %8, align 8
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = atomicrmw add ptr %37, i32 1 seq_cst, align 4
  store i32 %38, ptr %15, align 4
  %39 = load i32, ptr %15, align 4
  %40 = load ptr, ptr %9, align 8
  %41 = load i32, ptr %13, align 4
  %42 = mul nsw i32 3, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %40, i64 %43
  store i32 %39, ptr %44, align 4
  store i32 57005, ptr %16, align 4
  %45 = load i32, ptr %14, align 4
  %46 = and i32 %45, 1
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %48, label %59

48:                                               ; preds = %33
  %49 = load ptr, ptr %8, align 8
  %50 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %51 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %52 = add i32 %50, %51
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %49, i64 %53
  %55 = load i32, ptr %12, align 4
  store i32 %55, ptr %17, align 4
  %56 = load i32, ptr %17, align 4
  %57 = atomicrmw sub ptr %54, i32 %56 monotonic, align 4
  store i32 %57, ptr %18, align 4
  %58 = load i32, ptr %18, align 4
  store i32 %58, ptr %16, align 4
  br label %59

59:                                               ; preds = %48, %33
  %60 = load i32, ptr %16, align 4
  %61 = load ptr, ptr %9, align 8
  %62 = load i32, ptr %13, align 4
  %63 = mul nsw i32 3, %62
  %64 = add nsw i32 %63, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %61, i64 %65
  store i32 %60, ptr %66, align 4
  %67 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ12warp_atomicsE1s to ptr), i32 3 seq_cst, align 4
  store i32 %67, ptr %19, align 4
  %68 = load i32, ptr %19, align 4
  %69 = load ptr, ptr %9, align 8
  %70 = load i32, ptr %13, align 4
  %71 = mul nsw i32 3, %70
  %72 = add nsw i32 %71, 2
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %69, i64 %73
  store i32 %68, ptr %74, align 4
  %75 = load ptr, ptr %10, align 8
  %76 = getelementptr inbounds i32, ptr %75, i64 0
  %77 = load i32, ptr %14, align 4
  %78 = atomicrmw add ptr %76, i32 %77 seq_cst, align 4
  %79 = load ptr, ptr %10, align 8
  %80 = getelementptr inbounds i32, ptr %79, i64 1
  %81 = load i32, ptr %14, align 4
  %82 = atomicrmw max ptr %80, i32 %81 seq_cst, align 4
  %83 = load ptr, ptr %10, align 8
  %84 = getelementptr inbounds i32, ptr %83, i64 2
  %85 = load i32, ptr %14, align 4
  %86 = atomicrmw umin ptr %84, i32 %85 seq_cst, align 4
  %87 = load ptr, ptr %10, align 8
  %88 = getelementptr inbounds i32, ptr %87, i64 3
  %89 = load i32, ptr %14, align 4
  %90 = or i32 %89, 16
  %91 = atomicrmw and ptr %88, i32 %90 seq_cst, align 4
  %92 = load ptr, ptr %10, align 8
  %93 = getelementptr inbounds i32, ptr %92, i64 4
  %94 = load i32, ptr %14, align 4
  %95 = and i32 %94, 2047
  %96 = atomicrmw or ptr %93, i32 %95 seq_cst, align 4
  %97 = load ptr, ptr %10, align 8
  %98 = getelementptr inbounds i32, ptr %97, i64 5
  %99 = load i32, ptr %14, align 4
  %100 = atomicrmw xor ptr %98, i32 %99 seq_cst, align 4
  call void @llvm.nvvm.barrier0()
  %101 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %103, label %109

103:                                              ; preds = %59
  %104 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12warp_atomicsE1s to ptr), align 4
  %105 = load ptr, ptr %11, align 8
  %106 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %105, i64 %107
  store i32 %104, ptr %108, align 4
  br label %109

109:                                              ; preds = %103, %59
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @warp_atomics, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
