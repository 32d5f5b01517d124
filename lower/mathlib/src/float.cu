// Single-precision functions of gpucc's device math library, with the
// libdevice names (__nv_*f). Polynomial coefficients were derived with
// internal/minimax (the command line is above each table); see
// docs/mathlib.md for the accuracy of each function.
#include "common.h"
#include "float_core.h"

// ---- exponentials ----------------------------------------------------------

// expf_poly returns e^r for |r| <= ln2/2 as 1 + r + r^2 q(r).
// go run ./lower/mathlib/internal/minimax -f exp -fixed 1,1 -lo -0.3466 -hi 0.3466 -deg 4 -prec float
// (relative error 2^-27.97 with these coefficients)
// scale2f returns y 2^k for |k| <= 252 and y within a factor 2 of 1, in two
// multiplications by normal powers of two: the first is exact (y 2^(k/2) is
// normal), the second rounds once, also to a subnormal. Branch-free, unlike
// scalbnf_, for the exponentials' final scaling.
ML float scale2f(float y, int k) {
	int k1 = k >> 1;
	return y * u2f((u32)(k1 + 127) << 23) * u2f((u32)(k - k1 + 127) << 23);
}

// expm1f_poly returns e^r - 1 = r + r^2 q(r) (the same polynomial).
ML float expm1f_poly(float r) {
	float q = fmaf_(fmaf_(fmaf_(fmaf_(0x1.6a243ap-10f, r, 0x1.1239ep-07f), r, 0x1.5558f2p-05f), r, 0x1.555492p-03f), r,
	                0x1.fffffcp-02f);
	return fmaf_(r * r, q, r);
}
ML float expf_poly(float r) { return expm1f_poly(r) + 1.0f; }

MLFN float __nv_expf(float x) {
	if (isnanf_(x))
		return x + x;
	if (x > 0x1.62e430p+6f) // above ln(FLT_MAX + ulp/2)
		return INFF;
	if (x < -0x1.9fe368p+6f) // below ln(2^-150): rounds to 0
		return 0.0f;
	// Cody-Waite: x = k ln2 + r, ln2 = LN2_HI + LN2_LO, LN2_HI with 16
	// significant bits so that k * LN2_HI is exact for |k| <= 150 and
	// x - k * LN2_HI is exact (Sterbenz).
	float k = rintf_(x * 0x1.715476p+0f);
	float r = fmaf_(k, -0x1.62e400p-1f, x);
	r = fmaf_(k, -0x1.7f7d1cp-20f, r);
	return scale2f(expf_poly(r), (int)k); // k in [-150, 128]
}

// two_over_pi holds the bits of 2/pi, 32 per word, most significant first.
static __device__ const u32 __gpucc_ml_two_over_pi_f[8] = {
	0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561,
};

// reduce_pio2_f returns r with x = q pi/2 + r, |r| <= pi/4 (binary64), and
// q mod 4. Payne-Hanek: with x = M 2^E, the product with the bits of 2/pi
// that matter modulo 4 is accumulated in 64-bit fixed point with 62
// fraction bits (words whose product is a multiple of 4 are skipped, later
// ones truncated): absolute error below 2^-59 quarter turns for every
// finite binary32 x, which is far below the closest approach of a binary32
// value to a multiple of pi/2.
ML double reduce_pio2_f(float x, int *q) {
	float ax = fabsf_(x);
	if (ax <= 0x1.921fb6p-1f) {
		*q = 0;
		return (double)x;
	}
	u32 b = f2u(ax);
	u64 m = (u64)((b & 0x7fffff) | 0x800000);
	int e = (int)(b >> 23) - 150; // ax = m 2^e
	u64 v = 0;
	for (int j = 0; j < 8; j++) {
		int sh = e - 32 * (j + 1) + 62;
		if (sh >= 64)
			continue;
		if (sh <= -56)
			break;
		u64 t = m * (u64)__gpucc_ml_two_over_pi_f[j];
		v += sh >= 0 ? t << sh : t >> -sh;
	}
	int quad = (int)(v >> 62);
	i64 f = (i64)(v << 2); // fraction of a quarter turn, as a signed 2^-64 fixed point
	if (f < 0)
		quad++;
	double r = (double)f * (0x1p-64 * 0x1.921fb54442d18p+0);
	if (x < 0) {
		r = -r;
		quad = -quad;
	}
	*q = quad & 3;
	return r;
}

// ---- exponentials and logarithms -------------------------------------------

MLFN float __nv_exp2f(float x) {
	if (isnanf_(x))
		return x + x;
	if (x >= 128.0f)
		return INFF;
	if (x < -150.0f)
		return 0.0f;
	// Binary32 alone: x = k + r exactly, 2^r = 1 + r q(r) with one rounding.
	float k = rintf_(x);
	float r = x - k; // exact, |r| <= 1/2
	return scale2f(fmaf_(r, EXP2F_Q(r), 1.0f), (int)k); // k in [-150, 127]
}

MLFN float __nv_exp10f(float x) {
	if (isnanf_(x))
		return x + x;
	if (x > 39.0f)
		return INFF;
	if (x < -46.0f)
		return 0.0f;
	// x ln10 in binary64 (ln10 = hi + lo) is accurate to far below 2^-40.
	return (float)exp_d(fma_((double)x, 0x1.26bb1bbb55516p+1, (double)x * -0x1.f48ad494ea3e9p-53));
}

MLFN float __nv_expm1f(float x) {
	if (isnanf_(x))
		return x + x;
	if (x > 89.0f)
		return INFF;
	if (x < -20.0f)
		return -1.0f;
	if (x == 0.0f)
		return x; // keeps the sign of zero
	return (float)expm1_d((double)x);
}

// logf_pos returns log(x) for positive finite x, in binary32 alone:
// x = 2^e m with m in [2/3, 4/3) (subtracting the pattern of 2/3 from x's
// makes the exponent field e), f = m - 1 exact (Sterbenz), log1p(f) =
// f + f^2 q(f), and e ln2 added with ln2 in two parts (the product of the
// head is exact inside the fma, so the sum rounds once).
ML float logf_pos(float x) {
	int e0 = 0;
	if (x < 0x1p-126f) { // subnormal: scale into the normal range
		x *= 0x1p23f;
		e0 = -23;
	}
	u32 ix = f2u(x);
	int e = (int)(ix - 0x3f2aaaabu) >> 23;
	float f = u2f(ix - ((u32)e << 23)) - 1.0f;
	float p = fmaf_(f * f, LOGF_Q(f), f);
	float ef = (float)(e + e0);
	return fmaf_(ef, 0x1.62e430p-1f, fmaf_(ef, -0x1.05c610p-29f, p));
}

MLFN float __nv_logf(float x) {
	if (isnanf_(x))
		return x + x;
	if (x < 0.0f)
		return NANF;
	if (x == 0.0f)
		return -INFF;
	if (x == INFF)
		return x;
	return logf_pos(x);
}

// log2f_pos returns log2(x) for positive finite x in binary32 alone, with
// logf_pos's reduction: log2(x) = e + (f + f^2 q(f)) log2e. A = e + f
// log2e_hi rounds once (fmaf); its rounding error is recovered exactly
// enough (e - A is exact by Sterbenz, or -A when e = 0) and added with the
// small terms, so that the result rounds about once even when e and
// log2(m) nearly cancel. Exact at powers of two (f = 0).
ML float log2f_pos(float x) {
	int e0 = 0;
	if (x < 0x1p-126f) { // subnormal: scale into the normal range
		x *= 0x1p23f;
		e0 = -23;
	}
	u32 ix = f2u(x);
	int e = (int)(ix - 0x3f2aaaabu) >> 23;
	float f = u2f(ix - ((u32)e << 23)) - 1.0f;
	float p2 = f * f * LOGF_Q(f); // log1p(f) - f
	float ef = (float)(e + e0);
	float a = fmaf_(f, 0x1.715476p+0f, ef);
	float alo = fmaf_(f, 0x1.715476p+0f, ef - a);
	float v = fmaf_(p2, 0x1.715476p+0f, f * 0x1.4ae0cp-26f);
	return a + (alo + v);
}

MLFN float __nv_log2f(float x) {
	if (isnanf_(x))
		return x + x;
	if (x < 0.0f)
		return NANF;
	if (x == 0.0f)
		return -INFF;
	if (x == INFF)
		return x;
	return log2f_pos(x);
}

MLFN float __nv_log10f(float x) {
	if (isnanf_(x))
		return x + x;
	if (x < 0.0f)
		return NANF;
	if (x == 0.0f)
		return -INFF;
	if (x == INFF)
		return x;
	return (float)(log2_d((double)x) * 0x1.34413509f79ffp-2);
}

MLFN float __nv_log1pf(float x) {
	if (isnanf_(x))
		return x + x;
	if (x < -1.0f)
		return NANF;
	if (x == -1.0f)
		return -INFF;
	if (x == INFF)
		return x;
	if (x == 0.0f)
		return x;
	return (float)log1p_d((double)x);
}

// ---- powers -----------------------------------------------------------------

// pow_core returns |x|^y for finite nonzero x and finite y, in binary64.
ML double pow_core(float x, double y) {
	double l = log2_d(fabs_((double)x)) * y;
	if (l > 129.0)
		return INF;
	if (l < -151.0)
		return 0.0;
	return exp_d(l * 0x1.62e42fefa39efp-1);
}

MLFN float __nv_powf(float x, float y) {
	// C99 Annex F, F.9.4.4.
	if (y == 0.0f || x == 1.0f)
		return 1.0f;
	if (isnanf_(x) || isnanf_(y))
		return x + y;
	float ax = fabsf_(x), ay = fabsf_(y);
	bool odd = is_odd_int_f(y);
	if (ay == INFF) {
		if (ax == 1.0f)
			return 1.0f;
		return (ax < 1.0f) == (y < 0.0f) ? INFF : 0.0f;
	}
	if (x == 0.0f) {
		float r = y < 0.0f ? INFF : 0.0f;
		return odd ? copysignf_(r, x) : r;
	}
	if (ax == INFF) {
		float r = y < 0.0f ? 0.0f : INFF;
		return (x < 0.0f && odd) ? -r : r;
	}
	if (x < 0.0f && !is_int_f(y))
		return NANF;
	float r = (float)pow_core(x, (double)y);
	return (x < 0.0f && odd) ? -r : r;
}

MLFN float __nv_powif(float x, int n) {
	if (n == 0)
		return 1.0f;
	bool odd = (n & 1) != 0;
	if (isnanf_(x))
		return x + x;
	if (x == 0.0f) {
		float r = n < 0 ? INFF : 0.0f;
		return odd ? copysignf_(r, x) : r;
	}
	float ax = fabsf_(x);
	if (ax == INFF) {
		float r = n < 0 ? 0.0f : INFF;
		return (x < 0.0f && odd) ? -r : r;
	}
	float r = (float)pow_core(x, (double)n);
	return (x < 0.0f && odd) ? -r : r;
}

// ---- trigonometric ----------------------------------------------------------

MLFN float __nv_sinf(float x) {
	if (fabsf_(x) == INFF || isnanf_(x))
		return x - x; // NaN for inf, NaN stays NaN
	int q;
	double r = reduce_pio2_f(x, &q);
	double s = (q & 1) ? cos_d(r) : sin_d(r);
	return (float)((q & 2) ? -s : s);
}

MLFN float __nv_cosf(float x) {
	if (fabsf_(x) == INFF || isnanf_(x))
		return x - x;
	int q;
	double r = reduce_pio2_f(x, &q);
	double c = (q & 1) ? sin_d(r) : cos_d(r);
	return (float)(((q + 1) & 2) ? -c : c);
}

MLFN void __nv_sincosf(float x, float *sptr, float *cptr) {
	if (fabsf_(x) == INFF || isnanf_(x)) {
		*sptr = x - x;
		*cptr = x - x;
		return;
	}
	int q;
	double r = reduce_pio2_f(x, &q);
	double s = sin_d(r), c = cos_d(r);
	double sv = (q & 1) ? c : s, cv = (q & 1) ? s : c;
	*sptr = (float)((q & 2) ? -sv : sv);
	*cptr = (float)(((q + 1) & 2) ? -cv : cv);
}

MLFN float __nv_tanf(float x) {
	if (fabsf_(x) == INFF || isnanf_(x))
		return x - x;
	int q;
	double r = reduce_pio2_f(x, &q);
	double s = sin_d(r), c = cos_d(r);
	// div_d: |c| >= 0.7 and |s| (q odd) is at least a binary32's closest
	// approach to a multiple of pi/2; it loses the sign of a zero quotient.
	float v = (float)((q & 1) ? div_d(-c, s) : div_d(s, c));
	return x == 0.0f ? x : v;
}

MLFN float __nv_sinpif(float x) {
	if (fabsf_(x) == INFF || isnanf_(x))
		return x - x;
	if (fabsf_(x) >= 0x1p23f)
		return copysignf_(0.0f, x); // an integer: sin(pi n) = 0 with the sign of x
	int q;
	double r = reduce_pi_f(x, &q);
	double s = (q & 1) ? cos_d(r) : sin_d(r);
	float v = (float)((q & 2) ? -s : s);
	return v == 0.0f ? copysignf_(0.0f, x) : v;
}

MLFN float __nv_cospif(float x) {
	if (fabsf_(x) == INFF || isnanf_(x))
		return x - x;
	if (fabsf_(x) >= 0x1p24f)
		return 1.0f; // an even integer
	int q;
	double r = reduce_pi_f(x, &q);
	double c = (q & 1) ? sin_d(r) : cos_d(r);
	float v = (float)(((q + 1) & 2) ? -c : c);
	return v == 0.0f ? 0.0f : v; // cospi(n + 1/2) = +0
}

MLFN void __nv_sincospif(float x, float *sptr, float *cptr) {
	*sptr = __nv_sinpif(x);
	*cptr = __nv_cospif(x);
}

// atan01_d returns atan(q) for q in [0, 1] (binary64, relative error
// 2^-33.9) from one odd polynomial: no reduction, so no division.
ML double atan01_d(double q) {
	double t = q * q;
	return fma_(q * t, ATAN01D_Q(t), q);
}

// atan_pos_d returns atan(a) for finite a >= 0 within binary32's range:
// above 1 as pi/2 - atan(1/a), with div_d's reciprocal.
ML double atan_pos_d(double a) {
	return a <= 1.0 ? atan01_d(a) : 0x1.921fb54442d18p+0 - atan01_d(div_d(1.0, a));
}

MLFN float __nv_atanf(float x) {
	if (isnanf_(x))
		return x + x;
	if (fabsf_(x) == INFF)
		return copysignf_(0x1.921fb6p+0f, x);
	double v = atan_pos_d(fabs_((double)x));
	return copysignf_((float)v, x);
}

// atan2f works in binary64 but divides nothing in binary64 (a binary64
// division is a long software sequence): q = min/max from a binary32
// reciprocal of the scaled divisor refined by one Newton step in binary64
// (relative error about 2^-47), and atan(q) on [0, 1] from one odd
// polynomial, without atan's reductions (which divide).
MLFN float __nv_atan2f(float y, float x) {
	if (isnanf_(x) || isnanf_(y))
		return x + y;
	float ax = fabsf_(x), ay = fabsf_(y);
	float mx = ax >= ay ? ax : ay, mn = ax >= ay ? ay : ax;
	double t;
	if (ax == INFF && ay == INFF)
		t = 0x1.921fb54442d18p-1;
	else if (mn == 0.0f || mx == INFF)
		t = 0.0;
	else {
		// Scale both by 2^-E so that the divisor is in [1, 2) (exact in
		// binary64, also for subnormal floats).
		double dm = (double)mx;
		double sc = u2d((u64)(2046 - (int)(d2u(dm) >> 52)) << 52);
		double d = dm * sc, n = (double)mn * sc;
		double r0 = (double)(1.0f / (float)d); // d is a float times a power of two
		double q0 = n * r0;
		double q = fma_(fma_(-q0, d, n), r0, q0);
		t = atan01_d(q);
	}
	double a = ay > ax ? 0x1.921fb54442d18p+0 - t : t;
	if (__builtin_signbit(x))
		a = 0x1.921fb54442d18p+1 - a;
	return copysignf_((float)a, y);
}

MLFN float __nv_asinf(float x) {
	if (isnanf_(x))
		return x + x;
	float ax = fabsf_(x);
	if (ax > 1.0f)
		return NANF;
	if (ax < 0x1p-12f)
		return x; // asin(x) = x (1 + x^2/6 + ...) rounds to x
	double d = (double)ax;
	double c = sqrt_((1.0 - d) * (1.0 + d)); // exact product of binary32 values
	double a = c == 0.0 ? 0x1.921fb54442d18p+0 : (d > c ? 0x1.921fb54442d18p+0 - atan01_d(div_d(c, d)) : atan01_d(div_d(d, c)));
	return copysignf_((float)a, x);
}

MLFN float __nv_acosf(float x) {
	if (isnanf_(x))
		return x + x;
	float ax = fabsf_(x);
	if (ax > 1.0f)
		return NANF;
	double d = (double)x;
	double s = sqrt_((1.0 - d) * (1.0 + d));
	double a = fabs_(d) >= s ? atan01_d(div_d(s, fabs_(d))) : 0x1.921fb54442d18p+0 - atan01_d(div_d(fabs_(d), s));
	if (x < 0.0f)
		a = 0x1.921fb54442d18p+1 - a;
	return (float)a;
}

// ---- hyperbolic -------------------------------------------------------------

MLFN float __nv_sinhf(float x) {
	if (isnanf_(x))
		return x + x;
	float ax = fabsf_(x);
	if (ax > 90.0f)
		return copysignf_(INFF, x);
	if (ax < 0x1p-12f)
		return x;
	double e = expm1_d((double)ax);
	// div_d wants e + 1 within binary32's range; beyond 2^115 the term
	// e / (e + 1) = 1 is lost beside e anyway.
	return copysignf_((float)(0.5 * (e + (ax < 80.0f ? div_d(e, e + 1.0) : 1.0))), x);
}

MLFN float __nv_coshf(float x) {
	if (isnanf_(x))
		return x + x;
	float ax = fabsf_(x);
	if (ax > 90.0f)
		return INFF;
	double e = exp_d((double)ax);
	// div_d wants e within binary32's range; beyond 2^115, 1/e is lost anyway.
	return (float)(0.5 * (e + (ax < 80.0f ? div_d(1.0, e) : 0.0)));
}

MLFN float __nv_tanhf(float x) {
	if (isnanf_(x))
		return x + x;
	float ax = fabsf_(x);
	if (ax > 10.0f)
		return copysignf_(1.0f, x);
	if (ax < 0x1p-12f)
		return x;
	double e = expm1_d(2.0 * (double)ax);
	return copysignf_((float)div_d(e, e + 2.0), x); // e + 2 in [2, 2^29]
}

MLFN float __nv_asinhf(float x) {
	if (isnanf_(x) || fabsf_(x) == INFF)
		return x + x;
	float ax = fabsf_(x);
	if (ax < 0x1p-12f)
		return x;
	double d = (double)ax;
	double v;
	if (ax > 0x1p28f)
		v = log_d(d) + 0x1.62e42fefa39efp-1;
	else
		v = log1p_d(d + div_d(d * d, 1.0 + sqrt_(d * d + 1.0))); // divisor below 2^29
	return copysignf_((float)v, x);
}

MLFN float __nv_acoshf(float x) {
	if (isnanf_(x))
		return x + x;
	if (x < 1.0f)
		return NANF;
	if (x == INFF)
		return x;
	double d = (double)x;
	if (x > 0x1p28f)
		return (float)(log_d(d) + 0x1.62e42fefa39efp-1);
	double m = d - 1.0; // exact
	return (float)log1p_d(m + sqrt_(m * (d + 1.0)));
}

MLFN float __nv_atanhf(float x) {
	if (isnanf_(x))
		return x + x;
	float ax = fabsf_(x);
	if (ax > 1.0f)
		return NANF;
	if (ax == 1.0f)
		return copysignf_(INFF, x);
	if (ax < 0x1p-12f)
		return x;
	double d = (double)ax;
	return copysignf_((float)(0.5 * log1p_d(div_d(2.0 * d, 1.0 - d))), x); // 1 - d >= 2^-24
}

// ---- roots ------------------------------------------------------------------

MLFN float __nv_sqrtf(float x) { return sqrtf_(x); }

MLFN float __nv_rsqrtf(float x) {
	if (x == 0.0f)
		return copysignf_(INFF, x);
	if (x == INFF)
		return 0.0f;
	return (float)div_d(1.0, sqrt_((double)x)); // NaN for x < 0
}

// cbrt_d returns the real cube root of a positive finite binary64 value
// from a bit-level estimate refined by Newton steps.
ML double cbrt_pos_d(double d) {
	u64 b = d2u(d);
	int e = (int)(b >> 52) - 1023;
	double m = u2d((b & 0x000fffffffffffffULL) | 0x3ff0000000000000ULL);
	int r = e % 3;
	if (r < 0)
		r += 3;
	m = r == 1 ? m * 2.0 : (r == 2 ? m * 4.0 : m); // m in [1, 8)
	int e3 = (e - r) / 3;
	double y = 0.75 + m * 0.163; // within 10% on [1, 8)
	for (int i = 0; i < 5; i++)
		y = y - div_d(y * y * y - m, 3.0 * y * y); // 3y^2 in [1.7, 13]
	return scalbn_(y, e3);
}

MLFN float __nv_cbrtf(float x) {
	if (isnanf_(x) || x == 0.0f || fabsf_(x) == INFF)
		return x + x;
	return copysignf_((float)cbrt_pos_d(fabs_((double)x)), x);
}

MLFN float __nv_rcbrtf(float x) {
	if (isnanf_(x))
		return x + x;
	if (x == 0.0f)
		return copysignf_(INFF, x);
	if (fabsf_(x) == INFF)
		return copysignf_(0.0f, x);
	return copysignf_((float)div_d(1.0, cbrt_pos_d(fabs_((double)x))), x); // cbrt in [2^-50, 2^43]
}

MLFN float __nv_hypotf(float x, float y) {
	if (fabsf_(x) == INFF || fabsf_(y) == INFF)
		return INFF;
	double a = (double)x, b = (double)y;
	return (float)sqrt_(fma_(a, a, b * b));
}

MLFN float __nv_rhypotf(float x, float y) {
	if (fabsf_(x) == INFF || fabsf_(y) == INFF)
		return 0.0f;
	double a = (double)x, b = (double)y;
	return (float)(1.0 / sqrt_(fma_(a, a, b * b)));
}

MLFN float __nv_norm3df(float x, float y, float z) {
	if (fabsf_(x) == INFF || fabsf_(y) == INFF || fabsf_(z) == INFF)
		return INFF;
	double a = (double)x, b = (double)y, c = (double)z;
	return (float)sqrt_(fma_(a, a, fma_(b, b, c * c)));
}

MLFN float __nv_rnorm3df(float x, float y, float z) {
	if (fabsf_(x) == INFF || fabsf_(y) == INFF || fabsf_(z) == INFF)
		return 0.0f;
	double a = (double)x, b = (double)y, c = (double)z;
	return (float)(1.0 / sqrt_(fma_(a, a, fma_(b, b, c * c))));
}

MLFN float __nv_norm4df(float x, float y, float z, float w) {
	if (fabsf_(x) == INFF || fabsf_(y) == INFF || fabsf_(z) == INFF || fabsf_(w) == INFF)
		return INFF;
	double a = (double)x, b = (double)y, c = (double)z, d = (double)w;
	return (float)sqrt_(fma_(a, a, fma_(b, b, fma_(c, c, d * d))));
}

MLFN float __nv_rnorm4df(float x, float y, float z, float w) {
	if (fabsf_(x) == INFF || fabsf_(y) == INFF || fabsf_(z) == INFF || fabsf_(w) == INFF)
		return 0.0f;
	double a = (double)x, b = (double)y, c = (double)z, d = (double)w;
	return (float)(1.0 / sqrt_(fma_(a, a, fma_(b, b, fma_(c, c, d * d)))));
}

// ---- error function ---------------------------------------------------------

// erfc_pos_f returns erfc(a) for a in [0.5, 10.06] in binary32 alone, as
// e^(-a^2) erfcx(a) with erfcx(a) = erfc(a) e^(a^2) = c0 + v, a polynomial
// in s = a - 1 or a - 2 (up to 2.5), or (c0 + v) / a with the polynomial in
// s = 1/a - 1/4 beyond. e^(-a^2) = 2^k (1 + se + sl): a^2 = h + l exactly,
// Cody-Waite with k ln2 exact against h (r = -h - k ln2_hi is exact), se =
// e^r - 1 and sl the first-order effect of the low parts. The product is
// assembled as c0 + w with every small term in w, so that the result rounds
// once at the end (the tail's quotient gets the residual correction):
// rounding erfcx, e^(-a^2) and their product separately costs 2 ulp.
ML float erfc_pos_f(float a) {
	float c0, v, t = 1.0f;
	if (a < 1.5f) {
		float s = a - 1.0f; // exact (Sterbenz)
		c0 = ERFCXF1_C0;
		v = s * ERFCXF1_Q(s);
	} else if (a < 2.5f) {
		float s = a - 2.0f;
		c0 = ERFCXF2_C0;
		v = s * ERFCXF2_Q(s);
	} else {
		t = 1.0f / a;
		float s = t - 0.25f; // t's rounding barely moves a erfcx(a)
		c0 = XERFCXF_C0;
		v = s * XERFCXF_Q(s);
	}
	float h = a * a;
	float l = fmaf_(a, a, -h); // exact: a^2 = h + l
	float k = rintf_(h * -0x1.715476p+0f);
	float r = fmaf_(k, -0x1.62e400p-1f, -h); // exact: |k| <= 146, 16-bit head
	float rl = fmaf_(k, -0x1.7f7d1cp-20f, -l);
	float se = expm1f_poly(r);
	float sl = fmaf_(rl, se, rl); // e^(r + rl) = 1 + se + sl to first order in rl
	float w = fmaf_(c0, se, fmaf_(v, se, v) + (c0 + v) * sl);
	float y;
	if (a < 2.5f) {
		y = c0 + w;
	} else {
		float q = (c0 + w) * t;
		float res = fmaf_(-q, a, c0) + w; // (c0 + w) - q a, nearly exact
		y = fmaf_(res, t, q);
	}
	return scale2f(y, (int)k); // k in [-146, 0]
}

// erf_small_lo_f returns v = erf(x) - x ERFF_C0_HI for |x| < 0.5 (the
// rest of 2/sqrt(pi) and the odd series beyond the linear term), small
// beside x ERFF_C0_HI, so that adding it last costs one rounding.
ML float erf_small_lo_f(float x) {
	float t = x * x;
	return fmaf_(x * t, ERFF_Q(t), x * ERFF_C0_LO);
}

MLFN float __nv_erff(float x) {
	if (isnanf_(x))
		return x + x;
	float ax = fabsf_(x);
	if (ax < 0.5f) {
		if (x == 0.0f)
			return x; // keeps the sign of zero
		return fmaf_(x, ERFF_C0_HI, erf_small_lo_f(x));
	}
	if (ax > 4.0f)
		return copysignf_(1.0f, x);
	return copysignf_(1.0f - erfc_pos_f(ax), x);
}

MLFN float __nv_erfcf(float x) {
	if (isnanf_(x))
		return x + x;
	if (x > 10.06f)
		return 0.0f;
	if (x < -4.0f)
		return 2.0f;
	float ax = fabsf_(x);
	if (ax < 0.5f) // 1 - x c0 rounds once; the rest is small
		return fmaf_(-x, ERFF_C0_HI, 1.0f) - erf_small_lo_f(x);
	float v = erfc_pos_f(ax);
	return x < 0.0f ? 2.0f - v : v;
}

// ---- remainders, rounding, manipulation --------------------------------------

MLFN float __nv_fmodf(float x, float y) { return __builtin_fmodf(x, y); }

// remquo_core returns remainder(|x|, |y|) (IEEE: the quotient rounded to
// nearest, ties to even) and the low three bits of that quotient.
// Everything is exact: binary64 frem of binary32 values, and subtractions
// of multiples of |y| that Sterbenz's lemma keeps exact.
ML double remquo_core(float x, float y, int *n3) {
	double ax = fabs_((double)x), ay = fabs_((double)y);
	double r = __builtin_fmod(ax, 8.0 * ay); // |x| = 8 ay j + r
	int n = 0;
	if (r >= 4.0 * ay) {
		r -= 4.0 * ay;
		n += 4;
	}
	if (r >= 2.0 * ay) {
		r -= 2.0 * ay;
		n += 2;
	}
	// Now |x| = 2 ay k + r with r in [0, 2 ay) and n = 2k mod 8. A tie at
	// r = ay/2 keeps the even quotient 2k; at r = 3ay/2 it is 2k + 2.
	if (2.0 * r > ay && 2.0 * r < 3.0 * ay) {
		r -= ay;
		n += 1;
	} else if (2.0 * r >= 3.0 * ay) {
		r -= 2.0 * ay;
		n += 2;
	}
	*n3 = n & 7;
	return r;
}

MLFN float __nv_remainderf(float x, float y) {
	if (isnanf_(x) || isnanf_(y) || fabsf_(x) == INFF || y == 0.0f)
		return NANF;
	if (fabsf_(y) == INFF)
		return x;
	int n;
	double r = remquo_core(x, y, &n);
	return r == 0.0 ? copysignf_(0.0f, x) : (float)(__builtin_signbit(x) ? -r : r);
}

MLFN float __nv_remquof(float x, float y, int *quo) {
	if (isnanf_(x) || isnanf_(y) || fabsf_(x) == INFF || y == 0.0f) {
		*quo = 0;
		return NANF;
	}
	if (fabsf_(y) == INFF) {
		*quo = 0;
		return x;
	}
	int n;
	double r = remquo_core(x, y, &n);
	*quo = __builtin_signbit(x) != __builtin_signbit(y) ? -n : n;
	return r == 0.0 ? copysignf_(0.0f, x) : (float)(__builtin_signbit(x) ? -r : r);
}

MLFN float __nv_floorf(float x) { return floorf_(x); }
MLFN float __nv_ceilf(float x) { return __builtin_ceilf(x); }
MLFN float __nv_truncf(float x) { return truncf_(x); }
MLFN float __nv_roundf(float x) { return __builtin_roundf(x); }
MLFN float __nv_rintf(float x) { return rintf_(x); }
MLFN float __nv_nearbyintf(float x) { return __builtin_nearbyintf(x); }
MLFN float __nv_fminf(float x, float y) { return __builtin_fminf(x, y); }
MLFN float __nv_fmaxf(float x, float y) { return __builtin_fmaxf(x, y); }
MLFN float __nv_fabsf(float x) { return fabsf_(x); }
MLFN float __nv_copysignf(float x, float y) { return copysignf_(x, y); }
MLFN float __nv_fmaf(float x, float y, float z) { return fmaf_(x, y, z); }

MLFN float __nv_fdimf(float x, float y) {
	if (isnanf_(x) || isnanf_(y))
		return x + y;
	return x > y ? x - y : 0.0f;
}

MLFN float __nv_frexpf(float x, int *e) {
	if (isnanf_(x) || fabsf_(x) == INFF || x == 0.0f) {
		*e = 0;
		return x + x;
	}
	int bias = 0;
	if (fabsf_(x) < 0x1p-126f) {
		x *= 0x1p25f;
		bias = 25;
	}
	u32 b = f2u(x);
	*e = (int)((b >> 23) & 0xff) - 126 - bias;
	return u2f((b & 0x807fffff) | 0x3f000000);
}

MLFN float __nv_ldexpf(float x, int n) {
	if (isnanf_(x) || fabsf_(x) == INFF || x == 0.0f)
		return x + x;
	return scalbnf_(x, n);
}

MLFN float __nv_scalbnf(float x, int n) { return __nv_ldexpf(x, n); }

MLFN float __nv_scalblnf(float x, long n) {
	int k = n > 1000 ? 1000 : (n < -1000 ? -1000 : (int)n);
	return __nv_ldexpf(x, k);
}

MLFN float __nv_modff(float x, float *ip) {
	float i = truncf_(x);
	*ip = i;
	if (fabsf_(x) == INFF)
		return copysignf_(0.0f, x);
	return copysignf_(x - i, x); // x - trunc(x) is exact
}

MLFN int __nv_ilogbf(float x) {
	if (isnanf_(x) || x == 0.0f)
		return (int)0x80000000; // FP_ILOGB0, FP_ILOGBNAN as CUDA documents
	if (fabsf_(x) == INFF)
		return 0x7fffffff;
	int bias = 0;
	if (fabsf_(x) < 0x1p-126f) {
		x *= 0x1p25f;
		bias = 25;
	}
	return (int)((f2u(x) >> 23) & 0xff) - 127 - bias;
}

MLFN float __nv_logbf(float x) {
	if (isnanf_(x))
		return x + x;
	if (x == 0.0f)
		return -INFF;
	if (fabsf_(x) == INFF)
		return INFF;
	return (float)__nv_ilogbf(x);
}

MLFN float __nv_nextafterf(float x, float y) {
	if (isnanf_(x) || isnanf_(y))
		return x + y;
	if (x == y)
		return y;
	if (x == 0.0f)
		return copysignf_(u2f(1), y);
	u32 b = f2u(x);
	b = ((x < y) == (x > 0.0f)) ? b + 1 : b - 1;
	return u2f(b);
}

// ---- classification ---------------------------------------------------------

MLFN int __nv_isnanf(float x) { return isnanf_(x); }
MLFN int __nv_isinff(float x) { return fabsf_(x) == INFF; }
MLFN int __nv_finitef(float x) { return fabsf_(x) < INFF; }
MLFN int __nv_signbitf(float x) { return (int)(f2u(x) >> 31); }

// ---- rounding to integers, NaN, whole-vector norms ----------------------------

MLFN long long __nv_llrintf(float x) { return __nvvm_f2ll_rn(x); }
MLFN long long __nv_llroundf(float x) { return __nvvm_f2ll_rn(__builtin_roundf(x)); }
MLFN float __nv_nanf(const signed char *tag) { return NANF; }

// normf(dim, a) = sqrt(sum a[i]^2), in binary64 (no overflow for binary32
// inputs below 2^500 terms).
MLFN float __nv_normf(int dim, const float *a) {
	double s = 0.0;
	bool inf = false;
	for (int i = 0; i < dim; i++) {
		double v = (double)a[i];
		inf |= fabs_(v) == INF;
		s = fma_(v, v, s);
	}
	return inf ? INFF : (float)sqrt_(s);
}
MLFN float __nv_rnormf(int dim, const float *a) {
	double s = 0.0;
	bool inf = false;
	for (int i = 0; i < dim; i++) {
		double v = (double)a[i];
		inf |= fabs_(v) == INF;
		s = fma_(v, v, s);
	}
	return inf ? 0.0f : (float)(1.0 / sqrt_(s));
}

// above_rsqrt reports whether m > 1/sqrt(x) for a binary64 m with at most
// 26 significant bits and a binary32 x > 0, exactly: m > 1/sqrt(x) iff
// m^2 x > 1; m^2 is exact in binary64, m^2 x = p + e exactly with the fma
// residual, and p - 1 is exact (Sterbenz) when the comparison is close.
ML bool above_rsqrt(double m, double x) {
	double m2 = m * m;
	double p = m2 * x;
	double e = fma_(m2, x, -p);
	return (p - 1.0) + e > 0.0;
}

// __nv_frsqrt_rn is 1/sqrt(x) correctly rounded: the binary64 estimate
// rounded to binary32, then moved to a neighbour when the exact value lies
// beyond the midpoint on that side (decided exactly by above_rsqrt; no
// binary32 x has 1/sqrt(x) exactly at a midpoint).
MLFN float __nv_frsqrt_rn(float x) {
	if (isnanf_(x))
		return x + x;
	if (x == 0.0f)
		return copysignf_(INFF, x);
	if (x < 0.0f)
		return NANF;
	if (x == INFF)
		return 0.0f;
	double d = (double)x;
	float c = (float)(1.0 / sqrt_(d));
	float up = u2f(f2u(c) + 1), down = u2f(f2u(c) - 1);
	double hi = 0.5 * ((double)c + (double)up), lo = 0.5 * ((double)c + (double)down);
	if (!above_rsqrt(hi, d))
		return up; // 1/sqrt(x) > hi (never equal)
	if (above_rsqrt(lo, d))
		return down;
	return c;
}
