; ModuleID = 'many_uniform_flags.cu'
source_filename = "many_uniform_flags.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @many_uniform_flags(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %86

13:                                               ; preds = %6
  %14 = icmp sgt i32 %4, 3
  %15 = and i32 %4, 1
  %16 = icmp eq i32 %15, 0
  %17 = icmp slt i32 %4, -5
  %18 = icmp ugt i32 %4, 12927
  %19 = and i32 %4, 6
  %20 = icmp eq i32 %19, 2
  %21 = srem i32 %4, 3
  %22 = icmp eq i32 %21, 0
  %23 = icmp ult i32 %4, 1073741824
  %24 = xor i32 %5, %4
  %25 = icmp sgt i32 %24, 17
  %26 = and i32 %4, 48
  %27 = icmp eq i32 %26, 0
  %28 = icmp sgt i32 %4, %5
  %29 = and i32 %4, 256
  %30 = icmp eq i32 %29, 0
  %31 = icmp slt i32 %4, 1000
  %32 = icmp sgt i32 %3, 0
  br i1 %32, label %37, label %33

33:                                               ; preds = %37, %13
  %34 = phi i32 [ %11, %13 ], [ %83, %37 ]
  %35 = sext i32 %11 to i64
  %36 = getelementptr inbounds i32, i32* %1, i64 %35
  store i32 %34, i32* %36, align 4, !tbaa !5
  br label %86

37:                                               ; preds = %13, %37
  %38 = phi i32 [ %84, %37 ], [ 0, %13 ]
  %39 = phi i32 [ %83, %37 ], [ %11, %13 ]
  %40 = add nsw i32 %38, %11
  %41 = srem i32 %40, %2
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32* %0, i64 %42
  %44 = load i32, i32* %43, align 4, !tbaa !5
  %45 = sub i32 0, %44
  %46 = select i1 %14, i32 %44, i32 %45
  %47 = add i32 %46, %39
  %48 = shl i32 %44, 1
  %49 = xor i32 %47, %48
  %50 = or i32 %47, 5
  %51 = select i1 %16, i32 %50, i32 %49
  %52 = mul i32 %51, 3
  %53 = add i32 %51, 7
  %54 = select i1 %17, i32 %52, i32 %53
  %55 = lshr i32 %44, 2
  %56 = sub i32 %54, %55
  %57 = xor i32 %54, 85
  %58 = select i1 %18, i32 %56, i32 %57
  %59 = and i32 %44, 9
  %60 = add i32 %58, %59
  %61 = mul i32 %58, 5
  %62 = select i1 %20, i32 %60, i32 %61
  %63 = xor i32 %62, %44
  %64 = add i32 %62, 11
  %65 = select i1 %22, i32 %63, i32 %64
  %66 = mul i32 %38, -2
  %67 = select i1 %23, i32 %38, i32 %66
  %68 = add i32 %65, %67
  %69 = shl i32 %68, 1
  %70 = lshr i32 %68, 1
  %71 = select i1 %25, i32 %69, i32 %70
  %72 = select i1 %27, i32 %45, i32 1000
  %73 = add i32 %71, %72
  %74 = mul i32 %73, 7
  %75 = xor i32 %73, 4660
  %76 = select i1 %28, i32 %74, i32 %75
  %77 = or i32 %44, 1
  %78 = select i1 %30, i32 -13, i32 %77
  %79 = add i32 %76, %78
  %80 = xor i32 %44, %38
  %81 = add i32 %79, %80
  %82 = mul i32 %79, 9
  %83 = select i1 %31, i32 %81, i32 %82
  %84 = add nuw nsw i32 %38, 1
  %85 = icmp eq i32 %84, %3
  br i1 %85, label %33, label %37, !llvm.loop !9

86:                                               ; preds = %6, %33
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32, i32, i32, i32)* @many_uniform_flags, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
