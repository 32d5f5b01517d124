; ModuleID = 'local_stack.cu'
source_filename = "local_stack.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.local_stack.acc = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @local_stack(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [8 x i32], align 4
  %6 = alloca [8 x i32], align 4
  %7 = alloca [4 x i32], align 4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %214

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #4
  br label %25

18:                                               ; preds = %71
  %19 = icmp sgt i32 %72, 0
  br i1 %19, label %20, label %92

20:                                               ; preds = %18
  %21 = and i32 %72, 3
  %22 = icmp ult i32 %72, 4
  br i1 %22, label %75, label %23

23:                                               ; preds = %20
  %24 = and i32 %72, -4
  br label %184

25:                                               ; preds = %14, %71
  %26 = phi i32 [ 0, %14 ], [ %72, %71 ]
  %27 = phi i32 [ 0, %14 ], [ %73, %71 ]
  %28 = shl nuw nsw i32 %27, 1
  %29 = lshr i32 %17, %28
  %30 = and i32 %29, 3
  %31 = icmp eq i32 %30, 0
  %32 = icmp slt i32 %26, 2
  %33 = select i1 %31, i1 true, i1 %32
  br i1 %33, label %34, label %42

34:                                               ; preds = %25
  %35 = icmp slt i32 %26, 8
  br i1 %35, label %36, label %71

36:                                               ; preds = %34
  %37 = sext i32 %26 to i64
  %38 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %37
  %39 = add nsw i32 %26, 1
  %40 = mul nuw nsw i32 %27, 7
  %41 = add i32 %40, %12
  store i32 %41, ptr %38, align 4, !tbaa !5
  br label %71

42:                                               ; preds = %25
  switch i32 %30, label %64 [
    i32 1, label %43
    i32 2, label %53
  ]

43:                                               ; preds = %42
  %44 = add nsw i32 %26, -1
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = add nsw i32 %26, -2
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = add i32 %51, %47
  store i32 %52, ptr %50, align 4, !tbaa !5
  br label %71

53:                                               ; preds = %42
  %54 = add nsw i32 %26, -1
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = add nsw i32 %26, -2
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = mul i32 %61, 3
  %63 = sub i32 %62, %57
  store i32 %63, ptr %60, align 4, !tbaa !5
  br label %71

64:                                               ; preds = %42
  %65 = add nsw i32 %26, -1
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = lshr i32 %68, 3
  %70 = xor i32 %69, %68
  store i32 %70, ptr %67, align 4, !tbaa !5
  br label %71

71:                                               ; preds = %43, %64, %53, %34, %36
  %72 = phi i32 [ %39, %36 ], [ %26, %34 ], [ %44, %43 ], [ %54, %53 ], [ %26, %64 ]
  %73 = add nuw nsw i32 %27, 1
  %74 = icmp eq i32 %73, 16
  br i1 %74, label %18, label %25, !llvm.loop !9

75:                                               ; preds = %184, %20
  %76 = phi i32 [ undef, %20 ], [ %210, %184 ]
  %77 = phi i32 [ 0, %20 ], [ %211, %184 ]
  %78 = phi i32 [ 0, %20 ], [ %210, %184 ]
  %79 = icmp eq i32 %21, 0
  br i1 %79, label %92, label %80

80:                                               ; preds = %75, %80
  %81 = phi i32 [ %89, %80 ], [ %77, %75 ]
  %82 = phi i32 [ %88, %80 ], [ %78, %75 ]
  %83 = phi i32 [ %90, %80 ], [ 0, %75 ]
  %84 = mul i32 %82, 5
  %85 = zext i32 %81 to i64
  %86 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !5
  %88 = add i32 %87, %84
  %89 = add nuw nsw i32 %81, 1
  %90 = add i32 %83, 1
  %91 = icmp eq i32 %90, %21
  br i1 %91, label %92, label %80, !llvm.loop !11

92:                                               ; preds = %75, %80, %18
  %93 = phi i32 [ 0, %18 ], [ %76, %75 ], [ %88, %80 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #4
  %94 = srem i32 %12, %2
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %0, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !5
  store i32 %97, ptr %6, align 4, !tbaa !5
  %98 = add nsw i32 %12, 3
  %99 = srem i32 %98, %2
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = ashr i32 %102, 1
  %104 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 1
  store i32 %103, ptr %104, align 4, !tbaa !5
  %105 = add nsw i32 %12, 6
  %106 = srem i32 %105, %2
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !5
  %110 = ashr i32 %109, 2
  %111 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 2
  store i32 %110, ptr %111, align 4, !tbaa !5
  %112 = add nsw i32 %12, 9
  %113 = srem i32 %112, %2
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %0, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !5
  %117 = ashr i32 %116, 3
  %118 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 3
  store i32 %117, ptr %118, align 4, !tbaa !5
  %119 = add nsw i32 %12, 12
  %120 = srem i32 %119, %2
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr %0, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !5
  %124 = ashr i32 %123, 4
  %125 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 4
  store i32 %124, ptr %125, align 4, !tbaa !5
  %126 = add nsw i32 %12, 15
  %127 = srem i32 %126, %2
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %0, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !5
  %131 = ashr i32 %130, 5
  %132 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 5
  store i32 %131, ptr %132, align 4, !tbaa !5
  %133 = add nsw i32 %12, 18
  %134 = srem i32 %133, %2
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i32, ptr %0, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = ashr i32 %137, 6
  %139 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 6
  store i32 %138, ptr %139, align 4, !tbaa !5
  %140 = add nsw i32 %12, 21
  %141 = srem i32 %140, %2
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds i32, ptr %0, i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !5
  %145 = ashr i32 %144, 7
  %146 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 7
  store i32 %145, ptr %146, align 4, !tbaa !5
  %147 = and i32 %17, 7
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %148
  %150 = load i32, ptr %149, align 4, !tbaa !5
  %151 = lshr i32 %17, 29
  %152 = zext i32 %151 to i64
  %153 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %152
  %154 = load i32, ptr %153, align 4, !tbaa !5
  %155 = add i32 %154, %150
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %7, ptr noundef nonnull align 4 dereferenceable(16) @__const.local_stack.acc, i64 16, i1 false)
  %156 = add nsw i32 %8, %3
  %157 = and i32 %156, 3
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 %158
  %160 = load i32, ptr %159, align 4, !tbaa !5
  %161 = add i32 %160, %72
  store i32 %161, ptr %159, align 4, !tbaa !5
  %162 = mul nsw i32 %12, 3
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds i32, ptr %1, i64 %163
  store i32 %93, ptr %164, align 4, !tbaa !5
  %165 = add nsw i32 %162, 1
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds i32, ptr %1, i64 %166
  store i32 %155, ptr %167, align 4, !tbaa !5
  %168 = load i32, ptr %7, align 4, !tbaa !5
  %169 = mul i32 %168, 1000
  %170 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 1
  %171 = load i32, ptr %170, align 4, !tbaa !5
  %172 = mul i32 %171, 100
  %173 = add i32 %172, %169
  %174 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 2
  %175 = load i32, ptr %174, align 4, !tbaa !5
  %176 = mul i32 %175, 10
  %177 = add i32 %173, %176
  %178 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 3
  %179 = load i32, ptr %178, align 4, !tbaa !5
  %180 = add i32 %177, %179
  %181 = add nsw i32 %162, 2
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds i32, ptr %1, i64 %182
  store i32 %180, ptr %183, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #4
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #4
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #4
  br label %214

184:                                              ; preds = %184, %23
  %185 = phi i32 [ 0, %23 ], [ %211, %184 ]
  %186 = phi i32 [ 0, %23 ], [ %210, %184 ]
  %187 = phi i32 [ 0, %23 ], [ %212, %184 ]
  %188 = mul i32 %186, 5
  %189 = zext i32 %185 to i64
  %190 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %189
  %191 = load i32, ptr %190, align 4, !tbaa !5
  %192 = add i32 %191, %188
  %193 = or i32 %185, 1
  %194 = mul i32 %192, 5
  %195 = zext i32 %193 to i64
  %196 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %195
  %197 = load i32, ptr %196, align 4, !tbaa !5
  %198 = add i32 %197, %194
  %199 = or i32 %185, 2
  %200 = mul i32 %198, 5
  %201 = zext i32 %199 to i64
  %202 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !5
  %204 = add i32 %203, %200
  %205 = or i32 %185, 3
  %206 = mul i32 %204, 5
  %207 = zext i32 %205 to i64
  %208 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !5
  %210 = add i32 %209, %206
  %211 = add nuw nsw i32 %185, 4
  %212 = add i32 %187, 4
  %213 = icmp eq i32 %212, %24
  br i1 %213, label %75, label %184, !llvm.loop !13

214:                                              ; preds = %4, %92
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @local_stack, !"kernel", i32 1}
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
