; ModuleID = 'fp_transcendental.cu'
source_filename = "fp_transcendental.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fp_transcendental(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef writeonly %7, ptr nocapture noundef writeonly %8, i32 noundef %9) local_unnamed_addr #0 {
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %9
  br i1 %16, label %17, label %42

17:                                               ; preds = %10
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = tail call contract float @llvm.fabs.f32(float %20)
  %22 = tail call contract float @llvm.nvvm.ex2.approx.f(float %20)
  %23 = getelementptr inbounds float, ptr %1, i64 %18
  store float %22, ptr %23, align 4, !tbaa !5
  %24 = fmul float %20, 8.000000e+00
  %25 = tail call contract float @llvm.nvvm.ex2.approx.ftz.f(float %24)
  %26 = getelementptr inbounds float, ptr %2, i64 %18
  store float %25, ptr %26, align 4, !tbaa !5
  %27 = fadd float %21, 2.500000e-01
  %28 = tail call contract float @llvm.nvvm.lg2.approx.f(float %27)
  %29 = getelementptr inbounds float, ptr %3, i64 %18
  store float %28, ptr %29, align 4, !tbaa !5
  %30 = tail call contract float @llvm.nvvm.sin.approx.f(float %20)
  %31 = getelementptr inbounds float, ptr %4, i64 %18
  store float %30, ptr %31, align 4, !tbaa !5
  %32 = tail call contract float @llvm.nvvm.cos.approx.f(float %20)
  %33 = getelementptr inbounds float, ptr %5, i64 %18
  store float %32, ptr %33, align 4, !tbaa !5
  %34 = fadd float %21, 1.000000e+00
  %35 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %34)
  %36 = getelementptr inbounds float, ptr %6, i64 %18
  store float %35, ptr %36, align 4, !tbaa !5
  %37 = tail call contract float @llvm.nvvm.sqrt.approx.f(float %21)
  %38 = getelementptr inbounds float, ptr %7, i64 %18
  store float %37, ptr %38, align 4, !tbaa !5
  %39 = fadd float %21, 5.000000e-01
  %40 = tail call contract float @llvm.nvvm.div.approx.f(float %20, float %39)
  %41 = getelementptr inbounds float, ptr %8, i64 %18
  store float %40, ptr %41, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %10, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_transcendental, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
