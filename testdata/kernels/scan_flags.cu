// scan_flags (extended): a block-wide Hillis-Steele scan in shared memory
// with several flag arrays, the way segmented scans and stream compaction
// are written. Each element has a value and a flag word: bit 0 starts a
// segment (so does the first thread of a block), bit 1 keeps the element
// for compaction, bit 2 negates its contribution, bit 3 drops it from the
// sum. Per element the kernel writes the inclusive segmented sum (modulo
// 2^32), the exclusive count of kept elements (its compaction slot), the
// inclusive maximum of the values so far in the block, and for kept
// elements the value into the block's compacted output; the last thread
// writes the block's count of kept elements.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

#define BLOCK 128

extern "C" __global__ void scan_flags(const unsigned *val, const unsigned *flags, unsigned *seg, unsigned *slot,
                                      unsigned *runmax, unsigned *compact, unsigned *counts, int n) {
  __shared__ unsigned sum[BLOCK];
  __shared__ unsigned head[BLOCK];
  __shared__ unsigned kept[BLOCK];
  __shared__ unsigned big[BLOCK];
  unsigned t = threadIdx.x;
  int i = blockIdx.x * BLOCK + t;
  unsigned v = 0, f = 0;
  if (i < n) {
    v = val[i];
    f = flags[i];
  }
  unsigned contrib = f & 8 ? 0u : f & 4 ? 0u - v : v;
  unsigned keep = f >> 1 & 1;
  sum[t] = contrib;
  head[t] = (f & 1) | (t == 0);
  kept[t] = keep;
  big[t] = v;
  __syncthreads();
  for (unsigned off = 1; off < BLOCK; off <<= 1) {
    unsigned ps = 0, ph = 0, pk = 0, pb = 0;
    if (t >= off) {
      ps = sum[t - off];
      ph = head[t - off];
      pk = kept[t - off];
      pb = big[t - off];
    }
    __syncthreads();
    if (t >= off) {
      if (!head[t])
        sum[t] += ps;
      head[t] |= ph;
      kept[t] += pk;
      if (pb > big[t])
        big[t] = pb;
    }
    __syncthreads();
  }
  unsigned before = kept[t] - keep;
  if (i < n) {
    seg[i] = sum[t];
    slot[i] = before;
    runmax[i] = big[t];
    if (keep)
      compact[blockIdx.x * BLOCK + before] = v;
  }
  if (t == BLOCK - 1)
    counts[blockIdx.x] = kept[t];
}
