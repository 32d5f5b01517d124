; ModuleID = 'mixed_params.cu'
source_filename = "mixed_params.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @mixed_params(i8 noundef signext %0, ptr noundef %1, i16 noundef signext %2, i64 noundef %3, i8 noundef signext %4, ptr noundef %5, i32 noundef %6, i16 noundef signext %7, i64 noundef %8, ptr noundef %9, i32 noundef %10) #0 {
  %12 = alloca i8, align 1
  %13 = alloca ptr, align 8
  %14 = alloca i16, align 2
  %15 = alloca i64, align 8
  %16 = alloca i8, align 1
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i16, align 2
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  store i8 %0, ptr %12, align 1
  store ptr %1, ptr %13, align 8
  store i16 %2, ptr %14, align 2
  store i64 %3, ptr %15, align 8
  store i8 %4, ptr %16, align 1
  store ptr %5, ptr %17, align 8
  store i32 %6, ptr %18, align 4
  store i16 %7, ptr %19, align 2
  store i64 %8, ptr %20, align 8
  store ptr %9, ptr %21, align 8
  store i32 %10, ptr %22, align 4
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = mul i32 %28, %29
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = add i32 %30, %31
  store i32 %32, ptr %23, align 4
  %33 = load i32, ptr %23, align 4
  %34 = load i32, ptr %22, align 4
  %35 = icmp sge i32 %33, %34
  br i1 %35, label %36, label %37

36:                                               ; preds = %11
  br label %92

37:                                               ; preds = %11
  %38 = load ptr, ptr %17, align 8
  %39 = load i32, ptr %23, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %38, i64 %40
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %24, align 4
  %43 = load i32, ptr %24, align 4
  %44 = load i8, ptr %12, align 1
  %45 = sext i8 %44 to i32
  %46 = mul i32 %43, %45
  %47 = load i16, ptr %14, align 2
  %48 = sext i16 %47 to i32
  %49 = add i32 %46, %48
  store i32 %49, ptr %25, align 4
  %50 = load i64, ptr %15, align 8
  %51 = load i32, ptr %23, align 4
  %52 = and i32 %51, 63
  %53 = zext i32 %52 to i64
  %54 = ashr i64 %50, %53
  %55 = trunc i64 %54 to i32
  %56 = load i32, ptr %25, align 4
  %57 = xor i32 %56, %55
  store i32 %57, ptr %25, align 4
  %58 = load i8, ptr %16, align 1
  %59 = sext i8 %58 to i32
  %60 = load i32, ptr %18, align 4
  %61 = mul i32 %59, %60
  %62 = load i32, ptr %25, align 4
  %63 = add i32 %62, %61
  store i32 %63, ptr %25, align 4
  %64 = load i32, ptr %25, align 4
  %65 = load i16, ptr %19, align 2
  %66 = sext i16 %65 to i32
  %67 = sub i32 %64, %66
  %68 = load ptr, ptr %13, align 8
  %69 = load i32, ptr %23, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %68, i64 %70
  store i32 %67, ptr %71, align 4
  %72 = load i32, ptr %25, align 4
  %73 = sext i32 %72 to i64
  %74 = load i16, ptr %19, align 2
  %75 = sext i16 %74 to i64
  %76 = mul nsw i64 %73, %75
  store i64 %76, ptr %26, align 8
  %77 = load i32, ptr %24, align 4
  %78 = zext i32 %77 to i64
  %79 = shl i64 %78, 32
  %80 = load i32, ptr %24, align 4
  %81 = zext i32 %80 to i64
  %82 = or i64 %79, %81
  store i64 %82, ptr %27, align 8
  %83 = load i64, ptr %26, align 8
  %84 = load i64, ptr %20, align 8
  %85 = load i64, ptr %27, align 8
  %86 = and i64 %84, %85
  %87 = xor i64 %83, %86
  %88 = load ptr, ptr %21, align 8
  %89 = load i32, ptr %23, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i64, ptr %88, i64 %90
  store i64 %87, ptr %91, align 8
  br label %92

92:                                               ; preds = %37, %36
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @mixed_params, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
