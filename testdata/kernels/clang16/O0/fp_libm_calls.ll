; ModuleID = 'fp_libm_calls.cu'
source_filename = "fp_libm_calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fp_libm_calls(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, ptr noundef %10, ptr noundef %11, i32 noundef %12) #0 {
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  store ptr %0, ptr %14, align 8
  store ptr %1, ptr %15, align 8
  store ptr %2, ptr %16, align 8
  store ptr %3, ptr %17, align 8
  store ptr %4, ptr %18, align 8
  store ptr %5, ptr %19, align 8
  store ptr %6, ptr %20, align 8
  store ptr %7, ptr %21, align 8
  store ptr %8, ptr %22, align 8
  store ptr %9, ptr %23, align 8
  store ptr %10, ptr %24, align 8
  store ptr %11, ptr %25, align 8
  store i32 %12, ptr %26, align 4
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = mul i32 %32, %33
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = add i32 %34, %35
  store i32 %36, ptr %27, align 4
  %37 = load i32, ptr %27, align 4
  %38 = load i32, ptr %26, align 4
  %39 = icmp sge i32 %37, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %13
  br label %120

41:                                               ; preds = %13
  %42 = load ptr, ptr %14, align 8
  %43 = load i32, ptr %27, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %42, i64 %44
  %46 = load float, ptr %45, align 4
  store float %46, ptr %28, align 4
  %47 = load ptr, ptr %15, align 8
  %48 = load i32, ptr %27, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %47, i64 %49
  %51 = load float, ptr %50, align 4
  store float %51, ptr %29, align 4
  %52 = load float, ptr %28, align 4
  %53 = call contract float @__nv_expf(float noundef %52) #3
  %54 = load ptr, ptr %16, align 8
  %55 = load i32, ptr %27, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %54, i64 %56
  store float %53, ptr %57, align 4
  %58 = load float, ptr %28, align 4
  %59 = call contract float @llvm.fabs.f32(float %58)
  %60 = fadd float %59, 5.000000e-01
  %61 = call contract float @__nv_logf(float noundef %60) #3
  %62 = load ptr, ptr %17, align 8
  %63 = load i32, ptr %27, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %62, i64 %64
  store float %61, ptr %65, align 4
  %66 = load float, ptr %28, align 4
  %67 = load float, ptr %29, align 4
  %68 = call contract float @__nv_atan2f(float noundef %66, float noundef %67) #3
  %69 = load ptr, ptr %18, align 8
  %70 = load i32, ptr %27, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %69, i64 %71
  store float %68, ptr %72, align 4
  %73 = load float, ptr %28, align 4
  %74 = call contract float @__nv_erff(float noundef %73) #3
  %75 = load ptr, ptr %19, align 8
  %76 = load i32, ptr %27, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %75, i64 %77
  store float %74, ptr %78, align 4
  %79 = load float, ptr %29, align 4
  %80 = call contract float @__nv_tanhf(float noundef %79) #3
  %81 = load ptr, ptr %20, align 8
  %82 = load i32, ptr %27, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %81, i64 %83
  store float %80, ptr %84, align 4
  %85 = load float, ptr %28, align 4
  %86 = fmul float %85, 1.000000e+01
  call void @__nv_sincosf(float noundef %86, ptr noundef %30, ptr noundef %31) #3
  %87 = load float, ptr %30, align 4
  %88 = load ptr, ptr %21, align 8
  %89 = load i32, ptr %27, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %88, i64 %90
  store float %87, ptr %91, align 4
  %92 = load float, ptr %31, align 4
  %93 = load ptr, ptr %22, align 8
  %94 = load i32, ptr %27, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %93, i64 %95
  store float %92, ptr %96, align 4
  %97 = load float, ptr %29, align 4
  %98 = call contract float @llvm.fabs.f32(float %97)
  %99 = fadd float %98, 2.500000e-01
  %100 = load float, ptr %28, align 4
  %101 = call contract float @llvm.pow.f32(float %99, float %100)
  %102 = load ptr, ptr %23, align 8
  %103 = load i32, ptr %27, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr %102, i64 %104
  store float %101, ptr %105, align 4
  %106 = load float, ptr %29, align 4
  %107 = fmul float %106, 1.000000e+02
  %108 = call contract float @llvm.sin.f32(float %107)
  %109 = load ptr, ptr %24, align 8
  %110 = load i32, ptr %27, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %109, i64 %111
  store float %108, ptr %112, align 4
  %113 = load float, ptr %28, align 4
  %114 = fmul float %113, 4.000000e+00
  %115 = call contract float @llvm.exp2.f32(float %114)
  %116 = load ptr, ptr %25, align 8
  %117 = load i32, ptr %27, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds float, ptr %116, i64 %118
  store float %115, ptr %119, align 4
  br label %120

120:                                              ; preds = %41, %40
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_atan2f(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erff(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_tanhf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincosf(float noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_libm_calls, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
