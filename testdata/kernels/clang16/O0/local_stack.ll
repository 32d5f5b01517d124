; ModuleID = 'local_stack.cu'
source_filename = "local_stack.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@__const.local_stack.acc = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @local_stack(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [8 x i32], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [8 x i32], align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca [4 x i32], align 4
  %23 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add i32 %26, %27
  store i32 %28, ptr %9, align 4
  %29 = load i32, ptr %9, align 4
  %30 = load i32, ptr %7, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %4
  br label %217

33:                                               ; preds = %4
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %9, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %10, align 4
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %39

39:                                               ; preds = %119, %33
  %40 = load i32, ptr %13, align 4
  %41 = icmp slt i32 %40, 16
  br i1 %41, label %42, label %122

42:                                               ; preds = %39
  %43 = load i32, ptr %10, align 4
  %44 = load i32, ptr %13, align 4
  %45 = mul nsw i32 2, %44
  %46 = lshr i32 %43, %45
  %47 = and i32 %46, 3
  store i32 %47, ptr %14, align 4
  %48 = load i32, ptr %14, align 4
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %53, label %50

50:                                               ; preds = %42
  %51 = load i32, ptr %12, align 4
  %52 = icmp slt i32 %51, 2
  br i1 %52, label %53, label %66

53:                                               ; preds = %50, %42
  %54 = load i32, ptr %12, align 4
  %55 = icmp slt i32 %54, 8
  br i1 %55, label %56, label %65

56:                                               ; preds = %53
  %57 = load i32, ptr %13, align 4
  %58 = mul i32 %57, 7
  %59 = load i32, ptr %9, align 4
  %60 = add i32 %58, %59
  %61 = load i32, ptr %12, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %12, align 4
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %63
  store i32 %60, ptr %64, align 4
  br label %65

65:                                               ; preds = %56, %53
  br label %118

66:                                               ; preds = %50
  %67 = load i32, ptr %14, align 4
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %82

69:                                               ; preds = %66
  %70 = load i32, ptr %12, align 4
  %71 = add nsw i32 %70, -1
  store i32 %71, ptr %12, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4
  store i32 %74, ptr %15, align 4
  %75 = load i32, ptr %15, align 4
  %76 = load i32, ptr %12, align 4
  %77 = sub nsw i32 %76, 1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = add i32 %80, %75
  store i32 %81, ptr %79, align 4
  br label %117

82:                                               ; preds = %66
  %83 = load i32, ptr %14, align 4
  %84 = icmp eq i32 %83, 2
  br i1 %84, label %85, label %103

85:                                               ; preds = %82
  %86 = load i32, ptr %12, align 4
  %87 = add nsw i32 %86, -1
  store i32 %87, ptr %12, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  store i32 %90, ptr %16, align 4
  %91 = load i32, ptr %12, align 4
  %92 = sub nsw i32 %91, 1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4
  %96 = mul i32 %95, 3
  %97 = load i32, ptr %16, align 4
  %98 = sub i32 %96, %97
  %99 = load i32, ptr %12, align 4
  %100 = sub nsw i32 %99, 1
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %101
  store i32 %98, ptr %102, align 4
  br label %116

103:                                              ; preds = %82
  %104 = load i32, ptr %12, align 4
  %105 = sub nsw i32 %104, 1
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = lshr i32 %108, 3
  %110 = load i32, ptr %12, align 4
  %111 = sub nsw i32 %110, 1
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %112
  %114 = load i32, ptr %113, align 4
  %115 = xor i32 %114, %109
  store i32 %115, ptr %113, align 4
  br label %116

116:                                              ; preds = %103, %85
  br label %117

117:                                              ; preds = %116, %69
  br label %118

118:                                              ; preds = %117, %65
  br label %119

119:                                              ; preds = %118
  %120 = load i32, ptr %13, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %13, align 4
  br label %39, !llvm.loop !5

122:                                              ; preds = %39
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %123

123:                                              ; preds = %135, %122
  %124 = load i32, ptr %18, align 4
  %125 = load i32, ptr %12, align 4
  %126 = icmp slt i32 %124, %125
  br i1 %126, label %127, label %138

127:                                              ; preds = %123
  %128 = load i32, ptr %17, align 4
  %129 = mul i32 %128, 5
  %130 = load i32, ptr %18, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %131
  %133 = load i32, ptr %132, align 4
  %134 = add i32 %129, %133
  store i32 %134, ptr %17, align 4
  br label %135

135:                                              ; preds = %127
  %136 = load i32, ptr %18, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %18, align 4
  br label %123, !llvm.loop !7

138:                                              ; preds = %123
  store i32 0, ptr %20, align 4
  br label %139

139:                                              ; preds = %158, %138
  %140 = load i32, ptr %20, align 4
  %141 = icmp slt i32 %140, 8
  br i1 %141, label %142, label %161

142:                                              ; preds = %139
  %143 = load ptr, ptr %5, align 8
  %144 = load i32, ptr %9, align 4
  %145 = load i32, ptr %20, align 4
  %146 = mul nsw i32 3, %145
  %147 = add nsw i32 %144, %146
  %148 = load i32, ptr %7, align 4
  %149 = srem i32 %147, %148
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i32, ptr %143, i64 %150
  %152 = load i32, ptr %151, align 4
  %153 = load i32, ptr %20, align 4
  %154 = ashr i32 %152, %153
  %155 = load i32, ptr %20, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [8 x i32], ptr %19, i64 0, i64 %156
  store i32 %154, ptr %157, align 4
  br label %158

158:                                              ; preds = %142
  %159 = load i32, ptr %20, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %20, align 4
  br label %139, !llvm.loop !8

161:                                              ; preds = %139
  %162 = load i32, ptr %10, align 4
  %163 = and i32 %162, 7
  %164 = zext i32 %163 to i64
  %165 = getelementptr inbounds [8 x i32], ptr %19, i64 0, i64 %164
  %166 = load i32, ptr %165, align 4
  %167 = load i32, ptr %10, align 4
  %168 = lshr i32 %167, 29
  %169 = and i32 %168, 7
  %170 = zext i32 %169 to i64
  %171 = getelementptr inbounds [8 x i32], ptr %19, i64 0, i64 %170
  %172 = load i32, ptr %171, align 4
  %173 = add i32 %166, %172
  store i32 %173, ptr %21, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 4 @__const.local_stack.acc, i64 16, i1 false)
  %174 = load i32, ptr %8, align 4
  %175 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %176 = add nsw i32 %174, %175
  %177 = and i32 %176, 3
  store i32 %177, ptr %23, align 4
  %178 = load i32, ptr %12, align 4
  %179 = load i32, ptr %23, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [4 x i32], ptr %22, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4
  %183 = add i32 %182, %178
  store i32 %183, ptr %181, align 4
  %184 = load i32, ptr %17, align 4
  %185 = load ptr, ptr %6, align 8
  %186 = load i32, ptr %9, align 4
  %187 = mul nsw i32 3, %186
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds i32, ptr %185, i64 %188
  store i32 %184, ptr %189, align 4
  %190 = load i32, ptr %21, align 4
  %191 = load ptr, ptr %6, align 8
  %192 = load i32, ptr %9, align 4
  %193 = mul nsw i32 3, %192
  %194 = add nsw i32 %193, 1
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds i32, ptr %191, i64 %195
  store i32 %190, ptr %196, align 4
  %197 = getelementptr inbounds [4 x i32], ptr %22, i64 0, i64 0
  %198 = load i32, ptr %197, align 4
  %199 = mul i32 %198, 1000
  %200 = getelementptr inbounds [4 x i32], ptr %22, i64 0, i64 1
  %201 = load i32, ptr %200, align 4
  %202 = mul i32 %201, 100
  %203 = add i32 %199, %202
  %204 = getelementptr inbounds [4 x i32], ptr %22, i64 0, i64 2
  %205 = load i32, ptr %204, align 4
  %206 = mul i32 %205, 10
  %207 = add i32 %203, %206
  %208 = getelementptr inbounds [4 x i32], ptr %22, i64 0, i64 3
  %209 = load i32, ptr %208, align 4
  %210 = add i32 %207, %209
  %211 = load ptr, ptr %6, align 8
  %212 = load i32, ptr %9, align 4
  %213 = mul nsw i32 3, %212
  %214 = add nsw i32 %213, 2
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds i32, ptr %211, i64 %215
  store i32 %210, ptr %216, align 4
  br label %217

217:                                              ; preds = %161, %32
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

!0 = !{ptr @local_stack, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
