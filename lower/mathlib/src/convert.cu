// Conversions, bit reinterpretations and the correctly rounded and fast
// intrinsics of the libdevice API: each is one NVVM intrinsic (or LLVM
// instruction) that gpucc selects directly, so these bodies are one line.
#include "common.h"

#define CVT4(name, from, to, b)                                                                      \
	MLFN to __nv_##name##_rn(from x) { return __nvvm_##b##_rn(x); }                                   \
	MLFN to __nv_##name##_rz(from x) { return __nvvm_##b##_rz(x); }                                   \
	MLFN to __nv_##name##_ru(from x) { return __nvvm_##b##_rp(x); }                                   \
	MLFN to __nv_##name##_rd(from x) { return __nvvm_##b##_rm(x); }

#define CVT3(name, from, to, b)                                                                      \
	MLFN to __nv_##name##_rn(from x) { return __nvvm_##b##_rn(x); }                                   \
	MLFN to __nv_##name##_ru(from x) { return __nvvm_##b##_rp(x); }                                   \
	MLFN to __nv_##name##_rd(from x) { return __nvvm_##b##_rm(x); }

// clang-14 also folds the round-toward-zero float to integer intrinsics
// (f2i.rz, d2ll.rz, ...) into fptosi/fptoui, which are poison for NaN and
// out-of-range values where the NVVM conversions saturate; those truncate
// first and convert the (integral) value with the .rn intrinsic instead.
#define CVTF(name, from, to, b, tr)                                                                   \
	CVT3(name, from, to, b)                                                                           \
	MLFN to __nv_##name##_rz(from x) { return __nvvm_##b##_rn(tr(x)); }

CVTF(float2int, float, int, f2i, truncf_)
CVTF(float2uint, float, unsigned, f2ui, truncf_)
CVTF(float2ll, float, long long, f2ll, truncf_)
CVTF(float2ull, float, unsigned long long, f2ull, truncf_)

// clang-14's NVVM instcombine turns the round-toward-zero integer to float
// intrinsics (i2f.rz, ll2d.rz, ...) into sitofp/uitofp, which round to
// nearest; those conversions are therefore written out: through binary64
// (exact for 32-bit integers, then d2f in the mode), and for 64-bit
// integers by sticky-bit shortening (round to odd at 53 bits preserves
// every rounding decision at 24 bits) or an exact split into two binary64
// parts added in the mode.
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
CVTF(double2int, double, int, d2i, trunc_)
CVTF(double2uint, double, unsigned, d2ui, trunc_)
CVTF(double2ll, double, long long, d2ll, trunc_)
CVTF(double2ull, double, unsigned long long, d2ull, trunc_)

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
MLFN float __nv_fast_fdividef(float x, float y) { return __nvvm_div_approx_f(x, y); }

MLFN float __nv_fmaf_ieee_rn(float x, float y, float z) { return __nvvm_fma_rn_f(x, y, z); }
MLFN float __nv_fmaf_ieee_rz(float x, float y, float z) { return __nvvm_fma_rz_f(x, y, z); }
MLFN float __nv_fmaf_ieee_ru(float x, float y, float z) { return __nvvm_fma_rp_f(x, y, z); }
MLFN float __nv_fmaf_ieee_rd(float x, float y, float z) { return __nvvm_fma_rm_f(x, y, z); }

// ---- integer functions (CUDA's __clz, __popc, __mulhi, ...) -------------------

MLFN int __nv_abs(int x) { return x < 0 ? -(unsigned)x : x; }
MLFN long long __nv_llabs(long long x) { return x < 0 ? -(u64)x : x; }
MLFN int __nv_min(int x, int y) { return x < y ? x : y; }
MLFN int __nv_max(int x, int y) { return x > y ? x : y; }
MLFN unsigned __nv_umin(unsigned x, unsigned y) { return x < y ? x : y; }
MLFN unsigned __nv_umax(unsigned x, unsigned y) { return x > y ? x : y; }
MLFN long long __nv_llmin(long long x, long long y) { return x < y ? x : y; }
MLFN long long __nv_llmax(long long x, long long y) { return x > y ? x : y; }
MLFN unsigned long long __nv_ullmin(unsigned long long x, unsigned long long y) { return x < y ? x : y; }
MLFN unsigned long long __nv_ullmax(unsigned long long x, unsigned long long y) { return x > y ? x : y; }
MLFN int __nv_clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
MLFN int __nv_clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((u64)x); }
MLFN int __nv_ffs(int x) { return x == 0 ? 0 : __builtin_ctz((unsigned)x) + 1; }
MLFN int __nv_ffsll(long long x) { return x == 0 ? 0 : __builtin_ctzll((u64)x) + 1; }
MLFN int __nv_popc(int x) { return __builtin_popcount((unsigned)x); }
MLFN int __nv_popcll(long long x) { return __builtin_popcountll((u64)x); }
MLFN unsigned __nv_brev(unsigned x) { return __builtin_bitreverse32(x); }
MLFN unsigned long long __nv_brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
MLFN int __nv_mulhi(int x, int y) { return (int)(((i64)x * (i64)y) >> 32); }
MLFN unsigned __nv_umulhi(unsigned x, unsigned y) { return (unsigned)(((u64)x * (u64)y) >> 32); }
MLFN unsigned long long __nv_umul64hi(unsigned long long x, unsigned long long y) {
	// Schoolbook on 32-bit halves (gpucc has no 128-bit integers).
	u64 xl = (u32)x, xh = x >> 32, yl = (u32)y, yh = y >> 32;
	u64 ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
	u64 mid = (ll >> 32) + (u32)lh + (u32)hl;
	return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
MLFN long long __nv_mul64hi(long long x, long long y) {
	u64 h = __nv_umul64hi((u64)x, (u64)y);
	// Signed correction: subtract y when x < 0 and x when y < 0 (mod 2^64).
	if (x < 0)
		h -= (u64)y;
	if (y < 0)
		h -= (u64)x;
	return (long long)h;
}
MLFN int __nv_mul24(int x, int y) { return (int)((x << 8) >> 8) * (int)((y << 8) >> 8); }
MLFN unsigned __nv_umul24(unsigned x, unsigned y) { return (x & 0xffffff) * (y & 0xffffff); }
MLFN int __nv_hadd(int x, int y) { return (int)(((i64)x + (i64)y) >> 1); }
MLFN int __nv_rhadd(int x, int y) { return (int)(((i64)x + (i64)y + 1) >> 1); }
MLFN unsigned __nv_uhadd(unsigned x, unsigned y) { return (unsigned)(((u64)x + (u64)y) >> 1); }
MLFN unsigned __nv_urhadd(unsigned x, unsigned y) { return (unsigned)(((u64)x + (u64)y + 1) >> 1); }
MLFN unsigned __nv_sad(int x, int y, unsigned z) { return (x > y ? (unsigned)x - (unsigned)y : (unsigned)y - (unsigned)x) + z; }
MLFN unsigned __nv_usad(unsigned x, unsigned y, unsigned z) { return (x > y ? x - y : y - x) + z; }
MLFN unsigned __nv_byte_perm(unsigned x, unsigned y, unsigned s) {
	// PTX prmt, default mode: result byte i is byte (s >> 4i) & 7 of y:x.
	u64 v = ((u64)y << 32) | x;
	unsigned r = 0;
	for (int i = 0; i < 4; i++)
		r |= (unsigned)((v >> (8 * ((s >> (4 * i)) & 7))) & 0xff) << (8 * i);
	return r;
}
