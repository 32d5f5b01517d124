; ModuleID = 'device_assert.cu'
source_filename = "device_assert.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [9 x i8] c"i != bad\00", align 1
@.str1 = private unnamed_addr constant [17 x i8] c"device_assert.cu\00", align 1
@__PRETTY_FUNCTION__._Z10check_stepjii = private unnamed_addr constant [48 x i8] c"unsigned int check_step(unsigned int, int, int)\00", align 1
@.str2 = private unnamed_addr constant [10 x i8] c"n <= 4096\00", align 1
@__PRETTY_FUNCTION__.device_assert = private unnamed_addr constant [67 x i8] c"void device_assert(const unsigned int *, unsigned int *, int, int)\00", align 1

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef i32 @_Z10check_stepjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i32 %1, %2
  br i1 %4, label %5, label %6

5:                                                ; preds = %3
  tail call void @__assertfail(ptr noundef nonnull @.str, ptr noundef nonnull @.str1, i32 noundef 18, ptr noundef nonnull @__PRETTY_FUNCTION__._Z10check_stepjii, i64 noundef 1) #4
  br label %6

6:                                                ; preds = %3, %5
  %7 = mul i32 %0, -1640531535
  %8 = add i32 %7, %1
  ret i32 %8
}

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @device_assert(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %2, 4097
  br i1 %10, label %12, label %11

11:                                               ; preds = %4
  tail call void @__assertfail(ptr noundef nonnull @.str2, ptr noundef nonnull @.str1, i32 noundef 24, ptr noundef nonnull @__PRETTY_FUNCTION__.device_assert, i64 noundef 1) #4
  br label %12

12:                                               ; preds = %4, %11
  %13 = icmp slt i32 %9, %2
  br i1 %13, label %14, label %29

14:                                               ; preds = %12
  %15 = sext i32 %9 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = and i32 %9, 3
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %23

20:                                               ; preds = %23, %14
  %21 = phi i32 [ %17, %14 ], [ %26, %23 ]
  %22 = getelementptr inbounds i32, ptr %1, i64 %15
  store i32 %21, ptr %22, align 4, !tbaa !5
  br label %29

23:                                               ; preds = %14, %23
  %24 = phi i32 [ %27, %23 ], [ 0, %14 ]
  %25 = phi i32 [ %26, %23 ], [ %17, %14 ]
  %26 = tail call noundef i32 @_Z10check_stepjii(i32 noundef %25, i32 noundef %9, i32 noundef %3) #4
  %27 = add nuw nsw i32 %24, 1
  %28 = icmp eq i32 %27, %18
  br i1 %28, label %20, label %23, !llvm.loop !9

29:                                               ; preds = %12, %20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @device_assert, !"kernel", i32 1}
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
