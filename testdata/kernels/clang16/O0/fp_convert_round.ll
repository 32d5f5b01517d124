; ModuleID = 'fp_convert_round.cu'
source_filename = "fp_convert_round.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fp_convert_round(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %7) #0 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store ptr %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store ptr %6, ptr %15, align 8
  store i32 %7, ptr %16, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  store i32 %25, ptr %17, align 4
  %26 = load i32, ptr %17, align 4
  %27 = load i32, ptr %16, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %8
  br label %275

30:                                               ; preds = %8
  %31 = load ptr, ptr %9, align 8
  %32 = load i32, ptr %17, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  %35 = load float, ptr %34, align 4
  store float %35, ptr %18, align 4
  %36 = load ptr, ptr %10, align 8
  %37 = load i32, ptr %17, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %36, i64 %38
  %40 = load double, ptr %39, align 8
  store double %40, ptr %19, align 8
  %41 = load ptr, ptr %11, align 8
  %42 = load i32, ptr %17, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %41, i64 %43
  %45 = load i32, ptr %44, align 4
  store i32 %45, ptr %20, align 4
  %46 = load float, ptr %18, align 4
  %47 = call i32 @llvm.nvvm.f2i.rn(float %46)
  %48 = load ptr, ptr %12, align 8
  %49 = load i32, ptr %17, align 4
  %50 = mul nsw i32 8, %49
  %51 = add nsw i32 %50, 0
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %48, i64 %52
  store i32 %47, ptr %53, align 4
  %54 = load float, ptr %18, align 4
  %55 = call i32 @llvm.nvvm.f2i.rm(float %54)
  %56 = load ptr, ptr %12, align 8
  %57 = load i32, ptr %17, align 4
  %58 = mul nsw i32 8, %57
  %59 = add nsw i32 %58, 1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %56, i64 %60
  store i32 %55, ptr %61, align 4
  %62 = load float, ptr %18, align 4
  %63 = call i32 @llvm.nvvm.f2i.rp(float %62)
  %64 = load ptr, ptr %12, align 8
  %65 = load i32, ptr %17, align 4
  %66 = mul nsw i32 8, %65
  %67 = add nsw i32 %66, 2
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %64, i64 %68
  store i32 %63, ptr %69, align 4
  %70 = load float, ptr %18, align 4
  %71 = call float @llvm.fabs.f32(float %70)
  %72 = fcmp olt float %71, 2.000000e+09
  br i1 %72, label %73, label %76

73:                                               ; preds = %30
  %74 = load float, ptr %18, align 4
  %75 = fptosi float %74 to i32
  br label %77

76:                                               ; preds = %30
  br label %77

77:                                               ; preds = %76, %73
  %78 = phi i32 [ %75, %73 ], [ -1, %76 ]
  %79 = load ptr, ptr %12, align 8
  %80 = load i32, ptr %17, align 4
  %81 = mul nsw i32 8, %80
  %82 = add nsw i32 %81, 3
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %79, i64 %83
  store i32 %78, ptr %84, align 4
  %85 = load float, ptr %18, align 4
  %86 = call i32 @llvm.nvvm.f2ui.rn(float %85)
  %87 = load ptr, ptr %12, align 8
  %88 = load i32, ptr %17, align 4
  %89 = mul nsw i32 8, %88
  %90 = add nsw i32 %89, 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %87, i64 %91
  store i32 %86, ptr %92, align 4
  %93 = load double, ptr %19, align 8
  %94 = call i32 @llvm.nvvm.d2i.rn(double %93)
  %95 = load ptr, ptr %12, align 8
  %96 = load i32, ptr %17, align 4
  %97 = mul nsw i32 8, %96
  %98 = add nsw i32 %97, 5
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %95, i64 %99
  store i32 %94, ptr %100, align 4
  %101 = load double, ptr %19, align 8
  %102 = call i32 @llvm.nvvm.d2i.rm(double %101)
  %103 = load ptr, ptr %12, align 8
  %104 = load i32, ptr %17, align 4
  %105 = mul nsw i32 8, %104
  %106 = add nsw i32 %105, 6
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %103, i64 %107
  store i32 %102, ptr %108, align 4
  %109 = load double, ptr %19, align 8
  %110 = call double @llvm.fabs.f64(double %109)
  %111 = fcmp olt double %110, 4.000000e+09
  br i1 %111, label %112, label %118

112:                                              ; preds = %77
  %113 = load double, ptr %19, align 8
  %114 = fcmp ogt double %113, -1.000000e+00
  br i1 %114, label %115, label %118

115:                                              ; preds = %112
  %116 = load double, ptr %19, align 8
  %117 = fptoui double %116 to i32
  br label %119

118:                                              ; preds = %112, %77
  br label %119

119:                                              ; preds = %118, %115
  %120 = phi i32 [ %117, %115 ], [ -1, %118 ]
  %121 = load ptr, ptr %12, align 8
  %122 = load i32, ptr %17, align 4
  %123 = mul nsw i32 8, %122
  %124 = add nsw i32 %123, 7
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, ptr %121, i64 %125
  store i32 %120, ptr %126, align 4
  %127 = load float, ptr %18, align 4
  %128 = call i64 @llvm.nvvm.f2ll.rn(float %127)
  %129 = load ptr, ptr %13, align 8
  %130 = load i32, ptr %17, align 4
  %131 = mul nsw i32 2, %130
  %132 = add nsw i32 %131, 0
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i64, ptr %129, i64 %133
  store i64 %128, ptr %134, align 8
  %135 = load double, ptr %19, align 8
  %136 = call i64 @llvm.nvvm.d2ll.rp(double %135)
  %137 = load ptr, ptr %13, align 8
  %138 = load i32, ptr %17, align 4
  %139 = mul nsw i32 2, %138
  %140 = add nsw i32 %139, 1
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i64, ptr %137, i64 %141
  store i64 %136, ptr %142, align 8
  %143 = load float, ptr %18, align 4
  %144 = call contract float @llvm.floor.f32(float %143)
  %145 = load ptr, ptr %14, align 8
  %146 = load i32, ptr %17, align 4
  %147 = mul nsw i32 12, %146
  %148 = add nsw i32 %147, 0
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %145, i64 %149
  store float %144, ptr %150, align 4
  %151 = load float, ptr %18, align 4
  %152 = call contract float @llvm.ceil.f32(float %151)
  %153 = load ptr, ptr %14, align 8
  %154 = load i32, ptr %17, align 4
  %155 = mul nsw i32 12, %154
  %156 = add nsw i32 %155, 1
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds float, ptr %153, i64 %157
  store float %152, ptr %158, align 4
  %159 = load float, ptr %18, align 4
  %160 = call contract float @llvm.trunc.f32(float %159)
  %161 = load ptr, ptr %14, align 8
  %162 = load i32, ptr %17, align 4
  %163 = mul nsw i32 12, %162
  %164 = add nsw i32 %163, 2
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr %161, i64 %165
  store float %160, ptr %166, align 4
  %167 = load float, ptr %18, align 4
  %168 = call contract float @llvm.rint.f32(float %167)
  %169 = load ptr, ptr %14, align 8
  %170 = load i32, ptr %17, align 4
  %171 = mul nsw i32 12, %170
  %172 = add nsw i32 %171, 3
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds float, ptr %169, i64 %173
  store float %168, ptr %174, align 4
  %175 = load float, ptr %18, align 4
  %176 = call contract float @llvm.round.f32(float %175)
  %177 = load ptr, ptr %14, align 8
  %178 = load i32, ptr %17, align 4
  %179 = mul nsw i32 12, %178
  %180 = add nsw i32 %179, 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds float, ptr %177, i64 %181
  store float %176, ptr %182, align 4
  %183 = load i32, ptr %20, align 4
  %184 = sitofp i32 %183 to float
  %185 = load ptr, ptr %14, align 8
  %186 = load i32, ptr %17, align 4
  %187 = mul nsw i32 12, %186
  %188 = add nsw i32 %187, 5
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds float, ptr %185, i64 %189
  store float %184, ptr %190, align 4
  %191 = load i32, ptr %20, align 4
  %192 = sext i32 %191 to i64
  %193 = mul nsw i64 %192, 1000003
  %194 = sitofp i64 %193 to float
  %195 = load ptr, ptr %14, align 8
  %196 = load i32, ptr %17, align 4
  %197 = mul nsw i32 12, %196
  %198 = add nsw i32 %197, 6
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %195, i64 %199
  store float %194, ptr %200, align 4
  %201 = load double, ptr %19, align 8
  %202 = fptrunc double %201 to float
  %203 = load ptr, ptr %14, align 8
  %204 = load i32, ptr %17, align 4
  %205 = mul nsw i32 12, %204
  %206 = add nsw i32 %205, 7
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds float, ptr %203, i64 %207
  store float %202, ptr %208, align 4
  %209 = load double, ptr %19, align 8
  %210 = call contract float @llvm.nvvm.d2f.rz(double %209)
  %211 = load ptr, ptr %14, align 8
  %212 = load i32, ptr %17, align 4
  %213 = mul nsw i32 12, %212
  %214 = add nsw i32 %213, 8
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds float, ptr %211, i64 %215
  store float %210, ptr %216, align 4
  %217 = load double, ptr %19, align 8
  %218 = call contract float @llvm.nvvm.d2f.rm(double %217)
  %219 = load ptr, ptr %14, align 8
  %220 = load i32, ptr %17, align 4
  %221 = mul nsw i32 12, %220
  %222 = add nsw i32 %221, 9
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds float, ptr %219, i64 %223
  store float %218, ptr %224, align 4
  %225 = load double, ptr %19, align 8
  %226 = call contract float @llvm.nvvm.d2f.rp(double %225)
  %227 = load ptr, ptr %14, align 8
  %228 = load i32, ptr %17, align 4
  %229 = mul nsw i32 12, %228
  %230 = add nsw i32 %229, 10
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds float, ptr %227, i64 %231
  store float %226, ptr %232, align 4
  %233 = load i32, ptr %20, align 4
  %234 = uitofp i32 %233 to float
  %235 = load ptr, ptr %14, align 8
  %236 = load i32, ptr %17, align 4
  %237 = mul nsw i32 12, %236
  %238 = add nsw i32 %237, 11
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds float, ptr %235, i64 %239
  store float %234, ptr %240, align 4
  %241 = load double, ptr %19, align 8
  %242 = call contract double @llvm.floor.f64(double %241)
  %243 = load ptr, ptr %15, align 8
  %244 = load i32, ptr %17, align 4
  %245 = mul nsw i32 4, %244
  %246 = add nsw i32 %245, 0
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds double, ptr %243, i64 %247
  store double %242, ptr %248, align 8
  %249 = load double, ptr %19, align 8
  %250 = call contract double @llvm.rint.f64(double %249)
  %251 = load ptr, ptr %15, align 8
  %252 = load i32, ptr %17, align 4
  %253 = mul nsw i32 4, %252
  %254 = add nsw i32 %253, 1
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds double, ptr %251, i64 %255
  store double %250, ptr %256, align 8
  %257 = load float, ptr %18, align 4
  %258 = fpext float %257 to double
  %259 = load ptr, ptr %15, align 8
  %260 = load i32, ptr %17, align 4
  %261 = mul nsw i32 4, %260
  %262 = add nsw i32 %261, 2
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds double, ptr %259, i64 %263
  store double %258, ptr %264, align 8
  %265 = load i32, ptr %20, align 4
  %266 = sext i32 %265 to i64
  %267 = sitofp i64 %266 to double
  %268 = fmul double %267, 5.000000e-01
  %269 = load ptr, ptr %15, align 8
  %270 = load i32, ptr %17, align 4
  %271 = mul nsw i32 4, %270
  %272 = add nsw i32 %271, 3
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds double, ptr %269, i64 %273
  store double %268, ptr %274, align 8
  br label %275

275:                                              ; preds = %119, %29
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rm(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rp(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rm(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rp(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rz(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rm(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rp(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #1

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

!0 = !{ptr @fp_convert_round, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
