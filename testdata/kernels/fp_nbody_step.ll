; ModuleID = 'fp_nbody_step.cu'
source_filename = "fp_nbody_step.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13fp_nbody_stepE4tile = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_nbody_step(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %11 = mul i32 %9, %10
  %12 = add i32 %11, %8
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %27

14:                                               ; preds = %7
  %15 = shl nsw i32 %12, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, float* %0, i64 %16
  %18 = load float, float* %17, align 4, !tbaa !5
  %19 = or i32 %15, 1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, float* %0, i64 %20
  %22 = load float, float* %21, align 4, !tbaa !5
  %23 = or i32 %15, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, float* %0, i64 %24
  %26 = load float, float* %25, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %14, %7
  %28 = phi float [ %26, %14 ], [ 0.000000e+00, %7 ]
  %29 = phi float [ %22, %14 ], [ 0.000000e+00, %7 ]
  %30 = phi float [ %18, %14 ], [ 0.000000e+00, %7 ]
  %31 = icmp sgt i32 %4, 0
  br i1 %31, label %32, label %49

32:                                               ; preds = %27
  %33 = shl nsw i32 %8, 2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ13fp_nbody_stepE4tile, i64 0, i64 %34
  %36 = addrspacecast float addrspace(3)* %35 to float*
  %37 = or i32 %33, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ13fp_nbody_stepE4tile, i64 0, i64 %38
  %40 = addrspacecast float addrspace(3)* %39 to float*
  %41 = or i32 %33, 2
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ13fp_nbody_stepE4tile, i64 0, i64 %42
  %44 = addrspacecast float addrspace(3)* %43 to float*
  %45 = or i32 %33, 3
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ13fp_nbody_stepE4tile, i64 0, i64 %46
  %48 = addrspacecast float addrspace(3)* %47 to float*
  br label %53

49:                                               ; preds = %84, %27
  %50 = phi float [ 0.000000e+00, %27 ], [ %123, %84 ]
  %51 = phi float [ 0.000000e+00, %27 ], [ %122, %84 ]
  %52 = phi float [ 0.000000e+00, %27 ], [ %121, %84 ]
  br i1 %13, label %126, label %159

53:                                               ; preds = %32, %84
  %54 = phi float [ 0.000000e+00, %32 ], [ %121, %84 ]
  %55 = phi float [ 0.000000e+00, %32 ], [ %122, %84 ]
  %56 = phi float [ 0.000000e+00, %32 ], [ %123, %84 ]
  %57 = phi i32 [ 0, %32 ], [ %85, %84 ]
  %58 = add nsw i32 %57, %8
  %59 = icmp slt i32 %58, %4
  %60 = shl nsw i32 %58, 2
  br i1 %59, label %61, label %69

61:                                               ; preds = %53
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds float, float* %0, i64 %62
  %64 = load float, float* %63, align 4, !tbaa !5
  store float %64, float* %36, align 4, !tbaa !5
  %65 = or i32 %60, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, float* %0, i64 %66
  %68 = load float, float* %67, align 4, !tbaa !5
  br label %70

69:                                               ; preds = %53
  store float 0.000000e+00, float* %36, align 4, !tbaa !5
  br label %70

70:                                               ; preds = %69, %61
  %71 = phi contract float [ %68, %61 ], [ 0.000000e+00, %69 ]
  store float %71, float* %40, align 4, !tbaa !5
  br i1 %59, label %72, label %81

72:                                               ; preds = %70
  %73 = or i32 %60, 2
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, float* %0, i64 %74
  %76 = load float, float* %75, align 4, !tbaa !5
  store float %76, float* %44, align 4, !tbaa !5
  %77 = or i32 %60, 3
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, float* %0, i64 %78
  %80 = load float, float* %79, align 4, !tbaa !5
  br label %82

81:                                               ; preds = %70
  store float 0.000000e+00, float* %44, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %81, %72
  %83 = phi contract float [ %80, %72 ], [ 0.000000e+00, %81 ]
  store float %83, float* %48, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br label %87

84:                                               ; preds = %87
  tail call void @llvm.nvvm.barrier0()
  %85 = add nuw nsw i32 %57, 32
  %86 = icmp slt i32 %85, %4
  br i1 %86, label %53, label %49, !llvm.loop !9

87:                                               ; preds = %82, %87
  %88 = phi float [ %54, %82 ], [ %121, %87 ]
  %89 = phi float [ %55, %82 ], [ %122, %87 ]
  %90 = phi float [ %56, %82 ], [ %123, %87 ]
  %91 = phi i32 [ 0, %82 ], [ %124, %87 ]
  %92 = shl nuw nsw i32 %91, 2
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ13fp_nbody_stepE4tile, i64 0, i64 %93
  %95 = addrspacecast float addrspace(3)* %94 to float*
  %96 = load float, float* %95, align 4, !tbaa !5
  %97 = fsub float %96, %30
  %98 = or i32 %92, 1
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ13fp_nbody_stepE4tile, i64 0, i64 %99
  %101 = addrspacecast float addrspace(3)* %100 to float*
  %102 = load float, float* %101, align 4, !tbaa !5
  %103 = fsub float %102, %29
  %104 = or i32 %92, 2
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ13fp_nbody_stepE4tile, i64 0, i64 %105
  %107 = addrspacecast float addrspace(3)* %106 to float*
  %108 = load float, float* %107, align 4, !tbaa !5
  %109 = fsub float %108, %28
  %110 = tail call float @llvm.fma.f32(float %109, float %109, float %6)
  %111 = tail call float @llvm.fma.f32(float %103, float %103, float %110)
  %112 = tail call float @llvm.fma.f32(float %97, float %97, float %111)
  %113 = or i32 %92, 3
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ13fp_nbody_stepE4tile, i64 0, i64 %114
  %116 = addrspacecast float addrspace(3)* %115 to float*
  %117 = load float, float* %116, align 4, !tbaa !5
  %118 = tail call float @llvm.sqrt.f32(float %112)
  %119 = fmul float %112, %118
  %120 = fdiv float %117, %119
  %121 = tail call float @llvm.fma.f32(float %97, float %120, float %88)
  %122 = tail call float @llvm.fma.f32(float %103, float %120, float %89)
  %123 = tail call float @llvm.fma.f32(float %109, float %120, float %90)
  %124 = add nuw nsw i32 %91, 1
  %125 = icmp eq i32 %124, 32
  br i1 %125, label %84, label %87, !llvm.loop !11

126:                                              ; preds = %49
  %127 = shl nsw i32 %12, 2
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, float* %1, i64 %128
  %130 = load float, float* %129, align 4, !tbaa !5
  %131 = tail call float @llvm.fma.f32(float %52, float %5, float %130)
  %132 = or i32 %127, 1
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds float, float* %1, i64 %133
  %135 = load float, float* %134, align 4, !tbaa !5
  %136 = tail call float @llvm.fma.f32(float %51, float %5, float %135)
  %137 = or i32 %127, 2
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds float, float* %1, i64 %138
  %140 = load float, float* %139, align 4, !tbaa !5
  %141 = tail call float @llvm.fma.f32(float %50, float %5, float %140)
  %142 = getelementptr inbounds float, float* %3, i64 %128
  store float %131, float* %142, align 4, !tbaa !5
  %143 = getelementptr inbounds float, float* %3, i64 %133
  store float %136, float* %143, align 4, !tbaa !5
  %144 = getelementptr inbounds float, float* %3, i64 %138
  store float %141, float* %144, align 4, !tbaa !5
  %145 = or i32 %127, 3
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds float, float* %1, i64 %146
  %148 = load float, float* %147, align 4, !tbaa !5
  %149 = getelementptr inbounds float, float* %3, i64 %146
  store float %148, float* %149, align 4, !tbaa !5
  %150 = tail call float @llvm.fma.f32(float %131, float %5, float %30)
  %151 = getelementptr inbounds float, float* %2, i64 %128
  store float %150, float* %151, align 4, !tbaa !5
  %152 = tail call float @llvm.fma.f32(float %136, float %5, float %29)
  %153 = getelementptr inbounds float, float* %2, i64 %133
  store float %152, float* %153, align 4, !tbaa !5
  %154 = tail call float @llvm.fma.f32(float %141, float %5, float %28)
  %155 = getelementptr inbounds float, float* %2, i64 %138
  store float %154, float* %155, align 4, !tbaa !5
  %156 = getelementptr inbounds float, float* %0, i64 %146
  %157 = load float, float* %156, align 4, !tbaa !5
  %158 = getelementptr inbounds float, float* %2, i64 %146
  store float %157, float* %158, align 4, !tbaa !5
  br label %159

159:                                              ; preds = %126, %49
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sqrt.f32(float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, float*, float*, float*, i32, float, float)* @fp_nbody_step, !"kernel", i32 1}
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
!11 = distinct !{!11, !10}
