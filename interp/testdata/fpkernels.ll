; ModuleID = 'fpkernels.cu'
source_filename = "fpkernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ3dotE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @saxpy(i32 noundef %0, float noundef %1, float* nocapture noundef readonly %2, float* nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, float* %2, i64 %12
  %14 = load float, float* %13, align 4, !tbaa !10
  %15 = fmul contract float %14, %1
  %16 = getelementptr inbounds float, float* %3, i64 %12
  %17 = load float, float* %16, align 4, !tbaa !10
  %18 = fadd contract float %15, %17
  store float %18, float* %16, align 4, !tbaa !10
  br label %19

19:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @saxpy_fma(i32 noundef %0, float noundef %1, float* nocapture noundef readonly %2, float* nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  %11 = sext i32 %9 to i64
  %12 = getelementptr inbounds float, float* %3, i64 %11
  br i1 %10, label %13, label %18

13:                                               ; preds = %4
  %14 = getelementptr inbounds float, float* %2, i64 %11
  %15 = load float, float* %14, align 4, !tbaa !10
  %16 = load float, float* %12, align 4, !tbaa !10
  %17 = tail call float @llvm.fma.f32(float %1, float %15, float %16)
  store float %17, float* %12, align 4, !tbaa !10
  br label %18

18:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dot(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, float* nocapture noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, float* %0, i64 %10
  %12 = load float, float* %11, align 4, !tbaa !10
  %13 = getelementptr inbounds float, float* %1, i64 %10
  %14 = load float, float* %13, align 4, !tbaa !10
  %15 = fmul contract float %12, %14
  %16 = sext i32 %5 to i64
  %17 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ3dotE1s, i64 0, i64 %16
  %18 = addrspacecast float addrspace(3)* %17 to float*
  store float %15, float* %18, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %19 = icmp ugt i32 %7, 63
  br i1 %19, label %23, label %20

20:                                               ; preds = %35, %4
  %21 = phi float [ %15, %4 ], [ %36, %35 ]
  %22 = icmp slt i32 %5, 32
  br i1 %22, label %38, label %54

23:                                               ; preds = %4, %35
  %24 = phi float [ %36, %35 ], [ %15, %4 ]
  %25 = phi i32 [ %26, %35 ], [ %7, %4 ]
  %26 = lshr i32 %25, 1
  %27 = icmp slt i32 %5, %26
  br i1 %27, label %28, label %35

28:                                               ; preds = %23
  %29 = add nsw i32 %26, %5
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ3dotE1s, i64 0, i64 %30
  %32 = addrspacecast float addrspace(3)* %31 to float*
  %33 = load float, float* %32, align 4, !tbaa !10
  %34 = fadd contract float %33, %24
  store float %34, float* %18, align 4, !tbaa !10
  br label %35

35:                                               ; preds = %28, %23
  %36 = phi float [ %34, %28 ], [ %24, %23 ]
  tail call void @llvm.nvvm.barrier0()
  %37 = icmp ugt i32 %25, 127
  br i1 %37, label %23, label %20, !llvm.loop !14

38:                                               ; preds = %20
  %39 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %21, i32 16, i32 31)
  %40 = fadd contract float %21, %39
  %41 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %40, i32 8, i32 31)
  %42 = fadd contract float %40, %41
  %43 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %42, i32 4, i32 31)
  %44 = fadd contract float %42, %43
  %45 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %44, i32 2, i32 31)
  %46 = fadd contract float %44, %45
  %47 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %46, i32 1, i32 31)
  %48 = fadd contract float %46, %47
  %49 = icmp eq i32 %5, 0
  br i1 %49, label %50, label %54

50:                                               ; preds = %38
  %51 = zext i32 %6 to i64
  %52 = getelementptr inbounds float, float* %2, i64 %51
  store float %48, float* %52, align 4, !tbaa !10
  %53 = atomicrmw fadd float* %3, float %48 seq_cst, align 4
  br label %54

54:                                               ; preds = %38, %50, %20
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @stencil(i32 noundef %0, double* nocapture noundef readonly %1, double* nocapture noundef writeonly %2, double noundef %3, double noundef %4, double noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %0
  br i1 %12, label %13, label %43

13:                                               ; preds = %6
  %14 = icmp eq i32 %11, 0
  %15 = add nsw i32 %0, -1
  %16 = icmp eq i32 %11, %15
  %17 = select i1 %14, i1 true, i1 %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %13
  %19 = sext i32 %11 to i64
  %20 = getelementptr inbounds double, double* %1, i64 %19
  %21 = load double, double* %20, align 8, !tbaa !16
  br label %39

22:                                               ; preds = %13
  %23 = add nsw i32 %11, -1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, double* %1, i64 %24
  %26 = load double, double* %25, align 8, !tbaa !16
  %27 = fmul contract double %26, %3
  %28 = sext i32 %11 to i64
  %29 = getelementptr inbounds double, double* %1, i64 %28
  %30 = load double, double* %29, align 8, !tbaa !16
  %31 = fmul contract double %30, %4
  %32 = fadd contract double %27, %31
  %33 = add nsw i32 %11, 1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, double* %1, i64 %34
  %36 = load double, double* %35, align 8, !tbaa !16
  %37 = fmul contract double %36, %5
  %38 = fadd contract double %32, %37
  br label %39

39:                                               ; preds = %18, %22
  %40 = phi i64 [ %28, %22 ], [ %19, %18 ]
  %41 = phi double [ %38, %22 ], [ %21, %18 ]
  %42 = getelementptr inbounds double, double* %2, i64 %40
  store double %41, double* %42, align 8, !tbaa !16
  br label %43

43:                                               ; preds = %39, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @convert(float* nocapture noundef readonly %0, double* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i64* nocapture noundef readonly %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5, i64* nocapture noundef writeonly %6, float* nocapture noundef writeonly %7, double* nocapture noundef writeonly %8) local_unnamed_addr #0 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, float* %0, i64 %11
  %13 = load float, float* %12, align 4, !tbaa !10
  %14 = getelementptr inbounds double, double* %1, i64 %11
  %15 = load double, double* %14, align 8, !tbaa !16
  %16 = fptosi float %13 to i32
  %17 = shl nsw i32 %10, 3
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %4, i64 %18
  store i32 %16, i32* %19, align 4, !tbaa !18
  %20 = tail call i32 @llvm.nvvm.f2i.rn(float %13)
  %21 = or i32 %17, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %4, i64 %22
  store i32 %20, i32* %23, align 4, !tbaa !18
  %24 = tail call i32 @llvm.nvvm.f2i.rm(float %13)
  %25 = or i32 %17, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, i32* %4, i64 %26
  store i32 %24, i32* %27, align 4, !tbaa !18
  %28 = tail call i32 @llvm.nvvm.f2i.rp(float %13)
  %29 = or i32 %17, 3
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, i32* %4, i64 %30
  store i32 %28, i32* %31, align 4, !tbaa !18
  %32 = tail call i32 @llvm.nvvm.d2i.rn(double %15)
  %33 = or i32 %17, 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, i32* %4, i64 %34
  store i32 %32, i32* %35, align 4, !tbaa !18
  %36 = tail call i32 @llvm.nvvm.d2i.hi(double %15)
  %37 = or i32 %17, 5
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, i32* %4, i64 %38
  store i32 %36, i32* %39, align 4, !tbaa !18
  %40 = tail call i32 @llvm.nvvm.d2i.lo(double %15)
  %41 = or i32 %17, 6
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32* %4, i64 %42
  store i32 %40, i32* %43, align 4, !tbaa !18
  %44 = tail call i32 @llvm.nvvm.f2i.rz.ftz(float %13)
  %45 = or i32 %17, 7
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, i32* %4, i64 %46
  store i32 %44, i32* %47, align 4, !tbaa !18
  %48 = fptoui float %13 to i32
  %49 = shl nsw i32 %10, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, i32* %5, i64 %50
  store i32 %48, i32* %51, align 4, !tbaa !18
  %52 = tail call i32 @llvm.nvvm.d2ui.rp(double %15)
  %53 = or i32 %49, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, i32* %5, i64 %54
  store i32 %52, i32* %55, align 4, !tbaa !18
  %56 = fptosi double %15 to i64
  %57 = getelementptr inbounds i64, i64* %6, i64 %50
  store i64 %56, i64* %57, align 8, !tbaa !20
  %58 = getelementptr inbounds i64, i64* %3, i64 %11
  %59 = load i64, i64* %58, align 8, !tbaa !20
  %60 = ashr i64 %59, 1
  %61 = getelementptr inbounds i64, i64* %6, i64 %54
  store i64 %60, i64* %61, align 8, !tbaa !20
  %62 = getelementptr inbounds i32, i32* %2, i64 %11
  %63 = load i32, i32* %62, align 4, !tbaa !18
  %64 = sitofp i32 %63 to float
  %65 = mul nsw i32 %10, 6
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, float* %7, i64 %66
  store float %64, float* %67, align 4, !tbaa !10
  %68 = or i32 %65, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, float* %7, i64 %69
  store float %64, float* %70, align 4, !tbaa !10
  %71 = load i64, i64* %58, align 8, !tbaa !20
  %72 = uitofp i64 %71 to float
  %73 = add nsw i32 %65, 2
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, float* %7, i64 %74
  store float %72, float* %75, align 4, !tbaa !10
  %76 = tail call contract float @llvm.nvvm.ull2f.rp(i64 %71)
  %77 = add nsw i32 %65, 3
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, float* %7, i64 %78
  store float %76, float* %79, align 4, !tbaa !10
  %80 = fptrunc double %15 to float
  %81 = add nsw i32 %65, 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, float* %7, i64 %82
  store float %80, float* %83, align 4, !tbaa !10
  %84 = tail call contract float @llvm.nvvm.d2f.rz(double %15)
  %85 = add nsw i32 %65, 5
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, float* %7, i64 %86
  store float %84, float* %87, align 4, !tbaa !10
  %88 = fpext float %13 to double
  %89 = mul nsw i32 %10, 3
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds double, double* %8, i64 %90
  store double %88, double* %91, align 8, !tbaa !16
  %92 = uitofp i64 %71 to double
  %93 = add nsw i32 %89, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds double, double* %8, i64 %94
  store double %92, double* %95, align 8, !tbaa !16
  %96 = tail call contract double @llvm.nvvm.lohi.i2d(i32 %63, i32 1073741824)
  %97 = add nsw i32 %89, 2
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds double, double* %8, i64 %98
  store double %96, double* %99, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rn(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rm(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rp(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.rn(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.hi(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.lo(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rz.ftz(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2ui.rp(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.ull2f.rp(i64) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.d2f.rz(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @nvvm_math(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, double* nocapture noundef readonly %3, double* nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds float, float* %0, i64 %7
  %9 = load float, float* %8, align 4, !tbaa !10
  %10 = getelementptr inbounds float, float* %1, i64 %7
  %11 = load float, float* %10, align 4, !tbaa !10
  %12 = mul nsw i32 %6, 12
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, float* %2, i64 %13
  %15 = tail call contract float @llvm.nvvm.add.rz.f(float %9, float %11)
  store float %15, float* %14, align 4, !tbaa !10
  %16 = tail call contract float @llvm.nvvm.mul.rp.f(float %9, float %11)
  %17 = getelementptr inbounds float, float* %14, i64 1
  store float %16, float* %17, align 4, !tbaa !10
  %18 = tail call contract float @llvm.nvvm.div.rm.f(float %9, float %11)
  %19 = getelementptr inbounds float, float* %14, i64 2
  store float %18, float* %19, align 4, !tbaa !10
  %20 = tail call float @llvm.fabs.f32(float %9)
  %21 = tail call float @llvm.sqrt.f32(float %20)
  %22 = getelementptr inbounds float, float* %14, i64 3
  store float %21, float* %22, align 4, !tbaa !10
  %23 = tail call contract float @llvm.nvvm.rcp.rz.f(float %11)
  %24 = getelementptr inbounds float, float* %14, i64 4
  store float %23, float* %24, align 4, !tbaa !10
  %25 = tail call contract float @llvm.nvvm.ex2.approx.ftz.f(float %9)
  %26 = getelementptr inbounds float, float* %14, i64 5
  store float %25, float* %26, align 4, !tbaa !10
  %27 = tail call float @llvm.fabs.f32(float %11)
  %28 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %27)
  %29 = getelementptr inbounds float, float* %14, i64 6
  store float %28, float* %29, align 4, !tbaa !10
  %30 = tail call contract float @llvm.nvvm.sin.approx.f(float %9)
  %31 = getelementptr inbounds float, float* %14, i64 7
  store float %30, float* %31, align 4, !tbaa !10
  %32 = tail call float @llvm.minnum.f32(float %9, float %11)
  %33 = getelementptr inbounds float, float* %14, i64 8
  store float %32, float* %33, align 4, !tbaa !10
  %34 = tail call contract float @llvm.nvvm.fmax.ftz.f(float %9, float %11)
  %35 = getelementptr inbounds float, float* %14, i64 9
  store float %34, float* %35, align 4, !tbaa !10
  %36 = tail call contract float @llvm.nvvm.saturate.f(float %9)
  %37 = getelementptr inbounds float, float* %14, i64 10
  store float %36, float* %37, align 4, !tbaa !10
  %38 = fcmp contract olt float %9, %11
  %39 = tail call float @llvm.floor.f32(float %9)
  %40 = tail call float @llvm.round.f32(float %11)
  %41 = select contract i1 %38, float %39, float %40
  %42 = getelementptr inbounds float, float* %14, i64 11
  store float %41, float* %42, align 4, !tbaa !10
  %43 = getelementptr inbounds double, double* %3, i64 %7
  %44 = load double, double* %43, align 8, !tbaa !16
  %45 = tail call contract double @llvm.nvvm.fma.rp.d(double %44, double %44, double -1.000000e+00)
  %46 = shl nsw i32 %6, 1
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, double* %4, i64 %47
  store double %45, double* %48, align 8, !tbaa !16
  %49 = tail call contract double @llvm.nvvm.div.rz.d(double 1.000000e+00, double %44)
  %50 = or i32 %46, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, double* %4, i64 %51
  store double %49, double* %52, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.add.rz.f(float, float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.mul.rp.f(float, float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.div.rm.f(float, float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rcp.rz.f(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sin.approx.f(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fmax.ftz.f(float, float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.fma.rp.d(double, double, double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.div.rz.d(double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sqrt.f32(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.round.f32(float) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = !{void (i32, float, float*, float*)* @saxpy, !"kernel", i32 1}
!1 = !{void (i32, float, float*, float*)* @saxpy_fma, !"kernel", i32 1}
!2 = !{void (float*, float*, float*, float*)* @dot, !"kernel", i32 1}
!3 = !{void (i32, double*, double*, double, double, double)* @stencil, !"kernel", i32 1}
!4 = !{void (float*, double*, i32*, i64*, i32*, i32*, i64*, float*, double*)* @convert, !"kernel", i32 1}
!5 = !{void (float*, float*, float*, double*, double*)* @nvvm_math, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !12, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !12, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !12, i64 0}
