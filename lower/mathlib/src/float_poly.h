// Polynomials of the binary32 functions (evaluated in binary64), derived by
// internal/minimax; regenerate each with the command above it.
#pragma once

// go run ./lower/mathlib/internal/minimax -f exp -fixed 1,1 -lo -0.3466 -hi 0.3466 -deg 6 -prec double
// minimax error 1.14e-12 (2^-39.68) after 5 iterations; with double coefficients 1.14e-12 (2^-39.68)
#define EXPD_Q(r) (fma_(fma_(fma_(fma_(fma_(fma_(0x1.9e893aba89b38p-16, r, 0x1.a1855b78f6b1bp-13), r, 0x1.6c18d323a2325p-10), r, 0x1.1110a2622780ap-07), r, 0x1.5555541e5c5e5p-05), r, 0x1.5555557dd1aap-03), r, 0x1.000000005de9ep-01))

// go run ./lower/mathlib/internal/minimax -f atanh -form odd -fixed 1 -lo 0 -hi 0.1716 -deg 4 -prec double
// minimax error 2.95e-14 (2^-44.94) after 5 iterations; with double coefficients 2.95e-14 (2^-44.94)
#define LOGD_Q(t) (fma_(fma_(fma_(fma_(0x1.91142eb54c0d8p-04, t, 0x1.c62b30fbea056p-04), t, 0x1.2494118ab579cp-03), t, 0x1.999996aa5b1d5p-03), t, 0x1.555555561dcfcp-02))

// go run ./lower/mathlib/internal/minimax -f sin -form odd -fixed 1 -lo 0 -hi 0.7854 -deg 4 -prec double
// minimax error 5e-15 (2^-47.51) after 5 iterations; with double coefficients 5e-15 (2^-47.51)
#define SIND_Q(t) (fma_(fma_(fma_(fma_(-0x1.a9619ff48060ap-26, t, 0x1.71d76d1244cfbp-19), t, -0x1.a019f93960fc5p-13), t, 0x1.1111110c872dap-07), t, -0x1.5555555552239p-03))

// go run ./lower/mathlib/internal/minimax -f cos -form even -fixed 1,-0.5 -lo 0 -hi 0.7854 -deg 4 -prec double
// minimax error 9.23e-17 (2^-53.27) after 6 iterations; with double coefficients 9.38e-17 (2^-53.24)
#define COSD_Q(t) (fma_(fma_(fma_(fma_(0x1.1bbe8d1bacd63p-29, t, -0x1.27e00b8dc74ccp-22), t, 0x1.a019fa5ff5294p-16), t, -0x1.6c16c167210bcp-10), t, 0x1.5555555552ddbp-05))

// go run ./lower/mathlib/internal/minimax -f erf -form odd -lo 0 -hi 0.9 -deg 7 -prec double
// minimax error 6.52e-12 (2^-37.16) after 3 iterations; with double coefficients 6.52e-12 (2^-37.16)
#define ERFD_P(t) (fma_(fma_(fma_(fma_(fma_(fma_(fma_(-0x1.5f46a2be3153p-17, t, 0x1.e26dc10533128p-14), t, -0x1.be3d0aeac9471p-11), t, 0x1.564474cd760b5p-08), t, -0x1.b82baf4cf2c79p-06), t, 0x1.ce2f19ca533efp-04), t, -0x1.8127469ca2f92p-02), t, 0x1.20dd750421a02p+00))

// go run ./lower/mathlib/internal/minimax -f erfcx -lo 0.9 -hi 2.2 -deg 12 -prec double
// minimax error 1.52e-12 (2^-39.26) after 3 iterations; with double coefficients 1.52e-12 (2^-39.26)
#define ERFCX1_P(x) (fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(0x1.fade845caf56p-20, x, -0x1.5da4c86a65705p-15), x, 0x1.c36fe03ce6e95p-12), x, -0x1.6b9f35ac474e9p-09), x, 0x1.9bafef4618b0ep-07), x, -0x1.5e9f270a5b64fp-05), x, 0x1.d6b9daebf0f4p-04), x, -0x1.02307b4ecfdeap-02), x, 0x1.dc17335531abp-02), x, -0x1.77af341f84924p-01), x, 0x1.fc8ed73dca321p-01), x, -0x1.207b05385b6c6p+00), x, 0x1.ffeba71e0f2adp-01))

// go run ./lower/mathlib/internal/minimax -f erfcxinv -lo 0.0985 -hi 0.4546 -deg 12 -prec double
// minimax error 1.01e-12 (2^-39.85) after 4 iterations; with double coefficients 1.01e-12 (2^-39.85)
#define ERFCX2_P(t) (fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(-0x1.38e462ffe2739p-05, t, -0x1.05d902f597a7dp+00), t, 0x1.09b09d00cf8f2p+02), t, -0x1.c528beb58dd47p+02), t, 0x1.ac5a0615a4635p+02), t, -0x1.c077bde9581a3p+01), t, 0x1.36933d4bcd1d4p-01), t, 0x1.442d4866b00cbp-02), t, 0x1.b4c9c7f07b51ap-07), t, -0x1.220e6bcff9897p-02), t, 0x1.1a75f6071ca5cp-14), t, 0x1.20dd2718d2a89p-01), t, 0x1.35c5e34402df3p-25))


// ---- Pure binary32 polynomials (float coefficients, evaluated with fmaf_) ----
// Where a command fixes leading coefficients, they were taken rounded to
// binary32 from the unconstrained fit and the rest refitted (so that
// rounding the constant and linear terms costs nothing).

// go run ./lower/mathlib/internal/minimax -f log1p -fixed 0,1 -lo -0.3334 -hi 0.3334 -deg 9 -prec float
// minimax error 8.83e-09 (2^-26.75); with float coefficients 9.97e-09 (2^-26.58)
// log1p(f) = f + f^2 LOGF_Q(f)
#define LOGF_Q(f) (fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(0x1.1b4b38p-03f, f, -0x1.01b5e8p-03f), f, 0x1.a70accp-04f), f, -0x1.f5af4cp-04f), f, 0x1.25a1a8p-03f), f, -0x1.5588e8p-03f), f, 0x1.999282p-03f), f, -0x1.ffff48p-03f), f, 0x1.55555cp-02f), f, -0x1p-01f))

// go run ./lower/mathlib/internal/minimax -f erf -form odd -fixed 1.1283791670955126 -lo 0 -hi 0.5 -deg 3 -prec float
// minimax error 1.54e-09 (2^-29.28); with float coefficients 2.05e-09 (2^-28.86)
// erf(x) = x (2/sqrt(pi) + t ERFF_Q(t)), t = x^2; 2/sqrt(pi) = ERFF_C0_HI + ERFF_C0_LO
#define ERFF_C0_HI 0x1.20dd76p+00f
#define ERFF_C0_LO -0x1.f7ac92p-25f
#define ERFF_Q(t) (fmaf_(fmaf_(fmaf_(0x1.36002ep-08f, t, -0x1.b6807ap-06f), t, 0x1.ce264ep-04f), t, -0x1.812738p-02f))

// erfcx(x) = erfc(x) e^(x^2) on [0.5, 1.5] in s = x - 1:
// go run ./lower/mathlib/internal/minimax -f erfcx@1 -lo -0.5 -hi 0.5 -deg 6 -fixed 0x1.b5d878p-02,-0x1.17c4ep-02 -prec float
// minimax error 7.94e-09 (2^-26.91); with float coefficients 9.99e-09 (2^-26.58)
// the polynomial is ERFCXF1_C0 + s ERFCXF1_Q(s)
#define ERFCXF1_C0 0x1.b5d878p-02f
#define ERFCXF1_Q(s) (fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(0x1.1dd9acp-10f, s, -0x1.88d24cp-09f), s, 0x1.c902f6p-08f), s, -0x1.1044ccp-06f), s, 0x1.33c75ep-05f), s, -0x1.4486cp-04f), s, 0x1.3c2736p-03f), s, -0x1.17c4ep-02f))

// erfcx on [1.5, 2.5] in s = x - 2:
// go run ./lower/mathlib/internal/minimax -f erfcx@2 -lo -0.5 -hi 0.5 -deg 6 -fixed 0x1.058672p-02,-0x1.b5703p-04 -prec float
// minimax error 1.78e-08 (2^-25.75); with float coefficients 1.82e-08 (2^-25.71)
// the polynomial is ERFCXF2_C0 + s ERFCXF2_Q(s)
#define ERFCXF2_C0 0x1.058672p-02f
#define ERFCXF2_Q(s) (fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(0x1.aea52p-13f, s, -0x1.ac23bep-13f), s, 0x1.0fec7p-11f), s, -0x1.de9204p-10f), s, 0x1.655068p-08f), s, -0x1.faa2aep-07f), s, 0x1.56718ap-05f), s, -0x1.b5703p-04f))

// x erfcx(x) for x in [2.5, 10.06] in s = 1/x - 0.25:
// go run ./lower/mathlib/internal/minimax -f xerfcx@0.25 -lo -0.1506 -hi 0.15 -deg 6 -fixed 0.54799783,-0.119446956 -prec float
// minimax error 1.22e-09 (2^-29.61); with float coefficients 1.27e-09 (2^-29.55)
// the polynomial is XERFCXF_C0 + s XERFCXF_Q(s)
#define XERFCXF_C0 0.54799783f
#define XERFCXF_Q(s) (fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(-0x1.016012p+00f, s, -0x1.fce5a6p-07f), s, 0x1.b18846p-02f), s, -0x1.18f35cp-02f), s, -0x1.cee9ccp-06f), s, 0x1.c1963ap-03f), s, -0x1.579fe6p-03f), s, -0.119446956f))

// go run ./lower/mathlib/internal/minimax -f exp2 -fixed 1,0x1.62e430p-01 -lo -0.5 -hi 0.5 -deg 4 -prec float
// minimax error 2.95e-09 (2^-28.34); with float coefficients 3.57e-09 (2^-28.06)
// 2^r = 1 + r EXP2F_Q(r) for |r| <= 1/2
#define EXP2F_Q(r) (fmaf_(fmaf_(fmaf_(fmaf_(fmaf_(0x1.415fcap-13f, r, 0x1.5f0934p-10f), r, 0x1.3b2dfap-07f), r, 0x1.c6af7ap-05f), r, 0x1.ebfbdcp-03f), r, 0x1.62e430p-01f))

// atan(q) = q + q^3 ATAN01D_Q(q^2) on [0, 1] (binary64, for atan2f: no reduction, so no division):
// go run ./lower/mathlib/internal/minimax -f atan -form odd -fixed 1 -lo 0 -hi 1 -deg 10 -prec double
// minimax error 6.3e-11 (2^-33.89); with double coefficients 6.3e-11 (2^-33.89)
#define ATAN01D_Q(t) (fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(fma_(-0x1.6ded4a5b30d85p-11, t, 0x1.42d9e4c4e6ee2p-08), t, -0x1.0b0c74590c8b8p-06), t, 0x1.1a6ce15e7b98fp-05), t, -0x1.be980a227a455p-05), t, 0x1.2958aa114eb9bp-04), t, -0x1.700b2316bd8edp-04), t, 0x1.c66e4c715d624p-04), t, -0x1.248a2ca9d777dp-03), t, 0x1.999937f20bcb2p-03), t, -0x1.555554873f2c5p-02))
