; ModuleID = 'scan_blelloch.cu'
source_filename = "scan_blelloch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13scan_blellochE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ13scan_blellochE1c = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_blelloch(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %10 = shl i32 %9, 8
  %11 = shl i32 %8, 1
  %12 = add nsw i32 %11, %10
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %18

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, i32* %0, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %7, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %7 ]
  %20 = sext i32 %11 to i64
  %21 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1s, i64 0, i64 %20
  %22 = addrspacecast i32 addrspace(3)* %21 to i32*
  store i32 %19, i32* %22, align 4, !tbaa !5
  br i1 %13, label %23, label %29

23:                                               ; preds = %18
  %24 = sext i32 %12 to i64
  %25 = getelementptr inbounds i32, i32* %1, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = icmp ne i32 %26, 0
  %28 = zext i1 %27 to i32
  br label %29

29:                                               ; preds = %23, %18
  %30 = phi i32 [ 0, %18 ], [ %28, %23 ]
  %31 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1c, i64 0, i64 %20
  %32 = addrspacecast i32 addrspace(3)* %31 to i32*
  store i32 %30, i32* %32, align 4, !tbaa !5
  %33 = or i32 %11, 1
  %34 = add nsw i32 %33, %10
  %35 = icmp slt i32 %34, %6
  br i1 %35, label %36, label %40

36:                                               ; preds = %29
  %37 = sext i32 %34 to i64
  %38 = getelementptr inbounds i32, i32* %0, i64 %37
  %39 = load i32, i32* %38, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %36, %29
  %41 = phi i32 [ %39, %36 ], [ 0, %29 ]
  %42 = sext i32 %33 to i64
  %43 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1s, i64 0, i64 %42
  %44 = addrspacecast i32 addrspace(3)* %43 to i32*
  store i32 %41, i32* %44, align 4, !tbaa !5
  br i1 %35, label %45, label %51

45:                                               ; preds = %40
  %46 = sext i32 %34 to i64
  %47 = getelementptr inbounds i32, i32* %1, i64 %46
  %48 = load i32, i32* %47, align 4, !tbaa !5
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  br label %51

51:                                               ; preds = %45, %40
  %52 = phi i32 [ 0, %40 ], [ %50, %45 ]
  %53 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1c, i64 0, i64 %42
  %54 = addrspacecast i32 addrspace(3)* %53 to i32*
  store i32 %52, i32* %54, align 4, !tbaa !5
  %55 = or i32 %11, 1
  %56 = add i32 %11, 2
  br label %60

57:                                               ; preds = %85
  %58 = icmp eq i32 %8, 0
  br i1 %58, label %89, label %59

59:                                               ; preds = %89, %57
  br label %99

60:                                               ; preds = %51, %85
  %61 = phi i32 [ 1, %51 ], [ %86, %85 ]
  %62 = phi i32 [ 128, %51 ], [ %87, %85 ]
  tail call void @llvm.nvvm.barrier0()
  %63 = icmp ult i32 %8, %62
  br i1 %63, label %64, label %85

64:                                               ; preds = %60
  %65 = mul i32 %61, %55
  %66 = add i32 %65, -1
  %67 = mul i32 %61, %56
  %68 = add i32 %67, -1
  %69 = zext i32 %66 to i64
  %70 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1s, i64 0, i64 %69
  %71 = addrspacecast i32 addrspace(3)* %70 to i32*
  %72 = load i32, i32* %71, align 4, !tbaa !5
  %73 = zext i32 %68 to i64
  %74 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1s, i64 0, i64 %73
  %75 = addrspacecast i32 addrspace(3)* %74 to i32*
  %76 = load i32, i32* %75, align 4, !tbaa !5
  %77 = add i32 %76, %72
  store i32 %77, i32* %75, align 4, !tbaa !5
  %78 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1c, i64 0, i64 %69
  %79 = addrspacecast i32 addrspace(3)* %78 to i32*
  %80 = load i32, i32* %79, align 4, !tbaa !5
  %81 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1c, i64 0, i64 %73
  %82 = addrspacecast i32 addrspace(3)* %81 to i32*
  %83 = load i32, i32* %82, align 4, !tbaa !5
  %84 = add i32 %83, %80
  store i32 %84, i32* %82, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %64, %60
  %86 = shl i32 %61, 1
  %87 = lshr i32 %62, 1
  %88 = icmp ult i32 %62, 2
  br i1 %88, label %57, label %60, !llvm.loop !9

89:                                               ; preds = %57
  %90 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ13scan_blellochE1s to [256 x i32]*), i64 0, i64 255), align 4, !tbaa !5
  %91 = shl i32 %9, 1
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds i32, i32* %5, i64 %92
  store i32 %90, i32* %93, align 4, !tbaa !5
  %94 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ13scan_blellochE1c to [256 x i32]*), i64 0, i64 255), align 4, !tbaa !5
  %95 = or i32 %91, 1
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds i32, i32* %5, i64 %96
  store i32 %94, i32* %97, align 4, !tbaa !5
  store i32 0, i32* getelementptr inbounds ([256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ13scan_blellochE1s to [256 x i32]*), i64 0, i64 255), align 4, !tbaa !5
  store i32 0, i32* getelementptr inbounds ([256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ13scan_blellochE1c to [256 x i32]*), i64 0, i64 255), align 4, !tbaa !5
  br label %59

98:                                               ; preds = %127
  tail call void @llvm.nvvm.barrier0()
  br i1 %13, label %130, label %145

99:                                               ; preds = %59, %127
  %100 = phi i32 [ %102, %127 ], [ 256, %59 ]
  %101 = phi i32 [ %128, %127 ], [ 1, %59 ]
  %102 = lshr i32 %100, 1
  tail call void @llvm.nvvm.barrier0()
  %103 = icmp ult i32 %8, %101
  br i1 %103, label %104, label %127

104:                                              ; preds = %99
  %105 = mul i32 %102, %55
  %106 = add i32 %105, -1
  %107 = mul i32 %102, %56
  %108 = add i32 %107, -1
  %109 = zext i32 %106 to i64
  %110 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1s, i64 0, i64 %109
  %111 = addrspacecast i32 addrspace(3)* %110 to i32*
  %112 = load i32, i32* %111, align 4, !tbaa !5
  %113 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1c, i64 0, i64 %109
  %114 = addrspacecast i32 addrspace(3)* %113 to i32*
  %115 = load i32, i32* %114, align 4, !tbaa !5
  %116 = zext i32 %108 to i64
  %117 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1s, i64 0, i64 %116
  %118 = addrspacecast i32 addrspace(3)* %117 to i32*
  %119 = load i32, i32* %118, align 4, !tbaa !5
  store i32 %119, i32* %111, align 4, !tbaa !5
  %120 = load i32, i32* %118, align 4, !tbaa !5
  %121 = add i32 %120, %112
  store i32 %121, i32* %118, align 4, !tbaa !5
  %122 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ13scan_blellochE1c, i64 0, i64 %116
  %123 = addrspacecast i32 addrspace(3)* %122 to i32*
  %124 = load i32, i32* %123, align 4, !tbaa !5
  store i32 %124, i32* %114, align 4, !tbaa !5
  %125 = load i32, i32* %123, align 4, !tbaa !5
  %126 = add i32 %125, %115
  store i32 %126, i32* %123, align 4, !tbaa !5
  br label %127

127:                                              ; preds = %99, %104
  %128 = shl nuw nsw i32 %101, 1
  %129 = icmp ult i32 %101, 128
  br i1 %129, label %99, label %98, !llvm.loop !11

130:                                              ; preds = %98
  %131 = load i32, i32* %22, align 4, !tbaa !5
  %132 = sext i32 %12 to i64
  %133 = getelementptr inbounds i32, i32* %2, i64 %132
  store i32 %131, i32* %133, align 4, !tbaa !5
  %134 = load i32, i32* %32, align 4, !tbaa !5
  %135 = getelementptr inbounds i32, i32* %3, i64 %132
  store i32 %134, i32* %135, align 4, !tbaa !5
  %136 = getelementptr inbounds i32, i32* %1, i64 %132
  %137 = load i32, i32* %136, align 4, !tbaa !5
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %145, label %139

139:                                              ; preds = %130
  %140 = add i32 %134, %10
  %141 = zext i32 %140 to i64
  %142 = getelementptr inbounds i32, i32* %4, i64 %141
  %143 = getelementptr inbounds i32, i32* %0, i64 %132
  %144 = load i32, i32* %143, align 4, !tbaa !5
  store i32 %144, i32* %142, align 4, !tbaa !5
  br label %145

145:                                              ; preds = %130, %139, %98
  br i1 %35, label %146, label %161

146:                                              ; preds = %145
  %147 = load i32, i32* %44, align 4, !tbaa !5
  %148 = sext i32 %34 to i64
  %149 = getelementptr inbounds i32, i32* %2, i64 %148
  store i32 %147, i32* %149, align 4, !tbaa !5
  %150 = load i32, i32* %54, align 4, !tbaa !5
  %151 = getelementptr inbounds i32, i32* %3, i64 %148
  store i32 %150, i32* %151, align 4, !tbaa !5
  %152 = getelementptr inbounds i32, i32* %1, i64 %148
  %153 = load i32, i32* %152, align 4, !tbaa !5
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %161, label %155

155:                                              ; preds = %146
  %156 = add i32 %150, %10
  %157 = zext i32 %156 to i64
  %158 = getelementptr inbounds i32, i32* %4, i64 %157
  %159 = getelementptr inbounds i32, i32* %0, i64 %148
  %160 = load i32, i32* %159, align 4, !tbaa !5
  store i32 %160, i32* %158, align 4, !tbaa !5
  br label %161

161:                                              ; preds = %155, %146, %145
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

!0 = !{void (i32*, i32*, i32*, i32*, i32*, i32*, i32)* @scan_blelloch, !"kernel", i32 1}
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
!11 = distinct !{!11, !10}
