; ModuleID = 'minmax_clamp.cu'
source_filename = "minmax_clamp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @minmax_clamp(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, i64 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store i64 %6, ptr %14, align 8
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = zext i32 %27 to i64
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = zext i32 %29 to i64
  %31 = mul nsw i64 %28, %30
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %33 = zext i32 %32 to i64
  %34 = add nsw i64 %31, %33
  store i64 %34, ptr %15, align 8
  %35 = load i64, ptr %15, align 8
  %36 = load i64, ptr %14, align 8
  %37 = icmp sge i64 %35, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %7
  br label %173

39:                                               ; preds = %7
  %40 = load ptr, ptr %8, align 8
  %41 = load i64, ptr %15, align 8
  %42 = getelementptr inbounds i32, ptr %40, i64 %41
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %16, align 4
  %44 = load ptr, ptr %9, align 8
  %45 = load i64, ptr %15, align 8
  %46 = getelementptr inbounds i32, ptr %44, i64 %45
  %47 = load i32, ptr %46, align 4
  store i32 %47, ptr %17, align 4
  %48 = load i32, ptr %16, align 4
  %49 = load i32, ptr %17, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %53

51:                                               ; preds = %39
  %52 = load i32, ptr %16, align 4
  br label %55

53:                                               ; preds = %39
  %54 = load i32, ptr %17, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %52, %51 ], [ %54, %53 ]
  store i32 %56, ptr %18, align 4
  %57 = load i32, ptr %16, align 4
  %58 = load i32, ptr %17, align 4
  %59 = icmp sgt i32 %57, %58
  br i1 %59, label %60, label %62

60:                                               ; preds = %55
  %61 = load i32, ptr %16, align 4
  br label %64

62:                                               ; preds = %55
  %63 = load i32, ptr %17, align 4
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %61, %60 ], [ %63, %62 ]
  store i32 %65, ptr %19, align 4
  %66 = load i32, ptr %16, align 4
  %67 = load i32, ptr %10, align 4
  %68 = icmp slt i32 %66, %67
  br i1 %68, label %69, label %71

69:                                               ; preds = %64
  %70 = load i32, ptr %10, align 4
  br label %81

71:                                               ; preds = %64
  %72 = load i32, ptr %16, align 4
  %73 = load i32, ptr %11, align 4
  %74 = icmp sgt i32 %72, %73
  br i1 %74, label %75, label %77

75:                                               ; preds = %71
  %76 = load i32, ptr %11, align 4
  br label %79

77:                                               ; preds = %71
  %78 = load i32, ptr %16, align 4
  br label %79

79:                                               ; preds = %77, %75
  %80 = phi i32 [ %76, %75 ], [ %78, %77 ]
  br label %81

81:                                               ; preds = %79, %69
  %82 = phi i32 [ %70, %69 ], [ %80, %79 ]
  store i32 %82, ptr %20, align 4
  %83 = load i32, ptr %16, align 4
  %84 = icmp slt i32 %83, 0
  br i1 %84, label %85, label %88

85:                                               ; preds = %81
  %86 = load i32, ptr %16, align 4
  %87 = sub i32 0, %86
  br label %90

88:                                               ; preds = %81
  %89 = load i32, ptr %16, align 4
  br label %90

90:                                               ; preds = %88, %85
  %91 = phi i32 [ %87, %85 ], [ %89, %88 ]
  store i32 %91, ptr %21, align 4
  %92 = load i32, ptr %16, align 4
  %93 = load i32, ptr %17, align 4
  %94 = icmp ult i32 %92, %93
  br i1 %94, label %95, label %97

95:                                               ; preds = %90
  %96 = load i32, ptr %16, align 4
  br label %99

97:                                               ; preds = %90
  %98 = load i32, ptr %17, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %96, %95 ], [ %98, %97 ]
  store i32 %100, ptr %22, align 4
  %101 = load i32, ptr %18, align 4
  %102 = load ptr, ptr %12, align 8
  %103 = load i64, ptr %15, align 8
  %104 = mul nsw i64 5, %103
  %105 = add nsw i64 %104, 0
  %106 = getelementptr inbounds i32, ptr %102, i64 %105
  store i32 %101, ptr %106, align 4
  %107 = load i32, ptr %19, align 4
  %108 = load ptr, ptr %12, align 8
  %109 = load i64, ptr %15, align 8
  %110 = mul nsw i64 5, %109
  %111 = add nsw i64 %110, 1
  %112 = getelementptr inbounds i32, ptr %108, i64 %111
  store i32 %107, ptr %112, align 4
  %113 = load i32, ptr %20, align 4
  %114 = load ptr, ptr %12, align 8
  %115 = load i64, ptr %15, align 8
  %116 = mul nsw i64 5, %115
  %117 = add nsw i64 %116, 2
  %118 = getelementptr inbounds i32, ptr %114, i64 %117
  store i32 %113, ptr %118, align 4
  %119 = load i32, ptr %21, align 4
  %120 = load ptr, ptr %12, align 8
  %121 = load i64, ptr %15, align 8
  %122 = mul nsw i64 5, %121
  %123 = add nsw i64 %122, 3
  %124 = getelementptr inbounds i32, ptr %120, i64 %123
  store i32 %119, ptr %124, align 4
  %125 = load i32, ptr %22, align 4
  %126 = load ptr, ptr %12, align 8
  %127 = load i64, ptr %15, align 8
  %128 = mul nsw i64 5, %127
  %129 = add nsw i64 %128, 4
  %130 = getelementptr inbounds i32, ptr %126, i64 %129
  store i32 %125, ptr %130, align 4
  %131 = load i32, ptr %16, align 4
  %132 = sext i32 %131 to i64
  %133 = mul nsw i64 %132, 3
  store i64 %133, ptr %23, align 8
  %134 = load i32, ptr %17, align 4
  %135 = sext i32 %134 to i64
  %136 = sub nsw i64 %135, 7
  store i64 %136, ptr %24, align 8
  %137 = load i64, ptr %23, align 8
  %138 = load i64, ptr %24, align 8
  %139 = icmp sgt i64 %137, %138
  br i1 %139, label %140, label %144

140:                                              ; preds = %99
  %141 = load i64, ptr %23, align 8
  %142 = load i64, ptr %24, align 8
  %143 = sub nsw i64 %141, %142
  br label %148

144:                                              ; preds = %99
  %145 = load i64, ptr %24, align 8
  %146 = load i64, ptr %23, align 8
  %147 = sub nsw i64 %145, %146
  br label %148

148:                                              ; preds = %144, %140
  %149 = phi i64 [ %143, %140 ], [ %147, %144 ]
  store i64 %149, ptr %25, align 8
  %150 = load i32, ptr %16, align 4
  %151 = and i32 %150, 1
  %152 = icmp ne i32 %151, 0
  br i1 %152, label %153, label %155

153:                                              ; preds = %148
  %154 = load i64, ptr %23, align 8
  br label %164

155:                                              ; preds = %148
  %156 = load i32, ptr %17, align 4
  %157 = icmp sge i32 %156, 0
  br i1 %157, label %158, label %161

158:                                              ; preds = %155
  %159 = load i32, ptr %17, align 4
  %160 = sext i32 %159 to i64
  br label %162

161:                                              ; preds = %155
  br label %162

162:                                              ; preds = %161, %158
  %163 = phi i64 [ %160, %158 ], [ -1, %161 ]
  br label %164

164:                                              ; preds = %162, %153
  %165 = phi i64 [ %154, %153 ], [ %163, %162 ]
  store i64 %165, ptr %26, align 8
  %166 = load i64, ptr %25, align 8
  %167 = load i64, ptr %26, align 8
  %168 = shl i64 %167, 1
  %169 = xor i64 %166, %168
  %170 = load ptr, ptr %13, align 8
  %171 = load i64, ptr %15, align 8
  %172 = getelementptr inbounds i64, ptr %170, i64 %171
  store i64 %169, ptr %172, align 8
  br label %173

173:                                              ; preds = %164, %38
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

!0 = !{ptr @minmax_clamp, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
