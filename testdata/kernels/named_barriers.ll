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
  br label %40

23:                                               ; preds = %40, %14
  %24 = phi i64 [ %15, %14 ], [ %18, %40 ]
  %25 = phi i32 [ %12, %14 ], [ %52, %40 ]
  %26 = xor i32 %25, 85
  %27 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ14named_barriersE3buf, i64 0, i64 %24
  %28 = addrspacecast i32 addrspace(3)* %27 to i32*
  store i32 %26, i32* %28, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.sync(i32 5)
  %29 = sub i32 127, %6
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ14named_barriersE3buf, i64 0, i64 %30
  %32 = addrspacecast i32 addrspace(3)* %31 to i32*
  %33 = load i32, i32* %32, align 4, !tbaa !5
  %34 = shl i32 %4, 5
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 6, i32 %34)
  %35 = add i32 %33, %6
  %36 = getelementptr inbounds i32, i32* %2, i64 %10
  store i32 %35, i32* %36, align 4, !tbaa !5
  %37 = add i32 %4, 3
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 %37, i32 %34)
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 8, i32 128)
  tail call void @llvm.nvvm.bar.sync(i32 9)
  %38 = add i32 %25, 1
  %39 = getelementptr inbounds i32, i32* %1, i64 %10
  store i32 %38, i32* %39, align 4, !tbaa !5
  ret void

40:                                               ; preds = %16, %40
  %41 = phi i32 [ %12, %16 ], [ %52, %40 ]
  %42 = phi i32 [ 0, %16 ], [ %43, %40 ]
  store i32 %41, i32* %20, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 %21, i32 64)
  %43 = add nuw nsw i32 %42, 1
  %44 = add i32 %43, %6
  %45 = and i32 %44, 63
  %46 = or i32 %45, %22
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ14named_barriersE3buf, i64 0, i64 %47
  %49 = addrspacecast i32 addrspace(3)* %48 to i32*
  %50 = load i32, i32* %49, align 4, !tbaa !5
  %51 = mul i32 %50, 3
  %52 = add i32 %51, %41
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 %21, i32 64)
  %53 = icmp eq i32 %43, %3
  br i1 %53, label %23, label %40, !llvm.loop !9
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier.sync(i32) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.sync(i32) #1

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
