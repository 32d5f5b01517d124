; ModuleID = 'ext_shared_reverse.cu'
source_filename = "ext_shared_reverse.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18ext_shared_reverseE5count = internal addrspace(3) global i32 undef, align 4
@tile = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ext_shared_reverse(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = icmp eq i32 %5, 0, !dbg !23
  br i1 %9, label %10, label %11, !dbg !24

10:                                               ; preds = %4
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18ext_shared_reverseE5count to ptr), align 4, !dbg !25, !tbaa !26
  br label %11, !dbg !30

11:                                               ; preds = %10, %4
  %12 = add i32 %8, %5, !dbg !31
  %13 = icmp ult i32 %12, %3, !dbg !32
  br i1 %13, label %14, label %18, !dbg !33

14:                                               ; preds = %11
  %15 = zext i32 %12 to i64, !dbg !34
  %16 = getelementptr inbounds i32, ptr %0, i64 %15, !dbg !34
  %17 = load i32, ptr %16, align 4, !dbg !34, !tbaa !26
  br label %18, !dbg !33

18:                                               ; preds = %11, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %11 ], !dbg !33
  %20 = zext i32 %5 to i64, !dbg !35
  %21 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %20, !dbg !35
  store i32 %19, ptr %21, align 4, !dbg !36, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %22 = icmp eq i32 %19, 0, !dbg !38
  br i1 %22, label %25, label %23, !dbg !39

23:                                               ; preds = %18
  %24 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18ext_shared_reverseE5count to ptr), i32 1 seq_cst, align 4, !dbg !40
  br label %25, !dbg !40

25:                                               ; preds = %23, %18
  br i1 %13, label %26, label %34, !dbg !41

26:                                               ; preds = %25
  %27 = zext i32 %12 to i64, !dbg !42
  %28 = getelementptr inbounds i32, ptr %1, i64 %27, !dbg !42
  %29 = xor i32 %5, -1, !dbg !43
  %30 = add i32 %7, %29, !dbg !43
  %31 = zext i32 %30 to i64, !dbg !44
  %32 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %31, !dbg !44
  %33 = load i32, ptr %32, align 4, !dbg !44, !tbaa !26
  store i32 %33, ptr %28, align 4, !dbg !45, !tbaa !26
  br label %34, !dbg !42

34:                                               ; preds = %26, %25
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  br i1 %9, label %35, label %39, !dbg !47

35:                                               ; preds = %34
  %36 = zext i32 %6 to i64, !dbg !48
  %37 = getelementptr inbounds i32, ptr %2, i64 %36, !dbg !48
  %38 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18ext_shared_reverseE5count to ptr), align 4, !dbg !49, !tbaa !26
  store i32 %38, ptr %37, align 4, !dbg !50, !tbaa !26
  br label %39, !dbg !48

39:                                               ; preds = %35, %34
  ret void, !dbg !51
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ext_shared_reverse.cu", directory: "testdata/kernels")
!2 = !{ptr @ext_shared_reverse, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "ext_shared_reverse", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 53, column: 3, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !14, file: !14, line: 53, type: !10, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!15 = distinct !DILocation(line: 15, column: 16, scope: !9)
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !14, file: !14, line: 66, type: !10, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 16, column: 19, scope: !9)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !14, file: !14, line: 79, type: !10, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!21 = distinct !DILocation(line: 16, column: 32, scope: !9)
!22 = !DILocation(line: 16, column: 30, scope: !9)
!23 = !DILocation(line: 17, column: 9, scope: !9)
!24 = !DILocation(line: 17, column: 7, scope: !9)
!25 = !DILocation(line: 18, column: 11, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 18, column: 5, scope: !9)
!31 = !DILocation(line: 19, column: 16, scope: !9)
!32 = !DILocation(line: 19, column: 20, scope: !9)
!33 = !DILocation(line: 19, column: 11, scope: !9)
!34 = !DILocation(line: 19, column: 36, scope: !9)
!35 = !DILocation(line: 20, column: 3, scope: !9)
!36 = !DILocation(line: 20, column: 11, scope: !9)
!37 = !DILocation(line: 21, column: 3, scope: !9)
!38 = !DILocation(line: 22, column: 9, scope: !9)
!39 = !DILocation(line: 22, column: 7, scope: !9)
!40 = !DILocation(line: 23, column: 5, scope: !9)
!41 = !DILocation(line: 25, column: 7, scope: !9)
!42 = !DILocation(line: 26, column: 5, scope: !9)
!43 = !DILocation(line: 24, column: 33, scope: !9)
!44 = !DILocation(line: 26, column: 21, scope: !9)
!45 = !DILocation(line: 26, column: 19, scope: !9)
!46 = !DILocation(line: 27, column: 3, scope: !9)
!47 = !DILocation(line: 28, column: 7, scope: !9)
!48 = !DILocation(line: 29, column: 5, scope: !9)
!49 = !DILocation(line: 29, column: 27, scope: !9)
!50 = !DILocation(line: 29, column: 25, scope: !9)
!51 = !DILocation(line: 30, column: 1, scope: !9)
