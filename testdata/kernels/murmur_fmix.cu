// murmur_fmix: MurmurHash3 x86_32 of one 4-byte key per thread (rotates and
// 32-bit multiplies) and the 64-bit finalizer fmix64.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

static __device__ inline unsigned rotl32(unsigned x, int r) { return (x << r) | (x >> (32 - r)); }

static __device__ inline unsigned fmix32(unsigned h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

static __device__ inline unsigned long long fmix64(unsigned long long k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdULL;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ULL;
  k ^= k >> 33;
  return k;
}

extern "C" __global__ void murmur_fmix(const unsigned *keys, unsigned *h32,
                                       const unsigned long long *keys64, unsigned long long *h64,
                                       unsigned seed, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned k = keys[i];
  k *= 0xcc9e2d51u;
  k = rotl32(k, 15);
  k *= 0x1b873593u;
  unsigned h = seed ^ k;
  h = rotl32(h, 13);
  h = h * 5 + 0xe6546b64u;
  h ^= 4; // key length in bytes
  h32[i] = fmix32(h);
  h64[i] = fmix64(keys64[i] + (unsigned long long)i * 0x9e3779b97f4a7c15ULL);
}
