#!/usr/bin/env bash
# Regenerates lower/mathlib/testdata/double_kernels.ll (the wrapper kernels
# of the f64 accuracy tests) with clang-14, as scripts/gen-kernels.sh
# compiles test kernels.
set -euo pipefail
clang=${CLANG:-clang-14}
cd "$(dirname "$0")"
"$clang" -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only -nocudainc -nocudalib -O2 \
	-emit-llvm -S -Xclang -target-feature -Xclang +ptx70 double_kernels.cu -o double_kernels.ll
echo "gen-double-kernels: double_kernels.ll"
