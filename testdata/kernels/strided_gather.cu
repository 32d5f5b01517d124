// strided_gather: 64-bit index products that overflow 32 bits (stride above
// 2^32), masked back into a power-of-two table, read both forward and backward
// from a one-past-the-end pointer.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void strided_gather(const long long *table, long long *out,
                                          unsigned long long stride, unsigned long long offset,
                                          int log2n, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count)
    return;
  unsigned long long mask = (1ULL << (log2n & 63)) - 1;
  unsigned long long idx = ((unsigned long long)i * stride + offset) & mask;
  const long long *end = table + (mask + 1);
  long long fwd = table[idx];
  long long bwd = end[-1 - (long long)idx];
  out[i] = (long long)((unsigned long long)fwd - (unsigned long long)bwd);
}
