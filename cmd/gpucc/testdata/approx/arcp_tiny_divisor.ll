; fdiv arcp lets a/b be a * (1/b): for a divisor b so small that 1/b overflows, -0 / b is -0 exactly but
; -0 * inf = NaN through the reciprocal; both are results the IR allows (found by kgen, seed 5001566).
target triple = "nvptx64-nvidia-cuda"
define void @k(float* %x, float* %y, float* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %px = getelementptr inbounds float, float* %x, i64 %i
  %py = getelementptr inbounds float, float* %y, i64 %i
  %a = load float, float* %px, align 4
  %b = load float, float* %py, align 4
  %q = fdiv arcp float %a, %b
  %po = getelementptr inbounds float, float* %out, i64 %i
  store float %q, float* %po, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (float*, float*, float*)* @k, !"kernel", i32 1}
