; opt: 0
; opt: 2
; opt: 2 stress 4
; launch: --kernel loop_exit_arms --grid 1,1,1 --block 32,1,1 data=buf:i32:48=8,4,16,7,31,28,30,24,13,6,31,1,24,27,0,28,17,14,6,20,1,1,1,0,24,13,27,1,14,28,31,14,22,14,14,29,18,1,26,6,11,18,7,21,27,12,19,18 out=buf:i32:32=zero aux=buf:i32:32=zero tail=buf:i32:32=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32 end=i32:40
; Reconvergence shape (issue 17): a loop whose two exits go to the two arms of an if. Source:
; // A search loop whose two exits go to the two arms of an if (LLVM merges
; // the loop's exit test into the if), each arm with a divergent if inside
; // followed by more code of the arm (so the inner if has its own join).
; extern "C" __global__ void loop_exit_arms(const int *data, int *out, int *aux, int *tail, int end) {
;   int t = threadIdx.x;
;   int i = t & 7;
;   int key = (t * 3) & 31;
;   while (i < end && data[i] != key)
;     i++;
;   if (i < end) {
;     if (data[i + 1] & 1)
;       out[t] = i * 3;
;     else
;       aux[t] = i + 100;
;     tail[t] ^= i;
;   } else {
;     if (t & 2)
;       out[t] = -i;
;     else
;       aux[t] = -2 * i;
;     tail[t] *= 7;
;   }
; }
; ModuleID = 'loop_exit_arms.cu'
source_filename = "loop_exit_arms.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @loop_exit_arms(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %7 = and i32 %6, 7
  %8 = mul nsw i32 %6, 3
  %9 = and i32 %8, 31
  %10 = icmp slt i32 %7, %4
  br i1 %10, label %11, label %39

11:                                               ; preds = %5, %18
  %12 = phi i32 [ %17, %18 ], [ %7, %5 ]
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = icmp eq i32 %15, %9
  %17 = add nuw i32 %12, 1
  br i1 %16, label %20, label %18

18:                                               ; preds = %11
  %19 = icmp eq i32 %17, %4
  br i1 %19, label %39, label %11, !llvm.loop !9

20:                                               ; preds = %11
  %21 = zext i32 %17 to i64
  %22 = getelementptr inbounds i32, i32* %0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !5
  %24 = and i32 %23, 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %30, label %26

26:                                               ; preds = %20
  %27 = mul nsw i32 %12, 3
  %28 = sext i32 %6 to i64
  %29 = getelementptr inbounds i32, i32* %1, i64 %28
  store i32 %27, i32* %29, align 4, !tbaa !5
  br label %34

30:                                               ; preds = %20
  %31 = add nuw nsw i32 %12, 100
  %32 = sext i32 %6 to i64
  %33 = getelementptr inbounds i32, i32* %2, i64 %32
  store i32 %31, i32* %33, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %30, %26
  %35 = phi i64 [ %32, %30 ], [ %28, %26 ]
  %36 = getelementptr inbounds i32, i32* %3, i64 %35
  %37 = load i32, i32* %36, align 4, !tbaa !5
  %38 = xor i32 %37, %12
  store i32 %38, i32* %36, align 4, !tbaa !5
  br label %56

39:                                               ; preds = %18, %5
  %40 = phi i32 [ %7, %5 ], [ %4, %18 ]
  %41 = and i32 %6, 2
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %47, label %43

43:                                               ; preds = %39
  %44 = sub nsw i32 0, %40
  %45 = sext i32 %6 to i64
  %46 = getelementptr inbounds i32, i32* %1, i64 %45
  store i32 %44, i32* %46, align 4, !tbaa !5
  br label %51

47:                                               ; preds = %39
  %48 = mul nsw i32 %40, -2
  %49 = sext i32 %6 to i64
  %50 = getelementptr inbounds i32, i32* %2, i64 %49
  store i32 %48, i32* %50, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %47, %43
  %52 = phi i64 [ %49, %47 ], [ %45, %43 ]
  %53 = getelementptr inbounds i32, i32* %3, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !5
  %55 = mul nsw i32 %54, 7
  store i32 %55, i32* %53, align 4, !tbaa !5
  br label %56

56:                                               ; preds = %51, %34
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

!0 = !{void (i32*, i32*, i32*, i32*, i32)* @loop_exit_arms, !"kernel", i32 1}
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
