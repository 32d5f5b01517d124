; ModuleID = 'minmax_clamp.cu'
source_filename = "minmax_clamp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @minmax_clamp(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32* nocapture noundef writeonly %4, i64* nocapture noundef writeonly %5, i64 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %9 = zext i32 %8 to i64
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %11 = zext i32 %10 to i64
  %12 = mul nuw nsw i64 %9, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %14 = zext i32 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp slt i64 %15, %6
  br i1 %16, label %17, label %60

17:                                               ; preds = %7
  %18 = getelementptr inbounds i32, i32* %0, i64 %15
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = getelementptr inbounds i32, i32* %1, i64 %15
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = icmp slt i32 %19, %21
  %23 = select i1 %22, i32 %19, i32 %21
  %24 = icmp sgt i32 %19, %21
  %25 = select i1 %24, i32 %19, i32 %21
  %26 = icmp slt i32 %19, %2
  %27 = icmp sgt i32 %19, %3
  %28 = select i1 %27, i32 %3, i32 %19
  %29 = select i1 %26, i32 %2, i32 %28
  %30 = tail call i32 @llvm.abs.i32(i32 %19, i1 false)
  %31 = icmp ult i32 %19, %21
  %32 = select i1 %31, i32 %19, i32 %21
  %33 = mul nsw i64 %15, 5
  %34 = getelementptr inbounds i32, i32* %4, i64 %33
  store i32 %23, i32* %34, align 4, !tbaa !5
  %35 = add nuw nsw i64 %33, 1
  %36 = getelementptr inbounds i32, i32* %4, i64 %35
  store i32 %25, i32* %36, align 4, !tbaa !5
  %37 = add nuw nsw i64 %33, 2
  %38 = getelementptr inbounds i32, i32* %4, i64 %37
  store i32 %29, i32* %38, align 4, !tbaa !5
  %39 = add nuw nsw i64 %33, 3
  %40 = getelementptr inbounds i32, i32* %4, i64 %39
  store i32 %30, i32* %40, align 4, !tbaa !5
  %41 = add nuw nsw i64 %33, 4
  %42 = getelementptr inbounds i32, i32* %4, i64 %41
  store i32 %32, i32* %42, align 4, !tbaa !5
  %43 = sext i32 %19 to i64
  %44 = mul nsw i64 %43, 3
  %45 = sext i32 %21 to i64
  %46 = add nsw i64 %45, -7
  %47 = icmp sgt i64 %44, %46
  %48 = sub nsw i64 %44, %46
  %49 = sub nsw i64 %46, %44
  %50 = select i1 %47, i64 %48, i64 %49
  %51 = and i32 %19, 1
  %52 = icmp eq i32 %51, 0
  %53 = icmp sgt i32 %21, -1
  %54 = select i1 %53, i32 %21, i32 -1
  %55 = sext i32 %54 to i64
  %56 = select i1 %52, i64 %55, i64 %44
  %57 = shl nsw i64 %56, 1
  %58 = xor i64 %57, %50
  %59 = getelementptr inbounds i64, i64* %5, i64 %15
  store i64 %58, i64* %59, align 8, !tbaa !9
  br label %60

60:                                               ; preds = %7, %17
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32, i32, i32*, i64*, i64)* @minmax_clamp, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
