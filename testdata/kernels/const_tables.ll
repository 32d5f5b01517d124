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
@llvm.compiler.used = appending global [6 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast (<{ i32, i32, i32, i32, i32, i32, [8994 x i32] }> addrspace(4)* @big to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([3 x %struct.Coef] addrspace(4)* @coefs to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([6 x i16] addrspace(4)* @deltas to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x i32] addrspace(4)* @far_away to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([8 x i32] addrspace(4)* @primes to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* getelementptr inbounds ([16 x i8], [16 x i8] addrspace(4)* @sbox, i32 0, i32 0) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @const_tables(i32* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [8 x i32], align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %130

12:                                               ; preds = %4
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = and i32 %15, 7
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(4)* @primes, i64 0, i64 %17
  %19 = addrspacecast i32 addrspace(4)* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = sext i32 %20 to i64
  %22 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* addrspacecast ([8 x i32] addrspace(4)* @primes to [8 x i32]*), i64 0, i64 3), align 4, !tbaa !5
  %23 = sext i32 %22 to i64
  %24 = mul nsw i64 %23, %21
  %25 = urem i32 %15, 6
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [6 x i16], [6 x i16] addrspace(4)* @deltas, i64 0, i64 %26
  %28 = addrspacecast i16 addrspace(4)* %27 to i16*
  %29 = load i16, i16* %28, align 2, !tbaa !9
  %30 = sext i16 %29 to i64
  %31 = add nsw i64 %24, %30
  %32 = lshr i32 %15, 4
  %33 = and i32 %32, 15
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [16 x i8], [16 x i8] addrspace(4)* @sbox, i64 0, i64 %34
  %36 = addrspacecast i8 addrspace(4)* %35 to i8*
  %37 = load i8, i8* %36, align 1, !tbaa !11
  %38 = zext i8 %37 to i64
  %39 = add nsw i64 %31, %38
  %40 = urem i32 %15, 3
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [3 x %struct.Coef], [3 x %struct.Coef] addrspace(4)* @coefs, i64 0, i64 %41
  %43 = addrspacecast %struct.Coef addrspace(4)* %42 to %struct.Coef*
  %44 = getelementptr inbounds %struct.Coef, %struct.Coef* %43, i64 0, i32 0
  %45 = load i32, i32* %44, align 8, !tbaa !12
  %46 = sext i32 %45 to i64
  %47 = mul nsw i64 %39, %46
  %48 = getelementptr inbounds %struct.Coef, %struct.Coef* %43, i64 0, i32 1
  %49 = load i64, i64* %48, align 8, !tbaa !15
  %50 = add nsw i64 %47, %49
  %51 = load i64, i64* getelementptr inbounds ([3 x %struct.Coef], [3 x %struct.Coef]* addrspacecast ([3 x %struct.Coef] addrspace(4)* @coefs to [3 x %struct.Coef]*), i64 0, i64 2, i32 1), align 8, !tbaa !15
  %52 = add nsw i64 %50, %51
  %53 = bitcast [8 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %53) #4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(32) %53, i8* noundef nonnull align 4 dereferenceable(32) addrspacecast (i8 addrspace(4)* bitcast ([8 x i32] addrspace(4)* @primes to i8 addrspace(4)*) to i8*), i64 32, i1 false)
  %54 = urem i32 %15, 5
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %77, label %56

56:                                               ; preds = %12
  %57 = urem i32 %15, 5
  %58 = and i32 %54, 1
  %59 = icmp eq i32 %57, 1
  br i1 %59, label %62, label %60

60:                                               ; preds = %56
  %61 = and i32 %54, 6
  br label %101

62:                                               ; preds = %101, %56
  %63 = phi i32 [ 0, %56 ], [ %127, %101 ]
  %64 = icmp eq i32 %58, 0
  br i1 %64, label %77, label %65

65:                                               ; preds = %62
  %66 = zext i32 %63 to i64
  %67 = getelementptr inbounds [6 x i16], [6 x i16] addrspace(4)* @deltas, i64 0, i64 %66
  %68 = addrspacecast i16 addrspace(4)* %67 to i16*
  %69 = load i16, i16* %68, align 2, !tbaa !9
  %70 = sext i16 %69 to i32
  %71 = add i32 %63, %15
  %72 = and i32 %71, 7
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %73
  %75 = load i32, i32* %74, align 4, !tbaa !5
  %76 = add nsw i32 %75, %70
  store i32 %76, i32* %74, align 4, !tbaa !5
  br label %77

77:                                               ; preds = %65, %62, %12
  %78 = lshr i32 %15, 3
  %79 = and i32 %78, 7
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %80
  %82 = load i32, i32* %81, align 4, !tbaa !5
  %83 = urem i32 %15, 9000
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds [9000 x i32], [9000 x i32]* addrspacecast ([9000 x i32] addrspace(4)* bitcast (<{ i32, i32, i32, i32, i32, i32, [8994 x i32] }> addrspace(4)* @big to [9000 x i32] addrspace(4)*) to [9000 x i32]*), i64 0, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !5
  %87 = add nsw i32 %86, %82
  %88 = load i32, i32* getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, [8994 x i32] }>, <{ i32, i32, i32, i32, i32, i32, [8994 x i32] }>* addrspacecast (<{ i32, i32, i32, i32, i32, i32, [8994 x i32] }> addrspace(4)* @big to <{ i32, i32, i32, i32, i32, i32, [8994 x i32] }>*), i64 0, i32 5), align 4, !tbaa !5
  %89 = add nsw i32 %87, %88
  %90 = sext i32 %89 to i64
  %91 = add nsw i64 %52, %90
  %92 = getelementptr inbounds i64, i64* %1, i64 %13
  store i64 %91, i64* %92, align 8, !tbaa !16
  %93 = and i32 %15, 3
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds [4 x i32], [4 x i32] addrspace(4)* @far_away, i64 0, i64 %94
  %96 = addrspacecast i32 addrspace(4)* %95 to i32*
  %97 = load i32, i32* %96, align 4, !tbaa !5
  %98 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(4)* @far_away to [4 x i32]*), i64 0, i64 1), align 4, !tbaa !5
  %99 = xor i32 %98, %97
  %100 = getelementptr inbounds i32, i32* %2, i64 %13
  store i32 %99, i32* %100, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %53) #4
  br label %130

101:                                              ; preds = %101, %60
  %102 = phi i32 [ 0, %60 ], [ %127, %101 ]
  %103 = phi i32 [ 0, %60 ], [ %128, %101 ]
  %104 = zext i32 %102 to i64
  %105 = getelementptr inbounds [6 x i16], [6 x i16] addrspace(4)* @deltas, i64 0, i64 %104
  %106 = addrspacecast i16 addrspace(4)* %105 to i16*
  %107 = load i16, i16* %106, align 2, !tbaa !9
  %108 = sext i16 %107 to i32
  %109 = add i32 %102, %15
  %110 = and i32 %109, 7
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %111
  %113 = load i32, i32* %112, align 4, !tbaa !5
  %114 = add nsw i32 %113, %108
  store i32 %114, i32* %112, align 4, !tbaa !5
  %115 = or i32 %102, 1
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds [6 x i16], [6 x i16] addrspace(4)* @deltas, i64 0, i64 %116
  %118 = addrspacecast i16 addrspace(4)* %117 to i16*
  %119 = load i16, i16* %118, align 2, !tbaa !9
  %120 = sext i16 %119 to i32
  %121 = add i32 %115, %15
  %122 = and i32 %121, 7
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %123
  %125 = load i32, i32* %124, align 4, !tbaa !5
  %126 = add nsw i32 %125, %120
  store i32 %126, i32* %124, align 4, !tbaa !5
  %127 = add nuw nsw i32 %102, 2
  %128 = add i32 %103, 2
  %129 = icmp eq i32 %128, %61
  br i1 %129, label %62, label %101, !llvm.loop !17

130:                                              ; preds = %4, %77
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i64*, i32*, i32)* @const_tables, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
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
