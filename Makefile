.PHONY: kernels

# Regenerates the LLVM IR of the end-to-end test kernels (needs clang-14).
kernels:
	scripts/gen-kernels.sh
