; ModuleID = 'shared_negative_index.cu'
source_filename = "shared_negative_index.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21shared_negative_indexE2cx = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shared_negative_index(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [16 x i32], align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %9 = mul i32 %7, %8
  %10 = add nsw i32 %9, %6
  %11 = srem i32 %10, %3
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = sext i32 %6 to i64
  %16 = getelementptr inbounds [512 x i32], [512 x i32] addrspace(3)* @_ZZ21shared_negative_indexE2cx, i64 0, i64 %15
  %17 = addrspacecast i32 addrspace(3)* %16 to i32*
  store i32 %14, i32* %17, align 4, !tbaa !5
  %18 = add nsw i32 %10, 256
  %19 = srem i32 %18, %3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, i32* %0, i64 %20
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = xor i32 %22, 23130
  %24 = add nsw i32 %6, 256
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [512 x i32], [512 x i32] addrspace(3)* @_ZZ21shared_negative_indexE2cx, i64 0, i64 %25
  %27 = addrspacecast i32 addrspace(3)* %26 to i32*
  store i32 %23, i32* %27, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %28 = add nsw i32 %6, -55
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* addrspacecast ([512 x i32] addrspace(3)* @_ZZ21shared_negative_indexE2cx to [512 x i32]*), i64 0, i64 256), i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = sext i32 %10 to i64
  %33 = getelementptr inbounds i32, i32* %1, i64 %32
  store i32 %31, i32* %33, align 4, !tbaa !5
  %34 = add i32 %8, 64
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds [512 x i32], [512 x i32] addrspace(3)* @_ZZ21shared_negative_indexE2cx, i64 0, i64 %35
  %37 = add nsw i32 %6, -300
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, i32 addrspace(3)* %36, i64 %38
  %40 = addrspacecast i32 addrspace(3)* %39 to i32*
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = bitcast [16 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %42) #4
  br label %59

43:                                               ; preds = %59
  %44 = mul i32 %41, 3
  %45 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i64 0, i64 8
  %46 = and i32 %6, 15
  %47 = add nsw i32 %46, -8
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, i32* %45, i64 %48
  %50 = load i32, i32* %49, align 4, !tbaa !5
  %51 = and i32 %6, 255
  %52 = xor i32 %51, -1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* addrspacecast ([512 x i32] addrspace(3)* @_ZZ21shared_negative_indexE2cx to [512 x i32]*), i64 0, i64 256), i64 %53
  %55 = load i32, i32* %54, align 4, !tbaa !5
  %56 = add i32 %50, %44
  %57 = sub i32 %56, %55
  %58 = getelementptr inbounds i32, i32* %2, i64 %32
  store i32 %57, i32* %58, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %42) #4
  ret void

59:                                               ; preds = %59, %4
  %60 = phi i32 [ 0, %4 ], [ %82, %59 ]
  %61 = mul nuw nsw i32 %60, 7
  %62 = add nsw i32 %61, %6
  %63 = and i32 %62, 511
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [512 x i32], [512 x i32] addrspace(3)* @_ZZ21shared_negative_indexE2cx, i64 0, i64 %64
  %66 = addrspacecast i32 addrspace(3)* %65 to i32*
  %67 = load i32, i32* %66, align 4, !tbaa !5
  %68 = add i32 %67, %60
  %69 = zext i32 %60 to i64
  %70 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i64 0, i64 %69
  store i32 %68, i32* %70, align 4, !tbaa !5
  %71 = or i32 %60, 1
  %72 = mul nuw nsw i32 %71, 7
  %73 = add nsw i32 %72, %6
  %74 = and i32 %73, 511
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [512 x i32], [512 x i32] addrspace(3)* @_ZZ21shared_negative_indexE2cx, i64 0, i64 %75
  %77 = addrspacecast i32 addrspace(3)* %76 to i32*
  %78 = load i32, i32* %77, align 4, !tbaa !5
  %79 = add i32 %78, %71
  %80 = zext i32 %71 to i64
  %81 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i64 0, i64 %80
  store i32 %79, i32* %81, align 4, !tbaa !5
  %82 = add nuw nsw i32 %60, 2
  %83 = icmp eq i32 %82, 16
  br i1 %83, label %43, label %59, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

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

!0 = !{void (i32*, i32*, i32*, i32)* @shared_negative_index, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
