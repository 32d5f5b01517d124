#!/usr/bin/env bash
# Compiles our own CUDA kernels that call the CUDA math API
# (testdata/libdevice/*.cu, one kernel per group of functions, float and
# double) with the CUDA toolkit, as users do:
#
#   clang-14 -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only --cuda-path=$CUDA -O2 -emit-llvm -S
#
# so that clang links NVIDIA's libdevice and the IR holds its inlined bodies,
# then runs `gpucc verify` (compile, run on the emulator, compare with the
# reference interpreter on random inputs) on each and prints a table: group,
# the functions it calls, whether clang compiled it, and verify's verdict or
# first error.
#
# The IR embeds NVIDIA's libdevice code: it is written to a temporary
# directory and deleted, never checked in.
#
# Usage: scripts/libdevice-check.sh [GROUP...]   (default: every group)
# Environment: CUDA (toolkit directory, default /usr/lib/cuda), CLANG
# (default clang-14), KEEP=DIR keeps the IR in DIR for inspection (outside the
# repository), SEED (verify's random inputs, default 1), N (elements and
# threads, default 256).
# Exit status: 0 when the table was printed (whatever it says) or the
# toolkit is absent, 1 when the script itself could not run.
set -euo pipefail

cuda=${CUDA:-/usr/lib/cuda}
clang=${CLANG:-clang-14}
seed=${SEED:-1}
n=${N:-256}
root=$(cd "$(dirname "$0")/.." && pwd)
src=$root/testdata/libdevice

if [ ! -f "$cuda/nvvm/libdevice/libdevice.10.bc" ]; then
	echo "libdevice-check: skipped: no CUDA toolkit at $cuda (no nvvm/libdevice/libdevice.10.bc); set CUDA=..." >&2
	exit 0
fi
if ! command -v "$clang" >/dev/null; then
	echo "libdevice-check: skipped: $clang not found" >&2
	exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=${KEEP:-$tmp}
mkdir -p "$out"

(cd "$root" && go build -o "$tmp/gpucc" ./cmd/gpucc)

if [ $# -eq 0 ]; then
	set -- "$src"/*.cu
fi

# first_line keeps the first line of a message, at most 110 characters.
first_line() { head -n 1 | cut -c1-110; }

printf '%-12s %-58s %-9s %s\n' group functions compiled "verify (seed $seed, n $n)"
agree=0 total=0
for f in "$@"; do
	name=$(basename "${f%.cu}")
	f=$src/$name.cu
	total=$((total + 1))
	funcs=$(sed -n '1s|^// libdevice check: \(.*\)\.$|\1|p' "$f" | cut -c1-58)
	ll=$out/$name.ll
	if ! "$clang" -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only --cuda-path="$cuda" -O2 -emit-llvm -S \
		-Wno-unknown-cuda-version "$f" -o "$ll" 2>"$tmp/clang.err"; then
		printf '%-12s %-58s %-9s %s\n' "$name" "$funcs" no "$(first_line <"$tmp/clang.err")"
		continue
	fi
	status=0
	"$tmp/gpucc" verify --seed "$seed" --n "$n" "$ll" >"$tmp/verify.out" 2>"$tmp/verify.err" || status=$?
	case $status in
	0)
		verdict="agree: $(sed -n 's/.*agree on \([0-9]* bytes in [0-9]* buffers\).*/\1/p' "$tmp/verify.out" | first_line)"
		agree=$((agree + 1))
		;;
	*)
		# verify prints "gpucc verify: PATH: WHAT: ERROR (seed N)"; drop the path.
		verdict="exit $status: $(sed "s|gpucc verify: $ll: ||" "$tmp/verify.err" | first_line)"
		;;
	esac
	printf '%-12s %-58s %-9s %s\n' "$name" "$funcs" yes "$verdict"
done
echo "libdevice-check: $agree of $total groups verified (toolkit $cuda)"
# The intrinsics the compiler must select for these kernels (names only).
echo "intrinsics called: $(cat "$out"/*.ll 2>/dev/null | grep -v '^declare' | grep -o '@llvm\.[A-Za-z0-9_.]*' |
	grep -v '^@llvm\.nvvm\.read\.ptx\.sreg\.' | sort -u | tr '\n' ' ')"
# Inline PTX the toolkit's headers leave in the IR (the compiler and the
# reference interpreter must understand these too), summarized as the
# distinct instruction mnemonics of each asm string.
echo "inline assembly: $(cat "$out"/*.ll 2>/dev/null | grep -o 'asm[a-z ]* "[^"]*"' | sed 's/^asm[a-z ]* //' | sort -u |
	awk '{
		gsub(/\\0A|\\09|"/, ";")
		n = split($0, stmts, /;/); ops = ""; delete seen
		for (i = 1; i <= n; i++) {
			sub(/^[ \t{}]+/, "", stmts[i]); split(stmts[i], w, /[ \t]+/)
			if (w[1] == "" || w[1] == ".reg" || (w[1] in seen)) continue
			seen[w[1]] = 1; ops = ops (ops == "" ? "" : "+") w[1]
		}
		printf "[%s] ", ops
	}')"
