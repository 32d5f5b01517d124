// Double-precision inverse trigonometric functions: atan, atan2, asin,
// acos.
//
// atan: |x| is reduced with atan x = atan c + atan((x - c) / (1 + c x))
// for the breakpoints c = 1/2, 1, 3/2 and infinity (atan x = pi/2 -
// atan(1/x)), after the classic ranges 7/16, 11/16, 19/16, 39/16, so that
// |t| <= 7/16. The reduced t is a double-double (the quotient's rounding
// error is recovered with an FMA), atan t = t + t^3 Q(t^2) with a minimax Q,
// and the sum with atan c (a double-double constant) is formed so that the
// only large rounding is the last one. An argument that is itself a
// double-double x + xl (atan2, asin, acos) adds xl / (1 + x^2).
//
// asin x = atan(x / sqrt(1 - x^2)) and acos x = atan2(sqrt(1 - x^2), x),
// with 1 - x^2 = (1 - x)(1 + x) and the square root and quotient carried
// in double-double, so the reduction adds no error of its own.
#ifndef GPUCC_DOUBLE_ATAN_H
#define GPUCC_DOUBLE_ATAN_H

#include "double_core.h"

#define M64_ATAN_HALF_HI 0.46364760900080609
#define M64_ATAN_HALF_LO 2.2698777452961687e-17
#define M64_ATAN_ONE_HI 0.78539816339744828
#define M64_ATAN_ONE_LO 3.061616997868383e-17
#define M64_ATAN_3HALF_HI 0.98279372324732905
#define M64_ATAN_3HALF_LO 1.3903311031230998e-17
#define M64_HALF_PI_HI 1.5707963267948966
#define M64_HALF_PI_LO 6.123233995736766e-17
#define M64_3PI_4 0x1.2d97c7f3321d2p+1 // 3pi/4 rounded
#define M64_PI_HI_ 3.1415926535897931
#define M64_PI_LO_ 1.2246467991473532e-16

// m64_atan_poly returns (atan t - t) for |t| <= 7/16: t^3 Q(t^2).
// Q: go run ./lower/mathlib/internal/minimax -f atan -form odd -lo 0
// -hi 0.4375 -deg 12 -prec double -fixed 1 (minimax error 2^-66.95, with
// double coefficients 2^-58.55 relative to atan t).
static __device__ __forceinline__ double m64_atan_poly(double t) {
	double z = t * t;
	double q = -0x1.7b9c5beaccdf3p-07;
	q = m64_fma(q, z, 0x1.cb5d0949478a6p-06);
	q = m64_fma(q, z, -0x1.45c479afb6e91p-05);
	q = m64_fma(q, z, 0x1.7f9f0de776876p-05);
	q = m64_fma(q, z, -0x1.ae305077e0798p-05);
	q = m64_fma(q, z, 0x1.e1c77e746c0e2p-05);
	q = m64_fma(q, z, -0x1.1110125f9b677p-04);
	q = m64_fma(q, z, 0x1.3b13a3d0a17c6p-04);
	q = m64_fma(q, z, -0x1.745d16cb27faep-04);
	q = m64_fma(q, z, 0x1.c71c71c449d64p-04);
	q = m64_fma(q, z, -0x1.249249248d5f3p-03);
	q = m64_fma(q, z, 0x1.999999999991p-03);
	q = m64_fma(q, z, -0x1.5555555555555p-02);
	return t * z * q;
}

// m64_atan_dd returns atan(x + xl) as hi + *lo for x >= 0 (+inf allowed),
// |xl| <= 2^-50 x.
static __device__ __forceinline__ double m64_atan_dd(double x, double xl, double *lo) {
	double ch, cl, t, tl;
	// xl moves atan by xl / (1 + x^2); negligible (and 0) for huge x.
	double corr = x < 0x1p500 ? xl / m64_fma(x, x, 1.0) : 0.0;
	if (x < 0.4375) {
		double p = m64_atan_poly(x);
		double e;
		double h = m64_fast_two_sum(x, p + corr, &e);
		*lo = e;
		return h;
	}
	if (x < 0.6875) {
		// c = 1/2: t = (2x - 1) / (2 + x); 2x - 1 is exact.
		double n = 2.0 * x - 1.0;
		double d = 2.0 + x;
		double de = (2.0 - d) + x; // d + de = 2 + x exactly (|2| >= |x|)
		t = n / d;
		tl = (m64_fma(-t, d, n) - t * de) / d;
		ch = M64_ATAN_HALF_HI;
		cl = M64_ATAN_HALF_LO;
	} else if (x < 1.1875) {
		// c = 1: t = (x - 1) / (x + 1); x - 1 is exact.
		double n = x - 1.0;
		double e;
		double d = m64_two_sum(x, 1.0, &e);
		t = n / d;
		tl = (m64_fma(-t, d, n) - t * e) / d;
		ch = M64_ATAN_ONE_HI;
		cl = M64_ATAN_ONE_LO;
	} else if (x < 2.4375) {
		// c = 3/2: t = (x - 3/2) / (1 + 3x/2); x - 3/2 is exact.
		double n = x - 1.5;
		double p = 1.5 * x;
		double pe = m64_fma(1.5, x, -p);
		double e;
		double d = m64_two_sum(1.0, p, &e);
		e += pe;
		t = n / d;
		tl = (m64_fma(-t, d, n) - t * e) / d;
		ch = M64_ATAN_3HALF_HI;
		cl = M64_ATAN_3HALF_LO;
	} else {
		// c = infinity: atan x = pi/2 + atan(-1/x).
		t = -1.0 / x;
		tl = x < 0x1p1000 ? m64_fma(-t, x, -1.0) / x : 0.0;
		ch = M64_HALF_PI_HI;
		cl = M64_HALF_PI_LO;
	}
	double p = m64_atan_poly(t);
	double e;
	double h = m64_two_sum(ch, t, &e);
	// d atan t / dt = 1 / (1 + t^2): tl contributes tl (1 - t^2).
	double l = e + (cl + (p + (m64_fma(-t * t, tl, tl) + corr)));
	h = m64_fast_two_sum(h, l, &e);
	*lo = e;
	return h;
}

extern "C" __device__ double __nv_atan(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax < 0x1p-27) {
		return x; // atan x = x (1 - x^2/3): rounds to x, keeps -0
	}
	double lo;
	double h = m64_atan_dd(ax, 0.0, &lo);
	h += lo;
	return x < 0 ? -h : h;
}

extern "C" __device__ double __nv_atan2(double y, double x) {
	if (m64_isnan(x) || m64_isnan(y)) {
		return x + y;
	}
	double ax = m64_fabs(x), ay = m64_fabs(y);
	int xneg = m64_bits(x) >> 63; // -0 counts as negative (C99 F.9.1.4)
	double r;
	if (ay == 0.0) {
		r = xneg ? M64_PI_HI_ : 0.0;
	} else if (ax == 0.0) {
		r = M64_HALF_PI_HI;
	} else if (ax == __builtin_inf()) {
		if (ay == __builtin_inf()) {
			r = xneg ? M64_3PI_4 : M64_ATAN_ONE_HI;
		} else {
			r = xneg ? M64_PI_HI_ : 0.0;
		}
	} else if (ay == __builtin_inf()) {
		r = M64_HALF_PI_HI;
	} else {
		// Scaling both up keeps the residual of the quotient exact; when
		// only ay is tiny, q is so small that atan q = q, the correctly
		// rounded quotient.
		if (ax < 0x1p-500 && ay < 0x1p-500) {
			ax *= 0x1p600;
			ay *= 0x1p600;
		}
		double q = ay / ax;
		double ql = 0.0;
		if (q < 0x1p1000 && q > 0x1p-1000 && ay > 0x1p-900) {
			ql = m64_fma(-q, ax, ay) / ax;
		}
		double lo;
		double h = m64_atan_dd(q, ql, &lo);
		if (xneg) {
			// pi - atan q.
			double e;
			double s = m64_two_sum(M64_PI_HI_, -h, &e);
			r = s + (e + (M64_PI_LO_ - lo));
		} else {
			r = h + lo;
		}
	}
	return m64_copysign(r, y);
}

// m64_one_minus_sq returns 1 - x^2 = (1 - |x|)(1 + |x|) as hi + *lo for
// |x| <= 1.
static __device__ __forceinline__ double m64_one_minus_sq(double x, double *lo) {
	double ax = m64_fabs(x);
	double ah, al;
	if (ax >= 0.5) {
		ah = 1.0 - ax; // exact (Sterbenz)
		al = 0.0;
	} else {
		ah = m64_two_sum(1.0, -ax, &al);
	}
	double bl;
	double bh = m64_two_sum(1.0, ax, &bl);
	double p = ah * bh;
	*lo = m64_fma(ah, bh, -p) + (ah * bl + al * bh);
	return p;
}

// m64_sqrt_dd2 returns sqrt(h + l) as hi + *lo.
static __device__ __forceinline__ double m64_sqrt_dd2(double h, double l, double *lo) {
	double s = __builtin_sqrt(h);
	*lo = s == 0.0 ? 0.0 : (m64_fma(-s, s, h) + l) / (s + s);
	return s;
}

extern "C" __device__ double __nv_asin(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax > 1.0) {
		return __builtin_nan("");
	}
	if (ax < 0x1p-27) {
		return x; // asin x = x (1 + x^2/6): rounds to x
	}
	if (ax == 1.0) {
		return m64_copysign(M64_HALF_PI_HI, x);
	}
	double wl;
	double wh = m64_one_minus_sq(ax, &wl);
	double sl;
	double sh = m64_sqrt_dd2(wh, wl, &sl);
	// q = ax / (sh + sl) in double-double.
	double q = ax / sh;
	double ql = (m64_fma(-q, sh, ax) - q * sl) / sh;
	double lo;
	double h = m64_atan_dd(q, ql, &lo);
	h += lo;
	return m64_copysign(h, x);
}

extern "C" __device__ double __nv_acos(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax > 1.0) {
		return __builtin_nan("");
	}
	if (x == 1.0) {
		return 0.0;
	}
	if (ax == 0.0) {
		return M64_HALF_PI_HI;
	}
	double wl;
	double wh = m64_one_minus_sq(ax, &wl);
	double sl;
	double sh = m64_sqrt_dd2(wh, wl, &sl);
	// acos |x| = atan(sqrt(1 - x^2) / |x|); acos(-|x|) = pi - acos |x|.
	double q = sh / ax;
	double ql = q < 0x1p1000 ? (m64_fma(-q, ax, sh) + sl) / ax : 0.0;
	double lo;
	double h = m64_atan_dd(q, ql, &lo);
	if (x < 0) {
		double e;
		double s = m64_two_sum(M64_PI_HI_, -h, &e);
		return s + (e + (M64_PI_LO_ - lo));
	}
	return h + lo;
}

#endif
