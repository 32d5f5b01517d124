// libdevice check: __float2int_rn and the other conversion intrinsics, reinterpretations (float and double).
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_conversions(const float *x, const float *y, float *f0, float *f1, float *f2, float *f3, float *f4, float *f5, float *f6, float *f7, const double *dx, const double *dy, double *d0, double *d1, double *d2, double *d3, double *d4, double *d5, double *d6, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = (float)__float2int_rn(a * 1000.0f);
    f1[i] = (float)__float2int_rz(a * 1000.0f);
    f2[i] = (float)__float2uint_rd(a * 1000.0f);
    f3[i] = (float)__float2ll_ru(a * 1000.0f);
    f4[i] = __int2float_rz(__float_as_int(a));
    f5[i] = __uint2float_ru((unsigned)__float_as_int(a));
    f6[i] = __int_as_float(__float_as_int(a) ^ 1);
    f7[i] = __ll2float_rd(__double2ll_rn(a * 1.0e9));
  }
  {
    double a = dx[i], b = dy[i];
    d0[i] = (double)__double2int_rn(a * 1000.0);
    d1[i] = (double)__double2uint_rz(a * 1000.0);
    d2[i] = (double)__double2ll_rd(a * 1.0e12);
    d3[i] = __ll2double_ru(__double_as_longlong(a));
    d4[i] = __hiloint2double(__double2hiint(a), __double2loint(a) ^ 1);
    d5[i] = (double)__double2float_rd(a);
    d6[i] = (double)__double2float_rz(a);
  }
}
