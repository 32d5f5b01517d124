#include "cuda_prelude.h"

// Floating-point test kernels: plain arithmetic and NVVM builtins that map
// to intrinsics directly (no libdevice). extern "C" keeps the names plain.

// y = a*x + y with clang's default contraction: fmul and fadd carry the
// contract flag, so the sum may be fused.
extern "C" __global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// The same with an explicit single-rounding fused multiply-add.
extern "C" __global__ void saxpy_fma(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = __nvvm_fma_rn_f(a, x[i], y[i]);
}

// Dot product: products reduced in shared memory down to one warp, then by
// float shuffles; lane 0 of warp 0 stores the block's partial sum and adds
// it to *total with a float atomic.
extern "C" __global__ void dot(const float *x, const float *y, float *partial, float *total) {
  __shared__ float s[256];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  s[t] = x[i] * y[i];
  __syncthreads();
  for (int w = blockDim.x / 2; w >= 32; w /= 2) {
    if (t < w)
      s[t] += s[t + w];
    __syncthreads();
  }
  if (t < 32) {
    float v = s[t];
    for (int off = 16; off > 0; off /= 2)
      v += __nvvm_shfl_sync_down_f32(0xffffffff, v, off, 0x1f);
    if (t == 0) {
      partial[blockIdx.x] = v;
      __nvvm_atom_add_gen_f(total, v);
    }
  }
}

// Three-point stencil in double; the ends copy through.
extern "C" __global__ void stencil(int n, const double *in, double *out, double c0, double c1, double c2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (i == 0 || i == n - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = c0 * in[i - 1] + c1 * in[i] + c2 * in[i + 1];
}

// Conversions: C casts (fptosi, fptoui, sitofp, uitofp, fpext, fptrunc)
// and the NVVM rounding-mode conversions (saturating).
extern "C" __global__ void convert(const float *f, const double *d, const int *iv, const unsigned long long *uv,
                                   int *oi, unsigned *ou, long long *oll, float *of, double *od) {
  int k = threadIdx.x;
  float x = f[k];
  double y = d[k];
  oi[8 * k + 0] = (int)x;
  oi[8 * k + 1] = __nvvm_f2i_rn(x);
  oi[8 * k + 2] = __nvvm_f2i_rm(x);
  oi[8 * k + 3] = __nvvm_f2i_rp(x);
  oi[8 * k + 4] = __nvvm_d2i_rn(y);
  oi[8 * k + 5] = __nvvm_d2i_hi(y);
  oi[8 * k + 6] = __nvvm_d2i_lo(y);
  oi[8 * k + 7] = __nvvm_f2i_rz_ftz(x);
  ou[2 * k + 0] = __nvvm_f2ui_rz(x);
  ou[2 * k + 1] = __nvvm_d2ui_rp(y);
  oll[2 * k + 0] = __nvvm_d2ll_rz(y);
  oll[2 * k + 1] = (long long)uv[k] >> 1;
  of[6 * k + 0] = (float)iv[k];
  of[6 * k + 1] = __nvvm_i2f_rz(iv[k]);
  of[6 * k + 2] = (float)uv[k];
  of[6 * k + 3] = __nvvm_ull2f_rp(uv[k]);
  of[6 * k + 4] = (float)y;
  of[6 * k + 5] = __nvvm_d2f_rz(y);
  od[3 * k + 0] = (double)x;
  od[3 * k + 1] = (double)uv[k];
  od[3 * k + 2] = __nvvm_lohi_i2d(iv[k], 0x40000000);
}

// NVVM arithmetic with rounding modes, approximations and min/max.
extern "C" __global__ void nvvm_math(const float *a, const float *b, float *o, const double *c, double *od) {
  int k = threadIdx.x;
  float x = a[k], y = b[k];
  float *r = o + 12 * k;
  r[0] = __nvvm_add_rz_f(x, y);
  r[1] = __nvvm_mul_rp_f(x, y);
  r[2] = __nvvm_div_rm_f(x, y);
  r[3] = __nvvm_sqrt_rn_f(__nvvm_fabs_f(x));
  r[4] = __nvvm_rcp_rz_f(y);
  r[5] = __nvvm_ex2_approx_ftz_f(x);
  r[6] = __nvvm_rsqrt_approx_f(__nvvm_fabs_f(y));
  r[7] = __nvvm_sin_approx_f(x);
  r[8] = __nvvm_fmin_f(x, y);
  r[9] = __nvvm_fmax_ftz_f(x, y);
  r[10] = __nvvm_saturate_f(x);
  r[11] = x < y ? __nvvm_floor_f(x) : __nvvm_round_f(y);
  double z = c[k];
  od[2 * k + 0] = __nvvm_fma_rp_d(z, z, -1.0);
  od[2 * k + 1] = __nvvm_div_rz_d(1.0, z);
}
