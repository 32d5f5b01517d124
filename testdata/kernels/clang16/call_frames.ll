; ModuleID = 'call_frames.cu'
source_filename = "call_frames.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.pair = type { i32, i32 }

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z4scanPKjj(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca [8 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  %4 = load i32, ptr %0, align 4, !tbaa !5
  store i32 %4, ptr %3, align 4, !tbaa !5
  %5 = getelementptr inbounds i32, ptr %0, i64 1
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = add i32 %6, %1
  %8 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 1
  store i32 %7, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, ptr %0, i64 2
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = shl i32 %1, 1
  %12 = add i32 %10, %11
  %13 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 2
  store i32 %12, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, ptr %0, i64 3
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = mul i32 %1, 3
  %17 = add i32 %15, %16
  %18 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 3
  store i32 %17, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr %0, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = shl i32 %1, 2
  %22 = add i32 %20, %21
  %23 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 4
  store i32 %22, ptr %23, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, ptr %0, i64 5
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = mul i32 %1, 5
  %27 = add i32 %25, %26
  %28 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 5
  store i32 %27, ptr %28, align 4, !tbaa !5
  %29 = getelementptr inbounds i32, ptr %0, i64 6
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = mul i32 %1, 6
  %32 = add i32 %30, %31
  %33 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 6
  store i32 %32, ptr %33, align 4, !tbaa !5
  %34 = getelementptr inbounds i32, ptr %0, i64 7
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = mul i32 %1, 7
  %37 = add i32 %35, %36
  %38 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 7
  store i32 %37, ptr %38, align 4, !tbaa !5
  %39 = urem i32 %1, 3
  %40 = icmp eq i32 %39, 0
  %41 = and i32 %1, 7
  br i1 %40, label %44, label %42

42:                                               ; preds = %2
  %43 = icmp eq i32 %41, 0
  br i1 %43, label %61, label %48

44:                                               ; preds = %2
  %45 = zext i32 %41 to i64
  %46 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !5
  br label %69

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %58, %48 ], [ 0, %42 ]
  %50 = phi i32 [ %56, %48 ], [ 0, %42 ]
  %51 = add i32 %49, %50
  %52 = and i32 %51, 7
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = add i32 %55, %50
  %57 = icmp ugt i32 %56, -2147483648
  %58 = add nuw nsw i32 %49, 1
  %59 = icmp eq i32 %58, %41
  %60 = select i1 %57, i1 true, i1 %59
  br i1 %60, label %61, label %48, !llvm.loop !9

61:                                               ; preds = %48, %42
  %62 = phi i32 [ 0, %42 ], [ %56, %48 ]
  %63 = lshr i32 %1, 3
  %64 = and i32 %63, 7
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = xor i32 %67, %62
  br label %69

69:                                               ; preds = %61, %44
  %70 = phi i32 [ %47, %44 ], [ %68, %61 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  ret i32 %70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
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

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @call_frames(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %63

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = and i32 %13, 2
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %21, label %16

16:                                               ; preds = %10
  %17 = and i32 %8, -8
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = tail call noundef i32 @_Z4scanPKjj(ptr noundef nonnull %19, i32 noundef %13) #5
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
  %53 = getelementptr inbounds i32, ptr %1, i64 %52
  store i32 %22, ptr %53, align 4, !tbaa !5
  %54 = or i32 %51, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %1, i64 %55
  store i32 %45, ptr %56, align 4, !tbaa !5
  %57 = or i32 %51, 2
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %1, i64 %58
  store i32 %49, ptr %59, align 4, !tbaa !5
  %60 = or i32 %51, 3
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %1, i64 %61
  store i32 %50, ptr %62, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %3, %21
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #3 = { convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @call_frames, !"kernel", i32 1}
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
