; ModuleID = 'call_recursion.cu'
source_filename = "call_recursion.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
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
  %16 = tail call noundef i32 @_Z3fibj(i32 noundef %15) #7
  %17 = add i32 %16, %13
  %18 = add i32 %12, -3
  %19 = tail call noundef i32 @_Z3fibj(i32 noundef %18) #7
  %20 = add i32 %19, %17
  %21 = add i32 %12, -5
  %22 = tail call noundef i32 @_Z3fibj(i32 noundef %21) #7
  %23 = add i32 %22, %20
  %24 = add i32 %12, -8
  %25 = add i32 %12, -7
  %26 = tail call noundef i32 @_Z3fibj(i32 noundef %25) #7
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
  %42 = tail call noundef i32 @_Z3fibj(i32 noundef %41) #7
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

; Function Attrs: mustprogress nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9quicksortPjii(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %76

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = sub i32 0, %2
  br label %9

9:                                                ; preds = %5, %39
  %10 = phi i32 [ %1, %5 ], [ %46, %39 ]
  %11 = load i32, ptr %7, align 4, !tbaa !7
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
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !7
  %22 = icmp ult i32 %21, %11
  br i1 %22, label %23, label %28

23:                                               ; preds = %18
  %24 = add nsw i32 %10, 1
  %25 = sext i32 %10 to i64
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !7
  store i32 %21, ptr %26, align 4, !tbaa !7
  store i32 %27, ptr %20, align 4, !tbaa !7
  br label %28

28:                                               ; preds = %23, %18
  %29 = phi i32 [ %24, %23 ], [ %10, %18 ]
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
  %38 = load i32, ptr %7, align 4, !tbaa !7
  br label %39

39:                                               ; preds = %36, %9
  %40 = phi i32 [ %11, %9 ], [ %38, %36 ]
  %41 = phi i32 [ %10, %9 ], [ %37, %36 ]
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !7
  store i32 %40, ptr %43, align 4, !tbaa !7
  store i32 %44, ptr %7, align 4, !tbaa !7
  %45 = add nsw i32 %41, -1
  tail call void @_Z9quicksortPjii(ptr noundef nonnull %0, i32 noundef %10, i32 noundef %45) #7
  %46 = add nsw i32 %41, 1
  %47 = icmp slt i32 %46, %2
  br i1 %47, label %9, label %76

48:                                               ; preds = %31, %72
  %49 = phi i32 [ %73, %72 ], [ %33, %31 ]
  %50 = phi i32 [ %74, %72 ], [ %34, %31 ]
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !7
  %54 = icmp ult i32 %53, %11
  br i1 %54, label %55, label %60

55:                                               ; preds = %48
  %56 = add nsw i32 %49, 1
  %57 = sext i32 %49 to i64
  %58 = getelementptr inbounds i32, ptr %0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !7
  store i32 %53, ptr %58, align 4, !tbaa !7
  store i32 %59, ptr %52, align 4, !tbaa !7
  br label %60

60:                                               ; preds = %48, %55
  %61 = phi i32 [ %56, %55 ], [ %49, %48 ]
  %62 = add nsw i32 %50, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !7
  %66 = icmp ult i32 %65, %11
  br i1 %66, label %67, label %72

67:                                               ; preds = %60
  %68 = add nsw i32 %61, 1
  %69 = sext i32 %61 to i64
  %70 = getelementptr inbounds i32, ptr %0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !7
  store i32 %65, ptr %70, align 4, !tbaa !7
  store i32 %71, ptr %64, align 4, !tbaa !7
  br label %72

72:                                               ; preds = %67, %60
  %73 = phi i32 [ %68, %67 ], [ %61, %60 ]
  %74 = add nsw i32 %50, 2
  %75 = icmp eq i32 %74, %2
  br i1 %75, label %36, label %48, !llvm.loop !11

76:                                               ; preds = %39, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z7is_evenjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = shl i32 %1, 1
  br label %12

6:                                                ; preds = %2
  %7 = add i32 %0, -1
  %8 = add i32 %1, %0
  %9 = tail call noundef i32 @_Z6is_oddjj(i32 noundef %7, i32 noundef %8) #7
  %10 = mul i32 %9, 3
  %11 = add i32 %10, %0
  br label %12

12:                                               ; preds = %6, %4
  %13 = phi i32 [ %5, %4 ], [ %11, %6 ]
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
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
  %10 = tail call noundef i32 @_Z7is_evenjj(i32 noundef %8, i32 noundef %9) #7
  %11 = shl i32 %0, 1
  %12 = xor i32 %10, %11
  br label %13

13:                                               ; preds = %7, %4
  %14 = phi i32 [ %6, %4 ], [ %12, %7 ]
  ret i32 %14
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @call_recursion(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = alloca [12 x i32], align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %105

12:                                               ; preds = %4
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !7
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #7
  br label %80

16:                                               ; preds = %80
  call void @_Z9quicksortPjii(ptr noundef nonnull %5, i32 noundef 0, i32 noundef 11) #7
  %17 = load i32, ptr %5, align 4, !tbaa !7
  %18 = mul i32 %17, 31
  %19 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 1
  %20 = load i32, ptr %19, align 4, !tbaa !7
  %21 = add i32 %20, %18
  %22 = mul i32 %21, 31
  %23 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 2
  %24 = load i32, ptr %23, align 4, !tbaa !7
  %25 = add i32 %24, %22
  %26 = mul i32 %25, 31
  %27 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 3
  %28 = load i32, ptr %27, align 4, !tbaa !7
  %29 = add i32 %28, %26
  %30 = mul i32 %29, 31
  %31 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !7
  %33 = add i32 %32, %30
  %34 = mul i32 %33, 31
  %35 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 5
  %36 = load i32, ptr %35, align 4, !tbaa !7
  %37 = add i32 %36, %34
  %38 = mul i32 %37, 31
  %39 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 6
  %40 = load i32, ptr %39, align 4, !tbaa !7
  %41 = add i32 %40, %38
  %42 = mul i32 %41, 31
  %43 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 7
  %44 = load i32, ptr %43, align 4, !tbaa !7
  %45 = add i32 %44, %42
  %46 = mul i32 %45, 31
  %47 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 8
  %48 = load i32, ptr %47, align 4, !tbaa !7
  %49 = add i32 %48, %46
  %50 = mul i32 %49, 31
  %51 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 9
  %52 = load i32, ptr %51, align 4, !tbaa !7
  %53 = add i32 %52, %50
  %54 = mul i32 %53, 31
  %55 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 10
  %56 = load i32, ptr %55, align 4, !tbaa !7
  %57 = add i32 %56, %54
  %58 = mul i32 %57, 31
  %59 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 11
  %60 = load i32, ptr %59, align 4, !tbaa !7
  %61 = add i32 %60, %58
  %62 = shl nsw i32 %10, 2
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %1, i64 %63
  store i32 %61, ptr %64, align 4, !tbaa !7
  %65 = xor i32 %60, %17
  %66 = or i32 %62, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %1, i64 %67
  store i32 %65, ptr %68, align 4, !tbaa !7
  %69 = call i32 @llvm.umin.i32(i32 %3, i32 12)
  %70 = urem i32 %15, %69
  %71 = call noundef i32 @_Z3fibj(i32 noundef %70) #7
  %72 = or i32 %62, 2
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %1, i64 %73
  store i32 %71, ptr %74, align 4, !tbaa !7
  %75 = urem i32 %15, %3
  %76 = call noundef i32 @_Z7is_evenjj(i32 noundef %75, i32 noundef %15) #7
  %77 = or i32 %62, 3
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %1, i64 %78
  store i32 %76, ptr %79, align 4, !tbaa !7
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #7
  br label %105

80:                                               ; preds = %80, %12
  %81 = phi i32 [ 0, %12 ], [ %103, %80 ]
  %82 = mul nuw nsw i32 %81, 5
  %83 = add nsw i32 %82, %10
  %84 = srem i32 %83, %2
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr %0, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !7
  %88 = lshr i32 %15, %81
  %89 = xor i32 %87, %88
  %90 = zext i32 %81 to i64
  %91 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %90
  store i32 %89, ptr %91, align 4, !tbaa !7
  %92 = or i32 %81, 1
  %93 = mul nuw nsw i32 %92, 5
  %94 = add nsw i32 %93, %10
  %95 = srem i32 %94, %2
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr %0, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !7
  %99 = lshr i32 %15, %92
  %100 = xor i32 %98, %99
  %101 = zext i32 %92 to i64
  %102 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %101
  store i32 %100, ptr %102, align 4, !tbaa !7
  %103 = add nuw nsw i32 %81, 2
  %104 = icmp eq i32 %103, 12
  br i1 %104, label %16, label %80, !llvm.loop !13

105:                                              ; preds = %4, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #4 = { convergent mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @call_recursion, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
