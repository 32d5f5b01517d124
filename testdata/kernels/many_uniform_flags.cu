// many_uniform_flags (extended): twelve compares of kernel parameters (uniform
// predicates) kept live across a loop, more than UP0..UP6 hold: the
// register allocator must keep some in URs.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))

// Arithmetic on acc is unsigned so that it wraps instead of overflowing.
extern "C" __global__ void many_uniform_flags(const int *in, unsigned *out, int n, int iters, int key, int key2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = key;
  unsigned u = (unsigned)x;
  bool f0 = x > 3, f1 = (x & 1) != 0, f2 = x < -5, f3 = (u >> 7) > 100u;
  bool f4 = (x & 6) == 2, f5 = x % 3 == 0, f6 = u < 0x40000000u, f7 = (x ^ key2) > 17;
  bool f8 = (x & 0x30) != 0, f9 = x > key2, f10 = (u & 0x100u) == 0, f11 = x < 1000;
  unsigned acc = (unsigned)i;
  for (int k = 0; k < iters; k++) {
    unsigned y = (unsigned)in[(i + k) % n];
    acc = f0 ? acc + y : acc - y;
    acc = f1 ? acc ^ (y << 1) : acc | 5;
    acc = f2 ? acc * 3 : acc + 7;
    acc = f3 ? acc - (y >> 2) : acc ^ 0x55;
    acc = f4 ? acc + (y & 9) : acc * 5;
    acc = f5 ? acc ^ y : acc + 11;
    acc = f6 ? acc + (unsigned)k : acc - 2u * k;
    acc = f7 ? (acc << 1) : (acc >> 1);
    acc = f8 ? acc + 1000 : acc - y;
    acc = f9 ? acc * 7 : acc ^ 0x1234;
    acc = f10 ? acc - 13 : acc + (y | 1);
    acc = f11 ? acc + (y ^ (unsigned)k) : acc * 9;
  }
  out[i] = acc;
}
