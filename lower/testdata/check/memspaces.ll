; An alloca is a fixed frame offset accessed with STL/LDL; a shared global
; is a fixed shared offset accessed with STS/LDS, also through a generic
; pointer cast from it; __syncthreads is BAR.SYNC 0x0; an atomicrmw whose
; result is unused is a RED (sub adds the negation), a used one an ATOMG,
; one on shared memory an ATOMS (writing RZ when its result is unused). (The machine-IR test interpreter has no
; memory spaces: testdata/regress/memspaces.ll runs it on the emulator.)
; NOEXEC
; CHECK: STL [RZ+0x4], %r
; CHECK: STS [%r{{[0-9]+}}+0x10], %r
; CHECK: BAR.SYNC 0x0
; CHECK: LDS %r{{[0-9]+}}, [%r{{[0-9]+}}+0x10]
; CHECK: LDL %r{{[0-9]+}}, [RZ+0x4]
; CHECK: RED.ADD [%r{{[0-9]+}}], %r
; CHECK: ATOMG.MAX.S32 %r{{[0-9]+}}, [%r{{[0-9]+}}+0x4], %r
; CHECK: ATOMS.ADD RZ, [RZ+0x4], %r
@sh = internal addrspace(3) global [68 x i32] undef, align 4
define void @memspaces(i32* %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %loc = alloca [4 x i32], align 4
  %l1 = getelementptr inbounds [4 x i32], [4 x i32]* %loc, i64 0, i64 1
  store i32 %tid, i32* %l1, align 4
  %s = getelementptr inbounds [68 x i32], [68 x i32] addrspace(3)* @sh, i32 0, i32 %tid
  %sg = addrspacecast i32 addrspace(3)* %s to i32*
  %s4 = getelementptr inbounds i32, i32* %sg, i64 4
  store i32 %tid, i32* %s4, align 4
  store i32 0, i32* addrspacecast (i32 addrspace(3)* getelementptr inbounds ([68 x i32], [68 x i32] addrspace(3)* @sh, i32 0, i32 1) to i32*), align 4
  call void @llvm.nvvm.barrier0()
  %n = xor i32 %tid, 1
  %o = getelementptr inbounds [68 x i32], [68 x i32] addrspace(3)* @sh, i32 0, i32 %n
  %o4 = getelementptr inbounds i32, i32 addrspace(3)* %o, i32 4
  %v = load i32, i32 addrspace(3)* %o4, align 4
  %w = load i32, i32* %l1, align 4
  %x = add i32 %v, %w
  %a = atomicrmw sub i32* %p, i32 %x seq_cst
  %p1 = getelementptr inbounds i32, i32* %p, i64 1
  %old = atomicrmw max i32* %p1, i32 %x seq_cst
  %c = atomicrmw add i32* addrspacecast (i32 addrspace(3)* getelementptr inbounds ([68 x i32], [68 x i32] addrspace(3)* @sh, i32 0, i32 1) to i32*), i32 %old seq_cst
  %p2 = getelementptr inbounds i32, i32* %p, i32 %tid
  %p3 = getelementptr inbounds i32, i32* %p2, i64 2
  store i32 %x, i32* %p3, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @memspaces, !"kernel", i32 1}
