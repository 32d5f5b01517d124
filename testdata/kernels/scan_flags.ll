; ModuleID = 'scan_flags.cu'
source_filename = "scan_flags.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10scan_flagsE3sum = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ10scan_flagsE4head = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ10scan_flagsE4kept = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ10scan_flagsE3big = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_flags(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5, i32* nocapture noundef writeonly %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %11 = shl i32 %10, 7
  %12 = add i32 %11, %9
  %13 = icmp slt i32 %12, %7
  %14 = sext i32 %12 to i64
  br i1 %13, label %15, label %20

15:                                               ; preds = %8
  %16 = getelementptr inbounds i32, i32* %1, i64 %14
  %17 = getelementptr inbounds i32, i32* %0, i64 %14
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = load i32, i32* %16, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %15, %8
  %21 = phi i32 [ %19, %15 ], [ 0, %8 ]
  %22 = phi i32 [ %18, %15 ], [ 0, %8 ]
  %23 = and i32 %21, 8
  %24 = icmp eq i32 %23, 0
  %25 = and i32 %21, 4
  %26 = icmp eq i32 %25, 0
  %27 = sub i32 0, %22
  %28 = select i1 %26, i32 %22, i32 %27
  %29 = select i1 %24, i32 %28, i32 0
  %30 = lshr i32 %21, 1
  %31 = and i32 %30, 1
  %32 = zext i32 %9 to i64
  %33 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ10scan_flagsE3sum, i64 0, i64 %32
  %34 = addrspacecast i32 addrspace(3)* %33 to i32*
  store i32 %29, i32* %34, align 4, !tbaa !5
  %35 = and i32 %21, 1
  %36 = icmp eq i32 %9, 0
  %37 = zext i1 %36 to i32
  %38 = or i32 %35, %37
  %39 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ10scan_flagsE4head, i64 0, i64 %32
  %40 = addrspacecast i32 addrspace(3)* %39 to i32*
  store i32 %38, i32* %40, align 4, !tbaa !5
  %41 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ10scan_flagsE4kept, i64 0, i64 %32
  %42 = addrspacecast i32 addrspace(3)* %41 to i32*
  store i32 %31, i32* %42, align 4, !tbaa !5
  %43 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ10scan_flagsE3big, i64 0, i64 %32
  %44 = addrspacecast i32 addrspace(3)* %43 to i32*
  store i32 %22, i32* %44, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br label %47

45:                                               ; preds = %84
  %46 = sub i32 %86, %31
  br i1 %13, label %91, label %100

47:                                               ; preds = %20, %84
  %48 = phi i32 [ %22, %20 ], [ %85, %84 ]
  %49 = phi i32 [ %31, %20 ], [ %86, %84 ]
  %50 = phi i32 [ %29, %20 ], [ %87, %84 ]
  %51 = phi i32 [ %38, %20 ], [ %88, %84 ]
  %52 = phi i32 [ 1, %20 ], [ %89, %84 ]
  %53 = icmp ult i32 %9, %52
  br i1 %53, label %69, label %54

54:                                               ; preds = %47
  %55 = sub i32 %9, %52
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ10scan_flagsE3sum, i64 0, i64 %56
  %58 = addrspacecast i32 addrspace(3)* %57 to i32*
  %59 = load i32, i32* %58, align 4, !tbaa !5
  %60 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ10scan_flagsE4head, i64 0, i64 %56
  %61 = addrspacecast i32 addrspace(3)* %60 to i32*
  %62 = load i32, i32* %61, align 4, !tbaa !5
  %63 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ10scan_flagsE4kept, i64 0, i64 %56
  %64 = addrspacecast i32 addrspace(3)* %63 to i32*
  %65 = load i32, i32* %64, align 4, !tbaa !5
  %66 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ10scan_flagsE3big, i64 0, i64 %56
  %67 = addrspacecast i32 addrspace(3)* %66 to i32*
  %68 = load i32, i32* %67, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %54, %47
  %70 = phi i32 [ %59, %54 ], [ 0, %47 ]
  %71 = phi i32 [ %62, %54 ], [ 0, %47 ]
  %72 = phi i32 [ %65, %54 ], [ 0, %47 ]
  %73 = phi i32 [ %68, %54 ], [ 0, %47 ]
  tail call void @llvm.nvvm.barrier0()
  br i1 %53, label %84, label %74

74:                                               ; preds = %69
  %75 = icmp eq i32 %51, 0
  br i1 %75, label %76, label %78

76:                                               ; preds = %74
  %77 = add i32 %50, %70
  store i32 %77, i32* %34, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %76, %74
  %79 = phi i32 [ %77, %76 ], [ %50, %74 ]
  %80 = or i32 %51, %71
  store i32 %80, i32* %40, align 4, !tbaa !5
  %81 = add i32 %49, %72
  store i32 %81, i32* %42, align 4, !tbaa !5
  %82 = icmp ugt i32 %73, %48
  br i1 %82, label %83, label %84

83:                                               ; preds = %78
  store i32 %73, i32* %44, align 4, !tbaa !5
  br label %84

84:                                               ; preds = %78, %83, %69
  %85 = phi i32 [ %48, %78 ], [ %73, %83 ], [ %48, %69 ]
  %86 = phi i32 [ %81, %78 ], [ %81, %83 ], [ %49, %69 ]
  %87 = phi i32 [ %79, %78 ], [ %79, %83 ], [ %50, %69 ]
  %88 = phi i32 [ %80, %78 ], [ %80, %83 ], [ %51, %69 ]
  tail call void @llvm.nvvm.barrier0()
  %89 = shl nuw nsw i32 %52, 1
  %90 = icmp ult i32 %52, 64
  br i1 %90, label %47, label %45, !llvm.loop !9

91:                                               ; preds = %45
  %92 = getelementptr inbounds i32, i32* %2, i64 %14
  store i32 %87, i32* %92, align 4, !tbaa !5
  %93 = getelementptr inbounds i32, i32* %3, i64 %14
  store i32 %46, i32* %93, align 4, !tbaa !5
  %94 = getelementptr inbounds i32, i32* %4, i64 %14
  store i32 %85, i32* %94, align 4, !tbaa !5
  %95 = icmp eq i32 %31, 0
  br i1 %95, label %100, label %96

96:                                               ; preds = %91
  %97 = add i32 %46, %11
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds i32, i32* %5, i64 %98
  store i32 %22, i32* %99, align 4, !tbaa !5
  br label %100

100:                                              ; preds = %91, %96, %45
  %101 = icmp eq i32 %9, 127
  br i1 %101, label %102, label %105

102:                                              ; preds = %100
  %103 = zext i32 %10 to i64
  %104 = getelementptr inbounds i32, i32* %6, i64 %103
  store i32 %86, i32* %104, align 4, !tbaa !5
  br label %105

105:                                              ; preds = %102, %100
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32*, i32*, i32*, i32*, i32)* @scan_flags, !"kernel", i32 1}
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
