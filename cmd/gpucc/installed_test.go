package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// builtGpucc builds the command (go build into a temporary directory) for
// the tests that run it as a user would: as a process, outside the
// repository.
func builtGpucc(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the gpucc binary")
	}
	path := filepath.Join(t.TempDir(), "gpucc")
	if out, err := exec.Command("go", "build", "-o", path, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return path
}

// TestInstalledBinaryOutsideRepository runs the built binary in a directory
// outside the repository (no go.mod above it): demo and suite use the
// kernels built into the binary, and the CLI conventions hold for the real
// process (exit statuses, version).
func TestInstalledBinaryOutsideRepository(t *testing.T) {
	bin := builtGpucc(t)
	dir := t.TempDir()
	runIn := func(args ...string) (int, string, string) {
		cmd := exec.Command(bin, args...)
		cmd.Dir = dir
		var out, errOut strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &errOut
		err := cmd.Run()
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), out.String(), errOut.String()
		} else if err != nil {
			t.Fatal(err)
		}
		return 0, out.String(), errOut.String()
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(dir), "go.mod")); err == nil {
		t.Skip("the temporary directory lies in a Go module")
	}
	st, out, errOut := runIn("demo")
	if st != 0 || !strings.Contains(out, "every output word matches the reference") {
		t.Errorf("demo outside the repository: status %d\n%s\n%s", st, out, errOut)
	}
	st, out, errOut = runIn("suite")
	if st != 0 || !strings.Contains(out, "geometric mean over") || !strings.Contains(out, "vadd_guard") {
		t.Errorf("suite outside the repository: status %d\n%s\n%s", st, out, errOut)
	}
	for _, c := range []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"-h"}, 0, "commands:"},
		{[]string{"help", "run"}, 0, "usage: gpucc run"},
		{[]string{"version"}, 0, "gpucc "},
		{[]string{"frobnicate"}, 2, `unknown command "frobnicate"`},
		{[]string{"verify", "-h"}, 0, "usage: gpucc verify"},
		{[]string{"fuzz", "-n", "-5"}, 2, "-n -5"},
	} {
		st, out, errOut := runIn(c.args...)
		if st != c.status || !strings.Contains(out+errOut, c.want) {
			t.Errorf("gpucc %q: status %d, output %q; want %d and %q", c.args, st, out+errOut, c.status, c.want)
		}
	}
}
