; ModuleID = 'fnv_xorshift.cu'
source_filename = "fnv_xorshift.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fnv_xorshift(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  store i32 %21, ptr %11, align 4
  %22 = load i32, ptr %11, align 4
  %23 = load i32, ptr %10, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %5
  br label %84

26:                                               ; preds = %5
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %11, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i64, ptr %27, i64 %29
  %31 = load i64, ptr %30, align 8
  store i64 %31, ptr %12, align 8
  store i64 -3750763034362895579, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %32

32:                                               ; preds = %46, %26
  %33 = load i32, ptr %14, align 4
  %34 = icmp slt i32 %33, 8
  br i1 %34, label %35, label %49

35:                                               ; preds = %32
  %36 = load i64, ptr %12, align 8
  %37 = load i32, ptr %14, align 4
  %38 = mul nsw i32 8, %37
  %39 = zext i32 %38 to i64
  %40 = lshr i64 %36, %39
  %41 = and i64 %40, 255
  %42 = load i64, ptr %13, align 8
  %43 = xor i64 %42, %41
  store i64 %43, ptr %13, align 8
  %44 = load i64, ptr %13, align 8
  %45 = mul i64 %44, 1099511628211
  store i64 %45, ptr %13, align 8
  br label %46

46:                                               ; preds = %35
  %47 = load i32, ptr %14, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %14, align 4
  br label %32, !llvm.loop !5

49:                                               ; preds = %32
  %50 = load i64, ptr %13, align 8
  %51 = load ptr, ptr %7, align 8
  %52 = load i32, ptr %11, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i64, ptr %51, i64 %53
  store i64 %50, ptr %54, align 8
  %55 = load i64, ptr %12, align 8
  %56 = or i64 %55, 1
  store i64 %56, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %57

57:                                               ; preds = %74, %49
  %58 = load i32, ptr %16, align 4
  %59 = load i32, ptr %9, align 4
  %60 = icmp slt i32 %58, %59
  br i1 %60, label %61, label %77

61:                                               ; preds = %57
  %62 = load i64, ptr %15, align 8
  %63 = lshr i64 %62, 12
  %64 = load i64, ptr %15, align 8
  %65 = xor i64 %64, %63
  store i64 %65, ptr %15, align 8
  %66 = load i64, ptr %15, align 8
  %67 = shl i64 %66, 25
  %68 = load i64, ptr %15, align 8
  %69 = xor i64 %68, %67
  store i64 %69, ptr %15, align 8
  %70 = load i64, ptr %15, align 8
  %71 = lshr i64 %70, 27
  %72 = load i64, ptr %15, align 8
  %73 = xor i64 %72, %71
  store i64 %73, ptr %15, align 8
  br label %74

74:                                               ; preds = %61
  %75 = load i32, ptr %16, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %16, align 4
  br label %57, !llvm.loop !7

77:                                               ; preds = %57
  %78 = load i64, ptr %15, align 8
  %79 = mul i64 %78, 2685821657736338717
  %80 = load ptr, ptr %8, align 8
  %81 = load i32, ptr %11, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i64, ptr %80, i64 %82
  store i64 %79, ptr %83, align 8
  br label %84

84:                                               ; preds = %77, %25
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

!0 = !{ptr @fnv_xorshift, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
