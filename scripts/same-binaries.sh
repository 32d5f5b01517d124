#!/bin/bash
# same-binaries.sh REV: compile every test kernel (testdata/kernels/*.ll and
# testdata/kernels/clang16/*.ll, at -O2 and -O0) with gpucc built from git
# revision REV and from the working tree, and compare the binaries byte for
# byte. Prints the files that differ or fail and a count; exits 1 on any.
# For changes that must not change code generation (speed work).
set -euo pipefail
rev=${1:?usage: scripts/same-binaries.sh REV}
root=$(git rev-parse --show-toplevel)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/src"
git -C "$root" archive "$rev" | tar -x -C "$tmp/src"
(cd "$tmp/src" && go build -o "$tmp/old" ./cmd/gpucc)
(cd "$root" && go build -o "$tmp/new" ./cmd/gpucc)
n=0 bad=0
for f in "$root"/testdata/kernels/*.ll "$root"/testdata/kernels/clang16/*.ll; do
  for opt in -O2 -O0; do
    n=$((n + 1))
    if ! "$tmp/old" $opt "$f" -o "$tmp/a.bin" 2>/dev/null; then
      if "$tmp/new" $opt "$f" -o "$tmp/b.bin" 2>/dev/null; then
        echo "now compiles ($opt): ${f#$root/}"
      fi
      continue
    fi
    if ! "$tmp/new" $opt "$f" -o "$tmp/b.bin" 2>/dev/null; then
      echo "FAILS now ($opt): ${f#$root/}"; bad=$((bad + 1)); continue
    fi
    if ! cmp -s "$tmp/a.bin" "$tmp/b.bin"; then
      echo "DIFFERS ($opt): ${f#$root/}"; bad=$((bad + 1))
    fi
  done
done
echo "$n compilations compared with $rev: $bad differ or fail"
[ "$bad" -eq 0 ]
