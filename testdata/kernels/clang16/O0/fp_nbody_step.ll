; ModuleID = 'fp_nbody_step.cu'
source_filename = "fp_nbody_step.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ13fp_nbody_stepE4tile = internal addrspace(3) global [128 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fp_nbody_step(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, float noundef %5, float noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  %32 = alloca float, align 4
  %33 = alloca float, align 4
  %34 = alloca float, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i32 %4, ptr %12, align 4
  store float %5, ptr %13, align 4
  store float %6, ptr %14, align 4
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %35, ptr %15, align 4
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %38 = mul i32 %36, %37
  %39 = load i32, ptr %15, align 4
  %40 = add i32 %38, %39
  store i32 %40, ptr %16, align 4
  store float 0.000000e+00, ptr %17, align 4
  store float 0.000000e+00, ptr %18, align 4
  store float 0.000000e+00, ptr %19, align 4
  %41 = load i32, ptr %16, align 4
  %42 = load i32, ptr %12, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %65

44:                                               ; preds = %7
  %45 = load ptr, ptr %8, align 8
  %46 = load i32, ptr %16, align 4
  %47 = mul nsw i32 4, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %45, i64 %48
  %50 = load float, ptr %49, align 4
  store float %50, ptr %17, align 4
  %51 = load ptr, ptr %8, align 8
  %52 = load i32, ptr %16, align 4
  %53 = mul nsw i32 4, %52
  %54 = add nsw i32 %53, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %51, i64 %55
  %57 = load float, ptr %56, align 4
  store float %57, ptr %18, align 4
  %58 = load ptr, ptr %8, align 8
  %59 = load i32, ptr %16, align 4
  %60 = mul nsw i32 4, %59
  %61 = add nsw i32 %60, 2
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %58, i64 %62
  %64 = load float, ptr %63, align 4
  store float %64, ptr %19, align 4
  br label %65

65:                                               ; preds = %44, %7
  store float 0.000000e+00, ptr %20, align 4
  store float 0.000000e+00, ptr %21, align 4
  store float 0.000000e+00, ptr %22, align 4
  store i32 0, ptr %23, align 4
  br label %66

66:                                               ; preds = %167, %65
  %67 = load i32, ptr %23, align 4
  %68 = load i32, ptr %12, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %170

70:                                               ; preds = %66
  %71 = load i32, ptr %23, align 4
  %72 = load i32, ptr %15, align 4
  %73 = add nsw i32 %71, %72
  store i32 %73, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %74

74:                                               ; preds = %99, %70
  %75 = load i32, ptr %25, align 4
  %76 = icmp slt i32 %75, 4
  br i1 %76, label %77, label %102

77:                                               ; preds = %74
  %78 = load i32, ptr %24, align 4
  %79 = load i32, ptr %12, align 4
  %80 = icmp slt i32 %78, %79
  br i1 %80, label %81, label %90

81:                                               ; preds = %77
  %82 = load ptr, ptr %8, align 8
  %83 = load i32, ptr %24, align 4
  %84 = mul nsw i32 4, %83
  %85 = load i32, ptr %25, align 4
  %86 = add nsw i32 %84, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %82, i64 %87
  %89 = load float, ptr %88, align 4
  br label %91

90:                                               ; preds = %77
  br label %91

91:                                               ; preds = %90, %81
  %92 = phi contract float [ %89, %81 ], [ 0.000000e+00, %90 ]
  %93 = load i32, ptr %15, align 4
  %94 = mul nsw i32 4, %93
  %95 = load i32, ptr %25, align 4
  %96 = add nsw i32 %94, %95
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %97
  store float %92, ptr %98, align 4
  br label %99

99:                                               ; preds = %91
  %100 = load i32, ptr %25, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %25, align 4
  br label %74, !llvm.loop !5

102:                                              ; preds = %74
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %26, align 4
  br label %103

103:                                              ; preds = %163, %102
  %104 = load i32, ptr %26, align 4
  %105 = icmp slt i32 %104, 32
  br i1 %105, label %106, label %166

106:                                              ; preds = %103
  %107 = load i32, ptr %26, align 4
  %108 = mul nsw i32 4, %107
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = load float, ptr %17, align 4
  %113 = fsub float %111, %112
  store float %113, ptr %27, align 4
  %114 = load i32, ptr %26, align 4
  %115 = mul nsw i32 4, %114
  %116 = add nsw i32 %115, 1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = load float, ptr %18, align 4
  %121 = fsub float %119, %120
  store float %121, ptr %28, align 4
  %122 = load i32, ptr %26, align 4
  %123 = mul nsw i32 4, %122
  %124 = add nsw i32 %123, 2
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = load float, ptr %19, align 4
  %129 = fsub float %127, %128
  store float %129, ptr %29, align 4
  %130 = load float, ptr %27, align 4
  %131 = load float, ptr %27, align 4
  %132 = load float, ptr %28, align 4
  %133 = load float, ptr %28, align 4
  %134 = load float, ptr %29, align 4
  %135 = load float, ptr %29, align 4
  %136 = load float, ptr %14, align 4
  %137 = call contract float @llvm.nvvm.fma.rn.f(float %134, float %135, float %136)
  %138 = call contract float @llvm.nvvm.fma.rn.f(float %132, float %133, float %137)
  %139 = call contract float @llvm.nvvm.fma.rn.f(float %130, float %131, float %138)
  store float %139, ptr %30, align 4
  %140 = load i32, ptr %26, align 4
  %141 = mul nsw i32 4, %140
  %142 = add nsw i32 %141, 3
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = load float, ptr %30, align 4
  %147 = load float, ptr %30, align 4
  %148 = call contract float @llvm.nvvm.sqrt.rn.f(float %147)
  %149 = fmul float %146, %148
  %150 = fdiv float %145, %149
  store float %150, ptr %31, align 4
  %151 = load float, ptr %27, align 4
  %152 = load float, ptr %31, align 4
  %153 = load float, ptr %20, align 4
  %154 = call contract float @llvm.nvvm.fma.rn.f(float %151, float %152, float %153)
  store float %154, ptr %20, align 4
  %155 = load float, ptr %28, align 4
  %156 = load float, ptr %31, align 4
  %157 = load float, ptr %21, align 4
  %158 = call contract float @llvm.nvvm.fma.rn.f(float %155, float %156, float %157)
  store float %158, ptr %21, align 4
  %159 = load float, ptr %29, align 4
  %160 = load float, ptr %31, align 4
  %161 = load float, ptr %22, align 4
  %162 = call contract float @llvm.nvvm.fma.rn.f(float %159, float %160, float %161)
  store float %162, ptr %22, align 4
  br label %163

163:                                              ; preds = %106
  %164 = load i32, ptr %26, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %26, align 4
  br label %103, !llvm.loop !7

166:                                              ; preds = %103
  call void @llvm.nvvm.barrier0()
  br label %167

167:                                              ; preds = %166
  %168 = load i32, ptr %23, align 4
  %169 = add nsw i32 %168, 32
  store i32 %169, ptr %23, align 4
  br label %66, !llvm.loop !8

170:                                              ; preds = %66
  %171 = load i32, ptr %16, align 4
  %172 = load i32, ptr %12, align 4
  %173 = icmp slt i32 %171, %172
  br i1 %173, label %174, label %279

174:                                              ; preds = %170
  %175 = load float, ptr %20, align 4
  %176 = load float, ptr %13, align 4
  %177 = load ptr, ptr %9, align 8
  %178 = load i32, ptr %16, align 4
  %179 = mul nsw i32 4, %178
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds float, ptr %177, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = call contract float @llvm.nvvm.fma.rn.f(float %175, float %176, float %182)
  store float %183, ptr %32, align 4
  %184 = load float, ptr %21, align 4
  %185 = load float, ptr %13, align 4
  %186 = load ptr, ptr %9, align 8
  %187 = load i32, ptr %16, align 4
  %188 = mul nsw i32 4, %187
  %189 = add nsw i32 %188, 1
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds float, ptr %186, i64 %190
  %192 = load float, ptr %191, align 4
  %193 = call contract float @llvm.nvvm.fma.rn.f(float %184, float %185, float %192)
  store float %193, ptr %33, align 4
  %194 = load float, ptr %22, align 4
  %195 = load float, ptr %13, align 4
  %196 = load ptr, ptr %9, align 8
  %197 = load i32, ptr %16, align 4
  %198 = mul nsw i32 4, %197
  %199 = add nsw i32 %198, 2
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds float, ptr %196, i64 %200
  %202 = load float, ptr %201, align 4
  %203 = call contract float @llvm.nvvm.fma.rn.f(float %194, float %195, float %202)
  store float %203, ptr %34, align 4
  %204 = load float, ptr %32, align 4
  %205 = load ptr, ptr %11, align 8
  %206 = load i32, ptr %16, align 4
  %207 = mul nsw i32 4, %206
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds float, ptr %205, i64 %208
  store float %204, ptr %209, align 4
  %210 = load float, ptr %33, align 4
  %211 = load ptr, ptr %11, align 8
  %212 = load i32, ptr %16, align 4
  %213 = mul nsw i32 4, %212
  %214 = add nsw i32 %213, 1
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds float, ptr %211, i64 %215
  store float %210, ptr %216, align 4
  %217 = load float, ptr %34, align 4
  %218 = load ptr, ptr %11, align 8
  %219 = load i32, ptr %16, align 4
  %220 = mul nsw i32 4, %219
  %221 = add nsw i32 %220, 2
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds float, ptr %218, i64 %222
  store float %217, ptr %223, align 4
  %224 = load ptr, ptr %9, align 8
  %225 = load i32, ptr %16, align 4
  %226 = mul nsw i32 4, %225
  %227 = add nsw i32 %226, 3
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds float, ptr %224, i64 %228
  %230 = load float, ptr %229, align 4
  %231 = load ptr, ptr %11, align 8
  %232 = load i32, ptr %16, align 4
  %233 = mul nsw i32 4, %232
  %234 = add nsw i32 %233, 3
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds float, ptr %231, i64 %235
  store float %230, ptr %236, align 4
  %237 = load float, ptr %32, align 4
  %238 = load float, ptr %13, align 4
  %239 = load float, ptr %17, align 4
  %240 = call contract float @llvm.nvvm.fma.rn.f(float %237, float %238, float %239)
  %241 = load ptr, ptr %10, align 8
  %242 = load i32, ptr %16, align 4
  %243 = mul nsw i32 4, %242
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds float, ptr %241, i64 %244
  store float %240, ptr %245, align 4
  %246 = load float, ptr %33, align 4
  %247 = load float, ptr %13, align 4
  %248 = load float, ptr %18, align 4
  %249 = call contract float @llvm.nvvm.fma.rn.f(float %246, float %247, float %248)
  %250 = load ptr, ptr %10, align 8
  %251 = load i32, ptr %16, align 4
  %252 = mul nsw i32 4, %251
  %253 = add nsw i32 %252, 1
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds float, ptr %250, i64 %254
  store float %249, ptr %255, align 4
  %256 = load float, ptr %34, align 4
  %257 = load float, ptr %13, align 4
  %258 = load float, ptr %19, align 4
  %259 = call contract float @llvm.nvvm.fma.rn.f(float %256, float %257, float %258)
  %260 = load ptr, ptr %10, align 8
  %261 = load i32, ptr %16, align 4
  %262 = mul nsw i32 4, %261
  %263 = add nsw i32 %262, 2
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds float, ptr %260, i64 %264
  store float %259, ptr %265, align 4
  %266 = load ptr, ptr %8, align 8
  %267 = load i32, ptr %16, align 4
  %268 = mul nsw i32 4, %267
  %269 = add nsw i32 %268, 3
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds float, ptr %266, i64 %270
  %272 = load float, ptr %271, align 4
  %273 = load ptr, ptr %10, align 8
  %274 = load i32, ptr %16, align 4
  %275 = mul nsw i32 4, %274
  %276 = add nsw i32 %275, 3
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds float, ptr %273, i64 %277
  store float %272, ptr %278, align 4
  br label %279

279:                                              ; preds = %174, %170
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_nbody_step, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
