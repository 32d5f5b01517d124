// fp_compare_select: ordered and unordered comparisons (NaN makes every
// ordered one false and every unordered one true), classification (isnan,
// isinf, sign bit), selects on comparisons, copysign, fabs, negation and
// minnum/maxnum against NaN and signed zeros. Compared exactly.
#include "fp_prelude.h"
#pragma clang fp contract(off)

extern "C" __global__ void fp_compare_select(const float *a, const float *b, const double *da, unsigned *flags,
                                             float *sel, double *dsel, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = a[i], y = b[i];
  double dx = da[i];
  unsigned m = 0;
  m |= (unsigned)(x < y) << 0;
  m |= (unsigned)(x <= y) << 1;
  m |= (unsigned)(x == y) << 2;
  m |= (unsigned)(x != y) << 3;
  m |= (unsigned)!(x >= y) << 4;
  m |= (unsigned)!(x > y) << 5;
  m |= (unsigned)(x != x) << 6;
  m |= (unsigned)(__builtin_fabsf(x) == __builtin_inff()) << 7;
  m |= (unsigned)__builtin_signbit(x) << 8;
  m |= (unsigned)(dx < (double)x) << 9;
  m |= (unsigned)(dx != dx || (double)y != (double)y) << 10;
  flags[i] = m;
  sel[4 * i + 0] = x < y ? x : y;
  sel[4 * i + 1] = __nvvm_fmax_f(x, y);
  sel[4 * i + 2] = __builtin_copysignf(__builtin_fabsf(y), x);
  sel[4 * i + 3] = !(x >= 0.0f) ? -x : x + 1.0f;
  dsel[2 * i + 0] = dx > 0.5 ? dx : -dx;
  dsel[2 * i + 1] = __nvvm_fmin_d(dx, (double)y);
}
