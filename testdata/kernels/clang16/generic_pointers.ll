; ModuleID = 'generic_pointers.cu'
source_filename = "generic_pointers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16generic_pointersE2sh = internal addrspace(3) global [128 x i32] undef, align 4
@_ZZ16generic_pointersE7shcount = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @generic_pointers(ptr noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [8 x i32], align 4
  %6 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %7
  %12 = srem i32 %11, %3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = mul nsw i32 %15, 3
  %17 = sext i32 %7 to i64
  %18 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE2sh to ptr), i64 0, i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !5
  %19 = load i32, ptr %14, align 4, !tbaa !5
  store i32 %19, ptr %5, align 4, !tbaa !5
  %20 = add nsw i32 %11, 5
  %21 = srem i32 %20, %3
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = add nsw i32 %24, -1
  %26 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 1
  store i32 %25, ptr %26, align 4, !tbaa !5
  %27 = add nsw i32 %11, 10
  %28 = srem i32 %27, %3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = add nsw i32 %31, -2
  %33 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 2
  store i32 %32, ptr %33, align 4, !tbaa !5
  %34 = add nsw i32 %11, 15
  %35 = srem i32 %34, %3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = add nsw i32 %38, -3
  %40 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 3
  store i32 %39, ptr %40, align 4, !tbaa !5
  %41 = add nsw i32 %11, 20
  %42 = srem i32 %41, %3
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = add nsw i32 %45, -4
  %47 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 4
  store i32 %46, ptr %47, align 4, !tbaa !5
  %48 = add nsw i32 %11, 25
  %49 = srem i32 %48, %3
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = add nsw i32 %52, -5
  %54 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 5
  store i32 %53, ptr %54, align 4, !tbaa !5
  %55 = add nsw i32 %11, 30
  %56 = srem i32 %55, %3
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = add nsw i32 %59, -6
  %61 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 6
  store i32 %60, ptr %61, align 4, !tbaa !5
  %62 = add nsw i32 %11, 35
  %63 = srem i32 %62, %3
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = add nsw i32 %66, -7
  %68 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 7
  store i32 %67, ptr %68, align 4, !tbaa !5
  %69 = icmp eq i32 %7, 0
  br i1 %69, label %70, label %71

70:                                               ; preds = %4
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE7shcount to ptr), align 4, !tbaa !5
  br label %71

71:                                               ; preds = %70, %4
  tail call void @llvm.nvvm.barrier0()
  %72 = srem i32 %7, 3
  %73 = add nsw i32 %7, 1
  %74 = and i32 %73, 127
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE2sh to ptr), i64 0, i64 %75
  switch i32 %72, label %81 [
    i32 0, label %86
    i32 1, label %77
  ]

77:                                               ; preds = %71
  %78 = and i32 %7, 7
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %79
  br label %86

81:                                               ; preds = %71
  %82 = add nsw i32 %11, 9
  %83 = srem i32 %82, %3
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr %0, i64 %84
  br label %86

86:                                               ; preds = %71, %77, %81
  %87 = phi ptr [ %80, %77 ], [ %85, %81 ], [ %76, %71 ]
  %88 = load i32, ptr %87, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #4
  %89 = xor i32 %7, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE2sh to ptr), i64 0, i64 %90
  store ptr %91, ptr %6, align 8, !tbaa !9
  %92 = getelementptr inbounds ptr, ptr %6, i64 1
  %93 = mul nsw i32 %7, 3
  %94 = and i32 %93, 7
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %95
  store ptr %96, ptr %92, align 8, !tbaa !9
  %97 = getelementptr inbounds ptr, ptr %6, i64 2
  store ptr %14, ptr %97, align 8, !tbaa !9
  %98 = getelementptr inbounds ptr, ptr %6, i64 3
  %99 = sub nsw i32 127, %7
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE2sh to ptr), i64 0, i64 %100
  store ptr %101, ptr %98, align 8, !tbaa !9
  %102 = lshr i32 %7, 2
  %103 = and i32 %102, 3
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds [4 x ptr], ptr %6, i64 0, i64 %104
  %106 = load ptr, ptr %105, align 8, !tbaa !9
  %107 = load i32, ptr %106, align 4, !tbaa !5
  %108 = ptrtoint ptr %18 to i64
  %109 = icmp slt i32 %7, 127
  %110 = select i1 %109, i64 4, i64 -4
  %111 = add i64 %110, %108
  %112 = inttoptr i64 %111 to ptr
  %113 = load i32, ptr %112, align 4, !tbaa !5
  %114 = trunc i64 %108 to i32
  %115 = and i32 %114, 3
  %116 = add nsw i32 %113, %115
  %117 = icmp eq ptr %87, %76
  %118 = zext i1 %117 to i32
  %119 = icmp eq ptr %106, %5
  %120 = select i1 %119, i32 2, i32 0
  %121 = or i32 %120, %118
  %122 = and i32 %7, 4
  %123 = icmp eq i32 %122, 0
  %124 = select i1 %123, ptr %2, ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE7shcount to ptr)
  %125 = and i32 %7, 1
  %126 = add nuw nsw i32 %125, 1
  %127 = atomicrmw add ptr %124, i32 %126 seq_cst, align 4
  call void @llvm.nvvm.barrier0()
  %128 = shl nsw i32 %11, 2
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr %1, i64 %129
  store i32 %88, ptr %130, align 4, !tbaa !5
  %131 = or i32 %128, 1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr %1, i64 %132
  store i32 %107, ptr %133, align 4, !tbaa !5
  %134 = or i32 %128, 2
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i32, ptr %1, i64 %135
  store i32 %116, ptr %136, align 4, !tbaa !5
  %137 = mul nuw nsw i32 %121, 1000
  %138 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE7shcount to ptr), align 4, !tbaa !5
  %139 = add nsw i32 %138, %137
  %140 = or i32 %128, 3
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i32, ptr %1, i64 %141
  store i32 %139, ptr %142, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #4
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

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

!0 = !{ptr @generic_pointers, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
