; ModuleID = 'fp_libm_calls.cu'
source_filename = "fp_libm_calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_libm_calls(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef writeonly %7, ptr nocapture noundef writeonly %8, ptr nocapture noundef writeonly %9, ptr nocapture noundef writeonly %10, ptr nocapture noundef writeonly %11, i32 noundef %12) local_unnamed_addr #0 {
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  %21 = icmp slt i32 %20, %12
  br i1 %21, label %22, label %55

22:                                               ; preds = %13
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds float, ptr %1, i64 %23
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = tail call contract float @__nv_expf(float noundef %25) #4
  %29 = getelementptr inbounds float, ptr %2, i64 %23
  store float %28, ptr %29, align 4, !tbaa !5
  %30 = tail call contract float @llvm.fabs.f32(float %25)
  %31 = fadd float %30, 5.000000e-01
  %32 = tail call contract float @__nv_logf(float noundef %31) #4
  %33 = getelementptr inbounds float, ptr %3, i64 %23
  store float %32, ptr %33, align 4, !tbaa !5
  %34 = tail call contract float @__nv_atan2f(float noundef %25, float noundef %27) #4
  %35 = getelementptr inbounds float, ptr %4, i64 %23
  store float %34, ptr %35, align 4, !tbaa !5
  %36 = tail call contract float @__nv_erff(float noundef %25) #4
  %37 = getelementptr inbounds float, ptr %5, i64 %23
  store float %36, ptr %37, align 4, !tbaa !5
  %38 = tail call contract float @__nv_tanhf(float noundef %27) #4
  %39 = getelementptr inbounds float, ptr %6, i64 %23
  store float %38, ptr %39, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #5
  %40 = fmul float %25, 1.000000e+01
  call void @__nv_sincosf(float noundef %40, ptr noundef nonnull %14, ptr noundef nonnull %15) #4
  %41 = load float, ptr %14, align 4, !tbaa !5
  %42 = getelementptr inbounds float, ptr %7, i64 %23
  store float %41, ptr %42, align 4, !tbaa !5
  %43 = load float, ptr %15, align 4, !tbaa !5
  %44 = getelementptr inbounds float, ptr %8, i64 %23
  store float %43, ptr %44, align 4, !tbaa !5
  %45 = call contract float @llvm.fabs.f32(float %27)
  %46 = fadd float %45, 2.500000e-01
  %47 = call contract float @llvm.pow.f32(float %46, float %25)
  %48 = getelementptr inbounds float, ptr %9, i64 %23
  store float %47, ptr %48, align 4, !tbaa !5
  %49 = fmul float %27, 1.000000e+02
  %50 = call contract float @llvm.sin.f32(float %49)
  %51 = getelementptr inbounds float, ptr %10, i64 %23
  store float %50, ptr %51, align 4, !tbaa !5
  %52 = fmul float %25, 4.000000e+00
  %53 = call contract float @llvm.exp2.f32(float %52)
  %54 = getelementptr inbounds float, ptr %11, i64 %23
  store float %53, ptr %54, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #5
  br label %55

55:                                               ; preds = %13, %22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_atan2f(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erff(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_tanhf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincosf(float noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_libm_calls, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
