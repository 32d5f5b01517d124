; ModuleID = 'prefix_segments.cu'
source_filename = "prefix_segments.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @prefix_segments(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp ult i32 %10, %4
  br i1 %11, label %12, label %65

12:                                               ; preds = %5
  %13 = zext i32 %10 to i64
  %14 = sext i32 %3 to i64
  %15 = mul nsw i64 %14, %13
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %17, label %65

17:                                               ; preds = %12
  %18 = and i32 %3, 1
  %19 = icmp eq i32 %3, 1
  br i1 %19, label %51, label %20

20:                                               ; preds = %17
  %21 = and i32 %3, -2
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i32 [ 0, %20 ], [ %46, %22 ]
  %24 = phi i32 [ -2147483648, %20 ], [ %43, %22 ]
  %25 = phi i64 [ 0, %20 ], [ %42, %22 ]
  %26 = phi i32 [ 0, %20 ], [ %47, %22 ]
  %27 = zext i32 %23 to i64
  %28 = add nsw i64 %15, %27
  %29 = getelementptr inbounds i32, ptr %0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %25, %31
  %33 = tail call i32 @llvm.smax.i32(i32 %30, i32 %24)
  %34 = getelementptr inbounds i64, ptr %1, i64 %28
  store i64 %32, ptr %34, align 8, !tbaa !9
  %35 = getelementptr inbounds i32, ptr %2, i64 %28
  store i32 %33, ptr %35, align 4, !tbaa !5
  %36 = or i32 %23, 1
  %37 = zext i32 %36 to i64
  %38 = add nsw i64 %15, %37
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %32, %41
  %43 = tail call i32 @llvm.smax.i32(i32 %40, i32 %33)
  %44 = getelementptr inbounds i64, ptr %1, i64 %38
  store i64 %42, ptr %44, align 8, !tbaa !9
  %45 = getelementptr inbounds i32, ptr %2, i64 %38
  store i32 %43, ptr %45, align 4, !tbaa !5
  %46 = add nuw nsw i32 %23, 2
  %47 = add i32 %26, 2
  %48 = icmp eq i32 %47, %21
  br i1 %48, label %49, label %22, !llvm.loop !11

49:                                               ; preds = %22
  %50 = zext i32 %46 to i64
  br label %51

51:                                               ; preds = %49, %17
  %52 = phi i64 [ 0, %17 ], [ %50, %49 ]
  %53 = phi i32 [ -2147483648, %17 ], [ %43, %49 ]
  %54 = phi i64 [ 0, %17 ], [ %42, %49 ]
  %55 = icmp eq i32 %18, 0
  br i1 %55, label %65, label %56

56:                                               ; preds = %51
  %57 = add i64 %15, %52
  %58 = getelementptr inbounds i32, ptr %0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 %54, %60
  %62 = tail call i32 @llvm.smax.i32(i32 %59, i32 %53)
  %63 = getelementptr inbounds i64, ptr %1, i64 %57
  store i64 %61, ptr %63, align 8, !tbaa !9
  %64 = getelementptr inbounds i32, ptr %2, i64 %57
  store i32 %62, ptr %64, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %56, %51, %12, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @prefix_segments, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
