; ModuleID = 'inline_ptx.cu'
source_filename = "inline_ptx.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z7lane_idv() local_unnamed_addr #0 {
  %1 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !5
  ret i32 %1
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z11lanemask_ltv() local_unnamed_addr #0 {
  %1 = tail call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #4, !srcloc !6
  ret i32 %1
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z5bfe_ujjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm "bfe.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #4, !srcloc !7
  ret i32 %4
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z5bfe_sijj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm "bfe.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #4, !srcloc !8
  ret i32 %4
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3bfijjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 asm "bfi.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %0, i32 %1, i32 %2, i32 %3) #4, !srcloc !9
  ret i32 %5
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z4prmtjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #4, !srcloc !10
  ret i32 %4
}

; Function Attrs: convergent mustprogress nounwind memory(argmem: write)
define dso_local void @_Z5add96RjS_S_jjjjjj(ptr nocapture noundef nonnull writeonly align 4 dereferenceable(4) %0, ptr nocapture noundef nonnull writeonly align 4 dereferenceable(4) %1, ptr nocapture noundef nonnull writeonly align 4 dereferenceable(4) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #1 {
  %10 = tail call { i32, i32, i32 } asm "add.cc.u32 $0, $3, $6;\0A\09addc.cc.u32 $1, $4, $7;\0A\09addc.u32 $2, $5, $8;", "=r,=r,=r,r,r,r,r,r,r"(i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) #4, !srcloc !11
  %11 = extractvalue { i32, i32, i32 } %10, 0
  %12 = extractvalue { i32, i32, i32 } %10, 1
  %13 = extractvalue { i32, i32, i32 } %10, 2
  store i32 %11, ptr %0, align 4, !tbaa !12
  store i32 %12, ptr %1, align 4, !tbaa !12
  store i32 %13, ptr %2, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i64 @_Z5sub64yy(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = tail call { i32, i32 } asm "{\0A\09.reg .u32 al, ah, bl, bh;\0A\09mov.b64 {al, ah}, $2;\0A\09mov.b64 {bl, bh}, $3;\0A\09sub.cc.u32 $0, al, bl;\0A\09subc.u32 $1, ah, bh;\0A\09}", "=r,=r,l,l"(i64 %0, i64 %1) #4, !srcloc !16
  %4 = extractvalue { i32, i32 } %3, 0
  %5 = extractvalue { i32, i32 } %3, 1
  %6 = tail call i64 asm "mov.b64 $0, {$1, $2};", "=l,r,r"(i32 %4, i32 %5) #4, !srcloc !17
  ret i64 %6
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z10mulhi_madcjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call { i32, i32 } asm "mad.lo.cc.u32 $0, $2, $3, $4;\0A\09madc.hi.u32 $1, $2, $3, 0;", "=r,=r,r,r,r"(i32 %0, i32 %1, i32 %2) #4, !srcloc !18
  %5 = extractvalue { i32, i32 } %4, 0
  %6 = extractvalue { i32, i32 } %4, 1
  %7 = xor i32 %5, %6
  ret i32 %7
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z4miscjx(i32 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 asm "popc.b32 $0, $1;", "=r,r"(i32 %0) #4, !srcloc !19
  %4 = tail call i32 asm "clz.b32 $0, $1;", "=r,r"(i32 %0) #4, !srcloc !20
  %5 = tail call i32 asm "brev.b32 $0, $1;", "=r,r"(i32 %0) #4, !srcloc !21
  %6 = tail call i32 asm "bfind.u32 $0, $1;", "=r,r"(i32 %0) #4, !srcloc !22
  %7 = tail call i32 asm "bfind.s32 $0, $1;", "=r,r"(i32 %0) #4, !srcloc !23
  %8 = xor i64 %1, 1540483477
  %9 = tail call i64 asm "mul.hi.s64 $0, $1, $2;", "=l,l,l"(i64 %1, i64 %8) #4, !srcloc !24
  %10 = mul i32 %4, 3
  %11 = add i32 %10, %3
  %12 = xor i32 %6, %5
  %13 = add i32 %11, %12
  %14 = mul i32 %7, 7
  %15 = add i32 %13, %14
  %16 = trunc i64 %9 to i32
  %17 = add i32 %15, %16
  %18 = lshr i64 %9, 32
  %19 = trunc i64 %18 to i32
  %20 = add i32 %17, %19
  ret i32 %20
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @inline_ptx(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %19

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i64, ptr %1, i64 %13
  %15 = getelementptr inbounds i64, ptr %14, i64 -1
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = tail call i32 asm sideeffect "ld.global.nc.u32 $0, [$1];", "=r,l"(ptr %16) #5, !srcloc !25
  %18 = tail call i64 asm "ld.global.cg.u64 $0, [$1+8];", "=l,l"(ptr nonnull %15) #4, !srcloc !26
  br label %19

19:                                               ; preds = %12, %5
  %20 = phi i64 [ %18, %12 ], [ 0, %5 ]
  %21 = phi i32 [ %17, %12 ], [ 0, %5 ]
  %22 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !5
  %23 = tail call { i32, i32 } asm sideeffect "{\0A\09.reg .pred p;\0A\09shfl.sync.up.b32 $0|p, $2, 3, 0, 0xffffffff;\0A\09selp.u32 $1, 1, 0, p;\0A\09}", "=r,=r,r"(i32 %21) #5, !srcloc !27
  %24 = and i32 %21, 1
  %25 = and i32 %21, 63
  %26 = tail call { i32, i32 } asm sideeffect "{\0A\09.reg .pred p, q;\0A\09setp.ne.u32 p, $2, 0;\0A\09vote.sync.ballot.b32 $0, p, 0xffffffff;\0A\09setp.lt.u32 q, $3, 40;\0A\09vote.sync.all.pred q, q, 0xffffffff;\0A\09selp.u32 $1, 7, 9, q;\0A\09}", "=r,=r,r,r"(i32 %24, i32 %25) #5, !srcloc !28
  %27 = extractvalue { i32, i32 } %26, 0
  %28 = tail call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #4, !srcloc !6
  %29 = and i32 %27, %28
  %30 = tail call i32 asm "popc.b32 $0, $1;", "=r,r"(i32 %29) #4, !srcloc !29
  tail call void asm sideeffect "membar.gl;", "~{memory}"() #5, !srcloc !30
  br i1 %11, label %31, label %105

31:                                               ; preds = %19
  %32 = extractvalue { i32, i32 } %26, 1
  %33 = extractvalue { i32, i32 } %23, 1
  %34 = extractvalue { i32, i32 } %23, 0
  %35 = trunc i64 %20 to i32
  %36 = lshr i64 %20, 32
  %37 = trunc i64 %36 to i32
  %38 = xor i32 %21, -1
  %39 = mul i32 %21, 3
  %40 = tail call { i32, i32, i32 } asm "add.cc.u32 $0, $3, $6;\0A\09addc.cc.u32 $1, $4, $7;\0A\09addc.u32 $2, $5, $8;", "=r,=r,=r,r,r,r,r,r,r"(i32 %21, i32 %35, i32 %37, i32 %38, i32 %39, i32 1) #4, !srcloc !11
  %41 = extractvalue { i32, i32, i32 } %40, 0
  %42 = extractvalue { i32, i32, i32 } %40, 1
  %43 = extractvalue { i32, i32, i32 } %40, 2
  %44 = zext i32 %21 to i64
  %45 = shl nuw nsw i64 %44, 20
  %46 = tail call { i32, i32 } asm "{\0A\09.reg .u32 al, ah, bl, bh;\0A\09mov.b64 {al, ah}, $2;\0A\09mov.b64 {bl, bh}, $3;\0A\09sub.cc.u32 $0, al, bl;\0A\09subc.u32 $1, ah, bh;\0A\09}", "=r,=r,l,l"(i64 %20, i64 %45) #4, !srcloc !16
  %47 = extractvalue { i32, i32 } %46, 0
  %48 = extractvalue { i32, i32 } %46, 1
  %49 = tail call i64 asm "mov.b64 $0, {$1, $2};", "=l,r,r"(i32 %47, i32 %48) #4, !srcloc !17
  %50 = and i32 %21, 31
  %51 = tail call i32 asm "bfe.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %21, i32 %22, i32 %50) #4, !srcloc !7
  %52 = lshr i32 %21, 27
  %53 = lshr i32 %21, 5
  %54 = and i32 %53, 31
  %55 = tail call i32 asm "bfe.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %21, i32 %52, i32 %54) #4, !srcloc !8
  %56 = xor i32 %55, %51
  %57 = lshr i32 %21, 7
  %58 = and i32 %57, 31
  %59 = tail call i32 asm "bfi.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %21, i32 %35, i32 %52, i32 %58) #4, !srcloc !9
  %60 = lshr i64 %20, 40
  %61 = trunc i64 %60 to i32
  %62 = tail call i32 asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %21, i32 %35, i32 %61) #4, !srcloc !10
  %63 = add i32 %62, %59
  %64 = tail call { i32, i32 } asm "mad.lo.cc.u32 $0, $2, $3, $4;\0A\09madc.hi.u32 $1, $2, $3, 0;", "=r,=r,r,r,r"(i32 %21, i32 %35, i32 %37) #4, !srcloc !18
  %65 = extractvalue { i32, i32 } %64, 0
  %66 = extractvalue { i32, i32 } %64, 1
  %67 = xor i32 %65, %66
  %68 = tail call i32 asm "popc.b32 $0, $1;", "=r,r"(i32 %21) #4, !srcloc !19
  %69 = tail call i32 asm "clz.b32 $0, $1;", "=r,r"(i32 %21) #4, !srcloc !20
  %70 = tail call i32 asm "brev.b32 $0, $1;", "=r,r"(i32 %21) #4, !srcloc !21
  %71 = tail call i32 asm "bfind.u32 $0, $1;", "=r,r"(i32 %21) #4, !srcloc !22
  %72 = tail call i32 asm "bfind.s32 $0, $1;", "=r,r"(i32 %21) #4, !srcloc !23
  %73 = xor i64 %20, 1540483477
  %74 = tail call i64 asm "mul.hi.s64 $0, $1, $2;", "=l,l,l"(i64 %20, i64 %73) #4, !srcloc !24
  %75 = mul i32 %69, 3
  %76 = xor i32 %71, %70
  %77 = mul i32 %72, 7
  %78 = trunc i64 %74 to i32
  %79 = lshr i64 %74, 32
  %80 = trunc i64 %79 to i32
  %81 = add i32 %67, %68
  %82 = add i32 %81, %75
  %83 = add i32 %82, %76
  %84 = add i32 %83, %77
  %85 = add i32 %84, %78
  %86 = add i32 %85, %80
  %87 = shl nsw i32 %10, 3
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %2, i64 %88
  tail call void asm sideeffect "st.global.v4.u32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}"(ptr %89, i32 %41, i32 %42, i32 %43, i32 %56) #5, !srcloc !31
  %90 = getelementptr inbounds i32, ptr %89, i64 4
  tail call void asm sideeffect "st.global.cs.v2.u32 [$0], {$1, $2};", "l,r,r,~{memory}"(ptr nonnull %90, i32 %63, i32 %86) #5, !srcloc !32
  %91 = mul i32 %33, 1000
  %92 = add i32 %91, %34
  %93 = or i32 %87, 6
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %2, i64 %94
  store i32 %92, ptr %95, align 4, !tbaa !12
  %96 = shl i32 %32, 16
  %97 = add i32 %96, %27
  %98 = shl i32 %30, 24
  %99 = add i32 %97, %98
  %100 = or i32 %87, 7
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %2, i64 %101
  store i32 %99, ptr %102, align 4, !tbaa !12
  %103 = sext i32 %10 to i64
  %104 = getelementptr inbounds i64, ptr %3, i64 %103
  store i64 %49, ptr %104, align 8, !tbaa !33
  br label %105

105:                                              ; preds = %19, %31
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @inline_ptx, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i64 510}
!6 = !{i64 617}
!7 = !{i64 761}
!8 = !{i64 916}
!9 = !{i64 1096}
!10 = !{i64 1275}
!11 = !{i64 1603, i64 1628, i64 1664}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{i64 1907, i64 1911, i64 1949, i64 1983, i64 2017, i64 2052, i64 2085}
!17 = !{i64 2181}
!18 = !{i64 2345, i64 2377}
!19 = !{i64 2596}
!20 = !{i64 2642}
!21 = !{i64 2687}
!22 = !{i64 2733}
!23 = !{i64 2780}
!24 = !{i64 2827}
!25 = !{i64 3281}
!26 = !{i64 3344}
!27 = !{i64 3531, i64 3535, i64 3570, i64 3636, i64 3679}
!28 = !{i64 3803, i64 3807, i64 3845, i64 3888, i64 3949, i64 3993, i64 4051, i64 4094}
!29 = !{i64 4227}
!30 = !{i64 4307}
!31 = !{i64 4824}
!32 = !{i64 4965}
!33 = !{!34, !34, i64 0}
!34 = !{!"long long", !14, i64 0}
