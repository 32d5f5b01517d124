// shifts_signed: arithmetic vs logical right shifts of negative values,
// signed vs unsigned compares at 8, 16, 32 and 64 bits, and sign extension.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void shifts_signed(const int *a, const int *b, int *out, long long *out64,
                                         int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = a[i];
  int y = b[i];
  int sh = y & 31;
  out[4 * i + 0] = x >> sh;
  out[4 * i + 1] = (int)((unsigned)x >> sh);
  out[4 * i + 2] = (int)((unsigned)x << sh);
  int flags = (x < y) | ((unsigned)x < (unsigned)y) << 1 | ((signed char)x < (signed char)y) << 2 |
              ((unsigned short)x > (unsigned short)y) << 3 | ((short)x >= (short)y) << 4 |
              ((long long)x * 4 > (long long)(unsigned)y) << 5;
  out[4 * i + 3] = flags;
  long long wide = x;
  out64[2 * i + 0] = wide >> (y & 63);
  long long packed = (long long)(((unsigned long long)(unsigned)x << 32) | (unsigned)y);
  out64[2 * i + 1] = packed >> ((y >> 8) & 63);
}
