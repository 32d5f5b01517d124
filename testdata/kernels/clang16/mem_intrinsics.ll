; ModuleID = 'mem_intrinsics.cu'
source_filename = "mem_intrinsics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Rec = type { i64, i32, i32, [5 x i16] }
%struct.Big = type { [50 x i32] }

@_ZZ14mem_intrinsicsE5stage = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @mem_intrinsics(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef writeonly %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = alloca [12 x i32], align 4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = shl nsw i32 %14, 2
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14mem_intrinsicsE5stage to ptr), i64 0, i64 %17
  %19 = srem i32 %15, %8
  %20 = shl nsw i32 %19, 2
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %18, ptr noundef nonnull align 4 dereferenceable(16) %22, i64 16, i1 false)
  tail call void @llvm.nvvm.barrier0()
  %23 = icmp slt i32 %15, %8
  br i1 %23, label %24, label %149

24:                                               ; preds = %9
  %25 = mul nsw i32 %15, 7
  %26 = srem i32 %25, %8
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.Rec, ptr %0, i64 %27
  %29 = sext i32 %15 to i64
  %30 = getelementptr inbounds %struct.Rec, ptr %1, i64 %29
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull align 8 dereferenceable(32) %28, i64 32, i1 false), !tbaa.struct !5
  %31 = mul nsw i32 %15, 3
  %32 = srem i32 %31, %8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds %struct.Big, ptr %5, i64 %33
  %35 = getelementptr inbounds %struct.Big, ptr %6, i64 %29
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(200) %35, ptr noundef nonnull align 4 dereferenceable(200) %34, i64 200, i1 false), !tbaa.struct !13
  %36 = shl nsw i32 %15, 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %2, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 1
  %40 = getelementptr inbounds i8, ptr %0, i64 3
  %41 = mul nsw i32 %19, 7
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i8, ptr %40, i64 %42
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %39, ptr noundef nonnull align 1 dereferenceable(13) %43, i64 13, i1 false)
  %44 = shl nsw i32 %15, 3
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i64, ptr %7, i64 %45
  %47 = add nsw i32 %8, -1
  %48 = srem i32 %31, %47
  %49 = shl nsw i32 %48, 2
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i64, ptr %0, i64 %50
  %52 = srem i32 %15, 5
  %53 = shl nsw i32 %52, 3
  %54 = srem i32 %15, 3
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %46, ptr align 8 %51, i64 %56, i1 false)
  %57 = shl nsw i32 %15, 6
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %3, i64 %58
  %60 = mul nsw i32 %15, 5
  %61 = srem i32 %60, 29
  %62 = trunc i32 %31 to i8
  %63 = add i8 %62, 1
  %64 = sext i32 %61 to i64
  tail call void @llvm.memset.p0.i64(ptr align 1 %59, i8 %63, i64 %64, i1 false)
  %65 = srem i32 %15, 9
  %66 = getelementptr inbounds i8, ptr %59, i64 3
  %67 = sext i32 %65 to i64
  %68 = getelementptr inbounds i8, ptr %66, i64 %67
  %69 = and i32 %15, 7
  %70 = add nuw nsw i32 %69, 20
  %71 = zext i32 %70 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %66, ptr noundef nonnull align 1 dereferenceable(1) %68, i64 %71, i1 false)
  %72 = getelementptr inbounds i8, ptr %59, i64 30
  %73 = getelementptr inbounds i8, ptr %72, i64 %67
  %74 = add nsw i32 %52, 17
  %75 = zext i32 %74 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %73, ptr nonnull align 1 %72, i64 %75, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  %76 = getelementptr inbounds i32, ptr %10, i64 2
  %77 = add nsw i32 %14, 1
  %78 = urem i32 %77, %12
  %79 = shl i32 %78, 2
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14mem_intrinsicsE5stage to ptr), i64 0, i64 %80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %76, ptr noundef nonnull align 4 dereferenceable(16) %81, i64 16, i1 false)
  %82 = and i32 %15, 3
  %83 = mul nuw nsw i32 %82, 3
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds i8, ptr %10, i64 %84
  %86 = getelementptr inbounds i8, ptr %10, i64 4
  %87 = srem i32 %15, 7
  %88 = shl nsw i32 %87, 1
  %89 = add nsw i32 %88, 11
  %90 = sext i32 %89 to i64
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %85, ptr noundef nonnull align 4 dereferenceable(1) %86, i64 %90, i1 false)
  %91 = srem i32 %15, 12
  %92 = icmp slt i32 %91, 0
  br i1 %92, label %116, label %93

93:                                               ; preds = %24
  %94 = add nsw i32 %91, 1
  %95 = and i32 %94, 3
  %96 = icmp ult i32 %91, 3
  br i1 %96, label %99, label %97

97:                                               ; preds = %93
  %98 = and i32 %94, -4
  br label %119

99:                                               ; preds = %119, %93
  %100 = phi i32 [ undef, %93 ], [ %146, %119 ]
  %101 = phi i32 [ 0, %93 ], [ %144, %119 ]
  %102 = phi i32 [ 0, %93 ], [ %146, %119 ]
  %103 = icmp eq i32 %95, 0
  br i1 %103, label %116, label %104

104:                                              ; preds = %99, %104
  %105 = phi i32 [ %111, %104 ], [ %101, %99 ]
  %106 = phi i32 [ %113, %104 ], [ %102, %99 ]
  %107 = phi i32 [ %114, %104 ], [ 0, %99 ]
  %108 = zext i32 %105 to i64
  %109 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !10
  %111 = add nuw nsw i32 %105, 1
  %112 = mul i32 %110, %111
  %113 = add i32 %112, %106
  %114 = add i32 %107, 1
  %115 = icmp eq i32 %114, %95
  br i1 %115, label %116, label %104, !llvm.loop !14

116:                                              ; preds = %99, %104, %24
  %117 = phi i32 [ 0, %24 ], [ %100, %99 ], [ %113, %104 ]
  %118 = getelementptr inbounds i32, ptr %4, i64 %29
  store i32 %117, ptr %118, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #6
  br label %149

119:                                              ; preds = %119, %97
  %120 = phi i32 [ 0, %97 ], [ %144, %119 ]
  %121 = phi i32 [ 0, %97 ], [ %146, %119 ]
  %122 = phi i32 [ 0, %97 ], [ %147, %119 ]
  %123 = zext i32 %120 to i64
  %124 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !10
  %126 = or i32 %120, 1
  %127 = mul i32 %125, %126
  %128 = add i32 %127, %121
  %129 = zext i32 %126 to i64
  %130 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !10
  %132 = or i32 %120, 2
  %133 = mul i32 %131, %132
  %134 = add i32 %133, %128
  %135 = zext i32 %132 to i64
  %136 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !10
  %138 = or i32 %120, 3
  %139 = mul i32 %137, %138
  %140 = add i32 %139, %134
  %141 = zext i32 %138 to i64
  %142 = getelementptr inbounds [12 x i32], ptr %10, i64 0, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !10
  %144 = add nuw nsw i32 %120, 4
  %145 = mul i32 %143, %144
  %146 = add i32 %145, %140
  %147 = add i32 %122, 4
  %148 = icmp eq i32 %147, %98
  br i1 %148, label %99, label %119, !llvm.loop !16

149:                                              ; preds = %9, %116
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @mem_intrinsics, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
