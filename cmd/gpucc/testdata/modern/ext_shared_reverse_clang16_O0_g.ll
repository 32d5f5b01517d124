; ModuleID = 'ext_shared_reverse.cu'
source_filename = "ext_shared_reverse.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ18ext_shared_reverseE5count = internal addrspace(3) global i32 undef, align 4, !dbg !0
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@tile = external dso_local addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @ext_shared_reverse(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  call void @llvm.dbg.declare(metadata ptr %5, metadata !111, metadata !DIExpression()), !dbg !112
  store ptr %1, ptr %6, align 8
  call void @llvm.dbg.declare(metadata ptr %6, metadata !113, metadata !DIExpression()), !dbg !114
  store ptr %2, ptr %7, align 8
  call void @llvm.dbg.declare(metadata ptr %7, metadata !115, metadata !DIExpression()), !dbg !116
  store i32 %3, ptr %8, align 4
  call void @llvm.dbg.declare(metadata ptr %8, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.declare(metadata ptr %9, metadata !119, metadata !DIExpression()), !dbg !120
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !121
  store i32 %13, ptr %9, align 4, !dbg !120
  call void @llvm.dbg.declare(metadata ptr %10, metadata !124, metadata !DIExpression()), !dbg !125
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !126
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !129
  %16 = mul i32 %14, %15, !dbg !132
  store i32 %16, ptr %10, align 4, !dbg !125
  %17 = load i32, ptr %9, align 4, !dbg !133
  %18 = icmp eq i32 %17, 0, !dbg !135
  br i1 %18, label %19, label %20, !dbg !136

19:                                               ; preds = %4
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18ext_shared_reverseE5count to ptr), align 4, !dbg !137
  br label %20, !dbg !138

20:                                               ; preds = %19, %4
  call void @llvm.dbg.declare(metadata ptr %11, metadata !139, metadata !DIExpression()), !dbg !140
  %21 = load i32, ptr %10, align 4, !dbg !141
  %22 = load i32, ptr %9, align 4, !dbg !142
  %23 = add i32 %21, %22, !dbg !143
  %24 = load i32, ptr %8, align 4, !dbg !144
  %25 = icmp ult i32 %23, %24, !dbg !145
  br i1 %25, label %26, label %34, !dbg !141

26:                                               ; preds = %20
  %27 = load ptr, ptr %5, align 8, !dbg !146
  %28 = load i32, ptr %10, align 4, !dbg !147
  %29 = load i32, ptr %9, align 4, !dbg !148
  %30 = add i32 %28, %29, !dbg !149
  %31 = zext i32 %30 to i64, !dbg !146
  %32 = getelementptr inbounds i32, ptr %27, i64 %31, !dbg !146
  %33 = load i32, ptr %32, align 4, !dbg !146
  br label %35, !dbg !141

34:                                               ; preds = %20
  br label %35, !dbg !141

35:                                               ; preds = %34, %26
  %36 = phi i32 [ %33, %26 ], [ 0, %34 ], !dbg !141
  store i32 %36, ptr %11, align 4, !dbg !140
  %37 = load i32, ptr %11, align 4, !dbg !150
  %38 = load i32, ptr %9, align 4, !dbg !151
  %39 = zext i32 %38 to i64, !dbg !152
  %40 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %39, !dbg !152
  store i32 %37, ptr %40, align 4, !dbg !153
  call void @llvm.nvvm.barrier0(), !dbg !154
  %41 = load i32, ptr %11, align 4, !dbg !155
  %42 = icmp ne i32 %41, 0, !dbg !157
  br i1 %42, label %43, label %45, !dbg !158

43:                                               ; preds = %35
  %44 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18ext_shared_reverseE5count to ptr), i32 1 seq_cst, align 4, !dbg !159
  br label %45, !dbg !159

45:                                               ; preds = %43, %35
  call void @llvm.dbg.declare(metadata ptr %12, metadata !160, metadata !DIExpression()), !dbg !161
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !162
  %47 = sub i32 %46, 1, !dbg !164
  %48 = load i32, ptr %9, align 4, !dbg !165
  %49 = sub i32 %47, %48, !dbg !166
  store i32 %49, ptr %12, align 4, !dbg !161
  %50 = load i32, ptr %10, align 4, !dbg !167
  %51 = load i32, ptr %9, align 4, !dbg !169
  %52 = add i32 %50, %51, !dbg !170
  %53 = load i32, ptr %8, align 4, !dbg !171
  %54 = icmp ult i32 %52, %53, !dbg !172
  br i1 %54, label %55, label %66, !dbg !173

55:                                               ; preds = %45
  %56 = load i32, ptr %12, align 4, !dbg !174
  %57 = zext i32 %56 to i64, !dbg !175
  %58 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %57, !dbg !175
  %59 = load i32, ptr %58, align 4, !dbg !175
  %60 = load ptr, ptr %6, align 8, !dbg !176
  %61 = load i32, ptr %10, align 4, !dbg !177
  %62 = load i32, ptr %9, align 4, !dbg !178
  %63 = add i32 %61, %62, !dbg !179
  %64 = zext i32 %63 to i64, !dbg !176
  %65 = getelementptr inbounds i32, ptr %60, i64 %64, !dbg !176
  store i32 %59, ptr %65, align 4, !dbg !180
  br label %66, !dbg !176

66:                                               ; preds = %55, %45
  call void @llvm.nvvm.barrier0(), !dbg !181
  %67 = load i32, ptr %9, align 4, !dbg !182
  %68 = icmp eq i32 %67, 0, !dbg !184
  br i1 %68, label %69, label %75, !dbg !185

69:                                               ; preds = %66
  %70 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18ext_shared_reverseE5count to ptr), align 4, !dbg !186
  %71 = load ptr, ptr %7, align 8, !dbg !187
  %72 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !188
  %73 = zext i32 %72 to i64, !dbg !187
  %74 = getelementptr inbounds i32, ptr %71, i64 %73, !dbg !187
  store i32 %70, ptr %74, align 4, !dbg !190
  br label %75, !dbg !187

75:                                               ; preds = %69, %66
  ret void, !dbg !191
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!10}
!nvvm.annotations = !{!104}
!llvm.module.flags = !{!105, !106, !107, !108, !109}
!llvm.ident = !{!110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 14, type: !8, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "ext_shared_reverse", scope: !3, file: !3, line: 12, type: !4, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !103)
!3 = !DIFile(filename: "ext_shared_reverse.cu", directory: "testdata/kernels")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !9, !9, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !102, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12, !13, !46, !74}
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__cuda_builtin_threadIdx_t", file: !14, line: 52, size: 8, flags: DIFlagTypePassByReference, elements: !15, identifier: "_ZTS26__cuda_builtin_threadIdx_t")
!14 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!15 = !{!16, !19, !20, !21, !27, !31, !35, !39, !42}
!16 = !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv", scope: !13, file: !14, line: 53, type: !17, scopeLine: 53, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{!12}
!19 = !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv", scope: !13, file: !14, line: 54, type: !17, scopeLine: 54, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!20 = !DISubprogram(name: "__fetch_builtin_z", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_zEv", scope: !13, file: !14, line: 55, type: !17, scopeLine: 55, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!21 = !DISubprogram(name: "operator dim3", linkageName: "_ZNK26__cuda_builtin_threadIdx_tcv4dim3Ev", scope: !13, file: !14, line: 58, type: !22, scopeLine: 58, flags: DIFlagPrototyped, spFlags: 0)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !25}
!24 = !DICompositeType(tag: DW_TAG_structure_type, name: "dim3", file: !14, line: 15, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS4dim3")
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!27 = !DISubprogram(name: "operator uint3", linkageName: "_ZNK26__cuda_builtin_threadIdx_tcv5uint3Ev", scope: !13, file: !14, line: 59, type: !28, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !25}
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "uint3", file: !14, line: 14, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS5uint3")
!31 = !DISubprogram(name: "__cuda_builtin_threadIdx_t", scope: !13, file: !14, line: 62, type: !32, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!32 = !DISubroutineType(types: !33)
!33 = !{null, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!35 = !DISubprogram(name: "__cuda_builtin_threadIdx_t", scope: !13, file: !14, line: 62, type: !36, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !34, !38}
!38 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !26, size: 64)
!39 = !DISubprogram(name: "operator=", linkageName: "_ZNK26__cuda_builtin_threadIdx_taSERKS_", scope: !13, file: !14, line: 62, type: !40, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !25, !38}
!42 = !DISubprogram(name: "operator&", linkageName: "_ZNK26__cuda_builtin_threadIdx_tadEv", scope: !13, file: !14, line: 62, type: !43, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: 0)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !25}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__cuda_builtin_blockIdx_t", file: !14, line: 65, size: 8, flags: DIFlagTypePassByReference, elements: !47, identifier: "_ZTS25__cuda_builtin_blockIdx_t")
!47 = !{!48, !49, !50, !51, !56, !59, !63, !67, !70}
!48 = !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv", scope: !46, file: !14, line: 66, type: !17, scopeLine: 66, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!49 = !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv", scope: !46, file: !14, line: 67, type: !17, scopeLine: 67, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!50 = !DISubprogram(name: "__fetch_builtin_z", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_zEv", scope: !46, file: !14, line: 68, type: !17, scopeLine: 68, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!51 = !DISubprogram(name: "operator dim3", linkageName: "_ZNK25__cuda_builtin_blockIdx_tcv4dim3Ev", scope: !46, file: !14, line: 71, type: !52, scopeLine: 71, flags: DIFlagPrototyped, spFlags: 0)
!52 = !DISubroutineType(types: !53)
!53 = !{!24, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!56 = !DISubprogram(name: "operator uint3", linkageName: "_ZNK25__cuda_builtin_blockIdx_tcv5uint3Ev", scope: !46, file: !14, line: 72, type: !57, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!57 = !DISubroutineType(types: !58)
!58 = !{!30, !54}
!59 = !DISubprogram(name: "__cuda_builtin_blockIdx_t", scope: !46, file: !14, line: 75, type: !60, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!63 = !DISubprogram(name: "__cuda_builtin_blockIdx_t", scope: !46, file: !14, line: 75, type: !64, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !62, !66}
!66 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 64)
!67 = !DISubprogram(name: "operator=", linkageName: "_ZNK25__cuda_builtin_blockIdx_taSERKS_", scope: !46, file: !14, line: 75, type: !68, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !54, !66}
!70 = !DISubprogram(name: "operator&", linkageName: "_ZNK25__cuda_builtin_blockIdx_tadEv", scope: !46, file: !14, line: 75, type: !71, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: 0)
!71 = !DISubroutineType(types: !72)
!72 = !{!73, !54}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__cuda_builtin_blockDim_t", file: !14, line: 78, size: 8, flags: DIFlagTypePassByReference, elements: !75, identifier: "_ZTS25__cuda_builtin_blockDim_t")
!75 = !{!76, !77, !78, !79, !84, !87, !91, !95, !98}
!76 = !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv", scope: !74, file: !14, line: 79, type: !17, scopeLine: 79, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!77 = !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv", scope: !74, file: !14, line: 80, type: !17, scopeLine: 80, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!78 = !DISubprogram(name: "__fetch_builtin_z", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_zEv", scope: !74, file: !14, line: 81, type: !17, scopeLine: 81, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!79 = !DISubprogram(name: "operator dim3", linkageName: "_ZNK25__cuda_builtin_blockDim_tcv4dim3Ev", scope: !74, file: !14, line: 84, type: !80, scopeLine: 84, flags: DIFlagPrototyped, spFlags: 0)
!80 = !DISubroutineType(types: !81)
!81 = !{!24, !82}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!84 = !DISubprogram(name: "operator uint3", linkageName: "_ZNK25__cuda_builtin_blockDim_tcv5uint3Ev", scope: !74, file: !14, line: 85, type: !85, scopeLine: 85, flags: DIFlagPrototyped, spFlags: 0)
!85 = !DISubroutineType(types: !86)
!86 = !{!30, !82}
!87 = !DISubprogram(name: "__cuda_builtin_blockDim_t", scope: !74, file: !14, line: 88, type: !88, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!88 = !DISubroutineType(types: !89)
!89 = !{null, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!91 = !DISubprogram(name: "__cuda_builtin_blockDim_t", scope: !74, file: !14, line: 88, type: !92, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !90, !94}
!94 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !83, size: 64)
!95 = !DISubprogram(name: "operator=", linkageName: "_ZNK25__cuda_builtin_blockDim_taSERKS_", scope: !74, file: !14, line: 88, type: !96, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!96 = !DISubroutineType(types: !97)
!97 = !{null, !82, !94}
!98 = !DISubprogram(name: "operator&", linkageName: "_ZNK25__cuda_builtin_blockDim_tadEv", scope: !74, file: !14, line: 88, type: !99, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: 0)
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !82}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!102 = !{!0}
!103 = !{}
!104 = !{ptr @ext_shared_reverse, !"kernel", i32 1}
!105 = !{i32 7, !"Dwarf Version", i32 2}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!109 = !{i32 7, !"frame-pointer", i32 2}
!110 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!111 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 12, type: !6)
!112 = !DILocation(line: 12, column: 58, scope: !2)
!113 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 12, type: !9)
!114 = !DILocation(line: 12, column: 67, scope: !2)
!115 = !DILocalVariable(name: "nonzero", arg: 3, scope: !2, file: !3, line: 12, type: !9)
!116 = !DILocation(line: 12, column: 77, scope: !2)
!117 = !DILocalVariable(name: "n", arg: 4, scope: !2, file: !3, line: 12, type: !8)
!118 = !DILocation(line: 12, column: 90, scope: !2)
!119 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 15, type: !12)
!120 = !DILocation(line: 15, column: 12, scope: !2)
!121 = !DILocation(line: 53, column: 3, scope: !122, inlinedAt: !123)
!122 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv", scope: !13, file: !14, line: 53, type: !17, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !16, retainedNodes: !103)
!123 = distinct !DILocation(line: 15, column: 16, scope: !2)
!124 = !DILocalVariable(name: "base", scope: !2, file: !3, line: 16, type: !12)
!125 = !DILocation(line: 16, column: 12, scope: !2)
!126 = !DILocation(line: 66, column: 3, scope: !127, inlinedAt: !128)
!127 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv", scope: !46, file: !14, line: 66, type: !17, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !48, retainedNodes: !103)
!128 = distinct !DILocation(line: 16, column: 19, scope: !2)
!129 = !DILocation(line: 79, column: 3, scope: !130, inlinedAt: !131)
!130 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv", scope: !74, file: !14, line: 79, type: !17, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !76, retainedNodes: !103)
!131 = distinct !DILocation(line: 16, column: 32, scope: !2)
!132 = !DILocation(line: 16, column: 30, scope: !2)
!133 = !DILocation(line: 17, column: 7, scope: !134)
!134 = distinct !DILexicalBlock(scope: !2, file: !3, line: 17, column: 7)
!135 = !DILocation(line: 17, column: 9, scope: !134)
!136 = !DILocation(line: 17, column: 7, scope: !2)
!137 = !DILocation(line: 18, column: 11, scope: !134)
!138 = !DILocation(line: 18, column: 5, scope: !134)
!139 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 19, type: !8)
!140 = !DILocation(line: 19, column: 7, scope: !2)
!141 = !DILocation(line: 19, column: 11, scope: !2)
!142 = !DILocation(line: 19, column: 18, scope: !2)
!143 = !DILocation(line: 19, column: 16, scope: !2)
!144 = !DILocation(line: 19, column: 32, scope: !2)
!145 = !DILocation(line: 19, column: 20, scope: !2)
!146 = !DILocation(line: 19, column: 36, scope: !2)
!147 = !DILocation(line: 19, column: 39, scope: !2)
!148 = !DILocation(line: 19, column: 46, scope: !2)
!149 = !DILocation(line: 19, column: 44, scope: !2)
!150 = !DILocation(line: 20, column: 13, scope: !2)
!151 = !DILocation(line: 20, column: 8, scope: !2)
!152 = !DILocation(line: 20, column: 3, scope: !2)
!153 = !DILocation(line: 20, column: 11, scope: !2)
!154 = !DILocation(line: 21, column: 3, scope: !2)
!155 = !DILocation(line: 22, column: 7, scope: !156)
!156 = distinct !DILexicalBlock(scope: !2, file: !3, line: 22, column: 7)
!157 = !DILocation(line: 22, column: 9, scope: !156)
!158 = !DILocation(line: 22, column: 7, scope: !2)
!159 = !DILocation(line: 23, column: 5, scope: !156)
!160 = !DILocalVariable(name: "src", scope: !2, file: !3, line: 24, type: !12)
!161 = !DILocation(line: 24, column: 12, scope: !2)
!162 = !DILocation(line: 79, column: 3, scope: !130, inlinedAt: !163)
!163 = distinct !DILocation(line: 24, column: 18, scope: !2)
!164 = !DILocation(line: 24, column: 29, scope: !2)
!165 = !DILocation(line: 24, column: 35, scope: !2)
!166 = !DILocation(line: 24, column: 33, scope: !2)
!167 = !DILocation(line: 25, column: 7, scope: !168)
!168 = distinct !DILexicalBlock(scope: !2, file: !3, line: 25, column: 7)
!169 = !DILocation(line: 25, column: 14, scope: !168)
!170 = !DILocation(line: 25, column: 12, scope: !168)
!171 = !DILocation(line: 25, column: 28, scope: !168)
!172 = !DILocation(line: 25, column: 16, scope: !168)
!173 = !DILocation(line: 25, column: 7, scope: !2)
!174 = !DILocation(line: 26, column: 26, scope: !168)
!175 = !DILocation(line: 26, column: 21, scope: !168)
!176 = !DILocation(line: 26, column: 5, scope: !168)
!177 = !DILocation(line: 26, column: 9, scope: !168)
!178 = !DILocation(line: 26, column: 16, scope: !168)
!179 = !DILocation(line: 26, column: 14, scope: !168)
!180 = !DILocation(line: 26, column: 19, scope: !168)
!181 = !DILocation(line: 27, column: 3, scope: !2)
!182 = !DILocation(line: 28, column: 7, scope: !183)
!183 = distinct !DILexicalBlock(scope: !2, file: !3, line: 28, column: 7)
!184 = !DILocation(line: 28, column: 9, scope: !183)
!185 = !DILocation(line: 28, column: 7, scope: !2)
!186 = !DILocation(line: 29, column: 27, scope: !183)
!187 = !DILocation(line: 29, column: 5, scope: !183)
!188 = !DILocation(line: 66, column: 3, scope: !127, inlinedAt: !189)
!189 = distinct !DILocation(line: 29, column: 13, scope: !183)
!190 = !DILocation(line: 29, column: 25, scope: !183)
!191 = !DILocation(line: 30, column: 1, scope: !2)
