; ModuleID = 'const_pointers.cu'
source_filename = "const_pointers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { i32, [4 x i32], [6 x i16] }
%struct.Keys = type { [4 x i32] }

@ctab = dso_local addrspace(4) externally_initialized global [16 x i32] [i32 3, i32 -7, i32 11, i32 19, i32 -23, i32 29, i32 31, i32 -37, i32 41, i32 43, i32 -47, i32 53, i32 59, i32 -61, i32 67, i32 71], align 4
@ctab2 = dso_local addrspace(4) externally_initialized global [8 x i32] [i32 1000, i32 -2000, i32 3000, i32 -4000, i32 5000, i32 -6000, i32 7000, i32 -8000], align 4
@cshort = dso_local addrspace(4) externally_initialized global [6 x i16] [i16 -5, i16 9, i16 -300, i16 32000, i16 -32768, i16 77], align 2
@cwide = dso_local addrspace(4) externally_initialized global [4 x i64] [i64 1099511627776, i64 -3, i64 123456789012, i64 -1125899906842624], align 8
@cwide2 = dso_local addrspace(4) externally_initialized global [2 x i64] [i64 17, i64 -8589934592], align 8
@llvm.compiler.used = appending global [5 x ptr] [ptr addrspacecast (ptr addrspace(4) @cshort to ptr), ptr addrspacecast (ptr addrspace(4) @ctab to ptr), ptr addrspacecast (ptr addrspace(4) @ctab2 to ptr), ptr addrspacecast (ptr addrspace(4) @cwide to ptr), ptr addrspacecast (ptr addrspace(4) @cwide2 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @const_pointers(ptr noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly byval(%struct.Params) align 4 %2, ptr noundef byval(%struct.Keys) align 4 %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca [4 x ptr], align 8
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %162

13:                                               ; preds = %5
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = freeze i32 %16
  %18 = and i32 %17, 1
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %24, label %20

20:                                               ; preds = %13
  %21 = and i32 %17, 15
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @ctab to ptr), i64 0, i64 %22
  br label %28

24:                                               ; preds = %13
  %25 = and i32 %17, 7
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(4) @ctab2 to ptr), i64 0, i64 %26
  br label %28

28:                                               ; preds = %24, %20
  %29 = phi ptr [ %23, %20 ], [ %27, %24 ]
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = sext i32 %30 to i64
  %32 = and i32 %17, 16
  %33 = icmp eq i32 %32, 0
  %34 = lshr i32 %17, 5
  %35 = and i32 %34, 3
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds %struct.Params, ptr %2, i64 0, i32 1, i64 %36
  %38 = select i1 %33, ptr %2, ptr %37
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %40, 3
  %42 = add nsw i64 %41, %31
  %43 = urem i32 %17, 3
  %44 = lshr i32 %17, 2
  %45 = and i32 %44, 15
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @ctab to ptr), i64 0, i64 %46
  switch i32 %43, label %52 [
    i32 0, label %57
    i32 1, label %48
  ]

48:                                               ; preds = %28
  %49 = and i32 %17, 3
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds %struct.Params, ptr %2, i64 0, i32 1, i64 %50
  br label %57

52:                                               ; preds = %28
  %53 = add nsw i32 %11, 7
  %54 = srem i32 %53, %4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %0, i64 %55
  br label %57

57:                                               ; preds = %28, %48, %52
  %58 = phi ptr [ %51, %48 ], [ %56, %52 ], [ %47, %28 ]
  %59 = mul nsw i64 %42, 5
  %60 = load i32, ptr %58, align 4, !tbaa !5
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %59, %61
  %63 = and i32 %17, 4
  %64 = icmp eq i32 %63, 0
  %65 = getelementptr inbounds %struct.Params, ptr %2, i64 0, i32 2
  %66 = select i1 %64, ptr addrspacecast (ptr addrspace(4) @cshort to ptr), ptr %65
  %67 = urem i32 %17, 5
  %68 = urem i32 %17, 5
  %69 = add nuw nsw i32 %68, 1
  %70 = and i32 %69, 1
  %71 = icmp eq i32 %67, 0
  br i1 %71, label %74, label %72

72:                                               ; preds = %57
  %73 = and i32 %69, -2
  br label %92

74:                                               ; preds = %92, %57
  %75 = phi i64 [ undef, %57 ], [ %111, %92 ]
  %76 = phi i64 [ %62, %57 ], [ %111, %92 ]
  %77 = phi i32 [ 0, %57 ], [ %108, %92 ]
  %78 = icmp eq i32 %70, 0
  br i1 %78, label %88, label %79

79:                                               ; preds = %74
  %80 = zext i32 %77 to i64
  %81 = getelementptr inbounds i16, ptr %66, i64 %80
  %82 = load i16, ptr %81, align 2, !tbaa !9
  %83 = sext i16 %82 to i64
  %84 = add nuw i32 %77, 1
  %85 = zext i32 %84 to i64
  %86 = mul nsw i64 %83, %85
  %87 = add nsw i64 %86, %76
  br label %88

88:                                               ; preds = %74, %79
  %89 = phi i64 [ %75, %74 ], [ %87, %79 ]
  %90 = and i32 %17, 8
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %119, label %114

92:                                               ; preds = %92, %72
  %93 = phi i64 [ %62, %72 ], [ %111, %92 ]
  %94 = phi i32 [ 0, %72 ], [ %108, %92 ]
  %95 = phi i32 [ 0, %72 ], [ %112, %92 ]
  %96 = zext i32 %94 to i64
  %97 = getelementptr inbounds i16, ptr %66, i64 %96
  %98 = load i16, ptr %97, align 2, !tbaa !9
  %99 = sext i16 %98 to i64
  %100 = or i32 %94, 1
  %101 = zext i32 %100 to i64
  %102 = mul nsw i64 %99, %101
  %103 = add nsw i64 %102, %93
  %104 = zext i32 %100 to i64
  %105 = getelementptr inbounds i16, ptr %66, i64 %104
  %106 = load i16, ptr %105, align 2, !tbaa !9
  %107 = sext i16 %106 to i64
  %108 = add nuw i32 %94, 2
  %109 = zext i32 %108 to i64
  %110 = mul nsw i64 %107, %109
  %111 = add nsw i64 %110, %103
  %112 = add i32 %95, 2
  %113 = icmp eq i32 %112, %73
  br i1 %113, label %74, label %92, !llvm.loop !11

114:                                              ; preds = %88
  %115 = lshr i32 %17, 4
  %116 = and i32 %115, 3
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds [4 x i64], ptr addrspacecast (ptr addrspace(4) @cwide to ptr), i64 0, i64 %117
  br label %124

119:                                              ; preds = %88
  %120 = lshr i32 %17, 6
  %121 = and i32 %120, 1
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(4) @cwide2 to ptr), i64 0, i64 %122
  br label %124

124:                                              ; preds = %119, %114
  %125 = phi ptr [ %118, %114 ], [ %123, %119 ]
  %126 = load i64, ptr %125, align 8, !tbaa !13
  %127 = xor i64 %126, %89
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #3
  %128 = and i32 %17, 7
  %129 = zext i32 %128 to i64
  %130 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(4) @ctab2 to ptr), i64 0, i64 %129
  store ptr %130, ptr %6, align 8, !tbaa !15
  %131 = getelementptr inbounds ptr, ptr %6, i64 1
  %132 = lshr i32 %17, 1
  %133 = and i32 %132, 3
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %134
  store ptr %135, ptr %131, align 8, !tbaa !15
  %136 = getelementptr inbounds ptr, ptr %6, i64 2
  %137 = mul nsw i32 %11, 3
  %138 = srem i32 %137, %4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i32, ptr %0, i64 %139
  store ptr %140, ptr %136, align 8, !tbaa !15
  %141 = getelementptr inbounds ptr, ptr %6, i64 3
  %142 = and i32 %17, 15
  %143 = xor i32 %142, 15
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @ctab to ptr), i64 0, i64 %144
  store ptr %145, ptr %141, align 8, !tbaa !15
  %146 = lshr i32 %17, 3
  %147 = and i32 %146, 3
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds [4 x ptr], ptr %6, i64 0, i64 %148
  %150 = load ptr, ptr %149, align 8, !tbaa !15
  %151 = load i32, ptr %150, align 4, !tbaa !5
  %152 = sext i32 %151 to i64
  %153 = shl nsw i64 %152, 8
  %154 = icmp eq ptr %29, getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @ctab to ptr), i64 12)
  %155 = select i1 %154, i64 100000, i64 0
  %156 = icmp eq ptr %150, %130
  %157 = select i1 %156, i64 200000, i64 0
  %158 = add i64 %127, %155
  %159 = add i64 %158, %157
  %160 = add i64 %159, %153
  %161 = getelementptr inbounds i64, ptr %1, i64 %14
  store i64 %160, ptr %161, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #3
  br label %162

162:                                              ; preds = %5, %124
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @const_pointers, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
