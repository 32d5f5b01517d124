; ModuleID = 'loop_jumps.cu'
source_filename = "loop_jumps.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @loop_jumps(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  store i32 %24, ptr %13, align 4
  %25 = load i32, ptr %13, align 4
  store i32 %25, ptr %14, align 4
  %26 = load i32, ptr %13, align 4
  %27 = and i32 %26, 7
  store i32 %27, ptr %15, align 4
  br label %28

28:                                               ; preds = %86, %6
  %29 = load i32, ptr %15, align 4
  %30 = load i32, ptr %11, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %89

32:                                               ; preds = %28
  %33 = load ptr, ptr %7, align 8
  %34 = load i32, ptr %15, align 4
  %35 = load i32, ptr %13, align 4
  %36 = and i32 %35, 3
  %37 = add nsw i32 %34, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %33, i64 %38
  %40 = load i32, ptr %39, align 4
  store i32 %40, ptr %16, align 4
  %41 = load i32, ptr %16, align 4
  %42 = and i32 %41, 1
  %43 = icmp ne i32 %42, 0
  br i1 %43, label %44, label %55

44:                                               ; preds = %32
  %45 = load i32, ptr %16, align 4
  %46 = load i32, ptr %12, align 4
  %47 = icmp sgt i32 %45, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %44
  %49 = load i32, ptr %14, align 4
  %50 = add nsw i32 %49, 1000
  store i32 %50, ptr %14, align 4
  br label %89

51:                                               ; preds = %44
  %52 = load i32, ptr %16, align 4
  %53 = load i32, ptr %14, align 4
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr %14, align 4
  br label %83

55:                                               ; preds = %32
  %56 = load i32, ptr %16, align 4
  %57 = and i32 %56, 6
  %58 = icmp eq i32 %57, 2
  br i1 %58, label %59, label %60

59:                                               ; preds = %55
  br label %86

60:                                               ; preds = %55
  %61 = load i32, ptr %16, align 4
  %62 = load i32, ptr %12, align 4
  %63 = sub nsw i32 0, %62
  %64 = icmp slt i32 %61, %63
  br i1 %64, label %65, label %77

65:                                               ; preds = %60
  %66 = load i32, ptr %14, align 4
  %67 = sub nsw i32 %66, 7
  %68 = load ptr, ptr %9, align 8
  %69 = load i32, ptr %13, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %68, i64 %70
  store i32 %67, ptr %71, align 4
  %72 = load i32, ptr %15, align 4
  %73 = load ptr, ptr %10, align 8
  %74 = load i32, ptr %13, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %73, i64 %75
  store i32 %72, ptr %76, align 4
  br label %197

77:                                               ; preds = %60
  %78 = load i32, ptr %16, align 4
  %79 = load i32, ptr %15, align 4
  %80 = add nsw i32 %78, %79
  %81 = load i32, ptr %14, align 4
  %82 = xor i32 %81, %80
  store i32 %82, ptr %14, align 4
  br label %83

83:                                               ; preds = %77, %51
  %84 = load i32, ptr %14, align 4
  %85 = add nsw i32 %84, 3
  store i32 %85, ptr %14, align 4
  br label %86

86:                                               ; preds = %83, %59
  %87 = load i32, ptr %15, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %15, align 4
  br label %28, !llvm.loop !5

89:                                               ; preds = %48, %28
  %90 = load i32, ptr %13, align 4
  %91 = and i32 %90, 5
  store i32 %91, ptr %17, align 4
  br label %92

92:                                               ; preds = %126, %121, %89
  %93 = load i32, ptr %17, align 4
  %94 = load i32, ptr %11, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %130

96:                                               ; preds = %92
  %97 = load ptr, ptr %7, align 8
  %98 = load i32, ptr %17, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %97, i64 %99
  %101 = load i32, ptr %100, align 4
  store i32 %101, ptr %18, align 4
  %102 = load i32, ptr %17, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %17, align 4
  %104 = load i32, ptr %18, align 4
  %105 = and i32 %104, 2
  %106 = icmp ne i32 %105, 0
  br i1 %106, label %107, label %117

107:                                              ; preds = %96
  %108 = load i32, ptr %18, align 4
  %109 = load i32, ptr %12, align 4
  %110 = sdiv i32 %109, 2
  %111 = icmp sgt i32 %108, %110
  br i1 %111, label %112, label %113

112:                                              ; preds = %107
  br label %130

113:                                              ; preds = %107
  %114 = load i32, ptr %18, align 4
  %115 = load i32, ptr %14, align 4
  %116 = add nsw i32 %115, %114
  store i32 %116, ptr %14, align 4
  br label %126

117:                                              ; preds = %96
  %118 = load i32, ptr %18, align 4
  %119 = and i32 %118, 4
  %120 = icmp ne i32 %119, 0
  br i1 %120, label %121, label %122

121:                                              ; preds = %117
  br label %92, !llvm.loop !7

122:                                              ; preds = %117
  %123 = load i32, ptr %18, align 4
  %124 = load i32, ptr %14, align 4
  %125 = sub nsw i32 %124, %123
  store i32 %125, ptr %14, align 4
  br label %126

126:                                              ; preds = %122, %113
  %127 = load i32, ptr %17, align 4
  %128 = load i32, ptr %14, align 4
  %129 = xor i32 %128, %127
  store i32 %129, ptr %14, align 4
  br label %92, !llvm.loop !7

130:                                              ; preds = %112, %92
  %131 = load i32, ptr %13, align 4
  %132 = and i32 %131, 3
  %133 = icmp eq i32 %132, 1
  br i1 %133, label %148, label %134

134:                                              ; preds = %130
  %135 = load ptr, ptr %8, align 8
  %136 = getelementptr inbounds i32, ptr %135, i64 0
  %137 = load i32, ptr %136, align 4
  %138 = icmp eq i32 %137, 2
  br i1 %138, label %148, label %139

139:                                              ; preds = %134
  %140 = load ptr, ptr %8, align 8
  %141 = load i32, ptr %13, align 4
  %142 = and i32 %141, 1
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, ptr %140, i64 %143
  %145 = load i32, ptr %144, align 4
  %146 = load i32, ptr %12, align 4
  %147 = icmp sgt i32 %145, %146
  br i1 %147, label %148, label %180

148:                                              ; preds = %139, %134, %130
  %149 = load i32, ptr %14, align 4
  %150 = and i32 %149, 1
  %151 = icmp ne i32 %150, 0
  br i1 %151, label %152, label %158

152:                                              ; preds = %148
  %153 = load i32, ptr %14, align 4
  %154 = load ptr, ptr %10, align 8
  %155 = load i32, ptr %13, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i32, ptr %154, i64 %156
  store i32 %153, ptr %157, align 4
  br label %161

158:                                              ; preds = %148
  %159 = load i32, ptr %14, align 4
  %160 = add nsw i32 %159, 5
  store i32 %160, ptr %14, align 4
  br label %161

161:                                              ; preds = %158, %152
  %162 = load i32, ptr %14, align 4
  %163 = and i32 %162, 15
  store i32 %163, ptr %19, align 4
  br label %164

164:                                              ; preds = %167, %161
  %165 = load i32, ptr %19, align 4
  %166 = icmp slt i32 %165, 40
  br i1 %166, label %167, label %176

167:                                              ; preds = %164
  %168 = load i32, ptr %13, align 4
  %169 = and i32 %168, 3
  %170 = add nsw i32 %169, 1
  %171 = load i32, ptr %19, align 4
  %172 = and i32 %171, 1
  %173 = add nsw i32 %170, %172
  %174 = load i32, ptr %19, align 4
  %175 = add nsw i32 %174, %173
  store i32 %175, ptr %19, align 4
  br label %164, !llvm.loop !8

176:                                              ; preds = %164
  %177 = load i32, ptr %19, align 4
  %178 = load i32, ptr %14, align 4
  %179 = add nsw i32 %178, %177
  store i32 %179, ptr %14, align 4
  br label %183

180:                                              ; preds = %139
  %181 = load i32, ptr %14, align 4
  %182 = sub nsw i32 %181, 1
  store i32 %182, ptr %14, align 4
  br label %183

183:                                              ; preds = %180, %176
  %184 = load i32, ptr %14, align 4
  %185 = load ptr, ptr %9, align 8
  %186 = load i32, ptr %13, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i32, ptr %185, i64 %187
  store i32 %184, ptr %188, align 4
  %189 = load i32, ptr %15, align 4
  %190 = load i32, ptr %17, align 4
  %191 = mul nsw i32 100, %190
  %192 = add nsw i32 %189, %191
  %193 = load ptr, ptr %10, align 8
  %194 = load i32, ptr %13, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds i32, ptr %193, i64 %195
  store i32 %192, ptr %196, align 4
  br label %197

197:                                              ; preds = %183, %65
  ret void
}

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

!0 = !{ptr @loop_jumps, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
