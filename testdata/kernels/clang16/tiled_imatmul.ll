; ModuleID = 'tiled_imatmul.cu'
source_filename = "tiled_imatmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13tiled_imatmulE2ta = internal unnamed_addr addrspace(3) global [8 x [8 x i32]] undef, align 4
@_ZZ13tiled_imatmulE2tb = internal unnamed_addr addrspace(3) global [8 x [8 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tiled_imatmul(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl i32 %9, 3
  %11 = add i32 %10, %8
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 3
  %14 = add i32 %13, %7
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %16, label %40

16:                                               ; preds = %6
  %17 = icmp slt i32 %11, %3
  %18 = mul nsw i32 %11, %5
  %19 = sext i32 %8 to i64
  %20 = sext i32 %7 to i64
  %21 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2ta to ptr), i64 0, i64 %19, i64 %20
  %22 = icmp slt i32 %14, %4
  %23 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2tb to ptr), i64 0, i64 %19, i64 %20
  %24 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2ta to ptr), i64 0, i64 %19, i64 0
  %25 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2tb to ptr), i64 0, i64 0, i64 %20
  %26 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2ta to ptr), i64 0, i64 %19, i64 1
  %27 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2tb to ptr), i64 0, i64 1, i64 %20
  %28 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2ta to ptr), i64 0, i64 %19, i64 2
  %29 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2tb to ptr), i64 0, i64 2, i64 %20
  %30 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2ta to ptr), i64 0, i64 %19, i64 3
  %31 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2tb to ptr), i64 0, i64 3, i64 %20
  %32 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2ta to ptr), i64 0, i64 %19, i64 4
  %33 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2tb to ptr), i64 0, i64 4, i64 %20
  %34 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2ta to ptr), i64 0, i64 %19, i64 5
  %35 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2tb to ptr), i64 0, i64 5, i64 %20
  %36 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2ta to ptr), i64 0, i64 %19, i64 6
  %37 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2tb to ptr), i64 0, i64 6, i64 %20
  %38 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2ta to ptr), i64 0, i64 %19, i64 7
  %39 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tiled_imatmulE2tb to ptr), i64 0, i64 7, i64 %20
  br label %45

40:                                               ; preds = %67, %6
  %41 = phi i64 [ 0, %6 ], [ %116, %67 ]
  %42 = icmp slt i32 %11, %3
  %43 = icmp slt i32 %14, %4
  %44 = and i1 %42, %43
  br i1 %44, label %119, label %130

45:                                               ; preds = %16, %67
  %46 = phi i32 [ 0, %16 ], [ %117, %67 ]
  %47 = phi i64 [ 0, %16 ], [ %116, %67 ]
  %48 = add i32 %46, %7
  %49 = icmp slt i32 %48, %5
  %50 = select i1 %17, i1 %49, i1 false
  br i1 %50, label %51, label %56

51:                                               ; preds = %45
  %52 = add i32 %48, %18
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !5
  br label %56

56:                                               ; preds = %45, %51
  %57 = phi i32 [ %55, %51 ], [ 0, %45 ]
  store i32 %57, ptr %21, align 4, !tbaa !5
  %58 = add nsw i32 %46, %8
  %59 = icmp slt i32 %58, %5
  %60 = and i1 %22, %59
  br i1 %60, label %61, label %67

61:                                               ; preds = %56
  %62 = mul nsw i32 %58, %4
  %63 = add nsw i32 %62, %14
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %1, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %56, %61
  %68 = phi i32 [ %66, %61 ], [ 0, %56 ]
  store i32 %68, ptr %23, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %69 = load i32, ptr %24, align 4, !tbaa !5
  %70 = sext i32 %69 to i64
  %71 = load i32, ptr %25, align 4, !tbaa !5
  %72 = sext i32 %71 to i64
  %73 = mul nsw i64 %72, %70
  %74 = add i64 %73, %47
  %75 = load i32, ptr %26, align 4, !tbaa !5
  %76 = sext i32 %75 to i64
  %77 = load i32, ptr %27, align 4, !tbaa !5
  %78 = sext i32 %77 to i64
  %79 = mul nsw i64 %78, %76
  %80 = add i64 %79, %74
  %81 = load i32, ptr %28, align 4, !tbaa !5
  %82 = sext i32 %81 to i64
  %83 = load i32, ptr %29, align 4, !tbaa !5
  %84 = sext i32 %83 to i64
  %85 = mul nsw i64 %84, %82
  %86 = add i64 %85, %80
  %87 = load i32, ptr %30, align 4, !tbaa !5
  %88 = sext i32 %87 to i64
  %89 = load i32, ptr %31, align 4, !tbaa !5
  %90 = sext i32 %89 to i64
  %91 = mul nsw i64 %90, %88
  %92 = add i64 %91, %86
  %93 = load i32, ptr %32, align 4, !tbaa !5
  %94 = sext i32 %93 to i64
  %95 = load i32, ptr %33, align 4, !tbaa !5
  %96 = sext i32 %95 to i64
  %97 = mul nsw i64 %96, %94
  %98 = add i64 %97, %92
  %99 = load i32, ptr %34, align 4, !tbaa !5
  %100 = sext i32 %99 to i64
  %101 = load i32, ptr %35, align 4, !tbaa !5
  %102 = sext i32 %101 to i64
  %103 = mul nsw i64 %102, %100
  %104 = add i64 %103, %98
  %105 = load i32, ptr %36, align 4, !tbaa !5
  %106 = sext i32 %105 to i64
  %107 = load i32, ptr %37, align 4, !tbaa !5
  %108 = sext i32 %107 to i64
  %109 = mul nsw i64 %108, %106
  %110 = add i64 %109, %104
  %111 = load i32, ptr %38, align 4, !tbaa !5
  %112 = sext i32 %111 to i64
  %113 = load i32, ptr %39, align 4, !tbaa !5
  %114 = sext i32 %113 to i64
  %115 = mul nsw i64 %114, %112
  %116 = add i64 %115, %110
  tail call void @llvm.nvvm.barrier0()
  %117 = add nuw nsw i32 %46, 8
  %118 = icmp slt i32 %117, %5
  br i1 %118, label %45, label %40, !llvm.loop !9

119:                                              ; preds = %40
  %120 = zext i32 %11 to i64
  %121 = shl i64 %120, 48
  %122 = zext i32 %14 to i64
  %123 = shl nuw i64 %122, 32
  %124 = xor i64 %121, %123
  %125 = xor i64 %124, %41
  %126 = mul nsw i32 %11, %4
  %127 = add nsw i32 %126, %14
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i64, ptr %2, i64 %128
  store i64 %125, ptr %129, align 8, !tbaa !11
  br label %130

130:                                              ; preds = %119, %40
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

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @tiled_imatmul, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
