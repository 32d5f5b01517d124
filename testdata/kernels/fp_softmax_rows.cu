// fp_softmax_rows: softmax and log-softmax of each row, one warp per row:
// the row maximum and the sum of exponentials are combined across the warp
// with float shuffle butterflies; exp is ex2.approx.ftz of x*log2(e), log is
// lg2.approx times ln(2), the division __fdividef-style div.approx. The
// approximate functions make the results legitimately differ between
// implementations (tolerance in the suite entry).
#include "fp_prelude.h"
#pragma clang fp contract(off)

#define LOG2E 1.4426950408889634f
#define LN2 0.6931471805599453f

extern "C" __global__ void fp_softmax_rows(const float *in, float *out, float *logout, int cols) {
  int lane = threadIdx.x;
  const float *x = in + blockIdx.x * cols;
  float mx = -__builtin_inff();
  for (int c = lane; c < cols; c += 32)
    mx = __nvvm_fmax_f(mx, x[c]);
  for (int off = 16; off > 0; off /= 2)
    mx = __nvvm_fmax_f(mx, __nvvm_shfl_sync_bfly_f32(FULL_MASK, mx, off, 31));
  float sum = 0.0f;
  for (int c = lane; c < cols; c += 32)
    sum = sum + __nvvm_ex2_approx_ftz_f((x[c] - mx) * LOG2E);
  for (int off = 16; off > 0; off /= 2)
    sum = sum + __nvvm_shfl_sync_bfly_f32(FULL_MASK, sum, off, 31);
  float lsum = __nvvm_lg2_approx_f(sum) * LN2;
  for (int c = lane; c < cols; c += 32) {
    float d = x[c] - mx;
    out[blockIdx.x * cols + c] = __nvvm_div_approx_f(__nvvm_ex2_approx_ftz_f(d * LOG2E), sum);
    logout[blockIdx.x * cols + c] = d - lsum;
  }
}
