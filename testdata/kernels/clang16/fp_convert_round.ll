; ModuleID = 'fp_convert_round.cu'
source_filename = "fp_convert_round.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fp_convert_round(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef writeonly %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %7
  br i1 %14, label %15, label %138

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds double, ptr %1, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = getelementptr inbounds i32, ptr %2, i64 %16
  %22 = load i32, ptr %21, align 4, !tbaa !11
  %23 = tail call i32 @llvm.nvvm.f2i.rn(float %18)
  %24 = shl nsw i32 %13, 3
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %3, i64 %25
  store i32 %23, ptr %26, align 4, !tbaa !11
  %27 = tail call i32 @llvm.nvvm.f2i.rm(float %18)
  %28 = or i32 %24, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %3, i64 %29
  store i32 %27, ptr %30, align 4, !tbaa !11
  %31 = tail call i32 @llvm.nvvm.f2i.rp(float %18)
  %32 = or i32 %24, 2
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %3, i64 %33
  store i32 %31, ptr %34, align 4, !tbaa !11
  %35 = tail call float @llvm.fabs.f32(float %18)
  %36 = fcmp olt float %35, 2.000000e+09
  %37 = fptosi float %18 to i32
  %38 = select i1 %36, i32 %37, i32 -1
  %39 = or i32 %24, 3
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %3, i64 %40
  store i32 %38, ptr %41, align 4, !tbaa !11
  %42 = tail call i32 @llvm.nvvm.f2ui.rn(float %18)
  %43 = or i32 %24, 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %3, i64 %44
  store i32 %42, ptr %45, align 4, !tbaa !11
  %46 = tail call i32 @llvm.nvvm.d2i.rn(double %20)
  %47 = or i32 %24, 5
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %3, i64 %48
  store i32 %46, ptr %49, align 4, !tbaa !11
  %50 = tail call i32 @llvm.nvvm.d2i.rm(double %20)
  %51 = or i32 %24, 6
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %3, i64 %52
  store i32 %50, ptr %53, align 4, !tbaa !11
  %54 = tail call double @llvm.fabs.f64(double %20)
  %55 = fcmp olt double %54, 4.000000e+09
  %56 = fcmp ogt double %20, -1.000000e+00
  %57 = select i1 %55, i1 %56, i1 false
  %58 = fptoui double %20 to i32
  %59 = select i1 %57, i32 %58, i32 -1
  %60 = or i32 %24, 7
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %3, i64 %61
  store i32 %59, ptr %62, align 4, !tbaa !11
  %63 = tail call i64 @llvm.nvvm.f2ll.rn(float %18)
  %64 = shl nsw i32 %13, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i64, ptr %4, i64 %65
  store i64 %63, ptr %66, align 8, !tbaa !13
  %67 = tail call i64 @llvm.nvvm.d2ll.rp(double %20)
  %68 = or i32 %64, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i64, ptr %4, i64 %69
  store i64 %67, ptr %70, align 8, !tbaa !13
  %71 = tail call contract float @llvm.floor.f32(float %18)
  %72 = mul nsw i32 %13, 12
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %5, i64 %73
  store float %71, ptr %74, align 4, !tbaa !5
  %75 = tail call contract float @llvm.ceil.f32(float %18)
  %76 = or i32 %72, 1
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %5, i64 %77
  store float %75, ptr %78, align 4, !tbaa !5
  %79 = tail call contract float @llvm.trunc.f32(float %18)
  %80 = or i32 %72, 2
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %5, i64 %81
  store float %79, ptr %82, align 4, !tbaa !5
  %83 = tail call contract float @llvm.rint.f32(float %18)
  %84 = or i32 %72, 3
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %5, i64 %85
  store float %83, ptr %86, align 4, !tbaa !5
  %87 = tail call contract float @llvm.round.f32(float %18)
  %88 = add nsw i32 %72, 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %5, i64 %89
  store float %87, ptr %90, align 4, !tbaa !5
  %91 = sitofp i32 %22 to float
  %92 = add nsw i32 %72, 5
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %5, i64 %93
  store float %91, ptr %94, align 4, !tbaa !5
  %95 = sext i32 %22 to i64
  %96 = mul nsw i64 %95, 1000003
  %97 = sitofp i64 %96 to float
  %98 = add nsw i32 %72, 6
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %5, i64 %99
  store float %97, ptr %100, align 4, !tbaa !5
  %101 = fptrunc double %20 to float
  %102 = add nsw i32 %72, 7
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %5, i64 %103
  store float %101, ptr %104, align 4, !tbaa !5
  %105 = tail call contract float @llvm.nvvm.d2f.rz(double %20)
  %106 = add nsw i32 %72, 8
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %5, i64 %107
  store float %105, ptr %108, align 4, !tbaa !5
  %109 = tail call contract float @llvm.nvvm.d2f.rm(double %20)
  %110 = add nsw i32 %72, 9
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %5, i64 %111
  store float %109, ptr %112, align 4, !tbaa !5
  %113 = tail call contract float @llvm.nvvm.d2f.rp(double %20)
  %114 = add nsw i32 %72, 10
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %5, i64 %115
  store float %113, ptr %116, align 4, !tbaa !5
  %117 = uitofp i32 %22 to float
  %118 = add nsw i32 %72, 11
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %5, i64 %119
  store float %117, ptr %120, align 4, !tbaa !5
  %121 = tail call contract double @llvm.floor.f64(double %20)
  %122 = shl nsw i32 %13, 2
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds double, ptr %6, i64 %123
  store double %121, ptr %124, align 8, !tbaa !9
  %125 = tail call contract double @llvm.rint.f64(double %20)
  %126 = or i32 %122, 1
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds double, ptr %6, i64 %127
  store double %125, ptr %128, align 8, !tbaa !9
  %129 = fpext float %18 to double
  %130 = or i32 %122, 2
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds double, ptr %6, i64 %131
  store double %129, ptr %132, align 8, !tbaa !9
  %133 = sitofp i32 %22 to double
  %134 = fmul double %133, 5.000000e-01
  %135 = or i32 %122, 3
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds double, ptr %6, i64 %136
  store double %134, ptr %137, align 8, !tbaa !9
  br label %138

138:                                              ; preds = %8, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rm(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rp(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rn(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rm(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rn(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rp(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rz(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rm(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rp(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_convert_round, !"kernel", i32 1}
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
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
