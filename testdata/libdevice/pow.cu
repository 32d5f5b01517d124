// libdevice check: pow, powi-style integer exponents (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_pow(const float *x, const float *y, float *f0, float *f1, float *f2, const double *dx, const double *dy, double *d0, double *d1, double *d2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = powf(a, b);
    f1[i] = powf(a, 3.0f);
    f2[i] = powf(fabsf(a), b * 8.0f);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = pow(a, b);
    d1[i] = pow(a, 3.0);
    d2[i] = pow(fabs(a), b * 8.0);
  }
}
