// Double-precision trigonometric functions: sin, cos, tan, sincos, sinpi,
// cospi.
//
// Argument reduction to r = x - k pi/2, |r| <= pi/4, as a double-double:
//  - |x| < 2^28: Cody-Waite with pi/2 in three parts P1 + P2 + P3 (about
//    160 bits): x - k P1 is exact under an FMA (both are multiples of
//    2^-53 and the difference is below 1), k P2 is split exactly by an FMA,
//    k P3 only needs to be approximately right.
//  - larger |x|: Payne-Hanek. x = m 2^q with m a 53-bit integer; the words
//    of 2/pi whose product with x is a multiple of 4 are skipped, the next
//    seven 32-bit words are multiplied by m exactly in integer arithmetic,
//    and the bits around the binary point give k mod 4 and the fraction
//    (error below 2^-138), which becomes r by a double-double product with
//    pi/2.
// Kernels on |r| <= pi/4: Taylor polynomials (sin to r^17, cos to r^18;
// first omitted terms below 2^-62 relative), with the correction for the
// low part rl of the reduced argument (sin(rh+rl) = sin rh + rl cos rh),
// arranged so that the large terms are added last. tan is sin/cos with
// both in double-double and one correction step of the quotient.
#ifndef GPUCC_DOUBLE_TRIG_H
#define GPUCC_DOUBLE_TRIG_H

#include "double_core.h"
#include "double_twoopi.h"

#define M64_PIO2_1 1.5707963267948966         // pi/2 rounded
#define M64_PIO2_2 6.123233995736766e-17      // pi/2 - P1 rounded
#define M64_PIO2_3 (-1.4973849048591698e-33)  // pi/2 - P1 - P2 rounded
#define M64_TWO_OVER_PI 0.63661977236758138
#define M64_PI_HI 3.1415926535897931
#define M64_PI_LO 1.2246467991473532e-16

// m64_rem_pio2_big is Payne-Hanek for finite ax >= 2^28: it returns k mod 4
// and r = *rh + *rl with ax = k pi/2 + r, |r| <= pi/4.
static __device__ __noinline__ int m64_rem_pio2_big(double ax, double *rh, double *rl) {
	m64_u64 b = m64_bits(ax);
	int q = (int)(b >> 52) - 1075; // ax = m * 2^q
	m64_u64 m = (b & 0x000fffffffffffffULL) | 0x0010000000000000ULL;
	int i0 = q >= 2 ? (q - 2) >> 5 : 0;
	m64_u64 a0 = m & 0xffffffffULL, a1 = m >> 32;
	// P = m * W[i0..i0+6] in 32-bit limbs, least significant first.
	m64_u64 pa[7], pb[7];
	for (int j = 0; j < 7; j++) {
		m64_u64 w = m64_two_over_pi[i0 + j];
		pa[j] = a0 * w;
		pb[j] = a1 * w;
	}
	m64_u64 limb[12];
	m64_u64 carry = 0;
	for (int n = 0; n < 12; n++) {
		m64_u64 sum = carry;
		// Word j sits at limb 6-j (its a0 product) and 7-j (a1 product).
		int j = 6 - n;
		if (j >= 0 && j <= 6) {
			sum += pa[j] & 0xffffffffULL;
		}
		j = 7 - n;
		if (j >= 0 && j <= 6) {
			sum += (pa[j] >> 32) + (pb[j] & 0xffffffffULL);
		}
		j = 8 - n;
		if (j >= 0 && j <= 6) {
			sum += pb[j] >> 32;
		}
		limb[n] = sum & 0xffffffffULL;
		carry = sum >> 32;
	}
	// The binary point is at bit s of P.
	int s = 32 * (i0 + 7) - q;
	// Bits [pos, pos+64) of P.
#define M64_BITS64(pos, out)                                                         \
	do {                                                                             \
		int li_ = (pos) >> 5, sh_ = (pos)&31;                                        \
		m64_u64 v_ = limb[li_] | (limb[li_ + 1] << 32);                              \
		if (sh_ != 0) {                                                              \
			v_ = (v_ >> sh_) | (limb[li_ + 2] << (64 - sh_));                        \
		}                                                                            \
		(out) = v_;                                                                  \
	} while (0)
	m64_u64 ip, fh, fl;
	M64_BITS64(s, ip);
	M64_BITS64(s - 64, fh);
	M64_BITS64(s - 128, fl);
#undef M64_BITS64
	int k = (int)(ip & 3);
	int neg = 0;
	if (fh >> 63) {
		// Fraction >= 1/2: round k up, the fraction becomes f - 1 < 0.
		k = (k + 1) & 3;
		neg = 1;
		fl = ~fl + 1;
		fh = ~fh + (fl == 0 ? 1 : 0);
	}
	int scale = -128;
	if (fh == 0) {
		fh = fl;
		fl = 0;
		scale -= 64;
	}
	int lz = __builtin_clzll(fh);
	if (lz != 0) {
		fh = (fh << lz) | (fl >> (64 - lz));
		fl <<= lz;
	}
	scale -= lz;
	// F = fh * 2^(scale+64) + ...: the top 53 bits, then the next 32.
	double Fh = (double)(fh >> 11) * m64_pow2(scale + 64 + 11);
	double Fl = (double)(((fh & 0x7ffULL) << 21) | (fl >> 43)) * m64_pow2(scale + 64 - 21);
	// r = F * pi/2 in double-double.
	double h = Fh * M64_PIO2_1;
	double l = m64_fma(Fh, M64_PIO2_1, -h) + (Fh * M64_PIO2_2 + Fl * M64_PIO2_1);
	double e;
	h = m64_fast_two_sum(h, l, &e);
	if (neg) {
		h = -h;
		e = -e;
	}
	*rh = h;
	*rl = e;
	return k;
}

// m64_rem_pio2 reduces finite ax >= 0: ax = k pi/2 + (*rh + *rl), returns
// k mod 4.
static __device__ __forceinline__ int m64_rem_pio2(double ax, double *rh, double *rl) {
	if (ax <= 0.785398163397448) {
		*rh = ax;
		*rl = 0.0;
		return 0;
	}
	if (ax >= 0x1p28) {
		return m64_rem_pio2_big(ax, rh, rl);
	}
	double k = m64_rint(ax * M64_TWO_OVER_PI);
	double y = m64_fma(-k, M64_PIO2_1, ax); // exact
	double wh = k * M64_PIO2_2;
	double wl = m64_fma(k, M64_PIO2_2, -wh);
	double e;
	double h = m64_two_sum(y, -wh, &e);
	double l = (e - wl) - k * M64_PIO2_3;
	h = m64_fast_two_sum(h, l, &e);
	*rh = h;
	*rl = e;
	return (int)((m64_i64)k & 3);
}

// m64_ksin returns sin(x+y) as the double-double hi + *lo, |x| <= pi/4 + eps.
static __device__ __forceinline__ double m64_ksin(double x, double y, double *lo) {
	double z = x * x;
	double v = z * x;
	// x^5 (1/5! - z/7! + z^2/9! - ... + z^6/17!) in Horner form.
	double r = 1.0 / 355687428096000.0;       // 1/17!
	r = m64_fma(r, z, -1.0 / 1307674368000.0); // -1/15!
	r = m64_fma(r, z, 1.0 / 6227020800.0);     // 1/13!
	r = m64_fma(r, z, -1.0 / 39916800.0);      // -1/11!
	r = m64_fma(r, z, 1.0 / 362880.0);         // 1/9!
	r = m64_fma(r, z, -1.0 / 5040.0);          // -1/7!
	r = m64_fma(r, z, 1.0 / 120.0);            // 1/5!
	// sin(x+y) = x - x^3/6 + x^5 r(z) + y (1 - z/2) to the precision needed.
	double tail = (v * (z * r) + m64_fma(-0.5 * z, y, y)) + v * (-1.0 / 6.0);
	double e;
	double s = m64_fast_two_sum(x, tail, &e);
	*lo = e;
	return s;
}

// m64_kcos returns cos(x+y) as hi + *lo, |x| <= pi/4 + eps.
static __device__ __forceinline__ double m64_kcos(double x, double y, double *lo) {
	double z = x * x;
	double r = -1.0 / 6402373705728000.0; // -1/18!
	r = m64_fma(r, z, 1.0 / 20922789888000.0);  // 1/16!
	r = m64_fma(r, z, -1.0 / 87178291200.0);    // -1/14!
	r = m64_fma(r, z, 1.0 / 479001600.0);       // 1/12!
	r = m64_fma(r, z, -1.0 / 3628800.0);        // -1/10!
	r = m64_fma(r, z, 1.0 / 40320.0);           // 1/8!
	r = m64_fma(r, z, -1.0 / 720.0);            // -1/6!
	r = m64_fma(r, z, 1.0 / 24.0);              // 1/4!
	r = r * z * z;
	// cos(x+y) = 1 - z/2 + z^2 r - x y; w = 1 - z/2 with its exact error.
	double hz = 0.5 * z;
	double hze = m64_fma(0.5 * x, x, -hz);
	double w = 1.0 - hz;
	double tail = (((1.0 - w) - hz) - hze) + (r - x * y);
	double e;
	double c = m64_fast_two_sum(w, tail, &e);
	*lo = e;
	return c;
}

// m64_sincos_reduced returns sin and cos of k pi/2 + (rh + rl).
static __device__ __forceinline__ void m64_sincos_quadrant(int k, double rh, double rl, double *s, double *c) {
	double sl, cl;
	double sh = m64_ksin(rh, rl, &sl);
	double ch = m64_kcos(rh, rl, &cl);
	switch (k & 3) {
	case 0:
		*s = sh + sl;
		*c = ch + cl;
		break;
	case 1:
		*s = ch + cl;
		*c = -(sh + sl);
		break;
	case 2:
		*s = -(sh + sl);
		*c = -(ch + cl);
		break;
	default:
		*s = -(ch + cl);
		*c = sh + sl;
		break;
	}
}

extern "C" __device__ double __nv_sin(double x) {
	double ax = m64_fabs(x);
	if (!(ax < __builtin_inf())) {
		return x - x; // NaN for NaN and infinities
	}
	if (ax < 0x1p-27) {
		return x; // sin x = x (1 - x^2/6): rounds to x; keeps -0, subnormals
	}
	double rh, rl;
	int k = m64_rem_pio2(ax, &rh, &rl);
	double s, lo;
	if (k & 1) {
		s = m64_kcos(rh, rl, &lo);
	} else {
		s = m64_ksin(rh, rl, &lo);
	}
	s += lo;
	if (k & 2) {
		s = -s;
	}
	return x < 0 ? -s : s;
}

extern "C" __device__ double __nv_cos(double x) {
	double ax = m64_fabs(x);
	if (!(ax < __builtin_inf())) {
		return x - x;
	}
	if (ax < 0x1p-27) {
		return 1.0; // cos x = 1 - x^2/2 rounds to 1
	}
	double rh, rl;
	int k = m64_rem_pio2(ax, &rh, &rl);
	double c, lo;
	if (k & 1) {
		c = m64_ksin(rh, rl, &lo);
	} else {
		c = m64_kcos(rh, rl, &lo);
	}
	c += lo;
	// cos(k pi/2 + r): k=1 -sin r, k=2 -cos r, k=3 sin r.
	if (((k + 1) & 2) != 0) {
		c = -c;
	}
	return c;
}

extern "C" __device__ void __nv_sincos(double x, double *sptr, double *cptr) {
	double ax = m64_fabs(x);
	if (!(ax < __builtin_inf())) {
		*sptr = x - x;
		*cptr = x - x;
		return;
	}
	if (ax < 0x1p-27) {
		*sptr = x;
		*cptr = 1.0;
		return;
	}
	double rh, rl;
	int k = m64_rem_pio2(ax, &rh, &rl);
	double s, c;
	m64_sincos_quadrant(k, rh, rl, &s, &c);
	*sptr = x < 0 ? -s : s;
	*cptr = c;
}

extern "C" __device__ double __nv_tan(double x) {
	double ax = m64_fabs(x);
	if (!(ax < __builtin_inf())) {
		return x - x;
	}
	if (ax < 0x1p-27) {
		return x; // tan x = x (1 + x^2/3): rounds to x
	}
	double rh, rl;
	int k = m64_rem_pio2(ax, &rh, &rl);
	double sl, cl;
	double sh = m64_ksin(rh, rl, &sl);
	double ch = m64_kcos(rh, rl, &cl);
	double nh = sh, nl = sl, dh = ch, dl = cl;
	if (k & 1) {
		// tan(r + pi/2) = -cos r / sin r.
		nh = -ch;
		nl = -cl;
		dh = sh;
		dl = sl;
	}
	double t = nh / dh;
	// (nh + nl) / (dh + dl) = t + (nh - t dh + nl - t dl) / dh.
	double res = m64_fma(-t, dh, nh) + (nl - t * dl);
	t = t + res / dh;
	return x < 0 ? -t : t;
}

// m64_sincospi returns sin(pi x) and cos(pi x) for finite x, |x| < 2^52.
static __device__ __forceinline__ void m64_sincospi_core(double x, double *s, double *c) {
	double n = m64_rint(x + x);  // x + x exact
	double r = m64_fma(-0.5, n, x); // exact, |r| <= 1/4
	double rh = r * M64_PI_HI;
	double rl = m64_fma(r, M64_PI_HI, -rh) + r * M64_PI_LO;
	m64_sincos_quadrant((int)((m64_i64)n & 3), rh, rl, s, c);
}

extern "C" __device__ double __nv_sinpi(double x) {
	double ax = m64_fabs(x);
	if (!(ax < __builtin_inf())) {
		return x - x;
	}
	if (ax >= 0x1p52) {
		return m64_copysign(0.0, x); // an integer
	}
	if (x == 0.0) {
		return x; // keeps -0
	}
	if (ax < 0x1p-900) {
		// sinpi x = pi x: form it scaled up, so that only the final
		// scaling rounds into the subnormal range.
		double y = x * 0x1p200;
		double h = y * M64_PI_HI;
		double l = m64_fma(y, M64_PI_HI, -h) + y * M64_PI_LO;
		return (h + l) * 0x1p-200;
	}
	double s, c;
	m64_sincospi_core(x, &s, &c);
	// sinpi(n) = +0 for integers n > 0, -0 for n < 0 (and sinpi(-0) = -0).
	return s == 0.0 ? m64_copysign(0.0, x) : s;
}

extern "C" __device__ double __nv_cospi(double x) {
	double ax = m64_fabs(x);
	if (!(ax < __builtin_inf())) {
		return x - x;
	}
	if (ax >= 0x1p53) {
		return 1.0; // an even integer
	}
	if (ax >= 0x1p52) {
		return ((m64_i64)ax & 1) ? -1.0 : 1.0;
	}
	double s, c;
	m64_sincospi_core(x, &s, &c);
	return c == 0.0 ? 0.0 : c; // cospi(n + 1/2) = +0
}

#endif
