// warp_atomics (extended): atomics on warp-uniform addresses, which the
// compiler aggregates per warp (one atomic by the lowest active lane):
// atomicAdd(&ctr[blockIdx.x], 1) and a shared counter whose old values every
// lane stores, a __atomic_fetch_sub of a uniform k in divergent code (odd
// inputs only), and grid-wide add, signed max, unsigned min, and, or and xor
// of per-lane values whose old values are unused. Blocks are one warp, so
// the old values a warp sees do not depend on how warps interleave: lanes
// take them in ascending lane order, as serial atomics in lane order would.
// Finally "one lane does it": the leader of the active lanes
// (lane == __ffs(__activemask()) - 1, written with __builtin_ctz) stores the
// number of active lanes, once in converged code and once among the lanes
// with odd inputs.
#include <__clang_cuda_builtin_vars.h>

#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))

static __device__ __attribute__((always_inline)) unsigned activemask() {
  unsigned m;
  asm volatile("activemask.b32 %0;" : "=r"(m));
  return m;
}

extern "C" __global__ void warp_atomics(const int *in, unsigned *ctr, unsigned *out, int *tot, unsigned *sres, int k) {
  __shared__ unsigned s;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = in[i];
  if (threadIdx.x == 0)
    s = 100;
  __syncthreads();
  unsigned a = (unsigned)__nvvm_atom_add_gen_i((int *)&ctr[blockIdx.x], 1);
  out[3 * i] = a;
  unsigned b = 0xdead;
  if (x & 1)
    b = __atomic_fetch_sub(&ctr[gridDim.x + blockIdx.x], (unsigned)k, __ATOMIC_RELAXED);
  out[3 * i + 1] = b;
  unsigned c = (unsigned)__nvvm_atom_add_gen_i((int *)&s, 3);
  out[3 * i + 2] = c;
  __nvvm_atom_add_gen_i(&tot[0], x);
  __nvvm_atom_max_gen_i(&tot[1], x);
  __nvvm_atom_min_gen_ui((unsigned *)&tot[2], (unsigned)x);
  __nvvm_atom_and_gen_i(&tot[3], x | 0x10);
  __nvvm_atom_or_gen_i(&tot[4], x & 0x7ff);
  __nvvm_atom_xor_gen_i(&tot[5], x);
  __syncthreads();
  if (threadIdx.x == 0)
    sres[blockIdx.x] = s;
  unsigned m = activemask();
  if (__nvvm_read_ptx_sreg_laneid() == (unsigned)__builtin_ctz(m))
    sres[gridDim.x + blockIdx.x] = __builtin_popcount(m);
  if (x & 1) {
    unsigned mo = activemask();
    if (__nvvm_read_ptx_sreg_laneid() == (unsigned)__builtin_ctz(mo))
      sres[2 * gridDim.x + blockIdx.x] = __builtin_popcount(mo) * 100 + threadIdx.x;
  }
}
