; ModuleID = 'fp_black_scholes_libm.cu'
source_filename = "fp_black_scholes_libm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_black_scholes_libm(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, float* nocapture noundef writeonly %3, float* nocapture noundef writeonly %4, float noundef %5, float noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %7
  br i1 %14, label %15, label %58

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds float, float* %0, i64 %16
  %18 = load float, float* %17, align 4, !tbaa !5
  %19 = getelementptr inbounds float, float* %1, i64 %16
  %20 = load float, float* %19, align 4, !tbaa !5
  %21 = getelementptr inbounds float, float* %2, i64 %16
  %22 = load float, float* %21, align 4, !tbaa !5
  %23 = tail call contract float @llvm.sqrt.f32(float %22)
  %24 = fdiv float %18, %20
  %25 = tail call contract float @__nv_logf(float noundef %24) #5
  %26 = fmul float %6, 5.000000e-01
  %27 = fmul float %26, %6
  %28 = fadd float %27, %5
  %29 = fmul float %28, %22
  %30 = fadd float %25, %29
  %31 = fmul float %23, %6
  %32 = fdiv float %30, %31
  %33 = fsub float %32, %31
  %34 = fneg contract float %5
  %35 = fmul float %22, %34
  %36 = tail call contract float @__nv_expf(float noundef %35) #5
  %37 = fmul float %32, 0xBFE6A09E60000000
  %38 = tail call contract float @__nv_erfcf(float noundef %37) #5
  %39 = fmul float %38, 5.000000e-01
  %40 = fmul float %18, %39
  %41 = fmul float %20, %36
  %42 = fmul float %33, 0xBFE6A09E60000000
  %43 = tail call contract float @__nv_erfcf(float noundef %42) #5
  %44 = fmul float %43, 5.000000e-01
  %45 = fmul float %41, %44
  %46 = fsub float %40, %45
  %47 = getelementptr inbounds float, float* %3, i64 %16
  store float %46, float* %47, align 4, !tbaa !5
  %48 = tail call contract float @__nv_erfcf(float noundef %42) #5
  %49 = fmul float %48, 5.000000e-01
  %50 = fsub float 1.000000e+00, %49
  %51 = fmul float %41, %50
  %52 = tail call contract float @__nv_erfcf(float noundef %37) #5
  %53 = fmul float %52, 5.000000e-01
  %54 = fsub float 1.000000e+00, %53
  %55 = fmul float %18, %54
  %56 = fsub float %51, %55
  %57 = getelementptr inbounds float, float* %4, i64 %16
  store float %56, float* %57, align 4, !tbaa !5
  br label %58

58:                                               ; preds = %8, %15
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erfcf(float noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, float*, float*, float*, float*, float, float, i32)* @fp_black_scholes_libm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
