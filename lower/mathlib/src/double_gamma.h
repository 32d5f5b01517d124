// Double-precision gamma functions: lgamma, tgamma (tgamma's method is
// described above its code).
//
// Everything is carried as a double-double (relative error near 2^-60) and
// rounded once:
//  - S(t) = lgamma(2 + t) = (1 - gamma) t + sum_{k>=2} (-1)^k (zeta(k)-1)/k t^k
//    (Taylor at 2, radius 2), for |t| <= 3/4: the terms to k = 44 (the first
//    omitted one is below 2^-66 relative); the first four coefficients
//    are double-doubles and the first four Horner steps exact products,
//    the rest (below 2^-8 of the sum) a plain double Horner polynomial.
//    Coefficients: (-1)^k (zeta(k) - 1)/k at 200 bits (mpmath), rounded.
//  - 0 < x < 3/4: lgamma x = S(x) - log(x + x^2) (x + x^2 as a double-double).
//  - 3/4 <= x < 1.4: lgamma x = S(x - 1) - log1p(x - 1) (x - 1 exact): the
//    zero at 1 keeps its relative accuracy (the two terms cancel by 2.5x).
//  - 1.4 <= x < 2.75: S(x - 2) (x - 2 exact), the zero at 2 exact.
//  - 2.75 <= x < 10: S(x - n - 2) + log((x-1)...(x-n)), factors exact, the
//    product as a double-double.
//  - x >= 10: Stirling, (x - 1/2)(log x - 1) + (log(2 pi) - 1)/2 +
//    sum B_2k / (2k (2k-1) x^(2k-1)) to k = 9 (the next term is below 2^-62
//    of the result at 10), with (x - 1/2)(log x - 1) a double-double product.
//  - x < 0: reflection, lgamma x = log(pi / |x sin(pi x)|) - lgamma(-x),
//    sin(pi x) as a double-double to about 2^-62 (m64_sin_dd, m64_cos_dd):
//    an absolute error near 2^-59, at most 1/8 ulp where |lgamma x| >= 1/16.
//  - x < 0 with |lgamma x| < 1/16, next to one of its zeros z (two in each
//    (-n-1, -n), 2 <= n <= 16; beyond, no double comes that close), where
//    the reflection's two terms cancel: lgamma(z - e) = e Q(e) with e = |x|
//    - |z| formed exactly from |z| in three parts and Q a polynomial fitted
//    to 2^-62 relative (double_lgamma_zeros.h, internal/lgammazeros).
//  - C99 F.9.5.3: lgamma(1) = lgamma(2) = +0, lgamma(+-inf) = +inf,
//    lgamma(+-0) = +inf, lgamma(negative integer) = +inf.
#ifndef GPUCC_DOUBLE_GAMMA_H
#define GPUCC_DOUBLE_GAMMA_H

#include "double_core.h"
#include "double_log.h"
#include "double_trig.h"
#include "double_exp.h"
#include "double_lgamma_zeros.h"

// m64_log1p_acc returns log(1 + f) as hi + *lo for f in [sqrt(1/2)-1,
// sqrt(2)-1], to about 2^-64 absolute: the formulation of double_log.h,
// log(1+f) = f - f^2/2 + s (f^2/2 + R), s = f/(2+f), R = 2 atanh(s)/s - 2
// = (2/3) s^2 + ..., but with s, s^2 (2/3) and the product s (f^2/2 + R) as
// double-doubles: m64_log1p_dd rounds s (f^2/2 + R) (up to 0.02) to a
// double, an absolute error of 2^-58.6, which the reflection of lgamma
// cannot afford near its negative zeros.
static __device__ __forceinline__ double m64_log1p_acc(double f, double *lo) {
	double e;
	double dh = m64_two_sum(2.0, f, &e);
	double sh = f / dh;
	double sl = (m64_fma(-sh, dh, f) - sh * e) / dh; // s = sh + sl
	double z = sh * sh;
	double ze = m64_fma(sh, sh, -z) + 2.0 * sh * sl; // s^2 = z + ze
	double r = 2.0 / 21.0;
	r = m64_fma(r, z, 2.0 / 19.0);
	r = m64_fma(r, z, 2.0 / 17.0);
	r = m64_fma(r, z, 2.0 / 15.0);
	r = m64_fma(r, z, 2.0 / 13.0);
	r = m64_fma(r, z, 2.0 / 11.0);
	r = m64_fma(r, z, 2.0 / 9.0);
	r = m64_fma(r, z, 2.0 / 7.0);
	r = m64_fma(r, z, 2.0 / 5.0);
	r = r * z * z; // R - (2/3) s^2, below 0.0004
	// (2/3) s^2 with 2/3 = th + tl.
	const double th = 0x1.5555555555555p-1, tl = 0x1.5555555555555p-55;
	double ah = th * z;
	double al = m64_fma(th, z, -ah) + (th * ze + tl * z);
	double hfsq = 0.5 * f * f; // 0.5 f exact
	double hfsqe = m64_fma(0.5 * f, f, -hfsq);
	// A = f^2/2 + R.
	double bh = m64_two_sum(hfsq, ah, &e);
	double bl = e + (hfsqe + (al + r));
	// B = s A.
	double ch = sh * bh;
	double cl = m64_fma(sh, bh, -ch) + (sh * bl + sl * bh);
	double hi = f - hfsq;
	double low = ((f - hi) - hfsq) - hfsqe; // exact but for hfsqe's sum
	double h = m64_two_sum(hi, ch, &e);
	return m64_fast_two_sum(h, e + (low + cl), lo);
}

// m64_log_dd returns log x as hi + *lo for finite x > 0 (about 2^-64
// absolute plus 2^-105 relative).
static __device__ __forceinline__ double m64_log_dd(double x, double *lo) {
	int e;
	double m = m64_log_split(x, &e);
	double l;
	double hi = m64_log1p_acc(m - 1.0, &l);
	double de = (double)e;
	double el;
	double s = m64_two_sum(de * M64_LN2_HI42, hi, &el);
	return m64_fast_two_sum(s, el + (l + de * M64_LN2_LO42), lo);
}

// m64_lgamma_step sets (h, l) = (ch + cl) + t (h + l), double-double.
static __device__ __forceinline__ void m64_lgamma_step(double t, double ch, double cl, double *h, double *l) {
	double ph = t * *h;
	double pl = m64_fma(t, *h, -ph) + t * *l;
	double e;
	*h = m64_two_sum(ch, ph, &e);
	*l = e + (pl + cl);
}

// m64_lgamma_s returns lgamma(2 + t) as hi + *lo for |t| <= 3/4.
static __device__ __forceinline__ double m64_lgamma_s(double t, double *lo) {
	double q = 0.0;
	q = m64_fma(q, t, 0x1.745d17b56ba4ap-50); // k = 44
	q = m64_fma(q, t, -0x1.7d05f4c31c560p-49); // k = 43
	q = m64_fma(q, t, 0x1.8618628d28905p-48); // k = 42
	q = m64_fma(q, t, -0x1.8f9c1a8df9d78p-47); // k = 41
	q = m64_fma(q, t, 0x1.99999c0716ee9p-46); // k = 40
	q = m64_fma(q, t, -0x1.a41a45603e5b6p-45); // k = 39
	q = m64_fma(q, t, 0x1.af28718a10d6ep-44); // k = 38
	q = m64_fma(q, t, -0x1.bacf9a27bc89bp-43); // k = 37
	q = m64_fma(q, t, 0x1.c71c7f6f10e37p-42); // k = 36
	q = m64_fma(q, t, -0x1.d41d56e5ee2e2p-41); // k = 35
	q = m64_fma(q, t, 0x1.e1e2026aafcd8p-40); // k = 34
	q = m64_fma(q, t, -0x1.f07c514fc9f0ap-39); // k = 33
	q = m64_fma(q, t, 0x1.000026e3f644fp-37); // k = 32
	q = m64_fma(q, t, -0x1.08424cbc543d8p-36); // k = 31
	q = m64_fma(q, t, 0x1.11116e693ed98p-35); // k = 30
	q = m64_fma(q, t, -0x1.1a7c26ec2523cp-34); // k = 29
	q = m64_fma(q, t, 0x1.24932a337434cp-33); // k = 28
	q = m64_fma(q, t, -0x1.2f69a9fabe3e0p-32); // k = 27
	q = m64_fma(q, t, 0x1.3b15d2b2fc10cp-31); // k = 26
	q = m64_fma(q, t, -0x1.47b1679258d0ep-30); // k = 25
	q = m64_fma(q, t, 0x1.555a877ffd2c3p-29); // k = 24
	q = m64_fma(q, t, -0x1.6434a8447aeadp-28); // k = 23
	q = m64_fma(q, t, 0x1.7469daccfadcdp-27); // k = 22
	q = m64_fma(q, t, -0x1.862c734df3eacp-26); // k = 21
	q = m64_fma(q, t, 0x1.99b93c2070b0fp-25); // k = 20
	q = m64_fma(q, t, -0x1.af5a6cbbf8a97p-24); // k = 19
	q = m64_fma(q, t, 0x1.c76bbb3f07a4dp-23); // k = 18
	q = m64_fma(q, t, -0x1.e2600d93cfd2fp-22); // k = 17
	q = m64_fma(q, t, 0x1.0064cdeb22f0fp-20); // k = 16
	q = m64_fma(q, t, -0x1.11b2eb7679541p-19); // k = 15
	q = m64_fma(q, t, 0x1.2597a39f34aacp-18); // k = 14
	q = m64_fma(q, t, -0x1.3cbc963ce2243p-17); // k = 13
	q = m64_fma(q, t, 0x1.580dcee66eb02p-16); // k = 12
	q = m64_fma(q, t, -0x1.78de5bd7c81efp-15); // k = 11
	q = m64_fma(q, t, 0x1.a127b0f17d65ap-14); // k = 10
	q = m64_fma(q, t, -0x1.d3fd4c76d2fc8p-13); // k = 9
	q = m64_fma(q, t, 0x1.0b36af86396e9p-11); // k = 8
	q = m64_fma(q, t, -0x1.38ac5c2bf8e08p-10); // k = 7
	q = m64_fma(q, t, 0x1.7add6eadb6c30p-9); // k = 6
	q = m64_fma(q, t, -0x1.e404fc218f5f2p-8); // k = 5
	// The coefficients k = 4 ... 1 as double-doubles, each Horner step
	// (h, l) = c_k + t (h, l) with an exact product.
	double h = q, l = 0.0;
	m64_lgamma_step(t, 0x1.51322ac7d8483p-6, 1.4629392512775695e-18, &h, &l);   // k = 4
	m64_lgamma_step(t, -0x1.13e001a557607p-4, 6.87667631175899e-18, &h, &l);   // k = 3
	m64_lgamma_step(t, 0x1.4a34cc4a60fa6p-2, 1.520336175199238e-17, &h, &l);   // k = 2
	m64_lgamma_step(t, 0x1.b0ee6072093cep-2, 4.942915152430645e-18, &h, &l);   // k = 1: 1 - gamma
	double sh = t * h;
	*lo = m64_fma(t, h, -sh) + t * l;
	return sh;
}

// m64_lgamma_pos returns lgamma x as hi + *lo for finite x >= 2^-60 (+inf
// as hi where (x - 1/2)(log x - 1) overflows).
static __device__ __noinline__ double m64_lgamma_pos(double x, double *lo) {
	double e;
	if (x < 0.75) {
		// S(x) - log(x + x^2).
		double sl;
		double sh = m64_lgamma_s(x, &sl);
		double q = x * x;
		double qe = m64_fma(x, x, -q);
		double ah = m64_two_sum(x, q, &e);
		double al = e + qe;
		double ll;
		double lh = m64_log_dd(ah, &ll);
		ll += al / ah;
		double rh = m64_two_sum(sh, -lh, &e);
		*lo = e + (sl - ll);
		return rh;
	}
	if (x < 1.4) {
		double t = x - 1.0; // exact
		double sl;
		double sh = m64_lgamma_s(t, &sl);
		double ll;
		double lh = m64_log1p_acc(t, &ll);
		double rh = m64_two_sum(sh, -lh, &e);
		*lo = e + (sl - ll);
		return rh;
	}
	if (x < 2.75) {
		return m64_lgamma_s(x - 2.0, lo);
	}
	if (x < 10.0) {
		// Gamma(x) = (x-1)(x-2)...(x-n) Gamma(x-n), x - n in [1.75, 2.75).
		double y = x - 1.0; // exact, as every y below
		double ph = y, pl = 0.0;
		while (y >= 2.75) {
			y -= 1.0;
			double h = ph * y;
			pl = m64_fma(ph, y, -h) + pl * y;
			ph = h;
		}
		double sl;
		double sh = m64_lgamma_s(y - 2.0, &sl);
		double ll;
		double lh = m64_log_dd(ph, &ll);
		ll += pl / ph;
		double rh = m64_two_sum(lh, sh, &e);
		*lo = e + (ll + sl);
		return rh;
	}
	// Stirling.
	double ll;
	double lh = m64_log_dd(x, &ll);
	double bh = m64_two_sum(lh, -1.0, &e);
	double bl = e + ll;
	double ah = m64_two_sum(x, -0.5, &e);
	double al = e;
	double ph = ah * bh;
	if (ph == __builtin_inf()) {
		*lo = 0.0;
		return ph;
	}
	double pl = m64_fma(ah, bh, -ph) + (ah * bl + al * bh);
	double w = 1.0 / x;
	double w2 = w * w;
	double ser = 43867.0 / 244188.0;
	ser = m64_fma(ser, w2, -3617.0 / 122400.0);
	ser = m64_fma(ser, w2, 1.0 / 156.0);
	ser = m64_fma(ser, w2, -691.0 / 360360.0);
	ser = m64_fma(ser, w2, 1.0 / 1188.0);
	ser = m64_fma(ser, w2, -1.0 / 1680.0);
	ser = m64_fma(ser, w2, 1.0 / 1260.0);
	ser = m64_fma(ser, w2, -1.0 / 360.0);
	ser = m64_fma(ser, w2, 1.0 / 12.0);
	ser *= w;
	// (log(2 pi) - 1)/2 as a double-double, plus the series with the
	// rounding error of that sum kept: dropped, it costs up to 2^-55
	// absolute, which the reflection near the negative zeros (lgamma(-x)
	// of 17 to 28 cancelling to 1/16) turned into 1.6 ulp.
	double ce;
	double c = m64_two_sum(0.4189385332046727, ser, &ce);
	double rh = m64_fast_two_sum(ph, c, &e);
	*lo = e + (pl + (ce + 1.6728209650585413e-17));
	return rh;
}

// m64_sin_dd and m64_cos_dd return sin(x + y), cos(x + y) as hi + *lo for
// |x| <= pi/4, |y| <= 2^-52 |x|, to about 2^-62 relative: unlike the
// kernels of double_trig.h (2^-57, enough for a rounded sin), the x^3/6
// and x^2/2, x^4/24 terms are double-doubles, since the reflection of
// lgamma cancels against them near its negative zeros.
static __device__ __forceinline__ double m64_sin_dd(double x, double y, double *lo) {
	double z = x * x;
	double ze = m64_fma(x, x, -z);
	double v = z * x;
	double ve = m64_fma(z, x, -v) + ze * x; // x^3 = v + ve
	double ch = v / 6.0;
	double cl = (m64_fma(-ch, 6.0, v) + ve) / 6.0; // x^3/6 = ch + cl
	// x^5 (1/5! - z/7! + ... + z^6/17!) + y cos x.
	double r = 1.0 / 355687428096000.0;
	r = m64_fma(r, z, -1.0 / 1307674368000.0);
	r = m64_fma(r, z, 1.0 / 6227020800.0);
	r = m64_fma(r, z, -1.0 / 39916800.0);
	r = m64_fma(r, z, 1.0 / 362880.0);
	r = m64_fma(r, z, -1.0 / 5040.0);
	r = m64_fma(r, z, 1.0 / 120.0);
	double tail = v * (z * r) + y * m64_fma(z, m64_fma(z, 1.0 / 24.0, -0.5), 1.0); // y cos x
	double e;
	double s = m64_two_sum(x, -ch, &e);
	return m64_fast_two_sum(s, e + (tail - cl), lo); // normalised for log

}

static __device__ __forceinline__ double m64_cos_dd(double x, double y, double *lo) {
	double z = x * x;
	double ze = m64_fma(x, x, -z);
	double zz = z * z;
	double zze = m64_fma(z, z, -zz) + 2.0 * z * ze; // x^4 = zz + zze
	double qh = zz / 24.0;
	double ql = (m64_fma(-qh, 24.0, zz) + zze) / 24.0; // x^4/24 = qh + ql
	// -x^6 (1/6! - z/8! + ... - z^6/18!) - y sin x.
	double r = -1.0 / 6402373705728000.0;
	r = m64_fma(r, z, 1.0 / 20922789888000.0);
	r = m64_fma(r, z, -1.0 / 87178291200.0);
	r = m64_fma(r, z, 1.0 / 479001600.0);
	r = m64_fma(r, z, -1.0 / 3628800.0);
	r = m64_fma(r, z, 1.0 / 40320.0);
	r = m64_fma(r, z, -1.0 / 720.0);
	double tail = zz * z * r - y * (x - x * z * (1.0 / 6.0)); // y sin x
	double e1, e2;
	double s = m64_two_sum(1.0, -0.5 * z, &e1); // z/2 exact
	s = m64_two_sum(s, qh, &e2);
	return m64_fast_two_sum(s, (e1 + e2) + ((ql - 0.5 * ze) + tail), lo);
}

// m64_lgamma_near_zero sets *r = lgamma(-ax) and returns true when ax lies
// in the window of one of the zeros of m64_lgamma_zeros.
static __device__ __forceinline__ bool m64_lgamma_near_zero(double ax, double *r) {
	double fl = __builtin_floor(ax);
	if (fl < 2.0 || fl > (double)M64_LGZ_LAST) {
		return false;
	}
	// The window next to -n lies below the one next to -n-1 (an empty
	// window is {1, 0}). One index, not a choice of pointers: gpucc does
	// not take pointers into constant memory through a phi.
	int i = 2 * ((int)fl - 2);
	if (ax > m64_lgamma_zeros[i][1]) {
		i++;
	}
	const double *z = m64_lgamma_zeros[i];
	if (!(ax >= z[0] && ax <= z[1])) {
		return false;
	}
	// e = ax - (a0 + a1 + a2): ax - a0 is exact (Sterbenz), the rest a
	// double-double good to 2^-106 of |a|, so e keeps its relative
	// accuracy even for the double nearest the zero.
	double err;
	double eh = m64_two_sum(ax - z[2], -z[3], &err);
	double el = err - z[4];
	eh = m64_fast_two_sum(eh, el, &el);
	// Q(eh): Horner in double down to c3, then c2, c1, c0 as
	// double-doubles (the c2 term reaches 2^-4 of Q at n = 2); Q's slope
	// times el is below 2^-100 of Q and left out.
	double q = z[M64_LGZ_C + M64_LGZ_DEG];
	for (int j = M64_LGZ_DEG - 1; j >= 3; j--) {
		q = m64_fma(q, eh, z[M64_LGZ_C + j]);
	}
	double h = q, l = 0.0;
	m64_lgamma_step(eh, z[M64_LGZ_C + 2], z[7], &h, &l);
	m64_lgamma_step(eh, z[M64_LGZ_C + 1], z[6], &h, &l);
	m64_lgamma_step(eh, z[M64_LGZ_C], z[5], &h, &l);
	double ph = eh * h;
	*r = ph + (m64_fma(eh, h, -ph) + (eh * l + el * h));
	return true;
}

extern "C" __device__ double __nv_lgamma(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax == __builtin_inf()) {
		return ax;
	}
	if (ax < 0x1p-60) {
		// lgamma x = -log|x| - gamma x + O(x^2): gamma x is below 2^-100 of
		// log|x| here. -log(0) = +inf.
		return -__nv_log(ax);
	}
	if (x > 0.0) {
		double lo;
		double hi = m64_lgamma_pos(x, &lo);
		return hi + lo;
	}
	if (ax >= 0x1p52 || m64_rint(ax) == ax) {
		return __builtin_inf(); // a pole
	}
	double nz;
	if (m64_lgamma_near_zero(ax, &nz)) {
		return nz;
	}
	// |sin(pi x)| = |sin(pi r)| or |cos(pi r)|, r = ax - n/2 in [-1/4, 1/4].
	double n = m64_rint(ax + ax);
	double r = m64_fma(-0.5, n, ax); // exact
	double rh = r * M64_PI_HI;
	double rl = m64_fma(r, M64_PI_HI, -rh) + r * M64_PI_LO;
	double sl;
	double sh = ((m64_i64)n & 1) ? m64_cos_dd(rh, rl, &sl) : m64_sin_dd(rh, rl, &sl);
	if (sh < 0.0) {
		sh = -sh;
		sl = -sl;
	}
	// q = ax |sin(pi x)|.
	double qh = ax * sh;
	double ql = m64_fma(ax, sh, -qh) + ax * sl;
	double e;
	double lql;
	double lqh = m64_log_dd(qh, &lql);
	lql += ql / qh;
	double gl;
	double gh = m64_lgamma_pos(ax, &gl);
	// log(pi) - log q - lgamma(ax).
	double th = m64_two_sum(1.1447298858494002, -lqh, &e);
	double tl = e + (1.0265951162707826e-17 - lql);
	double uh = m64_two_sum(th, -gh, &e);
	return uh + (e + (tl - gl));
}

// tgamma: Gamma(x) = P exp(S(t)) / D with exact factors: the recurrence's
// product P = (x-1)(x-2)...(y) (y = x - n in [1.75, 2.75), t = y - 2; P
// as a double-double, kept below 2^900 by powers of two), or the divisor
// D = x + x^2 (x < 3/4, t = x) or D = x (3/4 <= x < 1.75, t = x - 1);
// exp(S) from the double-double exponential (S < 0.48, so its absolute
// error is its relative one). Relative error about 2^-60 plus the final
// rounding; no logarithm of a large number enters, which would cost its
// magnitude in absolute error. x < 0: Gamma(x) = -pi / (|x| sin(pi |x|)
// Gamma(|x|)). Tiny |x|: 1/x - gamma. C99 F.9.5.4: tgamma(+-0) = +-inf,
// tgamma(negative integer) = NaN, tgamma(-inf) = NaN, tgamma(+inf) = +inf.

// m64_exp_small_dd returns e^(sh + sl) = 2^*k (hi + *lo) for |sh| < 0.7.
static __device__ __forceinline__ double m64_exp_small_dd(double sh, double sl, double *lo, int *k) {
	double kk = m64_rint(sh * M64_INVLN2); // -1, 0 or 1
	double e;
	double rh = m64_two_sum(sh, -kk * M64_LN2_HI, &e);
	double rl = e + (sl - kk * M64_LN2_LO);
	rh = m64_fast_two_sum(rh, rl, &rl);
	double el;
	double eh = m64_expm1_dd(rh, rl, &el);
	*k = (int)kk;
	double h = m64_fast_two_sum(1.0, eh, &e);
	return m64_fast_two_sum(h, e + el, lo);
}

// m64_tgamma_pos returns Gamma(x) = 2^*k (hi + *lo) for 2^-60 <= x <= 256.
static __device__ __noinline__ double m64_tgamma_pos(double x, double *lo, int *k) {
	double ph = 1.0, pl = 0.0; // the product
	double dh = 1.0, dl = 0.0; // the divisor
	int scale = 0;
	double t;
	if (x < 0.75) {
		t = x;
		double q = x * x;
		double e;
		dh = m64_two_sum(x, q, &e);
		dl = e + m64_fma(x, x, -q);
	} else if (x < 1.75) {
		t = x - 1.0; // exact
		dh = x;
	} else {
		double y = x;
		while (y >= 2.75) {
			y -= 1.0; // exact
			double h = ph * y;
			pl = m64_fma(ph, y, -h) + pl * y;
			ph = h;
			if (ph > 0x1p900) {
				ph *= 0x1p-600;
				pl *= 0x1p-600;
				scale += 600;
			}
		}
		t = y - 2.0;
	}
	double sl;
	double sh = m64_lgamma_s(t, &sl);
	double el;
	int ke;
	double eh = m64_exp_small_dd(sh, sl, &el, &ke);
	double mh = ph * eh;
	double ml = m64_fma(ph, eh, -mh) + (ph * el + pl * eh);
	double qh = mh / dh;
	*lo = (m64_fma(-qh, dh, mh) + (ml - qh * dl)) / dh;
	*k = scale + ke;
	return qh;
}

extern "C" __device__ double __nv_tgamma(double x) {
	if (m64_isnan(x)) {
		return x + x;
	}
	double ax = m64_fabs(x);
	if (ax < 0x1p-60) {
		// Gamma(x) = 1/x - gamma + O(x): 1/x with its residual, one rounding.
		double q = 1.0 / x;
		if (m64_fabs(q) == __builtin_inf()) {
			return q; // +-0, or 1/x overflows
		}
		double e = m64_fma(-q, x, 1.0) / x;
		return q + (e - 0.5772156649015329);
	}
	if (x > 0.0) {
		if (x >= 172.0) {
			return __builtin_inf(); // Gamma(171.625) > DBL_MAX; also +inf
		}
		double lo;
		int k;
		double h = m64_tgamma_pos(x, &lo, &k);
		return m64_scale(h + lo, k);
	}
	if (ax >= 0x1p52 || m64_rint(ax) == ax) {
		return __builtin_nan(""); // a pole, or -inf
	}
	double fl = __builtin_floor(ax);
	// The sign of Gamma on (-n-1, -n) is (-1)^(n+1).
	double sign = ((m64_i64)fl & 1) ? 1.0 : -1.0;
	if (ax > 200.0) {
		return sign * 0.0; // |Gamma(x)| < 1/(200! |sin|) < 2^-1100
	}
	// |sin(pi ax)|, as in lgamma.
	double n = m64_rint(ax + ax);
	double r = m64_fma(-0.5, n, ax); // exact
	double rh = r * M64_PI_HI;
	double rl = m64_fma(r, M64_PI_HI, -rh) + r * M64_PI_LO;
	double sl;
	double sh = ((m64_i64)n & 1) ? m64_cos_dd(rh, rl, &sl) : m64_sin_dd(rh, rl, &sl);
	if (sh < 0.0) {
		sh = -sh;
		sl = -sl;
	}
	// D = ax |sin(pi ax)| Gamma(ax) 2^-k.
	double qh = ax * sh;
	double ql = m64_fma(ax, sh, -qh) + ax * sl;
	double gl;
	int k;
	double gh = m64_tgamma_pos(ax, &gl, &k);
	double dh = qh * gh;
	double dl = m64_fma(qh, gh, -dh) + (qh * gl + ql * gh);
	double vh = M64_PI_HI / dh;
	double vl = (m64_fma(-vh, dh, M64_PI_HI) + (M64_PI_LO - vh * dl)) / dh;
	return sign * m64_scale(vh + vl, -k);
}

#endif
