// poly_horner64: 64-bit multiply/add chains: Horner evaluation of a
// polynomial with 64-bit coefficients, a widening 32x32->64 multiply, and a
// fixed number of 64-bit LCG steps.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void poly_horner64(const unsigned long long *coef, int degree,
                                         const unsigned *xs, unsigned long long *out,
                                         unsigned long long *lcg, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned long long x = xs[i];
  unsigned long long acc = 0;
  for (int d = degree; d >= 0; --d)
    acc = acc * x + coef[d];
  out[i] = acc;
  unsigned long long s = (unsigned long long)xs[i] * (unsigned)(i + 1) + acc;
  for (int r = 0; r < 4; ++r)
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
  lcg[i] = s;
}
