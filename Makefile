.PHONY: kernels kernels-modern ptxas-figures libdevice-check

# Regenerates the device math library (lower/mathlib/libm.ll) and the LLVM IR
# of the end-to-end test kernels (needs clang-14),
# then their clang-15/16 versions.
kernels:
	scripts/gen-mathlib.sh
	scripts/gen-kernels.sh
	scripts/gen-kernels-modern.sh

# Regenerates the same kernels' IR with clang-15 and clang-16 into
# testdata/kernels/clang15 and clang16 (a missing clang is skipped).
kernels-modern:
	scripts/gen-kernels-modern.sh

# Remeasures testdata/kernels/ptxas.tsv (needs llc-14 and the CUDA toolkit's
# ptxas and cuobjdump).
ptxas-figures:
	scripts/ptxas-figures.sh

# Compiles testdata/libdevice with the CUDA toolkit and runs gpucc verify on
# each kernel (skipped without the toolkit).
libdevice-check:
	scripts/libdevice-check.sh
