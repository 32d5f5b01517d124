// libdevice check: frexp, ldexp, modf, ilogb, logb, scalbn (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

__device__ static float frexp_f(float a) { int e; float m = frexpf(a, &e); return m + (float)e; }
__device__ static float modf_f(float a) { float ip; float fp = modff(a, &ip); return fp - ip; }
__device__ static double frexp_d(double a) { int e; double m = frexp(a, &e); return m + (double)e; }
__device__ static double modf_d(double a) { double ip; double fp = modf(a, &ip); return fp - ip; }

extern "C" __global__ void ld_frexp(const float *x, const float *y, float *f0, float *f1, float *f2, float *f3, float *f4, const double *dx, const double *dy, double *d0, double *d1, double *d2, double *d3, double *d4, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = frexp_f(a);
    f1[i] = ldexpf(a, 7);
    f2[i] = modf_f(a * 10.0f);
    f3[i] = logbf(a);
    f4[i] = scalbnf(a, -3);
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = frexp_d(a);
    d1[i] = ldexp(a, 7);
    d2[i] = modf_d(a * 10.0);
    d3[i] = logb(a);
    d4[i] = scalbn(a, -3);
  }
}
