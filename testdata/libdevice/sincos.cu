// libdevice check: sincos, sincospi (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

__device__ static float sincos_sum(float a) { float s, c; sincosf(a, &s, &c); return s - c; }
__device__ static float sincospi_sum(float a) { float s, c; sincospif(a, &s, &c); return s - c; }
__device__ static double sincos_sum(double a) { double s, c; sincos(a, &s, &c); return s - c; }
__device__ static double sincospi_sum(double a) { double s, c; sincospi(a, &s, &c); return s - c; }

extern "C" __global__ void ld_sincos(const float *x, const float *y, float *f0, float *f1, const double *dx, const double *dy, double *d0, double *d1, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = sincos_sum(a);
    f1[i] = sincospi_sum(a);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = sincos_sum(a);
    d1[i] = sincospi_sum(a);
  }
}
