; ModuleID = 'local_stack.cu'
source_filename = "local_stack.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.local_stack.acc = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @local_stack(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [8 x i32], align 4
  %6 = alloca [8 x i32], align 4
  %7 = alloca [4 x i32], align 4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %220

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, i32* %0, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = bitcast [8 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %18) #4
  br label %27

19:                                               ; preds = %73
  %20 = icmp sgt i32 %74, 0
  br i1 %20, label %21, label %94

21:                                               ; preds = %19
  %22 = add i32 %74, -1
  %23 = and i32 %74, 3
  %24 = icmp ult i32 %22, 3
  br i1 %24, label %77, label %25

25:                                               ; preds = %21
  %26 = and i32 %74, -4
  br label %190

27:                                               ; preds = %14, %73
  %28 = phi i32 [ 0, %14 ], [ %74, %73 ]
  %29 = phi i32 [ 0, %14 ], [ %75, %73 ]
  %30 = shl nuw nsw i32 %29, 1
  %31 = lshr i32 %17, %30
  %32 = and i32 %31, 3
  %33 = icmp eq i32 %32, 0
  %34 = icmp slt i32 %28, 2
  %35 = select i1 %33, i1 true, i1 %34
  br i1 %35, label %36, label %44

36:                                               ; preds = %27
  %37 = icmp slt i32 %28, 8
  br i1 %37, label %38, label %73

38:                                               ; preds = %36
  %39 = sext i32 %28 to i64
  %40 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %39
  %41 = add nsw i32 %28, 1
  %42 = mul nuw nsw i32 %29, 7
  %43 = add i32 %42, %12
  store i32 %43, i32* %40, align 4, !tbaa !5
  br label %73

44:                                               ; preds = %27
  switch i32 %32, label %66 [
    i32 1, label %45
    i32 2, label %55
  ]

45:                                               ; preds = %44
  %46 = add nsw i32 %28, -1
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %47
  %49 = load i32, i32* %48, align 4, !tbaa !5
  %50 = add nsw i32 %28, -2
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !5
  %54 = add i32 %53, %49
  store i32 %54, i32* %52, align 4, !tbaa !5
  br label %73

55:                                               ; preds = %44
  %56 = add nsw i32 %28, -1
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %57
  %59 = load i32, i32* %58, align 4, !tbaa !5
  %60 = add nsw i32 %28, -2
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %61
  %63 = load i32, i32* %62, align 4, !tbaa !5
  %64 = mul i32 %63, 3
  %65 = sub i32 %64, %59
  store i32 %65, i32* %62, align 4, !tbaa !5
  br label %73

66:                                               ; preds = %44
  %67 = add nsw i32 %28, -1
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %68
  %70 = load i32, i32* %69, align 4, !tbaa !5
  %71 = lshr i32 %70, 3
  %72 = xor i32 %71, %70
  store i32 %72, i32* %69, align 4, !tbaa !5
  br label %73

73:                                               ; preds = %45, %66, %55, %36, %38
  %74 = phi i32 [ %41, %38 ], [ %28, %36 ], [ %46, %45 ], [ %56, %55 ], [ %28, %66 ]
  %75 = add nuw nsw i32 %29, 1
  %76 = icmp eq i32 %75, 16
  br i1 %76, label %19, label %27, !llvm.loop !9

77:                                               ; preds = %190, %21
  %78 = phi i32 [ undef, %21 ], [ %216, %190 ]
  %79 = phi i32 [ 0, %21 ], [ %217, %190 ]
  %80 = phi i32 [ 0, %21 ], [ %216, %190 ]
  %81 = icmp eq i32 %23, 0
  br i1 %81, label %94, label %82

82:                                               ; preds = %77, %82
  %83 = phi i32 [ %91, %82 ], [ %79, %77 ]
  %84 = phi i32 [ %90, %82 ], [ %80, %77 ]
  %85 = phi i32 [ %92, %82 ], [ 0, %77 ]
  %86 = mul i32 %84, 5
  %87 = zext i32 %83 to i64
  %88 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %87
  %89 = load i32, i32* %88, align 4, !tbaa !5
  %90 = add i32 %89, %86
  %91 = add nuw nsw i32 %83, 1
  %92 = add i32 %85, 1
  %93 = icmp eq i32 %92, %23
  br i1 %93, label %94, label %82, !llvm.loop !11

94:                                               ; preds = %77, %82, %19
  %95 = phi i32 [ 0, %19 ], [ %78, %77 ], [ %90, %82 ]
  %96 = bitcast [8 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %96) #4
  %97 = srem i32 %12, %2
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i32, i32* %0, i64 %98
  %100 = load i32, i32* %99, align 4, !tbaa !5
  %101 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 0
  store i32 %100, i32* %101, align 4, !tbaa !5
  %102 = add nsw i32 %12, 3
  %103 = srem i32 %102, %2
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, i32* %0, i64 %104
  %106 = load i32, i32* %105, align 4, !tbaa !5
  %107 = ashr i32 %106, 1
  %108 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 1
  store i32 %107, i32* %108, align 4, !tbaa !5
  %109 = add nsw i32 %12, 6
  %110 = srem i32 %109, %2
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds i32, i32* %0, i64 %111
  %113 = load i32, i32* %112, align 4, !tbaa !5
  %114 = ashr i32 %113, 2
  %115 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 2
  store i32 %114, i32* %115, align 4, !tbaa !5
  %116 = add nsw i32 %12, 9
  %117 = srem i32 %116, %2
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, i32* %0, i64 %118
  %120 = load i32, i32* %119, align 4, !tbaa !5
  %121 = ashr i32 %120, 3
  %122 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 3
  store i32 %121, i32* %122, align 4, !tbaa !5
  %123 = add nsw i32 %12, 12
  %124 = srem i32 %123, %2
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, i32* %0, i64 %125
  %127 = load i32, i32* %126, align 4, !tbaa !5
  %128 = ashr i32 %127, 4
  %129 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 4
  store i32 %128, i32* %129, align 4, !tbaa !5
  %130 = add nsw i32 %12, 15
  %131 = srem i32 %130, %2
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, i32* %0, i64 %132
  %134 = load i32, i32* %133, align 4, !tbaa !5
  %135 = ashr i32 %134, 5
  %136 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 5
  store i32 %135, i32* %136, align 4, !tbaa !5
  %137 = add nsw i32 %12, 18
  %138 = srem i32 %137, %2
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i32, i32* %0, i64 %139
  %141 = load i32, i32* %140, align 4, !tbaa !5
  %142 = ashr i32 %141, 6
  %143 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 6
  store i32 %142, i32* %143, align 4, !tbaa !5
  %144 = add nsw i32 %12, 21
  %145 = srem i32 %144, %2
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i32, i32* %0, i64 %146
  %148 = load i32, i32* %147, align 4, !tbaa !5
  %149 = ashr i32 %148, 7
  %150 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 7
  store i32 %149, i32* %150, align 4, !tbaa !5
  %151 = and i32 %17, 7
  %152 = zext i32 %151 to i64
  %153 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 %152
  %154 = load i32, i32* %153, align 4, !tbaa !5
  %155 = lshr i32 %17, 29
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 %156
  %158 = load i32, i32* %157, align 4, !tbaa !5
  %159 = add i32 %158, %154
  %160 = bitcast [4 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %160) #4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %160, i8* noundef nonnull align 4 dereferenceable(16) bitcast ([4 x i32]* @__const.local_stack.acc to i8*), i64 16, i1 false)
  %161 = add nsw i32 %8, %3
  %162 = and i32 %161, 3
  %163 = zext i32 %162 to i64
  %164 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 %163
  %165 = load i32, i32* %164, align 4, !tbaa !5
  %166 = add i32 %165, %74
  store i32 %166, i32* %164, align 4, !tbaa !5
  %167 = mul nsw i32 %12, 3
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds i32, i32* %1, i64 %168
  store i32 %95, i32* %169, align 4, !tbaa !5
  %170 = add nsw i32 %167, 1
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds i32, i32* %1, i64 %171
  store i32 %159, i32* %172, align 4, !tbaa !5
  %173 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 0
  %174 = load i32, i32* %173, align 4, !tbaa !5
  %175 = mul i32 %174, 1000
  %176 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 1
  %177 = load i32, i32* %176, align 4, !tbaa !5
  %178 = mul i32 %177, 100
  %179 = add i32 %178, %175
  %180 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 2
  %181 = load i32, i32* %180, align 4, !tbaa !5
  %182 = mul i32 %181, 10
  %183 = add i32 %179, %182
  %184 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 3
  %185 = load i32, i32* %184, align 4, !tbaa !5
  %186 = add i32 %183, %185
  %187 = add nsw i32 %167, 2
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds i32, i32* %1, i64 %188
  store i32 %186, i32* %189, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %160) #4
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %96) #4
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %18) #4
  br label %220

190:                                              ; preds = %190, %25
  %191 = phi i32 [ 0, %25 ], [ %217, %190 ]
  %192 = phi i32 [ 0, %25 ], [ %216, %190 ]
  %193 = phi i32 [ 0, %25 ], [ %218, %190 ]
  %194 = mul i32 %192, 5
  %195 = zext i32 %191 to i64
  %196 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %195
  %197 = load i32, i32* %196, align 4, !tbaa !5
  %198 = add i32 %197, %194
  %199 = or i32 %191, 1
  %200 = mul i32 %198, 5
  %201 = zext i32 %199 to i64
  %202 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %201
  %203 = load i32, i32* %202, align 4, !tbaa !5
  %204 = add i32 %203, %200
  %205 = or i32 %191, 2
  %206 = mul i32 %204, 5
  %207 = zext i32 %205 to i64
  %208 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %207
  %209 = load i32, i32* %208, align 4, !tbaa !5
  %210 = add i32 %209, %206
  %211 = or i32 %191, 3
  %212 = mul i32 %210, 5
  %213 = zext i32 %211 to i64
  %214 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %213
  %215 = load i32, i32* %214, align 4, !tbaa !5
  %216 = add i32 %215, %212
  %217 = add nuw nsw i32 %191, 4
  %218 = add i32 %193, 4
  %219 = icmp eq i32 %218, %26
  br i1 %219, label %77, label %190, !llvm.loop !13

220:                                              ; preds = %4, %94
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32, i32)* @local_stack, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
