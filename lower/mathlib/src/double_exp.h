// Double-precision exponentials: exp, exp2, exp10, expm1.
//
// Method (Tang-style, without a table): x = k ln2 + r with k = rint(x/ln2)
// and r = x - k ln2 formed by Cody-Waite in two parts, r = rh + rl with
// |rh| <= ln2/2 + tiny. e^r comes from the Taylor polynomial of degree 13
// (1/n! rounded to double by the compiler, the n! are exact doubles): the
// first omitted term r^14/14! is below 2^-58 for |r| <= 0.35, and the
// rounding of the coefficients changes the sum by less than 2^-60. The
// leading 1 + rh is added exactly (Fast2Sum) so that the only large
// rounding is the final one; then the result is scaled by 2^k with one
// rounding (m64_scale), also into the subnormal range.
//
// Coefficients: Taylor, not minimax. The minimax tool
// (lower/mathlib/internal/minimax) was not yet on this branch; a degree-11
// minimax polynomial would save two FMAs.
#ifndef GPUCC_DOUBLE_EXP_H
#define GPUCC_DOUBLE_EXP_H

#include "double_core.h"

#define M64_LN2_HI 0.69314718055994529            // ln2 rounded (0x1.62e42fefa39efp-1)
#define M64_LN2_LO 2.3190468138462996e-17         // ln2 - M64_LN2_HI
#define M64_INVLN2 1.4426950408889634             // 1/ln2 rounded
#define M64_LN10_HI 2.3025850929940459            // ln10 rounded
#define M64_LN10_LO (-2.1707562233822494e-16)     // ln10 - M64_LN10_HI
#define M64_LOG10_2_HI 0.3010299956639812         // log10(2) rounded
#define M64_LOG10_2_LO (-2.8037281277851704e-18)  // log10(2) - M64_LOG10_2_HI
#define M64_LOG2_10 3.3219280948873622            // log2(10) rounded

// m64_exp_tail3 returns e^r - 1 - r - r^2/2, divided by r^3: the tail
// 1/3! + r/4! + ... + r^10/13! of the Taylor series.
static __device__ __forceinline__ double m64_exp_tail3(double r) {
	double p = 1.0 / 6227020800.0;  // 1/13!
	p = m64_fma(p, r, 1.0 / 479001600.0); // 1/12!
	p = m64_fma(p, r, 1.0 / 39916800.0);  // 1/11!
	p = m64_fma(p, r, 1.0 / 3628800.0);   // 1/10!
	p = m64_fma(p, r, 1.0 / 362880.0);    // 1/9!
	p = m64_fma(p, r, 1.0 / 40320.0);     // 1/8!
	p = m64_fma(p, r, 1.0 / 5040.0);      // 1/7!
	p = m64_fma(p, r, 1.0 / 720.0);       // 1/6!
	p = m64_fma(p, r, 1.0 / 120.0);       // 1/5!
	p = m64_fma(p, r, 1.0 / 24.0);        // 1/4!
	p = m64_fma(p, r, 1.0 / 6.0);         // 1/3!
	return p;
}

// m64_expm1_dd returns e^(rh+rl) - 1 as sh + *sl, accurate to about 2^-60
// relative, for |rh| <= 0.35 and |rl| <= 2^-50 |rh|. The pair is not
// normalised: sl carries the r^3 terms (up to 2^-6 sh).
static __device__ __forceinline__ double m64_expm1_dd(double rh, double rl, double *sl) {
	double h2 = rh * rh;
	double h2e = m64_fma(rh, rh, -h2); // rh^2 = h2 + h2e exactly
	double tail = h2 * rh * m64_exp_tail3(rh);
	double e;
	double s = m64_fast_two_sum(rh, 0.5 * h2, &e);
	// d/dr e^r = e^r: rl moves the result by rl * (1 + (e^rh - 1)).
	*sl = e + (0.5 * h2e + tail + m64_fma(rl, s, rl));
	return s;
}

// m64_exp_reduced returns e^(rh+rl) * 2^k.
static __device__ __forceinline__ double m64_exp_reduced(double rh, double rl, int k) {
	double sl;
	double sh = m64_expm1_dd(rh, rl, &sl);
	double e;
	double y = m64_fast_two_sum(1.0, sh, &e);
	y = y + (e + sl);
	return m64_scale(y, k);
}

extern "C" __device__ double __nv_exp(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	if (x > 709.8) {
		return __builtin_inf();
	}
	if (x < -745.2) {
		return 0.0;
	}
	double k = m64_rint(x * M64_INVLN2);
	// x - k*ln2_hi is exact: both are multiples of 2^-54 below 2^-1 in
	// magnitude once k != 0 (|x| >= 0.34), and fma rounds only the result.
	double rh = m64_fma(-k, M64_LN2_HI, x);
	double rl = -k * M64_LN2_LO;
	double e;
	rh = m64_fast_two_sum(rh, rl, &e);
	return m64_exp_reduced(rh, e, (int)k);
}

extern "C" __device__ double __nv_exp2(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	if (x >= 1024.0) {
		return __builtin_inf();
	}
	if (x < -1080.0) {
		return 0.0;
	}
	double k = m64_rint(x);
	double f = x - k; // exact
	double rh = f * M64_LN2_HI;
	double rl = m64_fma(f, M64_LN2_HI, -rh) + f * M64_LN2_LO;
	return m64_exp_reduced(rh, rl, (int)k);
}

extern "C" __device__ double __nv_exp10(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	if (x > 308.3) {
		return __builtin_inf();
	}
	if (x < -324.0) {
		return 0.0;
	}
	double k = m64_rint(x * M64_LOG2_10);
	// f = x - k log10(2): the first part is exact (multiples of 2^-55
	// below 2^-2 once k != 0).
	double fh = m64_fma(-k, M64_LOG10_2_HI, x);
	double fl = -k * M64_LOG10_2_LO;
	double e;
	fh = m64_fast_two_sum(fh, fl, &e);
	fl = e;
	// (fh + fl) * ln10 as a double-double.
	double rh = fh * M64_LN10_HI;
	double rl = m64_fma(fh, M64_LN10_HI, -rh) + (fh * M64_LN10_LO + fl * M64_LN10_HI);
	return m64_exp_reduced(rh, rl, (int)k);
}

extern "C" __device__ double __nv_expm1(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	if (m64_fabs(x) < 0x1p-54) {
		return x; // e^x - 1 = x (1 + x/2 + ...) rounds to x, keeps -0
	}
	if (x > 709.8) {
		return __builtin_inf();
	}
	if (x < -40.0) {
		return -1.0; // e^x < 2^-57: -1 + e^x rounds to -1
	}
	double k = m64_rint(x * M64_INVLN2);
	double rh = m64_fma(-k, M64_LN2_HI, x);
	double rl = -k * M64_LN2_LO;
	double e;
	rh = m64_fast_two_sum(rh, rl, &e);
	double sl;
	double sh = m64_expm1_dd(rh, e, &sl);
	int ki = (int)k;
	if (ki == 0) {
		return sh + sl;
	}
	if (ki > 52) {
		// 2^k (1 + s) - 1 = 2^k (s + (1 - 2^-k)): 2^-k is below s's ulp
		// scale, so fold it into the low part.
		double y = m64_fast_two_sum(1.0, sh, &e);
		double tiny = ki < 1000 ? m64_pow2(-ki) : 0.0; // 2^-1024 is no normal double
		return m64_scale(y + (e + (sl - tiny)), ki);
	}
	if (ki < -52) {
		return m64_fma(m64_pow2(ki), 1.0 + sh, -1.0);
	}
	// 2^k e^r - 1 = (2^k - 1) + 2^k s: 2^k - 1 and 2^k s are exact.
	double t = m64_pow2(ki);
	double a = m64_two_sum(t - 1.0, t * sh, &e);
	return a + (e + t * sl);
}

#endif
