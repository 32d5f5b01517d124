; ModuleID = 'tiled_imatmul.cu'
source_filename = "tiled_imatmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13tiled_imatmulE2ta = internal unnamed_addr addrspace(3) global [8 x [8 x i32]] undef, align 4
@_ZZ13tiled_imatmulE2tb = internal unnamed_addr addrspace(3) global [8 x [8 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tiled_imatmul(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i64* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %10 = shl i32 %9, 3
  %11 = add i32 %10, %8
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %13 = shl i32 %12, 3
  %14 = add i32 %13, %7
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %16, label %58

16:                                               ; preds = %6
  %17 = icmp slt i32 %11, %3
  %18 = mul nsw i32 %11, %5
  %19 = sext i32 %8 to i64
  %20 = sext i32 %7 to i64
  %21 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2ta, i64 0, i64 %19, i64 %20
  %22 = addrspacecast i32 addrspace(3)* %21 to i32*
  %23 = icmp slt i32 %14, %4
  %24 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2tb, i64 0, i64 %19, i64 %20
  %25 = addrspacecast i32 addrspace(3)* %24 to i32*
  %26 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2ta, i64 0, i64 %19, i64 0
  %27 = addrspacecast i32 addrspace(3)* %26 to i32*
  %28 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2tb, i64 0, i64 0, i64 %20
  %29 = addrspacecast i32 addrspace(3)* %28 to i32*
  %30 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2ta, i64 0, i64 %19, i64 1
  %31 = addrspacecast i32 addrspace(3)* %30 to i32*
  %32 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2tb, i64 0, i64 1, i64 %20
  %33 = addrspacecast i32 addrspace(3)* %32 to i32*
  %34 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2ta, i64 0, i64 %19, i64 2
  %35 = addrspacecast i32 addrspace(3)* %34 to i32*
  %36 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2tb, i64 0, i64 2, i64 %20
  %37 = addrspacecast i32 addrspace(3)* %36 to i32*
  %38 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2ta, i64 0, i64 %19, i64 3
  %39 = addrspacecast i32 addrspace(3)* %38 to i32*
  %40 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2tb, i64 0, i64 3, i64 %20
  %41 = addrspacecast i32 addrspace(3)* %40 to i32*
  %42 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2ta, i64 0, i64 %19, i64 4
  %43 = addrspacecast i32 addrspace(3)* %42 to i32*
  %44 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2tb, i64 0, i64 4, i64 %20
  %45 = addrspacecast i32 addrspace(3)* %44 to i32*
  %46 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2ta, i64 0, i64 %19, i64 5
  %47 = addrspacecast i32 addrspace(3)* %46 to i32*
  %48 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2tb, i64 0, i64 5, i64 %20
  %49 = addrspacecast i32 addrspace(3)* %48 to i32*
  %50 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2ta, i64 0, i64 %19, i64 6
  %51 = addrspacecast i32 addrspace(3)* %50 to i32*
  %52 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2tb, i64 0, i64 6, i64 %20
  %53 = addrspacecast i32 addrspace(3)* %52 to i32*
  %54 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2ta, i64 0, i64 %19, i64 7
  %55 = addrspacecast i32 addrspace(3)* %54 to i32*
  %56 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @_ZZ13tiled_imatmulE2tb, i64 0, i64 7, i64 %20
  %57 = addrspacecast i32 addrspace(3)* %56 to i32*
  br label %63

58:                                               ; preds = %85, %6
  %59 = phi i64 [ 0, %6 ], [ %134, %85 ]
  %60 = icmp slt i32 %11, %3
  %61 = icmp slt i32 %14, %4
  %62 = and i1 %60, %61
  br i1 %62, label %137, label %148

63:                                               ; preds = %16, %85
  %64 = phi i32 [ 0, %16 ], [ %135, %85 ]
  %65 = phi i64 [ 0, %16 ], [ %134, %85 ]
  %66 = add i32 %64, %7
  %67 = icmp slt i32 %66, %5
  %68 = select i1 %17, i1 %67, i1 false
  br i1 %68, label %69, label %74

69:                                               ; preds = %63
  %70 = add i32 %66, %18
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, i32* %0, i64 %71
  %73 = load i32, i32* %72, align 4, !tbaa !5
  br label %74

74:                                               ; preds = %63, %69
  %75 = phi i32 [ %73, %69 ], [ 0, %63 ]
  store i32 %75, i32* %22, align 4, !tbaa !5
  %76 = add nsw i32 %64, %8
  %77 = icmp slt i32 %76, %5
  %78 = and i1 %23, %77
  br i1 %78, label %79, label %85

79:                                               ; preds = %74
  %80 = mul nsw i32 %76, %4
  %81 = add nsw i32 %80, %14
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, i32* %1, i64 %82
  %84 = load i32, i32* %83, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %74, %79
  %86 = phi i32 [ %84, %79 ], [ 0, %74 ]
  store i32 %86, i32* %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %87 = load i32, i32* %27, align 4, !tbaa !5
  %88 = sext i32 %87 to i64
  %89 = load i32, i32* %29, align 4, !tbaa !5
  %90 = sext i32 %89 to i64
  %91 = mul nsw i64 %90, %88
  %92 = add i64 %91, %65
  %93 = load i32, i32* %31, align 4, !tbaa !5
  %94 = sext i32 %93 to i64
  %95 = load i32, i32* %33, align 4, !tbaa !5
  %96 = sext i32 %95 to i64
  %97 = mul nsw i64 %96, %94
  %98 = add i64 %97, %92
  %99 = load i32, i32* %35, align 4, !tbaa !5
  %100 = sext i32 %99 to i64
  %101 = load i32, i32* %37, align 4, !tbaa !5
  %102 = sext i32 %101 to i64
  %103 = mul nsw i64 %102, %100
  %104 = add i64 %103, %98
  %105 = load i32, i32* %39, align 4, !tbaa !5
  %106 = sext i32 %105 to i64
  %107 = load i32, i32* %41, align 4, !tbaa !5
  %108 = sext i32 %107 to i64
  %109 = mul nsw i64 %108, %106
  %110 = add i64 %109, %104
  %111 = load i32, i32* %43, align 4, !tbaa !5
  %112 = sext i32 %111 to i64
  %113 = load i32, i32* %45, align 4, !tbaa !5
  %114 = sext i32 %113 to i64
  %115 = mul nsw i64 %114, %112
  %116 = add i64 %115, %110
  %117 = load i32, i32* %47, align 4, !tbaa !5
  %118 = sext i32 %117 to i64
  %119 = load i32, i32* %49, align 4, !tbaa !5
  %120 = sext i32 %119 to i64
  %121 = mul nsw i64 %120, %118
  %122 = add i64 %121, %116
  %123 = load i32, i32* %51, align 4, !tbaa !5
  %124 = sext i32 %123 to i64
  %125 = load i32, i32* %53, align 4, !tbaa !5
  %126 = sext i32 %125 to i64
  %127 = mul nsw i64 %126, %124
  %128 = add i64 %127, %122
  %129 = load i32, i32* %55, align 4, !tbaa !5
  %130 = sext i32 %129 to i64
  %131 = load i32, i32* %57, align 4, !tbaa !5
  %132 = sext i32 %131 to i64
  %133 = mul nsw i64 %132, %130
  %134 = add i64 %133, %128
  tail call void @llvm.nvvm.barrier0()
  %135 = add nuw nsw i32 %64, 8
  %136 = icmp slt i32 %135, %5
  br i1 %136, label %63, label %58, !llvm.loop !9

137:                                              ; preds = %58
  %138 = zext i32 %11 to i64
  %139 = shl i64 %138, 48
  %140 = zext i32 %14 to i64
  %141 = shl nuw i64 %140, 32
  %142 = xor i64 %141, %139
  %143 = xor i64 %142, %59
  %144 = mul nsw i32 %11, %4
  %145 = add nsw i32 %144, %14
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i64, i64* %2, i64 %146
  store i64 %143, i64* %147, align 8, !tbaa !11
  br label %148

148:                                              ; preds = %137, %58
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

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i64*, i32, i32, i32)* @tiled_imatmul, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
