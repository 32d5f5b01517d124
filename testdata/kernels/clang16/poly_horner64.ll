; ModuleID = 'poly_horner64.cu'
source_filename = "poly_horner64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @poly_horner64(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %82

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %2, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = zext i32 %16 to i64
  %18 = icmp sgt i32 %1, -1
  br i1 %18, label %19, label %42

19:                                               ; preds = %13
  %20 = add i32 %1, 1
  %21 = and i32 %20, 3
  %22 = icmp ult i32 %1, 3
  br i1 %22, label %25, label %23

23:                                               ; preds = %19
  %24 = and i32 %20, -4
  br label %52

25:                                               ; preds = %52, %19
  %26 = phi i64 [ undef, %19 ], [ %78, %52 ]
  %27 = phi i32 [ %1, %19 ], [ %79, %52 ]
  %28 = phi i64 [ 0, %19 ], [ %78, %52 ]
  %29 = icmp eq i32 %21, 0
  br i1 %29, label %42, label %30

30:                                               ; preds = %25, %30
  %31 = phi i32 [ %39, %30 ], [ %27, %25 ]
  %32 = phi i64 [ %38, %30 ], [ %28, %25 ]
  %33 = phi i32 [ %40, %30 ], [ 0, %25 ]
  %34 = mul i64 %32, %17
  %35 = zext i32 %31 to i64
  %36 = getelementptr inbounds i64, ptr %0, i64 %35
  %37 = load i64, ptr %36, align 8, !tbaa !9
  %38 = add i64 %37, %34
  %39 = add nsw i32 %31, -1
  %40 = add i32 %33, 1
  %41 = icmp eq i32 %40, %21
  br i1 %41, label %42, label %30, !llvm.loop !11

42:                                               ; preds = %25, %30, %13
  %43 = phi i64 [ 0, %13 ], [ %26, %25 ], [ %38, %30 ]
  %44 = getelementptr inbounds i64, ptr %3, i64 %14
  store i64 %43, ptr %44, align 8, !tbaa !9
  %45 = add nsw i32 %11, 1
  %46 = zext i32 %45 to i64
  %47 = mul nuw i64 %17, %46
  %48 = add i64 %43, %47
  %49 = mul i64 %48, -338549647893938671
  %50 = add i64 %49, 7401132627792533940
  %51 = getelementptr inbounds i64, ptr %4, i64 %14
  store i64 %50, ptr %51, align 8, !tbaa !9
  br label %82

52:                                               ; preds = %52, %23
  %53 = phi i32 [ %1, %23 ], [ %79, %52 ]
  %54 = phi i64 [ 0, %23 ], [ %78, %52 ]
  %55 = phi i32 [ 0, %23 ], [ %80, %52 ]
  %56 = mul i64 %54, %17
  %57 = zext i32 %53 to i64
  %58 = getelementptr inbounds i64, ptr %0, i64 %57
  %59 = load i64, ptr %58, align 8, !tbaa !9
  %60 = add i64 %59, %56
  %61 = add nsw i32 %53, -1
  %62 = mul i64 %60, %17
  %63 = zext i32 %61 to i64
  %64 = getelementptr inbounds i64, ptr %0, i64 %63
  %65 = load i64, ptr %64, align 8, !tbaa !9
  %66 = add i64 %65, %62
  %67 = add nsw i32 %53, -2
  %68 = mul i64 %66, %17
  %69 = zext i32 %67 to i64
  %70 = getelementptr inbounds i64, ptr %0, i64 %69
  %71 = load i64, ptr %70, align 8, !tbaa !9
  %72 = add i64 %71, %68
  %73 = add nsw i32 %53, -3
  %74 = mul i64 %72, %17
  %75 = zext i32 %73 to i64
  %76 = getelementptr inbounds i64, ptr %0, i64 %75
  %77 = load i64, ptr %76, align 8, !tbaa !9
  %78 = add i64 %77, %74
  %79 = add nsw i32 %53, -4
  %80 = add i32 %55, 4
  %81 = icmp eq i32 %80, %24
  br i1 %81, label %25, label %52, !llvm.loop !13

82:                                               ; preds = %6, %42
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @poly_horner64, !"kernel", i32 1}
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
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
