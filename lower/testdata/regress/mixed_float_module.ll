; opt: 2
; launch: --kernel ikern --grid 1,1,1 --block 64,1,1 a=buf:i32:64=rand:1 n=i32:50
; An integer kernel in a module whose other kernel uses float shared arrays
; (issue 12): lowering ikern must not look at fkern's shared variables, so
; it neither fails on their float types nor reserves their shared memory.
source_filename = "mixed2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ5fkernE4tile = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4
@_ZZ5fkernE2dt = internal unnamed_addr addrspace(3) global [4 x double] undef, align 8
@_ZZ5ikernE5itile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fkern(float* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds float, float* %0, i64 %4
  %6 = load float, float* %5, align 4, !tbaa !6
  %7 = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @_ZZ5fkernE4tile, i64 0, i64 %4
  %8 = addrspacecast float addrspace(3)* %7 to float*
  store float %6, float* %8, align 4, !tbaa !6
  %9 = fpext float %6 to double
  %10 = and i32 %3, 3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [4 x double], [4 x double] addrspace(3)* @_ZZ5fkernE2dt, i64 0, i64 %11
  %13 = addrspacecast double addrspace(3)* %12 to double*
  store double %9, double* %13, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %14 = icmp slt i32 %3, %1
  br i1 %14, label %15, label %26

15:                                               ; preds = %2
  %16 = sub nsw i32 63, %3
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @_ZZ5fkernE4tile, i64 0, i64 %17
  %19 = addrspacecast float addrspace(3)* %18 to float*
  %20 = load float, float* %19, align 4, !tbaa !6
  %21 = fmul contract float %20, 2.000000e+00
  %22 = fpext float %21 to double
  %23 = load double, double* getelementptr inbounds ([4 x double], [4 x double]* addrspacecast ([4 x double] addrspace(3)* @_ZZ5fkernE2dt to [4 x double]*), i64 0, i64 0), align 8, !tbaa !10
  %24 = fadd contract double %23, %22
  %25 = fptrunc double %24 to float
  store float %25, float* %5, align 4, !tbaa !6
  br label %26

26:                                               ; preds = %15, %2
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ikern(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds i32, i32* %0, i64 %4
  %6 = load i32, i32* %5, align 4, !tbaa !12
  %7 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ5ikernE5itile, i64 0, i64 %4
  %8 = addrspacecast i32 addrspace(3)* %7 to i32*
  store i32 %6, i32* %8, align 4, !tbaa !12
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp slt i32 %3, %1
  br i1 %9, label %10, label %17

10:                                               ; preds = %2
  %11 = sub nsw i32 63, %3
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ5ikernE5itile, i64 0, i64 %12
  %14 = addrspacecast i32 addrspace(3)* %13 to i32*
  %15 = load i32, i32* %14, align 4, !tbaa !12
  %16 = mul i32 %15, 3
  store i32 %16, i32* %5, align 4, !tbaa !12
  br label %17

17:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, i32)* @fkern, !"kernel", i32 1}
!1 = !{void (i32*, i32)* @ikern, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
