; ModuleID = 'fp_libm_calls.cu'
source_filename = "fp_libm_calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_libm_calls(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, float* nocapture noundef writeonly %4, float* nocapture noundef writeonly %5, float* nocapture noundef writeonly %6, float* nocapture noundef writeonly %7, float* nocapture noundef writeonly %8, float* nocapture noundef writeonly %9, float* nocapture noundef writeonly %10, float* nocapture noundef writeonly %11, i32 noundef %12) local_unnamed_addr #0 {
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %18 = mul i32 %16, %17
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %20 = add i32 %18, %19
  %21 = icmp slt i32 %20, %12
  br i1 %21, label %22, label %57

22:                                               ; preds = %13
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, float* %0, i64 %23
  %25 = load float, float* %24, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %1, i64 %23
  %27 = load float, float* %26, align 4, !tbaa !5
  %28 = tail call contract float @__nv_expf(float noundef %25) #6
  %29 = getelementptr inbounds float, float* %2, i64 %23
  store float %28, float* %29, align 4, !tbaa !5
  %30 = tail call contract float @llvm.fabs.f32(float %25)
  %31 = fadd float %30, 5.000000e-01
  %32 = tail call contract float @__nv_logf(float noundef %31) #6
  %33 = getelementptr inbounds float, float* %3, i64 %23
  store float %32, float* %33, align 4, !tbaa !5
  %34 = tail call contract float @__nv_atan2f(float noundef %25, float noundef %27) #6
  %35 = getelementptr inbounds float, float* %4, i64 %23
  store float %34, float* %35, align 4, !tbaa !5
  %36 = tail call contract float @__nv_erff(float noundef %25) #6
  %37 = getelementptr inbounds float, float* %5, i64 %23
  store float %36, float* %37, align 4, !tbaa !5
  %38 = tail call contract float @__nv_tanhf(float noundef %27) #6
  %39 = getelementptr inbounds float, float* %6, i64 %23
  store float %38, float* %39, align 4, !tbaa !5
  %40 = bitcast float* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %40) #5
  %41 = bitcast float* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %41) #5
  %42 = fmul float %25, 1.000000e+01
  call void @__nv_sincosf(float noundef %42, float* noundef nonnull %14, float* noundef nonnull %15) #6
  %43 = load float, float* %14, align 4, !tbaa !5
  %44 = getelementptr inbounds float, float* %7, i64 %23
  store float %43, float* %44, align 4, !tbaa !5
  %45 = load float, float* %15, align 4, !tbaa !5
  %46 = getelementptr inbounds float, float* %8, i64 %23
  store float %45, float* %46, align 4, !tbaa !5
  %47 = call contract float @llvm.fabs.f32(float %27)
  %48 = fadd float %47, 2.500000e-01
  %49 = call contract float @llvm.pow.f32(float %48, float %25)
  %50 = getelementptr inbounds float, float* %9, i64 %23
  store float %49, float* %50, align 4, !tbaa !5
  %51 = fmul float %27, 1.000000e+02
  %52 = call contract float @llvm.sin.f32(float %51)
  %53 = getelementptr inbounds float, float* %10, i64 %23
  store float %52, float* %53, align 4, !tbaa !5
  %54 = fmul float %25, 4.000000e+00
  %55 = call contract float @llvm.exp2.f32(float %54)
  %56 = getelementptr inbounds float, float* %11, i64 %23
  store float %55, float* %56, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %41) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %40) #5
  br label %57

57:                                               ; preds = %13, %22
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_atan2f(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erff(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_tanhf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincosf(float noundef, float* noundef, float* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.pow.f32(float, float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sin.f32(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.exp2.f32(float) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, float*, float*, float*, float*, float*, float*, float*, float*, float*, float*, float*, i32)* @fp_libm_calls, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
