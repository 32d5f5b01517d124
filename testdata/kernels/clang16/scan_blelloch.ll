; ModuleID = 'scan_blelloch.cu'
source_filename = "scan_blelloch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13scan_blellochE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ13scan_blellochE1c = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_blelloch(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 8
  %11 = shl i32 %8, 1
  %12 = add nsw i32 %11, %10
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %18

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %7, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %7 ]
  %20 = sext i32 %11 to i64
  %21 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %20
  store i32 %19, ptr %21, align 4, !tbaa !5
  br i1 %13, label %22, label %28

22:                                               ; preds = %18
  %23 = sext i32 %12 to i64
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = icmp ne i32 %25, 0
  %27 = zext i1 %26 to i32
  br label %28

28:                                               ; preds = %22, %18
  %29 = phi i32 [ 0, %18 ], [ %27, %22 ]
  %30 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %20
  store i32 %29, ptr %30, align 4, !tbaa !5
  %31 = or i32 %11, 1
  %32 = add nsw i32 %31, %10
  %33 = icmp slt i32 %32, %6
  br i1 %33, label %34, label %38

34:                                               ; preds = %28
  %35 = sext i32 %32 to i64
  %36 = getelementptr inbounds i32, ptr %0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %37, %34 ], [ 0, %28 ]
  %40 = sext i32 %31 to i64
  %41 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %40
  store i32 %39, ptr %41, align 4, !tbaa !5
  br i1 %33, label %42, label %48

42:                                               ; preds = %38
  %43 = sext i32 %32 to i64
  %44 = getelementptr inbounds i32, ptr %1, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i32
  br label %48

48:                                               ; preds = %42, %38
  %49 = phi i32 [ 0, %38 ], [ %47, %42 ]
  %50 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %40
  store i32 %49, ptr %50, align 4, !tbaa !5
  %51 = or i32 %11, 1
  %52 = add i32 %11, 2
  tail call void @llvm.nvvm.barrier0()
  %53 = icmp ult i32 %8, 128
  br i1 %53, label %54, label %68

54:                                               ; preds = %48
  %55 = or i32 %11, 1
  %56 = zext i32 %11 to i64
  %57 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = zext i32 %55 to i64
  %60 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = add i32 %61, %58
  store i32 %62, ptr %60, align 4, !tbaa !5
  %63 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %56
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %59
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = add i32 %66, %64
  store i32 %67, ptr %65, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %54, %48
  tail call void @llvm.nvvm.barrier0()
  %69 = icmp ult i32 %8, 64
  br i1 %69, label %70, label %87

70:                                               ; preds = %68
  %71 = shl i32 %51, 1
  %72 = add nsw i32 %71, -1
  %73 = shl i32 %52, 1
  %74 = add i32 %73, -1
  %75 = zext i32 %72 to i64
  %76 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !5
  %78 = zext i32 %74 to i64
  %79 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = add i32 %80, %77
  store i32 %81, ptr %79, align 4, !tbaa !5
  %82 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %75
  %83 = load i32, ptr %82, align 4, !tbaa !5
  %84 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %78
  %85 = load i32, ptr %84, align 4, !tbaa !5
  %86 = add i32 %85, %83
  store i32 %86, ptr %84, align 4, !tbaa !5
  br label %87

87:                                               ; preds = %70, %68
  tail call void @llvm.nvvm.barrier0()
  %88 = icmp ult i32 %8, 32
  br i1 %88, label %89, label %106

89:                                               ; preds = %87
  %90 = shl i32 %51, 2
  %91 = add nsw i32 %90, -1
  %92 = shl i32 %52, 2
  %93 = add i32 %92, -1
  %94 = zext i32 %91 to i64
  %95 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = zext i32 %93 to i64
  %98 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !5
  %100 = add i32 %99, %96
  store i32 %100, ptr %98, align 4, !tbaa !5
  %101 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %94
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %97
  %104 = load i32, ptr %103, align 4, !tbaa !5
  %105 = add i32 %104, %102
  store i32 %105, ptr %103, align 4, !tbaa !5
  br label %106

106:                                              ; preds = %89, %87
  tail call void @llvm.nvvm.barrier0()
  %107 = icmp ult i32 %8, 16
  br i1 %107, label %108, label %125

108:                                              ; preds = %106
  %109 = shl i32 %51, 3
  %110 = add nsw i32 %109, -1
  %111 = shl i32 %52, 3
  %112 = add i32 %111, -1
  %113 = zext i32 %110 to i64
  %114 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !5
  %116 = zext i32 %112 to i64
  %117 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !5
  %119 = add i32 %118, %115
  store i32 %119, ptr %117, align 4, !tbaa !5
  %120 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %113
  %121 = load i32, ptr %120, align 4, !tbaa !5
  %122 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %116
  %123 = load i32, ptr %122, align 4, !tbaa !5
  %124 = add i32 %123, %121
  store i32 %124, ptr %122, align 4, !tbaa !5
  br label %125

125:                                              ; preds = %108, %106
  tail call void @llvm.nvvm.barrier0()
  %126 = icmp ult i32 %8, 8
  br i1 %126, label %127, label %144

127:                                              ; preds = %125
  %128 = shl i32 %51, 4
  %129 = add nsw i32 %128, -1
  %130 = shl i32 %52, 4
  %131 = add i32 %130, -1
  %132 = zext i32 %129 to i64
  %133 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !5
  %135 = zext i32 %131 to i64
  %136 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = add i32 %137, %134
  store i32 %138, ptr %136, align 4, !tbaa !5
  %139 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %132
  %140 = load i32, ptr %139, align 4, !tbaa !5
  %141 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %135
  %142 = load i32, ptr %141, align 4, !tbaa !5
  %143 = add i32 %142, %140
  store i32 %143, ptr %141, align 4, !tbaa !5
  br label %144

144:                                              ; preds = %127, %125
  tail call void @llvm.nvvm.barrier0()
  %145 = icmp ult i32 %8, 4
  br i1 %145, label %146, label %163

146:                                              ; preds = %144
  %147 = shl i32 %51, 5
  %148 = add nsw i32 %147, -1
  %149 = shl i32 %52, 5
  %150 = add i32 %149, -1
  %151 = zext i32 %148 to i64
  %152 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %151
  %153 = load i32, ptr %152, align 4, !tbaa !5
  %154 = zext i32 %150 to i64
  %155 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !5
  %157 = add i32 %156, %153
  store i32 %157, ptr %155, align 4, !tbaa !5
  %158 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %151
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %154
  %161 = load i32, ptr %160, align 4, !tbaa !5
  %162 = add i32 %161, %159
  store i32 %162, ptr %160, align 4, !tbaa !5
  br label %163

163:                                              ; preds = %146, %144
  tail call void @llvm.nvvm.barrier0()
  %164 = icmp ult i32 %8, 2
  br i1 %164, label %165, label %182

165:                                              ; preds = %163
  %166 = shl i32 %51, 6
  %167 = add nsw i32 %166, -1
  %168 = shl i32 %52, 6
  %169 = add i32 %168, -1
  %170 = zext i32 %167 to i64
  %171 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !5
  %173 = zext i32 %169 to i64
  %174 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !5
  %176 = add i32 %175, %172
  store i32 %176, ptr %174, align 4, !tbaa !5
  %177 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %170
  %178 = load i32, ptr %177, align 4, !tbaa !5
  %179 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %173
  %180 = load i32, ptr %179, align 4, !tbaa !5
  %181 = add i32 %180, %178
  store i32 %181, ptr %179, align 4, !tbaa !5
  br label %182

182:                                              ; preds = %165, %163
  tail call void @llvm.nvvm.barrier0()
  %183 = icmp eq i32 %8, 0
  br i1 %183, label %184, label %209

184:                                              ; preds = %182
  %185 = shl i32 %51, 7
  %186 = add nsw i32 %185, -1
  %187 = shl i32 %52, 7
  %188 = add i32 %187, -1
  %189 = zext i32 %186 to i64
  %190 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %189
  %191 = load i32, ptr %190, align 4, !tbaa !5
  %192 = zext i32 %188 to i64
  %193 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %192
  %194 = load i32, ptr %193, align 4, !tbaa !5
  %195 = add i32 %194, %191
  store i32 %195, ptr %193, align 4, !tbaa !5
  %196 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %189
  %197 = load i32, ptr %196, align 4, !tbaa !5
  %198 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %192
  %199 = load i32, ptr %198, align 4, !tbaa !5
  %200 = add i32 %199, %197
  store i32 %200, ptr %198, align 4, !tbaa !5
  %201 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 1020), align 4, !tbaa !5
  %202 = shl i32 %9, 1
  %203 = zext i32 %202 to i64
  %204 = getelementptr inbounds i32, ptr %5, i64 %203
  store i32 %201, ptr %204, align 4, !tbaa !5
  %205 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 1020), align 4, !tbaa !5
  %206 = or i32 %202, 1
  %207 = zext i32 %206 to i64
  %208 = getelementptr inbounds i32, ptr %5, i64 %207
  store i32 %205, ptr %208, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 1020), align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 1020), align 4, !tbaa !5
  br label %209

209:                                              ; preds = %182, %184
  br label %211

210:                                              ; preds = %235
  tail call void @llvm.nvvm.barrier0()
  br i1 %13, label %238, label %253

211:                                              ; preds = %209, %235
  %212 = phi i32 [ %214, %235 ], [ 256, %209 ]
  %213 = phi i32 [ %236, %235 ], [ 1, %209 ]
  %214 = lshr i32 %212, 1
  tail call void @llvm.nvvm.barrier0()
  %215 = icmp ult i32 %8, %213
  br i1 %215, label %216, label %235

216:                                              ; preds = %211
  %217 = mul i32 %214, %51
  %218 = add i32 %217, -1
  %219 = mul i32 %214, %52
  %220 = add i32 %219, -1
  %221 = zext i32 %218 to i64
  %222 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %221
  %223 = load i32, ptr %222, align 4, !tbaa !5
  %224 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %221
  %225 = load i32, ptr %224, align 4, !tbaa !5
  %226 = zext i32 %220 to i64
  %227 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1s to ptr), i64 0, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !5
  store i32 %228, ptr %222, align 4, !tbaa !5
  %229 = load i32, ptr %227, align 4, !tbaa !5
  %230 = add i32 %229, %223
  store i32 %230, ptr %227, align 4, !tbaa !5
  %231 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochE1c to ptr), i64 0, i64 %226
  %232 = load i32, ptr %231, align 4, !tbaa !5
  store i32 %232, ptr %224, align 4, !tbaa !5
  %233 = load i32, ptr %231, align 4, !tbaa !5
  %234 = add i32 %233, %225
  store i32 %234, ptr %231, align 4, !tbaa !5
  br label %235

235:                                              ; preds = %211, %216
  %236 = shl nuw nsw i32 %213, 1
  %237 = icmp ult i32 %213, 128
  br i1 %237, label %211, label %210, !llvm.loop !9

238:                                              ; preds = %210
  %239 = load i32, ptr %21, align 4, !tbaa !5
  %240 = sext i32 %12 to i64
  %241 = getelementptr inbounds i32, ptr %2, i64 %240
  store i32 %239, ptr %241, align 4, !tbaa !5
  %242 = load i32, ptr %30, align 4, !tbaa !5
  %243 = getelementptr inbounds i32, ptr %3, i64 %240
  store i32 %242, ptr %243, align 4, !tbaa !5
  %244 = getelementptr inbounds i32, ptr %1, i64 %240
  %245 = load i32, ptr %244, align 4, !tbaa !5
  %246 = icmp eq i32 %245, 0
  br i1 %246, label %253, label %247

247:                                              ; preds = %238
  %248 = add i32 %242, %10
  %249 = zext i32 %248 to i64
  %250 = getelementptr inbounds i32, ptr %4, i64 %249
  %251 = getelementptr inbounds i32, ptr %0, i64 %240
  %252 = load i32, ptr %251, align 4, !tbaa !5
  store i32 %252, ptr %250, align 4, !tbaa !5
  br label %253

253:                                              ; preds = %238, %247, %210
  br i1 %33, label %254, label %269

254:                                              ; preds = %253
  %255 = load i32, ptr %41, align 4, !tbaa !5
  %256 = sext i32 %32 to i64
  %257 = getelementptr inbounds i32, ptr %2, i64 %256
  store i32 %255, ptr %257, align 4, !tbaa !5
  %258 = load i32, ptr %50, align 4, !tbaa !5
  %259 = getelementptr inbounds i32, ptr %3, i64 %256
  store i32 %258, ptr %259, align 4, !tbaa !5
  %260 = getelementptr inbounds i32, ptr %1, i64 %256
  %261 = load i32, ptr %260, align 4, !tbaa !5
  %262 = icmp eq i32 %261, 0
  br i1 %262, label %269, label %263

263:                                              ; preds = %254
  %264 = add i32 %258, %10
  %265 = zext i32 %264 to i64
  %266 = getelementptr inbounds i32, ptr %4, i64 %265
  %267 = getelementptr inbounds i32, ptr %0, i64 %256
  %268 = load i32, ptr %267, align 4, !tbaa !5
  store i32 %268, ptr %266, align 4, !tbaa !5
  br label %269

269:                                              ; preds = %263, %254, %253
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @scan_blelloch, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
