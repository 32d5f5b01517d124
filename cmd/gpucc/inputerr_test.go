package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBadInputIsAUserError compiles ill-typed, malformed and unsupported IR
// through the command line: each is a located user error quoting the
// source line, never an internal compiler error.
func TestBadInputIsAUserError(t *testing.T) {
	cases := []struct {
		file string
		want []string // substrings of stderr, in order of appearance
	}{
		{"add_i64_on_i32.ll", []string{"add_i64_on_i32.ll:4:16: %a is i32, but this add uses it as i64", "%x = add i64 %a, %a"}},
		{"br_on_i64.ll", []string{"br_on_i64.ll:4:9: branch condition %b is i64, not i1", "br i1 %b, label %t, label %t"}},
		{"use_before_def.ll", []string{"use_before_def.ll:4:16: %y is used before its definition", "%x = add i32 %y, 1"}},
		{"not_dominated.ll", []string{"not_dominated.ll:10:13: %y is defined in block %t, which does not dominate this use in block %e", "store i32 %y, i32* %p"}},
		{"store_mismatch.ll", []string{"store_mismatch.ll:4:", "stores i64 through %p, a pointer to i32", "store i64 %b, i32* %p"}},
		{"call_arg_type.ll", []string{"call_arg_type.ll:7:17: argument 1 of this call to @f is i64, but the parameter is i32", "%r = call i32 @f(i64 %b)"}},
		{"no_terminator.ll", []string{"no_terminator.ll:6:1: expected", `found "}": the block before it has no terminator`}},
		{"unknown_inst.ll", []string{`unknown_inst.ll:4:8: unknown instruction "frob"`, "%y = frob i32 %x, 1"}},
		{"stray_bracket.ll", []string{`stray_bracket.ll:4:22: expected an instruction, found "]"`}},
		{"label_without_terminator.ll", []string{`label_without_terminator.ll:6:1: expected an instruction, found "next:": the block before it has no terminator`}},
		{"undefined_local.ll", []string{"undefined_local.ll:4:16: %zz is not defined in @k", "%y = add i32 %zz, 1"}},
		{"defined_twice.ll", []string{"defined_twice.ll:5:3: %y is defined twice (first on line 4)", "%y = add i32 %x, 2"}},
		{"undeclared_function.ll", []string{"undeclared_function.ll:4:13: @nope is neither defined nor declared in the module"}},
		{"undefined_label.ll", []string{"undefined_label.ll:4:12: %nowhere is not defined"}},
		{"numbering.ll", []string{"numbering.ll:5:3: unnamed values and blocks must be numbered in order: expected %2 here, found %3", "%3 = add i32 %1, 1"}},
		{"syntax.ll", []string{`syntax.ll:4:19: expected ',', found "1"`, "%x = add i32 %a 1"}},
		{"inline_asm.ll", []string{`kernel @k, block %0`, `inline asm "mov.u32 $0, %clock;"`, `special register %clock is not supported`}},
	}
	out := filepath.Join(t.TempDir(), "k.bin")
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			status, _, stderr := runCLI(filepath.Join("testdata", "badinput", c.file), "-o", out)
			if status != 1 {
				t.Errorf("status %d, want 1", status)
			}
			if strings.Contains(stderr, "internal compiler error") || strings.Contains(stderr, "panic") {
				t.Errorf("not a user error:\n%s", stderr)
			}
			rest := stderr
			for _, w := range c.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("stderr lacks %q (in order):\n%s", w, stderr)
				}
				rest = rest[i+len(w):]
			}
		})
	}
}

// TestNewerIRErrorNamesTheVersion: an instruction the LLVM 15-18 reader
// does not know is reported at its place with what the IR is and what to do.
func TestNewerIRErrorNamesTheVersion(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "testdata", "kernels", "clang16", "axpy_gridstride.ll"))
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(src), "%9 = mul nuw i64 %6, %8", "%9 = frobnicate i64 %6, %8", 1)
	if bad == string(src) {
		t.Fatal("the test kernel changed: the line to damage is gone")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "k.ll")
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	status, _, stderr := runCLI(path, "-o", filepath.Join(dir, "k.bin"))
	if status != 1 {
		t.Errorf("status %d, want 1", status)
	}
	for _, w := range []string{path + `:12:8: unknown instruction "frobnicate"`, "clang version 16", "opaque pointers (LLVM 15 or later)",
		"memory(...) attributes (LLVM 16)", "gpucc reads LLVM IR as clang 14 to 18 emit it", "%9 = frobnicate i64 %6, %8"} {
		if !strings.Contains(stderr, w) {
			t.Errorf("stderr lacks %q:\n%s", w, stderr)
		}
	}
}

// TestModuleInputsRejectIRAndEmptyFiles: run, dis and asm say what an
// LLVM IR file or an empty file is and what to do with it, instead of
// parsing them as assembly (an empty file used to run an empty kernel).
func TestModuleInputsRejectIRAndEmptyFiles(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.bin")
	if err := os.WriteFile(empty, []byte("\n \n"), 0o644); err != nil {
		t.Fatal(err)
	}
	bitcode := filepath.Join(dir, "k.bc")
	if err := os.WriteFile(bitcode, []byte("BC\xc0\xde\x35\x14\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	ll := filepath.Join("..", "..", "testdata", "kernels", "vadd_guard.ll")
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{"run", ll, "--grid", "1", "--block", "32"}, []string{"gpucc run: " + ll + " is LLVM IR, not a gpucc module", "gpucc " + ll + " -o k.bin", "gpucc verify " + ll}},
		{[]string{"run", empty}, []string{"gpucc run: " + empty + " is empty: expected a gpucc binary"}},
		{[]string{"run", bitcode}, []string{"is LLVM bitcode", "llvm-dis"}},
		{[]string{"dis", ll}, []string{"gpucc dis: " + ll + " is LLVM IR, not a gpucc module"}},
		{[]string{"dis", empty}, []string{"gpucc dis: " + empty + " is empty"}},
		{[]string{"asm", ll}, []string{"gpucc asm: " + ll + " is LLVM IR", "expected gpucc assembly text"}},
		{[]string{"asm", empty}, []string{"gpucc asm: " + empty + " is empty"}},
	}
	for _, c := range cases {
		status, stdout, stderr := runCLI(c.args...)
		if status != 1 {
			t.Errorf("%v: status %d, want 1", c.args, status)
		}
		if strings.Contains(stdout, "cycles") {
			t.Errorf("%v: ran something: %s", c.args, stdout)
		}
		for _, w := range c.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%v: stderr lacks %q:\n%s", c.args, w, stderr)
			}
		}
	}
}

// TestVerifyAcceptsClangO0 runs gpucc verify on clang -O0 IR, which
// declares the CUDA builtin variables (threadIdx, ...) as globals that are
// never defined; the interpreter used to refuse them.
func TestVerifyAcceptsClangO0(t *testing.T) {
	for _, f := range []string{"vadd_guard_clang14_O0.ll", "vadd_guard_clang16_O0.ll"} {
		path := filepath.Join("testdata", "o0", f)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(src), "@threadIdx = extern_weak") {
			t.Fatalf("%s does not declare @threadIdx: not the shape under test", f)
		}
		status, stdout, stderr := runCLI("verify", "--seed", "5", path)
		if status != verifyMatch {
			t.Errorf("%s: status %d, want %d; stderr:\n%s", f, status, verifyMatch, stderr)
		}
		if !strings.Contains(stdout, "emulator and interpreter agree on 12288 bytes in 3 buffers") {
			t.Errorf("%s: stdout %q", f, stdout)
		}
	}
}
