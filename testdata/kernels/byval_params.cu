#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

// Structs passed by value: fields of every width read at fixed offsets, an
// array field indexed by a variable, a struct copied into local memory as
// a whole, a struct the kernel writes (each thread its own copy), and
// scalars laid out around them.

struct Div {
  unsigned mul;
  int shift;
  long long add;
  short tag[3];
  signed char bias;
};

struct Lut {
  int v[6];
};

extern "C" __global__ void byval_params(const int *in, long long *out, unsigned char key, Div d, int n,
                                        Lut lut, short s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned x = (unsigned)in[i];
  unsigned long long q = ((unsigned long long)x * d.mul) >> (d.shift & 31);
  long long r = (long long)q + d.add + d.tag[x % 3] + d.bias + key;
  r += lut.v[x % 6] * (long long)s;
  Lut copy = lut;
  for (int k = 0; k < (int)(x & 3); k++)
    copy.v[(x + k) % 6] += k + d.tag[1];
  r ^= copy.v[(x >> 2) % 6];
  // Writing the parameter itself: each thread changes its own copy.
  d.tag[x % 3] += (short)i;
  r += d.tag[(x >> 1) % 3] + d.tag[2];
  out[i] = r;
}
