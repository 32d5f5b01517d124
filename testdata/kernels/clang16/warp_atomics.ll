; ModuleID = 'warp_atomics.cu'
source_filename = "warp_atomics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12warp_atomicsE1s = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_atomics(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = icmp eq i32 %10, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %6
  store i32 100, ptr addrspacecast (ptr addrspace(3) @_ZZ12warp_atomicsE1s to ptr), align 4, !tbaa !5
  br label %17

17:                                               ; preds = %16, %6
  tail call void @llvm.nvvm.barrier0()
  %18 = zext i32 %7 to i64
  %19 = getelementptr inbounds i32, ptr %1, i64 %18
  %20 = atomicrmw add ptr %19, i32 1 seq_cst, align 4
  %21 = mul nsw i32 %11, 3
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %2, i64 %22
  store i32 %20, ptr %23, align 4, !tbaa !5
  %24 = and i32 %14, 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %32, label %26

26:                                               ; preds = %17
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %28 = add i32 %27, %7
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %1, i64 %29
  %31 = atomicrmw sub ptr %30, i32 %5 monotonic, align 4
  br label %32

32:                                               ; preds = %26, %17
  %33 = phi i32 [ %31, %26 ], [ 57005, %17 ]
  %34 = add nsw i32 %21, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %2, i64 %35
  store i32 %33, ptr %36, align 4, !tbaa !5
  %37 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ12warp_atomicsE1s to ptr), i32 3 seq_cst, align 4
  %38 = add nsw i32 %21, 2
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %2, i64 %39
  store i32 %37, ptr %40, align 4, !tbaa !5
  %41 = atomicrmw add ptr %3, i32 %14 seq_cst, align 4
  %42 = getelementptr inbounds i32, ptr %3, i64 1
  %43 = atomicrmw max ptr %42, i32 %14 seq_cst, align 4
  %44 = getelementptr inbounds i32, ptr %3, i64 2
  %45 = atomicrmw umin ptr %44, i32 %14 seq_cst, align 4
  %46 = getelementptr inbounds i32, ptr %3, i64 3
  %47 = or i32 %14, 16
  %48 = atomicrmw and ptr %46, i32 %47 seq_cst, align 4
  %49 = getelementptr inbounds i32, ptr %3, i64 4
  %50 = and i32 %14, 2047
  %51 = atomicrmw or ptr %49, i32 %50 seq_cst, align 4
  %52 = getelementptr inbounds i32, ptr %3, i64 5
  %53 = atomicrmw xor ptr %52, i32 %14 seq_cst, align 4
  tail call void @llvm.nvvm.barrier0()
  br i1 %15, label %54, label %57

54:                                               ; preds = %32
  %55 = getelementptr inbounds i32, ptr %4, i64 %18
  %56 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12warp_atomicsE1s to ptr), align 4, !tbaa !5
  store i32 %56, ptr %55, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %54, %32
  %58 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #3, !srcloc !9
  %59 = tail call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %60 = tail call i32 @llvm.cttz.i32(i32 %58, i1 true), !range !10
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %68

62:                                               ; preds = %57
  %63 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %64 = add i32 %63, %7
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %4, i64 %65
  %67 = tail call i32 @llvm.ctpop.i32(i32 %58), !range !10
  store i32 %67, ptr %66, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %62, %57
  br i1 %25, label %82, label %69

69:                                               ; preds = %68
  %70 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #3, !srcloc !9
  %71 = tail call i32 @llvm.cttz.i32(i32 %70, i1 true), !range !10
  %72 = icmp eq i32 %59, %71
  br i1 %72, label %73, label %82

73:                                               ; preds = %69
  %74 = tail call i32 @llvm.ctpop.i32(i32 %70), !range !10
  %75 = mul nuw nsw i32 %74, 100
  %76 = add i32 %75, %10
  %77 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %78 = shl i32 %77, 1
  %79 = add i32 %78, %7
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %4, i64 %80
  store i32 %76, ptr %81, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %69, %73, %68
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @warp_atomics, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 1112}
!10 = !{i32 0, i32 33}
