; ModuleID = 'inline_ptx_wide.cu'
source_filename = "inline_ptx_wide.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @inline_ptx_wide(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %97

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i64, ptr %0, i64 %12
  %14 = tail call { i64, i64 } asm "ld.global.v2.u64 {$0, $1}, [$2];", "=l,=l,l"(ptr %13) #2, !srcloc !5
  %15 = extractvalue { i64, i64 } %14, 0
  %16 = extractvalue { i64, i64 } %14, 1
  %17 = tail call { i64, i64, i64, i64 } asm "add.cc.u64 $0, $4, $5;\0A\09addc.u64 $1, $5, $4;\0A\09sub.cc.u64 $2, $4, $5;\0A\09subc.u64 $3, $5, $4;", "=l,=l,=l,=l,l,l"(i64 %15, i64 %16) #2, !srcloc !6
  %18 = extractvalue { i64, i64, i64, i64 } %17, 0
  %19 = extractvalue { i64, i64, i64, i64 } %17, 1
  %20 = extractvalue { i64, i64, i64, i64 } %17, 2
  %21 = extractvalue { i64, i64, i64, i64 } %17, 3
  %22 = trunc i64 %15 to i32
  %23 = lshr i64 %15, 32
  %24 = trunc i64 %23 to i32
  %25 = tail call i64 asm "mad.wide.s32 $0, $1, $2, $3;", "=l,r,r,l"(i32 %22, i32 %24, i64 %16) #2, !srcloc !7
  %26 = tail call i32 asm "{\0A\09.reg .pred p;\0A\09setp.gt.s32 p, $1, $2;\0A\09@p sub.u32 $0, $0, $2;\0A\09@!p xor.b32 $0, $0, 0x5a5a;\0A\09}", "=r,r,r,0"(i32 %24, i32 %22, i32 %22) #2, !srcloc !8
  %27 = and i32 %22, 63
  %28 = tail call i32 asm "shl.b32 $0, $1, $2;", "=r,r,r"(i32 %24, i32 %27) #2, !srcloc !9
  %29 = lshr i32 %22, 8
  %30 = and i32 %29, 63
  %31 = tail call i32 asm "{\0A\09.reg .u32 t;\0A\09shr.s32 t, $1, $2;\0A\09min.s32 $0, t, $3;\0A\09max.u32 $0, $0, 17;\0A\09}", "=r,r,r,r"(i32 %24, i32 %30, i32 %22) #2, !srcloc !10
  %32 = tail call { i16, i16 } asm "mov.b32 {$0, $1}, $2;", "=h,=h,r"(i32 %22) #2, !srcloc !11
  %33 = extractvalue { i16, i16 } %32, 0
  %34 = extractvalue { i16, i16 } %32, 1
  %35 = tail call i32 asm "mov.b32 $0, {$1, $2};", "=r,h,h"(i16 %34, i16 %33) #2, !srcloc !12
  %36 = and i32 %22, 31
  %37 = lshr i32 %24, %36
  %38 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %37) #2, !srcloc !13
  %39 = tail call i64 asm "cvt.s64.s32 $0, $1;", "=l,r"(i32 %24) #2, !srcloc !14
  %40 = and i32 %22, 127
  %41 = lshr i32 %22, 7
  %42 = and i32 %41, 127
  %43 = tail call i64 asm "bfe.u64 $0, $1, $2, $3;", "=l,l,r,r"(i64 %16, i32 %40, i32 %42) #2, !srcloc !15
  %44 = shl nsw i32 %8, 3
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i64, ptr %1, i64 %45
  store i64 %18, ptr %46, align 8, !tbaa !16
  %47 = or i32 %44, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i64, ptr %1, i64 %48
  store i64 %19, ptr %49, align 8, !tbaa !16
  %50 = or i32 %44, 2
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i64, ptr %1, i64 %51
  store i64 %20, ptr %52, align 8, !tbaa !16
  %53 = or i32 %44, 3
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i64, ptr %1, i64 %54
  store i64 %21, ptr %55, align 8, !tbaa !16
  %56 = or i32 %44, 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i64, ptr %1, i64 %57
  store i64 %25, ptr %58, align 8, !tbaa !16
  %59 = zext i32 %26 to i64
  %60 = shl nuw i64 %59, 32
  %61 = zext i32 %28 to i64
  %62 = or i64 %60, %61
  %63 = or i32 %44, 5
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i64, ptr %1, i64 %64
  store i64 %62, ptr %65, align 8, !tbaa !16
  %66 = tail call i32 asm "prmt.b32 $0, $1, $2, 0x5e41;", "=r,r,r"(i32 %22, i32 %24) #2, !srcloc !20
  %67 = zext i32 %31 to i64
  %68 = shl nuw i64 %67, 32
  %69 = xor i32 %38, %35
  %70 = xor i32 %69, %66
  %71 = zext i32 %70 to i64
  %72 = or i64 %68, %71
  %73 = or i32 %44, 6
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i64, ptr %1, i64 %74
  store i64 %72, ptr %75, align 8, !tbaa !16
  %76 = lshr i32 %22, 5
  %77 = tail call i32 asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %22, i32 %24, i32 %76) #2, !srcloc !21
  %78 = lshr i32 %22, 10
  %79 = and i32 %78, 63
  %80 = tail call i32 asm "shf.r.clamp.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %24, i32 %22, i32 %79) #2, !srcloc !22
  %81 = trunc i64 %16 to i32
  %82 = tail call i32 asm "lop3.b32 $0, $1, $2, $3, 0xE8;", "=r,r,r,r"(i32 %22, i32 %24, i32 %81) #2, !srcloc !23
  %83 = xor i64 %43, %39
  %84 = xor i32 %80, %77
  %85 = zext i32 %84 to i64
  %86 = shl nuw i64 %85, 32
  %87 = zext i32 %82 to i64
  %88 = add i64 %83, %87
  %89 = add i64 %88, %86
  %90 = or i32 %44, 7
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i64, ptr %1, i64 %91
  store i64 %89, ptr %92, align 8, !tbaa !16
  %93 = tail call i32 asm sideeffect "ld.relaxed.gpu.global.L1::no_allocate.u32 $0, [$1];", "=r,l"(ptr %13) #3, !srcloc !24
  %94 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1+4];", "=r,l"(ptr %13) #3, !srcloc !25
  %95 = getelementptr inbounds i64, ptr %46, i64 7
  %96 = xor i32 %94, %93
  tail call void asm sideeffect "st.release.gpu.global.wb.u32 [$0+4], $1;", "l,r,~{memory}"(ptr nonnull %95, i32 %96) #3, !srcloc !26
  br label %97

97:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @inline_ptx_wide, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i64 683}
!6 = !{i64 800, i64 825, i64 849, i64 884}
!7 = !{i64 1065}
!8 = !{i64 1160, i64 1164, i64 1181, i64 1207, i64 1233, i64 1264}
!9 = !{i64 1337}
!10 = !{i64 1403, i64 1407, i64 1423, i64 1445, i64 1467, i64 1490}
!11 = !{i64 1615}
!12 = !{i64 1678}
!13 = !{i64 1744}
!14 = !{i64 1831}
!15 = !{i64 1905}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
!20 = !{i64 2181}
!21 = !{i64 2345}
!22 = !{i64 2430}
!23 = !{i64 2525}
!24 = !{i64 2890}
!25 = !{i64 2990}
!26 = !{i64 3076}
