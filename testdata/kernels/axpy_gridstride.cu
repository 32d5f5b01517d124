// axpy_gridstride: y = a*x + y over 64-bit elements with a grid-stride loop
// and size_t induction variable.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

typedef __SIZE_TYPE__ size_t;

extern "C" __global__ void axpy_gridstride(unsigned long long a, const unsigned long long *x,
                                           unsigned long long *y, unsigned n) {
  size_t stride = (size_t)blockDim.x * gridDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    y[i] = a * x[i] + y[i];
}
