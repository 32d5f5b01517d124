; ModuleID = 'ext_shared_reverse.cu'
source_filename = "ext_shared_reverse.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18ext_shared_reverseE5count = internal addrspace(3) global i32 undef, align 4
@tile = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ext_shared_reverse(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %8 = mul i32 %6, %7
  %9 = icmp eq i32 %5, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %4
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ18ext_shared_reverseE5count to i32*), align 4, !tbaa !5
  br label %11

11:                                               ; preds = %10, %4
  %12 = add i32 %8, %5
  %13 = icmp ult i32 %12, %3
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = zext i32 %12 to i64
  %16 = getelementptr inbounds i32, i32* %0, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %11, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %11 ]
  %20 = zext i32 %5 to i64
  %21 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @tile, i64 0, i64 %20
  %22 = addrspacecast i32 addrspace(3)* %21 to i32*
  store i32 %19, i32* %22, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %23 = icmp eq i32 %19, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %18
  %25 = atomicrmw add i32* addrspacecast (i32 addrspace(3)* @_ZZ18ext_shared_reverseE5count to i32*), i32 1 seq_cst, align 4
  br label %26

26:                                               ; preds = %24, %18
  br i1 %13, label %27, label %36

27:                                               ; preds = %26
  %28 = zext i32 %12 to i64
  %29 = getelementptr inbounds i32, i32* %1, i64 %28
  %30 = xor i32 %5, -1
  %31 = add i32 %7, %30
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @tile, i64 0, i64 %32
  %34 = addrspacecast i32 addrspace(3)* %33 to i32*
  %35 = load i32, i32* %34, align 4, !tbaa !5
  store i32 %35, i32* %29, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %27, %26
  tail call void @llvm.nvvm.barrier0()
  br i1 %9, label %37, label %41

37:                                               ; preds = %36
  %38 = zext i32 %6 to i64
  %39 = getelementptr inbounds i32, i32* %2, i64 %38
  %40 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ18ext_shared_reverseE5count to i32*), align 4, !tbaa !5
  store i32 %40, i32* %39, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %37, %36
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32)* @ext_shared_reverse, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
