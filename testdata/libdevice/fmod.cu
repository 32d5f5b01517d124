// libdevice check: fmod, remainder, remquo (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

__device__ static float remquo_f(float a, float b) { int q; float r = remquof(a, b, &q); return r + (float)q; }
__device__ static double remquo_d(double a, double b) { int q; double r = remquo(a, b, &q); return r + (double)q; }

extern "C" __global__ void ld_fmod(const float *x, const float *y, float *f0, float *f1, float *f2, const double *dx, const double *dy, double *d0, double *d1, double *d2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = fmodf(a * 100.0f, b);
    f1[i] = remainderf(a * 100.0f, b);
    f2[i] = remquo_f(a * 100.0f, b);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = fmod(a * 100.0, b);
    d1[i] = remainder(a * 100.0, b);
    d2[i] = remquo_d(a * 100.0, b);
  }
}
