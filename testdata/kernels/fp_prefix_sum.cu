// fp_prefix_sum: inclusive prefix sum of floats within each block of 128:
// a Hillis-Steele scan in each warp with float shuffle-ups, warp totals
// scanned by thread 0 in shared memory, then added back. The addition order
// is fixed by the kernel, so the reference repeats it: compared exactly.
#include "fp_prelude.h"
#pragma clang fp contract(off)

extern "C" __global__ void fp_prefix_sum(const float *in, float *out, float *blocksum, int n) {
  __shared__ float wsum[4];
  int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  int i = blockIdx.x * blockDim.x + t;
  float v = i < n ? in[i] : 0.0f;
  for (int off = 1; off < 32; off *= 2) {
    float u = __nvvm_shfl_sync_up_f32(FULL_MASK, v, off, 0);
    if (lane >= off)
      v = v + u;
  }
  if (lane == 31)
    wsum[warp] = v;
  __syncthreads();
  if (t == 0) {
    float acc = 0.0f;
    for (int w = 0; w < 4; ++w) {
      float s = wsum[w];
      wsum[w] = acc;
      acc = acc + s;
    }
    blocksum[blockIdx.x] = acc;
  }
  __syncthreads();
  if (i < n)
    out[i] = warp == 0 ? v : v + wsum[warp];
}
