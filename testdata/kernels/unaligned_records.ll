; ModuleID = 'unaligned_records.cu'
source_filename = "unaligned_records.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type <{ i16, i32, i64 }>
%struct.Rec = type <{ i8, i32, i16, i64 }>

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @unaligned_records(i8* nocapture noundef %0, i8* nocapture noundef %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %49

11:                                               ; preds = %4
  %12 = bitcast i8* %1 to %struct.Pair*
  %13 = bitcast i8* %0 to %struct.Rec*
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds %struct.Rec, %struct.Rec* %13, i64 %14, i32 0
  %16 = load i8, i8* %15, align 1, !tbaa.struct !5
  %17 = getelementptr inbounds %struct.Rec, %struct.Rec* %13, i64 %14, i32 1
  %18 = load i32, i32* %17, align 1, !tbaa.struct !15
  %19 = getelementptr inbounds %struct.Rec, %struct.Rec* %13, i64 %14, i32 2
  %20 = load i16, i16* %19, align 1, !tbaa.struct !16
  %21 = getelementptr inbounds %struct.Rec, %struct.Rec* %13, i64 %14, i32 3
  %22 = load i64, i64* %21, align 1, !tbaa.struct !17
  %23 = getelementptr inbounds %struct.Pair, %struct.Pair* %12, i64 %14, i32 0
  %24 = load i16, i16* %23, align 2, !tbaa.struct !18
  %25 = getelementptr inbounds %struct.Pair, %struct.Pair* %12, i64 %14, i32 1
  %26 = load i32, i32* %25, align 2, !tbaa.struct !19
  %27 = getelementptr inbounds %struct.Pair, %struct.Pair* %12, i64 %14, i32 2
  %28 = load i64, i64* %27, align 2, !tbaa.struct !17
  %29 = sext i16 %20 to i32
  %30 = zext i8 %16 to i32
  %31 = lshr i64 %22, 20
  %32 = trunc i64 %31 to i32
  %33 = sext i16 %24 to i32
  %34 = lshr i64 %28, 33
  %35 = trunc i64 %34 to i32
  %36 = add i32 %18, %30
  %37 = add i32 %36, %29
  %38 = add i32 %37, %32
  %39 = add i32 %38, %26
  %40 = add i32 %39, %33
  %41 = add i32 %40, %35
  %42 = getelementptr inbounds i32, i32* %2, i64 %14
  store i32 %41, i32* %42, align 4, !tbaa !9
  %43 = mul i32 %18, 3
  %44 = add i32 %43, 1
  store i32 %44, i32* %17, align 1, !tbaa !20
  %45 = xor i16 %20, 23130
  store i16 %45, i16* %19, align 1, !tbaa !22
  %46 = add i64 %22, 81985529216486895
  store i64 %46, i64* %21, align 1, !tbaa !23
  %47 = xor i32 %26, %9
  store i32 %47, i32* %25, align 2, !tbaa !24
  %48 = mul i64 %28, 5
  store i64 %48, i64* %27, align 2, !tbaa !26
  br label %49

49:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i8*, i8*, i32*, i32)* @unaligned_records, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
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
