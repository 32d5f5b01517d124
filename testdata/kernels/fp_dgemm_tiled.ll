; ModuleID = 'fp_dgemm_tiled.cu'
source_filename = "fp_dgemm_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14fp_dgemm_tiledE2As = internal unnamed_addr addrspace(3) global [8 x [8 x double]] undef, align 8
@_ZZ14fp_dgemm_tiledE2Bs = internal unnamed_addr addrspace(3) global [8 x [8 x double]] undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fp_dgemm_tiled(i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, double* nocapture noundef readonly %4, double* nocapture noundef readonly %5, double noundef %6, double* nocapture noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4
  %12 = shl i32 %11, 3
  %13 = add i32 %12, %10
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %15 = shl i32 %14, 3
  %16 = add i32 %15, %9
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %8
  %19 = icmp slt i32 %13, %0
  %20 = mul nsw i32 %13, %2
  %21 = sext i32 %10 to i64
  %22 = sext i32 %9 to i64
  %23 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]] addrspace(3)* @_ZZ14fp_dgemm_tiledE2As, i64 0, i64 %21, i64 %22
  %24 = addrspacecast double addrspace(3)* %23 to double*
  %25 = icmp slt i32 %16, %1
  %26 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]] addrspace(3)* @_ZZ14fp_dgemm_tiledE2Bs, i64 0, i64 %21, i64 %22
  %27 = addrspacecast double addrspace(3)* %26 to double*
  br label %37

28:                                               ; preds = %84, %8
  %29 = phi double [ 0.000000e+00, %8 ], [ %85, %84 ]
  %30 = icmp slt i32 %13, %0
  %31 = icmp slt i32 %16, %1
  %32 = and i1 %30, %31
  %33 = mul nsw i32 %13, %1
  %34 = add nsw i32 %33, %16
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, double* %7, i64 %35
  br i1 %32, label %113, label %117

37:                                               ; preds = %18, %84
  %38 = phi i32 [ %2, %18 ], [ %88, %84 ]
  %39 = phi double [ 0.000000e+00, %18 ], [ %85, %84 ]
  %40 = phi i32 [ 0, %18 ], [ %86, %84 ]
  %41 = call i32 @llvm.smin.i32(i32 %38, i32 8)
  %42 = call i32 @llvm.smax.i32(i32 %41, i32 1)
  %43 = add i32 %40, %9
  %44 = icmp slt i32 %43, %2
  %45 = select i1 %19, i1 %44, i1 false
  br i1 %45, label %46, label %51

46:                                               ; preds = %37
  %47 = add i32 %43, %20
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, double* %4, i64 %48
  %50 = load double, double* %49, align 8, !tbaa !5
  br label %51

51:                                               ; preds = %37, %46
  %52 = phi contract double [ %50, %46 ], [ 0.000000e+00, %37 ]
  store double %52, double* %24, align 8, !tbaa !5
  %53 = add nsw i32 %40, %10
  %54 = icmp slt i32 %53, %2
  %55 = and i1 %25, %54
  br i1 %55, label %56, label %62

56:                                               ; preds = %51
  %57 = mul nsw i32 %53, %1
  %58 = add nsw i32 %57, %16
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, double* %5, i64 %59
  %61 = load double, double* %60, align 8, !tbaa !5
  br label %62

62:                                               ; preds = %51, %56
  %63 = phi contract double [ %61, %56 ], [ 0.000000e+00, %51 ]
  store double %63, double* %27, align 8, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %64 = icmp slt i32 %40, %2
  br i1 %64, label %65, label %84

65:                                               ; preds = %62
  %66 = and i32 %42, 1
  %67 = icmp slt i32 %41, 2
  br i1 %67, label %70, label %68

68:                                               ; preds = %65
  %69 = and i32 %42, 2147483646
  br label %89

70:                                               ; preds = %89, %65
  %71 = phi double [ undef, %65 ], [ %109, %89 ]
  %72 = phi i32 [ 0, %65 ], [ %110, %89 ]
  %73 = phi double [ %39, %65 ], [ %109, %89 ]
  %74 = icmp eq i32 %66, 0
  br i1 %74, label %84, label %75

75:                                               ; preds = %70
  %76 = zext i32 %72 to i64
  %77 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]] addrspace(3)* @_ZZ14fp_dgemm_tiledE2As, i64 0, i64 %21, i64 %76
  %78 = addrspacecast double addrspace(3)* %77 to double*
  %79 = load double, double* %78, align 8, !tbaa !5
  %80 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]] addrspace(3)* @_ZZ14fp_dgemm_tiledE2Bs, i64 0, i64 %76, i64 %22
  %81 = addrspacecast double addrspace(3)* %80 to double*
  %82 = load double, double* %81, align 8, !tbaa !5
  %83 = tail call double @llvm.fma.f64(double %79, double %82, double %73)
  br label %84

84:                                               ; preds = %75, %70, %62
  %85 = phi double [ %39, %62 ], [ %71, %70 ], [ %83, %75 ]
  tail call void @llvm.nvvm.barrier0()
  %86 = add nuw nsw i32 %40, 8
  %87 = icmp slt i32 %86, %2
  %88 = add i32 %38, -8
  br i1 %87, label %37, label %28, !llvm.loop !9

89:                                               ; preds = %89, %68
  %90 = phi i32 [ 0, %68 ], [ %110, %89 ]
  %91 = phi double [ %39, %68 ], [ %109, %89 ]
  %92 = phi i32 [ 0, %68 ], [ %111, %89 ]
  %93 = zext i32 %90 to i64
  %94 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]] addrspace(3)* @_ZZ14fp_dgemm_tiledE2As, i64 0, i64 %21, i64 %93
  %95 = addrspacecast double addrspace(3)* %94 to double*
  %96 = load double, double* %95, align 8, !tbaa !5
  %97 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]] addrspace(3)* @_ZZ14fp_dgemm_tiledE2Bs, i64 0, i64 %93, i64 %22
  %98 = addrspacecast double addrspace(3)* %97 to double*
  %99 = load double, double* %98, align 8, !tbaa !5
  %100 = tail call double @llvm.fma.f64(double %96, double %99, double %91)
  %101 = or i32 %90, 1
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]] addrspace(3)* @_ZZ14fp_dgemm_tiledE2As, i64 0, i64 %21, i64 %102
  %104 = addrspacecast double addrspace(3)* %103 to double*
  %105 = load double, double* %104, align 8, !tbaa !5
  %106 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]] addrspace(3)* @_ZZ14fp_dgemm_tiledE2Bs, i64 0, i64 %102, i64 %22
  %107 = addrspacecast double addrspace(3)* %106 to double*
  %108 = load double, double* %107, align 8, !tbaa !5
  %109 = tail call double @llvm.fma.f64(double %105, double %108, double %100)
  %110 = add nuw nsw i32 %90, 2
  %111 = add i32 %92, 2
  %112 = icmp eq i32 %111, %69
  br i1 %112, label %70, label %89, !llvm.loop !11

113:                                              ; preds = %28
  %114 = load double, double* %36, align 8, !tbaa !5
  %115 = fmul double %114, %6
  %116 = tail call double @llvm.fma.f64(double %3, double %29, double %115)
  store double %116, double* %36, align 8, !tbaa !5
  br label %117

117:                                              ; preds = %113, %28
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32, i32, i32, double, double*, double*, double, double*)* @fp_dgemm_tiled, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
