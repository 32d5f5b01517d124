; ModuleID = 'row_reduce.cu'
source_filename = "row_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @row_reduce(ptr nocapture noundef readonly %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef writeonly %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %90

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = mul nsw i64 %16, %1
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = icmp sgt i32 %2, 0
  br i1 %19, label %20, label %48

20:                                               ; preds = %15
  %21 = and i32 %2, 1
  %22 = icmp eq i32 %2, 1
  br i1 %22, label %25, label %23

23:                                               ; preds = %20
  %24 = and i32 %2, -2
  br label %57

25:                                               ; preds = %57, %20
  %26 = phi i64 [ undef, %20 ], [ %80, %57 ]
  %27 = phi i32 [ undef, %20 ], [ %83, %57 ]
  %28 = phi i32 [ undef, %20 ], [ %84, %57 ]
  %29 = phi i32 [ undef, %20 ], [ %86, %57 ]
  %30 = phi i32 [ 0, %20 ], [ %87, %57 ]
  %31 = phi i32 [ 0, %20 ], [ %86, %57 ]
  %32 = phi i32 [ -2147483648, %20 ], [ %84, %57 ]
  %33 = phi i32 [ 0, %20 ], [ %83, %57 ]
  %34 = phi i64 [ 0, %20 ], [ %80, %57 ]
  %35 = icmp eq i32 %21, 0
  br i1 %35, label %48, label %36

36:                                               ; preds = %25
  %37 = zext i32 %30 to i64
  %38 = getelementptr inbounds i32, ptr %18, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 %34, %40
  %42 = and i32 %30, 7
  %43 = shl i32 %39, %42
  %44 = xor i32 %43, %33
  %45 = tail call i32 @llvm.smax.i32(i32 %39, i32 %32)
  %46 = lshr i32 %39, 31
  %47 = add nuw nsw i32 %46, %31
  br label %48

48:                                               ; preds = %36, %25, %15
  %49 = phi i64 [ 0, %15 ], [ %26, %25 ], [ %41, %36 ]
  %50 = phi i32 [ 0, %15 ], [ %27, %25 ], [ %44, %36 ]
  %51 = phi i32 [ -2147483648, %15 ], [ %28, %25 ], [ %45, %36 ]
  %52 = phi i32 [ 0, %15 ], [ %29, %25 ], [ %47, %36 ]
  %53 = getelementptr inbounds i64, ptr %4, i64 %16
  store i64 %49, ptr %53, align 8, !tbaa !9
  %54 = getelementptr inbounds i32, ptr %5, i64 %16
  store i32 %50, ptr %54, align 4, !tbaa !5
  %55 = getelementptr inbounds i32, ptr %6, i64 %16
  store i32 %51, ptr %55, align 4, !tbaa !5
  %56 = getelementptr inbounds i32, ptr %7, i64 %16
  store i32 %52, ptr %56, align 4, !tbaa !5
  br label %90

57:                                               ; preds = %57, %23
  %58 = phi i32 [ 0, %23 ], [ %87, %57 ]
  %59 = phi i32 [ 0, %23 ], [ %86, %57 ]
  %60 = phi i32 [ -2147483648, %23 ], [ %84, %57 ]
  %61 = phi i32 [ 0, %23 ], [ %83, %57 ]
  %62 = phi i64 [ 0, %23 ], [ %80, %57 ]
  %63 = phi i32 [ 0, %23 ], [ %88, %57 ]
  %64 = zext i32 %58 to i64
  %65 = getelementptr inbounds i32, ptr %18, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 %62, %67
  %69 = and i32 %58, 6
  %70 = shl i32 %66, %69
  %71 = xor i32 %70, %61
  %72 = tail call i32 @llvm.smax.i32(i32 %66, i32 %60)
  %73 = lshr i32 %66, 31
  %74 = add nuw nsw i32 %73, %59
  %75 = or i32 %58, 1
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %18, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %68, %79
  %81 = and i32 %75, 7
  %82 = shl i32 %78, %81
  %83 = xor i32 %82, %71
  %84 = tail call i32 @llvm.smax.i32(i32 %78, i32 %72)
  %85 = lshr i32 %78, 31
  %86 = add nuw nsw i32 %85, %74
  %87 = add nuw nsw i32 %58, 2
  %88 = add i32 %63, 2
  %89 = icmp eq i32 %88, %24
  br i1 %89, label %25, label %57, !llvm.loop !11

90:                                               ; preds = %8, %48
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

!0 = !{ptr @row_reduce, !"kernel", i32 1}
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
