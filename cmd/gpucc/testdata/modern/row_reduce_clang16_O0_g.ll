; ModuleID = 'row_reduce.cu'
source_filename = "row_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @row_reduce(ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) #0 !dbg !100 {
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  call void @llvm.dbg.declare(metadata ptr %9, metadata !111, metadata !DIExpression()), !dbg !112
  store i64 %1, ptr %10, align 8
  call void @llvm.dbg.declare(metadata ptr %10, metadata !113, metadata !DIExpression()), !dbg !114
  store i32 %2, ptr %11, align 4
  call void @llvm.dbg.declare(metadata ptr %11, metadata !115, metadata !DIExpression()), !dbg !116
  store i32 %3, ptr %12, align 4
  call void @llvm.dbg.declare(metadata ptr %12, metadata !117, metadata !DIExpression()), !dbg !118
  store ptr %4, ptr %13, align 8
  call void @llvm.dbg.declare(metadata ptr %13, metadata !119, metadata !DIExpression()), !dbg !120
  store ptr %5, ptr %14, align 8
  call void @llvm.dbg.declare(metadata ptr %14, metadata !121, metadata !DIExpression()), !dbg !122
  store ptr %6, ptr %15, align 8
  call void @llvm.dbg.declare(metadata ptr %15, metadata !123, metadata !DIExpression()), !dbg !124
  store ptr %7, ptr %16, align 8
  call void @llvm.dbg.declare(metadata ptr %16, metadata !125, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.declare(metadata ptr %17, metadata !127, metadata !DIExpression()), !dbg !128
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !129
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !132
  %27 = mul i32 %25, %26, !dbg !135
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !136
  %29 = add i32 %27, %28, !dbg !139
  store i32 %29, ptr %17, align 4, !dbg !128
  %30 = load i32, ptr %17, align 4, !dbg !140
  %31 = load i32, ptr %12, align 4, !dbg !142
  %32 = icmp sge i32 %30, %31, !dbg !143
  br i1 %32, label %33, label %34, !dbg !144

33:                                               ; preds = %8
  br label %99, !dbg !145

34:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata ptr %18, metadata !146, metadata !DIExpression()), !dbg !147
  %35 = load ptr, ptr %9, align 8, !dbg !148
  %36 = load i32, ptr %17, align 4, !dbg !149
  %37 = sext i32 %36 to i64, !dbg !149
  %38 = load i64, ptr %10, align 8, !dbg !150
  %39 = mul nsw i64 %37, %38, !dbg !151
  %40 = getelementptr inbounds i32, ptr %35, i64 %39, !dbg !152
  store ptr %40, ptr %18, align 8, !dbg !147
  call void @llvm.dbg.declare(metadata ptr %19, metadata !153, metadata !DIExpression()), !dbg !154
  store i64 0, ptr %19, align 8, !dbg !154
  call void @llvm.dbg.declare(metadata ptr %20, metadata !155, metadata !DIExpression()), !dbg !156
  store i32 0, ptr %20, align 4, !dbg !156
  call void @llvm.dbg.declare(metadata ptr %21, metadata !157, metadata !DIExpression()), !dbg !158
  store i32 -2147483648, ptr %21, align 4, !dbg !158
  call void @llvm.dbg.declare(metadata ptr %22, metadata !159, metadata !DIExpression()), !dbg !160
  store i32 0, ptr %22, align 4, !dbg !160
  call void @llvm.dbg.declare(metadata ptr %23, metadata !161, metadata !DIExpression()), !dbg !163
  store i32 0, ptr %23, align 4, !dbg !163
  br label %41, !dbg !164

41:                                               ; preds = %75, %34
  %42 = load i32, ptr %23, align 4, !dbg !165
  %43 = load i32, ptr %11, align 4, !dbg !167
  %44 = icmp slt i32 %42, %43, !dbg !168
  br i1 %44, label %45, label %78, !dbg !169

45:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata ptr %24, metadata !170, metadata !DIExpression()), !dbg !172
  %46 = load ptr, ptr %18, align 8, !dbg !173
  %47 = load i32, ptr %23, align 4, !dbg !174
  %48 = sext i32 %47 to i64, !dbg !173
  %49 = getelementptr inbounds i32, ptr %46, i64 %48, !dbg !173
  %50 = load i32, ptr %49, align 4, !dbg !173
  store i32 %50, ptr %24, align 4, !dbg !172
  %51 = load i32, ptr %24, align 4, !dbg !175
  %52 = sext i32 %51 to i64, !dbg !175
  %53 = load i64, ptr %19, align 8, !dbg !176
  %54 = add nsw i64 %53, %52, !dbg !176
  store i64 %54, ptr %19, align 8, !dbg !176
  %55 = load i32, ptr %24, align 4, !dbg !177
  %56 = load i32, ptr %23, align 4, !dbg !178
  %57 = and i32 %56, 7, !dbg !179
  %58 = shl i32 %55, %57, !dbg !180
  %59 = load i32, ptr %20, align 4, !dbg !181
  %60 = xor i32 %59, %58, !dbg !181
  store i32 %60, ptr %20, align 4, !dbg !181
  %61 = load i32, ptr %24, align 4, !dbg !182
  %62 = load i32, ptr %21, align 4, !dbg !183
  %63 = icmp sgt i32 %61, %62, !dbg !184
  br i1 %63, label %64, label %66, !dbg !182

64:                                               ; preds = %45
  %65 = load i32, ptr %24, align 4, !dbg !185
  br label %68, !dbg !182

66:                                               ; preds = %45
  %67 = load i32, ptr %21, align 4, !dbg !186
  br label %68, !dbg !182

68:                                               ; preds = %66, %64
  %69 = phi i32 [ %65, %64 ], [ %67, %66 ], !dbg !182
  store i32 %69, ptr %21, align 4, !dbg !187
  %70 = load i32, ptr %24, align 4, !dbg !188
  %71 = icmp slt i32 %70, 0, !dbg !189
  %72 = zext i1 %71 to i32, !dbg !188
  %73 = load i32, ptr %22, align 4, !dbg !190
  %74 = add nsw i32 %73, %72, !dbg !190
  store i32 %74, ptr %22, align 4, !dbg !190
  br label %75, !dbg !191

75:                                               ; preds = %68
  %76 = load i32, ptr %23, align 4, !dbg !192
  %77 = add nsw i32 %76, 1, !dbg !192
  store i32 %77, ptr %23, align 4, !dbg !192
  br label %41, !dbg !193, !llvm.loop !194

78:                                               ; preds = %41
  %79 = load i64, ptr %19, align 8, !dbg !197
  %80 = load ptr, ptr %13, align 8, !dbg !198
  %81 = load i32, ptr %17, align 4, !dbg !199
  %82 = sext i32 %81 to i64, !dbg !198
  %83 = getelementptr inbounds i64, ptr %80, i64 %82, !dbg !198
  store i64 %79, ptr %83, align 8, !dbg !200
  %84 = load i32, ptr %20, align 4, !dbg !201
  %85 = load ptr, ptr %14, align 8, !dbg !202
  %86 = load i32, ptr %17, align 4, !dbg !203
  %87 = sext i32 %86 to i64, !dbg !202
  %88 = getelementptr inbounds i32, ptr %85, i64 %87, !dbg !202
  store i32 %84, ptr %88, align 4, !dbg !204
  %89 = load i32, ptr %21, align 4, !dbg !205
  %90 = load ptr, ptr %15, align 8, !dbg !206
  %91 = load i32, ptr %17, align 4, !dbg !207
  %92 = sext i32 %91 to i64, !dbg !206
  %93 = getelementptr inbounds i32, ptr %90, i64 %92, !dbg !206
  store i32 %89, ptr %93, align 4, !dbg !208
  %94 = load i32, ptr %22, align 4, !dbg !209
  %95 = load ptr, ptr %16, align 8, !dbg !210
  %96 = load i32, ptr %17, align 4, !dbg !211
  %97 = sext i32 %96 to i64, !dbg !210
  %98 = getelementptr inbounds i32, ptr %95, i64 %97, !dbg !210
  store i32 %94, ptr %98, align 4, !dbg !212
  br label %99, !dbg !213

99:                                               ; preds = %78, %33
  ret void, !dbg !213
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!93}
!llvm.module.flags = !{!94, !95, !96, !97, !98}
!llvm.ident = !{!99}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "row_reduce.cu", directory: "testdata/kernels")
!2 = !{!3, !4, !37, !65}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__cuda_builtin_blockIdx_t", file: !5, line: 65, size: 8, flags: DIFlagTypePassByReference, elements: !6, identifier: "_ZTS25__cuda_builtin_blockIdx_t")
!5 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!6 = !{!7, !10, !11, !12, !18, !22, !26, !30, !33}
!7 = !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv", scope: !4, file: !5, line: 66, type: !8, scopeLine: 66, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!8 = !DISubroutineType(types: !9)
!9 = !{!3}
!10 = !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv", scope: !4, file: !5, line: 67, type: !8, scopeLine: 67, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!11 = !DISubprogram(name: "__fetch_builtin_z", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_zEv", scope: !4, file: !5, line: 68, type: !8, scopeLine: 68, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!12 = !DISubprogram(name: "operator dim3", linkageName: "_ZNK25__cuda_builtin_blockIdx_tcv4dim3Ev", scope: !4, file: !5, line: 71, type: !13, scopeLine: 71, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !16}
!15 = !DICompositeType(tag: DW_TAG_structure_type, name: "dim3", file: !5, line: 15, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS4dim3")
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!18 = !DISubprogram(name: "operator uint3", linkageName: "_ZNK25__cuda_builtin_blockIdx_tcv5uint3Ev", scope: !4, file: !5, line: 72, type: !19, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !16}
!21 = !DICompositeType(tag: DW_TAG_structure_type, name: "uint3", file: !5, line: 14, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS5uint3")
!22 = !DISubprogram(name: "__cuda_builtin_blockIdx_t", scope: !4, file: !5, line: 75, type: !23, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!26 = !DISubprogram(name: "__cuda_builtin_blockIdx_t", scope: !4, file: !5, line: 75, type: !27, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !25, !29}
!29 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64)
!30 = !DISubprogram(name: "operator=", linkageName: "_ZNK25__cuda_builtin_blockIdx_taSERKS_", scope: !4, file: !5, line: 75, type: !31, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !16, !29}
!33 = !DISubprogram(name: "operator&", linkageName: "_ZNK25__cuda_builtin_blockIdx_tadEv", scope: !4, file: !5, line: 75, type: !34, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: 0)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !16}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__cuda_builtin_blockDim_t", file: !5, line: 78, size: 8, flags: DIFlagTypePassByReference, elements: !38, identifier: "_ZTS25__cuda_builtin_blockDim_t")
!38 = !{!39, !40, !41, !42, !47, !50, !54, !58, !61}
!39 = !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv", scope: !37, file: !5, line: 79, type: !8, scopeLine: 79, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!40 = !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv", scope: !37, file: !5, line: 80, type: !8, scopeLine: 80, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!41 = !DISubprogram(name: "__fetch_builtin_z", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_zEv", scope: !37, file: !5, line: 81, type: !8, scopeLine: 81, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!42 = !DISubprogram(name: "operator dim3", linkageName: "_ZNK25__cuda_builtin_blockDim_tcv4dim3Ev", scope: !37, file: !5, line: 84, type: !43, scopeLine: 84, flags: DIFlagPrototyped, spFlags: 0)
!43 = !DISubroutineType(types: !44)
!44 = !{!15, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!47 = !DISubprogram(name: "operator uint3", linkageName: "_ZNK25__cuda_builtin_blockDim_tcv5uint3Ev", scope: !37, file: !5, line: 85, type: !48, scopeLine: 85, flags: DIFlagPrototyped, spFlags: 0)
!48 = !DISubroutineType(types: !49)
!49 = !{!21, !45}
!50 = !DISubprogram(name: "__cuda_builtin_blockDim_t", scope: !37, file: !5, line: 88, type: !51, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!54 = !DISubprogram(name: "__cuda_builtin_blockDim_t", scope: !37, file: !5, line: 88, type: !55, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !53, !57}
!57 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !46, size: 64)
!58 = !DISubprogram(name: "operator=", linkageName: "_ZNK25__cuda_builtin_blockDim_taSERKS_", scope: !37, file: !5, line: 88, type: !59, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!59 = !DISubroutineType(types: !60)
!60 = !{null, !45, !57}
!61 = !DISubprogram(name: "operator&", linkageName: "_ZNK25__cuda_builtin_blockDim_tadEv", scope: !37, file: !5, line: 88, type: !62, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: 0)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !45}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__cuda_builtin_threadIdx_t", file: !5, line: 52, size: 8, flags: DIFlagTypePassByReference, elements: !66, identifier: "_ZTS26__cuda_builtin_threadIdx_t")
!66 = !{!67, !68, !69, !70, !75, !78, !82, !86, !89}
!67 = !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv", scope: !65, file: !5, line: 53, type: !8, scopeLine: 53, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!68 = !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv", scope: !65, file: !5, line: 54, type: !8, scopeLine: 54, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!69 = !DISubprogram(name: "__fetch_builtin_z", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_zEv", scope: !65, file: !5, line: 55, type: !8, scopeLine: 55, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!70 = !DISubprogram(name: "operator dim3", linkageName: "_ZNK26__cuda_builtin_threadIdx_tcv4dim3Ev", scope: !65, file: !5, line: 58, type: !71, scopeLine: 58, flags: DIFlagPrototyped, spFlags: 0)
!71 = !DISubroutineType(types: !72)
!72 = !{!15, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!75 = !DISubprogram(name: "operator uint3", linkageName: "_ZNK26__cuda_builtin_threadIdx_tcv5uint3Ev", scope: !65, file: !5, line: 59, type: !76, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!76 = !DISubroutineType(types: !77)
!77 = !{!21, !73}
!78 = !DISubprogram(name: "__cuda_builtin_threadIdx_t", scope: !65, file: !5, line: 62, type: !79, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!82 = !DISubprogram(name: "__cuda_builtin_threadIdx_t", scope: !65, file: !5, line: 62, type: !83, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!83 = !DISubroutineType(types: !84)
!84 = !{null, !81, !85}
!85 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !74, size: 64)
!86 = !DISubprogram(name: "operator=", linkageName: "_ZNK26__cuda_builtin_threadIdx_taSERKS_", scope: !65, file: !5, line: 62, type: !87, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagDeleted)
!87 = !DISubroutineType(types: !88)
!88 = !{null, !73, !85}
!89 = !DISubprogram(name: "operator&", linkageName: "_ZNK26__cuda_builtin_threadIdx_tadEv", scope: !65, file: !5, line: 62, type: !90, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: 0)
!90 = !DISubroutineType(types: !91)
!91 = !{!92, !73}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!93 = !{ptr @row_reduce, !"kernel", i32 1}
!94 = !{i32 7, !"Dwarf Version", i32 2}
!95 = !{i32 2, !"Debug Info Version", i32 3}
!96 = !{i32 1, !"wchar_size", i32 4}
!97 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!98 = !{i32 7, !"frame-pointer", i32 2}
!99 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!100 = distinct !DISubprogram(name: "row_reduce", scope: !1, file: !1, line: 9, type: !101, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !110)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103, !106, !105, !105, !107, !108, !109, !109}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!105 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!106 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!110 = !{}
!111 = !DILocalVariable(name: "mat", arg: 1, scope: !100, file: !1, line: 9, type: !103)
!112 = !DILocation(line: 9, column: 50, scope: !100)
!113 = !DILocalVariable(name: "row_stride", arg: 2, scope: !100, file: !1, line: 9, type: !106)
!114 = !DILocation(line: 9, column: 65, scope: !100)
!115 = !DILocalVariable(name: "cols", arg: 3, scope: !100, file: !1, line: 9, type: !105)
!116 = !DILocation(line: 9, column: 81, scope: !100)
!117 = !DILocalVariable(name: "rows", arg: 4, scope: !100, file: !1, line: 9, type: !105)
!118 = !DILocation(line: 9, column: 91, scope: !100)
!119 = !DILocalVariable(name: "sums", arg: 5, scope: !100, file: !1, line: 10, type: !107)
!120 = !DILocation(line: 10, column: 50, scope: !100)
!121 = !DILocalVariable(name: "xors", arg: 6, scope: !100, file: !1, line: 10, type: !108)
!122 = !DILocation(line: 10, column: 66, scope: !100)
!123 = !DILocalVariable(name: "maxes", arg: 7, scope: !100, file: !1, line: 10, type: !109)
!124 = !DILocation(line: 10, column: 77, scope: !100)
!125 = !DILocalVariable(name: "negs", arg: 8, scope: !100, file: !1, line: 10, type: !109)
!126 = !DILocation(line: 10, column: 89, scope: !100)
!127 = !DILocalVariable(name: "r", scope: !100, file: !1, line: 11, type: !105)
!128 = !DILocation(line: 11, column: 7, scope: !100)
!129 = !DILocation(line: 66, column: 3, scope: !130, inlinedAt: !131)
!130 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv", scope: !4, file: !5, line: 66, type: !8, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !7, retainedNodes: !110)
!131 = distinct !DILocation(line: 11, column: 11, scope: !100)
!132 = !DILocation(line: 79, column: 3, scope: !133, inlinedAt: !134)
!133 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv", scope: !37, file: !5, line: 79, type: !8, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !39, retainedNodes: !110)
!134 = distinct !DILocation(line: 11, column: 24, scope: !100)
!135 = !DILocation(line: 11, column: 22, scope: !100)
!136 = !DILocation(line: 53, column: 3, scope: !137, inlinedAt: !138)
!137 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv", scope: !65, file: !5, line: 53, type: !8, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !67, retainedNodes: !110)
!138 = distinct !DILocation(line: 11, column: 37, scope: !100)
!139 = !DILocation(line: 11, column: 35, scope: !100)
!140 = !DILocation(line: 12, column: 7, scope: !141)
!141 = distinct !DILexicalBlock(scope: !100, file: !1, line: 12, column: 7)
!142 = !DILocation(line: 12, column: 12, scope: !141)
!143 = !DILocation(line: 12, column: 9, scope: !141)
!144 = !DILocation(line: 12, column: 7, scope: !100)
!145 = !DILocation(line: 13, column: 5, scope: !141)
!146 = !DILocalVariable(name: "row", scope: !100, file: !1, line: 14, type: !103)
!147 = !DILocation(line: 14, column: 14, scope: !100)
!148 = !DILocation(line: 14, column: 20, scope: !100)
!149 = !DILocation(line: 14, column: 26, scope: !100)
!150 = !DILocation(line: 14, column: 30, scope: !100)
!151 = !DILocation(line: 14, column: 28, scope: !100)
!152 = !DILocation(line: 14, column: 24, scope: !100)
!153 = !DILocalVariable(name: "sum", scope: !100, file: !1, line: 15, type: !106)
!154 = !DILocation(line: 15, column: 13, scope: !100)
!155 = !DILocalVariable(name: "x", scope: !100, file: !1, line: 16, type: !3)
!156 = !DILocation(line: 16, column: 12, scope: !100)
!157 = !DILocalVariable(name: "best", scope: !100, file: !1, line: 17, type: !105)
!158 = !DILocation(line: 17, column: 7, scope: !100)
!159 = !DILocalVariable(name: "neg", scope: !100, file: !1, line: 18, type: !105)
!160 = !DILocation(line: 18, column: 7, scope: !100)
!161 = !DILocalVariable(name: "c", scope: !162, file: !1, line: 19, type: !105)
!162 = distinct !DILexicalBlock(scope: !100, file: !1, line: 19, column: 3)
!163 = !DILocation(line: 19, column: 12, scope: !162)
!164 = !DILocation(line: 19, column: 8, scope: !162)
!165 = !DILocation(line: 19, column: 19, scope: !166)
!166 = distinct !DILexicalBlock(scope: !162, file: !1, line: 19, column: 3)
!167 = !DILocation(line: 19, column: 23, scope: !166)
!168 = !DILocation(line: 19, column: 21, scope: !166)
!169 = !DILocation(line: 19, column: 3, scope: !162)
!170 = !DILocalVariable(name: "v", scope: !171, file: !1, line: 20, type: !105)
!171 = distinct !DILexicalBlock(scope: !166, file: !1, line: 19, column: 34)
!172 = !DILocation(line: 20, column: 9, scope: !171)
!173 = !DILocation(line: 20, column: 13, scope: !171)
!174 = !DILocation(line: 20, column: 17, scope: !171)
!175 = !DILocation(line: 21, column: 12, scope: !171)
!176 = !DILocation(line: 21, column: 9, scope: !171)
!177 = !DILocation(line: 22, column: 20, scope: !171)
!178 = !DILocation(line: 22, column: 26, scope: !171)
!179 = !DILocation(line: 22, column: 28, scope: !171)
!180 = !DILocation(line: 22, column: 22, scope: !171)
!181 = !DILocation(line: 22, column: 7, scope: !171)
!182 = !DILocation(line: 23, column: 12, scope: !171)
!183 = !DILocation(line: 23, column: 16, scope: !171)
!184 = !DILocation(line: 23, column: 14, scope: !171)
!185 = !DILocation(line: 23, column: 23, scope: !171)
!186 = !DILocation(line: 23, column: 27, scope: !171)
!187 = !DILocation(line: 23, column: 10, scope: !171)
!188 = !DILocation(line: 24, column: 12, scope: !171)
!189 = !DILocation(line: 24, column: 14, scope: !171)
!190 = !DILocation(line: 24, column: 9, scope: !171)
!191 = !DILocation(line: 25, column: 3, scope: !171)
!192 = !DILocation(line: 19, column: 29, scope: !166)
!193 = !DILocation(line: 19, column: 3, scope: !166)
!194 = distinct !{!194, !169, !195, !196}
!195 = !DILocation(line: 25, column: 3, scope: !162)
!196 = !{!"llvm.loop.mustprogress"}
!197 = !DILocation(line: 26, column: 13, scope: !100)
!198 = !DILocation(line: 26, column: 3, scope: !100)
!199 = !DILocation(line: 26, column: 8, scope: !100)
!200 = !DILocation(line: 26, column: 11, scope: !100)
!201 = !DILocation(line: 27, column: 13, scope: !100)
!202 = !DILocation(line: 27, column: 3, scope: !100)
!203 = !DILocation(line: 27, column: 8, scope: !100)
!204 = !DILocation(line: 27, column: 11, scope: !100)
!205 = !DILocation(line: 28, column: 14, scope: !100)
!206 = !DILocation(line: 28, column: 3, scope: !100)
!207 = !DILocation(line: 28, column: 9, scope: !100)
!208 = !DILocation(line: 28, column: 12, scope: !100)
!209 = !DILocation(line: 29, column: 13, scope: !100)
!210 = !DILocation(line: 29, column: 3, scope: !100)
!211 = !DILocation(line: 29, column: 8, scope: !100)
!212 = !DILocation(line: 29, column: 11, scope: !100)
!213 = !DILocation(line: 30, column: 1, scope: !100)
