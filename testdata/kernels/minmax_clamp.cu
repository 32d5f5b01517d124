// minmax_clamp: select-heavy code: signed/unsigned min and max, clamp to a
// range, absolute value, and a 64-bit absolute difference.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void minmax_clamp(const int *a, const int *b, int lo, int hi, int *out,
                                        unsigned long long *out64, long long n) {
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = a[i];
  int y = b[i];
  int mn = x < y ? x : y;
  int mx = x > y ? x : y;
  int clamped = x < lo ? lo : (x > hi ? hi : x);
  unsigned absx = x < 0 ? 0u - (unsigned)x : (unsigned)x;
  unsigned umin = (unsigned)x < (unsigned)y ? (unsigned)x : (unsigned)y;
  out[5 * i + 0] = mn;
  out[5 * i + 1] = mx;
  out[5 * i + 2] = clamped;
  out[5 * i + 3] = (int)absx;
  out[5 * i + 4] = (int)umin;
  long long wx = (long long)x * 3;
  long long wy = (long long)y - 7;
  unsigned long long diff = wx > wy ? (unsigned long long)(wx - wy) : (unsigned long long)(wy - wx);
  unsigned long long pick = (x & 1) ? (unsigned long long)wx : (unsigned long long)(y >= 0 ? y : -1LL);
  out64[i] = diff ^ (pick << 1);
}
