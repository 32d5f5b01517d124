; ModuleID = 'device_globals.cu'
source_filename = "device_globals.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.TagValue = type { i16, i32 }

@table = dso_local addrspace(1) externally_initialized global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@scratch = dso_local addrspace(1) externally_initialized global [64 x i32] zeroinitializer, align 4
@pairs = dso_local addrspace(1) externally_initialized global [2 x %struct.TagValue] [%struct.TagValue { i16 7, i32 70000 }, %struct.TagValue { i16 9, i32 90000 }], align 4
@llvm.compiler.used = appending global [4 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(1) @pairs to ptr), ptr addrspacecast (ptr addrspace(1) @scratch to ptr), ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress norecurse nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @device_globals(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %40

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(1) @counter to ptr), i32 %3)
  %17 = and i32 %16, 15
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %2, i64 %18
  %20 = atomicrmw add ptr %19, i32 1 seq_cst, align 4
  %21 = and i32 %15, 7
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = mul i32 %24, %15
  %26 = and i32 %10, 63
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(1) @scratch to ptr), i64 0, i64 %27
  store i32 %25, ptr %28, align 4, !tbaa !5
  %29 = lshr i32 %15, 3
  %30 = and i32 %29, 1
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [2 x %struct.TagValue], ptr addrspacecast (ptr addrspace(1) @pairs to ptr), i64 0, i64 %31
  %33 = load i16, ptr %32, align 4, !tbaa !9
  %34 = zext i16 %33 to i32
  %35 = add i32 %25, %34
  %36 = getelementptr inbounds [2 x %struct.TagValue], ptr addrspacecast (ptr addrspace(1) @pairs to ptr), i64 0, i64 %31, i32 1
  %37 = load i32, ptr %36, align 4, !tbaa !12
  %38 = add i32 %35, %37
  %39 = getelementptr inbounds i32, ptr %1, i64 %13
  store i32 %38, ptr %39, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress norecurse nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @device_globals, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS8TagValue", !11, i64 0, !6, i64 4}
!11 = !{!"short", !7, i64 0}
!12 = !{!10, !6, i64 4}
