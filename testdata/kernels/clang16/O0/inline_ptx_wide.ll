; ModuleID = 'inline_ptx_wide.cu'
source_filename = "inline_ptx_wide.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @inline_ptx_wide(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i16, align 2
  %21 = alloca i16, align 2
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = mul i32 %32, %33
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = add i32 %34, %35
  store i32 %36, ptr %7, align 4
  %37 = load i32, ptr %7, align 4
  %38 = load i32, ptr %6, align 4
  %39 = icmp sge i32 %37, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %3
  br label %223

41:                                               ; preds = %3
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %7, align 4
  %44 = mul nsw i32 2, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i64, ptr %42, i64 %45
  %47 = call { i64, i64 } asm "ld.global.v2.u64 {$0, $1}, [$2];", "=l,=l,l"(ptr %46) #2, !srcloc !5
  %48 = extractvalue { i64, i64 } %47, 0
  %49 = extractvalue { i64, i64 } %47, 1
  store i64 %48, ptr %8, align 8
  store i64 %49, ptr %9, align 8
  %50 = load i64, ptr %8, align 8
  %51 = load i64, ptr %9, align 8
  %52 = call { i64, i64, i64, i64 } asm "add.cc.u64 $0, $4, $5;\0A\09addc.u64 $1, $5, $4;\0A\09sub.cc.u64 $2, $4, $5;\0A\09subc.u64 $3, $5, $4;", "=l,=l,=l,=l,l,l"(i64 %50, i64 %51) #2, !srcloc !6
  %53 = extractvalue { i64, i64, i64, i64 } %52, 0
  %54 = extractvalue { i64, i64, i64, i64 } %52, 1
  %55 = extractvalue { i64, i64, i64, i64 } %52, 2
  %56 = extractvalue { i64, i64, i64, i64 } %52, 3
  store i64 %53, ptr %10, align 8
  store i64 %54, ptr %11, align 8
  store i64 %55, ptr %12, align 8
  store i64 %56, ptr %13, align 8
  %57 = load i64, ptr %8, align 8
  %58 = trunc i64 %57 to i32
  store i32 %58, ptr %14, align 4
  %59 = load i64, ptr %8, align 8
  %60 = lshr i64 %59, 32
  %61 = trunc i64 %60 to i32
  store i32 %61, ptr %15, align 4
  %62 = load i32, ptr %14, align 4
  %63 = load i32, ptr %15, align 4
  %64 = load i64, ptr %9, align 8
  %65 = call i64 asm "mad.wide.s32 $0, $1, $2, $3;", "=l,r,r,l"(i32 %62, i32 %63, i64 %64) #2, !srcloc !7
  store i64 %65, ptr %16, align 8
  %66 = load i32, ptr %14, align 4
  store i32 %66, ptr %17, align 4
  %67 = load i32, ptr %17, align 4
  %68 = load i32, ptr %15, align 4
  %69 = load i32, ptr %14, align 4
  %70 = call i32 asm "{\0A\09.reg .pred p;\0A\09setp.gt.s32 p, $1, $2;\0A\09@p sub.u32 $0, $0, $2;\0A\09@!p xor.b32 $0, $0, 0x5a5a;\0A\09}", "=r,r,r,0"(i32 %68, i32 %69, i32 %67) #2, !srcloc !8
  store i32 %70, ptr %17, align 4
  %71 = load i32, ptr %15, align 4
  %72 = load i32, ptr %14, align 4
  %73 = and i32 %72, 63
  %74 = call i32 asm "shl.b32 $0, $1, $2;", "=r,r,r"(i32 %71, i32 %73) #2, !srcloc !9
  store i32 %74, ptr %18, align 4
  %75 = load i32, ptr %15, align 4
  %76 = load i32, ptr %14, align 4
  %77 = lshr i32 %76, 8
  %78 = and i32 %77, 63
  %79 = load i32, ptr %14, align 4
  %80 = call i32 asm "{\0A\09.reg .u32 t;\0A\09shr.s32 t, $1, $2;\0A\09min.s32 $0, t, $3;\0A\09max.u32 $0, $0, 17;\0A\09}", "=r,r,r,r"(i32 %75, i32 %78, i32 %79) #2, !srcloc !10
  store i32 %80, ptr %19, align 4
  %81 = load i32, ptr %14, align 4
  %82 = call { i16, i16 } asm "mov.b32 {$0, $1}, $2;", "=h,=h,r"(i32 %81) #2, !srcloc !11
  %83 = extractvalue { i16, i16 } %82, 0
  %84 = extractvalue { i16, i16 } %82, 1
  store i16 %83, ptr %20, align 2
  store i16 %84, ptr %21, align 2
  %85 = load i16, ptr %21, align 2
  %86 = load i16, ptr %20, align 2
  %87 = call i32 asm "mov.b32 $0, {$1, $2};", "=r,h,h"(i16 %85, i16 %86) #2, !srcloc !12
  store i32 %87, ptr %22, align 4
  %88 = load i32, ptr %15, align 4
  %89 = load i32, ptr %14, align 4
  %90 = and i32 %89, 31
  %91 = lshr i32 %88, %90
  %92 = call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %91) #2, !srcloc !13
  store i32 %92, ptr %23, align 4
  %93 = load i32, ptr %15, align 4
  %94 = call i64 asm "cvt.s64.s32 $0, $1;", "=l,r"(i32 %93) #2, !srcloc !14
  store i64 %94, ptr %24, align 8
  %95 = load i64, ptr %9, align 8
  %96 = load i32, ptr %14, align 4
  %97 = and i32 %96, 127
  %98 = load i32, ptr %14, align 4
  %99 = lshr i32 %98, 7
  %100 = and i32 %99, 127
  %101 = call i64 asm "bfe.u64 $0, $1, $2, $3;", "=l,l,r,r"(i64 %95, i32 %97, i32 %100) #2, !srcloc !15
  store i64 %101, ptr %25, align 8
  %102 = load i64, ptr %10, align 8
  %103 = load ptr, ptr %5, align 8
  %104 = load i32, ptr %7, align 4
  %105 = mul nsw i32 8, %104
  %106 = add nsw i32 %105, 0
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i64, ptr %103, i64 %107
  store i64 %102, ptr %108, align 8
  %109 = load i64, ptr %11, align 8
  %110 = load ptr, ptr %5, align 8
  %111 = load i32, ptr %7, align 4
  %112 = mul nsw i32 8, %111
  %113 = add nsw i32 %112, 1
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i64, ptr %110, i64 %114
  store i64 %109, ptr %115, align 8
  %116 = load i64, ptr %12, align 8
  %117 = load ptr, ptr %5, align 8
  %118 = load i32, ptr %7, align 4
  %119 = mul nsw i32 8, %118
  %120 = add nsw i32 %119, 2
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i64, ptr %117, i64 %121
  store i64 %116, ptr %122, align 8
  %123 = load i64, ptr %13, align 8
  %124 = load ptr, ptr %5, align 8
  %125 = load i32, ptr %7, align 4
  %126 = mul nsw i32 8, %125
  %127 = add nsw i32 %126, 3
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i64, ptr %124, i64 %128
  store i64 %123, ptr %129, align 8
  %130 = load i64, ptr %16, align 8
  %131 = load ptr, ptr %5, align 8
  %132 = load i32, ptr %7, align 4
  %133 = mul nsw i32 8, %132
  %134 = add nsw i32 %133, 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i64, ptr %131, i64 %135
  store i64 %130, ptr %136, align 8
  %137 = load i32, ptr %17, align 4
  %138 = zext i32 %137 to i64
  %139 = shl i64 %138, 32
  %140 = load i32, ptr %18, align 4
  %141 = zext i32 %140 to i64
  %142 = or i64 %139, %141
  %143 = load ptr, ptr %5, align 8
  %144 = load i32, ptr %7, align 4
  %145 = mul nsw i32 8, %144
  %146 = add nsw i32 %145, 5
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i64, ptr %143, i64 %147
  store i64 %142, ptr %148, align 8
  %149 = load i32, ptr %14, align 4
  %150 = load i32, ptr %15, align 4
  %151 = call i32 asm "prmt.b32 $0, $1, $2, 0x5e41;", "=r,r,r"(i32 %149, i32 %150) #2, !srcloc !16
  store i32 %151, ptr %26, align 4
  %152 = load i32, ptr %19, align 4
  %153 = zext i32 %152 to i64
  %154 = shl i64 %153, 32
  %155 = load i32, ptr %22, align 4
  %156 = load i32, ptr %23, align 4
  %157 = xor i32 %155, %156
  %158 = load i32, ptr %26, align 4
  %159 = xor i32 %157, %158
  %160 = zext i32 %159 to i64
  %161 = or i64 %154, %160
  %162 = load ptr, ptr %5, align 8
  %163 = load i32, ptr %7, align 4
  %164 = mul nsw i32 8, %163
  %165 = add nsw i32 %164, 6
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds i64, ptr %162, i64 %166
  store i64 %161, ptr %167, align 8
  %168 = load i32, ptr %14, align 4
  %169 = load i32, ptr %15, align 4
  %170 = load i32, ptr %14, align 4
  %171 = lshr i32 %170, 5
  %172 = call i32 asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %168, i32 %169, i32 %171) #2, !srcloc !17
  store i32 %172, ptr %27, align 4
  %173 = load i32, ptr %15, align 4
  %174 = load i32, ptr %14, align 4
  %175 = load i32, ptr %14, align 4
  %176 = lshr i32 %175, 10
  %177 = and i32 %176, 63
  %178 = call i32 asm "shf.r.clamp.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %173, i32 %174, i32 %177) #2, !srcloc !18
  store i32 %178, ptr %28, align 4
  %179 = load i32, ptr %14, align 4
  %180 = load i32, ptr %15, align 4
  %181 = load i64, ptr %9, align 8
  %182 = trunc i64 %181 to i32
  %183 = call i32 asm "lop3.b32 $0, $1, $2, $3, 0xE8;", "=r,r,r,r"(i32 %179, i32 %180, i32 %182) #2, !srcloc !19
  store i32 %183, ptr %29, align 4
  %184 = load i64, ptr %24, align 8
  %185 = load i64, ptr %25, align 8
  %186 = xor i64 %184, %185
  %187 = load i32, ptr %27, align 4
  %188 = load i32, ptr %28, align 4
  %189 = xor i32 %187, %188
  %190 = zext i32 %189 to i64
  %191 = shl i64 %190, 32
  %192 = load i32, ptr %29, align 4
  %193 = zext i32 %192 to i64
  %194 = or i64 %191, %193
  %195 = add i64 %186, %194
  %196 = load ptr, ptr %5, align 8
  %197 = load i32, ptr %7, align 4
  %198 = mul nsw i32 8, %197
  %199 = add nsw i32 %198, 7
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds i64, ptr %196, i64 %200
  store i64 %195, ptr %201, align 8
  %202 = load ptr, ptr %4, align 8
  %203 = load i32, ptr %7, align 4
  %204 = mul nsw i32 2, %203
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds i64, ptr %202, i64 %205
  %207 = call i32 asm sideeffect "ld.relaxed.gpu.global.L1::no_allocate.u32 $0, [$1];", "=r,l"(ptr %206) #3, !srcloc !20
  store i32 %207, ptr %30, align 4
  %208 = load ptr, ptr %4, align 8
  %209 = load i32, ptr %7, align 4
  %210 = mul nsw i32 2, %209
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds i64, ptr %208, i64 %211
  %213 = call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1+4];", "=r,l"(ptr %212) #3, !srcloc !21
  store i32 %213, ptr %31, align 4
  %214 = load ptr, ptr %5, align 8
  %215 = load i32, ptr %7, align 4
  %216 = mul nsw i32 8, %215
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds i64, ptr %214, i64 %217
  %219 = getelementptr inbounds i64, ptr %218, i64 7
  %220 = load i32, ptr %30, align 4
  %221 = load i32, ptr %31, align 4
  %222 = xor i32 %220, %221
  call void asm sideeffect "st.release.gpu.global.wb.u32 [$0+4], $1;", "l,r,~{memory}"(ptr %219, i32 %222) #3, !srcloc !22
  br label %223

223:                                              ; preds = %41, %40
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!16 = !{i64 2181}
!17 = !{i64 2345}
!18 = !{i64 2430}
!19 = !{i64 2525}
!20 = !{i64 2890}
!21 = !{i64 2990}
!22 = !{i64 3076}
