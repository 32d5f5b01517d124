// Generated from the minimax fits below (commands recorded per set) by
// hand-copying the printed coefficients: the f64 erfc approximations of
// double_erf.h. erfcx(x) = erfc(x) e^(x^2) on [0.84375, 3) as C0 + P(x - c),
// and x erfcx(x) on x >= 3 as C0 + P(1/x - c), C0 the value at the centre c
// rounded to binary64 and P fitted to the rest (absolute error), so that
// C0 + P is a double-double sum.
#ifndef GPUCC_DOUBLE_ERF_POLY_H
#define GPUCC_DOUBLE_ERF_POLY_H

// go run ./lower/mathlib/internal/minimax -f erfcxr@1.046875 -lo -0.203125 -hi 0.203125 -deg 15 -prec double -err abs
// erfcxr@1.046875 on [-0.203125, 0.203125], form poly, fixed [], degree 15, absolute error
// minimax error 2.62e-23 (2^-75.02) after 3 iterations; with double coefficients 5.16e-18 (2^-57.43)
static __device__ __forceinline__ double m64_erfcx_1_046875(double s) {
	double p = -0x1.7a292450eafefp-22;
	p = m64_fma(p, s, 0x1.3dcb9152bd3dbp-20);
	p = m64_fma(p, s, -0x1.008e27a8c01ffp-18);
	p = m64_fma(p, s, 0x1.986973061fc46p-17);
	p = m64_fma(p, s, -0x1.3b5f61935561ap-15);
	p = m64_fma(p, s, 0x1.d76a46783764cp-14);
	p = m64_fma(p, s, -0x1.54325a527b693p-12);
	p = m64_fma(p, s, 0x1.d8b4c08fc3471p-11);
	p = m64_fma(p, s, -0x1.3b13a139b0187p-09);
	p = m64_fma(p, s, 0x1.9146a6af6c79p-08);
	p = m64_fma(p, s, -0x1.e5bc28524912fp-07);
	p = m64_fma(p, s, 0x1.159abd0f50f57p-05);
	p = m64_fma(p, s, -0x1.2919cb8fbb37p-04);
	p = m64_fma(p, s, 0x1.2650df14e479bp-03);
	p = m64_fma(p, s, -0x1.0978011ad5cc5p-02);
	p = m64_fma(p, s, 0x1.66c827b25abd6p-56);
	return p;
}
#define M64_ERFCX_C0_1_046875 0x1.a91210b28a0ecp-02 // erfcx at the centre, rounded

// go run ./lower/mathlib/internal/minimax -f erfcxr@1.625 -lo -0.375 -hi 0.375 -deg 19 -prec double -err abs
// erfcxr@1.625 on [-0.375, 0.375], form poly, fixed [], degree 19, absolute error
// minimax error 1.66e-25 (2^-82.32) after 3 iterations; with double coefficients 4.87e-18 (2^-57.51)
static __device__ __forceinline__ double m64_erfcx_1_625(double s) {
	double p = -0x1.04e047407de13p-33;
	p = m64_fma(p, s, 0x1.0767ff94666fbp-31);
	p = m64_fma(p, s, -0x1.f4f2b2e41569bp-30);
	p = m64_fma(p, s, 0x1.e7649a7e7644bp-28);
	p = m64_fma(p, s, -0x1.d08ec5e689564p-26);
	p = m64_fma(p, s, 0x1.b0a13236dabaep-24);
	p = m64_fma(p, s, -0x1.898349982ef16p-22);
	p = m64_fma(p, s, 0x1.5d23616643eeep-20);
	p = m64_fma(p, s, -0x1.2db3b741f5e96p-18);
	p = m64_fma(p, s, 0x1.fafc8f41fd104p-17);
	p = m64_fma(p, s, -0x1.9d62282c9eac5p-15);
	p = m64_fma(p, s, 0x1.465ecd15aab7ap-13);
	p = m64_fma(p, s, -0x1.f1b43d3ab835cp-12);
	p = m64_fma(p, s, 0x1.6d609f6ab13c7p-10);
	p = m64_fma(p, s, -0x1.014eae28304aep-08);
	p = m64_fma(p, s, 0x1.5a142948a9b2fp-07);
	p = m64_fma(p, s, -0x1.ba018e6428103p-06);
	p = m64_fma(p, s, 0x1.0a15ac2adab35p-04);
	p = m64_fma(p, s, -0x1.2b11e6959934cp-03);
	p = m64_fma(p, s, -0x1.88eb8ef3055p-56);
	return p;
}
#define M64_ERFCX_C0_1_625 0x1.3583f6644327bp-02 // erfcx at the centre, rounded

// go run ./lower/mathlib/internal/minimax -f erfcxr@2.5 -lo -0.5 -hi 0.5 -deg 19 -prec double -err abs
// erfcxr@2.5 on [-0.5, 0.5], form poly, fixed [], degree 19, absolute error
// minimax error 8.77e-25 (2^-79.91) after 3 iterations; with double coefficients 9.27e-19 (2^-59.90)
static __device__ __forceinline__ double m64_erfcx_2_5(double s) {
	double p = -0x1.3ec8f603a105cp-39;
	p = m64_fma(p, s, 0x1.6f6100e2e9686p-37);
	p = m64_fma(p, s, -0x1.8a0b6a351ee5bp-35);
	p = m64_fma(p, s, 0x1.b91cd4600a5ccp-33);
	p = m64_fma(p, s, -0x1.e5dac3df91afep-31);
	p = m64_fma(p, s, 0x1.06482ebf49eeep-28);
	p = m64_fma(p, s, -0x1.15ca749aad225p-26);
	p = m64_fma(p, s, 0x1.205d65c2b1f82p-24);
	p = m64_fma(p, s, -0x1.2514a4735c603p-22);
	p = m64_fma(p, s, 0x1.234feeb037ffdp-20);
	p = m64_fma(p, s, -0x1.1ad10dac2be82p-18);
	p = m64_fma(p, s, 0x1.0bcba3201dc1dp-16);
	p = m64_fma(p, s, -0x1.edd423991274fp-15);
	p = m64_fma(p, s, 0x1.ba8a67cfbecc1p-13);
	p = m64_fma(p, s, -0x1.809ce8ab533c8p-11);
	p = m64_fma(p, s, 0x1.435c04e207ca1p-09);
	p = m64_fma(p, s, -0x1.0632076809dfcp-07);
	p = m64_fma(p, s, 0x1.98958a7a8e4a3p-06);
	p = m64_fma(p, s, -0x1.3086d7f01ac85p-04);
	p = m64_fma(p, s, -0x1.9f40c0d976dcap-58);
	return p;
}
#define M64_ERFCX_C0_2_5 0x1.afbb3f3b7343bp-03 // erfcx at the centre, rounded

// go run ./lower/mathlib/internal/minimax -f xerfcxr@0.25 -lo -0.0834 -hi 0.0834 -deg 16 -prec double -err abs
// xerfcxr@0.25 on [-0.0834, 0.0834], form poly, fixed [], degree 16, absolute error
// minimax error 4.81e-22 (2^-70.82) after 3 iterations; with double coefficients 1.6e-19 (2^-62.44)
static __device__ __forceinline__ double m64_erfcx_x0_25(double s) {
	double p = -0x1.2a62680e6601bp+06;
	p = m64_fma(p, s, 0x1.0c7d906239519p+05);
	p = m64_fma(p, s, 0x1.7483352177023p-08);
	p = m64_fma(p, s, -0x1.329698149aa32p+03);
	p = m64_fma(p, s, 0x1.bcfd5807aeb13p+02);
	p = m64_fma(p, s, -0x1.ec044facf697p+00);
	p = m64_fma(p, s, -0x1.053777cfa57c8p+00);
	p = m64_fma(p, s, 0x1.7a93244aaa2e8p+00);
	p = m64_fma(p, s, -0x1.6a916b651409bp-01);
	p = m64_fma(p, s, -0x1.90fd5324dde08p-04);
	p = m64_fma(p, s, 0x1.a4f7a3fc95ea5p-02);
	p = m64_fma(p, s, -0x1.174f59c51eddep-02);
	p = m64_fma(p, s, -0x1.cc2a32e46ab2ap-06);
	p = m64_fma(p, s, 0x1.c1900888c8cedp-03);
	p = m64_fma(p, s, -0x1.57a0492f04e82p-03);
	p = m64_fma(p, s, -0x1.e9412fa33c74bp-04);
	p = m64_fma(p, s, 0x1.0981ca8f18fb1p-55);
	return p;
}
#define M64_ERFCX_C0_x0_25 0x1.18932bf08e154p-01 // xerfcx at the centre, rounded

// go run ./lower/mathlib/internal/minimax -f xerfcxr@0.125 -lo -0.0417 -hi 0.0417 -deg 12 -prec double -err abs
// xerfcxr@0.125 on [-0.0417, 0.0417], form poly, fixed [], degree 12, absolute error
// minimax error 2.03e-20 (2^-65.42) after 3 iterations; with double coefficients 1.92e-19 (2^-62.18)
static __device__ __forceinline__ double m64_erfcx_x0_125(double s) {
	double p = -0x1.fd3074889969cp+04;
	p = m64_fma(p, s, -0x1.aaded988423f3p+01);
	p = m64_fma(p, s, 0x1.19d4f20f00c18p+03);
	p = m64_fma(p, s, -0x1.400236161ad56p+01);
	p = m64_fma(p, s, -0x1.6a6b697b09a9bp+00);
	p = m64_fma(p, s, 0x1.50a9fea910aabp+00);
	p = m64_fma(p, s, -0x1.9c954ad67e4dep-05);
	p = m64_fma(p, s, -0x1.f4c5f5d9403c4p-02);
	p = m64_fma(p, s, 0x1.d1ace4e3e4bc1p-03);
	p = m64_fma(p, s, 0x1.67f06c659fe75p-03);
	p = m64_fma(p, s, -0x1.f7b1352c3ce88p-03);
	p = m64_fma(p, s, -0x1.14108e58a9baep-04);
	p = m64_fma(p, s, 0x1.e4fba4c96bba9p-56);
	return p;
}
#define M64_ERFCX_C0_x0_125 0x1.1ea8c4009b459p-01 // xerfcx at the centre, rounded

// go run ./lower/mathlib/internal/minimax -f xerfcxr@0.0625 -lo -0.027 -hi 0.027 -deg 10 -prec double -err abs
// xerfcxr@0.0625 on [-0.027, 0.027], form poly, fixed [], degree 10, absolute error
// minimax error 1.65e-19 (2^-62.40) after 3 iterations; with double coefficients 2.44e-19 (2^-61.83)
static __device__ __forceinline__ double m64_erfcx_x0_0625(double s) {
	double p = -0x1.9d93ac7b1fcb6p-02;
	p = m64_fma(p, s, -0x1.99a8b0011d64fp+02);
	p = m64_fma(p, s, 0x1.5f123f78894d1p+00);
	p = m64_fma(p, s, 0x1.6ce469fe05df4p+00);
	p = m64_fma(p, s, -0x1.673b1e1bef3c4p-01);
	p = m64_fma(p, s, -0x1.6638bd302f944p-02);
	p = m64_fma(p, s, 0x1.75ac301cf9d3p-02);
	p = m64_fma(p, s, 0x1.9cebca6596542p-04);
	p = m64_fma(p, s, -0x1.16f3913dc58c8p-02);
	p = m64_fma(p, s, -0x1.1d875467f8631p-05);
	p = m64_fma(p, s, 0x1.b4035c28ded4cp-57);
	return p;
}
#define M64_ERFCX_C0_x0_0625 0x1.204ddcd967373p-01 // xerfcx at the centre, rounded

#endif
