; opt: 2
; launch: --kernel unaligned_shared_local --grid 1,1,1 --block 32,1,1 in=buf:i32:64=rand:7 out=buf:i32:96=zero
; Loads and stores aligned below their size in shared and local memory
; (issue 12): an i32 and an i64 at odd byte offsets of a shared byte array
; (align 1) and an i32 at offset 2 of a local array (align 2) are split
; into .U8/.U16 pieces of LDS/STS and LDL/STL.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [512 x i8] undef, align 4

define void @unaligned_shared_local(i32* %in, i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %pa = getelementptr i32, i32* %in, i64 %t64
  %a = load i32, i32* %pa, align 4
  %t2 = add i64 %t64, 32
  %pb = getelementptr i32, i32* %in, i64 %t2
  %b = load i32, i32* %pb, align 4
  ; shared: thread t stores a at byte 13*t+1 (align 1) and (b:a) at 13*t+5
  %o13 = mul i64 %t64, 13
  %o1 = add i64 %o13, 1
  %p1 = getelementptr [512 x i8], [512 x i8] addrspace(3)* @sh, i64 0, i64 %o1
  %q1 = bitcast i8 addrspace(3)* %p1 to i32 addrspace(3)*
  store i32 %a, i32 addrspace(3)* %q1, align 1
  %o5 = add i64 %o13, 5
  %p5 = getelementptr [512 x i8], [512 x i8] addrspace(3)* @sh, i64 0, i64 %o5
  %q5 = bitcast i8 addrspace(3)* %p5 to i64 addrspace(3)*
  %bz = zext i32 %b to i64
  %bh = shl i64 %bz, 32
  %az = zext i32 %a to i64
  %ab = or i64 %bh, %az
  store i64 %ab, i64 addrspace(3)* %q5, align 1
  call void @llvm.nvvm.barrier0()
  ; read the neighbour's: thread t reads thread (t+1)%32's values
  %n = add i32 %t, 1
  %n31 = and i32 %n, 31
  %n64 = zext i32 %n31 to i64
  %m13 = mul i64 %n64, 13
  %m1 = add i64 %m13, 1
  %r1 = getelementptr [512 x i8], [512 x i8] addrspace(3)* @sh, i64 0, i64 %m1
  %s1 = bitcast i8 addrspace(3)* %r1 to i32 addrspace(3)*
  %va = load i32, i32 addrspace(3)* %s1, align 1
  %m5 = add i64 %m13, 5
  %r5 = getelementptr [512 x i8], [512 x i8] addrspace(3)* @sh, i64 0, i64 %m5
  %s5 = bitcast i8 addrspace(3)* %r5 to i64 addrspace(3)*
  %vab = load i64, i64 addrspace(3)* %s5, align 1
  %vhi64 = lshr i64 %vab, 32
  %vhi = trunc i64 %vhi64 to i32
  %vlo = trunc i64 %vab to i32
  ; local: an i32 at byte 2 of an 8-byte array, align 2
  %loc = alloca [8 x i8], align 4
  %l2 = getelementptr [8 x i8], [8 x i8]* %loc, i64 0, i64 2
  %lq = bitcast i8* %l2 to i32*
  %x = xor i32 %va, %t
  store i32 %x, i32* %lq, align 2
  %l0 = getelementptr [8 x i8], [8 x i8]* %loc, i64 0, i64 0
  %lw = bitcast i8* %l0 to i16*
  store i16 7, i16* %lw, align 4
  %lx = load i32, i32* %lq, align 2
  %lq0 = bitcast i8* %l0 to i32*
  %lw0 = load i32, i32* %lq0, align 4
  %o = mul i64 %t64, 3
  %po = getelementptr i32, i32* %out, i64 %o
  store i32 %lx, i32* %po, align 4
  %o1b = add i64 %o, 1
  %po1 = getelementptr i32, i32* %out, i64 %o1b
  %sum = add i32 %vhi, %vlo
  store i32 %sum, i32* %po1, align 4
  %o2 = add i64 %o, 2
  %po2 = getelementptr i32, i32* %out, i64 %o2
  store i32 %lw0, i32* %po2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*)* @unaligned_shared_local, !"kernel", i32 1}
