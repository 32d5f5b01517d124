; Pointers that merge (docs/compiler.md, "Generic pointers"): a phi of a
; local and a global pointer is accessed through its generic address with LD
; (the local one's high word is the local window, 0x7800); a phi whose
; incoming pointers are all into shared memory keeps LDS on the low word; a
; select of shared-typed pointers too; storing a generic shared pointer
; writes its generic address (high word 0x7000). The branches stay
; branches (no predication, ifconvert.go), so the pointers meet in phis.
; NOEXEC
; IFCONVERT: off
; CHECK: MOV %r{{[0-9]+}}.1, 0x7800
; CHECK: LD %r{{[0-9]+}}, [%r{{[0-9]+}}]
; CHECK: MOV %r{{[0-9]+}}.1, 0x7000
; CHECK: LDS %r{{[0-9]+}}, [%r{{[0-9]+}}.0]
; CHECK: SEL %r{{[0-9]+}}.0, %r{{[0-9]+}}, 0x8, %p
; CHECK: LDS %r{{[0-9]+}}, [%r{{[0-9]+}}.0]
; CHECK: STG.64 [%r{{[0-9]+}}], %r
@sh = internal addrspace(3) global [64 x i32] undef, align 4
define void @generic(i32* %out, i32** %pp) {
entry:
  %loc = alloca [4 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %lp = getelementptr inbounds [4 x i32], [4 x i32]* %loc, i64 0, i64 1
  store i32 %tid, i32* %lp, align 4
  %gp = getelementptr inbounds i32, i32* %out, i64 %t64
  %c = icmp ult i32 %tid, 8
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %p = phi i32* [ %lp, %a ], [ %gp, %entry ]
  %v = load i32, i32* %p, align 4
  %s1 = getelementptr inbounds [64 x i32], [64 x i32]* addrspacecast ([64 x i32] addrspace(3)* @sh to [64 x i32]*), i64 0, i64 %t64
  %s2 = getelementptr inbounds [64 x i32], [64 x i32]* addrspacecast ([64 x i32] addrspace(3)* @sh to [64 x i32]*), i64 0, i64 5
  br i1 %c, label %b, label %join2
b:
  br label %join2
join2:
  %q = phi i32* [ %s1, %b ], [ %s2, %join ]
  %w = load i32, i32* %q, align 4
  %t1 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 %t64
  %t2 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 2
  %r = select i1 %c, i32 addrspace(3)* %t1, i32 addrspace(3)* %t2
  %x = load i32, i32 addrspace(3)* %r, align 4
  store i32* %s1, i32** %pp, align 8
  %sum = add i32 %v, %w
  %sum2 = add i32 %sum, %x
  store i32 %sum2, i32* %gp, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32**)* @generic, !"kernel", i32 1}
