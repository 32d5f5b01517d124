; ModuleID = 'graph_multi_exit.cu'
source_filename = "graph_multi_exit.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @graph_multi_exit(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %22

22:                                               ; preds = %147, %7
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = mul i32 %23, %24
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = add i32 %25, %26
  store i32 %27, ptr %16, align 4
  br label %28

28:                                               ; preds = %140, %22
  %29 = load i32, ptr %16, align 4
  %30 = load i32, ptr %13, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %146

32:                                               ; preds = %28
  %33 = load ptr, ptr %8, align 8
  %34 = load i32, ptr %16, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %17, align 4
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %16, align 4
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %38, i64 %41
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %18, align 4
  %44 = load i32, ptr %16, align 4
  %45 = load i32, ptr %15, align 4
  %46 = add nsw i32 %44, %45
  %47 = and i32 %46, 7
  store i32 %47, ptr %19, align 4
  br label %48

48:                                               ; preds = %63, %32
  %49 = load i32, ptr %17, align 4
  %50 = load i32, ptr %18, align 4
  %51 = icmp slt i32 %49, %50
  br i1 %51, label %52, label %61

52:                                               ; preds = %48
  %53 = load ptr, ptr %9, align 8
  %54 = load i32, ptr %17, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %53, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = and i32 %57, 7
  %59 = load i32, ptr %19, align 4
  %60 = icmp ne i32 %58, %59
  br label %61

61:                                               ; preds = %52, %48
  %62 = phi i1 [ false, %48 ], [ %60, %52 ]
  br i1 %62, label %63, label %66

63:                                               ; preds = %61
  %64 = load i32, ptr %17, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %17, align 4
  br label %48, !llvm.loop !5

66:                                               ; preds = %61
  %67 = load i32, ptr %17, align 4
  %68 = load i32, ptr %18, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %105

70:                                               ; preds = %66
  %71 = load ptr, ptr %10, align 8
  %72 = load i32, ptr %17, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %71, i64 %73
  %75 = load i32, ptr %74, align 4
  store i32 %75, ptr %20, align 4
  %76 = load i32, ptr %20, align 4
  %77 = icmp sgt i32 %76, 0
  br i1 %77, label %78, label %94

78:                                               ; preds = %70
  %79 = load i32, ptr %20, align 4
  %80 = load i32, ptr %17, align 4
  %81 = load ptr, ptr %8, align 8
  %82 = load i32, ptr %16, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %81, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = sub nsw i32 %80, %85
  %87 = add nsw i32 %79, %86
  %88 = load ptr, ptr %11, align 8
  %89 = load i32, ptr %16, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i32, ptr %88, i64 %90
  %92 = load i32, ptr %91, align 4
  %93 = add nsw i32 %92, %87
  store i32 %93, ptr %91, align 4
  br label %104

94:                                               ; preds = %70
  %95 = load i32, ptr %20, align 4
  %96 = load i32, ptr %15, align 4
  %97 = mul nsw i32 %95, %96
  %98 = load ptr, ptr %11, align 8
  %99 = load i32, ptr %16, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %98, i64 %100
  %102 = load i32, ptr %101, align 4
  %103 = sub nsw i32 %102, %97
  store i32 %103, ptr %101, align 4
  br label %104

104:                                              ; preds = %94, %78
  br label %139

105:                                              ; preds = %66
  %106 = load ptr, ptr %12, align 8
  %107 = load i32, ptr %16, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i32, ptr %106, i64 %108
  %110 = load i32, ptr %109, align 4
  store i32 %110, ptr %21, align 4
  %111 = load i32, ptr %21, align 4
  %112 = and i32 %111, 1
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %114, label %123

114:                                              ; preds = %105
  %115 = load i32, ptr %21, align 4
  %116 = mul nsw i32 %115, 3
  %117 = load i32, ptr %15, align 4
  %118 = add nsw i32 %116, %117
  %119 = load ptr, ptr %12, align 8
  %120 = load i32, ptr %16, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr %119, i64 %121
  store i32 %118, ptr %122, align 4
  br label %138

123:                                              ; preds = %105
  br label %124

124:                                              ; preds = %127, %123
  %125 = load i32, ptr %21, align 4
  %126 = icmp sgt i32 %125, 64
  br i1 %126, label %127, label %132

127:                                              ; preds = %124
  %128 = load i32, ptr %21, align 4
  %129 = ashr i32 %128, 2
  %130 = load i32, ptr %16, align 4
  %131 = add nsw i32 %129, %130
  store i32 %131, ptr %21, align 4
  br label %124, !llvm.loop !7

132:                                              ; preds = %124
  %133 = load i32, ptr %21, align 4
  %134 = load ptr, ptr %12, align 8
  %135 = load i32, ptr %16, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i32, ptr %134, i64 %136
  store i32 %133, ptr %137, align 4
  br label %138

138:                                              ; preds = %132, %114
  br label %139

139:                                              ; preds = %138, %104
  br label %140

140:                                              ; preds = %139
  %141 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %142 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %143 = mul i32 %141, %142
  %144 = load i32, ptr %16, align 4
  %145 = add i32 %144, %143
  store i32 %145, ptr %16, align 4
  br label %28, !llvm.loop !8

146:                                              ; preds = %28
  br label %147

147:                                              ; preds = %146
  %148 = load i32, ptr %15, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %15, align 4
  %150 = load i32, ptr %14, align 4
  %151 = icmp ne i32 %149, %150
  br i1 %151, label %22, label %152, !llvm.loop !9

152:                                              ; preds = %147
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @graph_multi_exit, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
