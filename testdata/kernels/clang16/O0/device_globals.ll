; ModuleID = 'device_globals.cu'
source_filename = "device_globals.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.TagValue = type { i16, i32 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@table = dso_local addrspace(1) externally_initialized global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@scratch = dso_local addrspace(1) externally_initialized global [64 x i32] zeroinitializer, align 4
@pairs = dso_local addrspace(1) externally_initialized global [2 x %struct.TagValue] [%struct.TagValue { i16 7, i32 70000 }, %struct.TagValue { i16 9, i32 90000 }], align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@llvm.compiler.used = appending global [4 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr), ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(1) @scratch to ptr), ptr addrspacecast (ptr addrspace(1) @pairs to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @device_globals(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  store i32 %19, ptr %11, align 4
  %20 = load i32, ptr %11, align 4
  %21 = load i32, ptr %10, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %5
  br label %72

24:                                               ; preds = %5
  %25 = load ptr, ptr %6, align 8
  %26 = load i32, ptr %11, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %12, align 4
  %30 = load i32, ptr %9, align 4
  %31 = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(1) @counter to ptr), i32 %30)
  store i32 %31, ptr %13, align 4
  %32 = load ptr, ptr %8, align 8
  %33 = load i32, ptr %13, align 4
  %34 = and i32 %33, 15
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %32, i64 %35
  %37 = atomicrmw add ptr %36, i32 1 seq_cst, align 4
  %38 = load i32, ptr %12, align 4
  %39 = load i32, ptr %12, align 4
  %40 = and i32 %39, 7
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = mul i32 %38, %43
  %45 = load i32, ptr %11, align 4
  %46 = and i32 %45, 63
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(1) @scratch to ptr), i64 0, i64 %47
  store i32 %44, ptr %48, align 4
  %49 = load i32, ptr %12, align 4
  %50 = ashr i32 %49, 3
  %51 = and i32 %50, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [2 x %struct.TagValue], ptr addrspacecast (ptr addrspace(1) @pairs to ptr), i64 0, i64 %52
  store ptr %53, ptr %14, align 8
  %54 = load i32, ptr %11, align 4
  %55 = and i32 %54, 63
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(1) @scratch to ptr), i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = load ptr, ptr %14, align 8
  %60 = getelementptr inbounds %struct.TagValue, ptr %59, i32 0, i32 0
  %61 = load i16, ptr %60, align 4
  %62 = zext i16 %61 to i32
  %63 = add i32 %58, %62
  %64 = load ptr, ptr %14, align 8
  %65 = getelementptr inbounds %struct.TagValue, ptr %64, i32 0, i32 1
  %66 = load i32, ptr %65, align 4
  %67 = add i32 %63, %66
  %68 = load ptr, ptr %7, align 8
  %69 = load i32, ptr %11, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %68, i64 %70
  store i32 %67, ptr %71, align 4
  br label %72

72:                                               ; preds = %24, %23
  ret void
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @device_globals, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
