; ModuleID = 'generic_pointers.cu'
source_filename = "generic_pointers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ16generic_pointersE2sh = internal addrspace(3) global [128 x i32] undef, align 4
@_ZZ16generic_pointersE7shcount = internal addrspace(3) global i32 undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @generic_pointers(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca [8 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca [4 x ptr], align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %23, ptr %10, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = load i32, ptr %10, align 4
  %28 = add i32 %26, %27
  store i32 %28, ptr %11, align 4
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %11, align 4
  %31 = load i32, ptr %8, align 4
  %32 = srem i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %29, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = mul nsw i32 %35, 3
  %37 = load i32, ptr %10, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE2sh to ptr), i64 0, i64 %38
  store i32 %36, ptr %39, align 4
  store i32 0, ptr %12, align 4
  br label %40

40:                                               ; preds = %59, %4
  %41 = load i32, ptr %12, align 4
  %42 = icmp slt i32 %41, 8
  br i1 %42, label %43, label %62

43:                                               ; preds = %40
  %44 = load ptr, ptr %5, align 8
  %45 = load i32, ptr %11, align 4
  %46 = load i32, ptr %12, align 4
  %47 = mul nsw i32 5, %46
  %48 = add nsw i32 %45, %47
  %49 = load i32, ptr %8, align 4
  %50 = srem i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %44, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = load i32, ptr %12, align 4
  %55 = sub nsw i32 %53, %54
  %56 = load i32, ptr %12, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %57
  store i32 %55, ptr %58, align 4
  br label %59

59:                                               ; preds = %43
  %60 = load i32, ptr %12, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %12, align 4
  br label %40, !llvm.loop !5

62:                                               ; preds = %40
  %63 = load i32, ptr %10, align 4
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %66

65:                                               ; preds = %62
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE7shcount to ptr), align 4
  br label %66

66:                                               ; preds = %65, %62
  call void @llvm.nvvm.barrier0()
  %67 = load i32, ptr %10, align 4
  %68 = srem i32 %67, 3
  %69 = load i32, ptr %10, align 4
  %70 = add nsw i32 %69, 1
  %71 = and i32 %70, 127
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE2sh to ptr), i64 0, i64 %72
  %74 = load i32, ptr %10, align 4
  %75 = and i32 %74, 7
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %76
  %78 = load ptr, ptr %5, align 8
  %79 = load i32, ptr %11, align 4
  %80 = add nsw i32 %79, 9
  %81 = load i32, ptr %8, align 4
  %82 = srem i32 %80, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %78, i64 %83
  %85 = call noundef ptr @_ZL6chooseiPKiS0_S0_(i32 noundef %68, ptr noundef %73, ptr noundef %77, ptr noundef %84) #4
  store ptr %85, ptr %13, align 8
  %86 = load ptr, ptr %13, align 8
  %87 = load i32, ptr %86, align 4
  store i32 %87, ptr %14, align 4
  %88 = getelementptr inbounds [4 x ptr], ptr %15, i64 0, i64 0
  %89 = load i32, ptr %10, align 4
  %90 = xor i32 %89, 1
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE2sh to ptr), i64 0, i64 %91
  store ptr %92, ptr %88, align 8
  %93 = getelementptr inbounds ptr, ptr %88, i64 1
  %94 = load i32, ptr %10, align 4
  %95 = mul nsw i32 %94, 3
  %96 = and i32 %95, 7
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %97
  store ptr %98, ptr %93, align 8
  %99 = getelementptr inbounds ptr, ptr %93, i64 1
  %100 = load ptr, ptr %5, align 8
  %101 = load i32, ptr %11, align 4
  %102 = load i32, ptr %8, align 4
  %103 = srem i32 %101, %102
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, ptr %100, i64 %104
  store ptr %105, ptr %99, align 8
  %106 = getelementptr inbounds ptr, ptr %99, i64 1
  %107 = load i32, ptr %10, align 4
  %108 = sub nsw i32 127, %107
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE2sh to ptr), i64 0, i64 %109
  store ptr %110, ptr %106, align 8
  %111 = load i32, ptr %10, align 4
  %112 = ashr i32 %111, 2
  %113 = and i32 %112, 3
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [4 x ptr], ptr %15, i64 0, i64 %114
  %116 = load ptr, ptr %115, align 8
  store ptr %116, ptr %16, align 8
  %117 = load ptr, ptr %16, align 8
  %118 = getelementptr inbounds i32, ptr %117, i64 0
  %119 = load i32, ptr %118, align 4
  store i32 %119, ptr %17, align 4
  %120 = load i32, ptr %10, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE2sh to ptr), i64 0, i64 %121
  %123 = ptrtoint ptr %122 to i64
  store i64 %123, ptr %18, align 8
  %124 = load i64, ptr %18, align 8
  %125 = load i32, ptr %10, align 4
  %126 = icmp slt i32 %125, 127
  %127 = zext i1 %126 to i64
  %128 = select i1 %126, i32 4, i32 -4
  %129 = sext i32 %128 to i64
  %130 = add i64 %124, %129
  %131 = inttoptr i64 %130 to ptr
  store ptr %131, ptr %19, align 8
  %132 = load ptr, ptr %19, align 8
  %133 = load i32, ptr %132, align 4
  %134 = load i64, ptr %18, align 8
  %135 = and i64 %134, 3
  %136 = trunc i64 %135 to i32
  %137 = add nsw i32 %133, %136
  store i32 %137, ptr %20, align 4
  %138 = load ptr, ptr %13, align 8
  %139 = load i32, ptr %10, align 4
  %140 = add nsw i32 %139, 1
  %141 = and i32 %140, 127
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE2sh to ptr), i64 0, i64 %142
  %144 = icmp eq ptr %138, %143
  %145 = zext i1 %144 to i32
  %146 = load ptr, ptr %16, align 8
  %147 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 0
  %148 = icmp eq ptr %146, %147
  %149 = zext i1 %148 to i32
  %150 = mul nsw i32 2, %149
  %151 = add nsw i32 %145, %150
  store i32 %151, ptr %21, align 4
  %152 = load i32, ptr %10, align 4
  %153 = and i32 %152, 4
  %154 = icmp ne i32 %153, 0
  br i1 %154, label %155, label %156

155:                                              ; preds = %66
  br label %158

156:                                              ; preds = %66
  %157 = load ptr, ptr %7, align 8
  br label %158

158:                                              ; preds = %156, %155
  %159 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE7shcount to ptr), %155 ], [ %157, %156 ]
  store ptr %159, ptr %22, align 8
  %160 = load ptr, ptr %22, align 8
  %161 = load i32, ptr %10, align 4
  %162 = and i32 %161, 1
  %163 = add nsw i32 1, %162
  %164 = atomicrmw add ptr %160, i32 %163 seq_cst, align 4
  call void @llvm.nvvm.barrier0()
  %165 = load i32, ptr %14, align 4
  %166 = load ptr, ptr %6, align 8
  %167 = load i32, ptr %11, align 4
  %168 = mul nsw i32 4, %167
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i32, ptr %166, i64 %169
  store i32 %165, ptr %170, align 4
  %171 = load i32, ptr %17, align 4
  %172 = load ptr, ptr %6, align 8
  %173 = load i32, ptr %11, align 4
  %174 = mul nsw i32 4, %173
  %175 = add nsw i32 %174, 1
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds i32, ptr %172, i64 %176
  store i32 %171, ptr %177, align 4
  %178 = load i32, ptr %20, align 4
  %179 = load ptr, ptr %6, align 8
  %180 = load i32, ptr %11, align 4
  %181 = mul nsw i32 4, %180
  %182 = add nsw i32 %181, 2
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds i32, ptr %179, i64 %183
  store i32 %178, ptr %184, align 4
  %185 = load i32, ptr %21, align 4
  %186 = mul nsw i32 %185, 1000
  %187 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16generic_pointersE7shcount to ptr), align 4
  %188 = add nsw i32 %186, %187
  %189 = load ptr, ptr %6, align 8
  %190 = load i32, ptr %11, align 4
  %191 = mul nsw i32 4, %190
  %192 = add nsw i32 %191, 3
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds i32, ptr %189, i64 %193
  store i32 %188, ptr %194, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef ptr @_ZL6chooseiPKiS0_S0_(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #2 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store i32 %0, ptr %6, align 4
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %10 = load i32, ptr %6, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %4
  %13 = load ptr, ptr %7, align 8
  store ptr %13, ptr %5, align 8
  br label %21

14:                                               ; preds = %4
  %15 = load i32, ptr %6, align 4
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %19

17:                                               ; preds = %14
  %18 = load ptr, ptr %8, align 8
  store ptr %18, ptr %5, align 8
  br label %21

19:                                               ; preds = %14
  %20 = load ptr, ptr %9, align 8
  store ptr %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %19, %17, %12
  %22 = load ptr, ptr %5, align 8
  ret ptr %22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @generic_pointers, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
