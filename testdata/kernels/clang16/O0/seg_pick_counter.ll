; ModuleID = 'seg_pick_counter.cu'
source_filename = "seg_pick_counter.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @seg_pick_counter(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) #0 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store ptr %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store i32 %6, ptr %16, align 4
  store i32 %7, ptr %17, align 4
  store i32 %8, ptr %18, align 4
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  store i32 %29, ptr %19, align 4
  %30 = load i32, ptr %19, align 4
  %31 = load i32, ptr %18, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %9
  br label %108

34:                                               ; preds = %9
  %35 = load ptr, ptr %13, align 8
  %36 = load i32, ptr %19, align 4
  %37 = mul nsw i32 3, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %35, i64 %38
  store ptr %39, ptr %20, align 8
  %40 = load ptr, ptr %11, align 8
  %41 = load i32, ptr %19, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %43, align 4
  store i32 %44, ptr %21, align 4
  br label %45

45:                                               ; preds = %105, %34
  %46 = load i32, ptr %21, align 4
  %47 = load ptr, ptr %11, align 8
  %48 = load i32, ptr %19, align 4
  %49 = add nsw i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %47, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = icmp slt i32 %46, %52
  br i1 %53, label %54, label %108

54:                                               ; preds = %45
  %55 = load ptr, ptr %10, align 8
  %56 = load i32, ptr %21, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %55, i64 %57
  %59 = load i32, ptr %58, align 4
  store i32 %59, ptr %22, align 4
  %60 = load i32, ptr %22, align 4
  %61 = load i32, ptr %16, align 4
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %73

63:                                               ; preds = %54
  %64 = load i32, ptr %16, align 4
  %65 = load i32, ptr %22, align 4
  %66 = sub nsw i32 %64, %65
  %67 = load ptr, ptr %14, align 8
  %68 = load i32, ptr %21, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %67, i64 %69
  store i32 %66, ptr %70, align 4
  %71 = load ptr, ptr %20, align 8
  store ptr %71, ptr %23, align 8
  %72 = load ptr, ptr %12, align 8
  store ptr %72, ptr %24, align 8
  br label %95

73:                                               ; preds = %54
  %74 = load i32, ptr %22, align 4
  %75 = load i32, ptr %17, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %82

77:                                               ; preds = %73
  %78 = load ptr, ptr %20, align 8
  %79 = getelementptr inbounds i32, ptr %78, i64 1
  store ptr %79, ptr %23, align 8
  %80 = load ptr, ptr %12, align 8
  %81 = getelementptr inbounds i32, ptr %80, i64 1
  store ptr %81, ptr %24, align 8
  br label %94

82:                                               ; preds = %73
  %83 = load i32, ptr %22, align 4
  %84 = load i32, ptr %17, align 4
  %85 = sub nsw i32 %83, %84
  %86 = load ptr, ptr %15, align 8
  %87 = load i32, ptr %21, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %86, i64 %88
  store i32 %85, ptr %89, align 4
  %90 = load ptr, ptr %20, align 8
  %91 = getelementptr inbounds i32, ptr %90, i64 2
  store ptr %91, ptr %23, align 8
  %92 = load ptr, ptr %12, align 8
  %93 = getelementptr inbounds i32, ptr %92, i64 2
  store ptr %93, ptr %24, align 8
  br label %94

94:                                               ; preds = %82, %77
  br label %95

95:                                               ; preds = %94, %63
  %96 = load i32, ptr %22, align 4
  %97 = and i32 %96, 1
  %98 = add nsw i32 1, %97
  %99 = load ptr, ptr %24, align 8
  %100 = load i32, ptr %99, align 4
  %101 = add nsw i32 %98, %100
  %102 = load ptr, ptr %23, align 8
  %103 = load i32, ptr %102, align 4
  %104 = add nsw i32 %103, %101
  store i32 %104, ptr %102, align 4
  br label %105

105:                                              ; preds = %95
  %106 = load i32, ptr %21, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %21, align 4
  br label %45, !llvm.loop !5

108:                                              ; preds = %33, %45
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

!0 = !{ptr @seg_pick_counter, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
