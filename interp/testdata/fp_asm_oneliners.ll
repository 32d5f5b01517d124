target triple = "nvptx64-nvidia-cuda"
define void @k(float* %x, float* %y, double* %u, double* %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %px = getelementptr inbounds float, float* %x, i64 %i
  %a = load float, float* %px, align 4
  %r = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %a)
  %py = getelementptr inbounds float, float* %y, i64 %i
  store float %r, float* %py, align 4
  %pu = getelementptr inbounds double, double* %u, i64 %i
  %b = load double, double* %pu, align 8
  %q = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %b)
  %pv = getelementptr inbounds double, double* %v, i64 %i
  store double %q, double* %pv, align 8
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (float*, float*, double*, double*)* @k, !"kernel", i32 1}
