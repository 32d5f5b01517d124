; ModuleID = 'fp_atomic_add.cu'
source_filename = "fp_atomic_add.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13fp_atomic_addE5local = internal addrspace(3) global [8 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_atomic_add(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %11

8:                                                ; preds = %5
  %9 = sext i32 %6 to i64
  %10 = getelementptr inbounds [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_atomic_addE5local to ptr), i64 0, i64 %9
  store float 0.000000e+00, ptr %10, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %8, %5
  tail call void @llvm.nvvm.barrier0()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %6
  %16 = icmp slt i32 %15, %4
  br i1 %16, label %17, label %20

17:                                               ; preds = %11
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = mul i32 %13, %18
  br label %21

20:                                               ; preds = %21, %11
  tail call void @llvm.nvvm.barrier0()
  br i1 %7, label %37, label %43

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %15, %17 ], [ %35, %21 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds i32, ptr %1, i64 %23
  %27 = load i32, ptr %26, align 4, !tbaa !9
  %28 = and i32 %27, 7
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_atomic_addE5local to ptr), i64 0, i64 %29
  %31 = atomicrmw fadd ptr %30, float %25 seq_cst, align 4
  %32 = fpext float %25 to double
  %33 = fmul double %32, 5.000000e-01
  %34 = atomicrmw fadd ptr %3, double %33 seq_cst, align 8
  %35 = add i32 %22, %19
  %36 = icmp slt i32 %35, %4
  br i1 %36, label %21, label %20, !llvm.loop !11

37:                                               ; preds = %20
  %38 = sext i32 %6 to i64
  %39 = getelementptr inbounds [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_atomic_addE5local to ptr), i64 0, i64 %38
  %40 = getelementptr inbounds float, ptr %2, i64 %38
  %41 = load float, ptr %39, align 4, !tbaa !5
  %42 = atomicrmw fadd ptr %40, float %41 seq_cst, align 4
  br label %43

43:                                               ; preds = %37, %20
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_atomic_add, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
