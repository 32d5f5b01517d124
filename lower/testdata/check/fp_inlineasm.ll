; NOEXEC
; (FP optypes: the machine-IR test interpreter does not model them; fp_test.go runs FP code on the emulator)
; The inline assembly CUDA's headers and libdevice use for approximate
; reciprocals: rcp.approx.ftz.f32 is MUFU.RCP.FTZ, rsqrt.approx.ftz.f64
; MUFU.RSQ64H and two Newton steps.
; CHECK: MUFU.RCP.FTZ
; CHECK: MUFU.RSQ64H
; CHECK-COUNT: 4 DFMA
define void @asm(float* %p, double* %q) {
entry:
  %a = load float, float* %p, align 4
  %r = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %a)
  store float %r, float* %p, align 4
  %x = load double, double* %q, align 8
  %y = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %x)
  store double %y, double* %q, align 8
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (float*, double*)* @asm, !"kernel", i32 1}
