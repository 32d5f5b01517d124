// The binary64 cores of gpucc's binary32 functions (float.cu,
// float_special.cu): exp, expm1, log, log1p, log2, sin and cos on a reduced
// argument, the exact reduction for sinpi/cospi and erfc above 0.9. Static
// inline: each source gets its own copy.
#pragma once
#include "common.h"
// Most binary32 functions evaluate in binary64 with polynomials accurate to
// about 2^-37 or better and round once at the end: the result is then within
// 0.5 ulp plus a small fraction of the exact value.
#include "float_poly.h"

// div_d returns n / d in binary64 without a binary64 division (a long
// software sequence on GPUs): a binary32 reciprocal of d refined by one
// Newton step on the quotient, relative error about 2^-47 (the square of
// the reciprocal's). For d whose magnitude is within binary32's range
// (a subnormal reciprocal, 2^-21 accurate, still gives 2^-42).
ML double div_d(double n, double d) {
	double r0 = (double)(1.0f / (float)d);
	double q0 = n * r0;
	return fma_(fma_(-q0, d, n), r0, q0);
}

// exp_d returns e^x for |x| < 745 (binary64, relative error about 2^-39).
ML double exp_d(double x) {
	double k = rint_(x * 0x1.71547652b82fep+0);
	double r = fma_(k, -0x1.62e42fefa39efp-1, x);
	r = fma_(k, -0x1.abc9e3b39803fp-56, r);
	double p = fma_(r * r, EXPD_Q(r), r) + 1.0;
	return scalbn_(p, (int)k);
}

// expm1_d returns e^x - 1 without cancellation near 0.
ML double expm1_d(double x) {
	if (fabs_(x) < 0.3465)
		return fma_(x * x, EXPD_Q(x), x);
	return exp_d(x) - 1.0;
}

// log_d returns log(x) for positive finite x (normal in binary64), split
// into e ln2 + log(m) with m in [sqrt(1/2), sqrt(2)) and log(m) = 2
// atanh(s), s = (m-1)/(m+1).
ML double log_d(double x) {
	u64 b = d2u(x);
	int e = (int)(b >> 52) - 1023;
	double m = u2d((b & 0x000fffffffffffffULL) | 0x3ff0000000000000ULL);
	if (m > 0x1.6a09e667f3bcdp+0) {
		m *= 0.5;
		e++;
	}
	double s = div_d(m - 1.0, m + 1.0);
	double t = s * s;
	double l = 2.0 * fma_(s * t, LOGD_Q(t), s);
	return fma_((double)e, 0x1.62e42fefa39efp-1, fma_((double)e, 0x1.abc9e3b39803fp-56, l));
}

// log1p_d returns log(1 + x) for x > -1, accurate near 0.
ML double log1p_d(double x) {
	double u = 1.0 + x;
	if (u == 1.0)
		return x;
	// log(u) corrected by the rounding error of 1 + x (Goldberg's trick).
	return log_d(u) * div_d(x, u - 1.0);
}

// log2_d returns log2(x) for positive finite x, exact for powers of two.
ML double log2_d(double x) {
	u64 b = d2u(x);
	int e = (int)(b >> 52) - 1023;
	double m = u2d((b & 0x000fffffffffffffULL) | 0x3ff0000000000000ULL);
	if (m > 0x1.6a09e667f3bcdp+0) {
		m *= 0.5;
		e++;
	}
	double s = div_d(m - 1.0, m + 1.0);
	double t = s * s;
	double l = 2.0 * fma_(s * t, LOGD_Q(t), s);
	return fma_(l, 0x1.71547652b82fep+0, (double)e);
}


// sin_d and cos_d of |r| <= pi/4 (plus a little).
ML double sin_d(double r) {
	double t = r * r;
	if (r == 0.0)
		return r; // keeps -0 (the sum below would make it +0)
	return fma_(r * t, SIND_Q(t), r);
}
ML double cos_d(double r) {
	double t = r * r;
	return fma_(t * t, COSD_Q(t), fma_(-0.5, t, 1.0));
}

// is_odd_int_f / is_int_f classify y for pow's sign rules.
ML bool is_int_f(float y) { return truncf_(y) == y; }
ML bool is_odd_int_f(float y) {
	// Odd integers are below 2^24 in magnitude.
	return fabsf_(y) < 0x1p24f && is_int_f(y) && ((int)y & 1) != 0;
}
// sincospi_f reduces x = n/2 + f exactly (|f| <= 1/4) and returns pi f with
// the quarter-turn count n mod 4.
ML double reduce_pi_f(float x, int *q) {
	float n = rintf_(x * 2.0f); // exact scaling; n is exact
	float f = fmaf_(n, -0.5f, x);  // exact: x - n/2
	i64 ni = (i64)n;
	*q = (int)(ni & 3);
	return (double)f * 0x1.921fb54442d18p+1;
}
// erfc_pos_d returns erfc(a) for a >= 0.9: e^(-a^2) times erfcx(a), a
// polynomial in a up to 2.2, in 1/a beyond.
ML double erfc_pos_d(double a) {
	double p = a < 2.2 ? ERFCX1_P(a) : ERFCX2_P(div_d(1.0, a));
	// e^(-a^2) with a^2 split exactly: a is a binary32 value, a^2 is exact.
	return exp_d(-(a * a)) * p;
}
