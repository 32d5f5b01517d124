// prefix_segments: each thread scans its own segment sequentially: an
// inclusive 64-bit prefix sum and a running maximum carried in loop phis.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

typedef __SIZE_TYPE__ size_t;

extern "C" __global__ void prefix_segments(const int *in, long long *prefix, int *runmax, int seg,
                                           int nseg) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= (unsigned)nseg)
    return;
  size_t base = (size_t)t * seg;
  long long acc = 0;
  int best = -2147483647 - 1;
  for (int j = 0; j < seg; ++j) {
    int v = in[base + j];
    acc += v;
    best = v > best ? v : best;
    prefix[base + j] = acc;
    runmax[base + j] = best;
  }
}
