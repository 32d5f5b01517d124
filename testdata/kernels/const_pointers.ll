; ModuleID = 'const_pointers.cu'
source_filename = "const_pointers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { i32, [4 x i32], [6 x i16] }
%struct.Keys = type { [4 x i32] }

@ctab = dso_local addrspace(4) externally_initialized global [16 x i32] [i32 3, i32 -7, i32 11, i32 19, i32 -23, i32 29, i32 31, i32 -37, i32 41, i32 43, i32 -47, i32 53, i32 59, i32 -61, i32 67, i32 71], align 4
@ctab2 = dso_local addrspace(4) externally_initialized global [8 x i32] [i32 1000, i32 -2000, i32 3000, i32 -4000, i32 5000, i32 -6000, i32 7000, i32 -8000], align 4
@cshort = dso_local addrspace(4) externally_initialized global [6 x i16] [i16 -5, i16 9, i16 -300, i16 32000, i16 -32768, i16 77], align 2
@cwide = dso_local addrspace(4) externally_initialized global [4 x i64] [i64 1099511627776, i64 -3, i64 123456789012, i64 -1125899906842624], align 8
@cwide2 = dso_local addrspace(4) externally_initialized global [2 x i64] [i64 17, i64 -8589934592], align 8
@llvm.compiler.used = appending global [5 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([6 x i16] addrspace(4)* @cshort to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([16 x i32] addrspace(4)* @ctab to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([8 x i32] addrspace(4)* @ctab2 to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x i64] addrspace(4)* @cwide to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([2 x i64] addrspace(4)* @cwide2 to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @const_pointers(i32* noundef %0, i64* nocapture noundef writeonly %1, %struct.Params* nocapture noundef readonly byval(%struct.Params) align 4 %2, %struct.Keys* noundef byval(%struct.Keys) align 4 %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca [4 x i32*], align 8
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %169

13:                                               ; preds = %5
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, i32* %0, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = and i32 %16, 1
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %13
  %20 = and i32 %16, 15
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(4)* @ctab, i64 0, i64 %21
  br label %27

23:                                               ; preds = %13
  %24 = and i32 %16, 7
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(4)* @ctab2, i64 0, i64 %25
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi i32 addrspace(4)* [ %22, %19 ], [ %26, %23 ]
  %29 = addrspacecast i32 addrspace(4)* %28 to i32*
  %30 = load i32, i32* %29, align 4, !tbaa !5
  %31 = sext i32 %30 to i64
  %32 = and i32 %16, 16
  %33 = icmp eq i32 %32, 0
  %34 = lshr i32 %16, 5
  %35 = and i32 %34, 3
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds %struct.Params, %struct.Params* %2, i64 0, i32 1, i64 %36
  %38 = getelementptr inbounds %struct.Params, %struct.Params* %2, i64 0, i32 0
  %39 = select i1 %33, i32* %38, i32* %37
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = sext i32 %40 to i64
  %42 = mul nsw i64 %41, 3
  %43 = add nsw i64 %42, %31
  %44 = urem i32 %16, 3
  %45 = lshr i32 %16, 2
  %46 = and i32 %45, 15
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(4)* @ctab, i64 0, i64 %47
  %49 = addrspacecast i32 addrspace(4)* %48 to i32*
  switch i32 %44, label %54 [
    i32 0, label %59
    i32 1, label %50
  ]

50:                                               ; preds = %27
  %51 = and i32 %16, 3
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds %struct.Params, %struct.Params* %2, i64 0, i32 1, i64 %52
  br label %59

54:                                               ; preds = %27
  %55 = add nsw i32 %11, 7
  %56 = srem i32 %55, %4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, i32* %0, i64 %57
  br label %59

59:                                               ; preds = %27, %50, %54
  %60 = phi i32* [ %53, %50 ], [ %58, %54 ], [ %49, %27 ]
  %61 = mul nsw i64 %43, 5
  %62 = load i32, i32* %60, align 4, !tbaa !5
  %63 = sext i32 %62 to i64
  %64 = add nsw i64 %61, %63
  %65 = and i32 %16, 4
  %66 = icmp eq i32 %65, 0
  %67 = getelementptr inbounds %struct.Params, %struct.Params* %2, i64 0, i32 2
  %68 = select i1 %66, [6 x i16]* addrspacecast ([6 x i16] addrspace(4)* @cshort to [6 x i16]*), [6 x i16]* %67
  %69 = urem i32 %16, 5
  %70 = urem i32 %16, 5
  %71 = add nuw nsw i32 %70, 1
  %72 = and i32 %71, 1
  %73 = icmp eq i32 %69, 0
  br i1 %73, label %76, label %74

74:                                               ; preds = %59
  %75 = and i32 %71, 14
  br label %94

76:                                               ; preds = %94, %59
  %77 = phi i64 [ undef, %59 ], [ %113, %94 ]
  %78 = phi i64 [ %64, %59 ], [ %113, %94 ]
  %79 = phi i32 [ 0, %59 ], [ %110, %94 ]
  %80 = icmp eq i32 %72, 0
  br i1 %80, label %90, label %81

81:                                               ; preds = %76
  %82 = zext i32 %79 to i64
  %83 = getelementptr inbounds [6 x i16], [6 x i16]* %68, i64 0, i64 %82
  %84 = load i16, i16* %83, align 2, !tbaa !9
  %85 = sext i16 %84 to i64
  %86 = add nuw i32 %79, 1
  %87 = zext i32 %86 to i64
  %88 = mul nsw i64 %85, %87
  %89 = add nsw i64 %88, %78
  br label %90

90:                                               ; preds = %76, %81
  %91 = phi i64 [ %77, %76 ], [ %89, %81 ]
  %92 = and i32 %16, 8
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %121, label %116

94:                                               ; preds = %94, %74
  %95 = phi i64 [ %64, %74 ], [ %113, %94 ]
  %96 = phi i32 [ 0, %74 ], [ %110, %94 ]
  %97 = phi i32 [ 0, %74 ], [ %114, %94 ]
  %98 = zext i32 %96 to i64
  %99 = getelementptr inbounds [6 x i16], [6 x i16]* %68, i64 0, i64 %98
  %100 = load i16, i16* %99, align 2, !tbaa !9
  %101 = sext i16 %100 to i64
  %102 = or i32 %96, 1
  %103 = zext i32 %102 to i64
  %104 = mul nsw i64 %101, %103
  %105 = add nsw i64 %104, %95
  %106 = zext i32 %102 to i64
  %107 = getelementptr inbounds [6 x i16], [6 x i16]* %68, i64 0, i64 %106
  %108 = load i16, i16* %107, align 2, !tbaa !9
  %109 = sext i16 %108 to i64
  %110 = add nuw i32 %96, 2
  %111 = zext i32 %110 to i64
  %112 = mul nsw i64 %109, %111
  %113 = add nsw i64 %112, %105
  %114 = add i32 %97, 2
  %115 = icmp eq i32 %114, %75
  br i1 %115, label %76, label %94, !llvm.loop !11

116:                                              ; preds = %90
  %117 = lshr i32 %16, 4
  %118 = and i32 %117, 3
  %119 = zext i32 %118 to i64
  %120 = getelementptr inbounds [4 x i64], [4 x i64] addrspace(4)* @cwide, i64 0, i64 %119
  br label %126

121:                                              ; preds = %90
  %122 = lshr i32 %16, 6
  %123 = and i32 %122, 1
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds [2 x i64], [2 x i64] addrspace(4)* @cwide2, i64 0, i64 %124
  br label %126

126:                                              ; preds = %121, %116
  %127 = phi i64 addrspace(4)* [ %120, %116 ], [ %125, %121 ]
  %128 = addrspacecast i64 addrspace(4)* %127 to i64*
  %129 = load i64, i64* %128, align 8, !tbaa !13
  %130 = xor i64 %129, %91
  %131 = bitcast [4 x i32*]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %131) #3
  %132 = getelementptr inbounds [4 x i32*], [4 x i32*]* %6, i64 0, i64 0
  %133 = and i32 %16, 7
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(4)* @ctab2, i64 0, i64 %134
  %136 = addrspacecast i32 addrspace(4)* %135 to i32*
  store i32* %136, i32** %132, align 8, !tbaa !15
  %137 = getelementptr inbounds [4 x i32*], [4 x i32*]* %6, i64 0, i64 1
  %138 = lshr i32 %16, 1
  %139 = and i32 %138, 3
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds %struct.Keys, %struct.Keys* %3, i64 0, i32 0, i64 %140
  store i32* %141, i32** %137, align 8, !tbaa !15
  %142 = getelementptr inbounds [4 x i32*], [4 x i32*]* %6, i64 0, i64 2
  %143 = mul nsw i32 %11, 3
  %144 = srem i32 %143, %4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i32, i32* %0, i64 %145
  store i32* %146, i32** %142, align 8, !tbaa !15
  %147 = getelementptr inbounds [4 x i32*], [4 x i32*]* %6, i64 0, i64 3
  %148 = and i32 %16, 15
  %149 = xor i32 %148, 15
  %150 = zext i32 %149 to i64
  %151 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(4)* @ctab, i64 0, i64 %150
  %152 = addrspacecast i32 addrspace(4)* %151 to i32*
  store i32* %152, i32** %147, align 8, !tbaa !15
  %153 = lshr i32 %16, 3
  %154 = and i32 %153, 3
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds [4 x i32*], [4 x i32*]* %6, i64 0, i64 %155
  %157 = load i32*, i32** %156, align 8, !tbaa !15
  %158 = load i32, i32* %157, align 4, !tbaa !5
  %159 = sext i32 %158 to i64
  %160 = shl nsw i64 %159, 8
  %161 = icmp eq i32* %29, getelementptr inbounds ([16 x i32], [16 x i32]* addrspacecast ([16 x i32] addrspace(4)* @ctab to [16 x i32]*), i64 0, i64 3)
  %162 = select i1 %161, i64 100000, i64 0
  %163 = icmp eq i32* %157, %136
  %164 = select i1 %163, i64 200000, i64 0
  %165 = add i64 %130, %162
  %166 = add i64 %165, %164
  %167 = add i64 %166, %160
  %168 = getelementptr inbounds i64, i64* %1, i64 %14
  store i64 %167, i64* %168, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %131) #3
  br label %169

169:                                              ; preds = %5, %126
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i64*, %struct.Params*, %struct.Keys*, i32)* @const_pointers, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
