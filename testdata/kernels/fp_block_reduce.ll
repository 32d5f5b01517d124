; ModuleID = 'fp_block_reduce.cu'
source_filename = "fp_block_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15fp_block_reduceE1s = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ15fp_block_reduceE1m = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_block_reduce(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, float* %0, i64 %12
  %14 = load float, float* %13, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi float [ 0xFFF0000000000000, %4 ], [ %14, %11 ]
  %17 = phi contract float [ 0.000000e+00, %4 ], [ %14, %11 ]
  %18 = sext i32 %5 to i64
  %19 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ15fp_block_reduceE1s, i64 0, i64 %18
  %20 = addrspacecast float addrspace(3)* %19 to float*
  store float %17, float* %20, align 4, !tbaa !5
  %21 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ15fp_block_reduceE1m, i64 0, i64 %18
  %22 = addrspacecast float addrspace(3)* %21 to float*
  store float %16, float* %22, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %23 = icmp ugt i32 %7, 63
  br i1 %23, label %28, label %24

24:                                               ; preds = %45, %15
  %25 = phi float [ %16, %15 ], [ %46, %45 ]
  %26 = phi float [ %17, %15 ], [ %47, %45 ]
  %27 = icmp slt i32 %5, 32
  br i1 %27, label %49, label %75

28:                                               ; preds = %15, %45
  %29 = phi float [ %46, %45 ], [ %16, %15 ]
  %30 = phi float [ %47, %45 ], [ %17, %15 ]
  %31 = phi i32 [ %32, %45 ], [ %7, %15 ]
  %32 = lshr i32 %31, 1
  %33 = icmp slt i32 %5, %32
  br i1 %33, label %34, label %45

34:                                               ; preds = %28
  %35 = add nsw i32 %32, %5
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ15fp_block_reduceE1s, i64 0, i64 %36
  %38 = addrspacecast float addrspace(3)* %37 to float*
  %39 = load float, float* %38, align 4, !tbaa !5
  %40 = fadd float %30, %39
  store float %40, float* %20, align 4, !tbaa !5
  %41 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ15fp_block_reduceE1m, i64 0, i64 %36
  %42 = addrspacecast float addrspace(3)* %41 to float*
  %43 = load float, float* %42, align 4, !tbaa !5
  %44 = tail call float @llvm.maxnum.f32(float %29, float %43)
  store float %44, float* %22, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %34, %28
  %46 = phi float [ %44, %34 ], [ %29, %28 ]
  %47 = phi float [ %40, %34 ], [ %30, %28 ]
  tail call void @llvm.nvvm.barrier0()
  %48 = icmp ugt i32 %31, 127
  br i1 %48, label %28, label %24, !llvm.loop !9

49:                                               ; preds = %24
  %50 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 16, i32 31)
  %51 = fadd float %26, %50
  %52 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 16, i32 31)
  %53 = tail call float @llvm.maxnum.f32(float %25, float %52)
  %54 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %51, i32 8, i32 31)
  %55 = fadd float %51, %54
  %56 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %53, i32 8, i32 31)
  %57 = tail call float @llvm.maxnum.f32(float %53, float %56)
  %58 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %55, i32 4, i32 31)
  %59 = fadd float %55, %58
  %60 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %57, i32 4, i32 31)
  %61 = tail call float @llvm.maxnum.f32(float %57, float %60)
  %62 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %59, i32 2, i32 31)
  %63 = fadd float %59, %62
  %64 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %61, i32 2, i32 31)
  %65 = tail call float @llvm.maxnum.f32(float %61, float %64)
  %66 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %63, i32 1, i32 31)
  %67 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %65, i32 1, i32 31)
  %68 = icmp eq i32 %5, 0
  %69 = zext i32 %6 to i64
  br i1 %68, label %70, label %75

70:                                               ; preds = %49
  %71 = tail call float @llvm.maxnum.f32(float %65, float %67)
  %72 = fadd float %63, %66
  %73 = getelementptr inbounds float, float* %2, i64 %69
  %74 = getelementptr inbounds float, float* %1, i64 %69
  store float %72, float* %74, align 4, !tbaa !5
  store float %71, float* %73, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %49, %70, %24
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { convergent inaccessiblememonly nounwind }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, float*, float*, i32)* @fp_block_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
