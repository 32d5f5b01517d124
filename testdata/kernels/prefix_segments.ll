; ModuleID = 'prefix_segments.cu'
source_filename = "prefix_segments.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @prefix_segments(i32* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %10 = add i32 %8, %9
  %11 = icmp ult i32 %10, %4
  br i1 %11, label %12, label %68

12:                                               ; preds = %5
  %13 = zext i32 %10 to i64
  %14 = sext i32 %3 to i64
  %15 = mul nsw i64 %14, %13
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %17, label %68

17:                                               ; preds = %12
  %18 = and i32 %3, 1
  %19 = icmp eq i32 %3, 1
  br i1 %19, label %53, label %20

20:                                               ; preds = %17
  %21 = and i32 %3, -2
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i32 [ 0, %20 ], [ %48, %22 ]
  %24 = phi i32 [ -2147483648, %20 ], [ %45, %22 ]
  %25 = phi i64 [ 0, %20 ], [ %43, %22 ]
  %26 = phi i32 [ 0, %20 ], [ %49, %22 ]
  %27 = zext i32 %23 to i64
  %28 = add nsw i64 %15, %27
  %29 = getelementptr inbounds i32, i32* %0, i64 %28
  %30 = load i32, i32* %29, align 4, !tbaa !5
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %25, %31
  %33 = icmp sgt i32 %30, %24
  %34 = select i1 %33, i32 %30, i32 %24
  %35 = getelementptr inbounds i64, i64* %1, i64 %28
  store i64 %32, i64* %35, align 8, !tbaa !9
  %36 = getelementptr inbounds i32, i32* %2, i64 %28
  store i32 %34, i32* %36, align 4, !tbaa !5
  %37 = or i32 %23, 1
  %38 = zext i32 %37 to i64
  %39 = add nsw i64 %15, %38
  %40 = getelementptr inbounds i32, i32* %0, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 %32, %42
  %44 = icmp sgt i32 %41, %34
  %45 = select i1 %44, i32 %41, i32 %34
  %46 = getelementptr inbounds i64, i64* %1, i64 %39
  store i64 %43, i64* %46, align 8, !tbaa !9
  %47 = getelementptr inbounds i32, i32* %2, i64 %39
  store i32 %45, i32* %47, align 4, !tbaa !5
  %48 = add nuw nsw i32 %23, 2
  %49 = add i32 %26, 2
  %50 = icmp eq i32 %49, %21
  br i1 %50, label %51, label %22, !llvm.loop !11

51:                                               ; preds = %22
  %52 = zext i32 %48 to i64
  br label %53

53:                                               ; preds = %51, %17
  %54 = phi i64 [ 0, %17 ], [ %52, %51 ]
  %55 = phi i32 [ -2147483648, %17 ], [ %45, %51 ]
  %56 = phi i64 [ 0, %17 ], [ %43, %51 ]
  %57 = icmp eq i32 %18, 0
  br i1 %57, label %68, label %58

58:                                               ; preds = %53
  %59 = add i64 %15, %54
  %60 = getelementptr inbounds i32, i32* %0, i64 %59
  %61 = load i32, i32* %60, align 4, !tbaa !5
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %56, %62
  %64 = icmp sgt i32 %61, %55
  %65 = select i1 %64, i32 %61, i32 %55
  %66 = getelementptr inbounds i64, i64* %1, i64 %59
  store i64 %63, i64* %66, align 8, !tbaa !9
  %67 = getelementptr inbounds i32, i32* %2, i64 %59
  store i32 %65, i32* %67, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %58, %53, %12, %5
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

!0 = !{void (i32*, i64*, i32*, i32, i32)* @prefix_segments, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
