// Double-precision odds and ends of the libdevice API: classification,
// fma, nan, sincospi, and the reciprocal norms (rhypot, rnorm3d) and 4-D
// norms, built on the double-double sums of squares of double_misc.h.
#ifndef GPUCC_DOUBLE_EXTRA_H
#define GPUCC_DOUBLE_EXTRA_H

#include "double_core.h"
#include "double_trig.h"

extern "C" __device__ int __nv_isnand(double x) { return x != x; }
extern "C" __device__ int __nv_isinfd(double x) { return m64_fabs(x) == __builtin_inf(); }
extern "C" __device__ int __nv_isfinited(double x) { return m64_fabs(x) < __builtin_inf(); }
extern "C" __device__ int __nv_signbitd(double x) { return (int)(m64_bits(x) >> 63); }
extern "C" __device__ double __nv_fma(double a, double b, double c) { return __builtin_fma(a, b, c); }

// __nv_nan ignores its tag string, as CUDA's nan() returns the canonical
// quiet NaN.
extern "C" __device__ double __nv_nan(const signed char *tag) {
	(void)tag;
	return __builtin_nan("");
}

extern "C" __device__ void __nv_sincospi(double x, double *sptr, double *cptr) {
	*sptr = __nv_sinpi(x);
	*cptr = __nv_cospi(x);
}

// m64_norm_dd returns sqrt(sum of the squares of v[0..n-1]) as
// 2^*k (hi + *lo), for finite v not all zero, 0 <= n < 2^31: unscaled
// squares stay below 2^960 each, scaled ones below 2^848, so no sum of
// fewer than 2^63 of them overflows.
static __device__ __forceinline__ double m64_norm_dd(const double *v, int n, double *lo, int *k) {
	double mx = 0.0;
	for (int i = 0; i < n; i++) {
		mx = __builtin_fmax(mx, m64_fabs(v[i]));
	}
	int kk = 0;
	if (mx > 0x1p480) {
		kk = 600;
	} else if (mx < 0x1p-500) {
		kk = -600;
	}
	double sc = m64_pow2(-kk);
	double h = 0.0, l = 0.0;
	for (int i = 0; i < n; i++) {
		double a = v[i] * sc; // exact
		double sq = a * a;
		double e;
		h = m64_two_sum(h, sq, &e);
		l += e + m64_fma(a, a, -sq);
	}
	double s = __builtin_sqrt(h);
	*lo = (m64_fma(-s, s, h) + l) / (s + s);
	*k = kk;
	return s;
}

// m64_rnorm returns 1/sqrt(sum of squares) with C99's hypot conventions:
// an infinity gives +0 even with a NaN, a NaN otherwise NaN, zeros +inf.
static __device__ __forceinline__ double m64_rnorm(const double *v, int n) {
	int nan = 0;
	for (int i = 0; i < n; i++) {
		if (m64_fabs(v[i]) == __builtin_inf()) {
			return 0.0;
		}
		nan |= v[i] != v[i];
	}
	if (nan) {
		return __builtin_nan("");
	}
	double lo;
	int k;
	double h = m64_norm_dd(v, n, &lo, &k);
	if (h == 0.0) {
		return __builtin_inf();
	}
	double q = 1.0 / h;
	q = q + (m64_fma(-q, h, 1.0) - q * lo) / h;
	return m64_scale(q, -k);
}

static __device__ __forceinline__ double m64_norm(const double *v, int n) {
	int nan = 0;
	for (int i = 0; i < n; i++) {
		if (m64_fabs(v[i]) == __builtin_inf()) {
			return __builtin_inf();
		}
		nan |= v[i] != v[i];
	}
	if (nan) {
		return __builtin_nan("");
	}
	double lo;
	int k;
	double h = m64_norm_dd(v, n, &lo, &k);
	if (h == 0.0) {
		return 0.0;
	}
	return m64_scale(h + lo, k);
}

extern "C" __device__ double __nv_rhypot(double x, double y) {
	double v[2] = {x, y};
	return m64_rnorm(v, 2);
}

extern "C" __device__ double __nv_rnorm3d(double a, double b, double c) {
	double v[3] = {a, b, c};
	return m64_rnorm(v, 3);
}

extern "C" __device__ double __nv_norm4d(double a, double b, double c, double d) {
	double v[4] = {a, b, c, d};
	return m64_norm(v, 4);
}

extern "C" __device__ double __nv_rnorm4d(double a, double b, double c, double d) {
	double v[4] = {a, b, c, d};
	return m64_rnorm(v, 4);
}

// norm(dim, a), rnorm(dim, a): the same over dim elements through a
// pointer (libdevice's n-dimensional forms).
extern "C" __device__ double __nv_norm(int dim, const double *a) { return m64_norm(a, dim); }

extern "C" __device__ double __nv_rnorm(int dim, const double *a) { return m64_rnorm(a, dim); }

#endif
