// libdevice check: sqrt, rsqrt, cbrt (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_roots(const float *x, const float *y, float *f0, float *f1, float *f2, float *f3, const double *dx, const double *dy, double *d0, double *d1, double *d2, double *d3, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = sqrtf(a);
    f1[i] = rsqrtf(a);
    f2[i] = cbrtf(a);
    f3[i] = rcbrtf(a);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = sqrt(a);
    d1[i] = rsqrt(a);
    d2[i] = cbrt(a);
    d3[i] = rcbrt(a);
  }
}
