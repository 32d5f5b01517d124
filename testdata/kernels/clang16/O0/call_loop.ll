; ModuleID = 'call_loop.cu'
source_filename = "call_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z3mixjj(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = lshr i32 %5, 15
  %7 = load i32, ptr %3, align 4
  %8 = xor i32 %7, %6
  store i32 %8, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = add i32 739982445, %9
  %11 = load i32, ptr %3, align 4
  %12 = mul i32 %11, %10
  store i32 %12, ptr %3, align 4
  %13 = load i32, ptr %3, align 4
  %14 = lshr i32 %13, 12
  %15 = load i32, ptr %3, align 4
  %16 = xor i32 %15, %14
  store i32 %16, ptr %3, align 4
  %17 = load i32, ptr %3, align 4
  ret i32 %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z4wideyj(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = mul i64 %5, -7046029254386353131
  %7 = load i64, ptr %3, align 8
  %8 = lshr i64 %7, 29
  %9 = add i64 %6, %8
  %10 = load i32, ptr %4, align 4
  %11 = zext i32 %10 to i64
  %12 = add i64 %9, %11
  ret i64 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef zeroext i1 @_Z8odd_bitsj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.ctpop.i32(i32 %3)
  %5 = and i32 %4, 1
  %6 = icmp ne i32 %5, 0
  ret i1 %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5twicejj(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef i32 @_Z3mixjj(i32 noundef %5, i32 noundef %6) #3
  %8 = load i32, ptr %4, align 4
  %9 = add i32 %8, 1
  %10 = call noundef i32 @_Z3mixjj(i32 noundef %7, i32 noundef %9) #3
  %11 = load i32, ptr %4, align 4
  %12 = add i32 %10, %11
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @call_loop(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #2 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  store i32 %23, ptr %11, align 4
  %24 = load i32, ptr %11, align 4
  %25 = load i32, ptr %9, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %5
  br label %110

28:                                               ; preds = %5
  %29 = load ptr, ptr %6, align 8
  %30 = load i32, ptr %11, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %12, align 4
  store i32 0, ptr %13, align 4
  %34 = load i32, ptr %12, align 4
  %35 = mul i32 %34, 3
  store i32 %35, ptr %14, align 4
  %36 = load i32, ptr %12, align 4
  %37 = xor i32 %36, 85
  store i32 %37, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %38

38:                                               ; preds = %54, %28
  %39 = load i32, ptr %16, align 4
  %40 = load i32, ptr %10, align 4
  %41 = icmp ult i32 %39, %40
  br i1 %41, label %42, label %57

42:                                               ; preds = %38
  %43 = load i32, ptr %12, align 4
  %44 = load i32, ptr %16, align 4
  %45 = add i32 %43, %44
  %46 = load i32, ptr %16, align 4
  %47 = call noundef i32 @_Z3mixjj(i32 noundef %45, i32 noundef %46) #3
  %48 = load i32, ptr %13, align 4
  %49 = add i32 %48, %47
  store i32 %49, ptr %13, align 4
  %50 = load i32, ptr %14, align 4
  %51 = mul i32 %50, 7
  %52 = load i32, ptr %16, align 4
  %53 = add i32 %51, %52
  store i32 %53, ptr %14, align 4
  br label %54

54:                                               ; preds = %42
  %55 = load i32, ptr %16, align 4
  %56 = add i32 %55, 1
  store i32 %56, ptr %16, align 4
  br label %38, !llvm.loop !5

57:                                               ; preds = %38
  %58 = load i32, ptr %12, align 4
  %59 = and i32 %58, 1
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %61, label %64

61:                                               ; preds = %57
  %62 = load i32, ptr %12, align 4
  %63 = call noundef i32 @_Z5twicejj(i32 noundef %62, i32 noundef 3) #3
  store i32 %63, ptr %17, align 4
  br label %69

64:                                               ; preds = %57
  %65 = load i32, ptr %12, align 4
  %66 = call noundef i32 @_Z3mixjj(i32 noundef %65, i32 noundef 5) #3
  %67 = load i32, ptr %15, align 4
  %68 = xor i32 %66, %67
  store i32 %68, ptr %17, align 4
  br label %69

69:                                               ; preds = %64, %61
  %70 = load i32, ptr %12, align 4
  %71 = zext i32 %70 to i64
  %72 = shl i64 %71, 32
  %73 = load i32, ptr %13, align 4
  %74 = zext i32 %73 to i64
  %75 = or i64 %72, %74
  %76 = load i32, ptr %17, align 4
  %77 = call noundef i64 @_Z4wideyj(i64 noundef %75, i32 noundef %76) #3
  store i64 %77, ptr %18, align 8
  %78 = load i32, ptr %13, align 4
  %79 = load i32, ptr %14, align 4
  %80 = add i32 %78, %79
  %81 = load ptr, ptr %7, align 8
  %82 = load i32, ptr %11, align 4
  %83 = mul nsw i32 3, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr %81, i64 %84
  store i32 %80, ptr %85, align 4
  %86 = load i32, ptr %17, align 4
  %87 = load i32, ptr %13, align 4
  %88 = call noundef zeroext i1 @_Z8odd_bitsj(i32 noundef %87) #3
  %89 = zext i1 %88 to i64
  %90 = select i1 %88, i32 1, i32 0
  %91 = add i32 %86, %90
  %92 = load ptr, ptr %7, align 8
  %93 = load i32, ptr %11, align 4
  %94 = mul nsw i32 3, %93
  %95 = add nsw i32 %94, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr %92, i64 %96
  store i32 %91, ptr %97, align 4
  %98 = load i32, ptr %15, align 4
  %99 = load ptr, ptr %7, align 8
  %100 = load i32, ptr %11, align 4
  %101 = mul nsw i32 3, %100
  %102 = add nsw i32 %101, 2
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr %99, i64 %103
  store i32 %98, ptr %104, align 4
  %105 = load i64, ptr %18, align 8
  %106 = load ptr, ptr %8, align 8
  %107 = load i32, ptr %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i64, ptr %106, i64 %108
  store i64 %105, ptr %109, align 8
  br label %110

110:                                              ; preds = %69, %27
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @call_loop, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
