// transpose2d: 64-bit element transpose with 2D grid/block indexing and
// size_t row/column index products.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

typedef __SIZE_TYPE__ size_t;

extern "C" __global__ void transpose2d(const unsigned long long *in, unsigned long long *out,
                                       unsigned width, unsigned height) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height)
    out[(size_t)x * height + y] = in[(size_t)y * width + x] ^ ((unsigned long long)y << 40 | x);
}
