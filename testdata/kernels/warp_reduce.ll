; ModuleID = 'warp_reduce.cu'
source_filename = "warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_reduce(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, i32* %0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31) #4
  %13 = add i32 %12, %11
  %14 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31) #4
  %15 = icmp sgt i32 %14, %11
  %16 = select i1 %15, i32 %14, i32 %11
  %17 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31) #4
  %18 = icmp ult i32 %17, %11
  %19 = select i1 %18, i32 %17, i32 %11
  %20 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31) #4
  %21 = xor i32 %20, %11
  %22 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31) #4
  %23 = and i32 %22, %11
  %24 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31) #4
  %25 = or i32 %24, %11
  %26 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %13, i32 8, i32 31) #4
  %27 = add i32 %26, %13
  %28 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %16, i32 8, i32 31) #4
  %29 = icmp sgt i32 %28, %16
  %30 = select i1 %29, i32 %28, i32 %16
  %31 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %19, i32 8, i32 31) #4
  %32 = icmp ult i32 %31, %19
  %33 = select i1 %32, i32 %31, i32 %19
  %34 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 8, i32 31) #4
  %35 = xor i32 %34, %21
  %36 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 8, i32 31) #4
  %37 = and i32 %36, %23
  %38 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %25, i32 8, i32 31) #4
  %39 = or i32 %38, %25
  %40 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 4, i32 31) #4
  %41 = add i32 %40, %27
  %42 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %30, i32 4, i32 31) #4
  %43 = icmp sgt i32 %42, %30
  %44 = select i1 %43, i32 %42, i32 %30
  %45 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 4, i32 31) #4
  %46 = icmp ult i32 %45, %33
  %47 = select i1 %46, i32 %45, i32 %33
  %48 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %35, i32 4, i32 31) #4
  %49 = xor i32 %48, %35
  %50 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 4, i32 31) #4
  %51 = and i32 %50, %37
  %52 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 4, i32 31) #4
  %53 = or i32 %52, %39
  %54 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 2, i32 31) #4
  %55 = add i32 %54, %41
  %56 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %44, i32 2, i32 31) #4
  %57 = icmp sgt i32 %56, %44
  %58 = select i1 %57, i32 %56, i32 %44
  %59 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 2, i32 31) #4
  %60 = icmp ult i32 %59, %47
  %61 = select i1 %60, i32 %59, i32 %47
  %62 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %49, i32 2, i32 31) #4
  %63 = xor i32 %62, %49
  %64 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %51, i32 2, i32 31) #4
  %65 = and i32 %64, %51
  %66 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 2, i32 31) #4
  %67 = or i32 %66, %53
  %68 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %55, i32 1, i32 31) #4
  %69 = add i32 %68, %55
  %70 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 1, i32 31) #4
  %71 = icmp sgt i32 %70, %58
  %72 = select i1 %71, i32 %70, i32 %58
  %73 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %61, i32 1, i32 31) #4
  %74 = icmp ult i32 %73, %61
  %75 = select i1 %74, i32 %73, i32 %61
  %76 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 1, i32 31) #4
  %77 = xor i32 %76, %63
  %78 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 1, i32 31) #4
  %79 = and i32 %78, %65
  %80 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 1, i32 31) #4
  %81 = or i32 %80, %67
  %82 = mul nsw i32 %8, 6
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, i32* %1, i64 %83
  store i32 %69, i32* %84, align 4, !tbaa !5
  %85 = or i32 %82, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, i32* %1, i64 %86
  store i32 %72, i32* %87, align 4, !tbaa !5
  %88 = add nsw i32 %82, 2
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, i32* %1, i64 %89
  store i32 %75, i32* %90, align 4, !tbaa !5
  %91 = add nsw i32 %82, 3
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, i32* %1, i64 %92
  store i32 %77, i32* %93, align 4, !tbaa !5
  %94 = add nsw i32 %82, 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, i32* %1, i64 %95
  store i32 %79, i32* %96, align 4, !tbaa !5
  %97 = add nsw i32 %82, 5
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i32, i32* %1, i64 %98
  store i32 %81, i32* %99, align 4, !tbaa !5
  %100 = mul i32 %11, 3
  %101 = add i32 %100, 1
  %102 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %101, i32 16, i32 31) #4
  %103 = add i32 %102, %101
  %104 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %103, i32 8, i32 31) #4
  %105 = add i32 %104, %103
  %106 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %105, i32 4, i32 31) #4
  %107 = add i32 %106, %105
  %108 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %107, i32 2, i32 31) #4
  %109 = add i32 %108, %107
  %110 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %109, i32 1, i32 31) #4
  %111 = tail call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %119

113:                                              ; preds = %3
  %114 = add i32 %110, %109
  %115 = sdiv i32 %8, 32
  %116 = shl nsw i32 %115, 1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, i32* %2, i64 %117
  store i32 %114, i32* %118, align 4, !tbaa !5
  br label %119

119:                                              ; preds = %113, %3
  %120 = xor i32 %11, 85
  %121 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %120, i32 16, i32 31) #4
  %122 = add i32 %121, %120
  %123 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %122, i32 8, i32 31) #4
  %124 = add i32 %123, %122
  %125 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %124, i32 4, i32 31) #4
  %126 = add i32 %125, %124
  %127 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %126, i32 2, i32 31) #4
  %128 = add i32 %127, %126
  %129 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %128, i32 1, i32 31) #4
  %130 = and i32 %7, 31
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %132, label %139

132:                                              ; preds = %119
  %133 = add i32 %129, %128
  %134 = sdiv i32 %8, 32
  %135 = shl nsw i32 %134, 1
  %136 = or i32 %135, 1
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i32, i32* %2, i64 %137
  store i32 %133, i32* %138, align 4, !tbaa !5
  br label %139

139:                                              ; preds = %132, %119
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*)* @warp_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
