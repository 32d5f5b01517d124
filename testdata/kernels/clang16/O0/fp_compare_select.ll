; ModuleID = 'fp_compare_select.cu'
source_filename = "fp_compare_select.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fp_compare_select(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store i32 %6, ptr %14, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  store i32 %24, ptr %15, align 4
  %25 = load i32, ptr %15, align 4
  %26 = load i32, ptr %14, align 4
  %27 = icmp sge i32 %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %7
  br label %213

29:                                               ; preds = %7
  %30 = load ptr, ptr %8, align 8
  %31 = load i32, ptr %15, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %30, i64 %32
  %34 = load float, ptr %33, align 4
  store float %34, ptr %16, align 4
  %35 = load ptr, ptr %9, align 8
  %36 = load i32, ptr %15, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %35, i64 %37
  %39 = load float, ptr %38, align 4
  store float %39, ptr %17, align 4
  %40 = load ptr, ptr %10, align 8
  %41 = load i32, ptr %15, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  store double %44, ptr %18, align 8
  store i32 0, ptr %19, align 4
  %45 = load float, ptr %16, align 4
  %46 = load float, ptr %17, align 4
  %47 = fcmp olt float %45, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 0
  %50 = load i32, ptr %19, align 4
  %51 = or i32 %50, %49
  store i32 %51, ptr %19, align 4
  %52 = load float, ptr %16, align 4
  %53 = load float, ptr %17, align 4
  %54 = fcmp ole float %52, %53
  %55 = zext i1 %54 to i32
  %56 = shl i32 %55, 1
  %57 = load i32, ptr %19, align 4
  %58 = or i32 %57, %56
  store i32 %58, ptr %19, align 4
  %59 = load float, ptr %16, align 4
  %60 = load float, ptr %17, align 4
  %61 = fcmp oeq float %59, %60
  %62 = zext i1 %61 to i32
  %63 = shl i32 %62, 2
  %64 = load i32, ptr %19, align 4
  %65 = or i32 %64, %63
  store i32 %65, ptr %19, align 4
  %66 = load float, ptr %16, align 4
  %67 = load float, ptr %17, align 4
  %68 = fcmp une float %66, %67
  %69 = zext i1 %68 to i32
  %70 = shl i32 %69, 3
  %71 = load i32, ptr %19, align 4
  %72 = or i32 %71, %70
  store i32 %72, ptr %19, align 4
  %73 = load float, ptr %16, align 4
  %74 = load float, ptr %17, align 4
  %75 = fcmp oge float %73, %74
  %76 = xor i1 %75, true
  %77 = zext i1 %76 to i32
  %78 = shl i32 %77, 4
  %79 = load i32, ptr %19, align 4
  %80 = or i32 %79, %78
  store i32 %80, ptr %19, align 4
  %81 = load float, ptr %16, align 4
  %82 = load float, ptr %17, align 4
  %83 = fcmp ogt float %81, %82
  %84 = xor i1 %83, true
  %85 = zext i1 %84 to i32
  %86 = shl i32 %85, 5
  %87 = load i32, ptr %19, align 4
  %88 = or i32 %87, %86
  store i32 %88, ptr %19, align 4
  %89 = load float, ptr %16, align 4
  %90 = load float, ptr %16, align 4
  %91 = fcmp une float %89, %90
  %92 = zext i1 %91 to i32
  %93 = shl i32 %92, 6
  %94 = load i32, ptr %19, align 4
  %95 = or i32 %94, %93
  store i32 %95, ptr %19, align 4
  %96 = load float, ptr %16, align 4
  %97 = call float @llvm.fabs.f32(float %96)
  %98 = fcmp oeq float %97, 0x7FF0000000000000
  %99 = zext i1 %98 to i32
  %100 = shl i32 %99, 7
  %101 = load i32, ptr %19, align 4
  %102 = or i32 %101, %100
  store i32 %102, ptr %19, align 4
  %103 = load float, ptr %16, align 4
  %104 = bitcast float %103 to i32
  %105 = icmp slt i32 %104, 0
  %106 = zext i1 %105 to i32
  %107 = shl i32 %106, 8
  %108 = load i32, ptr %19, align 4
  %109 = or i32 %108, %107
  store i32 %109, ptr %19, align 4
  %110 = load double, ptr %18, align 8
  %111 = load float, ptr %16, align 4
  %112 = fpext float %111 to double
  %113 = fcmp olt double %110, %112
  %114 = zext i1 %113 to i32
  %115 = shl i32 %114, 9
  %116 = load i32, ptr %19, align 4
  %117 = or i32 %116, %115
  store i32 %117, ptr %19, align 4
  %118 = load double, ptr %18, align 8
  %119 = load double, ptr %18, align 8
  %120 = fcmp une double %118, %119
  br i1 %120, label %127, label %121

121:                                              ; preds = %29
  %122 = load float, ptr %17, align 4
  %123 = fpext float %122 to double
  %124 = load float, ptr %17, align 4
  %125 = fpext float %124 to double
  %126 = fcmp une double %123, %125
  br label %127

127:                                              ; preds = %121, %29
  %128 = phi i1 [ true, %29 ], [ %126, %121 ]
  %129 = zext i1 %128 to i32
  %130 = shl i32 %129, 10
  %131 = load i32, ptr %19, align 4
  %132 = or i32 %131, %130
  store i32 %132, ptr %19, align 4
  %133 = load i32, ptr %19, align 4
  %134 = load ptr, ptr %11, align 8
  %135 = load i32, ptr %15, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i32, ptr %134, i64 %136
  store i32 %133, ptr %137, align 4
  %138 = load float, ptr %16, align 4
  %139 = load float, ptr %17, align 4
  %140 = fcmp olt float %138, %139
  br i1 %140, label %141, label %143

141:                                              ; preds = %127
  %142 = load float, ptr %16, align 4
  br label %145

143:                                              ; preds = %127
  %144 = load float, ptr %17, align 4
  br label %145

145:                                              ; preds = %143, %141
  %146 = phi float [ %142, %141 ], [ %144, %143 ]
  %147 = load ptr, ptr %12, align 8
  %148 = load i32, ptr %15, align 4
  %149 = mul nsw i32 4, %148
  %150 = add nsw i32 %149, 0
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %147, i64 %151
  store float %146, ptr %152, align 4
  %153 = load float, ptr %16, align 4
  %154 = load float, ptr %17, align 4
  %155 = call contract float @llvm.nvvm.fmax.f(float %153, float %154)
  %156 = load ptr, ptr %12, align 8
  %157 = load i32, ptr %15, align 4
  %158 = mul nsw i32 4, %157
  %159 = add nsw i32 %158, 1
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds float, ptr %156, i64 %160
  store float %155, ptr %161, align 4
  %162 = load float, ptr %17, align 4
  %163 = call contract float @llvm.fabs.f32(float %162)
  %164 = load float, ptr %16, align 4
  %165 = call contract float @llvm.copysign.f32(float %163, float %164)
  %166 = load ptr, ptr %12, align 8
  %167 = load i32, ptr %15, align 4
  %168 = mul nsw i32 4, %167
  %169 = add nsw i32 %168, 2
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds float, ptr %166, i64 %170
  store float %165, ptr %171, align 4
  %172 = load float, ptr %16, align 4
  %173 = fcmp oge float %172, 0.000000e+00
  br i1 %173, label %177, label %174

174:                                              ; preds = %145
  %175 = load float, ptr %16, align 4
  %176 = fneg contract float %175
  br label %180

177:                                              ; preds = %145
  %178 = load float, ptr %16, align 4
  %179 = fadd float %178, 1.000000e+00
  br label %180

180:                                              ; preds = %177, %174
  %181 = phi contract float [ %176, %174 ], [ %179, %177 ]
  %182 = load ptr, ptr %12, align 8
  %183 = load i32, ptr %15, align 4
  %184 = mul nsw i32 4, %183
  %185 = add nsw i32 %184, 3
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds float, ptr %182, i64 %186
  store float %181, ptr %187, align 4
  %188 = load double, ptr %18, align 8
  %189 = fcmp ogt double %188, 5.000000e-01
  br i1 %189, label %190, label %192

190:                                              ; preds = %180
  %191 = load double, ptr %18, align 8
  br label %195

192:                                              ; preds = %180
  %193 = load double, ptr %18, align 8
  %194 = fneg contract double %193
  br label %195

195:                                              ; preds = %192, %190
  %196 = phi contract double [ %191, %190 ], [ %194, %192 ]
  %197 = load ptr, ptr %13, align 8
  %198 = load i32, ptr %15, align 4
  %199 = mul nsw i32 2, %198
  %200 = add nsw i32 %199, 0
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds double, ptr %197, i64 %201
  store double %196, ptr %202, align 8
  %203 = load double, ptr %18, align 8
  %204 = load float, ptr %17, align 4
  %205 = fpext float %204 to double
  %206 = call contract double @llvm.nvvm.fmin.d(double %203, double %205)
  %207 = load ptr, ptr %13, align 8
  %208 = load i32, ptr %15, align 4
  %209 = mul nsw i32 2, %208
  %210 = add nsw i32 %209, 1
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds double, ptr %207, i64 %211
  store double %206, ptr %212, align 8
  br label %213

213:                                              ; preds = %195, %28
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fmin.d(double, double) #1

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

!0 = !{ptr @fp_compare_select, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
