// ext_atomic_hist (extended): global atomics: a 16-bin histogram of the low
// nibble via atomic add, a global maximum via atomic max, and a 64-bit
// atomic xor.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void ext_atomic_hist(const unsigned *in, unsigned *bins, int *maxv,
                                           unsigned long long *xacc, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (; i < n; i += blockDim.x * gridDim.x) {
    unsigned v = in[i];
    __nvvm_atom_add_gen_i((int *)&bins[v & 15], 1);
    __nvvm_atom_max_gen_i(maxv, (int)v);
    __nvvm_atom_xor_gen_ll((long long *)xacc, (long long)v << (v & 31));
  }
}
