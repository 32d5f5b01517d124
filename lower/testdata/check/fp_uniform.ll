; NOEXEC
; (FP optypes: the machine-IR test interpreter does not model them; fp_test.go runs FP code on the emulator)
; Uniform float values: a parameter used more than once is a uniform
; register read through the RU forms (FMUL/DMUL/DADD with %u operands); a
; select of uniform floats and FP constants is USEL; a parameter used once
; is a c[] operand.
; CHECK: ULDC.64 %u{{[0-9]+}}, c[0x0][0x168]
; CHECK: USEL %u{{[0-9]+}}, %u{{[0-9]+}}, 0x40000000, %up{{[0-9]+}}
; CHECK: FADD %r{{[0-9]+}}, %r{{[0-9]+}}, 1
; CHECK-NEXT: FMUL %r{{[0-9]+}}, %r{{[0-9]+}}, %u{{[0-9]+}}
; CHECK: DMUL %r{{[0-9]+}}, %r{{[0-9]+}}, %u{{[0-9]+}}
; CHECK-NEXT: DADD %r{{[0-9]+}}, %r{{[0-9]+}}, %u{{[0-9]+}}
; CHECK: FFMA %r{{[0-9]+}}, %r{{[0-9]+}}, c[0x0][0x17C], %r{{[0-9]+}}
define void @u(float %a, double %b, float* %p, i32 %n, float %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cnd = icmp eq i32 %n, 0
  %s = select i1 %cnd, float %a, float 2.0
  %s2 = fadd float %a, 1.0
  %s3 = fmul float %s2, %a
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds float, float* %p, i64 %i
  %x = load float, float* %q
  %y = fmul float %x, %s
  %z = fadd float %y, %s3
  %d = fpext float %z to double
  %e = fmul double %d, %b
  %e2 = fadd double %e, %b
  %f = fptrunc double %e2 to float
  %g = call float @llvm.fma.f32(float %f, float %c, float %x)
  store float %g, float* %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fma.f32(float, float, float)
!nvvm.annotations = !{!0}
!0 = !{void (float, double, float*, i32, float)* @u, !"kernel", i32 1}
