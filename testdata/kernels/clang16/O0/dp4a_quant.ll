; ModuleID = 'dp4a_quant.cu'
source_filename = "dp4a_quant.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z6dp4a_siii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call i32 asm sideeffect "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %8, i32 %9, i32 %10) #3, !srcloc !5
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z6dp4a_ujjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call i32 asm sideeffect "dp4a.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %8, i32 %9, i32 %10) #3, !srcloc !6
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7dp4a_usjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call i32 asm sideeffect "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %8, i32 %9, i32 %10) #3, !srcloc !7
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7dp2a_loiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call i32 asm sideeffect "dp2a.lo.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %8, i32 %9, i32 %10) #3, !srcloc !8
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7dp2a_hijjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call i32 asm sideeffect "dp2a.hi.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %8, i32 %9, i32 %10) #3, !srcloc !9
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z8pack_s16ii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call i32 asm "cvt.pack.sat.s16.s32 $0, $1, $2;", "=r,r,r"(i32 %6, i32 %7) #4, !srcloc !10
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7pack_u8iij(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call i32 asm "cvt.pack.sat.u8.s32.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %8, i32 %9, i32 %10) #4, !srcloc !11
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7clamp_iiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @dp4a_quant(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %7) #1 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
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
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store ptr %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store ptr %6, ptr %15, align 8
  store i32 %7, ptr %16, align 4
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %39 = mul i32 %37, %38
  %40 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %41 = add i32 %39, %40
  store i32 %41, ptr %17, align 4
  %42 = load i32, ptr %17, align 4
  %43 = load i32, ptr %16, align 4
  %44 = icmp sge i32 %42, %43
  br i1 %44, label %45, label %46

45:                                               ; preds = %8
  br label %384

46:                                               ; preds = %8
  %47 = load ptr, ptr %9, align 8
  %48 = load i32, ptr %17, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %47, i64 %49
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %18, align 4
  %52 = load ptr, ptr %10, align 8
  %53 = load i32, ptr %17, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %52, i64 %54
  %56 = load i32, ptr %55, align 4
  store i32 %56, ptr %19, align 4
  %57 = load ptr, ptr %11, align 8
  %58 = load i32, ptr %17, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %57, i64 %59
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %20, align 4
  %62 = load i32, ptr %20, align 4
  store i32 %62, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %63

63:                                               ; preds = %82, %46
  %64 = load i32, ptr %22, align 4
  %65 = icmp slt i32 %64, 4
  br i1 %65, label %66, label %85

66:                                               ; preds = %63
  %67 = load i32, ptr %18, align 4
  %68 = load i32, ptr %22, align 4
  %69 = mul nsw i32 8, %68
  %70 = ashr i32 %67, %69
  %71 = trunc i32 %70 to i8
  %72 = sext i8 %71 to i32
  %73 = load i32, ptr %19, align 4
  %74 = load i32, ptr %22, align 4
  %75 = mul nsw i32 8, %74
  %76 = ashr i32 %73, %75
  %77 = trunc i32 %76 to i8
  %78 = sext i8 %77 to i32
  %79 = mul nsw i32 %72, %78
  %80 = load i32, ptr %21, align 4
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr %21, align 4
  br label %82

82:                                               ; preds = %66
  %83 = load i32, ptr %22, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %22, align 4
  br label %63, !llvm.loop !12

85:                                               ; preds = %63
  store i32 0, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %86

86:                                               ; preds = %103, %85
  %87 = load i32, ptr %24, align 4
  %88 = icmp slt i32 %87, 4
  br i1 %88, label %89, label %106

89:                                               ; preds = %86
  %90 = load i32, ptr %18, align 4
  %91 = load i32, ptr %24, align 4
  %92 = mul nsw i32 8, %91
  %93 = lshr i32 %90, %92
  %94 = and i32 %93, 255
  %95 = load i32, ptr %19, align 4
  %96 = load i32, ptr %24, align 4
  %97 = mul nsw i32 8, %96
  %98 = lshr i32 %95, %97
  %99 = and i32 %98, 255
  %100 = mul i32 %94, %99
  %101 = load i32, ptr %23, align 4
  %102 = add i32 %101, %100
  store i32 %102, ptr %23, align 4
  br label %103

103:                                              ; preds = %89
  %104 = load i32, ptr %24, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %24, align 4
  br label %86, !llvm.loop !14

106:                                              ; preds = %86
  store i32 3, ptr %25, align 4
  store i32 0, ptr %26, align 4
  br label %107

107:                                              ; preds = %133, %106
  %108 = load i32, ptr %26, align 4
  %109 = icmp slt i32 %108, 4
  br i1 %109, label %110, label %136

110:                                              ; preds = %107
  %111 = load ptr, ptr %12, align 8
  %112 = load i32, ptr %17, align 4
  %113 = mul nsw i32 4, %112
  %114 = load i32, ptr %26, align 4
  %115 = add nsw i32 %113, %114
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i8, ptr %111, i64 %116
  %118 = load i8, ptr %117, align 1
  %119 = sext i8 %118 to i32
  %120 = load ptr, ptr %12, align 8
  %121 = load i32, ptr %17, align 4
  %122 = mul nsw i32 4, %121
  %123 = add nsw i32 %122, 3
  %124 = load i32, ptr %26, align 4
  %125 = sub nsw i32 %123, %124
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i8, ptr %120, i64 %126
  %128 = load i8, ptr %127, align 1
  %129 = sext i8 %128 to i32
  %130 = mul nsw i32 %119, %129
  %131 = load i32, ptr %25, align 4
  %132 = add nsw i32 %131, %130
  store i32 %132, ptr %25, align 4
  br label %133

133:                                              ; preds = %110
  %134 = load i32, ptr %26, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %26, align 4
  br label %107, !llvm.loop !15

136:                                              ; preds = %107
  store i32 0, ptr %27, align 4
  store i32 0, ptr %28, align 4
  br label %137

137:                                              ; preds = %157, %136
  %138 = load i32, ptr %28, align 4
  %139 = icmp slt i32 %138, 4
  br i1 %139, label %140, label %160

140:                                              ; preds = %137
  %141 = load i32, ptr %18, align 4
  %142 = load i32, ptr %28, align 4
  %143 = mul nsw i32 8, %142
  %144 = ashr i32 %141, %143
  %145 = trunc i32 %144 to i8
  %146 = sext i8 %145 to i32
  %147 = load i32, ptr %19, align 4
  %148 = load i32, ptr %28, align 4
  %149 = sub nsw i32 3, %148
  %150 = mul nsw i32 8, %149
  %151 = ashr i32 %147, %150
  %152 = trunc i32 %151 to i8
  %153 = sext i8 %152 to i32
  %154 = mul nsw i32 %146, %153
  %155 = load i32, ptr %27, align 4
  %156 = add nsw i32 %155, %154
  store i32 %156, ptr %27, align 4
  br label %157

157:                                              ; preds = %140
  %158 = load i32, ptr %28, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %28, align 4
  br label %137, !llvm.loop !16

160:                                              ; preds = %137
  %161 = load i32, ptr %20, align 4
  %162 = load i32, ptr %18, align 4
  %163 = trunc i32 %162 to i16
  %164 = sext i16 %163 to i32
  %165 = load i32, ptr %19, align 4
  %166 = trunc i32 %165 to i8
  %167 = sext i8 %166 to i32
  %168 = mul nsw i32 %164, %167
  %169 = add nsw i32 %161, %168
  %170 = load i32, ptr %18, align 4
  %171 = ashr i32 %170, 16
  %172 = load i32, ptr %19, align 4
  %173 = ashr i32 %172, 8
  %174 = trunc i32 %173 to i8
  %175 = sext i8 %174 to i32
  %176 = mul nsw i32 %171, %175
  %177 = add nsw i32 %169, %176
  store i32 %177, ptr %29, align 4
  %178 = load i32, ptr %21, align 4
  %179 = load ptr, ptr %13, align 8
  %180 = load i32, ptr %17, align 4
  %181 = mul nsw i32 10, %180
  %182 = add nsw i32 %181, 0
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds i32, ptr %179, i64 %183
  store i32 %178, ptr %184, align 4
  %185 = load i32, ptr %23, align 4
  %186 = load ptr, ptr %13, align 8
  %187 = load i32, ptr %17, align 4
  %188 = mul nsw i32 10, %187
  %189 = add nsw i32 %188, 1
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds i32, ptr %186, i64 %190
  store i32 %185, ptr %191, align 4
  %192 = load i32, ptr %25, align 4
  %193 = load ptr, ptr %13, align 8
  %194 = load i32, ptr %17, align 4
  %195 = mul nsw i32 10, %194
  %196 = add nsw i32 %195, 2
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds i32, ptr %193, i64 %197
  store i32 %192, ptr %198, align 4
  %199 = load i32, ptr %27, align 4
  %200 = load ptr, ptr %13, align 8
  %201 = load i32, ptr %17, align 4
  %202 = mul nsw i32 10, %201
  %203 = add nsw i32 %202, 3
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds i32, ptr %200, i64 %204
  store i32 %199, ptr %205, align 4
  %206 = load i32, ptr %29, align 4
  %207 = load ptr, ptr %13, align 8
  %208 = load i32, ptr %17, align 4
  %209 = mul nsw i32 10, %208
  %210 = add nsw i32 %209, 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds i32, ptr %207, i64 %211
  store i32 %206, ptr %212, align 4
  %213 = load i32, ptr %18, align 4
  %214 = load i32, ptr %19, align 4
  %215 = load i32, ptr %20, align 4
  %216 = call noundef i32 @_Z6dp4a_siii(i32 noundef %213, i32 noundef %214, i32 noundef %215) #3
  %217 = load ptr, ptr %13, align 8
  %218 = load i32, ptr %17, align 4
  %219 = mul nsw i32 10, %218
  %220 = add nsw i32 %219, 5
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds i32, ptr %217, i64 %221
  store i32 %216, ptr %222, align 4
  %223 = load i32, ptr %18, align 4
  %224 = load i32, ptr %19, align 4
  %225 = call noundef i32 @_Z6dp4a_ujjj(i32 noundef %223, i32 noundef %224, i32 noundef 7) #3
  %226 = load ptr, ptr %13, align 8
  %227 = load i32, ptr %17, align 4
  %228 = mul nsw i32 10, %227
  %229 = add nsw i32 %228, 6
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds i32, ptr %226, i64 %230
  store i32 %225, ptr %231, align 4
  %232 = load i32, ptr %18, align 4
  %233 = load i32, ptr %19, align 4
  %234 = load i32, ptr %20, align 4
  %235 = sub nsw i32 0, %234
  %236 = call noundef i32 @_Z7dp4a_usjii(i32 noundef %232, i32 noundef %233, i32 noundef %235) #3
  %237 = load ptr, ptr %13, align 8
  %238 = load i32, ptr %17, align 4
  %239 = mul nsw i32 10, %238
  %240 = add nsw i32 %239, 7
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds i32, ptr %237, i64 %241
  store i32 %236, ptr %242, align 4
  %243 = load i32, ptr %18, align 4
  %244 = load i32, ptr %19, align 4
  %245 = load i32, ptr %20, align 4
  %246 = call noundef i32 @_Z7dp2a_loiii(i32 noundef %243, i32 noundef %244, i32 noundef %245) #3
  %247 = load ptr, ptr %13, align 8
  %248 = load i32, ptr %17, align 4
  %249 = mul nsw i32 10, %248
  %250 = add nsw i32 %249, 8
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds i32, ptr %247, i64 %251
  store i32 %246, ptr %252, align 4
  %253 = load i32, ptr %18, align 4
  %254 = load i32, ptr %19, align 4
  %255 = call noundef i32 @_Z7dp2a_hijjj(i32 noundef %253, i32 noundef %254, i32 noundef 1000) #3
  %256 = load ptr, ptr %13, align 8
  %257 = load i32, ptr %17, align 4
  %258 = mul nsw i32 10, %257
  %259 = add nsw i32 %258, 9
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds i32, ptr %256, i64 %260
  store i32 %255, ptr %261, align 4
  %262 = load i32, ptr %21, align 4
  %263 = ashr i32 %262, 6
  store i32 %263, ptr %30, align 4
  %264 = load i32, ptr %23, align 4
  %265 = ashr i32 %264, 9
  store i32 %265, ptr %31, align 4
  %266 = load i32, ptr %29, align 4
  %267 = ashr i32 %266, 4
  store i32 %267, ptr %32, align 4
  %268 = load i32, ptr %20, align 4
  %269 = ashr i32 %268, 4
  store i32 %269, ptr %33, align 4
  %270 = load i32, ptr %30, align 4
  %271 = call noundef i32 @_Z7clamp_iiii(i32 noundef %270, i32 noundef -128, i32 noundef 127) #3
  %272 = and i32 %271, 255
  %273 = load i32, ptr %31, align 4
  %274 = call noundef i32 @_Z7clamp_iiii(i32 noundef %273, i32 noundef -128, i32 noundef 127) #3
  %275 = and i32 %274, 255
  %276 = shl i32 %275, 8
  %277 = or i32 %272, %276
  %278 = load i32, ptr %32, align 4
  %279 = call noundef i32 @_Z7clamp_iiii(i32 noundef %278, i32 noundef -128, i32 noundef 127) #3
  %280 = and i32 %279, 255
  %281 = shl i32 %280, 16
  %282 = or i32 %277, %281
  %283 = load i32, ptr %33, align 4
  %284 = call noundef i32 @_Z7clamp_iiii(i32 noundef %283, i32 noundef -128, i32 noundef 127) #3
  %285 = shl i32 %284, 24
  %286 = or i32 %282, %285
  %287 = load ptr, ptr %14, align 8
  %288 = load i32, ptr %17, align 4
  %289 = mul nsw i32 4, %288
  %290 = add nsw i32 %289, 0
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds i32, ptr %287, i64 %291
  store i32 %286, ptr %292, align 4
  %293 = load i32, ptr %30, align 4
  %294 = call noundef i32 @_Z7clamp_iiii(i32 noundef %293, i32 noundef 0, i32 noundef 65535) #3
  %295 = load i32, ptr %32, align 4
  %296 = call noundef i32 @_Z7clamp_iiii(i32 noundef %295, i32 noundef 0, i32 noundef 65535) #3
  %297 = shl i32 %296, 16
  %298 = or i32 %294, %297
  %299 = load ptr, ptr %14, align 8
  %300 = load i32, ptr %17, align 4
  %301 = mul nsw i32 4, %300
  %302 = add nsw i32 %301, 1
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds i32, ptr %299, i64 %303
  store i32 %298, ptr %304, align 4
  %305 = load i32, ptr %31, align 4
  %306 = load i32, ptr %33, align 4
  %307 = call noundef i32 @_Z8pack_s16ii(i32 noundef %305, i32 noundef %306) #3
  %308 = load ptr, ptr %14, align 8
  %309 = load i32, ptr %17, align 4
  %310 = mul nsw i32 4, %309
  %311 = add nsw i32 %310, 2
  %312 = sext i32 %311 to i64
  %313 = getelementptr inbounds i32, ptr %308, i64 %312
  store i32 %307, ptr %313, align 4
  %314 = load i32, ptr %32, align 4
  %315 = load i32, ptr %30, align 4
  %316 = load i32, ptr %18, align 4
  %317 = call noundef i32 @_Z7pack_u8iij(i32 noundef %314, i32 noundef %315, i32 noundef %316) #3
  %318 = load ptr, ptr %14, align 8
  %319 = load i32, ptr %17, align 4
  %320 = mul nsw i32 4, %319
  %321 = add nsw i32 %320, 3
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds i32, ptr %318, i64 %322
  store i32 %317, ptr %323, align 4
  %324 = load ptr, ptr %15, align 8
  store ptr %324, ptr %34, align 8
  %325 = load i32, ptr %18, align 4
  %326 = load i32, ptr %19, align 4
  %327 = icmp slt i32 %325, %326
  %328 = zext i1 %327 to i32
  %329 = sub nsw i32 0, %328
  store i32 %329, ptr %35, align 4
  %330 = load i32, ptr %18, align 4
  %331 = load i32, ptr %20, align 4
  %332 = icmp eq i32 %330, %331
  br i1 %332, label %336, label %333

333:                                              ; preds = %160
  %334 = load i32, ptr %19, align 4
  %335 = icmp sgt i32 %334, 0
  br label %336

336:                                              ; preds = %333, %160
  %337 = phi i1 [ true, %160 ], [ %335, %333 ]
  %338 = zext i1 %337 to i64
  %339 = select i1 %337, i32 -1, i32 0
  store i32 %339, ptr %36, align 4
  %340 = load i32, ptr %21, align 4
  %341 = icmp sgt i32 %340, 0
  %342 = uitofp i1 %341 to float
  %343 = load ptr, ptr %34, align 8
  %344 = load i32, ptr %17, align 4
  %345 = mul nsw i32 2, %344
  %346 = add nsw i32 %345, 0
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds float, ptr %343, i64 %347
  store float %342, ptr %348, align 4
  %349 = load i32, ptr %18, align 4
  %350 = load i32, ptr %19, align 4
  %351 = icmp ne i32 %349, %350
  br i1 %351, label %352, label %355

352:                                              ; preds = %336
  %353 = load i32, ptr %20, align 4
  %354 = icmp slt i32 %353, 0
  br label %355

355:                                              ; preds = %352, %336
  %356 = phi i1 [ false, %336 ], [ %354, %352 ]
  %357 = zext i1 %356 to i64
  %358 = select contract i1 %356, float 1.000000e+00, float 0.000000e+00
  %359 = load ptr, ptr %34, align 8
  %360 = load i32, ptr %17, align 4
  %361 = mul nsw i32 2, %360
  %362 = add nsw i32 %361, 1
  %363 = sext i32 %362 to i64
  %364 = getelementptr inbounds float, ptr %359, i64 %363
  store float %358, ptr %364, align 4
  %365 = load i32, ptr %35, align 4
  %366 = load ptr, ptr %13, align 8
  %367 = load i32, ptr %16, align 4
  %368 = mul nsw i32 10, %367
  %369 = load i32, ptr %17, align 4
  %370 = mul nsw i32 2, %369
  %371 = add nsw i32 %368, %370
  %372 = sext i32 %371 to i64
  %373 = getelementptr inbounds i32, ptr %366, i64 %372
  store i32 %365, ptr %373, align 4
  %374 = load i32, ptr %36, align 4
  %375 = load ptr, ptr %13, align 8
  %376 = load i32, ptr %16, align 4
  %377 = mul nsw i32 10, %376
  %378 = load i32, ptr %17, align 4
  %379 = mul nsw i32 2, %378
  %380 = add nsw i32 %377, %379
  %381 = add nsw i32 %380, 1
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds i32, ptr %375, i64 %382
  store i32 %374, ptr %383, align 4
  br label %384

384:                                              ; preds = %355, %45
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
attributes #4 = { convergent nounwind memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @dp4a_quant, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i64 714}
!6 = !{i64 891}
!7 = !{i64 1049}
!8 = !{i64 1202}
!9 = !{i64 1383}
!10 = !{i64 1534}
!11 = !{i64 1689}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
