// libdevice check: asin, acos, atan, atan2 (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_invtrig(const float *x, const float *y, float *f0, float *f1, float *f2, float *f3, const double *dx, const double *dy, double *d0, double *d1, double *d2, double *d3, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = asinf(a);
    f1[i] = acosf(a);
    f2[i] = atanf(a);
    f3[i] = atan2f(a, b);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = asin(a);
    d1[i] = acos(a);
    d2[i] = atan(a);
    d3[i] = atan2(a, b);
  }
}
