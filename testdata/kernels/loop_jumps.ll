; ModuleID = 'loop_jumps.cu'
source_filename = "loop_jumps.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @loop_jumps(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %11 = add i32 %9, %10
  %12 = and i32 %11, 7
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %54

14:                                               ; preds = %6
  %15 = and i32 %11, 3
  %16 = sub nsw i32 0, %5
  %17 = sext i32 %11 to i64
  %18 = getelementptr inbounds i32, i32* %2, i64 %17
  %19 = getelementptr inbounds i32, i32* %3, i64 %17
  br label %20

20:                                               ; preds = %14, %51
  %21 = phi i32 [ %11, %14 ], [ %50, %51 ]
  %22 = phi i32 [ %12, %14 ], [ %52, %51 ]
  %23 = add nuw nsw i32 %22, %15
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = and i32 %26, 1
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %35, label %29

29:                                               ; preds = %20
  %30 = icmp sgt i32 %26, %5
  br i1 %30, label %31, label %33

31:                                               ; preds = %29
  %32 = add nsw i32 %21, 1000
  br label %48

33:                                               ; preds = %29
  %34 = add nsw i32 %26, %21
  br label %45

35:                                               ; preds = %20
  %36 = and i32 %26, 6
  %37 = icmp eq i32 %36, 2
  br i1 %37, label %48, label %38

38:                                               ; preds = %35
  %39 = icmp slt i32 %26, %16
  br i1 %39, label %40, label %42

40:                                               ; preds = %38
  %41 = add nsw i32 %21, -7
  store i32 %41, i32* %18, align 4, !tbaa !5
  store i32 %22, i32* %19, align 4, !tbaa !5
  br label %48

42:                                               ; preds = %38
  %43 = add nsw i32 %26, %22
  %44 = xor i32 %43, %21
  br label %45

45:                                               ; preds = %42, %33
  %46 = phi i32 [ %34, %33 ], [ %44, %42 ]
  %47 = add nsw i32 %46, 3
  br label %48

48:                                               ; preds = %35, %45, %40, %31
  %49 = phi i32 [ 2, %31 ], [ 0, %45 ], [ 1, %40 ], [ 4, %35 ]
  %50 = phi i32 [ %32, %31 ], [ %47, %45 ], [ %21, %40 ], [ %21, %35 ]
  switch i32 %49, label %129 [
    i32 0, label %51
    i32 2, label %54
    i32 4, label %51
  ]

51:                                               ; preds = %48, %48
  %52 = add nuw i32 %22, 1
  %53 = icmp eq i32 %52, %4
  br i1 %53, label %54, label %20, !llvm.loop !9

54:                                               ; preds = %51, %48, %6
  %55 = phi i32 [ %12, %6 ], [ %4, %51 ], [ %22, %48 ]
  %56 = phi i32 [ %11, %6 ], [ %50, %48 ], [ %50, %51 ]
  %57 = and i32 %11, 5
  %58 = sdiv i32 %5, 2
  %59 = call i32 @llvm.smax.i32(i32 %57, i32 %4)
  br label %60

60:                                               ; preds = %83, %54
  %61 = phi i32 [ %57, %54 ], [ %68, %83 ]
  %62 = phi i32 [ %56, %54 ], [ %85, %83 ]
  %63 = icmp eq i32 %61, %59
  br i1 %63, label %86, label %64

64:                                               ; preds = %60
  %65 = zext i32 %61 to i64
  %66 = getelementptr inbounds i32, i32* %0, i64 %65
  %67 = load i32, i32* %66, align 4, !tbaa !5
  %68 = add nuw i32 %61, 1
  %69 = and i32 %67, 2
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %75, label %71

71:                                               ; preds = %64
  %72 = icmp sgt i32 %67, %58
  br i1 %72, label %83, label %73

73:                                               ; preds = %71
  %74 = add nsw i32 %67, %62
  br label %80

75:                                               ; preds = %64
  %76 = and i32 %67, 4
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %83, !llvm.loop !11

78:                                               ; preds = %75
  %79 = sub nsw i32 %62, %67
  br label %80

80:                                               ; preds = %78, %73
  %81 = phi i32 [ %74, %73 ], [ %79, %78 ]
  %82 = xor i32 %81, %68
  br label %83

83:                                               ; preds = %75, %71, %80
  %84 = phi i1 [ false, %75 ], [ true, %71 ], [ false, %80 ]
  %85 = phi i32 [ %62, %75 ], [ %62, %71 ], [ %82, %80 ]
  br i1 %84, label %86, label %60

86:                                               ; preds = %83, %60
  %87 = phi i32 [ %68, %83 ], [ %59, %60 ]
  %88 = phi i32 [ %85, %83 ], [ %62, %60 ]
  %89 = and i32 %11, 3
  %90 = icmp eq i32 %89, 1
  br i1 %90, label %100, label %91

91:                                               ; preds = %86
  %92 = load i32, i32* %1, align 4, !tbaa !5
  %93 = icmp eq i32 %92, 2
  br i1 %93, label %100, label %94

94:                                               ; preds = %91
  %95 = and i32 %11, 1
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds i32, i32* %1, i64 %96
  %98 = load i32, i32* %97, align 4, !tbaa !5
  %99 = icmp sgt i32 %98, %5
  br i1 %99, label %100, label %120

100:                                              ; preds = %94, %91, %86
  %101 = and i32 %88, 1
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %106, label %103

103:                                              ; preds = %100
  %104 = sext i32 %11 to i64
  %105 = getelementptr inbounds i32, i32* %3, i64 %104
  store i32 %88, i32* %105, align 4, !tbaa !5
  br label %108

106:                                              ; preds = %100
  %107 = add nsw i32 %88, 5
  br label %108

108:                                              ; preds = %106, %103
  %109 = phi i32 [ %88, %103 ], [ %107, %106 ]
  %110 = and i32 %109, 15
  %111 = add nuw nsw i32 %89, 1
  br label %112

112:                                              ; preds = %108, %112
  %113 = phi i32 [ %110, %108 ], [ %116, %112 ]
  %114 = and i32 %113, 1
  %115 = add i32 %111, %113
  %116 = add i32 %115, %114
  %117 = icmp ult i32 %116, 40
  br i1 %117, label %112, label %118, !llvm.loop !12

118:                                              ; preds = %112
  %119 = add nsw i32 %116, %109
  br label %122

120:                                              ; preds = %94
  %121 = add nsw i32 %88, -1
  br label %122

122:                                              ; preds = %120, %118
  %123 = phi i32 [ %119, %118 ], [ %121, %120 ]
  %124 = sext i32 %11 to i64
  %125 = getelementptr inbounds i32, i32* %2, i64 %124
  store i32 %123, i32* %125, align 4, !tbaa !5
  %126 = mul nsw i32 %87, 100
  %127 = add nsw i32 %126, %55
  %128 = getelementptr inbounds i32, i32* %3, i64 %124
  store i32 %127, i32* %128, align 4, !tbaa !5
  br label %129

129:                                              ; preds = %48, %122
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32*, i32, i32)* @loop_jumps, !"kernel", i32 1}
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
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
