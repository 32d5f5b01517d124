#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __constant__ __attribute__((constant))

// __constant__ arrays with initializers, read with constant and variable
// indices: ints, signed shorts, bytes, structs with a 64-bit field, a
// table copied into local memory, and a large table that puts the last
// one beyond the reach of a 16-bit offset.

struct Coef {
  int mul;
  long long add;
};

__constant__ int primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};
__constant__ short deltas[6] = {-300, 7, -1, 32000, -32768, 12};
__constant__ unsigned char sbox[16] = {0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5,
                                       0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76};
__constant__ Coef coefs[3] = {{3, 1000000007LL}, {-5, -77}, {9, 1LL << 40}};
__constant__ int big[9000] = {4, 8, 15, 16, 23, 42};
__constant__ unsigned far_away[4] = {0xdeadbeef, 0x12345678, 0xcafef00d, 0x0badc0de};

extern "C" __global__ void const_tables(const int *in, long long *out, unsigned *out2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = in[i];
  unsigned ux = (unsigned)x;
  long long acc = (long long)primes[ux % 8] * primes[3] + deltas[ux % 6] + sbox[(ux >> 4) & 15];
  const Coef &c = coefs[ux % 3];
  acc = acc * c.mul + c.add + coefs[2].add;
  int local[8];
  __builtin_memcpy(local, primes, sizeof local);
  for (int k = 0; k < (int)(ux % 5); k++)
    local[(ux + k) & 7] += deltas[k];
  acc += local[(ux >> 3) & 7] + big[ux % 9000] + big[5];
  out[i] = acc;
  out2[i] = far_away[ux & 3] ^ far_away[1];
}
