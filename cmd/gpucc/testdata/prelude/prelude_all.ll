; ModuleID = 'prelude_all.cu'
source_filename = "prelude_all.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @prelude_all(i32* nocapture noundef %0, i32* nocapture noundef %1, i64* nocapture noundef %2, float* nocapture noundef %3, double* nocapture noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %9 = mul i32 %7, %8
  %10 = add i32 %9, %6
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #3
  %13 = mul i32 %11, %12
  %14 = add i32 %10, %13
  tail call void @llvm.nvvm.barrier0()
  %15 = and i32 %14, 1
  %16 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %15) #3
  %17 = icmp sgt i32 %14, 0
  %18 = zext i1 %17 to i32
  %19 = tail call i32 @llvm.nvvm.barrier0.and(i32 %18) #3
  %20 = icmp sgt i32 %14, 3
  %21 = zext i1 %20 to i32
  %22 = tail call i32 @llvm.nvvm.barrier0.or(i32 %21) #3
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #3
  tail call void @llvm.nvvm.membar.cta() #3
  tail call void @llvm.nvvm.membar.gl() #3
  tail call void @llvm.nvvm.membar.sys() #3
  %23 = atomicrmw add i32* %0, i32 1 seq_cst, align 4
  %24 = getelementptr inbounds i32, i32* %0, i64 1
  %25 = atomicrmw add i32* %24, i32 -2 seq_cst, align 4
  %26 = getelementptr inbounds i32, i32* %0, i64 2
  %27 = atomicrmw xchg i32* %26, i32 %14 seq_cst, align 4
  %28 = getelementptr inbounds i32, i32* %0, i64 3
  %29 = atomicrmw min i32* %28, i32 %14 seq_cst, align 4
  %30 = getelementptr inbounds i32, i32* %0, i64 4
  %31 = atomicrmw max i32* %30, i32 %14 seq_cst, align 4
  %32 = getelementptr inbounds i32, i32* %0, i64 5
  %33 = atomicrmw and i32* %32, i32 %14 seq_cst, align 4
  %34 = getelementptr inbounds i32, i32* %0, i64 6
  %35 = atomicrmw or i32* %34, i32 %14 seq_cst, align 4
  %36 = getelementptr inbounds i32, i32* %0, i64 7
  %37 = atomicrmw xor i32* %36, i32 %14 seq_cst, align 4
  %38 = getelementptr inbounds i32, i32* %0, i64 8
  %39 = cmpxchg i32* %38, i32 0, i32 %14 seq_cst seq_cst, align 4
  %40 = extractvalue { i32, i1 } %39, 0
  %41 = atomicrmw add i32* %1, i32 1 seq_cst, align 4
  %42 = getelementptr inbounds i32, i32* %1, i64 1
  %43 = atomicrmw add i32* %42, i32 -1 seq_cst, align 4
  %44 = getelementptr inbounds i32, i32* %1, i64 2
  %45 = atomicrmw xchg i32* %44, i32 %14 seq_cst, align 4
  %46 = getelementptr inbounds i32, i32* %1, i64 3
  %47 = atomicrmw umin i32* %46, i32 %14 seq_cst, align 4
  %48 = getelementptr inbounds i32, i32* %1, i64 4
  %49 = atomicrmw umax i32* %48, i32 %14 seq_cst, align 4
  %50 = add i32 %41, %14
  %51 = add i32 %50, %43
  %52 = add i32 %51, %45
  %53 = add i32 %52, %47
  %54 = add i32 %53, %49
  %55 = getelementptr inbounds i32, i32* %1, i64 5
  %56 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nonnull %55, i32 7) #3
  %57 = getelementptr inbounds i32, i32* %1, i64 6
  %58 = tail call i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* nonnull %57, i32 7) #3
  %59 = add i32 %58, %56
  %60 = getelementptr inbounds i32, i32* %1, i64 7
  %61 = atomicrmw and i32* %60, i32 %54 seq_cst, align 4
  %62 = getelementptr inbounds i32, i32* %1, i64 8
  %63 = atomicrmw or i32* %62, i32 %54 seq_cst, align 4
  %64 = getelementptr inbounds i32, i32* %1, i64 9
  %65 = atomicrmw xor i32* %64, i32 %54 seq_cst, align 4
  %66 = add i32 %59, %54
  %67 = add i32 %66, %61
  %68 = add i32 %67, %63
  %69 = add i32 %68, %65
  %70 = getelementptr inbounds i32, i32* %1, i64 10
  %71 = cmpxchg i32* %70, i32 0, i32 %69 seq_cst seq_cst, align 4
  %72 = extractvalue { i32, i1 } %71, 0
  %73 = add i32 %69, %72
  %74 = atomicrmw add i64* %2, i64 1 seq_cst, align 8
  %75 = getelementptr inbounds i64, i64* %2, i64 2
  %76 = cmpxchg i64* %75, i64 0, i64 5 seq_cst seq_cst, align 8
  %77 = extractvalue { i64, i1 } %76, 0
  %78 = add i64 %77, %74
  %79 = getelementptr inbounds i64, i64* %2, i64 1
  store i64 %78, i64* %79, align 8, !tbaa !5
  %80 = atomicrmw fadd float* %3, float 1.000000e+00 seq_cst, align 4
  %81 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float 1.500000e+00, i32 0, i32 31) #3
  %82 = fadd contract float %80, %81
  %83 = tail call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float 2.500000e+00, i32 1, i32 0) #3
  %84 = fadd contract float %82, %83
  %85 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float 3.500000e+00, i32 1, i32 31) #3
  %86 = fadd contract float %84, %85
  %87 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 4.500000e+00, i32 1, i32 31) #3
  %88 = fadd contract float %86, %87
  %89 = getelementptr inbounds float, float* %3, i64 1
  store float %88, float* %89, align 4, !tbaa !9
  %90 = atomicrmw fadd double* %4, double 1.000000e+00 seq_cst, align 8
  %91 = getelementptr inbounds double, double* %4, i64 1
  store double %90, double* %91, align 8, !tbaa !11
  %92 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %14, i32 3, i32 31) #3
  %93 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %14, i32 1, i32 0) #3
  %94 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 1, i32 31) #3
  %95 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %14, i32 1, i32 31) #3
  %96 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %73, i32 3, i32 31) #3
  %97 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 1, i32 0) #3
  %98 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %73, i32 1, i32 31) #3
  %99 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %73, i32 1, i32 31) #3
  %100 = icmp ne i32 %15, 0
  %101 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %100) #3
  %102 = icmp eq i32 %14, 3
  %103 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %102) #3
  %104 = zext i1 %103 to i32
  %105 = icmp sgt i32 %14, -1
  %106 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %105) #3
  %107 = zext i1 %106 to i32
  %108 = add i32 %96, %73
  %109 = add i32 %108, %97
  %110 = add i32 %109, %98
  %111 = add i32 %110, %99
  %112 = add i32 %111, %101
  %113 = add i32 %112, %104
  %114 = add i32 %113, %107
  %115 = tail call i32 @llvm.ctpop.i32(i32 %114) #3, !range !13
  %116 = getelementptr inbounds i64, i64* %2, i64 3
  %117 = load i64, i64* %116, align 8, !tbaa !5
  %118 = tail call i64 @llvm.ctpop.i64(i64 %117) #3, !range !14
  %119 = trunc i64 %118 to i32
  %120 = tail call i32 @llvm.ctlz.i32(i32 %14, i1 false) #3, !range !13
  %121 = sext i32 %14 to i64
  %122 = tail call i64 @llvm.ctlz.i64(i64 %121, i1 false) #3, !range !14
  %123 = trunc i64 %122 to i32
  %124 = tail call i32 @llvm.cttz.i32(i32 %14, i1 true) #3, !range !13
  %125 = add nuw nsw i32 %124, 1
  %126 = icmp eq i32 %14, 0
  %127 = select i1 %126, i32 0, i32 %125
  %128 = tail call i64 @llvm.cttz.i64(i64 %121, i1 true) #3, !range !14
  %129 = trunc i64 %128 to i32
  %130 = add nuw nsw i32 %129, 1
  %131 = select i1 %126, i32 0, i32 %130
  %132 = icmp slt i32 %14, 5
  %133 = select i1 %132, i32 %14, i32 5
  %134 = icmp sgt i32 %14, 5
  %135 = select i1 %134, i32 %14, i32 5
  %136 = add nsw i32 %133, %120
  %137 = add i32 %136, %135
  %138 = add i32 %137, %123
  %139 = add i32 %138, %127
  %140 = add i32 %139, %131
  %141 = add i32 %140, %16
  %142 = add i32 %141, %19
  %143 = add i32 %142, %22
  %144 = add i32 %143, %23
  %145 = add i32 %144, %25
  %146 = add i32 %145, %27
  %147 = add i32 %146, %29
  %148 = add i32 %147, %31
  %149 = add i32 %148, %33
  %150 = add i32 %149, %35
  %151 = add i32 %150, %37
  %152 = add i32 %151, %40
  %153 = add i32 %152, %92
  %154 = add i32 %153, %93
  %155 = add i32 %154, %94
  %156 = add i32 %155, %95
  %157 = add i32 %156, %119
  %158 = add i32 %157, %115
  %159 = tail call i32 @llvm.bitreverse.i32(i32 %114) #3
  %160 = tail call i32 asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %114, i32 7, i32 12816) #7, !srcloc !15
  %161 = icmp ult i32 %114, 9
  %162 = select i1 %161, i32 %114, i32 9
  %163 = icmp ugt i32 %114, 9
  %164 = select i1 %163, i32 %114, i32 9
  %165 = add i32 %114, %160
  %166 = add i32 %165, %159
  %167 = add i32 %166, %162
  %168 = add i32 %167, %164
  %169 = srem i32 %14, 4
  %170 = add nsw i32 %169, 9
  %171 = zext i32 %170 to i64
  %172 = getelementptr inbounds i32, i32* %0, i64 %171
  store i32 %158, i32* %172, align 4, !tbaa !16
  %173 = add nsw i32 %169, 11
  %174 = zext i32 %173 to i64
  %175 = getelementptr inbounds i32, i32* %1, i64 %174
  store i32 %168, i32* %175, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #1

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.cta() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.sys() #3

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #4

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* nocapture, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #5

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #5

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #5

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #5

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }
attributes #4 = { argmemonly nounwind }
attributes #5 = { convergent inaccessiblememonly nounwind }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { convergent nounwind readnone }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i64*, float*, double*)* @prelude_all, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{i32 0, i32 33}
!14 = !{i64 0, i64 65}
!15 = !{i64 34401}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !7, i64 0}
