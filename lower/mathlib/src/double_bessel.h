// Bessel functions: j0, j1, jn, y0, y1, yn (first and second kind) and
// cyl_bessel_i0, cyl_bessel_i1 (modified, first kind).
//
// Polynomials from lower/mathlib/internal/besselfit (double_bessel_poly.h,
// each with its fitted error):
//  - [0, 8): J0, J1, Y0, Y1 in eight unit pieces, k = floor(|x|). Piece 0 in
//    s = x^2: J0 = p(s), J1 = x p(s) (relative accuracy down to 0), Y0 =
//    (2/pi) log(x) J0 + p(s), Y1 = (2/pi) log(x) J1 - (2/pi)/x + x p(s) (the
//    logarithmic singularity taken out, the rest entire); pieces 1 ... 7 in
//    x - k - 1/2. Fitted to 2^-55 absolute (|f| <= 1): near the zeros the
//    error is absolute, as CUDA documents for its own.
//  - x >= 8: Hankel's form J = sqrt(2/(pi x)) (P cos c - Q sin c), Y =
//    sqrt(2/(pi x)) (P sin c + Q cos c), c = x - (2n+1) pi/4, with P and x Q
//    polynomials in 64/x^2; cos c and sin c from sin x and cos x (Payne-Hanek
//    for large x, __nv_sincos), so the absolute error stays near 2^-53
//    sqrt(2/(pi x)) for every x.
//  - jn: n <= |x|: forward recurrence J_(k+1) = (2k/x) J_k - J_(k-1) from
//    j0, j1 (stable there); n > |x|: Miller's backward recurrence from n +
//    20 + sqrt(160 max(n, x)) (Numerical Recipes' bessj start, which makes
//    the start's error negligible at n), normalised by the larger of j0 and
//    j1, rescaled by 2^-600 against overflow. yn: forward recurrence from
//    y0, y1 (stable for Y).
//  - I0, I1: |x| < 8: p(x^2), x p(x^2) (positive coefficients); above, e^|x|
//    / sqrt|x| r(8/|x|) with r in two pieces (8 <= |x| < 32 and beyond).
// C99 has no Bessel functions; the special values follow POSIX and CUDA:
// j0(+-inf) = +0, j1(+-inf) = +-0, y0/y1/yn(0) = -inf, of x < 0 NaN, of
// +inf +0; i0(+-inf) = +inf, i1(+-inf) = +-inf; NaN gives NaN.
#ifndef GPUCC_DOUBLE_BESSEL_H
#define GPUCC_DOUBLE_BESSEL_H

#include "double_core.h"
#include "double_log.h"
#include "double_trig.h"
#include "double_exp.h"
#include "double_bessel_poly.h"

#define M64_TWO_OVER_PI 0.63661977236758138
#define M64_INV_SQRTPI 0.56418958354775628

// m64_bessel_horner returns c[0] + ... + c[deg] u^deg with the low part of
// c[0], c[deg + 1], added last. Unrolled by hand (deg is a constant, the
// dead steps fold; -fno-unroll-loops ignores #pragma unroll): straight-line
// code, and gpucc's structurizer does not take a loop whose exit is also a
// branch's reconvergence point.
#define M64_BESSEL_STEPS(STEP) \
	STEP(23) STEP(22) STEP(21) STEP(20) STEP(19) STEP(18) STEP(17) STEP(16) STEP(15) STEP(14) STEP(13) STEP(12) \
	STEP(11) STEP(10) STEP(9) STEP(8) STEP(7) STEP(6) STEP(5) STEP(4) STEP(3) STEP(2) STEP(1) STEP(0)
static __device__ __forceinline__ double m64_bessel_horner(const double *c, int deg, double u) {
	double p = c[deg];
#define M64_BESSEL_STEP(j) \
	if ((j) < deg) { \
		p = m64_fma(p, u, c[(j)]); \
	}
	M64_BESSEL_STEPS(M64_BESSEL_STEP)
#undef M64_BESSEL_STEP
	return p + c[deg + 1];
}

// m64_bessel_horner_sq returns the polynomial at s = x^2 (in powers of s
// itself, MID 0) with x^2 = sh + sl exactly and the correction p'(sh) sl:
// a rounded x^2 alone costs its 2^-53 times the logarithmic derivative of
// I0(sqrt s), s I0'/I0 = x I1 / (2 I0), up to 3.5 ulp below 8.
static __device__ __forceinline__ double m64_bessel_horner_sq(const double *c, int deg, double x) {
	double sh = x * x;
	double sl = m64_fma(x, x, -sh);
	double p = c[deg], dp = 0.0;
#define M64_BESSEL_STEP(j) \
	if ((j) < deg) { \
		dp = m64_fma(dp, sh, p); \
		p = m64_fma(p, sh, c[(j)]); \
	}
	M64_BESSEL_STEPS(M64_BESSEL_STEP)
#undef M64_BESSEL_STEP
	return p + m64_fma(dp, sl, c[deg + 1]);
}

// m64_bessel_hankel returns (a P - b Q) / sqrt(pi x) for x >= 8, where P
// and x Q are the polynomials p, q, and a, b combinations of sin x and cos
// x chosen by the caller: 1/sqrt(pi x) = sqrt(2/(pi x)) / sqrt(2) absorbs
// the 1/sqrt(2) of cos(x - pi/4) = (cos x + sin x)/sqrt(2) and its kin.
static __device__ __forceinline__ double m64_bessel_hankel(double x, double pv, double xq, double a, double b) {
	double q = xq / x;
	double r = m64_fma(a, pv, -b * q);
	return r * (M64_INV_SQRTPI / __builtin_sqrt(x));
}

// m64_bessel_piece returns floor(ax) for 0 <= ax < 8 and sets *u to the
// piece's variable: ax^2 - 1/2 in piece 0, ax - k - 1/2 above. One table
// row indexed by k rather than a choice of rows: gpucc does not take
// pointers into constant memory through a phi.
static __device__ __forceinline__ int m64_bessel_piece(double ax, double *u) {
	int k = (int)ax;
	*u = k == 0 ? m64_fma(ax, ax, -0.5) : (ax - (double)k) - 0.5;
	return k;
}

// m64_bessel_t returns u = 64/x^2 - 1/2 (0 beyond 2^511, where x^2
// overflows and P, x Q are at their limits).
static __device__ __forceinline__ double m64_bessel_t(double x) {
	return 64.0 / (x * x) - M64_BESSEL_P0_MID;
}

extern "C" __device__ double __nv_j0(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax == __builtin_inf()) {
		return 0.0;
	}
	if (ax < 8.0) {
		double u;
		int k = m64_bessel_piece(ax, &u);
		return m64_bessel_horner(m64_bessel_j0[k], M64_BESSEL_J0_DEG, u);
	}
	double u = m64_bessel_t(ax);
	double pv = m64_bessel_horner(m64_bessel_p0, M64_BESSEL_P0_DEG, u);
	double xq = m64_bessel_horner(m64_bessel_q0, M64_BESSEL_Q0_DEG, u);
	double s, c;
	__nv_sincos(ax, &s, &c);
	return m64_bessel_hankel(ax, pv, xq, c + s, s - c);
}

extern "C" __device__ double __nv_j1(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax == __builtin_inf()) {
		return m64_copysign(0.0, x);
	}
	double r;
	if (ax < 8.0) {
		double u;
		int k = m64_bessel_piece(ax, &u);
		r = m64_bessel_horner(m64_bessel_j1[k], M64_BESSEL_J1_DEG, u);
		if (k == 0) {
			return x * r; // J1 = x p(x^2), odd
		}
	} else {
		double u = m64_bessel_t(ax);
		double pv = m64_bessel_horner(m64_bessel_p1, M64_BESSEL_P1_DEG, u);
		double xq = m64_bessel_horner(m64_bessel_q1, M64_BESSEL_Q1_DEG, u);
		double s, c;
		__nv_sincos(ax, &s, &c);
		// cos(x - 3pi/4) = (s - c)/sqrt2, sin(x - 3pi/4) = -(s + c)/sqrt2.
		r = m64_bessel_hankel(ax, pv, xq, s - c, -(s + c));
	}
	return x < 0.0 ? -r : r;
}

extern "C" __device__ double __nv_y0(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	if (x < 0.0) {
		return __builtin_nan("");
	}
	if (x == 0.0) {
		return -__builtin_inf();
	}
	if (x == __builtin_inf()) {
		return 0.0;
	}
	if (x < 8.0) {
		double u;
		int k = m64_bessel_piece(x, &u);
		double p = m64_bessel_horner(m64_bessel_y0[k], M64_BESSEL_Y0_DEG, u);
		if (k == 0) {
			double j = m64_bessel_horner(m64_bessel_j0[0], M64_BESSEL_J0_DEG, u);
			p = m64_fma(M64_TWO_OVER_PI * __nv_log(x), j, p);
		}
		return p;
	}
	double u = m64_bessel_t(x);
	double pv = m64_bessel_horner(m64_bessel_p0, M64_BESSEL_P0_DEG, u);
	double xq = m64_bessel_horner(m64_bessel_q0, M64_BESSEL_Q0_DEG, u);
	double s, c;
	__nv_sincos(x, &s, &c);
	// sin(x - pi/4) = (s - c)/sqrt2, cos(x - pi/4) = (s + c)/sqrt2.
	return m64_bessel_hankel(x, pv, xq, s - c, -(s + c));
}

extern "C" __device__ double __nv_y1(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	if (x < 0.0) {
		return __builtin_nan("");
	}
	if (x == 0.0) {
		return -__builtin_inf();
	}
	if (x == __builtin_inf()) {
		return 0.0;
	}
	if (x < 8.0) {
		double u;
		int k = m64_bessel_piece(x, &u);
		double p = m64_bessel_horner(m64_bessel_y1[k], M64_BESSEL_Y1_DEG, u);
		if (k == 0) {
			// (2/pi) log(x) J1 - (2/pi)/x + x p: -(2/pi)/x overflows
			// exactly where -2/(pi x) does.
			double j = x * m64_bessel_horner(m64_bessel_j1[0], M64_BESSEL_J1_DEG, u);
			p = m64_fma(M64_TWO_OVER_PI * __nv_log(x), j, m64_fma(x, p, -(M64_TWO_OVER_PI / x)));
		}
		return p;
	}
	double u = m64_bessel_t(x);
	double pv = m64_bessel_horner(m64_bessel_p1, M64_BESSEL_P1_DEG, u);
	double xq = m64_bessel_horner(m64_bessel_q1, M64_BESSEL_Q1_DEG, u);
	double s, c;
	__nv_sincos(x, &s, &c);
	// Y1 = (P1 sin(x - 3pi/4) + Q1 cos(x - 3pi/4)) sqrt(2/(pi x)):
	// -P1 (s + c) + Q1 (s - c), over sqrt(pi x).
	return m64_bessel_hankel(x, pv, xq, -(s + c), c - s);
}

extern "C" __device__ double __nv_jn(int n, double x) {
	// j0 and j1 first, outside any branch: each is a nest of divergent
	// regions, and gpucc has 16 convergence barriers.
	double ax = m64_fabs(x);
	double j0 = __nv_j0(ax), j1 = __nv_j1(ax);
	if (m64_isnan(x)) {
		return x + x;
	}
	// J_-n = (-1)^n J_n and J_n(-x) = (-1)^n J_n(x); n as unsigned, so
	// that -INT_MIN is 2^31.
	unsigned int m = n < 0 ? 0u - (unsigned int)n : (unsigned int)n;
	int odd = (int)(m & 1u);
	bool neg = ((n < 0) != (x < 0.0)) && odd;
	double r;
	if (m == 0u) {
		return j0;
	}
	if (m == 1u) {
		r = j1;
	} else if (ax == 0.0 || ax == __builtin_inf()) {
		r = 0.0;
	} else if ((double)m <= ax) {
		double a = j0, b = j1;
		for (unsigned int k = 1u; k < m; k++) {
			double t = m64_fma(b, (2.0 * (double)k) / ax, -a);
			a = b;
			b = t;
		}
		r = b;
	} else {
		// Backward from f_(top+1) = 0, f_top = 2^-600; top as Numerical
		// Recipes' bessj with its double-precision accuracy constant 160,
		// plus slack: where n is close to x, J_k decays slowly at first.
		double big = (double)m > ax ? (double)m : ax;
		unsigned int top = m + 20u + (unsigned int)__builtin_sqrt(160.0 * big);
		double f1 = 0.0, f0 = 0x1p-600, fn = 0.0;
		for (unsigned int k = top; k > 0u; k--) {
			// f0 = f_k, f1 = f_(k+1); f_(k-1) = (2k/x) f_k - f_(k+1).
			if (k == m) {
				fn = f0;
			}
			double t = m64_fma(f0, (2.0 * (double)k) / ax, -f1);
			f1 = f0;
			f0 = t;
			if (m64_fabs(f0) > 0x1p600) {
				f0 *= 0x1p-600;
				f1 *= 0x1p-600;
				fn *= 0x1p-600;
			}
		}
		// f0 = f_0, f1 = f_1: normalise by the larger of J0 and J1 (they
		// are never both small: J0^2 + J1^2 is about 2/(pi x)), whose
		// relative error is then about their absolute one.
		r = m64_fabs(j0) >= m64_fabs(j1) ? fn * (j0 / f0) : fn * (j1 / f1);
	}
	return neg ? -r : r;
}

extern "C" __device__ double __nv_yn(int n, double x) {
	double y0 = __nv_y0(x), y1 = __nv_y1(x); // outside branches, as in jn
	if (m64_isnan(x)) {
		return x + x;
	}
	unsigned int m = n < 0 ? 0u - (unsigned int)n : (unsigned int)n;
	if (m == 0u) {
		return y0;
	}
	if (x < 0.0) {
		return __builtin_nan("");
	}
	bool neg = n < 0 && (m & 1u);
	double r;
	if (x == 0.0) {
		r = -__builtin_inf();
	} else if (x == __builtin_inf()) {
		r = 0.0;
	} else {
		double a = y0, b = y1;
		for (unsigned int k = 1u; k < m && b != -__builtin_inf(); k++) {
			double t = m64_fma(b, (2.0 * (double)k) / x, -a);
			a = b;
			b = t;
		}
		r = b;
	}
	return neg ? -r : r;
}

// m64_bessel_i_large returns e^ax / sqrt(ax) r for ax >= 8, with e^ax in
// two halves above 700, where e^ax alone overflows before the result.
static __device__ __forceinline__ double m64_bessel_i_large(double ax, double r) {
	double v = r / __builtin_sqrt(ax);
	if (ax < 700.0) {
		return __nv_exp(ax) * v;
	}
	double h = __nv_exp(0.5 * ax);
	return h * (h * v);
}

extern "C" __device__ double __nv_cyl_bessel_i0(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax < 8.0) {
		return m64_bessel_horner_sq(m64_bessel_i0_small, M64_BESSEL_I0_SMALL_DEG, ax);
	}
	if (ax == __builtin_inf()) {
		return ax;
	}
	double w = 8.0 / ax;
	if (ax < 32.0) {
		return m64_bessel_i_large(ax, m64_bessel_horner(m64_bessel_i0_mid, M64_BESSEL_I0_MID_DEG, w - M64_BESSEL_I0_MID_MID));
	}
	return m64_bessel_i_large(ax, m64_bessel_horner(m64_bessel_i0_large, M64_BESSEL_I0_LARGE_DEG, w - M64_BESSEL_I0_LARGE_MID));
}

extern "C" __device__ double __nv_cyl_bessel_i1(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax < 8.0) {
		return x * m64_bessel_horner_sq(m64_bessel_i1_small, M64_BESSEL_I1_SMALL_DEG, ax);
	}
	if (ax == __builtin_inf()) {
		return x;
	}
	double w = 8.0 / ax;
	double v;
	if (ax < 32.0) {
		v = m64_bessel_i_large(ax, m64_bessel_horner(m64_bessel_i1_mid, M64_BESSEL_I1_MID_DEG, w - M64_BESSEL_I1_MID_MID));
	} else {
		v = m64_bessel_i_large(ax, m64_bessel_horner(m64_bessel_i1_large, M64_BESSEL_I1_LARGE_DEG, w - M64_BESSEL_I1_LARGE_MID));
	}
	return x < 0.0 ? -v : v;
}

#endif
