; ModuleID = 'call_frames.cu'
source_filename = "call_frames.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.pair = type { i32, i32 }

; Function Attrs: mustprogress nofree noinline nosync nounwind readonly willreturn
define dso_local noundef i32 @_Z4scanPKjj(i32* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca [8 x i32], align 4
  %4 = bitcast [8 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %4) #5
  %5 = load i32, i32* %0, align 4, !tbaa !5
  %6 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 0
  store i32 %5, i32* %6, align 4, !tbaa !5
  %7 = getelementptr inbounds i32, i32* %0, i64 1
  %8 = load i32, i32* %7, align 4, !tbaa !5
  %9 = add i32 %8, %1
  %10 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 1
  store i32 %9, i32* %10, align 4, !tbaa !5
  %11 = getelementptr inbounds i32, i32* %0, i64 2
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = shl i32 %1, 1
  %14 = add i32 %12, %13
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 2
  store i32 %14, i32* %15, align 4, !tbaa !5
  %16 = getelementptr inbounds i32, i32* %0, i64 3
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = mul i32 %1, 3
  %19 = add i32 %17, %18
  %20 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 3
  store i32 %19, i32* %20, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %0, i64 4
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = shl i32 %1, 2
  %24 = add i32 %22, %23
  %25 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 4
  store i32 %24, i32* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds i32, i32* %0, i64 5
  %27 = load i32, i32* %26, align 4, !tbaa !5
  %28 = mul i32 %1, 5
  %29 = add i32 %27, %28
  %30 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 5
  store i32 %29, i32* %30, align 4, !tbaa !5
  %31 = getelementptr inbounds i32, i32* %0, i64 6
  %32 = load i32, i32* %31, align 4, !tbaa !5
  %33 = mul i32 %1, 6
  %34 = add i32 %32, %33
  %35 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 6
  store i32 %34, i32* %35, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %0, i64 7
  %37 = load i32, i32* %36, align 4, !tbaa !5
  %38 = mul i32 %1, 7
  %39 = add i32 %37, %38
  %40 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 7
  store i32 %39, i32* %40, align 4, !tbaa !5
  %41 = urem i32 %1, 3
  %42 = icmp eq i32 %41, 0
  %43 = and i32 %1, 7
  br i1 %42, label %46, label %44

44:                                               ; preds = %2
  %45 = icmp eq i32 %43, 0
  br i1 %45, label %63, label %50

46:                                               ; preds = %2
  %47 = zext i32 %43 to i64
  %48 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %47
  %49 = load i32, i32* %48, align 4, !tbaa !5
  br label %71

50:                                               ; preds = %44, %50
  %51 = phi i32 [ %60, %50 ], [ 0, %44 ]
  %52 = phi i32 [ %58, %50 ], [ 0, %44 ]
  %53 = add i32 %51, %52
  %54 = and i32 %53, 7
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %55
  %57 = load i32, i32* %56, align 4, !tbaa !5
  %58 = add i32 %57, %52
  %59 = icmp ult i32 %58, -2147483647
  %60 = add nuw nsw i32 %51, 1
  %61 = icmp ult i32 %60, %43
  %62 = select i1 %59, i1 %61, i1 false
  br i1 %62, label %50, label %63, !llvm.loop !9

63:                                               ; preds = %50, %44
  %64 = phi i32 [ 0, %44 ], [ %58, %50 ]
  %65 = lshr i32 %1, 3
  %66 = and i32 %65, 7
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %67
  %69 = load i32, i32* %68, align 4, !tbaa !5
  %70 = xor i32 %69, %64
  br label %71

71:                                               ; preds = %63, %46
  %72 = phi i32 [ %49, %46 ], [ %70, %63 ]
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %4) #5
  ret i32 %72
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z4manyjjyjjjjyjjjjjyjjjyjj(i32 noundef %0, i32 noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i64 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i64 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i64 noundef %17, i32 noundef %18, i32 noundef %19) local_unnamed_addr #2 {
  %21 = shl i64 %7, 1
  %22 = xor i64 %21, %2
  %23 = shl i64 %13, 2
  %24 = xor i64 %22, %23
  %25 = shl i64 %17, 3
  %26 = xor i64 %24, %25
  %27 = shl i32 %1, 1
  %28 = add i32 %27, %0
  %29 = mul i32 %3, 3
  %30 = add i32 %28, %29
  %31 = mul i32 %4, 5
  %32 = add i32 %30, %31
  %33 = mul i32 %5, 7
  %34 = add i32 %32, %33
  %35 = mul i32 %6, 11
  %36 = add i32 %34, %35
  %37 = mul i32 %8, 13
  %38 = add i32 %36, %37
  %39 = mul i32 %9, 17
  %40 = add i32 %38, %39
  %41 = mul i32 %10, 19
  %42 = add i32 %40, %41
  %43 = mul i32 %11, 23
  %44 = add i32 %42, %43
  %45 = mul i32 %12, 29
  %46 = add i32 %44, %45
  %47 = mul i32 %14, 31
  %48 = add i32 %46, %47
  %49 = mul i32 %15, 37
  %50 = add i32 %48, %49
  %51 = mul i32 %16, 41
  %52 = add i32 %50, %51
  %53 = mul i32 %18, 43
  %54 = add i32 %52, %53
  %55 = mul i32 %19, 47
  %56 = add i32 %54, %55
  %57 = trunc i64 %26 to i32
  %58 = add i32 %56, %57
  %59 = lshr i64 %26, 32
  %60 = trunc i64 %59 to i32
  %61 = add i32 %58, %60
  ret i32 %61
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local %struct.pair @_Z5splityj(i64 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = trunc i64 %0 to i32
  %4 = add i32 %3, %1
  %5 = lshr i64 %0, 32
  %6 = trunc i64 %5 to i32
  %7 = xor i32 %6, %1
  %8 = insertvalue %struct.pair poison, i32 %4, 0
  %9 = insertvalue %struct.pair %8, i32 %7, 1
  ret %struct.pair %9
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @call_frames(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %63

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, i32* %0, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = and i32 %13, 2
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %21, label %16

16:                                               ; preds = %10
  %17 = and i32 %8, -8
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %0, i64 %18
  %20 = tail call noundef i32 @_Z4scanPKjj(i32* noundef nonnull %19, i32 noundef %13) #5
  br label %21

21:                                               ; preds = %16, %10
  %22 = phi i32 [ %20, %16 ], [ 0, %10 ]
  %23 = zext i32 %13 to i64
  %24 = shl nuw i64 %23, 32
  %25 = zext i32 %8 to i64
  %26 = or i64 %24, %25
  %27 = add i32 %13, 1
  %28 = add i32 %13, 2
  %29 = add i32 %13, 3
  %30 = add i32 %13, 4
  %31 = add i32 %13, 5
  %32 = add i64 %26, 1
  %33 = add i32 %13, 6
  %34 = add i32 %13, 7
  %35 = add i32 %13, 8
  %36 = add i32 %13, 9
  %37 = add i32 %13, 10
  %38 = mul i64 %26, 3
  %39 = add i32 %13, 11
  %40 = add i32 %13, 12
  %41 = add i32 %13, 13
  %42 = xor i64 %26, -1
  %43 = add i32 %13, 14
  %44 = add i32 %13, 15
  %45 = tail call noundef i32 @_Z4manyjjyjjjjyjjjjjyjjjyjj(i32 noundef %13, i32 noundef %27, i64 noundef %26, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i64 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37, i64 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41, i64 noundef %42, i32 noundef %43, i32 noundef %44) #5
  %46 = zext i32 %45 to i64
  %47 = xor i64 %26, %46
  %48 = tail call %struct.pair @_Z5splityj(i64 noundef %47, i32 noundef %22) #5
  %49 = extractvalue %struct.pair %48, 0
  %50 = extractvalue %struct.pair %48, 1
  %51 = shl nsw i32 %8, 2
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32* %1, i64 %52
  store i32 %22, i32* %53, align 4, !tbaa !5
  %54 = or i32 %51, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, i32* %1, i64 %55
  store i32 %45, i32* %56, align 4, !tbaa !5
  %57 = or i32 %51, 2
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, i32* %1, i64 %58
  store i32 %49, i32* %59, align 4, !tbaa !5
  %60 = or i32 %51, 3
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, i32* %1, i64 %61
  store i32 %50, i32* %62, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %3, %21
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree noinline nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #3 = { convergent mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32)* @call_frames, !"kernel", i32 1}
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
