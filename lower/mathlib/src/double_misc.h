// Double-precision functions that are exact or nearly so: rounding to
// integers, min/max/dim, sign and exponent manipulation, fmod/remainder/
// remquo, sqrt/rsqrt, hypot/norm3d.
#ifndef GPUCC_DOUBLE_MISC_H
#define GPUCC_DOUBLE_MISC_H

#include "double_core.h"

extern "C" __device__ double __nv_floor(double x) { return __builtin_floor(x); }
extern "C" __device__ double __nv_ceil(double x) { return __builtin_ceil(x); }
extern "C" __device__ double __nv_trunc(double x) { return __builtin_trunc(x); }
extern "C" __device__ double __nv_round(double x) { return __builtin_round(x); }
extern "C" __device__ double __nv_rint(double x) { return __builtin_rint(x); }
extern "C" __device__ double __nv_nearbyint(double x) { return __builtin_nearbyint(x); }
extern "C" __device__ double __nv_fabs(double x) { return __builtin_fabs(x); }
extern "C" __device__ double __nv_copysign(double x, double y) { return __builtin_copysign(x, y); }
extern "C" __device__ double __nv_fmin(double x, double y) { return __builtin_fmin(x, y); }
extern "C" __device__ double __nv_fmax(double x, double y) { return __builtin_fmax(x, y); }
extern "C" __device__ double __nv_sqrt(double x) { return __builtin_sqrt(x); }

extern "C" __device__ double __nv_fdim(double x, double y) {
	if (m64_isnan(x) || m64_isnan(y)) {
		return x + y;
	}
	return x > y ? x - y : 0.0;
}

extern "C" __device__ int __nv_ilogb(double x) {
	const int fp_ilogb0 = (int)0x80000000, fp_ilogbnan = (int)0x80000000;
	if (m64_isnan(x)) {
		return fp_ilogbnan;
	}
	double ax = m64_fabs(x);
	if (ax == 0.0) {
		return fp_ilogb0;
	}
	if (ax == __builtin_inf()) {
		return 0x7fffffff;
	}
	int adj = 0;
	if (ax < 0x1p-1022) {
		ax *= 0x1p54;
		adj = -54;
	}
	return (int)(m64_bits(ax) >> 52) - 1023 + adj;
}

extern "C" __device__ double __nv_logb(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax == 0.0) {
		return -__builtin_inf();
	}
	if (ax == __builtin_inf()) {
		return ax;
	}
	return (double)__nv_ilogb(x);
}

extern "C" __device__ double __nv_scalbn(double x, int n) {
	if (n > 2200) {
		n = 2200; // beyond any overflow; keeps m64_scale's range
	}
	if (n < -2200) {
		n = -2200;
	}
	// Two exact steps keep m64_scale's single rounding for |n| <= 2200.
	if (n > 1100) {
		x = m64_scale(x, 1100);
		n -= 1100;
	} else if (n < -1100) {
		x = x * m64_pow2(-1000); // may round if x is already tiny: then the result is 0 or tiny anyway
		n += 1000;
	}
	return m64_scale(x, n);
}

extern "C" __device__ double __nv_ldexp(double x, int n) { return __nv_scalbn(x, n); }

extern "C" __device__ double __nv_frexp(double x, int *e) {
	double ax = m64_fabs(x);
	if (m64_isnan(x) || ax == __builtin_inf() || ax == 0.0) {
		*e = 0;
		return x + x;
	}
	int adj = 0;
	if (ax < 0x1p-1022) {
		x *= 0x1p54;
		adj = -54;
	}
	m64_u64 b = m64_bits(x);
	*e = (int)((b >> 52) & 0x7ff) - 1022 + adj;
	return m64_from_bits((b & 0x800fffffffffffffULL) | 0x3fe0000000000000ULL);
}

extern "C" __device__ double __nv_modf(double x, double *ip) {
	double t = __builtin_trunc(x);
	*ip = t;
	if (m64_fabs(x) == __builtin_inf()) {
		return m64_copysign(0.0, x);
	}
	return m64_copysign(x - t, x); // exact; NaN stays NaN
}

extern "C" __device__ double __nv_nextafter(double x, double y) {
	if (m64_isnan(x) || m64_isnan(y)) {
		return x + y;
	}
	if (x == y) {
		return y;
	}
	if (x == 0.0) {
		return m64_copysign(m64_from_bits(1), y);
	}
	m64_u64 b = m64_bits(x);
	// Away from zero when moving outwards, towards it otherwise.
	if ((x < y) == (x > 0.0)) {
		b += 1;
	} else {
		b -= 1;
	}
	return m64_from_bits(b);
}

// m64_fmod_core returns |x| mod |y| exactly, with the low bits of the
// integer quotient in *quo, for finite x, finite nonzero y. Long division
// on the 53-bit integer significands, one quotient bit per step.
static __device__ __forceinline__ double m64_fmod_core(double x, double y, unsigned int *quo) {
	double ax = m64_fabs(x), ay = m64_fabs(y);
	*quo = 0;
	if (ax < ay) {
		return ax;
	}
	// Integer significands and exponents (subnormals: exponent field 0).
	m64_u64 bx = m64_bits(ax), by = m64_bits(ay);
	int ex = (int)(bx >> 52), ey = (int)(by >> 52);
	m64_u64 mx = bx & 0x000fffffffffffffULL, my = by & 0x000fffffffffffffULL;
	// Normalise both significands to [2^52, 2^53): subnormals get a
	// lower exponent instead, so the remainder below stays under 2 my.
	if (ex == 0) {
		ex = 1;
		while (mx < 0x0010000000000000ULL) {
			mx <<= 1;
			ex--;
		}
	} else {
		mx |= 0x0010000000000000ULL;
	}
	if (ey == 0) {
		ey = 1;
		while (my < 0x0010000000000000ULL) {
			my <<= 1;
			ey--;
		}
	} else {
		my |= 0x0010000000000000ULL;
	}
	unsigned int q = 0;
	for (int i = ex - ey; i > 0; i--) {
		q <<= 1;
		if (mx >= my) {
			mx -= my;
			q |= 1;
		}
		mx <<= 1;
	}
	q <<= 1;
	if (mx >= my) {
		mx -= my;
		q |= 1;
	}
	*quo = q;
	// mx * 2^(ey - 1075) is the exact remainder (below ay, so representable).
	if (mx == 0) {
		return 0.0;
	}
	return m64_scale((double)mx, ey - 1075);
}

extern "C" __device__ double __nv_fmod(double x, double y) {
	if (m64_isnan(x) || m64_isnan(y) || m64_fabs(x) == __builtin_inf() || y == 0.0) {
		return (x * y) / (x * y); // NaN (x NaN, y NaN, x infinite, y zero)
	}
	if (m64_fabs(y) == __builtin_inf()) {
		return x;
	}
	unsigned int q;
	double r = m64_fmod_core(x, y, &q);
	return m64_copysign(r, x);
}

// m64_remquo_core returns remainder(x, y) and the low bits of the rounded
// quotient with its sign.
static __device__ __forceinline__ double m64_remquo_core(double x, double y, int *quo) {
	unsigned int q;
	double ay = m64_fabs(y);
	double r = m64_fmod_core(x, y, &q);
	// Round the quotient to nearest even: r > ay/2, or r == ay/2 with q odd.
	double d = ay - r; // exact: r < ay and both on ay's grid or finer
	if (r > d || (r == d && (q & 1))) {
		r = -d;
		q += 1;
	}
	int qs = (int)(q & 0x7f);
	*quo = ((x < 0) != (y < 0)) ? -qs : qs;
	return x < 0 ? -r : r;
}

extern "C" __device__ double __nv_remainder(double x, double y) {
	if (m64_isnan(x) || m64_isnan(y) || m64_fabs(x) == __builtin_inf() || y == 0.0) {
		return (x * y) / (x * y);
	}
	if (m64_fabs(y) == __builtin_inf()) {
		return x;
	}
	int q;
	double r = m64_remquo_core(x, y, &q);
	return r == 0.0 ? m64_copysign(0.0, x) : r;
}

extern "C" __device__ double __nv_remquo(double x, double y, int *quo) {
	*quo = 0;
	if (m64_isnan(x) || m64_isnan(y) || m64_fabs(x) == __builtin_inf() || y == 0.0) {
		return (x * y) / (x * y);
	}
	if (m64_fabs(y) == __builtin_inf()) {
		return x;
	}
	double r = m64_remquo_core(x, y, quo);
	return r == 0.0 ? m64_copysign(0.0, x) : r;
}

extern "C" __device__ double __nv_rsqrt(double x) {
	if (x == 0.0) {
		return m64_copysign(__builtin_inf(), x);
	}
	if (!(x > 0.0) || x == __builtin_inf()) {
		return x == __builtin_inf() ? 0.0 : __builtin_nan("");
	}
	int adj = 0;
	if (x < 0x1p-1000) {
		x *= 0x1p100; // keep s*s and 1/s normal and exact enough
		adj = 50;
	}
	double s = __builtin_sqrt(x);
	double sl = m64_fma(-s, s, x) / (s + s); // sqrt(x) ~= s + sl
	double y = 1.0 / s;
	double e = m64_fma(-s, y, 1.0); // 1 - s y exactly
	// 1/(s + sl) = y (1 + e) (1 - sl/s) to second order.
	y = m64_fma(y, e - sl * y, y);
	return adj ? y * m64_pow2(adj) : y;
}

// m64_sqrt_dd returns sqrt(h + l) rounded once (h >= 0, |l| <= ulp(h)).
static __device__ __forceinline__ double m64_sqrt_dd(double h, double l) {
	double s = __builtin_sqrt(h);
	if (s == 0.0) {
		return s;
	}
	return s + (m64_fma(-s, s, h) + l) / (s + s);
}

extern "C" __device__ double __nv_hypot(double x, double y) {
	double ax = m64_fabs(x), ay = m64_fabs(y);
	if (ax == __builtin_inf() || ay == __builtin_inf()) {
		return __builtin_inf(); // even with a NaN (C99 F.9.4.3)
	}
	if (m64_isnan(ax) || m64_isnan(ay)) {
		return x + y;
	}
	if (ax < ay) {
		double t = ax;
		ax = ay;
		ay = t;
	}
	if (ay == 0.0 || ax > 0x1p60 * ay) {
		return ax + ay;
	}
	// Scale into a range where the squares neither overflow nor underflow.
	int k = 0;
	if (ax > 0x1p500) {
		k = 600;
	} else if (ax < 0x1p-500) {
		k = -600;
	}
	ax *= m64_pow2(-k); // exact
	ay *= m64_pow2(-k);
	double xh = ax * ax, xl = m64_fma(ax, ax, -xh);
	double yh = ay * ay, yl = m64_fma(ay, ay, -yh);
	double e;
	double h = m64_fast_two_sum(xh, yh, &e);
	return m64_scale(m64_sqrt_dd(h, e + xl + yl), k);
}

extern "C" __device__ double __nv_norm3d(double a, double b, double c) {
	double x = m64_fabs(a), y = m64_fabs(b), z = m64_fabs(c);
	if (x == __builtin_inf() || y == __builtin_inf() || z == __builtin_inf()) {
		return __builtin_inf();
	}
	if (m64_isnan(x) || m64_isnan(y) || m64_isnan(z)) {
		return x + y + z;
	}
	double mx = __builtin_fmax(x, __builtin_fmax(y, z));
	if (mx == 0.0) {
		return 0.0;
	}
	int k = 0;
	if (mx > 0x1p500) {
		k = 600;
	} else if (mx < 0x1p-500) {
		k = -600;
	}
	double sc = m64_pow2(-k);
	x *= sc;
	y *= sc;
	z *= sc;
	double xh = x * x, xl = m64_fma(x, x, -xh);
	double yh = y * y, yl = m64_fma(y, y, -yh);
	double zh = z * z, zl = m64_fma(z, z, -zh);
	double e1, e2;
	double h = m64_two_sum(xh, yh, &e1);
	h = m64_two_sum(h, zh, &e2);
	return m64_scale(m64_sqrt_dd(h, e1 + e2 + xl + yl + zl), k);
}

#endif
