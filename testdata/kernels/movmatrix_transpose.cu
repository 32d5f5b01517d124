// movmatrix_transpose: each warp transposes an 8x8 matrix of 16-bit elements
// held in registers with PTX movmatrix (as tensor-core code does between a
// row-major and a column-major fragment): lane t holds row t/4, columns
// 2(t%4) and 2(t%4)+1. A second movmatrix restores the original; a third
// transposes a matrix computed from the lane id.
#include <__clang_cuda_builtin_vars.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

__device__ unsigned movmatrix_trans(unsigned x) {
  unsigned r;
  asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(r) : "r"(x));
  return r;
}

extern "C" __global__ void movmatrix_transpose(const unsigned *in, unsigned *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31;
  unsigned t = movmatrix_trans(in[i]);
  unsigned back = movmatrix_trans(t);
  unsigned gen = movmatrix_trans((lane * 2) | (lane * 2 + 1) << 16);
  out[3 * i] = t;
  out[3 * i + 1] = back ^ in[i];
  out[3 * i + 2] = gen;
}
