; ModuleID = 'scan_flags.cu'
source_filename = "scan_flags.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ10scan_flagsE3sum = internal addrspace(3) global [128 x i32] undef, align 4
@_ZZ10scan_flagsE4head = internal addrspace(3) global [128 x i32] undef, align 4
@_ZZ10scan_flagsE4kept = internal addrspace(3) global [128 x i32] undef, align 4
@_ZZ10scan_flagsE3big = internal addrspace(3) global [128 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @scan_flags(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %7) #0 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store ptr %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store ptr %6, ptr %15, align 8
  store i32 %7, ptr %16, align 4
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %29, ptr %17, align 4
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = mul i32 %30, 128
  %32 = load i32, ptr %17, align 4
  %33 = add i32 %31, %32
  store i32 %33, ptr %18, align 4
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  %34 = load i32, ptr %18, align 4
  %35 = load i32, ptr %16, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %48

37:                                               ; preds = %8
  %38 = load ptr, ptr %9, align 8
  %39 = load i32, ptr %18, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %38, i64 %40
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %19, align 4
  %43 = load ptr, ptr %10, align 8
  %44 = load i32, ptr %18, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %43, i64 %45
  %47 = load i32, ptr %46, align 4
  store i32 %47, ptr %20, align 4
  br label %48

48:                                               ; preds = %37, %8
  %49 = load i32, ptr %20, align 4
  %50 = and i32 %49, 8
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %53

52:                                               ; preds = %48
  br label %64

53:                                               ; preds = %48
  %54 = load i32, ptr %20, align 4
  %55 = and i32 %54, 4
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %57, label %60

57:                                               ; preds = %53
  %58 = load i32, ptr %19, align 4
  %59 = sub i32 0, %58
  br label %62

60:                                               ; preds = %53
  %61 = load i32, ptr %19, align 4
  br label %62

62:                                               ; preds = %60, %57
  %63 = phi i32 [ %59, %57 ], [ %61, %60 ]
  br label %64

64:                                               ; preds = %62, %52
  %65 = phi i32 [ 0, %52 ], [ %63, %62 ]
  store i32 %65, ptr %21, align 4
  %66 = load i32, ptr %20, align 4
  %67 = lshr i32 %66, 1
  %68 = and i32 %67, 1
  store i32 %68, ptr %22, align 4
  %69 = load i32, ptr %21, align 4
  %70 = load i32, ptr %17, align 4
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3sum to ptr), i64 0, i64 %71
  store i32 %69, ptr %72, align 4
  %73 = load i32, ptr %20, align 4
  %74 = and i32 %73, 1
  %75 = load i32, ptr %17, align 4
  %76 = icmp eq i32 %75, 0
  %77 = zext i1 %76 to i32
  %78 = or i32 %74, %77
  %79 = load i32, ptr %17, align 4
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4head to ptr), i64 0, i64 %80
  store i32 %78, ptr %81, align 4
  %82 = load i32, ptr %22, align 4
  %83 = load i32, ptr %17, align 4
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4kept to ptr), i64 0, i64 %84
  store i32 %82, ptr %85, align 4
  %86 = load i32, ptr %19, align 4
  %87 = load i32, ptr %17, align 4
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3big to ptr), i64 0, i64 %88
  store i32 %86, ptr %89, align 4
  call void @llvm.nvvm.barrier0()
  store i32 1, ptr %23, align 4
  br label %90

90:                                               ; preds = %165, %64
  %91 = load i32, ptr %23, align 4
  %92 = icmp ult i32 %91, 128
  br i1 %92, label %93, label %168

93:                                               ; preds = %90
  store i32 0, ptr %24, align 4
  store i32 0, ptr %25, align 4
  store i32 0, ptr %26, align 4
  store i32 0, ptr %27, align 4
  %94 = load i32, ptr %17, align 4
  %95 = load i32, ptr %23, align 4
  %96 = icmp uge i32 %94, %95
  br i1 %96, label %97, label %122

97:                                               ; preds = %93
  %98 = load i32, ptr %17, align 4
  %99 = load i32, ptr %23, align 4
  %100 = sub i32 %98, %99
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3sum to ptr), i64 0, i64 %101
  %103 = load i32, ptr %102, align 4
  store i32 %103, ptr %24, align 4
  %104 = load i32, ptr %17, align 4
  %105 = load i32, ptr %23, align 4
  %106 = sub i32 %104, %105
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4head to ptr), i64 0, i64 %107
  %109 = load i32, ptr %108, align 4
  store i32 %109, ptr %25, align 4
  %110 = load i32, ptr %17, align 4
  %111 = load i32, ptr %23, align 4
  %112 = sub i32 %110, %111
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4kept to ptr), i64 0, i64 %113
  %115 = load i32, ptr %114, align 4
  store i32 %115, ptr %26, align 4
  %116 = load i32, ptr %17, align 4
  %117 = load i32, ptr %23, align 4
  %118 = sub i32 %116, %117
  %119 = zext i32 %118 to i64
  %120 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3big to ptr), i64 0, i64 %119
  %121 = load i32, ptr %120, align 4
  store i32 %121, ptr %27, align 4
  br label %122

122:                                              ; preds = %97, %93
  call void @llvm.nvvm.barrier0()
  %123 = load i32, ptr %17, align 4
  %124 = load i32, ptr %23, align 4
  %125 = icmp uge i32 %123, %124
  br i1 %125, label %126, label %164

126:                                              ; preds = %122
  %127 = load i32, ptr %17, align 4
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4head to ptr), i64 0, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = icmp ne i32 %130, 0
  br i1 %131, label %139, label %132

132:                                              ; preds = %126
  %133 = load i32, ptr %24, align 4
  %134 = load i32, ptr %17, align 4
  %135 = zext i32 %134 to i64
  %136 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3sum to ptr), i64 0, i64 %135
  %137 = load i32, ptr %136, align 4
  %138 = add i32 %137, %133
  store i32 %138, ptr %136, align 4
  br label %139

139:                                              ; preds = %132, %126
  %140 = load i32, ptr %25, align 4
  %141 = load i32, ptr %17, align 4
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4head to ptr), i64 0, i64 %142
  %144 = load i32, ptr %143, align 4
  %145 = or i32 %144, %140
  store i32 %145, ptr %143, align 4
  %146 = load i32, ptr %26, align 4
  %147 = load i32, ptr %17, align 4
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4kept to ptr), i64 0, i64 %148
  %150 = load i32, ptr %149, align 4
  %151 = add i32 %150, %146
  store i32 %151, ptr %149, align 4
  %152 = load i32, ptr %27, align 4
  %153 = load i32, ptr %17, align 4
  %154 = zext i32 %153 to i64
  %155 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3big to ptr), i64 0, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = icmp ugt i32 %152, %156
  br i1 %157, label %158, label %163

158:                                              ; preds = %139
  %159 = load i32, ptr %27, align 4
  %160 = load i32, ptr %17, align 4
  %161 = zext i32 %160 to i64
  %162 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3big to ptr), i64 0, i64 %161
  store i32 %159, ptr %162, align 4
  br label %163

163:                                              ; preds = %158, %139
  br label %164

164:                                              ; preds = %163, %122
  call void @llvm.nvvm.barrier0()
  br label %165

165:                                              ; preds = %164
  %166 = load i32, ptr %23, align 4
  %167 = shl i32 %166, 1
  store i32 %167, ptr %23, align 4
  br label %90, !llvm.loop !5

168:                                              ; preds = %90
  %169 = load i32, ptr %17, align 4
  %170 = zext i32 %169 to i64
  %171 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4kept to ptr), i64 0, i64 %170
  %172 = load i32, ptr %171, align 4
  %173 = load i32, ptr %22, align 4
  %174 = sub i32 %172, %173
  store i32 %174, ptr %28, align 4
  %175 = load i32, ptr %18, align 4
  %176 = load i32, ptr %16, align 4
  %177 = icmp slt i32 %175, %176
  br i1 %177, label %178, label %212

178:                                              ; preds = %168
  %179 = load i32, ptr %17, align 4
  %180 = zext i32 %179 to i64
  %181 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3sum to ptr), i64 0, i64 %180
  %182 = load i32, ptr %181, align 4
  %183 = load ptr, ptr %11, align 8
  %184 = load i32, ptr %18, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i32, ptr %183, i64 %185
  store i32 %182, ptr %186, align 4
  %187 = load i32, ptr %28, align 4
  %188 = load ptr, ptr %12, align 8
  %189 = load i32, ptr %18, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds i32, ptr %188, i64 %190
  store i32 %187, ptr %191, align 4
  %192 = load i32, ptr %17, align 4
  %193 = zext i32 %192 to i64
  %194 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE3big to ptr), i64 0, i64 %193
  %195 = load i32, ptr %194, align 4
  %196 = load ptr, ptr %13, align 8
  %197 = load i32, ptr %18, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds i32, ptr %196, i64 %198
  store i32 %195, ptr %199, align 4
  %200 = load i32, ptr %22, align 4
  %201 = icmp ne i32 %200, 0
  br i1 %201, label %202, label %211

202:                                              ; preds = %178
  %203 = load i32, ptr %19, align 4
  %204 = load ptr, ptr %14, align 8
  %205 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %206 = mul i32 %205, 128
  %207 = load i32, ptr %28, align 4
  %208 = add i32 %206, %207
  %209 = zext i32 %208 to i64
  %210 = getelementptr inbounds i32, ptr %204, i64 %209
  store i32 %203, ptr %210, align 4
  br label %211

211:                                              ; preds = %202, %178
  br label %212

212:                                              ; preds = %211, %168
  %213 = load i32, ptr %17, align 4
  %214 = icmp eq i32 %213, 127
  br i1 %214, label %215, label %224

215:                                              ; preds = %212
  %216 = load i32, ptr %17, align 4
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_flagsE4kept to ptr), i64 0, i64 %217
  %219 = load i32, ptr %218, align 4
  %220 = load ptr, ptr %15, align 8
  %221 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %222 = zext i32 %221 to i64
  %223 = getelementptr inbounds i32, ptr %220, i64 %222
  store i32 %219, ptr %223, align 4
  br label %224

224:                                              ; preds = %215, %212
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @scan_flags, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
