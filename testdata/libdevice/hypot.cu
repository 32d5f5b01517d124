// libdevice check: hypot, norm3d, rhypot (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_hypot(const float *x, const float *y, float *f0, float *f1, float *f2, const double *dx, const double *dy, double *d0, double *d1, double *d2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = hypotf(a, b);
    f1[i] = norm3df(a, b, a);
    f2[i] = rhypotf(a, b);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = hypot(a, b);
    d1[i] = norm3d(a, b, a);
    d2[i] = rhypot(a, b);
  }
}
