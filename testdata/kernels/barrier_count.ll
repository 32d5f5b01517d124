; ModuleID = 'barrier_count.cu'
source_filename = "barrier_count.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @barrier_count(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %16

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %5, %12
  %17 = phi i32 [ %15, %12 ], [ 0, %5 ]
  %18 = icmp sgt i32 %17, %4
  %19 = zext i1 %18 to i32
  %20 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %19)
  %21 = icmp ne i32 %17, 0
  %22 = zext i1 %21 to i32
  %23 = tail call i32 @llvm.nvvm.barrier0.and(i32 %22)
  %24 = sub nsw i32 0, %4
  %25 = icmp slt i32 %17, %24
  %26 = zext i1 %25 to i32
  %27 = tail call i32 @llvm.nvvm.barrier0.or(i32 %26)
  %28 = and i32 %17, 1
  %29 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %28)
  %30 = lshr i32 %17, 1
  %31 = and i32 %30, 1
  %32 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %31)
  %33 = lshr i32 %17, 2
  %34 = and i32 %33, 1
  %35 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %34)
  br i1 %11, label %36, label %47

36:                                               ; preds = %16
  %37 = add nsw i32 %32, %29
  %38 = add nsw i32 %35, %37
  %39 = mul nsw i32 %20, 1000000
  %40 = mul nsw i32 %23, 100000
  %41 = add nsw i32 %40, %39
  %42 = mul nsw i32 %27, 10000
  %43 = add nsw i32 %41, %42
  %44 = add nsw i32 %43, %38
  %45 = sext i32 %10 to i64
  %46 = getelementptr inbounds i32, i32* %1, i64 %45
  store i32 %44, i32* %46, align 4, !tbaa !5
  br label %47

47:                                               ; preds = %36, %16
  %48 = icmp eq i32 %9, 0
  br i1 %48, label %49, label %52

49:                                               ; preds = %47
  %50 = zext i32 %6 to i64
  %51 = getelementptr inbounds i32, i32* %2, i64 %50
  store i32 %20, i32* %51, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %49, %47
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #1

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32, i32)* @barrier_count, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
