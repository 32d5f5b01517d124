; ModuleID = 'div_const_all.cu'
source_filename = "div_const_all.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @div_const_all(i64* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i64* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %102

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i64, i64* %0, i64 %12
  %14 = load i64, i64* %13, align 8, !tbaa !5
  %15 = trunc i64 %14 to i8
  %16 = lshr i64 %14, 8
  %17 = trunc i64 %16 to i16
  %18 = lshr i64 %14, 16
  %19 = trunc i64 %18 to i32
  %20 = sdiv i8 %15, 7
  %21 = sext i8 %20 to i32
  %22 = srem i8 %15, 3
  %23 = sext i8 %22 to i32
  %24 = shl nsw i32 %23, 8
  %25 = xor i32 %24, %21
  %26 = udiv i8 %15, 10
  %27 = zext i8 %26 to i32
  %28 = shl nuw nsw i32 %27, 16
  %29 = xor i32 %25, %28
  %30 = urem i8 %15, 6
  %31 = zext i8 %30 to i32
  %32 = shl nuw nsw i32 %31, 24
  %33 = xor i32 %29, %32
  %34 = shl nsw i32 %9, 3
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %1, i64 %35
  store i32 %33, i32* %36, align 4, !tbaa !9
  %37 = sdiv i16 %17, 100
  %38 = sext i16 %37 to i32
  %39 = srem i16 %17, 16
  %40 = sext i16 %39 to i32
  %41 = shl nsw i32 %40, 16
  %42 = xor i32 %41, %38
  %43 = or i32 %34, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, i32* %1, i64 %44
  store i32 %42, i32* %45, align 4, !tbaa !9
  %46 = udiv i16 %17, 641
  %47 = zext i16 %46 to i32
  %48 = urem i16 %17, 13
  %49 = zext i16 %48 to i32
  %50 = shl nuw nsw i32 %49, 16
  %51 = or i32 %50, %47
  %52 = or i32 %34, 2
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, i32* %1, i64 %53
  store i32 %51, i32* %54, align 4, !tbaa !9
  %55 = sdiv i32 %19, 7
  %56 = or i32 %34, 3
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, i32* %1, i64 %57
  store i32 %55, i32* %58, align 4, !tbaa !9
  %59 = srem i32 %19, 1000
  %60 = or i32 %34, 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, i32* %1, i64 %61
  store i32 %59, i32* %62, align 4, !tbaa !9
  %63 = udiv i32 %19, 7
  %64 = urem i32 %19, 641
  %65 = add nuw nsw i32 %63, %64
  %66 = or i32 %34, 5
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, i32* %1, i64 %67
  store i32 %65, i32* %68, align 4, !tbaa !9
  %69 = freeze i32 %19
  %70 = sdiv i32 %69, 64
  %71 = mul i32 %70, 64
  %72 = sub i32 %69, %71
  %73 = xor i32 %70, %72
  %74 = or i32 %34, 6
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, i32* %1, i64 %75
  store i32 %73, i32* %76, align 4, !tbaa !9
  %77 = icmp ugt i32 %19, -2147483648
  %78 = zext i1 %77 to i32
  %79 = or i32 %34, 7
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, i32* %1, i64 %80
  store i32 %78, i32* %81, align 4, !tbaa !9
  %82 = udiv i64 %14, 10
  %83 = urem i64 %14, 7
  %84 = add nuw nsw i64 %82, %83
  %85 = shl nsw i32 %9, 2
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i64, i64* %2, i64 %86
  store i64 %84, i64* %87, align 8, !tbaa !5
  %88 = sdiv i64 %14, -3
  %89 = or i32 %85, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i64, i64* %2, i64 %90
  store i64 %88, i64* %91, align 8, !tbaa !5
  %92 = srem i64 %14, 1000000007
  %93 = or i32 %85, 2
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i64, i64* %2, i64 %94
  store i64 %92, i64* %95, align 8, !tbaa !5
  %96 = udiv i64 %14, 274177
  %97 = sdiv i64 %14, 4096
  %98 = add nsw i64 %96, %97
  %99 = or i32 %85, 3
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i64, i64* %2, i64 %100
  store i64 %98, i64* %101, align 8, !tbaa !5
  br label %102

102:                                              ; preds = %4, %11
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i64*, i32*, i64*, i32)* @div_const_all, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
