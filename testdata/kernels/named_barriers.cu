// named_barriers (extended): two warp groups of a 128-thread block each
// synchronize on their own named barrier with a thread count
// (bar.sync 1+group, 64: a variable id and a constant count), exchanging
// values through their half of a shared array for `rounds` rounds, then
// the whole block meets at named barrier 5 (bar.sync 5: all threads) and
// reads the other group's half; barriers with a constant id and a
// variable count (bar.sync 6, 32*nwarps), both variable, both constant and
// bar.sync 9 follow.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))

extern "C" __global__ void named_barriers(const unsigned *in, unsigned *out, unsigned *out2, int rounds,
                                          unsigned nwarps) {
  __shared__ unsigned buf[128];
  unsigned t = threadIdx.x;
  unsigned group = t >> 6; // warps 0-1: group 0, warps 2-3: group 1
  unsigned lt = t & 63;
  unsigned i = blockIdx.x * 128 + t;
  unsigned acc = in[i];
  for (int r = 0; r < rounds; r++) {
    buf[t] = acc;
    __nvvm_barrier_sync_cnt(1 + group, 64);
    acc = acc + buf[(group << 6) + ((lt + 1 + (unsigned)r) & 63)] * 3u;
    __nvvm_barrier_sync_cnt(1 + group, 64);
  }
  buf[t] = acc ^ 0x55u;
  __nvvm_barrier_sync(5);
  unsigned other = buf[127 - t];
  __nvvm_barrier_sync_cnt(6, 32 * nwarps);
  out2[i] = other + t;
  // The remaining operand forms: both variable, both constant, bar.sync.
  __nvvm_barrier_sync_cnt(nwarps + 3, 32 * nwarps);
  __nvvm_barrier_sync_cnt(8, 128);
  __nvvm_bar_sync(9);
  out[i] = acc + 1u;
}
