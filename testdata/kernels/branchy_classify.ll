; ModuleID = 'branchy_classify.cu'
source_filename = "branchy_classify.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @branchy_classify(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %65

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = and i32 %9, 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %43, label %18

18:                                               ; preds = %12
  %19 = icmp slt i32 %15, 0
  br i1 %19, label %20, label %24

20:                                               ; preds = %18
  %21 = getelementptr inbounds i32, i32* %1, i64 %13
  store i32 1, i32* %21, align 4, !tbaa !5
  %22 = ashr i32 %15, 1
  %23 = sub nsw i32 0, %22
  br label %62

24:                                               ; preds = %18
  %25 = icmp sgt i32 %15, %3
  br i1 %25, label %26, label %29

26:                                               ; preds = %24
  %27 = getelementptr inbounds i32, i32* %1, i64 %13
  store i32 2, i32* %27, align 4, !tbaa !5
  %28 = sub i32 %15, %3
  br label %62

29:                                               ; preds = %24
  %30 = xor i32 %15, %3
  %31 = and i32 %15, 7
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %36

33:                                               ; preds = %36, %29
  %34 = phi i32 [ %30, %29 ], [ %40, %36 ]
  %35 = getelementptr inbounds i32, i32* %1, i64 %13
  store i32 3, i32* %35, align 4, !tbaa !5
  br label %62

36:                                               ; preds = %29, %36
  %37 = phi i32 [ %41, %36 ], [ %31, %29 ]
  %38 = phi i32 [ %40, %36 ], [ %30, %29 ]
  %39 = mul i32 %38, 33
  %40 = add i32 %39, %37
  %41 = add nsw i32 %37, -1
  %42 = icmp ugt i32 %37, 1
  br i1 %42, label %36, label %33, !llvm.loop !9

43:                                               ; preds = %12
  %44 = and i32 %15, 255
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %49

46:                                               ; preds = %43
  %47 = getelementptr inbounds i32, i32* %1, i64 %13
  store i32 4, i32* %47, align 4, !tbaa !5
  %48 = ashr i32 %15, 8
  br label %62

49:                                               ; preds = %43
  %50 = and i32 %15, 256
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %59, label %52

52:                                               ; preds = %49
  %53 = icmp ult i32 %9, 16
  %54 = getelementptr inbounds i32, i32* %1, i64 %13
  br i1 %53, label %55, label %57

55:                                               ; preds = %52
  store i32 5, i32* %54, align 4, !tbaa !5
  %56 = add i32 %15, %9
  br label %62

57:                                               ; preds = %52
  store i32 6, i32* %54, align 4, !tbaa !5
  %58 = add i32 %15, -1
  br label %62

59:                                               ; preds = %49
  %60 = getelementptr inbounds i32, i32* %1, i64 %13
  store i32 7, i32* %60, align 4, !tbaa !5
  %61 = xor i32 %15, -1
  br label %62

62:                                               ; preds = %46, %55, %57, %59, %20, %33, %26
  %63 = phi i32 [ %28, %26 ], [ %34, %33 ], [ %23, %20 ], [ %61, %59 ], [ %58, %57 ], [ %56, %55 ], [ %48, %46 ]
  %64 = getelementptr inbounds i32, i32* %2, i64 %13
  store i32 %63, i32* %64, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %62, %5
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

!0 = !{void (i32*, i32*, i32*, i32, i32)* @branchy_classify, !"kernel", i32 1}
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
