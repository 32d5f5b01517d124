; ModuleID = 'tex_fetch.cu'
source_filename = "tex_fetch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z9fetch_s32yi(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = call { i32, i32, i32, i32 } asm "tex.1d.v4.s32.s32\09{$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,r"(i64 %9, i32 %10) #3, !srcloc !5
  %12 = extractvalue { i32, i32, i32, i32 } %11, 0
  %13 = extractvalue { i32, i32, i32, i32 } %11, 1
  %14 = extractvalue { i32, i32, i32, i32 } %11, 2
  %15 = extractvalue { i32, i32, i32, i32 } %11, 3
  store i32 %12, ptr %5, align 4
  store i32 %13, ptr %6, align 4
  store i32 %14, ptr %7, align 4
  store i32 %15, ptr %8, align 4
  %16 = load i32, ptr %5, align 4
  ret i32 %16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z9fetch_u32yi(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = call { i32, i32, i32, i32 } asm "tex.1d.v4.u32.s32\09{$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,r"(i64 %9, i32 %10) #3, !srcloc !6
  %12 = extractvalue { i32, i32, i32, i32 } %11, 0
  %13 = extractvalue { i32, i32, i32, i32 } %11, 1
  %14 = extractvalue { i32, i32, i32, i32 } %11, 2
  %15 = extractvalue { i32, i32, i32, i32 } %11, 3
  store i32 %12, ptr %5, align 4
  store i32 %13, ptr %6, align 4
  store i32 %14, ptr %7, align 4
  store i32 %15, ptr %8, align 4
  %16 = load i32, ptr %5, align 4
  ret i32 %16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @tex_fetch(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  store i32 %22, ptr %15, align 4
  %23 = load i32, ptr %15, align 4
  %24 = load i32, ptr %13, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %7
  br label %65

27:                                               ; preds = %7
  %28 = load i64, ptr %11, align 8
  %29 = load i32, ptr %15, align 4
  %30 = load i32, ptr %14, align 4
  %31 = srem i32 %29, %30
  %32 = call noundef i32 @_Z9fetch_u32yi(i64 noundef %28, i32 noundef %31) #4
  store i32 %32, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %33

33:                                               ; preds = %49, %27
  %34 = load i32, ptr %17, align 4
  %35 = load i32, ptr %15, align 4
  %36 = and i32 %35, 3
  %37 = icmp slt i32 %34, %36
  br i1 %37, label %38, label %52

38:                                               ; preds = %33
  %39 = load i32, ptr %16, align 4
  %40 = mul i32 %39, 31
  %41 = load i64, ptr %10, align 8
  %42 = load i32, ptr %15, align 4
  %43 = load i32, ptr %17, align 4
  %44 = add nsw i32 %42, %43
  %45 = load i32, ptr %13, align 4
  %46 = srem i32 %44, %45
  %47 = call noundef i32 @_Z9fetch_s32yi(i64 noundef %41, i32 noundef %46) #4
  %48 = add i32 %40, %47
  store i32 %48, ptr %16, align 4
  br label %49

49:                                               ; preds = %38
  %50 = load i32, ptr %17, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %17, align 4
  br label %33, !llvm.loop !7

52:                                               ; preds = %33
  %53 = load i32, ptr %16, align 4
  %54 = load i64, ptr %10, align 8
  %55 = load i32, ptr %13, align 4
  %56 = sub nsw i32 %55, 1
  %57 = load i32, ptr %15, align 4
  %58 = sub nsw i32 %56, %57
  %59 = call noundef i32 @_Z9fetch_s32yi(i64 noundef %54, i32 noundef %58) #4
  %60 = xor i32 %53, %59
  %61 = load ptr, ptr %12, align 8
  %62 = load i32, ptr %15, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  store i32 %60, ptr %64, align 4
  br label %65

65:                                               ; preds = %52, %26
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @tex_fetch, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i64 477}
!6 = !{i64 690}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
