; ModuleID = 'ext_shared_reverse.cu'
source_filename = "ext_shared_reverse.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18ext_shared_reverseE5count = internal addrspace(3) global i32 undef, align 4
@tile = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ext_shared_reverse(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = icmp eq i32 %5, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %4
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18ext_shared_reverseE5count to ptr), align 4, !tbaa !5
  br label %11

11:                                               ; preds = %10, %4
  %12 = add i32 %8, %5
  %13 = icmp ult i32 %12, %3
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = zext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %11, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %11 ]
  %20 = zext i32 %5 to i64
  %21 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %20
  store i32 %19, ptr %21, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %22 = icmp eq i32 %19, 0
  br i1 %22, label %25, label %23

23:                                               ; preds = %18
  %24 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18ext_shared_reverseE5count to ptr), i32 1 seq_cst, align 4
  br label %25

25:                                               ; preds = %23, %18
  br i1 %13, label %26, label %34

26:                                               ; preds = %25
  %27 = zext i32 %12 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  %29 = xor i32 %5, -1
  %30 = add i32 %7, %29
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !5
  store i32 %33, ptr %28, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %26, %25
  tail call void @llvm.nvvm.barrier0()
  br i1 %9, label %35, label %39

35:                                               ; preds = %34
  %36 = zext i32 %6 to i64
  %37 = getelementptr inbounds i32, ptr %2, i64 %36
  %38 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18ext_shared_reverseE5count to ptr), align 4, !tbaa !5
  store i32 %38, ptr %37, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %35, %34
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @ext_shared_reverse, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
