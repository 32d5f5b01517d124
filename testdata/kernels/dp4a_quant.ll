; ModuleID = 'dp4a_quant.cu'
source_filename = "dp4a_quant.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z6dp4a_siii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm sideeffect "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #5, !srcloc !5
  ret i32 %4
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z6dp4a_ujjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm sideeffect "dp4a.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #5, !srcloc !6
  ret i32 %4
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z7dp4a_usjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm sideeffect "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #5, !srcloc !7
  ret i32 %4
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z7dp2a_loiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm sideeffect "dp2a.lo.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #5, !srcloc !8
  ret i32 %4
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z7dp2a_hijjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 asm sideeffect "dp2a.hi.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #5, !srcloc !9
  ret i32 %4
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
define dso_local noundef i32 @_Z8pack_s16ii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call i32 asm "cvt.pack.sat.s16.s32 $0, $1, $2;", "=r,r,r"(i32 %0, i32 %1) #6, !srcloc !10
  ret i32 %3
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
define dso_local noundef i32 @_Z7pack_u8iij(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 asm "cvt.pack.sat.u8.s32.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #6, !srcloc !11
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z7clamp_iiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp slt i32 %0, %1
  %5 = icmp sgt i32 %0, %2
  %6 = select i1 %5, i32 %2, i32 %0
  %7 = select i1 %4, i32 %1, i32 %6
  ret i32 %7
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dp4a_quant(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i8* nocapture noundef readonly %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5, i32* nocapture noundef writeonly %6, i32 noundef %7) local_unnamed_addr #3 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %7
  br i1 %14, label %15, label %233

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, i32* %0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !12
  %19 = getelementptr inbounds i32, i32* %1, i64 %16
  %20 = load i32, i32* %19, align 4, !tbaa !12
  %21 = getelementptr inbounds i32, i32* %2, i64 %16
  %22 = load i32, i32* %21, align 4, !tbaa !12
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
  %62 = getelementptr inbounds i8, i8* %3, i64 %61
  %63 = load i8, i8* %62, align 1, !tbaa !16
  %64 = sext i8 %63 to i32
  %65 = sext i32 %60 to i64
  %66 = getelementptr inbounds i8, i8* %3, i64 %65
  %67 = load i8, i8* %66, align 1, !tbaa !16
  %68 = sext i8 %67 to i32
  %69 = mul nsw i32 %68, %64
  %70 = or i32 %59, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i8, i8* %3, i64 %71
  %73 = load i8, i8* %72, align 1, !tbaa !16
  %74 = sext i8 %73 to i32
  %75 = or i32 %59, 2
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i8, i8* %3, i64 %76
  %78 = load i8, i8* %77, align 1, !tbaa !16
  %79 = sext i8 %78 to i32
  %80 = mul nsw i32 %79, %74
  %81 = or i32 %59, 2
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i8, i8* %3, i64 %82
  %84 = load i8, i8* %83, align 1, !tbaa !16
  %85 = sext i8 %84 to i32
  %86 = or i32 %59, 1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i8, i8* %3, i64 %87
  %89 = load i8, i8* %88, align 1, !tbaa !16
  %90 = sext i8 %89 to i32
  %91 = mul nsw i32 %90, %85
  %92 = or i32 %59, 3
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i8, i8* %3, i64 %93
  %95 = load i8, i8* %94, align 1, !tbaa !16
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
  %125 = getelementptr inbounds i32, i32* %4, i64 %124
  store i32 %114, i32* %125, align 4, !tbaa !12
  %126 = or i32 %123, 1
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, i32* %4, i64 %127
  store i32 %102, i32* %128, align 4, !tbaa !12
  %129 = add nsw i32 %123, 2
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i32, i32* %4, i64 %130
  store i32 %113, i32* %131, align 4, !tbaa !12
  %132 = add nsw i32 %123, 3
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, i32* %4, i64 %133
  store i32 %109, i32* %134, align 4, !tbaa !12
  %135 = add nsw i32 %123, 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i32, i32* %4, i64 %136
  store i32 %122, i32* %137, align 4, !tbaa !12
  %138 = tail call i32 asm sideeffect "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %18, i32 %20, i32 %22) #5, !srcloc !5
  %139 = add nsw i32 %123, 5
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i32, i32* %4, i64 %140
  store i32 %138, i32* %141, align 4, !tbaa !12
  %142 = tail call i32 asm sideeffect "dp4a.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %18, i32 %20, i32 7) #5, !srcloc !6
  %143 = add nsw i32 %123, 6
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i32, i32* %4, i64 %144
  store i32 %142, i32* %145, align 4, !tbaa !12
  %146 = sub nsw i32 0, %22
  %147 = tail call i32 asm sideeffect "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %18, i32 %20, i32 %146) #5, !srcloc !7
  %148 = add nsw i32 %123, 7
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i32, i32* %4, i64 %149
  store i32 %147, i32* %150, align 4, !tbaa !12
  %151 = tail call i32 asm sideeffect "dp2a.lo.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %18, i32 %20, i32 %22) #5, !srcloc !8
  %152 = add nsw i32 %123, 8
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds i32, i32* %4, i64 %153
  store i32 %151, i32* %154, align 4, !tbaa !12
  %155 = tail call i32 asm sideeffect "dp2a.hi.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %18, i32 %20, i32 1000) #5, !srcloc !9
  %156 = add nsw i32 %123, 9
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i32, i32* %4, i64 %157
  store i32 %155, i32* %158, align 4, !tbaa !12
  %159 = ashr i32 %114, 6
  %160 = lshr i32 %102, 9
  %161 = ashr i32 %122, 4
  %162 = ashr i32 %22, 4
  %163 = icmp slt i32 %159, 127
  %164 = select i1 %163, i32 %159, i32 127
  %165 = icmp sgt i32 %164, -128
  %166 = select i1 %165, i32 %164, i32 -128
  %167 = and i32 %166, 255
  %168 = icmp ult i32 %160, 127
  %169 = select i1 %168, i32 %160, i32 127
  %170 = shl nuw nsw i32 %169, 8
  %171 = and i32 %170, 65280
  %172 = icmp slt i32 %161, 127
  %173 = select i1 %172, i32 %161, i32 127
  %174 = icmp sgt i32 %173, -128
  %175 = select i1 %174, i32 %173, i32 -128
  %176 = shl nsw i32 %175, 16
  %177 = and i32 %176, 16711680
  %178 = icmp slt i32 %162, 127
  %179 = select i1 %178, i32 %162, i32 127
  %180 = icmp sgt i32 %179, -128
  %181 = select i1 %180, i32 %179, i32 -128
  %182 = shl nsw i32 %181, 24
  %183 = or i32 %177, %182
  %184 = or i32 %183, %167
  %185 = or i32 %184, %171
  %186 = getelementptr inbounds i32, i32* %5, i64 %61
  store i32 %185, i32* %186, align 4, !tbaa !12
  %187 = icmp slt i32 %159, 65535
  %188 = select i1 %187, i32 %159, i32 65535
  %189 = icmp sgt i32 %188, 0
  %190 = select i1 %189, i32 %188, i32 0
  %191 = icmp slt i32 %161, 65535
  %192 = select i1 %191, i32 %161, i32 65535
  %193 = icmp sgt i32 %192, 0
  %194 = select i1 %193, i32 %192, i32 0
  %195 = shl nuw i32 %194, 16
  %196 = or i32 %190, %195
  %197 = or i32 %59, 1
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds i32, i32* %5, i64 %198
  store i32 %196, i32* %199, align 4, !tbaa !12
  %200 = tail call i32 asm "cvt.pack.sat.s16.s32 $0, $1, $2;", "=r,r,r"(i32 %160, i32 %162) #6, !srcloc !10
  %201 = or i32 %59, 2
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds i32, i32* %5, i64 %202
  store i32 %200, i32* %203, align 4, !tbaa !12
  %204 = tail call i32 asm "cvt.pack.sat.u8.s32.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %161, i32 %159, i32 %18) #6, !srcloc !11
  %205 = getelementptr inbounds i32, i32* %5, i64 %65
  store i32 %204, i32* %205, align 4, !tbaa !12
  %206 = icmp slt i32 %18, %20
  %207 = sext i1 %206 to i32
  %208 = icmp eq i32 %18, %22
  %209 = icmp sgt i32 %20, 0
  %210 = select i1 %208, i1 true, i1 %209
  %211 = sext i1 %210 to i32
  %212 = icmp sgt i32 %114, 0
  %213 = uitofp i1 %212 to float
  %214 = shl nsw i32 %13, 1
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds i32, i32* %6, i64 %215
  %217 = bitcast i32* %216 to float*
  store float %213, float* %217, align 4, !tbaa !17
  %218 = icmp ne i32 %18, %20
  %219 = icmp slt i32 %22, 0
  %220 = select i1 %218, i1 %219, i1 false
  %221 = select contract i1 %220, float 1.000000e+00, float 0.000000e+00
  %222 = or i32 %214, 1
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds i32, i32* %6, i64 %223
  %225 = bitcast i32* %224 to float*
  store float %221, float* %225, align 4, !tbaa !17
  %226 = mul nsw i32 %7, 10
  %227 = add nsw i32 %226, %214
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds i32, i32* %4, i64 %228
  store i32 %207, i32* %229, align 4, !tbaa !12
  %230 = or i32 %227, 1
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds i32, i32* %4, i64 %231
  store i32 %211, i32* %232, align 4, !tbaa !12
  br label %233

233:                                              ; preds = %8, %15
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind readnone }
attributes #7 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*, i8*, i32*, i32*, i32*, i32)* @dp4a_quant, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
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
