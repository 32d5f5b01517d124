// popcount_bits: bit counting by hand. A bit-serial loop with a shift-amount
// phi, a "highest set bit" loop with a data-dependent trip count, and a
// byte-wise nibble-table-free count on the 64-bit value.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void popcount_bits(const unsigned *in, const unsigned long long *in64,
                                         unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned v = in[i];
  unsigned ones = 0;
  for (int b = 0; b < 32; b += 2)
    ones += ((v >> b) & 1) + ((v >> (b + 1)) & 1);
  int top = -1;
  for (unsigned t = v; t != 0; t >>= 1)
    ++top;
  unsigned long long w = in64[i];
  unsigned ones64 = 0;
  for (int b = 0; b < 64; b += 8) {
    unsigned byte = (unsigned)(w >> b) & 0xff;
    unsigned pairs = byte - ((byte >> 1) & 0x55);
    unsigned quads = (pairs & 0x33) + ((pairs >> 2) & 0x33);
    ones64 += (quads + (quads >> 4)) & 0x0f;
  }
  out[3 * i + 0] = ones;
  out[3 * i + 1] = (unsigned)top;
  out[3 * i + 2] = ones64;
}
