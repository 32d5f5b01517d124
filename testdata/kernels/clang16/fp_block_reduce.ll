; ModuleID = 'fp_block_reduce.cu'
source_filename = "fp_block_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15fp_block_reduceE1s = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ15fp_block_reduceE1m = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_block_reduce(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi float [ 0xFFF0000000000000, %4 ], [ %14, %11 ]
  %17 = phi contract float [ 0.000000e+00, %4 ], [ %14, %11 ]
  %18 = sext i32 %5 to i64
  %19 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1s to ptr), i64 0, i64 %18
  store float %17, ptr %19, align 4, !tbaa !5
  %20 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1m to ptr), i64 0, i64 %18
  store float %16, ptr %20, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %21 = icmp ugt i32 %7, 63
  br i1 %21, label %24, label %22

22:                                               ; preds = %39, %15
  %23 = icmp slt i32 %5, 32
  br i1 %23, label %41, label %69

24:                                               ; preds = %15, %39
  %25 = phi i32 [ %26, %39 ], [ %7, %15 ]
  %26 = lshr i32 %25, 1
  %27 = icmp slt i32 %5, %26
  br i1 %27, label %28, label %39

28:                                               ; preds = %24
  %29 = load float, ptr %19, align 4, !tbaa !5
  %30 = add nsw i32 %26, %5
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1s to ptr), i64 0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = fadd float %29, %33
  store float %34, ptr %19, align 4, !tbaa !5
  %35 = load float, ptr %20, align 4, !tbaa !5
  %36 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1m to ptr), i64 0, i64 %31
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = tail call float @llvm.maxnum.f32(float %35, float %37)
  store float %38, ptr %20, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %28, %24
  tail call void @llvm.nvvm.barrier0()
  %40 = icmp ugt i32 %25, 127
  br i1 %40, label %24, label %22, !llvm.loop !9

41:                                               ; preds = %22
  %42 = load float, ptr %19, align 4, !tbaa !5
  %43 = load float, ptr %20, align 4, !tbaa !5
  %44 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 16, i32 31)
  %45 = fadd float %42, %44
  %46 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 16, i32 31)
  %47 = tail call float @llvm.maxnum.f32(float %43, float %46)
  %48 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 8, i32 31)
  %49 = fadd float %45, %48
  %50 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %47, i32 8, i32 31)
  %51 = tail call float @llvm.maxnum.f32(float %47, float %50)
  %52 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %49, i32 4, i32 31)
  %53 = fadd float %49, %52
  %54 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %51, i32 4, i32 31)
  %55 = tail call float @llvm.maxnum.f32(float %51, float %54)
  %56 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %53, i32 2, i32 31)
  %57 = fadd float %53, %56
  %58 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %55, i32 2, i32 31)
  %59 = tail call float @llvm.maxnum.f32(float %55, float %58)
  %60 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %57, i32 1, i32 31)
  %61 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %59, i32 1, i32 31)
  %62 = icmp eq i32 %5, 0
  br i1 %62, label %63, label %69

63:                                               ; preds = %41
  %64 = tail call float @llvm.maxnum.f32(float %59, float %61)
  %65 = fadd float %57, %60
  %66 = zext i32 %6 to i64
  %67 = getelementptr inbounds float, ptr %2, i64 %66
  %68 = getelementptr inbounds float, ptr %1, i64 %66
  store float %65, ptr %68, align 4, !tbaa !5
  store float %64, ptr %67, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %41, %63, %22
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_block_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
