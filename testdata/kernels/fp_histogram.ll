; ModuleID = 'fp_histogram.cu'
source_filename = "fp_histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12fp_histogramE1c = internal addrspace(3) global [32 x i32] undef, align 4
@_ZZ12fp_histogramE1s = internal addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_histogram(float* nocapture noundef readonly %0, i32* nocapture noundef %1, float* nocapture noundef %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %9 = icmp slt i32 %8, 32
  %10 = sext i32 %8 to i64
  br i1 %9, label %11, label %16

11:                                               ; preds = %7
  %12 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12fp_histogramE1s, i64 0, i64 %10
  %13 = addrspacecast float addrspace(3)* %12 to float*
  %14 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ12fp_histogramE1c, i64 0, i64 %10
  %15 = addrspacecast i32 addrspace(3)* %14 to i32*
  store i32 0, i32* %15, align 4, !tbaa !5
  store float 0.000000e+00, float* %13, align 4, !tbaa !9
  br label %16

16:                                               ; preds = %11, %7
  tail call void @llvm.nvvm.barrier0()
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %19 = mul i32 %17, %18
  %20 = add i32 %19, %8
  %21 = icmp slt i32 %20, %6
  br i1 %21, label %22, label %27

22:                                               ; preds = %16
  %23 = add nsw i32 %5, -1
  %24 = sitofp i32 %23 to float
  %25 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5
  %26 = mul i32 %18, %25
  br label %29

27:                                               ; preds = %45, %16
  tail call void @llvm.nvvm.barrier0()
  %28 = icmp sgt i32 %8, %5
  br i1 %28, label %66, label %53

29:                                               ; preds = %22, %45
  %30 = phi i32 [ %20, %22 ], [ %51, %45 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, float* %0, i64 %31
  %33 = load float, float* %32, align 4, !tbaa !9
  %34 = fcmp uno float %33, 0.000000e+00
  br i1 %34, label %45, label %35

35:                                               ; preds = %29
  %36 = fsub float %33, %3
  %37 = fmul float %36, %4
  %38 = tail call float @llvm.maxnum.f32(float %37, float 0.000000e+00)
  %39 = tail call float @llvm.minnum.f32(float %38, float %24)
  %40 = tail call i32 @llvm.nvvm.f2i.rm(float %39)
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12fp_histogramE1s, i64 0, i64 %41
  %43 = addrspacecast float addrspace(3)* %42 to float*
  %44 = atomicrmw fadd float* %43, float %33 seq_cst, align 4
  br label %45

45:                                               ; preds = %29, %35
  %46 = phi i32 [ %40, %35 ], [ %5, %29 ]
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ12fp_histogramE1c, i64 0, i64 %47
  %49 = addrspacecast i32 addrspace(3)* %48 to i32*
  %50 = atomicrmw add i32* %49, i32 1 seq_cst, align 4
  %51 = add i32 %30, %26
  %52 = icmp slt i32 %51, %6
  br i1 %52, label %29, label %27, !llvm.loop !11

53:                                               ; preds = %27
  %54 = getelementptr inbounds i32, i32* %1, i64 %10
  %55 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ12fp_histogramE1c, i64 0, i64 %10
  %56 = addrspacecast i32 addrspace(3)* %55 to i32*
  %57 = load i32, i32* %56, align 4, !tbaa !5
  %58 = atomicrmw add i32* %54, i32 %57 seq_cst, align 4
  %59 = icmp slt i32 %8, %5
  br i1 %59, label %60, label %66

60:                                               ; preds = %53
  %61 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12fp_histogramE1s, i64 0, i64 %10
  %62 = addrspacecast float addrspace(3)* %61 to float*
  %63 = getelementptr inbounds float, float* %2, i64 %10
  %64 = load float, float* %62, align 4, !tbaa !9
  %65 = atomicrmw fadd float* %63, float %64 seq_cst, align 4
  br label %66

66:                                               ; preds = %53, %60, %27
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rm(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, i32*, float*, float, float, i32, i32)* @fp_histogram, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
