// tiled_imatmul (extended): integer matrix product C = A x B through 8x8
// shared-memory tiles, as the textbook tiled matrix multiply: every thread of
// an 8x8 block loads one element of an A tile and one of a B tile (zero
// outside the matrices: m, n and k are not multiples of 8), the block
// synchronises, each thread accumulates the tile's eight products, and the
// loop moves on to the next pair of tiles. Products are 32x32 -> 64-bit
// signed multiplies summed modulo 2^64 (unsigned, so no overflow is
// undefined), then mixed with the row and column into the 64-bit result.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

#define TILE 8

extern "C" __global__ void tiled_imatmul(const int *a, const int *b, unsigned long long *c, int m, int n,
                                         int k) {
  __shared__ int ta[TILE][TILE];
  __shared__ int tb[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  unsigned long long acc = 0;
  for (int t = 0; t < k; t += TILE) {
    ta[ty][tx] = row < m && t + tx < k ? a[row * k + t + tx] : 0;
    tb[ty][tx] = t + ty < k && col < n ? b[(t + ty) * n + col] : 0;
    __syncthreads();
    for (int j = 0; j < TILE; ++j)
      acc += (unsigned long long)((long long)ta[ty][j] * tb[j][tx]);
    __syncthreads();
  }
  if (row < m && col < n)
    c[row * n + col] = acc ^ ((unsigned long long)row << 48) ^ ((unsigned long long)col << 32);
}
