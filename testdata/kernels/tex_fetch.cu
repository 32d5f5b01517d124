#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

// tex1Dfetch on texture objects bound to linear memory, written as the
// CUDA headers write it (clang-14 with the CUDA 11.8 headers emits exactly
// this inline assembly for tex1Dfetch<int> and tex1Dfetch<unsigned>).
typedef unsigned long long cudaTextureObject_t;

__device__ int fetch_s32(cudaTextureObject_t t, int x) {
  int a, b, c, d;
  asm("tex.1d.v4.s32.s32\t{%0, %1, %2, %3}, [%4, {%5}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "r"(x));
  return a;
}

__device__ unsigned fetch_u32(cudaTextureObject_t t, int x) {
  unsigned a, b, c, d;
  asm("tex.1d.v4.u32.s32\t{%0, %1, %2, %3}, [%4, {%5}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "r"(x));
  return a;
}

// The memory the textures are bound to is passed too (wbuf, tbuf; unused
// by the code), since a run description allocates buffers only for kernel
// parameters: texture:wbuf binds weights to it.
extern "C" __global__ void tex_fetch(const int *wbuf, const unsigned *tbuf, cudaTextureObject_t weights,
                                     cudaTextureObject_t table, unsigned *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned acc = fetch_u32(table, i % m);
  for (int k = 0; k < (i & 3); k++)
    acc = acc * 31u + (unsigned)fetch_s32(weights, (i + k) % n);
  out[i] = acc ^ (unsigned)fetch_s32(weights, n - 1 - i);
}
