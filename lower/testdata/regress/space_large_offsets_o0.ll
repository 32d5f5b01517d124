; opt: 0
; launch: --kernel bigoff --grid 1,1,1 --block 64,1,1 out=buf:i32:448=zero
; Constant offsets that do not fit SImm24 (+-8 MiB) in shared and local
; addresses, compensated by the register part: the compiler adds them to the
; address register with a 32-bit IADD, which must give the same address
; modulo 2^32 (docs/isa.md) as the IR's 64-bit offsets. Element t of every
; case is the word the plain index t names.
@cx = internal addrspace(3) global [64 x i32] undef, align 4
define void @bigoff(i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %v = mul i32 %t, 7
  %s = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @cx, i64 0, i64 %t64
  store i32 %v, i32 addrspace(3)* %s, align 4
  call void @llvm.nvvm.barrier0()
  ; 1: register t + 3000000, folded constant -3000000 (-12000000 bytes).
  %x = add i32 %t, 3000000
  %i1 = add nsw i32 %x, -3000000
  %i164 = sext i32 %i1 to i64
  %p1 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @cx, i64 0, i64 %i164
  %r1 = load i32, i32 addrspace(3)* %p1, align 4
  %o1 = getelementptr inbounds i32, i32* %out, i64 %t64
  store i32 %r1, i32* %o1, align 4
  ; 2: register t - 3000000 through a generic pointer, constant +3000000.
  %y = add i32 %t, -3000000
  %i2 = add nsw i32 %y, 3000000
  %i264 = sext i32 %i2 to i64
  %p2 = getelementptr inbounds i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* addrspacecast ([64 x i32] addrspace(3)* @cx to [64 x i32]*), i64 0, i64 0), i64 %i264
  %r2 = load i32, i32* %p2, align 4
  %t2 = add i32 %t, 64
  %t264 = zext i32 %t2 to i64
  %o2 = getelementptr inbounds i32, i32* %out, i64 %t264
  store i32 %r2, i32* %o2, align 4
  ; 3: a constant pointer 2100000 elements (8400000 bytes) past @cx plus an
  ; unfolded register index t - 2100000.
  %z = add i32 %t, -2100000
  %z64 = sext i32 %z to i64
  %far = getelementptr i32, i32 addrspace(3)* getelementptr ([64 x i32], [64 x i32] addrspace(3)* @cx, i64 0, i64 2100000), i64 %z64
  %r3 = load i32, i32 addrspace(3)* %far, align 4
  %t3 = add i32 %t, 128
  %t364 = zext i32 %t3 to i64
  %o3 = getelementptr inbounds i32, i32* %out, i64 %t364
  store i32 %r3, i32* %o3, align 4
  ; 4: a 64-bit index t - 2^32 and a constant index +2^32 (2^34 bytes,
  ; 0 modulo 2^32).
  %k = add i64 %t64, -4294967296
  %pk = getelementptr [64 x i32], [64 x i32] addrspace(3)* @cx, i64 0, i64 %k
  %pk2 = getelementptr i32, i32 addrspace(3)* %pk, i64 4294967296
  %r4 = load i32, i32 addrspace(3)* %pk2, align 4
  %t4 = add i32 %t, 192
  %t464 = zext i32 %t4 to i64
  %o4 = getelementptr inbounds i32, i32* %out, i64 %t464
  store i32 %r4, i32* %o4, align 4
  ; 5: a shared atomic add through the address of case 1; the old value
  ; (the word itself, untouched by other threads) goes to out.
  %old = atomicrmw add i32 addrspace(3)* %p1, i32 1000 monotonic
  %t5 = add i32 %t, 256
  %t564 = zext i32 %t5 to i64
  %o5 = getelementptr inbounds i32, i32* %out, i64 %t564
  store i32 %old, i32* %o5, align 4
  ; 6: local memory: loc[j] = 3j + tid, then loc[(t & 15) + 3000000 - 3000000]
  ; and a negative index from the middle: (&loc[15])[(t & 15) - 15].
  %loc = alloca [16 x i32], align 4
  br label %fill
fill:
  %j = phi i32 [ 0, %entry ], [ %j1, %fill ]
  %j64 = zext i32 %j to i64
  %pj = getelementptr inbounds [16 x i32], [16 x i32]* %loc, i64 0, i64 %j64
  %vj0 = mul i32 %j, 3
  %vj = add i32 %vj0, %t
  store i32 %vj, i32* %pj, align 4
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, 16
  br i1 %more, label %fill, label %read
read:
  %m = and i32 %t, 15
  %mx = add i32 %m, 3000000
  %i6 = add nsw i32 %mx, -3000000
  %i664 = sext i32 %i6 to i64
  %p6 = getelementptr inbounds [16 x i32], [16 x i32]* %loc, i64 0, i64 %i664
  %r6 = load i32, i32* %p6, align 4
  %mid = getelementptr inbounds [16 x i32], [16 x i32]* %loc, i64 0, i64 15
  %i7 = add nsw i32 %m, -15
  %i764 = sext i32 %i7 to i64
  %p7 = getelementptr inbounds i32, i32* %mid, i64 %i764
  %r7 = load i32, i32* %p7, align 4
  %r67 = xor i32 %r6, %r7
  %r = add i32 %r67, %r6
  %t6 = add i32 %t, 320
  %t664 = zext i32 %t6 to i64
  %o6 = getelementptr inbounds i32, i32* %out, i64 %t664
  store i32 %r, i32* %o6, align 4
  %t7 = add i32 %t, 384
  %t764 = zext i32 %t7 to i64
  %o7 = getelementptr inbounds i32, i32* %out, i64 %t764
  store i32 %r7, i32* %o7, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @bigoff, !"kernel", i32 1}
