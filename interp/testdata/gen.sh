#!/bin/sh
# Regenerates kernels.ll from kernels.cu (needs clang-14). The .ll is checked
# in so that the tests do not need clang.
set -e
cd "$(dirname "$0")"
clang-14 -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only -nocudainc -nocudalib -O2 \
  -emit-llvm -S -Xclang -target-feature -Xclang +ptx70 kernels.cu -o kernels.ll
