; ModuleID = 'fp_prefix_sum.cu'
source_filename = "fp_prefix_sum.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13fp_prefix_sumE4wsum = internal unnamed_addr addrspace(3) global [4 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_prefix_sum(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %6 = and i32 %5, 31
  %7 = ashr i32 %5, 5
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %5
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %17

13:                                               ; preds = %4
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, float* %0, i64 %14
  %16 = load float, float* %15, align 4, !tbaa !5
  br label %17

17:                                               ; preds = %4, %13
  %18 = phi contract float [ %16, %13 ], [ 0.000000e+00, %4 ]
  %19 = tail call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %18, i32 1, i32 0)
  %20 = icmp eq i32 %6, 0
  %21 = select i1 %20, float -0.000000e+00, float %19
  %22 = fadd float %18, %21
  %23 = tail call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %22, i32 2, i32 0)
  %24 = icmp ult i32 %6, 2
  %25 = select i1 %24, float -0.000000e+00, float %23
  %26 = fadd float %22, %25
  %27 = tail call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %26, i32 4, i32 0)
  %28 = icmp ult i32 %6, 4
  %29 = select i1 %28, float -0.000000e+00, float %27
  %30 = fadd float %26, %29
  %31 = tail call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %30, i32 8, i32 0)
  %32 = icmp ult i32 %6, 8
  %33 = select i1 %32, float -0.000000e+00, float %31
  %34 = fadd float %30, %33
  %35 = tail call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %34, i32 16, i32 0)
  %36 = icmp ult i32 %6, 16
  %37 = select i1 %36, float -0.000000e+00, float %35
  %38 = fadd float %34, %37
  %39 = icmp eq i32 %6, 31
  br i1 %39, label %40, label %44

40:                                               ; preds = %17
  %41 = sext i32 %7 to i64
  %42 = getelementptr inbounds [4 x float], [4 x float] addrspace(3)* @_ZZ13fp_prefix_sumE4wsum, i64 0, i64 %41
  %43 = addrspacecast float addrspace(3)* %42 to float*
  store float %38, float* %43, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %40, %17
  tail call void @llvm.nvvm.barrier0()
  %45 = icmp eq i32 %5, 0
  br i1 %45, label %46, label %57

46:                                               ; preds = %44
  %47 = load float, float* addrspacecast (float addrspace(3)* getelementptr inbounds ([4 x float], [4 x float] addrspace(3)* @_ZZ13fp_prefix_sumE4wsum, i64 0, i64 0) to float*), align 4, !tbaa !5
  store float 0.000000e+00, float* addrspacecast (float addrspace(3)* getelementptr inbounds ([4 x float], [4 x float] addrspace(3)* @_ZZ13fp_prefix_sumE4wsum, i64 0, i64 0) to float*), align 4, !tbaa !5
  %48 = fadd float %47, 0.000000e+00
  %49 = load float, float* addrspacecast (float addrspace(3)* getelementptr inbounds ([4 x float], [4 x float] addrspace(3)* @_ZZ13fp_prefix_sumE4wsum, i64 0, i64 1) to float*), align 4, !tbaa !5
  store float %48, float* addrspacecast (float addrspace(3)* getelementptr inbounds ([4 x float], [4 x float] addrspace(3)* @_ZZ13fp_prefix_sumE4wsum, i64 0, i64 1) to float*), align 4, !tbaa !5
  %50 = fadd float %48, %49
  %51 = load float, float* addrspacecast (float addrspace(3)* getelementptr inbounds ([4 x float], [4 x float] addrspace(3)* @_ZZ13fp_prefix_sumE4wsum, i64 0, i64 2) to float*), align 4, !tbaa !5
  store float %50, float* addrspacecast (float addrspace(3)* getelementptr inbounds ([4 x float], [4 x float] addrspace(3)* @_ZZ13fp_prefix_sumE4wsum, i64 0, i64 2) to float*), align 4, !tbaa !5
  %52 = fadd float %50, %51
  %53 = load float, float* addrspacecast (float addrspace(3)* getelementptr inbounds ([4 x float], [4 x float] addrspace(3)* @_ZZ13fp_prefix_sumE4wsum, i64 0, i64 3) to float*), align 4, !tbaa !5
  store float %52, float* addrspacecast (float addrspace(3)* getelementptr inbounds ([4 x float], [4 x float] addrspace(3)* @_ZZ13fp_prefix_sumE4wsum, i64 0, i64 3) to float*), align 4, !tbaa !5
  %54 = fadd float %52, %53
  %55 = zext i32 %8 to i64
  %56 = getelementptr inbounds float, float* %2, i64 %55
  store float %54, float* %56, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %46, %44
  tail call void @llvm.nvvm.barrier0()
  br i1 %12, label %58, label %70

58:                                               ; preds = %57
  %59 = icmp ult i32 %5, 32
  br i1 %59, label %66, label %60

60:                                               ; preds = %58
  %61 = sext i32 %7 to i64
  %62 = getelementptr inbounds [4 x float], [4 x float] addrspace(3)* @_ZZ13fp_prefix_sumE4wsum, i64 0, i64 %61
  %63 = addrspacecast float addrspace(3)* %62 to float*
  %64 = load float, float* %63, align 4, !tbaa !5
  %65 = fadd float %38, %64
  br label %66

66:                                               ; preds = %58, %60
  %67 = phi contract float [ %65, %60 ], [ %38, %58 ]
  %68 = sext i32 %11 to i64
  %69 = getelementptr inbounds float, float* %1, i64 %68
  store float %67, float* %69, align 4, !tbaa !5
  br label %70

70:                                               ; preds = %66, %57
  ret void
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent inaccessiblememonly nounwind }
attributes #2 = { convergent nounwind }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, float*, float*, i32)* @fp_prefix_sum, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
