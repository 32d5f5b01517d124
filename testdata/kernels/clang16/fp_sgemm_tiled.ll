; ModuleID = 'fp_sgemm_tiled.cu'
source_filename = "fp_sgemm_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14fp_sgemm_tiledE2As = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4
@_ZZ14fp_sgemm_tiledE2Bs = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_sgemm_tiled(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl i32 %11, 3
  %13 = add i32 %12, %10
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 3
  %16 = add i32 %15, %9
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %18, label %26

18:                                               ; preds = %8
  %19 = icmp slt i32 %13, %0
  %20 = mul nsw i32 %13, %2
  %21 = sext i32 %10 to i64
  %22 = sext i32 %9 to i64
  %23 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 %22
  %24 = icmp slt i32 %16, %1
  %25 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2Bs to ptr), i64 0, i64 %21, i64 %22
  br label %31

26:                                               ; preds = %83, %8
  %27 = phi float [ 0.000000e+00, %8 ], [ %84, %83 ]
  %28 = icmp slt i32 %13, %0
  %29 = icmp slt i32 %16, %1
  %30 = and i1 %28, %29
  br i1 %30, label %122, label %130

31:                                               ; preds = %18, %83
  %32 = phi i32 [ %2, %18 ], [ %87, %83 ]
  %33 = phi float [ 0.000000e+00, %18 ], [ %84, %83 ]
  %34 = phi i32 [ 0, %18 ], [ %85, %83 ]
  %35 = tail call i32 @llvm.smin.i32(i32 %32, i32 8)
  %36 = tail call i32 @llvm.smax.i32(i32 %35, i32 1)
  %37 = add nsw i32 %36, -1
  %38 = add i32 %34, %9
  %39 = icmp slt i32 %38, %2
  %40 = select i1 %19, i1 %39, i1 false
  br i1 %40, label %41, label %46

41:                                               ; preds = %31
  %42 = add i32 %38, %20
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %4, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !5
  br label %46

46:                                               ; preds = %31, %41
  %47 = phi contract float [ %45, %41 ], [ 0.000000e+00, %31 ]
  store float %47, ptr %23, align 4, !tbaa !5
  %48 = add nsw i32 %34, %10
  %49 = icmp slt i32 %48, %2
  %50 = and i1 %24, %49
  br i1 %50, label %51, label %57

51:                                               ; preds = %46
  %52 = mul nsw i32 %48, %1
  %53 = add nsw i32 %52, %16
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %5, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %46, %51
  %58 = phi contract float [ %56, %51 ], [ 0.000000e+00, %46 ]
  store float %58, ptr %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %59 = icmp slt i32 %34, %2
  br i1 %59, label %60, label %83

60:                                               ; preds = %57
  %61 = and i32 %36, 3
  %62 = icmp ult i32 %37, 3
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = and i32 %36, 2147483644
  br label %88

65:                                               ; preds = %88, %60
  %66 = phi float [ undef, %60 ], [ %118, %88 ]
  %67 = phi i32 [ 0, %60 ], [ %119, %88 ]
  %68 = phi float [ %33, %60 ], [ %118, %88 ]
  %69 = icmp eq i32 %61, 0
  br i1 %69, label %83, label %70

70:                                               ; preds = %65, %70
  %71 = phi i32 [ %80, %70 ], [ %67, %65 ]
  %72 = phi float [ %79, %70 ], [ %68, %65 ]
  %73 = phi i32 [ %81, %70 ], [ 0, %65 ]
  %74 = zext i32 %71 to i64
  %75 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2Bs to ptr), i64 0, i64 %74, i64 %22
  %78 = load float, ptr %77, align 4, !tbaa !5
  %79 = tail call float @llvm.fma.f32(float %76, float %78, float %72)
  %80 = add nuw nsw i32 %71, 1
  %81 = add i32 %73, 1
  %82 = icmp eq i32 %81, %61
  br i1 %82, label %83, label %70, !llvm.loop !9

83:                                               ; preds = %65, %70, %57
  %84 = phi float [ %33, %57 ], [ %66, %65 ], [ %79, %70 ]
  tail call void @llvm.nvvm.barrier0()
  %85 = add nuw nsw i32 %34, 8
  %86 = icmp slt i32 %85, %2
  %87 = add i32 %32, -8
  br i1 %86, label %31, label %26, !llvm.loop !11

88:                                               ; preds = %88, %63
  %89 = phi i32 [ 0, %63 ], [ %119, %88 ]
  %90 = phi float [ %33, %63 ], [ %118, %88 ]
  %91 = phi i32 [ 0, %63 ], [ %120, %88 ]
  %92 = zext i32 %89 to i64
  %93 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !5
  %95 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2Bs to ptr), i64 0, i64 %92, i64 %22
  %96 = load float, ptr %95, align 4, !tbaa !5
  %97 = tail call float @llvm.fma.f32(float %94, float %96, float %90)
  %98 = or i32 %89, 1
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !5
  %102 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2Bs to ptr), i64 0, i64 %99, i64 %22
  %103 = load float, ptr %102, align 4, !tbaa !5
  %104 = tail call float @llvm.fma.f32(float %101, float %103, float %97)
  %105 = or i32 %89, 2
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !5
  %109 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2Bs to ptr), i64 0, i64 %106, i64 %22
  %110 = load float, ptr %109, align 4, !tbaa !5
  %111 = tail call float @llvm.fma.f32(float %108, float %110, float %104)
  %112 = or i32 %89, 3
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !5
  %116 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14fp_sgemm_tiledE2Bs to ptr), i64 0, i64 %113, i64 %22
  %117 = load float, ptr %116, align 4, !tbaa !5
  %118 = tail call float @llvm.fma.f32(float %115, float %117, float %111)
  %119 = add nuw nsw i32 %89, 4
  %120 = add i32 %91, 4
  %121 = icmp eq i32 %120, %64
  br i1 %121, label %65, label %88, !llvm.loop !13

122:                                              ; preds = %26
  %123 = mul nsw i32 %13, %1
  %124 = add nsw i32 %123, %16
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr %7, i64 %125
  %127 = load float, ptr %126, align 4, !tbaa !5
  %128 = fmul float %127, %6
  %129 = tail call float @llvm.fma.f32(float %3, float %27, float %128)
  store float %129, ptr %126, align 4, !tbaa !5
  br label %130

130:                                              ; preds = %122, %26
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_sgemm_tiled, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
