; ModuleID = 'byval_arg.cu'
source_filename = "byval_arg.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.big = type { [6 x i32], i64 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind
define dso_local noundef i32 @_Z3sum3bigj(%struct.big* nocapture noundef byval(%struct.big) align 8 %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = mul i32 %1, 31
  %4 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 0
  %5 = load i32, i32* %4, align 8, !tbaa !5
  %6 = add i32 %5, %3
  %7 = mul i32 %6, 31
  %8 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 1
  %9 = load i32, i32* %8, align 4, !tbaa !5
  %10 = add i32 %9, %7
  %11 = mul i32 %10, 31
  %12 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 2
  %13 = load i32, i32* %12, align 8, !tbaa !5
  %14 = add i32 %13, %11
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 3
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = add i32 %17, %15
  %19 = mul i32 %18, 31
  %20 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 4
  %21 = load i32, i32* %20, align 8, !tbaa !5
  %22 = add i32 %21, %19
  %23 = mul i32 %22, 31
  %24 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 5
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = add i32 %25, %23
  store i32 0, i32* %4, align 8, !tbaa !5
  %27 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 1
  %28 = load i64, i64* %27, align 8, !tbaa !9
  %29 = trunc i64 %28 to i32
  %30 = xor i32 %26, %29
  %31 = and i32 %1, 1
  %32 = xor i32 %31, 1
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 %33
  %35 = load i32, i32* %34, align 4, !tbaa !5
  %36 = xor i32 %30, %35
  ret i32 %36
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind
define dso_local void @byval_arg(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.big, align 8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %57

11:                                               ; preds = %3
  %12 = srem i32 %9, %2
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = add nsw i32 %9, 1
  %17 = srem i32 %16, %2
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = add nsw i32 %9, 2
  %22 = srem i32 %21, %2
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = add nsw i32 %9, 3
  %27 = srem i32 %26, %2
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32* %0, i64 %28
  %30 = load i32, i32* %29, align 4, !tbaa !5
  %31 = add nsw i32 %9, 4
  %32 = srem i32 %31, %2
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %0, i64 %33
  %35 = load i32, i32* %34, align 4, !tbaa !5
  %36 = add nsw i32 %9, 5
  %37 = srem i32 %36, %2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, i32* %0, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = sext i32 %9 to i64
  %42 = shl nsw i64 %41, 32
  %43 = getelementptr inbounds i32, i32* %0, i64 %41
  %44 = load i32, i32* %43, align 4, !tbaa !5
  %45 = zext i32 %44 to i64
  %46 = or i64 %42, %45
  %47 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 0
  store i32 %15, i32* %47, align 8, !tbaa.struct !12
  %48 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 1
  store i32 %20, i32* %48, align 4, !tbaa.struct !15
  %49 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 2
  store i32 %25, i32* %49, align 8, !tbaa.struct !16
  %50 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 3
  store i32 %30, i32* %50, align 4, !tbaa.struct !17
  %51 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 4
  store i32 %35, i32* %51, align 8, !tbaa.struct !18
  %52 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 5
  store i32 %40, i32* %52, align 4, !tbaa.struct !19
  %53 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 1
  store i64 %46, i64* %53, align 8, !tbaa.struct !20
  %54 = tail call noundef i32 @_Z3sum3bigj(%struct.big* noundef nonnull byval(%struct.big) align 8 %4, i32 noundef %9) #3
  %55 = add i32 %15, %54
  %56 = getelementptr inbounds i32, i32* %1, i64 %41
  store i32 %55, i32* %56, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %3, %11
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32)* @byval_arg, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 24}
!10 = !{!"_ZTS3big", !7, i64 0, !11, i64 24}
!11 = !{!"long long", !7, i64 0}
!12 = !{i64 0, i64 24, !13, i64 24, i64 8, !14}
!13 = !{!7, !7, i64 0}
!14 = !{!11, !11, i64 0}
!15 = !{i64 0, i64 20, !13, i64 20, i64 8, !14}
!16 = !{i64 0, i64 16, !13, i64 16, i64 8, !14}
!17 = !{i64 0, i64 12, !13, i64 12, i64 8, !14}
!18 = !{i64 0, i64 8, !13, i64 8, i64 8, !14}
!19 = !{i64 0, i64 4, !13, i64 4, i64 8, !14}
!20 = !{i64 0, i64 8, !14}
