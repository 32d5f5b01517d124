; ModuleID = 'fp_black_scholes_libm.cu'
source_filename = "fp_black_scholes_libm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fp_black_scholes_libm(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, float noundef %5, float noundef %6, i32 noundef %7) #0 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store ptr %4, ptr %13, align 8
  store float %5, ptr %14, align 4
  store float %6, ptr %15, align 4
  store i32 %7, ptr %16, align 4
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  store i32 %29, ptr %17, align 4
  %30 = load i32, ptr %17, align 4
  %31 = load i32, ptr %16, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %8
  br label %111

34:                                               ; preds = %8
  %35 = load ptr, ptr %9, align 8
  %36 = load i32, ptr %17, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %35, i64 %37
  %39 = load float, ptr %38, align 4
  store float %39, ptr %18, align 4
  %40 = load ptr, ptr %10, align 8
  %41 = load i32, ptr %17, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %40, i64 %42
  %44 = load float, ptr %43, align 4
  store float %44, ptr %19, align 4
  %45 = load ptr, ptr %11, align 8
  %46 = load i32, ptr %17, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %45, i64 %47
  %49 = load float, ptr %48, align 4
  store float %49, ptr %20, align 4
  %50 = load float, ptr %20, align 4
  %51 = call contract float @llvm.sqrt.f32(float %50)
  store float %51, ptr %21, align 4
  %52 = load float, ptr %18, align 4
  %53 = load float, ptr %19, align 4
  %54 = fdiv float %52, %53
  %55 = call contract float @__nv_logf(float noundef %54) #4
  %56 = load float, ptr %14, align 4
  %57 = load float, ptr %15, align 4
  %58 = fmul float 5.000000e-01, %57
  %59 = load float, ptr %15, align 4
  %60 = fmul float %58, %59
  %61 = fadd float %56, %60
  %62 = load float, ptr %20, align 4
  %63 = fmul float %61, %62
  %64 = fadd float %55, %63
  %65 = load float, ptr %15, align 4
  %66 = load float, ptr %21, align 4
  %67 = fmul float %65, %66
  %68 = fdiv float %64, %67
  store float %68, ptr %22, align 4
  %69 = load float, ptr %22, align 4
  %70 = load float, ptr %15, align 4
  %71 = load float, ptr %21, align 4
  %72 = fmul float %70, %71
  %73 = fsub float %69, %72
  store float %73, ptr %23, align 4
  %74 = load float, ptr %14, align 4
  %75 = fneg contract float %74
  %76 = load float, ptr %20, align 4
  %77 = fmul float %75, %76
  %78 = call contract float @__nv_expf(float noundef %77) #4
  store float %78, ptr %24, align 4
  %79 = load float, ptr %18, align 4
  %80 = load float, ptr %22, align 4
  %81 = call contract noundef float @_ZL3cndf(float noundef %80) #4
  %82 = fmul float %79, %81
  %83 = load float, ptr %19, align 4
  %84 = load float, ptr %24, align 4
  %85 = fmul float %83, %84
  %86 = load float, ptr %23, align 4
  %87 = call contract noundef float @_ZL3cndf(float noundef %86) #4
  %88 = fmul float %85, %87
  %89 = fsub float %82, %88
  %90 = load ptr, ptr %12, align 8
  %91 = load i32, ptr %17, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr %90, i64 %92
  store float %89, ptr %93, align 4
  %94 = load float, ptr %19, align 4
  %95 = load float, ptr %24, align 4
  %96 = fmul float %94, %95
  %97 = load float, ptr %23, align 4
  %98 = call contract noundef float @_ZL3cndf(float noundef %97) #4
  %99 = fsub float 1.000000e+00, %98
  %100 = fmul float %96, %99
  %101 = load float, ptr %18, align 4
  %102 = load float, ptr %22, align 4
  %103 = call contract noundef float @_ZL3cndf(float noundef %102) #4
  %104 = fsub float 1.000000e+00, %103
  %105 = fmul float %101, %104
  %106 = fsub float %100, %105
  %107 = load ptr, ptr %13, align 8
  %108 = load i32, ptr %17, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %107, i64 %109
  store float %106, ptr %110, align 4
  br label %111

111:                                              ; preds = %34, %33
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL3cndf(float noundef %0) #3 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fneg contract float %3
  %5 = fmul float %4, 0x3FE6A09E60000000
  %6 = call contract float @__nv_erfcf(float noundef %5) #4
  %7 = fmul float 5.000000e-01, %6
  ret float %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erfcf(float noundef) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #3 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_black_scholes_libm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
