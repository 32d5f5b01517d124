// Double-precision power: pow(x, y) and powi(x, n).
//
// pow |x|^y = exp(y log|x|): log|x| is computed as a double-double with a
// relative error near 2^-75 (the atanh series of double_log.h, but with s =
// f/(2+f), s^2 and the first three levels of the series in double-double
// arithmetic), multiplied by y exactly into a double-double, and the
// exponential of double_exp.h takes the low part as the correction of its
// reduced argument. |y log x| <= 745 where the result is finite, so the
// absolute error of the product stays below 2^-60 and the result is within
// 0.5 ulp plus a few hundredths. The special cases follow C99 F.9.4.4.
#ifndef GPUCC_DOUBLE_POW_H
#define GPUCC_DOUBLE_POW_H

#include "double_core.h"
#include "double_exp.h"
#include "double_log.h"

// dd * dd -> dd (the product of the low parts is dropped).
static __device__ __forceinline__ double m64_dd_mul(double ah, double al, double bh, double bl, double *lo) {
	double p = ah * bh;
	double e = m64_fma(ah, bh, -p) + (ah * bl + al * bh);
	return m64_fast_two_sum(p, e, lo);
}

// dd + dd -> dd for |ah| >= |bh|.
static __device__ __forceinline__ double m64_dd_add(double ah, double al, double bh, double bl, double *lo) {
	double e;
	double s = m64_two_sum(ah, bh, &e);
	return m64_fast_two_sum(s, e + (al + bl), lo);
}

// m64_log_ext returns log x as hi + *lo (relative error near 2^-75) for
// finite x > 0.
static __device__ __forceinline__ double m64_log_ext(double x, double *lo) {
	int e;
	double m = m64_log_split(x, &e);
	double f = m - 1.0; // exact
	// s = f / (2 + f) in double-double.
	double dl;
	double dh = m64_two_sum(2.0, f, &dl);
	double sh = f / dh;
	double sl = (m64_fma(-sh, dh, f) - sh * dl) / dh;
	// z = s^2.
	double zh = sh * sh;
	double zl = m64_fma(sh, sh, -zh) + 2.0 * sh * sl;
	// log(1+f) = 2s (1 + z/3 + z^2/5 + z^3 D(z)), D = 1/7 + z/9 + ...;
	// D's terms past 1/29 are below 2^-76 relative (z <= 0.0295).
	double D = 1.0 / 29.0;
	D = m64_fma(D, zh, 1.0 / 27.0);
	D = m64_fma(D, zh, 1.0 / 25.0);
	D = m64_fma(D, zh, 1.0 / 23.0);
	D = m64_fma(D, zh, 1.0 / 21.0);
	D = m64_fma(D, zh, 1.0 / 19.0);
	D = m64_fma(D, zh, 1.0 / 17.0);
	D = m64_fma(D, zh, 1.0 / 15.0);
	D = m64_fma(D, zh, 1.0 / 13.0);
	D = m64_fma(D, zh, 1.0 / 11.0);
	D = m64_fma(D, zh, 1.0 / 9.0);
	D = m64_fma(D, zh, 1.0 / 7.0);
	double l, h;
	h = m64_dd_mul(zh, zl, D, 0.0, &l);
	h = m64_dd_add(0.2, -1.1102230246251566e-17, h, l, &l); // 1/5 as a double-double
	h = m64_dd_mul(zh, zl, h, l, &l);
	h = m64_dd_add(0.3333333333333333, 1.850371707708594e-17, h, l, &l); // 1/3
	h = m64_dd_mul(zh, zl, h, l, &l);
	h = m64_dd_add(1.0, 0.0, h, l, &l);
	h = m64_dd_mul(2.0 * sh, 2.0 * sl, h, l, &l);
	// + e ln2 (ln2 in 42 + 53 bits; e * the first part is exact).
	double de = (double)e;
	double eh = de * M64_LN2_HI42;
	double el = de * M64_LN2_LO42;
	if (m64_fabs(eh) >= m64_fabs(h)) {
		return m64_dd_add(eh, el, h, l, lo);
	}
	return m64_dd_add(h, l, eh, el, lo);
}

// m64_pow_pos returns |x|^y for finite x != 0, finite y.
static __device__ __forceinline__ double m64_pow_pos(double ax, double y) {
	double ll;
	double lh = m64_log_ext(ax, &ll);
	double ph = y * lh;
	if (ph > 709.8) {
		return __builtin_inf();
	}
	if (ph < -745.2) {
		return 0.0;
	}
	double pl = m64_fma(y, lh, -ph) + y * ll;
	double k = m64_rint(ph * M64_INVLN2);
	double rh = m64_fma(-k, M64_LN2_HI, ph); // exact, as in exp
	double rl = pl - k * M64_LN2_LO;
	double e;
	rh = m64_fast_two_sum(rh, rl, &e);
	return m64_exp_reduced(rh, e, (int)k);
}

extern "C" __device__ double __nv_pow(double x, double y) {
	if (y == 0.0 || x == 1.0) {
		return 1.0; // even for NaN
	}
	if (m64_isnan(x) || m64_isnan(y)) {
		return x + y;
	}
	double ax = m64_fabs(x), ay = m64_fabs(y);
	// y's parity: integers at or above 2^53 are even.
	int yint = __builtin_floor(y) == y;
	int yodd = yint && ay < 0x1p53 && ((m64_i64)ay & 1);
	if (ay == __builtin_inf()) {
		if (ax == 1.0) {
			return 1.0; // pow(-1, ±inf)
		}
		return ((ax < 1.0) == (y < 0)) ? __builtin_inf() : 0.0;
	}
	if (x == 0.0) {
		if (y < 0) {
			return yodd ? m64_copysign(__builtin_inf(), x) : __builtin_inf();
		}
		return yodd ? x : 0.0;
	}
	if (ax == __builtin_inf()) {
		double r = y < 0 ? 0.0 : __builtin_inf();
		return (x < 0 && yodd) ? -r : r;
	}
	if (x < 0 && !yint) {
		return __builtin_nan("");
	}
	double r = m64_pow_pos(ax, y);
	return (x < 0 && yodd) ? -r : r;
}

extern "C" __device__ double __nv_powi(double x, int n) { return __nv_pow(x, (double)n); }

#endif
