; ModuleID = 'byval_params.cu'
source_filename = "byval_params.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Div = type { i32, i32, i64, [3 x i16], i8 }
%struct.Lut = type { [6 x i32] }

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @byval_params(i32* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i8 noundef zeroext %2, %struct.Div* nocapture noundef byval(%struct.Div) align 8 %3, i32 noundef %4, %struct.Lut* nocapture noundef readonly byval(%struct.Lut) align 4 %5, i16 noundef signext %6) local_unnamed_addr #0 {
  %8 = alloca %struct.Lut, align 4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %93

15:                                               ; preds = %7
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, i32* %0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds %struct.Div, %struct.Div* %3, i64 0, i32 0
  %21 = load i32, i32* %20, align 8, !tbaa !9
  %22 = zext i32 %21 to i64
  %23 = mul nuw i64 %22, %19
  %24 = getelementptr inbounds %struct.Div, %struct.Div* %3, i64 0, i32 1
  %25 = load i32, i32* %24, align 4, !tbaa !12
  %26 = and i32 %25, 31
  %27 = zext i32 %26 to i64
  %28 = lshr i64 %23, %27
  %29 = getelementptr inbounds %struct.Div, %struct.Div* %3, i64 0, i32 2
  %30 = load i64, i64* %29, align 8, !tbaa !13
  %31 = urem i32 %18, 3
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds %struct.Div, %struct.Div* %3, i64 0, i32 3, i64 %32
  %34 = load i16, i16* %33, align 2, !tbaa !14
  %35 = sext i16 %34 to i64
  %36 = getelementptr inbounds %struct.Div, %struct.Div* %3, i64 0, i32 4
  %37 = load i8, i8* %36, align 2, !tbaa !16
  %38 = sext i8 %37 to i64
  %39 = zext i8 %2 to i64
  %40 = urem i32 %18, 6
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds %struct.Lut, %struct.Lut* %5, i64 0, i32 0, i64 %41
  %43 = load i32, i32* %42, align 4, !tbaa !5
  %44 = sext i32 %43 to i64
  %45 = sext i16 %6 to i64
  %46 = mul nsw i64 %44, %45
  %47 = add i64 %30, %39
  %48 = add i64 %47, %28
  %49 = add i64 %48, %35
  %50 = add i64 %49, %38
  %51 = add i64 %50, %46
  %52 = bitcast %struct.Lut* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %52) #4
  %53 = bitcast %struct.Lut* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(24) %52, i8* noundef nonnull align 4 dereferenceable(24) %53, i64 24, i1 false), !tbaa.struct !17
  %54 = and i32 %18, 3
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %60, label %56

56:                                               ; preds = %15
  %57 = getelementptr inbounds %struct.Div, %struct.Div* %3, i64 0, i32 3, i64 1
  %58 = load i16, i16* %57, align 2, !tbaa !14
  %59 = sext i16 %58 to i32
  br label %82

60:                                               ; preds = %82, %15
  %61 = lshr i32 %18, 2
  %62 = urem i32 %61, 6
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds %struct.Lut, %struct.Lut* %8, i64 0, i32 0, i64 %63
  %65 = load i32, i32* %64, align 4, !tbaa !5
  %66 = sext i32 %65 to i64
  %67 = xor i64 %51, %66
  %68 = trunc i32 %13 to i16
  %69 = add i16 %34, %68
  store i16 %69, i16* %33, align 2, !tbaa !14
  %70 = lshr i32 %18, 1
  %71 = urem i32 %70, 3
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds %struct.Div, %struct.Div* %3, i64 0, i32 3, i64 %72
  %74 = load i16, i16* %73, align 2, !tbaa !14
  %75 = sext i16 %74 to i64
  %76 = getelementptr inbounds %struct.Div, %struct.Div* %3, i64 0, i32 3, i64 2
  %77 = load i16, i16* %76, align 4, !tbaa !14
  %78 = sext i16 %77 to i64
  %79 = add i64 %67, %75
  %80 = add i64 %79, %78
  %81 = getelementptr inbounds i64, i64* %1, i64 %16
  store i64 %80, i64* %81, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %52) #4
  br label %93

82:                                               ; preds = %56, %82
  %83 = phi i32 [ 0, %56 ], [ %91, %82 ]
  %84 = add nsw i32 %83, %59
  %85 = add i32 %83, %18
  %86 = urem i32 %85, 6
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds %struct.Lut, %struct.Lut* %8, i64 0, i32 0, i64 %87
  %89 = load i32, i32* %88, align 4, !tbaa !5
  %90 = add nsw i32 %84, %89
  store i32 %90, i32* %88, align 4, !tbaa !5
  %91 = add nuw nsw i32 %83, 1
  %92 = icmp eq i32 %91, %54
  br i1 %92, label %60, label %82, !llvm.loop !20

93:                                               ; preds = %7, %60
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i64*, i8, %struct.Div*, i32, %struct.Lut*, i16)* @byval_params, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS3Div", !6, i64 0, !6, i64 4, !11, i64 8, !7, i64 16, !7, i64 22}
!11 = !{!"long long", !7, i64 0}
!12 = !{!10, !6, i64 4}
!13 = !{!10, !11, i64 8}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
!16 = !{!10, !7, i64 22}
!17 = !{i64 0, i64 24, !18}
!18 = !{!7, !7, i64 0}
!19 = !{!11, !11, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
