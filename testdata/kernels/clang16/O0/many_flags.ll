; ModuleID = 'many_flags.cu'
source_filename = "many_flags.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @many_flags(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  %23 = alloca i8, align 1
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = mul i32 %27, %28
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = add i32 %29, %30
  store i32 %31, ptr %9, align 4
  %32 = load i32, ptr %9, align 4
  %33 = load i32, ptr %7, align 4
  %34 = icmp sge i32 %32, %33
  br i1 %34, label %35, label %36

35:                                               ; preds = %4
  br label %250

36:                                               ; preds = %4
  %37 = load ptr, ptr %5, align 8
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  %41 = load i32, ptr %40, align 4
  store i32 %41, ptr %10, align 4
  %42 = load i32, ptr %10, align 4
  store i32 %42, ptr %11, align 4
  %43 = load i32, ptr %10, align 4
  %44 = icmp sgt i32 %43, 3
  %45 = zext i1 %44 to i8
  store i8 %45, ptr %12, align 1
  %46 = load i32, ptr %10, align 4
  %47 = and i32 %46, 1
  %48 = icmp ne i32 %47, 0
  %49 = zext i1 %48 to i8
  store i8 %49, ptr %13, align 1
  %50 = load i32, ptr %10, align 4
  %51 = icmp slt i32 %50, -5
  %52 = zext i1 %51 to i8
  store i8 %52, ptr %14, align 1
  %53 = load i32, ptr %11, align 4
  %54 = lshr i32 %53, 7
  %55 = icmp ugt i32 %54, 100
  %56 = zext i1 %55 to i8
  store i8 %56, ptr %15, align 1
  %57 = load i32, ptr %10, align 4
  %58 = and i32 %57, 6
  %59 = icmp eq i32 %58, 2
  %60 = zext i1 %59 to i8
  store i8 %60, ptr %16, align 1
  %61 = load i32, ptr %10, align 4
  %62 = srem i32 %61, 3
  %63 = icmp eq i32 %62, 0
  %64 = zext i1 %63 to i8
  store i8 %64, ptr %17, align 1
  %65 = load i32, ptr %11, align 4
  %66 = icmp ult i32 %65, 1073741824
  %67 = zext i1 %66 to i8
  store i8 %67, ptr %18, align 1
  %68 = load i32, ptr %10, align 4
  %69 = load i32, ptr %9, align 4
  %70 = xor i32 %68, %69
  %71 = icmp sgt i32 %70, 17
  %72 = zext i1 %71 to i8
  store i8 %72, ptr %19, align 1
  %73 = load i32, ptr %10, align 4
  %74 = and i32 %73, 48
  %75 = icmp ne i32 %74, 0
  %76 = zext i1 %75 to i8
  store i8 %76, ptr %20, align 1
  %77 = load i32, ptr %10, align 4
  %78 = load i32, ptr %9, align 4
  %79 = icmp sgt i32 %77, %78
  %80 = zext i1 %79 to i8
  store i8 %80, ptr %21, align 1
  %81 = load i32, ptr %11, align 4
  %82 = and i32 %81, 256
  %83 = icmp eq i32 %82, 0
  %84 = zext i1 %83 to i8
  store i8 %84, ptr %22, align 1
  %85 = load i32, ptr %10, align 4
  %86 = icmp slt i32 %85, 1000
  %87 = zext i1 %86 to i8
  store i8 %87, ptr %23, align 1
  %88 = load i32, ptr %9, align 4
  store i32 %88, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %89

89:                                               ; preds = %241, %36
  %90 = load i32, ptr %25, align 4
  %91 = load i32, ptr %8, align 4
  %92 = icmp slt i32 %90, %91
  br i1 %92, label %93, label %244

93:                                               ; preds = %89
  %94 = load ptr, ptr %5, align 8
  %95 = load i32, ptr %9, align 4
  %96 = load i32, ptr %25, align 4
  %97 = add nsw i32 %95, %96
  %98 = load i32, ptr %7, align 4
  %99 = srem i32 %97, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %94, i64 %100
  %102 = load i32, ptr %101, align 4
  store i32 %102, ptr %26, align 4
  %103 = load i8, ptr %12, align 1
  %104 = trunc i8 %103 to i1
  br i1 %104, label %105, label %109

105:                                              ; preds = %93
  %106 = load i32, ptr %24, align 4
  %107 = load i32, ptr %26, align 4
  %108 = add i32 %106, %107
  br label %113

109:                                              ; preds = %93
  %110 = load i32, ptr %24, align 4
  %111 = load i32, ptr %26, align 4
  %112 = sub i32 %110, %111
  br label %113

113:                                              ; preds = %109, %105
  %114 = phi i32 [ %108, %105 ], [ %112, %109 ]
  store i32 %114, ptr %24, align 4
  %115 = load i8, ptr %13, align 1
  %116 = trunc i8 %115 to i1
  br i1 %116, label %117, label %122

117:                                              ; preds = %113
  %118 = load i32, ptr %24, align 4
  %119 = load i32, ptr %26, align 4
  %120 = shl i32 %119, 1
  %121 = xor i32 %118, %120
  br label %125

122:                                              ; preds = %113
  %123 = load i32, ptr %24, align 4
  %124 = or i32 %123, 5
  br label %125

125:                                              ; preds = %122, %117
  %126 = phi i32 [ %121, %117 ], [ %124, %122 ]
  store i32 %126, ptr %24, align 4
  %127 = load i8, ptr %14, align 1
  %128 = trunc i8 %127 to i1
  br i1 %128, label %129, label %132

129:                                              ; preds = %125
  %130 = load i32, ptr %24, align 4
  %131 = mul i32 %130, 3
  br label %135

132:                                              ; preds = %125
  %133 = load i32, ptr %24, align 4
  %134 = add i32 %133, 7
  br label %135

135:                                              ; preds = %132, %129
  %136 = phi i32 [ %131, %129 ], [ %134, %132 ]
  store i32 %136, ptr %24, align 4
  %137 = load i8, ptr %15, align 1
  %138 = trunc i8 %137 to i1
  br i1 %138, label %139, label %144

139:                                              ; preds = %135
  %140 = load i32, ptr %24, align 4
  %141 = load i32, ptr %26, align 4
  %142 = lshr i32 %141, 2
  %143 = sub i32 %140, %142
  br label %147

144:                                              ; preds = %135
  %145 = load i32, ptr %24, align 4
  %146 = xor i32 %145, 85
  br label %147

147:                                              ; preds = %144, %139
  %148 = phi i32 [ %143, %139 ], [ %146, %144 ]
  store i32 %148, ptr %24, align 4
  %149 = load i8, ptr %16, align 1
  %150 = trunc i8 %149 to i1
  br i1 %150, label %151, label %156

151:                                              ; preds = %147
  %152 = load i32, ptr %24, align 4
  %153 = load i32, ptr %26, align 4
  %154 = and i32 %153, 9
  %155 = add i32 %152, %154
  br label %159

156:                                              ; preds = %147
  %157 = load i32, ptr %24, align 4
  %158 = mul i32 %157, 5
  br label %159

159:                                              ; preds = %156, %151
  %160 = phi i32 [ %155, %151 ], [ %158, %156 ]
  store i32 %160, ptr %24, align 4
  %161 = load i8, ptr %17, align 1
  %162 = trunc i8 %161 to i1
  br i1 %162, label %163, label %167

163:                                              ; preds = %159
  %164 = load i32, ptr %24, align 4
  %165 = load i32, ptr %26, align 4
  %166 = xor i32 %164, %165
  br label %170

167:                                              ; preds = %159
  %168 = load i32, ptr %24, align 4
  %169 = add i32 %168, 11
  br label %170

170:                                              ; preds = %167, %163
  %171 = phi i32 [ %166, %163 ], [ %169, %167 ]
  store i32 %171, ptr %24, align 4
  %172 = load i8, ptr %18, align 1
  %173 = trunc i8 %172 to i1
  br i1 %173, label %174, label %178

174:                                              ; preds = %170
  %175 = load i32, ptr %24, align 4
  %176 = load i32, ptr %25, align 4
  %177 = add i32 %175, %176
  br label %183

178:                                              ; preds = %170
  %179 = load i32, ptr %24, align 4
  %180 = load i32, ptr %25, align 4
  %181 = mul i32 2, %180
  %182 = sub i32 %179, %181
  br label %183

183:                                              ; preds = %178, %174
  %184 = phi i32 [ %177, %174 ], [ %182, %178 ]
  store i32 %184, ptr %24, align 4
  %185 = load i8, ptr %19, align 1
  %186 = trunc i8 %185 to i1
  br i1 %186, label %187, label %190

187:                                              ; preds = %183
  %188 = load i32, ptr %24, align 4
  %189 = shl i32 %188, 1
  br label %193

190:                                              ; preds = %183
  %191 = load i32, ptr %24, align 4
  %192 = lshr i32 %191, 1
  br label %193

193:                                              ; preds = %190, %187
  %194 = phi i32 [ %189, %187 ], [ %192, %190 ]
  store i32 %194, ptr %24, align 4
  %195 = load i8, ptr %20, align 1
  %196 = trunc i8 %195 to i1
  br i1 %196, label %197, label %200

197:                                              ; preds = %193
  %198 = load i32, ptr %24, align 4
  %199 = add i32 %198, 1000
  br label %204

200:                                              ; preds = %193
  %201 = load i32, ptr %24, align 4
  %202 = load i32, ptr %26, align 4
  %203 = sub i32 %201, %202
  br label %204

204:                                              ; preds = %200, %197
  %205 = phi i32 [ %199, %197 ], [ %203, %200 ]
  store i32 %205, ptr %24, align 4
  %206 = load i8, ptr %21, align 1
  %207 = trunc i8 %206 to i1
  br i1 %207, label %208, label %211

208:                                              ; preds = %204
  %209 = load i32, ptr %24, align 4
  %210 = mul i32 %209, 7
  br label %214

211:                                              ; preds = %204
  %212 = load i32, ptr %24, align 4
  %213 = xor i32 %212, 4660
  br label %214

214:                                              ; preds = %211, %208
  %215 = phi i32 [ %210, %208 ], [ %213, %211 ]
  store i32 %215, ptr %24, align 4
  %216 = load i8, ptr %22, align 1
  %217 = trunc i8 %216 to i1
  br i1 %217, label %218, label %221

218:                                              ; preds = %214
  %219 = load i32, ptr %24, align 4
  %220 = sub i32 %219, 13
  br label %226

221:                                              ; preds = %214
  %222 = load i32, ptr %24, align 4
  %223 = load i32, ptr %26, align 4
  %224 = or i32 %223, 1
  %225 = add i32 %222, %224
  br label %226

226:                                              ; preds = %221, %218
  %227 = phi i32 [ %220, %218 ], [ %225, %221 ]
  store i32 %227, ptr %24, align 4
  %228 = load i8, ptr %23, align 1
  %229 = trunc i8 %228 to i1
  br i1 %229, label %230, label %236

230:                                              ; preds = %226
  %231 = load i32, ptr %24, align 4
  %232 = load i32, ptr %26, align 4
  %233 = load i32, ptr %25, align 4
  %234 = xor i32 %232, %233
  %235 = add i32 %231, %234
  br label %239

236:                                              ; preds = %226
  %237 = load i32, ptr %24, align 4
  %238 = mul i32 %237, 9
  br label %239

239:                                              ; preds = %236, %230
  %240 = phi i32 [ %235, %230 ], [ %238, %236 ]
  store i32 %240, ptr %24, align 4
  br label %241

241:                                              ; preds = %239
  %242 = load i32, ptr %25, align 4
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr %25, align 4
  br label %89, !llvm.loop !5

244:                                              ; preds = %89
  %245 = load i32, ptr %24, align 4
  %246 = load ptr, ptr %6, align 8
  %247 = load i32, ptr %9, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds i32, ptr %246, i64 %248
  store i32 %245, ptr %249, align 4
  br label %250

250:                                              ; preds = %244, %35
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

!0 = !{ptr @many_flags, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
