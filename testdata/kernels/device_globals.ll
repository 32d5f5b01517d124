; ModuleID = 'device_globals.cu'
source_filename = "device_globals.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.TagValue = type { i16, i32 }

@table = dso_local addrspace(1) externally_initialized global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@scratch = dso_local addrspace(1) externally_initialized global [64 x i32] zeroinitializer, align 4
@pairs = dso_local addrspace(1) externally_initialized global [2 x %struct.TagValue] [%struct.TagValue { i16 7, i32 70000 }, %struct.TagValue { i16 9, i32 90000 }], align 4
@llvm.compiler.used = appending global [4 x i8*] [i8* addrspacecast (i8 addrspace(1)* bitcast (i32 addrspace(1)* @counter to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast ([2 x %struct.TagValue] addrspace(1)* @pairs to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast ([64 x i32] addrspace(1)* @scratch to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast ([8 x i32] addrspace(1)* @table to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @device_globals(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %44

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* addrspacecast (i32 addrspace(1)* @counter to i32*), i32 %3)
  %17 = and i32 %16, 15
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %2, i64 %18
  %20 = atomicrmw add i32* %19, i32 1 seq_cst, align 4
  %21 = and i32 %15, 7
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(1)* @table, i64 0, i64 %22
  %24 = addrspacecast i32 addrspace(1)* %23 to i32*
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = mul i32 %25, %15
  %27 = and i32 %10, 63
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(1)* @scratch, i64 0, i64 %28
  %30 = addrspacecast i32 addrspace(1)* %29 to i32*
  store i32 %26, i32* %30, align 4, !tbaa !5
  %31 = lshr i32 %15, 3
  %32 = and i32 %31, 1
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [2 x %struct.TagValue], [2 x %struct.TagValue] addrspace(1)* @pairs, i64 0, i64 %33
  %35 = addrspacecast %struct.TagValue addrspace(1)* %34 to %struct.TagValue*
  %36 = getelementptr inbounds %struct.TagValue, %struct.TagValue* %35, i64 0, i32 0
  %37 = load i16, i16* %36, align 4, !tbaa !9
  %38 = zext i16 %37 to i32
  %39 = add i32 %26, %38
  %40 = getelementptr inbounds %struct.TagValue, %struct.TagValue* %35, i64 0, i32 1
  %41 = load i32, i32* %40, align 4, !tbaa !12
  %42 = add i32 %39, %41
  %43 = getelementptr inbounds i32, i32* %1, i64 %13
  store i32 %42, i32* %43, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { argmemonly nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32, i32)* @device_globals, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS8TagValue", !11, i64 0, !6, i64 4}
!11 = !{!"short", !7, i64 0}
!12 = !{!10, !6, i64 4}
