package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestLocalArrayRemarks: `gpucc -v` says, for each small local array indexed
// by a variable, that it stays in local memory and why (issue 16's
// registers-as-arrays row: GETGPR/SETGPR need a warp-uniform index and would
// charge the whole register file). local_stack has two arrays indexed per
// thread (the stack by its pointer, the table by data) and one indexed by
// (k + blockIdx.x) & 3, which is warp-uniform; its constant-indexed loops
// give no remark.
func TestLocalArrayRemarks(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "k.bin")
	st, out, errOut := runGpucc("-v", filepath.Join("..", "..", "testdata", "kernels", "local_stack.ll"), "-o", bin)
	if st != 0 {
		t.Fatal(errOut)
	}
	var perThread, uniform int
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, "gpucc info: local_stack: remark: local array ") {
			continue
		}
		if !strings.Contains(line, "stays in local memory (LDL/STL)") {
			t.Errorf("remark without the decision: %s", line)
		}
		switch {
		case strings.Contains(line, "[8 x i32], 32 bytes") && strings.Contains(line, "its index varies per thread"):
			perThread++
		case strings.Contains(line, "[4 x i32], 16 bytes") && strings.Contains(line, "its index is warp-uniform"):
			uniform++
		default:
			t.Errorf("unexpected remark: %s", line)
		}
	}
	if perThread != 2 || uniform != 1 {
		t.Errorf("%d per-thread and %d uniform remarks, want 2 and 1:\n%s", perThread, uniform, out)
	}
}
