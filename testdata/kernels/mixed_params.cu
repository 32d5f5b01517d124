// mixed_params: char/short/int/long long/pointer parameters interleaved so
// that every parameter after the first needs alignment padding.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void mixed_params(char c, int *out, short s, long long big, char c2,
                                        const unsigned *in, int k, short s2,
                                        unsigned long long mask, long long *out64, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned v = in[i];
  unsigned r = v * (unsigned)c + (unsigned)s;
  r ^= (unsigned)(big >> (i & 63));
  r += (unsigned)c2 * (unsigned)k;
  out[i] = (int)(r - (unsigned)s2);
  long long wide = (long long)(int)r * s2;
  unsigned long long both = ((unsigned long long)v << 32) | v;
  out64[i] = wide ^ (long long)(mask & both);
}
