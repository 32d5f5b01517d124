// libdevice check: exp, exp2, exp10, expm1 (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_exp(const float *x, const float *y, float *f0, float *f1, float *f2, float *f3, const double *dx, const double *dy, double *d0, double *d1, double *d2, double *d3, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = expf(a);
    f1[i] = exp2f(a);
    f2[i] = exp10f(a);
    f3[i] = expm1f(a);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = exp(a);
    d1[i] = exp2(a);
    d2[i] = exp10(a);
    d3[i] = expm1(a);
  }
}
