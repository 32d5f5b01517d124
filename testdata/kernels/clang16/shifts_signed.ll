; ModuleID = 'shifts_signed.cu'
source_filename = "shifts_signed.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @shifts_signed(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %76

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds i32, ptr %1, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = and i32 %17, 31
  %19 = ashr i32 %15, %18
  %20 = shl nsw i32 %10, 2
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %2, i64 %21
  store i32 %19, ptr %22, align 4, !tbaa !5
  %23 = lshr i32 %15, %18
  %24 = or i32 %20, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %2, i64 %25
  store i32 %23, ptr %26, align 4, !tbaa !5
  %27 = shl i32 %15, %18
  %28 = or i32 %20, 2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %2, i64 %29
  store i32 %27, ptr %30, align 4, !tbaa !5
  %31 = icmp slt i32 %15, %17
  %32 = zext i1 %31 to i32
  %33 = icmp ult i32 %15, %17
  %34 = select i1 %33, i32 2, i32 0
  %35 = or i32 %34, %32
  %36 = shl i32 %15, 24
  %37 = shl i32 %17, 24
  %38 = icmp slt i32 %36, %37
  %39 = select i1 %38, i32 4, i32 0
  %40 = or i32 %35, %39
  %41 = and i32 %15, 65535
  %42 = and i32 %17, 65535
  %43 = icmp ugt i32 %41, %42
  %44 = select i1 %43, i32 8, i32 0
  %45 = or i32 %40, %44
  %46 = shl i32 %15, 16
  %47 = shl i32 %17, 16
  %48 = icmp slt i32 %46, %47
  %49 = select i1 %48, i32 0, i32 16
  %50 = or i32 %45, %49
  %51 = sext i32 %15 to i64
  %52 = shl nsw i64 %51, 2
  %53 = zext i32 %17 to i64
  %54 = icmp sgt i64 %52, %53
  %55 = select i1 %54, i32 32, i32 0
  %56 = or i32 %50, %55
  %57 = or i32 %20, 3
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %2, i64 %58
  store i32 %56, ptr %59, align 4, !tbaa !5
  %60 = and i32 %17, 63
  %61 = zext i32 %60 to i64
  %62 = ashr i64 %51, %61
  %63 = shl nsw i32 %10, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i64, ptr %3, i64 %64
  store i64 %62, ptr %65, align 8, !tbaa !9
  %66 = zext i32 %15 to i64
  %67 = shl nuw i64 %66, 32
  %68 = or i64 %67, %53
  %69 = lshr i32 %17, 8
  %70 = and i32 %69, 63
  %71 = zext i32 %70 to i64
  %72 = ashr i64 %68, %71
  %73 = or i32 %63, 1
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i64, ptr %3, i64 %74
  store i64 %72, ptr %75, align 8, !tbaa !9
  br label %76

76:                                               ; preds = %5, %12
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

!0 = !{ptr @shifts_signed, !"kernel", i32 1}
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
