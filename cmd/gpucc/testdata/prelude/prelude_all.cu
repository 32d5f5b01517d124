// prelude_all: calls every function of include/gpucc_cuda.h once, so that a
// test sees the whole prelude compile with clang and with gpucc.
extern "C" __global__ void prelude_all(int *ip, unsigned *up, unsigned long long *lp, float *fp, double *dp) {
  int t = threadIdx.x + blockIdx.x * blockDim.x + blockDim.y * gridDim.z;
  unsigned u = (unsigned)t;
  __syncthreads();
  int c = __syncthreads_count(t & 1) + __syncthreads_and(t > 0) + __syncthreads_or(t > 3);
  __syncwarp();
  __threadfence_block();
  __threadfence();
  __threadfence_system();
  c += atomicAdd(ip, 1) + atomicSub(ip + 1, 2) + atomicExch(ip + 2, t) + atomicMin(ip + 3, t) + atomicMax(ip + 4, t);
  c += atomicAnd(ip + 5, t) + atomicOr(ip + 6, t) + atomicXor(ip + 7, t) + atomicCAS(ip + 8, 0, t);
  u += atomicAdd(up, 1u) + atomicSub(up + 1, 1u) + atomicExch(up + 2, u) + atomicMin(up + 3, u) + atomicMax(up + 4, u);
  u += atomicInc(up + 5, 7u) + atomicDec(up + 6, 7u) + atomicAnd(up + 7, u) + atomicOr(up + 8, u) + atomicXor(up + 9, u);
  u += atomicCAS(up + 10, 0u, u);
  lp[1] = atomicAdd(lp, 1ull) + atomicCAS(lp + 2, 0ull, 5ull);
  fp[1] = atomicAdd(fp, 1.0f) + __shfl_sync(0xffffffffu, 1.5f, 0) + __shfl_up_sync(0xffffffffu, 2.5f, 1) +
          __shfl_down_sync(0xffffffffu, 3.5f, 1) + __shfl_xor_sync(0xffffffffu, 4.5f, 1);
  dp[1] = atomicAdd(dp, 1.0);
  c += __shfl_sync(0xffffffffu, t, 3) + __shfl_up_sync(0xffffffffu, t, 1) + __shfl_down_sync(0xffffffffu, t, 1) +
       __shfl_xor_sync(0xffffffffu, t, 1);
  u += __shfl_sync(0xffffffffu, u, 3) + __shfl_up_sync(0xffffffffu, u, 1) + __shfl_down_sync(0xffffffffu, u, 1) +
       __shfl_xor_sync(0xffffffffu, u, 1);
  u += __ballot_sync(0xffffffffu, t & 1) + __any_sync(0xffffffffu, t == 3) + __all_sync(0xffffffffu, t >= 0);
  c += __popc(u) + __popcll(lp[3]) + __clz(t) + __clzll(t) + __ffs(t) + __ffsll(t) + min(t, 5) + max(t, 5);
  u += __brev(u) + (unsigned)__brevll(u) + __byte_perm(u, 7u, 0x3210u) + umin(u, 9u) + umax(u, 9u);
  ip[9 + t % 4] = c;
  up[11 + t % 4] = u;
}
