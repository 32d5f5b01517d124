; ModuleID = 'atomic_wrap.cu'
source_filename = "atomic_wrap.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11atomic_wrapE1s = internal addrspace(3) global [2 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @atomic_wrap(i32* nocapture noundef %0, i32* nocapture noundef %1, i32* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %5
  store i32 0, i32* getelementptr inbounds ([2 x i32], [2 x i32]* addrspacecast ([2 x i32] addrspace(3)* @_ZZ11atomic_wrapE1s to [2 x i32]*), i64 0, i64 0), align 4, !tbaa !5
  store i32 3, i32* getelementptr inbounds ([2 x i32], [2 x i32]* addrspacecast ([2 x i32] addrspace(3)* @_ZZ11atomic_wrapE1s to [2 x i32]*), i64 0, i64 1), align 4, !tbaa !5
  br label %9

9:                                                ; preds = %8, %5
  tail call void @llvm.nvvm.barrier0()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %6
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %38

15:                                               ; preds = %9
  %16 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %0, i32 %3)
  %17 = and i32 %16, 31
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %1, i64 %18
  %20 = atomicrmw add i32* %19, i32 1 seq_cst, align 4
  %21 = getelementptr inbounds i32, i32* %0, i64 1
  %22 = tail call i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* nonnull %21, i32 %3)
  %23 = and i32 %22, 15
  %24 = or i32 %23, 32
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %1, i64 %25
  %27 = atomicrmw add i32* %26, i32 1 seq_cst, align 4
  %28 = getelementptr inbounds i32, i32* %0, i64 2
  %29 = add i32 %3, 3
  %30 = tail call i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* nonnull %28, i32 %29)
  %31 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* getelementptr inbounds ([2 x i32], [2 x i32]* addrspacecast ([2 x i32] addrspace(3)* @_ZZ11atomic_wrapE1s to [2 x i32]*), i64 0, i64 0), i32 6)
  %32 = tail call i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* getelementptr inbounds ([2 x i32], [2 x i32]* addrspacecast ([2 x i32] addrspace(3)* @_ZZ11atomic_wrapE1s to [2 x i32]*), i64 0, i64 1), i32 4)
  %33 = and i32 %31, 7
  %34 = or i32 %33, 48
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %1, i64 %35
  %37 = atomicrmw add i32* %36, i32 1 seq_cst, align 4
  br label %38

38:                                               ; preds = %15, %9
  tail call void @llvm.nvvm.barrier0()
  %39 = shl i32 %10, 1
  br i1 %7, label %40, label %48

40:                                               ; preds = %38
  %41 = or i32 %39, 1
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32* %2, i64 %42
  %44 = zext i32 %39 to i64
  %45 = getelementptr inbounds i32, i32* %2, i64 %44
  %46 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* addrspacecast ([2 x i32] addrspace(3)* @_ZZ11atomic_wrapE1s to [2 x i32]*), i64 0, i64 0), align 4, !tbaa !5
  store i32 %46, i32* %45, align 4, !tbaa !5
  %47 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* addrspacecast ([2 x i32] addrspace(3)* @_ZZ11atomic_wrapE1s to [2 x i32]*), i64 0, i64 1), align 4, !tbaa !5
  store i32 %47, i32* %43, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %40, %38
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #2

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* nocapture, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { argmemonly nounwind }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32, i32)* @atomic_wrap, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
