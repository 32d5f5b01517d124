// collatz: a data-dependent while loop (divergent trip counts across the warp)
// with an if/else inside, 64-bit state and a running maximum.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void collatz(const unsigned *start, unsigned *steps,
                                   unsigned long long *peak, unsigned limit, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned long long x = start[i];
  unsigned long long top = x;
  unsigned s = 0;
  while (x > 1 && s < limit) {
    if (x & 1)
      x = 3 * x + 1;
    else
      x >>= 1;
    top = x > top ? x : top;
    ++s;
  }
  steps[i] = s;
  peak[i] = top;
}
