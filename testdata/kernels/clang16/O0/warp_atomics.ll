; ModuleID = 'warp_atomics.cu'
source_filename = "warp_atomics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ12warp_atomicsE1s = internal addrspace(3) global i32 undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_atomics(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store ptr %4, ptr %13, align 8
  store i32 %5, ptr %14, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add i32 %26, %27
  store i32 %28, ptr %15, align 4
  %29 = load ptr, ptr %9, align 8
  %30 = load i32, ptr %15, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %16, align 4
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %37

36:                                               ; preds = %6
  store i32 100, ptr addrspacecast (ptr addrspace(3) @_ZZ12warp_atomicsE1s to ptr), align 4
  br label %37

37:                                               ; preds = %36, %6
  call void @llvm.nvvm.barrier0()
  %38 = load ptr, ptr %10, align 8
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %38, i64 %40
  %42 = atomicrmw add ptr %41, i32 1 seq_cst, align 4
  store i32 %42, ptr %17, align 4
  %43 = load i32, ptr %17, align 4
  %44 = load ptr, ptr %11, align 8
  %45 = load i32, ptr %15, align 4
  %46 = mul nsw i32 3, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %44, i64 %47
  store i32 %43, ptr %48, align 4
  store i32 57005, ptr %18, align 4
  %49 = load i32, ptr %16, align 4
  %50 = and i32 %49, 1
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %63

52:                                               ; preds = %37
  %53 = load ptr, ptr %10, align 8
  %54 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %55 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %56 = add i32 %54, %55
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %53, i64 %57
  %59 = load i32, ptr %14, align 4
  store i32 %59, ptr %19, align 4
  %60 = load i32, ptr %19, align 4
  %61 = atomicrmw sub ptr %58, i32 %60 monotonic, align 4
  store i32 %61, ptr %20, align 4
  %62 = load i32, ptr %20, align 4
  store i32 %62, ptr %18, align 4
  br label %63

63:                                               ; preds = %52, %37
  %64 = load i32, ptr %18, align 4
  %65 = load ptr, ptr %11, align 8
  %66 = load i32, ptr %15, align 4
  %67 = mul nsw i32 3, %66
  %68 = add nsw i32 %67, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %65, i64 %69
  store i32 %64, ptr %70, align 4
  %71 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ12warp_atomicsE1s to ptr), i32 3 seq_cst, align 4
  store i32 %71, ptr %21, align 4
  %72 = load i32, ptr %21, align 4
  %73 = load ptr, ptr %11, align 8
  %74 = load i32, ptr %15, align 4
  %75 = mul nsw i32 3, %74
  %76 = add nsw i32 %75, 2
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr %73, i64 %77
  store i32 %72, ptr %78, align 4
  %79 = load ptr, ptr %12, align 8
  %80 = getelementptr inbounds i32, ptr %79, i64 0
  %81 = load i32, ptr %16, align 4
  %82 = atomicrmw add ptr %80, i32 %81 seq_cst, align 4
  %83 = load ptr, ptr %12, align 8
  %84 = getelementptr inbounds i32, ptr %83, i64 1
  %85 = load i32, ptr %16, align 4
  %86 = atomicrmw max ptr %84, i32 %85 seq_cst, align 4
  %87 = load ptr, ptr %12, align 8
  %88 = getelementptr inbounds i32, ptr %87, i64 2
  %89 = load i32, ptr %16, align 4
  %90 = atomicrmw umin ptr %88, i32 %89 seq_cst, align 4
  %91 = load ptr, ptr %12, align 8
  %92 = getelementptr inbounds i32, ptr %91, i64 3
  %93 = load i32, ptr %16, align 4
  %94 = or i32 %93, 16
  %95 = atomicrmw and ptr %92, i32 %94 seq_cst, align 4
  %96 = load ptr, ptr %12, align 8
  %97 = getelementptr inbounds i32, ptr %96, i64 4
  %98 = load i32, ptr %16, align 4
  %99 = and i32 %98, 2047
  %100 = atomicrmw or ptr %97, i32 %99 seq_cst, align 4
  %101 = load ptr, ptr %12, align 8
  %102 = getelementptr inbounds i32, ptr %101, i64 5
  %103 = load i32, ptr %16, align 4
  %104 = atomicrmw xor ptr %102, i32 %103 seq_cst, align 4
  call void @llvm.nvvm.barrier0()
  %105 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %107, label %113

107:                                              ; preds = %63
  %108 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12warp_atomicsE1s to ptr), align 4
  %109 = load ptr, ptr %13, align 8
  %110 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr %109, i64 %111
  store i32 %108, ptr %112, align 4
  br label %113

113:                                              ; preds = %107, %63
  %114 = call i32 asm sideeffect "activemask.b32 $0;", "=r"() #3, !srcloc !5
  store i32 %114, ptr %7, align 4
  %115 = load i32, ptr %7, align 4
  store i32 %115, ptr %22, align 4
  %116 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %117 = load i32, ptr %22, align 4
  %118 = call i32 @llvm.cttz.i32(i32 %117, i1 true)
  %119 = icmp eq i32 %116, %118
  br i1 %119, label %120, label %129

120:                                              ; preds = %113
  %121 = load i32, ptr %22, align 4
  %122 = call i32 @llvm.ctpop.i32(i32 %121)
  %123 = load ptr, ptr %13, align 8
  %124 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %125 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %126 = add i32 %124, %125
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds i32, ptr %123, i64 %127
  store i32 %122, ptr %128, align 4
  br label %129

129:                                              ; preds = %120, %113
  %130 = load i32, ptr %16, align 4
  %131 = and i32 %130, 1
  %132 = icmp ne i32 %131, 0
  br i1 %132, label %133, label %154

133:                                              ; preds = %129
  %134 = call i32 asm sideeffect "activemask.b32 $0;", "=r"() #3, !srcloc !5
  store i32 %134, ptr %8, align 4
  %135 = load i32, ptr %8, align 4
  store i32 %135, ptr %23, align 4
  %136 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %137 = load i32, ptr %23, align 4
  %138 = call i32 @llvm.cttz.i32(i32 %137, i1 true)
  %139 = icmp eq i32 %136, %138
  br i1 %139, label %140, label %153

140:                                              ; preds = %133
  %141 = load i32, ptr %23, align 4
  %142 = call i32 @llvm.ctpop.i32(i32 %141)
  %143 = mul nsw i32 %142, 100
  %144 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %145 = add i32 %143, %144
  %146 = load ptr, ptr %13, align 8
  %147 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %148 = mul i32 2, %147
  %149 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %150 = add i32 %148, %149
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds i32, ptr %146, i64 %151
  store i32 %145, ptr %152, align 4
  br label %153

153:                                              ; preds = %140, %133
  br label %154

154:                                              ; preds = %153, %129
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @warp_atomics, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i64 1112}
