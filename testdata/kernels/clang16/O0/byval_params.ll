; ModuleID = 'byval_params.cu'
source_filename = "byval_params.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.Div = type { i32, i32, i64, [3 x i16], i8 }
%struct.Lut = type { [6 x i32] }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @byval_params(ptr noundef %0, ptr noundef %1, i8 noundef zeroext %2, ptr noundef byval(%struct.Div) align 8 %3, i32 noundef %4, ptr noundef byval(%struct.Lut) align 4 %5, i16 noundef signext %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i16, align 2
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca %struct.Lut, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i8 %2, ptr %10, align 1
  store i32 %4, ptr %11, align 4
  store i16 %6, ptr %12, align 2
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  store i32 %23, ptr %13, align 4
  %24 = load i32, ptr %13, align 4
  %25 = load i32, ptr %11, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %7
  br label %144

28:                                               ; preds = %7
  %29 = load ptr, ptr %8, align 8
  %30 = load i32, ptr %13, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %14, align 4
  %34 = load i32, ptr %14, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds %struct.Div, ptr %3, i32 0, i32 0
  %37 = load i32, ptr %36, align 8
  %38 = zext i32 %37 to i64
  %39 = mul i64 %35, %38
  %40 = getelementptr inbounds %struct.Div, ptr %3, i32 0, i32 1
  %41 = load i32, ptr %40, align 4
  %42 = and i32 %41, 31
  %43 = zext i32 %42 to i64
  %44 = lshr i64 %39, %43
  store i64 %44, ptr %15, align 8
  %45 = load i64, ptr %15, align 8
  %46 = getelementptr inbounds %struct.Div, ptr %3, i32 0, i32 2
  %47 = load i64, ptr %46, align 8
  %48 = add nsw i64 %45, %47
  %49 = getelementptr inbounds %struct.Div, ptr %3, i32 0, i32 3
  %50 = load i32, ptr %14, align 4
  %51 = urem i32 %50, 3
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [3 x i16], ptr %49, i64 0, i64 %52
  %54 = load i16, ptr %53, align 2
  %55 = sext i16 %54 to i64
  %56 = add nsw i64 %48, %55
  %57 = getelementptr inbounds %struct.Div, ptr %3, i32 0, i32 4
  %58 = load i8, ptr %57, align 2
  %59 = sext i8 %58 to i64
  %60 = add nsw i64 %56, %59
  %61 = load i8, ptr %10, align 1
  %62 = zext i8 %61 to i64
  %63 = add nsw i64 %60, %62
  store i64 %63, ptr %16, align 8
  %64 = getelementptr inbounds %struct.Lut, ptr %5, i32 0, i32 0
  %65 = load i32, ptr %14, align 4
  %66 = urem i32 %65, 6
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds [6 x i32], ptr %64, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = sext i32 %69 to i64
  %71 = load i16, ptr %12, align 2
  %72 = sext i16 %71 to i64
  %73 = mul nsw i64 %70, %72
  %74 = load i64, ptr %16, align 8
  %75 = add nsw i64 %74, %73
  store i64 %75, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %5, i64 24, i1 false)
  store i32 0, ptr %18, align 4
  br label %76

76:                                               ; preds = %97, %28
  %77 = load i32, ptr %18, align 4
  %78 = load i32, ptr %14, align 4
  %79 = and i32 %78, 3
  %80 = icmp slt i32 %77, %79
  br i1 %80, label %81, label %100

81:                                               ; preds = %76
  %82 = load i32, ptr %18, align 4
  %83 = getelementptr inbounds %struct.Div, ptr %3, i32 0, i32 3
  %84 = getelementptr inbounds [3 x i16], ptr %83, i64 0, i64 1
  %85 = load i16, ptr %84, align 2
  %86 = sext i16 %85 to i32
  %87 = add nsw i32 %82, %86
  %88 = getelementptr inbounds %struct.Lut, ptr %17, i32 0, i32 0
  %89 = load i32, ptr %14, align 4
  %90 = load i32, ptr %18, align 4
  %91 = add i32 %89, %90
  %92 = urem i32 %91, 6
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds [6 x i32], ptr %88, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4
  %96 = add nsw i32 %95, %87
  store i32 %96, ptr %94, align 4
  br label %97

97:                                               ; preds = %81
  %98 = load i32, ptr %18, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %18, align 4
  br label %76, !llvm.loop !5

100:                                              ; preds = %76
  %101 = getelementptr inbounds %struct.Lut, ptr %17, i32 0, i32 0
  %102 = load i32, ptr %14, align 4
  %103 = lshr i32 %102, 2
  %104 = urem i32 %103, 6
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds [6 x i32], ptr %101, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = sext i32 %107 to i64
  %109 = load i64, ptr %16, align 8
  %110 = xor i64 %109, %108
  store i64 %110, ptr %16, align 8
  %111 = load i32, ptr %13, align 4
  %112 = trunc i32 %111 to i16
  %113 = sext i16 %112 to i32
  %114 = getelementptr inbounds %struct.Div, ptr %3, i32 0, i32 3
  %115 = load i32, ptr %14, align 4
  %116 = urem i32 %115, 3
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds [3 x i16], ptr %114, i64 0, i64 %117
  %119 = load i16, ptr %118, align 2
  %120 = sext i16 %119 to i32
  %121 = add nsw i32 %120, %113
  %122 = trunc i32 %121 to i16
  store i16 %122, ptr %118, align 2
  %123 = getelementptr inbounds %struct.Div, ptr %3, i32 0, i32 3
  %124 = load i32, ptr %14, align 4
  %125 = lshr i32 %124, 1
  %126 = urem i32 %125, 3
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds [3 x i16], ptr %123, i64 0, i64 %127
  %129 = load i16, ptr %128, align 2
  %130 = sext i16 %129 to i32
  %131 = getelementptr inbounds %struct.Div, ptr %3, i32 0, i32 3
  %132 = getelementptr inbounds [3 x i16], ptr %131, i64 0, i64 2
  %133 = load i16, ptr %132, align 4
  %134 = sext i16 %133 to i32
  %135 = add nsw i32 %130, %134
  %136 = sext i32 %135 to i64
  %137 = load i64, ptr %16, align 8
  %138 = add nsw i64 %137, %136
  store i64 %138, ptr %16, align 8
  %139 = load i64, ptr %16, align 8
  %140 = load ptr, ptr %9, align 8
  %141 = load i32, ptr %13, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds i64, ptr %140, i64 %142
  store i64 %139, ptr %143, align 8
  br label %144

144:                                              ; preds = %100, %27
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @byval_params, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
