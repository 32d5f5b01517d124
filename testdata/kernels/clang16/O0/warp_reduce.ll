; ModuleID = 'warp_reduce.cu'
source_filename = "warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_reduce(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  store ptr %0, ptr %20, align 8
  store ptr %1, ptr %21, align 8
  store ptr %2, ptr %22, align 8
  %38 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %42 = add i32 %40, %41
  store i32 %42, ptr %23, align 4
  %43 = load ptr, ptr %20, align 8
  %44 = load i32, ptr %23, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %43, i64 %45
  %47 = load i32, ptr %46, align 4
  store i32 %47, ptr %24, align 4
  %48 = load i32, ptr %24, align 4
  store i32 %48, ptr %25, align 4
  %49 = load i32, ptr %24, align 4
  store i32 %49, ptr %26, align 4
  %50 = load i32, ptr %24, align 4
  store i32 %50, ptr %27, align 4
  %51 = load i32, ptr %24, align 4
  store i32 %51, ptr %28, align 4
  %52 = load i32, ptr %24, align 4
  store i32 %52, ptr %29, align 4
  %53 = load i32, ptr %24, align 4
  store i32 %53, ptr %30, align 4
  store i32 16, ptr %31, align 4
  br label %54

54:                                               ; preds = %114, %3
  %55 = load i32, ptr %31, align 4
  %56 = icmp sgt i32 %55, 0
  br i1 %56, label %57, label %117

57:                                               ; preds = %54
  %58 = load i32, ptr %25, align 4
  %59 = load i32, ptr %31, align 4
  store i32 %58, ptr %8, align 4
  store i32 %59, ptr %9, align 4
  %60 = load i32, ptr %8, align 4
  %61 = load i32, ptr %9, align 4
  %62 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 %61, i32 31)
  %63 = load i32, ptr %25, align 4
  %64 = add i32 %63, %62
  store i32 %64, ptr %25, align 4
  %65 = load i32, ptr %26, align 4
  %66 = load i32, ptr %31, align 4
  store i32 %65, ptr %10, align 4
  store i32 %66, ptr %11, align 4
  %67 = load i32, ptr %10, align 4
  %68 = load i32, ptr %11, align 4
  %69 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 %68, i32 31)
  store i32 %69, ptr %32, align 4
  %70 = load i32, ptr %32, align 4
  %71 = load i32, ptr %26, align 4
  %72 = icmp sgt i32 %70, %71
  br i1 %72, label %73, label %75

73:                                               ; preds = %57
  %74 = load i32, ptr %32, align 4
  br label %77

75:                                               ; preds = %57
  %76 = load i32, ptr %26, align 4
  br label %77

77:                                               ; preds = %75, %73
  %78 = phi i32 [ %74, %73 ], [ %76, %75 ]
  store i32 %78, ptr %26, align 4
  %79 = load i32, ptr %30, align 4
  %80 = load i32, ptr %31, align 4
  store i32 %79, ptr %12, align 4
  store i32 %80, ptr %13, align 4
  %81 = load i32, ptr %12, align 4
  %82 = load i32, ptr %13, align 4
  %83 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 %82, i32 31)
  store i32 %83, ptr %33, align 4
  %84 = load i32, ptr %33, align 4
  %85 = load i32, ptr %30, align 4
  %86 = icmp ult i32 %84, %85
  br i1 %86, label %87, label %89

87:                                               ; preds = %77
  %88 = load i32, ptr %33, align 4
  br label %91

89:                                               ; preds = %77
  %90 = load i32, ptr %30, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %88, %87 ], [ %90, %89 ]
  store i32 %92, ptr %30, align 4
  %93 = load i32, ptr %27, align 4
  %94 = load i32, ptr %31, align 4
  store i32 %93, ptr %14, align 4
  store i32 %94, ptr %15, align 4
  %95 = load i32, ptr %14, align 4
  %96 = load i32, ptr %15, align 4
  %97 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 %96, i32 31)
  %98 = load i32, ptr %27, align 4
  %99 = xor i32 %98, %97
  store i32 %99, ptr %27, align 4
  %100 = load i32, ptr %28, align 4
  %101 = load i32, ptr %31, align 4
  store i32 %100, ptr %16, align 4
  store i32 %101, ptr %17, align 4
  %102 = load i32, ptr %16, align 4
  %103 = load i32, ptr %17, align 4
  %104 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %102, i32 %103, i32 31)
  %105 = load i32, ptr %28, align 4
  %106 = and i32 %105, %104
  store i32 %106, ptr %28, align 4
  %107 = load i32, ptr %29, align 4
  %108 = load i32, ptr %31, align 4
  store i32 %107, ptr %18, align 4
  store i32 %108, ptr %19, align 4
  %109 = load i32, ptr %18, align 4
  %110 = load i32, ptr %19, align 4
  %111 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %109, i32 %110, i32 31)
  %112 = load i32, ptr %29, align 4
  %113 = or i32 %112, %111
  store i32 %113, ptr %29, align 4
  br label %114

114:                                              ; preds = %91
  %115 = load i32, ptr %31, align 4
  %116 = sdiv i32 %115, 2
  store i32 %116, ptr %31, align 4
  br label %54, !llvm.loop !5

117:                                              ; preds = %54
  %118 = load i32, ptr %25, align 4
  %119 = load ptr, ptr %21, align 8
  %120 = load i32, ptr %23, align 4
  %121 = mul nsw i32 6, %120
  %122 = add nsw i32 %121, 0
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i32, ptr %119, i64 %123
  store i32 %118, ptr %124, align 4
  %125 = load i32, ptr %26, align 4
  %126 = load ptr, ptr %21, align 8
  %127 = load i32, ptr %23, align 4
  %128 = mul nsw i32 6, %127
  %129 = add nsw i32 %128, 1
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i32, ptr %126, i64 %130
  store i32 %125, ptr %131, align 4
  %132 = load i32, ptr %30, align 4
  %133 = load ptr, ptr %21, align 8
  %134 = load i32, ptr %23, align 4
  %135 = mul nsw i32 6, %134
  %136 = add nsw i32 %135, 2
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i32, ptr %133, i64 %137
  store i32 %132, ptr %138, align 4
  %139 = load i32, ptr %27, align 4
  %140 = load ptr, ptr %21, align 8
  %141 = load i32, ptr %23, align 4
  %142 = mul nsw i32 6, %141
  %143 = add nsw i32 %142, 3
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i32, ptr %140, i64 %144
  store i32 %139, ptr %145, align 4
  %146 = load i32, ptr %28, align 4
  %147 = load ptr, ptr %21, align 8
  %148 = load i32, ptr %23, align 4
  %149 = mul nsw i32 6, %148
  %150 = add nsw i32 %149, 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i32, ptr %147, i64 %151
  store i32 %146, ptr %152, align 4
  %153 = load i32, ptr %29, align 4
  %154 = load ptr, ptr %21, align 8
  %155 = load i32, ptr %23, align 4
  %156 = mul nsw i32 6, %155
  %157 = add nsw i32 %156, 5
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i32, ptr %154, i64 %158
  store i32 %153, ptr %159, align 4
  %160 = load i32, ptr %24, align 4
  %161 = mul i32 %160, 3
  %162 = add i32 %161, 1
  store i32 %162, ptr %34, align 4
  store i32 16, ptr %35, align 4
  br label %163

163:                                              ; preds = %174, %117
  %164 = load i32, ptr %35, align 4
  %165 = icmp sgt i32 %164, 0
  br i1 %165, label %166, label %177

166:                                              ; preds = %163
  %167 = load i32, ptr %34, align 4
  %168 = load i32, ptr %35, align 4
  store i32 %167, ptr %4, align 4
  store i32 %168, ptr %5, align 4
  %169 = load i32, ptr %4, align 4
  %170 = load i32, ptr %5, align 4
  %171 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %169, i32 %170, i32 31)
  %172 = load i32, ptr %34, align 4
  %173 = add i32 %172, %171
  store i32 %173, ptr %34, align 4
  br label %174

174:                                              ; preds = %166
  %175 = load i32, ptr %35, align 4
  %176 = sdiv i32 %175, 2
  store i32 %176, ptr %35, align 4
  br label %163, !llvm.loop !7

177:                                              ; preds = %163
  %178 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %180, label %188

180:                                              ; preds = %177
  %181 = load i32, ptr %34, align 4
  %182 = load ptr, ptr %22, align 8
  %183 = load i32, ptr %23, align 4
  %184 = sdiv i32 %183, 32
  %185 = mul nsw i32 2, %184
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds i32, ptr %182, i64 %186
  store i32 %181, ptr %187, align 4
  br label %188

188:                                              ; preds = %180, %177
  %189 = load i32, ptr %24, align 4
  %190 = xor i32 %189, 85
  store i32 %190, ptr %36, align 4
  store i32 16, ptr %37, align 4
  br label %191

191:                                              ; preds = %202, %188
  %192 = load i32, ptr %37, align 4
  %193 = icmp sgt i32 %192, 0
  br i1 %193, label %194, label %205

194:                                              ; preds = %191
  %195 = load i32, ptr %36, align 4
  %196 = load i32, ptr %37, align 4
  store i32 %195, ptr %6, align 4
  store i32 %196, ptr %7, align 4
  %197 = load i32, ptr %6, align 4
  %198 = load i32, ptr %7, align 4
  %199 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %197, i32 %198, i32 31)
  %200 = load i32, ptr %36, align 4
  %201 = add i32 %200, %199
  store i32 %201, ptr %36, align 4
  br label %202

202:                                              ; preds = %194
  %203 = load i32, ptr %37, align 4
  %204 = sdiv i32 %203, 2
  store i32 %204, ptr %37, align 4
  br label %191, !llvm.loop !8

205:                                              ; preds = %191
  %206 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %207 = urem i32 %206, 32
  %208 = icmp eq i32 %207, 0
  br i1 %208, label %209, label %218

209:                                              ; preds = %205
  %210 = load i32, ptr %36, align 4
  %211 = load ptr, ptr %22, align 8
  %212 = load i32, ptr %23, align 4
  %213 = sdiv i32 %212, 32
  %214 = mul nsw i32 2, %213
  %215 = add nsw i32 %214, 1
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds i32, ptr %211, i64 %216
  store i32 %210, ptr %217, align 4
  br label %218

218:                                              ; preds = %209, %205
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @warp_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
