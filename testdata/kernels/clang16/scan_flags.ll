; ModuleID = 'scan_flags.cu'
source_filename = "scan_flags.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10scan_flagsE3sum = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ10scan_flagsE4head = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ10scan_flagsE4kept = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ10scan_flagsE3big = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_flags(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef writeonly %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 7
  %12 = add i32 %11, %9
  %13 = icmp slt i32 %12, %7
  br i1 %13, label %14, label %20

14:                                               ; preds = %8
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = getelementptr inbounds i32, ptr %0, i64 %15
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = load i32, ptr %16, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %14, %8
  %21 = phi i32 [ %19, %14 ], [ 0, %8 ]
  %22 = phi i32 [ %18, %14 ], [ 0, %8 ]
  %23 = and i32 %21, 8
  %24 = icmp eq i32 %23, 0
  %25 = and i32 %21, 4
  %26 = icmp eq i32 %25, 0
  %27 = sub i32 0, %22
  %28 = select i1 %26, i32 %22, i32 %27
  %29 = select i1 %24, i32 %28, i32 0
  %30 = lshr i32 %21, 1
  %31 = and i32 %30, 1
  %32 = zext i32 %9 to i64
  %33 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3sum to ptr), i64 0, i64 %32
  store i32 %29, ptr %33, align 4, !tbaa !5
  %34 = and i32 %21, 1
  %35 = icmp eq i32 %9, 0
  %36 = zext i1 %35 to i32
  %37 = or i32 %34, %36
  %38 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4head to ptr), i64 0, i64 %32
  store i32 %37, ptr %38, align 4, !tbaa !5
  %39 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4kept to ptr), i64 0, i64 %32
  store i32 %31, ptr %39, align 4, !tbaa !5
  %40 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3big to ptr), i64 0, i64 %32
  store i32 %22, ptr %40, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br label %43

41:                                               ; preds = %75
  %42 = load i32, ptr %39, align 4, !tbaa !5
  br i1 %13, label %78, label %91

43:                                               ; preds = %20, %75
  %44 = phi i32 [ 1, %20 ], [ %76, %75 ]
  %45 = icmp ult i32 %9, %44
  br i1 %45, label %57, label %46

46:                                               ; preds = %43
  %47 = sub i32 %9, %44
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3big to ptr), i64 0, i64 %48
  %50 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4kept to ptr), i64 0, i64 %48
  %51 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4head to ptr), i64 0, i64 %48
  %52 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3sum to ptr), i64 0, i64 %48
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = load i32, ptr %51, align 4, !tbaa !5
  %55 = load i32, ptr %50, align 4, !tbaa !5
  %56 = load i32, ptr %49, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %46, %43
  %58 = phi i32 [ %53, %46 ], [ 0, %43 ]
  %59 = phi i32 [ %54, %46 ], [ 0, %43 ]
  %60 = phi i32 [ %55, %46 ], [ 0, %43 ]
  %61 = phi i32 [ %56, %46 ], [ 0, %43 ]
  tail call void @llvm.nvvm.barrier0()
  br i1 %45, label %75, label %62

62:                                               ; preds = %57
  %63 = load i32, ptr %38, align 4, !tbaa !5
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %68

65:                                               ; preds = %62
  %66 = load i32, ptr %33, align 4, !tbaa !5
  %67 = add i32 %66, %58
  store i32 %67, ptr %33, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %65, %62
  %69 = or i32 %63, %59
  store i32 %69, ptr %38, align 4, !tbaa !5
  %70 = load i32, ptr %39, align 4, !tbaa !5
  %71 = add i32 %70, %60
  store i32 %71, ptr %39, align 4, !tbaa !5
  %72 = load i32, ptr %40, align 4, !tbaa !5
  %73 = icmp ugt i32 %61, %72
  br i1 %73, label %74, label %75

74:                                               ; preds = %68
  store i32 %61, ptr %40, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %68, %74, %57
  tail call void @llvm.nvvm.barrier0()
  %76 = shl nuw nsw i32 %44, 1
  %77 = icmp ult i32 %44, 64
  br i1 %77, label %43, label %41, !llvm.loop !9

78:                                               ; preds = %41
  %79 = sub i32 %42, %31
  %80 = load i32, ptr %33, align 4, !tbaa !5
  %81 = sext i32 %12 to i64
  %82 = getelementptr inbounds i32, ptr %2, i64 %81
  store i32 %80, ptr %82, align 4, !tbaa !5
  %83 = getelementptr inbounds i32, ptr %3, i64 %81
  store i32 %79, ptr %83, align 4, !tbaa !5
  %84 = load i32, ptr %40, align 4, !tbaa !5
  %85 = getelementptr inbounds i32, ptr %4, i64 %81
  store i32 %84, ptr %85, align 4, !tbaa !5
  %86 = icmp eq i32 %31, 0
  br i1 %86, label %91, label %87

87:                                               ; preds = %78
  %88 = add i32 %79, %11
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %5, i64 %89
  store i32 %22, ptr %90, align 4, !tbaa !5
  br label %91

91:                                               ; preds = %78, %87, %41
  %92 = icmp eq i32 %9, 127
  br i1 %92, label %93, label %96

93:                                               ; preds = %91
  %94 = zext i32 %10 to i64
  %95 = getelementptr inbounds i32, ptr %6, i64 %94
  store i32 %42, ptr %95, align 4, !tbaa !5
  br label %96

96:                                               ; preds = %93, %91
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @scan_flags, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
