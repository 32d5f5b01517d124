// const_pointers (extended): pointers into constant memory (__constant__
// arrays) and into the parameter bank (a struct passed by value) that merge
// with each other and with global pointers through phis and selects, walk a
// loop, and pass through a table of pointers in local memory (issue 12).
// Where every origin is one bank the compiler keeps LDC; elsewhere it reads
// through the generic address (LD) in the constant or parameter window.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __constant__ __attribute__((constant))

struct Params {
  int scale;
  int bias[4];
  short tag[6];
};

struct Keys {
  int k[4];
};

__constant__ int ctab[16] = {3, -7, 11, 19, -23, 29, 31, -37, 41, 43, -47, 53, 59, -61, 67, 71};
__constant__ int ctab2[8] = {1000, -2000, 3000, -4000, 5000, -6000, 7000, -8000};
__constant__ short cshort[6] = {-5, 9, -300, 32000, -32768, 77};
__constant__ long long cwide[4] = {1LL << 40, -3, 123456789012LL, -(1LL << 50)};
__constant__ long long cwide2[2] = {17, -(1LL << 33)};

// Picks one of three pointers; inlined by clang, so the pick becomes a phi or
// select of pointers into different spaces.
static __device__ const int *choose(unsigned k, const int *a, const int *b, const int *c) {
  if (k == 0)
    return a;
  if (k == 1)
    return b;
  return c;
}

extern "C" __global__ void const_pointers(const int *in, long long *out, Params p, Keys keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned ux = (unsigned)in[i];
  // Two constant arrays: every origin is constant memory.
  const int *c = (ux & 1) ? &ctab[ux % 16] : &ctab2[ux % 8];
  long long r = *c;
  // Two fields of the struct parameter: every origin is the parameter bank.
  const int *pp = (ux & 16) ? &p.bias[(ux >> 5) & 3] : &p.scale;
  r += (long long)*pp * 3;
  // A constant, a parameter and a global pointer.
  const int *g = choose(ux % 3, &ctab[(ux >> 2) % 16], &p.bias[ux & 3], &in[(i + 7) % n]);
  r = r * 5 + g[0];
  // A loop walking a pointer that starts in the parameter bank or in
  // constant memory.
  const short *s = (ux & 4) ? p.tag : cshort;
  for (unsigned k = 0; k <= ux % 5; k++)
    r += s[k] * (long long)(k + 1);
  // 64-bit elements through a pointer chosen between two constant arrays.
  const long long *w = (ux & 8) ? &cwide[(ux >> 4) & 3] : &cwide2[(ux >> 6) & 1];
  r ^= *w;
  // A table of pointers in local memory, indexed by a variable: the loaded
  // pointer may point into constant memory, the second struct parameter
  // (which then lives in a local copy) or global memory.
  const int *table[4] = {&ctab2[ux & 7], &keys.k[(ux >> 1) & 3], &in[(i * 3) % n], &ctab[15 - (ux & 15)]};
  const int *q = table[(ux >> 3) & 3];
  r += (long long)q[0] * 256;
  // Compares of constant pointers reached two ways.
  r += (c == &ctab[3]) * 100000 + (q == &ctab2[ux & 7]) * 200000;
  out[i] = r;
}
