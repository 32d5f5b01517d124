#!/usr/bin/env bash
# Regenerates testdata/kernels/clangNN/NAME.ll from every
# testdata/kernels/NAME.cu with newer clang releases (opaque pointers,
# memory(...) attributes, ...), with the flags of scripts/gen-kernels.sh:
# CUDA device code for sm_80 / PTX 7.0 at -O2 (and at -O0 into clangN/O0),
# no CUDA headers or libdevice.
# gpucc reads these through its LLVM 15-18 reader (package lower/irtext);
# the tests in cmd/gpucc (TestModernClangKernels) compile and verify them.
#
# Usage: scripts/gen-kernels-modern.sh [VERSION...]   (default: 15 16)
# A version whose clang-N is not installed is skipped with a note.
set -euo pipefail

cd "$(dirname "$0")/../testdata/kernels"

if [ $# -eq 0 ]; then
	set -- 15 16
fi

for v in "$@"; do
	clang=clang-$v
	if ! command -v "$clang" >/dev/null; then
		echo "gen-kernels-modern: $clang not found, skipped (apt-get install -y clang-$v)" >&2
		continue
	fi
	mkdir -p "clang$v/O0"
	for src in *.cu; do
		name=${src%.cu}
		# A bare file name keeps the ModuleID independent of the checkout path.
		# -O2 as scripts/gen-kernels.sh; -O0 (stack slots for every local,
		# clang's CUDA builtin variable declarations) into clangN/O0.
		"$clang" -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only -nocudainc -nocudalib -O2 \
			-emit-llvm -S -Xclang -target-feature -Xclang +ptx70 "$src" -o "clang$v/$name.ll" 2>/dev/null
		"$clang" -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only -nocudainc -nocudalib -O0 \
			-emit-llvm -S -Xclang -target-feature -Xclang +ptx70 "$src" -o "clang$v/O0/$name.ll" 2>/dev/null
		echo "gen-kernels-modern: clang$v/$name.ll clang$v/O0/$name.ll"
	done
done
