package main

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
)

// TestCompilerFlagsShared checks that every subcommand that compiles takes
// the compiler's flags and rejects an unknown --print-after pass as a usage
// error that lists the passes.
func TestCompilerFlagsShared(t *testing.T) {
	for _, cmd := range []string{"compile", "verify", "demo", "suite", "fuzz"} {
		_, _, errOut := runGpucc(cmd, "-h")
		for _, f := range []string{"-O0", "-O2", "-max-gprs", "-verify-ir", "-serial-schedule", "-print-after"} {
			if !strings.Contains(errOut, "  "+f) {
				t.Errorf("gpucc %s -h does not list %s:\n%s", cmd, f, errOut)
			}
		}
		st, _, errOut := runGpucc(cmd, "--print-after=isel", "x.ll")
		if st != 2 || !strings.Contains(errOut, `unknown pass "isel"`) || !strings.Contains(errOut, strings.Join(gpucc.Passes(), ", ")) {
			t.Errorf("gpucc %s --print-after=isel: status %d, stderr %q; want 2 and the list of passes", cmd, st, errOut)
		}
	}
	if st, _, errOut := runGpucc("demo", "-O0", "-O2"); st != 2 || !strings.Contains(errOut, "exclusive") {
		t.Errorf("demo -O0 -O2: status %d, %q", st, errOut)
	}
}

func TestPrintAfterCommand(t *testing.T) {
	root, err := suite.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(root, "testdata", "kernels", "vadd_guard.ll")
	out := filepath.Join(t.TempDir(), "k.bin")
	header := regexp.MustCompile(`(?m)^# \*\*\* IR Dump After (\S+) `)
	sections := func(stderr string) []string {
		var names []string
		for _, m := range header.FindAllStringSubmatch(stderr, -1) {
			names = append(names, m[1])
		}
		return names
	}
	st, stdout, stderr := runGpucc(in, "-o", out, "--print-after=all", "--verify-ir")
	if st != 0 || stdout != "" || !slices.Equal(sections(stderr), gpucc.Passes()) {
		t.Errorf("--print-after=all: status %d, sections %v, want %v", st, sections(stderr), gpucc.Passes())
	}
	st, _, stderr = runGpucc(in, "-o", out, "--print-after", "regalloc, sched")
	if st != 0 || !slices.Equal(sections(stderr), []string{"regalloc", "sched"}) {
		t.Errorf("--print-after=regalloc,sched: status %d, sections %v", st, sections(stderr))
	}
	// The shared flags reach the compiler in the other subcommands too.
	st, stdout, stderr = runGpucc("demo", "--kernel", "vadd_guard", "-O0", "--max-gprs", "8", "--print-after=encode")
	if st != 0 || !slices.Equal(sections(stderr), []string{"encode"}) || !strings.Contains(stdout, "every output word matches") {
		t.Errorf("demo with compiler flags: status %d, sections %v\n%s", st, sections(stderr), stdout)
	}
	st, stdout, stderr = runGpucc("verify", "--seed", "5", "--max-gprs", "8", "--serial-schedule", in)
	if st != 0 || !strings.Contains(stdout, "emulator and interpreter agree") {
		t.Errorf("verify with compiler flags: status %d\n%s\n%s", st, stdout, stderr)
	}
}

// TestMaxGPRsBelowMinimum: a cap below gpucc.MinMaxGPRs (8) is a usage
// error in every subcommand that compiles, before any kernel is compiled.
func TestMaxGPRsBelowMinimum(t *testing.T) {
	for _, cmd := range []string{"compile", "fuzz"} {
		st, _, errOut := runGpucc(cmd, "--max-gprs", "7", "x.ll")
		if st != 2 || !strings.Contains(errOut, "--max-gprs 7: a cap takes at least 8 GPRs") {
			t.Errorf("gpucc %s --max-gprs 7: status %d, stderr %q; want 2 and the minimum", cmd, st, errOut)
		}
	}
}
