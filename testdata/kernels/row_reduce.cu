// row_reduce: one thread per matrix row with a 64-bit row stride; a loop
// carrying four reductions (64-bit sum, rotating xor, max, negative count).
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void row_reduce(const int *mat, long long row_stride, int cols, int rows,
                                      long long *sums, unsigned *xors, int *maxes, int *negs) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  const int *row = mat + r * row_stride;
  long long sum = 0;
  unsigned x = 0;
  int best = -2147483647 - 1;
  int neg = 0;
  for (int c = 0; c < cols; ++c) {
    int v = row[c];
    sum += v;
    x ^= (unsigned)v << (c & 7);
    best = v > best ? v : best;
    neg += v < 0;
  }
  sums[r] = sum;
  xors[r] = x;
  maxes[r] = best;
  negs[r] = neg;
}
