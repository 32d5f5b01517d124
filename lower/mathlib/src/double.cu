// The double-precision half of gpucc's device math library: libdevice's
// f64 API (__nv_exp, __nv_sin, ...) written for gpucc, compiled with the
// rest of lower/mathlib/src by scripts/gen-mathlib.sh.
//
// Every function is its own implementation from the literature (Cody-Waite
// and Payne-Hanek reduction, Tang's exponential, fdlibm-style logarithm
// formulation, error-free transforms); the method and its error budget are
// described at the top of each double_*.h file. Accuracy is measured by
// lower/mathlib/double_*_test.go against lower/mathlib/internal/bigref.
#include "double_core.h"
#include "double_exp.h"
#include "double_log.h"
#include "double_trig.h"
#include "double_misc.h"
#include "double_atan.h"
#include "double_hyp.h"
#include "double_pow.h"
#include "double_cbrt.h"
#include "double_erf.h"
#include "double_extra.h"
#include "double_special.h"
#include "double_gamma.h"
#include "double_bessel.h"
