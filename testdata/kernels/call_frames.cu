#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define NOINLINE __attribute__((noinline))

// Issue 12, real calls: a callee with divergent control flow (a data-dependent
// loop and an early return) and a local array in its frame on the stack, called
// from divergent code; a helper with 20 arguments (more than the 16 argument
// registers: the rest go on the stack) including 64-bit ones; a struct result.

struct pair {
  unsigned lo, hi;
};

__device__ NOINLINE unsigned scan(const unsigned *p, unsigned x) {
  unsigned local[8];
  for (int j = 0; j < 8; j++)
    local[j] = p[j] + x * (unsigned)j;
  if (x % 3u == 0u)
    return local[x & 7u];
  unsigned s = 0u;
  for (unsigned j = 0; j < (x & 7u); j++) {
    s += local[(s + j) & 7u];
    if (s > 0x80000000u)
      break;
  }
  return s ^ local[(x >> 3) & 7u];
}

__device__ NOINLINE unsigned many(unsigned a0, unsigned a1, unsigned long long b0, unsigned a2, unsigned a3,
                                  unsigned a4, unsigned a5, unsigned long long b1, unsigned a6, unsigned a7,
                                  unsigned a8, unsigned a9, unsigned a10, unsigned long long b2, unsigned a11,
                                  unsigned a12, unsigned a13, unsigned long long b3, unsigned a14, unsigned a15) {
  unsigned long long t = b0 ^ (b1 << 1) ^ (b2 << 2) ^ (b3 << 3);
  return a0 + 2u * a1 + 3u * a2 + 5u * a3 + 7u * a4 + 11u * a5 + 13u * a6 + 17u * a7 + 19u * a8 + 23u * a9 +
         29u * a10 + 31u * a11 + 37u * a12 + 41u * a13 + 43u * a14 + 47u * a15 + (unsigned)t + (unsigned)(t >> 32);
}

__device__ NOINLINE pair split(unsigned long long v, unsigned k) {
  pair p;
  p.lo = (unsigned)v + k;
  p.hi = (unsigned)(v >> 32) ^ k;
  return p;
}

extern "C" __global__ void call_frames(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned x = in[i];
  unsigned r = 0u;
  if (x & 2u)
    r = scan(in + (i & ~7), x);
  unsigned long long big = ((unsigned long long)x << 32) | (unsigned)i;
  unsigned m = many(x, x + 1u, big, x + 2u, x + 3u, x + 4u, x + 5u, big + 1u, x + 6u, x + 7u, x + 8u, x + 9u,
                    x + 10u, big * 3u, x + 11u, x + 12u, x + 13u, ~big, x + 14u, x + 15u);
  pair p = split(big ^ m, r);
  out[4 * i] = r;
  out[4 * i + 1] = m;
  out[4 * i + 2] = p.lo;
  out[4 * i + 3] = p.hi;
}
