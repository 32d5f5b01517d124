; ModuleID = 'movmatrix_transpose.cu'
source_filename = "movmatrix_transpose.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z15movmatrix_transj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 asm sideeffect "movmatrix.sync.aligned.m8n8.trans.b16 $0, $1;", "=r,r"(i32 %0) #3, !srcloc !5
  ret i32 %2
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @movmatrix_transpose(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !6
  %11 = tail call i32 asm sideeffect "movmatrix.sync.aligned.m8n8.trans.b16 $0, $1;", "=r,r"(i32 %10) #3, !srcloc !5
  %12 = tail call i32 asm sideeffect "movmatrix.sync.aligned.m8n8.trans.b16 $0, $1;", "=r,r"(i32 %11) #3, !srcloc !5
  %13 = shl i32 %6, 1
  %14 = and i32 %13, 62
  %15 = shl nuw nsw i32 %14, 16
  %16 = or i32 %15, %14
  %17 = or i32 %16, 65536
  %18 = tail call i32 asm sideeffect "movmatrix.sync.aligned.m8n8.trans.b16 $0, $1;", "=r,r"(i32 %17) #3, !srcloc !5
  %19 = mul i32 %7, 3
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i32, i32* %1, i64 %20
  store i32 %11, i32* %21, align 4, !tbaa !6
  %22 = load i32, i32* %9, align 4, !tbaa !6
  %23 = xor i32 %22, %12
  %24 = add i32 %19, 1
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %1, i64 %25
  store i32 %23, i32* %26, align 4, !tbaa !6
  %27 = add i32 %19, 2
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32* %1, i64 %28
  store i32 %18, i32* %29, align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*)* @movmatrix_transpose, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i64 559}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
