// scan_blelloch (extended): the work-efficient (Blelloch) exclusive scan of
// 256 elements per block of 128 threads, two elements each, in shared
// memory: an up-sweep builds partial sums in a tree, the root is saved as
// the block's total and cleared, and a down-sweep swaps and adds its way
// back. Two arrays are scanned in the same sweeps: the values (sums modulo
// 2^32) and the keep flags (their exclusive count is each kept element's
// compaction slot). The kernel writes both exclusive scans per element, the
// block's totals, and the kept values compacted per block.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

#define N 256 // elements per block: two per thread

extern "C" __global__ void scan_blelloch(const unsigned *val, const unsigned *keep, unsigned *prefix, unsigned *slot,
                                         unsigned *compact, unsigned *totals, int n) {
  __shared__ unsigned s[N];
  __shared__ unsigned c[N];
  unsigned t = threadIdx.x;
  int base = blockIdx.x * N;
  for (int k = 0; k < 2; ++k) {
    int j = 2 * t + k, i = base + j;
    s[j] = i < n ? val[i] : 0;
    c[j] = i < n && keep[i] != 0;
  }
  unsigned off = 1;
  for (unsigned d = N >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d) {
      unsigned ai = off * (2 * t + 1) - 1, bi = off * (2 * t + 2) - 1;
      s[bi] += s[ai];
      c[bi] += c[ai];
    }
    off <<= 1;
  }
  if (t == 0) {
    totals[2 * blockIdx.x] = s[N - 1];
    totals[2 * blockIdx.x + 1] = c[N - 1];
    s[N - 1] = 0;
    c[N - 1] = 0;
  }
  for (unsigned d = 1; d < N; d <<= 1) {
    off >>= 1;
    __syncthreads();
    if (t < d) {
      unsigned ai = off * (2 * t + 1) - 1, bi = off * (2 * t + 2) - 1;
      unsigned ts = s[ai], tc = c[ai];
      s[ai] = s[bi];
      s[bi] += ts;
      c[ai] = c[bi];
      c[bi] += tc;
    }
  }
  __syncthreads();
  for (int k = 0; k < 2; ++k) {
    int j = 2 * t + k, i = base + j;
    if (i < n) {
      prefix[i] = s[j];
      slot[i] = c[j];
      if (keep[i] != 0)
        compact[base + c[j]] = val[i];
    }
  }
}
