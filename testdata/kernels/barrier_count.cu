// barrier_count (extended): __syncthreads_count, __syncthreads_and and
// __syncthreads_or (llvm.nvvm.barrier0.popc/and/or) over blocks of 80
// threads (the last warp is partial) and a partial last block; every
// thread takes part, those past n with x = 0.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))

extern "C" __global__ void barrier_count(const int *in, int *out, int *blockres, int n, int thr) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = i < n ? in[i] : 0;
  int c = __nvvm_bar0_popc(x > thr);
  int all = __nvvm_bar0_and(x != 0);
  int any = __nvvm_bar0_or(x < -thr);
  int c2 = 0;
  for (int k = 0; k < 3; k++)
    c2 += __nvvm_bar0_popc((x >> k) & 1);
  if (i < n)
    out[i] = c * 1000000 + all * 100000 + any * 10000 + c2;
  if (threadIdx.x == 0)
    blockres[blockIdx.x] = c;
}
