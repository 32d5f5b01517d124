// warp_hist: written against include/gpucc_cuda.h alone (no CUDA toolkit).
// Every thread i < n adds in[i] to *total through a warp reduction
// (__shfl_xor_sync) and one atomicAdd per warp, and counts in[i] & 15 in a
// shared histogram that the block then adds to hist[16].
extern "C" __global__ void warp_hist(const unsigned *in, unsigned *total, unsigned *hist, int n) {
  __shared__ unsigned bins[16];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < 16)
    bins[threadIdx.x] = 0;
  __syncthreads();
  unsigned v = i < n ? in[i] : 0;
  if (i < n)
    atomicAdd(&bins[v & 15], 1u);
  unsigned sum = v;
  for (int d = 16; d > 0; d >>= 1)
    sum += __shfl_xor_sync(0xffffffffu, sum, d);
  if ((threadIdx.x & (warpSize - 1)) == 0)
    atomicAdd(total, sum);
  __syncthreads();
  if (threadIdx.x < 16)
    atomicAdd(&hist[threadIdx.x], bins[threadIdx.x]);
}
