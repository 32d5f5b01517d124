; opt: 0
; opt: 2
; opt: 2 stress 3
; launch: --kernel arcp_div --grid 1 --block 4 x=buf:f64:4=3,-3,3,2 y=buf:f64:4=0,inf,1e-310,-0 out=buf:f64:4=0
; f64 fdiv arcp (a * rcp(b)) gave NaN for b = 0, inf and 1e-310: the Newton steps on an
; infinite or zero estimate compute 0 * inf (found by kgen floating-point generation).

; out[i] = x[i] / y[i] with arcp (x * (1/y) allowed): 1/0 = inf, so 3/0 = inf
define void @arcp_div(double* %x, double* %y, double* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %px = getelementptr inbounds double, double* %x, i64 %i
  %py = getelementptr inbounds double, double* %y, i64 %i
  %a = load double, double* %px, align 8
  %b = load double, double* %py, align 8
  %q = fdiv arcp double %a, %b
  %po = getelementptr inbounds double, double* %out, i64 %i
  store double %q, double* %po, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (double*, double*, double*)* @arcp_div, !"kernel", i32 1}
