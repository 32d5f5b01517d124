#include "cuda_prelude.h"

// Reverses each block's slice of in through shared memory.
__global__ void reverse(const int *in, int *out) {
  __shared__ int s[256];
  int t = threadIdx.x, base = blockIdx.x * blockDim.x;
  s[t] = in[base + t];
  __nvvm_bar_sync(0);
  out[base + t] = s[blockDim.x - 1 - t];
}

// Same with dynamic shared memory.
__global__ void reverse_dyn(const int *in, int *out) {
  extern __shared__ int d[];
  int t = threadIdx.x, base = blockIdx.x * blockDim.x;
  d[t] = in[base + t];
  __syncthreads();
  out[base + t] = d[blockDim.x - 1 - t];
}

// Every thread adds its value; counters are order-independent.
__global__ void atomics(const int *in, int *sum, unsigned *bits, int *mx, int *mn, unsigned *cnt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  atomicAdd(sum, v);
  atomicOr(bits, 1u << (i & 31));
  atomicMax(mx, v);
  atomicMin(mn, v);
  atomicInc(cnt, 0xffffffffu);
}

// Warp sum with shfl.down; lane 0 writes it.
__global__ void warp_sum(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int off = 16; off > 0; off /= 2)
    v += __nvvm_shfl_sync_down_i32(0xffffffff, v, off, 0x1f);
  if ((threadIdx.x & 31) == 0)
    out[i / 32] = v;
}

// Broadcast lane 5's value, then an inclusive scan with shfl.up.
__global__ void bcast_scan(const int *in, int *bc, int *scan) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = in[i];
  bc[i] = __nvvm_shfl_sync_idx_i32(0xffffffff, v, 5, 0x1f);
  for (int d = 1; d < 32; d *= 2) {
    int y = __nvvm_shfl_sync_up_i32(0xffffffff, v, d, 0);
    if (lane >= d) v += y;
  }
  scan[i] = v;
}

// Butterfly max, ballot, match.any and redux.
__global__ void collectives(const int *in, int *bfly, unsigned *ballot, unsigned *match, int *rsum, unsigned *rumin, int *rmax) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  int m = v;
  for (int off = 1; off < 32; off *= 2) {
    int o = __nvvm_shfl_sync_bfly_i32(0xffffffff, m, off, 0x1f);
    m = o > m ? o : m;
  }
  bfly[i] = m;
  ballot[i] = __nvvm_vote_ballot_sync(0xffffffff, v & 1);
  match[i] = __nvvm_match_any_sync_i32(0xffffffff, v & 3);
  rsum[i] = __nvvm_redux_sync_add(v, 0xffffffff);
  rumin[i] = __nvvm_redux_sync_umin(v, 0xffffffff);
  rmax[i] = __nvvm_redux_sync_max(v, 0xffffffff);
}

// Lanes below 16 shuffle among themselves only, inside a branch.
__global__ void half_warp(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = in[i];
  if (lane < 16) {
    v += __nvvm_shfl_sync_bfly_i32(0x0000ffff, v, 1, 0x1f);
    out[i] = v + (int)activemask();
  } else {
    out[i] = -1 - (int)__nvvm_vote_ballot_sync(0xffff0000, 1);
  }
}

__device__ __attribute__((noinline)) int collatz(unsigned n) {
  int steps = 0;
  while (n != 1) {
    n = (n & 1) ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps;
}

// Loops, calls and a switch.
__global__ void control(const unsigned *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = in[i];
  int r;
  switch (v % 5) {
  case 0: r = collatz(v + 1); break;
  case 1: r = (int)(v * 7u); break;
  case 3: r = -(int)v; break;
  default: r = 42;
  }
  int acc = 0;
  for (unsigned k = 0; k < (v & 15); k++)
    for (unsigned j = 0; j <= k; j++)
      acc += (int)(k ^ j);
  out[i] = r + acc;
}

// __syncthreads_count and a local array.
__global__ void local_and_count(const int *in, int *out) {
  int t = threadIdx.x;
  int a[8];
  for (int k = 0; k < 8; k++) a[k] = in[t] * k;
  int c = __nvvm_bar0_popc(in[t] > 0);
  out[t] = a[in[t] & 7] + c * 1000;
}

// A busy loop for the speed test.
__global__ void busy(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned h = in[i];
  for (int k = 0; k < n; k++) {
    h = h * 2654435761u + (unsigned)k;
    h ^= h >> 13;
    if (h & 1)
      h += in[(i + k) & 1023];
  }
  out[i] = h;
}

// Structs copied from constant memory into a local array (memcpy), a switch
// and a 64-bit compare-and-swap loop.
struct P { int x; short y; char z; long long w; };
__constant__ P table[4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}};

__device__ int pick(int v) {
  switch (v & 7) {
  case 0: return 11;
  case 1: return 23;
  case 2: return 37;
  case 3: return 41;
  case 4: return 53;
  case 5: return 67;
  case 6: return 71;
  default: return 89;
  }
}

__device__ unsigned long long atomicAdd64(unsigned long long *p, unsigned long long v) {
  unsigned long long old = *p, assumed;
  do {
    assumed = old;
    old = __nvvm_atom_cas_gen_ll((long long *)p, assumed, assumed + v);
  } while (old != assumed);
  return old;
}

__global__ void structs(const int *in, int *out, unsigned long long *acc) {
  int t = threadIdx.x;
  P loc[4];
  for (int i = 0; i < 4; i++)
    loc[i] = table[(i + t) & 3];
  int v = in[t];
  int r = pick(v) + loc[v & 3].x + loc[(v >> 2) & 3].y + loc[1].z + (int)loc[2].w;
  atomicAdd64(acc, (unsigned long long)r);
  int c = __nvvm_bar0_popc(r & 1);
  out[t] = r * 100 + c + __nvvm_shfl_sync_bfly_i32(0xffffffff, r, 3, 0x1f);
}
