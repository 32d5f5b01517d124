// Double-precision hyperbolic functions and their inverses: sinh, cosh,
// tanh, asinh, acosh, atanh.
//
// All are built on the double-double exponential and logarithm of
// double_exp.h and double_log.h, so cancellation never meets a rounded
// intermediate:
//   sinh x = (E - 1/E)/2 for |x| >= 1 with E = e^|x| in double-double, and
//            (m + m/(1+m))/2 with m = expm1 |x| for smaller |x|;
//   cosh x = (E + 1/E)/2;
//   tanh x = m/(m+2) with m = expm1(2|x|);
//   asinh x = log1p(|x| + x^2/(1 + sqrt(1 + x^2))),
//   acosh x = log1p((x-1) + sqrt((x-1)(x+1))),
//   atanh x = log1p(2|x|/(1-|x|))/2,
// with the log1p argument carried as a double-double.
#ifndef GPUCC_DOUBLE_HYP_H
#define GPUCC_DOUBLE_HYP_H

#include "double_core.h"
#include "double_exp.h"
#include "double_log.h"

// m64_exp_dd returns e^x = 2^*k (hi + *lo), hi in [0.7, 1.42], for
// |x| <= 745.
static __device__ __forceinline__ double m64_exp_dd(double x, double *lo, int *k) {
	double kk = m64_rint(x * M64_INVLN2);
	double rh = m64_fma(-kk, M64_LN2_HI, x);
	double rl = -kk * M64_LN2_LO;
	double e;
	rh = m64_fast_two_sum(rh, rl, &e);
	double sl;
	double sh = m64_expm1_dd(rh, e, &sl);
	double y = m64_fast_two_sum(1.0, sh, &e);
	*k = (int)kk;
	// sl holds the r^3 terms, not just a rounding error: renormalise.
	return m64_fast_two_sum(y, e + sl, lo);
}

// m64_expm1_dd_full returns e^x - 1 as hi + *lo for 0 <= x <= 64.
static __device__ __forceinline__ double m64_expm1_dd_full(double x, double *lo) {
	double kk = m64_rint(x * M64_INVLN2);
	double rh = m64_fma(-kk, M64_LN2_HI, x);
	double rl = -kk * M64_LN2_LO;
	double e;
	rh = m64_fast_two_sum(rh, rl, &e);
	double sl;
	double sh = m64_expm1_dd(rh, e, &sl);
	int k = (int)kk;
	if (k == 0) {
		return m64_fast_two_sum(sh, sl, lo);
	}
	double t = m64_pow2(k);
	if (k > 52) {
		// 2^k (1 + s) - 1: the -1 is far below 2^k's ulp scale.
		double y = m64_fast_two_sum(1.0, sh, &e);
		double h = t * y;
		*lo = t * (e + sl) - 1.0;
		return m64_fast_two_sum(h, *lo, lo);
	}
	double a = m64_two_sum(t - 1.0, t * sh, &e);
	return m64_fast_two_sum(a, e + t * sl, lo);
}

extern "C" __device__ double __nv_sinh(double x) {
	double ax = m64_fabs(x);
	if (!(ax < __builtin_inf())) {
		return x + x; // ±inf, NaN
	}
	if (ax < 0x1p-27) {
		return x; // sinh x = x (1 + x^2/6): rounds to x
	}
	double r;
	if (ax < 1.0) {
		double ml;
		double mh = m64_expm1_dd_full(ax, &ml);
		// m / (1 + m) in double-double.
		double dl;
		double dh = m64_fast_two_sum(1.0, mh, &dl);
		dl += ml;
		double q = mh / dh;
		double ql = (m64_fma(-q, dh, mh) + ml - q * dl) / dh;
		double e;
		double s = m64_two_sum(mh, q, &e);
		r = 0.5 * (s + (e + ml + ql));
	} else if (ax > 710.5) {
		r = __builtin_inf();
	} else {
		double l;
		int k;
		double h = m64_exp_dd(ax, &l, &k);
		if (ax >= 40.0) {
			r = m64_scale(h + l, k - 1); // e^-|x| is below 2^-115 relative
		} else {
			// E - 1/E, E = 2^k (h + l).
			double ih = 1.0 / h;
			double il = (m64_fma(-ih, h, 1.0) - ih * l) / h;
			double sc = m64_pow2(k), isc = m64_pow2(-k);
			double e;
			double s = m64_two_sum(h * sc, -ih * isc, &e);
			r = 0.5 * (s + (e + (l * sc - il * isc)));
		}
	}
	return m64_copysign(r, x);
}

extern "C" __device__ double __nv_cosh(double x) {
	double ax = m64_fabs(x);
	if (!(ax < __builtin_inf())) {
		return ax + ax; // +inf for ±inf, NaN
	}
	if (ax < 0x1p-27) {
		return 1.0;
	}
	if (ax > 710.5) {
		return __builtin_inf();
	}
	double l;
	int k;
	double h = m64_exp_dd(ax, &l, &k);
	if (ax >= 40.0) {
		return m64_scale(h + l, k - 1);
	}
	double ih = 1.0 / h;
	double il = (m64_fma(-ih, h, 1.0) - ih * l) / h;
	double sc = m64_pow2(k), isc = m64_pow2(-k);
	double e;
	double s = m64_two_sum(h * sc, ih * isc, &e);
	return 0.5 * (s + (e + (l * sc + il * isc)));
}

extern "C" __device__ double __nv_tanh(double x) {
	double ax = m64_fabs(x);
	if (m64_isnan(x)) {
		return x + x;
	}
	if (ax < 0x1p-27) {
		return x; // tanh x = x (1 - x^2/3): rounds to x
	}
	if (ax >= 22.0) {
		return m64_copysign(1.0, x); // 1 - tanh 22 < 2^-62
	}
	double ml;
	double mh = m64_expm1_dd_full(2.0 * ax, &ml);
	double dl;
	double dh = m64_two_sum(2.0, mh, &dl);
	dl += ml;
	double q = mh / dh;
	double ql = (m64_fma(-q, dh, mh) + ml - q * dl) / dh;
	return m64_copysign(q + ql, x);
}

// m64_log1p_dd_arg returns log(1 + xh + xl), xh + xl > -1 finite, rounded
// once.
static __device__ __forceinline__ double m64_log1p_dd_arg(double xh, double xl) {
	double c;
	double u = m64_two_sum(1.0, xh, &c);
	c += xl;
	int e;
	double m = m64_log_split(u, &e);
	double lo;
	double hi = m64_log1p_dd(m - 1.0, c / u, &lo);
	double de = (double)e;
	double el;
	double s = m64_two_sum(de * M64_LN2_HI42, hi, &el);
	return s + (el + (lo + de * M64_LN2_LO42));
}

// m64_log_plus_ln2 returns log(x) + ln 2 for x >= 2^28 (finite).
static __device__ __forceinline__ double m64_log_plus_ln2(double x) {
	int e;
	double m = m64_log_split(x, &e);
	double lo;
	double hi = m64_log1p_dd(m - 1.0, 0.0, &lo);
	double de = (double)(e + 1);
	double el;
	double s = m64_two_sum(de * M64_LN2_HI42, hi, &el);
	return s + (el + (lo + de * M64_LN2_LO42));
}

extern "C" __device__ double __nv_asinh(double x) {
	double ax = m64_fabs(x);
	if (!(ax < __builtin_inf())) {
		return x + x;
	}
	if (ax < 0x1p-27) {
		return x; // asinh x = x (1 - x^2/6): rounds to x
	}
	double r;
	if (ax >= 0x1p28) {
		r = m64_log_plus_ln2(ax); // sqrt(x^2 + 1) = x to 2^-57
	} else {
		double a2 = ax * ax, a2l = m64_fma(ax, ax, -a2);
		double wl;
		double wh = m64_fast_two_sum(1.0, a2, &wl);
		if (a2 > 1.0) {
			wh = m64_fast_two_sum(a2, 1.0, &wl);
		}
		wl += a2l;
		double s = __builtin_sqrt(wh);
		double sl = (m64_fma(-s, s, wh) + wl) / (s + s);
		double dl;
		double dh = m64_fast_two_sum(s, 1.0, &dl); // s >= 1
		dl += sl;
		double f = a2 / dh;
		double fl = (m64_fma(-f, dh, a2) + a2l - f * dl) / dh;
		double e;
		double ah = m64_fast_two_sum(ax, f, &e); // f < ax
		r = m64_log1p_dd_arg(ah, e + fl);
	}
	return m64_copysign(r, x);
}

extern "C" __device__ double __nv_acosh(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	if (x < 1.0) {
		return __builtin_nan("");
	}
	if (x == __builtin_inf()) {
		return x;
	}
	if (x >= 0x1p28) {
		return m64_log_plus_ln2(x);
	}
	double al;
	double ah = m64_two_sum(x, -1.0, &al); // exact for x <= 2
	double bl;
	double bh = m64_two_sum(x, 1.0, &bl);
	double p = ah * bh;
	double pl = m64_fma(ah, bh, -p) + (ah * bl + al * bh);
	double s = __builtin_sqrt(p);
	double sl = s == 0.0 ? 0.0 : (m64_fma(-s, s, p) + pl) / (s + s);
	double e;
	double h = m64_two_sum(ah, s, &e);
	return m64_log1p_dd_arg(h, e + al + sl);
}

extern "C" __device__ double __nv_atanh(double x) {
	double ax = m64_fabs(x);
	if (m64_isnan(x)) {
		return x + x;
	}
	if (ax > 1.0) {
		return __builtin_nan("");
	}
	if (ax == 1.0) {
		return m64_copysign(__builtin_inf(), x);
	}
	if (ax < 0x1p-27) {
		return x; // atanh x = x (1 + x^2/3): rounds to x
	}
	double dl;
	double dh = m64_two_sum(1.0, -ax, &dl); // exact (dl = 0) for ax >= 1/2
	double n = 2.0 * ax;
	double q = n / dh;
	double ql = (m64_fma(-q, dh, n) - q * dl) / dh;
	double r = 0.5 * m64_log1p_dd_arg(q, ql);
	return m64_copysign(r, x);
}

#endif
