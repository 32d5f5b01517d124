; ModuleID = 'call_recursion.cu'
source_filename = "call_recursion.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z3fibj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp ult i32 %4, 2
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %2, align 4
  br label %16

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = sub i32 %9, 1
  %11 = call noundef i32 @_Z3fibj(i32 noundef %10) #3
  %12 = load i32, ptr %3, align 4
  %13 = sub i32 %12, 2
  %14 = call noundef i32 @_Z3fibj(i32 noundef %13) #3
  %15 = add i32 %11, %14
  store i32 %15, ptr %2, align 4
  br label %16

16:                                               ; preds = %8, %6
  %17 = load i32, ptr %2, align 4
  ret i32 %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z9quicksortPjii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp sge i32 %12, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %3
  br label %90

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %7, align 4
  %22 = load i32, ptr %5, align 4
  store i32 %22, ptr %8, align 4
  %23 = load i32, ptr %5, align 4
  store i32 %23, ptr %9, align 4
  br label %24

24:                                               ; preds = %59, %16
  %25 = load i32, ptr %9, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %62

28:                                               ; preds = %24
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %9, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = load i32, ptr %7, align 4
  %35 = icmp ult i32 %33, %34
  br i1 %35, label %36, label %58

36:                                               ; preds = %28
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  %41 = load i32, ptr %40, align 4
  store i32 %41, ptr %10, align 4
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %47, i64 %49
  store i32 %46, ptr %50, align 4
  %51 = load i32, ptr %10, align 4
  %52 = load ptr, ptr %4, align 8
  %53 = load i32, ptr %9, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %52, i64 %54
  store i32 %51, ptr %55, align 4
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %58

58:                                               ; preds = %36, %28
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %9, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %9, align 4
  br label %24, !llvm.loop !5

62:                                               ; preds = %24
  %63 = load ptr, ptr %4, align 8
  %64 = load i32, ptr %8, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %63, i64 %65
  %67 = load i32, ptr %66, align 4
  store i32 %67, ptr %11, align 4
  %68 = load ptr, ptr %4, align 8
  %69 = load i32, ptr %6, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %68, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = load ptr, ptr %4, align 8
  %74 = load i32, ptr %8, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %73, i64 %75
  store i32 %72, ptr %76, align 4
  %77 = load i32, ptr %11, align 4
  %78 = load ptr, ptr %4, align 8
  %79 = load i32, ptr %6, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %78, i64 %80
  store i32 %77, ptr %81, align 4
  %82 = load ptr, ptr %4, align 8
  %83 = load i32, ptr %5, align 4
  %84 = load i32, ptr %8, align 4
  %85 = sub nsw i32 %84, 1
  call void @_Z9quicksortPjii(ptr noundef %82, i32 noundef %83, i32 noundef %85) #3
  %86 = load ptr, ptr %4, align 8
  %87 = load i32, ptr %8, align 4
  %88 = add nsw i32 %87, 1
  %89 = load i32, ptr %6, align 4
  call void @_Z9quicksortPjii(ptr noundef %86, i32 noundef %88, i32 noundef %89) #3
  br label %90

90:                                               ; preds = %62, %15
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7is_evenjj(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  %10 = mul i32 %9, 2
  store i32 %10, ptr %3, align 4
  br label %21

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4
  %13 = sub i32 %12, 1
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %4, align 4
  %16 = add i32 %14, %15
  %17 = call noundef i32 @_Z6is_oddjj(i32 noundef %13, i32 noundef %16) #3
  %18 = mul i32 %17, 3
  %19 = load i32, ptr %4, align 4
  %20 = add i32 %18, %19
  store i32 %20, ptr %3, align 4
  br label %21

21:                                               ; preds = %11, %8
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z6is_oddjj(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  %10 = mul i32 %9, 2
  %11 = add i32 %10, 1
  store i32 %11, ptr %3, align 4
  br label %22

12:                                               ; preds = %2
  %13 = load i32, ptr %4, align 4
  %14 = sub i32 %13, 1
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %4, align 4
  %17 = xor i32 %15, %16
  %18 = call noundef i32 @_Z7is_evenjj(i32 noundef %14, i32 noundef %17) #3
  %19 = load i32, ptr %4, align 4
  %20 = shl i32 %19, 1
  %21 = xor i32 %18, %20
  store i32 %21, ptr %3, align 4
  br label %22

22:                                               ; preds = %12, %8
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @call_recursion(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [12 x i32], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  store i32 %19, ptr %9, align 4
  %20 = load i32, ptr %9, align 4
  %21 = load i32, ptr %7, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %4
  br label %115

24:                                               ; preds = %4
  %25 = load ptr, ptr %5, align 8
  %26 = load i32, ptr %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %10, align 4
  store i32 0, ptr %12, align 4
  br label %30

30:                                               ; preds = %51, %24
  %31 = load i32, ptr %12, align 4
  %32 = icmp slt i32 %31, 12
  br i1 %32, label %33, label %54

33:                                               ; preds = %30
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %9, align 4
  %36 = load i32, ptr %12, align 4
  %37 = mul nsw i32 5, %36
  %38 = add nsw i32 %35, %37
  %39 = load i32, ptr %7, align 4
  %40 = srem i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %34, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %10, align 4
  %45 = load i32, ptr %12, align 4
  %46 = lshr i32 %44, %45
  %47 = xor i32 %43, %46
  %48 = load i32, ptr %12, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [12 x i32], ptr %11, i64 0, i64 %49
  store i32 %47, ptr %50, align 4
  br label %51

51:                                               ; preds = %33
  %52 = load i32, ptr %12, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %12, align 4
  br label %30, !llvm.loop !7

54:                                               ; preds = %30
  %55 = getelementptr inbounds [12 x i32], ptr %11, i64 0, i64 0
  call void @_Z9quicksortPjii(ptr noundef %55, i32 noundef 0, i32 noundef 11) #3
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %56

56:                                               ; preds = %67, %54
  %57 = load i32, ptr %14, align 4
  %58 = icmp slt i32 %57, 12
  br i1 %58, label %59, label %70

59:                                               ; preds = %56
  %60 = load i32, ptr %13, align 4
  %61 = mul i32 %60, 31
  %62 = load i32, ptr %14, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [12 x i32], ptr %11, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = add i32 %61, %65
  store i32 %66, ptr %13, align 4
  br label %67

67:                                               ; preds = %59
  %68 = load i32, ptr %14, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %14, align 4
  br label %56, !llvm.loop !8

70:                                               ; preds = %56
  %71 = load i32, ptr %13, align 4
  %72 = load ptr, ptr %6, align 8
  %73 = load i32, ptr %9, align 4
  %74 = mul nsw i32 4, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %72, i64 %75
  store i32 %71, ptr %76, align 4
  %77 = getelementptr inbounds [12 x i32], ptr %11, i64 0, i64 0
  %78 = load i32, ptr %77, align 4
  %79 = getelementptr inbounds [12 x i32], ptr %11, i64 0, i64 11
  %80 = load i32, ptr %79, align 4
  %81 = xor i32 %78, %80
  %82 = load ptr, ptr %6, align 8
  %83 = load i32, ptr %9, align 4
  %84 = mul nsw i32 4, %83
  %85 = add nsw i32 %84, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr %82, i64 %86
  store i32 %81, ptr %87, align 4
  %88 = load i32, ptr %10, align 4
  %89 = load i32, ptr %8, align 4
  %90 = icmp ult i32 %89, 12
  br i1 %90, label %91, label %93

91:                                               ; preds = %70
  %92 = load i32, ptr %8, align 4
  br label %94

93:                                               ; preds = %70
  br label %94

94:                                               ; preds = %93, %91
  %95 = phi i32 [ %92, %91 ], [ 12, %93 ]
  %96 = urem i32 %88, %95
  %97 = call noundef i32 @_Z3fibj(i32 noundef %96) #3
  %98 = load ptr, ptr %6, align 8
  %99 = load i32, ptr %9, align 4
  %100 = mul nsw i32 4, %99
  %101 = add nsw i32 %100, 2
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %98, i64 %102
  store i32 %97, ptr %103, align 4
  %104 = load i32, ptr %10, align 4
  %105 = load i32, ptr %8, align 4
  %106 = urem i32 %104, %105
  %107 = load i32, ptr %10, align 4
  %108 = call noundef i32 @_Z7is_evenjj(i32 noundef %106, i32 noundef %107) #3
  %109 = load ptr, ptr %6, align 8
  %110 = load i32, ptr %9, align 4
  %111 = mul nsw i32 4, %110
  %112 = add nsw i32 %111, 3
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr %109, i64 %113
  store i32 %108, ptr %114, align 4
  br label %115

115:                                              ; preds = %94, %23
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
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @call_recursion, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
