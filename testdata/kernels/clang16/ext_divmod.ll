; ModuleID = 'ext_divmod.cu'
source_filename = "ext_divmod.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @ext_divmod(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %53

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %1, i64 %14
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %24, label %20

20:                                               ; preds = %13
  %21 = icmp eq i32 %16, -2147483648
  %22 = icmp eq i32 %18, -1
  %23 = select i1 %21, i1 %22, i1 false
  br i1 %23, label %24, label %26

24:                                               ; preds = %20, %13
  %25 = getelementptr inbounds i32, ptr %2, i64 %14
  store i32 0, ptr %25, align 4, !tbaa !5
  br label %33

26:                                               ; preds = %20
  %27 = freeze i32 %16
  %28 = freeze i32 %18
  %29 = sdiv i32 %27, %28
  %30 = getelementptr inbounds i32, ptr %2, i64 %14
  store i32 %29, ptr %30, align 4, !tbaa !5
  %31 = mul i32 %29, %28
  %32 = sub i32 %27, %31
  br label %33

33:                                               ; preds = %26, %24
  %34 = phi i32 [ %32, %26 ], [ %16, %24 ]
  %35 = getelementptr inbounds i32, ptr %3, i64 %14
  store i32 %34, ptr %35, align 4, !tbaa !5
  %36 = zext i32 %16 to i64
  %37 = shl nuw i64 %36, 32
  %38 = zext i32 %18 to i64
  %39 = or i64 %37, %38
  %40 = or i32 %18, 1
  %41 = zext i32 %40 to i64
  %42 = freeze i64 %39
  %43 = freeze i64 %41
  %44 = udiv i64 %42, %43
  %45 = shl nsw i32 %11, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i64, ptr %4, i64 %46
  store i64 %44, ptr %47, align 8, !tbaa !9
  %48 = mul i64 %44, %43
  %49 = sub i64 %42, %48
  %50 = or i32 %45, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i64, ptr %4, i64 %51
  store i64 %49, ptr %52, align 8, !tbaa !9
  br label %53

53:                                               ; preds = %6, %33
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

!0 = !{ptr @ext_divmod, !"kernel", i32 1}
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
