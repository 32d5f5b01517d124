#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define NOINLINE __attribute__((noinline))

// Local addresses handed to subroutines: fill writes through a pointer it
// loads from a struct in the caller's frame, keep stores a local address
// that the kernel loads back and writes through. Both pointers read from
// memory must be generic (LD/ST), not global. IR: clang-14 -O2 as
// scripts/gen-kernels.sh.
struct box { unsigned *slot; unsigned k; };
__device__ NOINLINE void fill(box *b, unsigned v) { *b->slot = v * b->k; }
__device__ NOINLINE void keep(unsigned **where, unsigned *p) { *where = p; }
extern "C" __global__ void escape(unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned local[4] = {1u, 2u, 3u, 4u};
  box b;
  b.slot = &local[i & 3];
  b.k = 3u;
  fill(&b, (unsigned)i);
  unsigned *back;
  keep(&back, &local[(i + 1) & 3]);
  *back += 100u;
  out[i] = local[0] + local[1] * 7u + local[2] * 11u + local[3] * 13u;
}
