; ModuleID = 'fp_atomic_add.cu'
source_filename = "fp_atomic_add.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13fp_atomic_addE5local = internal addrspace(3) global [8 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_atomic_add(float* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, float* nocapture noundef %2, double* nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %12

8:                                                ; preds = %5
  %9 = sext i32 %6 to i64
  %10 = getelementptr inbounds [8 x float], [8 x float] addrspace(3)* @_ZZ13fp_atomic_addE5local, i64 0, i64 %9
  %11 = addrspacecast float addrspace(3)* %10 to float*
  store float 0.000000e+00, float* %11, align 4, !tbaa !5
  br label %12

12:                                               ; preds = %8, %5
  tail call void @llvm.nvvm.barrier0()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %6
  %17 = icmp slt i32 %16, %4
  br i1 %17, label %18, label %21

18:                                               ; preds = %12
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3
  %20 = mul i32 %14, %19
  br label %23

21:                                               ; preds = %23, %12
  tail call void @llvm.nvvm.barrier0()
  %22 = sext i32 %6 to i64
  br i1 %7, label %40, label %46

23:                                               ; preds = %18, %23
  %24 = phi i32 [ %16, %18 ], [ %38, %23 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, float* %0, i64 %25
  %27 = load float, float* %26, align 4, !tbaa !5
  %28 = getelementptr inbounds i32, i32* %1, i64 %25
  %29 = load i32, i32* %28, align 4, !tbaa !9
  %30 = and i32 %29, 7
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [8 x float], [8 x float] addrspace(3)* @_ZZ13fp_atomic_addE5local, i64 0, i64 %31
  %33 = addrspacecast float addrspace(3)* %32 to float*
  %34 = atomicrmw fadd float* %33, float %27 seq_cst, align 4
  %35 = fpext float %27 to double
  %36 = fmul double %35, 5.000000e-01
  %37 = atomicrmw fadd double* %3, double %36 seq_cst, align 8
  %38 = add i32 %24, %20
  %39 = icmp slt i32 %38, %4
  br i1 %39, label %23, label %21, !llvm.loop !11

40:                                               ; preds = %21
  %41 = getelementptr inbounds [8 x float], [8 x float] addrspace(3)* @_ZZ13fp_atomic_addE5local, i64 0, i64 %22
  %42 = addrspacecast float addrspace(3)* %41 to float*
  %43 = getelementptr inbounds float, float* %2, i64 %22
  %44 = load float, float* %42, align 4, !tbaa !5
  %45 = atomicrmw fadd float* %43, float %44 seq_cst, align 4
  br label %46

46:                                               ; preds = %40, %21
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

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, i32*, float*, double*, i32)* @fp_atomic_add, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
