; ModuleID = 'popcount_bits.cu'
source_filename = "popcount_bits.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @popcount_bits(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %237

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = and i32 %14, 1
  %16 = lshr i32 %14, 1
  %17 = and i32 %16, 1
  %18 = add nuw nsw i32 %15, %17
  %19 = lshr i32 %14, 2
  %20 = and i32 %19, 1
  %21 = lshr i32 %14, 3
  %22 = and i32 %21, 1
  %23 = add nuw nsw i32 %20, %18
  %24 = add nuw nsw i32 %23, %22
  %25 = lshr i32 %14, 4
  %26 = and i32 %25, 1
  %27 = lshr i32 %14, 5
  %28 = and i32 %27, 1
  %29 = add nuw nsw i32 %26, %24
  %30 = add nuw nsw i32 %29, %28
  %31 = lshr i32 %14, 6
  %32 = and i32 %31, 1
  %33 = lshr i32 %14, 7
  %34 = and i32 %33, 1
  %35 = add nuw nsw i32 %32, %30
  %36 = add nuw nsw i32 %35, %34
  %37 = lshr i32 %14, 8
  %38 = and i32 %37, 1
  %39 = lshr i32 %14, 9
  %40 = and i32 %39, 1
  %41 = add nuw nsw i32 %38, %36
  %42 = add nuw nsw i32 %41, %40
  %43 = lshr i32 %14, 10
  %44 = and i32 %43, 1
  %45 = lshr i32 %14, 11
  %46 = and i32 %45, 1
  %47 = add nuw nsw i32 %44, %42
  %48 = add nuw nsw i32 %47, %46
  %49 = lshr i32 %14, 12
  %50 = and i32 %49, 1
  %51 = lshr i32 %14, 13
  %52 = and i32 %51, 1
  %53 = add nuw nsw i32 %50, %48
  %54 = add nuw nsw i32 %53, %52
  %55 = lshr i32 %14, 14
  %56 = and i32 %55, 1
  %57 = lshr i32 %14, 15
  %58 = and i32 %57, 1
  %59 = add nuw nsw i32 %56, %54
  %60 = add nuw nsw i32 %59, %58
  %61 = lshr i32 %14, 16
  %62 = and i32 %61, 1
  %63 = lshr i32 %14, 17
  %64 = and i32 %63, 1
  %65 = add nuw nsw i32 %62, %60
  %66 = add nuw nsw i32 %65, %64
  %67 = lshr i32 %14, 18
  %68 = and i32 %67, 1
  %69 = lshr i32 %14, 19
  %70 = and i32 %69, 1
  %71 = add nuw nsw i32 %68, %66
  %72 = add nuw nsw i32 %71, %70
  %73 = lshr i32 %14, 20
  %74 = and i32 %73, 1
  %75 = lshr i32 %14, 21
  %76 = and i32 %75, 1
  %77 = add nuw nsw i32 %74, %72
  %78 = add nuw nsw i32 %77, %76
  %79 = lshr i32 %14, 22
  %80 = and i32 %79, 1
  %81 = lshr i32 %14, 23
  %82 = and i32 %81, 1
  %83 = add nuw nsw i32 %80, %78
  %84 = add nuw nsw i32 %83, %82
  %85 = lshr i32 %14, 24
  %86 = and i32 %85, 1
  %87 = lshr i32 %14, 25
  %88 = and i32 %87, 1
  %89 = add nuw nsw i32 %86, %84
  %90 = add nuw nsw i32 %89, %88
  %91 = lshr i32 %14, 26
  %92 = and i32 %91, 1
  %93 = lshr i32 %14, 27
  %94 = and i32 %93, 1
  %95 = add nuw nsw i32 %92, %90
  %96 = add nuw nsw i32 %95, %94
  %97 = lshr i32 %14, 28
  %98 = and i32 %97, 1
  %99 = lshr i32 %14, 29
  %100 = and i32 %99, 1
  %101 = add nuw nsw i32 %98, %96
  %102 = add nuw nsw i32 %101, %100
  %103 = lshr i32 %14, 30
  %104 = and i32 %103, 1
  %105 = lshr i32 %14, 31
  %106 = add nuw nsw i32 %104, %102
  %107 = add nuw nsw i32 %106, %105
  %108 = icmp eq i32 %14, 0
  br i1 %108, label %109, label %231

109:                                              ; preds = %231, %11
  %110 = phi i32 [ -1, %11 ], [ %234, %231 ]
  %111 = getelementptr inbounds i64, ptr %1, i64 %12
  %112 = load i64, ptr %111, align 8, !tbaa !9
  %113 = trunc i64 %112 to i32
  %114 = and i32 %113, 255
  %115 = lshr i32 %113, 1
  %116 = and i32 %115, 85
  %117 = sub nsw i32 %114, %116
  %118 = and i32 %117, 51
  %119 = lshr i32 %117, 2
  %120 = and i32 %119, 51
  %121 = add nuw nsw i32 %120, %118
  %122 = lshr i32 %121, 4
  %123 = add nuw nsw i32 %122, %121
  %124 = and i32 %123, 15
  %125 = lshr i64 %112, 8
  %126 = trunc i64 %125 to i32
  %127 = and i32 %126, 255
  %128 = lshr i32 %126, 1
  %129 = and i32 %128, 85
  %130 = sub nsw i32 %127, %129
  %131 = and i32 %130, 51
  %132 = lshr i32 %130, 2
  %133 = and i32 %132, 51
  %134 = add nuw nsw i32 %133, %131
  %135 = lshr i32 %134, 4
  %136 = add nuw nsw i32 %135, %134
  %137 = and i32 %136, 15
  %138 = add nuw nsw i32 %137, %124
  %139 = lshr i64 %112, 16
  %140 = trunc i64 %139 to i32
  %141 = and i32 %140, 255
  %142 = lshr i32 %140, 1
  %143 = and i32 %142, 85
  %144 = sub nsw i32 %141, %143
  %145 = and i32 %144, 51
  %146 = lshr i32 %144, 2
  %147 = and i32 %146, 51
  %148 = add nuw nsw i32 %147, %145
  %149 = lshr i32 %148, 4
  %150 = add nuw nsw i32 %149, %148
  %151 = and i32 %150, 15
  %152 = add nuw nsw i32 %151, %138
  %153 = lshr i64 %112, 24
  %154 = trunc i64 %153 to i32
  %155 = and i32 %154, 255
  %156 = lshr i32 %154, 1
  %157 = and i32 %156, 85
  %158 = sub nsw i32 %155, %157
  %159 = and i32 %158, 51
  %160 = lshr i32 %158, 2
  %161 = and i32 %160, 51
  %162 = add nuw nsw i32 %161, %159
  %163 = lshr i32 %162, 4
  %164 = add nuw nsw i32 %163, %162
  %165 = and i32 %164, 15
  %166 = add nuw nsw i32 %165, %152
  %167 = lshr i64 %112, 32
  %168 = trunc i64 %167 to i32
  %169 = and i32 %168, 255
  %170 = lshr i32 %168, 1
  %171 = and i32 %170, 85
  %172 = sub nsw i32 %169, %171
  %173 = and i32 %172, 51
  %174 = lshr i32 %172, 2
  %175 = and i32 %174, 51
  %176 = add nuw nsw i32 %175, %173
  %177 = lshr i32 %176, 4
  %178 = add nuw nsw i32 %177, %176
  %179 = and i32 %178, 15
  %180 = add nuw nsw i32 %179, %166
  %181 = lshr i64 %112, 40
  %182 = trunc i64 %181 to i32
  %183 = and i32 %182, 255
  %184 = lshr i32 %182, 1
  %185 = and i32 %184, 85
  %186 = sub nsw i32 %183, %185
  %187 = and i32 %186, 51
  %188 = lshr i32 %186, 2
  %189 = and i32 %188, 51
  %190 = add nuw nsw i32 %189, %187
  %191 = lshr i32 %190, 4
  %192 = add nuw nsw i32 %191, %190
  %193 = and i32 %192, 15
  %194 = add nuw nsw i32 %193, %180
  %195 = lshr i64 %112, 48
  %196 = trunc i64 %195 to i32
  %197 = and i32 %196, 255
  %198 = lshr i32 %196, 1
  %199 = and i32 %198, 85
  %200 = sub nsw i32 %197, %199
  %201 = and i32 %200, 51
  %202 = lshr i32 %200, 2
  %203 = and i32 %202, 51
  %204 = add nuw nsw i32 %203, %201
  %205 = lshr i32 %204, 4
  %206 = add nuw nsw i32 %205, %204
  %207 = and i32 %206, 15
  %208 = add nuw nsw i32 %207, %194
  %209 = lshr i64 %112, 56
  %210 = trunc i64 %209 to i32
  %211 = lshr i32 %210, 1
  %212 = and i32 %211, 85
  %213 = sub nsw i32 %210, %212
  %214 = and i32 %213, 51
  %215 = lshr i32 %213, 2
  %216 = and i32 %215, 51
  %217 = add nuw nsw i32 %216, %214
  %218 = lshr i32 %217, 4
  %219 = add nuw nsw i32 %218, %217
  %220 = and i32 %219, 15
  %221 = add nuw nsw i32 %220, %208
  %222 = mul nsw i32 %9, 3
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds i32, ptr %2, i64 %223
  store i32 %107, ptr %224, align 4, !tbaa !5
  %225 = add nsw i32 %222, 1
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds i32, ptr %2, i64 %226
  store i32 %110, ptr %227, align 4, !tbaa !5
  %228 = add nsw i32 %222, 2
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds i32, ptr %2, i64 %229
  store i32 %221, ptr %230, align 4, !tbaa !5
  br label %237

231:                                              ; preds = %11, %231
  %232 = phi i32 [ %234, %231 ], [ -1, %11 ]
  %233 = phi i32 [ %235, %231 ], [ %14, %11 ]
  %234 = add nsw i32 %232, 1
  %235 = lshr i32 %233, 1
  %236 = icmp ult i32 %233, 2
  br i1 %236, label %109, label %231, !llvm.loop !11

237:                                              ; preds = %4, %109
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @popcount_bits, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
