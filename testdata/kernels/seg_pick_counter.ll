; ModuleID = 'seg_pick_counter.cu'
source_filename = "seg_pick_counter.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @seg_pick_counter(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i32* nocapture noundef %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %12 = mul i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %8
  br i1 %15, label %16, label %63

16:                                               ; preds = %9
  %17 = mul nsw i32 %14, 3
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %3, i64 %18
  %20 = sext i32 %14 to i64
  %21 = getelementptr inbounds i32, i32* %1, i64 %20
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = add nsw i32 %14, 1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %1, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = icmp slt i32 %22, %26
  br i1 %27, label %28, label %63

28:                                               ; preds = %16
  %29 = getelementptr inbounds i32, i32* %19, i64 2
  %30 = getelementptr inbounds i32, i32* %2, i64 2
  %31 = getelementptr inbounds i32, i32* %19, i64 1
  %32 = getelementptr inbounds i32, i32* %2, i64 1
  br label %33

33:                                               ; preds = %28, %51
  %34 = phi i32 [ %22, %28 ], [ %60, %51 ]
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %0, i64 %35
  %37 = load i32, i32* %36, align 4, !tbaa !5
  %38 = icmp slt i32 %37, %6
  br i1 %38, label %39, label %41

39:                                               ; preds = %33
  %40 = sub nsw i32 %6, %37
  br label %45

41:                                               ; preds = %33
  %42 = icmp slt i32 %37, %7
  br i1 %42, label %51, label %43

43:                                               ; preds = %41
  %44 = sub nsw i32 %37, %7
  br label %45

45:                                               ; preds = %39, %43
  %46 = phi i32* [ %5, %43 ], [ %4, %39 ]
  %47 = phi i32 [ %44, %43 ], [ %40, %39 ]
  %48 = phi i32* [ %29, %43 ], [ %19, %39 ]
  %49 = phi i32* [ %30, %43 ], [ %2, %39 ]
  %50 = getelementptr inbounds i32, i32* %46, i64 %35
  store i32 %47, i32* %50, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %45, %41
  %52 = phi i32* [ %31, %41 ], [ %48, %45 ]
  %53 = phi i32* [ %32, %41 ], [ %49, %45 ]
  %54 = and i32 %37, 1
  %55 = add nuw nsw i32 %54, 1
  %56 = load i32, i32* %53, align 4, !tbaa !5
  %57 = add nsw i32 %55, %56
  %58 = load i32, i32* %52, align 4, !tbaa !5
  %59 = add nsw i32 %57, %58
  store i32 %59, i32* %52, align 4, !tbaa !5
  %60 = add nsw i32 %34, 1
  %61 = load i32, i32* %25, align 4, !tbaa !5
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %33, label %63, !llvm.loop !9

63:                                               ; preds = %51, %16, %9
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32*, i32*, i32*, i32, i32, i32)* @seg_pick_counter, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
