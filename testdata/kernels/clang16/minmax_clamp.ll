; ModuleID = 'minmax_clamp.cu'
source_filename = "minmax_clamp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @minmax_clamp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, i64 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = zext i32 %8 to i64
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = zext i32 %10 to i64
  %12 = mul nuw nsw i64 %9, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext i32 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp slt i64 %15, %6
  br i1 %16, label %17, label %55

17:                                               ; preds = %7
  %18 = getelementptr inbounds i32, ptr %0, i64 %15
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = getelementptr inbounds i32, ptr %1, i64 %15
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = tail call i32 @llvm.smin.i32(i32 %19, i32 %21)
  %23 = tail call i32 @llvm.smax.i32(i32 %19, i32 %21)
  %24 = icmp slt i32 %19, %2
  %25 = tail call i32 @llvm.smin.i32(i32 %19, i32 %3)
  %26 = select i1 %24, i32 %2, i32 %25
  %27 = tail call i32 @llvm.abs.i32(i32 %19, i1 false)
  %28 = tail call i32 @llvm.umin.i32(i32 %19, i32 %21)
  %29 = mul nsw i64 %15, 5
  %30 = getelementptr inbounds i32, ptr %4, i64 %29
  store i32 %22, ptr %30, align 4, !tbaa !5
  %31 = add nuw nsw i64 %29, 1
  %32 = getelementptr inbounds i32, ptr %4, i64 %31
  store i32 %23, ptr %32, align 4, !tbaa !5
  %33 = add nuw nsw i64 %29, 2
  %34 = getelementptr inbounds i32, ptr %4, i64 %33
  store i32 %26, ptr %34, align 4, !tbaa !5
  %35 = add nuw nsw i64 %29, 3
  %36 = getelementptr inbounds i32, ptr %4, i64 %35
  store i32 %27, ptr %36, align 4, !tbaa !5
  %37 = add nuw nsw i64 %29, 4
  %38 = getelementptr inbounds i32, ptr %4, i64 %37
  store i32 %28, ptr %38, align 4, !tbaa !5
  %39 = sext i32 %19 to i64
  %40 = mul nsw i64 %39, 3
  %41 = sext i32 %21 to i64
  %42 = add nsw i64 %41, -7
  %43 = icmp sgt i64 %40, %42
  %44 = sub nsw i64 %40, %42
  %45 = sub nsw i64 %42, %40
  %46 = select i1 %43, i64 %44, i64 %45
  %47 = and i32 %19, 1
  %48 = icmp eq i32 %47, 0
  %49 = tail call i32 @llvm.smax.i32(i32 %21, i32 -1)
  %50 = sext i32 %49 to i64
  %51 = select i1 %48, i64 %50, i64 %40
  %52 = shl nsw i64 %51, 1
  %53 = xor i64 %46, %52
  %54 = getelementptr inbounds i64, ptr %5, i64 %15
  store i64 %53, ptr %54, align 8, !tbaa !9
  br label %55

55:                                               ; preds = %7, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @minmax_clamp, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
