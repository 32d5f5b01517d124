// fp_dgemm_tiled: C = alpha*A*B + beta*C for row-major M x K times K x N
// double matrices, 8x8 shared-memory tiles, guards for partial tiles. Each
// product term is accumulated with one rounding (fma) in k order, so the
// result is exactly defined and compared exactly.
#include "fp_prelude.h"
#pragma clang fp contract(off)

#define TILE 8

extern "C" __global__ void fp_dgemm_tiled(int M, int N, int K, double alpha, const double *A, const double *B,
                                          double beta, double *C) {
  __shared__ double As[TILE][TILE];
  __shared__ double Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  double acc = 0.0;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    As[ty][tx] = row < M && k0 + tx < K ? A[row * K + k0 + tx] : 0.0;
    Bs[ty][tx] = k0 + ty < K && col < N ? B[(k0 + ty) * N + col] : 0.0;
    __syncthreads();
    int kn = K - k0 < TILE ? K - k0 : TILE;
    for (int k = 0; k < kn; ++k)
      acc = __nvvm_fma_rn_d(As[ty][k], Bs[k][tx], acc);
    __syncthreads();
  }
  if (row < M && col < N)
    C[row * N + col] = __nvvm_fma_rn_d(alpha, acc, beta * C[row * N + col]);
}
