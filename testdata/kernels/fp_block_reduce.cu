// fp_block_reduce: per-block sum and maximum of 128 floats: a shared-memory
// tree down to one warp, then a butterfly of float shuffles (every lane ends
// with the same value, since a+b == b+a). The addition order is fixed by the
// kernel, so the reference repeats it and the comparison is exact.
#include "fp_prelude.h"
#pragma clang fp contract(off)

extern "C" __global__ void fp_block_reduce(const float *in, float *sums, float *maxes, int n) {
  __shared__ float s[128];
  __shared__ float m[128];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  float v = i < n ? in[i] : 0.0f;
  s[t] = v;
  m[t] = i < n ? v : -__builtin_inff();
  __syncthreads();
  for (int w = blockDim.x / 2; w >= 32; w /= 2) {
    if (t < w) {
      s[t] = s[t] + s[t + w];
      m[t] = __nvvm_fmax_f(m[t], m[t + w]);
    }
    __syncthreads();
  }
  if (t < 32) {
    float sum = s[t], mx = m[t];
    for (int off = 16; off > 0; off /= 2) {
      sum = sum + __nvvm_shfl_sync_bfly_f32(FULL_MASK, sum, off, 31);
      mx = __nvvm_fmax_f(mx, __nvvm_shfl_sync_bfly_f32(FULL_MASK, mx, off, 31));
    }
    if (t == 0) {
      sums[blockIdx.x] = sum;
      maxes[blockIdx.x] = mx;
    }
  }
}
