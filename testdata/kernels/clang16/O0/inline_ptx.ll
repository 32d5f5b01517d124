; ModuleID = 'inline_ptx.cu'
source_filename = "inline_ptx.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7lane_idv() #0 {
  %1 = alloca i32, align 4
  %2 = call i32 asm "mov.u32 $0, %laneid;", "=r"() #3, !srcloc !5
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z11lanemask_ltv() #0 {
  %1 = alloca i32, align 4
  %2 = call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #3, !srcloc !6
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5bfe_ujjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call i32 asm "bfe.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %8, i32 %9, i32 %10) #3, !srcloc !7
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5bfe_sijj(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call i32 asm "bfe.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %8, i32 %9, i32 %10) #3, !srcloc !8
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z3bfijjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %8, align 4
  %14 = call i32 asm "bfi.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %10, i32 %11, i32 %12, i32 %13) #3, !srcloc !9
  store i32 %14, ptr %9, align 4
  %15 = load i32, ptr %9, align 4
  ret i32 %15
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z4prmtjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call i32 asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %8, i32 %9, i32 %10) #3, !srcloc !10
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z5add96RjS_S_jjjjjj(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) #0 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store i32 %6, ptr %16, align 4
  store i32 %7, ptr %17, align 4
  store i32 %8, ptr %18, align 4
  %19 = load ptr, ptr %10, align 8
  %20 = load ptr, ptr %11, align 8
  %21 = load ptr, ptr %12, align 8
  %22 = load i32, ptr %13, align 4
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr %15, align 4
  %25 = load i32, ptr %16, align 4
  %26 = load i32, ptr %17, align 4
  %27 = load i32, ptr %18, align 4
  %28 = call { i32, i32, i32 } asm "add.cc.u32 $0, $3, $6;\0A\09addc.cc.u32 $1, $4, $7;\0A\09addc.u32 $2, $5, $8;", "=r,=r,=r,r,r,r,r,r,r"(i32 %22, i32 %23, i32 %24, i32 %25, i32 %26, i32 %27) #3, !srcloc !11
  %29 = extractvalue { i32, i32, i32 } %28, 0
  %30 = extractvalue { i32, i32, i32 } %28, 1
  %31 = extractvalue { i32, i32, i32 } %28, 2
  store i32 %29, ptr %19, align 4
  store i32 %30, ptr %20, align 4
  store i32 %31, ptr %21, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z5sub64yy(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %4, align 8
  %10 = call { i32, i32 } asm "{\0A\09.reg .u32 al, ah, bl, bh;\0A\09mov.b64 {al, ah}, $2;\0A\09mov.b64 {bl, bh}, $3;\0A\09sub.cc.u32 $0, al, bl;\0A\09subc.u32 $1, ah, bh;\0A\09}", "=r,=r,l,l"(i64 %8, i64 %9) #3, !srcloc !12
  %11 = extractvalue { i32, i32 } %10, 0
  %12 = extractvalue { i32, i32 } %10, 1
  store i32 %11, ptr %5, align 4
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = call i64 asm "mov.b64 $0, {$1, $2};", "=l,r,r"(i32 %13, i32 %14) #3, !srcloc !13
  store i64 %15, ptr %7, align 8
  %16 = load i64, ptr %7, align 8
  ret i64 %16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z10mulhi_madcjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = call { i32, i32 } asm "mad.lo.cc.u32 $0, $2, $3, $4;\0A\09madc.hi.u32 $1, $2, $3, 0;", "=r,=r,r,r,r"(i32 %9, i32 %10, i32 %11) #3, !srcloc !14
  %13 = extractvalue { i32, i32 } %12, 0
  %14 = extractvalue { i32, i32 } %12, 1
  store i32 %13, ptr %7, align 4
  store i32 %14, ptr %8, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %8, align 4
  %17 = xor i32 %15, %16
  ret i32 %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z4miscjx(i32 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  %11 = load i32, ptr %3, align 4
  %12 = call i32 asm "popc.b32 $0, $1;", "=r,r"(i32 %11) #3, !srcloc !15
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %3, align 4
  %14 = call i32 asm "clz.b32 $0, $1;", "=r,r"(i32 %13) #3, !srcloc !16
  store i32 %14, ptr %6, align 4
  %15 = load i32, ptr %3, align 4
  %16 = call i32 asm "brev.b32 $0, $1;", "=r,r"(i32 %15) #3, !srcloc !17
  store i32 %16, ptr %7, align 4
  %17 = load i32, ptr %3, align 4
  %18 = call i32 asm "bfind.u32 $0, $1;", "=r,r"(i32 %17) #3, !srcloc !18
  store i32 %18, ptr %8, align 4
  %19 = load i32, ptr %3, align 4
  %20 = call i32 asm "bfind.s32 $0, $1;", "=r,r"(i32 %19) #3, !srcloc !19
  store i32 %20, ptr %9, align 4
  %21 = load i64, ptr %4, align 8
  %22 = load i64, ptr %4, align 8
  %23 = xor i64 %22, 1540483477
  %24 = call i64 asm "mul.hi.s64 $0, $1, $2;", "=l,l,l"(i64 %21, i64 %23) #3, !srcloc !20
  store i64 %24, ptr %10, align 8
  %25 = load i32, ptr %5, align 4
  %26 = load i32, ptr %6, align 4
  %27 = mul i32 3, %26
  %28 = add i32 %25, %27
  %29 = load i32, ptr %7, align 4
  %30 = load i32, ptr %8, align 4
  %31 = xor i32 %29, %30
  %32 = add i32 %28, %31
  %33 = load i32, ptr %9, align 4
  %34 = mul i32 7, %33
  %35 = add i32 %32, %34
  %36 = load i64, ptr %10, align 8
  %37 = trunc i64 %36 to i32
  %38 = add i32 %35, %37
  %39 = load i64, ptr %10, align 8
  %40 = ashr i64 %39, 32
  %41 = trunc i64 %40 to i32
  %42 = add i32 %38, %41
  ret i32 %42
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @inline_ptx(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = mul i32 %27, %28
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = add i32 %29, %30
  store i32 %31, ptr %11, align 4
  store i32 0, ptr %12, align 4
  store i64 0, ptr %13, align 8
  %32 = load i32, ptr %11, align 4
  %33 = load i32, ptr %10, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %47

35:                                               ; preds = %5
  %36 = load ptr, ptr %6, align 8
  %37 = load i32, ptr %11, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  %40 = call i32 asm sideeffect "ld.global.nc.u32 $0, [$1];", "=r,l"(ptr %39) #4, !srcloc !21
  store i32 %40, ptr %12, align 4
  %41 = load ptr, ptr %7, align 8
  %42 = load i32, ptr %11, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i64, ptr %41, i64 %43
  %45 = getelementptr inbounds i64, ptr %44, i64 -1
  %46 = call i64 asm "ld.global.cg.u64 $0, [$1+8];", "=l,l"(ptr %45) #3, !srcloc !22
  store i64 %46, ptr %13, align 8
  br label %47

47:                                               ; preds = %35, %5
  %48 = call noundef i32 @_Z7lane_idv() #4
  store i32 %48, ptr %14, align 4
  %49 = load i32, ptr %12, align 4
  %50 = call { i32, i32 } asm sideeffect "{\0A\09.reg .pred p;\0A\09shfl.sync.up.b32 $0|p, $2, 3, 0, 0xffffffff;\0A\09selp.u32 $1, 1, 0, p;\0A\09}", "=r,=r,r"(i32 %49) #4, !srcloc !23
  %51 = extractvalue { i32, i32 } %50, 0
  %52 = extractvalue { i32, i32 } %50, 1
  store i32 %51, ptr %15, align 4
  store i32 %52, ptr %16, align 4
  %53 = load i32, ptr %12, align 4
  %54 = and i32 %53, 1
  %55 = load i32, ptr %12, align 4
  %56 = and i32 %55, 63
  %57 = call { i32, i32 } asm sideeffect "{\0A\09.reg .pred p, q;\0A\09setp.ne.u32 p, $2, 0;\0A\09vote.sync.ballot.b32 $0, p, 0xffffffff;\0A\09setp.lt.u32 q, $3, 40;\0A\09vote.sync.all.pred q, q, 0xffffffff;\0A\09selp.u32 $1, 7, 9, q;\0A\09}", "=r,=r,r,r"(i32 %54, i32 %56) #4, !srcloc !24
  %58 = extractvalue { i32, i32 } %57, 0
  %59 = extractvalue { i32, i32 } %57, 1
  store i32 %58, ptr %17, align 4
  store i32 %59, ptr %18, align 4
  %60 = load i32, ptr %17, align 4
  %61 = call noundef i32 @_Z11lanemask_ltv() #4
  %62 = and i32 %60, %61
  %63 = call i32 asm "popc.b32 $0, $1;", "=r,r"(i32 %62) #3, !srcloc !25
  store i32 %63, ptr %19, align 4
  call void asm sideeffect "membar.gl;", "~{memory}"() #4, !srcloc !26
  %64 = load i32, ptr %11, align 4
  %65 = load i32, ptr %10, align 4
  %66 = icmp sge i32 %64, %65
  br i1 %66, label %67, label %68

67:                                               ; preds = %47
  br label %170

68:                                               ; preds = %47
  %69 = load i32, ptr %12, align 4
  %70 = load i64, ptr %13, align 8
  %71 = trunc i64 %70 to i32
  %72 = load i64, ptr %13, align 8
  %73 = lshr i64 %72, 32
  %74 = trunc i64 %73 to i32
  %75 = load i32, ptr %12, align 4
  %76 = xor i32 %75, -1
  %77 = load i32, ptr %12, align 4
  %78 = mul i32 %77, 3
  call void @_Z5add96RjS_S_jjjjjj(ptr noundef nonnull align 4 dereferenceable(4) %20, ptr noundef nonnull align 4 dereferenceable(4) %21, ptr noundef nonnull align 4 dereferenceable(4) %22, i32 noundef %69, i32 noundef %71, i32 noundef %74, i32 noundef %76, i32 noundef %78, i32 noundef 1) #4
  %79 = load i64, ptr %13, align 8
  %80 = load i32, ptr %12, align 4
  %81 = zext i32 %80 to i64
  %82 = shl i64 %81, 20
  %83 = call noundef i64 @_Z5sub64yy(i64 noundef %79, i64 noundef %82) #4
  store i64 %83, ptr %23, align 8
  %84 = load i32, ptr %12, align 4
  %85 = load i32, ptr %14, align 4
  %86 = load i32, ptr %12, align 4
  %87 = and i32 %86, 31
  %88 = call noundef i32 @_Z5bfe_ujjj(i32 noundef %84, i32 noundef %85, i32 noundef %87) #4
  %89 = load i32, ptr %12, align 4
  %90 = load i32, ptr %12, align 4
  %91 = lshr i32 %90, 27
  %92 = load i32, ptr %12, align 4
  %93 = lshr i32 %92, 5
  %94 = and i32 %93, 31
  %95 = call noundef i32 @_Z5bfe_sijj(i32 noundef %89, i32 noundef %91, i32 noundef %94) #4
  %96 = xor i32 %88, %95
  store i32 %96, ptr %24, align 4
  %97 = load i32, ptr %12, align 4
  %98 = load i64, ptr %13, align 8
  %99 = trunc i64 %98 to i32
  %100 = load i32, ptr %12, align 4
  %101 = lshr i32 %100, 27
  %102 = load i32, ptr %12, align 4
  %103 = lshr i32 %102, 7
  %104 = and i32 %103, 31
  %105 = call noundef i32 @_Z3bfijjjj(i32 noundef %97, i32 noundef %99, i32 noundef %101, i32 noundef %104) #4
  %106 = load i32, ptr %12, align 4
  %107 = load i64, ptr %13, align 8
  %108 = trunc i64 %107 to i32
  %109 = load i64, ptr %13, align 8
  %110 = lshr i64 %109, 40
  %111 = trunc i64 %110 to i32
  %112 = call noundef i32 @_Z4prmtjjj(i32 noundef %106, i32 noundef %108, i32 noundef %111) #4
  %113 = add i32 %105, %112
  store i32 %113, ptr %25, align 4
  %114 = load i32, ptr %12, align 4
  %115 = load i64, ptr %13, align 8
  %116 = trunc i64 %115 to i32
  %117 = load i64, ptr %13, align 8
  %118 = lshr i64 %117, 32
  %119 = trunc i64 %118 to i32
  %120 = call noundef i32 @_Z10mulhi_madcjjj(i32 noundef %114, i32 noundef %116, i32 noundef %119) #4
  %121 = load i32, ptr %12, align 4
  %122 = load i64, ptr %13, align 8
  %123 = call noundef i32 @_Z4miscjx(i32 noundef %121, i64 noundef %122) #4
  %124 = add i32 %120, %123
  store i32 %124, ptr %26, align 4
  %125 = load ptr, ptr %8, align 8
  %126 = load i32, ptr %11, align 4
  %127 = mul nsw i32 8, %126
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %125, i64 %128
  %130 = load i32, ptr %20, align 4
  %131 = load i32, ptr %21, align 4
  %132 = load i32, ptr %22, align 4
  %133 = load i32, ptr %24, align 4
  call void asm sideeffect "st.global.v4.u32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}"(ptr %129, i32 %130, i32 %131, i32 %132, i32 %133) #4, !srcloc !27
  %134 = load ptr, ptr %8, align 8
  %135 = load i32, ptr %11, align 4
  %136 = mul nsw i32 8, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i32, ptr %134, i64 %137
  %139 = getelementptr inbounds i32, ptr %138, i64 4
  %140 = load i32, ptr %25, align 4
  %141 = load i32, ptr %26, align 4
  call void asm sideeffect "st.global.cs.v2.u32 [$0], {$1, $2};", "l,r,r,~{memory}"(ptr %139, i32 %140, i32 %141) #4, !srcloc !28
  %142 = load i32, ptr %15, align 4
  %143 = load i32, ptr %16, align 4
  %144 = mul i32 1000, %143
  %145 = add i32 %142, %144
  %146 = load ptr, ptr %8, align 8
  %147 = load i32, ptr %11, align 4
  %148 = mul nsw i32 8, %147
  %149 = add nsw i32 %148, 6
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i32, ptr %146, i64 %150
  store i32 %145, ptr %151, align 4
  %152 = load i32, ptr %17, align 4
  %153 = load i32, ptr %18, align 4
  %154 = mul i32 %153, 65536
  %155 = add i32 %152, %154
  %156 = load i32, ptr %19, align 4
  %157 = mul i32 %156, 16777216
  %158 = add i32 %155, %157
  %159 = load ptr, ptr %8, align 8
  %160 = load i32, ptr %11, align 4
  %161 = mul nsw i32 8, %160
  %162 = add nsw i32 %161, 7
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds i32, ptr %159, i64 %163
  store i32 %158, ptr %164, align 4
  %165 = load i64, ptr %23, align 8
  %166 = load ptr, ptr %9, align 8
  %167 = load i32, ptr %11, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds i64, ptr %166, i64 %168
  store i64 %165, ptr %169, align 8
  br label %170

170:                                              ; preds = %68, %67
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+ptx78,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind memory(none) }
attributes #4 = { convergent nounwind }

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
!12 = !{i64 1907, i64 1911, i64 1949, i64 1983, i64 2017, i64 2052, i64 2085}
!13 = !{i64 2181}
!14 = !{i64 2345, i64 2377}
!15 = !{i64 2596}
!16 = !{i64 2642}
!17 = !{i64 2687}
!18 = !{i64 2733}
!19 = !{i64 2780}
!20 = !{i64 2827}
!21 = !{i64 3281}
!22 = !{i64 3344}
!23 = !{i64 3531, i64 3535, i64 3570, i64 3636, i64 3679}
!24 = !{i64 3803, i64 3807, i64 3845, i64 3888, i64 3949, i64 3993, i64 4051, i64 4094}
!25 = !{i64 4227}
!26 = !{i64 4307}
!27 = !{i64 4824}
!28 = !{i64 4965}
