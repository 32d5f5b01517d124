; ModuleID = 'div_const_all.cu'
source_filename = "div_const_all.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @div_const_all(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  store i32 %22, ptr %9, align 4
  %23 = load i32, ptr %9, align 4
  %24 = load i32, ptr %8, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %4
  br label %186

27:                                               ; preds = %4
  %28 = load ptr, ptr %5, align 8
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i64, ptr %28, i64 %30
  %32 = load i64, ptr %31, align 8
  store i64 %32, ptr %10, align 8
  %33 = load i64, ptr %10, align 8
  %34 = trunc i64 %33 to i8
  store i8 %34, ptr %11, align 1
  %35 = load i64, ptr %10, align 8
  %36 = trunc i64 %35 to i8
  store i8 %36, ptr %12, align 1
  %37 = load i64, ptr %10, align 8
  %38 = ashr i64 %37, 8
  %39 = trunc i64 %38 to i16
  store i16 %39, ptr %13, align 2
  %40 = load i64, ptr %10, align 8
  %41 = ashr i64 %40, 8
  %42 = trunc i64 %41 to i16
  store i16 %42, ptr %14, align 2
  %43 = load i64, ptr %10, align 8
  %44 = ashr i64 %43, 16
  %45 = trunc i64 %44 to i32
  store i32 %45, ptr %15, align 4
  %46 = load i64, ptr %10, align 8
  %47 = ashr i64 %46, 16
  %48 = trunc i64 %47 to i32
  store i32 %48, ptr %16, align 4
  %49 = load i64, ptr %10, align 8
  store i64 %49, ptr %17, align 8
  %50 = load i8, ptr %11, align 1
  %51 = sext i8 %50 to i32
  %52 = sdiv i32 %51, 7
  %53 = load i8, ptr %11, align 1
  %54 = sext i8 %53 to i32
  %55 = srem i32 %54, -3
  %56 = shl i32 %55, 8
  %57 = xor i32 %52, %56
  %58 = load i8, ptr %12, align 1
  %59 = zext i8 %58 to i32
  %60 = sdiv i32 %59, 10
  %61 = shl i32 %60, 16
  %62 = xor i32 %57, %61
  %63 = load i8, ptr %12, align 1
  %64 = zext i8 %63 to i32
  %65 = srem i32 %64, 6
  %66 = shl i32 %65, 24
  %67 = xor i32 %62, %66
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %9, align 4
  %70 = mul nsw i32 8, %69
  %71 = add nsw i32 %70, 0
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %68, i64 %72
  store i32 %67, ptr %73, align 4
  %74 = load i16, ptr %13, align 2
  %75 = sext i16 %74 to i32
  %76 = sdiv i32 %75, 100
  %77 = load i16, ptr %13, align 2
  %78 = sext i16 %77 to i32
  %79 = srem i32 %78, 16
  %80 = shl i32 %79, 16
  %81 = xor i32 %76, %80
  %82 = load ptr, ptr %6, align 8
  %83 = load i32, ptr %9, align 4
  %84 = mul nsw i32 8, %83
  %85 = add nsw i32 %84, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr %82, i64 %86
  store i32 %81, ptr %87, align 4
  %88 = load i16, ptr %14, align 2
  %89 = zext i16 %88 to i32
  %90 = sdiv i32 %89, 641
  %91 = load i16, ptr %14, align 2
  %92 = zext i16 %91 to i32
  %93 = srem i32 %92, 13
  %94 = shl i32 %93, 16
  %95 = add i32 %90, %94
  %96 = load ptr, ptr %6, align 8
  %97 = load i32, ptr %9, align 4
  %98 = mul nsw i32 8, %97
  %99 = add nsw i32 %98, 2
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %96, i64 %100
  store i32 %95, ptr %101, align 4
  %102 = load i32, ptr %15, align 4
  %103 = sdiv i32 %102, 7
  %104 = load ptr, ptr %6, align 8
  %105 = load i32, ptr %9, align 4
  %106 = mul nsw i32 8, %105
  %107 = add nsw i32 %106, 3
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i32, ptr %104, i64 %108
  store i32 %103, ptr %109, align 4
  %110 = load i32, ptr %15, align 4
  %111 = srem i32 %110, -1000
  %112 = load ptr, ptr %6, align 8
  %113 = load i32, ptr %9, align 4
  %114 = mul nsw i32 8, %113
  %115 = add nsw i32 %114, 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr %112, i64 %116
  store i32 %111, ptr %117, align 4
  %118 = load i32, ptr %16, align 4
  %119 = udiv i32 %118, 7
  %120 = load i32, ptr %16, align 4
  %121 = urem i32 %120, 641
  %122 = add i32 %119, %121
  %123 = load ptr, ptr %6, align 8
  %124 = load i32, ptr %9, align 4
  %125 = mul nsw i32 8, %124
  %126 = add nsw i32 %125, 5
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, ptr %123, i64 %127
  store i32 %122, ptr %128, align 4
  %129 = load i32, ptr %15, align 4
  %130 = sdiv i32 %129, 64
  %131 = load i32, ptr %15, align 4
  %132 = srem i32 %131, 64
  %133 = xor i32 %130, %132
  %134 = load ptr, ptr %6, align 8
  %135 = load i32, ptr %9, align 4
  %136 = mul nsw i32 8, %135
  %137 = add nsw i32 %136, 6
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i32, ptr %134, i64 %138
  store i32 %133, ptr %139, align 4
  %140 = load i32, ptr %16, align 4
  %141 = udiv i32 %140, -2147483647
  %142 = load ptr, ptr %6, align 8
  %143 = load i32, ptr %9, align 4
  %144 = mul nsw i32 8, %143
  %145 = add nsw i32 %144, 7
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i32, ptr %142, i64 %146
  store i32 %141, ptr %147, align 4
  %148 = load i64, ptr %17, align 8
  %149 = udiv i64 %148, 10
  %150 = load i64, ptr %17, align 8
  %151 = urem i64 %150, 7
  %152 = add i64 %149, %151
  %153 = load ptr, ptr %7, align 8
  %154 = load i32, ptr %9, align 4
  %155 = mul nsw i32 4, %154
  %156 = add nsw i32 %155, 0
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i64, ptr %153, i64 %157
  store i64 %152, ptr %158, align 8
  %159 = load i64, ptr %10, align 8
  %160 = sdiv i64 %159, -3
  %161 = load ptr, ptr %7, align 8
  %162 = load i32, ptr %9, align 4
  %163 = mul nsw i32 4, %162
  %164 = add nsw i32 %163, 1
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i64, ptr %161, i64 %165
  store i64 %160, ptr %166, align 8
  %167 = load i64, ptr %10, align 8
  %168 = srem i64 %167, 1000000007
  %169 = load ptr, ptr %7, align 8
  %170 = load i32, ptr %9, align 4
  %171 = mul nsw i32 4, %170
  %172 = add nsw i32 %171, 2
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds i64, ptr %169, i64 %173
  store i64 %168, ptr %174, align 8
  %175 = load i64, ptr %17, align 8
  %176 = udiv i64 %175, 274177
  %177 = load i64, ptr %10, align 8
  %178 = sdiv i64 %177, 4096
  %179 = add i64 %176, %178
  %180 = load ptr, ptr %7, align 8
  %181 = load i32, ptr %9, align 4
  %182 = mul nsw i32 4, %181
  %183 = add nsw i32 %182, 3
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds i64, ptr %180, i64 %184
  store i64 %179, ptr %185, align 8
  br label %186

186:                                              ; preds = %27, %26
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

!0 = !{ptr @div_const_all, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
