; ModuleID = 'call_loop.cu'
source_filename = "call_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3mixjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = lshr i32 %0, 15
  %4 = xor i32 %3, %0
  %5 = add i32 %1, 739982445
  %6 = mul i32 %4, %5
  %7 = lshr i32 %6, 12
  %8 = xor i32 %7, %6
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i64 @_Z4wideyj(i64 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = mul i64 %0, -7046029254386353131
  %4 = lshr i64 %0, 29
  %5 = add i64 %3, %4
  %6 = zext i32 %1 to i64
  %7 = add i64 %5, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef zeroext i1 @_Z8odd_bitsj(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.ctpop.i32(i32 %0), !range !5
  %3 = and i32 %2, 1
  %4 = icmp ne i32 %3, 0
  ret i1 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z5twicejj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = tail call noundef i32 @_Z3mixjj(i32 noundef %0, i32 noundef %1) #5
  %4 = add i32 %1, 1
  %5 = tail call noundef i32 @_Z3mixjj(i32 noundef %3, i32 noundef %4) #5
  %6 = add i32 %5, %1
  ret i32 %6
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @call_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %106

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = mul i32 %15, 3
  %17 = xor i32 %15, 85
  %18 = icmp eq i32 %4, 0
  br i1 %18, label %44, label %19

19:                                               ; preds = %12
  %20 = and i32 %4, 3
  %21 = icmp ult i32 %4, 4
  br i1 %21, label %24, label %22

22:                                               ; preds = %19
  %23 = and i32 %4, -4
  br label %49

24:                                               ; preds = %49, %19
  %25 = phi i32 [ undef, %19 ], [ %74, %49 ]
  %26 = phi i32 [ undef, %19 ], [ %76, %49 ]
  %27 = phi i32 [ 0, %19 ], [ %77, %49 ]
  %28 = phi i32 [ 0, %19 ], [ %74, %49 ]
  %29 = phi i32 [ %16, %19 ], [ %76, %49 ]
  %30 = icmp eq i32 %20, 0
  br i1 %30, label %44, label %31

31:                                               ; preds = %24, %31
  %32 = phi i32 [ %41, %31 ], [ %27, %24 ]
  %33 = phi i32 [ %38, %31 ], [ %28, %24 ]
  %34 = phi i32 [ %40, %31 ], [ %29, %24 ]
  %35 = phi i32 [ %42, %31 ], [ 0, %24 ]
  %36 = add i32 %32, %15
  %37 = tail call noundef i32 @_Z3mixjj(i32 noundef %36, i32 noundef %32) #5
  %38 = add i32 %37, %33
  %39 = mul i32 %34, 7
  %40 = add i32 %32, %39
  %41 = add nuw i32 %32, 1
  %42 = add i32 %35, 1
  %43 = icmp eq i32 %42, %20
  br i1 %43, label %44, label %31, !llvm.loop !10

44:                                               ; preds = %24, %31, %12
  %45 = phi i32 [ %16, %12 ], [ %26, %24 ], [ %40, %31 ]
  %46 = phi i32 [ 0, %12 ], [ %25, %24 ], [ %38, %31 ]
  %47 = and i32 %15, 1
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %82, label %80

49:                                               ; preds = %49, %22
  %50 = phi i32 [ 0, %22 ], [ %77, %49 ]
  %51 = phi i32 [ 0, %22 ], [ %74, %49 ]
  %52 = phi i32 [ %16, %22 ], [ %76, %49 ]
  %53 = phi i32 [ 0, %22 ], [ %78, %49 ]
  %54 = add i32 %50, %15
  %55 = tail call noundef i32 @_Z3mixjj(i32 noundef %54, i32 noundef %50) #5
  %56 = add i32 %55, %51
  %57 = mul i32 %52, 7
  %58 = add i32 %50, %57
  %59 = or i32 %50, 1
  %60 = add i32 %59, %15
  %61 = tail call noundef i32 @_Z3mixjj(i32 noundef %60, i32 noundef %59) #5
  %62 = add i32 %61, %56
  %63 = mul i32 %58, 7
  %64 = add i32 %59, %63
  %65 = or i32 %50, 2
  %66 = add i32 %65, %15
  %67 = tail call noundef i32 @_Z3mixjj(i32 noundef %66, i32 noundef %65) #5
  %68 = add i32 %67, %62
  %69 = mul i32 %64, 7
  %70 = add i32 %65, %69
  %71 = or i32 %50, 3
  %72 = add i32 %71, %15
  %73 = tail call noundef i32 @_Z3mixjj(i32 noundef %72, i32 noundef %71) #5
  %74 = add i32 %73, %68
  %75 = mul i32 %70, 7
  %76 = add i32 %71, %75
  %77 = add nuw i32 %50, 4
  %78 = add i32 %53, 4
  %79 = icmp eq i32 %78, %23
  br i1 %79, label %24, label %49, !llvm.loop !12

80:                                               ; preds = %44
  %81 = tail call noundef i32 @_Z5twicejj(i32 noundef %15, i32 noundef 3) #6
  br label %85

82:                                               ; preds = %44
  %83 = tail call noundef i32 @_Z3mixjj(i32 noundef %15, i32 noundef 5) #5
  %84 = xor i32 %83, %17
  br label %85

85:                                               ; preds = %82, %80
  %86 = phi i32 [ %81, %80 ], [ %84, %82 ]
  %87 = zext i32 %15 to i64
  %88 = shl nuw i64 %87, 32
  %89 = zext i32 %46 to i64
  %90 = or i64 %88, %89
  %91 = tail call noundef i64 @_Z4wideyj(i64 noundef %90, i32 noundef %86) #5
  %92 = add i32 %46, %45
  %93 = mul nsw i32 %10, 3
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %1, i64 %94
  store i32 %92, ptr %95, align 4, !tbaa !6
  %96 = tail call noundef zeroext i1 @_Z8odd_bitsj(i32 noundef %46) #5
  %97 = zext i1 %96 to i32
  %98 = add i32 %86, %97
  %99 = add nsw i32 %93, 1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %1, i64 %100
  store i32 %98, ptr %101, align 4, !tbaa !6
  %102 = add nsw i32 %93, 2
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr %1, i64 %103
  store i32 %17, ptr %104, align 4, !tbaa !6
  %105 = getelementptr inbounds i64, ptr %2, i64 %13
  store i64 %91, ptr %105, align 8, !tbaa !14
  br label %106

106:                                              ; preds = %5, %85
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #4 = { convergent mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @call_loop, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i32 0, i32 33}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !8, i64 0}
