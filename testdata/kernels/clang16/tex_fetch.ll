; ModuleID = 'tex_fetch.cu'
source_filename = "tex_fetch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z9fetch_s32yi(i64 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call { i32, i32, i32, i32 } asm "tex.1d.v4.s32.s32\09{$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,r"(i64 %0, i32 %1) #3, !srcloc !5
  %4 = extractvalue { i32, i32, i32, i32 } %3, 0
  ret i32 %4
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z9fetch_u32yi(i64 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call { i32, i32, i32, i32 } asm "tex.1d.v4.u32.s32\09{$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,r"(i64 %0, i32 %1) #3, !srcloc !6
  %4 = extractvalue { i32, i32, i32, i32 } %3, 0
  ret i32 %4
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @tex_fetch(ptr nocapture noundef readnone %0, ptr nocapture noundef readnone %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef writeonly %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %40

14:                                               ; preds = %7
  %15 = srem i32 %12, %6
  %16 = tail call { i32, i32, i32, i32 } asm "tex.1d.v4.u32.s32\09{$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,r"(i64 %3, i32 %15) #3, !srcloc !6
  %17 = extractvalue { i32, i32, i32, i32 } %16, 0
  %18 = and i32 %12, 3
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %29

20:                                               ; preds = %29, %14
  %21 = phi i32 [ %17, %14 ], [ %37, %29 ]
  %22 = xor i32 %12, -1
  %23 = add i32 %22, %5
  %24 = tail call { i32, i32, i32, i32 } asm "tex.1d.v4.s32.s32\09{$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,r"(i64 %2, i32 %23) #3, !srcloc !5
  %25 = extractvalue { i32, i32, i32, i32 } %24, 0
  %26 = xor i32 %25, %21
  %27 = sext i32 %12 to i64
  %28 = getelementptr inbounds i32, ptr %4, i64 %27
  store i32 %26, ptr %28, align 4, !tbaa !7
  br label %40

29:                                               ; preds = %14, %29
  %30 = phi i32 [ %38, %29 ], [ 0, %14 ]
  %31 = phi i32 [ %37, %29 ], [ %17, %14 ]
  %32 = mul i32 %31, 31
  %33 = add nsw i32 %30, %12
  %34 = srem i32 %33, %5
  %35 = tail call { i32, i32, i32, i32 } asm "tex.1d.v4.s32.s32\09{$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,r"(i64 %2, i32 %34) #3, !srcloc !5
  %36 = extractvalue { i32, i32, i32, i32 } %35, 0
  %37 = add i32 %36, %32
  %38 = add nuw nsw i32 %30, 1
  %39 = icmp eq i32 %38, %18
  br i1 %39, label %20, label %29, !llvm.loop !11

40:                                               ; preds = %7, %20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @tex_fetch, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i64 477}
!6 = !{i64 690}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
