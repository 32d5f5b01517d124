// warp_reduce (extended): the classic warp reductions over all 32 lanes of
// 32-bit integers, written with shuffles as CUDA code does: butterflies
// (__shfl_xor_sync 16, 8, 4, 2, 1) of add, signed max, unsigned min, xor,
// and, or, whose result every lane stores; a shift-down tree
// (__shfl_down_sync 16..1) of add whose result lane 0 (by %laneid) stores;
// and the same shift-down tree guarded by threadIdx.x % 32 == 0 instead,
// which the compiler cannot prove to be lane 0 and keeps as shuffles. Every
// warp of the launch is full (the full membermask demands it).
#include <__clang_cuda_builtin_vars.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define FULL 0xffffffffu

static __device__ __attribute__((always_inline)) int bfly(int v, int o) { return __nvvm_shfl_sync_bfly_i32(FULL, v, o, 31); }
static __device__ __attribute__((always_inline)) int down(int v, int o) { return __nvvm_shfl_sync_down_i32(FULL, v, o, 31); }

extern "C" __global__ void warp_reduce(const int *in, int *out, int *wout) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = in[i];
  unsigned sum = x;
  int mx = x, x_ = x, a = x, o = x;
  unsigned mn = (unsigned)x;
  for (int k = 16; k > 0; k /= 2) {
    sum += bfly((int)sum, k);
    int t = bfly(mx, k);
    mx = t > mx ? t : mx;
    unsigned u = (unsigned)bfly((int)mn, k);
    mn = u < mn ? u : mn;
    x_ ^= bfly(x_, k);
    a &= bfly(a, k);
    o |= bfly(o, k);
  }
  out[6 * i + 0] = (int)sum;
  out[6 * i + 1] = mx;
  out[6 * i + 2] = (int)mn;
  out[6 * i + 3] = x_;
  out[6 * i + 4] = a;
  out[6 * i + 5] = o;
  unsigned d = x * 3u + 1;
  for (int k = 16; k > 0; k /= 2)
    d += down((int)d, k);
  if (__nvvm_read_ptx_sreg_laneid() == 0)
    wout[2 * (i / 32)] = (int)d;
  unsigned e = x ^ 0x55;
  for (int k = 16; k > 0; k /= 2)
    e += down((int)e, k);
  if (threadIdx.x % 32 == 0)
    wout[2 * (i / 32) + 1] = (int)e;
}
