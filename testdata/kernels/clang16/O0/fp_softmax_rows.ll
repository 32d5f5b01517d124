; ModuleID = 'fp_softmax_rows.cu'
source_filename = "fp_softmax_rows.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fp_softmax_rows(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %20, ptr %9, align 4
  %21 = load ptr, ptr %5, align 8
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = load i32, ptr %8, align 4
  %24 = mul i32 %22, %23
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %21, i64 %25
  store ptr %26, ptr %10, align 8
  store float 0xFFF0000000000000, ptr %11, align 4
  %27 = load i32, ptr %9, align 4
  store i32 %27, ptr %12, align 4
  br label %28

28:                                               ; preds = %40, %4
  %29 = load i32, ptr %12, align 4
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %43

32:                                               ; preds = %28
  %33 = load float, ptr %11, align 4
  %34 = load ptr, ptr %10, align 8
  %35 = load i32, ptr %12, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %34, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = call contract float @llvm.nvvm.fmax.f(float %33, float %38)
  store float %39, ptr %11, align 4
  br label %40

40:                                               ; preds = %32
  %41 = load i32, ptr %12, align 4
  %42 = add nsw i32 %41, 32
  store i32 %42, ptr %12, align 4
  br label %28, !llvm.loop !5

43:                                               ; preds = %28
  store i32 16, ptr %13, align 4
  br label %44

44:                                               ; preds = %53, %43
  %45 = load i32, ptr %13, align 4
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %56

47:                                               ; preds = %44
  %48 = load float, ptr %11, align 4
  %49 = load float, ptr %11, align 4
  %50 = load i32, ptr %13, align 4
  %51 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %49, i32 %50, i32 31)
  %52 = call contract float @llvm.nvvm.fmax.f(float %48, float %51)
  store float %52, ptr %11, align 4
  br label %53

53:                                               ; preds = %47
  %54 = load i32, ptr %13, align 4
  %55 = sdiv i32 %54, 2
  store i32 %55, ptr %13, align 4
  br label %44, !llvm.loop !7

56:                                               ; preds = %44
  store float 0.000000e+00, ptr %14, align 4
  %57 = load i32, ptr %9, align 4
  store i32 %57, ptr %15, align 4
  br label %58

58:                                               ; preds = %74, %56
  %59 = load i32, ptr %15, align 4
  %60 = load i32, ptr %8, align 4
  %61 = icmp slt i32 %59, %60
  br i1 %61, label %62, label %77

62:                                               ; preds = %58
  %63 = load float, ptr %14, align 4
  %64 = load ptr, ptr %10, align 8
  %65 = load i32, ptr %15, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %64, i64 %66
  %68 = load float, ptr %67, align 4
  %69 = load float, ptr %11, align 4
  %70 = fsub float %68, %69
  %71 = fmul float %70, 0x3FF7154760000000
  %72 = call contract float @llvm.nvvm.ex2.approx.ftz.f(float %71)
  %73 = fadd float %63, %72
  store float %73, ptr %14, align 4
  br label %74

74:                                               ; preds = %62
  %75 = load i32, ptr %15, align 4
  %76 = add nsw i32 %75, 32
  store i32 %76, ptr %15, align 4
  br label %58, !llvm.loop !8

77:                                               ; preds = %58
  store i32 16, ptr %16, align 4
  br label %78

78:                                               ; preds = %87, %77
  %79 = load i32, ptr %16, align 4
  %80 = icmp sgt i32 %79, 0
  br i1 %80, label %81, label %90

81:                                               ; preds = %78
  %82 = load float, ptr %14, align 4
  %83 = load float, ptr %14, align 4
  %84 = load i32, ptr %16, align 4
  %85 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %83, i32 %84, i32 31)
  %86 = fadd float %82, %85
  store float %86, ptr %14, align 4
  br label %87

87:                                               ; preds = %81
  %88 = load i32, ptr %16, align 4
  %89 = sdiv i32 %88, 2
  store i32 %89, ptr %16, align 4
  br label %78, !llvm.loop !9

90:                                               ; preds = %78
  %91 = load float, ptr %14, align 4
  %92 = call contract float @llvm.nvvm.lg2.approx.f(float %91)
  %93 = fmul float %92, 0x3FE62E4300000000
  store float %93, ptr %17, align 4
  %94 = load i32, ptr %9, align 4
  store i32 %94, ptr %18, align 4
  br label %95

95:                                               ; preds = %131, %90
  %96 = load i32, ptr %18, align 4
  %97 = load i32, ptr %8, align 4
  %98 = icmp slt i32 %96, %97
  br i1 %98, label %99, label %134

99:                                               ; preds = %95
  %100 = load ptr, ptr %10, align 8
  %101 = load i32, ptr %18, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %100, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = load float, ptr %11, align 4
  %106 = fsub float %104, %105
  store float %106, ptr %19, align 4
  %107 = load float, ptr %19, align 4
  %108 = fmul float %107, 0x3FF7154760000000
  %109 = call contract float @llvm.nvvm.ex2.approx.ftz.f(float %108)
  %110 = load float, ptr %14, align 4
  %111 = call contract float @llvm.nvvm.div.approx.f(float %109, float %110)
  %112 = load ptr, ptr %6, align 8
  %113 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %114 = load i32, ptr %8, align 4
  %115 = mul i32 %113, %114
  %116 = load i32, ptr %18, align 4
  %117 = add i32 %115, %116
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds float, ptr %112, i64 %118
  store float %111, ptr %119, align 4
  %120 = load float, ptr %19, align 4
  %121 = load float, ptr %17, align 4
  %122 = fsub float %120, %121
  %123 = load ptr, ptr %7, align 8
  %124 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %125 = load i32, ptr %8, align 4
  %126 = mul i32 %124, %125
  %127 = load i32, ptr %18, align 4
  %128 = add i32 %126, %127
  %129 = zext i32 %128 to i64
  %130 = getelementptr inbounds float, ptr %123, i64 %129
  store float %122, ptr %130, align 4
  br label %131

131:                                              ; preds = %99
  %132 = load i32, ptr %18, align 4
  %133 = add nsw i32 %132, 32
  store i32 %133, ptr %18, align 4
  br label %95, !llvm.loop !10

134:                                              ; preds = %95
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.f(float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_softmax_rows, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
