// stencil2d: 2D grid and 2D blocks (blockIdx.y/threadIdx.y), a row pitch in
// elements passed as long long, negative pointer offsets to the row above,
// and nested divergent branches for the border cells.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void stencil2d(const int *in, int *out, int width, int height,
                                     long long pitch) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  const int *row = in + (long long)y * pitch;
  unsigned c = row[x];
  unsigned acc;
  if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
    if (x == 0 && y == 0)
      acc = c;
    else if (x == 0 || x == width - 1)
      acc = c * 2;
    else
      acc = c * 3 - row[x - 1];
  } else {
    acc = 4 * c - row[x - 1] - row[x + 1] - row[x - pitch] - row[x + pitch];
  }
  out[(long long)y * pitch + x] = (int)acc;
}
