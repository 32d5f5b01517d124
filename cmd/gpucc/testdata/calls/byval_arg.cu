#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define NOINLINE __attribute__((noinline))

// A struct of 32 bytes passed by value (clang: a byval pointer) to a noinline
// subroutine, which changes its copy: the caller copies it into its own frame
// and passes a pointer, so the kernel still reads its own b.a[0] afterwards.
// IR: clang-14 -O2 as scripts/gen-kernels.sh.
struct big { unsigned a[6]; unsigned long long w; };
__device__ NOINLINE unsigned sum(big b, unsigned k) {
  unsigned s = k;
  for (int j = 0; j < 6; j++) s = s * 31u + b.a[j];
  b.a[0] = 0;
  return s ^ (unsigned)b.w ^ b.a[(k & 1) ? 0 : 1];
}
extern "C" __global__ void byval_arg(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  big b;
  for (int j = 0; j < 6; j++) b.a[j] = in[(i + j) % n];
  b.w = ((unsigned long long)i << 32) | in[i];
  out[i] = sum(b, (unsigned)i) + b.a[0];
}
