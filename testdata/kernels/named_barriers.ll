; ModuleID = 'named_barriers.cu'
source_filename = "named_barriers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14named_barriersE3buf = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @named_barriers(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %8 = shl i32 %7, 7
  %9 = add i32 %8, %6
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %5
  %15 = zext i32 %6 to i64
  br label %23

16:                                               ; preds = %5
  %17 = lshr i32 %6, 6
  %18 = zext i32 %6 to i64
  %19 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ14named_barriersE3buf, i64 0, i64 %18
  %20 = addrspacecast i32 addrspace(3)* %19 to i32*
  %21 = add nuw nsw i32 %17, 1
  %22 = and i32 %6, -64
  br label %38

23:                                               ; preds = %38, %14
  %24 = phi i64 [ %15, %14 ], [ %18, %38 ]
  %25 = phi i32 [ %12, %14 ], [ %50, %38 ]
  %26 = getelementptr inbounds i32, i32* %1, i64 %10
  store i32 %25, i32* %26, align 4, !tbaa !5
  %27 = xor i32 %25, 85
  %28 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ14named_barriersE3buf, i64 0, i64 %24
  %29 = addrspacecast i32 addrspace(3)* %28 to i32*
  store i32 %27, i32* %29, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.sync(i32 5)
  %30 = sub i32 127, %6
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ14named_barriersE3buf, i64 0, i64 %31
  %33 = addrspacecast i32 addrspace(3)* %32 to i32*
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = shl i32 %4, 5
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 6, i32 %35)
  %36 = add i32 %34, %6
  %37 = getelementptr inbounds i32, i32* %2, i64 %10
  store i32 %36, i32* %37, align 4, !tbaa !5
  ret void

38:                                               ; preds = %16, %38
  %39 = phi i32 [ %12, %16 ], [ %50, %38 ]
  %40 = phi i32 [ 0, %16 ], [ %41, %38 ]
  store i32 %39, i32* %20, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 %21, i32 64)
  %41 = add nuw nsw i32 %40, 1
  %42 = add i32 %41, %6
  %43 = and i32 %42, 63
  %44 = or i32 %43, %22
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ14named_barriersE3buf, i64 0, i64 %45
  %47 = addrspacecast i32 addrspace(3)* %46 to i32*
  %48 = load i32, i32* %47, align 4, !tbaa !5
  %49 = mul i32 %48, 3
  %50 = add i32 %49, %39
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 %21, i32 64)
  %51 = icmp eq i32 %41, %3
  br i1 %51, label %23, label %38, !llvm.loop !9
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier.sync(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32, i32)* @named_barriers, !"kernel", i32 1}
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
