// Shared helpers of gpucc's device math library (lower/mathlib/src/*.cu).
// The library is compiled without CUDA headers (-nocudainc -nocudalib), so
// everything here is spelled with clang builtins that become LLVM
// instructions or the LLVM intrinsics gpucc selects directly (fma, fabs,
// copysign, floor, ceil, trunc, rint, round, minnum, maxnum, sqrt). It must
// never use a builtin that becomes a math library call or an LLVM math
// intrinsic the library itself implements (exp, log, sin, pow, ...).
#pragma once

#define __device__ __attribute__((device))
#define __forceinline__ __attribute__((always_inline)) inline

#define MLFN extern "C" __device__
#define ML static __device__ __forceinline__

typedef unsigned int u32;
typedef unsigned long long u64;
typedef long long i64;

ML u32 f2u(float x) { return __builtin_bit_cast(u32, x); }
ML float u2f(u32 x) { return __builtin_bit_cast(float, x); }
ML u64 d2u(double x) { return __builtin_bit_cast(u64, x); }
ML double u2d(u64 x) { return __builtin_bit_cast(double, x); }

ML float fmaf_(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
ML double fma_(double a, double b, double c) { return __builtin_fma(a, b, c); }
ML float fabsf_(float x) { return __builtin_fabsf(x); }
ML double fabs_(double x) { return __builtin_fabs(x); }
ML float copysignf_(float x, float y) { return __builtin_copysignf(x, y); }
ML double copysign_(double x, double y) { return __builtin_copysign(x, y); }
ML float rintf_(float x) { return __builtin_rintf(x); }
ML double rint_(double x) { return __builtin_rint(x); }
ML float floorf_(float x) { return __builtin_floorf(x); }
ML double floor_(double x) { return __builtin_floor(x); }
ML float truncf_(float x) { return __builtin_truncf(x); }
ML double trunc_(double x) { return __builtin_trunc(x); }
ML float sqrtf_(float x) { return __builtin_sqrtf(x); }
ML double sqrt_(double x) { return __builtin_sqrt(x); }
ML bool isnanf_(float x) { return x != x; }
ML bool isnan_(double x) { return x != x; }

#define INFF __builtin_inff()
#define NANF __builtin_nanf("")
#define INF __builtin_inf()
#define NAN_ __builtin_nan("")

// scalbnf_ returns x * 2^n for any int n, with a single rounding (the last
// multiplication) when the result is subnormal.
ML float scalbnf_(float x, int n) {
	if (n > 127) {
		x *= 0x1p127f;
		n -= 127;
		if (n > 127) {
			x *= 0x1p127f;
			n -= 127;
			if (n > 127)
				n = 127;
		}
	} else if (n < -126) {
		// Scale by 2^24 less first so that the last step rounds once.
		x *= 0x1p-126f * 0x1p24f;
		n += 126 - 24;
		if (n < -126) {
			x *= 0x1p-126f * 0x1p24f;
			n += 126 - 24;
			if (n < -126)
				n = -126;
		}
	}
	return x * u2f((u32)(n + 127) << 23);
}

// scalbn_ returns x * 2^n for any int n (binary64).
ML double scalbn_(double x, int n) {
	if (n > 1023) {
		x *= 0x1p1023;
		n -= 1023;
		if (n > 1023) {
			x *= 0x1p1023;
			n -= 1023;
			if (n > 1023)
				n = 1023;
		}
	} else if (n < -1022) {
		x *= 0x1p-1022 * 0x1p53;
		n += 1022 - 53;
		if (n < -1022) {
			x *= 0x1p-1022 * 0x1p53;
			n += 1022 - 53;
			if (n < -1022)
				n = -1022;
		}
	}
	return x * u2d((u64)(n + 1023) << 52);
}
