; ModuleID = 'dp4a_quant.cu'
source_filename = "dp4a_quant.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z6dp4a_siii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm sideeffect "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #6, !srcloc !5
  ret i32 %4
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z6dp4a_ujjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm sideeffect "dp4a.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #6, !srcloc !6
  ret i32 %4
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z7dp4a_usjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm sideeffect "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #6, !srcloc !7
  ret i32 %4
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z7dp2a_loiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm sideeffect "dp2a.lo.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #6, !srcloc !8
  ret i32 %4
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z7dp2a_hijjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm sideeffect "dp2a.hi.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #6, !srcloc !9
  ret i32 %4
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z8pack_s16ii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call i32 asm "cvt.pack.sat.s16.s32 $0, $1, $2;", "=r,r,r"(i32 %0, i32 %1) #7, !srcloc !10
  ret i32 %3
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z7pack_u8iij(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 asm "cvt.pack.sat.u8.s32.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #7, !srcloc !11
  ret i32 %4
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z7clamp_iiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp slt i32 %0, %1
  %5 = tail call i32 @llvm.smin.i32(i32 %0, i32 %2)
  %6 = select i1 %4, i32 %1, i32 %5
  ret i32 %6
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dp4a_quant(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef writeonly %6, i32 noundef %7) local_unnamed_addr #3 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %7
  br i1 %14, label %15, label %219

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !12
  %19 = getelementptr inbounds i32, ptr %1, i64 %16
  %20 = load i32, ptr %19, align 4, !tbaa !12
  %21 = getelementptr inbounds i32, ptr %2, i64 %16
  %22 = load i32, ptr %21, align 4, !tbaa !12
  %23 = shl i32 %18, 24
  %24 = ashr exact i32 %23, 24
  %25 = shl i32 %20, 24
  %26 = ashr exact i32 %25, 24
  %27 = mul nsw i32 %24, %26
  %28 = shl i32 %18, 16
  %29 = ashr i32 %28, 24
  %30 = shl i32 %20, 16
  %31 = ashr i32 %30, 24
  %32 = mul nsw i32 %29, %31
  %33 = ashr i32 %18, 16
  %34 = shl i32 %33, 24
  %35 = ashr exact i32 %34, 24
  %36 = shl i32 %20, 8
  %37 = ashr i32 %36, 24
  %38 = mul nsw i32 %35, %37
  %39 = ashr i32 %18, 24
  %40 = ashr i32 %20, 24
  %41 = mul nsw i32 %39, %40
  %42 = and i32 %20, 255
  %43 = lshr i32 %18, 8
  %44 = and i32 %43, 255
  %45 = lshr i32 %20, 8
  %46 = and i32 %45, 255
  %47 = mul nuw nsw i32 %44, %46
  %48 = lshr i32 %18, 16
  %49 = and i32 %48, 255
  %50 = lshr i32 %20, 16
  %51 = and i32 %50, 255
  %52 = mul nuw nsw i32 %49, %51
  %53 = lshr i32 %18, 24
  %54 = lshr i32 %20, 24
  %55 = mul nuw nsw i32 %53, %54
  %56 = add nsw i32 %27, %22
  %57 = add nsw i32 %32, %56
  %58 = add nsw i32 %38, %57
  %59 = shl nsw i32 %13, 2
  %60 = or i32 %59, 3
  %61 = sext i32 %59 to i64
  %62 = getelementptr inbounds i8, ptr %3, i64 %61
  %63 = load i8, ptr %62, align 1, !tbaa !16
  %64 = sext i8 %63 to i32
  %65 = sext i32 %60 to i64
  %66 = getelementptr inbounds i8, ptr %3, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !16
  %68 = sext i8 %67 to i32
  %69 = mul nsw i32 %68, %64
  %70 = or i32 %59, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i8, ptr %3, i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !16
  %74 = sext i8 %73 to i32
  %75 = or i32 %59, 2
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i8, ptr %3, i64 %76
  %78 = load i8, ptr %77, align 1, !tbaa !16
  %79 = sext i8 %78 to i32
  %80 = mul nsw i32 %79, %74
  %81 = or i32 %59, 2
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i8, ptr %3, i64 %82
  %84 = load i8, ptr %83, align 1, !tbaa !16
  %85 = sext i8 %84 to i32
  %86 = or i32 %59, 1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i8, ptr %3, i64 %87
  %89 = load i8, ptr %88, align 1, !tbaa !16
  %90 = sext i8 %89 to i32
  %91 = mul nsw i32 %90, %85
  %92 = or i32 %59, 3
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i8, ptr %3, i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !16
  %96 = sext i8 %95 to i32
  %97 = mul nsw i32 %64, %96
  %98 = and i32 %18, 255
  %99 = mul nuw nsw i32 %98, %42
  %100 = add nuw nsw i32 %47, %99
  %101 = add nuw nsw i32 %52, %100
  %102 = add nuw nsw i32 %55, %101
  %103 = mul nsw i32 %40, %24
  %104 = mul nsw i32 %37, %29
  %105 = add nsw i32 %104, %103
  %106 = mul nsw i32 %31, %35
  %107 = add nsw i32 %106, %105
  %108 = mul nsw i32 %26, %39
  %109 = add nsw i32 %108, %107
  %110 = add nsw i32 %69, 3
  %111 = add nsw i32 %80, %110
  %112 = add nsw i32 %91, %111
  %113 = add nsw i32 %97, %112
  %114 = add nsw i32 %41, %58
  %115 = shl i32 %18, 16
  %116 = ashr exact i32 %115, 16
  %117 = mul nsw i32 %26, %116
  %118 = add nsw i32 %117, %22
  %119 = shl i32 %20, 16
  %120 = ashr i32 %119, 24
  %121 = mul nsw i32 %120, %33
  %122 = add nsw i32 %118, %121
  %123 = mul nsw i32 %13, 10
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr %4, i64 %124
  store i32 %114, ptr %125, align 4, !tbaa !12
  %126 = or i32 %123, 1
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, ptr %4, i64 %127
  store i32 %102, ptr %128, align 4, !tbaa !12
  %129 = add nsw i32 %123, 2
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i32, ptr %4, i64 %130
  store i32 %113, ptr %131, align 4, !tbaa !12
  %132 = add nsw i32 %123, 3
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %4, i64 %133
  store i32 %109, ptr %134, align 4, !tbaa !12
  %135 = add nsw i32 %123, 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i32, ptr %4, i64 %136
  store i32 %122, ptr %137, align 4, !tbaa !12
  %138 = tail call i32 asm sideeffect "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %18, i32 %20, i32 %22) #6, !srcloc !5
  %139 = add nsw i32 %123, 5
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr %4, i64 %140
  store i32 %138, ptr %141, align 4, !tbaa !12
  %142 = tail call i32 asm sideeffect "dp4a.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %18, i32 %20, i32 7) #6, !srcloc !6
  %143 = add nsw i32 %123, 6
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i32, ptr %4, i64 %144
  store i32 %142, ptr %145, align 4, !tbaa !12
  %146 = sub nsw i32 0, %22
  %147 = tail call i32 asm sideeffect "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %18, i32 %20, i32 %146) #6, !srcloc !7
  %148 = add nsw i32 %123, 7
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i32, ptr %4, i64 %149
  store i32 %147, ptr %150, align 4, !tbaa !12
  %151 = tail call i32 asm sideeffect "dp2a.lo.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %18, i32 %20, i32 %22) #6, !srcloc !8
  %152 = add nsw i32 %123, 8
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds i32, ptr %4, i64 %153
  store i32 %151, ptr %154, align 4, !tbaa !12
  %155 = tail call i32 asm sideeffect "dp2a.hi.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %18, i32 %20, i32 1000) #6, !srcloc !9
  %156 = add nsw i32 %123, 9
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i32, ptr %4, i64 %157
  store i32 %155, ptr %158, align 4, !tbaa !12
  %159 = ashr i32 %114, 6
  %160 = lshr i32 %102, 9
  %161 = ashr i32 %122, 4
  %162 = ashr i32 %22, 4
  %163 = tail call i32 @llvm.smin.i32(i32 %159, i32 127)
  %164 = tail call i32 @llvm.smax.i32(i32 %163, i32 -128)
  %165 = and i32 %164, 255
  %166 = tail call i32 @llvm.smin.i32(i32 %160, i32 127)
  %167 = shl nuw nsw i32 %166, 8
  %168 = tail call i32 @llvm.smin.i32(i32 %161, i32 127)
  %169 = tail call i32 @llvm.smax.i32(i32 %168, i32 -128)
  %170 = shl nsw i32 %169, 16
  %171 = and i32 %170, 16711680
  %172 = tail call i32 @llvm.smin.i32(i32 %162, i32 127)
  %173 = tail call i32 @llvm.smax.i32(i32 %172, i32 -128)
  %174 = shl nsw i32 %173, 24
  %175 = or i32 %171, %174
  %176 = or i32 %175, %165
  %177 = or i32 %176, %167
  %178 = getelementptr inbounds i32, ptr %5, i64 %61
  store i32 %177, ptr %178, align 4, !tbaa !12
  %179 = tail call i32 @llvm.smin.i32(i32 %159, i32 65535)
  %180 = tail call i32 @llvm.smax.i32(i32 %179, i32 0)
  %181 = tail call i32 @llvm.smin.i32(i32 %161, i32 65535)
  %182 = tail call i32 @llvm.smax.i32(i32 %181, i32 0)
  %183 = shl nuw i32 %182, 16
  %184 = or i32 %180, %183
  %185 = or i32 %59, 1
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds i32, ptr %5, i64 %186
  store i32 %184, ptr %187, align 4, !tbaa !12
  %188 = tail call i32 asm "cvt.pack.sat.s16.s32 $0, $1, $2;", "=r,r,r"(i32 %160, i32 %162) #7, !srcloc !10
  %189 = or i32 %59, 2
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds i32, ptr %5, i64 %190
  store i32 %188, ptr %191, align 4, !tbaa !12
  %192 = tail call i32 asm "cvt.pack.sat.u8.s32.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %161, i32 %159, i32 %18) #7, !srcloc !11
  %193 = getelementptr inbounds i32, ptr %5, i64 %65
  store i32 %192, ptr %193, align 4, !tbaa !12
  %194 = icmp slt i32 %18, %20
  %195 = sext i1 %194 to i32
  %196 = icmp eq i32 %18, %22
  %197 = icmp sgt i32 %20, 0
  %198 = select i1 %196, i1 true, i1 %197
  %199 = sext i1 %198 to i32
  %200 = icmp sgt i32 %114, 0
  %201 = uitofp i1 %200 to float
  %202 = shl nsw i32 %13, 1
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds float, ptr %6, i64 %203
  store float %201, ptr %204, align 4, !tbaa !17
  %205 = icmp ne i32 %18, %20
  %206 = icmp slt i32 %22, 0
  %207 = select i1 %205, i1 %206, i1 false
  %208 = select contract i1 %207, float 1.000000e+00, float 0.000000e+00
  %209 = or i32 %202, 1
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds float, ptr %6, i64 %210
  store float %208, ptr %211, align 4, !tbaa !17
  %212 = mul nsw i32 %7, 10
  %213 = add nsw i32 %212, %202
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds i32, ptr %4, i64 %214
  store i32 %195, ptr %215, align 4, !tbaa !12
  %216 = or i32 %213, 1
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds i32, ptr %4, i64 %217
  store i32 %199, ptr %218, align 4, !tbaa !12
  br label %219

219:                                              ; preds = %8, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nounwind memory(none) }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!14, !14, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !14, i64 0}
