// libdevice check: lgamma, tgamma (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_gamma(const float *x, const float *y, float *f0, float *f1, const double *dx, const double *dy, double *d0, double *d1, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = lgammaf(a * 10.0f);
    f1[i] = tgammaf(a * 10.0f);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = lgamma(a * 10.0);
    d1[i] = tgamma(a * 10.0);
  }
}
