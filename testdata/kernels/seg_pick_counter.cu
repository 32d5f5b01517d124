// seg_pick_counter: a segmented-sort style bucket count (issue 17). Each
// thread walks its segment, classifies every key into one of three buckets
// and picks the bucket's counter in its own row and the bucket's weight in
// a shared table with phis of constant-offset pointers (bias, bias + 1,
// bias + 2: GEPs of one kernel parameter merged by a phi, whose offsets
// -O2 once lost), then adds the weight to the counter.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void seg_pick_counter(const int *keys, const int *segs, const int *bias, int *counts,
                                            int *below, int *above, int lo, int hi, int nseg) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= nseg)
    return;
  int *row = counts + 3 * s;
  for (int i = segs[s]; i < segs[s + 1]; i++) {
    int k = keys[i];
    int *p;
    const int *b;
    if (k < lo) {
      below[i] = lo - k;
      p = row;
      b = bias;
    } else if (k < hi) {
      p = row + 1;
      b = bias + 1;
    } else {
      above[i] = k - hi;
      p = row + 2;
      b = bias + 2;
    }
    *p += 1 + (k & 1) + *b;
  }
}
