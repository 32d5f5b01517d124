; ModuleID = 'device_calls.cu'
source_filename = "device_calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3rotjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: convergent mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z4stepjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = and i32 %0, 1
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %2
  %6 = mul i32 %0, 3
  %7 = add i32 %6, %1
  br label %25

8:                                                ; preds = %2
  %9 = and i32 %0, 2
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %8
  %12 = and i32 %1, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %25, label %14

14:                                               ; preds = %11, %14
  %15 = phi i32 [ %20, %14 ], [ 0, %11 ]
  %16 = phi i32 [ %19, %14 ], [ %0, %11 ]
  %17 = mul i32 %16, 5
  %18 = tail call noundef i32 @_Z3rotjj(i32 noundef %1, i32 noundef %15) #8
  %19 = add i32 %18, %17
  %20 = add nuw nsw i32 %15, 1
  %21 = icmp eq i32 %20, %12
  br i1 %21, label %25, label %14, !llvm.loop !5

22:                                               ; preds = %8
  %23 = lshr i32 %0, 1
  %24 = tail call noundef i32 @_Z3rotjj(i32 noundef %23, i32 noundef %1) #8
  br label %25

25:                                               ; preds = %14, %11, %22, %5
  %26 = phi i32 [ %7, %5 ], [ %24, %22 ], [ %0, %11 ], [ %19, %14 ]
  ret i32 %26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z4pickPKjj(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #8
  %4 = load i32, ptr %0, align 4, !tbaa !7
  store i32 %4, ptr %3, align 4, !tbaa !7
  %5 = getelementptr inbounds i32, ptr %0, i64 1
  %6 = load i32, ptr %5, align 4, !tbaa !7
  %7 = xor i32 %6, 1
  %8 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 1
  store i32 %7, ptr %8, align 4, !tbaa !7
  %9 = getelementptr inbounds i32, ptr %0, i64 2
  %10 = load i32, ptr %9, align 4, !tbaa !7
  %11 = xor i32 %10, 2
  %12 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 2
  store i32 %11, ptr %12, align 4, !tbaa !7
  %13 = getelementptr inbounds i32, ptr %0, i64 3
  %14 = load i32, ptr %13, align 4, !tbaa !7
  %15 = xor i32 %14, 3
  %16 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 3
  store i32 %15, ptr %16, align 4, !tbaa !7
  %17 = and i32 %1, 3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !7
  %21 = lshr i32 %1, 2
  %22 = and i32 %21, 3
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !7
  %26 = add i32 %25, %20
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #8
  ret i32 %26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z3putPjjj(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  store i32 %2, ptr %7, align 4, !tbaa !7
  br label %8

8:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @device_calls(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %35

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !7
  %15 = icmp eq i32 %3, 0
  br i1 %15, label %16, label %29

16:                                               ; preds = %29, %11
  %17 = phi i32 [ %14, %11 ], [ %32, %29 ]
  %18 = and i32 %9, -4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = tail call noundef i32 @_Z4pickPKjj(ptr noundef %20, i32 noundef %17) #8
  %22 = shl nsw i32 %9, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  store i32 0, ptr %24, align 4, !tbaa !7
  %25 = add i32 %21, %17
  tail call void @_Z3putPjjj(ptr noundef %1, i32 noundef %22, i32 noundef %25) #8
  %26 = or i32 %22, 1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  store i32 %21, ptr %28, align 4, !tbaa !7
  br label %35

29:                                               ; preds = %11, %29
  %30 = phi i32 [ %33, %29 ], [ 0, %11 ]
  %31 = phi i32 [ %32, %29 ], [ %14, %11 ]
  %32 = tail call noundef i32 @_Z4stepjj(i32 noundef %31, i32 noundef %30) #9
  %33 = add nuw i32 %30, 1
  %34 = icmp eq i32 %33, %3
  br i1 %34, label %16, label %29, !llvm.loop !11

35:                                               ; preds = %4, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #5 = { convergent mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @device_calls, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !6}
