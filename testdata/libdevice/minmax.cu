// libdevice check: fmin, fmax, fdim, fabs, copysign (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_minmax(const float *x, const float *y, float *f0, float *f1, float *f2, float *f3, const double *dx, const double *dy, double *d0, double *d1, double *d2, double *d3, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = fminf(a, b);
    f1[i] = fmaxf(a, b);
    f2[i] = fdimf(a, b);
    f3[i] = copysignf(fabsf(a), b);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = fmin(a, b);
    d1[i] = fmax(a, b);
    d2[i] = fdim(a, b);
    d3[i] = copysign(fabs(a), b);
  }
}
