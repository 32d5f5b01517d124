; ModuleID = 'sub_memory.cu'
source_filename = "sub_memory.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tab = dso_local addrspace(4) externally_initialized global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@gcount = dso_local addrspace(1) externally_initialized global i32 0, align 4
@sh = dso_local local_unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(1)* bitcast (i32 addrspace(1)* @gcount to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([8 x i32] addrspace(4)* @tab to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline nounwind willreturn
define dso_local noundef i32 @_Z4lookj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = atomicrmw add i32* addrspacecast (i32 addrspace(1)* @gcount to i32*), i32 1 seq_cst, align 4
  %3 = and i32 %0, 7
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(4)* @tab, i64 0, i64 %4
  %6 = addrspacecast i32 addrspace(4)* %5 to i32*
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = mul i32 %7, 10
  %9 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* addrspacecast ([8 x i32] addrspace(4)* @tab to [8 x i32]*), i64 0, i64 2), align 4, !tbaa !5
  %10 = add i32 %0, 1
  %11 = and i32 %10, 63
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 %12
  %14 = addrspacecast i32 addrspace(3)* %13 to i32*
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %18 = add i32 %17, %16
  %19 = add i32 %18, %9
  %20 = add i32 %19, %8
  %21 = add i32 %20, %15
  ret i32 %21
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sub_memory(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %8 = add i32 %6, %7
  %9 = mul i32 %7, 3
  %10 = zext i32 %7 to i64
  %11 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 %10
  %12 = addrspacecast i32 addrspace(3)* %11 to i32*
  store i32 %9, i32* %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %13 = icmp slt i32 %8, %2
  br i1 %13, label %14, label %26

14:                                               ; preds = %3
  %15 = sext i32 %8 to i64
  %16 = getelementptr inbounds i32, i32* %0, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = tail call noundef i32 @_Z4lookj(i32 noundef %17) #4
  %19 = and i32 %8, 7
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(4)* @tab, i64 0, i64 %20
  %22 = addrspacecast i32 addrspace(4)* %21 to i32*
  %23 = load i32, i32* %22, align 4, !tbaa !5
  %24 = add i32 %23, %18
  %25 = getelementptr inbounds i32, i32* %1, i64 %15
  store i32 %24, i32* %25, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %3, %14
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #2 = { convergent nounwind }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32)* @sub_memory, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
