// Conversions, bit reinterpretations and the correctly rounded and fast
// intrinsics of the libdevice API: each is one NVVM intrinsic (or LLVM
// instruction) that gpucc selects directly, so these bodies are one line.
#include "common.h"

#define CVT4(name, from, to, b)                                                                      \
	MLFN to __nv_##name##_rn(from x) { return __nvvm_##b##_rn(x); }                                   \
	MLFN to __nv_##name##_rz(from x) { return __nvvm_##b##_rz(x); }                                   \
	MLFN to __nv_##name##_ru(from x) { return __nvvm_##b##_rp(x); }                                   \
	MLFN to __nv_##name##_rd(from x) { return __nvvm_##b##_rm(x); }

CVT4(float2int, float, int, f2i)
CVT4(float2uint, float, unsigned, f2ui)
CVT4(float2ll, float, long long, f2ll)
CVT4(float2ull, float, unsigned long long, f2ull)
// clang-14's NVVM instcombine turns the round-toward-zero integer to float
// intrinsics (i2f.rz, ll2d.rz, ...) into sitofp/uitofp, which round to
// nearest; those conversions are therefore written out: through binary64
// (exact for 32-bit integers, then d2f in the mode), and for 64-bit
// integers by sticky-bit shortening (round to odd at 53 bits preserves
// every rounding decision at 24 bits) or an exact split into two binary64
// parts added in the mode.
#define CVT3(name, from, to, b)                                                                      \
	MLFN to __nv_##name##_rn(from x) { return __nvvm_##b##_rn(x); }                                   \
	MLFN to __nv_##name##_ru(from x) { return __nvvm_##b##_rp(x); }                                   \
	MLFN to __nv_##name##_rd(from x) { return __nvvm_##b##_rm(x); }

CVT3(int2float, int, float, i2f)
CVT3(uint2float, unsigned, float, ui2f)
CVT3(ll2float, long long, float, ll2f)
CVT3(ull2float, unsigned long long, float, ull2f)

MLFN float __nv_int2float_rz(int x) { return __nvvm_d2f_rz((double)x); }
MLFN float __nv_uint2float_rz(unsigned x) { return __nvvm_d2f_rz((double)x); }

// sticky53 returns u rounded to odd at 53 significant bits, as a double.
ML double sticky53(u64 u) {
	if (u < (1ULL << 53))
		return (double)u;
	int sh = 11 - __builtin_clzll(u); // bits beyond 53
	u64 low = u & ((1ULL << sh) - 1);
	return scalbn_((double)((u >> sh) | (low != 0)), sh);
}

MLFN float __nv_ull2float_rz(unsigned long long x) { return __nvvm_d2f_rz(sticky53(x)); }
MLFN float __nv_ll2float_rz(long long x) {
	double d = sticky53(x < 0 ? 0ULL - (u64)x : (u64)x);
	return __nvvm_d2f_rz(x < 0 ? -d : d);
}

MLFN double __nv_ull2double_rz(unsigned long long x) {
	return __nvvm_add_rz_d((double)(x & ~0x7ffULL), (double)(x & 0x7ffULL));
}
MLFN double __nv_ll2double_rz(long long x) {
	u64 u = x < 0 ? 0ULL - (u64)x : (u64)x;
	double h = (double)(u & ~0x7ffULL), l = (double)(u & 0x7ffULL);
	return x < 0 ? __nvvm_add_rz_d(-h, -l) : __nvvm_add_rz_d(h, l);
}
MLFN double __nv_ll2double_rn(long long x) { return (double)x; }
MLFN double __nv_ll2double_ru(long long x) { return __nvvm_ll2d_rp(x); }
MLFN double __nv_ll2double_rd(long long x) { return __nvvm_ll2d_rm(x); }
MLFN double __nv_ull2double_rn(unsigned long long x) { return (double)x; }
MLFN double __nv_ull2double_ru(unsigned long long x) { return __nvvm_ull2d_rp(x); }
MLFN double __nv_ull2double_rd(unsigned long long x) { return __nvvm_ull2d_rm(x); }
CVT4(double2float, double, float, d2f)
CVT4(double2int, double, int, d2i)
CVT4(double2uint, double, unsigned, d2ui)
CVT4(double2ll, double, long long, d2ll)
CVT4(double2ull, double, unsigned long long, d2ull)

MLFN double __nv_int2double_rn(int x) { return (double)x; }
MLFN double __nv_uint2double_rn(unsigned x) { return (double)x; }

MLFN int __nv_float_as_int(float x) { return __builtin_bit_cast(int, x); }
MLFN unsigned __nv_float_as_uint(float x) { return __builtin_bit_cast(unsigned, x); }
MLFN float __nv_int_as_float(int x) { return __builtin_bit_cast(float, x); }
MLFN float __nv_uint_as_float(unsigned x) { return __builtin_bit_cast(float, x); }
MLFN long long __nv_double_as_longlong(double x) { return __builtin_bit_cast(long long, x); }
MLFN double __nv_longlong_as_double(long long x) { return __builtin_bit_cast(double, x); }
MLFN int __nv_double2hiint(double x) { return (int)(d2u(x) >> 32); }
MLFN int __nv_double2loint(double x) { return (int)d2u(x); }
MLFN double __nv_hiloint2double(int hi, int lo) { return u2d(((u64)(u32)hi << 32) | (u32)lo); }

// Rounded arithmetic (IEEE operations in a chosen rounding mode).
#define RND4F(op, b)                                                                                \
	MLFN float __nv_f##op##_rn(float x, float y) { return __nvvm_##b##_rn_f(x, y); }                  \
	MLFN float __nv_f##op##_rz(float x, float y) { return __nvvm_##b##_rz_f(x, y); }                  \
	MLFN float __nv_f##op##_ru(float x, float y) { return __nvvm_##b##_rp_f(x, y); }                  \
	MLFN float __nv_f##op##_rd(float x, float y) { return __nvvm_##b##_rm_f(x, y); }
RND4F(add, add)
RND4F(mul, mul)
RND4F(div, div)
#define RND4D(op, b)                                                                                \
	MLFN double __nv_d##op##_rn(double x, double y) { return __nvvm_##b##_rn_d(x, y); }               \
	MLFN double __nv_d##op##_rz(double x, double y) { return __nvvm_##b##_rz_d(x, y); }               \
	MLFN double __nv_d##op##_ru(double x, double y) { return __nvvm_##b##_rp_d(x, y); }               \
	MLFN double __nv_d##op##_rd(double x, double y) { return __nvvm_##b##_rm_d(x, y); }
RND4D(add, add)
RND4D(mul, mul)
RND4D(div, div)

MLFN float __nv_fsub_rn(float x, float y) { return __nvvm_add_rn_f(x, -y); }
MLFN float __nv_fsub_rz(float x, float y) { return __nvvm_add_rz_f(x, -y); }
MLFN float __nv_fsub_ru(float x, float y) { return __nvvm_add_rp_f(x, -y); }
MLFN float __nv_fsub_rd(float x, float y) { return __nvvm_add_rm_f(x, -y); }
MLFN double __nv_dsub_rn(double x, double y) { return __nvvm_add_rn_d(x, -y); }
MLFN double __nv_dsub_rz(double x, double y) { return __nvvm_add_rz_d(x, -y); }
MLFN double __nv_dsub_ru(double x, double y) { return __nvvm_add_rp_d(x, -y); }
MLFN double __nv_dsub_rd(double x, double y) { return __nvvm_add_rm_d(x, -y); }

MLFN float __nv_fmaf_rn(float x, float y, float z) { return __nvvm_fma_rn_f(x, y, z); }
MLFN float __nv_fmaf_rz(float x, float y, float z) { return __nvvm_fma_rz_f(x, y, z); }
MLFN float __nv_fmaf_ru(float x, float y, float z) { return __nvvm_fma_rp_f(x, y, z); }
MLFN float __nv_fmaf_rd(float x, float y, float z) { return __nvvm_fma_rm_f(x, y, z); }
MLFN double __nv_fma_rn(double x, double y, double z) { return __nvvm_fma_rn_d(x, y, z); }
MLFN double __nv_fma_rz(double x, double y, double z) { return __nvvm_fma_rz_d(x, y, z); }
MLFN double __nv_fma_ru(double x, double y, double z) { return __nvvm_fma_rp_d(x, y, z); }
MLFN double __nv_fma_rd(double x, double y, double z) { return __nvvm_fma_rm_d(x, y, z); }

MLFN float __nv_frcp_rn(float x) { return __nvvm_rcp_rn_f(x); }
MLFN float __nv_frcp_rz(float x) { return __nvvm_rcp_rz_f(x); }
MLFN float __nv_frcp_ru(float x) { return __nvvm_rcp_rp_f(x); }
MLFN float __nv_frcp_rd(float x) { return __nvvm_rcp_rm_f(x); }
MLFN float __nv_fsqrt_rn(float x) { return __nvvm_sqrt_rn_f(x); }
MLFN float __nv_fsqrt_rz(float x) { return __nvvm_sqrt_rz_f(x); }
MLFN float __nv_fsqrt_ru(float x) { return __nvvm_sqrt_rp_f(x); }
MLFN float __nv_fsqrt_rd(float x) { return __nvvm_sqrt_rm_f(x); }
MLFN double __nv_drcp_rn(double x) { return __nvvm_rcp_rn_d(x); }
MLFN double __nv_drcp_rz(double x) { return __nvvm_rcp_rz_d(x); }
MLFN double __nv_drcp_ru(double x) { return __nvvm_rcp_rp_d(x); }
MLFN double __nv_drcp_rd(double x) { return __nvvm_rcp_rm_d(x); }
MLFN double __nv_dsqrt_rn(double x) { return __nvvm_sqrt_rn_d(x); }
MLFN double __nv_dsqrt_rz(double x) { return __nvvm_sqrt_rz_d(x); }
MLFN double __nv_dsqrt_ru(double x) { return __nvvm_sqrt_rp_d(x); }
MLFN double __nv_dsqrt_rd(double x) { return __nvvm_sqrt_rm_d(x); }

MLFN float __nv_saturatef(float x) { return __nvvm_saturate_f(x); }

// The fast approximate intrinsics (__expf, __logf, __sinf, ... in CUDA):
// the MUFU approximations, as CUDA defines them.
MLFN float __nv_fast_exp2f(float x) { return __nvvm_ex2_approx_f(x); }
MLFN float __nv_fast_expf(float x) { return __nvvm_ex2_approx_f(x * 0x1.715476p+0f); }
MLFN float __nv_fast_exp10f(float x) { return __nvvm_ex2_approx_f(x * 0x1.a934f0p+1f); }
MLFN float __nv_fast_log2f(float x) { return __nvvm_lg2_approx_f(x); }
MLFN float __nv_fast_logf(float x) { return __nvvm_lg2_approx_f(x) * 0x1.62e430p-1f; }
MLFN float __nv_fast_log10f(float x) { return __nvvm_lg2_approx_f(x) * 0x1.344136p-2f; }
MLFN float __nv_fast_sinf(float x) { return __nvvm_sin_approx_f(x); }
MLFN float __nv_fast_cosf(float x) { return __nvvm_cos_approx_f(x); }
MLFN void __nv_fast_sincosf(float x, float *s, float *c) {
	*s = __nvvm_sin_approx_f(x);
	*c = __nvvm_cos_approx_f(x);
}
MLFN float __nv_fast_tanf(float x) { return __nvvm_div_approx_f(__nvvm_sin_approx_f(x), __nvvm_cos_approx_f(x)); }
MLFN float __nv_fast_powf(float x, float y) { return __nvvm_ex2_approx_f(y * __nvvm_lg2_approx_f(x)); }
MLFN float __nv_fdividef(float x, float y) { return __nvvm_div_approx_f(x, y); }
