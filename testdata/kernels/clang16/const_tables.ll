; ModuleID = 'const_tables.cu'
source_filename = "const_tables.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Coef = type { i32, i64 }

@primes = dso_local addrspace(4) externally_initialized global [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 4
@deltas = dso_local addrspace(4) externally_initialized global [6 x i16] [i16 -300, i16 7, i16 -1, i16 32000, i16 -32768, i16 12], align 2
@sbox = dso_local addrspace(4) externally_initialized global [16 x i8] c"c|w{\F2ko\C50\01g+\FE\D7\ABv", align 1
@coefs = dso_local addrspace(4) externally_initialized global [3 x %struct.Coef] [%struct.Coef { i32 3, i64 1000000007 }, %struct.Coef { i32 -5, i64 -77 }, %struct.Coef { i32 9, i64 1099511627776 }], align 8
@big = dso_local addrspace(4) externally_initialized global <{ i32, i32, i32, i32, i32, i32, [8994 x i32] }> <{ i32 4, i32 8, i32 15, i32 16, i32 23, i32 42, [8994 x i32] zeroinitializer }>, align 4
@far_away = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 -559038737, i32 305419896, i32 -889262067, i32 195936478], align 4
@llvm.compiler.used = appending global [6 x ptr] [ptr addrspacecast (ptr addrspace(4) @big to ptr), ptr addrspacecast (ptr addrspace(4) @coefs to ptr), ptr addrspacecast (ptr addrspace(4) @deltas to ptr), ptr addrspacecast (ptr addrspace(4) @far_away to ptr), ptr addrspacecast (ptr addrspace(4) @primes to ptr), ptr addrspacecast (ptr addrspace(4) @sbox to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @const_tables(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [8 x i32], align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %121

12:                                               ; preds = %4
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = freeze i32 %15
  %17 = and i32 %16, 7
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(4) @primes to ptr), i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = sext i32 %20 to i64
  %22 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @primes to ptr), i64 12), align 4, !tbaa !5
  %23 = sext i32 %22 to i64
  %24 = mul nsw i64 %23, %21
  %25 = urem i32 %16, 6
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [6 x i16], ptr addrspacecast (ptr addrspace(4) @deltas to ptr), i64 0, i64 %26
  %28 = load i16, ptr %27, align 2, !tbaa !9
  %29 = sext i16 %28 to i64
  %30 = add nsw i64 %24, %29
  %31 = lshr i32 %16, 4
  %32 = and i32 %31, 15
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [16 x i8], ptr addrspacecast (ptr addrspace(4) @sbox to ptr), i64 0, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !11
  %36 = zext i8 %35 to i64
  %37 = add nsw i64 %30, %36
  %38 = urem i32 %16, 3
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [3 x %struct.Coef], ptr addrspacecast (ptr addrspace(4) @coefs to ptr), i64 0, i64 %39
  %41 = load i32, ptr %40, align 8, !tbaa !12
  %42 = sext i32 %41 to i64
  %43 = mul nsw i64 %37, %42
  %44 = getelementptr inbounds [3 x %struct.Coef], ptr addrspacecast (ptr addrspace(4) @coefs to ptr), i64 0, i64 %39, i32 1
  %45 = load i64, ptr %44, align 8, !tbaa !15
  %46 = add nsw i64 %43, %45
  %47 = load i64, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coefs to ptr), i64 40), align 8, !tbaa !15
  %48 = add nsw i64 %46, %47
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %5, ptr noundef nonnull align 4 dereferenceable(32) addrspacecast (ptr addrspace(4) @primes to ptr), i64 32, i1 false)
  %49 = urem i32 %16, 5
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %71, label %51

51:                                               ; preds = %12
  %52 = urem i32 %16, 5
  %53 = and i32 %49, 1
  %54 = icmp eq i32 %52, 1
  br i1 %54, label %57, label %55

55:                                               ; preds = %51
  %56 = and i32 %49, 6
  br label %94

57:                                               ; preds = %94, %51
  %58 = phi i32 [ 0, %51 ], [ %118, %94 ]
  %59 = icmp eq i32 %53, 0
  br i1 %59, label %71, label %60

60:                                               ; preds = %57
  %61 = zext i32 %58 to i64
  %62 = getelementptr inbounds [6 x i16], ptr addrspacecast (ptr addrspace(4) @deltas to ptr), i64 0, i64 %61
  %63 = load i16, ptr %62, align 2, !tbaa !9
  %64 = sext i16 %63 to i32
  %65 = add i32 %58, %16
  %66 = and i32 %65, 7
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = add nsw i32 %69, %64
  store i32 %70, ptr %68, align 4, !tbaa !5
  br label %71

71:                                               ; preds = %60, %57, %12
  %72 = lshr i32 %16, 3
  %73 = and i32 %72, 7
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = urem i32 %16, 9000
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [9000 x i32], ptr addrspacecast (ptr addrspace(4) @big to ptr), i64 0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = add nsw i32 %80, %76
  %82 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @big to ptr), i64 20), align 4, !tbaa !5
  %83 = add nsw i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = add nsw i64 %48, %84
  %86 = getelementptr inbounds i64, ptr %1, i64 %13
  store i64 %85, ptr %86, align 8, !tbaa !16
  %87 = and i32 %16, 3
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @far_away to ptr), i64 0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !5
  %91 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @far_away to ptr), i64 4), align 4, !tbaa !5
  %92 = xor i32 %91, %90
  %93 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %92, ptr %93, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #4
  br label %121

94:                                               ; preds = %94, %55
  %95 = phi i32 [ 0, %55 ], [ %118, %94 ]
  %96 = phi i32 [ 0, %55 ], [ %119, %94 ]
  %97 = zext i32 %95 to i64
  %98 = getelementptr inbounds [6 x i16], ptr addrspacecast (ptr addrspace(4) @deltas to ptr), i64 0, i64 %97
  %99 = load i16, ptr %98, align 2, !tbaa !9
  %100 = sext i16 %99 to i32
  %101 = add i32 %95, %16
  %102 = and i32 %101, 7
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !5
  %106 = add nsw i32 %105, %100
  store i32 %106, ptr %104, align 4, !tbaa !5
  %107 = or i32 %95, 1
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [6 x i16], ptr addrspacecast (ptr addrspace(4) @deltas to ptr), i64 0, i64 %108
  %110 = load i16, ptr %109, align 2, !tbaa !9
  %111 = sext i16 %110 to i32
  %112 = add i32 %107, %16
  %113 = and i32 %112, 7
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !5
  %117 = add nsw i32 %116, %111
  store i32 %117, ptr %115, align 4, !tbaa !5
  %118 = add nuw nsw i32 %95, 2
  %119 = add i32 %96, 2
  %120 = icmp eq i32 %119, %56
  br i1 %120, label %57, label %94, !llvm.loop !17

121:                                              ; preds = %4, %71
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @const_tables, !"kernel", i32 1}
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
!11 = !{!7, !7, i64 0}
!12 = !{!13, !6, i64 0}
!13 = !{!"_ZTS4Coef", !6, i64 0, !14, i64 8}
!14 = !{!"long long", !7, i64 0}
!15 = !{!13, !14, i64 8}
!16 = !{!14, !14, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
