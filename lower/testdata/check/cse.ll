; Four loads of one shared row, tile[ty][0..3], each through its own GEP:
; the selector computes ty*32 once per GEP (the column folds into the LDS
; offset). The -O2 cleanup's common subexpression elimination (cse.go)
; keeps the first IMAD, which dominates the others, and every LDS reads
; its result.
; CHECK: IMAD %r{{[0-9]+}}, %r{{[0-9]+}}, 0x20, RZ
; CHECK: BAR.SYNC
; CHECK-NEXT: LDS %r{{[0-9]+}}, [%r{{[0-9]+}}]
; CHECK-NEXT: LDS %r{{[0-9]+}}, [%r{{[0-9]+}}+0x4]
; CHECK-NEXT: LDS %r{{[0-9]+}}, [%r{{[0-9]+}}+0x8]
; CHECK-NEXT: LDS %r{{[0-9]+}}, [%r{{[0-9]+}}+0xC]
; CHECK-COUNT: 1 0x20, RZ
; NOEXEC
@tile = internal addrspace(3) global [8 x [8 x i32]] undef, align 4

define void @cse(i32* %out) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %own = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @tile, i64 0, i64 %y, i64 %x
  %v = mul i32 %tx, 7
  store i32 %v, i32 addrspace(3)* %own, align 4
  call void @llvm.nvvm.barrier0()
  %p0 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @tile, i64 0, i64 %y, i64 0
  %a0 = load i32, i32 addrspace(3)* %p0, align 4
  %p1 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @tile, i64 0, i64 %y, i64 1
  %a1 = load i32, i32 addrspace(3)* %p1, align 4
  %p2 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @tile, i64 0, i64 %y, i64 2
  %a2 = load i32, i32 addrspace(3)* %p2, align 4
  %p3 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]] addrspace(3)* @tile, i64 0, i64 %y, i64 3
  %a3 = load i32, i32 addrspace(3)* %p3, align 4
  %s0 = xor i32 %a0, %a1
  %s1 = mul i32 %a2, %a3
  %s = add i32 %s0, %s1
  %o = mul i32 %ty, 8
  %i = add i32 %o, %tx
  %ii = zext i32 %i to i64
  %q = getelementptr inbounds i32, i32* %out, i64 %ii
  store i32 %s, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @cse, !"kernel", i32 1}
