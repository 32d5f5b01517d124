// Double-precision error functions: erf, erfc.
//
// |x| < 0.84375: erf x = (2/sqrt(pi)) x (1 + z T(z)), z = x^2, T the
// Taylor series of the error function to z^17 (first omitted term below
// 2^-61 relative), 2/sqrt(pi) as a double-double; erfc = 1 - erf.
// x >= 0.84375: erfc x = e^(-x^2) erfcx(x), where erfcx, smooth and
// slowly varying, comes from the minimax polynomials of double_erf_poly.h
// (three intervals in x up to 3, three in 1/x up to 28) and e^(-x^2) from
// the double-double exponential of double_exp.h with x^2 split exactly.
// erf = 1 - erfc there, erfc(-x) = 2 - erfc(x).
#ifndef GPUCC_DOUBLE_ERF_H
#define GPUCC_DOUBLE_ERF_H

#include "double_core.h"
#include "double_exp.h"
#include "double_erf_poly.h"

#define M64_TWO_OVER_SQRTPI_HI 0x1.20dd750429b6dp+0
#define M64_TWO_OVER_SQRTPI_LO 1.533545961316588e-17

// m64_erf_small returns erf x as hi + *lo for |x| < 0.84375.
static __device__ __forceinline__ double m64_erf_small(double x, double *lo) {
	double z = x * x;
	double zl = m64_fma(x, x, -z);
	// S(z) = 1 - z/3 + z^2 T2(z), T2(z) = sum_{n>=2} (-1)^n z^(n-2) /
	// (n! (2n+1)); n! (2n+1) is exact. z/3 is formed in double-double:
	// erfc = 1 - erf loses up to two bits to cancellation near 0.84, so
	// S must be better than a double.
	double t = 1.0 / (6402373705728000.0 * 37.0); // n = 18
	t = m64_fma(t, z, -1.0 / (355687428096000.0 * 35.0));
	t = m64_fma(t, z, 1.0 / (20922789888000.0 * 33.0));
	t = m64_fma(t, z, -1.0 / (1307674368000.0 * 31.0));
	t = m64_fma(t, z, 1.0 / (87178291200.0 * 29.0));
	t = m64_fma(t, z, -1.0 / (6227020800.0 * 27.0));
	t = m64_fma(t, z, 1.0 / (479001600.0 * 25.0));
	t = m64_fma(t, z, -1.0 / (39916800.0 * 23.0));
	t = m64_fma(t, z, 1.0 / (3628800.0 * 21.0));
	t = m64_fma(t, z, -1.0 / (362880.0 * 19.0));
	t = m64_fma(t, z, 1.0 / (40320.0 * 17.0));
	t = m64_fma(t, z, -1.0 / (5040.0 * 15.0));
	t = m64_fma(t, z, 1.0 / (720.0 * 13.0));
	t = m64_fma(t, z, -1.0 / (120.0 * 11.0));
	t = m64_fma(t, z, 1.0 / (24.0 * 9.0));
	t = m64_fma(t, z, -1.0 / (6.0 * 7.0));
	t = m64_fma(t, z, 1.0 / (2.0 * 5.0));
	double b = z * z * t;
	const double third_hi = 0.3333333333333333, third_lo = 1.850371707708594e-17;
	double ah = z * third_hi;
	double al = m64_fma(z, third_hi, -ah) + (z * third_lo + zl * third_hi);
	double e;
	double sh = m64_fast_two_sum(1.0, -ah, &e);
	double sl;
	sh = m64_fast_two_sum(sh, (e - al) + b, &sl);
	// (2/sqrt(pi)) * (sh + sl) * x.
	double ph = M64_TWO_OVER_SQRTPI_HI * sh;
	double pl = m64_fma(M64_TWO_OVER_SQRTPI_HI, sh, -ph) + (M64_TWO_OVER_SQRTPI_HI * sl + M64_TWO_OVER_SQRTPI_LO * sh);
	double rh = ph * x;
	*lo = m64_fma(ph, x, -rh) + pl * x;
	return rh;
}

// m64_erfcx_big returns erfcx x = erfc(x) e^(x^2) as hi + *lo for
// 0.84375 <= x <= 28.
static __device__ __forceinline__ double m64_erfcx_big(double x, double *lo) {
	double hh, hl;
	if (x < 1.25) {
		double p = m64_erfcx_1_046875(x - 1.046875); // x - c is exact
		hh = m64_fast_two_sum(M64_ERFCX_C0_1_046875, p, &hl);
	} else if (x < 2.0) {
		double p = m64_erfcx_1_625(x - 1.625);
		hh = m64_fast_two_sum(M64_ERFCX_C0_1_625, p, &hl);
	} else if (x < 3.0) {
		double p = m64_erfcx_2_5(x - 2.5);
		hh = m64_fast_two_sum(M64_ERFCX_C0_2_5, p, &hl);
	} else {
		// x erfcx(x) as a function of t = 1/x (t's rounding moves the
		// slowly varying result by less than 2^-56), then divided by x.
		double t = 1.0 / x;
		double p, c0;
		if (t > 1.0 / 6.0) {
			p = m64_erfcx_x0_25(t - 0.25);
			c0 = M64_ERFCX_C0_x0_25;
		} else if (t > 1.0 / 12.0) {
			p = m64_erfcx_x0_125(t - 0.125);
			c0 = M64_ERFCX_C0_x0_125;
		} else {
			p = m64_erfcx_x0_0625(t - 0.0625);
			c0 = M64_ERFCX_C0_x0_0625;
		}
		double gl;
		double gh = m64_fast_two_sum(c0, p, &gl);
		hh = gh / x;
		hl = (m64_fma(-hh, x, gh) + gl) / x;
	}
	*lo = hl;
	return hh;
}

// m64_exp_sq returns e^(sign x^2) = 2^*k (hi + *lo) (sign = +1 or -1), for
// x^2 <= 745.
static __device__ __forceinline__ double m64_exp_sq(double x, double sign, double *lo, int *k) {
	double x2 = x * x;
	double x2l = m64_fma(x, x, -x2);
	x2 *= sign;
	x2l *= sign;
	double kk = m64_rint(x2 * M64_INVLN2);
	double rh = m64_fma(-kk, M64_LN2_HI, x2); // exact, as in exp
	double rl = x2l - kk * M64_LN2_LO;
	double e;
	rh = m64_fast_two_sum(rh, rl, &e);
	double sl;
	double sh = m64_expm1_dd(rh, e, &sl);
	double eh = m64_fast_two_sum(1.0, sh, &e);
	*k = (int)kk;
	return m64_fast_two_sum(eh, e + sl, lo);
}

// m64_erfc_big returns erfc x = 2^*k (hi + *lo) for 0.84375 <= x <= 28.
static __device__ __forceinline__ double m64_erfc_big(double x, double *lo, int *k) {
	double hl;
	double hh = m64_erfcx_big(x, &hl);
	// e^(-x^2) = 2^k (eh + el).
	double el;
	double eh = m64_exp_sq(x, -1.0, &el, k);
	double ph = eh * hh;
	*lo = m64_fma(eh, hh, -ph) + (eh * hl + el * hh);
	return ph;
}

extern "C" __device__ double __nv_erf(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax < 0.84375) {
		if (x == 0.0) {
			return x; // keeps -0
		}
		if (ax < 0x1p-1000) {
			// Keep x * 2/sqrt(pi) clear of the subnormal range's extra
			// rounding: scale up, multiply, scale down once.
			double y = x * 0x1p100;
			double lo;
			double h = m64_erf_small(y, &lo);
			return (h + lo) * 0x1p-100;
		}
		double lo;
		double h = m64_erf_small(x, &lo);
		return h + lo;
	}
	if (ax >= 6.0) {
		return m64_copysign(1.0, x); // erfc 6 < 2^-54: 1 - erfc rounds to 1
	}
	double lo;
	int k;
	double h = m64_erfc_big(ax, &lo, &k);
	double sc = m64_pow2(k); // k >= -52 here
	double e;
	double s = m64_two_sum(1.0, -h * sc, &e);
	double r = s + (e - lo * sc);
	return m64_copysign(r, x);
}

extern "C" __device__ double __nv_erfc(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax < 0.84375) {
		double lo;
		double h = m64_erf_small(x, &lo);
		double e;
		double s = m64_two_sum(1.0, -h, &e);
		return s + (e - lo);
	}
	if (x > 28.0) {
		return 0.0; // erfc 28 < 2^-1100
	}
	if (x < -6.0) {
		return 2.0; // 2 - erfc 6 rounds to 2
	}
	double lo;
	int k;
	double h = m64_erfc_big(ax, &lo, &k);
	if (x > 0) {
		return m64_scale(h + lo, k);
	}
	double sc = m64_pow2(k);
	double e;
	double s = m64_two_sum(2.0, -h * sc, &e);
	return s + (e - lo * sc);
}

#define M64_INV_SQRTPI_HI 0x1.20dd750429b6dp-1 // 1/sqrt(pi)
#define M64_INV_SQRTPI_LO 7.66772980658294e-18

extern "C" __device__ double __nv_erfcx(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (x >= 28.0) {
		if (x == __builtin_inf()) {
			return 0.0;
		}
		// Asymptotic series: sqrt(pi) x erfcx(x) = 1 - u + 3u^2 - 15u^3 ...
		// with u = 1/(2x^2) <= 6.4e-4; the terms past u^8 are below 2^-62.
		double u = x < 0x1p500 ? 0.5 / (x * x) : 0.0;
		double sv = m64_fma(2027025.0, u, -135135.0);
		sv = m64_fma(sv, u, 10395.0);
		sv = m64_fma(sv, u, -945.0);
		sv = m64_fma(sv, u, 105.0);
		sv = m64_fma(sv, u, -15.0);
		sv = m64_fma(sv, u, 3.0);
		sv = m64_fma(sv, u, -1.0);
		double e;
		double sh = m64_fast_two_sum(1.0, sv * u, &e);
		double ph = M64_INV_SQRTPI_HI * sh;
		double pl = m64_fma(M64_INV_SQRTPI_HI, sh, -ph) + (M64_INV_SQRTPI_HI * e + M64_INV_SQRTPI_LO * sh);
		double q = ph / x;
		if (x < 0x1p1000) {
			q = q + (m64_fma(-q, x, ph) + pl) / x;
		}
		return q;
	}
	if (ax < 0.84375) {
		// e^(x^2) (1 - erf x), both double-doubles.
		double lo;
		double h = m64_erf_small(x, &lo);
		double e;
		double ch = m64_two_sum(1.0, -h, &e);
		double cl = e - lo;
		double el;
		int k;
		double eh = m64_exp_sq(x, 1.0, &el, &k);
		double ph = eh * ch;
		double pl = m64_fma(eh, ch, -ph) + (eh * cl + el * ch);
		return m64_scale(ph + pl, k);
	}
	double hl;
	double hh = ax <= 28.0 ? m64_erfcx_big(ax, &hl) : 0.0;
	if (x > 0) {
		return hh + hl;
	}
	// erfcx(-|x|) = 2 e^(x^2) - erfcx(|x|).
	if (ax > 26.7) {
		return __builtin_inf(); // 2 e^(x^2) overflows
	}
	double el;
	int k;
	double eh = m64_exp_sq(ax, 1.0, &el, &k);
	double sc = k + 1 <= 1000 ? m64_pow2(-(k + 1)) : 0.0; // erfcx(|x|) < 2^-1000 of 2 e^(x^2) beyond
	double e;
	double s = m64_two_sum(eh, -hh * sc, &e);
	return m64_scale(s + (e + (el - hl * sc)), k + 1);
}

#endif
