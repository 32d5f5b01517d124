; ModuleID = 'fp_block_reduce.cu'
source_filename = "fp_block_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ15fp_block_reduceE1s = internal addrspace(3) global [128 x float] undef, align 4
@_ZZ15fp_block_reduceE1m = internal addrspace(3) global [128 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fp_block_reduce(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %16, ptr %9, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = load i32, ptr %9, align 4
  %21 = add i32 %19, %20
  store i32 %21, ptr %10, align 4
  %22 = load i32, ptr %10, align 4
  %23 = load i32, ptr %8, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %31

25:                                               ; preds = %4
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  br label %32

31:                                               ; preds = %4
  br label %32

32:                                               ; preds = %31, %25
  %33 = phi contract float [ %30, %25 ], [ 0.000000e+00, %31 ]
  store float %33, ptr %11, align 4
  %34 = load float, ptr %11, align 4
  %35 = load i32, ptr %9, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1s to ptr), i64 0, i64 %36
  store float %34, ptr %37, align 4
  %38 = load i32, ptr %10, align 4
  %39 = load i32, ptr %8, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %32
  %42 = load float, ptr %11, align 4
  br label %44

43:                                               ; preds = %32
  br label %44

44:                                               ; preds = %43, %41
  %45 = phi contract float [ %42, %41 ], [ 0xFFF0000000000000, %43 ]
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1m to ptr), i64 0, i64 %47
  store float %45, ptr %48, align 4
  call void @llvm.nvvm.barrier0()
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %50 = udiv i32 %49, 2
  store i32 %50, ptr %12, align 4
  br label %51

51:                                               ; preds = %88, %44
  %52 = load i32, ptr %12, align 4
  %53 = icmp sge i32 %52, 32
  br i1 %53, label %54, label %91

54:                                               ; preds = %51
  %55 = load i32, ptr %9, align 4
  %56 = load i32, ptr %12, align 4
  %57 = icmp slt i32 %55, %56
  br i1 %57, label %58, label %87

58:                                               ; preds = %54
  %59 = load i32, ptr %9, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1s to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = load i32, ptr %9, align 4
  %64 = load i32, ptr %12, align 4
  %65 = add nsw i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1s to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4
  %69 = fadd float %62, %68
  %70 = load i32, ptr %9, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1s to ptr), i64 0, i64 %71
  store float %69, ptr %72, align 4
  %73 = load i32, ptr %9, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1m to ptr), i64 0, i64 %74
  %76 = load float, ptr %75, align 4
  %77 = load i32, ptr %9, align 4
  %78 = load i32, ptr %12, align 4
  %79 = add nsw i32 %77, %78
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1m to ptr), i64 0, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = call contract float @llvm.nvvm.fmax.f(float %76, float %82)
  %84 = load i32, ptr %9, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1m to ptr), i64 0, i64 %85
  store float %83, ptr %86, align 4
  br label %87

87:                                               ; preds = %58, %54
  call void @llvm.nvvm.barrier0()
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %12, align 4
  %90 = sdiv i32 %89, 2
  store i32 %90, ptr %12, align 4
  br label %51, !llvm.loop !5

91:                                               ; preds = %51
  %92 = load i32, ptr %9, align 4
  %93 = icmp slt i32 %92, 32
  br i1 %93, label %94, label %135

94:                                               ; preds = %91
  %95 = load i32, ptr %9, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1s to ptr), i64 0, i64 %96
  %98 = load float, ptr %97, align 4
  store float %98, ptr %13, align 4
  %99 = load i32, ptr %9, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15fp_block_reduceE1m to ptr), i64 0, i64 %100
  %102 = load float, ptr %101, align 4
  store float %102, ptr %14, align 4
  store i32 16, ptr %15, align 4
  br label %103

103:                                              ; preds = %117, %94
  %104 = load i32, ptr %15, align 4
  %105 = icmp sgt i32 %104, 0
  br i1 %105, label %106, label %120

106:                                              ; preds = %103
  %107 = load float, ptr %13, align 4
  %108 = load float, ptr %13, align 4
  %109 = load i32, ptr %15, align 4
  %110 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %108, i32 %109, i32 31)
  %111 = fadd float %107, %110
  store float %111, ptr %13, align 4
  %112 = load float, ptr %14, align 4
  %113 = load float, ptr %14, align 4
  %114 = load i32, ptr %15, align 4
  %115 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %113, i32 %114, i32 31)
  %116 = call contract float @llvm.nvvm.fmax.f(float %112, float %115)
  store float %116, ptr %14, align 4
  br label %117

117:                                              ; preds = %106
  %118 = load i32, ptr %15, align 4
  %119 = sdiv i32 %118, 2
  store i32 %119, ptr %15, align 4
  br label %103, !llvm.loop !7

120:                                              ; preds = %103
  %121 = load i32, ptr %9, align 4
  %122 = icmp eq i32 %121, 0
  br i1 %122, label %123, label %134

123:                                              ; preds = %120
  %124 = load float, ptr %13, align 4
  %125 = load ptr, ptr %6, align 8
  %126 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %125, i64 %127
  store float %124, ptr %128, align 4
  %129 = load float, ptr %14, align 4
  %130 = load ptr, ptr %7, align 8
  %131 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds float, ptr %130, i64 %132
  store float %129, ptr %133, align 4
  br label %134

134:                                              ; preds = %123, %120
  br label %135

135:                                              ; preds = %134, %91
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.f(float, float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fp_block_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
