#!/bin/sh
# Regenerates kernels.ll from kernels.cu and fpkernels*.ll from fpkernels.cu (needs clang-14). The .ll is checked
# in so that the tests do not need clang.
set -e
cd "$(dirname "$0")"
clang-14 -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only -nocudainc -nocudalib -O2 \
  -emit-llvm -S -Xclang -target-feature -Xclang +ptx70 kernels.cu -o kernels.ll
# The floating-point kernels, optimized and at -O0 (where clang keeps the
# NVVM intrinsic names that -O2 folds into generic intrinsics).
for opt in O2 O0; do
  out=fpkernels.ll
  [ "$opt" = O0 ] && out=fpkernels_O0.ll
  clang-14 -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only -nocudainc -nocudalib -$opt \
    -emit-llvm -S -Xclang -target-feature -Xclang +ptx70 fpkernels.cu -o $out
done
