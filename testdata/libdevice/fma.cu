// libdevice check: fma, fmaf and the rounding-mode arithmetic intrinsics (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_fma(const float *x, const float *y, float *f0, float *f1, float *f2, float *f3, float *f4, float *f5, float *f6, const double *dx, const double *dy, double *d0, double *d1, double *d2, double *d3, double *d4, double *d5, double *d6, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = fmaf(a, b, 1.0f);
    f1[i] = __fmaf_rz(a, b, 1.0f);
    f2[i] = __fmul_rn(a, b);
    f3[i] = __fadd_rz(a, b);
    f4[i] = __fdiv_rn(a, b);
    f5[i] = __frcp_rn(b);
    f6[i] = __fsqrt_rn(fabsf(a));
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = fma(a, b, 1.0);
    d1[i] = __fma_rz(a, b, 1.0);
    d2[i] = __dmul_rn(a, b);
    d3[i] = __dadd_rz(a, b);
    d4[i] = __ddiv_rn(a, b);
    d5[i] = __drcp_rn(b);
    d6[i] = __dsqrt_rn(fabs(a));
  }
}
