package main

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestMain lets the test binary stand in for the command's child
// processes, which it starts as os.Executable() -compile-one FILE.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == "-compile-one" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

func TestSlope(t *testing.T) {
	// y = 3 + 2x exactly, and points of t = n^1.5 on a log-log scale.
	if got := slope([]float64{0, 1, 2, 5}, []float64{3, 5, 7, 13}); math.Abs(got-2) > 1e-12 {
		t.Errorf("slope of y = 3 + 2x: %v", got)
	}
	var xs, ys []float64
	for _, n := range []float64{1000, 10000, 100000} {
		xs, ys = append(xs, math.Log(n)), append(ys, math.Log(math.Pow(n, 1.5)))
	}
	if got := slope(xs, ys); math.Abs(got-1.5) > 1e-12 {
		t.Errorf("exponent of n^1.5: %v", got)
	}
}

func TestChildFigures(t *testing.T) {
	cpu, alloc, insts, err := childFigures("1500000 2048 17\n")
	if err != nil || cpu.Nanoseconds() != 1500000 || alloc != 2048 || insts != 17 {
		t.Errorf("childFigures: %v %v %v %v", cpu, alloc, insts, err)
	}
	if _, _, _, err := childFigures("12 x 3"); err == nil {
		t.Error("childFigures accepted a non-number")
	}
}

// TestRun runs both measurements on small inputs: the scaling table has a
// row per size with the instruction count the child reports and a fitted
// exponent, and without llc the comparison lists gpucc's times only.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("../../testdata/kernels/vadd_guard.ll")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "vadd_guard.ll"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if rc := run([]string{"-sizes", "20,40", "-reps", "1", "-dir", dir, "-llc", "no-such-llc-here"}, &out, &errb); rc != 0 {
		t.Fatalf("exit %d: %s", rc, errb.String())
	}
	text := out.String()
	for _, n := range []string{"20", "40"} {
		if !regexp.MustCompile(`(?m)^\s+` + n + `\s+[1-9][0-9]*\s+[0-9.]+ ms`).MatchString(text) {
			t.Errorf("no scaling row for %s IR ops:\n%s", n, text)
		}
	}
	for _, want := range []string{"fitted exponent of compile CPU time against IR ops:", "no-such-llc-here or ptxas not found",
		"vadd_guard.ll", "total"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if rc := run([]string{"-sizes", "0"}, &out, &errb); rc != 2 {
		t.Errorf("-sizes 0: exit %d, want 2", rc)
	}
}
