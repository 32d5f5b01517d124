; ModuleID = 'branchy_classify.cu'
source_filename = "branchy_classify.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @branchy_classify(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %68

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = and i32 %9, 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %46, label %18

18:                                               ; preds = %12
  %19 = icmp slt i32 %15, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %18
  %21 = getelementptr inbounds i32, ptr %1, i64 %13
  store i32 1, ptr %21, align 4, !tbaa !5
  %22 = ashr i32 %15, 1
  %23 = sub nsw i32 0, %22
  %24 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %23, ptr %24, align 4, !tbaa !5
  br label %68

25:                                               ; preds = %18
  %26 = icmp sgt i32 %15, %3
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i32, ptr %1, i64 %13
  store i32 2, ptr %28, align 4, !tbaa !5
  %29 = sub i32 %15, %3
  %30 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %29, ptr %30, align 4, !tbaa !5
  br label %68

31:                                               ; preds = %25
  %32 = xor i32 %15, %3
  %33 = and i32 %15, 7
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %39

35:                                               ; preds = %39, %31
  %36 = phi i32 [ %32, %31 ], [ %43, %39 ]
  %37 = getelementptr inbounds i32, ptr %1, i64 %13
  store i32 3, ptr %37, align 4, !tbaa !5
  %38 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %36, ptr %38, align 4, !tbaa !5
  br label %68

39:                                               ; preds = %31, %39
  %40 = phi i32 [ %44, %39 ], [ %33, %31 ]
  %41 = phi i32 [ %43, %39 ], [ %32, %31 ]
  %42 = mul i32 %41, 33
  %43 = add i32 %42, %40
  %44 = add nsw i32 %40, -1
  %45 = icmp ugt i32 %40, 1
  br i1 %45, label %39, label %35, !llvm.loop !9

46:                                               ; preds = %12
  %47 = and i32 %15, 255
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %53

49:                                               ; preds = %46
  %50 = getelementptr inbounds i32, ptr %1, i64 %13
  store i32 4, ptr %50, align 4, !tbaa !5
  %51 = ashr i32 %15, 8
  %52 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %51, ptr %52, align 4, !tbaa !5
  br label %68

53:                                               ; preds = %46
  %54 = and i32 %15, 256
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %64, label %56

56:                                               ; preds = %53
  %57 = icmp ult i32 %9, 16
  %58 = getelementptr inbounds i32, ptr %1, i64 %13
  %59 = getelementptr inbounds i32, ptr %2, i64 %13
  br i1 %57, label %60, label %62

60:                                               ; preds = %56
  store i32 5, ptr %58, align 4, !tbaa !5
  %61 = add i32 %15, %9
  store i32 %61, ptr %59, align 4, !tbaa !5
  br label %68

62:                                               ; preds = %56
  store i32 6, ptr %58, align 4, !tbaa !5
  %63 = add i32 %15, -1
  store i32 %63, ptr %59, align 4, !tbaa !5
  br label %68

64:                                               ; preds = %53
  %65 = getelementptr inbounds i32, ptr %1, i64 %13
  store i32 7, ptr %65, align 4, !tbaa !5
  %66 = xor i32 %15, -1
  %67 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %66, ptr %67, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %27, %35, %20, %64, %62, %60, %49, %5
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

!0 = !{ptr @branchy_classify, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
