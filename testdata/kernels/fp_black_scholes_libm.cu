// fp_black_scholes_libm: Black-Scholes call and put prices written as in
// the CUDA samples with the math library (expf, logf, sqrtf, erfcf through
// the libdevice API, as clang leaves them with -nocudalib) instead of the
// fast intrinsics: the cumulative normal distribution is 0.5 erfc(-d/sqrt2).
// Approximate: tolerances in the suite entry.
#include "fp_prelude.h"
#pragma clang fp contract(off)

extern "C" __device__ float __nv_expf(float);
extern "C" __device__ float __nv_logf(float);
extern "C" __device__ float __nv_erfcf(float);

__device__ static float cnd(float d) { return 0.5f * __nv_erfcf(-d * 0.70710678f); }

extern "C" __global__ void fp_black_scholes_libm(const float *price, const float *strike, const float *years,
                                                 float *call, float *put, float r, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float s = price[i], x = strike[i], t = years[i];
  float sqrtT = __builtin_sqrtf(t);
  float d1 = (__nv_logf(s / x) + (r + 0.5f * v * v) * t) / (v * sqrtT);
  float d2 = d1 - v * sqrtT;
  float expRT = __nv_expf(-r * t);
  call[i] = s * cnd(d1) - x * expRT * cnd(d2);
  put[i] = x * expRT * (1.0f - cnd(d2)) - s * (1.0f - cnd(d1));
}
