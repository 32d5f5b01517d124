; ModuleID = 'call_recursion.cu'
source_filename = "call_recursion.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z3fibj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %46, label %3

3:                                                ; preds = %1
  %4 = add i32 %0, -2
  %5 = lshr i32 %4, 1
  %6 = add nuw i32 %5, 1
  %7 = and i32 %6, 3
  %8 = icmp ult i32 %4, 6
  br i1 %8, label %30, label %9

9:                                                ; preds = %3
  %10 = and i32 %6, -4
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %0, %9 ], [ %24, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %27, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %28, %11 ]
  %15 = add i32 %12, -1
  %16 = tail call noundef i32 @_Z3fibj(i32 noundef %15) #6
  %17 = add i32 %16, %13
  %18 = add i32 %12, -3
  %19 = tail call noundef i32 @_Z3fibj(i32 noundef %18) #6
  %20 = add i32 %19, %17
  %21 = add i32 %12, -5
  %22 = tail call noundef i32 @_Z3fibj(i32 noundef %21) #6
  %23 = add i32 %22, %20
  %24 = add i32 %12, -8
  %25 = add i32 %12, -7
  %26 = tail call noundef i32 @_Z3fibj(i32 noundef %25) #6
  %27 = add i32 %26, %23
  %28 = add i32 %14, 4
  %29 = icmp eq i32 %28, %10
  br i1 %29, label %30, label %11

30:                                               ; preds = %11, %3
  %31 = phi i32 [ undef, %3 ], [ %24, %11 ]
  %32 = phi i32 [ undef, %3 ], [ %27, %11 ]
  %33 = phi i32 [ %0, %3 ], [ %24, %11 ]
  %34 = phi i32 [ 0, %3 ], [ %27, %11 ]
  %35 = icmp eq i32 %7, 0
  br i1 %35, label %46, label %36

36:                                               ; preds = %30, %36
  %37 = phi i32 [ %40, %36 ], [ %33, %30 ]
  %38 = phi i32 [ %43, %36 ], [ %34, %30 ]
  %39 = phi i32 [ %44, %36 ], [ 0, %30 ]
  %40 = add i32 %37, -2
  %41 = add i32 %37, -1
  %42 = tail call noundef i32 @_Z3fibj(i32 noundef %41) #6
  %43 = add i32 %42, %38
  %44 = add i32 %39, 1
  %45 = icmp eq i32 %44, %7
  br i1 %45, label %46, label %36, !llvm.loop !5

46:                                               ; preds = %30, %36, %1
  %47 = phi i32 [ 0, %1 ], [ %32, %30 ], [ %43, %36 ]
  %48 = phi i32 [ %0, %1 ], [ %31, %30 ], [ %40, %36 ]
  %49 = add i32 %48, %47
  ret i32 %49
}

; Function Attrs: mustprogress nofree nosync nounwind
define dso_local void @_Z9quicksortPjii(i32* noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %76

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds i32, i32* %0, i64 %6
  %8 = sub i32 0, %2
  br label %9

9:                                                ; preds = %5, %39
  %10 = phi i32 [ %1, %5 ], [ %46, %39 ]
  %11 = load i32, i32* %7, align 4, !tbaa !7
  %12 = icmp slt i32 %10, %2
  br i1 %12, label %13, label %39

13:                                               ; preds = %9
  %14 = sub i32 %2, %10
  %15 = xor i32 %10, -1
  %16 = and i32 %14, 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %31, label %18

18:                                               ; preds = %13
  %19 = sext i32 %10 to i64
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !7
  %22 = icmp ult i32 %21, %11
  %23 = sext i32 %10 to i64
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  br i1 %22, label %25, label %28

25:                                               ; preds = %18
  %26 = add nsw i32 %10, 1
  %27 = load i32, i32* %24, align 4, !tbaa !7
  store i32 %21, i32* %24, align 4, !tbaa !7
  store i32 %27, i32* %20, align 4, !tbaa !7
  br label %28

28:                                               ; preds = %25, %18
  %29 = phi i32 [ %26, %25 ], [ %10, %18 ]
  %30 = add nsw i32 %10, 1
  br label %31

31:                                               ; preds = %28, %13
  %32 = phi i32 [ undef, %13 ], [ %29, %28 ]
  %33 = phi i32 [ %10, %13 ], [ %29, %28 ]
  %34 = phi i32 [ %10, %13 ], [ %30, %28 ]
  %35 = icmp eq i32 %15, %8
  br i1 %35, label %36, label %48

36:                                               ; preds = %72, %31
  %37 = phi i32 [ %32, %31 ], [ %73, %72 ]
  %38 = load i32, i32* %7, align 4, !tbaa !7
  br label %39

39:                                               ; preds = %36, %9
  %40 = phi i32 [ %11, %9 ], [ %38, %36 ]
  %41 = phi i32 [ %10, %9 ], [ %37, %36 ]
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32* %0, i64 %42
  %44 = load i32, i32* %43, align 4, !tbaa !7
  store i32 %40, i32* %43, align 4, !tbaa !7
  store i32 %44, i32* %7, align 4, !tbaa !7
  %45 = add nsw i32 %41, -1
  tail call void @_Z9quicksortPjii(i32* noundef nonnull %0, i32 noundef %10, i32 noundef %45) #6
  %46 = add nsw i32 %41, 1
  %47 = icmp slt i32 %46, %2
  br i1 %47, label %9, label %76

48:                                               ; preds = %31, %72
  %49 = phi i32 [ %73, %72 ], [ %33, %31 ]
  %50 = phi i32 [ %74, %72 ], [ %34, %31 ]
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32* %0, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !7
  %54 = icmp ult i32 %53, %11
  %55 = sext i32 %49 to i64
  %56 = getelementptr inbounds i32, i32* %0, i64 %55
  br i1 %54, label %57, label %60

57:                                               ; preds = %48
  %58 = add nsw i32 %49, 1
  %59 = load i32, i32* %56, align 4, !tbaa !7
  store i32 %53, i32* %56, align 4, !tbaa !7
  store i32 %59, i32* %52, align 4, !tbaa !7
  br label %60

60:                                               ; preds = %48, %57
  %61 = phi i32 [ %58, %57 ], [ %49, %48 ]
  %62 = add nsw i32 %50, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32* %0, i64 %63
  %65 = load i32, i32* %64, align 4, !tbaa !7
  %66 = icmp ult i32 %65, %11
  %67 = sext i32 %61 to i64
  %68 = getelementptr inbounds i32, i32* %0, i64 %67
  br i1 %66, label %69, label %72

69:                                               ; preds = %60
  %70 = add nsw i32 %61, 1
  %71 = load i32, i32* %68, align 4, !tbaa !7
  store i32 %65, i32* %68, align 4, !tbaa !7
  store i32 %71, i32* %64, align 4, !tbaa !7
  br label %72

72:                                               ; preds = %69, %60
  %73 = phi i32 [ %70, %69 ], [ %61, %60 ]
  %74 = add nsw i32 %50, 2
  %75 = icmp eq i32 %74, %2
  br i1 %75, label %36, label %48, !llvm.loop !11

76:                                               ; preds = %39, %3
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z7is_evenjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = shl i32 %1, 1
  br label %12

6:                                                ; preds = %2
  %7 = add i32 %0, -1
  %8 = add i32 %1, %0
  %9 = tail call noundef i32 @_Z6is_oddjj(i32 noundef %7, i32 noundef %8) #6
  %10 = mul i32 %9, 3
  %11 = add i32 %10, %0
  br label %12

12:                                               ; preds = %6, %4
  %13 = phi i32 [ %5, %4 ], [ %11, %6 ]
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z6is_oddjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = shl i32 %1, 1
  %6 = or i32 %5, 1
  br label %13

7:                                                ; preds = %2
  %8 = add i32 %0, -1
  %9 = xor i32 %1, %0
  %10 = tail call noundef i32 @_Z7is_evenjj(i32 noundef %8, i32 noundef %9) #6
  %11 = shl i32 %0, 1
  %12 = xor i32 %10, %11
  br label %13

13:                                               ; preds = %7, %4
  %14 = phi i32 [ %6, %4 ], [ %12, %7 ]
  ret i32 %14
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind
define dso_local void @call_recursion(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = alloca [12 x i32], align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %108

12:                                               ; preds = %4
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !7
  %16 = bitcast [12 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %16) #6
  br label %83

17:                                               ; preds = %83
  %18 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 0
  call void @_Z9quicksortPjii(i32* noundef nonnull %18, i32 noundef 0, i32 noundef 11) #6
  %19 = load i32, i32* %18, align 4, !tbaa !7
  %20 = mul i32 %19, 31
  %21 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 1
  %22 = load i32, i32* %21, align 4, !tbaa !7
  %23 = add i32 %22, %20
  %24 = mul i32 %23, 31
  %25 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 2
  %26 = load i32, i32* %25, align 4, !tbaa !7
  %27 = add i32 %26, %24
  %28 = mul i32 %27, 31
  %29 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 3
  %30 = load i32, i32* %29, align 4, !tbaa !7
  %31 = add i32 %30, %28
  %32 = mul i32 %31, 31
  %33 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 4
  %34 = load i32, i32* %33, align 4, !tbaa !7
  %35 = add i32 %34, %32
  %36 = mul i32 %35, 31
  %37 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 5
  %38 = load i32, i32* %37, align 4, !tbaa !7
  %39 = add i32 %38, %36
  %40 = mul i32 %39, 31
  %41 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 6
  %42 = load i32, i32* %41, align 4, !tbaa !7
  %43 = add i32 %42, %40
  %44 = mul i32 %43, 31
  %45 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 7
  %46 = load i32, i32* %45, align 4, !tbaa !7
  %47 = add i32 %46, %44
  %48 = mul i32 %47, 31
  %49 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 8
  %50 = load i32, i32* %49, align 4, !tbaa !7
  %51 = add i32 %50, %48
  %52 = mul i32 %51, 31
  %53 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 9
  %54 = load i32, i32* %53, align 4, !tbaa !7
  %55 = add i32 %54, %52
  %56 = mul i32 %55, 31
  %57 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 10
  %58 = load i32, i32* %57, align 4, !tbaa !7
  %59 = add i32 %58, %56
  %60 = mul i32 %59, 31
  %61 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 11
  %62 = load i32, i32* %61, align 4, !tbaa !7
  %63 = add i32 %62, %60
  %64 = shl nsw i32 %10, 2
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, i32* %1, i64 %65
  store i32 %63, i32* %66, align 4, !tbaa !7
  %67 = xor i32 %62, %19
  %68 = or i32 %64, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32* %1, i64 %69
  store i32 %67, i32* %70, align 4, !tbaa !7
  %71 = icmp ult i32 %3, 12
  %72 = select i1 %71, i32 %3, i32 12
  %73 = urem i32 %15, %72
  %74 = call noundef i32 @_Z3fibj(i32 noundef %73) #6
  %75 = or i32 %64, 2
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, i32* %1, i64 %76
  store i32 %74, i32* %77, align 4, !tbaa !7
  %78 = urem i32 %15, %3
  %79 = call noundef i32 @_Z7is_evenjj(i32 noundef %78, i32 noundef %15) #6
  %80 = or i32 %64, 3
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, i32* %1, i64 %81
  store i32 %79, i32* %82, align 4, !tbaa !7
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %16) #6
  br label %108

83:                                               ; preds = %83, %12
  %84 = phi i32 [ 0, %12 ], [ %106, %83 ]
  %85 = mul nuw nsw i32 %84, 5
  %86 = add nsw i32 %85, %10
  %87 = srem i32 %86, %2
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, i32* %0, i64 %88
  %90 = load i32, i32* %89, align 4, !tbaa !7
  %91 = lshr i32 %15, %84
  %92 = xor i32 %90, %91
  %93 = zext i32 %84 to i64
  %94 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 %93
  store i32 %92, i32* %94, align 4, !tbaa !7
  %95 = or i32 %84, 1
  %96 = mul nuw nsw i32 %95, 5
  %97 = add nsw i32 %96, %10
  %98 = srem i32 %97, %2
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, i32* %0, i64 %99
  %101 = load i32, i32* %100, align 4, !tbaa !7
  %102 = lshr i32 %15, %95
  %103 = xor i32 %101, %102
  %104 = zext i32 %95 to i64
  %105 = getelementptr inbounds [12 x i32], [12 x i32]* %5, i64 0, i64 %104
  store i32 %103, i32* %105, align 4, !tbaa !7
  %106 = add nuw nsw i32 %84, 2
  %107 = icmp eq i32 %106, 12
  br i1 %107, label %17, label %83, !llvm.loop !13

108:                                              ; preds = %4, %17
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { mustprogress nofree nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree noinline nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #4 = { convergent mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32, i32)* @call_recursion, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
