; ModuleID = 'stencil2d.cu'
source_filename = "stencil2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stencil2d(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %10, %2
  %17 = icmp slt i32 %15, %3
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %73

19:                                               ; preds = %5
  %20 = sext i32 %15 to i64
  %21 = mul nsw i64 %20, %4
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = sext i32 %10 to i64
  %24 = getelementptr inbounds i32, ptr %22, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = icmp eq i32 %10, 0
  %27 = icmp eq i32 %15, 0
  %28 = or i1 %26, %27
  %29 = add nsw i32 %2, -1
  %30 = icmp eq i32 %10, %29
  %31 = select i1 %28, i1 true, i1 %30
  %32 = add nsw i32 %3, -1
  %33 = icmp eq i32 %15, %32
  %34 = select i1 %31, i1 true, i1 %33
  br i1 %34, label %35, label %49

35:                                               ; preds = %19
  %36 = or i32 %10, %15
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %69, label %38

38:                                               ; preds = %35
  %39 = select i1 %26, i1 true, i1 %30
  br i1 %39, label %40, label %42

40:                                               ; preds = %38
  %41 = shl i32 %25, 1
  br label %69

42:                                               ; preds = %38
  %43 = mul i32 %25, 3
  %44 = add nsw i32 %10, -1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %22, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = sub i32 %43, %47
  br label %69

49:                                               ; preds = %19
  %50 = shl i32 %25, 2
  %51 = add nsw i32 %10, -1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %22, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = add nsw i32 %10, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %22, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = sub nsw i64 %23, %4
  %60 = getelementptr inbounds i32, ptr %22, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = add nsw i64 %23, %4
  %63 = getelementptr inbounds i32, ptr %22, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = add i32 %54, %58
  %66 = add i32 %65, %61
  %67 = add i32 %66, %64
  %68 = sub i32 %50, %67
  br label %69

69:                                               ; preds = %35, %42, %40, %49
  %70 = phi i32 [ %41, %40 ], [ %48, %42 ], [ %68, %49 ], [ %25, %35 ]
  %71 = add nsw i64 %21, %23
  %72 = getelementptr inbounds i32, ptr %1, i64 %71
  store i32 %70, ptr %72, align 4, !tbaa !5
  br label %73

73:                                               ; preds = %5, %69
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @stencil2d, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
