; ModuleID = 'fpkernels.cu'
source_filename = "fpkernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@_ZZ3dotE1s = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @saxpy(i32 noundef %0, float noundef %1, float* noundef %2, float* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store float %1, float* %6, align 4
  store float* %2, float** %7, align 8
  store float* %3, float** %8, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %12 = mul i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %14 = add i32 %12, %13
  store i32 %14, i32* %9, align 4
  %15 = load i32, i32* %9, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %36

18:                                               ; preds = %4
  %19 = load float, float* %6, align 4
  %20 = load float*, float** %7, align 8
  %21 = load i32, i32* %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, float* %20, i64 %22
  %24 = load float, float* %23, align 4
  %25 = fmul contract float %19, %24
  %26 = load float*, float** %8, align 8
  %27 = load i32, i32* %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, float* %26, i64 %28
  %30 = load float, float* %29, align 4
  %31 = fadd contract float %25, %30
  %32 = load float*, float** %8, align 8
  %33 = load i32, i32* %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, float* %32, i64 %34
  store float %31, float* %35, align 4
  br label %36

36:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @saxpy_fma(i32 noundef %0, float noundef %1, float* noundef %2, float* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store float %1, float* %6, align 4
  store float* %2, float** %7, align 8
  store float* %3, float** %8, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %12 = mul i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %14 = add i32 %12, %13
  store i32 %14, i32* %9, align 4
  %15 = load i32, i32* %9, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %35

18:                                               ; preds = %4
  %19 = load float, float* %6, align 4
  %20 = load float*, float** %7, align 8
  %21 = load i32, i32* %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, float* %20, i64 %22
  %24 = load float, float* %23, align 4
  %25 = load float*, float** %8, align 8
  %26 = load i32, i32* %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, float* %25, i64 %27
  %29 = load float, float* %28, align 4
  %30 = call contract float @llvm.nvvm.fma.rn.f(float %19, float %24, float %29)
  %31 = load float*, float** %8, align 8
  %32 = load i32, i32* %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, float* %31, i64 %33
  store float %30, float* %34, align 4
  br label %35

35:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fma.rn.f(float, float, float) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @dot(float* noundef %0, float* noundef %1, float* noundef %2, float* noundef %3) #0 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  store float* %0, float** %5, align 8
  store float* %1, float** %6, align 8
  store float* %2, float** %7, align 8
  store float* %3, float** %8, align 8
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  store i32 %14, i32* %9, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %17 = mul i32 %15, %16
  %18 = load i32, i32* %9, align 4
  %19 = add i32 %17, %18
  store i32 %19, i32* %10, align 4
  %20 = load float*, float** %5, align 8
  %21 = load i32, i32* %10, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, float* %20, i64 %22
  %24 = load float, float* %23, align 4
  %25 = load float*, float** %6, align 8
  %26 = load i32, i32* %10, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, float* %25, i64 %27
  %29 = load float, float* %28, align 4
  %30 = fmul contract float %24, %29
  %31 = load i32, i32* %9, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ3dotE1s to [256 x float]*), i64 0, i64 %32
  store float %30, float* %33, align 4
  call void @llvm.nvvm.barrier0()
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %35 = udiv i32 %34, 2
  store i32 %35, i32* %11, align 4
  br label %36

36:                                               ; preds = %56, %4
  %37 = load i32, i32* %11, align 4
  %38 = icmp sge i32 %37, 32
  br i1 %38, label %39, label %59

39:                                               ; preds = %36
  %40 = load i32, i32* %9, align 4
  %41 = load i32, i32* %11, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %55

43:                                               ; preds = %39
  %44 = load i32, i32* %9, align 4
  %45 = load i32, i32* %11, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ3dotE1s to [256 x float]*), i64 0, i64 %47
  %49 = load float, float* %48, align 4
  %50 = load i32, i32* %9, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ3dotE1s to [256 x float]*), i64 0, i64 %51
  %53 = load float, float* %52, align 4
  %54 = fadd contract float %53, %49
  store float %54, float* %52, align 4
  br label %55

55:                                               ; preds = %43, %39
  call void @llvm.nvvm.barrier0()
  br label %56

56:                                               ; preds = %55
  %57 = load i32, i32* %11, align 4
  %58 = sdiv i32 %57, 2
  store i32 %58, i32* %11, align 4
  br label %36, !llvm.loop !10

59:                                               ; preds = %36
  %60 = load i32, i32* %9, align 4
  %61 = icmp slt i32 %60, 32
  br i1 %61, label %62, label %92

62:                                               ; preds = %59
  %63 = load i32, i32* %9, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ3dotE1s to [256 x float]*), i64 0, i64 %64
  %66 = load float, float* %65, align 4
  store float %66, float* %12, align 4
  store i32 16, i32* %13, align 4
  br label %67

67:                                               ; preds = %76, %62
  %68 = load i32, i32* %13, align 4
  %69 = icmp sgt i32 %68, 0
  br i1 %69, label %70, label %79

70:                                               ; preds = %67
  %71 = load float, float* %12, align 4
  %72 = load i32, i32* %13, align 4
  %73 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %71, i32 %72, i32 31)
  %74 = load float, float* %12, align 4
  %75 = fadd contract float %74, %73
  store float %75, float* %12, align 4
  br label %76

76:                                               ; preds = %70
  %77 = load i32, i32* %13, align 4
  %78 = sdiv i32 %77, 2
  store i32 %78, i32* %13, align 4
  br label %67, !llvm.loop !12

79:                                               ; preds = %67
  %80 = load i32, i32* %9, align 4
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %91

82:                                               ; preds = %79
  %83 = load float, float* %12, align 4
  %84 = load float*, float** %7, align 8
  %85 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds float, float* %84, i64 %86
  store float %83, float* %87, align 4
  %88 = load float*, float** %8, align 8
  %89 = load float, float* %12, align 4
  %90 = atomicrmw fadd float* %88, float %89 seq_cst, align 4
  br label %91

91:                                               ; preds = %82, %79
  br label %92

92:                                               ; preds = %91, %59
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @stencil(i32 noundef %0, double* noundef %1, double* noundef %2, double noundef %3, double noundef %4, double noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 %0, i32* %7, align 4
  store double* %1, double** %8, align 8
  store double* %2, double** %9, align 8
  store double %3, double* %10, align 8
  store double %4, double* %11, align 8
  store double %5, double* %12, align 8
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %16 = mul i32 %14, %15
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %18 = add i32 %16, %17
  store i32 %18, i32* %13, align 4
  %19 = load i32, i32* %13, align 4
  %20 = load i32, i32* %7, align 4
  %21 = icmp sge i32 %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %6
  br label %71

23:                                               ; preds = %6
  %24 = load i32, i32* %13, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %31, label %26

26:                                               ; preds = %23
  %27 = load i32, i32* %13, align 4
  %28 = load i32, i32* %7, align 4
  %29 = sub nsw i32 %28, 1
  %30 = icmp eq i32 %27, %29
  br i1 %30, label %31, label %41

31:                                               ; preds = %26, %23
  %32 = load double*, double** %8, align 8
  %33 = load i32, i32* %13, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, double* %32, i64 %34
  %36 = load double, double* %35, align 8
  %37 = load double*, double** %9, align 8
  %38 = load i32, i32* %13, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, double* %37, i64 %39
  store double %36, double* %40, align 8
  br label %71

41:                                               ; preds = %26
  %42 = load double, double* %10, align 8
  %43 = load double*, double** %8, align 8
  %44 = load i32, i32* %13, align 4
  %45 = sub nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, double* %43, i64 %46
  %48 = load double, double* %47, align 8
  %49 = fmul contract double %42, %48
  %50 = load double, double* %11, align 8
  %51 = load double*, double** %8, align 8
  %52 = load i32, i32* %13, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, double* %51, i64 %53
  %55 = load double, double* %54, align 8
  %56 = fmul contract double %50, %55
  %57 = fadd contract double %49, %56
  %58 = load double, double* %12, align 8
  %59 = load double*, double** %8, align 8
  %60 = load i32, i32* %13, align 4
  %61 = add nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, double* %59, i64 %62
  %64 = load double, double* %63, align 8
  %65 = fmul contract double %58, %64
  %66 = fadd contract double %57, %65
  %67 = load double*, double** %9, align 8
  %68 = load i32, i32* %13, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, double* %67, i64 %69
  store double %66, double* %70, align 8
  br label %71

71:                                               ; preds = %41, %31, %22
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @convert(float* noundef %0, double* noundef %1, i32* noundef %2, i64* noundef %3, i32* noundef %4, i32* noundef %5, i64* noundef %6, float* noundef %7, double* noundef %8) #0 {
  %10 = alloca float*, align 8
  %11 = alloca double*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i64*, align 8
  %14 = alloca i32*, align 8
  %15 = alloca i32*, align 8
  %16 = alloca i64*, align 8
  %17 = alloca float*, align 8
  %18 = alloca double*, align 8
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca double, align 8
  store float* %0, float** %10, align 8
  store double* %1, double** %11, align 8
  store i32* %2, i32** %12, align 8
  store i64* %3, i64** %13, align 8
  store i32* %4, i32** %14, align 8
  store i32* %5, i32** %15, align 8
  store i64* %6, i64** %16, align 8
  store float* %7, float** %17, align 8
  store double* %8, double** %18, align 8
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  store i32 %22, i32* %19, align 4
  %23 = load float*, float** %10, align 8
  %24 = load i32, i32* %19, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, float* %23, i64 %25
  %27 = load float, float* %26, align 4
  store float %27, float* %20, align 4
  %28 = load double*, double** %11, align 8
  %29 = load i32, i32* %19, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, double* %28, i64 %30
  %32 = load double, double* %31, align 8
  store double %32, double* %21, align 8
  %33 = load float, float* %20, align 4
  %34 = fptosi float %33 to i32
  %35 = load i32*, i32** %14, align 8
  %36 = load i32, i32* %19, align 4
  %37 = mul nsw i32 8, %36
  %38 = add nsw i32 %37, 0
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32* %35, i64 %39
  store i32 %34, i32* %40, align 4
  %41 = load float, float* %20, align 4
  %42 = call i32 @llvm.nvvm.f2i.rn(float %41)
  %43 = load i32*, i32** %14, align 8
  %44 = load i32, i32* %19, align 4
  %45 = mul nsw i32 8, %44
  %46 = add nsw i32 %45, 1
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, i32* %43, i64 %47
  store i32 %42, i32* %48, align 4
  %49 = load float, float* %20, align 4
  %50 = call i32 @llvm.nvvm.f2i.rm(float %49)
  %51 = load i32*, i32** %14, align 8
  %52 = load i32, i32* %19, align 4
  %53 = mul nsw i32 8, %52
  %54 = add nsw i32 %53, 2
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, i32* %51, i64 %55
  store i32 %50, i32* %56, align 4
  %57 = load float, float* %20, align 4
  %58 = call i32 @llvm.nvvm.f2i.rp(float %57)
  %59 = load i32*, i32** %14, align 8
  %60 = load i32, i32* %19, align 4
  %61 = mul nsw i32 8, %60
  %62 = add nsw i32 %61, 3
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32* %59, i64 %63
  store i32 %58, i32* %64, align 4
  %65 = load double, double* %21, align 8
  %66 = call i32 @llvm.nvvm.d2i.rn(double %65)
  %67 = load i32*, i32** %14, align 8
  %68 = load i32, i32* %19, align 4
  %69 = mul nsw i32 8, %68
  %70 = add nsw i32 %69, 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, i32* %67, i64 %71
  store i32 %66, i32* %72, align 4
  %73 = load double, double* %21, align 8
  %74 = call i32 @llvm.nvvm.d2i.hi(double %73)
  %75 = load i32*, i32** %14, align 8
  %76 = load i32, i32* %19, align 4
  %77 = mul nsw i32 8, %76
  %78 = add nsw i32 %77, 5
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, i32* %75, i64 %79
  store i32 %74, i32* %80, align 4
  %81 = load double, double* %21, align 8
  %82 = call i32 @llvm.nvvm.d2i.lo(double %81)
  %83 = load i32*, i32** %14, align 8
  %84 = load i32, i32* %19, align 4
  %85 = mul nsw i32 8, %84
  %86 = add nsw i32 %85, 6
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, i32* %83, i64 %87
  store i32 %82, i32* %88, align 4
  %89 = load float, float* %20, align 4
  %90 = call i32 @llvm.nvvm.f2i.rz.ftz(float %89)
  %91 = load i32*, i32** %14, align 8
  %92 = load i32, i32* %19, align 4
  %93 = mul nsw i32 8, %92
  %94 = add nsw i32 %93, 7
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, i32* %91, i64 %95
  store i32 %90, i32* %96, align 4
  %97 = load float, float* %20, align 4
  %98 = call i32 @llvm.nvvm.f2ui.rz(float %97)
  %99 = load i32*, i32** %15, align 8
  %100 = load i32, i32* %19, align 4
  %101 = mul nsw i32 2, %100
  %102 = add nsw i32 %101, 0
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i32, i32* %99, i64 %103
  store i32 %98, i32* %104, align 4
  %105 = load double, double* %21, align 8
  %106 = call i32 @llvm.nvvm.d2ui.rp(double %105)
  %107 = load i32*, i32** %15, align 8
  %108 = load i32, i32* %19, align 4
  %109 = mul nsw i32 2, %108
  %110 = add nsw i32 %109, 1
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds i32, i32* %107, i64 %111
  store i32 %106, i32* %112, align 4
  %113 = load double, double* %21, align 8
  %114 = call i64 @llvm.nvvm.d2ll.rz(double %113)
  %115 = load i64*, i64** %16, align 8
  %116 = load i32, i32* %19, align 4
  %117 = mul nsw i32 2, %116
  %118 = add nsw i32 %117, 0
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i64, i64* %115, i64 %119
  store i64 %114, i64* %120, align 8
  %121 = load i64*, i64** %13, align 8
  %122 = load i32, i32* %19, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i64, i64* %121, i64 %123
  %125 = load i64, i64* %124, align 8
  %126 = ashr i64 %125, 1
  %127 = load i64*, i64** %16, align 8
  %128 = load i32, i32* %19, align 4
  %129 = mul nsw i32 2, %128
  %130 = add nsw i32 %129, 1
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i64, i64* %127, i64 %131
  store i64 %126, i64* %132, align 8
  %133 = load i32*, i32** %12, align 8
  %134 = load i32, i32* %19, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i32, i32* %133, i64 %135
  %137 = load i32, i32* %136, align 4
  %138 = sitofp i32 %137 to float
  %139 = load float*, float** %17, align 8
  %140 = load i32, i32* %19, align 4
  %141 = mul nsw i32 6, %140
  %142 = add nsw i32 %141, 0
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds float, float* %139, i64 %143
  store float %138, float* %144, align 4
  %145 = load i32*, i32** %12, align 8
  %146 = load i32, i32* %19, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i32, i32* %145, i64 %147
  %149 = load i32, i32* %148, align 4
  %150 = call contract float @llvm.nvvm.i2f.rz(i32 %149)
  %151 = load float*, float** %17, align 8
  %152 = load i32, i32* %19, align 4
  %153 = mul nsw i32 6, %152
  %154 = add nsw i32 %153, 1
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, float* %151, i64 %155
  store float %150, float* %156, align 4
  %157 = load i64*, i64** %13, align 8
  %158 = load i32, i32* %19, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i64, i64* %157, i64 %159
  %161 = load i64, i64* %160, align 8
  %162 = uitofp i64 %161 to float
  %163 = load float*, float** %17, align 8
  %164 = load i32, i32* %19, align 4
  %165 = mul nsw i32 6, %164
  %166 = add nsw i32 %165, 2
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds float, float* %163, i64 %167
  store float %162, float* %168, align 4
  %169 = load i64*, i64** %13, align 8
  %170 = load i32, i32* %19, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds i64, i64* %169, i64 %171
  %173 = load i64, i64* %172, align 8
  %174 = call contract float @llvm.nvvm.ull2f.rp(i64 %173)
  %175 = load float*, float** %17, align 8
  %176 = load i32, i32* %19, align 4
  %177 = mul nsw i32 6, %176
  %178 = add nsw i32 %177, 3
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds float, float* %175, i64 %179
  store float %174, float* %180, align 4
  %181 = load double, double* %21, align 8
  %182 = fptrunc double %181 to float
  %183 = load float*, float** %17, align 8
  %184 = load i32, i32* %19, align 4
  %185 = mul nsw i32 6, %184
  %186 = add nsw i32 %185, 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds float, float* %183, i64 %187
  store float %182, float* %188, align 4
  %189 = load double, double* %21, align 8
  %190 = call contract float @llvm.nvvm.d2f.rz(double %189)
  %191 = load float*, float** %17, align 8
  %192 = load i32, i32* %19, align 4
  %193 = mul nsw i32 6, %192
  %194 = add nsw i32 %193, 5
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds float, float* %191, i64 %195
  store float %190, float* %196, align 4
  %197 = load float, float* %20, align 4
  %198 = fpext float %197 to double
  %199 = load double*, double** %18, align 8
  %200 = load i32, i32* %19, align 4
  %201 = mul nsw i32 3, %200
  %202 = add nsw i32 %201, 0
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds double, double* %199, i64 %203
  store double %198, double* %204, align 8
  %205 = load i64*, i64** %13, align 8
  %206 = load i32, i32* %19, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds i64, i64* %205, i64 %207
  %209 = load i64, i64* %208, align 8
  %210 = uitofp i64 %209 to double
  %211 = load double*, double** %18, align 8
  %212 = load i32, i32* %19, align 4
  %213 = mul nsw i32 3, %212
  %214 = add nsw i32 %213, 1
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds double, double* %211, i64 %215
  store double %210, double* %216, align 8
  %217 = load i32*, i32** %12, align 8
  %218 = load i32, i32* %19, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds i32, i32* %217, i64 %219
  %221 = load i32, i32* %220, align 4
  %222 = call contract double @llvm.nvvm.lohi.i2d(i32 %221, i32 1073741824)
  %223 = load double*, double** %18, align 8
  %224 = load i32, i32* %19, align 4
  %225 = mul nsw i32 3, %224
  %226 = add nsw i32 %225, 2
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds double, double* %223, i64 %227
  store double %222, double* %228, align 8
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rn(float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rm(float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rp(float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.rn(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.hi(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.lo(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rz.ftz(float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2ui.rz(float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2ui.rp(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.d2ll.rz(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.i2f.rz(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.ull2f.rp(i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.d2f.rz(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.lohi.i2d(i32, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @nvvm_math(float* noundef %0, float* noundef %1, float* noundef %2, double* noundef %3, double* noundef %4) #0 {
  %6 = alloca float*, align 8
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float*, align 8
  %15 = alloca double, align 8
  store float* %0, float** %6, align 8
  store float* %1, float** %7, align 8
  store float* %2, float** %8, align 8
  store double* %3, double** %9, align 8
  store double* %4, double** %10, align 8
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  store i32 %16, i32* %11, align 4
  %17 = load float*, float** %6, align 8
  %18 = load i32, i32* %11, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, float* %17, i64 %19
  %21 = load float, float* %20, align 4
  store float %21, float* %12, align 4
  %22 = load float*, float** %7, align 8
  %23 = load i32, i32* %11, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, float* %22, i64 %24
  %26 = load float, float* %25, align 4
  store float %26, float* %13, align 4
  %27 = load float*, float** %8, align 8
  %28 = load i32, i32* %11, align 4
  %29 = mul nsw i32 12, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, float* %27, i64 %30
  store float* %31, float** %14, align 8
  %32 = load float, float* %12, align 4
  %33 = load float, float* %13, align 4
  %34 = call contract float @llvm.nvvm.add.rz.f(float %32, float %33)
  %35 = load float*, float** %14, align 8
  %36 = getelementptr inbounds float, float* %35, i64 0
  store float %34, float* %36, align 4
  %37 = load float, float* %12, align 4
  %38 = load float, float* %13, align 4
  %39 = call contract float @llvm.nvvm.mul.rp.f(float %37, float %38)
  %40 = load float*, float** %14, align 8
  %41 = getelementptr inbounds float, float* %40, i64 1
  store float %39, float* %41, align 4
  %42 = load float, float* %12, align 4
  %43 = load float, float* %13, align 4
  %44 = call contract float @llvm.nvvm.div.rm.f(float %42, float %43)
  %45 = load float*, float** %14, align 8
  %46 = getelementptr inbounds float, float* %45, i64 2
  store float %44, float* %46, align 4
  %47 = load float, float* %12, align 4
  %48 = call contract float @llvm.nvvm.fabs.f(float %47)
  %49 = call contract float @llvm.nvvm.sqrt.rn.f(float %48)
  %50 = load float*, float** %14, align 8
  %51 = getelementptr inbounds float, float* %50, i64 3
  store float %49, float* %51, align 4
  %52 = load float, float* %13, align 4
  %53 = call contract float @llvm.nvvm.rcp.rz.f(float %52)
  %54 = load float*, float** %14, align 8
  %55 = getelementptr inbounds float, float* %54, i64 4
  store float %53, float* %55, align 4
  %56 = load float, float* %12, align 4
  %57 = call contract float @llvm.nvvm.ex2.approx.ftz.f(float %56)
  %58 = load float*, float** %14, align 8
  %59 = getelementptr inbounds float, float* %58, i64 5
  store float %57, float* %59, align 4
  %60 = load float, float* %13, align 4
  %61 = call contract float @llvm.nvvm.fabs.f(float %60)
  %62 = call contract float @llvm.nvvm.rsqrt.approx.f(float %61)
  %63 = load float*, float** %14, align 8
  %64 = getelementptr inbounds float, float* %63, i64 6
  store float %62, float* %64, align 4
  %65 = load float, float* %12, align 4
  %66 = call contract float @llvm.nvvm.sin.approx.f(float %65)
  %67 = load float*, float** %14, align 8
  %68 = getelementptr inbounds float, float* %67, i64 7
  store float %66, float* %68, align 4
  %69 = load float, float* %12, align 4
  %70 = load float, float* %13, align 4
  %71 = call contract float @llvm.nvvm.fmin.f(float %69, float %70)
  %72 = load float*, float** %14, align 8
  %73 = getelementptr inbounds float, float* %72, i64 8
  store float %71, float* %73, align 4
  %74 = load float, float* %12, align 4
  %75 = load float, float* %13, align 4
  %76 = call contract float @llvm.nvvm.fmax.ftz.f(float %74, float %75)
  %77 = load float*, float** %14, align 8
  %78 = getelementptr inbounds float, float* %77, i64 9
  store float %76, float* %78, align 4
  %79 = load float, float* %12, align 4
  %80 = call contract float @llvm.nvvm.saturate.f(float %79)
  %81 = load float*, float** %14, align 8
  %82 = getelementptr inbounds float, float* %81, i64 10
  store float %80, float* %82, align 4
  %83 = load float, float* %12, align 4
  %84 = load float, float* %13, align 4
  %85 = fcmp contract olt float %83, %84
  br i1 %85, label %86, label %89

86:                                               ; preds = %5
  %87 = load float, float* %12, align 4
  %88 = call contract float @llvm.nvvm.floor.f(float %87)
  br label %92

89:                                               ; preds = %5
  %90 = load float, float* %13, align 4
  %91 = call contract float @llvm.nvvm.round.f(float %90)
  br label %92

92:                                               ; preds = %89, %86
  %93 = phi contract float [ %88, %86 ], [ %91, %89 ]
  %94 = load float*, float** %14, align 8
  %95 = getelementptr inbounds float, float* %94, i64 11
  store float %93, float* %95, align 4
  %96 = load double*, double** %9, align 8
  %97 = load i32, i32* %11, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds double, double* %96, i64 %98
  %100 = load double, double* %99, align 8
  store double %100, double* %15, align 8
  %101 = load double, double* %15, align 8
  %102 = load double, double* %15, align 8
  %103 = call contract double @llvm.nvvm.fma.rp.d(double %101, double %102, double -1.000000e+00)
  %104 = load double*, double** %10, align 8
  %105 = load i32, i32* %11, align 4
  %106 = mul nsw i32 2, %105
  %107 = add nsw i32 %106, 0
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds double, double* %104, i64 %108
  store double %103, double* %109, align 8
  %110 = load double, double* %15, align 8
  %111 = call contract double @llvm.nvvm.div.rz.d(double 1.000000e+00, double %110)
  %112 = load double*, double** %10, align 8
  %113 = load i32, i32* %11, align 4
  %114 = mul nsw i32 2, %113
  %115 = add nsw i32 %114, 1
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds double, double* %112, i64 %116
  store double %111, double* %117, align 8
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.add.rz.f(float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.mul.rp.f(float, float) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.div.rm.f(float, float) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sqrt.rn.f(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fabs.f(float) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rcp.rz.f(float) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sin.approx.f(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fmin.f(float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fmax.ftz.f(float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.floor.f(float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.round.f(float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.fma.rp.d(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.div.rz.d(double, double) #4

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nofree nosync nounwind readnone willreturn }
attributes #5 = { nounwind readnone speculatable }
attributes #6 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
