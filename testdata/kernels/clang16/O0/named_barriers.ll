; ModuleID = 'named_barriers.cu'
source_filename = "named_barriers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ14named_barriersE3buf = internal addrspace(3) global [128 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @named_barriers(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %18, ptr %11, align 4
  %19 = load i32, ptr %11, align 4
  %20 = lshr i32 %19, 6
  store i32 %20, ptr %12, align 4
  %21 = load i32, ptr %11, align 4
  %22 = and i32 %21, 63
  store i32 %22, ptr %13, align 4
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, 128
  %25 = load i32, ptr %11, align 4
  %26 = add i32 %24, %25
  store i32 %26, ptr %14, align 4
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %14, align 4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  store i32 %31, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %32

32:                                               ; preds = %59, %5
  %33 = load i32, ptr %16, align 4
  %34 = load i32, ptr %9, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %62

36:                                               ; preds = %32
  %37 = load i32, ptr %15, align 4
  %38 = load i32, ptr %11, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14named_barriersE3buf to ptr), i64 0, i64 %39
  store i32 %37, ptr %40, align 4
  %41 = load i32, ptr %12, align 4
  %42 = add i32 1, %41
  call void @llvm.nvvm.barrier.sync.cnt(i32 %42, i32 64)
  %43 = load i32, ptr %15, align 4
  %44 = load i32, ptr %12, align 4
  %45 = shl i32 %44, 6
  %46 = load i32, ptr %13, align 4
  %47 = add i32 %46, 1
  %48 = load i32, ptr %16, align 4
  %49 = add i32 %47, %48
  %50 = and i32 %49, 63
  %51 = add i32 %45, %50
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14named_barriersE3buf to ptr), i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = mul i32 %54, 3
  %56 = add i32 %43, %55
  store i32 %56, ptr %15, align 4
  %57 = load i32, ptr %12, align 4
  %58 = add i32 1, %57
  call void @llvm.nvvm.barrier.sync.cnt(i32 %58, i32 64)
  br label %59

59:                                               ; preds = %36
  %60 = load i32, ptr %16, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %16, align 4
  br label %32, !llvm.loop !5

62:                                               ; preds = %32
  %63 = load i32, ptr %15, align 4
  %64 = xor i32 %63, 85
  %65 = load i32, ptr %11, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14named_barriersE3buf to ptr), i64 0, i64 %66
  store i32 %64, ptr %67, align 4
  call void @llvm.nvvm.barrier.sync(i32 5)
  %68 = load i32, ptr %11, align 4
  %69 = sub i32 127, %68
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14named_barriersE3buf to ptr), i64 0, i64 %70
  %72 = load i32, ptr %71, align 4
  store i32 %72, ptr %17, align 4
  %73 = load i32, ptr %10, align 4
  %74 = mul i32 32, %73
  call void @llvm.nvvm.barrier.sync.cnt(i32 6, i32 %74)
  %75 = load i32, ptr %17, align 4
  %76 = load i32, ptr %11, align 4
  %77 = add i32 %75, %76
  %78 = load ptr, ptr %8, align 8
  %79 = load i32, ptr %14, align 4
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %78, i64 %80
  store i32 %77, ptr %81, align 4
  %82 = load i32, ptr %10, align 4
  %83 = add i32 %82, 3
  %84 = load i32, ptr %10, align 4
  %85 = mul i32 32, %84
  call void @llvm.nvvm.barrier.sync.cnt(i32 %83, i32 %85)
  call void @llvm.nvvm.barrier.sync.cnt(i32 8, i32 128)
  call void @llvm.nvvm.bar.sync(i32 9)
  %86 = load i32, ptr %15, align 4
  %87 = add i32 %86, 1
  %88 = load ptr, ptr %7, align 8
  %89 = load i32, ptr %14, align 4
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds i32, ptr %88, i64 %90
  store i32 %87, ptr %91, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.sync(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @named_barriers, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
