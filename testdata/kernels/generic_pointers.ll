; ModuleID = 'generic_pointers.cu'
source_filename = "generic_pointers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16generic_pointersE2sh = internal addrspace(3) global [128 x i32] undef, align 4
@_ZZ16generic_pointersE7shcount = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @generic_pointers(i32* noundef %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [8 x i32], align 4
  %6 = alloca [4 x i32*], align 8
  %7 = bitcast [8 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %7) #4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %11 = mul i32 %9, %10
  %12 = add i32 %11, %8
  %13 = srem i32 %12, %3
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %0, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = mul nsw i32 %16, 3
  %18 = sext i32 %8 to i64
  %19 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ16generic_pointersE2sh, i64 0, i64 %18
  %20 = addrspacecast i32 addrspace(3)* %19 to i32*
  store i32 %17, i32* %20, align 4, !tbaa !5
  %21 = load i32, i32* %15, align 4, !tbaa !5
  %22 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 0
  store i32 %21, i32* %22, align 4, !tbaa !5
  %23 = add nsw i32 %12, 5
  %24 = srem i32 %23, %3
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %0, i64 %25
  %27 = load i32, i32* %26, align 4, !tbaa !5
  %28 = add nsw i32 %27, -1
  %29 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 1
  store i32 %28, i32* %29, align 4, !tbaa !5
  %30 = add nsw i32 %12, 10
  %31 = srem i32 %30, %3
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, i32* %0, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = add nsw i32 %34, -2
  %36 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 2
  store i32 %35, i32* %36, align 4, !tbaa !5
  %37 = add nsw i32 %12, 15
  %38 = srem i32 %37, %3
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32* %0, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = add nsw i32 %41, -3
  %43 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 3
  store i32 %42, i32* %43, align 4, !tbaa !5
  %44 = add nsw i32 %12, 20
  %45 = srem i32 %44, %3
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, i32* %0, i64 %46
  %48 = load i32, i32* %47, align 4, !tbaa !5
  %49 = add nsw i32 %48, -4
  %50 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 4
  store i32 %49, i32* %50, align 4, !tbaa !5
  %51 = add nsw i32 %12, 25
  %52 = srem i32 %51, %3
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, i32* %0, i64 %53
  %55 = load i32, i32* %54, align 4, !tbaa !5
  %56 = add nsw i32 %55, -5
  %57 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 5
  store i32 %56, i32* %57, align 4, !tbaa !5
  %58 = add nsw i32 %12, 30
  %59 = srem i32 %58, %3
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, i32* %0, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !5
  %63 = add nsw i32 %62, -6
  %64 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 6
  store i32 %63, i32* %64, align 4, !tbaa !5
  %65 = add nsw i32 %12, 35
  %66 = srem i32 %65, %3
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, i32* %0, i64 %67
  %69 = load i32, i32* %68, align 4, !tbaa !5
  %70 = add nsw i32 %69, -7
  %71 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 7
  store i32 %70, i32* %71, align 4, !tbaa !5
  %72 = icmp eq i32 %8, 0
  br i1 %72, label %73, label %74

73:                                               ; preds = %4
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ16generic_pointersE7shcount to i32*), align 4, !tbaa !5
  br label %74

74:                                               ; preds = %73, %4
  tail call void @llvm.nvvm.barrier0()
  %75 = srem i32 %8, 3
  %76 = add nsw i32 %8, 1
  %77 = and i32 %76, 127
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ16generic_pointersE2sh, i64 0, i64 %78
  %80 = addrspacecast i32 addrspace(3)* %79 to i32*
  switch i32 %75, label %85 [
    i32 0, label %90
    i32 1, label %81
  ]

81:                                               ; preds = %74
  %82 = and i32 %8, 7
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %83
  br label %90

85:                                               ; preds = %74
  %86 = add nsw i32 %12, 9
  %87 = srem i32 %86, %3
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, i32* %0, i64 %88
  br label %90

90:                                               ; preds = %74, %81, %85
  %91 = phi i32* [ %84, %81 ], [ %89, %85 ], [ %80, %74 ]
  %92 = load i32, i32* %91, align 4, !tbaa !5
  %93 = bitcast [4 x i32*]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %93) #4
  %94 = getelementptr inbounds [4 x i32*], [4 x i32*]* %6, i64 0, i64 0
  %95 = xor i32 %8, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ16generic_pointersE2sh, i64 0, i64 %96
  %98 = addrspacecast i32 addrspace(3)* %97 to i32*
  store i32* %98, i32** %94, align 8, !tbaa !9
  %99 = getelementptr inbounds [4 x i32*], [4 x i32*]* %6, i64 0, i64 1
  %100 = mul nsw i32 %8, 3
  %101 = and i32 %100, 7
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %102
  store i32* %103, i32** %99, align 8, !tbaa !9
  %104 = getelementptr inbounds [4 x i32*], [4 x i32*]* %6, i64 0, i64 2
  store i32* %15, i32** %104, align 8, !tbaa !9
  %105 = getelementptr inbounds [4 x i32*], [4 x i32*]* %6, i64 0, i64 3
  %106 = sub nsw i32 127, %8
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ16generic_pointersE2sh, i64 0, i64 %107
  %109 = addrspacecast i32 addrspace(3)* %108 to i32*
  store i32* %109, i32** %105, align 8, !tbaa !9
  %110 = lshr i32 %8, 2
  %111 = and i32 %110, 3
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [4 x i32*], [4 x i32*]* %6, i64 0, i64 %112
  %114 = load i32*, i32** %113, align 8, !tbaa !9
  %115 = load i32, i32* %114, align 4, !tbaa !5
  %116 = ptrtoint i32* %20 to i64
  %117 = icmp slt i32 %8, 127
  %118 = select i1 %117, i64 4, i64 -4
  %119 = add i64 %118, %116
  %120 = inttoptr i64 %119 to i32*
  %121 = load i32, i32* %120, align 4, !tbaa !5
  %122 = trunc i64 %116 to i32
  %123 = and i32 %122, 3
  %124 = add nsw i32 %121, %123
  %125 = icmp eq i32* %91, %80
  %126 = zext i1 %125 to i32
  %127 = icmp eq i32* %114, %22
  %128 = select i1 %127, i32 2, i32 0
  %129 = or i32 %128, %126
  %130 = and i32 %8, 4
  %131 = icmp eq i32 %130, 0
  %132 = select i1 %131, i32* %2, i32* addrspacecast (i32 addrspace(3)* @_ZZ16generic_pointersE7shcount to i32*)
  %133 = and i32 %8, 1
  %134 = add nuw nsw i32 %133, 1
  %135 = atomicrmw add i32* %132, i32 %134 seq_cst, align 4
  call void @llvm.nvvm.barrier0()
  %136 = shl nsw i32 %12, 2
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i32, i32* %1, i64 %137
  store i32 %92, i32* %138, align 4, !tbaa !5
  %139 = or i32 %136, 1
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i32, i32* %1, i64 %140
  store i32 %115, i32* %141, align 4, !tbaa !5
  %142 = or i32 %136, 2
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, i32* %1, i64 %143
  store i32 %124, i32* %144, align 4, !tbaa !5
  %145 = mul nuw nsw i32 %129, 1000
  %146 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ16generic_pointersE7shcount to i32*), align 4, !tbaa !5
  %147 = add nsw i32 %146, %145
  %148 = or i32 %136, 3
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i32, i32* %1, i64 %149
  store i32 %147, i32* %150, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %93) #4
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %7) #4
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent nounwind }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i32)* @generic_pointers, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
