// bit_manip: bit counting and packing as CUDA code writes it with compiler
// builtins (no CUDA headers): population counts, leading/trailing zeros of
// 32- and 64-bit values, bit and byte reversal, byte packing, add chains of
// three and more terms (32- and 64-bit) and the high halves of products.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void bit_manip(const unsigned *in, const unsigned long long *in64, unsigned *out,
                                     unsigned long long *out64, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned x = in[i];
  unsigned long long y = in64[i];
  unsigned pc = __builtin_popcount(x) + 3u * __builtin_popcountll(y);
  unsigned lz = __builtin_clz(x | 1u) + 64u * (unsigned)__builtin_clzll(y | 1ull);
  unsigned tz = (x ? __builtin_ctz(x) : 99u) + 128u * (unsigned)__builtin_ctzll(y | (1ull << 63));
  unsigned rv = __builtin_bitreverse32(x) ^ (unsigned)(__builtin_bitreverse64(y) >> 7);
  unsigned bs = __builtin_bswap32(x) + (unsigned)(__builtin_bswap64(y) >> 8);
  unsigned pk = (x & 0xffu) | ((unsigned)(y & 0xff) << 8) | ((x >> 24) << 16) | ((unsigned)(y >> 56) << 24);
  unsigned s3 = x + (unsigned)y + (unsigned)(y >> 32) + pc - lz;
  unsigned long long s64 = y + (unsigned long long)x * 7ull + (y >> 3) + (unsigned long long)tz;
  long long mh = __nvvm_mulhi_ll((long long)y, (long long)(y ^ 0x9e3779b97f4a7c15ull));
  unsigned long long uh = __nvvm_mulhi_ull(y, s64);
  unsigned h32 = __nvvm_mulhi_ui(x, 0x85ebca6bu) ^ (unsigned)__nvvm_mulhi_i((int)x, -7);
  out[6 * i + 0] = pc;
  out[6 * i + 1] = lz;
  out[6 * i + 2] = tz;
  out[6 * i + 3] = rv ^ bs;
  out[6 * i + 4] = pk;
  out[6 * i + 5] = s3 ^ h32;
  out64[3 * i + 0] = s64;
  out64[3 * i + 1] = (unsigned long long)mh;
  out64[3 * i + 2] = uh;
}
