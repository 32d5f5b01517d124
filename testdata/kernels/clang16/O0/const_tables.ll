; ModuleID = 'const_tables.cu'
source_filename = "const_tables.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Coef = type { i32, i64 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@primes = dso_local addrspace(4) externally_initialized global [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 4
@deltas = dso_local addrspace(4) externally_initialized global [6 x i16] [i16 -300, i16 7, i16 -1, i16 32000, i16 -32768, i16 12], align 2
@sbox = dso_local addrspace(4) externally_initialized global [16 x i8] c"c|w{\F2ko\C50\01g+\FE\D7\ABv", align 1
@coefs = dso_local addrspace(4) externally_initialized global [3 x %struct.Coef] [%struct.Coef { i32 3, i64 1000000007 }, %struct.Coef { i32 -5, i64 -77 }, %struct.Coef { i32 9, i64 1099511627776 }], align 8
@big = dso_local addrspace(4) externally_initialized global <{ i32, i32, i32, i32, i32, i32, [8994 x i32] }> <{ i32 4, i32 8, i32 15, i32 16, i32 23, i32 42, [8994 x i32] zeroinitializer }>, align 4
@far_away = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 -559038737, i32 305419896, i32 -889262067, i32 195936478], align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@llvm.compiler.used = appending global [6 x ptr] [ptr addrspacecast (ptr addrspace(4) @primes to ptr), ptr addrspacecast (ptr addrspace(4) @deltas to ptr), ptr addrspacecast (ptr addrspace(4) @sbox to ptr), ptr addrspacecast (ptr addrspace(4) @coefs to ptr), ptr addrspacecast (ptr addrspace(4) @big to ptr), ptr addrspacecast (ptr addrspace(4) @far_away to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @const_tables(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [8 x i32], align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  store i32 %20, ptr %9, align 4
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %8, align 4
  %23 = icmp sge i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %4
  br label %129

25:                                               ; preds = %4
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %10, align 4
  %31 = load i32, ptr %10, align 4
  store i32 %31, ptr %11, align 4
  %32 = load i32, ptr %11, align 4
  %33 = urem i32 %32, 8
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(4) @primes to ptr), i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = sext i32 %36 to i64
  %38 = load i32, ptr getelementptr inbounds ([8 x i32], ptr addrspacecast (ptr addrspace(4) @primes to ptr), i64 0, i64 3), align 4
  %39 = sext i32 %38 to i64
  %40 = mul nsw i64 %37, %39
  %41 = load i32, ptr %11, align 4
  %42 = urem i32 %41, 6
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [6 x i16], ptr addrspacecast (ptr addrspace(4) @deltas to ptr), i64 0, i64 %43
  %45 = load i16, ptr %44, align 2
  %46 = sext i16 %45 to i64
  %47 = add nsw i64 %40, %46
  %48 = load i32, ptr %11, align 4
  %49 = lshr i32 %48, 4
  %50 = and i32 %49, 15
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [16 x i8], ptr addrspacecast (ptr addrspace(4) @sbox to ptr), i64 0, i64 %51
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i64
  %55 = add nsw i64 %47, %54
  store i64 %55, ptr %12, align 8
  %56 = load i32, ptr %11, align 4
  %57 = urem i32 %56, 3
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [3 x %struct.Coef], ptr addrspacecast (ptr addrspace(4) @coefs to ptr), i64 0, i64 %58
  store ptr %59, ptr %13, align 8
  %60 = load i64, ptr %12, align 8
  %61 = load ptr, ptr %13, align 8
  %62 = getelementptr inbounds %struct.Coef, ptr %61, i32 0, i32 0
  %63 = load i32, ptr %62, align 8
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 %60, %64
  %66 = load ptr, ptr %13, align 8
  %67 = getelementptr inbounds %struct.Coef, ptr %66, i32 0, i32 1
  %68 = load i64, ptr %67, align 8
  %69 = add nsw i64 %65, %68
  %70 = load i64, ptr getelementptr inbounds ([3 x %struct.Coef], ptr addrspacecast (ptr addrspace(4) @coefs to ptr), i64 0, i64 2, i32 1), align 8
  %71 = add nsw i64 %69, %70
  store i64 %71, ptr %12, align 8
  %72 = getelementptr inbounds [8 x i32], ptr %14, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %72, ptr align 4 addrspacecast (ptr addrspace(4) @primes to ptr), i64 32, i1 false)
  store i32 0, ptr %15, align 4
  br label %73

73:                                               ; preds = %92, %25
  %74 = load i32, ptr %15, align 4
  %75 = load i32, ptr %11, align 4
  %76 = urem i32 %75, 5
  %77 = icmp slt i32 %74, %76
  br i1 %77, label %78, label %95

78:                                               ; preds = %73
  %79 = load i32, ptr %15, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [6 x i16], ptr addrspacecast (ptr addrspace(4) @deltas to ptr), i64 0, i64 %80
  %82 = load i16, ptr %81, align 2
  %83 = sext i16 %82 to i32
  %84 = load i32, ptr %11, align 4
  %85 = load i32, ptr %15, align 4
  %86 = add i32 %84, %85
  %87 = and i32 %86, 7
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds [8 x i32], ptr %14, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = add nsw i32 %90, %83
  store i32 %91, ptr %89, align 4
  br label %92

92:                                               ; preds = %78
  %93 = load i32, ptr %15, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %15, align 4
  br label %73, !llvm.loop !5

95:                                               ; preds = %73
  %96 = load i32, ptr %11, align 4
  %97 = lshr i32 %96, 3
  %98 = and i32 %97, 7
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [8 x i32], ptr %14, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4
  %102 = load i32, ptr %11, align 4
  %103 = urem i32 %102, 9000
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds [9000 x i32], ptr addrspacecast (ptr addrspace(4) @big to ptr), i64 0, i64 %104
  %106 = load i32, ptr %105, align 4
  %107 = add nsw i32 %101, %106
  %108 = load i32, ptr getelementptr inbounds ([9000 x i32], ptr addrspacecast (ptr addrspace(4) @big to ptr), i64 0, i64 5), align 4
  %109 = add nsw i32 %107, %108
  %110 = sext i32 %109 to i64
  %111 = load i64, ptr %12, align 8
  %112 = add nsw i64 %111, %110
  store i64 %112, ptr %12, align 8
  %113 = load i64, ptr %12, align 8
  %114 = load ptr, ptr %6, align 8
  %115 = load i32, ptr %9, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i64, ptr %114, i64 %116
  store i64 %113, ptr %117, align 8
  %118 = load i32, ptr %11, align 4
  %119 = and i32 %118, 3
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @far_away to ptr), i64 0, i64 %120
  %122 = load i32, ptr %121, align 4
  %123 = load i32, ptr getelementptr inbounds ([4 x i32], ptr addrspacecast (ptr addrspace(4) @far_away to ptr), i64 0, i64 1), align 4
  %124 = xor i32 %122, %123
  %125 = load ptr, ptr %7, align 8
  %126 = load i32, ptr %9, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, ptr %125, i64 %127
  store i32 %124, ptr %128, align 4
  br label %129

129:                                              ; preds = %95, %24
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @const_tables, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
