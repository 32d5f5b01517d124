; ModuleID = 'fp_prefix_sum.cu'
source_filename = "fp_prefix_sum.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13fp_prefix_sumE4wsum = internal unnamed_addr addrspace(3) global [4 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_prefix_sum(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %5, 31
  %7 = ashr i32 %5, 5
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %5
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %17

13:                                               ; preds = %4
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !5
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
  br i1 %39, label %40, label %43

40:                                               ; preds = %17
  %41 = sext i32 %7 to i64
  %42 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 0, i64 %41
  store float %38, ptr %42, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %40, %17
  tail call void @llvm.nvvm.barrier0()
  %44 = icmp eq i32 %5, 0
  br i1 %44, label %45, label %56

45:                                               ; preds = %43
  %46 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), align 4, !tbaa !5
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), align 4, !tbaa !5
  %47 = fadd float %46, 0.000000e+00
  %48 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 4), align 4, !tbaa !5
  store float %47, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 4), align 4, !tbaa !5
  %49 = fadd float %47, %48
  %50 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 8), align 4, !tbaa !5
  store float %49, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 8), align 4, !tbaa !5
  %51 = fadd float %49, %50
  %52 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 12), align 4, !tbaa !5
  store float %51, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 12), align 4, !tbaa !5
  %53 = fadd float %51, %52
  %54 = zext i32 %8 to i64
  %55 = getelementptr inbounds float, ptr %2, i64 %54
  store float %53, ptr %55, align 4, !tbaa !5
  br label %56

56:                                               ; preds = %45, %43
  tail call void @llvm.nvvm.barrier0()
  br i1 %12, label %57, label %68

57:                                               ; preds = %56
  %58 = icmp ult i32 %5, 32
  br i1 %58, label %64, label %59

59:                                               ; preds = %57
  %60 = sext i32 %7 to i64
  %61 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_prefix_sumE4wsum to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = fadd float %38, %62
  br label %64

64:                                               ; preds = %57, %59
  %65 = phi contract float [ %63, %59 ], [ %38, %57 ]
  %66 = sext i32 %11 to i64
  %67 = getelementptr inbounds float, ptr %1, i64 %66
  store float %65, ptr %67, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %64, %56
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_prefix_sum, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
