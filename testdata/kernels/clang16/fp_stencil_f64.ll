; ModuleID = 'fp_stencil_f64.cu'
source_filename = "fp_stencil_f64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fp_stencil_f64(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, double noundef %4, double noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %11, %2
  %18 = icmp slt i32 %16, %3
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %65

20:                                               ; preds = %6
  %21 = mul nsw i32 %16, %2
  %22 = add nsw i32 %21, %11
  %23 = icmp eq i32 %11, 0
  %24 = icmp eq i32 %16, 0
  %25 = or i1 %23, %24
  %26 = add nsw i32 %2, -1
  %27 = icmp eq i32 %11, %26
  %28 = select i1 %25, i1 true, i1 %27
  %29 = add nsw i32 %3, -1
  %30 = icmp eq i32 %16, %29
  %31 = select i1 %28, i1 true, i1 %30
  br i1 %31, label %32, label %36

32:                                               ; preds = %20
  %33 = sext i32 %22 to i64
  %34 = getelementptr inbounds double, ptr %0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !5
  br label %61

36:                                               ; preds = %20
  %37 = sub nsw i32 %22, %2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = add nsw i32 %22, %2
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = fadd double %40, %44
  %46 = add nsw i32 %22, -1
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = fadd double %45, %49
  %51 = add nsw i32 %22, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %0, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = fadd double %50, %54
  %56 = sext i32 %22 to i64
  %57 = getelementptr inbounds double, ptr %0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = fmul double %58, %4
  %60 = tail call double @llvm.fma.f64(double %5, double %55, double %59)
  br label %61

61:                                               ; preds = %36, %32
  %62 = phi i64 [ %33, %32 ], [ %56, %36 ]
  %63 = phi double [ %35, %32 ], [ %60, %36 ]
  %64 = getelementptr inbounds double, ptr %1, i64 %62
  store double %63, ptr %64, align 8, !tbaa !5
  br label %65

65:                                               ; preds = %61, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_stencil_f64, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
