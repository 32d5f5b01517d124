#!/usr/bin/env bash
# Regenerates testdata/kernels/NAME.ll from every testdata/kernels/NAME.cu with
# clang-14, exactly as the compiler's input is specified: CUDA device code for
# sm_80 / PTX 7.0 at -O2, no CUDA headers or libdevice. Nothing is stripped
# from the output: github.com/llir/llvm v0.3.6 parses clang-14's IR as is
# (checked by the tests of package gpucc/cmd/gpucc/internal/suite).
#
# Usage: scripts/gen-kernels.sh [NAME...]   (default: every kernel)
set -euo pipefail

clang=${CLANG:-clang-14}
if ! command -v "$clang" >/dev/null; then
	echo "gen-kernels: $clang not found (apt-get install -y clang-14)" >&2
	exit 1
fi

cd "$(dirname "$0")/../testdata/kernels"

if [ $# -eq 0 ]; then
	set -- *.cu
fi

for src in "$@"; do
	name=$(basename "${src%.cu}")
	if [ ! -f "$name.cu" ]; then
		echo "gen-kernels: no testdata/kernels/$name.cu" >&2
		exit 1
	fi
	# Compile from inside the directory with a bare file name so that the
	# ModuleID and source_filename lines do not depend on the checkout path.
	"$clang" -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only -nocudainc -nocudalib -O2 \
		-emit-llvm -S -Xclang -target-feature -Xclang +ptx70 "$name.cu" -o "$name.ll"
	echo "gen-kernels: $name.ll"
done
