// Double-precision inverse error functions, the normal distribution and
// rounding to 64-bit integers: erfinv, erfcinv, normcdf, normcdfinv,
// llrint, llround.
//
// erfinv/erfcinv solve erf x = y or erfc x = t by Newton's method from
// Winitzki's closed-form estimate (relative error about 2e-3; a Taylor
// estimate for small y). The result's accuracy comes from the last step
// alone: its residual is taken from the double-double erf/erfc of
// double_erf.h (erf(x) - y is exact by Sterbenz once x is close), so the
// correction is tiny against x and x + correction is rounded once.
//  - small side, 0 < y <= 1/2 (x <= 0.477): Newton on erf, which keeps its
//    relative accuracy; x1 = x - (erf x - y) (sqrt(pi)/2) e^(x^2).
//  - tail, 0 < t <= 1/2: Newton on log erfc (concave, so the iteration
//    converges from either side, also for subnormal t where x is 27.2):
//    x1 = x + log(erfc x / t) (sqrt(pi)/2) erfcx(x); the last step takes
//    erfc x / t - 1 from erfc as 2^k (hi + lo) against t scaled by 2^-k.
// erfinv(y) for |y| > 1/2 is the tail at t = 1 - |y| (exact), erfcinv(t)
// for 1/2 < t < 3/2 the small side at 1 - t and for t >= 3/2 minus the
// tail at 2 - t (both exact).
// normcdfinv(p) = -sqrt2 erfcinv(2p) with erfcinv as a double-double, so
// the product is rounded once. normcdf(x) = erfc(-x/sqrt2)/2 with the
// argument a double-double a = ah + al: erfc(ah + al) = erfc(ah) (1 -
// (2/sqrt(pi)) al / erfcx(ah)) to first order (the second-order term is
// below 2^-80 relative since |al| < 2^-52 |ah| and ah < 28); an error of
// 2^-53 in a would otherwise be amplified by 2 a^2, up to 2^11.
#ifndef GPUCC_DOUBLE_SPECIAL_H
#define GPUCC_DOUBLE_SPECIAL_H

#include "double_core.h"
#include "double_erf.h"

#define M64_SQRTPI_2_HI 0x1.c5bf891b4ef6bp-1 // sqrt(pi)/2
#define M64_SQRTPI_2_LO (-3.8332932499128993e-17)
#define M64_SQRT2_HI 0x1.6a09e667f3bcdp+0
#define M64_SQRT2_LO (-9.667293313452913e-17)
#define M64_SQRT1_2_HI 0x1.6a09e667f3bcdp-1
#define M64_SQRT1_2_LO (-4.833646656726457e-17)

// m64_winitzki returns Winitzki's estimate of erfinv(y), given
// l = ln(1 - y^2) (formed by the caller without cancellation).
static __device__ __forceinline__ double m64_winitzki(double l) {
	double t = 4.330746750799873 + 0.5 * l; // 2/(pi a) + l/2, a = 0.147
	return __builtin_sqrt(__builtin_sqrt(t * t - l / 0.147) - t);
}

// m64_erfinv_small returns erfinv(y) as hi + *lo (|lo| tiny against hi)
// for 0 < y <= 1/2.
static __device__ __noinline__ double m64_erfinv_small(double y, double *lo) {
	if (y < 0x1p-30) {
		// x = (sqrt(pi)/2) y (1 + (pi/12) y^2 + ...): the y^2 term is below
		// 2^-61 relative and the next below 2^-120.
		double h = M64_SQRTPI_2_HI * y;
		*lo = m64_fma(M64_SQRTPI_2_HI, y, -h) + (M64_SQRTPI_2_LO * y + h * (0.2617993877991494 * y * y));
		return h;
	}
	double x;
	if (y < 0.125) {
		// Taylor estimate: relative error below (127 pi^3 / 40320) y^6 < 2^-19.
		double y2 = y * y;
		x = M64_SQRTPI_2_HI * y * (1.0 + y2 * (0.2617993877991494 + y2 * 0.14393173084921979));
	} else {
		x = m64_winitzki(__nv_log1p(-(y * y)));
	}
	// Newton's error falls as x err^2 (erf''/erf' = -2x): 2^-19 or 2e-3
	// relative to 2^-60 within three steps.
	for (int i = 0; i < 3; i++) {
		double el;
		double eh = m64_erf_small(x, &el);
		double r = (eh - y) + el;
		x -= r * M64_SQRTPI_2_HI * __nv_exp(x * x);
	}
	double el;
	double eh = m64_erf_small(x, &el);
	double r = (eh - y) + el; // eh - y exact (Sterbenz)
	*lo = -(r * M64_SQRTPI_2_HI * __nv_exp(x * x));
	return x;
}

// m64_erfcinv_tail returns erfcinv(t) as hi + *lo for 0 < t <= 1/2
// (x >= 0.4769).
static __device__ __noinline__ double m64_erfcinv_tail(double t, double *lo) {
	double lt = __nv_log(t);
	// ln(1 - y^2) = ln t + ln(2 - t) with y = 1 - t.
	double x = m64_winitzki(lt + __nv_log(2.0 - t));
	// Newton on log erfc = log erfcx(x) - x^2: good to about 2^-45
	// relative at x = 27 (x^2 and log t carry absolute errors of 2^-43),
	// to 2^-52 near 1; the last step below finishes it.
	for (int i = 0; i < 4; i++) {
		double cx = __nv_erfcx(x);
		double g = (__nv_log(cx) - x * x) - lt;
		x += g * M64_SQRTPI_2_HI * cx;
	}
	// rel = erfc(x)/t - 1 from a double-double erfc.
	double rel;
	if (x >= 0.84375) {
		double l;
		int k;
		double h = m64_erfc_big(x, &l, &k);
		double ts = m64_scale(t, -k); // exact: near h, a normal number
		rel = ((h - ts) + l) / ts;
	} else {
		double el;
		double eh = m64_erf_small(x, &el);
		double e;
		double s = m64_two_sum(1.0, -eh, &e);
		rel = ((s - t) + (e - el)) / t;
	}
	// log(1 + rel) = rel - rel^2/2 (rel is about 2^-45 at most).
	*lo = (rel - 0.5 * rel * rel) * M64_SQRTPI_2_HI * __nv_erfcx(x);
	return x;
}

extern "C" __device__ double __nv_erfinv(double y) {
	if (m64_isnan(y)) {
		return y + y;
	}
	double ay = m64_fabs(y);
	if (ay > 1.0) {
		return __builtin_nan("");
	}
	if (ay == 1.0) {
		return m64_copysign(__builtin_inf(), y);
	}
	if (y == 0.0) {
		return y; // keeps -0
	}
	double lo;
	double h = ay <= 0.5 ? m64_erfinv_small(ay, &lo) : m64_erfcinv_tail(1.0 - ay, &lo);
	return m64_copysign(h + lo, y);
}

// m64_erfcinv_dd returns erfcinv(t) as hi + *lo for 0 < t < 2.
static __device__ __forceinline__ double m64_erfcinv_dd(double t, double *lo) {
	if (t <= 0.5) {
		return m64_erfcinv_tail(t, lo);
	}
	if (t >= 1.5) {
		double h = m64_erfcinv_tail(2.0 - t, lo); // 2 - t exact
		*lo = -*lo;
		return -h;
	}
	double s = 1.0 - t; // exact (Sterbenz)
	if (s == 0.0) {
		*lo = 0.0;
		return 0.0;
	}
	double h = m64_erfinv_small(m64_fabs(s), lo);
	if (s < 0.0) {
		*lo = -*lo;
		h = -h;
	}
	return h;
}

extern "C" __device__ double __nv_erfcinv(double t) {
	if (m64_isnan(t)) {
		return t + t;
	}
	if (t < 0.0 || t > 2.0) {
		return __builtin_nan("");
	}
	if (t == 0.0) {
		return __builtin_inf();
	}
	if (t == 2.0) {
		return -__builtin_inf();
	}
	double lo;
	double h = m64_erfcinv_dd(t, &lo);
	return h + lo;
}

extern "C" __device__ double __nv_normcdfinv(double p) {
	if (m64_isnan(p)) {
		return p + p;
	}
	if (p < 0.0 || p > 1.0) {
		return __builtin_nan("");
	}
	if (p == 0.0) {
		return -__builtin_inf();
	}
	if (p == 1.0) {
		return __builtin_inf();
	}
	double lo;
	double h = m64_erfcinv_dd(2.0 * p, &lo); // 2p exact
	double ph = M64_SQRT2_HI * h;
	double pl = m64_fma(M64_SQRT2_HI, h, -ph) + (M64_SQRT2_HI * lo + M64_SQRT2_LO * h);
	return 0.0 - (ph + pl); // +0 at p = 1/2
}

// m64_erfc_dd returns erfc(ah + al) = 2^*k (hi + *lo) for 0.84375 <= ah
// <= 28 and |al| <= 2^-52 ah.
static __device__ __forceinline__ double m64_erfc_dd(double ah, double al, double *lo, int *k) {
	double hl;
	double hh = m64_erfcx_big(ah, &hl);
	double el;
	double eh = m64_exp_sq(ah, -1.0, &el, k);
	double ph = eh * hh;
	double pl = m64_fma(eh, hh, -ph) + (eh * hl + el * hh);
	// d erfc / dx = -(2/sqrt(pi)) e^(-x^2) = -(2/sqrt(pi)) erfc / erfcx.
	double rel = -al * M64_TWO_OVER_SQRTPI_HI / hh;
	*lo = pl + ph * rel;
	return ph;
}

extern "C" __device__ double __nv_normcdf(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	// a = -x/sqrt2 as ah + al.
	double ah = -x * M64_SQRT1_2_HI;
	if (ah > 27.5) {
		return 0.0; // erfc(27.5)/2 < 2^-1090
	}
	if (ah < -6.0) {
		return 1.0; // 1 - erfc(6)/2 rounds to 1
	}
	double al = m64_fma(-x, M64_SQRT1_2_HI, -ah) + (-x) * M64_SQRT1_2_LO;
	if (m64_fabs(ah) < 0.84375) {
		// erf(ah + al) = erf(ah) + al (2/sqrt(pi)) e^(-ah^2).
		double el;
		double eh = m64_erf_small(ah, &el);
		el += al * M64_TWO_OVER_SQRTPI_HI * __nv_exp(-(ah * ah));
		double e;
		double s = m64_two_sum(1.0, -eh, &e);
		return 0.5 * (s + (e - el));
	}
	if (ah > 0.0) {
		double lo;
		int k;
		double h = m64_erfc_dd(ah, al, &lo, &k);
		return m64_scale(h + lo, k - 1);
	}
	// Phi(x) = 1 - erfc(|a|)/2.
	double lo;
	int k;
	double h = m64_erfc_dd(-ah, -al, &lo, &k);
	double sc = m64_pow2(k - 1); // k >= -52 here
	double e;
	double s = m64_two_sum(1.0, -h * sc, &e);
	return s + (e - lo * sc);
}

// llrint/llround: CUDA's conversion to a 64-bit integer, which saturates
// (NaN gives 0; docs/isa.md F2I); llround rounds halfway cases away from 0
// first (round is exact).
extern "C" __device__ long long __nv_llrint(double x) { return __nvvm_d2ll_rn(x); }
extern "C" __device__ long long __nv_llround(double x) { return __nvvm_d2ll_rn(__builtin_round(x)); }

#endif
