package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpucc/cmd/gpucc/internal/suite"
)

// TestCommandLineConventions checks the conventions every subcommand
// follows: -h (and --help, and gpucc help CMD) exits 0 with the usage,
// gpucc -h lists the subcommands, version is printed, an unknown
// subcommand is named, and flags are accepted before and after the file,
// spelled -flag or --flag.
func TestCommandLineConventions(t *testing.T) {
	for name := range subcommands {
		for _, args := range [][]string{{name, "-h"}, {name, "--help"}, {"help", name}} {
			st, out, errOut := runGpucc(args...)
			if st != 0 || !strings.Contains(out+errOut, "usage: gpucc") {
				t.Errorf("gpucc %s: status %d, output %q", strings.Join(args, " "), st, out+errOut)
			}
		}
	}
	for _, h := range []string{"-h", "--help", "help"} {
		st, out, _ := runGpucc(h)
		if st != 0 {
			t.Errorf("gpucc %s: status %d", h, st)
		}
		for name := range subcommands {
			if !strings.Contains(out, "\n  "+name+" ") {
				t.Errorf("gpucc %s does not list the subcommand %s:\n%s", h, name, out)
			}
		}
	}
	for _, v := range []string{"version", "--version", "-version"} {
		if st, out, _ := runGpucc(v); st != 0 || !strings.HasPrefix(out, "gpucc ") || !strings.Contains(out, "go1.") {
			t.Errorf("gpucc %s: status %d, %q", v, st, out)
		}
	}
	if st, _, errOut := runGpucc("verfy", "k.ll"); st != 2 || !strings.Contains(errOut, `unknown command "verfy"`) {
		t.Errorf("gpucc verfy: status %d, %q; want 2 naming the unknown command", st, errOut)
	}
	if st, _, errOut := runGpucc("help", "nope"); st != 2 || !strings.Contains(errOut, `unknown command "nope"`) {
		t.Errorf("gpucc help nope: status %d, %q", st, errOut)
	}

	root, err := suite.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	ll := filepath.Join(root, "testdata", "kernels", "vadd_guard.ll")
	dir := t.TempDir()
	bin, s := filepath.Join(dir, "k.bin"), filepath.Join(dir, "k.s")
	// ptxas's -O1 and -O3 are accepted (gpucc's -O2); flags after the file.
	for _, args := range [][]string{{ll, "-O3", "-o", bin}, {"--O1", ll, "--o", bin}, {ll, "-S", "--o=" + s}} {
		if st, _, errOut := runGpucc(args...); st != 0 {
			t.Errorf("gpucc %q: status %d, %s", args, st, errOut)
		}
	}
	if st, _, errOut := runGpucc(ll, "-O0", "-O3"); st != 2 || !strings.Contains(errOut, "exclusive") {
		t.Errorf("-O0 -O3: status %d, %q", st, errOut)
	}
	// The same kernel at -O3 is the -O2 binary.
	o2 := filepath.Join(dir, "o2.bin")
	if st, _, errOut := runGpucc(ll, "-O2", "-o", o2); st != 0 {
		t.Fatal(errOut)
	}
	a, _ := os.ReadFile(o2)
	runGpucc(ll, "-O3", "-o", bin)
	b, _ := os.ReadFile(bin)
	if string(a) != string(b) || len(a) == 0 {
		t.Errorf("-O3 gives another binary than -O2")
	}
	cases := [][]string{
		{"verify", ll, "--seed", "3", "-n", "64"},
		{"verify", "-seed=3", ll, "--n=64", "-O0"},
		{"dis", bin, "-print-raw"},
		{"asm", s, "--o", filepath.Join(dir, "k2.bin")},
		{"run", bin, "-grid", "1", "-block", "4", "a=buf:i32:4=1", "b=buf:i32:4=2", "c=buf:i32:4=zero", "n=i64:4", "-lenient"},
		{"demo", "--kernel=vadd_guard", "-O0"},
	}
	for _, args := range cases {
		if st, _, errOut := runGpucc(args...); st != 0 {
			t.Errorf("gpucc %q: status %d, %s", args, st, errOut)
		}
	}
}

// TestVerifyStepLimit: an endless loop under verify is its own status (7,
// "step limit reached") bounded by --max-insts, and run's message names
// the flag.
func TestVerifyStepLimit(t *testing.T) {
	dir := t.TempDir()
	ll := filepath.Join(dir, "spin.ll")
	if err := os.WriteFile(ll, []byte(spinIR), 0o644); err != nil {
		t.Fatal(err)
	}
	st, _, errOut := runGpucc("verify", ll, "--grid", "1", "--block", "32", "buf:i32:1=0", "--max-insts", "1000")
	if st != verifyStepLimit || !strings.Contains(errOut, "step limit reached") || !strings.Contains(errOut, "--max-insts 1000") {
		t.Errorf("verify of an endless loop: status %d, %q; want %d, step limit reached, --max-insts 1000", st, errOut, verifyStepLimit)
	}
	bin := filepath.Join(dir, "spin.bin")
	if st, _, errOut := runGpucc(ll, "-o", bin); st != 0 {
		t.Fatal(errOut)
	}
	st, _, errOut = runGpucc("run", bin, "--grid", "1", "--block", "32", "buf:i32:1=0", "--max-insts", "5000")
	if st != 1 || !strings.Contains(errOut, "step limit reached: more than 5000 warp instructions issued (--max-insts 5000)") ||
		strings.Contains(errOut, "Options.") {
		t.Errorf("run of an endless loop: status %d, %q", st, errOut)
	}
	if st, _, errOut := runGpucc("verify", ll, "--max-insts", "0"); st != 2 || !strings.Contains(errOut, "--max-insts 0") {
		t.Errorf("--max-insts 0: status %d, %q", st, errOut)
	}
	// The default is the same for both and small enough to trigger within seconds.
	for _, cmd := range []string{"run", "verify"} {
		_, out, errOut := runGpucc(cmd, "-h")
		if !strings.Contains(out+errOut, "16777216") {
			t.Errorf("gpucc %s -h does not state the --max-insts default 16777216", cmd)
		}
	}
}

// spinIR loops forever: every thread increments a word it never stops reading.
const spinIR = `target triple = "nvptx64-nvidia-cuda"

define void @spin(i32* %p) {
entry:
  br label %loop
loop:
  %v = load volatile i32, i32* %p, align 4
  %i = add i32 %v, 1
  store volatile i32 %i, i32* %p, align 4
  br label %loop
}

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @spin, !"kernel", i32 1}
`
