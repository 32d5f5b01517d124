// div_const_all: division and remainder by constants for every signedness
// and width (8, 16, 32 and 64 bits): powers of two (with the sign fix-up of
// signed division), small odd and even divisors, divisors whose magic number
// needs 33 or 65 bits, and negative divisors.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void div_const_all(const long long *in, unsigned *out, unsigned long long *out64, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  long long v = in[i];
  signed char s8 = (signed char)v;
  unsigned char u8 = (unsigned char)v;
  short s16 = (short)(v >> 8);
  unsigned short u16 = (unsigned short)(v >> 8);
  int s32 = (int)(v >> 16);
  unsigned u32 = (unsigned)(v >> 16);
  unsigned long long u64 = (unsigned long long)v;
  out[8 * i + 0] = (unsigned)(s8 / 7) ^ ((unsigned)(s8 % -3) << 8) ^ ((unsigned)(u8 / 10) << 16) ^ ((unsigned)(u8 % 6) << 24);
  out[8 * i + 1] = (unsigned)(s16 / 100) ^ ((unsigned)(s16 % 16) << 16);
  out[8 * i + 2] = (unsigned)(u16 / 641) + ((unsigned)(u16 % 13) << 16);
  out[8 * i + 3] = (unsigned)(s32 / 7);
  out[8 * i + 4] = (unsigned)(s32 % -1000);
  out[8 * i + 5] = u32 / 7 + u32 % 641;
  out[8 * i + 6] = (unsigned)(s32 / 64) ^ (unsigned)(s32 % 64);
  out[8 * i + 7] = u32 / 0x80000001u;
  out64[4 * i + 0] = u64 / 10 + u64 % 7;
  out64[4 * i + 1] = (unsigned long long)(v / -3);
  out64[4 * i + 2] = (unsigned long long)(v % 1000000007ll);
  out64[4 * i + 3] = u64 / 274177ull + (unsigned long long)(v / 4096);
}
