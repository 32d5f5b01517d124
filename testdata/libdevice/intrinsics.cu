// libdevice check: __fdividef, __expf, __exp10f, __logf, __log2f, __log10f, __powf, __sinf, __cosf, __tanf, __saturatef.
// Compiled with the CUDA toolkit by scripts/libdevice-check.sh, which links
// NVIDIA's libdevice into the IR; that IR is never checked in.

extern "C" __global__ void ld_intrinsics(const float *x, const float *y, float *f0, float *f1, float *f2, float *f3, float *f4, float *f5, float *f6, float *f7, float *f8, float *f9, float *f10, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  {
    float a = x[i], b = y[i];
    f0[i] = __fdividef(a, b);
    f1[i] = __expf(a);
    f2[i] = __exp10f(a);
    f3[i] = __logf(fabsf(a));
    f4[i] = __log2f(fabsf(a));
    f5[i] = __log10f(fabsf(a));
    f6[i] = __powf(fabsf(a), b);
    f7[i] = __sinf(a);
    f8[i] = __cosf(a);
    f9[i] = __tanf(a);
    f10[i] = __saturatef(a * 2.0f);
  }
}
