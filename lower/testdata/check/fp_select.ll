; NOEXEC
; (FP optypes: the machine-IR test interpreter does not model them; fp_test.go runs FP code on the emulator)
; Floating-point selection: fneg/fabs fold into operand modifiers of an
; arithmetic user; fmul+fadd contract into FFMA only when both carry
; contract (or fast); a standalone fneg is LOP3 on the sign bit (exact for
; NaNs); FP immediates; conversions; double constants with a nonzero low
; word are materialized.
; CHECK: FADD %r{{[0-9]+}}, -%r{{[0-9]+}}, |%r{{[0-9]+}}|
; CHECK-NEXT: STG
; CHECK-NEXT: FFMA %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK-NEXT: STG
; CHECK-NEXT: FMUL %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK-NEXT: FADD %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: FFMA %r{{[0-9]+}}, -%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: FMUL %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK-NEXT: FADD %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: LOP3 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x80000000, RZ, 0x3C, !PT
; CHECK: FMUL %r{{[0-9]+}}, %r{{[0-9]+}}, 0.25
; CHECK: FSETP.LT.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK-NEXT: FSETP.EQU.OR %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}}
; CHECK-NEXT: FSETP.NAN.OR
; CHECK: F2I.S32.F32.RZ
; CHECK: F2I.U64.F32.RZ
; CHECK-NEXT: I2F.F64.U64 %r{{[0-9]+}}, %r
; CHECK: DMUL %r{{[0-9]+}}, %r{{[0-9]+}}, 1.5
; CHECK-NEXT: F2F.F64.F32
; CHECK-NEXT: DADD
; CHECK: MOV %r{{[0-9]+}}.0, 0x9999999A
; CHECK-NEXT: MOV %r{{[0-9]+}}.1, 0x3FB99999
; CHECK-NEXT: DMUL
; CHECK-NEXT: F2F.F32.F64
; CHECK: DSETP.GE.AND
; CHECK-COUNT: 2 FFMA
; CHECK-COUNT: 0 MUFU
define void @fp(float* %p, double* %q, i32* %r) {
entry:
  %a = load float, float* %p, align 4
  %pb = getelementptr inbounds float, float* %p, i64 1
  %b = load float, float* %pb, align 4
  %pc = getelementptr inbounds float, float* %p, i64 2
  %c = load float, float* %pc, align 4
  %na = fneg float %a
  %ab = call float @llvm.fabs.f32(float %b)
  %s1 = fadd float %na, %ab
  store float %s1, float* %p, align 4
  %m1 = fmul contract float %a, %b
  %f1 = fadd contract float %m1, %c
  store float %f1, float* %pb, align 4
  %m2 = fmul float %a, %b
  %f2 = fadd contract float %m2, %c
  store float %f2, float* %pc, align 4
  %m3 = fmul fast float %a, %c
  %f3 = fsub fast float %b, %m3
  %pd = getelementptr inbounds float, float* %p, i64 3
  store float %f3, float* %pd, align 4
  %m4 = fmul contract float %b, %c
  %f4 = fadd float %m4, %a
  %ph = getelementptr inbounds float, float* %p, i64 7
  store float %f4, float* %ph, align 4
  %n2 = fneg float %c
  %pe = getelementptr inbounds float, float* %p, i64 4
  store float %n2, float* %pe, align 4
  %k = fmul float %a, 2.500000e-01
  %pf = getelementptr inbounds float, float* %p, i64 5
  store float %k, float* %pf, align 4
  %c1 = fcmp olt float %a, %b
  %c2 = fcmp ueq float %a, %c
  %c3 = fcmp uno float %b, %c
  %o1 = or i1 %c1, %c2
  %o2 = or i1 %o1, %c3
  %z = zext i1 %o2 to i32
  store i32 %z, i32* %r, align 4
  %i = fptosi float %a to i32
  %ri = getelementptr inbounds i32, i32* %r, i64 1
  store i32 %i, i32* %ri, align 4
  %u = fptoui float %b to i64
  %uf = uitofp i64 %u to double
  store double %uf, double* %q, align 8
  %x = load double, double* %q, align 8
  %y = fpext float %c to double
  %d1 = fmul double %x, 1.500000e+00
  %d2 = fadd double %d1, %y
  %qb = getelementptr inbounds double, double* %q, i64 1
  store double %d2, double* %qb, align 8
  %d3 = fmul double %x, 1.000000e-01
  %t = fptrunc double %d3 to float
  %pg = getelementptr inbounds float, float* %p, i64 6
  store float %t, float* %pg, align 4
  %c4 = fcmp oge double %x, %d2
  %z4 = zext i1 %c4 to i32
  %rj = getelementptr inbounds i32, i32* %r, i64 2
  store i32 %z4, i32* %rj, align 4
  ret void
}
declare float @llvm.fabs.f32(float)
!nvvm.annotations = !{!0}
!0 = !{void (float*, double*, i32*)* @fp, !"kernel", i32 1}
