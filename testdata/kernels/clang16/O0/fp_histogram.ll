; ModuleID = 'fp_histogram.cu'
source_filename = "fp_histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ12fp_histogramE1c = internal addrspace(3) global [32 x i32] undef, align 4
@_ZZ12fp_histogramE1s = internal addrspace(3) global [32 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fp_histogram(ptr noundef %0, ptr noundef %1, ptr noundef %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store float %3, ptr %11, align 4
  store float %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %20, ptr %15, align 4
  %21 = load i32, ptr %15, align 4
  %22 = icmp slt i32 %21, 32
  br i1 %22, label %23, label %30

23:                                               ; preds = %7
  %24 = load i32, ptr %15, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1c to ptr), i64 0, i64 %25
  store i32 0, ptr %26, align 4
  %27 = load i32, ptr %15, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1s to ptr), i64 0, i64 %28
  store float 0.000000e+00, ptr %29, align 4
  br label %30

30:                                               ; preds = %23, %7
  call void @llvm.nvvm.barrier0()
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %33 = mul i32 %31, %32
  %34 = load i32, ptr %15, align 4
  %35 = add i32 %33, %34
  store i32 %35, ptr %16, align 4
  br label %36

36:                                               ; preds = %74, %30
  %37 = load i32, ptr %16, align 4
  %38 = load i32, ptr %14, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %80

40:                                               ; preds = %36
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %16, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %41, i64 %43
  %45 = load float, ptr %44, align 4
  store float %45, ptr %17, align 4
  %46 = load float, ptr %17, align 4
  %47 = load float, ptr %17, align 4
  %48 = fcmp une float %46, %47
  br i1 %48, label %49, label %51

49:                                               ; preds = %40
  %50 = load i32, ptr %13, align 4
  store i32 %50, ptr %18, align 4
  br label %69

51:                                               ; preds = %40
  %52 = load float, ptr %17, align 4
  %53 = load float, ptr %11, align 4
  %54 = fsub float %52, %53
  %55 = load float, ptr %12, align 4
  %56 = fmul float %54, %55
  %57 = call contract float @llvm.nvvm.fmax.f(float %56, float 0.000000e+00)
  %58 = load i32, ptr %13, align 4
  %59 = sub nsw i32 %58, 1
  %60 = sitofp i32 %59 to float
  %61 = call contract float @llvm.nvvm.fmin.f(float %57, float %60)
  store float %61, ptr %19, align 4
  %62 = load float, ptr %19, align 4
  %63 = call i32 @llvm.nvvm.f2i.rm(float %62)
  store i32 %63, ptr %18, align 4
  %64 = load i32, ptr %18, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1s to ptr), i64 0, i64 %65
  %67 = load float, ptr %17, align 4
  %68 = atomicrmw fadd ptr %66, float %67 seq_cst, align 4
  br label %69

69:                                               ; preds = %51, %49
  %70 = load i32, ptr %18, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1c to ptr), i64 0, i64 %71
  %73 = atomicrmw add ptr %72, i32 1 seq_cst, align 4
  br label %74

74:                                               ; preds = %69
  %75 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %76 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %77 = mul i32 %75, %76
  %78 = load i32, ptr %16, align 4
  %79 = add i32 %78, %77
  store i32 %79, ptr %16, align 4
  br label %36, !llvm.loop !5

80:                                               ; preds = %36
  call void @llvm.nvvm.barrier0()
  %81 = load i32, ptr %15, align 4
  %82 = load i32, ptr %13, align 4
  %83 = icmp sle i32 %81, %82
  br i1 %83, label %84, label %108

84:                                               ; preds = %80
  %85 = load ptr, ptr %9, align 8
  %86 = load i32, ptr %15, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %85, i64 %87
  %89 = load i32, ptr %15, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1c to ptr), i64 0, i64 %90
  %92 = load i32, ptr %91, align 4
  %93 = atomicrmw add ptr %88, i32 %92 seq_cst, align 4
  %94 = load i32, ptr %15, align 4
  %95 = load i32, ptr %13, align 4
  %96 = icmp slt i32 %94, %95
  br i1 %96, label %97, label %107

97:                                               ; preds = %84
  %98 = load ptr, ptr %10, align 8
  %99 = load i32, ptr %15, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr %98, i64 %100
  %102 = load i32, ptr %15, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1s to ptr), i64 0, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = atomicrmw fadd ptr %101, float %105 seq_cst, align 4
  br label %107

107:                                              ; preds = %97, %84
  br label %108

108:                                              ; preds = %107, %80
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.f(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.f(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rm(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_histogram, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
