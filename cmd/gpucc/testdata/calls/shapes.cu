#define NOINLINE __attribute__((noinline))

// Subroutines in more shapes: called in a loop with divergent break and
// continue (the loop's exits funnelled around the call), a subroutine with a
// divergent loop and break of its own, and one with __syncthreads and a warp
// shuffle, called by every thread. IR: clang-14 -O2 with -include
// gpucc_cuda.h -I include (README, "From CUDA to IR").
__shared__ unsigned tile[128];
__device__ NOINLINE unsigned step(unsigned x, unsigned k) {
  if (x & 4u) {
    for (unsigned j = 0; j < (x & 3u); j++) {
      x = x * 7u + k;
      if (x % 11u == 0u) break;
    }
  }
  return x ^ k;
}
__device__ NOINLINE unsigned exchange(unsigned v) {
  tile[threadIdx.x] = v;
  __syncthreads();
  unsigned w = tile[(threadIdx.x + 1u) % blockDim.x];
  __syncthreads();
  return w + __shfl_xor_sync(0xffffffffu, v, 1);
}
extern "C" __global__ void call_shapes(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = i < n ? in[i] : 0u;
  unsigned acc = 0u;
  for (unsigned k = 0; k < 8u; k++) {
    acc += step(x + k, k);
    if (acc % 13u == 5u) break;
    if (acc & 1u) continue;
    acc ^= k;
  }
  unsigned e = exchange(acc);
  if (i < n) out[i] = acc + e * 3u;
}
