// vadd_guard: element-wise add with a 64-bit global index and an early return
// for the threads past the end of the data.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void vadd_guard(const int *a, const int *b, int *c, long long n) {
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // Unsigned add so the wrap-around at INT_MAX/INT_MIN is defined behaviour.
  c[i] = (int)((unsigned)a[i] + (unsigned)b[i]);
}
