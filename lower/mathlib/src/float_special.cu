// Special functions of gpucc's binary32 library: lgamma, tgamma, erfinv,
// erfcinv, erfcx, normcdf, normcdfinv (libdevice names). See float.cu and
// docs/mathlib.md.
#include "common.h"
#include "float_core.h"
#include "float_lgamma_zeros.h"

// ---- gamma functions ----------------------------------------------------------

// lgamma_pos_d returns log(Gamma(x)) for x > 0 (binary64): Stirling's series
// for x >= 8 (Bernoulli-number coefficients; the first omitted term is below
// 2^-42 there), the recurrence Gamma(x) = Gamma(x+n) / (x (x+1) ... (x+n-1))
// below, and the Taylor series at 1 and 2, whose coefficients are
// (-1)^k zeta(k)/k and (-1)^k (zeta(k)-1)/k (mathematical constants,
// evaluated with mpmath), where lgamma vanishes and the recurrence would
// cancel.
ML double lgamma_pos_d(double x) {
	if (fabs_(x - 1.0) < 0.1) {
		double z = x - 1.0;
		return z * fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(0x1.c71ce3a20b419p-5, z, -0x1.e1e2d311e8abdp-5), z, 0x1.00010064cdeb2p-4), z, -0x1.11133476e7fe0p-4), z, 0x1.2496df8320c5fp-4), z, -0x1.3b1d971fc5985p-4), z, 0x1.556ad63243bc4p-4), z, -0x1.748c33114c6d6p-4), z, 0x1.9a01e385d5f8fp-4), z, -0x1.c806706d57db4p-4), z, 0x1.010b36af86397p-3), z, -0x1.2703a1dcea3aep-3), z, 0x1.5b40cb100c306p-3), z, -0x1.a8b9c17aa6149p-3), z, 0x1.151322ac7d848p-2), z, -0x1.9a4d55beab2d7p-2), z, 0x1.a51a6625307d3p-1), z, -0x1.2788cfc6fb619p-1);
	}
	if (fabs_(x - 2.0) < 0.1) {
		double z = x - 2.0;
		return z * fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(0x1.2597a39f34aacp-18, z, -0x1.3cbc963ce2243p-17), z, 0x1.580dcee66eb02p-16), z, -0x1.78de5bd7c81efp-15), z, 0x1.a127b0f17d65ap-14), z, -0x1.d3fd4c76d2fc8p-13), z, 0x1.0b36af86396e9p-11), z, -0x1.38ac5c2bf8e08p-10), z, 0x1.7add6eadb6c30p-9), z, -0x1.e404fc218f5f2p-8), z, 0x1.51322ac7d8483p-6), z, -0x1.13e001a557607p-4), z, 0x1.4a34cc4a60fa6p-2), z, 0x1.b0ee6072093cep-2);
	}
	double p = 1.0;
	while (x < 8.0) {
		p *= x;
		x += 1.0;
	}
	double s = div_d(1.0, x), z = s * s; // x in [8, 2^128]
	double series = s * fma_(z, fma_(z, fma_(z, fma_(z, 1.0 / 1188.0, -1.0 / 1680.0), 1.0 / 1260.0), -1.0 / 360.0), 1.0 / 12.0);
	double l = fma_(x - 0.5, log_d(x), -x) + 0x1.d67f1c864beb5p-1 + series;
	return p == 1.0 ? l : l - log_d(p);
}

// LOG_PI is log(pi) in binary64.
#define LOG_PI 0x1.250d048e7a1bdp+0

// sinpi_d returns sin(pi x) for a binary32 x (exact reduction).
ML double sinpi_d(float x) {
	int q;
	double r = reduce_pi_f(x, &q);
	double s = (q & 1) ? cos_d(r) : sin_d(r);
	return (q & 2) ? -s : s;
}

// lgamma_near_zero_f sets *r = lgamma(-ax) and returns true when ax lies in
// the window of one of the zeros of __gpucc_ml_lgamma_zeros_f, where
// |lgamma| <= 2^-10 and the reflection's binary64 terms cancel (their
// absolute error, near 2^-45, would be up to 2^-11 of the result there, and
// more at the float nearest a zero): lgamma(z - e) = e Q(e) with e = |x| -
// |z| (ax - a0 exact, a1 to 2^-106), Q a binary64 polynomial good to 2^-40.
ML bool lgamma_near_zero_f(double ax, float *r) {
	double fl = floor_(ax);
	if (fl < 2.0 || fl > (double)LGZF_LAST)
		return false;
	// The window next to -n lies below the one next to -n-1 (an empty
	// window is {1, 0}); one index, not a choice of pointers (gpucc does not
	// take pointers into constant memory through a phi).
	int i = 2 * ((int)fl - 2);
	if (ax > __gpucc_ml_lgamma_zeros_f[i][1])
		i++;
	const double *z = __gpucc_ml_lgamma_zeros_f[i];
	if (!(ax >= z[0] && ax <= z[1]))
		return false;
	double e = (ax - z[2]) - z[3];
	double q = z[LGZF_C + LGZF_DEG];
	for (int j = LGZF_DEG - 1; j >= 0; j--)
		q = fma_(q, e, z[LGZF_C + j]);
	*r = (float)(e * q);
	return true;
}

MLFN float __nv_lgammaf(float x) {
	if (isnanf_(x))
		return x + x;
	float ax = fabsf_(x);
	if (ax == INFF)
		return INFF;
	if (x <= 0.0f && is_int_f(x))
		return INFF; // poles (and -0, +0 below)
	if (x == 0.0f)
		return INFF;
	if (x == 1.0f || x == 2.0f)
		return 0.0f; // +0 (the series would give -0 at 1)
	if (x > 0.0f)
		return (float)lgamma_pos_d((double)x);
	float nz;
	if (lgamma_near_zero_f((double)ax, &nz))
		return nz;
	// Reflection: lgamma(x) = log(pi / |sin(pi x)|) - lgamma(1 - x).
	double s = fabs_(sinpi_d(x));
	// log(pi/s) = log(pi) - log(s), both terms positive: no division.
	return (float)((LOG_PI - log_d(s)) - lgamma_pos_d(1.0 - (double)x));
}

MLFN float __nv_tgammaf(float x) {
	if (isnanf_(x))
		return x + x;
	if (x == INFF)
		return x;
	if (x == 0.0f)
		return copysignf_(INFF, x);
	if (x < 0.0f && (is_int_f(x) || x == -INFF))
		return NANF;
	if (x > 35.05f)
		return INFF;
	if (x > 0.0f)
		return (float)exp_d(lgamma_pos_d((double)x));
	// Gamma(x) = pi / (sin(pi x) Gamma(1 - x)): the sign is sin's; the
	// magnitude underflows to 0 below about -42.
	double s = sinpi_d(x);
	double mag = exp_d((LOG_PI - log_d(fabs_(s))) - lgamma_pos_d(1.0 - (double)x));
	return (float)(s < 0.0 ? -mag : mag);
}

// ---- inverse error function -----------------------------------------------------

// erfc_d returns erfc(a) for a >= 0 (binary64).
ML double erfc_d(double a) { return a < 0.9 ? 1.0 - a * ERFD_P(a * a) : erfc_pos_d(a); }

MLFN float __nv_erfinvf(float y) {
	if (isnanf_(y))
		return y + y;
	float ay = fabsf_(y);
	if (ay > 1.0f)
		return NANF;
	if (ay == 1.0f)
		return copysignf_(INFF, y);
	if (y == 0.0f)
		return y;
	double d = (double)ay;
	double om = 1.0 - d; // exact: 1 - |y| for a binary32 y
	// Winitzki's closed-form estimate (relative error about 2e-3), then
	// Newton steps on erf (small y) or on erfc (the tail, where erfc keeps
	// its relative accuracy).
	double l = log_d(om * (1.0 + d));
	double t = 4.3307467508 + 0.5 * l; // 2/(pi a) + l/2, a = 0.147
	double x = sqrt_(sqrt_(t * t - l * (1.0 / 0.147)) - t);
	for (int i = 0; i < 4; i++) {
		// The reciprocal of erf's derivative 2/sqrt(pi) e^(-x^2), without a
		// binary64 division (its 2^-39 error only scales the correction).
		double rdens = 0x1.c5bf891b4ef6ap-1 * exp_d(x * x);
		if (d <= 0.5)
			x -= (x * ERFD_P(x * x) - d) * rdens;
		else
			x += (erfc_d(x) - om) * rdens;
	}
	return copysignf_((float)x, y);
}

MLFN float __nv_erfcinvf(float y) {
	if (isnanf_(y))
		return y + y;
	if (y < 0.0f || y > 2.0f)
		return NANF;
	if (y == 0.0f)
		return INFF;
	if (y == 2.0f)
		return -INFF;
	// erfcinv(y) = erfinv(1 - y); 1 - y is exact in binary64, and the
	// tail works on y itself.
	double om = (double)y <= 1.0 ? (double)y : 2.0 - (double)y; // erfc(|x|)
	double d = 1.0 - om;
	if (d == 0.0)
		return 0.0f;
	double l = log_d(om * (1.0 + d));
	double t = 4.3307467508 + 0.5 * l;
	double x = sqrt_(sqrt_(t * t - l * (1.0 / 0.147)) - t);
	for (int i = 0; i < 4; i++) {
		// The reciprocal of erf's derivative 2/sqrt(pi) e^(-x^2), without a
		// binary64 division (its 2^-39 error only scales the correction).
		double rdens = 0x1.c5bf891b4ef6ap-1 * exp_d(x * x);
		if (d <= 0.5)
			x -= (x * ERFD_P(x * x) - d) * rdens;
		else
			x += (erfc_d(x) - om) * rdens;
	}
	return (float)((double)y <= 1.0 ? x : -x);
}

// ---- normal distribution, erfcx, whole-vector norms, rounding to integers --------

MLFN float __nv_erfcxf(float x) {
	if (isnanf_(x))
		return x + x;
	if (x == INFF)
		return 0.0f;
	double d = (double)x;
	if (d > -0.9 && d < 0.9)
		return (float)(exp_d(d * d) * (1.0 - d * ERFD_P(d * d)));
	if (x < -9.4f)
		return INFF;
	// erfcx(|x|) once; erfcx(x) = 2 e^(x^2) - erfcx(-x) for x < 0.
	double a = fabs_(d), p;
	if (a >= 10.0) {
		// The asymptotic series t/sqrt(pi) (1 - z + 3z^2 - 15z^3 + ...),
		// t = 1/x, z = t^2/2: the first omitted term is below 2^-32 for
		// x >= 10 (only positive x get here).
		double t = div_d(1.0, a);
		double z = 0.5 * t * t;
		double sr = fma_(z, fma_(z, fma_(z, fma_(z, fma_(z, -945.0, 105.0), -15.0), 3.0), -1.0), 1.0);
		p = sr * (t * 0x1.20dd750429b6dp-1);
	} else {
		p = a >= 2.2 ? ERFCX2_P(div_d(1.0, a)) : ERFCX1_P(a);
	}
	return (float)(d > 0.0 ? p : 2.0 * exp_d(d * d) - p);
}

MLFN float __nv_normcdff(float x) {
	if (isnanf_(x))
		return x + x;
	// Phi(x) = erfc(-x/sqrt2)/2 with -x/sqrt2 in binary64 (relative error
	// 2^-53, which e^(-a^2) scales by at most a^2 < 2^7).
	double a = -(double)x * 0x1.6a09e667f3bcdp-1;
	if (a > 27.0)
		return 0.0f;
	if (a < -10.0)
		return 1.0f;
	// erfc(|a|) once (the same values as with a's sign carried through),
	// reflected for a < 0: one copy of the polynomials.
	double aa = fabs_(a);
	double e = aa < 0.9 ? 1.0 - aa * ERFD_P(aa * aa) : exp_d(-(aa * aa)) * (aa < 2.2 ? ERFCX1_P(aa) : ERFCX2_P(div_d(1.0, aa)));
	if (a < 0.0)
		e = 2.0 - e;
	return (float)(0.5 * e);
}

MLFN float __nv_normcdfinvf(float p) {
	// Phi^-1(p) = -sqrt2 erfcinv(2p); 2p is exact.
	return (float)(-0x1.6a09e667f3bcdp+0 * (double)__nv_erfcinvf(2.0f * p));
}


// ---- Bessel functions -----------------------------------------------------------

// The binary32 Bessel functions round the binary64 ones (double_bessel.h):
// their error is that rounding plus the binary64 function's error relative
// to the float's ulp (absolute near the zeros, as for binary64).
extern "C" __device__ double __nv_j0(double);
extern "C" __device__ double __nv_j1(double);
extern "C" __device__ double __nv_y0(double);
extern "C" __device__ double __nv_y1(double);
extern "C" __device__ double __nv_jn(int, double);
extern "C" __device__ double __nv_yn(int, double);
extern "C" __device__ double __nv_cyl_bessel_i0(double);
extern "C" __device__ double __nv_cyl_bessel_i1(double);

MLFN float __nv_j0f(float x) { return (float)__nv_j0((double)x); }
MLFN float __nv_j1f(float x) { return (float)__nv_j1((double)x); }
MLFN float __nv_y0f(float x) { return (float)__nv_y0((double)x); }
MLFN float __nv_y1f(float x) { return (float)__nv_y1((double)x); }
MLFN float __nv_jnf(int n, float x) { return (float)__nv_jn(n, (double)x); }
MLFN float __nv_ynf(int n, float x) { return (float)__nv_yn(n, (double)x); }
MLFN float __nv_cyl_bessel_i0f(float x) { return (float)__nv_cyl_bessel_i0((double)x); }
MLFN float __nv_cyl_bessel_i1f(float x) { return (float)__nv_cyl_bessel_i1((double)x); }
