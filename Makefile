.PHONY: kernels

# Regenerates the LLVM IR of the end-to-end test kernels (needs clang-14).
kernels:
	scripts/gen-kernels.sh

.PHONY: ptxas-figures libdevice-check

# Remeasures testdata/kernels/ptxas.tsv (needs llc-14 and the CUDA toolkit's
# ptxas and cuobjdump).
ptxas-figures:
	scripts/ptxas-figures.sh

# Compiles testdata/libdevice with the CUDA toolkit and runs gpucc verify on
# each kernel (skipped without the toolkit).
libdevice-check:
	scripts/libdevice-check.sh
