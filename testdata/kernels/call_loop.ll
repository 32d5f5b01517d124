; ModuleID = 'call_loop.cu'
source_filename = "call_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z3mixjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = lshr i32 %0, 15
  %4 = xor i32 %3, %0
  %5 = add i32 %1, 739982445
  %6 = mul i32 %4, %5
  %7 = lshr i32 %6, 12
  %8 = xor i32 %7, %6
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i64 @_Z4wideyj(i64 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = mul i64 %0, -7046029254386353131
  %4 = lshr i64 %0, 29
  %5 = add i64 %3, %4
  %6 = zext i32 %1 to i64
  %7 = add i64 %5, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local noundef zeroext i1 @_Z8odd_bitsj(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.ctpop.i32(i32 %0), !range !5
  %3 = and i32 %2, 1
  %4 = icmp ne i32 %3, 0
  ret i1 %4
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z5twicejj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = tail call noundef i32 @_Z3mixjj(i32 noundef %0, i32 noundef %1) #6
  %4 = add i32 %1, 1
  %5 = tail call noundef i32 @_Z3mixjj(i32 noundef %3, i32 noundef %4) #6
  %6 = add i32 %5, %1
  ret i32 %6
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind
define dso_local void @call_loop(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i64* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %107

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !6
  %16 = mul i32 %15, 3
  %17 = xor i32 %15, 85
  %18 = icmp eq i32 %4, 0
  br i1 %18, label %45, label %19

19:                                               ; preds = %12
  %20 = add i32 %4, -1
  %21 = and i32 %4, 3
  %22 = icmp ult i32 %20, 3
  br i1 %22, label %25, label %23

23:                                               ; preds = %19
  %24 = and i32 %4, -4
  br label %50

25:                                               ; preds = %50, %19
  %26 = phi i32 [ undef, %19 ], [ %75, %50 ]
  %27 = phi i32 [ undef, %19 ], [ %77, %50 ]
  %28 = phi i32 [ 0, %19 ], [ %78, %50 ]
  %29 = phi i32 [ 0, %19 ], [ %75, %50 ]
  %30 = phi i32 [ %16, %19 ], [ %77, %50 ]
  %31 = icmp eq i32 %21, 0
  br i1 %31, label %45, label %32

32:                                               ; preds = %25, %32
  %33 = phi i32 [ %42, %32 ], [ %28, %25 ]
  %34 = phi i32 [ %39, %32 ], [ %29, %25 ]
  %35 = phi i32 [ %41, %32 ], [ %30, %25 ]
  %36 = phi i32 [ %43, %32 ], [ 0, %25 ]
  %37 = add i32 %33, %15
  %38 = tail call noundef i32 @_Z3mixjj(i32 noundef %37, i32 noundef %33) #6
  %39 = add i32 %38, %34
  %40 = mul i32 %35, 7
  %41 = add i32 %33, %40
  %42 = add nuw i32 %33, 1
  %43 = add i32 %36, 1
  %44 = icmp eq i32 %43, %21
  br i1 %44, label %45, label %32, !llvm.loop !10

45:                                               ; preds = %25, %32, %12
  %46 = phi i32 [ %16, %12 ], [ %27, %25 ], [ %41, %32 ]
  %47 = phi i32 [ 0, %12 ], [ %26, %25 ], [ %39, %32 ]
  %48 = and i32 %15, 1
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %83, label %81

50:                                               ; preds = %50, %23
  %51 = phi i32 [ 0, %23 ], [ %78, %50 ]
  %52 = phi i32 [ 0, %23 ], [ %75, %50 ]
  %53 = phi i32 [ %16, %23 ], [ %77, %50 ]
  %54 = phi i32 [ 0, %23 ], [ %79, %50 ]
  %55 = add i32 %51, %15
  %56 = tail call noundef i32 @_Z3mixjj(i32 noundef %55, i32 noundef %51) #6
  %57 = add i32 %56, %52
  %58 = mul i32 %53, 7
  %59 = add i32 %51, %58
  %60 = or i32 %51, 1
  %61 = add i32 %60, %15
  %62 = tail call noundef i32 @_Z3mixjj(i32 noundef %61, i32 noundef %60) #6
  %63 = add i32 %62, %57
  %64 = mul i32 %59, 7
  %65 = add i32 %60, %64
  %66 = or i32 %51, 2
  %67 = add i32 %66, %15
  %68 = tail call noundef i32 @_Z3mixjj(i32 noundef %67, i32 noundef %66) #6
  %69 = add i32 %68, %63
  %70 = mul i32 %65, 7
  %71 = add i32 %66, %70
  %72 = or i32 %51, 3
  %73 = add i32 %72, %15
  %74 = tail call noundef i32 @_Z3mixjj(i32 noundef %73, i32 noundef %72) #6
  %75 = add i32 %74, %69
  %76 = mul i32 %71, 7
  %77 = add i32 %72, %76
  %78 = add nuw i32 %51, 4
  %79 = add i32 %54, 4
  %80 = icmp eq i32 %79, %24
  br i1 %80, label %25, label %50, !llvm.loop !12

81:                                               ; preds = %45
  %82 = tail call noundef i32 @_Z5twicejj(i32 noundef %15, i32 noundef 3) #7
  br label %86

83:                                               ; preds = %45
  %84 = tail call noundef i32 @_Z3mixjj(i32 noundef %15, i32 noundef 5) #6
  %85 = xor i32 %84, %17
  br label %86

86:                                               ; preds = %83, %81
  %87 = phi i32 [ %82, %81 ], [ %85, %83 ]
  %88 = zext i32 %15 to i64
  %89 = shl nuw i64 %88, 32
  %90 = zext i32 %47 to i64
  %91 = or i64 %89, %90
  %92 = tail call noundef i64 @_Z4wideyj(i64 noundef %91, i32 noundef %87) #6
  %93 = add i32 %47, %46
  %94 = mul nsw i32 %10, 3
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, i32* %1, i64 %95
  store i32 %93, i32* %96, align 4, !tbaa !6
  %97 = tail call noundef zeroext i1 @_Z8odd_bitsj(i32 noundef %47) #6
  %98 = zext i1 %97 to i32
  %99 = add i32 %87, %98
  %100 = add nsw i32 %94, 1
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, i32* %1, i64 %101
  store i32 %99, i32* %102, align 4, !tbaa !6
  %103 = add nsw i32 %94, 2
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, i32* %1, i64 %104
  store i32 %17, i32* %105, align 4, !tbaa !6
  %106 = getelementptr inbounds i64, i64* %2, i64 %13
  store i64 %92, i64* %106, align 8, !tbaa !14
  br label %107

107:                                              ; preds = %5, %86
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { mustprogress nofree noinline nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #4 = { convergent mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i64*, i32, i32)* @call_loop, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 0, i32 33}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !8, i64 0}
