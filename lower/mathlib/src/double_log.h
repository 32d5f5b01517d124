// Double-precision logarithms: log, log2, log10, log1p.
//
// Method (after Tang and fdlibm's formulation, written anew): x = 2^e m with
// m in [sqrt(1/2), sqrt(2)), f = m - 1 (exact), s = f / (2 + f), so that
// log(1+f) = 2 atanh(s) = 2s + s R(s^2) with R(z) = sum 2 z^n / (2n+1).
// Since 2s = f - s f, log(1+f) = f - f^2/2 + s (f^2/2 + R): the leading f
// is exact, f^2/2 is split exactly by an FMA, and the rounding of s only
// touches the small last term. The result is a double-double hi + lo with
// a relative error near 2^-60, to which e*ln2 (or e, or e*log10(2)) is
// added exactly before the final rounding.
//
// R: the atanh series truncated after z^10 (|s| <= 0.1716, z <= 0.0295:
// the first omitted term is below 2^-60 relative). Taylor coefficients
// 2/(2n+1), not minimax (the minimax tool was not yet on this branch).
#ifndef GPUCC_DOUBLE_LOG_H
#define GPUCC_DOUBLE_LOG_H

#include "double_core.h"

#define M64_LN2_HI42 0.69314718055989033    // ln2 to 42 bits: e * it is exact for |e| < 2^11
#define M64_LN2_LO42 5.4979230187083712e-14 // ln2 - M64_LN2_HI42
#define M64_INVLN2_HI 1.4426950408889634    // 1/ln2 rounded
#define M64_INVLN2_LO 2.0355273740931033e-17
#define M64_INVLN10_HI 0.43429448190325182  // 1/ln10 rounded
#define M64_INVLN10_LO 1.0983196502167651e-17
#define M64_LOG10_2_HI42 0.30102999566395283 // log10(2) to 42 bits
#define M64_LOG10_2_LO42 2.8363394551044964e-14

// m64_log_split writes x = 2^e * m, m in [sqrt(1/2), sqrt(2)), for finite
// x > 0 (subnormals too), and returns m.
static __device__ __forceinline__ double m64_log_split(double x, int *e) {
	int adj = 0;
	if (x < 0x1p-1022) {
		x *= 0x1p54;
		adj = -54;
	}
	m64_u64 b = m64_bits(x);
	int ex = (int)(b >> 52) - 1023;
	// m in [1, 2); the mantissa bits of sqrt(2) are 0x6a09e667f3bcd.
	m64_u64 mant = b & 0x000fffffffffffffULL;
	if (mant > 0x6a09e667f3bcdULL) {
		ex += 1;
		b = mant | 0x3fe0000000000000ULL; // m in [sqrt(2)/2, 1)
	} else {
		b = mant | 0x3ff0000000000000ULL;
	}
	*e = ex + adj;
	return m64_from_bits(b);
}

// m64_log1p_dd returns log(1 + f) as hi + *lo for f in [sqrt(1/2)-1,
// sqrt(2)-1], plus c (a correction below 2^-50 |f|, added to lo).
static __device__ __forceinline__ double m64_log1p_dd(double f, double c, double *lo) {
	double s = f / (2.0 + f);
	double z = s * s;
	double R = 2.0 / 21.0;
	R = m64_fma(R, z, 2.0 / 19.0);
	R = m64_fma(R, z, 2.0 / 17.0);
	R = m64_fma(R, z, 2.0 / 15.0);
	R = m64_fma(R, z, 2.0 / 13.0);
	R = m64_fma(R, z, 2.0 / 11.0);
	R = m64_fma(R, z, 2.0 / 9.0);
	R = m64_fma(R, z, 2.0 / 7.0);
	R = m64_fma(R, z, 2.0 / 5.0);
	R = m64_fma(R, z, 2.0 / 3.0);
	R *= z;
	double hf = 0.5 * f;
	double hfsq = hf * f;
	double hfsqe = m64_fma(hf, f, -hfsq); // f^2/2 = hfsq + hfsqe exactly
	double hi = f - hfsq;
	// f - hi is exact (Sterbenz: hi is within a factor 2 of f).
	*lo = (((f - hi) - hfsq) - hfsqe) + (s * (hfsq + R) + c);
	return hi;
}

extern "C" __device__ double __nv_log(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	if (x <= 0.0) {
		return x == 0.0 ? -__builtin_inf() : __builtin_nan("");
	}
	if (x == __builtin_inf()) {
		return x;
	}
	int e;
	double m = m64_log_split(x, &e);
	double lo;
	double hi = m64_log1p_dd(m - 1.0, 0.0, &lo);
	double de = (double)e;
	double el;
	double s = m64_two_sum(de * M64_LN2_HI42, hi, &el);
	return s + (el + (lo + de * M64_LN2_LO42));
}

// m64_log_scaled returns e + (hi + lo) * (ch + cl) rounded once, for log2
// and log10 (e an exactly representable offset).
static __device__ __forceinline__ double m64_log_scaled(double eh, double el, double hi, double lo, double ch, double cl) {
	double ph = hi * ch;
	double pl = m64_fma(hi, ch, -ph) + (lo * ch + hi * cl);
	double e2;
	double s = m64_two_sum(eh, ph, &e2);
	return s + (e2 + (pl + el));
}

extern "C" __device__ double __nv_log2(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	if (x <= 0.0) {
		return x == 0.0 ? -__builtin_inf() : __builtin_nan("");
	}
	if (x == __builtin_inf()) {
		return x;
	}
	int e;
	double m = m64_log_split(x, &e);
	double lo;
	double hi = m64_log1p_dd(m - 1.0, 0.0, &lo);
	return m64_log_scaled((double)e, 0.0, hi, lo, M64_INVLN2_HI, M64_INVLN2_LO);
}

extern "C" __device__ double __nv_log10(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	if (x <= 0.0) {
		return x == 0.0 ? -__builtin_inf() : __builtin_nan("");
	}
	if (x == __builtin_inf()) {
		return x;
	}
	int e;
	double m = m64_log_split(x, &e);
	double lo;
	double hi = m64_log1p_dd(m - 1.0, 0.0, &lo);
	double de = (double)e;
	return m64_log_scaled(de * M64_LOG10_2_HI42, de * M64_LOG10_2_LO42, hi, lo, M64_INVLN10_HI, M64_INVLN10_LO);
}

extern "C" __device__ double __nv_log1p(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	if (x <= -1.0) {
		return x == -1.0 ? -__builtin_inf() : __builtin_nan("");
	}
	if (x == __builtin_inf()) {
		return x;
	}
	if (m64_fabs(x) < 0x1p-54) {
		return x; // log1p(x) = x - x^2/2 + ... rounds to x, keeps -0
	}
	// u + c = 1 + x exactly; log(1+x) = log(u) + c/u to first order.
	double c;
	double u = m64_two_sum(1.0, x, &c);
	int e;
	double m = m64_log_split(u, &e);
	double lo;
	double hi = m64_log1p_dd(m - 1.0, c / u, &lo);
	double de = (double)e;
	double el;
	double s = m64_two_sum(de * M64_LN2_HI42, hi, &el);
	return s + (el + (lo + de * M64_LN2_LO42));
}

#endif
