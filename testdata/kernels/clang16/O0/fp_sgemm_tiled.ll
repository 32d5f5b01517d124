; ModuleID = 'fp_sgemm_tiled.cu'
source_filename = "fp_sgemm_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ14fp_sgemm_tiledE2As = internal addrspace(3) global [8 x [8 x float]] undef, align 4
@_ZZ14fp_sgemm_tiledE2Bs = internal addrspace(3) global [8 x [8 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fp_sgemm_tiled(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr noundef %4, ptr noundef %5, float noundef %6, ptr noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca float, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store float %3, ptr %12, align 4
  store ptr %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store float %6, ptr %15, align 4
  store ptr %7, ptr %16, align 8
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %25, ptr %17, align 4
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %26, ptr %18, align 4
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %28 = mul i32 %27, 8
  %29 = load i32, ptr %18, align 4
  %30 = add i32 %28, %29
  store i32 %30, ptr %19, align 4
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = mul i32 %31, 8
  %33 = load i32, ptr %17, align 4
  %34 = add i32 %32, %33
  store i32 %34, ptr %20, align 4
  store float 0.000000e+00, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %35

35:                                               ; preds = %136, %8
  %36 = load i32, ptr %22, align 4
  %37 = load i32, ptr %11, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %139

39:                                               ; preds = %35
  %40 = load i32, ptr %19, align 4
  %41 = load i32, ptr %9, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %61

43:                                               ; preds = %39
  %44 = load i32, ptr %22, align 4
  %45 = load i32, ptr %17, align 4
  %46 = add nsw i32 %44, %45
  %47 = load i32, ptr %11, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %61

49:                                               ; preds = %43
  %50 = load ptr, ptr %13, align 8
  %51 = load i32, ptr %19, align 4
  %52 = load i32, ptr %11, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr %22, align 4
  %55 = add nsw i32 %53, %54
  %56 = load i32, ptr %17, align 4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %50, i64 %58
  %60 = load float, ptr %59, align 4
  br label %62

61:                                               ; preds = %43, %39
  br label %62

62:                                               ; preds = %61, %49
  %63 = phi contract float [ %60, %49 ], [ 0.000000e+00, %61 ]
  %64 = load i32, ptr %18, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2As to ptr), i64 0, i64 %65
  %67 = load i32, ptr %17, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [8 x float], ptr %66, i64 0, i64 %68
  store float %63, ptr %69, align 4
  %70 = load i32, ptr %22, align 4
  %71 = load i32, ptr %18, align 4
  %72 = add nsw i32 %70, %71
  %73 = load i32, ptr %11, align 4
  %74 = icmp slt i32 %72, %73
  br i1 %74, label %75, label %91

75:                                               ; preds = %62
  %76 = load i32, ptr %20, align 4
  %77 = load i32, ptr %10, align 4
  %78 = icmp slt i32 %76, %77
  br i1 %78, label %79, label %91

79:                                               ; preds = %75
  %80 = load ptr, ptr %14, align 8
  %81 = load i32, ptr %22, align 4
  %82 = load i32, ptr %18, align 4
  %83 = add nsw i32 %81, %82
  %84 = load i32, ptr %10, align 4
  %85 = mul nsw i32 %83, %84
  %86 = load i32, ptr %20, align 4
  %87 = add nsw i32 %85, %86
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %80, i64 %88
  %90 = load float, ptr %89, align 4
  br label %92

91:                                               ; preds = %75, %62
  br label %92

92:                                               ; preds = %91, %79
  %93 = phi contract float [ %90, %79 ], [ 0.000000e+00, %91 ]
  %94 = load i32, ptr %18, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2Bs to ptr), i64 0, i64 %95
  %97 = load i32, ptr %17, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [8 x float], ptr %96, i64 0, i64 %98
  store float %93, ptr %99, align 4
  call void @llvm.nvvm.barrier0()
  %100 = load i32, ptr %11, align 4
  %101 = load i32, ptr %22, align 4
  %102 = sub nsw i32 %100, %101
  %103 = icmp slt i32 %102, 8
  br i1 %103, label %104, label %108

104:                                              ; preds = %92
  %105 = load i32, ptr %11, align 4
  %106 = load i32, ptr %22, align 4
  %107 = sub nsw i32 %105, %106
  br label %109

108:                                              ; preds = %92
  br label %109

109:                                              ; preds = %108, %104
  %110 = phi i32 [ %107, %104 ], [ 8, %108 ]
  store i32 %110, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %111

111:                                              ; preds = %132, %109
  %112 = load i32, ptr %24, align 4
  %113 = load i32, ptr %23, align 4
  %114 = icmp slt i32 %112, %113
  br i1 %114, label %115, label %135

115:                                              ; preds = %111
  %116 = load i32, ptr %18, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2As to ptr), i64 0, i64 %117
  %119 = load i32, ptr %24, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [8 x float], ptr %118, i64 0, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = load i32, ptr %24, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2Bs to ptr), i64 0, i64 %124
  %126 = load i32, ptr %17, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [8 x float], ptr %125, i64 0, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = load float, ptr %21, align 4
  %131 = call contract float @llvm.nvvm.fma.rn.f(float %122, float %129, float %130)
  store float %131, ptr %21, align 4
  br label %132

132:                                              ; preds = %115
  %133 = load i32, ptr %24, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %24, align 4
  br label %111, !llvm.loop !5

135:                                              ; preds = %111
  call void @llvm.nvvm.barrier0()
  br label %136

136:                                              ; preds = %135
  %137 = load i32, ptr %22, align 4
  %138 = add nsw i32 %137, 8
  store i32 %138, ptr %22, align 4
  br label %35, !llvm.loop !7

139:                                              ; preds = %35
  %140 = load i32, ptr %19, align 4
  %141 = load i32, ptr %9, align 4
  %142 = icmp slt i32 %140, %141
  br i1 %142, label %143, label %170

143:                                              ; preds = %139
  %144 = load i32, ptr %20, align 4
  %145 = load i32, ptr %10, align 4
  %146 = icmp slt i32 %144, %145
  br i1 %146, label %147, label %170

147:                                              ; preds = %143
  %148 = load float, ptr %12, align 4
  %149 = load float, ptr %21, align 4
  %150 = load float, ptr %15, align 4
  %151 = load ptr, ptr %16, align 8
  %152 = load i32, ptr %19, align 4
  %153 = load i32, ptr %10, align 4
  %154 = mul nsw i32 %152, %153
  %155 = load i32, ptr %20, align 4
  %156 = add nsw i32 %154, %155
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds float, ptr %151, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = fmul float %150, %159
  %161 = call contract float @llvm.nvvm.fma.rn.f(float %148, float %149, float %160)
  %162 = load ptr, ptr %16, align 8
  %163 = load i32, ptr %19, align 4
  %164 = load i32, ptr %10, align 4
  %165 = mul nsw i32 %163, %164
  %166 = load i32, ptr %20, align 4
  %167 = add nsw i32 %165, %166
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds float, ptr %162, i64 %168
  store float %161, ptr %169, align 4
  br label %170

170:                                              ; preds = %147, %143, %139
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_sgemm_tiled, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
