; ModuleID = 'shared_negative_index.cu'
source_filename = "shared_negative_index.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21shared_negative_indexE2cx = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shared_negative_index(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [16 x i32], align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = add nsw i32 %9, %6
  %11 = srem i32 %10, %3
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = sext i32 %6 to i64
  %16 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 0, i64 %15
  store i32 %14, ptr %16, align 4, !tbaa !5
  %17 = add nsw i32 %10, 256
  %18 = srem i32 %17, %3
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = xor i32 %21, 23130
  %23 = add nsw i32 %6, 256
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 0, i64 %24
  store i32 %22, ptr %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %26 = add nsw i32 %6, -55
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 1024), i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = sext i32 %10 to i64
  %31 = getelementptr inbounds i32, ptr %1, i64 %30
  store i32 %29, ptr %31, align 4, !tbaa !5
  %32 = add i32 %8, 64
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 0, i64 %33
  %35 = add nsw i32 %6, -300
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #4
  br label %55

39:                                               ; preds = %55
  %40 = mul i32 %38, 3
  %41 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 8
  %42 = and i32 %6, 15
  %43 = add nsw i32 %42, -8
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %41, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = and i32 %6, 255
  %48 = xor i32 %47, -1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 1024), i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = add i32 %46, %40
  %53 = sub i32 %52, %51
  %54 = getelementptr inbounds i32, ptr %2, i64 %30
  store i32 %53, ptr %54, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #4
  ret void

55:                                               ; preds = %55, %4
  %56 = phi i32 [ 0, %4 ], [ %76, %55 ]
  %57 = mul nuw nsw i32 %56, 7
  %58 = add nsw i32 %57, %6
  %59 = and i32 %58, 511
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = add i32 %62, %56
  %64 = zext i32 %56 to i64
  %65 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %64
  store i32 %63, ptr %65, align 4, !tbaa !5
  %66 = or i32 %56, 1
  %67 = mul nuw nsw i32 %66, 7
  %68 = add nsw i32 %67, %6
  %69 = and i32 %68, 511
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = add i32 %72, %66
  %74 = zext i32 %66 to i64
  %75 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %74
  store i32 %73, ptr %75, align 4, !tbaa !5
  %76 = add nuw nsw i32 %56, 2
  %77 = icmp eq i32 %76, 16
  br i1 %77, label %39, label %55, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @shared_negative_index, !"kernel", i32 1}
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
