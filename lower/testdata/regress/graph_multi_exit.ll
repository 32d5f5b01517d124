; opt: 0
; opt: 2
; opt: 2 stress 2
; launch: --kernel graph_multi_exit --grid 1,1,1 --block 32,1,1 rowptr=buf:i32:9=0,4,7,13,15,17,19,20,26 col=buf:i32:26=45,45,34,42,17,7,1,15,24,47,26,16,32,20,40,43,46,25,8,35,3,8,50,12,9,45 weight=buf:i32:26=36,43,75,-47,-16,38,-69,83,63,-83,-21,4,-80,29,21,63,53,-64,74,4,29,-14,-96,10,-5,46 hits=buf:i32:8=zero misses=buf:i32:8=zero n=i32:8 rounds=i32:3
; issue 17 point 3: testdata/kernels/graph_multi_exit.cu. The search loop exits into both arms
; of an if; lane groups leaving at different iterations each opened the barrier of the
; arm's inner if, and the earlier group deadlocked at its BSYNC.
; ModuleID = 'graph_multi_exit.cu'
source_filename = "graph_multi_exit.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @graph_multi_exit(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i32* nocapture noundef %3, i32* nocapture noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3
  %15 = mul i32 %9, %14
  %16 = call i32 @llvm.smax.i32(i32 %6, i32 1)
  br label %17

17:                                               ; preds = %19, %7
  %18 = phi i32 [ 0, %7 ], [ %20, %19 ]
  br i1 %13, label %22, label %19

19:                                               ; preds = %72, %17
  %20 = add nuw nsw i32 %18, 1
  %21 = icmp eq i32 %20, %16
  br i1 %21, label %75, label %17, !llvm.loop !5

22:                                               ; preds = %17, %72
  %23 = phi i32 [ %73, %72 ], [ %12, %17 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !7
  %27 = add nsw i32 %23, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32* %0, i64 %28
  %30 = load i32, i32* %29, align 4, !tbaa !7
  %31 = add nsw i32 %23, %18
  %32 = icmp slt i32 %26, %30
  br i1 %32, label %33, label %59

33:                                               ; preds = %22, %41
  %34 = phi i32 [ %42, %41 ], [ %26, %22 ]
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %1, i64 %35
  %37 = load i32, i32* %36, align 4, !tbaa !7
  %38 = xor i32 %37, %31
  %39 = and i32 %38, 7
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %33
  %42 = add i32 %34, 1
  %43 = icmp eq i32 %42, %30
  br i1 %43, label %59, label %33, !llvm.loop !11

44:                                               ; preds = %33
  %45 = getelementptr inbounds i32, i32* %2, i64 %35
  %46 = load i32, i32* %45, align 4, !tbaa !7
  %47 = icmp sgt i32 %46, 0
  br i1 %47, label %48, label %54

48:                                               ; preds = %44
  %49 = sub i32 %34, %26
  %50 = add nsw i32 %49, %46
  %51 = getelementptr inbounds i32, i32* %3, i64 %24
  %52 = load i32, i32* %51, align 4, !tbaa !7
  %53 = add nsw i32 %50, %52
  store i32 %53, i32* %51, align 4, !tbaa !7
  br label %72

54:                                               ; preds = %44
  %55 = mul nsw i32 %46, %18
  %56 = getelementptr inbounds i32, i32* %3, i64 %24
  %57 = load i32, i32* %56, align 4, !tbaa !7
  %58 = sub nsw i32 %57, %55
  store i32 %58, i32* %56, align 4, !tbaa !7
  br label %72

59:                                               ; preds = %41, %22
  %60 = getelementptr inbounds i32, i32* %4, i64 %24
  %61 = load i32, i32* %60, align 4, !tbaa !7
  %62 = and i32 %61, 1
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %67, label %64

64:                                               ; preds = %59
  %65 = mul nsw i32 %61, 3
  %66 = add nsw i32 %65, %18
  br label %70

67:                                               ; preds = %59
  %68 = sdiv i32 %61, 2
  %69 = add nsw i32 %68, %23
  br label %70

70:                                               ; preds = %67, %64
  %71 = phi i32 [ %69, %67 ], [ %66, %64 ]
  store i32 %71, i32* %60, align 4, !tbaa !7
  br label %72

72:                                               ; preds = %48, %54, %70
  %73 = add i32 %23, %15
  %74 = icmp slt i32 %73, %5
  br i1 %74, label %22, label %19, !llvm.loop !12

75:                                               ; preds = %19
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

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
