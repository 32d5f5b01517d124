; ModuleID = 'shifts_signed.cu'
source_filename = "shifts_signed.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @shifts_signed(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  store i32 %22, ptr %11, align 4
  %23 = load i32, ptr %11, align 4
  %24 = load i32, ptr %10, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %5
  br label %154

27:                                               ; preds = %5
  %28 = load ptr, ptr %6, align 8
  %29 = load i32, ptr %11, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %12, align 4
  %33 = load ptr, ptr %7, align 8
  %34 = load i32, ptr %11, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %13, align 4
  %38 = load i32, ptr %13, align 4
  %39 = and i32 %38, 31
  store i32 %39, ptr %14, align 4
  %40 = load i32, ptr %12, align 4
  %41 = load i32, ptr %14, align 4
  %42 = ashr i32 %40, %41
  %43 = load ptr, ptr %8, align 8
  %44 = load i32, ptr %11, align 4
  %45 = mul nsw i32 4, %44
  %46 = add nsw i32 %45, 0
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %43, i64 %47
  store i32 %42, ptr %48, align 4
  %49 = load i32, ptr %12, align 4
  %50 = load i32, ptr %14, align 4
  %51 = lshr i32 %49, %50
  %52 = load ptr, ptr %8, align 8
  %53 = load i32, ptr %11, align 4
  %54 = mul nsw i32 4, %53
  %55 = add nsw i32 %54, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %52, i64 %56
  store i32 %51, ptr %57, align 4
  %58 = load i32, ptr %12, align 4
  %59 = load i32, ptr %14, align 4
  %60 = shl i32 %58, %59
  %61 = load ptr, ptr %8, align 8
  %62 = load i32, ptr %11, align 4
  %63 = mul nsw i32 4, %62
  %64 = add nsw i32 %63, 2
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %61, i64 %65
  store i32 %60, ptr %66, align 4
  %67 = load i32, ptr %12, align 4
  %68 = load i32, ptr %13, align 4
  %69 = icmp slt i32 %67, %68
  %70 = zext i1 %69 to i32
  %71 = load i32, ptr %12, align 4
  %72 = load i32, ptr %13, align 4
  %73 = icmp ult i32 %71, %72
  %74 = zext i1 %73 to i32
  %75 = shl i32 %74, 1
  %76 = or i32 %70, %75
  %77 = load i32, ptr %12, align 4
  %78 = trunc i32 %77 to i8
  %79 = sext i8 %78 to i32
  %80 = load i32, ptr %13, align 4
  %81 = trunc i32 %80 to i8
  %82 = sext i8 %81 to i32
  %83 = icmp slt i32 %79, %82
  %84 = zext i1 %83 to i32
  %85 = shl i32 %84, 2
  %86 = or i32 %76, %85
  %87 = load i32, ptr %12, align 4
  %88 = trunc i32 %87 to i16
  %89 = zext i16 %88 to i32
  %90 = load i32, ptr %13, align 4
  %91 = trunc i32 %90 to i16
  %92 = zext i16 %91 to i32
  %93 = icmp sgt i32 %89, %92
  %94 = zext i1 %93 to i32
  %95 = shl i32 %94, 3
  %96 = or i32 %86, %95
  %97 = load i32, ptr %12, align 4
  %98 = trunc i32 %97 to i16
  %99 = sext i16 %98 to i32
  %100 = load i32, ptr %13, align 4
  %101 = trunc i32 %100 to i16
  %102 = sext i16 %101 to i32
  %103 = icmp sge i32 %99, %102
  %104 = zext i1 %103 to i32
  %105 = shl i32 %104, 4
  %106 = or i32 %96, %105
  %107 = load i32, ptr %12, align 4
  %108 = sext i32 %107 to i64
  %109 = mul nsw i64 %108, 4
  %110 = load i32, ptr %13, align 4
  %111 = zext i32 %110 to i64
  %112 = icmp sgt i64 %109, %111
  %113 = zext i1 %112 to i32
  %114 = shl i32 %113, 5
  %115 = or i32 %106, %114
  store i32 %115, ptr %15, align 4
  %116 = load i32, ptr %15, align 4
  %117 = load ptr, ptr %8, align 8
  %118 = load i32, ptr %11, align 4
  %119 = mul nsw i32 4, %118
  %120 = add nsw i32 %119, 3
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr %117, i64 %121
  store i32 %116, ptr %122, align 4
  %123 = load i32, ptr %12, align 4
  %124 = sext i32 %123 to i64
  store i64 %124, ptr %16, align 8
  %125 = load i64, ptr %16, align 8
  %126 = load i32, ptr %13, align 4
  %127 = and i32 %126, 63
  %128 = zext i32 %127 to i64
  %129 = ashr i64 %125, %128
  %130 = load ptr, ptr %9, align 8
  %131 = load i32, ptr %11, align 4
  %132 = mul nsw i32 2, %131
  %133 = add nsw i32 %132, 0
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i64, ptr %130, i64 %134
  store i64 %129, ptr %135, align 8
  %136 = load i32, ptr %12, align 4
  %137 = zext i32 %136 to i64
  %138 = shl i64 %137, 32
  %139 = load i32, ptr %13, align 4
  %140 = zext i32 %139 to i64
  %141 = or i64 %138, %140
  store i64 %141, ptr %17, align 8
  %142 = load i64, ptr %17, align 8
  %143 = load i32, ptr %13, align 4
  %144 = ashr i32 %143, 8
  %145 = and i32 %144, 63
  %146 = zext i32 %145 to i64
  %147 = ashr i64 %142, %146
  %148 = load ptr, ptr %9, align 8
  %149 = load i32, ptr %11, align 4
  %150 = mul nsw i32 2, %149
  %151 = add nsw i32 %150, 1
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i64, ptr %148, i64 %152
  store i64 %147, ptr %153, align 8
  br label %154

154:                                              ; preds = %27, %26
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

!0 = !{ptr @shifts_signed, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
