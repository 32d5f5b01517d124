// shared_negative_index (extended): pointers into the middle of a shared and
// a local array, indexed below them (issue 17): px = &cx[256]; px[t - 55].
// The index is negative for t < 55, so the address is a negative register
// plus a positive offset, which wraps modulo 2^32 to the element.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

#define __shared__ __attribute__((shared))

// Launch with blockDim.x == 256: each block fills all of cx.
extern "C" __global__ void shared_negative_index(const unsigned *in, unsigned *out, unsigned *out2, int n) {
  __shared__ unsigned cx[512];
  int t = threadIdx.x;
  int b = blockIdx.x * blockDim.x;
  cx[t] = in[(b + t) % n];
  cx[t + 256] = in[(b + t + 256) % n] ^ 0x5a5a;
  __syncthreads();
  unsigned *px = &cx[256];
  out[b + t] = px[t - 55];
  // A pointer into the middle whose offset is not a constant.
  unsigned *py = &cx[blockDim.x + 64];
  unsigned v = py[t - 300] * 3u;
  unsigned loc[16];
  for (int i = 0; i < 16; i++)
    loc[i] = cx[(t + 7 * i) & 511] + i;
  unsigned *pl = &loc[8];
  out2[b + t] = pl[(t & 15) - 8] - px[-1 - (t & 255)] + v;
}
