; ModuleID = 'escape.cu'
source_filename = "escape.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.box = type { i32*, i32 }

@__const.escape.local = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define dso_local void @_Z4fillP3boxj(%struct.box* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.box, %struct.box* %0, i64 0, i32 1
  %4 = load i32, i32* %3, align 8, !tbaa !5
  %5 = mul i32 %4, %1
  %6 = getelementptr inbounds %struct.box, %struct.box* %0, i64 0, i32 0
  %7 = load i32*, i32** %6, align 8, !tbaa !11
  store i32 %5, i32* %7, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly
define dso_local void @_Z4keepPPjS_(i32** nocapture noundef writeonly %0, i32* noundef %1) local_unnamed_addr #1 {
  store i32* %1, i32** %0, align 8, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @escape(i32* nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca [4 x i32], align 4
  %4 = alloca %struct.box, align 8
  %5 = alloca i32*, align 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %12, label %44

12:                                               ; preds = %2
  %13 = bitcast [4 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %13) #6
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %13, i8* noundef nonnull align 4 dereferenceable(16) bitcast ([4 x i32]* @__const.escape.local to i8*), i64 16, i1 false)
  %14 = bitcast %struct.box* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %14) #6
  %15 = and i32 %10, 3
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 %16
  %18 = getelementptr inbounds %struct.box, %struct.box* %4, i64 0, i32 0
  store i32* %17, i32** %18, align 8, !tbaa !11
  %19 = getelementptr inbounds %struct.box, %struct.box* %4, i64 0, i32 1
  store i32 3, i32* %19, align 8, !tbaa !5
  call void @_Z4fillP3boxj(%struct.box* noundef nonnull %4, i32 noundef %10) #6
  %20 = bitcast i32** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20) #6
  %21 = add nsw i32 %10, 1
  %22 = and i32 %21, 3
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 %23
  call void @_Z4keepPPjS_(i32** noundef nonnull %5, i32* noundef nonnull %24) #6
  %25 = load i32*, i32** %5, align 8, !tbaa !13
  %26 = load i32, i32* %25, align 4, !tbaa !12
  %27 = add i32 %26, 100
  store i32 %27, i32* %25, align 4, !tbaa !12
  %28 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 0
  %29 = load i32, i32* %28, align 4, !tbaa !12
  %30 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 1
  %31 = load i32, i32* %30, align 4, !tbaa !12
  %32 = mul i32 %31, 7
  %33 = add i32 %32, %29
  %34 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 2
  %35 = load i32, i32* %34, align 4, !tbaa !12
  %36 = mul i32 %35, 11
  %37 = add i32 %33, %36
  %38 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 3
  %39 = load i32, i32* %38, align 4, !tbaa !12
  %40 = mul i32 %39, 13
  %41 = add i32 %37, %40
  %42 = sext i32 %10 to i64
  %43 = getelementptr inbounds i32, i32* %0, i64 %42
  store i32 %41, i32* %43, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %14) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %13) #6
  br label %44

44:                                               ; preds = %2, %12
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #2 = { convergent mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32)* @escape, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"_ZTS3box", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!10, !10, i64 0}
!13 = !{!7, !7, i64 0}
