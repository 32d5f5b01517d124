; ModuleID = 'warp_hist.cu'
source_filename = "warp_hist.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9warp_histE4bins = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_hist(i32* nocapture noundef readonly %0, i32* nocapture noundef %1, i32* nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp ult i32 %8, 16
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = zext i32 %8 to i64
  %13 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @_ZZ9warp_histE4bins, i64 0, i64 %12
  %14 = addrspacecast i32 addrspace(3)* %13 to i32*
  store i32 0, i32* %14, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %11, %4
  tail call void @llvm.nvvm.barrier0()
  %16 = icmp slt i32 %9, %3
  br i1 %16, label %17, label %21

17:                                               ; preds = %15
  %18 = sext i32 %9 to i64
  %19 = getelementptr inbounds i32, i32* %0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %15, %17
  %22 = phi i32 [ %20, %17 ], [ 0, %15 ]
  br i1 %16, label %23, label %29

23:                                               ; preds = %21
  %24 = and i32 %22, 15
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @_ZZ9warp_histE4bins, i64 0, i64 %25
  %27 = addrspacecast i32 addrspace(3)* %26 to i32*
  %28 = atomicrmw add i32* %27, i32 1 seq_cst, align 4
  br label %29

29:                                               ; preds = %23, %21
  %30 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %22, i32 16, i32 31) #4
  %31 = add i32 %30, %22
  %32 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 8, i32 31) #4
  %33 = add i32 %32, %31
  %34 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 4, i32 31) #4
  %35 = add i32 %34, %33
  %36 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %35, i32 2, i32 31) #4
  %37 = add i32 %36, %35
  %38 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 1, i32 31) #4
  %39 = and i32 %8, 31
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %44

41:                                               ; preds = %29
  %42 = add i32 %38, %37
  %43 = atomicrmw add i32* %1, i32 %42 seq_cst, align 4
  br label %44

44:                                               ; preds = %41, %29
  tail call void @llvm.nvvm.barrier0()
  %45 = zext i32 %8 to i64
  br i1 %10, label %46, label %52

46:                                               ; preds = %44
  %47 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @_ZZ9warp_histE4bins, i64 0, i64 %45
  %48 = addrspacecast i32 addrspace(3)* %47 to i32*
  %49 = getelementptr inbounds i32, i32* %2, i64 %45
  %50 = load i32, i32* %48, align 4, !tbaa !5
  %51 = atomicrmw add i32* %49, i32 %50 seq_cst, align 4
  br label %52

52:                                               ; preds = %46, %44
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32)* @warp_hist, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
