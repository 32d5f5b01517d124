package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/obj"
)

// TestAssemblyRoundTrip checks that `gpucc -S` output assembles back to the
// bytes `gpucc -o` writes, for every core kernel and the issue 12 kernels
// (device_globals carries .global data).
func TestAssemblyRoundTrip(t *testing.T) {
	for _, k := range append(append(suite.Core(), suite.Issue12()...), suite.WarpIdioms()...) {
		path, err := k.LLPath()
		if err != nil {
			t.Fatal(err)
		}
		res, err := compileFile(path, gpucc.Options{OptLevel: 2})
		if err != nil {
			t.Fatal(err)
		}
		bin, err := res.ELF()
		if err != nil {
			t.Fatal(err)
		}
		text := res.Assembly()
		m, err := obj.ParseAsm(k.Name+".s", []byte(text))
		if err != nil {
			t.Fatalf("%s: -S output does not assemble: %v", k.Name, err)
		}
		again, err := obj.Write(m)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(bin, again) {
			t.Errorf("%s: -S output assembles to different bytes", k.Name)
		}
	}
}

// TestCompileCommand runs the command line on a kernel and on bad inputs.
func TestCompileCommand(t *testing.T) {
	dir := t.TempDir()
	root, err := suite.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(root, "testdata", "kernels", "vadd_guard.ll")
	out := filepath.Join(dir, "k.bin")
	var stdout, stderr bytes.Buffer
	if code := run([]string{in, "-o", out, "-v"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "gpucc info: vadd_guard:") || !strings.Contains(stdout.String(), "registers") {
		t.Errorf("-v report missing: %q", stdout.String())
	}
	m, err := obj.ReadFile(out)
	if err != nil || len(m.Kernels) != 1 || m.Kernels[0].Name != "vadd_guard" {
		t.Fatalf("output: %v %+v", err, m)
	}
	// -S and --kernel.
	stdout.Reset()
	stderr.Reset()
	sOut := filepath.Join(dir, "k.s")
	if code := run([]string{"-S", "--kernel", "vadd_guard", "-O0", in, "-o", sOut}, &stdout, &stderr); code != 0 {
		t.Fatalf("-S: exit %d: %s", code, stderr.String())
	}
	if text, _ := os.ReadFile(sOut); !strings.HasPrefix(string(text), ".kernel vadd_guard") {
		t.Errorf("-S output starts %q", string(text)[:min(40, len(text))])
	}

	bad := []struct {
		name, src, want string
		code            int
	}{
		{"malformed IR", "define void @k( {\n", "bad.ll", 1},
		{"no kernels", "define void @k() {\n  ret void\n}\n", "no kernels", 1},
		{"unsupported", `define void @k(i32* %p, i32 %a, i32 %b) {
  %f = sitofp i32 %a to half
  %q = fptosi half %f to i32
  store i32 %q, i32* %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, i32)* @k, !"kernel", i32 1}
`, "kernel @k", 1},
	}
	for _, c := range bad {
		src := filepath.Join(dir, "bad.ll")
		if err := os.WriteFile(src, []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(dir, "bad.bin")
		stderr.Reset()
		code := run([]string{src, "-o", dst}, &stdout, &stderr)
		if code != c.code || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%s: exit %d, stderr %q; want exit %d and %q", c.name, code, stderr.String(), c.code, c.want)
		}
		if _, err := os.Stat(dst); err == nil {
			t.Errorf("%s: an output file was written", c.name)
		}
		os.Remove(dst)
	}
	// The written output never replaces a good file on failure either.
	if code := run([]string{filepath.Join(dir, "missing.ll"), "-o", out}, &stdout, &stderr); code == 0 {
		t.Error("a missing input succeeded")
	}
	if _, err := obj.ReadFile(out); err != nil {
		t.Errorf("the earlier output was damaged: %v", err)
	}
}
