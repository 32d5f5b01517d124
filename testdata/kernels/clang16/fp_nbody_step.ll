; ModuleID = 'fp_nbody_step.cu'
source_filename = "fp_nbody_step.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13fp_nbody_stepE4tile = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_nbody_step(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = add i32 %11, %8
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %27

14:                                               ; preds = %7
  %15 = shl nsw i32 %12, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = or i32 %15, 1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = or i32 %15, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %14, %7
  %28 = phi float [ %26, %14 ], [ 0.000000e+00, %7 ]
  %29 = phi float [ %22, %14 ], [ 0.000000e+00, %7 ]
  %30 = phi float [ %18, %14 ], [ 0.000000e+00, %7 ]
  %31 = icmp sgt i32 %4, 0
  br i1 %31, label %32, label %45

32:                                               ; preds = %27
  %33 = shl nsw i32 %8, 2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %34
  %36 = or i32 %33, 1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %37
  %39 = or i32 %33, 2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %40
  %42 = or i32 %33, 3
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %43
  br label %49

45:                                               ; preds = %80, %27
  %46 = phi float [ 0.000000e+00, %27 ], [ %115, %80 ]
  %47 = phi float [ 0.000000e+00, %27 ], [ %114, %80 ]
  %48 = phi float [ 0.000000e+00, %27 ], [ %113, %80 ]
  br i1 %13, label %118, label %151

49:                                               ; preds = %32, %80
  %50 = phi float [ 0.000000e+00, %32 ], [ %113, %80 ]
  %51 = phi float [ 0.000000e+00, %32 ], [ %114, %80 ]
  %52 = phi float [ 0.000000e+00, %32 ], [ %115, %80 ]
  %53 = phi i32 [ 0, %32 ], [ %81, %80 ]
  %54 = add nsw i32 %53, %8
  %55 = icmp slt i32 %54, %4
  %56 = shl nsw i32 %54, 2
  br i1 %55, label %57, label %65

57:                                               ; preds = %49
  %58 = sext i32 %56 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !5
  store float %60, ptr %35, align 4, !tbaa !5
  %61 = or i32 %56, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !5
  br label %66

65:                                               ; preds = %49
  store float 0.000000e+00, ptr %35, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %65, %57
  %67 = phi contract float [ %64, %57 ], [ 0.000000e+00, %65 ]
  store float %67, ptr %38, align 4, !tbaa !5
  br i1 %55, label %68, label %77

68:                                               ; preds = %66
  %69 = or i32 %56, 2
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %0, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !5
  store float %72, ptr %41, align 4, !tbaa !5
  %73 = or i32 %56, 3
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !5
  br label %78

77:                                               ; preds = %66
  store float 0.000000e+00, ptr %41, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %77, %68
  %79 = phi contract float [ %76, %68 ], [ 0.000000e+00, %77 ]
  store float %79, ptr %44, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br label %83

80:                                               ; preds = %83
  tail call void @llvm.nvvm.barrier0()
  %81 = add nuw nsw i32 %53, 32
  %82 = icmp slt i32 %81, %4
  br i1 %82, label %49, label %45, !llvm.loop !9

83:                                               ; preds = %78, %83
  %84 = phi float [ %50, %78 ], [ %113, %83 ]
  %85 = phi float [ %51, %78 ], [ %114, %83 ]
  %86 = phi float [ %52, %78 ], [ %115, %83 ]
  %87 = phi i32 [ 0, %78 ], [ %116, %83 ]
  %88 = shl nuw nsw i32 %87, 2
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !5
  %92 = fsub float %91, %30
  %93 = or i32 %88, 1
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !5
  %97 = fsub float %96, %29
  %98 = or i32 %88, 2
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !5
  %102 = fsub float %101, %28
  %103 = tail call float @llvm.fma.f32(float %102, float %102, float %6)
  %104 = tail call float @llvm.fma.f32(float %97, float %97, float %103)
  %105 = tail call float @llvm.fma.f32(float %92, float %92, float %104)
  %106 = or i32 %88, 3
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fp_nbody_stepE4tile to ptr), i64 0, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !5
  %110 = tail call float @llvm.sqrt.f32(float %105)
  %111 = fmul float %105, %110
  %112 = fdiv float %109, %111
  %113 = tail call float @llvm.fma.f32(float %92, float %112, float %84)
  %114 = tail call float @llvm.fma.f32(float %97, float %112, float %85)
  %115 = tail call float @llvm.fma.f32(float %102, float %112, float %86)
  %116 = add nuw nsw i32 %87, 1
  %117 = icmp eq i32 %116, 32
  br i1 %117, label %80, label %83, !llvm.loop !11

118:                                              ; preds = %45
  %119 = shl nsw i32 %12, 2
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr %1, i64 %120
  %122 = load float, ptr %121, align 4, !tbaa !5
  %123 = tail call float @llvm.fma.f32(float %48, float %5, float %122)
  %124 = or i32 %119, 1
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr %1, i64 %125
  %127 = load float, ptr %126, align 4, !tbaa !5
  %128 = tail call float @llvm.fma.f32(float %47, float %5, float %127)
  %129 = or i32 %119, 2
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds float, ptr %1, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !5
  %133 = tail call float @llvm.fma.f32(float %46, float %5, float %132)
  %134 = getelementptr inbounds float, ptr %3, i64 %120
  store float %123, ptr %134, align 4, !tbaa !5
  %135 = getelementptr inbounds float, ptr %3, i64 %125
  store float %128, ptr %135, align 4, !tbaa !5
  %136 = getelementptr inbounds float, ptr %3, i64 %130
  store float %133, ptr %136, align 4, !tbaa !5
  %137 = or i32 %119, 3
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds float, ptr %1, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !5
  %141 = getelementptr inbounds float, ptr %3, i64 %138
  store float %140, ptr %141, align 4, !tbaa !5
  %142 = tail call float @llvm.fma.f32(float %123, float %5, float %30)
  %143 = getelementptr inbounds float, ptr %2, i64 %120
  store float %142, ptr %143, align 4, !tbaa !5
  %144 = tail call float @llvm.fma.f32(float %128, float %5, float %29)
  %145 = getelementptr inbounds float, ptr %2, i64 %125
  store float %144, ptr %145, align 4, !tbaa !5
  %146 = tail call float @llvm.fma.f32(float %133, float %5, float %28)
  %147 = getelementptr inbounds float, ptr %2, i64 %130
  store float %146, ptr %147, align 4, !tbaa !5
  %148 = getelementptr inbounds float, ptr %0, i64 %138
  %149 = load float, ptr %148, align 4, !tbaa !5
  %150 = getelementptr inbounds float, ptr %2, i64 %138
  store float %149, ptr %150, align 4, !tbaa !5
  br label %151

151:                                              ; preds = %118, %45
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_nbody_step, !"kernel", i32 1}
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
!11 = distinct !{!11, !10}
