#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define NOINLINE __attribute__((noinline))

// Issue 12, real calls: noinline helpers stay subroutines (CALL/RET). A
// helper called in a loop with values live across the call (they must sit in
// callee-saved registers or be spilled), a helper called from both arms of a
// divergent branch, a 64-bit argument and result, a bool result, and a helper
// calling another helper.

__device__ NOINLINE unsigned mix(unsigned x, unsigned k) {
  x ^= x >> 15;
  x *= 0x2c1b3c6du + k;
  x ^= x >> 12;
  return x;
}

__device__ NOINLINE unsigned long long wide(unsigned long long a, unsigned b) {
  return a * 0x9E3779B97F4A7C15ull + (a >> 29) + b;
}

__device__ NOINLINE bool odd_bits(unsigned x) {
  return (__builtin_popcount(x) & 1u) != 0u;
}

__device__ NOINLINE unsigned twice(unsigned x, unsigned k) {
  return mix(mix(x, k), k + 1u) + k;
}

extern "C" __global__ void call_loop(const unsigned *in, unsigned *out, unsigned long long *out64, int n,
                                     unsigned iters) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned x = in[i];
  unsigned acc = 0u, live1 = x * 3u, live2 = x ^ 0x55u;
  for (unsigned k = 0; k < iters; k++) {
    acc += mix(x + k, k);
    live1 = live1 * 7u + k;
  }
  unsigned y;
  if (x & 1u)
    y = twice(x, 3u);
  else
    y = mix(x, 5u) ^ live2;
  unsigned long long w = wide(((unsigned long long)x << 32) | acc, y);
  out[3 * i] = acc + live1;
  out[3 * i + 1] = y + (odd_bits(acc) ? 1u : 0u);
  out[3 * i + 2] = live2;
  out64[i] = w;
}
