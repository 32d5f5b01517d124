; ModuleID = 'warp_reduce.cu'
source_filename = "warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @warp_reduce(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31)
  %13 = add i32 %12, %11
  %14 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31)
  %15 = tail call i32 @llvm.smax.i32(i32 %14, i32 %11)
  %16 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31)
  %17 = tail call i32 @llvm.umin.i32(i32 %16, i32 %11)
  %18 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31)
  %19 = xor i32 %18, %11
  %20 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31)
  %21 = and i32 %20, %11
  %22 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31)
  %23 = or i32 %22, %11
  %24 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %13, i32 8, i32 31)
  %25 = add i32 %24, %13
  %26 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %15, i32 8, i32 31)
  %27 = tail call i32 @llvm.smax.i32(i32 %26, i32 %15)
  %28 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %17, i32 8, i32 31)
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 %17)
  %30 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %19, i32 8, i32 31)
  %31 = xor i32 %30, %19
  %32 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 8, i32 31)
  %33 = and i32 %32, %21
  %34 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 8, i32 31)
  %35 = or i32 %34, %23
  %36 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %25, i32 4, i32 31)
  %37 = add i32 %36, %25
  %38 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 4, i32 31)
  %39 = tail call i32 @llvm.smax.i32(i32 %38, i32 %27)
  %40 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %29, i32 4, i32 31)
  %41 = tail call i32 @llvm.umin.i32(i32 %40, i32 %29)
  %42 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 4, i32 31)
  %43 = xor i32 %42, %31
  %44 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 4, i32 31)
  %45 = and i32 %44, %33
  %46 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %35, i32 4, i32 31)
  %47 = or i32 %46, %35
  %48 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 2, i32 31)
  %49 = add i32 %48, %37
  %50 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 2, i32 31)
  %51 = tail call i32 @llvm.smax.i32(i32 %50, i32 %39)
  %52 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 2, i32 31)
  %53 = tail call i32 @llvm.umin.i32(i32 %52, i32 %41)
  %54 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 2, i32 31)
  %55 = xor i32 %54, %43
  %56 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %45, i32 2, i32 31)
  %57 = and i32 %56, %45
  %58 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 2, i32 31)
  %59 = or i32 %58, %47
  %60 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %49, i32 1, i32 31)
  %61 = add i32 %60, %49
  %62 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %51, i32 1, i32 31)
  %63 = tail call i32 @llvm.smax.i32(i32 %62, i32 %51)
  %64 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 1, i32 31)
  %65 = tail call i32 @llvm.umin.i32(i32 %64, i32 %53)
  %66 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %55, i32 1, i32 31)
  %67 = xor i32 %66, %55
  %68 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 1, i32 31)
  %69 = and i32 %68, %57
  %70 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 1, i32 31)
  %71 = or i32 %70, %59
  %72 = mul nsw i32 %8, 6
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %1, i64 %73
  store i32 %61, ptr %74, align 4, !tbaa !5
  %75 = or i32 %72, 1
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %1, i64 %76
  store i32 %63, ptr %77, align 4, !tbaa !5
  %78 = add nsw i32 %72, 2
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %1, i64 %79
  store i32 %65, ptr %80, align 4, !tbaa !5
  %81 = add nsw i32 %72, 3
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr %1, i64 %82
  store i32 %67, ptr %83, align 4, !tbaa !5
  %84 = add nsw i32 %72, 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr %1, i64 %85
  store i32 %69, ptr %86, align 4, !tbaa !5
  %87 = add nsw i32 %72, 5
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %1, i64 %88
  store i32 %71, ptr %89, align 4, !tbaa !5
  %90 = mul i32 %11, 3
  %91 = add i32 %90, 1
  %92 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %91, i32 16, i32 31)
  %93 = add i32 %92, %91
  %94 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %93, i32 8, i32 31)
  %95 = add i32 %94, %93
  %96 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %95, i32 4, i32 31)
  %97 = add i32 %96, %95
  %98 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %97, i32 2, i32 31)
  %99 = add i32 %98, %97
  %100 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %99, i32 1, i32 31)
  %101 = tail call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %103, label %109

103:                                              ; preds = %3
  %104 = add i32 %100, %99
  %105 = sdiv i32 %8, 32
  %106 = shl nsw i32 %105, 1
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %2, i64 %107
  store i32 %104, ptr %108, align 4, !tbaa !5
  br label %109

109:                                              ; preds = %103, %3
  %110 = xor i32 %11, 85
  %111 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %110, i32 16, i32 31)
  %112 = add i32 %111, %110
  %113 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %112, i32 8, i32 31)
  %114 = add i32 %113, %112
  %115 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %114, i32 4, i32 31)
  %116 = add i32 %115, %114
  %117 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %116, i32 2, i32 31)
  %118 = add i32 %117, %116
  %119 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %118, i32 1, i32 31)
  %120 = and i32 %7, 31
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %129

122:                                              ; preds = %109
  %123 = add i32 %119, %118
  %124 = sdiv i32 %8, 32
  %125 = shl nsw i32 %124, 1
  %126 = or i32 %125, 1
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, ptr %2, i64 %127
  store i32 %123, ptr %128, align 4, !tbaa !5
  br label %129

129:                                              ; preds = %122, %109
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @warp_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
