// libdevice check: floor, ceil, trunc, round, rint, nearbyint (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_rounding(const float *x, const float *y, float *f0, float *f1, float *f2, float *f3, float *f4, float *f5, const double *dx, const double *dy, double *d0, double *d1, double *d2, double *d3, double *d4, double *d5, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = floorf(a * 10.0f);
    f1[i] = ceilf(a * 10.0f);
    f2[i] = truncf(a * 10.0f);
    f3[i] = roundf(a * 10.0f);
    f4[i] = rintf(a * 10.0f);
    f5[i] = nearbyintf(a * 10.0f);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = floor(a * 10.0);
    d1[i] = ceil(a * 10.0);
    d2[i] = trunc(a * 10.0);
    d3[i] = round(a * 10.0);
    d4[i] = rint(a * 10.0);
    d5[i] = nearbyint(a * 10.0);
  }
}
