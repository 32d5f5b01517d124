; opt: 2
; opt: 0
; opt: 2 stress 5
; launch: --kernel mem_intrinsic_spaces --grid 2,1,1 --block 32,1,1 in=buf:u8:16384=rand:3 out=buf:u8:16384=zero
; Memory intrinsics with explicit address spaces (issue 12): memcpy
; between spaces (global -> shared, shared -> global, global -> local,
; local -> global), inline pieces of 8, 4, 2 and 1 bytes, a memset of a
; variable byte, a per-thread length (units and a byte tail), a constant
; length too long to inline (a loop), an overlapping local memmove inline
; and local and global memmoves whose direction differs between threads.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [32 x [64 x i8]] undef, align 8

define void @mem_intrinsic_spaces(i8* %inp, i8* %outp) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %gt0 = shl i32 %cta, 5
  %gt = add i32 %gt0, %tid
  %base32 = shl i32 %gt, 8
  %base = zext i32 %base32 to i64
  %in = addrspacecast i8* %inp to i8 addrspace(1)*
  %out = addrspacecast i8* %outp to i8 addrspace(1)*
  %src = getelementptr i8, i8 addrspace(1)* %in, i64 %base
  %dst = getelementptr i8, i8 addrspace(1)* %out, i64 %base
  %tid64 = zext i32 %tid to i64
  %shme = getelementptr [32 x [64 x i8]], [32 x [64 x i8]] addrspace(3)* @sh, i64 0, i64 %tid64, i64 0
  call void @llvm.memcpy.p3i8.p1i8.i32(i8 addrspace(3)* align 8 %shme, i8 addrspace(1)* align 8 %src, i32 24, i1 false)
  %sh24 = getelementptr i8, i8 addrspace(3)* %shme, i64 24
  %src32 = getelementptr i8, i8 addrspace(1)* %src, i64 32
  %r7 = urem i32 %tid, 7
  %len1 = add i32 %r7, 13
  call void @llvm.memcpy.p3i8.p1i8.i32(i8 addrspace(3)* align 4 %sh24, i8 addrspace(1)* align 4 %src32, i32 %len1, i1 false)
  call void @llvm.nvvm.barrier0()
  %nb0 = add i32 %tid, 1
  %nb = and i32 %nb0, 31
  %nb64 = zext i32 %nb to i64
  %shnb = getelementptr [32 x [64 x i8]], [32 x [64 x i8]] addrspace(3)* @sh, i64 0, i64 %nb64, i64 0
  call void @llvm.memcpy.p1i8.p3i8.i64(i8 addrspace(1)* align 1 %dst, i8 addrspace(3)* align 1 %shnb, i64 37, i1 false)
  ; Local memory.
  %l = alloca [48 x i8], align 8
  %l0 = getelementptr [48 x i8], [48 x i8]* %l, i64 0, i64 0
  %l5 = addrspacecast i8* %l0 to i8 addrspace(5)*
  %tb = trunc i32 %tid to i8
  %fill = add i8 %tb, 7
  call void @llvm.memset.p5i8.i64(i8 addrspace(5)* align 8 %l5, i8 %fill, i64 48, i1 false)
  %l8 = getelementptr i8, i8 addrspace(5)* %l5, i64 8
  %src100 = getelementptr i8, i8 addrspace(1)* %src, i64 100
  call void @llvm.memcpy.p5i8.p1i8.i32(i8 addrspace(5)* align 4 %l8, i8 addrspace(1)* align 4 %src100, i32 21, i1 false)
  %l2 = getelementptr i8, i8 addrspace(5)* %l5, i64 2
  %l4 = getelementptr i8, i8 addrspace(5)* %l5, i64 4
  call void @llvm.memmove.p5i8.p5i8.i32(i8 addrspace(5)* align 2 %l2, i8 addrspace(5)* align 2 %l4, i32 30, i1 false)
  ; A per-thread length: a looping local memmove, direction by compare.
  %r4 = and i32 %tid, 3
  %lm = getelementptr i8, i8 addrspace(5)* %l5, i32 %r4
  %lm2 = getelementptr i8, i8 addrspace(5)* %l5, i64 3
  %len3 = add i32 %r4, 25
  call void @llvm.memmove.p5i8.p5i8.i32(i8 addrspace(5)* %lm, i8 addrspace(5)* %lm2, i32 %len3, i1 false)
  %dst64 = getelementptr i8, i8 addrspace(1)* %dst, i64 64
  call void @llvm.memcpy.p1i8.p5i8.i64(i8 addrspace(1)* align 8 %dst64, i8 addrspace(5)* align 8 %l5, i64 48, i1 false)
  ; Global memmoves: fill 128 bytes (a loop), then move in either direction.
  %dst128 = getelementptr i8, i8 addrspace(1)* %dst, i64 128
  %src128 = getelementptr i8, i8 addrspace(1)* %src, i64 128
  call void @llvm.memcpy.p1i8.p1i8.i64(i8 addrspace(1)* align 4 %dst128, i8 addrspace(1)* align 4 %src128, i64 128, i1 false)
  %r3 = urem i64 %tid64, 3
  %o3 = shl i64 %r3, 2
  %r5 = urem i64 %tid64, 5
  %o5 = shl i64 %r5, 2
  %md = getelementptr i8, i8 addrspace(1)* %dst128, i64 %o3
  %ms = getelementptr i8, i8 addrspace(1)* %dst128, i64 %o5
  %r9 = urem i64 %tid64, 9
  %len2 = add i64 %r9, 60
  call void @llvm.memmove.p1i8.p1i8.i64(i8 addrspace(1)* align 4 %md, i8 addrspace(1)* align 4 %ms, i64 %len2, i1 false)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.memcpy.p3i8.p1i8.i32(i8 addrspace(3)* noalias nocapture writeonly, i8 addrspace(1)* noalias nocapture readonly, i32, i1 immarg)
declare void @llvm.memcpy.p1i8.p3i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8 addrspace(3)* noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memcpy.p5i8.p1i8.i32(i8 addrspace(5)* noalias nocapture writeonly, i8 addrspace(1)* noalias nocapture readonly, i32, i1 immarg)
declare void @llvm.memcpy.p1i8.p5i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8 addrspace(5)* noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memcpy.p1i8.p1i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8 addrspace(1)* noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p5i8.i64(i8 addrspace(5)* nocapture writeonly, i8, i64, i1 immarg)
declare void @llvm.memmove.p5i8.p5i8.i32(i8 addrspace(5)* nocapture writeonly, i8 addrspace(5)* nocapture readonly, i32, i1 immarg)
declare void @llvm.memmove.p1i8.p1i8.i64(i8 addrspace(1)* nocapture writeonly, i8 addrspace(1)* nocapture readonly, i64, i1 immarg)

!nvvm.annotations = !{!0}
!0 = !{void (i8*, i8*)* @mem_intrinsic_spaces, !"kernel", i32 1}
