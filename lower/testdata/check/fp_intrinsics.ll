; NOEXEC
; (FP optypes: the machine-IR test interpreter does not model them; fp_test.go runs FP code on the emulator)
; FP intrinsics: NVVM rounding modes and .ftz on FADD/FFMA, MUFU, saturate
; as FADD.SAT, minnum as FMNMX (PT = min), floor as FRND.RM; fdiv arcp is
; x * MUFU.RCP, plain fdiv the FCHK-guarded sequence; sqrt.f32 is
; MUFU.SQRT; conversions with rounding modes; d2i/lohi are free; a double
; fdiv has no FCHK (its check is on the exponent fields).
; CHECK: MUFU.EX2.FTZ
; CHECK-NEXT: FADD.RZ.FTZ
; CHECK-NEXT: FFMA.RP
; CHECK-NEXT: FADD.SAT %r{{[0-9]+}}, %r{{[0-9]+}}, -0
; CHECK-NEXT: FMNMX %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK-NEXT: FRND.RM
; CHECK-NEXT: MUFU.RCP
; CHECK-NEXT: FMUL
; CHECK-NEXT: FCHK
; CHECK-NEXT: MUFU.RCP
; CHECK-NEXT: FFMA %r{{[0-9]+}}, -%r{{[0-9]+}}, %r{{[0-9]+}}, 1
; CHECK: MUFU.SQRT
; CHECK: F2I.S32.F32.RM
; CHECK-NEXT: I2F.F32.S32.RP
; CHECK: DMUL
; CHECK-NOT: FCHK
; CHECK: MUFU.RCP64H
; CHECK: DMNMX %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, !PT
; CHECK-COUNT: 1 FCHK
define void @fpi(float* %p, double* %q) {
entry:
  %a = load float, float* %p, align 4
  %pb = getelementptr inbounds float, float* %p, i64 1
  %b = load float, float* %pb, align 4
  %x = load double, double* %q, align 8
  %e = call float @llvm.nvvm.ex2.approx.ftz.f(float %a)
  %s = call float @llvm.nvvm.add.rz.ftz.f(float %e, float %b)
  %m = call float @llvm.nvvm.fma.rp.f(float %s, float %a, float %b)
  %t = call float @llvm.nvvm.saturate.f(float %m)
  %n = call float @llvm.minnum.f32(float %t, float %a)
  %f = call float @llvm.floor.f32(float %n)
  %d = fdiv arcp float %f, %b
  %g = fdiv float %d, %a
  %sq = call float @llvm.sqrt.f32(float %g)
  store float %sq, float* %p, align 4
  %i = call i32 @llvm.nvvm.f2i.rm(float %a)
  %fi = call float @llvm.nvvm.i2f.rp(i32 %i)
  store float %fi, float* %pb, align 4
  %dd = call double @llvm.nvvm.mul.rn.d(double %x, double %x)
  %hi = call i32 @llvm.nvvm.d2i.hi(double %dd)
  %lo = call i32 @llvm.nvvm.d2i.lo(double %dd)
  %y = call double @llvm.nvvm.lohi.i2d(i32 %lo, i32 %hi)
  %dv = fdiv double %y, %x
  %mx = call double @llvm.maxnum.f64(double %dv, double %x)
  store double %mx, double* %q, align 8
  ret void
}
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare float @llvm.nvvm.add.rz.ftz.f(float, float)
declare float @llvm.nvvm.fma.rp.f(float, float, float)
declare float @llvm.nvvm.saturate.f(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.floor.f32(float)
declare float @llvm.sqrt.f32(float)
declare i32 @llvm.nvvm.f2i.rm(float)
declare float @llvm.nvvm.i2f.rp(i32)
declare double @llvm.nvvm.mul.rn.d(double, double)
declare i32 @llvm.nvvm.d2i.hi(double)
declare i32 @llvm.nvvm.d2i.lo(double)
declare double @llvm.nvvm.lohi.i2d(i32, i32)
declare double @llvm.maxnum.f64(double, double)
!nvvm.annotations = !{!0}
!0 = !{void (float*, double*)* @fpi, !"kernel", i32 1}
