; ModuleID = 'fp_black_scholes.cu'
source_filename = "fp_black_scholes.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fp_black_scholes(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, float noundef %5, float noundef %6, i32 noundef %7) #0 {
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
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store ptr %4, ptr %13, align 8
  store float %5, ptr %14, align 4
  store float %6, ptr %15, align 4
  store i32 %7, ptr %16, align 4
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = mul i32 %27, %28
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = add i32 %29, %30
  store i32 %31, ptr %17, align 4
  %32 = load i32, ptr %17, align 4
  %33 = load i32, ptr %16, align 4
  %34 = icmp sge i32 %32, %33
  br i1 %34, label %35, label %36

35:                                               ; preds = %8
  br label %113

36:                                               ; preds = %8
  %37 = load ptr, ptr %9, align 8
  %38 = load i32, ptr %17, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %37, i64 %39
  %41 = load float, ptr %40, align 4
  store float %41, ptr %18, align 4
  %42 = load ptr, ptr %10, align 8
  %43 = load i32, ptr %17, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %42, i64 %44
  %46 = load float, ptr %45, align 4
  store float %46, ptr %19, align 4
  %47 = load ptr, ptr %11, align 8
  %48 = load i32, ptr %17, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %47, i64 %49
  %51 = load float, ptr %50, align 4
  store float %51, ptr %20, align 4
  %52 = load float, ptr %20, align 4
  %53 = call contract float @llvm.nvvm.sqrt.rn.f(float %52)
  store float %53, ptr %21, align 4
  %54 = load float, ptr %18, align 4
  %55 = load float, ptr %19, align 4
  %56 = fdiv float %54, %55
  %57 = call contract float @llvm.nvvm.lg2.approx.f(float %56)
  %58 = fmul float %57, 0x3FE62E4300000000
  %59 = load float, ptr %14, align 4
  %60 = load float, ptr %15, align 4
  %61 = fmul float 5.000000e-01, %60
  %62 = load float, ptr %15, align 4
  %63 = fmul float %61, %62
  %64 = fadd float %59, %63
  %65 = load float, ptr %20, align 4
  %66 = fmul float %64, %65
  %67 = fadd float %58, %66
  %68 = load float, ptr %15, align 4
  %69 = load float, ptr %21, align 4
  %70 = fmul float %68, %69
  %71 = fdiv float %67, %70
  store float %71, ptr %22, align 4
  %72 = load float, ptr %22, align 4
  %73 = load float, ptr %15, align 4
  %74 = load float, ptr %21, align 4
  %75 = fmul float %73, %74
  %76 = fsub float %72, %75
  store float %76, ptr %23, align 4
  %77 = load float, ptr %22, align 4
  %78 = call contract noundef float @_ZL3cndf(float noundef %77) #4
  store float %78, ptr %24, align 4
  %79 = load float, ptr %23, align 4
  %80 = call contract noundef float @_ZL3cndf(float noundef %79) #4
  store float %80, ptr %25, align 4
  %81 = load float, ptr %19, align 4
  %82 = load float, ptr %14, align 4
  %83 = fneg contract float %82
  %84 = load float, ptr %20, align 4
  %85 = fmul float %83, %84
  %86 = fmul float %85, 0x3FF7154760000000
  %87 = call contract float @llvm.nvvm.ex2.approx.ftz.f(float %86)
  %88 = fmul float %81, %87
  store float %88, ptr %26, align 4
  %89 = load float, ptr %18, align 4
  %90 = load float, ptr %24, align 4
  %91 = fmul float %89, %90
  %92 = load float, ptr %26, align 4
  %93 = load float, ptr %25, align 4
  %94 = fmul float %92, %93
  %95 = fsub float %91, %94
  %96 = load ptr, ptr %12, align 8
  %97 = load i32, ptr %17, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %96, i64 %98
  store float %95, ptr %99, align 4
  %100 = load float, ptr %26, align 4
  %101 = load float, ptr %25, align 4
  %102 = fsub float 1.000000e+00, %101
  %103 = fmul float %100, %102
  %104 = load float, ptr %18, align 4
  %105 = load float, ptr %24, align 4
  %106 = fsub float 1.000000e+00, %105
  %107 = fmul float %104, %106
  %108 = fsub float %103, %107
  %109 = load ptr, ptr %13, align 8
  %110 = load i32, ptr %17, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %109, i64 %111
  store float %108, ptr %112, align 4
  br label %113

113:                                              ; preds = %36, %35
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL3cndf(float noundef %0) #2 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  store float %0, ptr %2, align 4
  %6 = load float, ptr %2, align 4
  %7 = call contract float @llvm.fabs.f32(float %6)
  %8 = call contract float @llvm.nvvm.fma.rn.f(float 0x3FCDA67120000000, float %7, float 1.000000e+00)
  %9 = fdiv float 1.000000e+00, %8
  store float %9, ptr %3, align 4
  %10 = load float, ptr %3, align 4
  %11 = call contract float @llvm.nvvm.fma.rn.f(float 0x3FF548CDE0000000, float %10, float 0xBFFD23DD40000000)
  store float %11, ptr %4, align 4
  %12 = load float, ptr %4, align 4
  %13 = load float, ptr %3, align 4
  %14 = call contract float @llvm.nvvm.fma.rn.f(float %12, float %13, float 0x3FFC80EF00000000)
  store float %14, ptr %4, align 4
  %15 = load float, ptr %4, align 4
  %16 = load float, ptr %3, align 4
  %17 = call contract float @llvm.nvvm.fma.rn.f(float %15, float %16, float 0xBFD6D1F0E0000000)
  store float %17, ptr %4, align 4
  %18 = load float, ptr %4, align 4
  %19 = load float, ptr %3, align 4
  %20 = call contract float @llvm.nvvm.fma.rn.f(float %18, float %19, float 0x3FD470BF40000000)
  store float %20, ptr %4, align 4
  %21 = load float, ptr %4, align 4
  %22 = load float, ptr %3, align 4
  %23 = fmul float %21, %22
  store float %23, ptr %4, align 4
  %24 = load float, ptr %2, align 4
  %25 = fmul float -5.000000e-01, %24
  %26 = load float, ptr %2, align 4
  %27 = fmul float %25, %26
  %28 = fmul float %27, 0x3FF7154760000000
  %29 = call contract float @llvm.nvvm.ex2.approx.ftz.f(float %28)
  %30 = fmul float 0x3FD9884540000000, %29
  %31 = load float, ptr %4, align 4
  %32 = fmul float %30, %31
  store float %32, ptr %5, align 4
  %33 = load float, ptr %2, align 4
  %34 = fcmp ogt float %33, 0.000000e+00
  br i1 %34, label %35, label %38

35:                                               ; preds = %1
  %36 = load float, ptr %5, align 4
  %37 = fsub float 1.000000e+00, %36
  br label %40

38:                                               ; preds = %1
  %39 = load float, ptr %5, align 4
  br label %40

40:                                               ; preds = %38, %35
  %41 = phi contract float [ %37, %35 ], [ %39, %38 ]
  ret float %41
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_black_scholes, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
