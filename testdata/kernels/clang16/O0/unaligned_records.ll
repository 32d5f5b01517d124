; ModuleID = 'unaligned_records.cu'
source_filename = "unaligned_records.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.Rec = type <{ i8, i32, i16, i64 }>
%struct.Pair = type <{ i16, i32, i64 }>

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @unaligned_records(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.Rec, align 1
  %13 = alloca %struct.Pair, align 2
  %14 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %15 = load ptr, ptr %5, align 8
  store ptr %15, ptr %9, align 8
  %16 = load ptr, ptr %6, align 8
  store ptr %16, ptr %10, align 8
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  store i32 %21, ptr %11, align 4
  %22 = load i32, ptr %11, align 4
  %23 = load i32, ptr %8, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %4
  br label %111

26:                                               ; preds = %4
  %27 = load ptr, ptr %9, align 8
  %28 = load i32, ptr %11, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.Rec, ptr %27, i64 %29
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %30, i64 15, i1 false)
  %31 = load ptr, ptr %10, align 8
  %32 = load i32, ptr %11, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds %struct.Pair, ptr %31, i64 %33
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %13, ptr align 2 %34, i64 14, i1 false)
  %35 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 1
  %36 = load i32, ptr %35, align 1
  %37 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 2
  %38 = load i16, ptr %37, align 1
  %39 = sext i16 %38 to i32
  %40 = add i32 %36, %39
  %41 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 0
  %42 = load i8, ptr %41, align 1
  %43 = zext i8 %42 to i32
  %44 = add i32 %40, %43
  %45 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 3
  %46 = load i64, ptr %45, align 1
  %47 = ashr i64 %46, 20
  %48 = trunc i64 %47 to i32
  %49 = add i32 %44, %48
  %50 = getelementptr inbounds %struct.Pair, ptr %13, i32 0, i32 1
  %51 = load i32, ptr %50, align 2
  %52 = add i32 %49, %51
  %53 = getelementptr inbounds %struct.Pair, ptr %13, i32 0, i32 0
  %54 = load i16, ptr %53, align 2
  %55 = sext i16 %54 to i32
  %56 = add i32 %52, %55
  %57 = getelementptr inbounds %struct.Pair, ptr %13, i32 0, i32 2
  %58 = load i64, ptr %57, align 2
  %59 = lshr i64 %58, 33
  %60 = trunc i64 %59 to i32
  %61 = add i32 %56, %60
  store i32 %61, ptr %14, align 4
  %62 = load i32, ptr %14, align 4
  %63 = load ptr, ptr %7, align 8
  %64 = load i32, ptr %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %63, i64 %65
  store i32 %62, ptr %66, align 4
  %67 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 1
  %68 = load i32, ptr %67, align 1
  %69 = mul i32 %68, 3
  %70 = add i32 %69, 1
  %71 = load ptr, ptr %9, align 8
  %72 = load i32, ptr %11, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds %struct.Rec, ptr %71, i64 %73
  %75 = getelementptr inbounds %struct.Rec, ptr %74, i32 0, i32 1
  store i32 %70, ptr %75, align 1
  %76 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 2
  %77 = load i16, ptr %76, align 1
  %78 = sext i16 %77 to i32
  %79 = xor i32 %78, 23130
  %80 = trunc i32 %79 to i16
  %81 = load ptr, ptr %9, align 8
  %82 = load i32, ptr %11, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds %struct.Rec, ptr %81, i64 %83
  %85 = getelementptr inbounds %struct.Rec, ptr %84, i32 0, i32 2
  store i16 %80, ptr %85, align 1
  %86 = getelementptr inbounds %struct.Rec, ptr %12, i32 0, i32 3
  %87 = load i64, ptr %86, align 1
  %88 = add i64 %87, 81985529216486895
  %89 = load ptr, ptr %9, align 8
  %90 = load i32, ptr %11, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds %struct.Rec, ptr %89, i64 %91
  %93 = getelementptr inbounds %struct.Rec, ptr %92, i32 0, i32 3
  store i64 %88, ptr %93, align 1
  %94 = getelementptr inbounds %struct.Pair, ptr %13, i32 0, i32 1
  %95 = load i32, ptr %94, align 2
  %96 = load i32, ptr %11, align 4
  %97 = xor i32 %95, %96
  %98 = load ptr, ptr %10, align 8
  %99 = load i32, ptr %11, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds %struct.Pair, ptr %98, i64 %100
  %102 = getelementptr inbounds %struct.Pair, ptr %101, i32 0, i32 1
  store i32 %97, ptr %102, align 2
  %103 = getelementptr inbounds %struct.Pair, ptr %13, i32 0, i32 2
  %104 = load i64, ptr %103, align 2
  %105 = mul i64 %104, 5
  %106 = load ptr, ptr %10, align 8
  %107 = load i32, ptr %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds %struct.Pair, ptr %106, i64 %108
  %110 = getelementptr inbounds %struct.Pair, ptr %109, i32 0, i32 2
  store i64 %105, ptr %110, align 2
  br label %111

111:                                              ; preds = %26, %25
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

!0 = !{ptr @unaligned_records, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
