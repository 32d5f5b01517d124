// fp_libm_calls: CUDA math functions as clang leaves them with -nocudalib:
// calls to the libdevice API (__nv_expf, ...; the CUDA headers map expf to
// them) and, through clang's builtins, LLVM's math intrinsics
// (llvm.sin.f32, llvm.pow.f32, llvm.exp2.f32). gpucc links its own device
// math library (lower/mathlib) for both. Approximate (within the library's
// documented 2 ulp): tolerances in the suite entry.
#include "fp_prelude.h"
#pragma clang fp contract(off)

extern "C" __device__ float __nv_expf(float);
extern "C" __device__ float __nv_logf(float);
extern "C" __device__ float __nv_atan2f(float, float);
extern "C" __device__ float __nv_erff(float);
extern "C" __device__ float __nv_tanhf(float);
extern "C" __device__ void __nv_sincosf(float, float *, float *);

extern "C" __global__ void fp_libm_calls(const float *x, const float *y, float *ex, float *lg, float *at,
                                         float *er, float *th, float *sn, float *cs, float *pw, float *bs,
                                         float *e2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i], w = y[i];
  ex[i] = __nv_expf(v);
  lg[i] = __nv_logf(__builtin_fabsf(v) + 0.5f);
  at[i] = __nv_atan2f(v, w);
  er[i] = __nv_erff(v);
  th[i] = __nv_tanhf(w);
  float s, c;
  __nv_sincosf(v * 10.0f, &s, &c);
  sn[i] = s;
  cs[i] = c;
  pw[i] = __builtin_powf(__builtin_fabsf(w) + 0.25f, v);
  bs[i] = __builtin_sinf(w * 100.0f);
  e2[i] = __builtin_exp2f(v * 4.0f);
}
