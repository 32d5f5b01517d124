; ModuleID = 'bit_manip.cu'
source_filename = "bit_manip.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bit_manip(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %106

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds i64, ptr %1, i64 %13
  %17 = load i64, ptr %16, align 8, !tbaa !9
  %18 = tail call i32 @llvm.ctpop.i32(i32 %15), !range !11
  %19 = tail call i64 @llvm.ctpop.i64(i64 %17), !range !12
  %20 = trunc i64 %19 to i32
  %21 = mul nuw nsw i32 %20, 3
  %22 = add nuw nsw i32 %21, %18
  %23 = or i32 %15, 1
  %24 = tail call i32 @llvm.ctlz.i32(i32 %23, i1 true), !range !13
  %25 = or i64 %17, 1
  %26 = tail call i64 @llvm.ctlz.i64(i64 %25, i1 true), !range !14
  %27 = trunc i64 %26 to i32
  %28 = shl nuw nsw i32 %27, 6
  %29 = or i32 %28, %24
  %30 = icmp eq i32 %15, 0
  %31 = tail call i32 @llvm.cttz.i32(i32 %15, i1 true), !range !11
  %32 = select i1 %30, i32 99, i32 %31
  %33 = or i64 %17, -9223372036854775808
  %34 = tail call i64 @llvm.cttz.i64(i64 %33, i1 true), !range !14
  %35 = trunc i64 %34 to i32
  %36 = shl nuw nsw i32 %35, 7
  %37 = or i32 %36, %32
  %38 = tail call i32 @llvm.bitreverse.i32(i32 %15)
  %39 = tail call i64 @llvm.bitreverse.i64(i64 %17)
  %40 = lshr i64 %39, 7
  %41 = trunc i64 %40 to i32
  %42 = xor i32 %38, %41
  %43 = tail call i32 @llvm.bswap.i32(i32 %15)
  %44 = tail call i64 @llvm.bswap.i64(i64 %17)
  %45 = lshr i64 %44, 8
  %46 = trunc i64 %45 to i32
  %47 = add i32 %43, %46
  %48 = and i32 %15, 255
  %49 = trunc i64 %17 to i32
  %50 = shl i32 %49, 8
  %51 = and i32 %50, 65280
  %52 = lshr i32 %15, 8
  %53 = and i32 %52, 16711680
  %54 = lshr i64 %17, 32
  %55 = trunc i64 %54 to i32
  %56 = and i32 %55, -16777216
  %57 = or i32 %53, %48
  %58 = or i32 %57, %51
  %59 = or i32 %58, %56
  %60 = add i32 %15, %49
  %61 = add i32 %60, %55
  %62 = add i32 %61, %22
  %63 = sub i32 %62, %29
  %64 = zext i32 %15 to i64
  %65 = mul nuw nsw i64 %64, 7
  %66 = add i64 %65, %17
  %67 = lshr i64 %17, 3
  %68 = add i64 %66, %67
  %69 = zext i32 %37 to i64
  %70 = add i64 %68, %69
  %71 = xor i64 %17, -7046029254386353131
  %72 = tail call i64 @llvm.nvvm.mulhi.ll(i64 %17, i64 %71)
  %73 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %17, i64 %70)
  %74 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %15, i32 -2048144789)
  %75 = tail call i32 @llvm.nvvm.mulhi.i(i32 %15, i32 -7)
  %76 = xor i32 %74, %75
  %77 = mul nsw i32 %10, 6
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %2, i64 %78
  store i32 %22, ptr %79, align 4, !tbaa !5
  %80 = or i32 %77, 1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %2, i64 %81
  store i32 %29, ptr %82, align 4, !tbaa !5
  %83 = add nsw i32 %77, 2
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr %2, i64 %84
  store i32 %37, ptr %85, align 4, !tbaa !5
  %86 = xor i32 %42, %47
  %87 = add nsw i32 %77, 3
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %2, i64 %88
  store i32 %86, ptr %89, align 4, !tbaa !5
  %90 = add nsw i32 %77, 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %2, i64 %91
  store i32 %59, ptr %92, align 4, !tbaa !5
  %93 = xor i32 %76, %63
  %94 = add nsw i32 %77, 5
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %2, i64 %95
  store i32 %93, ptr %96, align 4, !tbaa !5
  %97 = mul nsw i32 %10, 3
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i64, ptr %3, i64 %98
  store i64 %70, ptr %99, align 8, !tbaa !9
  %100 = add nsw i32 %97, 1
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i64, ptr %3, i64 %101
  store i64 %72, ptr %102, align 8, !tbaa !9
  %103 = add nsw i32 %97, 2
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i64, ptr %3, i64 %104
  store i64 %73, ptr %105, align 8, !tbaa !9
  br label %106

106:                                              ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ll(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

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

!0 = !{ptr @bit_manip, !"kernel", i32 1}
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
!11 = !{i32 0, i32 33}
!12 = !{i64 0, i64 65}
!13 = !{i32 0, i32 32}
!14 = !{i64 0, i64 64}
