// Wrapper kernels for the accuracy tests of the f64 math library
// (lower/mathlib/double_*_test.go): one thread per input. Regenerate
// double_kernels.ll with lower/mathlib/testdata/gen-double-kernels.sh.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#include "../src/double.cu"

#define UNARY(name)                                                                  \
	extern "C" __global__ void k_##name(const double *in, double *out, int n) {      \
		int i = blockIdx.x * blockDim.x + threadIdx.x;                               \
		if (i < n) {                                                                 \
			out[i] = __nv_##name(in[i]);                                             \
		}                                                                            \
	}

#define BINARY(name)                                                                 \
	extern "C" __global__ void k_##name(const double *in, double *out, int n) {      \
		int i = blockIdx.x * blockDim.x + threadIdx.x;                               \
		if (i < n) {                                                                 \
			out[i] = __nv_##name(in[2 * i], in[2 * i + 1]);                          \
		}                                                                            \
	}

UNARY(exp)
UNARY(exp2)
UNARY(exp10)
UNARY(expm1)
UNARY(log)
UNARY(log2)
UNARY(log10)
UNARY(log1p)
UNARY(sin)
UNARY(cos)
UNARY(tan)
UNARY(sinpi)
UNARY(cospi)
UNARY(rsqrt)
UNARY(logb)
BINARY(fmod)
BINARY(remainder)
BINARY(hypot)
BINARY(nextafter)
BINARY(fdim)

// sincos: out[2i] = sin, out[2i+1] = cos.
extern "C" __global__ void k_sincos(const double *in, double *out, int n) {
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		__nv_sincos(in[i], &out[2 * i], &out[2 * i + 1]);
	}
}

// remquo: out[2i] = remainder, out[2i+1] = the quotient bits as a double.
extern "C" __global__ void k_remquo(const double *in, double *out, int n) {
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		int q;
		out[2 * i] = __nv_remquo(in[2 * i], in[2 * i + 1], &q);
		out[2 * i + 1] = (double)q;
	}
}

// frexp/ilogb: out[2i] = mantissa, out[2i+1] = exponent; ilogb separately.
extern "C" __global__ void k_frexp(const double *in, double *out, int n) {
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		int e;
		out[2 * i] = __nv_frexp(in[i], &e);
		out[2 * i + 1] = (double)e;
	}
}

extern "C" __global__ void k_ilogb(const double *in, double *out, int n) {
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		out[i] = (double)__nv_ilogb(in[i]);
	}
}

// scalbn: in[2i] scaled by (int)in[2i+1].
extern "C" __global__ void k_scalbn(const double *in, double *out, int n) {
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		out[i] = __nv_scalbn(in[2 * i], (int)in[2 * i + 1]);
	}
}

extern "C" __global__ void k_modf(const double *in, double *out, int n) {
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		out[2 * i] = __nv_modf(in[i], &out[2 * i + 1]);
	}
}
