; ModuleID = 'fp_prefix_sum.cu'
source_filename = "fp_prefix_sum.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ13fp_prefix_sumE4wsum = internal addrspace(3) global [4 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fp_prefix_sum(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %19, ptr %9, align 4
  %20 = load i32, ptr %9, align 4
  %21 = and i32 %20, 31
  store i32 %21, ptr %10, align 4
  %22 = load i32, ptr %9, align 4
  %23 = ashr i32 %22, 5
  store i32 %23, ptr %11, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = load i32, ptr %9, align 4
  %28 = add i32 %26, %27
  store i32 %28, ptr %12, align 4
  %29 = load i32, ptr %12, align 4
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %4
  %33 = load ptr, ptr %5, align 8
  %34 = load i32, ptr %12, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  %37 = load float, ptr %36, align 4
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %32
  %40 = phi contract float [ %37, %32 ], [ 0.000000e+00, %38 ]
  store float %40, ptr %13, align 4
  store i32 1, ptr %14, align 4
  br label %41

41:                                               ; preds = %56, %39
  %42 = load i32, ptr %14, align 4
  %43 = icmp slt i32 %42, 32
  br i1 %43, label %44, label %59

44:                                               ; preds = %41
  %45 = load float, ptr %13, align 4
  %46 = load i32, ptr %14, align 4
  %47 = call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %45, i32 %46, i32 0)
  store float %47, ptr %15, align 4
  %48 = load i32, ptr %10, align 4
  %49 = load i32, ptr %14, align 4
  %50 = icmp sge i32 %48, %49
  br i1 %50, label %51, label %55

51:                                               ; preds = %44
  %52 = load float, ptr %13, align 4
  %53 = load float, ptr %15, align 4
  %54 = fadd float %52, %53
  store float %54, ptr %13, align 4
  br label %55

55:                                               ; preds = %51, %44
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %14, align 4
  %58 = mul nsw i32 %57, 2
  store i32 %58, ptr %14, align 4
  br label %41, !llvm.loop !5

59:                                               ; preds = %41
  %60 = load i32, ptr %10, align 4
  %61 = icmp eq i32 %60, 31
  br i1 %61, label %62, label %67

62:                                               ; preds = %59
  %63 = load float, ptr %13, align 4
  %64 = load i32, ptr %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 0, i64 %65
  store float %63, ptr %66, align 4
  br label %67

67:                                               ; preds = %62, %59
  call void @llvm.nvvm.barrier0()
  %68 = load i32, ptr %9, align 4
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %95

70:                                               ; preds = %67
  store float 0.000000e+00, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %71

71:                                               ; preds = %86, %70
  %72 = load i32, ptr %17, align 4
  %73 = icmp slt i32 %72, 4
  br i1 %73, label %74, label %89

74:                                               ; preds = %71
  %75 = load i32, ptr %17, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 0, i64 %76
  %78 = load float, ptr %77, align 4
  store float %78, ptr %18, align 4
  %79 = load float, ptr %16, align 4
  %80 = load i32, ptr %17, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 0, i64 %81
  store float %79, ptr %82, align 4
  %83 = load float, ptr %16, align 4
  %84 = load float, ptr %18, align 4
  %85 = fadd float %83, %84
  store float %85, ptr %16, align 4
  br label %86

86:                                               ; preds = %74
  %87 = load i32, ptr %17, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %17, align 4
  br label %71, !llvm.loop !7

89:                                               ; preds = %71
  %90 = load float, ptr %16, align 4
  %91 = load ptr, ptr %7, align 8
  %92 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %91, i64 %93
  store float %90, ptr %94, align 4
  br label %95

95:                                               ; preds = %89, %67
  call void @llvm.nvvm.barrier0()
  %96 = load i32, ptr %12, align 4
  %97 = load i32, ptr %8, align 4
  %98 = icmp slt i32 %96, %97
  br i1 %98, label %99, label %117

99:                                               ; preds = %95
  %100 = load i32, ptr %11, align 4
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %104

102:                                              ; preds = %99
  %103 = load float, ptr %13, align 4
  br label %111

104:                                              ; preds = %99
  %105 = load float, ptr %13, align 4
  %106 = load i32, ptr %11, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 0, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = fadd float %105, %109
  br label %111

111:                                              ; preds = %104, %102
  %112 = phi contract float [ %103, %102 ], [ %110, %104 ]
  %113 = load ptr, ptr %6, align 8
  %114 = load i32, ptr %12, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %113, i64 %115
  store float %112, ptr %116, align 4
  br label %117

117:                                              ; preds = %111, %95
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_prefix_sum, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
