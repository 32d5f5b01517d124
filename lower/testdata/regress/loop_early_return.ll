; opt: 0
; opt: 2
; opt: 2 stress 4
; launch: --kernel loop_early_return --grid 1,1,1 --block 32,1,1 data=buf:i32:64=76,29,91,42,98,85,91,80,64,0,56,96,28,80,3,17,11,44,57,28,45,66,10,70,28,-2,90,24,49,32,20,95,46,17,94,99,6,14,76,76,53,13,13,-3,-3,23,96,24,18,18,34,37,22,66,83,77,23,20,85,22,46,35,-1,43 out=buf:i32:32=zero aux=buf:i32:32=zero n=i32:12
; Reconvergence shape (issue 17): break, continue and early return inside a divergent loop. Source:
; // break, continue and an early return (with a store) inside a divergent
; // loop, and a divergent if after it.
; extern "C" __global__ void loop_early_return(const int *data, int *out, int *aux, int n) {
;   int t = threadIdx.x;
;   int acc = 0;
;   for (int i = 0; i < n; i++) {
;     int x = data[(t * 5 + i) & 63];
;     if (x < 0) {
;       if (t & 1)
;         out[t] = acc - 1000;
;       else
;         aux[t] = acc + i;
;       return;
;     }
;     if (x % 3 == 0)
;       continue;
;     if (x > 90 - t)
;       break;
;     acc += x;
;   }
;   if (acc & 1)
;     out[t] = acc * 3;
;   else
;     aux[t] = acc / 2;
; }
; ModuleID = 'loop_early_return.cu'
source_filename = "loop_early_return.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @loop_early_return(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %44

7:                                                ; preds = %4
  %8 = mul nsw i32 %5, 5
  %9 = sub nsw i32 90, %5
  %10 = and i32 %5, 1
  %11 = icmp eq i32 %10, 0
  %12 = sext i32 %5 to i64
  %13 = getelementptr inbounds i32, i32* %1, i64 %12
  %14 = getelementptr inbounds i32, i32* %2, i64 %12
  br label %15

15:                                               ; preds = %7, %41
  %16 = phi i32 [ 0, %7 ], [ %40, %41 ]
  %17 = phi i32 [ 0, %7 ], [ %42, %41 ]
  %18 = add nsw i32 %17, %8
  %19 = and i32 %18, 63
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i32, i32* %0, i64 %20
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %24, label %29

24:                                               ; preds = %15
  br i1 %11, label %27, label %25

25:                                               ; preds = %24
  %26 = add nsw i32 %16, -1000
  store i32 %26, i32* %13, align 4, !tbaa !5
  br label %38

27:                                               ; preds = %24
  %28 = add nsw i32 %16, %17
  store i32 %28, i32* %14, align 4, !tbaa !5
  br label %38

29:                                               ; preds = %15
  %30 = urem i32 %22, 3
  %31 = icmp eq i32 %30, 0
  %32 = icmp sgt i32 %22, %9
  %33 = select i1 %32, i32 2, i32 0
  %34 = select i1 %31, i32 4, i32 %33
  %35 = select i1 %31, i1 true, i1 %32
  %36 = select i1 %35, i32 0, i32 %22
  %37 = add nsw i32 %36, %16
  br label %38

38:                                               ; preds = %29, %25, %27
  %39 = phi i32 [ 1, %27 ], [ 1, %25 ], [ %34, %29 ]
  %40 = phi i32 [ %16, %27 ], [ %16, %25 ], [ %37, %29 ]
  switch i32 %39, label %44 [
    i32 0, label %41
    i32 4, label %41
  ]

41:                                               ; preds = %38, %38
  %42 = add nuw nsw i32 %17, 1
  %43 = icmp eq i32 %42, %3
  br i1 %43, label %44, label %15, !llvm.loop !9

44:                                               ; preds = %38, %41, %4
  %45 = phi i32 [ 2, %4 ], [ %39, %38 ], [ 2, %41 ]
  %46 = phi i32 [ 0, %4 ], [ %40, %41 ], [ %40, %38 ]
  %47 = icmp eq i32 %45, 2
  br i1 %47, label %48, label %60

48:                                               ; preds = %44
  %49 = and i32 %46, 1
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = mul nsw i32 %46, 3
  br label %55

53:                                               ; preds = %48
  %54 = sdiv i32 %46, 2
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32* [ %1, %51 ], [ %2, %53 ]
  %57 = phi i32 [ %52, %51 ], [ %54, %53 ]
  %58 = sext i32 %5 to i64
  %59 = getelementptr inbounds i32, i32* %56, i64 %58
  store i32 %57, i32* %59, align 4, !tbaa !5
  br label %60

60:                                               ; preds = %55, %44
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32)* @loop_early_return, !"kernel", i32 1}
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
