; ModuleID = 'fp_black_scholes.cu'
source_filename = "fp_black_scholes.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fp_black_scholes(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, float noundef %5, float noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %7
  br i1 %14, label %15, label %84

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds float, ptr %1, i64 %16
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = getelementptr inbounds float, ptr %2, i64 %16
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = tail call float @llvm.sqrt.f32(float %22)
  %24 = fdiv float %18, %20
  %25 = tail call contract float @llvm.nvvm.lg2.approx.f(float %24)
  %26 = fmul float %25, 0x3FE62E4300000000
  %27 = fmul float %6, 5.000000e-01
  %28 = fmul float %27, %6
  %29 = fadd float %28, %5
  %30 = fmul float %29, %22
  %31 = fadd float %30, %26
  %32 = fmul float %23, %6
  %33 = fdiv float %31, %32
  %34 = fsub float %33, %32
  %35 = tail call contract float @llvm.fabs.f32(float %33)
  %36 = tail call float @llvm.fma.f32(float %35, float 0x3FCDA67120000000, float 1.000000e+00)
  %37 = fdiv float 1.000000e+00, %36
  %38 = tail call float @llvm.fma.f32(float %37, float 0x3FF548CDE0000000, float 0xBFFD23DD40000000)
  %39 = tail call float @llvm.fma.f32(float %38, float %37, float 0x3FFC80EF00000000)
  %40 = tail call float @llvm.fma.f32(float %39, float %37, float 0xBFD6D1F0E0000000)
  %41 = tail call float @llvm.fma.f32(float %40, float %37, float 0x3FD470BF40000000)
  %42 = fmul float %37, %41
  %43 = fmul float %33, -5.000000e-01
  %44 = fmul float %33, %43
  %45 = fmul float %44, 0x3FF7154760000000
  %46 = tail call contract float @llvm.nvvm.ex2.approx.ftz.f(float %45)
  %47 = fmul float %46, 0x3FD9884540000000
  %48 = fmul float %47, %42
  %49 = fcmp ogt float %33, 0.000000e+00
  %50 = fsub float 1.000000e+00, %48
  %51 = select contract i1 %49, float %50, float %48
  %52 = tail call contract float @llvm.fabs.f32(float %34)
  %53 = tail call float @llvm.fma.f32(float %52, float 0x3FCDA67120000000, float 1.000000e+00)
  %54 = fdiv float 1.000000e+00, %53
  %55 = tail call float @llvm.fma.f32(float %54, float 0x3FF548CDE0000000, float 0xBFFD23DD40000000)
  %56 = tail call float @llvm.fma.f32(float %55, float %54, float 0x3FFC80EF00000000)
  %57 = tail call float @llvm.fma.f32(float %56, float %54, float 0xBFD6D1F0E0000000)
  %58 = tail call float @llvm.fma.f32(float %57, float %54, float 0x3FD470BF40000000)
  %59 = fmul float %54, %58
  %60 = fmul float %34, -5.000000e-01
  %61 = fmul float %34, %60
  %62 = fmul float %61, 0x3FF7154760000000
  %63 = tail call contract float @llvm.nvvm.ex2.approx.ftz.f(float %62)
  %64 = fmul float %63, 0x3FD9884540000000
  %65 = fmul float %64, %59
  %66 = fcmp ogt float %34, 0.000000e+00
  %67 = fsub float 1.000000e+00, %65
  %68 = select contract i1 %66, float %67, float %65
  %69 = fneg contract float %5
  %70 = fmul float %22, %69
  %71 = fmul float %70, 0x3FF7154760000000
  %72 = tail call contract float @llvm.nvvm.ex2.approx.ftz.f(float %71)
  %73 = fmul float %20, %72
  %74 = fmul float %18, %51
  %75 = fmul float %73, %68
  %76 = fsub float %74, %75
  %77 = getelementptr inbounds float, ptr %3, i64 %16
  store float %76, ptr %77, align 4, !tbaa !5
  %78 = fsub float 1.000000e+00, %68
  %79 = fmul float %73, %78
  %80 = fsub float 1.000000e+00, %51
  %81 = fmul float %18, %80
  %82 = fsub float %79, %81
  %83 = getelementptr inbounds float, ptr %4, i64 %16
  store float %82, ptr %83, align 4, !tbaa !5
  br label %84

84:                                               ; preds = %8, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_black_scholes, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
