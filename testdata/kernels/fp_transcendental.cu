// fp_transcendental: the approximate special functions one by one:
// ex2.approx (with and without ftz), lg2.approx, sin.approx, cos.approx,
// rsqrt.approx, sqrt.approx and div.approx (__fdividef). Inputs lie in
// [-3, 3], where the hardware approximations have their documented accuracy.
// Approximate: tolerances in the suite entry.
#include "fp_prelude.h"
#pragma clang fp contract(off)

extern "C" __global__ void fp_transcendental(const float *x, float *ex2, float *ex2ftz, float *lg2, float *sn,
                                             float *cs, float *rsq, float *sq, float *dv, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  float a = __builtin_fabsf(v);
  ex2[i] = __nvvm_ex2_approx_f(v);
  ex2ftz[i] = __nvvm_ex2_approx_ftz_f(v * 8.0f);
  lg2[i] = __nvvm_lg2_approx_f(a + 0.25f);
  sn[i] = __nvvm_sin_approx_f(v);
  cs[i] = __nvvm_cos_approx_f(v);
  rsq[i] = __nvvm_rsqrt_approx_f(a + 1.0f);
  sq[i] = __nvvm_sqrt_approx_f(a);
  dv[i] = __nvvm_div_approx_f(v, a + 0.5f);
}
