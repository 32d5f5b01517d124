// atomic_wrap (extended): CUDA's wrapping atomic counters atomicInc and
// atomicDec on global memory (with and without using the old value) and on
// shared memory; the old values are counted in a histogram, so the result
// does not depend on the order the threads run in.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))

extern "C" __global__ void atomic_wrap(unsigned *ctr, unsigned *hist, unsigned *sout, unsigned lim, int n) {
  __shared__ unsigned s[2];
  if (threadIdx.x == 0) {
    s[0] = 0;
    s[1] = 3;
  }
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned old = __nvvm_atom_inc_gen_ui(&ctr[0], lim);
    __nvvm_atom_add_gen_i((int *)&hist[old & 31], 1);
    unsigned dold = __nvvm_atom_dec_gen_ui(&ctr[1], lim);
    __nvvm_atom_add_gen_i((int *)&hist[32 + (dold & 15)], 1);
    __nvvm_atom_dec_gen_ui(&ctr[2], lim + 3); // old value unused: RED.DEC
    unsigned o2 = __nvvm_atom_inc_gen_ui(&s[0], 6);
    __nvvm_atom_dec_gen_ui(&s[1], 4);
    __nvvm_atom_add_gen_i((int *)&hist[48 + (o2 & 7)], 1);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    sout[2 * blockIdx.x] = s[0];
    sout[2 * blockIdx.x + 1] = s[1];
  }
}
