package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The two routes from CUDA to the IR gpucc reads (README, "From CUDA"):
// clang with the CUDA toolkit's headers, and clang without them plus the
// prelude include/gpucc_cuda.h. Both are checked on warp_hist (a shared
// histogram, a __shfl_xor_sync warp reduction and atomicAdd) against a Go
// reference; prelude_all calls every function of the prelude.

const preludeDir = "testdata/prelude"

// clangPreludeArgs compiles NAME.cu in preludeDir with the prelude, as the
// README says (run from that directory so that the ModuleID is the bare name).
func clangPreludeArgs(name, out string) []string {
	return []string{"-x", "cuda", "--cuda-gpu-arch=sm_80", "--cuda-device-only", "-nocudainc", "-nocudalib",
		"-include", "gpucc_cuda.h", "-I", "../../../../include", "-O2", "-emit-llvm", "-S",
		"-Xclang", "-target-feature", "-Xclang", "+ptx70", name + ".cu", "-o", out}
}

// checkWarpHist compiles IR of warp_hist, runs it on the emulator on fixed
// inputs and compares total and hist with the Go reference.
func checkWarpHist(t *testing.T, ll string) {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "k.bin")
	if st, _, errOut := runGpucc(ll, "-o", bin); st != 0 {
		t.Fatalf("compile %s: %s", ll, errOut)
	}
	const n = 300
	in := make([]string, n)
	var total uint32
	var hist [16]uint32
	for i := range in {
		v := uint32(i*i) * 2654435761 >> 7 // the low 32 bits of the product, also on 32-bit hosts
		in[i] = fmt.Sprint(v)
		total += v
		hist[v&15]++
	}
	st, out, errOut := runGpucc("run", bin, "--grid", "3", "--block", "128", "in=buf:u32:300="+strings.Join(in, ","),
		"total=buf:u32:1=0", "hist=buf:u32:16=zero", "n=i32:300", "--print", "total", "--print", "hist")
	if st != 0 {
		t.Fatalf("run %s: %s", ll, errOut)
	}
	var hs []string
	for _, h := range hist {
		hs = append(hs, fmt.Sprint(h))
	}
	want := fmt.Sprintf("total u32[1] = %d\nhist u32[16] = %s\n", total, strings.Join(hs, ","))
	if !strings.HasPrefix(out, want) {
		t.Errorf("%s:\n%s\nwant\n%s", ll, out, want)
	}
	if st, out, errOut := runGpucc("verify", ll, "--seed", "9", "-n", "300"); st != 0 {
		t.Errorf("verify %s: status %d\n%s%s", ll, st, out, errOut)
	}
}

// TestPreludeRouteCheckedIn checks the IR made through the prelude (checked
// in, so no clang is needed).
func TestPreludeRouteCheckedIn(t *testing.T) {
	checkWarpHist(t, filepath.Join(preludeDir, "warp_hist.ll"))
	for _, seed := range []string{"1", "2"} {
		if st, out, errOut := runGpucc("verify", filepath.Join(preludeDir, "prelude_all.ll"), "--seed", seed, "-n", "64", "--block-size", "32"); st != 0 {
			t.Errorf("verify prelude_all: status %d\n%s%s", st, out, errOut)
		}
	}
}

// TestPreludeRouteClang compiles the kernels with clang-14 and the prelude
// (skipped without clang-14): the output is the checked-in IR.
func TestPreludeRouteClang(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not installed")
	}
	for _, name := range []string{"warp_hist", "prelude_all"} {
		out := filepath.Join(t.TempDir(), name+".ll")
		cmd := exec.Command(clang, clangPreludeArgs(name, out)...)
		cmd.Dir = preludeDir
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("clang-14 with the prelude: %v\n%s", err, msg)
		}
		got, _ := os.ReadFile(out)
		want, _ := os.ReadFile(filepath.Join(preludeDir, name+".ll"))
		if string(got) != string(want) {
			t.Errorf("%s.ll is not what clang-14 makes of %s.cu with the prelude: regenerate it (see the README)", name, name)
		}
		if name == "warp_hist" {
			checkWarpHist(t, out)
		}
	}
}

// TestToolkitRoute compiles warp_hist.cu with clang-14 and the CUDA
// toolkit's headers (--cuda-path, skipped when either is missing) and checks
// the result like the prelude route's.
func TestToolkitRoute(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not installed")
	}
	const cudaPath = "/usr/lib/cuda"
	// Debian's nvidia-cuda-toolkit keeps cuda.h under /usr/lib/cuda and the
	// runtime headers in /usr/include.
	if _, err := os.Stat(filepath.Join(cudaPath, "include", "cuda.h")); err != nil {
		t.Skip("no CUDA toolkit at " + cudaPath)
	}
	out := filepath.Join(t.TempDir(), "warp_hist.ll")
	cmd := exec.Command(clang, "-x", "cuda", "--cuda-gpu-arch=sm_80", "--cuda-device-only", "--cuda-path="+cudaPath,
		"-O2", "-emit-llvm", "-S", "warp_hist.cu", "-o", out)
	cmd.Dir = preludeDir
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("clang-14 --cuda-path: %v\n%s", err, msg)
	}
	checkWarpHist(t, out)
}
