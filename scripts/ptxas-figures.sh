#!/usr/bin/env bash
# Measures what NVIDIA's toolchain makes of every test kernel's IR and writes
# the figures to testdata/kernels/ptxas.tsv, which is checked in and read by
# `gpucc suite` to print ptxas's instructions and registers beside ours:
#
#   llc-14 -march=nvptx64 -mcpu=sm_80 -O3 NAME.ll      (PTX)
#   ptxas -arch=sm_80 -O3 -v NAME.ptx                  (registers, spill bytes)
#   cuobjdump -sass NAME.cubin                         (instructions)
#
# Kernels that call the libdevice API (__nv_expf, ...; gpucc links its own
# math library for them) are first linked with NVIDIA's libdevice
# (llvm-link-14 --only-needed, then opt-14 -O3 with __nv_reflect resolved by
# NVPTX's own pass inside llc), so ptxas compiles NVIDIA's math code where
# gpucc compiles its own. Nothing of libdevice is written to the repository.
#
# Instructions are the SASS instructions of the kernel without NOP (padding)
# and without the final branch to itself that ends every function.
#
# Usage: scripts/ptxas-figures.sh [-o FILE]   (default testdata/kernels/ptxas.tsv)
# Environment: LLC (default llc-14), PTXAS (default ptxas), CUOBJDUMP
# (default cuobjdump).
set -euo pipefail

llc=${LLC:-llc-14}
llvmlink=${LLVM_LINK:-llvm-link-14}
opt=${OPT:-opt-14}
libdevice=${LIBDEVICE:-/usr/lib/cuda/nvvm/libdevice/libdevice.10.bc}
ptxas=${PTXAS:-ptxas}
cuobjdump=${CUOBJDUMP:-cuobjdump}
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/testdata/kernels/ptxas.tsv
if [ "${1:-}" = "-o" ]; then
	out=$2
fi
for tool in "$llc" "$ptxas" "$cuobjdump"; do
	if ! command -v "$tool" >/dev/null; then
		echo "ptxas-figures: $tool not found (llc-14 from LLVM 14; ptxas and cuobjdump from the CUDA toolkit)" >&2
		exit 1
	fi
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# count_sass counts the instructions of cuobjdump -sass output: lines
# "/*ADDR*/ [@P] OPCODE ...;" except NOP and a BRA whose target is its own
# address.
count_sass() {
	awk '
	match($0, /^[ \t]*\/\*[0-9a-f]+\*\/[ \t]+/) {
		addr = $0; sub(/^[ \t]*\/\*/, "", addr); sub(/\*\/.*/, "", addr)
		rest = substr($0, RLENGTH + 1)
		sub(/;.*/, "", rest)
		n = split(rest, f, /[ \t]+/)
		op = f[1]
		if (op ~ /^@/) op = f[2]
		if (op == "NOP") next
		if (op ~ /^BRA/ && n >= 2) {
			# Compare as hex digit strings without leading zeros (POSIX
			# awk has no hex conversion).
			target = tolower(f[n]); sub(/^0x/, "", target); sub(/^0+/, "", target)
			a = tolower(addr); sub(/^0+/, "", a)
			if (target == a) next
		}
		count++
	}
	END { print count + 0 }'
}

version=$("$ptxas" --version | tail -n 1)
{
	echo "# ptxas figures for testdata/kernels/*.ll, measured by scripts/ptxas-figures.sh (do not edit by hand):"
	echo "# $llc -march=nvptx64 -mcpu=sm_80 -O3; ptxas -arch=sm_80 -O3 -v ($version); cuobjdump -sass."
	echo "# instructions: SASS instructions without NOP and the final self-branch; spill bytes from ptxas -v."
	printf 'kernel\tinstructions\tregisters\tspill_store_bytes\tspill_load_bytes\n'
	for ll in "$root"/testdata/kernels/*.ll; do
		name=$(basename "${ll%.ll}")
		src=$ll
		if grep -q 'call [^@]*@__nv_' "$ll"; then
			"$llvmlink" --only-needed "$ll" "$libdevice" -o "$tmp/$name.linked.bc"
			"$opt" -O3 "$tmp/$name.linked.bc" -o "$tmp/$name.opt.bc"
			src=$tmp/$name.opt.bc
		fi
		if ! "$llc" -march=nvptx64 -mcpu=sm_80 -O3 "$src" -o "$tmp/$name.ptx" 2>"$tmp/$name.llc.log"; then
			# NVPTX cannot select LLVM's math intrinsics (llvm.sin.f32, ...),
			# which gpucc maps onto its math library.
			echo "# $name: not measured: llc: $(grep -m1 'ERROR\|error' "$tmp/$name.llc.log" | sed 's/^LLVM ERROR: *//')"
			continue
		fi
		if ! "$ptxas" -arch=sm_80 -O3 -v "$tmp/$name.ptx" -o "$tmp/$name.cubin" 2>"$tmp/$name.log"; then
			# Our inline-PTX test kernels exercise forms ptxas refuses; such a
			# kernel is listed as not measured, with ptxas's first error.
			echo "# $name: not measured: $(grep -m1 error "$tmp/$name.log" | sed 's/.*error *: *//')"
			continue
		fi
		regs=$(sed -n "s/.*Used \([0-9]*\) registers.*/\1/p" "$tmp/$name.log" | head -n 1)
		stores=$(sed -n "s/.* \([0-9]*\) bytes spill stores.*/\1/p" "$tmp/$name.log" | head -n 1)
		loads=$(sed -n "s/.* \([0-9]*\) bytes spill loads.*/\1/p" "$tmp/$name.log" | head -n 1)
		insts=$("$cuobjdump" -sass "$tmp/$name.cubin" | count_sass)
		if [ -z "$regs" ] || [ -z "$stores" ] || [ -z "$loads" ] || [ "$insts" = 0 ]; then
			echo "ptxas-figures: $name: could not read ptxas's report:" >&2
			cat "$tmp/$name.log" >&2
			exit 1
		fi
		printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$insts" "$regs" "$stores" "$loads"
	done
} >"$tmp/ptxas.tsv"
mv "$tmp/ptxas.tsv" "$out"
echo "ptxas-figures: wrote $out ($(($(wc -l <"$out") - 4)) kernels)"
