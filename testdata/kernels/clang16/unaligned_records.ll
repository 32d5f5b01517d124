; ModuleID = 'unaligned_records.cu'
source_filename = "unaligned_records.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Rec = type <{ i8, i32, i16, i64 }>
%struct.Pair = type <{ i16, i32, i64 }>

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @unaligned_records(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %52

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.Rec, ptr %0, i64 %12
  %14 = load i8, ptr %13, align 1, !tbaa.struct !5
  %15 = getelementptr inbounds i8, ptr %13, i64 1
  %16 = load i32, ptr %15, align 1, !tbaa.struct !15
  %17 = getelementptr inbounds i8, ptr %13, i64 5
  %18 = load i16, ptr %17, align 1, !tbaa.struct !16
  %19 = getelementptr inbounds i8, ptr %13, i64 7
  %20 = load i64, ptr %19, align 1, !tbaa.struct !17
  %21 = getelementptr inbounds %struct.Pair, ptr %1, i64 %12
  %22 = load i16, ptr %21, align 2, !tbaa.struct !18
  %23 = getelementptr inbounds i8, ptr %21, i64 2
  %24 = load i32, ptr %23, align 2, !tbaa.struct !19
  %25 = getelementptr inbounds i8, ptr %21, i64 6
  %26 = load i64, ptr %25, align 2, !tbaa.struct !17
  %27 = sext i16 %18 to i32
  %28 = zext i8 %14 to i32
  %29 = lshr i64 %20, 20
  %30 = trunc i64 %29 to i32
  %31 = sext i16 %22 to i32
  %32 = lshr i64 %26, 33
  %33 = trunc i64 %32 to i32
  %34 = add i32 %16, %28
  %35 = add i32 %34, %27
  %36 = add i32 %35, %30
  %37 = add i32 %36, %24
  %38 = add i32 %37, %31
  %39 = add i32 %38, %33
  %40 = getelementptr inbounds i32, ptr %2, i64 %12
  store i32 %39, ptr %40, align 4, !tbaa !9
  %41 = mul i32 %16, 3
  %42 = add i32 %41, 1
  %43 = getelementptr inbounds %struct.Rec, ptr %0, i64 %12, i32 1
  store i32 %42, ptr %43, align 1, !tbaa !20
  %44 = xor i16 %18, 23130
  %45 = getelementptr inbounds %struct.Rec, ptr %0, i64 %12, i32 2
  store i16 %44, ptr %45, align 1, !tbaa !22
  %46 = add i64 %20, 81985529216486895
  %47 = getelementptr inbounds %struct.Rec, ptr %0, i64 %12, i32 3
  store i64 %46, ptr %47, align 1, !tbaa !23
  %48 = xor i32 %24, %9
  %49 = getelementptr inbounds %struct.Pair, ptr %1, i64 %12, i32 1
  store i32 %48, ptr %49, align 2, !tbaa !24
  %50 = mul i64 %26, 5
  %51 = getelementptr inbounds %struct.Pair, ptr %1, i64 %12, i32 2
  store i64 %50, ptr %51, align 2, !tbaa !26
  br label %52

52:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @unaligned_records, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i64 0, i64 1, !6, i64 1, i64 4, !9, i64 5, i64 2, !11, i64 7, i64 8, !13}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{i64 0, i64 4, !9, i64 4, i64 2, !11, i64 6, i64 8, !13}
!16 = !{i64 0, i64 2, !11, i64 2, i64 8, !13}
!17 = !{i64 0, i64 8, !13}
!18 = !{i64 0, i64 2, !11, i64 2, i64 4, !9, i64 6, i64 8, !13}
!19 = !{i64 0, i64 4, !9, i64 4, i64 8, !13}
!20 = !{!21, !10, i64 1}
!21 = !{!"_ZTS3Rec", !7, i64 0, !10, i64 1, !12, i64 5, !14, i64 7}
!22 = !{!21, !12, i64 5}
!23 = !{!21, !14, i64 7}
!24 = !{!25, !10, i64 2}
!25 = !{!"_ZTS4Pair", !12, i64 0, !10, i64 2, !14, i64 6}
!26 = !{!25, !14, i64 6}
