#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __constant__ __attribute__((constant))
#define __shared__ __attribute__((shared))
#define NOINLINE __attribute__((noinline))

// A noinline subroutine reading a __constant__ table (fixed and variable
// index), shared memory the kernel wrote (the layout is the kernel's), the
// block geometry, and doing a global atomic. IR: clang-14 -O2 with
// -include gpucc_cuda.h -I include (README, "From CUDA to IR").
__constant__ unsigned tab[8] = {3, 1, 4, 1, 5, 9, 2, 6};
__device__ unsigned gcount;
__shared__ unsigned sh[64];
__device__ NOINLINE unsigned look(unsigned x) {
  atomicAdd(&gcount, 1u);
  return tab[x & 7] * 10u + tab[2] + sh[(x + 1) & 63] + blockDim.x + blockIdx.x;
}
extern "C" __global__ void sub_memory(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  sh[threadIdx.x] = threadIdx.x * 3u;
  __syncthreads();
  if (i >= n) return;
  out[i] = look(in[i]) + tab[i & 7];
}
