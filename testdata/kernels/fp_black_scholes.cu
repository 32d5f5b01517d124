// fp_black_scholes: European call and put prices. The cumulative normal
// distribution is the Abramowitz-Stegun polynomial written out with fmaf;
// exp and log are ex2.approx.ftz and lg2.approx scaled by log2(e) and ln(2),
// so the prices legitimately differ between implementations (tolerance in
// the suite entry).
#include "fp_prelude.h"
#pragma clang fp contract(off)

#define LOG2E 1.4426950408889634f
#define LN2 0.6931471805599453f
#define RSQRT2PI 0.3989422804014327f

__device__ static float cnd(float d) {
  float k = 1.0f / __nvvm_fma_rn_f(0.2316419f, __builtin_fabsf(d), 1.0f);
  float p = __nvvm_fma_rn_f(1.330274429f, k, -1.821255978f);
  p = __nvvm_fma_rn_f(p, k, 1.781477937f);
  p = __nvvm_fma_rn_f(p, k, -0.356563782f);
  p = __nvvm_fma_rn_f(p, k, 0.31938153f);
  p = p * k;
  float c = RSQRT2PI * __nvvm_ex2_approx_ftz_f(-0.5f * d * d * LOG2E) * p;
  return d > 0.0f ? 1.0f - c : c;
}

extern "C" __global__ void fp_black_scholes(const float *S, const float *X, const float *T, float *call,
                                            float *put, float r, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float s = S[i], x = X[i], t = T[i];
  float sqrtT = __nvvm_sqrt_rn_f(t);
  float d1 = (__nvvm_lg2_approx_f(s / x) * LN2 + (r + 0.5f * v * v) * t) / (v * sqrtT);
  float d2 = d1 - v * sqrtT;
  float c1 = cnd(d1), c2 = cnd(d2);
  float disc = x * __nvvm_ex2_approx_ftz_f(-r * t * LOG2E);
  call[i] = s * c1 - disc * c2;
  put[i] = disc * (1.0f - c2) - s * (1.0f - c1);
}
