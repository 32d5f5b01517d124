; ModuleID = 'fp_compare_select.cu'
source_filename = "fp_compare_select.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fp_compare_select(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %90

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %1, i64 %15
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = getelementptr inbounds double, ptr %2, i64 %15
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fcmp olt float %17, %19
  %23 = zext i1 %22 to i32
  %24 = fcmp ole float %17, %19
  %25 = select i1 %24, i32 2, i32 0
  %26 = fcmp oeq float %17, %19
  %27 = select i1 %26, i32 4, i32 0
  %28 = fcmp une float %17, %19
  %29 = select i1 %28, i32 8, i32 0
  %30 = fcmp ult float %17, %19
  %31 = select i1 %30, i32 16, i32 0
  %32 = fcmp ule float %17, %19
  %33 = select i1 %32, i32 32, i32 0
  %34 = fcmp uno float %17, 0.000000e+00
  %35 = select i1 %34, i32 64, i32 0
  %36 = tail call float @llvm.fabs.f32(float %17)
  %37 = fcmp oeq float %36, 0x7FF0000000000000
  %38 = select i1 %37, i32 128, i32 0
  %39 = bitcast float %17 to i32
  %40 = lshr i32 %39, 23
  %41 = and i32 %40, 256
  %42 = fpext float %17 to double
  %43 = fcmp olt double %21, %42
  %44 = select i1 %43, i32 512, i32 0
  %45 = fcmp uno double %21, 0.000000e+00
  %46 = fcmp uno float %19, 0.000000e+00
  %47 = select i1 %45, i1 true, i1 %46
  %48 = select i1 %47, i32 1024, i32 0
  %49 = or i32 %35, %23
  %50 = or i32 %49, %25
  %51 = or i32 %50, %27
  %52 = or i32 %51, %29
  %53 = or i32 %52, %31
  %54 = or i32 %53, %33
  %55 = or i32 %54, %38
  %56 = or i32 %55, %41
  %57 = or i32 %56, %44
  %58 = or i32 %57, %48
  %59 = getelementptr inbounds i32, ptr %3, i64 %15
  store i32 %58, ptr %59, align 4, !tbaa !11
  %60 = select i1 %22, float %17, float %19
  %61 = shl nsw i32 %12, 2
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %4, i64 %62
  store float %60, ptr %63, align 4, !tbaa !5
  %64 = tail call float @llvm.maxnum.f32(float %17, float %19)
  %65 = or i32 %61, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %4, i64 %66
  store float %64, ptr %67, align 4, !tbaa !5
  %68 = tail call contract float @llvm.copysign.f32(float %19, float %17)
  %69 = or i32 %61, 2
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %4, i64 %70
  store float %68, ptr %71, align 4, !tbaa !5
  %72 = fcmp oge float %17, 0.000000e+00
  %73 = fneg contract float %17
  %74 = fadd float %17, 1.000000e+00
  %75 = select contract i1 %72, float %74, float %73
  %76 = or i32 %61, 3
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %4, i64 %77
  store float %75, ptr %78, align 4, !tbaa !5
  %79 = fcmp ogt double %21, 5.000000e-01
  %80 = fneg contract double %21
  %81 = select contract i1 %79, double %21, double %80
  %82 = shl nsw i32 %12, 1
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds double, ptr %5, i64 %83
  store double %81, ptr %84, align 8, !tbaa !9
  %85 = fpext float %19 to double
  %86 = tail call double @llvm.minnum.f64(double %21, double %85)
  %87 = or i32 %82, 1
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds double, ptr %5, i64 %88
  store double %86, ptr %89, align 8, !tbaa !9
  br label %90

90:                                               ; preds = %7, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_compare_select, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
