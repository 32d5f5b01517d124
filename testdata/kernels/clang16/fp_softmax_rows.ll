; ModuleID = 'fp_softmax_rows.cu'
source_filename = "fp_softmax_rows.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @fp_softmax_rows(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, %3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = icmp slt i32 %5, %3
  br i1 %10, label %23, label %11

11:                                               ; preds = %23, %4
  %12 = phi float [ 0xFFF0000000000000, %4 ], [ %29, %23 ]
  %13 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %12, i32 16, i32 31)
  %14 = tail call float @llvm.maxnum.f32(float %12, float %13)
  %15 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 8, i32 31)
  %16 = tail call float @llvm.maxnum.f32(float %14, float %15)
  %17 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %16, i32 4, i32 31)
  %18 = tail call float @llvm.maxnum.f32(float %16, float %17)
  %19 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %18, i32 2, i32 31)
  %20 = tail call float @llvm.maxnum.f32(float %18, float %19)
  %21 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %20, i32 1, i32 31)
  %22 = tail call float @llvm.maxnum.f32(float %20, float %21)
  br i1 %10, label %46, label %32

23:                                               ; preds = %4, %23
  %24 = phi float [ %29, %23 ], [ 0xFFF0000000000000, %4 ]
  %25 = phi i32 [ %30, %23 ], [ %5, %4 ]
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %9, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !5
  %29 = tail call float @llvm.maxnum.f32(float %24, float %28)
  %30 = add nsw i32 %25, 32
  %31 = icmp slt i32 %30, %3
  br i1 %31, label %23, label %11, !llvm.loop !9

32:                                               ; preds = %46, %11
  %33 = phi float [ 0.000000e+00, %11 ], [ %55, %46 ]
  %34 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %33, i32 16, i32 31)
  %35 = fadd float %33, %34
  %36 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %35, i32 8, i32 31)
  %37 = fadd float %35, %36
  %38 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %37, i32 4, i32 31)
  %39 = fadd float %37, %38
  %40 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %39, i32 2, i32 31)
  %41 = fadd float %39, %40
  %42 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %41, i32 1, i32 31)
  %43 = fadd float %41, %42
  %44 = tail call contract float @llvm.nvvm.lg2.approx.f(float %43)
  %45 = fmul float %44, 0x3FE62E4300000000
  br i1 %10, label %59, label %58

46:                                               ; preds = %11, %46
  %47 = phi i32 [ %56, %46 ], [ %5, %11 ]
  %48 = phi float [ %55, %46 ], [ 0.000000e+00, %11 ]
  %49 = sext i32 %47 to i64
  %50 = getelementptr inbounds float, ptr %9, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = fsub float %51, %22
  %53 = fmul float %52, 0x3FF7154760000000
  %54 = tail call contract float @llvm.nvvm.ex2.approx.ftz.f(float %53)
  %55 = fadd float %48, %54
  %56 = add nsw i32 %47, 32
  %57 = icmp slt i32 %56, %3
  br i1 %57, label %46, label %32, !llvm.loop !11

58:                                               ; preds = %59, %32
  ret void

59:                                               ; preds = %32, %59
  %60 = phi i32 [ %73, %59 ], [ %5, %32 ]
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %9, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = fsub float %63, %22
  %65 = fmul float %64, 0x3FF7154760000000
  %66 = tail call contract float @llvm.nvvm.ex2.approx.ftz.f(float %65)
  %67 = tail call contract float @llvm.nvvm.div.approx.f(float %66, float %43)
  %68 = add i32 %60, %7
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %1, i64 %69
  store float %67, ptr %70, align 4, !tbaa !5
  %71 = fsub float %64, %45
  %72 = getelementptr inbounds float, ptr %2, i64 %69
  store float %71, ptr %72, align 4, !tbaa !5
  %73 = add nsw i32 %60, 32
  %74 = icmp slt i32 %73, %3
  br i1 %74, label %59, label %58, !llvm.loop !12
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_softmax_rows, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
