; ModuleID = 'bit_manip.cu'
source_filename = "bit_manip.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bit_manip(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  store i32 %29, ptr %11, align 4
  %30 = load i32, ptr %11, align 4
  %31 = load i32, ptr %10, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %5
  br label %207

34:                                               ; preds = %5
  %35 = load ptr, ptr %6, align 8
  %36 = load i32, ptr %11, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %35, i64 %37
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %12, align 4
  %40 = load ptr, ptr %7, align 8
  %41 = load i32, ptr %11, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i64, ptr %40, i64 %42
  %44 = load i64, ptr %43, align 8
  store i64 %44, ptr %13, align 8
  %45 = load i32, ptr %12, align 4
  %46 = call i32 @llvm.ctpop.i32(i32 %45)
  %47 = load i64, ptr %13, align 8
  %48 = call i64 @llvm.ctpop.i64(i64 %47)
  %49 = trunc i64 %48 to i32
  %50 = mul i32 3, %49
  %51 = add i32 %46, %50
  store i32 %51, ptr %14, align 4
  %52 = load i32, ptr %12, align 4
  %53 = or i32 %52, 1
  %54 = call i32 @llvm.ctlz.i32(i32 %53, i1 true)
  %55 = load i64, ptr %13, align 8
  %56 = or i64 %55, 1
  %57 = call i64 @llvm.ctlz.i64(i64 %56, i1 true)
  %58 = trunc i64 %57 to i32
  %59 = mul i32 64, %58
  %60 = add i32 %54, %59
  store i32 %60, ptr %15, align 4
  %61 = load i32, ptr %12, align 4
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %63, label %66

63:                                               ; preds = %34
  %64 = load i32, ptr %12, align 4
  %65 = call i32 @llvm.cttz.i32(i32 %64, i1 true)
  br label %67

66:                                               ; preds = %34
  br label %67

67:                                               ; preds = %66, %63
  %68 = phi i32 [ %65, %63 ], [ 99, %66 ]
  %69 = load i64, ptr %13, align 8
  %70 = or i64 %69, -9223372036854775808
  %71 = call i64 @llvm.cttz.i64(i64 %70, i1 true)
  %72 = trunc i64 %71 to i32
  %73 = mul i32 128, %72
  %74 = add i32 %68, %73
  store i32 %74, ptr %16, align 4
  %75 = load i32, ptr %12, align 4
  %76 = call i32 @llvm.bitreverse.i32(i32 %75)
  %77 = load i64, ptr %13, align 8
  %78 = call i64 @llvm.bitreverse.i64(i64 %77)
  %79 = lshr i64 %78, 7
  %80 = trunc i64 %79 to i32
  %81 = xor i32 %76, %80
  store i32 %81, ptr %17, align 4
  %82 = load i32, ptr %12, align 4
  %83 = call i32 @llvm.bswap.i32(i32 %82)
  %84 = load i64, ptr %13, align 8
  %85 = call i64 @llvm.bswap.i64(i64 %84)
  %86 = lshr i64 %85, 8
  %87 = trunc i64 %86 to i32
  %88 = add i32 %83, %87
  store i32 %88, ptr %18, align 4
  %89 = load i32, ptr %12, align 4
  %90 = and i32 %89, 255
  %91 = load i64, ptr %13, align 8
  %92 = and i64 %91, 255
  %93 = trunc i64 %92 to i32
  %94 = shl i32 %93, 8
  %95 = or i32 %90, %94
  %96 = load i32, ptr %12, align 4
  %97 = lshr i32 %96, 24
  %98 = shl i32 %97, 16
  %99 = or i32 %95, %98
  %100 = load i64, ptr %13, align 8
  %101 = lshr i64 %100, 56
  %102 = trunc i64 %101 to i32
  %103 = shl i32 %102, 24
  %104 = or i32 %99, %103
  store i32 %104, ptr %19, align 4
  %105 = load i32, ptr %12, align 4
  %106 = load i64, ptr %13, align 8
  %107 = trunc i64 %106 to i32
  %108 = add i32 %105, %107
  %109 = load i64, ptr %13, align 8
  %110 = lshr i64 %109, 32
  %111 = trunc i64 %110 to i32
  %112 = add i32 %108, %111
  %113 = load i32, ptr %14, align 4
  %114 = add i32 %112, %113
  %115 = load i32, ptr %15, align 4
  %116 = sub i32 %114, %115
  store i32 %116, ptr %20, align 4
  %117 = load i64, ptr %13, align 8
  %118 = load i32, ptr %12, align 4
  %119 = zext i32 %118 to i64
  %120 = mul i64 %119, 7
  %121 = add i64 %117, %120
  %122 = load i64, ptr %13, align 8
  %123 = lshr i64 %122, 3
  %124 = add i64 %121, %123
  %125 = load i32, ptr %16, align 4
  %126 = zext i32 %125 to i64
  %127 = add i64 %124, %126
  store i64 %127, ptr %21, align 8
  %128 = load i64, ptr %13, align 8
  %129 = load i64, ptr %13, align 8
  %130 = xor i64 %129, -7046029254386353131
  %131 = call i64 @llvm.nvvm.mulhi.ll(i64 %128, i64 %130)
  store i64 %131, ptr %22, align 8
  %132 = load i64, ptr %13, align 8
  %133 = load i64, ptr %21, align 8
  %134 = call i64 @llvm.nvvm.mulhi.ull(i64 %132, i64 %133)
  store i64 %134, ptr %23, align 8
  %135 = load i32, ptr %12, align 4
  %136 = call i32 @llvm.nvvm.mulhi.ui(i32 %135, i32 -2048144789)
  %137 = load i32, ptr %12, align 4
  %138 = call i32 @llvm.nvvm.mulhi.i(i32 %137, i32 -7)
  %139 = xor i32 %136, %138
  store i32 %139, ptr %24, align 4
  %140 = load i32, ptr %14, align 4
  %141 = load ptr, ptr %8, align 8
  %142 = load i32, ptr %11, align 4
  %143 = mul nsw i32 6, %142
  %144 = add nsw i32 %143, 0
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i32, ptr %141, i64 %145
  store i32 %140, ptr %146, align 4
  %147 = load i32, ptr %15, align 4
  %148 = load ptr, ptr %8, align 8
  %149 = load i32, ptr %11, align 4
  %150 = mul nsw i32 6, %149
  %151 = add nsw i32 %150, 1
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i32, ptr %148, i64 %152
  store i32 %147, ptr %153, align 4
  %154 = load i32, ptr %16, align 4
  %155 = load ptr, ptr %8, align 8
  %156 = load i32, ptr %11, align 4
  %157 = mul nsw i32 6, %156
  %158 = add nsw i32 %157, 2
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i32, ptr %155, i64 %159
  store i32 %154, ptr %160, align 4
  %161 = load i32, ptr %17, align 4
  %162 = load i32, ptr %18, align 4
  %163 = xor i32 %161, %162
  %164 = load ptr, ptr %8, align 8
  %165 = load i32, ptr %11, align 4
  %166 = mul nsw i32 6, %165
  %167 = add nsw i32 %166, 3
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds i32, ptr %164, i64 %168
  store i32 %163, ptr %169, align 4
  %170 = load i32, ptr %19, align 4
  %171 = load ptr, ptr %8, align 8
  %172 = load i32, ptr %11, align 4
  %173 = mul nsw i32 6, %172
  %174 = add nsw i32 %173, 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds i32, ptr %171, i64 %175
  store i32 %170, ptr %176, align 4
  %177 = load i32, ptr %20, align 4
  %178 = load i32, ptr %24, align 4
  %179 = xor i32 %177, %178
  %180 = load ptr, ptr %8, align 8
  %181 = load i32, ptr %11, align 4
  %182 = mul nsw i32 6, %181
  %183 = add nsw i32 %182, 5
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds i32, ptr %180, i64 %184
  store i32 %179, ptr %185, align 4
  %186 = load i64, ptr %21, align 8
  %187 = load ptr, ptr %9, align 8
  %188 = load i32, ptr %11, align 4
  %189 = mul nsw i32 3, %188
  %190 = add nsw i32 %189, 0
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds i64, ptr %187, i64 %191
  store i64 %186, ptr %192, align 8
  %193 = load i64, ptr %22, align 8
  %194 = load ptr, ptr %9, align 8
  %195 = load i32, ptr %11, align 4
  %196 = mul nsw i32 3, %195
  %197 = add nsw i32 %196, 1
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds i64, ptr %194, i64 %198
  store i64 %193, ptr %199, align 8
  %200 = load i64, ptr %23, align 8
  %201 = load ptr, ptr %9, align 8
  %202 = load i32, ptr %11, align 4
  %203 = mul nsw i32 3, %202
  %204 = add nsw i32 %203, 2
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds i64, ptr %201, i64 %205
  store i64 %200, ptr %206, align 8
  br label %207

207:                                              ; preds = %67, %33
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ll(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

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

!0 = !{ptr @bit_manip, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
