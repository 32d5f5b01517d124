// fp_convert_round: float/double <-> integer conversions in every NVVM
// rounding mode (saturating, NaN to 0), C casts (guarded into range, where
// LLVM makes out-of-range values poison), 32- and 64-bit int -> float,
// double -> float in all four modes, and the rounding functions floor, ceil,
// trunc, rint and round. All exactly defined: compared exactly.
#include "fp_prelude.h"
#pragma clang fp contract(off)

extern "C" __global__ void fp_convert_round(const float *f, const double *d, const int *iv, int *oi,
                                            long long *oll, float *of, double *od, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = f[i];
  double y = d[i];
  int k = iv[i];
  oi[8 * i + 0] = __nvvm_f2i_rn(x);
  oi[8 * i + 1] = __nvvm_f2i_rm(x);
  oi[8 * i + 2] = __nvvm_f2i_rp(x);
  oi[8 * i + 3] = __builtin_fabsf(x) < 2.0e9f ? (int)x : -1;
  oi[8 * i + 4] = (int)__nvvm_f2ui_rn(x);
  oi[8 * i + 5] = __nvvm_d2i_rn(y);
  oi[8 * i + 6] = __nvvm_d2i_rm(y);
  oi[8 * i + 7] = __builtin_fabs(y) < 4.0e9 && y > -1.0 ? (int)(unsigned)y : -1;
  oll[2 * i + 0] = __nvvm_f2ll_rn(x);
  oll[2 * i + 1] = __nvvm_d2ll_rp(y);
  of[12 * i + 0] = __builtin_floorf(x);
  of[12 * i + 1] = __builtin_ceilf(x);
  of[12 * i + 2] = __builtin_truncf(x);
  of[12 * i + 3] = __builtin_rintf(x);
  of[12 * i + 4] = __builtin_roundf(x);
  of[12 * i + 5] = (float)k;
  of[12 * i + 6] = (float)((long long)k * 1000003);
  of[12 * i + 7] = (float)y;
  of[12 * i + 8] = __nvvm_d2f_rz(y);
  of[12 * i + 9] = __nvvm_d2f_rm(y);
  of[12 * i + 10] = __nvvm_d2f_rp(y);
  of[12 * i + 11] = (float)(unsigned)k;
  od[4 * i + 0] = __builtin_floor(y);
  od[4 * i + 1] = __builtin_rint(y);
  od[4 * i + 2] = (double)x;
  od[4 * i + 3] = (double)(long long)k * 0.5;
}
