// Double-precision core: bit access, exact products and sums, scaling by
// powers of two. Shared by every f64 function of double.cu.
//
// Notation in the comments: ulp is the unit in the last place of the
// result's binade; "exact" means no rounding happens (error-free transforms
// after Dekker and Knuth, Sterbenz's lemma).
#ifndef GPUCC_DOUBLE_CORE_H
#define GPUCC_DOUBLE_CORE_H

// -nocudainc leaves the CUDA attribute macros undefined.
#ifndef __device__
#define __device__ __attribute__((device))
#endif
#ifndef __forceinline__
#define __forceinline__ __inline__ __attribute__((always_inline))
#endif
#ifndef __noinline__
#define __noinline__ __attribute__((noinline))
#endif

typedef unsigned long long m64_u64;
typedef long long m64_i64;
typedef unsigned int m64_u32;

static __device__ __forceinline__ m64_u64 m64_bits(double x) { return __builtin_bit_cast(m64_u64, x); }
static __device__ __forceinline__ double m64_from_bits(m64_u64 b) { return __builtin_bit_cast(double, b); }
static __device__ __forceinline__ double m64_fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
static __device__ __forceinline__ double m64_fabs(double x) { return __builtin_fabs(x); }
static __device__ __forceinline__ double m64_rint(double x) { return __builtin_rint(x); }
static __device__ __forceinline__ double m64_copysign(double x, double y) { return __builtin_copysign(x, y); }
static __device__ __forceinline__ int m64_isnan(double x) { return x != x; }

// m64_pow2 returns 2^n for -1022 <= n <= 1023 (a normal number, exact).
static __device__ __forceinline__ double m64_pow2(int n) { return m64_from_bits((m64_u64)(n + 1023) << 52); }

// m64_scale returns y * 2^k for k in [-2000, 2000], rounding once: the
// first factor keeps the product normal, so a subnormal result is rounded
// by the last multiplication only; overflow gives infinity.
static __device__ __forceinline__ double m64_scale(double y, int k) {
	if (k > 1020) {
		return y * m64_pow2(1020) * m64_pow2(k - 1020 > 1023 ? 1023 : k - 1020);
	}
	if (k < -1020) {
		return y * m64_pow2(k + 1000 < -1022 ? -1022 : k + 1000) * m64_pow2(-1000);
	}
	return y * m64_pow2(k);
}

// m64_two_sum: s + e = a + b exactly (Knuth), any magnitudes.
static __device__ __forceinline__ double m64_two_sum(double a, double b, double *e) {
	double s = a + b;
	double bb = s - a;
	*e = (a - (s - bb)) + (b - bb);
	return s;
}

// m64_fast_two_sum: s + e = a + b exactly when |a| >= |b| (Dekker).
static __device__ __forceinline__ double m64_fast_two_sum(double a, double b, double *e) {
	double s = a + b;
	*e = b - (s - a);
	return s;
}

#endif
