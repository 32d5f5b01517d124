; ModuleID = 'shared_negative_index.cu'
source_filename = "shared_negative_index.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ21shared_negative_indexE2cx = internal addrspace(3) global [512 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @shared_negative_index(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca [16 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %17, ptr %9, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  store i32 %20, ptr %10, align 4
  %21 = load ptr, ptr %5, align 8
  %22 = load i32, ptr %10, align 4
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %22, %23
  %25 = load i32, ptr %8, align 4
  %26 = srem i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %21, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load i32, ptr %9, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  %33 = load ptr, ptr %5, align 8
  %34 = load i32, ptr %10, align 4
  %35 = load i32, ptr %9, align 4
  %36 = add nsw i32 %34, %35
  %37 = add nsw i32 %36, 256
  %38 = load i32, ptr %8, align 4
  %39 = srem i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %33, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = xor i32 %42, 23130
  %44 = load i32, ptr %9, align 4
  %45 = add nsw i32 %44, 256
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 0, i64 %46
  store i32 %43, ptr %47, align 4
  call void @llvm.nvvm.barrier0()
  store ptr getelementptr inbounds ([512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 0, i64 256), ptr %11, align 8
  %48 = load ptr, ptr %11, align 8
  %49 = load i32, ptr %9, align 4
  %50 = sub nsw i32 %49, 55
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %48, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = load ptr, ptr %6, align 8
  %55 = load i32, ptr %10, align 4
  %56 = load i32, ptr %9, align 4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %54, i64 %58
  store i32 %53, ptr %59, align 4
  %60 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %61 = add i32 %60, 64
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 0, i64 %62
  store ptr %63, ptr %12, align 8
  %64 = load ptr, ptr %12, align 8
  %65 = load i32, ptr %9, align 4
  %66 = sub nsw i32 %65, 300
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %64, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = mul i32 %69, 3
  store i32 %70, ptr %13, align 4
  store i32 0, ptr %15, align 4
  br label %71

71:                                               ; preds = %88, %4
  %72 = load i32, ptr %15, align 4
  %73 = icmp slt i32 %72, 16
  br i1 %73, label %74, label %91

74:                                               ; preds = %71
  %75 = load i32, ptr %9, align 4
  %76 = load i32, ptr %15, align 4
  %77 = mul nsw i32 7, %76
  %78 = add nsw i32 %75, %77
  %79 = and i32 %78, 511
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21shared_negative_indexE2cx to ptr), i64 0, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = load i32, ptr %15, align 4
  %84 = add i32 %82, %83
  %85 = load i32, ptr %15, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [16 x i32], ptr %14, i64 0, i64 %86
  store i32 %84, ptr %87, align 4
  br label %88

88:                                               ; preds = %74
  %89 = load i32, ptr %15, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %15, align 4
  br label %71, !llvm.loop !5

91:                                               ; preds = %71
  %92 = getelementptr inbounds [16 x i32], ptr %14, i64 0, i64 8
  store ptr %92, ptr %16, align 8
  %93 = load ptr, ptr %16, align 8
  %94 = load i32, ptr %9, align 4
  %95 = and i32 %94, 15
  %96 = sub nsw i32 %95, 8
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %93, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = load ptr, ptr %11, align 8
  %101 = load i32, ptr %9, align 4
  %102 = and i32 %101, 255
  %103 = sub nsw i32 -1, %102
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, ptr %100, i64 %104
  %106 = load i32, ptr %105, align 4
  %107 = sub i32 %99, %106
  %108 = load i32, ptr %13, align 4
  %109 = add i32 %107, %108
  %110 = load ptr, ptr %7, align 8
  %111 = load i32, ptr %10, align 4
  %112 = load i32, ptr %9, align 4
  %113 = add nsw i32 %111, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %110, i64 %114
  store i32 %109, ptr %115, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @shared_negative_index, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
