// fp_histogram: a histogram of float keys: bin = floor((key - lo) * scale)
// clamped to [0, nbins-1] (infinities land in the end bins), NaN keys in an
// extra bin nbins. Counts and key sums per bin are gathered with integer
// and float atomics in shared memory, then added to global memory. Keys are
// multiples of 1/64 below 8 in magnitude, so every float sum is exact in any
// order: compared exactly.
#include "fp_prelude.h"
#pragma clang fp contract(off)

extern "C" __global__ void fp_histogram(const float *keys, unsigned *counts, float *sums, float lo, float scale,
                                        int nbins, int n) {
  __shared__ unsigned c[32];
  __shared__ float s[32];
  int t = threadIdx.x;
  if (t < 32) {
    c[t] = 0;
    s[t] = 0.0f;
  }
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x) {
    float k = keys[i];
    int b;
    if (k != k) {
      b = nbins;
    } else {
      float f = __nvvm_fmin_f(__nvvm_fmax_f((k - lo) * scale, 0.0f), (float)(nbins - 1));
      b = __nvvm_f2i_rm(f);
      __nvvm_atom_add_gen_f(&s[b], k);
    }
    __nvvm_atom_add_gen_i((int *)&c[b], 1);
  }
  __syncthreads();
  if (t <= nbins) {
    __nvvm_atom_add_gen_i((int *)&counts[t], (int)c[t]);
    if (t < nbins)
      __nvvm_atom_add_gen_f(&sums[t], s[t]);
  }
}
