; ModuleID = 'const_pointers.cu'
source_filename = "const_pointers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.Params = type { i32, [4 x i32], [6 x i16] }
%struct.Keys = type { [4 x i32] }

@ctab = dso_local addrspace(4) externally_initialized global [16 x i32] [i32 3, i32 -7, i32 11, i32 19, i32 -23, i32 29, i32 31, i32 -37, i32 41, i32 43, i32 -47, i32 53, i32 59, i32 -61, i32 67, i32 71], align 4
@ctab2 = dso_local addrspace(4) externally_initialized global [8 x i32] [i32 1000, i32 -2000, i32 3000, i32 -4000, i32 5000, i32 -6000, i32 7000, i32 -8000], align 4
@cshort = dso_local addrspace(4) externally_initialized global [6 x i16] [i16 -5, i16 9, i16 -300, i16 32000, i16 -32768, i16 77], align 2
@cwide = dso_local addrspace(4) externally_initialized global [4 x i64] [i64 1099511627776, i64 -3, i64 123456789012, i64 -1125899906842624], align 8
@cwide2 = dso_local addrspace(4) externally_initialized global [2 x i64] [i64 17, i64 -8589934592], align 8
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@llvm.compiler.used = appending global [5 x ptr] [ptr addrspacecast (ptr addrspace(4) @ctab to ptr), ptr addrspacecast (ptr addrspace(4) @ctab2 to ptr), ptr addrspacecast (ptr addrspace(4) @cshort to ptr), ptr addrspacecast (ptr addrspace(4) @cwide to ptr), ptr addrspacecast (ptr addrspace(4) @cwide2 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @const_pointers(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.Params) align 4 %2, ptr noundef byval(%struct.Keys) align 4 %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca [4 x ptr], align 8
  %19 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %4, ptr %8, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %9, align 4
  %26 = load i32, ptr %8, align 4
  %27 = icmp sge i32 %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %5
  br label %212

29:                                               ; preds = %5
  %30 = load ptr, ptr %6, align 8
  %31 = load i32, ptr %9, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %10, align 4
  %35 = load i32, ptr %10, align 4
  %36 = and i32 %35, 1
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %43

38:                                               ; preds = %29
  %39 = load i32, ptr %10, align 4
  %40 = urem i32 %39, 16
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @ctab to ptr), i64 0, i64 %41
  br label %48

43:                                               ; preds = %29
  %44 = load i32, ptr %10, align 4
  %45 = urem i32 %44, 8
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(4) @ctab2 to ptr), i64 0, i64 %46
  br label %48

48:                                               ; preds = %43, %38
  %49 = phi ptr [ %42, %38 ], [ %47, %43 ]
  store ptr %49, ptr %11, align 8
  %50 = load ptr, ptr %11, align 8
  %51 = load i32, ptr %50, align 4
  %52 = sext i32 %51 to i64
  store i64 %52, ptr %12, align 8
  %53 = load i32, ptr %10, align 4
  %54 = and i32 %53, 16
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %63

56:                                               ; preds = %48
  %57 = getelementptr inbounds %struct.Params, ptr %2, i32 0, i32 1
  %58 = load i32, ptr %10, align 4
  %59 = lshr i32 %58, 5
  %60 = and i32 %59, 3
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [4 x i32], ptr %57, i64 0, i64 %61
  br label %65

63:                                               ; preds = %48
  %64 = getelementptr inbounds %struct.Params, ptr %2, i32 0, i32 0
  br label %65

65:                                               ; preds = %63, %56
  %66 = phi ptr [ %62, %56 ], [ %64, %63 ]
  store ptr %66, ptr %13, align 8
  %67 = load ptr, ptr %13, align 8
  %68 = load i32, ptr %67, align 4
  %69 = sext i32 %68 to i64
  %70 = mul nsw i64 %69, 3
  %71 = load i64, ptr %12, align 8
  %72 = add nsw i64 %71, %70
  store i64 %72, ptr %12, align 8
  %73 = load i32, ptr %10, align 4
  %74 = urem i32 %73, 3
  %75 = load i32, ptr %10, align 4
  %76 = lshr i32 %75, 2
  %77 = urem i32 %76, 16
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @ctab to ptr), i64 0, i64 %78
  %80 = getelementptr inbounds %struct.Params, ptr %2, i32 0, i32 1
  %81 = load i32, ptr %10, align 4
  %82 = and i32 %81, 3
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds [4 x i32], ptr %80, i64 0, i64 %83
  %85 = load ptr, ptr %6, align 8
  %86 = load i32, ptr %9, align 4
  %87 = add nsw i32 %86, 7
  %88 = load i32, ptr %8, align 4
  %89 = srem i32 %87, %88
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i32, ptr %85, i64 %90
  %92 = call noundef ptr @_ZL6choosejPKiS0_S0_(i32 noundef %74, ptr noundef %79, ptr noundef %84, ptr noundef %91) #3
  store ptr %92, ptr %14, align 8
  %93 = load i64, ptr %12, align 8
  %94 = mul nsw i64 %93, 5
  %95 = load ptr, ptr %14, align 8
  %96 = getelementptr inbounds i32, ptr %95, i64 0
  %97 = load i32, ptr %96, align 4
  %98 = sext i32 %97 to i64
  %99 = add nsw i64 %94, %98
  store i64 %99, ptr %12, align 8
  %100 = load i32, ptr %10, align 4
  %101 = and i32 %100, 4
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %103, label %105

103:                                              ; preds = %65
  %104 = getelementptr inbounds %struct.Params, ptr %2, i32 0, i32 2
  br label %106

105:                                              ; preds = %65
  br label %106

106:                                              ; preds = %105, %103
  %107 = phi ptr [ %104, %103 ], [ addrspacecast (ptr addrspace(4) @cshort to ptr), %105 ]
  %108 = getelementptr inbounds [6 x i16], ptr %107, i64 0, i64 0
  store ptr %108, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %109

109:                                              ; preds = %127, %106
  %110 = load i32, ptr %16, align 4
  %111 = load i32, ptr %10, align 4
  %112 = urem i32 %111, 5
  %113 = icmp ule i32 %110, %112
  br i1 %113, label %114, label %130

114:                                              ; preds = %109
  %115 = load ptr, ptr %15, align 8
  %116 = load i32, ptr %16, align 4
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds i16, ptr %115, i64 %117
  %119 = load i16, ptr %118, align 2
  %120 = sext i16 %119 to i64
  %121 = load i32, ptr %16, align 4
  %122 = add i32 %121, 1
  %123 = zext i32 %122 to i64
  %124 = mul nsw i64 %120, %123
  %125 = load i64, ptr %12, align 8
  %126 = add nsw i64 %125, %124
  store i64 %126, ptr %12, align 8
  br label %127

127:                                              ; preds = %114
  %128 = load i32, ptr %16, align 4
  %129 = add i32 %128, 1
  store i32 %129, ptr %16, align 4
  br label %109, !llvm.loop !5

130:                                              ; preds = %109
  %131 = load i32, ptr %10, align 4
  %132 = and i32 %131, 8
  %133 = icmp ne i32 %132, 0
  br i1 %133, label %134, label %140

134:                                              ; preds = %130
  %135 = load i32, ptr %10, align 4
  %136 = lshr i32 %135, 4
  %137 = and i32 %136, 3
  %138 = zext i32 %137 to i64
  %139 = getelementptr inbounds [4 x i64], ptr addrspacecast (ptr addrspace(4) @cwide to ptr), i64 0, i64 %138
  br label %146

140:                                              ; preds = %130
  %141 = load i32, ptr %10, align 4
  %142 = lshr i32 %141, 6
  %143 = and i32 %142, 1
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(4) @cwide2 to ptr), i64 0, i64 %144
  br label %146

146:                                              ; preds = %140, %134
  %147 = phi ptr [ %139, %134 ], [ %145, %140 ]
  store ptr %147, ptr %17, align 8
  %148 = load ptr, ptr %17, align 8
  %149 = load i64, ptr %148, align 8
  %150 = load i64, ptr %12, align 8
  %151 = xor i64 %150, %149
  store i64 %151, ptr %12, align 8
  %152 = getelementptr inbounds [4 x ptr], ptr %18, i64 0, i64 0
  %153 = load i32, ptr %10, align 4
  %154 = and i32 %153, 7
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(4) @ctab2 to ptr), i64 0, i64 %155
  store ptr %156, ptr %152, align 8
  %157 = getelementptr inbounds ptr, ptr %152, i64 1
  %158 = getelementptr inbounds %struct.Keys, ptr %3, i32 0, i32 0
  %159 = load i32, ptr %10, align 4
  %160 = lshr i32 %159, 1
  %161 = and i32 %160, 3
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds [4 x i32], ptr %158, i64 0, i64 %162
  store ptr %163, ptr %157, align 8
  %164 = getelementptr inbounds ptr, ptr %157, i64 1
  %165 = load ptr, ptr %6, align 8
  %166 = load i32, ptr %9, align 4
  %167 = mul nsw i32 %166, 3
  %168 = load i32, ptr %8, align 4
  %169 = srem i32 %167, %168
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds i32, ptr %165, i64 %170
  store ptr %171, ptr %164, align 8
  %172 = getelementptr inbounds ptr, ptr %164, i64 1
  %173 = load i32, ptr %10, align 4
  %174 = and i32 %173, 15
  %175 = sub i32 15, %174
  %176 = zext i32 %175 to i64
  %177 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @ctab to ptr), i64 0, i64 %176
  store ptr %177, ptr %172, align 8
  %178 = load i32, ptr %10, align 4
  %179 = lshr i32 %178, 3
  %180 = and i32 %179, 3
  %181 = zext i32 %180 to i64
  %182 = getelementptr inbounds [4 x ptr], ptr %18, i64 0, i64 %181
  %183 = load ptr, ptr %182, align 8
  store ptr %183, ptr %19, align 8
  %184 = load ptr, ptr %19, align 8
  %185 = getelementptr inbounds i32, ptr %184, i64 0
  %186 = load i32, ptr %185, align 4
  %187 = sext i32 %186 to i64
  %188 = mul nsw i64 %187, 256
  %189 = load i64, ptr %12, align 8
  %190 = add nsw i64 %189, %188
  store i64 %190, ptr %12, align 8
  %191 = load ptr, ptr %11, align 8
  %192 = icmp eq ptr %191, getelementptr inbounds ([16 x i32], ptr addrspacecast (ptr addrspace(4) @ctab to ptr), i64 0, i64 3)
  %193 = zext i1 %192 to i32
  %194 = mul nsw i32 %193, 100000
  %195 = load ptr, ptr %19, align 8
  %196 = load i32, ptr %10, align 4
  %197 = and i32 %196, 7
  %198 = zext i32 %197 to i64
  %199 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(4) @ctab2 to ptr), i64 0, i64 %198
  %200 = icmp eq ptr %195, %199
  %201 = zext i1 %200 to i32
  %202 = mul nsw i32 %201, 200000
  %203 = add nsw i32 %194, %202
  %204 = sext i32 %203 to i64
  %205 = load i64, ptr %12, align 8
  %206 = add nsw i64 %205, %204
  store i64 %206, ptr %12, align 8
  %207 = load i64, ptr %12, align 8
  %208 = load ptr, ptr %7, align 8
  %209 = load i32, ptr %9, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds i64, ptr %208, i64 %210
  store i64 %207, ptr %211, align 8
  br label %212

212:                                              ; preds = %146, %28
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef ptr @_ZL6choosejPKiS0_S0_(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #1 {
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
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @const_pointers, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
