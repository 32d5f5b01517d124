; ModuleID = 'row_reduce.cu'
source_filename = "row_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @row_reduce(i32* nocapture noundef readonly %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, i64* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5, i32* nocapture noundef writeonly %6, i32* nocapture noundef writeonly %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %93

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = mul nsw i64 %16, %1
  %18 = getelementptr inbounds i32, i32* %0, i64 %17
  %19 = icmp sgt i32 %2, 0
  br i1 %19, label %20, label %49

20:                                               ; preds = %15
  %21 = and i32 %2, 1
  %22 = icmp eq i32 %2, 1
  br i1 %22, label %25, label %23

23:                                               ; preds = %20
  %24 = and i32 %2, -2
  br label %58

25:                                               ; preds = %58, %20
  %26 = phi i64 [ undef, %20 ], [ %82, %58 ]
  %27 = phi i32 [ undef, %20 ], [ %85, %58 ]
  %28 = phi i32 [ undef, %20 ], [ %87, %58 ]
  %29 = phi i32 [ undef, %20 ], [ %89, %58 ]
  %30 = phi i32 [ 0, %20 ], [ %90, %58 ]
  %31 = phi i32 [ 0, %20 ], [ %89, %58 ]
  %32 = phi i32 [ -2147483648, %20 ], [ %87, %58 ]
  %33 = phi i32 [ 0, %20 ], [ %85, %58 ]
  %34 = phi i64 [ 0, %20 ], [ %82, %58 ]
  %35 = icmp eq i32 %21, 0
  br i1 %35, label %49, label %36

36:                                               ; preds = %25
  %37 = zext i32 %30 to i64
  %38 = getelementptr inbounds i32, i32* %18, i64 %37
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 %34, %40
  %42 = and i32 %30, 7
  %43 = shl i32 %39, %42
  %44 = xor i32 %43, %33
  %45 = icmp sgt i32 %39, %32
  %46 = select i1 %45, i32 %39, i32 %32
  %47 = lshr i32 %39, 31
  %48 = add nuw nsw i32 %47, %31
  br label %49

49:                                               ; preds = %36, %25, %15
  %50 = phi i64 [ 0, %15 ], [ %26, %25 ], [ %41, %36 ]
  %51 = phi i32 [ 0, %15 ], [ %27, %25 ], [ %44, %36 ]
  %52 = phi i32 [ -2147483648, %15 ], [ %28, %25 ], [ %46, %36 ]
  %53 = phi i32 [ 0, %15 ], [ %29, %25 ], [ %48, %36 ]
  %54 = getelementptr inbounds i64, i64* %4, i64 %16
  store i64 %50, i64* %54, align 8, !tbaa !9
  %55 = getelementptr inbounds i32, i32* %5, i64 %16
  store i32 %51, i32* %55, align 4, !tbaa !5
  %56 = getelementptr inbounds i32, i32* %6, i64 %16
  store i32 %52, i32* %56, align 4, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %7, i64 %16
  store i32 %53, i32* %57, align 4, !tbaa !5
  br label %93

58:                                               ; preds = %58, %23
  %59 = phi i32 [ 0, %23 ], [ %90, %58 ]
  %60 = phi i32 [ 0, %23 ], [ %89, %58 ]
  %61 = phi i32 [ -2147483648, %23 ], [ %87, %58 ]
  %62 = phi i32 [ 0, %23 ], [ %85, %58 ]
  %63 = phi i64 [ 0, %23 ], [ %82, %58 ]
  %64 = phi i32 [ 0, %23 ], [ %91, %58 ]
  %65 = zext i32 %59 to i64
  %66 = getelementptr inbounds i32, i32* %18, i64 %65
  %67 = load i32, i32* %66, align 4, !tbaa !5
  %68 = sext i32 %67 to i64
  %69 = add nsw i64 %63, %68
  %70 = and i32 %59, 6
  %71 = shl i32 %67, %70
  %72 = xor i32 %71, %62
  %73 = icmp sgt i32 %67, %61
  %74 = select i1 %73, i32 %67, i32 %61
  %75 = lshr i32 %67, 31
  %76 = add nuw nsw i32 %75, %60
  %77 = or i32 %59, 1
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i32, i32* %18, i64 %78
  %80 = load i32, i32* %79, align 4, !tbaa !5
  %81 = sext i32 %80 to i64
  %82 = add nsw i64 %69, %81
  %83 = and i32 %77, 7
  %84 = shl i32 %80, %83
  %85 = xor i32 %84, %72
  %86 = icmp sgt i32 %80, %74
  %87 = select i1 %86, i32 %80, i32 %74
  %88 = lshr i32 %80, 31
  %89 = add nuw nsw i32 %88, %76
  %90 = add nuw nsw i32 %59, 2
  %91 = add i32 %64, 2
  %92 = icmp eq i32 %91, %24
  br i1 %92, label %25, label %58, !llvm.loop !11

93:                                               ; preds = %8, %49
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

!0 = !{void (i32*, i64, i32, i32, i64*, i32*, i32*, i32*)* @row_reduce, !"kernel", i32 1}
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
