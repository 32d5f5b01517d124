; opt: 0
; opt: 2
; opt: 2 stress 5
; launch: --kernel stencil2d --grid 2,2,1 --block 16,4,1 in=buf:i32:256=rand:11 out=buf:i32:256=0 width=i32:30 height=i32:7 pitch=i64:32
; testdata/kernels/stencil2d.cu compiled by clang-14 at -O0: the border test is a chain of
; branches (x == 0 || y == 0 || ...) whose lanes enter the then-block from four branches, one
; group after another; each group opened the nested if's barrier (BSSY B1) on its own and the warp
; deadlocked at BSYNC. The chain is now funnelled (lower/funnelchain.go).
; ModuleID = '/work/main/testdata/kernels/stencil2d.cu'
source_filename = "/work/main/testdata/kernels/stencil2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @stencil2d(i32* noundef %0, i32* noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) #0 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32*, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32* %0, i32** %6, align 8
  store i32* %1, i32** %7, align 8
  store i32 %2, i32* %8, align 4
  store i32 %3, i32* %9, align 4
  store i64 %4, i64* %10, align 8
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %18 = mul i32 %16, %17
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %20 = add i32 %18, %19
  store i32 %20, i32* %11, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %23 = mul i32 %21, %22
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %25 = add i32 %23, %24
  store i32 %25, i32* %12, align 4
  %26 = load i32, i32* %11, align 4
  %27 = load i32, i32* %8, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %33, label %29

29:                                               ; preds = %5
  %30 = load i32, i32* %12, align 4
  %31 = load i32, i32* %9, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %29, %5
  br label %136

34:                                               ; preds = %29
  %35 = load i32*, i32** %6, align 8
  %36 = load i32, i32* %12, align 4
  %37 = sext i32 %36 to i64
  %38 = load i64, i64* %10, align 8
  %39 = mul nsw i64 %37, %38
  %40 = getelementptr inbounds i32, i32* %35, i64 %39
  store i32* %40, i32** %13, align 8
  %41 = load i32*, i32** %13, align 8
  %42 = load i32, i32* %11, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32* %41, i64 %43
  %45 = load i32, i32* %44, align 4
  store i32 %45, i32* %14, align 4
  %46 = load i32, i32* %11, align 4
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %61, label %48

48:                                               ; preds = %34
  %49 = load i32, i32* %12, align 4
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %61, label %51

51:                                               ; preds = %48
  %52 = load i32, i32* %11, align 4
  %53 = load i32, i32* %8, align 4
  %54 = sub nsw i32 %53, 1
  %55 = icmp eq i32 %52, %54
  br i1 %55, label %61, label %56

56:                                               ; preds = %51
  %57 = load i32, i32* %12, align 4
  %58 = load i32, i32* %9, align 4
  %59 = sub nsw i32 %58, 1
  %60 = icmp eq i32 %57, %59
  br i1 %60, label %61, label %92

61:                                               ; preds = %56, %51, %48, %34
  %62 = load i32, i32* %11, align 4
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %69

64:                                               ; preds = %61
  %65 = load i32, i32* %12, align 4
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %67, label %69

67:                                               ; preds = %64
  %68 = load i32, i32* %14, align 4
  store i32 %68, i32* %15, align 4
  br label %91

69:                                               ; preds = %64, %61
  %70 = load i32, i32* %11, align 4
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %77, label %72

72:                                               ; preds = %69
  %73 = load i32, i32* %11, align 4
  %74 = load i32, i32* %8, align 4
  %75 = sub nsw i32 %74, 1
  %76 = icmp eq i32 %73, %75
  br i1 %76, label %77, label %80

77:                                               ; preds = %72, %69
  %78 = load i32, i32* %14, align 4
  %79 = mul i32 %78, 2
  store i32 %79, i32* %15, align 4
  br label %90

80:                                               ; preds = %72
  %81 = load i32, i32* %14, align 4
  %82 = mul i32 %81, 3
  %83 = load i32*, i32** %13, align 8
  %84 = load i32, i32* %11, align 4
  %85 = sub nsw i32 %84, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, i32* %83, i64 %86
  %88 = load i32, i32* %87, align 4
  %89 = sub i32 %82, %88
  store i32 %89, i32* %15, align 4
  br label %90

90:                                               ; preds = %80, %77
  br label %91

91:                                               ; preds = %90, %67
  br label %125

92:                                               ; preds = %56
  %93 = load i32, i32* %14, align 4
  %94 = mul i32 4, %93
  %95 = load i32*, i32** %13, align 8
  %96 = load i32, i32* %11, align 4
  %97 = sub nsw i32 %96, 1
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i32, i32* %95, i64 %98
  %100 = load i32, i32* %99, align 4
  %101 = sub i32 %94, %100
  %102 = load i32*, i32** %13, align 8
  %103 = load i32, i32* %11, align 4
  %104 = add nsw i32 %103, 1
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, i32* %102, i64 %105
  %107 = load i32, i32* %106, align 4
  %108 = sub i32 %101, %107
  %109 = load i32*, i32** %13, align 8
  %110 = load i32, i32* %11, align 4
  %111 = sext i32 %110 to i64
  %112 = load i64, i64* %10, align 8
  %113 = sub nsw i64 %111, %112
  %114 = getelementptr inbounds i32, i32* %109, i64 %113
  %115 = load i32, i32* %114, align 4
  %116 = sub i32 %108, %115
  %117 = load i32*, i32** %13, align 8
  %118 = load i32, i32* %11, align 4
  %119 = sext i32 %118 to i64
  %120 = load i64, i64* %10, align 8
  %121 = add nsw i64 %119, %120
  %122 = getelementptr inbounds i32, i32* %117, i64 %121
  %123 = load i32, i32* %122, align 4
  %124 = sub i32 %116, %123
  store i32 %124, i32* %15, align 4
  br label %125

125:                                              ; preds = %92, %91
  %126 = load i32, i32* %15, align 4
  %127 = load i32*, i32** %7, align 8
  %128 = load i32, i32* %12, align 4
  %129 = sext i32 %128 to i64
  %130 = load i64, i64* %10, align 8
  %131 = mul nsw i64 %129, %130
  %132 = load i32, i32* %11, align 4
  %133 = sext i32 %132 to i64
  %134 = add nsw i64 %131, %133
  %135 = getelementptr inbounds i32, i32* %127, i64 %134
  store i32 %126, i32* %135, align 4
  br label %136

136:                                              ; preds = %125, %33
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32, i32, i64)* @stencil2d, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
