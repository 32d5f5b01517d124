#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define NOINLINE __attribute__((noinline))

// Issue 12: calls to device functions that clang keeps out of line (noinline).
// gpucc compiles them as subroutines (CALL/RET): returns from several places
// joined before the RET, a helper called in a loop, nested helpers, a helper
// with a local array (in its stack frame), and a void helper that stores
// through a pointer.

__device__ NOINLINE unsigned rot(unsigned x, unsigned k) {
  k &= 31u;
  return k == 0u ? x : (x << k) | (x >> (32u - k));
}

__device__ NOINLINE unsigned step(unsigned x, unsigned k) {
  if (x & 1u)
    return 3u * x + k;
  if (x & 2u) {
    unsigned y = x;
    for (unsigned i = 0; i < (k & 3u); i++)
      y = y * 5u + rot(k, i);
    return y;
  }
  return rot(x >> 1, k);
}

__device__ NOINLINE unsigned pick(const unsigned *p, unsigned sel) {
  unsigned local[4];
  for (int i = 0; i < 4; i++)
    local[i] = p[i] ^ (unsigned)i;
  return local[sel & 3u] + local[(sel >> 2) & 3u];
}

__device__ NOINLINE void put(unsigned *out, unsigned i, unsigned v) {
  if (v == 0u)
    return;
  out[i] = v;
}

extern "C" __global__ void device_calls(const unsigned *in, unsigned *out, int n, unsigned iters) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned x = in[i];
  for (unsigned k = 0; k < iters; k++)
    x = step(x, k);
  unsigned q = pick(in + (i & ~3), x);
  out[2 * i] = 0u;
  put(out, 2u * i, x + q);
  out[2 * i + 1] = q;
}
