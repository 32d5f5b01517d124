// ext_divmod (extended): signed and unsigned 32- and 64-bit division and
// remainder with non-zero divisors (truncation toward zero).
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void ext_divmod(const int *num, const int *den, int *q, int *r,
                                      unsigned long long *uq, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int a = num[i];
  int b = den[i];
  if (b == 0 || (a == -2147483647 - 1 && b == -1)) {
    q[i] = 0;
    r[i] = a;
  } else {
    q[i] = a / b;
    r[i] = a % b;
  }
  unsigned long long wa = ((unsigned long long)(unsigned)a << 32) | (unsigned)b;
  unsigned long long wb = (unsigned)b | 1u;
  uq[2 * i + 0] = wa / wb;
  uq[2 * i + 1] = wa % (unsigned)(b | 1);
}
