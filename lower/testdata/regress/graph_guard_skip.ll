; opt: 0
; opt: 2
; opt: 2 stress 3
; launch: --kernel graph_multi_exit --grid 1,1,1 --block 32,1,1 rowptr=buf:i32:9=0,1,5,11,17,23,23,25,25 col=buf:i32:25=31,48,28,30,41,24,50,13,6,31,1,24,27,38,48,49,0,44,28,17,46,14,37,6,20 weight=buf:i32:25=-93,-95,-94,66,38,-98,-3,75,-45,8,85,-93,35,-44,95,12,26,41,-41,-12,-41,73,-44,94,17 hits=buf:i32:8=950,-407,897,-956,-148,715,876,139 misses=buf:i32:8=888,315,-796,-620,288,482,761,-393 n=i32:8 rounds=i32:3
; issue 17 point 3, second form (testdata/kernels/graph_multi_exit.cu, with a loop in
; the else arm): the search loop exits into both arms of an if, and the divergent guard
; before it (i < end) also skips it straight into the else arm. Deadlocked at BSYNC when
; the loop's exits were funnelled but blocks that only end the thread still counted for
; post-dominance (b406cb2); the funnel now also merges the guard's edge, so the guard's
; threads and the loop's meet before the arm by construction.
; ModuleID = 'graph_multi_exit.cu'
source_filename = "graph_multi_exit.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @graph_multi_exit(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i32* nocapture noundef %3, i32* nocapture noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2
  %15 = mul i32 %9, %14
  br label %16

16:                                               ; preds = %18, %7
  %17 = phi i32 [ 0, %7 ], [ %19, %18 ]
  br i1 %13, label %21, label %18

18:                                               ; preds = %75, %16
  %19 = add nuw nsw i32 %17, 1
  %20 = icmp eq i32 %19, %6
  br i1 %20, label %78, label %16, !llvm.loop !5

21:                                               ; preds = %16, %75
  %22 = phi i32 [ %76, %75 ], [ %12, %16 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  %25 = load i32, i32* %24, align 4, !tbaa !7
  %26 = add nsw i32 %22, 1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32* %0, i64 %27
  %29 = load i32, i32* %28, align 4, !tbaa !7
  %30 = add nsw i32 %22, %17
  %31 = icmp slt i32 %25, %29
  br i1 %31, label %32, label %58

32:                                               ; preds = %21, %40
  %33 = phi i32 [ %41, %40 ], [ %25, %21 ]
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, i32* %1, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !7
  %37 = xor i32 %36, %30
  %38 = and i32 %37, 7
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %32
  %41 = add i32 %33, 1
  %42 = icmp eq i32 %41, %29
  br i1 %42, label %58, label %32, !llvm.loop !11

43:                                               ; preds = %32
  %44 = getelementptr inbounds i32, i32* %2, i64 %34
  %45 = load i32, i32* %44, align 4, !tbaa !7
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %53

47:                                               ; preds = %43
  %48 = sub i32 %33, %25
  %49 = add nsw i32 %48, %45
  %50 = getelementptr inbounds i32, i32* %3, i64 %23
  %51 = load i32, i32* %50, align 4, !tbaa !7
  %52 = add nsw i32 %49, %51
  store i32 %52, i32* %50, align 4, !tbaa !7
  br label %75

53:                                               ; preds = %43
  %54 = mul nsw i32 %45, %17
  %55 = getelementptr inbounds i32, i32* %3, i64 %23
  %56 = load i32, i32* %55, align 4, !tbaa !7
  %57 = sub nsw i32 %56, %54
  store i32 %57, i32* %55, align 4, !tbaa !7
  br label %75

58:                                               ; preds = %40, %21
  %59 = getelementptr inbounds i32, i32* %4, i64 %23
  %60 = load i32, i32* %59, align 4, !tbaa !7
  %61 = and i32 %60, 1
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %63, label %65

63:                                               ; preds = %58
  %64 = icmp sgt i32 %60, 64
  br i1 %64, label %68, label %73

65:                                               ; preds = %58
  %66 = mul nsw i32 %60, 3
  %67 = add nsw i32 %66, %17
  br label %73

68:                                               ; preds = %63, %68
  %69 = phi i32 [ %71, %68 ], [ %60, %63 ]
  %70 = lshr i32 %69, 2
  %71 = add nsw i32 %70, %22
  %72 = icmp sgt i32 %71, 64
  br i1 %72, label %68, label %73, !llvm.loop !12

73:                                               ; preds = %68, %63, %65
  %74 = phi i32 [ %67, %65 ], [ %60, %63 ], [ %71, %68 ]
  store i32 %74, i32* %59, align 4, !tbaa !7
  br label %75

75:                                               ; preds = %47, %53, %73
  %76 = add i32 %22, %15
  %77 = icmp slt i32 %76, %5
  br i1 %77, label %21, label %18, !llvm.loop !13

78:                                               ; preds = %18
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32*, i32*, i32, i32)* @graph_multi_exit, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
