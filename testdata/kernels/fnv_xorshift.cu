// fnv_xorshift: FNV-1a over the eight bytes of a 64-bit value (byte
// extraction by shifts) and a data-independent xorshift64* loop whose trip
// count is a kernel parameter.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void fnv_xorshift(const unsigned long long *in, unsigned long long *fnv,
                                        unsigned long long *xs, int rounds, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned long long v = in[i];
  unsigned long long h = 0xcbf29ce484222325ULL;
  for (int b = 0; b < 8; ++b) {
    h ^= (v >> (8 * b)) & 0xff;
    h *= 0x100000001b3ULL;
  }
  fnv[i] = h;
  unsigned long long x = v | 1;
  for (int r = 0; r < rounds; ++r) {
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
  }
  xs[i] = x * 0x2545f4914f6cdd1dULL;
}
