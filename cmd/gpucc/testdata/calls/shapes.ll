; ModuleID = 'shapes.cu'
source_filename = "shapes.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = dso_local local_unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z4stepjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = and i32 %0, 4
  %4 = icmp ne i32 %3, 0
  %5 = and i32 %0, 3
  %6 = icmp ne i32 %5, 0
  %7 = and i1 %4, %6
  br i1 %7, label %8, label %19

8:                                                ; preds = %2, %8
  %9 = phi i32 [ %15, %8 ], [ 0, %2 ]
  %10 = phi i32 [ %12, %8 ], [ %0, %2 ]
  %11 = mul i32 %10, 7
  %12 = add i32 %11, %1
  %13 = urem i32 %12, 11
  %14 = icmp ne i32 %13, 0
  %15 = add nuw nsw i32 %9, 1
  %16 = and i32 %12, 3
  %17 = icmp ult i32 %15, %16
  %18 = select i1 %14, i1 %17, i1 false
  br i1 %18, label %8, label %19, !llvm.loop !5

19:                                               ; preds = %8, %2
  %20 = phi i32 [ %0, %2 ], [ %12, %8 ]
  %21 = xor i32 %20, %1
  ret i32 %21
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef i32 @_Z8exchangej(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @tile, i64 0, i64 %3
  %5 = addrspacecast i32 addrspace(3)* %4 to i32*
  store i32 %0, i32* %5, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  %6 = add i32 %2, 1
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %8 = urem i32 %6, %7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @tile, i64 0, i64 %9
  %11 = addrspacecast i32 addrspace(3)* %10 to i32*
  %12 = load i32, i32* %11, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  %13 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %0, i32 1, i32 31) #6
  %14 = add i32 %13, %12
  ret i32 %14
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @call_shapes(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, i32* %0, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !7
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi i32 [ %13, %10 ], [ 0, %3 ]
  %16 = tail call noundef i32 @_Z4stepjj(i32 noundef %15, i32 noundef 0) #6
  %17 = urem i32 %16, 13
  %18 = icmp eq i32 %17, 5
  br i1 %18, label %87, label %19

19:                                               ; preds = %14
  %20 = add i32 %15, 1
  %21 = tail call noundef i32 @_Z4stepjj(i32 noundef %20, i32 noundef 1) #6
  %22 = add i32 %21, %16
  %23 = urem i32 %22, 13
  %24 = icmp eq i32 %23, 5
  br i1 %24, label %87, label %25

25:                                               ; preds = %19
  %26 = or i32 %22, 1
  %27 = add i32 %15, 2
  %28 = tail call noundef i32 @_Z4stepjj(i32 noundef %27, i32 noundef 2) #6
  %29 = add i32 %28, %26
  %30 = urem i32 %29, 13
  %31 = icmp eq i32 %30, 5
  br i1 %31, label %87, label %32

32:                                               ; preds = %25
  %33 = shl i32 %29, 1
  %34 = and i32 %33, 2
  %35 = xor i32 %34, %29
  %36 = xor i32 %35, 2
  %37 = add i32 %15, 3
  %38 = tail call noundef i32 @_Z4stepjj(i32 noundef %37, i32 noundef 3) #6
  %39 = add i32 %38, %36
  %40 = urem i32 %39, 13
  %41 = icmp eq i32 %40, 5
  br i1 %41, label %87, label %42

42:                                               ; preds = %32
  %43 = and i32 %39, 1
  %44 = icmp eq i32 %43, 0
  %45 = select i1 %44, i32 3, i32 0
  %46 = xor i32 %45, %39
  %47 = add i32 %15, 4
  %48 = tail call noundef i32 @_Z4stepjj(i32 noundef %47, i32 noundef 4) #6
  %49 = add i32 %48, %46
  %50 = urem i32 %49, 13
  %51 = icmp eq i32 %50, 5
  br i1 %51, label %87, label %52

52:                                               ; preds = %42
  %53 = shl i32 %49, 2
  %54 = and i32 %53, 4
  %55 = xor i32 %54, %49
  %56 = xor i32 %55, 4
  %57 = add i32 %15, 5
  %58 = tail call noundef i32 @_Z4stepjj(i32 noundef %57, i32 noundef 5) #6
  %59 = add i32 %58, %56
  %60 = urem i32 %59, 13
  %61 = icmp eq i32 %60, 5
  br i1 %61, label %87, label %62

62:                                               ; preds = %52
  %63 = and i32 %59, 1
  %64 = icmp eq i32 %63, 0
  %65 = select i1 %64, i32 5, i32 0
  %66 = xor i32 %65, %59
  %67 = add i32 %15, 6
  %68 = tail call noundef i32 @_Z4stepjj(i32 noundef %67, i32 noundef 6) #6
  %69 = add i32 %68, %66
  %70 = urem i32 %69, 13
  %71 = icmp eq i32 %70, 5
  br i1 %71, label %87, label %72

72:                                               ; preds = %62
  %73 = and i32 %69, 1
  %74 = icmp eq i32 %73, 0
  %75 = select i1 %74, i32 6, i32 0
  %76 = xor i32 %75, %69
  %77 = add i32 %15, 7
  %78 = tail call noundef i32 @_Z4stepjj(i32 noundef %77, i32 noundef 7) #6
  %79 = add i32 %78, %76
  %80 = urem i32 %79, 13
  %81 = icmp eq i32 %80, 5
  br i1 %81, label %87, label %82

82:                                               ; preds = %72
  %83 = and i32 %79, 1
  %84 = icmp eq i32 %83, 0
  %85 = select i1 %84, i32 7, i32 0
  %86 = xor i32 %85, %79
  br label %87

87:                                               ; preds = %82, %72, %62, %52, %42, %32, %25, %19, %14
  %88 = phi i32 [ %16, %14 ], [ %22, %19 ], [ %29, %25 ], [ %39, %32 ], [ %49, %42 ], [ %59, %52 ], [ %69, %62 ], [ %79, %72 ], [ %86, %82 ]
  %89 = tail call noundef i32 @_Z8exchangej(i32 noundef %88) #2
  br i1 %9, label %90, label %95

90:                                               ; preds = %87
  %91 = sext i32 %8 to i64
  %92 = getelementptr inbounds i32, i32* %1, i64 %91
  %93 = mul i32 %89, 3
  %94 = add i32 %93, %88
  store i32 %94, i32* %92, align 4, !tbaa !7
  br label %95

95:                                               ; preds = %90, %87
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { convergent inaccessiblememonly nounwind }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32)* @call_shapes, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
