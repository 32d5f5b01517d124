; ModuleID = 'call_frames.cu'
source_filename = "call_frames.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.pair = type { i32, i32 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z4scanPKjj(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca [8 x i32], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %26, %2
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %29

13:                                               ; preds = %10
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %5, align 4
  %20 = load i32, ptr %7, align 4
  %21 = mul i32 %19, %20
  %22 = add i32 %18, %21
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %24
  store i32 %22, ptr %25, align 4
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %10, !llvm.loop !5

29:                                               ; preds = %10
  %30 = load i32, ptr %5, align 4
  %31 = urem i32 %30, 3
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %39

33:                                               ; preds = %29
  %34 = load i32, ptr %5, align 4
  %35 = and i32 %34, 7
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %3, align 4
  br label %71

39:                                               ; preds = %29
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %40

40:                                               ; preds = %59, %39
  %41 = load i32, ptr %9, align 4
  %42 = load i32, ptr %5, align 4
  %43 = and i32 %42, 7
  %44 = icmp ult i32 %41, %43
  br i1 %44, label %45, label %62

45:                                               ; preds = %40
  %46 = load i32, ptr %8, align 4
  %47 = load i32, ptr %9, align 4
  %48 = add i32 %46, %47
  %49 = and i32 %48, 7
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = load i32, ptr %8, align 4
  %54 = add i32 %53, %52
  store i32 %54, ptr %8, align 4
  %55 = load i32, ptr %8, align 4
  %56 = icmp ugt i32 %55, -2147483648
  br i1 %56, label %57, label %58

57:                                               ; preds = %45
  br label %62

58:                                               ; preds = %45
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %9, align 4
  %61 = add i32 %60, 1
  store i32 %61, ptr %9, align 4
  br label %40, !llvm.loop !7

62:                                               ; preds = %57, %40
  %63 = load i32, ptr %8, align 4
  %64 = load i32, ptr %5, align 4
  %65 = lshr i32 %64, 3
  %66 = and i32 %65, 7
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = xor i32 %63, %69
  store i32 %70, ptr %3, align 4
  br label %71

71:                                               ; preds = %62, %33
  %72 = load i32, ptr %3, align 4
  ret i32 %72
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z4manyjjyjjjjyjjjjjyjjjyjj(i32 noundef %0, i32 noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i64 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i64 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i64 noundef %17, i32 noundef %18, i32 noundef %19) #0 {
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i64, align 8
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  store i32 %0, ptr %21, align 4
  store i32 %1, ptr %22, align 4
  store i64 %2, ptr %23, align 8
  store i32 %3, ptr %24, align 4
  store i32 %4, ptr %25, align 4
  store i32 %5, ptr %26, align 4
  store i32 %6, ptr %27, align 4
  store i64 %7, ptr %28, align 8
  store i32 %8, ptr %29, align 4
  store i32 %9, ptr %30, align 4
  store i32 %10, ptr %31, align 4
  store i32 %11, ptr %32, align 4
  store i32 %12, ptr %33, align 4
  store i64 %13, ptr %34, align 8
  store i32 %14, ptr %35, align 4
  store i32 %15, ptr %36, align 4
  store i32 %16, ptr %37, align 4
  store i64 %17, ptr %38, align 8
  store i32 %18, ptr %39, align 4
  store i32 %19, ptr %40, align 4
  %42 = load i64, ptr %23, align 8
  %43 = load i64, ptr %28, align 8
  %44 = shl i64 %43, 1
  %45 = xor i64 %42, %44
  %46 = load i64, ptr %34, align 8
  %47 = shl i64 %46, 2
  %48 = xor i64 %45, %47
  %49 = load i64, ptr %38, align 8
  %50 = shl i64 %49, 3
  %51 = xor i64 %48, %50
  store i64 %51, ptr %41, align 8
  %52 = load i32, ptr %21, align 4
  %53 = load i32, ptr %22, align 4
  %54 = mul i32 2, %53
  %55 = add i32 %52, %54
  %56 = load i32, ptr %24, align 4
  %57 = mul i32 3, %56
  %58 = add i32 %55, %57
  %59 = load i32, ptr %25, align 4
  %60 = mul i32 5, %59
  %61 = add i32 %58, %60
  %62 = load i32, ptr %26, align 4
  %63 = mul i32 7, %62
  %64 = add i32 %61, %63
  %65 = load i32, ptr %27, align 4
  %66 = mul i32 11, %65
  %67 = add i32 %64, %66
  %68 = load i32, ptr %29, align 4
  %69 = mul i32 13, %68
  %70 = add i32 %67, %69
  %71 = load i32, ptr %30, align 4
  %72 = mul i32 17, %71
  %73 = add i32 %70, %72
  %74 = load i32, ptr %31, align 4
  %75 = mul i32 19, %74
  %76 = add i32 %73, %75
  %77 = load i32, ptr %32, align 4
  %78 = mul i32 23, %77
  %79 = add i32 %76, %78
  %80 = load i32, ptr %33, align 4
  %81 = mul i32 29, %80
  %82 = add i32 %79, %81
  %83 = load i32, ptr %35, align 4
  %84 = mul i32 31, %83
  %85 = add i32 %82, %84
  %86 = load i32, ptr %36, align 4
  %87 = mul i32 37, %86
  %88 = add i32 %85, %87
  %89 = load i32, ptr %37, align 4
  %90 = mul i32 41, %89
  %91 = add i32 %88, %90
  %92 = load i32, ptr %39, align 4
  %93 = mul i32 43, %92
  %94 = add i32 %91, %93
  %95 = load i32, ptr %40, align 4
  %96 = mul i32 47, %95
  %97 = add i32 %94, %96
  %98 = load i64, ptr %41, align 8
  %99 = trunc i64 %98 to i32
  %100 = add i32 %97, %99
  %101 = load i64, ptr %41, align 8
  %102 = lshr i64 %101, 32
  %103 = trunc i64 %102 to i32
  %104 = add i32 %100, %103
  ret i32 %104
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.pair @_Z5splityj(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.pair, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i64, ptr %4, align 8
  %7 = trunc i64 %6 to i32
  %8 = load i32, ptr %5, align 4
  %9 = add i32 %7, %8
  %10 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0
  store i32 %9, ptr %10, align 4
  %11 = load i64, ptr %4, align 8
  %12 = lshr i64 %11, 32
  %13 = trunc i64 %12 to i32
  %14 = load i32, ptr %5, align 4
  %15 = xor i32 %13, %14
  %16 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 1
  store i32 %15, ptr %16, align 4
  %17 = load %struct.pair, ptr %3, align 4
  ret %struct.pair %17
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @call_frames(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.pair, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  store i32 %17, ptr %7, align 4
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %6, align 4
  %20 = icmp sge i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %3
  br label %124

22:                                               ; preds = %3
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %8, align 4
  store i32 0, ptr %9, align 4
  %28 = load i32, ptr %8, align 4
  %29 = and i32 %28, 2
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %39

31:                                               ; preds = %22
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %7, align 4
  %34 = and i32 %33, -8
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %32, i64 %35
  %37 = load i32, ptr %8, align 4
  %38 = call noundef i32 @_Z4scanPKjj(ptr noundef %36, i32 noundef %37) #3
  store i32 %38, ptr %9, align 4
  br label %39

39:                                               ; preds = %31, %22
  %40 = load i32, ptr %8, align 4
  %41 = zext i32 %40 to i64
  %42 = shl i64 %41, 32
  %43 = load i32, ptr %7, align 4
  %44 = zext i32 %43 to i64
  %45 = or i64 %42, %44
  store i64 %45, ptr %10, align 8
  %46 = load i32, ptr %8, align 4
  %47 = load i32, ptr %8, align 4
  %48 = add i32 %47, 1
  %49 = load i64, ptr %10, align 8
  %50 = load i32, ptr %8, align 4
  %51 = add i32 %50, 2
  %52 = load i32, ptr %8, align 4
  %53 = add i32 %52, 3
  %54 = load i32, ptr %8, align 4
  %55 = add i32 %54, 4
  %56 = load i32, ptr %8, align 4
  %57 = add i32 %56, 5
  %58 = load i64, ptr %10, align 8
  %59 = add i64 %58, 1
  %60 = load i32, ptr %8, align 4
  %61 = add i32 %60, 6
  %62 = load i32, ptr %8, align 4
  %63 = add i32 %62, 7
  %64 = load i32, ptr %8, align 4
  %65 = add i32 %64, 8
  %66 = load i32, ptr %8, align 4
  %67 = add i32 %66, 9
  %68 = load i32, ptr %8, align 4
  %69 = add i32 %68, 10
  %70 = load i64, ptr %10, align 8
  %71 = mul i64 %70, 3
  %72 = load i32, ptr %8, align 4
  %73 = add i32 %72, 11
  %74 = load i32, ptr %8, align 4
  %75 = add i32 %74, 12
  %76 = load i32, ptr %8, align 4
  %77 = add i32 %76, 13
  %78 = load i64, ptr %10, align 8
  %79 = xor i64 %78, -1
  %80 = load i32, ptr %8, align 4
  %81 = add i32 %80, 14
  %82 = load i32, ptr %8, align 4
  %83 = add i32 %82, 15
  %84 = call noundef i32 @_Z4manyjjyjjjjyjjjjjyjjjyjj(i32 noundef %46, i32 noundef %48, i64 noundef %49, i32 noundef %51, i32 noundef %53, i32 noundef %55, i32 noundef %57, i64 noundef %59, i32 noundef %61, i32 noundef %63, i32 noundef %65, i32 noundef %67, i32 noundef %69, i64 noundef %71, i32 noundef %73, i32 noundef %75, i32 noundef %77, i64 noundef %79, i32 noundef %81, i32 noundef %83) #3
  store i32 %84, ptr %11, align 4
  %85 = load i64, ptr %10, align 8
  %86 = load i32, ptr %11, align 4
  %87 = zext i32 %86 to i64
  %88 = xor i64 %85, %87
  %89 = load i32, ptr %9, align 4
  %90 = call %struct.pair @_Z5splityj(i64 noundef %88, i32 noundef %89) #3
  %91 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 0
  %92 = extractvalue %struct.pair %90, 0
  store i32 %92, ptr %91, align 4
  %93 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 1
  %94 = extractvalue %struct.pair %90, 1
  store i32 %94, ptr %93, align 4
  %95 = load i32, ptr %9, align 4
  %96 = load ptr, ptr %5, align 8
  %97 = load i32, ptr %7, align 4
  %98 = mul nsw i32 4, %97
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %96, i64 %99
  store i32 %95, ptr %100, align 4
  %101 = load i32, ptr %11, align 4
  %102 = load ptr, ptr %5, align 8
  %103 = load i32, ptr %7, align 4
  %104 = mul nsw i32 4, %103
  %105 = add nsw i32 %104, 1
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %102, i64 %106
  store i32 %101, ptr %107, align 4
  %108 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 0
  %109 = load i32, ptr %108, align 4
  %110 = load ptr, ptr %5, align 8
  %111 = load i32, ptr %7, align 4
  %112 = mul nsw i32 4, %111
  %113 = add nsw i32 %112, 2
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %110, i64 %114
  store i32 %109, ptr %115, align 4
  %116 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 1
  %117 = load i32, ptr %116, align 4
  %118 = load ptr, ptr %5, align 8
  %119 = load i32, ptr %7, align 4
  %120 = mul nsw i32 4, %119
  %121 = add nsw i32 %120, 3
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i32, ptr %118, i64 %122
  store i32 %117, ptr %123, align 4
  br label %124

124:                                              ; preds = %39, %21
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

!0 = !{ptr @call_frames, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
