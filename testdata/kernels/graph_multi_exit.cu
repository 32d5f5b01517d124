// graph_multi_exit: a search loop whose exit test LLVM merges with the
// following if, so the loop exits straight into the then-region and the
// else-region (issue 17), inside a grid-stride loop inside a do/while.
// Lanes leave the search loop at different iterations and must reconverge.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void graph_multi_exit(const int *rowptr, const int *col, const int *weight,
                                            int *hits, int *misses, int n, int rounds) {
  int round = 0;
  do { // rounds >= 1
    for (int v = blockIdx.x * blockDim.x + threadIdx.x; v < n; v += blockDim.x * gridDim.x) {
      int i = rowptr[v];
      int end = rowptr[v + 1];
      int key = (v + round) & 7;
      // Skip the neighbours whose colour differs from the key.
      while (i < end && (col[i] & 7) != key)
        i++;
      if (i < end) {
        int w = weight[i];
        if (w > 0)
          hits[v] += w + (i - rowptr[v]);
        else
          hits[v] -= w * round;
      } else {
        int m = misses[v];
        if (m & 1) {
          misses[v] = m * 3 + round;
        } else {
          // A short loop keeps these lanes inside the region a while.
          while (m > 64)
            m = (m >> 2) + v;
          misses[v] = m;
        }
      }
    }
  } while (++round != rounds);
}
