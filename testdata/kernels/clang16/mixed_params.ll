; ModuleID = 'mixed_params.cu'
source_filename = "mixed_params.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @mixed_params(i8 noundef signext %0, ptr nocapture noundef writeonly %1, i16 noundef signext %2, i64 noundef %3, i8 noundef signext %4, ptr nocapture noundef readonly %5, i32 noundef %6, i16 noundef signext %7, i64 noundef %8, ptr nocapture noundef writeonly %9, i32 noundef %10) local_unnamed_addr #0 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %10
  br i1 %17, label %18, label %46

18:                                               ; preds = %11
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds i32, ptr %5, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = sext i8 %0 to i32
  %23 = mul i32 %21, %22
  %24 = sext i16 %2 to i32
  %25 = add i32 %23, %24
  %26 = and i32 %16, 63
  %27 = zext i32 %26 to i64
  %28 = ashr i64 %3, %27
  %29 = trunc i64 %28 to i32
  %30 = xor i32 %25, %29
  %31 = sext i8 %4 to i32
  %32 = mul i32 %31, %6
  %33 = add i32 %30, %32
  %34 = sext i16 %7 to i32
  %35 = sub i32 %33, %34
  %36 = getelementptr inbounds i32, ptr %1, i64 %19
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = sext i32 %33 to i64
  %38 = sext i16 %7 to i64
  %39 = mul nsw i64 %37, %38
  %40 = zext i32 %21 to i64
  %41 = shl nuw i64 %40, 32
  %42 = or i64 %41, %40
  %43 = and i64 %42, %8
  %44 = xor i64 %39, %43
  %45 = getelementptr inbounds i64, ptr %9, i64 %19
  store i64 %44, ptr %45, align 8, !tbaa !9
  br label %46

46:                                               ; preds = %11, %18
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

!0 = !{ptr @mixed_params, !"kernel", i32 1}
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
