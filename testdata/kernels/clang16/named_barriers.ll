; ModuleID = 'named_barriers.cu'
source_filename = "named_barriers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14named_barriersE3buf = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @named_barriers(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 7
  %9 = add i32 %8, %6
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %5
  %15 = zext i32 %6 to i64
  br label %22

16:                                               ; preds = %5
  %17 = lshr i32 %6, 6
  %18 = zext i32 %6 to i64
  %19 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14named_barriersE3buf to ptr), i64 0, i64 %18
  %20 = add nuw nsw i32 %17, 1
  %21 = and i32 %6, -64
  br label %37

22:                                               ; preds = %37, %14
  %23 = phi i64 [ %15, %14 ], [ %18, %37 ]
  %24 = phi i32 [ %12, %14 ], [ %48, %37 ]
  %25 = xor i32 %24, 85
  %26 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14named_barriersE3buf to ptr), i64 0, i64 %23
  store i32 %25, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.sync(i32 5)
  %27 = sub i32 127, %6
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14named_barriersE3buf to ptr), i64 0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = shl i32 %4, 5
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 6, i32 %31)
  %32 = add i32 %30, %6
  %33 = getelementptr inbounds i32, ptr %2, i64 %10
  store i32 %32, ptr %33, align 4, !tbaa !5
  %34 = add i32 %4, 3
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 %34, i32 %31)
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 8, i32 128)
  tail call void @llvm.nvvm.bar.sync(i32 9)
  %35 = add i32 %24, 1
  %36 = getelementptr inbounds i32, ptr %1, i64 %10
  store i32 %35, ptr %36, align 4, !tbaa !5
  ret void

37:                                               ; preds = %16, %37
  %38 = phi i32 [ %12, %16 ], [ %48, %37 ]
  %39 = phi i32 [ 0, %16 ], [ %40, %37 ]
  store i32 %38, ptr %19, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 %20, i32 64)
  %40 = add nuw nsw i32 %39, 1
  %41 = add i32 %40, %6
  %42 = and i32 %41, 63
  %43 = or i32 %42, %21
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14named_barriersE3buf to ptr), i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = mul i32 %46, 3
  %48 = add i32 %47, %38
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 %20, i32 64)
  %49 = icmp eq i32 %40, %3
  br i1 %49, label %22, label %37, !llvm.loop !9
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.sync(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @named_barriers, !"kernel", i32 1}
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
