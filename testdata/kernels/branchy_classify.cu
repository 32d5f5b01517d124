// branchy_classify: nested divergent branches on threadIdx and on data, with
// stores and a data-dependent loop inside some arms so that they cannot all be
// flattened into selects.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void branchy_classify(const int *in, int *cls, int *val, int threshold,
                                            int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = in[i];
  if (threadIdx.x & 1) {
    if (v < 0) {
      cls[i] = 1;
      val[i] = -(v >> 1);
    } else if (v > threshold) {
      cls[i] = 2;
      val[i] = (int)((unsigned)v - (unsigned)threshold);
    } else {
      unsigned x = (unsigned)v ^ (unsigned)threshold;
      for (int r = v & 7; r > 0; --r)
        x = x * 33 + (unsigned)r;
      cls[i] = 3;
      val[i] = (int)x;
    }
  } else {
    if ((v & 0xff) == 0) {
      cls[i] = 4;
      val[i] = v >> 8;
    } else if (v & 0x100) {
      if (threadIdx.x < 16) {
        cls[i] = 5;
        val[i] = (int)((unsigned)v + threadIdx.x);
      } else {
        cls[i] = 6;
        val[i] = (int)((unsigned)v - 1u);
      }
    } else {
      cls[i] = 7;
      val[i] = ~v;
    }
  }
}
