; ModuleID = 'row_reduce.cu'
source_filename = "row_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @row_reduce(ptr nocapture noundef readonly %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef writeonly %7) local_unnamed_addr #0 !dbg !9 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %11 = mul i32 %9, %10, !dbg !19
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %13 = add i32 %11, %12, !dbg !23
  %14 = icmp slt i32 %13, %3, !dbg !24
  br i1 %14, label %15, label %90, !dbg !25

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64, !dbg !26
  %17 = mul nsw i64 %16, %1, !dbg !27
  %18 = getelementptr inbounds i32, ptr %0, i64 %17, !dbg !28
  %19 = icmp sgt i32 %2, 0, !dbg !29
  br i1 %19, label %20, label %48, !dbg !30

20:                                               ; preds = %15
  %21 = and i32 %2, 1, !dbg !30
  %22 = icmp eq i32 %2, 1, !dbg !30
  br i1 %22, label %25, label %23, !dbg !30

23:                                               ; preds = %20
  %24 = and i32 %2, -2, !dbg !30
  br label %57, !dbg !30

25:                                               ; preds = %57, %20
  %26 = phi i64 [ undef, %20 ], [ %80, %57 ]
  %27 = phi i32 [ undef, %20 ], [ %83, %57 ]
  %28 = phi i32 [ undef, %20 ], [ %84, %57 ]
  %29 = phi i32 [ undef, %20 ], [ %86, %57 ]
  %30 = phi i32 [ 0, %20 ], [ %87, %57 ]
  %31 = phi i32 [ 0, %20 ], [ %86, %57 ]
  %32 = phi i32 [ -2147483648, %20 ], [ %84, %57 ]
  %33 = phi i32 [ 0, %20 ], [ %83, %57 ]
  %34 = phi i64 [ 0, %20 ], [ %80, %57 ]
  %35 = icmp eq i32 %21, 0, !dbg !30
  br i1 %35, label %48, label %36, !dbg !30

36:                                               ; preds = %25
  %37 = zext i32 %30 to i64, !dbg !31
  %38 = getelementptr inbounds i32, ptr %18, i64 %37, !dbg !31
  %39 = load i32, ptr %38, align 4, !dbg !31, !tbaa !32
  %40 = sext i32 %39 to i64, !dbg !36
  %41 = add nsw i64 %34, %40, !dbg !37
  %42 = and i32 %30, 7, !dbg !38
  %43 = shl i32 %39, %42, !dbg !39
  %44 = xor i32 %43, %33, !dbg !40
  %45 = tail call i32 @llvm.smax.i32(i32 %39, i32 %32), !dbg !41
  %46 = lshr i32 %39, 31, !dbg !42
  %47 = add nuw nsw i32 %46, %31, !dbg !43
  br label %48, !dbg !44

48:                                               ; preds = %36, %25, %15
  %49 = phi i64 [ 0, %15 ], [ %26, %25 ], [ %41, %36 ], !dbg !45
  %50 = phi i32 [ 0, %15 ], [ %27, %25 ], [ %44, %36 ], !dbg !45
  %51 = phi i32 [ -2147483648, %15 ], [ %28, %25 ], [ %45, %36 ], !dbg !45
  %52 = phi i32 [ 0, %15 ], [ %29, %25 ], [ %47, %36 ], !dbg !45
  %53 = getelementptr inbounds i64, ptr %4, i64 %16, !dbg !44
  store i64 %49, ptr %53, align 8, !dbg !46, !tbaa !47
  %54 = getelementptr inbounds i32, ptr %5, i64 %16, !dbg !49
  store i32 %50, ptr %54, align 4, !dbg !50, !tbaa !32
  %55 = getelementptr inbounds i32, ptr %6, i64 %16, !dbg !51
  store i32 %51, ptr %55, align 4, !dbg !52, !tbaa !32
  %56 = getelementptr inbounds i32, ptr %7, i64 %16, !dbg !53
  store i32 %52, ptr %56, align 4, !dbg !54, !tbaa !32
  br label %90, !dbg !55

57:                                               ; preds = %57, %23
  %58 = phi i32 [ 0, %23 ], [ %87, %57 ]
  %59 = phi i32 [ 0, %23 ], [ %86, %57 ]
  %60 = phi i32 [ -2147483648, %23 ], [ %84, %57 ]
  %61 = phi i32 [ 0, %23 ], [ %83, %57 ]
  %62 = phi i64 [ 0, %23 ], [ %80, %57 ]
  %63 = phi i32 [ 0, %23 ], [ %88, %57 ]
  %64 = zext i32 %58 to i64, !dbg !31
  %65 = getelementptr inbounds i32, ptr %18, i64 %64, !dbg !31
  %66 = load i32, ptr %65, align 4, !dbg !31, !tbaa !32
  %67 = sext i32 %66 to i64, !dbg !36
  %68 = add nsw i64 %62, %67, !dbg !37
  %69 = and i32 %58, 6, !dbg !38
  %70 = shl i32 %66, %69, !dbg !39
  %71 = xor i32 %70, %61, !dbg !40
  %72 = tail call i32 @llvm.smax.i32(i32 %66, i32 %60), !dbg !41
  %73 = lshr i32 %66, 31, !dbg !42
  %74 = add nuw nsw i32 %73, %59, !dbg !43
  %75 = or i32 %58, 1, !dbg !56
  %76 = zext i32 %75 to i64, !dbg !31
  %77 = getelementptr inbounds i32, ptr %18, i64 %76, !dbg !31
  %78 = load i32, ptr %77, align 4, !dbg !31, !tbaa !32
  %79 = sext i32 %78 to i64, !dbg !36
  %80 = add nsw i64 %68, %79, !dbg !37
  %81 = and i32 %75, 7, !dbg !38
  %82 = shl i32 %78, %81, !dbg !39
  %83 = xor i32 %82, %71, !dbg !40
  %84 = tail call i32 @llvm.smax.i32(i32 %78, i32 %72), !dbg !41
  %85 = lshr i32 %78, 31, !dbg !42
  %86 = add nuw nsw i32 %85, %74, !dbg !43
  %87 = add nuw nsw i32 %58, 2, !dbg !56
  %88 = add i32 %63, 2, !dbg !30
  %89 = icmp eq i32 %88, %24, !dbg !30
  br i1 %89, label %25, label %57, !dbg !30, !llvm.loop !57

90:                                               ; preds = %8, %48
  ret void, !dbg !55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "row_reduce.cu", directory: "testdata/kernels")
!2 = !{ptr @row_reduce, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "row_reduce", scope: !1, file: !1, line: 9, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 66, column: 3, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !14, file: !14, line: 66, type: !10, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!15 = distinct !DILocation(line: 11, column: 11, scope: !9)
!16 = !DILocation(line: 79, column: 3, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !14, file: !14, line: 79, type: !10, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 11, column: 24, scope: !9)
!19 = !DILocation(line: 11, column: 22, scope: !9)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !14, file: !14, line: 53, type: !10, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 11, column: 37, scope: !9)
!23 = !DILocation(line: 11, column: 35, scope: !9)
!24 = !DILocation(line: 12, column: 9, scope: !9)
!25 = !DILocation(line: 12, column: 7, scope: !9)
!26 = !DILocation(line: 14, column: 26, scope: !9)
!27 = !DILocation(line: 14, column: 28, scope: !9)
!28 = !DILocation(line: 14, column: 24, scope: !9)
!29 = !DILocation(line: 19, column: 21, scope: !9)
!30 = !DILocation(line: 19, column: 3, scope: !9)
!31 = !DILocation(line: 20, column: 13, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 21, column: 12, scope: !9)
!37 = !DILocation(line: 21, column: 9, scope: !9)
!38 = !DILocation(line: 22, column: 28, scope: !9)
!39 = !DILocation(line: 22, column: 22, scope: !9)
!40 = !DILocation(line: 22, column: 7, scope: !9)
!41 = !DILocation(line: 23, column: 12, scope: !9)
!42 = !DILocation(line: 24, column: 12, scope: !9)
!43 = !DILocation(line: 24, column: 9, scope: !9)
!44 = !DILocation(line: 26, column: 3, scope: !9)
!45 = !DILocation(line: 0, scope: !9)
!46 = !DILocation(line: 26, column: 11, scope: !9)
!47 = !{!48, !48, i64 0}
!48 = !{!"long long", !34, i64 0}
!49 = !DILocation(line: 27, column: 3, scope: !9)
!50 = !DILocation(line: 27, column: 11, scope: !9)
!51 = !DILocation(line: 28, column: 3, scope: !9)
!52 = !DILocation(line: 28, column: 12, scope: !9)
!53 = !DILocation(line: 29, column: 3, scope: !9)
!54 = !DILocation(line: 29, column: 11, scope: !9)
!55 = !DILocation(line: 30, column: 1, scope: !9)
!56 = !DILocation(line: 19, column: 29, scope: !9)
!57 = distinct !{!57, !30, !58, !59}
!58 = !DILocation(line: 25, column: 3, scope: !9)
!59 = !{!"llvm.loop.mustprogress"}
