; ModuleID = 'fnv_xorshift.cu'
source_filename = "fnv_xorshift.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @fnv_xorshift(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %86

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i64, ptr %0, i64 %13
  %15 = load i64, ptr %14, align 8, !tbaa !5
  %16 = and i64 %15, 255
  %17 = xor i64 %16, -3750763034362895579
  %18 = mul i64 %17, 1099511628211
  %19 = lshr i64 %15, 8
  %20 = and i64 %19, 255
  %21 = xor i64 %20, %18
  %22 = mul i64 %21, 1099511628211
  %23 = lshr i64 %15, 16
  %24 = and i64 %23, 255
  %25 = xor i64 %24, %22
  %26 = mul i64 %25, 1099511628211
  %27 = lshr i64 %15, 24
  %28 = and i64 %27, 255
  %29 = xor i64 %28, %26
  %30 = mul i64 %29, 1099511628211
  %31 = lshr i64 %15, 32
  %32 = and i64 %31, 255
  %33 = xor i64 %32, %30
  %34 = mul i64 %33, 1099511628211
  %35 = lshr i64 %15, 40
  %36 = and i64 %35, 255
  %37 = xor i64 %36, %34
  %38 = mul i64 %37, 1099511628211
  %39 = lshr i64 %15, 48
  %40 = and i64 %39, 255
  %41 = xor i64 %40, %38
  %42 = mul i64 %41, 1099511628211
  %43 = lshr i64 %15, 56
  %44 = xor i64 %43, %42
  %45 = mul i64 %44, 1099511628211
  %46 = getelementptr inbounds i64, ptr %1, i64 %13
  store i64 %45, ptr %46, align 8, !tbaa !5
  %47 = or i64 %15, 1
  %48 = icmp sgt i32 %3, 0
  br i1 %48, label %49, label %65

49:                                               ; preds = %12
  %50 = and i32 %3, 1
  %51 = icmp eq i32 %3, 1
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = and i32 %3, -2
  br label %69

54:                                               ; preds = %69, %49
  %55 = phi i64 [ undef, %49 ], [ %83, %69 ]
  %56 = phi i64 [ %47, %49 ], [ %83, %69 ]
  %57 = icmp eq i32 %50, 0
  br i1 %57, label %65, label %58

58:                                               ; preds = %54
  %59 = lshr i64 %56, 12
  %60 = xor i64 %59, %56
  %61 = shl i64 %60, 25
  %62 = xor i64 %61, %60
  %63 = lshr i64 %62, 27
  %64 = xor i64 %63, %62
  br label %65

65:                                               ; preds = %58, %54, %12
  %66 = phi i64 [ %47, %12 ], [ %55, %54 ], [ %64, %58 ]
  %67 = mul i64 %66, 2685821657736338717
  %68 = getelementptr inbounds i64, ptr %2, i64 %13
  store i64 %67, ptr %68, align 8, !tbaa !5
  br label %86

69:                                               ; preds = %69, %52
  %70 = phi i64 [ %47, %52 ], [ %83, %69 ]
  %71 = phi i32 [ 0, %52 ], [ %84, %69 ]
  %72 = lshr i64 %70, 12
  %73 = xor i64 %72, %70
  %74 = shl i64 %73, 25
  %75 = xor i64 %74, %73
  %76 = lshr i64 %75, 27
  %77 = xor i64 %76, %75
  %78 = lshr i64 %77, 12
  %79 = xor i64 %78, %77
  %80 = shl i64 %79, 25
  %81 = xor i64 %80, %79
  %82 = lshr i64 %81, 27
  %83 = xor i64 %82, %81
  %84 = add i32 %71, 2
  %85 = icmp eq i32 %84, %53
  br i1 %85, label %54, label %69, !llvm.loop !9

86:                                               ; preds = %5, %65
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fnv_xorshift, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
