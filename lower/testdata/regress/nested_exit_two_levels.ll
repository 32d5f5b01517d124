; opt: 0
; opt: 2
; opt: 2 stress 4
; launch: --kernel nested_exit_two_levels --grid 1,1,1 --block 32,1,1 data=buf:i32:64=76,29,91,42,98,85,91,80,64,0,56,96,28,80,3,17,11,44,57,28,45,66,10,70,28,-2,90,24,49,32,20,95,46,17,94,99,6,14,76,76,53,13,13,-3,-3,23,96,24,18,18,34,37,22,66,83,77,23,20,85,22,46,35,-1,43 out=buf:i32:32=zero n=i32:6 m=i32:9
; Reconvergence shape (issue 17): nested divergent loops exited two levels at once. Source:
; // A goto out of two nested divergent loops, a break out of the inner one,
; // and divergent ifs at both exits.
; extern "C" __global__ void nested_exit_two_levels(const int *data, int *out, int n, int m) {
;   int t = threadIdx.x;
;   int key = (t * 7) & 63;
;   int acc = 0;
;   int i = 0, j = 0;
;   for (i = 0; i < n; i++) {
;     for (j = 0; j < m; j++) {
;       int x = data[(t + i * 7 + j) & 63];
;       if (x == key)
;         goto found;
;       if (x > 60 + (t & 15))
;         break;
;       acc += x;
;     }
;     acc ^= i;
;   }
;   if (acc & 1)
;     out[t] = acc;
;   else
;     out[t] = -acc;
;   return;
; found:
;   if ((i + j) & 1)
;     out[t] = 5000 + i * 16 + j;
;   else
;     out[t] = 6000 + acc;
; }
; ModuleID = 'nested_exit_two_levels.cu'
source_filename = "nested_exit_two_levels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @nested_exit_two_levels(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %6 = mul nsw i32 %5, 7
  %7 = and i32 %6, 63
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %42

9:                                                ; preds = %4
  %10 = icmp sgt i32 %3, 0
  %11 = and i32 %5, 15
  %12 = add nuw nsw i32 %11, 60
  br label %13

13:                                               ; preds = %9, %37
  %14 = phi i32 [ 0, %9 ], [ %39, %37 ]
  %15 = phi i32 [ 0, %9 ], [ %40, %37 ]
  br i1 %10, label %16, label %37

16:                                               ; preds = %13
  %17 = mul nsw i32 %15, 7
  %18 = add nsw i32 %17, %5
  br label %19

19:                                               ; preds = %16, %34
  %20 = phi i32 [ %14, %16 ], [ %32, %34 ]
  %21 = phi i32 [ 0, %16 ], [ %35, %34 ]
  %22 = add nsw i32 %18, %21
  %23 = and i32 %22, 63
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = icmp eq i32 %26, %7
  %28 = icmp sgt i32 %26, %12
  %29 = select i1 %28, i32 5, i32 0
  %30 = select i1 %27, i1 true, i1 %28
  %31 = select i1 %30, i32 0, i32 %26
  %32 = add nsw i32 %31, %20
  %33 = select i1 %27, i32 8, i32 %29
  switch i32 %33, label %62 [
    i32 0, label %34
    i32 5, label %37
    i32 8, label %48
  ]

34:                                               ; preds = %19
  %35 = add nuw nsw i32 %21, 1
  %36 = icmp eq i32 %35, %3
  br i1 %36, label %37, label %19, !llvm.loop !9

37:                                               ; preds = %34, %19, %13
  %38 = phi i32 [ %14, %13 ], [ %32, %19 ], [ %32, %34 ]
  %39 = xor i32 %38, %15
  %40 = add nuw nsw i32 %15, 1
  %41 = icmp eq i32 %40, %2
  br i1 %41, label %42, label %13, !llvm.loop !11

42:                                               ; preds = %37, %4
  %43 = phi i32 [ 0, %4 ], [ %39, %37 ]
  %44 = and i32 %43, 1
  %45 = icmp eq i32 %44, 0
  %46 = sub nsw i32 0, %43
  %47 = select i1 %45, i32 %46, i32 %43
  br label %58

48:                                               ; preds = %19
  %49 = add nuw nsw i32 %21, %15
  %50 = and i32 %49, 1
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %56, label %52

52:                                               ; preds = %48
  %53 = shl nsw i32 %15, 4
  %54 = add nuw nsw i32 %53, 5000
  %55 = add nuw nsw i32 %54, %21
  br label %58

56:                                               ; preds = %48
  %57 = add nsw i32 %32, 6000
  br label %58

58:                                               ; preds = %42, %56, %52
  %59 = phi i32 [ %55, %52 ], [ %57, %56 ], [ %47, %42 ]
  %60 = sext i32 %5 to i64
  %61 = getelementptr inbounds i32, i32* %1, i64 %60
  store i32 %59, i32* %61, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %19, %58
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

!0 = !{void (i32*, i32*, i32, i32)* @nested_exit_two_levels, !"kernel", i32 1}
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
!11 = distinct !{!11, !10}
