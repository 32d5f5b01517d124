// Package mathlib is gpucc's device math library: the libdevice API
// (__nv_expf, __nv_sin, ...) written by us in CUDA C (src/*.cu), compiled by
// scripts/gen-mathlib.sh into one LLVM IR module (libm.ll) that is embedded
// in the binary, and linked on demand into the modules the compiler reads.
//
// Link rewrites calls to LLVM's math intrinsics (llvm.exp.f32, llvm.sin.f64,
// llvm.powi.f32.i32, ...) into calls to the library's functions and copies
// in the library functions a module uses, transitively; the inliner of
// package lower then inlines them like any device function. The algorithms
// come from the literature (Cody-Waite and Payne-Hanek argument reduction,
// minimax polynomials derived by internal/minimax over internal/bigmath);
// docs/mathlib.md has the accuracy table.
package mathlib
