// generic_pointers (extended): local and shared pointers that merge with
// global ones or pass through memory (issue 12, "generic addressing"): a
// pointer chosen among a shared, a local and a global element, a table of
// pointers kept in a local array, pointer arithmetic through integers and a
// pointer compare across spaces. The compiler must access the merged ones
// through their generic addresses (LD/ST/ATOM) and keeps LDS/LDL/LDG where
// the space is known.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __device__ void __syncthreads(void) __asm__("llvm.nvvm.barrier0");

// Picks one of three pointers in different spaces; the call is inlined, so
// the pick becomes a phi or select of generic pointers.
static __device__ const int *choose(int k, const int *a, const int *b, const int *c) {
  if (k == 0)
    return a;
  if (k == 1)
    return b;
  return c;
}

// Launch with blockDim.x == 128.
extern "C" __global__ void generic_pointers(const int *in, int *out, int *counter, int n) {
  __shared__ int sh[128];
  __shared__ int shcount;
  int loc[8];
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  sh[t] = in[g % n] * 3;
  for (int i = 0; i < 8; i++)
    loc[i] = in[(g + 5 * i) % n] - i;
  if (t == 0)
    shcount = 0;
  __syncthreads();
  // A phi (or select) of a shared, a local and a global pointer.
  const int *p = choose(t % 3, &sh[(t + 1) & 127], &loc[t & 7], &in[(g + 9) % n]);
  int v = *p;
  // A table of pointers in local memory, indexed by a variable: the loaded
  // pointer may point anywhere.
  const int *table[4] = {&sh[t ^ 1], &loc[(t * 3) & 7], &in[g % n], &sh[127 - t]};
  const int *q = table[(t >> 2) & 3];
  int w = q[0];
  // Integer round trip of a generic shared pointer, and its alignment.
  unsigned long long a = (unsigned long long)&sh[t];
  const int *r = (const int *)(a + (t < 127 ? 4 : -4));
  int x = *r + (int)(a & 3);
  // A compare of a local and a shared pointer (never equal), and of two
  // shared pointers reached two ways.
  int same = (p == &sh[(t + 1) & 127]) + 2 * (q == (const int *)&loc[0]);
  // An atomic through a pointer that is shared for some threads and global
  // for others.
  int *c = (t & 4) ? &shcount : counter;
  __nvvm_atom_add_gen_i(c, 1 + (t & 1));
  __syncthreads();
  out[4 * g] = v;
  out[4 * g + 1] = w;
  out[4 * g + 2] = x;
  out[4 * g + 3] = same * 1000 + shcount;
}
