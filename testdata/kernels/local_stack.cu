// local_stack (extended): small local arrays indexed by variables (issue 16,
// "registers as arrays"): a per-thread stack of 8 ints driven by a little
// stack program taken from each thread's input word, a per-thread lookup
// table indexed by data, and an array indexed by a warp-uniform value. gpucc
// keeps all three in local memory and says why in `gpucc -v` (register
// indexing with GETGPR/SETGPR needs a warp-uniform index and would charge the
// kernel the whole register file: docs/compiler.md, "Optype selection").
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void local_stack(const unsigned *in, unsigned *out, int n, int k) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  unsigned x = in[t];
  unsigned stack[8];
  int sp = 0;
  for (int i = 0; i < 16; i++) {
    unsigned op = (x >> (2 * i)) & 3;
    if (op == 0 || sp < 2) {
      if (sp < 8)
        stack[sp++] = i * 7u + t;
    } else if (op == 1) {
      unsigned b = stack[--sp];
      stack[sp - 1] += b;
    } else if (op == 2) {
      unsigned b = stack[--sp];
      stack[sp - 1] = stack[sp - 1] * 3u - b;
    } else {
      stack[sp - 1] ^= stack[sp - 1] >> 3;
    }
  }
  unsigned sum = 0;
  for (int i = 0; i < sp; i++)
    sum = sum * 5u + stack[i];
  unsigned tab[8];
  for (int i = 0; i < 8; i++)
    tab[i] = (unsigned)((int)in[(t + 3 * i) % n] >> i);
  unsigned look = tab[x & 7] + tab[(x >> 29) & 7];
  unsigned acc[4] = {1, 2, 3, 4};
  int u = (k + (int)blockIdx.x) & 3;
  acc[u] += (unsigned)sp;
  out[3 * t] = sum;
  out[3 * t + 1] = look;
  out[3 * t + 2] = acc[0] * 1000u + acc[1] * 100u + acc[2] * 10u + acc[3];
}
