// fp_nbody_step: one leapfrog step of an n-body simulation: bodies (x, y, z,
// mass) staged through shared memory a tile at a time, softened inverse-cube
// forces with a correctly rounded square root and division, explicit fmaf
// accumulation. Exactly defined: compared exactly.
#include "fp_prelude.h"
#pragma clang fp contract(off)

#define TILE 32

extern "C" __global__ void fp_nbody_step(const float *pos, const float *vel, float *npos, float *nvel, int n,
                                         float dt, float eps2) {
  __shared__ float tile[TILE * 4];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  float px = 0.0f, py = 0.0f, pz = 0.0f;
  if (i < n) {
    px = pos[4 * i];
    py = pos[4 * i + 1];
    pz = pos[4 * i + 2];
  }
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int base = 0; base < n; base += TILE) {
    int j = base + t;
    for (int c = 0; c < 4; ++c)
      tile[4 * t + c] = j < n ? pos[4 * j + c] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; ++k) {
      float dx = tile[4 * k] - px, dy = tile[4 * k + 1] - py, dz = tile[4 * k + 2] - pz;
      float d2 = __nvvm_fma_rn_f(dx, dx, __nvvm_fma_rn_f(dy, dy, __nvvm_fma_rn_f(dz, dz, eps2)));
      float s = tile[4 * k + 3] / (d2 * __nvvm_sqrt_rn_f(d2));
      ax = __nvvm_fma_rn_f(dx, s, ax);
      ay = __nvvm_fma_rn_f(dy, s, ay);
      az = __nvvm_fma_rn_f(dz, s, az);
    }
    __syncthreads();
  }
  if (i < n) {
    float vx = __nvvm_fma_rn_f(ax, dt, vel[4 * i]);
    float vy = __nvvm_fma_rn_f(ay, dt, vel[4 * i + 1]);
    float vz = __nvvm_fma_rn_f(az, dt, vel[4 * i + 2]);
    nvel[4 * i] = vx;
    nvel[4 * i + 1] = vy;
    nvel[4 * i + 2] = vz;
    nvel[4 * i + 3] = vel[4 * i + 3];
    npos[4 * i] = __nvvm_fma_rn_f(vx, dt, px);
    npos[4 * i + 1] = __nvvm_fma_rn_f(vy, dt, py);
    npos[4 * i + 2] = __nvvm_fma_rn_f(vz, dt, pz);
    npos[4 * i + 3] = pos[4 * i + 3];
  }
}
