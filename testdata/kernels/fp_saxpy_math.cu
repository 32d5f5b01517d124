// fp_saxpy_math: y = a*x + y with one explicit rounding (fmaf), then
// per-element math on the result: square root of its magnitude (correctly
// rounded), saturation to [0, 1], and a correctly rounded quotient. Every
// result is exactly defined, so the comparison is exact.
#include "fp_prelude.h"
#pragma clang fp contract(off)

extern "C" __global__ void fp_saxpy_math(int n, float a, const float *x, float *y, float *root, float *sat,
                                         float *quot) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = __nvvm_fma_rn_f(a, x[i], y[i]);
  y[i] = v;
  root[i] = __nvvm_sqrt_rn_f(__builtin_fabsf(v));
  sat[i] = __nvvm_saturate_f(v);
  quot[i] = x[i] / (v * v + 1.0f);
}
