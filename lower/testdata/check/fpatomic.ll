; atomicrmw fadd is the floating-point atomic add of the ISA, no CAS loop:
; RED.ADD.F32 when the old value is unused, ATOMS.ADD.F32 on shared memory
; returning it, ATOMG.ADD.F64 on a double; fsub adds the operand with its
; sign bit flipped (LOP3 ^ 0x80000000 on the high word).
; NOEXEC
; CHECK: RED.ADD.F32 [%r{{[0-9]+}}], %r{{[0-9]+}}
; CHECK: ATOMS.ADD.F32 %r{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}
; CHECK: ATOMG.ADD.F64 %r{{[0-9]+}}, [%r{{[0-9]+}}+0x8], %r{{[0-9]+}}
; CHECK: LOP3 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x80000000, RZ, 0x3C, !PT
; CHECK-NEXT: RED.ADD.F32 [%r{{[0-9]+}}+0x10], %r{{[0-9]+}}
; CHECK-COUNT: 0 CAS
@sh = internal addrspace(3) global [64 x float] undef, align 4
define void @fpatomic(float* %p, double* %q) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = uitofp i32 %tid to float
  %o1 = atomicrmw fadd float* %p, float %v seq_cst
  %s = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @sh, i32 0, i32 %tid
  %o2 = atomicrmw fadd float addrspace(3)* %s, float %v seq_cst
  %d = fpext float %o2 to double
  %q1 = getelementptr inbounds double, double* %q, i32 1
  %o3 = atomicrmw fadd double* %q1, double %d seq_cst
  %p4 = getelementptr inbounds float, float* %p, i32 4
  %o4 = atomicrmw fsub float* %p4, float %v seq_cst
  %qt = getelementptr inbounds double, double* %q, i32 %tid
  store double %o3, double* %qt, align 8
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (float*, double*)* @fpatomic, !"kernel", i32 1}
