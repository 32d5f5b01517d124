; ModuleID = 'byval_params.cu'
source_filename = "byval_params.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Div = type { i32, i32, i64, [3 x i16], i8 }
%struct.Lut = type { [6 x i32] }

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @byval_params(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i8 noundef zeroext %2, ptr nocapture noundef byval(%struct.Div) align 8 %3, i32 noundef %4, ptr nocapture noundef readonly byval(%struct.Lut) align 4 %5, i16 noundef signext %6) local_unnamed_addr #0 {
  %8 = alloca %struct.Lut, align 4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %90

15:                                               ; preds = %7
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = zext i32 %18 to i64
  %20 = load i32, ptr %3, align 8, !tbaa !9
  %21 = zext i32 %20 to i64
  %22 = mul nuw i64 %21, %19
  %23 = getelementptr inbounds %struct.Div, ptr %3, i64 0, i32 1
  %24 = load i32, ptr %23, align 4, !tbaa !12
  %25 = and i32 %24, 31
  %26 = zext i32 %25 to i64
  %27 = lshr i64 %22, %26
  %28 = getelementptr inbounds %struct.Div, ptr %3, i64 0, i32 2
  %29 = load i64, ptr %28, align 8, !tbaa !13
  %30 = urem i32 %18, 3
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds %struct.Div, ptr %3, i64 0, i32 3, i64 %31
  %33 = load i16, ptr %32, align 2, !tbaa !14
  %34 = sext i16 %33 to i64
  %35 = getelementptr inbounds %struct.Div, ptr %3, i64 0, i32 4
  %36 = load i8, ptr %35, align 2, !tbaa !16
  %37 = sext i8 %36 to i64
  %38 = zext i8 %2 to i64
  %39 = urem i32 %18, 6
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [6 x i32], ptr %5, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !5
  %43 = sext i32 %42 to i64
  %44 = sext i16 %6 to i64
  %45 = mul nsw i64 %43, %44
  %46 = add i64 %29, %38
  %47 = add i64 %46, %27
  %48 = add i64 %47, %34
  %49 = add i64 %48, %37
  %50 = add i64 %49, %45
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %8, ptr noundef nonnull align 4 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !17
  %51 = and i32 %18, 3
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %57, label %53

53:                                               ; preds = %15
  %54 = getelementptr inbounds %struct.Div, ptr %3, i64 0, i32 3, i64 1
  %55 = load i16, ptr %54, align 2, !tbaa !14
  %56 = sext i16 %55 to i32
  br label %79

57:                                               ; preds = %79, %15
  %58 = lshr i32 %18, 2
  %59 = urem i32 %58, 6
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = sext i32 %62 to i64
  %64 = xor i64 %50, %63
  %65 = trunc i32 %13 to i16
  %66 = add i16 %33, %65
  store i16 %66, ptr %32, align 2, !tbaa !14
  %67 = lshr i32 %18, 1
  %68 = urem i32 %67, 3
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds %struct.Div, ptr %3, i64 0, i32 3, i64 %69
  %71 = load i16, ptr %70, align 2, !tbaa !14
  %72 = sext i16 %71 to i64
  %73 = getelementptr inbounds %struct.Div, ptr %3, i64 0, i32 3, i64 2
  %74 = load i16, ptr %73, align 4, !tbaa !14
  %75 = sext i16 %74 to i64
  %76 = add i64 %64, %72
  %77 = add i64 %76, %75
  %78 = getelementptr inbounds i64, ptr %1, i64 %16
  store i64 %77, ptr %78, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #4
  br label %90

79:                                               ; preds = %53, %79
  %80 = phi i32 [ 0, %53 ], [ %88, %79 ]
  %81 = add nsw i32 %80, %56
  %82 = add i32 %80, %18
  %83 = urem i32 %82, 6
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = add nsw i32 %81, %86
  store i32 %87, ptr %85, align 4, !tbaa !5
  %88 = add nuw nsw i32 %80, 1
  %89 = icmp eq i32 %88, %51
  br i1 %89, label %57, label %79, !llvm.loop !20

90:                                               ; preds = %7, %57
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @byval_params, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
