// Single-precision functions of gpucc's device math library, with the
// libdevice names (__nv_*f). Polynomial coefficients were derived with
// internal/minimax (the command line is above each table); see
// docs/mathlib.md for the accuracy of each function.
#include "common.h"

// ---- exponentials ----------------------------------------------------------

// expf_poly returns e^r for |r| <= ln2/2 as 1 + r + r^2 q(r).
// go run ./lower/mathlib/internal/minimax -f exp -fixed 1,1 -lo -0.3466 -hi 0.3466 -deg 4 -prec float
// (relative error 2^-27.97 with these coefficients)
ML float expf_poly(float r) {
	float q = fmaf_(fmaf_(fmaf_(fmaf_(0x1.6a243ap-10f, r, 0x1.1239ep-07f), r, 0x1.5558f2p-05f), r, 0x1.555492p-03f), r,
	                0x1.fffffcp-02f);
	return fmaf_(r * r, q, r) + 1.0f;
}

MLFN float __nv_expf(float x) {
	if (isnanf_(x))
		return x + x;
	if (x > 0x1.62e430p+6f) // above ln(FLT_MAX + ulp/2)
		return INFF;
	if (x < -0x1.9fe368p+6f) // below ln(2^-150): rounds to 0
		return 0.0f;
	// Cody-Waite: x = k ln2 + r, ln2 = LN2_HI + LN2_LO, LN2_HI with 16
	// significant bits so that k * LN2_HI is exact for |k| <= 150 and
	// x - k * LN2_HI is exact (Sterbenz).
	float k = rintf_(x * 0x1.715476p+0f);
	float r = fmaf_(k, -0x1.62e400p-1f, x);
	r = fmaf_(k, -0x1.7f7d1cp-20f, r);
	return scalbnf_(expf_poly(r), (int)k);
}
