; ModuleID = 'tiled_imatmul.cu'
source_filename = "tiled_imatmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ13tiled_imatmulE2ta = internal addrspace(3) global [8 x [8 x i32]] undef, align 4
@_ZZ13tiled_imatmulE2tb = internal addrspace(3) global [8 x [8 x i32]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @tiled_imatmul(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %20, ptr %13, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %21, ptr %14, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = mul i32 %22, 8
  %24 = load i32, ptr %14, align 4
  %25 = add i32 %23, %24
  store i32 %25, ptr %15, align 4
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = mul i32 %26, 8
  %28 = load i32, ptr %13, align 4
  %29 = add i32 %27, %28
  store i32 %29, ptr %16, align 4
  store i64 0, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %30

30:                                               ; preds = %122, %6
  %31 = load i32, ptr %18, align 4
  %32 = load i32, ptr %12, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %125

34:                                               ; preds = %30
  %35 = load i32, ptr %15, align 4
  %36 = load i32, ptr %10, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %56

38:                                               ; preds = %34
  %39 = load i32, ptr %18, align 4
  %40 = load i32, ptr %13, align 4
  %41 = add nsw i32 %39, %40
  %42 = load i32, ptr %12, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %56

44:                                               ; preds = %38
  %45 = load ptr, ptr %7, align 8
  %46 = load i32, ptr %15, align 4
  %47 = load i32, ptr %12, align 4
  %48 = mul nsw i32 %46, %47
  %49 = load i32, ptr %18, align 4
  %50 = add nsw i32 %48, %49
  %51 = load i32, ptr %13, align 4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %45, i64 %53
  %55 = load i32, ptr %54, align 4
  br label %57

56:                                               ; preds = %38, %34
  br label %57

57:                                               ; preds = %56, %44
  %58 = phi i32 [ %55, %44 ], [ 0, %56 ]
  %59 = load i32, ptr %14, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2ta to ptr), i64 0, i64 %60
  %62 = load i32, ptr %13, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [8 x i32], ptr %61, i64 0, i64 %63
  store i32 %58, ptr %64, align 4
  %65 = load i32, ptr %18, align 4
  %66 = load i32, ptr %14, align 4
  %67 = add nsw i32 %65, %66
  %68 = load i32, ptr %12, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %86

70:                                               ; preds = %57
  %71 = load i32, ptr %16, align 4
  %72 = load i32, ptr %11, align 4
  %73 = icmp slt i32 %71, %72
  br i1 %73, label %74, label %86

74:                                               ; preds = %70
  %75 = load ptr, ptr %8, align 8
  %76 = load i32, ptr %18, align 4
  %77 = load i32, ptr %14, align 4
  %78 = add nsw i32 %76, %77
  %79 = load i32, ptr %11, align 4
  %80 = mul nsw i32 %78, %79
  %81 = load i32, ptr %16, align 4
  %82 = add nsw i32 %80, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %75, i64 %83
  %85 = load i32, ptr %84, align 4
  br label %87

86:                                               ; preds = %70, %57
  br label %87

87:                                               ; preds = %86, %74
  %88 = phi i32 [ %85, %74 ], [ 0, %86 ]
  %89 = load i32, ptr %14, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2tb to ptr), i64 0, i64 %90
  %92 = load i32, ptr %13, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [8 x i32], ptr %91, i64 0, i64 %93
  store i32 %88, ptr %94, align 4
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %19, align 4
  br label %95

95:                                               ; preds = %118, %87
  %96 = load i32, ptr %19, align 4
  %97 = icmp slt i32 %96, 8
  br i1 %97, label %98, label %121

98:                                               ; preds = %95
  %99 = load i32, ptr %14, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2ta to ptr), i64 0, i64 %100
  %102 = load i32, ptr %19, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [8 x i32], ptr %101, i64 0, i64 %103
  %105 = load i32, ptr %104, align 4
  %106 = sext i32 %105 to i64
  %107 = load i32, ptr %19, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2tb to ptr), i64 0, i64 %108
  %110 = load i32, ptr %13, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [8 x i32], ptr %109, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4
  %114 = sext i32 %113 to i64
  %115 = mul nsw i64 %106, %114
  %116 = load i64, ptr %17, align 8
  %117 = add i64 %116, %115
  store i64 %117, ptr %17, align 8
  br label %118

118:                                              ; preds = %98
  %119 = load i32, ptr %19, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %19, align 4
  br label %95, !llvm.loop !5

121:                                              ; preds = %95
  call void @llvm.nvvm.barrier0()
  br label %122

122:                                              ; preds = %121
  %123 = load i32, ptr %18, align 4
  %124 = add nsw i32 %123, 8
  store i32 %124, ptr %18, align 4
  br label %30, !llvm.loop !7

125:                                              ; preds = %30
  %126 = load i32, ptr %15, align 4
  %127 = load i32, ptr %10, align 4
  %128 = icmp slt i32 %126, %127
  br i1 %128, label %129, label %151

129:                                              ; preds = %125
  %130 = load i32, ptr %16, align 4
  %131 = load i32, ptr %11, align 4
  %132 = icmp slt i32 %130, %131
  br i1 %132, label %133, label %151

133:                                              ; preds = %129
  %134 = load i64, ptr %17, align 8
  %135 = load i32, ptr %15, align 4
  %136 = sext i32 %135 to i64
  %137 = shl i64 %136, 48
  %138 = xor i64 %134, %137
  %139 = load i32, ptr %16, align 4
  %140 = sext i32 %139 to i64
  %141 = shl i64 %140, 32
  %142 = xor i64 %138, %141
  %143 = load ptr, ptr %9, align 8
  %144 = load i32, ptr %15, align 4
  %145 = load i32, ptr %11, align 4
  %146 = mul nsw i32 %144, %145
  %147 = load i32, ptr %16, align 4
  %148 = add nsw i32 %146, %147
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i64, ptr %143, i64 %149
  store i64 %142, ptr %150, align 8
  br label %151

151:                                              ; preds = %133, %129, %125
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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

!0 = !{ptr @tiled_imatmul, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
