; ModuleID = 'fp_histogram.cu'
source_filename = "fp_histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12fp_histogramE1c = internal addrspace(3) global [32 x i32] undef, align 4
@_ZZ12fp_histogramE1s = internal addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_histogram(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, 32
  br i1 %9, label %10, label %14

10:                                               ; preds = %7
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1s to ptr), i64 0, i64 %11
  %13 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1c to ptr), i64 0, i64 %11
  store i32 0, ptr %13, align 4, !tbaa !5
  store float 0.000000e+00, ptr %12, align 4, !tbaa !9
  br label %14

14:                                               ; preds = %10, %7
  tail call void @llvm.nvvm.barrier0()
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %17, %8
  %19 = icmp slt i32 %18, %6
  br i1 %19, label %20, label %25

20:                                               ; preds = %14
  %21 = add nsw i32 %5, -1
  %22 = sitofp i32 %21 to float
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %24 = mul i32 %16, %23
  br label %27

25:                                               ; preds = %42, %14
  tail call void @llvm.nvvm.barrier0()
  %26 = icmp sgt i32 %8, %5
  br i1 %26, label %61, label %49

27:                                               ; preds = %20, %42
  %28 = phi i32 [ %18, %20 ], [ %47, %42 ]
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !9
  %32 = fcmp uno float %31, 0.000000e+00
  br i1 %32, label %42, label %33

33:                                               ; preds = %27
  %34 = fsub float %31, %3
  %35 = fmul float %34, %4
  %36 = tail call float @llvm.maxnum.f32(float %35, float 0.000000e+00)
  %37 = tail call float @llvm.minnum.f32(float %36, float %22)
  %38 = tail call i32 @llvm.nvvm.f2i.rm(float %37)
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1s to ptr), i64 0, i64 %39
  %41 = atomicrmw fadd ptr %40, float %31 seq_cst, align 4
  br label %42

42:                                               ; preds = %27, %33
  %43 = phi i32 [ %38, %33 ], [ %5, %27 ]
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1c to ptr), i64 0, i64 %44
  %46 = atomicrmw add ptr %45, i32 1 seq_cst, align 4
  %47 = add i32 %28, %24
  %48 = icmp slt i32 %47, %6
  br i1 %48, label %27, label %25, !llvm.loop !11

49:                                               ; preds = %25
  %50 = sext i32 %8 to i64
  %51 = getelementptr inbounds i32, ptr %1, i64 %50
  %52 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1c to ptr), i64 0, i64 %50
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = atomicrmw add ptr %51, i32 %53 seq_cst, align 4
  %55 = icmp slt i32 %8, %5
  br i1 %55, label %56, label %61

56:                                               ; preds = %49
  %57 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fp_histogramE1s to ptr), i64 0, i64 %50
  %58 = getelementptr inbounds float, ptr %2, i64 %50
  %59 = load float, ptr %57, align 4, !tbaa !9
  %60 = atomicrmw fadd ptr %58, float %59 seq_cst, align 4
  br label %61

61:                                               ; preds = %49, %56, %25
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rm(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_histogram, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
