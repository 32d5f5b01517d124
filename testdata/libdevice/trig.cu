// libdevice check: sin, cos, tan (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_trig(const float *x, const float *y, float *f0, float *f1, float *f2, float *f3, const double *dx, const double *dy, double *d0, double *d1, double *d2, double *d3, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = sinf(a);
    f1[i] = cosf(a);
    f2[i] = tanf(a);
    f3[i] = sinf(a * 1000.0f);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = sin(a);
    d1[i] = cos(a);
    d2[i] = tan(a);
    d3[i] = sin(a * 1.0e6);
  }
}
