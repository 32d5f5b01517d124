; ModuleID = 'mem_intrinsics.cu'
source_filename = "mem_intrinsics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Rec = type { i64, i32, i32, [5 x i16] }
%struct.Big = type { [50 x i32] }

@_ZZ14mem_intrinsicsE5stage = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @mem_intrinsics(i64* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i8* nocapture noundef writeonly %2, i8* nocapture noundef %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef readonly %5, i32* nocapture noundef writeonly %6, i64* nocapture noundef writeonly %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = alloca [12 x i32], align 4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %13 = mul i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %15 = add i32 %13, %14
  %16 = shl nsw i32 %14, 2
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ14mem_intrinsicsE5stage, i64 0, i64 %17
  %19 = bitcast i32 addrspace(3)* %18 to i8 addrspace(3)*
  %20 = addrspacecast i8 addrspace(3)* %19 to i8*
  %21 = srem i32 %15, %8
  %22 = shl nsw i32 %21, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i64, i64* %0, i64 %23
  %25 = bitcast i64* %24 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %20, i8* noundef nonnull align 4 dereferenceable(16) %25, i64 16, i1 false)
  tail call void @llvm.nvvm.barrier0()
  %26 = icmp slt i32 %15, %8
  br i1 %26, label %27, label %168

27:                                               ; preds = %9
  %28 = bitcast i64* %0 to %struct.Rec*
  %29 = bitcast i32* %6 to %struct.Big*
  %30 = bitcast i32* %5 to %struct.Big*
  %31 = bitcast i64* %1 to %struct.Rec*
  %32 = mul nsw i32 %15, 7
  %33 = srem i32 %32, %8
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %struct.Rec, %struct.Rec* %28, i64 %34
  %36 = sext i32 %15 to i64
  %37 = getelementptr inbounds %struct.Rec, %struct.Rec* %31, i64 %36
  %38 = bitcast %struct.Rec* %37 to i8*
  %39 = bitcast %struct.Rec* %35 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %38, i8* noundef nonnull align 8 dereferenceable(32) %39, i64 32, i1 false), !tbaa.struct !5
  %40 = mul nsw i32 %15, 3
  %41 = srem i32 %40, %8
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.Big, %struct.Big* %30, i64 %42
  %44 = getelementptr inbounds %struct.Big, %struct.Big* %29, i64 %36
  %45 = bitcast %struct.Big* %44 to i8*
  %46 = bitcast %struct.Big* %43 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(200) %45, i8* noundef nonnull align 4 dereferenceable(200) %46, i64 200, i1 false), !tbaa.struct !13
  %47 = shl nsw i32 %15, 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, i8* %2, i64 %48
  %50 = getelementptr inbounds i8, i8* %49, i64 1
  %51 = bitcast i64* %0 to i8*
  %52 = getelementptr inbounds i8, i8* %51, i64 3
  %53 = mul nsw i32 %21, 7
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i8, i8* %52, i64 %54
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(13) %50, i8* noundef nonnull align 1 dereferenceable(13) %55, i64 13, i1 false)
  %56 = shl nsw i32 %15, 3
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i64, i64* %7, i64 %57
  %59 = bitcast i64* %58 to i8*
  %60 = add nsw i32 %8, -1
  %61 = srem i32 %40, %60
  %62 = shl nsw i32 %61, 2
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i64, i64* %0, i64 %63
  %65 = bitcast i64* %64 to i8*
  %66 = srem i32 %15, 5
  %67 = shl nsw i32 %66, 3
  %68 = srem i32 %15, 3
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %59, i8* align 8 %65, i64 %70, i1 false)
  %71 = shl nsw i32 %15, 6
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i8, i8* %3, i64 %72
  %74 = mul nsw i32 %15, 5
  %75 = srem i32 %74, 29
  %76 = trunc i32 %40 to i8
  %77 = add i8 %76, 1
  %78 = sext i32 %75 to i64
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %73, i8 %77, i64 %78, i1 false)
  %79 = srem i32 %15, 9
  %80 = getelementptr inbounds i8, i8* %73, i64 3
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds i8, i8* %80, i64 %81
  %83 = and i32 %15, 7
  %84 = add nuw nsw i32 %83, 20
  %85 = zext i32 %84 to i64
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 %80, i8* noundef nonnull align 1 %82, i64 %85, i1 false)
  %86 = getelementptr inbounds i8, i8* %73, i64 30
  %87 = getelementptr inbounds i8, i8* %86, i64 %81
  %88 = add nsw i32 %66, 17
  %89 = zext i32 %88 to i64
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 1 %87, i8* nonnull align 1 %86, i64 %89, i1 false)
  %90 = bitcast [12 x i32]* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %90) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(48) %90, i8 0, i64 48, i1 false)
  %91 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i64 0, i64 2
  %92 = bitcast i32* %91 to i8*
  %93 = add nsw i32 %14, 1
  %94 = urem i32 %93, %12
  %95 = shl i32 %94, 2
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ14mem_intrinsicsE5stage, i64 0, i64 %96
  %98 = bitcast i32 addrspace(3)* %97 to i8 addrspace(3)*
  %99 = addrspacecast i8 addrspace(3)* %98 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %92, i8* noundef nonnull align 4 dereferenceable(16) %99, i64 16, i1 false)
  %100 = and i32 %15, 3
  %101 = mul nuw nsw i32 %100, 3
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i8, i8* %90, i64 %102
  %104 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i64 0, i64 1
  %105 = bitcast i32* %104 to i8*
  %106 = srem i32 %15, 7
  %107 = shl nsw i32 %106, 1
  %108 = add nsw i32 %107, 11
  %109 = sext i32 %108 to i64
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 %103, i8* noundef nonnull align 4 %105, i64 %109, i1 false)
  %110 = srem i32 %15, 12
  %111 = icmp slt i32 %110, 0
  br i1 %111, label %135, label %112

112:                                              ; preds = %27
  %113 = add nsw i32 %110, 1
  %114 = and i32 %113, 3
  %115 = icmp ult i32 %110, 3
  br i1 %115, label %118, label %116

116:                                              ; preds = %112
  %117 = and i32 %113, -4
  br label %138

118:                                              ; preds = %138, %112
  %119 = phi i32 [ undef, %112 ], [ %165, %138 ]
  %120 = phi i32 [ 0, %112 ], [ %163, %138 ]
  %121 = phi i32 [ 0, %112 ], [ %165, %138 ]
  %122 = icmp eq i32 %114, 0
  br i1 %122, label %135, label %123

123:                                              ; preds = %118, %123
  %124 = phi i32 [ %130, %123 ], [ %120, %118 ]
  %125 = phi i32 [ %132, %123 ], [ %121, %118 ]
  %126 = phi i32 [ %133, %123 ], [ 0, %118 ]
  %127 = zext i32 %124 to i64
  %128 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i64 0, i64 %127
  %129 = load i32, i32* %128, align 4, !tbaa !10
  %130 = add nuw nsw i32 %124, 1
  %131 = mul i32 %129, %130
  %132 = add i32 %131, %125
  %133 = add i32 %126, 1
  %134 = icmp eq i32 %133, %114
  br i1 %134, label %135, label %123, !llvm.loop !14

135:                                              ; preds = %118, %123, %27
  %136 = phi i32 [ 0, %27 ], [ %119, %118 ], [ %132, %123 ]
  %137 = getelementptr inbounds i32, i32* %4, i64 %36
  store i32 %136, i32* %137, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %90) #6
  br label %168

138:                                              ; preds = %138, %116
  %139 = phi i32 [ 0, %116 ], [ %163, %138 ]
  %140 = phi i32 [ 0, %116 ], [ %165, %138 ]
  %141 = phi i32 [ 0, %116 ], [ %166, %138 ]
  %142 = zext i32 %139 to i64
  %143 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i64 0, i64 %142
  %144 = load i32, i32* %143, align 4, !tbaa !10
  %145 = or i32 %139, 1
  %146 = mul i32 %144, %145
  %147 = add i32 %146, %140
  %148 = zext i32 %145 to i64
  %149 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i64 0, i64 %148
  %150 = load i32, i32* %149, align 4, !tbaa !10
  %151 = or i32 %139, 2
  %152 = mul i32 %150, %151
  %153 = add i32 %152, %147
  %154 = zext i32 %151 to i64
  %155 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i64 0, i64 %154
  %156 = load i32, i32* %155, align 4, !tbaa !10
  %157 = or i32 %139, 3
  %158 = mul i32 %156, %157
  %159 = add i32 %158, %153
  %160 = zext i32 %157 to i64
  %161 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i64 0, i64 %160
  %162 = load i32, i32* %161, align 4, !tbaa !10
  %163 = add nuw nsw i32 %139, 4
  %164 = mul i32 %162, %163
  %165 = add i32 %164, %159
  %166 = add i32 %141, 4
  %167 = icmp eq i32 %166, %117
  br i1 %167, label %118, label %138, !llvm.loop !16

168:                                              ; preds = %9, %135
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { convergent nounwind }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i64*, i64*, i8*, i8*, i32*, i32*, i32*, i64*, i32)* @mem_intrinsics, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i64 0, i64 8, !6, i64 8, i64 4, !10, i64 12, i64 4, !10, i64 16, i64 10, !12}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{i64 0, i64 200, !12}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
