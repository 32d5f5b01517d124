// Double-precision cube roots: cbrt, rcbrt.
//
// A first approximation from the exponent bits (the high word divided by 3
// plus a bias, Kahan's trick, about 6% off) is refined by four Newton steps
// y <- y - (y^3 - x)/(3 y^2) in double (quadratic: 6e-2, 4e-3, 1e-5, 1e-10,
// 1e-20), then once more with the residual x - y^3 computed exactly in
// double-double, which leaves y + r/(3y^2) within a few hundredths of an ulp
// of the exact root before the last rounding. rcbrt divides 1 by that
// double-double root.
#ifndef GPUCC_DOUBLE_CBRT_H
#define GPUCC_DOUBLE_CBRT_H

#include "double_core.h"

// m64_cbrt_dd returns cbrt(ax) as hi + *lo for finite ax > 0.
static __device__ __forceinline__ double m64_cbrt_dd(double ax, double *lo) {
	// Keep y^3 clear of overflow and its low part of the subnormal range.
	double scale = 1.0;
	if (ax < 0x1p-900) {
		ax *= 0x1p300;
		scale = 0x1p-100;
	} else if (ax > 0x1p900) {
		ax *= 0x1p-300;
		scale = 0x1p100;
	}
	m64_u64 b = m64_bits(ax);
	m64_u32 hi = (m64_u32)(b >> 32);
	// (1023 - 1023/3 - 0.03306235651) * 2^20: the exponent divided by three
	// and a bias that centres the error of the linear mantissa.
	double y = m64_from_bits((m64_u64)(hi / 3 + 715094163u) << 32);
	for (int i = 0; i < 4; i++) {
		y = y - (y * y * y - ax) / (3.0 * y * y);
	}
	double y2 = y * y;
	double y2l = m64_fma(y, y, -y2);
	double y3 = y2 * y;
	double y3l = m64_fma(y2, y, -y3) + y2l * y;
	double r = (ax - y3) - y3l; // ax - y3 is exact (Sterbenz)
	double c = r / (3.0 * y2);
	double e;
	double h = m64_fast_two_sum(y, c, &e);
	*lo = e * scale;
	return h * scale;
}

extern "C" __device__ double __nv_cbrt(double x) {
	double ax = m64_fabs(x);
	if (!(ax < __builtin_inf()) || ax == 0.0) {
		return x + x; // ±0, ±inf, NaN
	}
	double lo;
	double h = m64_cbrt_dd(ax, &lo);
	return m64_copysign(h + lo, x);
}

extern "C" __device__ double __nv_rcbrt(double x) {
	double ax = m64_fabs(x);
	if (m64_isnan(x)) {
		return x + x;
	}
	if (ax == 0.0) {
		return m64_copysign(__builtin_inf(), x);
	}
	if (ax == __builtin_inf()) {
		return m64_copysign(0.0, x);
	}
	double lo;
	double h = m64_cbrt_dd(ax, &lo);
	double q = 1.0 / h;
	q = q + (m64_fma(-q, h, 1.0) - q * lo) / h;
	return m64_copysign(q, x);
}

#endif
