; ModuleID = 'mem_intrinsics.cu'
source_filename = "mem_intrinsics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.Rec = type { i64, i32, i32, [5 x i16] }
%struct.Big = type { [50 x i32] }

@_ZZ14mem_intrinsicsE5stage = internal addrspace(3) global [256 x i32] undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @mem_intrinsics(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8) #0 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca [12 x i32], align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store ptr %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store ptr %7, ptr %17, align 8
  store i32 %8, ptr %18, align 4
  %31 = load ptr, ptr %10, align 8
  store ptr %31, ptr %19, align 8
  %32 = load ptr, ptr %11, align 8
  store ptr %32, ptr %20, align 8
  %33 = load ptr, ptr %15, align 8
  store ptr %33, ptr %21, align 8
  %34 = load ptr, ptr %16, align 8
  store ptr %34, ptr %22, align 8
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = add i32 %37, %38
  store i32 %39, ptr %23, align 4
  %40 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %40, ptr %24, align 4
  %41 = load i32, ptr %24, align 4
  %42 = mul nsw i32 4, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14mem_intrinsicsE5stage to ptr), i64 0, i64 %43
  %45 = load ptr, ptr %19, align 8
  %46 = load i32, ptr %23, align 4
  %47 = load i32, ptr %18, align 4
  %48 = srem i32 %46, %47
  %49 = mul nsw i32 4, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %45, i64 %50
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 4 %51, i64 16, i1 false)
  call void @llvm.nvvm.barrier0()
  %52 = load i32, ptr %23, align 4
  %53 = load i32, ptr %18, align 4
  %54 = icmp sge i32 %52, %53
  br i1 %54, label %55, label %56

55:                                               ; preds = %9
  br label %202

56:                                               ; preds = %9
  %57 = load ptr, ptr %19, align 8
  %58 = load i32, ptr %23, align 4
  %59 = mul nsw i32 %58, 7
  %60 = load i32, ptr %18, align 4
  %61 = srem i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds %struct.Rec, ptr %57, i64 %62
  %64 = load ptr, ptr %20, align 8
  %65 = load i32, ptr %23, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds %struct.Rec, ptr %64, i64 %66
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %67, ptr align 8 %63, i64 32, i1 false)
  %68 = load ptr, ptr %21, align 8
  %69 = load i32, ptr %23, align 4
  %70 = mul nsw i32 %69, 3
  %71 = load i32, ptr %18, align 4
  %72 = srem i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds %struct.Big, ptr %68, i64 %73
  %75 = load ptr, ptr %22, align 8
  %76 = load i32, ptr %23, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds %struct.Big, ptr %75, i64 %77
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %78, ptr align 4 %74, i64 200, i1 false)
  %79 = load ptr, ptr %12, align 8
  %80 = load i32, ptr %23, align 4
  %81 = mul nsw i32 16, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i8, ptr %79, i64 %82
  %84 = getelementptr inbounds i8, ptr %83, i64 1
  %85 = load ptr, ptr %19, align 8
  %86 = getelementptr inbounds i8, ptr %85, i64 3
  %87 = load i32, ptr %23, align 4
  %88 = load i32, ptr %18, align 4
  %89 = srem i32 %87, %88
  %90 = mul nsw i32 7, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i8, ptr %86, i64 %91
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %84, ptr align 1 %92, i64 13, i1 false)
  %93 = load ptr, ptr %17, align 8
  %94 = load i32, ptr %23, align 4
  %95 = mul nsw i32 8, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i64, ptr %93, i64 %96
  %98 = load ptr, ptr %19, align 8
  %99 = load i32, ptr %23, align 4
  %100 = mul nsw i32 %99, 3
  %101 = load i32, ptr %18, align 4
  %102 = sub nsw i32 %101, 1
  %103 = srem i32 %100, %102
  %104 = mul nsw i32 4, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i64, ptr %98, i64 %105
  %107 = load i32, ptr %23, align 4
  %108 = srem i32 %107, 5
  %109 = mul nsw i32 %108, 8
  %110 = load i32, ptr %23, align 4
  %111 = srem i32 %110, 3
  %112 = add nsw i32 %109, %111
  %113 = sext i32 %112 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %97, ptr align 8 %106, i64 %113, i1 false)
  %114 = load ptr, ptr %13, align 8
  %115 = load i32, ptr %23, align 4
  %116 = mul nsw i32 64, %115
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i8, ptr %114, i64 %117
  store ptr %118, ptr %25, align 8
  %119 = load i32, ptr %23, align 4
  %120 = mul nsw i32 %119, 5
  %121 = srem i32 %120, 29
  store i32 %121, ptr %26, align 4
  %122 = load ptr, ptr %25, align 8
  %123 = load i32, ptr %23, align 4
  %124 = mul nsw i32 %123, 3
  %125 = add nsw i32 %124, 1
  %126 = trunc i32 %125 to i8
  %127 = zext i8 %126 to i32
  %128 = trunc i32 %127 to i8
  %129 = load i32, ptr %26, align 4
  %130 = sext i32 %129 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %122, i8 %128, i64 %130, i1 false)
  %131 = load i32, ptr %23, align 4
  %132 = srem i32 %131, 9
  store i32 %132, ptr %27, align 4
  %133 = load ptr, ptr %25, align 8
  %134 = getelementptr inbounds i8, ptr %133, i64 3
  %135 = load ptr, ptr %25, align 8
  %136 = getelementptr inbounds i8, ptr %135, i64 3
  %137 = load i32, ptr %27, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i8, ptr %136, i64 %138
  %140 = load i32, ptr %23, align 4
  %141 = and i32 %140, 7
  %142 = add nsw i32 20, %141
  %143 = sext i32 %142 to i64
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %134, ptr align 1 %139, i64 %143, i1 false)
  %144 = load ptr, ptr %25, align 8
  %145 = getelementptr inbounds i8, ptr %144, i64 30
  %146 = load i32, ptr %27, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i8, ptr %145, i64 %147
  %149 = load ptr, ptr %25, align 8
  %150 = getelementptr inbounds i8, ptr %149, i64 30
  %151 = load i32, ptr %23, align 4
  %152 = srem i32 %151, 5
  %153 = add nsw i32 17, %152
  %154 = sext i32 %153 to i64
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %148, ptr align 1 %150, i64 %154, i1 false)
  %155 = getelementptr inbounds [12 x i32], ptr %28, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %155, i8 0, i64 48, i1 false)
  %156 = getelementptr inbounds [12 x i32], ptr %28, i64 0, i64 0
  %157 = getelementptr inbounds i32, ptr %156, i64 2
  %158 = load i32, ptr %24, align 4
  %159 = add nsw i32 %158, 1
  %160 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %161 = urem i32 %159, %160
  %162 = mul i32 4, %161
  %163 = zext i32 %162 to i64
  %164 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14mem_intrinsicsE5stage to ptr), i64 0, i64 %163
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %157, ptr align 4 %164, i64 16, i1 false)
  %165 = getelementptr inbounds [12 x i32], ptr %28, i64 0, i64 0
  %166 = load i32, ptr %23, align 4
  %167 = and i32 %166, 3
  %168 = mul nsw i32 %167, 3
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr %165, i64 %169
  %171 = getelementptr inbounds [12 x i32], ptr %28, i64 0, i64 0
  %172 = getelementptr inbounds i8, ptr %171, i64 4
  %173 = load i32, ptr %23, align 4
  %174 = srem i32 %173, 7
  %175 = mul nsw i32 2, %174
  %176 = add nsw i32 %175, 11
  %177 = sext i32 %176 to i64
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %170, ptr align 1 %172, i64 %177, i1 false)
  store i32 0, ptr %29, align 4
  store i32 0, ptr %30, align 4
  br label %178

178:                                              ; preds = %193, %56
  %179 = load i32, ptr %30, align 4
  %180 = load i32, ptr %23, align 4
  %181 = srem i32 %180, 12
  %182 = icmp sle i32 %179, %181
  br i1 %182, label %183, label %196

183:                                              ; preds = %178
  %184 = load i32, ptr %30, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [12 x i32], ptr %28, i64 0, i64 %185
  %187 = load i32, ptr %186, align 4
  %188 = load i32, ptr %30, align 4
  %189 = add nsw i32 %188, 1
  %190 = mul i32 %187, %189
  %191 = load i32, ptr %29, align 4
  %192 = add i32 %191, %190
  store i32 %192, ptr %29, align 4
  br label %193

193:                                              ; preds = %183
  %194 = load i32, ptr %30, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %30, align 4
  br label %178, !llvm.loop !5

196:                                              ; preds = %178
  %197 = load i32, ptr %29, align 4
  %198 = load ptr, ptr %14, align 8
  %199 = load i32, ptr %23, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds i32, ptr %198, i64 %200
  store i32 %197, ptr %201, align 4
  br label %202

202:                                              ; preds = %196, %55
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @mem_intrinsics, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
