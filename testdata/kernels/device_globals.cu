// device_globals (extended): __device__ variables, whose generic address
// is a constant addrspacecast of an addrspace(1) global: an initialized
// table, a zero-initialized counter bumped with atomicInc (the old values
// go to a histogram, so the result does not depend on thread order), and a
// per-thread scratch array written and read back.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

__device__ int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
__device__ unsigned counter;
__device__ unsigned scratch[64];
struct TagValue {
  unsigned short a;
  unsigned b;
};
__device__ TagValue pairs[2] = {{7, 70000}, {9, 90000}};

extern "C" __global__ void device_globals(const int *in, unsigned *out, unsigned *hist, unsigned lim, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = in[i];
  unsigned old = __nvvm_atom_inc_gen_ui(&counter, lim);
  __nvvm_atom_add_gen_i((int *)&hist[old & 15], 1);
  scratch[i & 63] = (unsigned)x * (unsigned)table[x & 7];
  const TagValue &p = pairs[(x >> 3) & 1];
  out[i] = scratch[i & 63] + p.a + p.b;
}
