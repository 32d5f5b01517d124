; An atomic whose old value is unused writes RZ on every space that has no
; RED form (shared, generic), whichever lowering selects it
; (emitAtomic, lower/atomic.go): atomicrmw add and fadd (f32, f64) on shared
; memory, atomicInc on shared memory, and atomicrmw add through a generic
; pointer; on global memory the same atomics are RED. The addresses depend on
; the thread, so no atomic is warp-aggregated.
; CHECK: ATOMS.ADD RZ, [%r
; CHECK: ATOMS.ADD.F32 RZ, [%r
; CHECK: ATOMS.ADD.F64 RZ, [%r
; CHECK: ATOMS.INC RZ, [%r
; CHECK: ATOM.ADD RZ, [%r
; CHECK: RED.ADD [%r
; CHECK: RED.ADD.F32 [%r
; CHECK: RED.INC [%r
; CHECK-NOT: ATOMG
; CHECK: EXIT
@sh = internal addrspace(3) global [64 x i32] undef, align 4
@shf = internal addrspace(3) global [64 x float] undef, align 4
@shd = internal addrspace(3) global [64 x double] undef, align 8
define void @atomic_unused_rz(i32* %g, float* %gf, i1 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = and i32 %tid, 63
  %t64 = zext i32 %t to i64
  %sp = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 %t64
  %a0 = atomicrmw add i32 addrspace(3)* %sp, i32 3 monotonic
  %sfp = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @shf, i64 0, i64 %t64
  %a1 = atomicrmw fadd float addrspace(3)* %sfp, float 1.5 monotonic
  %sdp = getelementptr inbounds [64 x double], [64 x double] addrspace(3)* @shd, i64 0, i64 %t64
  %a2 = atomicrmw fadd double addrspace(3)* %sdp, double 2.5 monotonic
  %gsp = addrspacecast i32 addrspace(3)* %sp to i32*
  %a3 = call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %gsp, i32 9)
  %gp = getelementptr inbounds i32, i32* %g, i64 %t64
  %pick = select i1 %c, i32* %gsp, i32* %gp
  %a4 = atomicrmw add i32* %pick, i32 5 monotonic
  %a5 = atomicrmw add i32* %gp, i32 7 monotonic
  %gfp = getelementptr inbounds float, float* %gf, i64 %t64
  %a6 = atomicrmw fadd float* %gfp, float 0.5 monotonic
  %a7 = call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %gp, i32 9)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32*, i32)
!nvvm.annotations = !{!0}
!0 = !{void (i32*, float*, i1)* @atomic_unused_rz, !"kernel", i32 1}
