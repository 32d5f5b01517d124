// ext_shared_reverse (extended): each block stages its tile in dynamic shared
// memory, synchronises, and writes the tile back reversed; a static shared
// word counts (with a shared atomic add) how many elements were non-zero.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

#define __shared__ __attribute__((shared))

extern "C" __global__ void ext_shared_reverse(const int *in, int *out, int *nonzero, int n) {
  extern __shared__ int tile[];
  __shared__ int count;
  unsigned t = threadIdx.x;
  unsigned base = blockIdx.x * blockDim.x;
  if (t == 0)
    count = 0;
  int v = base + t < (unsigned)n ? in[base + t] : 0;
  tile[t] = v;
  __syncthreads();
  if (v != 0)
    __nvvm_atom_add_gen_i(&count, 1);
  unsigned src = blockDim.x - 1 - t;
  if (base + t < (unsigned)n)
    out[base + t] = tile[src];
  __syncthreads();
  if (t == 0)
    nonzero[blockIdx.x] = count;
}
