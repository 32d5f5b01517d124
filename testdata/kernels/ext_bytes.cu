// ext_bytes (extended): 8- and 16-bit global loads and stores: a byte
// cipher with sign-extended char arithmetic and a 16-bit saturating scale.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void ext_bytes(const unsigned char *in8, unsigned char *out8,
                                     const short *in16, unsigned short *out16, signed char key,
                                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  signed char c = (signed char)in8[i];
  out8[i] = (unsigned char)((c >> 1) + key) ^ (unsigned char)i;
  int s = in16[i] * 3;
  if (s > 32767)
    s = 32767;
  if (s < -32768)
    s = -32768;
  out16[i] = (unsigned short)(s + 32768);
}
