; ModuleID = 'scan_blelloch.cu'
source_filename = "scan_blelloch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ13scan_blellochE1s = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ13scan_blellochE1c = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @scan_blelloch(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
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
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store i32 %6, ptr %14, align 4
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %32, ptr %15, align 4
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %34 = mul i32 %33, 256
  store i32 %34, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %35

35:                                               ; preds = %77, %7
  %36 = load i32, ptr %17, align 4
  %37 = icmp slt i32 %36, 2
  br i1 %37, label %38, label %80

38:                                               ; preds = %35
  %39 = load i32, ptr %15, align 4
  %40 = mul i32 2, %39
  %41 = load i32, ptr %17, align 4
  %42 = add i32 %40, %41
  store i32 %42, ptr %18, align 4
  %43 = load i32, ptr %16, align 4
  %44 = load i32, ptr %18, align 4
  %45 = add nsw i32 %43, %44
  store i32 %45, ptr %19, align 4
  %46 = load i32, ptr %19, align 4
  %47 = load i32, ptr %14, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %38
  %50 = load ptr, ptr %8, align 8
  %51 = load i32, ptr %19, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %50, i64 %52
  %54 = load i32, ptr %53, align 4
  br label %56

55:                                               ; preds = %38
  br label %56

56:                                               ; preds = %55, %49
  %57 = phi i32 [ %54, %49 ], [ 0, %55 ]
  %58 = load i32, ptr %18, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %59
  store i32 %57, ptr %60, align 4
  %61 = load i32, ptr %19, align 4
  %62 = load i32, ptr %14, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %71

64:                                               ; preds = %56
  %65 = load ptr, ptr %9, align 8
  %66 = load i32, ptr %19, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %65, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = icmp ne i32 %69, 0
  br label %71

71:                                               ; preds = %64, %56
  %72 = phi i1 [ false, %56 ], [ %70, %64 ]
  %73 = zext i1 %72 to i32
  %74 = load i32, ptr %18, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %75
  store i32 %73, ptr %76, align 4
  br label %77

77:                                               ; preds = %71
  %78 = load i32, ptr %17, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %17, align 4
  br label %35, !llvm.loop !5

80:                                               ; preds = %35
  store i32 1, ptr %20, align 4
  store i32 128, ptr %21, align 4
  br label %81

81:                                               ; preds = %122, %80
  %82 = load i32, ptr %21, align 4
  %83 = icmp ugt i32 %82, 0
  br i1 %83, label %84, label %125

84:                                               ; preds = %81
  call void @llvm.nvvm.barrier0()
  %85 = load i32, ptr %15, align 4
  %86 = load i32, ptr %21, align 4
  %87 = icmp ult i32 %85, %86
  br i1 %87, label %88, label %119

88:                                               ; preds = %84
  %89 = load i32, ptr %20, align 4
  %90 = load i32, ptr %15, align 4
  %91 = mul i32 2, %90
  %92 = add i32 %91, 1
  %93 = mul i32 %89, %92
  %94 = sub i32 %93, 1
  store i32 %94, ptr %22, align 4
  %95 = load i32, ptr %20, align 4
  %96 = load i32, ptr %15, align 4
  %97 = mul i32 2, %96
  %98 = add i32 %97, 2
  %99 = mul i32 %95, %98
  %100 = sub i32 %99, 1
  store i32 %100, ptr %23, align 4
  %101 = load i32, ptr %22, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %102
  %104 = load i32, ptr %103, align 4
  %105 = load i32, ptr %23, align 4
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = add i32 %108, %104
  store i32 %109, ptr %107, align 4
  %110 = load i32, ptr %22, align 4
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %111
  %113 = load i32, ptr %112, align 4
  %114 = load i32, ptr %23, align 4
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %115
  %117 = load i32, ptr %116, align 4
  %118 = add i32 %117, %113
  store i32 %118, ptr %116, align 4
  br label %119

119:                                              ; preds = %88, %84
  %120 = load i32, ptr %20, align 4
  %121 = shl i32 %120, 1
  store i32 %121, ptr %20, align 4
  br label %122

122:                                              ; preds = %119
  %123 = load i32, ptr %21, align 4
  %124 = lshr i32 %123, 1
  store i32 %124, ptr %21, align 4
  br label %81, !llvm.loop !7

125:                                              ; preds = %81
  %126 = load i32, ptr %15, align 4
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %128, label %142

128:                                              ; preds = %125
  %129 = load i32, ptr getelementptr inbounds ([256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 255), align 4
  %130 = load ptr, ptr %13, align 8
  %131 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %132 = mul i32 2, %131
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %130, i64 %133
  store i32 %129, ptr %134, align 4
  %135 = load i32, ptr getelementptr inbounds ([256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 255), align 4
  %136 = load ptr, ptr %13, align 8
  %137 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %138 = mul i32 2, %137
  %139 = add i32 %138, 1
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr %136, i64 %140
  store i32 %135, ptr %141, align 4
  store i32 0, ptr getelementptr inbounds ([256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 255), align 4
  store i32 0, ptr getelementptr inbounds ([256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 255), align 4
  br label %142

142:                                              ; preds = %128, %125
  store i32 1, ptr %24, align 4
  br label %143

143:                                              ; preds = %200, %142
  %144 = load i32, ptr %24, align 4
  %145 = icmp ult i32 %144, 256
  br i1 %145, label %146, label %203

146:                                              ; preds = %143
  %147 = load i32, ptr %20, align 4
  %148 = lshr i32 %147, 1
  store i32 %148, ptr %20, align 4
  call void @llvm.nvvm.barrier0()
  %149 = load i32, ptr %15, align 4
  %150 = load i32, ptr %24, align 4
  %151 = icmp ult i32 %149, %150
  br i1 %151, label %152, label %199

152:                                              ; preds = %146
  %153 = load i32, ptr %20, align 4
  %154 = load i32, ptr %15, align 4
  %155 = mul i32 2, %154
  %156 = add i32 %155, 1
  %157 = mul i32 %153, %156
  %158 = sub i32 %157, 1
  store i32 %158, ptr %25, align 4
  %159 = load i32, ptr %20, align 4
  %160 = load i32, ptr %15, align 4
  %161 = mul i32 2, %160
  %162 = add i32 %161, 2
  %163 = mul i32 %159, %162
  %164 = sub i32 %163, 1
  store i32 %164, ptr %26, align 4
  %165 = load i32, ptr %25, align 4
  %166 = zext i32 %165 to i64
  %167 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %166
  %168 = load i32, ptr %167, align 4
  store i32 %168, ptr %27, align 4
  %169 = load i32, ptr %25, align 4
  %170 = zext i32 %169 to i64
  %171 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %170
  %172 = load i32, ptr %171, align 4
  store i32 %172, ptr %28, align 4
  %173 = load i32, ptr %26, align 4
  %174 = zext i32 %173 to i64
  %175 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %174
  %176 = load i32, ptr %175, align 4
  %177 = load i32, ptr %25, align 4
  %178 = zext i32 %177 to i64
  %179 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %178
  store i32 %176, ptr %179, align 4
  %180 = load i32, ptr %27, align 4
  %181 = load i32, ptr %26, align 4
  %182 = zext i32 %181 to i64
  %183 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %182
  %184 = load i32, ptr %183, align 4
  %185 = add i32 %184, %180
  store i32 %185, ptr %183, align 4
  %186 = load i32, ptr %26, align 4
  %187 = zext i32 %186 to i64
  %188 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %187
  %189 = load i32, ptr %188, align 4
  %190 = load i32, ptr %25, align 4
  %191 = zext i32 %190 to i64
  %192 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %191
  store i32 %189, ptr %192, align 4
  %193 = load i32, ptr %28, align 4
  %194 = load i32, ptr %26, align 4
  %195 = zext i32 %194 to i64
  %196 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %195
  %197 = load i32, ptr %196, align 4
  %198 = add i32 %197, %193
  store i32 %198, ptr %196, align 4
  br label %199

199:                                              ; preds = %152, %146
  br label %200

200:                                              ; preds = %199
  %201 = load i32, ptr %24, align 4
  %202 = shl i32 %201, 1
  store i32 %202, ptr %24, align 4
  br label %143, !llvm.loop !8

203:                                              ; preds = %143
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %29, align 4
  br label %204

204:                                              ; preds = %258, %203
  %205 = load i32, ptr %29, align 4
  %206 = icmp slt i32 %205, 2
  br i1 %206, label %207, label %261

207:                                              ; preds = %204
  %208 = load i32, ptr %15, align 4
  %209 = mul i32 2, %208
  %210 = load i32, ptr %29, align 4
  %211 = add i32 %209, %210
  store i32 %211, ptr %30, align 4
  %212 = load i32, ptr %16, align 4
  %213 = load i32, ptr %30, align 4
  %214 = add nsw i32 %212, %213
  store i32 %214, ptr %31, align 4
  %215 = load i32, ptr %31, align 4
  %216 = load i32, ptr %14, align 4
  %217 = icmp slt i32 %215, %216
  br i1 %217, label %218, label %257

218:                                              ; preds = %207
  %219 = load i32, ptr %30, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %220
  %222 = load i32, ptr %221, align 4
  %223 = load ptr, ptr %10, align 8
  %224 = load i32, ptr %31, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds i32, ptr %223, i64 %225
  store i32 %222, ptr %226, align 4
  %227 = load i32, ptr %30, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %228
  %230 = load i32, ptr %229, align 4
  %231 = load ptr, ptr %11, align 8
  %232 = load i32, ptr %31, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds i32, ptr %231, i64 %233
  store i32 %230, ptr %234, align 4
  %235 = load ptr, ptr %9, align 8
  %236 = load i32, ptr %31, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds i32, ptr %235, i64 %237
  %239 = load i32, ptr %238, align 4
  %240 = icmp ne i32 %239, 0
  br i1 %240, label %241, label %256

241:                                              ; preds = %218
  %242 = load ptr, ptr %8, align 8
  %243 = load i32, ptr %31, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds i32, ptr %242, i64 %244
  %246 = load i32, ptr %245, align 4
  %247 = load ptr, ptr %12, align 8
  %248 = load i32, ptr %16, align 4
  %249 = load i32, ptr %30, align 4
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %250
  %252 = load i32, ptr %251, align 4
  %253 = add i32 %248, %252
  %254 = zext i32 %253 to i64
  %255 = getelementptr inbounds i32, ptr %247, i64 %254
  store i32 %246, ptr %255, align 4
  br label %256

256:                                              ; preds = %241, %218
  br label %257

257:                                              ; preds = %256, %207
  br label %258

258:                                              ; preds = %257
  %259 = load i32, ptr %29, align 4
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr %29, align 4
  br label %204, !llvm.loop !9

261:                                              ; preds = %204
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @scan_blelloch, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
