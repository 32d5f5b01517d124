; ModuleID = 'popcount_bits.cu'
source_filename = "popcount_bits.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @popcount_bits(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  store i32 %25, ptr %9, align 4
  %26 = load i32, ptr %9, align 4
  %27 = load i32, ptr %8, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %4
  br label %125

30:                                               ; preds = %4
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  %35 = load i32, ptr %34, align 4
  store i32 %35, ptr %10, align 4
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %36

36:                                               ; preds = %52, %30
  %37 = load i32, ptr %12, align 4
  %38 = icmp slt i32 %37, 32
  br i1 %38, label %39, label %55

39:                                               ; preds = %36
  %40 = load i32, ptr %10, align 4
  %41 = load i32, ptr %12, align 4
  %42 = lshr i32 %40, %41
  %43 = and i32 %42, 1
  %44 = load i32, ptr %10, align 4
  %45 = load i32, ptr %12, align 4
  %46 = add nsw i32 %45, 1
  %47 = lshr i32 %44, %46
  %48 = and i32 %47, 1
  %49 = add i32 %43, %48
  %50 = load i32, ptr %11, align 4
  %51 = add i32 %50, %49
  store i32 %51, ptr %11, align 4
  br label %52

52:                                               ; preds = %39
  %53 = load i32, ptr %12, align 4
  %54 = add nsw i32 %53, 2
  store i32 %54, ptr %12, align 4
  br label %36, !llvm.loop !5

55:                                               ; preds = %36
  store i32 -1, ptr %13, align 4
  %56 = load i32, ptr %10, align 4
  store i32 %56, ptr %14, align 4
  br label %57

57:                                               ; preds = %63, %55
  %58 = load i32, ptr %14, align 4
  %59 = icmp ne i32 %58, 0
  br i1 %59, label %60, label %66

60:                                               ; preds = %57
  %61 = load i32, ptr %13, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %13, align 4
  br label %63

63:                                               ; preds = %60
  %64 = load i32, ptr %14, align 4
  %65 = lshr i32 %64, 1
  store i32 %65, ptr %14, align 4
  br label %57, !llvm.loop !7

66:                                               ; preds = %57
  %67 = load ptr, ptr %6, align 8
  %68 = load i32, ptr %9, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i64, ptr %67, i64 %69
  %71 = load i64, ptr %70, align 8
  store i64 %71, ptr %15, align 8
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %72

72:                                               ; preds = %100, %66
  %73 = load i32, ptr %17, align 4
  %74 = icmp slt i32 %73, 64
  br i1 %74, label %75, label %103

75:                                               ; preds = %72
  %76 = load i64, ptr %15, align 8
  %77 = load i32, ptr %17, align 4
  %78 = zext i32 %77 to i64
  %79 = lshr i64 %76, %78
  %80 = trunc i64 %79 to i32
  %81 = and i32 %80, 255
  store i32 %81, ptr %18, align 4
  %82 = load i32, ptr %18, align 4
  %83 = load i32, ptr %18, align 4
  %84 = lshr i32 %83, 1
  %85 = and i32 %84, 85
  %86 = sub i32 %82, %85
  store i32 %86, ptr %19, align 4
  %87 = load i32, ptr %19, align 4
  %88 = and i32 %87, 51
  %89 = load i32, ptr %19, align 4
  %90 = lshr i32 %89, 2
  %91 = and i32 %90, 51
  %92 = add i32 %88, %91
  store i32 %92, ptr %20, align 4
  %93 = load i32, ptr %20, align 4
  %94 = load i32, ptr %20, align 4
  %95 = lshr i32 %94, 4
  %96 = add i32 %93, %95
  %97 = and i32 %96, 15
  %98 = load i32, ptr %16, align 4
  %99 = add i32 %98, %97
  store i32 %99, ptr %16, align 4
  br label %100

100:                                              ; preds = %75
  %101 = load i32, ptr %17, align 4
  %102 = add nsw i32 %101, 8
  store i32 %102, ptr %17, align 4
  br label %72, !llvm.loop !8

103:                                              ; preds = %72
  %104 = load i32, ptr %11, align 4
  %105 = load ptr, ptr %7, align 8
  %106 = load i32, ptr %9, align 4
  %107 = mul nsw i32 3, %106
  %108 = add nsw i32 %107, 0
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr %105, i64 %109
  store i32 %104, ptr %110, align 4
  %111 = load i32, ptr %13, align 4
  %112 = load ptr, ptr %7, align 8
  %113 = load i32, ptr %9, align 4
  %114 = mul nsw i32 3, %113
  %115 = add nsw i32 %114, 1
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr %112, i64 %116
  store i32 %111, ptr %117, align 4
  %118 = load i32, ptr %16, align 4
  %119 = load ptr, ptr %7, align 8
  %120 = load i32, ptr %9, align 4
  %121 = mul nsw i32 3, %120
  %122 = add nsw i32 %121, 2
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i32, ptr %119, i64 %123
  store i32 %118, ptr %124, align 4
  br label %125

125:                                              ; preds = %103, %29
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @popcount_bits, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
