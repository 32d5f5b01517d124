#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
typedef __SIZE_TYPE__ size_t;

// llvm.memcpy / memmove / memset of constant and per-thread lengths,
// alignments 1, 4 and 8, between global, shared and local memory.

struct Rec {
  long long a;
  int b, c;
  short d[5];
};

struct Big {
  int v[50];
};

// Each thread owns a 64-byte window of win and 8 quadwords of qw.
extern "C" __global__ void mem_intrinsics(const long long *srcq, long long *dstq, unsigned char *bytes,
                                          unsigned char *win, unsigned *out, const int *bsrci,
                                          int *bdsti, long long *qw, int n) {
  const Rec *src = (const Rec *)srcq;
  Rec *dst = (Rec *)dstq;
  const Big *bsrc = (const Big *)bsrci;
  Big *bdst = (Big *)bdsti;
  __shared__ int stage[64 * 4];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int t = threadIdx.x;
  // Shared <- global, constant size 16, align 4.
  __builtin_memcpy(&stage[4 * t], (const int *)src + 4 * (i % n), 16);
  __syncthreads();
  if (i >= n)
    return;
  // Struct copies: 32 bytes align 8 (inline), 200 bytes align 4 (a loop).
  dst[i] = src[(i * 7) % n];
  bdst[i] = bsrc[(i * 3) % n];
  // Odd constant size, align 1.
  __builtin_memcpy(bytes + 16 * i + 1, (const unsigned char *)src + 3 + 7 * (i % n), 13);
  // Per-thread length, align 8: 8-byte units and a byte tail.
  __builtin_memcpy(qw + 8 * i, (const long long *)src + 4 * ((i * 3) % (n - 1)), (i % 5) * 8 + (i % 3));
  unsigned char *w = win + 64 * i;
  int len = (i * 5) % 29;
  // memset of a per-thread (divergent) length.
  __builtin_memset(w, (unsigned char)(i * 3 + 1), len);
  // Overlapping moves in both directions, variable length.
  int k = i % 9;
  __builtin_memmove(w + 3, w + 3 + k, 20 + (i & 7));
  __builtin_memmove(w + 30 + k, w + 30, 17 + (i % 5));
  // Local array: memset and memcpy, then read with a variable index.
  unsigned loc[12];
  __builtin_memset(loc, 0, sizeof loc);
  __builtin_memcpy(loc + 2, &stage[4 * ((t + 1) % blockDim.x)], 16);
  // A per-thread length moved within local memory (overlapping).
  __builtin_memmove((char *)loc + (i & 3) * 3, (char *)loc + 4, 2 * (i % 7) + 11);
  unsigned s = 0;
  for (int j = 0; j <= i % 12; j++)
    s += loc[j] * (j + 1);
  out[i] = s;
}
